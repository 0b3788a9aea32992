/**
 * Continuous effects from a resolving spell or ability: "Target creature gets +3/+3 and gains trample until end of
 * turn.", "Artifacts you control become 5/5 artifact creatures until end of turn." (current: "… become artifact
 * creatures with base power and toughness 5/5 until end of turn."), "For the rest of the game,
 * creatures you control are indestructible."
 */
import type { Amount, ActivatedAbility, QuotedAbility, CardType, Color, Duration, Keyword, ObjectFilter, ObjectRef, ObjectSet, SourceRange } from "../../grammar/ast.js";
import { type SyntaxFamily, alt, andList, isCreatureTypeWord, article, sameNode, COLOR_WORDS, durationSuffix, grantedSelfWords, keywordWord, pluralNoun, signed, typeWord, useEach, useObjects, type Draft, type Subject } from "../../grammar/family.js";
import type { IToken } from "chevrotain";

/**
 * "get +3/+3 and gain trample until end of turn", "gains flying until end of turn": a continuous effect on the
 * objects, locked in when the effect happens (the set does not grow later).
 */
export interface Modify {
  kind: "Modify";
  objects: ObjectSet;
  power: number;
  toughness: number;
  keywords: Keyword[];
  /** "becomes blue", "becomes all colors", "becomes the color or colors of your choice" (layer 5: colours set). */
  colors?: ColorChange;
  /** "gains all creature types" / "loses all creature types" (layer 4). */
  creatureTypes?: "gain" | "lose";
  /**
   * "Target creature becomes a Coward until end of turn." (Boldwyr Intimidator), "Until end of turn, ~ becomes an
   * Angel, gets +3/+3, and gains flying and lifelink." (Paragon of the Amesha): creature types set (layer 4), the
   * object's other creature types gone, its card types and other subtypes kept. Optional, additive.
   */
  setCreatureTypes?: string[];
  /**
   * "you may have target creature lose flying until end of turn" (Kinscaer Harpoonist): keyword abilities the
   * objects lose (layer 5, 418.5a of 2007: an effect that removes abilities, in timestamp order with those that
   * grant them). Optional, additive.
   */
  loseKeywords?: Keyword[];
  /**
   * "+X/-X" (Flowstone Slide: the spell's X), "-X/-X …, where X is the number of Elves you control" (Lys Alana
   * Scarblade: `amount` a `WhereX`): X added to power and toughness with these signs (0: that side is the number
   * in `power`/`toughness`), counted once as the effect happens (locked in).
   */
  byX?: { power: -1 | 0 | 1; toughness: -1 | 0 | 1; amount: Amount };
  /**
   * "it gets +1/+1 until end of turn for each other attacking Kithkin" (Cenn's Heir): `power` and `toughness` are
   * per object counted (`CountOf` with `per` 1, the kernel's "for each" phrase), counted once as the effect happens
   * (locked in). Absent: the numbers are added once.
   */
  amount?: Amount;
  /**
   * 'gain "{T}: This creature deals 2 damage to target creature or player" until end of turn' (Furystoke Giant):
   * activated abilities granted in layer 5 (runtime/granted-abilities.ts); and triggered ones ('That token has haste
   * and "At end of turn, sacrifice this permanent."', Minion Reflector), which trigger on the objects that have
   * them. Optional, additive.
   */
  abilities?: QuotedAbility[];
  /**
   * "It has haste and "At end of turn, remove this permanent from the game."" (Heat Shimmer), "That token has haste"
   * (Minion Reflector): "has" without a duration, as the card wrote it: granted for as long as the object stays in
   * play (`duration` "permanent"; 2007 rules 418.1: an effect of a resolved spell or ability without a duration
   * lasts indefinitely). The printer writes one "has" for the keywords and the quoted abilities.
   */
  hasWords?: true;
  /**
   * "gains protection from the color of your choice" (Sygg, River Guide) / "… of its controller's choice" (Pale
   * Wayfarer): protection from one colour (502.7), chosen as the effect happens by the ability's controller
   * (`"you"`) or by each object's controller (`"controller"`), granted in layer 5 like a named keyword.
   */
  protectionChoice?: "you" | "controller";
  duration: Duration;
  /**
   * Where the card wrote the duration when not at the end: "Until end of turn, target creature you control gets
   * +3/+3 and other creatures you control get +1/+1." (Sigil Blessing): `"first"` on the sentence's first effect
   * (the words lead the sentence), `"shared"` on the later ones (the same words cover them). Only the printer reads it.
   */
  durationWritten?: "first" | "shared";
  /**
   * "other creatures you control" after "target creature you control gets +3/+3 and" (Sigil Blessing): "other" is
   * other than the object the sentence named before, not the source of the ability; the set leaves that object out.
   */
  otherThan?: ObjectRef;
  /**
   * "that creature gets an additional +2/+2" (Fistful of Force, after the spell's first "+2/+2"): the same effect
   * as any other, one more in the layers; the words "an additional" are kept for the printer only.
   */
  additionalWords?: true;
  /** "Up to two target creatures each get +2/+0 …" (Blades of Velis Vel): "each" after a plural subject (printer only). */
  eachWords?: true;
  range: SourceRange;
}

/**
 * The colours a "becomes" sets: named ones, all five, or those the controller chooses as the effect happens; or
 * ("Add") named ones added to the object's own ("becomes blue in addition to its other colors", Indigo Faerie).
 */
export type ColorChange = { kind: "Set"; colors: Color[] } | { kind: "All" } | { kind: "Chosen" } | { kind: "Add"; colors: Color[] };

/** What one part of a "gets … and gains …" chain changes. */
interface ModifyPart {
  power?: number;
  toughness?: number;
  /** The signs of X on each side ("+X/-X"), when a side is X. */
  xPower?: -1 | 1;
  xToughness?: -1 | 1;
  keywords?: Keyword[];
  creatureTypes?: "gain" | "lose";
  abilities?: QuotedAbility[];
  protectionChoice?: "you" | "controller";
  loseKeywords?: Keyword[];
}

/** "Artifacts you control become 5/5 artifact creatures until end of turn." (type change + P/T setting) */
export interface Become {
  kind: "Become";
  objects: ObjectSet;
  power: number;
  toughness: number;
  addTypes: CardType[];
  duration: Duration;
  range: SourceRange;
}

