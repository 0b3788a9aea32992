/**
 * Prevention (2007 rule 419.6a): "Prevent the next N damage that would be dealt to target creature or player this
 * turn." (Bandage, Samite Healer), "Prevent all combat damage that would be dealt this turn." (Holy Day),
 * "Prevent all damage that would be dealt to and dealt by target creature this turn.": each makes a prevention
 * shield (runtime/shields.ts) that watches damage events until the turn ends. A source chosen as the ability
 * resolves: "Prevent all damage a red source of your choice would deal this turn." (Burrenton Forge-Tender), "The
 * next time a source of your choice of the chosen color would deal damage to you this turn, prevent that damage."
 * (Story Circle: "the chosen color" is the one chosen as it came into play, families/replacement-as-enters).
 * Sources by their colours: "Prevent all damage that black sources and red sources would deal this turn."
 * (Luminesce: any source of those colours as the damage would be dealt, 419.6a).
 */
import type { Amount, Color, ObjectFilter, ObjectSet, PlayerRef, SourceRange } from "../../grammar/ast.js";
import { type SyntaxFamily, alt, COLOR_WORDS, digits, fn, useObjects, usePlayer, type Draft, type Subject } from "../../grammar/family.js";

/** What the shield watches damage to or by. */
export type PreventionSubject =
  /** "target creature or player": a target that may be either. */
  | { kind: "Target"; target: number }
  | { kind: "Player"; player: PlayerRef }
  | { kind: "Objects"; objects: ObjectSet }
  /**
   * "to creatures", "to you and permanents you control" (Forfend, Endure): whatever fits the description when the
   * damage would be dealt (419.6a: a prevention effect is no characteristic-changing effect, so nothing is locked in
   * as it resolves); `you`: the spell's controller too.
   */
  | { kind: "Described"; filter: ObjectFilter; you?: true };

export interface PreventDamage {
  kind: "PreventDamage";
  /** "the next N damage"; null: "all damage". */
  amount: Amount | null;
  /** "all combat damage": only combat damage. */
  combatOnly: boolean;
  /** Damage dealt to `subject`, dealt by it, or both; "any" (no subject): all damage. */
  dealt: "to" | "by" | "toAndBy" | "any";
  subject: PreventionSubject | null;
  /**
   * "Prevent all damage target attacking or blocking creature would deal this turn." (Inquisitor's Snare): the card
   * wrote the damage dealt by the subject as "<subject> would deal" rather than "that would be dealt by <subject>".
   * The same shield; only the printer reads it.
   */
  wouldDeal?: true;
  range: SourceRange;
}

/** The colour of a source of the player's choice: named ("a red source"), or the permanent's chosen colour. */
export type SourceColor = { kind: "Color"; color: Color } | { kind: "ChosenColor" };

/**
 * "Prevent all damage a red source of your choice would deal this turn." (`next` false), "The next time a source
 * of your choice of the chosen color would deal damage to you this turn, prevent that damage." (`next` true: the
 * first such damage event only). The source is chosen as the spell or ability resolves.
 */
export interface PreventFromChosenSource {
  kind: "PreventFromChosenSource";
  next: boolean;
  /** null: a source of any colour. */
  color: SourceColor | null;
  /** "damage to you": only damage dealt to that player; null: to anything. */
  to: PlayerRef | null;
  range: SourceRange;
}

/** "Prevent all damage that black sources and red sources would deal this turn." */
export interface PreventFromSources {
  kind: "PreventFromSources";
  colors: Color[];
  range: SourceRange;
}

type PreventNode = PreventDamage | PreventFromChosenSource | PreventFromSources;

