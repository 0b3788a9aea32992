/** "~ deals 3 damage to target creature or player.": one source deals damage to one or more recipients. */
import type { Amount, Color, ObjectRef, ObjectSet, PlayerRef, SourceRange, TargetSpec } from "../../grammar/ast.js";
import { type SyntaxFamily, alt, amountEqualTo, digits, fn, sameNode, useObject, useObjects, usePlayer, type Draft, type Subject } from "../../grammar/family.js";

/** Who receives damage. */
export type DamageRecipient =
  | { kind: "Player"; player: PlayerRef }
  | { kind: "Objects"; objects: ObjectSet }
  /** "target creature or player": a target that may be either. */
  | { kind: "Target"; target: number };

export interface DealDamage {
  kind: "DealDamage";
  source: ObjectRef;
  amount: Amount;
  recipients: DamageRecipient[];
  /**
   * "divided as you choose among any number of target attacking creatures" (Hail of Arrows): the one recipient
   * is that target, and its spec's `divided` holds the amount, split as the spell is played (409.1d).
   */
  divided?: true;
  /**
   * "deals damage equal to its power to target creature" (`"before"`, the 2007 order) or "deals damage to target
   * creature equal to …" (`"after"`, Oracle's): the amount is counted as the damage is dealt. Both wordings print
   * the card's order (each wording's text carries its own): a written-form field (`WRITTEN_FORM_FIELDS`, grammar/nodes.ts).
   */
  equalTo?: "before" | "after";
  /** "… and 3 damage to you" (Orcish Artillery): more damage the same source deals in the same clause. */
  also?: DamagePart[];
  /**
   * "… to each creature without flying if {R} was spent to play ~ and 3 damage to each creature with flying if {G}
   * was spent to play it." (Firespout): the first part is dealt only if mana of that colour was spent to play the
   * spell (the `also` parts carry their own).
   */
  spent?: ManaSpentPart;
  /** "you may have ~ deal 1 damage to target player": the source named after "have" (its controller decides). */
  had?: true;
  range: SourceRange;
}

/** The colour of mana spent to play the spell that a damage part asks for; `it`: written "to play it" (2007). */
export interface ManaSpentPart {
  color: Color;
  itWords?: true;
}

/** One more part of a clause's damage: "and 3 damage to you", "… if {G} was spent to play it". */
export interface DamagePart {
  amount: Amount;
  recipients: DamageRecipient[];
  spent?: ManaSpentPart;
}