/**
 * "For the rest of the game, artifacts, creatures, enchantments, and lands you control are indestructible.": a
 * continuous effect whose affected set is re-evaluated continuously (objects that later match are affected too).
 */
export interface GrantContinuously {
  kind: "GrantContinuously";
  filter: ObjectFilter;
  keywords: Keyword[];
  duration: Duration;
  range: SourceRange;
}

/**
 * "Target creature can't block this turn.", "Creatures can't attack or block this turn." (Stun, Falter): combat
 * restrictions on a locked-in set of objects, like `Modify`; and the requirements "Target creature blocks this turn
 * if able." / "… attacks this turn if able." ("attacksIfAble", "blocksIfAble": 500.2, 500.3 of 2007), and "Target
 * creature can block an additional creature this turn." ("blocksAdditional": one more attacker, 309.2a, 310.2d). `thisTurn` keeps the card's words: "this turn" and
 * "until end of turn" end at the same moment, as the turn's cleanup step begins.
 */
export interface Restrict {
  kind: "Restrict";
  objects: ObjectSet;
  /**
   * "unblockable": "is unblockable this turn" (2007) / "can't be blocked this turn" (current); "cantBlockSelf":
   * "can't block ~ this turn" (Duct Crawler: the ability's source, not other attackers).
   */
  restrictions: ("cantAttack" | "cantBlock" | "unblockable" | "cantBlockSelf" | "attacksIfAble" | "blocksIfAble" | "blocksAdditional")[];
  /** "Target creature blocks target creature this turn if able." (Hunt Down): the creature it blocks, if able. */
  blocked?: ObjectSet;
  duration: Duration;
  thisTurn: boolean;
  range: SourceRange;
}

/**
 * "Switch Turtleshell Changeling's power and toughness until end of turn.": layer 6e of 2007 (418.5c), applied
 * after every other change to power and toughness, on a locked-in set of objects.
 */
export interface SwitchPowerToughness {
  kind: "SwitchPowerToughness";
  objects: ObjectSet;
  duration: Duration;
  range: SourceRange;
}