const family: SyntaxFamily<PreventNode> = {
  name: "prevent",
  words: { Prevent: ["prevent", "prevents"], Source: ["source", "sources"], Choice: ["choice"] },
  grammar(kit) {
    const { phrases } = kit;
    const [Source, Of, Your, Choice, ColorWord, Chosen, ColorNoun, Deals, A, Time, Comma, Prevent] = [
      "Source",
      "Of",
      "Your",
      "Choice",
      "ColorWord",
      "Chosen",
      "ColorNoun",
      "Deals",
      "A",
      "Time",
      "Comma",
      "Prevent",
    ].map((name) => (name === "Comma" ? kit.tokens.Comma : kit.word(name)));
    const [The, Next, All, Combat, Damage, That, Would, Be, Dealt, To, And, By, This, Turn, You] = [
      "The",
      "Next",
      "All",
      "Combat",
      "Damage",
      "That",
      "Would",
      "Be",
      "Dealt",
      "To",
      "And",
      "By",
      "This",
      "Turn",
      "You",
    ].map((name) => kit.word(name));

    const subject = kit.rule("prevent_subject", () =>
      kit.or<PreventionSubject>(0, [
        alt(() => {
          // Oracle's "any target" (2018) declares the 2007 "target creature or player".
          const phrase = kit.subrule(0, phrases.anyTarget);
          return kit.ACTION(() => ({ kind: "Target", target: phrase.spec.index }) as PreventionSubject);
        }),
        alt(() => {
          const phrase = kit.subrule(0, phrases.targetPhrase);
          return kit.ACTION(() => {
            const spec = phrase.spec;
            if (spec.players && spec.objects) return { kind: "Target", target: spec.index } as PreventionSubject;
            if (spec.players) return { kind: "Player", player: { kind: "TargetPlayer", target: spec.index } } as PreventionSubject;
            return { kind: "Objects", objects: kit.targetObjects(spec) } as PreventionSubject;
          });
        }),
        alt(() => {
          kit.subrule(0, phrases.selfReference);
          return { kind: "Objects", objects: { kind: "Ref", ref: { kind: "Self" } } } as PreventionSubject;
        }),
        alt(() => {
          kit.consume(0, You);
          // "you and permanents you control" (Endure)
          const also = kit.option(3, {
            GATE: fn(() => kit.LA(1).tokenType === And && kit.LA(2).tokenType !== Dealt),
            DEF: fn(() => {
              kit.consume(1, And);
              return kit.subrule(1, phrases.objectNoun);
            }),
          });
          return also === undefined ? ({ kind: "Player", player: { kind: "You" } } as PreventionSubject) : ({ kind: "Described", filter: also, you: true } as PreventionSubject);
        }),
        // "creatures" (Forfend): a description, not a set chosen as it resolves
        alt(() => ({ kind: "Described", filter: kit.subrule(0, phrases.objectNoun) }) as PreventionSubject),
      ]),
    );

    /** "a [red] source of your choice [of the chosen color]" */
    const chosenSource = kit.rule("prevent_chosenSource", (): SourceColor | null => {
      kit.consume(0, A);
      const named = kit.option(0, () => kit.consume(0, ColorWord));
      kit.consume(0, Source);
      kit.consume(0, Of);
      kit.consume(0, Your);
      kit.consume(0, Choice);
      const chosen = kit.option(1, () => {
        kit.consume(1, Of);
        kit.consume(0, The);
        kit.consume(0, Chosen);
        return kit.consume(0, ColorNoun);
      });
      return kit.ACTION(() => {
        if (named !== undefined && chosen !== undefined) {
          kit.problem("CS1035", "A source has one color here: write 'a red source of your choice' or 'a source of your choice of the chosen color'.", named.startOffset, chosen.endOffset! + 1);
        }
        if (chosen !== undefined) return { kind: "ChosenColor" } as SourceColor;
        return named !== undefined ? ({ kind: "Color", color: kit.colorOf(named.image)! } as SourceColor) : null;
      });
    });

    /** "would deal [damage] [to you] this turn" after the chosen source */
    const wouldDeal = kit.rule("prevent_wouldDeal", (damageWord: boolean): PlayerRef | null => {
      kit.consume(2, Would);
      kit.consume(0, Deals);
      if (damageWord) kit.consume(2, Damage);
      const to = kit.option(3, () => {
        kit.consume(3, To);
        kit.consume(1, You);
        return { kind: "You" } as PlayerRef;
      });
      kit.consume(2, This);
      kit.consume(2, Turn);
      return to ?? null;
    });

    /** "The next time a source of your choice … would deal damage to you this turn, prevent that damage" */
    const nextTime = kit.rule("prevent_nextTime", (_subject: Subject, drafts: Draft[], start: number) => {
      kit.consume(3, Next);
      kit.consume(0, Time);
      const color = kit.subrule(3, chosenSource);
      const to = kit.subrule(4, wouldDeal, { ARGS: [true] });
      kit.consume(0, Comma);
      kit.consume(0, Prevent);
      kit.consume(3, That);
      kit.consume(3, Damage);
      kit.ACTION(() => drafts.push({ kind: "PreventFromChosenSource", next: true, color, to, range: kit.rangeFrom(start) } as PreventFromChosenSource));
    });

    /** "that would be dealt [to X | to and dealt by X | by X] this turn" */
    const thatWouldBeDealt = kit.rule("prevent_thatWouldBeDealt", (how: { amount: Amount | null; combatOnly: boolean }, drafts: Draft[], start: number) => {
      kit.consume(0, That);
      kit.consume(0, Would);
      kit.consume(0, Be);
      kit.consume(0, Dealt);
      const watched = kit.option(1, () =>
        kit.or<{ dealt: "to" | "by" | "toAndBy"; who: PreventionSubject }>(1, [
          alt(() => {
            kit.consume(1, To);
            const both = kit.option(2, () => {
              kit.consume(0, And);
              kit.consume(2, Dealt);
              kit.consume(0, By);
              return true;
            });
            const who = kit.subrule(0, subject);
            return { dealt: both === undefined ? ("to" as const) : ("toAndBy" as const), who };
          }),
          alt(() => {
            kit.consume(1, By);
            const who = kit.subrule(1, subject);
            return { dealt: "by" as const, who };
          }),
        ]),
      );
      kit.consume(0, This);
      kit.consume(0, Turn);
      kit.ACTION(() => {
        if (watched !== undefined && watched.dealt !== "to" && watched.who.kind !== "Objects") {
          kit.problem("CS1035", "Only a creature or other object deals damage: write 'dealt by target creature'.", start, kit.lastEnd());
        }
        if (watched !== undefined && watched.who.kind === "Described" && (how.amount !== null || watched.who.filter.zone !== "play")) {
          kit.problem("CS1035", "Damage dealt to a kind of permanent is prevented in full, to permanents: write e.g. 'Prevent all damage that would be dealt to creatures this turn.'.", start, kit.lastEnd());
        }
        drafts.push({
          kind: "PreventDamage",
          amount: how.amount,
          combatOnly: how.combatOnly,
          dealt: watched?.dealt ?? "any",
          subject: watched?.who ?? null,
          range: kit.rangeFrom(start),
        } as PreventDamage);
      });
    });

    /** "target attacking or blocking creature would deal this turn" (after "Prevent all damage"): damage dealt by it. */
    const subjectWouldDeal = kit.rule("prevent_subjectWouldDeal", (how: { amount: Amount | null; combatOnly: boolean }, drafts: Draft[], start: number) => {
      const who = kit.subrule(2, subject);
      kit.consume(6, Would);
      kit.consume(2, Deals);
      kit.consume(6, This);
      kit.consume(6, Turn);
      kit.ACTION(() => {
        if (who.kind !== "Objects") kit.problem("CS1035", "Only a creature or other object deals damage: write e.g. 'Prevent all damage target creature would deal this turn.'.", start, kit.lastEnd());
        drafts.push({ kind: "PreventDamage", amount: how.amount, combatOnly: how.combatOnly, dealt: "by", subject: who, wouldDeal: true, range: kit.rangeFrom(start) } as PreventDamage);
      });
    });

    /** "that black sources and red sources would deal this turn" (after "Prevent all damage") */
    const fromSources = kit.rule("prevent_fromSources", (how: { amount: Amount | null; combatOnly: boolean }, drafts: Draft[], start: number) => {
      kit.consume(4, That);
      const colors: Color[] = [];
      kit.atLeastOneSep(0, {
        SEP: And,
        DEF: () => {
          const color = kit.consume(1, ColorWord);
          const source = kit.consume(1, Source);
          kit.ACTION(() => {
            if (!/s$/i.test(source.image)) kit.problem("CS1035", `Write '${color.image} sources': the damage of every source of that colour is prevented.`, source.startOffset, source.startOffset + source.image.length);
            colors.push(kit.colorOf(color.image)!);
          });
        },
      });
      kit.consume(5, Would);
      kit.consume(1, Deals);
      kit.consume(5, This);
      kit.consume(5, Turn);
      kit.ACTION(() => {
        if (how.amount !== null || how.combatOnly) {
          kit.problem("CS1035", "Damage from sources of a colour is prevented all at once: write 'Prevent all damage that red sources would deal this turn.'.", start, kit.lastEnd());
        }
        drafts.push({ kind: "PreventFromSources", colors, range: kit.rangeFrom(start) } as PreventFromSources);
      });
    });

    /** "[the next N | all [combat]] damage that would be dealt [to X | to and dealt by X | by X] this turn" */
    const prevent = kit.rule("prevent_prevent", (_subject: Subject, drafts: Draft[], start: number) => {
      const how = kit.or<{ amount: Amount | null; combatOnly: boolean }>(0, [
        alt(() => {
          kit.consume(0, The);
          kit.consume(0, Next);
          const amount = kit.subrule(0, phrases.amount);
          return { amount, combatOnly: false };
        }),
        alt(() => {
          kit.consume(0, All);
          const combat = kit.option(0, () => kit.consume(0, Combat));
          return { amount: null, combatOnly: combat !== undefined };
        }),
      ]);
      kit.consume(0, Damage);
      kit.or(2, [
        // "all damage a red source of your choice would deal this turn"
        alt(() => {
          const color = kit.subrule(5, chosenSource);
          const to = kit.subrule(6, wouldDeal, { ARGS: [false] });
          kit.ACTION(() => {
            if (how.amount !== null || how.combatOnly) {
              kit.problem("CS1035", "Damage from a source of your choice is prevented all at once: write 'Prevent all damage a … source of your choice would deal this turn.'.", start, kit.lastEnd());
            }
            drafts.push({ kind: "PreventFromChosenSource", next: false, color, to, range: kit.rangeFrom(start) } as PreventFromChosenSource);
          });
        }),
        {
          GATE: () => kit.LA(2).tokenType !== Would,
          ALT: () => kit.subrule(8, fromSources, { ARGS: [how, drafts, start] }),
        },
        alt(() => kit.subrule(7, thatWouldBeDealt, { ARGS: [how, drafts, start] })),
        // "all damage target attacking or blocking creature would deal this turn"
        alt(() => kit.subrule(9, subjectWouldDeal, { ARGS: [how, drafts, start] })),
      ]);
    });

    return { imperatives: [{ verb: "Prevent", rule: prevent }, { verb: "The", rule: nextTime }] };
  },
  print: {
    PreventDamage: {
      clause(effect, writer) {
        const how = effect.amount === null ? (effect.combatOnly ? "all combat" : "all") : `the next ${digits(effect.amount)}`;
        let who = "";
        if (effect.subject !== null) {
          const subject = effect.subject;
          const name =
            subject.kind === "Target"
              ? writer.eitherTarget(subject.target)
              : subject.kind === "Player"
                ? writer.playerAsSubject(subject.player)
                : subject.kind === "Described"
                  ? `${subject.you === true ? "you and " : ""}${writer.filterWithControllers(subject.filter, "plural", "bare")}`
                  : writer.objects(subject.objects, "each");
          if (effect.wouldDeal === true) return `prevent ${how} damage ${name} would deal this turn`;
          who = effect.dealt === "to" ? ` to ${name}` : effect.dealt === "by" ? ` by ${name}` : ` to and dealt by ${name}`;
        }
        return `prevent ${how} damage that would be dealt${who} this turn`;
      },
    },
    PreventFromSources: {
      clause: (effect) => `prevent all damage that ${effect.colors.map((color) => `${COLOR_WORDS[color]} sources`).join(" and ")} would deal this turn`,
    },
    PreventFromChosenSource: {
      clause(effect, writer) {
        const color = effect.color === null ? "" : effect.color.kind === "Color" ? `${COLOR_WORDS[effect.color.color]} ` : "";
        const ofChosen = effect.color?.kind === "ChosenColor" ? " of the chosen color" : "";
        const source = `a ${color}source of your choice${ofChosen}`;
        const to = effect.to === null ? "" : ` to ${writer.playerAsSubject(effect.to)}`;
        return effect.next ? `the next time ${source} would deal damage${to} this turn, prevent that damage` : `prevent all damage ${source} would deal${to} this turn`;
      },
    },
  },
  check: {
    PreventDamage: {
      verb: "Preventing damage",
      targetUses(effect, uses) {
        const subject = effect.subject;
        if (subject === null) return;
        if (subject.kind === "Player") usePlayer(uses, subject.player);
        else if (subject.kind === "Objects") useObjects(uses, subject.objects, "damageable");
        else if (subject.kind === "Target") uses.push({ kind: "damage", target: subject.target });
      },
    },
    // The source is chosen on resolution, not targeted.
    PreventFromChosenSource: { verb: "Preventing damage", targetUses() {} },
    PreventFromSources: { verb: "Preventing damage", targetUses() {} },
  },
  sentences: [
    { kind: "spell or ability text", template: "Prevent all damage a red source of your choice would deal this turn." },
    { kind: "spell or ability text", template: "The next time a source of your choice would deal damage to you this turn, prevent that damage." },
    { kind: "spell or ability text", template: "Prevent the next N damage that would be dealt to target creature or player this turn." },
    { kind: "spell or ability text", template: "Prevent all combat damage that would be dealt this turn." },
    { kind: "spell or ability text", template: "Prevent all damage that would be dealt to and dealt by target creature this turn." },
    { kind: "spell or ability text", template: "Prevent all damage that would be dealt to you this turn." },
    { kind: "spell or ability text", template: "Prevent all damage that black sources and red sources would deal this turn." },
    { kind: "spell or ability text", template: "Prevent all damage target creature would deal this turn." },
  ],
};

export default family;