const family: SyntaxFamily<DealDamage> = {
  name: "damage",
  words: { Deals: ["deal", "deals"], Divided: ["divided"], Among: ["among"] },
  grammar(kit) {
    const { phrases } = kit;
    const [Each, Player, You, And, Damage, To, Or, TypeWord, Target, Opponent] = ["Each", "Player", "You", "And", "Damage", "To", "Or", "TypeWord", "Target", "Opponent"].map((name) => kit.word(name));
    // What ends a bare Oracle target ("another target, and 3 damage to a third target."): no noun after "target".
    const bareTargetEnds = new Set([kit.tokens.Comma, kit.tokens.Period, kit.tokens.EOF, And]);
    const nounFollows = (i: number): boolean => !bareTargetEnds.has(kit.LA(i).tokenType);

    const recipient = kit.rule("damage_recipient", () =>
      kit.or<DamageRecipient>(0, [
        alt(() => {
          // Oracle's "any target" (2018) declares the 2007 "target creature or player".
          const phrase = kit.subrule(0, phrases.anyTarget);
          return kit.ACTION(() => ({ kind: "Target", target: phrase.spec.index }) as DamageRecipient);
        }),
        {
          // Oracle's later ones, "another target" / "a third target" with no noun after "target" (Cone of Flame).
          GATE: fn(() => (kit.LA(2).tokenType === Target ? !nounFollows(3) : kit.LA(3).tokenType === Target && !nounFollows(4))),
          ALT: fn(() => {
            const phrase = kit.subrule(0, phrases.laterAnyTarget);
            return kit.ACTION(() => ({ kind: "Target", target: phrase.spec.index }) as DamageRecipient);
          }),
          IGNORE_AMBIGUITIES: true,
        },
        alt(() => {
          const phrase = kit.subrule(0, phrases.targetPhrase);
          // Oracle's "target player or planeswalker" (2018) is the 2007 "target player": damage to that player may
          // be redirected to a planeswalker he or she controls (212.9g), which is what the Oracle words say.
          const orPlaneswalker = kit.option(0, {
            GATE: fn(() => kit.LA(1).tokenType === Or && kit.LA(2).tokenType === TypeWord && kit.LA(2).image.toLowerCase() === "planeswalker"),
            DEF: fn(() => {
              kit.consume(0, Or);
              kit.consume(0, TypeWord);
              return true;
            }),
          });
          return kit.ACTION(() => {
            const spec = phrase.spec;
            if (orPlaneswalker && !(spec.players && !spec.objects && !spec.opponent && spec.min === 1 && spec.max === 1))
              kit.problem(
                "CS1030",
                "'or planeswalker' follows only 'target player' here (Oracle's 'target player or planeswalker', the 2007 'target player'). Write 'target player or planeswalker' or the 2007 'target player'.",
                spec.range.start.offset,
                kit.lastEnd(),
              );
            if (spec.players && spec.objects) return { kind: "Target", target: spec.index } as DamageRecipient;
            if (spec.players) return { kind: "Player", player: { kind: "TargetPlayer", target: spec.index } } as DamageRecipient;
            return { kind: "Objects", objects: kit.targetObjects(spec) } as DamageRecipient;
          });
        }),
        alt(() => {
          kit.consume(0, Each);
          return kit.or<DamageRecipient>(2, [
            alt(() => {
              kit.consume(0, Player);
              return { kind: "Player", player: { kind: "EachPlayer" } } as DamageRecipient;
            }),
            alt(() => {
              // "~ deals 5 damage to each opponent." (Breath of Malfegor): one damage event to every opponent at once
              kit.consume(0, Opponent);
              return { kind: "Player", player: { kind: "EachOpponent" } } as DamageRecipient;
            }),
            alt(() => {
              const filter = kit.subrule(0, phrases.objectNoun);
              return kit.ACTION(() => ({ kind: "Objects", objects: kit.rememberObjects({ kind: "Each", filter }) }) as DamageRecipient);
            }),
          ]);
        }),
        alt(() => {
          const player = kit.subrule(0, phrases.playerAnaphor);
          return kit.ACTION(() => ({ kind: "Player", player }) as DamageRecipient);
        }),
        alt(() => {
          const objects = kit.subrule(0, phrases.objectAnaphor);
          return kit.ACTION(() => ({ kind: "Objects", objects }) as DamageRecipient);
        }),
        alt(() => {
          kit.subrule(0, phrases.selfReference);
          return { kind: "Objects", objects: { kind: "Ref", ref: { kind: "Self" } } } as DamageRecipient;
        }),
        alt(() => {
          kit.consume(0, You);
          return { kind: "Player", player: { kind: "You" } } as DamageRecipient;
        }),
        alt(() => {
          // "It deals damage equal to its power to its controller." (Traitor's Roar): the controller of the object
          // named before (as it last was, if it left play: 413.2a).
          const its = kit.consume(0, kit.word("Its"));
          kit.consume(0, kit.word("Controller"));
          return kit.ACTION(() => ({ kind: "Player", player: { kind: "ControllerOf", object: kit.antecedentObject(its.startOffset) ?? { kind: "Self" } } }) as DamageRecipient);
        }),
      ]),
    );

    /** "to target player and each creature he or she controls" */
    const recipients = kit.rule("damage_recipients", (): DamageRecipient[] => {
      const list: DamageRecipient[] = [];
      list.push(kit.subrule(0, recipient));
      // "… to target creature or player and you gain 3 life": "and you" starts the next clause.
      kit.many(0, {
        GATE: fn(() => kit.LA(2).tokenType !== You && kit.LA(3).tokenType !== Damage),
        DEF: fn(() => {
          kit.consume(0, And);
          list.push(kit.subrule(2, recipient));
        }),
      });
      return list;
    });

    // "choose" is a word of other families too (modal spells, "as ~ comes into play, choose …"): read as the
    // vocabulary's word when one defines it, else as a plain word.
    const Choose = (() => {
      try {
        return kit.word("Choose");
      } catch {
        return kit.tokens.Word;
      }
    })();
    const [Divided, As, Among] = ["Divided", "As", "Among"].map((name) => kit.word(name));

    /** "divided as you choose among any number of target attacking creatures" (409.1d: split as it is played). */
    const divided = kit.rule("damage_divided", (): TargetSpec => {
      kit.consume(0, Divided);
      kit.consume(0, As);
      kit.consume(0, You);
      kit.option(0, {
        GATE: fn(() => kit.LA(1).tokenType === Choose && kit.LA(1).image.toLowerCase() === "choose"),
        DEF: fn(() => kit.consume(0, Choose)),
      });
      kit.consume(0, Among);
      const phrase = kit.or(9, [
        // Oracle's "any number of targets" (Bogardan Hellkite): creatures and/or players
        {
          GATE: fn(() => kit.LA(4).tokenType === kit.tokens.Word && kit.LA(4).image.toLowerCase() === "targets"),
          ALT: fn(() => kit.subrule(9, phrases.anyNumberOfTargets)),
        },
        alt(() => kit.subrule(0, phrases.targetPhrase)),
      ]);
      return kit.ACTION(() => phrase.spec);
    });

    const [Equal, Its, Power, Toughness, The, NumberNoun, Of, Sacrificed, Total] = ["Equal", "Its", "Power", "Toughness", "The", "Number", "Of", "Sacrificed", "Total"].map((name) => kit.word(name));

    /**
     * "equal to its power", "equal to the number of Mountains you control": the amount of damage, counted as it is
     * dealt. (The damage family's own reading of "equal to"; "its" is the object the ability named last, else ~.)
     */
    const equalTo = kit.rule("damage_equalTo", (source: ObjectRef | undefined): Amount => {
      kit.consume(0, Equal);
      kit.consume(0, To);
      return kit.or(0, [
        alt(() => {
          const its = kit.consume(0, Its);
          const stat = kit.or(1, [alt(() => (kit.consume(0, Power), "power" as const)), alt(() => (kit.consume(0, Toughness), "toughness" as const))]);
          // "~ deals damage equal to its power": "its" is the source itself (the clause's subject).
          return kit.ACTION(() => ({ kind: "StatOf", stat, object: source ?? kit.antecedentObject(its.startOffset) ?? { kind: "Self" } }) as Amount);
        }),
        {
          // "equal to the sacrificed creature's power" (Brion Stoutarm), "… the total power of the sacrificed creatures"
          GATE: fn(() => kit.LA(1).tokenType === The && (kit.LA(2).tokenType === Sacrificed || kit.LA(2).tokenType === Total)),
          ALT: fn(() => {
            kit.consume(1, The);
            return kit.subrule(0, phrases.sacrificedStat);
          }),
        },
        alt(() => {
          kit.consume(0, The);
          kit.consume(0, NumberNoun);
          kit.consume(0, Of);
          return kit.or(2, [
            { GATE: fn(() => kit.LA(4).tokenType === Among), ALT: fn(() => kit.subrule(0, phrases.basicLandTypes)) },
            alt(() => {
              const filter = kit.subrule(0, phrases.objectNoun);
              return kit.ACTION(() => ({ kind: "CountOf", filter }) as Amount);
            }),
          ]);
        }),
      ]);
    });

    /**
     * "and 3 damage to you": more damage from the same source in the same clause (Orcish Artillery); ", 2 damage to
     * another target creature or player, and 3 damage to a third target creature or player" (Cone of Flame).
     */
    // "if {R} was spent to play ~" after a part's recipients (Firespout), "… to play it"
    const If = kit.word("If");
    const ItWord = kit.word("It");
    const partSpent = kit.rule("damage_partSpent", (): ManaSpentPart => {
      kit.consume(5, If);
      const color = kit.subrule(5, phrases.manaSpent);
      return kit.ACTION(() => (kit.LA(0).tokenType === ItWord ? { color, itWords: true } : { color }) as ManaSpentPart);
    });
    const spentFollows = (): boolean => kit.LA(1).tokenType === If && kit.LA(2).tokenType === kit.tokens.ManaSymbol;

    const alsoDamage = kit.rule("damage_also", (): DamagePart => {
      kit.or(3, [
        alt(() => kit.consume(0, And)),
        alt(() => {
          kit.consume(0, kit.tokens.Comma);
          kit.option(3, () => kit.consume(1, And));
        }),
      ]);
      const amount = kit.subrule(0, phrases.amount);
      kit.consume(0, Damage);
      kit.consume(0, To);
      const list = kit.subrule(0, recipients);
      const spent = kit.option(5, { GATE: spentFollows, DEF: () => kit.subrule(6, partSpent) });
      return spent === undefined ? { amount, recipients: list } : { amount, recipients: list, spent };
    });
    /** After "if {R} was spent to play ~": "and 3 damage to …" follows (the condition is the first part's). */
    const partSpentThenAlso = (): boolean => {
      for (let k = 3; k < 12; k++) {
        const type = kit.LA(k).tokenType;
        if (type === kit.tokens.Period || type === kit.tokens.EOF) return false;
        if (type === And) return kit.LA(k + 2).tokenType === Damage;
      }
      return false;
    };
    const alsoFollows = (): boolean =>
      (kit.LA(1).tokenType === And || kit.LA(1).tokenType === kit.tokens.Comma) && (kit.LA(3).tokenType === Damage || (kit.LA(2).tokenType === And && kit.LA(4).tokenType === Damage));

    const dealsWhat = kit.rule("damage_dealsWhat", (subject: Subject, drafts: Draft[], start: number, had: boolean) => {
      const push = (node: Omit<DealDamage, "kind" | "source" | "range">): void => {
        const source = kit.singleSource(subject);
        if (!source) return;
        const effect = { kind: "DealDamage", source, ...node, range: kit.rangeFrom(kit.effectStart(drafts, subject, start)) } as DealDamage;
        if (had) effect.had = true;
        drafts.push(effect);
      };
      kit.or(0, [
        // "deals damage equal to … to …" / "deals damage to … equal to …"
        alt(() => {
          kit.consume(1, Damage);
          kit.or(1, [
            alt(() => {
              const amount = kit.subrule(0, equalTo, { ARGS: [subject?.objects?.kind === "Ref" ? subject.objects.ref : undefined] });
              kit.consume(1, To);
              const list = kit.subrule(1, recipients);
              kit.ACTION(() => push({ amount, recipients: list, equalTo: "before" }));
            }),
            alt(() => {
              kit.consume(2, To);
              const list = kit.subrule(2, recipients);
              const amount = kit.subrule(1, equalTo, { ARGS: [subject?.objects?.kind === "Ref" ? subject.objects.ref : undefined] });
              kit.ACTION(() => push({ amount, recipients: list, equalTo: "after" }));
            }),
          ]);
        }),
        alt(() => kit.subrule(0, dealsCounted, { ARGS: [push] })),
      ]);
    });

    const deals = kit.rule("damage_deals", (subject: Subject, drafts: Draft[], start: number) => {
      kit.subrule(0, dealsWhat, { ARGS: [subject, drafts, start, false] });
    });

    const dealsCounted = kit.rule("damage_dealsCounted", (push: (node: Omit<DealDamage, "kind" | "source" | "range">) => void) => {
      const amount = kit.subrule(0, phrases.amount);
      kit.consume(0, Damage);
      kit.or(1, [
        alt(() => {
          kit.consume(0, To);
          const list = kit.subrule(0, recipients);
          // "if {R} was spent to play ~" of this part, when more parts follow (else it is the sentence's condition)
          const spent = kit.option(5, { GATE: () => spentFollows() && partSpentThenAlso(), DEF: () => kit.subrule(5, partSpent) });
          const also: DamagePart[] = [];
          kit.many(1, { GATE: alsoFollows, DEF: fn(() => also.push(kit.subrule(1, alsoDamage))) });
          kit.ACTION(() => {
            const node: Omit<DealDamage, "kind" | "source" | "range"> = also.length > 0 ? { amount, recipients: list, also } : { amount, recipients: list };
            if (spent !== undefined) node.spent = spent;
            push(node);
          });
        }),
        alt(() => {
          const spec = kit.subrule(0, divided);
          kit.ACTION(() => {
            const at = spec.range.start.offset;
            if (amount.kind !== "Number" && amount.kind !== "X") {
              kit.problem("CS1030", "Divided damage is split as the spell is played (409.1d), so its amount must be a number or X: write 'deals 4 damage divided as you choose among …' or 'deals X damage divided …'.", at, kit.lastEnd());
              return;
            }
            // Among creatures, or among "creatures and/or players" (Bogardan Hellkite): a creature-or-player target.
            const creaturesOrPlayers = spec.players && spec.objects !== undefined && spec.objects.types.length === 1 && spec.objects.types[0] === "Creature";
            if (spec.max < 2 || (spec.players && !creaturesOrPlayers) || spec.objects === undefined) {
              kit.problem(
                "CS1030",
                "Damage is divided among several target creatures: write 'divided as you choose among any number of target creatures' (or 'up to two target creatures'), or drop 'divided as you choose' for one target.",
                at,
                kit.lastEnd(),
              );
              return;
            }
            spec.divided = amount;
            if (creaturesOrPlayers) {
              push({ amount, recipients: [{ kind: "Target", target: spec.index }], divided: true });
              return;
            }
            const objects = kit.targetObjects(spec);
            push({ amount, recipients: [{ kind: "Objects", objects }], divided: true });
          });
        }),
      ]);
    });

    // "have ~ deal 1 damage to target player" (after "you may"): the source is the object named after "have".
    const Have = kit.word("Have");
    const Deals = kit.word("Deals");
    const have = kit.rule("damage_have", (_subject: Subject, drafts: Draft[], start: number) => {
      const sourceStart = kit.LA(1).startOffset;
      kit.subrule(0, phrases.selfReference);
      kit.consume(0, Deals);
      const source: ObjectRef = { kind: "Self" };
      kit.subrule(0, dealsWhat, { ARGS: [{ start: sourceStart, objects: { kind: "Ref", ref: source } } as Subject, drafts, start, true] });
    });

    return { predicates: [{ verb: "Deals", rule: deals }], imperatives: [{ verb: "Have", rule: have }] };
  },
  print: {
    DealDamage: {
      clause(effect, writer) {
        // A target named before is "it" as the subject ("It deals damage equal to its power to its controller.",
        // Traitor's Roar), or "that creature" where the card wrote it so (the clause's written subject).
        const source =
          effect.source.kind === "Self" && effect.source.pronoun !== true
            ? writer.cardName
            : effect.source.kind === "Target"
              ? writer.objectsAsSubject({ kind: "Ref", ref: effect.source }).words
              : writer.objectRef(effect.source);
        const amount = digits(effect.amount);
        const recipientsOf = (list: DamageRecipient[]): string =>
          list
            .map((recipient) => {
              switch (recipient.kind) {
                case "Target":
                  return writer.eitherTarget(recipient.target);
                case "Player":
                  return writer.damagedPlayer(recipient.player);
                case "Objects":
                  return writer.objects(recipient.objects, "each");
              }
            })
            .join(" and ");
        // A clause held by another in the base form ("you may have it deal 1 damage …": optional's causative gives a
        // writer whose verbs are all in the base form); a third person's verb otherwise.
        const dealer = effect.had ? `have ${source} deal` : `${source} ${writer.verbFor({ kind: "EachPlayer" })("deal", "deals")}`;
        if (effect.divided) return `${dealer} ${amount} damage divided as you choose among ${recipientsOf(effect.recipients)}`;
        if (effect.equalTo !== undefined) {
          // Sudden Impact: the amount counts the damaged target player's cards. The amount's words name the player
          // "target player's" on their own; the player named first is the target, the second time "that player"
          // (2007: "… equal to the number of cards in target player's hand to that player."; Oracle: "… to target
          // player equal to the number of cards in that player's hand.", no planeswalker: the amount is the player's).
          const player = damagedTargetPlayerCounted(effect);
          if (player !== undefined) {
            const first = writer.playerAsSubject(player);
            const again = writer.playerAsSubject(player);
            const counted = amountEqualTo(effect.amount);
            if (effect.equalTo === "before") return `${dealer} damage equal to ${counted} to ${again}`;
            // Every later naming of the player in the amount is the same player again: "… in that player's hand",
            // "… nonbasic lands that player controls" (Anathemancer), never a second "target player".
            return `${dealer} damage to ${first} equal to ${counted.split(first).join(again)}`;
          }
          const recipients = recipientsOf(effect.recipients);
          const equal = `equal to ${amountEqualTo(effect.amount)}`;
          // In the card's order: the 2007 cards write the amount first, Oracle the recipients first.
          if (effect.equalTo === "before") return `${dealer} damage ${equal} to ${recipients}`;
          return `${dealer} damage to ${recipients} ${equal}`;
        }
        const recipients = recipientsOf(effect.recipients);
        // One more part after "and"; a list of them after commas, the last after ", and" (Cone of Flame).
        const more = effect.also ?? [];
        // "if {R} was spent to play Firespout" / "… to play it" (2007), "… to cast this spell" (current)
        const spentWords = (spent: ManaSpentPart | undefined): string =>
          spent === undefined ? "" : ` if {${spent.color}} was spent to ${writer.wording === "2007" ? `play ${spent.itWords ? "it" : writer.cardName}` : "cast this spell"}`;
        const also = more
          .map((part, i) => `${more.length === 1 ? " and" : i === more.length - 1 ? ", and" : ","} ${digits(part.amount)} damage to ${recipientsOf(part.recipients)}${spentWords(part.spent)}`)
          .join("");
        return `${dealer} ${amount} damage to ${recipients}${spentWords(effect.spent)}${also}`;
      },
      // "~ deals 3 damage to target creature or player and you gain 3 life."
      join: (_effect, next) => (next.kind === "GainLife" && next.player.kind === "You" ? "and" : undefined),
    },
  },
  check: {
    DealDamage: {
      verb: "Dealing damage",
      targetUses(effect, uses) {
        useObject(uses, effect.source, "any");
        for (const recipient of effect.recipients) {
          if (recipient.kind === "Player") usePlayer(uses, recipient.player);
          else if (recipient.kind === "Objects") useObjects(uses, recipient.objects, "damageable");
          else uses.push({ kind: "damage", target: recipient.target });
        }
        for (const more of effect.also ?? [])
          for (const recipient of more.recipients) {
            if (recipient.kind === "Player") usePlayer(uses, recipient.player);
            else if (recipient.kind === "Objects") useObjects(uses, recipient.objects, "damageable");
            else uses.push({ kind: "damage", target: recipient.target });
          }
      },
    },
  },
  sentences: [
    { kind: "spell or ability text", template: "~ deals N damage to target creature or player." },
    { kind: "spell or ability text", template: "~ deals damage equal to the number of Mountains you control to target creature." },
    { kind: "spell or ability text", template: "~ deals N damage to any target." },
    { kind: "spell or ability text", template: "~ deals N damage to target player or planeswalker." },
    { kind: "spell or ability text", template: "~ deals N damage to target player." },
    { kind: "spell or ability text", template: "~ deals N damage to target creature." },
    { kind: "spell or ability text", template: "~ deals N damage to each creature." },
    { kind: "spell or ability text", template: "~ deals N damage to target player and each creature he or she controls." },
    { kind: "spell or ability text", template: "~ deals N damage to target creature or player and you gain N life." },
    { kind: "spell or ability text", template: "~ deals N damage divided as you choose among any number of target attacking creatures." },
    { kind: "spell or ability text", template: "~ deals damage equal to its power to target creature or player." },
    { kind: "spell or ability text", template: "~ deals damage to target creature equal to the number of Mountains you control." },
    { kind: "spell or ability text", template: "~ deals N damage to target creature or player and N damage to you." },
    { kind: "spell or ability text", template: "~ deals N damage to each creature without flying if {R} was spent to play ~ and N damage to each creature with flying if {G} was spent to play ~." },
    { kind: "spell or ability text", template: "~ deals N damage to target creature or player, N damage to another target creature or player, and N damage to a third target creature or player." },
    { kind: "triggered", template: "Whenever another creature is put into a graveyard from play, you may have ~ deal N damage to target player." },
  ],
};

export default family;

/** The target player an "equal to" amount counts for, when that player is also the one player dealt the damage. */
function damagedTargetPlayerCounted(effect: DealDamage): PlayerRef | undefined {
  if (effect.recipients.length !== 1 || (effect.also ?? []).length > 0) return undefined;
  const recipient = effect.recipients[0];
  if (recipient.kind !== "Player" || recipient.player.kind !== "TargetPlayer") return undefined;
  return holdsNode(effect.amount, recipient.player) ? recipient.player : undefined;
}

/** Whether a node equal to `target` is anywhere in `value` (the AST is plain data). */
function holdsNode(value: unknown, target: object): boolean {
  if (value === null || typeof value !== "object") return false;
  if (sameNode(value, target)) return true;
  return Object.values(value).some((inner) => holdsNode(inner, target));
}