const family: SyntaxFamily<Modify | Become | GrantContinuously | Restrict | SwitchPowerToughness> = {
  name: "continuous",
  words: { Gets: ["get", "gets"], Becomes: ["become", "becomes"], Rest: ["rest"], Have: ["have", "has"], Switch: ["switch"] },
  grammar(kit) {
    const { phrases, tokens } = kit;
    const [And, Gains, TypeWord, The, Rest, Of, Game, Are, Have, This, Turn] = ["And", "Gains", "TypeWord", "The", "Rest", "Of", "Game", "Are", "Have", "This", "Turn"].map((name) => kit.word(name));

    const X = kit.word("X");
    const [Until, End] = ["Until", "End"].map((name) => kit.word(name));
    /** `+3/+3`, `-1/-1`, `+2/+0`, `+X/-X`, `-X/-X` (X: the spell's, or the sentence's "where X is …") */
    const ptModifier = kit.rule("continuous_ptModifier", (): ModifyPart => {
      const sign1 = kit.or(0, [alt(() => kit.consume(0, tokens.Plus)), alt(() => kit.consume(0, tokens.Minus))]);
      const a = kit.or(10, [alt(() => kit.consume(0, tokens.NumberLit)), alt(() => kit.consume(0, X))]);
      kit.consume(0, tokens.Slash);
      const sign2 = kit.or(2, [alt(() => kit.consume(2, tokens.Plus)), alt(() => kit.consume(2, tokens.Minus))]);
      const b = kit.or(11, [alt(() => kit.consume(2, tokens.NumberLit)), alt(() => kit.consume(2, X))]);
      return kit.ACTION(() => {
        const s1 = sign1.tokenType === tokens.Plus ? 1 : -1;
        const s2 = sign2.tokenType === tokens.Plus ? 1 : -1;
        const part: ModifyPart = { power: a.tokenType === X ? 0 : s1 * kit.numberValue(a), toughness: b.tokenType === X ? 0 : s2 * kit.numberValue(b) };
        if (a.tokenType === X) part.xPower = s1;
        if (b.tokenType === X) part.xToughness = s2;
        return part;
      });
    });

    const [All, TypeWordCreature, Type, Loses, ColorWord, ColorNoun, OrWord, Your, Choice, Gets] = ["All", "TypeWord", "Type", "Loses", "ColorWord", "ColorNoun", "Or", "Your", "Choice", "Gets"].map((name) => kit.word(name));

    /** "all creature types" (after "gain" or "lose") */
    const allCreatureTypes = kit.rule("continuous_allCreatureTypes", () => {
      kit.consume(1, All);
      const creature = kit.consume(1, TypeWordCreature);
      kit.consume(1, Type);
      kit.ACTION(() => {
        if (kit.cardTypeOf(creature.image) !== "Creature") kit.problem("CS1035", "Only creature types can all be gained or lost: write 'all creature types'.", creature.startOffset, kit.lastEnd());
      });
    });

    const [Protection, From, Its, Controller] = ["Protection", "From", "Its", "Controller"].map((name) => kit.word(name));
    /** "protection from the color of your choice" / "… of its controller's choice": who chooses the colour. */
    const protectionOfChoice = kit.rule("continuous_protectionOfChoice", (): "you" | "controller" => {
      kit.consume(20, Protection);
      kit.consume(20, From);
      kit.consume(20, The);
      kit.consume(20, ColorNoun);
      kit.consume(20, Of);
      const chooser = kit.or(20, [
        alt((): "you" | "controller" => {
          kit.consume(20, Your);
          return "you";
        }),
        alt((): "you" | "controller" => {
          kit.consume(20, Its);
          kit.consume(20, Controller);
          kit.consume(20, tokens.Possessive);
          return "controller";
        }),
      ]);
      kit.consume(20, Choice);
      return chooser;
    });

    /** After "gain": "all creature types", keyword abilities ("flying and first strike"), protection of a choice. */
    const gainPart = kit.rule("continuous_gainPart", (): ModifyPart =>
      kit.or(7, [
        alt((): ModifyPart => {
          kit.subrule(6, allCreatureTypes);
          return { creatureTypes: "gain" };
        }),
        alt((): ModifyPart => {
          const keywords = kit.subrule(6, phrases.keywordList);
          // "gains trample, wither, and "When this creature attacks, …"" (Tower Above): keywords, then an ability in quotes
          const quoted = kit.option(32, {
            GATE: () => (kit.LA(1).tokenType === tokens.Comma && kit.LA(2).tokenType === And && kit.LA(3).tokenType === tokens.OpenQuote) || (kit.LA(1).tokenType === And && kit.LA(2).tokenType === tokens.OpenQuote),
            DEF: () => {
              kit.option(33, () => kit.consume(32, tokens.Comma));
              kit.consume(32, And);
              return kit.subrule(32, phrases.quotedAbility);
            },
          });
          return quoted === undefined ? { keywords } : { keywords, abilities: [quoted] };
        }),
        alt((): ModifyPart => ({ abilities: [kit.subrule(6, phrases.quotedAbility)] })),
        alt((): ModifyPart => ({ protectionChoice: kit.subrule(6, protectionOfChoice) })),
      ]),
    );

    /** The part after "and": "gains trample", "gain all creature types", "loses all creature types", "gets +1/+0". */
    const andPart = kit.rule("continuous_andPart", (): ModifyPart => {
      kit.consume(7, And);
      return kit.or(8, [
        alt((): ModifyPart => {
          kit.consume(7, Gains);
          return kit.subrule(7, gainPart);
        }),
        alt((): ModifyPart => {
          kit.consume(7, Loses);
          kit.subrule(7, allCreatureTypes);
          return { creatureTypes: "lose" };
        }),
        alt((): ModifyPart => {
          kit.consume(7, Gets);
          return kit.subrule(7, ptModifier);
        }),
      ]);
    });

    const modify = (subject: Subject, drafts: Draft[], start: number, parts: ModifyPart[], duration: Duration, colors?: ColorChange) =>
      kit.objectEffect(drafts, subject, start, (objects, range) => {
        const node: Modify = { kind: "Modify", objects, power: 0, toughness: 0, keywords: [], duration, range };
        for (const part of parts) {
          if (part.power !== undefined) node.power = part.power;
          if (part.toughness !== undefined) node.toughness = part.toughness;
          if (part.keywords !== undefined) node.keywords.push(...part.keywords);
          if (part.creatureTypes !== undefined) node.creatureTypes = part.creatureTypes;
          if (part.xPower !== undefined || part.xToughness !== undefined) node.byX = { power: part.xPower ?? 0, toughness: part.xToughness ?? 0, amount: { kind: "X" } };
          if (part.abilities !== undefined) node.abilities = [...(node.abilities ?? []), ...part.abilities];
          if (part.protectionChoice !== undefined) node.protectionChoice = part.protectionChoice;
          if (part.loseKeywords !== undefined) node.loseKeywords = [...(node.loseKeywords ?? []), ...part.loseKeywords];
        }
        if (colors !== undefined) node.colors = colors;
        return node;
      });

    const gains = kit.rule("continuous_gains", (subject: Subject, drafts: Draft[], start: number) => {
      const first = kit.subrule(0, gainPart);
      const duration = kit.subrule(0, phrases.duration);
      kit.ACTION(() => modify(subject, drafts, start, [first], duration));
    });

    /**
     * "It has haste and "At end of turn, remove this permanent from the game."" (Heat Shimmer), "That token has haste
     * and "At end of turn, sacrifice this permanent."" (Minion Reflector): keywords and abilities in quotes granted
     * with no duration (for as long as the object is in play: 418.1 of 2007).
     */
    const has = kit.rule("continuous_has", (subject: Subject, drafts: Draft[], start: number) => {
      const first = kit.subrule(30, gainPart);
      const more = kit.option(30, () => {
        kit.consume(30, And);
        return kit.subrule(31, gainPart);
      });
      kit.ACTION(() => {
        modify(subject, drafts, start, more === undefined ? [first] : [first, more], "permanent");
        const node = drafts[drafts.length - 1] as Modify & Draft;
        if (node?.kind === "Modify") node.hasWords = true;
      });
    });

    // "loses all creature types until end of turn", "loses flying until end of turn" ("lose" is the life family's
    // word too: "loses 3 life")
    const loses = kit.rule("continuous_loses", (subject: Subject, drafts: Draft[], start: number) => {
      const part = kit.or(21, [
        alt((): ModifyPart => {
          kit.subrule(0, allCreatureTypes);
          return { creatureTypes: "lose" };
        }),
        alt((): ModifyPart => ({ loseKeywords: kit.subrule(7, phrases.keywordList) })),
      ]);
      const duration = kit.subrule(6, phrases.duration);
      kit.ACTION(() => modify(subject, drafts, start, [part], duration));
    });

    const [A, Additional] = ["A", "Additional"].map((name) => kit.word(name));
    const gets = kit.rule("continuous_gets", (subject: Subject, drafts: Draft[], start: number) => {
      // "gets an additional +2/+2": words only (the effect adds to the earlier one as any second effect does)
      const additional = kit.option(5, () => {
        kit.consume(5, A);
        kit.consume(5, Additional);
        return true as const;
      });
      const pt = kit.subrule(0, ptModifier);
      const then = kit.option(2, () => kit.subrule(2, andPart));
      const duration = kit.subrule(3, phrases.duration);
      kit.ACTION(() => {
        modify(subject, drafts, start, then === undefined ? [pt] : [pt, then], duration);
        const node = drafts[drafts.length - 1] as Modify & Draft;
        if (additional && node?.kind === "Modify") node.additionalWords = true;
      });
    });

    // "Up to two target creatures each get +2/+0 and gain all creature types until end of turn.": "each" words only
    const eachGets = kit.rule("continuous_eachGets", (subject: Subject, drafts: Draft[], start: number) => {
      kit.consume(6, Gets);
      kit.subrule(6, gets, { ARGS: [subject, drafts, start] });
      kit.ACTION(() => {
        const node = drafts[drafts.length - 1] as Modify & Draft;
        if (node?.kind === "Modify") node.eachWords = true;
      });
    });

    /** "a Coward", "an Angel", "a Kithkin Spirit": the creature types an object becomes (layer 4). */
    const creatureTypesBecome = kit.rule("continuous_creatureTypesBecome", (): string[] => {
      kit.consume(22, A);
      const words: IToken[] = [];
      kit.atLeastOne(22, () => words.push(kit.consume(22, tokens.Word)));
      return kit.ACTION(() => {
        for (const word of words) {
          if (!isCreatureTypeWord(word.image)) kit.problem("CS1035", `'${word.image}' is not a creature type: write a creature type ('becomes a Coward'); a land that becomes a basic land type ('becomes an Island') is not known yet, so implement that ability in a \`\`\`ts code block.`, word.startOffset, word.startOffset + word.image.length);
        }
        return [...new Set(words.map((word) => word.image))];
      });
    });

    // "Target creature becomes a Coward until end of turn." (Boldwyr Intimidator)
    const becomesType = kit.rule("continuous_becomesType", (subject: Subject, drafts: Draft[], start: number) => {
      const types = kit.subrule(22, creatureTypesBecome);
      const then = kit.option(22, () => kit.subrule(22, andPart));
      const duration = kit.subrule(22, phrases.duration);
      kit.ACTION(() => {
        modify(subject, drafts, start, then === undefined ? [] : [then], duration);
        const node = drafts[drafts.length - 1] as Modify & Draft;
        if (node?.kind === "Modify") node.setCreatureTypes = types;
      });
    });

    /**
     * "Until end of turn, target creature you control gets +3/+3 and other creatures you control get +1/+1."
     * (Sigil Blessing), "Until end of turn, creatures you control get +5/+5 and gain first strike, lifelink, and
     * trample." (Titanic Ultimatum): the duration leads, then one or more "<objects> get(s) …" joined by "and",
     * each its own effect, all until end of turn.
     */
    const subjectGets = kit.rule("continuous_subjectGets", (drafts: Draft[], index: number) => {
      const at = kit.LA(1).startOffset;
      const objects = kit.subrule(13, phrases.objectSet);
      // "Paragon of the Amesha becomes an Angel, gets +3/+3, and gains flying and lifelink": creature types set first.
      const types = kit.option(23, () => {
        kit.consume(23, kit.word("Becomes"));
        const set = kit.subrule(23, creatureTypesBecome);
        kit.consume(23, tokens.Comma);
        return set;
      });
      kit.consume(13, Gets);
      const pt = kit.subrule(13, ptModifier);
      // "and gain …" goes on with these objects; "and other creatures you control get …" is the next subject's.
      const then = kit.or(24, [
        alt(() => {
          kit.consume(24, tokens.Comma);
          return kit.subrule(24, andPart);
        }),
        alt(() => kit.option(13, { GATE: () => [Gains, Loses, Gets].includes(kit.LA(2).tokenType), DEF: () => kit.subrule(13, andPart) })),
      ]);
      kit.ACTION(() => {
        modify({ objects, start: at }, drafts, at, then === undefined ? [pt] : [pt, then], "untilEndOfTurn");
        const node = drafts[drafts.length - 1] as Modify & Draft;
        if (node?.kind !== "Modify") return;
        if (types !== undefined) node.setCreatureTypes = types;
        node.durationWritten = index === 0 ? "first" : "shared";
        if (index > 0) node.phrasing = { joined: "and" };
      });
    });
    const untilEndOfTurnFirst = kit.rule("continuous_untilFirst", (_subject: Subject, drafts: Draft[], start: number) => {
      kit.consume(13, End);
      kit.consume(13, Of);
      kit.consume(13, Turn);
      kit.consume(13, tokens.Comma);
      let index = 0;
      kit.subrule(14, subjectGets, { ARGS: [drafts, index++] });
      kit.many(13, () => {
        kit.consume(14, And);
        kit.subrule(15, subjectGets, { ARGS: [drafts, index++] });
      });
      kit.ACTION(() => {
        const first = drafts.find((draft) => (draft as Modify & Draft).durationWritten === "first") as (Modify & Draft) | undefined;
        if (first !== undefined) first.range = kit.rangeFrom(start);
        // "target creature you control gets +3/+3 and other creatures you control get +1/+1": other than that creature.
        let named: ObjectRef | undefined;
        for (const draft of drafts) {
          const node = draft as Modify & Draft;
          if (node.kind !== "Modify" || node.durationWritten === undefined) continue;
          if (node.objects.kind === "Ref") named = node.objects.ref;
          else if (node.objects.kind === "Each" && node.objects.filter.other === true && named !== undefined) node.otherThan = named;
        }
      });
    });
    /** After "Until end of turn,": a "get(s)" before any "have" (become-creature's "have base power and toughness"). */
    const getsLeads = () => {
      for (let k = 5; k < 40; k++) {
        const type = kit.LA(k).tokenType;
        if (type === Gets) return true;
        if (type === Have || type === tokens.Period || type === tokens.EOF) return false;
      }
      return false;
    };

    // "becomes blue", "becomes red and gains haste", "becomes all colors", "becomes the color or colors of your choice"
    const becomesColor = kit.rule("continuous_becomesColor", (subject: Subject, drafts: Draft[], start: number) => {
      const colors = kit.or(9, [
        alt((): ColorChange => {
          const color = kit.consume(9, ColorWord);
          return kit.ACTION(() => ({ kind: "Set", colors: [kit.colorOf(color.image)!] }) as ColorChange);
        }),
        alt((): ColorChange => {
          kit.consume(9, All);
          kit.consume(9, ColorNoun);
          return { kind: "All" };
        }),
        alt((): ColorChange => {
          kit.consume(9, The);
          kit.consume(10, ColorNoun);
          kit.consume(9, OrWord);
          kit.consume(11, ColorNoun);
          kit.consume(9, Of);
          kit.consume(9, Your);
          kit.consume(9, Choice);
          return { kind: "Chosen" };
        }),
      ]);
      // "in addition to its other colors" (Indigo Faerie): the named colours added to the object's own.
      const added = kit.option(19, () => {
        const at = kit.consume(19, kit.word("In"));
        kit.consume(19, kit.word("Addition"));
        kit.consume(19, kit.word("To"));
        kit.or(19, [alt(() => kit.consume(20, kit.word("Its"))), alt(() => kit.consume(21, kit.word("Their")))]);
        kit.consume(19, kit.word("Other"));
        const noun = kit.consume(19, ColorNoun);
        return { at, noun };
      });
      const then = kit.option(9, () => kit.subrule(9, andPart));
      const duration = kit.subrule(9, phrases.duration);
      kit.ACTION(() => {
        let change = colors;
        if (added !== undefined) {
          if (colors.kind === "Set") change = { kind: "Add", colors: colors.colors };
          else kit.problem("CS1035", "Only named colours can be added to an object's own: write 'becomes blue in addition to its other colors'.", added.at.startOffset, added.noun.startOffset + added.noun.image.length);
        }
        modify(subject, drafts, start, then === undefined ? [] : [then], duration, change);
      });
    });

    const [With, Base, BasePower, BaseToughness] = ["With", "Base", "Power", "Toughness"].map((name) => kit.word(name));
    /** `5/5` */
    const fixedSize = kit.rule("continuous_fixedSize", (): { power: IToken; toughness: IToken } => {
      const power = kit.consume(0, tokens.NumberLit);
      kit.consume(0, tokens.Slash);
      const toughness = kit.consume(2, tokens.NumberLit);
      return { power, toughness };
    });
    // "become 5/5 artifact creatures" (2007), "become artifact creatures with base power and toughness 5/5" (current):
    // one tree, the types added and the P/T set.
    const becomes = kit.rule("continuous_becomes", (subject: Subject, drafts: Draft[], start: number) => {
      const types: IToken[] = [];
      const { power, toughness } = kit.or(30, [
        alt(() => {
          const size = kit.subrule(0, fixedSize);
          kit.atLeastOne(0, () => types.push(kit.consume(0, TypeWord)));
          return size;
        }),
        alt(() => {
          kit.atLeastOne(1, () => types.push(kit.consume(1, TypeWord)));
          kit.consume(30, With);
          kit.consume(30, Base);
          kit.consume(30, BasePower);
          kit.consume(30, And);
          kit.consume(30, BaseToughness);
          return kit.subrule(1, fixedSize);
        }),
      ]);
      const duration = kit.subrule(4, phrases.duration);
      kit.ACTION(() =>
        kit.objectEffect(
          drafts,
          subject,
          start,
          (objects, range) =>
            ({
              kind: "Become",
              objects,
              power: kit.numberValue(power),
              toughness: kit.numberValue(toughness),
              addTypes: [...new Set(types.map((t) => kit.cardTypeOf(t.image)!))],
              duration,
              range,
            }) as Become,
        ),
      );
    });

    // 2007's "Target creature is indestructible this turn." (current: "… gains indestructible until end of turn."):
    // the keyword granted until end of turn ("this turn" and "until end of turn" end at the same cleanup, 514.2).
    const isIndestructible = kit.rule("continuous_isIndestructible", (subject: Subject, drafts: Draft[], start: number) => {
      const keywords = kit.subrule(4, phrases.keywordList);
      kit.or(7, [
        alt(() => {
          kit.consume(1, This);
          kit.consume(1, Turn);
        }),
        alt(() => kit.subrule(6, phrases.duration)),
      ]);
      kit.ACTION(() =>
        kit.objectEffect(drafts, subject, start, (objects, range) => ({ kind: "Modify", objects, power: 0, toughness: 0, keywords, duration: "untilEndOfTurn", range }) as Modify),
      );
    });
    const indestructibleFollows = () => kit.LA(1).image.toLowerCase() === "indestructible";

    // "For the rest of the game, artifacts, creatures, enchantments, and lands you control are indestructible."
    const forTheRestOfTheGame = kit.rule("continuous_forRestOfGame", (_subject: Subject, drafts: Draft[], start: number) => {
      kit.consume(3, The);
      kit.consume(0, Rest);
      kit.consume(2, Of);
      kit.consume(4, The);
      kit.consume(2, Game);
      kit.consume(0, tokens.Comma);
      const filter = kit.subrule(3, phrases.objectNoun);
      const keywords = kit.or(4, [
        alt(() => {
          kit.consume(0, Are);
          return kit.subrule(0, phrases.keywordList);
        }),
        alt(() => {
          kit.consume(0, Have);
          return kit.subrule(2, phrases.keywordList);
        }),
      ]);
      kit.ACTION(() => drafts.push({ kind: "GrantContinuously", filter, keywords, duration: "restOfGame", range: kit.rangeFrom(start) } as GrantContinuously));
    });

    // "can't block this turn", "can't attack or block until end of turn" ("can't" is the verb the kernel read)
    const [Attacks, Blocks, Or, Be, Blocked, Unblockable] = ["Attacks", "Blocks", "Or", "Be", "Blocked", "Unblockable"].map((name) => kit.word(name));
    /** "this turn" (true) or "until end of turn": the same moment, the card's words kept. */
    const restrictionDuration = kit.rule("continuous_restrictionDuration", (): boolean =>
      kit.or(6, [
        alt(() => {
          kit.consume(0, This);
          kit.consume(0, Turn);
          return true;
        }),
        alt(() => {
          kit.subrule(5, phrases.duration);
          return false;
        }),
      ]),
    );
    const cant = kit.rule("continuous_cant", (subject: Subject, drafts: Draft[], start: number) => {
      const restrictions = kit.or(5, [
        alt((): Restrict["restrictions"] => {
          kit.consume(0, Attacks);
          const orBlock = kit.option(5, () => {
            kit.consume(0, Or);
            kit.consume(0, Blocks);
            return true;
          });
          return orBlock === true ? ["cantAttack", "cantBlock"] : ["cantAttack"];
        }),
        alt((): Restrict["restrictions"] => {
          kit.consume(2, Blocks);
          const self = kit.option(6, () => {
            kit.subrule(6, phrases.selfReference);
            return true;
          });
          return self === true ? ["cantBlockSelf"] : ["cantBlock"];
        }),
        alt((): Restrict["restrictions"] => {
          // "can't be blocked this turn" (the current wording of "is unblockable this turn")
          kit.consume(0, Be);
          kit.consume(0, Blocked);
          return ["unblockable"];
        }),
      ]);
      const thisTurn = kit.subrule(5, restrictionDuration);
      kit.ACTION(() =>
        kit.objectEffect(
          drafts,
          subject,
          start,
          (objects, range) => ({ kind: "Restrict", objects, restrictions, duration: "untilEndOfTurn", thisTurn, range }) as Restrict,
        ),
      );
    });
    // "is unblockable this turn", "are unblockable until end of turn" (2007)
    const unblockable = kit.rule("continuous_unblockable", (subject: Subject, drafts: Draft[], start: number) => {
      kit.consume(0, Unblockable);
      const thisTurn = kit.subrule(0, restrictionDuration);
      kit.ACTION(() =>
        kit.objectEffect(
          drafts,
          subject,
          start,
          (objects, range) => ({ kind: "Restrict", objects, restrictions: ["unblockable"], duration: "untilEndOfTurn", thisTurn, range }) as Restrict,
        ),
      );
    });
    // "blocks this turn if able", "attacks this turn if able": a requirement until the turn ends (500.2, 500.3)
    const [If, Able] = ["If", "Able"].map((name) => kit.word(name));
    // (the kernel read the verb: one rule for each)
    const ifAble = (restriction: "attacksIfAble" | "blocksIfAble") => (subject: Subject, drafts: Draft[], start: number) => {
      // "blocks target creature this turn if able" (Hunt Down): that creature, if it attacks and this one can block it
      const blocked =
        restriction === "blocksIfAble"
          ? kit.option(14, { GATE: () => !(kit.LA(1).tokenType === This && kit.LA(2).tokenType === Turn), DEF: () => kit.subrule(14, phrases.objectSet) })
          : undefined;
      kit.consume(3, This);
      kit.consume(3, Turn);
      kit.consume(3, If);
      kit.consume(3, Able);
      kit.ACTION(() =>
        kit.objectEffect(drafts, subject, start, (objects, range) => {
          // "When this creature attacks, target creature blocks it this turn if able." (Tower Above): a creature
          // never blocks itself, so "it" is not the subject just named but the ability's own object.
          const named = blocked !== undefined && blocked.kind === "Ref" && sameNode(blocked, objects) ? ({ kind: "Ref", ref: { kind: "Self", pronoun: true } } as ObjectSet) : blocked;
          return { kind: "Restrict", objects, restrictions: [restriction], ...(named !== undefined ? { blocked: named } : {}), duration: "untilEndOfTurn", thisTurn: true, range } as Restrict;
        }),
      );
    };
    // "can block an additional creature this turn"
    const canBlockAdditional = kit.rule("continuous_canBlockAdditional", (subject: Subject, drafts: Draft[], start: number) => {
      kit.consume(4, Blocks);
      kit.consume(4, A);
      kit.consume(4, Additional);
      const noun = kit.consume(4, TypeWord);
      kit.consume(4, This);
      kit.consume(4, Turn);
      kit.ACTION(() => {
        if (kit.cardTypeOf(noun.image) !== "Creature") kit.problem("CS1035", `A creature blocks creatures: write 'can block an additional creature this turn', not 'an additional ${noun.image}'.`, noun.startOffset, noun.endOffset! + 1);
        kit.objectEffect(
          drafts,
          subject,
          start,
          (objects, range) => ({ kind: "Restrict", objects, restrictions: ["blocksAdditional"], duration: "untilEndOfTurn", thisTurn: true, range }) as Restrict,
        );
      });
    });
    const attacksIfAble = kit.rule("continuous_attacksIfAble", ifAble("attacksIfAble"));
    const blocksIfAble = kit.rule("continuous_blocksIfAble", ifAble("blocksIfAble"));
    // Another family reads "can't be regenerated": this phrase is the one when "attack", "block" or "be blocked" follows.
    const cantAttackOrBlock = () => {
      const next = kit.LA(1).tokenType;
      return next === Attacks || next === Blocks || (next === Be && kit.LA(2).tokenType === Blocked);
    };

    // "Switch ~'s power and toughness until end of turn", "Switch target creature's power and toughness …"
    const [Power, Toughness] = ["Power", "Toughness"].map((name) => kit.word(name));
    const switchPT = kit.rule("continuous_switch", (_subject: Subject, drafts: Draft[], start: number) => {
      const objects = kit.or(12, [
        alt((): ObjectSet => {
          kit.subrule(12, phrases.selfReference);
          return { kind: "Ref", ref: { kind: "Self" } };
        }),
        alt((): ObjectSet => {
          const phrase = kit.subrule(12, phrases.targetPhrase);
          return kit.ACTION(() => {
            if (phrase.spec.players || phrase.spec.objects === undefined) kit.problem("CS1035", "Only a creature has power and toughness to switch: write e.g. 'Switch target creature's power and toughness …'.", start, kit.lastEnd());
            return kit.targetObjects(phrase.spec);
          });
        }),
      ]);
      kit.consume(12, tokens.Possessive);
      kit.consume(12, Power);
      kit.consume(12, And);
      kit.consume(12, Toughness);
      const duration = kit.subrule(12, phrases.duration);
      kit.ACTION(() => drafts.push({ kind: "SwitchPowerToughness", objects, duration, range: kit.rangeFrom(start) } as SwitchPowerToughness));
    });

    return {
      predicates: [
        { verb: "Cant", rule: cant, gate: cantAttackOrBlock },
        { verb: "Attacks", rule: attacksIfAble },
        { verb: "Blocks", rule: blocksIfAble },
        { verb: "Can", rule: canBlockAdditional },
        { verb: "Is", rule: unblockable, gate: () => kit.LA(1).tokenType === Unblockable },
        { verb: "Are", rule: unblockable, gate: () => kit.LA(1).tokenType === Unblockable },
        { verb: "Gains", rule: gains },
        { verb: "Have", rule: has },
        { verb: "Gets", rule: gets },
        { verb: "Each", rule: eachGets },
        { verb: "Becomes", rule: becomes },
        { verb: "Is", rule: isIndestructible, gate: indestructibleFollows },
        { verb: "Are", rule: isIndestructible, gate: indestructibleFollows },
        { verb: "Becomes", rule: becomesColor },
        { verb: "Becomes", rule: becomesType },
        { verb: "Loses", rule: loses },
      ],
      imperatives: [
        { verb: "For", rule: forTheRestOfTheGame },
        { verb: "Until", rule: untilEndOfTurnFirst, gate: getsLeads },
        { verb: "Switch", rule: switchPT },
      ],
    };
  },
  print: {
    SwitchPowerToughness: {
      clause: (effect, writer) => `switch ${writer.objectsAsSubject(effect.objects).words}'s power and toughness${durationSuffix(effect.duration)}`,
    },
    Restrict: {
      clause(effect, writer) {
        const subject = writer.objectsAsSubject(effect.objects);
        const when = effect.thisTurn ? " this turn" : durationSuffix(effect.duration);
        if (effect.restrictions[0] === "unblockable") {
          if (writer.wording === "current") return `${subject.words} can't be blocked${when}`;
          return `${subject.words} ${subject.plural ? "are" : "is"} unblockable${when}`;
        }
        if (effect.restrictions[0] === "cantBlockSelf") return `${subject.words} can't block ${writer.cardName}${when}`;
        if (effect.restrictions[0] === "blocksAdditional") return `${subject.words} can block an additional creature this turn`;
        if (effect.restrictions[0] === "attacksIfAble" || effect.restrictions[0] === "blocksIfAble") {
          const verb = effect.restrictions[0] === "attacksIfAble" ? "attack" : "block";
          const blocked = effect.blocked !== undefined ? ` ${writer.objects(effect.blocked, "all")}` : "";
          return `${subject.words} ${subject.plural ? verb : `${verb}s`}${blocked} this turn if able`;
        }
        const what = effect.restrictions.length === 2 ? "attack or block" : effect.restrictions[0] === "cantAttack" ? "attack" : "block";
        return `${subject.words} can't ${what}${when}`;
      },
    },
    Modify: {
      clause(effect, writer) {
        const subject = writer.objectsAsSubject(effect.objects);
        // 2007 printed a granted indestructible as "is indestructible this turn".
        const onlyIndestructible = effect.power === 0 && effect.toughness === 0 && effect.byX === undefined && effect.keywords.length === 1 && effect.keywords[0] === "Indestructible";
        if (writer.wording === "2007" && onlyIndestructible && effect.duration === "untilEndOfTurn") return `${subject.words} ${subject.plural ? "are" : "is"} indestructible this turn`;
        const verb = (plural: string, singular: string) => (subject.plural ? plural : singular);
        const parts: string[] = [];
        const each = effect.eachWords ? "each " : "";
        if (effect.setCreatureTypes !== undefined) parts.push(`${verb("become", "becomes")} ${article(effect.setCreatureTypes[0])} ${effect.setCreatureTypes.join(" ")}`);
        if (effect.colors !== undefined) parts.push(`${verb("become", "becomes")} ${colorChangeWords(effect.colors, subject.plural)}`);
        const side = (n: number, x: -1 | 0 | 1 | undefined): string => (x === undefined || x === 0 ? signed(n) : x > 0 ? "+X" : "-X");
        if (effect.power !== 0 || effect.toughness !== 0 || effect.byX !== undefined) parts.push(`${each}${verb("get", "gets")} ${effect.additionalWords ? "an additional " : ""}${side(effect.power, effect.byX?.power)}/${side(effect.toughness, effect.byX?.toughness)}`);
        if (effect.creatureTypes !== undefined) parts.push(`${effect.creatureTypes === "gain" ? verb("gain", "gains") : verb("lose", "loses")} all creature types`);
        // "gains trample, wither, and "When this creature attacks, …"" (Tower Above): keywords and the quoted ability, one "gains"
        const quotedLast = effect.durationWritten === "first" && effect.keywords.length > 0 && (effect.abilities ?? []).length === 1;
        if (quotedLast) {
          const quoted = `"${writer.quotedAbility(effect.abilities![0], grantedSelfWords(effect.objects))}"`;
          parts.push(`${verb("gain", "gains")} ${andList([...effect.keywords.map(keywordWord), quoted], "and")}`);
        } else if (effect.keywords.length > 0) parts.push(`${verb("gain", "gains")} ${andList(effect.keywords.map(keywordWord), "and")}`);
        if (effect.loseKeywords !== undefined) parts.push(`${verb("lose", "loses")} ${andList(effect.loseKeywords.map(keywordWord), "and")}`);
        if (effect.protectionChoice !== undefined) parts.push(`${verb("gain", "gains")} protection from the color of ${effect.protectionChoice === "you" ? "your" : "its controller's"} choice`);
        if (effect.hasWords === true) {
          // "It has haste and "At end of turn, …."": one "has"; the quoted ability ends the sentence, its period inside.
          const granted = [...effect.keywords.map(keywordWord), ...(effect.abilities ?? []).map((ability) => `"${writer.quotedAbility(ability, grantedSelfWords(effect.objects))}"`)];
          return `${subject.words} ${verb("have", "has")} ${andList(granted, "and")}`;
        }
        // A quoted ability in the middle of the sentence has no period of its own.
        if (!quotedLast) for (const ability of effect.abilities ?? []) parts.push(`${verb("gain", "gains")} "${writer.quotedAbility(ability, grantedSelfWords(effect.objects)).replace(/\.$/, "")}"`);
        // "becomes an Angel, gets +3/+3, and gains flying and lifelink": three parts listed with commas.
        const predicate = `${subject.words} ${effect.setCreatureTypes !== undefined && parts.length > 2 ? andList(parts, "and") : parts.join(" and ")}`;
        if (effect.durationWritten === "first") return `${durationSuffix(effect.duration).trim()}, ${predicate}`;
        return effect.durationWritten === "shared" ? predicate : `${predicate}${durationSuffix(effect.duration)}`;
      },
    },
    Become: {
      clause(effect, writer) {
        const subject = writer.objectsAsSubject(effect.objects);
        const types = effect.addTypes.map(typeWord);
        const noun = subject.plural ? `${types.slice(0, -1).concat(types.length > 0 ? [pluralNoun(types[types.length - 1])] : []).join(" ")}` : types.join(" ");
        // The grammar reads "becomes 5/5 artifact creature" (no article) for one object. The current wording of a
        // plural is Oracle's "become artifact creatures with base power and toughness 5/5".
        const size = `${effect.power}/${effect.toughness}`;
        const phrase = writer.wording === "current" && subject.plural && types.length > 0 ? `${noun} with base power and toughness ${size}` : `${size} ${noun}`;
        return `${subject.words} ${subject.plural ? "become" : "becomes"} ${phrase}${durationSuffix(effect.duration)}`;
      },
    },
    GrantContinuously: {
      clause(effect, writer) {
        const subject = writer.filterWithControllers(effect.filter, "plural", "bare");
        const onlyIndestructible = effect.keywords.length === 1 && effect.keywords[0] === "Indestructible";
        const predicate = onlyIndestructible ? "are indestructible" : `have ${andList(effect.keywords.map(keywordWord), "and")}`;
        if (effect.duration === "restOfGame") return `for the rest of the game, ${subject} ${predicate}`;
        return `${subject} ${predicate}${durationSuffix(effect.duration)}`;
      },
    },
  },
  check: {
    SwitchPowerToughness: { verb: "Switching power and toughness", targetUses: (effect, uses) => useObjects(uses, effect.objects, "play") },
    Restrict: {
      verb: "'Can't attack or block' or 'blocks this turn if able'",
      targetUses(effect, uses) {
        useObjects(uses, effect.objects, "play");
        if (effect.blocked !== undefined) useObjects(uses, effect.blocked, "play");
      },
    },
    Modify: { verb: "Changing power/toughness or abilities", targetUses: (effect, uses) => useObjects(uses, effect.objects, "play"), grantedAbilities: (effect) => effect.abilities ?? [] },
    Become: { verb: "'Become'", targetUses: (effect, uses) => useObjects(uses, effect.objects, "play") },
    GrantContinuously: { verb: "Granting abilities", targetUses: (effect, uses) => useEach(uses, effect.filter, "play") },
  },
  sentences: [
    { kind: "spell or ability text", template: "Target creature blocks this turn if able." },
    { kind: "spell or ability text", template: "Target creature blocks target creature this turn if able." },
    { kind: "spell or ability text", template: "Target creature attacks this turn if able." },
    { kind: "spell or ability text", template: "Target creature can block an additional creature this turn." },
    { kind: "spell or ability text", template: "All creatures get +X/-X until end of turn." },
    { kind: "spell or ability text", template: "Target creature gets -X/-X until end of turn, where X is the number of Elves you control." },
    { kind: "spell or ability text", template: "Creatures you control get +N/+N until end of turn." },
    { kind: "spell or ability text", template: "Until end of turn, target creature you control gets +N/+N and other creatures you control get +N/+N." },
    { kind: "spell or ability text", template: "Creatures you control get +N/+N and gain trample until end of turn." },
    { kind: "spell or ability text", template: "Target creature gets +N/+N until end of turn." },
    { kind: "spell or ability text", template: "Up to two target creatures each get +N/+N and gain all creature types until end of turn." },
    { kind: "spell or ability text", template: "Target creature gets +N/+N until end of turn. Clash with an opponent. If you win, that creature gets an additional +N/+N until end of turn." },
    { kind: "spell or ability text", template: "Target creature gets +N/+N and gains flying until end of turn." },
    { kind: "spell or ability text", template: "Target creature gains flying until end of turn." },
    { kind: "spell or ability text", template: 'Creatures you control gain "{T}: This creature deals N damage to target creature or player" until end of turn.' },
    { kind: "spell or ability text", template: "Target creature gains all creature types until end of turn." },
    { kind: "spell or ability text", template: "Target creature gains protection from the color of your choice until end of turn." },
    { kind: "spell or ability text", template: "Target creature loses flying until end of turn." },
    { kind: "spell or ability text", template: "Target creature gains protection from the color of its controller's choice until end of turn." },
    { kind: "spell or ability text", template: "Target creature gets +N/-N and loses all creature types until end of turn." },
    { kind: "spell or ability text", template: "Target creature becomes blue until end of turn." },
    { kind: "spell or ability text", template: "Target creature becomes red and gains haste until end of turn." },
    { kind: "spell or ability text", template: "Target creature becomes the color or colors of your choice until end of turn." },
    { kind: "spell or ability text", template: "Target permanent becomes blue in addition to its other colors until end of turn." },
    { kind: "spell or ability text", template: "Target creature becomes a Coward until end of turn." },
    { kind: "spell or ability text", template: "Until end of turn, ~ becomes an Angel, gets +N/+N, and gains flying and lifelink." },
    { kind: "spell or ability text", template: "Artifacts you control become N/N artifact creatures until end of turn." },
    { kind: "spell or ability text", template: "Artifacts you control become artifact creatures with base power and toughness N/N until end of turn." },
    { kind: "spell or ability text", template: "For the rest of the game, creatures you control are indestructible." },
    { kind: "spell or ability text", template: "Target creature is indestructible this turn." },
    { kind: "spell or ability text", template: "Target creature can't block this turn." },
    { kind: "spell or ability text", template: "Creatures can't attack or block this turn." },
    { kind: "spell or ability text", template: "Target creature is unblockable this turn." },
    { kind: "spell or ability text", template: "Target creature can't block ~ this turn." },
    { kind: "spell or ability text", template: "Switch ~'s power and toughness until end of turn." },
    { kind: "spell or ability text", template: "Switch target creature's power and toughness until end of turn." },
    { kind: "spell or ability text", template: "Target creature can't be blocked this turn." },
  ],
};

function colorChangeWords(colors: ColorChange, plural: boolean): string {
  if (colors.kind === "All") return "all colors";
  if (colors.kind === "Chosen") return "the color or colors of your choice";
  if (colors.kind === "Add") return `${andList(colors.colors.map((color) => COLOR_WORDS[color]), "and")} in addition to ${plural ? "their" : "its"} other colors`;
  return andList(colors.colors.map((color) => COLOR_WORDS[color]), "and");
}

export default family;
