/**
 * Type-changing "becomes" (212.1b/212.1c of 2007, layers 4, 5 and 6b of 418.5): "Faerie Conclave becomes a 2/1
 * blue Faerie creature with flying until end of turn. It's still a land.", "Chimeric Staff becomes an X/X
 * Construct artifact creature until end of turn.", "Creatures you control become X/X and gain all creature types
 * until end of turn." (Mirror Entity; Oracle: "Until end of turn, creatures you control have base power and
 * toughness X/X and gain all creature types.").
 *
 * One sentence, one effect, one timestamp: its card types and subtypes (layer 4), its colour (layer 5), its
 * abilities (layer 5 of 2007: "with flying"), its power and toughness set (6b). "It's still a land." is the next
 * sentence of the same ability: it makes the object keep its prior card types and subtypes (212.1c); without it,
 * the new card types replace the old ones (212.1b), except that "becomes an … artifact creature" keeps them too
 * (212.1c).
 */
import type { IToken } from "chevrotain";
import type { ActivatedAbility, Amount, CardType, Color, Duration, Keyword, ObjectSet, SourceRange } from "../../grammar/ast.js";
import { type SyntaxFamily, alt, andList, article, COLOR_WORDS, durationSuffix, grantedSelfWords, keywordWord, pluralNoun, typeWord, useObjects, type Draft, type Subject } from "../../grammar/family.js";

export interface BecomeCreature {
  kind: "BecomeCreature";
  objects: ObjectSet;
  /** A number or X (X locked in as the ability resolves). */
  power: Amount;
  toughness: Amount;
  /** "blue": the colours it becomes (none: its colours stay). */
  colors: Color[];
  /** "Faerie", "Construct": the subtypes it becomes. */
  subtypes: string[];
  /** "creature", "artifact creature": the card types it becomes (none: its types stay, only P/T is set). */
  types: CardType[];
  /** "with flying": keyword abilities it gains. */
  keywords: Keyword[];
  /**
   * 'with "{B}: Regenerate this creature"' (Spawning Pool): an activated ability it gains (layer 5;
   * runtime/granted-abilities.ts). Optional, additive.
   */
  abilities?: ActivatedAbility[];
  /** "and gain all creature types" (Mirror Entity): every creature type (layer 4). */
  allCreatureTypes: boolean;
  /** "It's still a land.": the card types it keeps (212.1c); absent: the new types replace the old (212.1b). */
  stillTypes?: CardType[];
  /**
   * "… in addition to its other types" / "… their other types" (Fendeep Summoner): the object keeps its card types
   * and subtypes, the new ones added (212.1c of 2007). Optional, additive.
   */
  inAddition?: true;
  /**
   * "with all creature types" (Mutavault: "becomes a 2/2 creature with all creature types"): `allCreatureTypes` written
   * inside the description rather than as "and gain all creature types" (printer only).
   */
  withAllTypes?: true;
  /** "Until end of turn, target Forest becomes …": the duration written first (printer only). */
  durationFirst?: true;
  /** "Up to two target Swamps each become 3/5 Treefolk Warrior creatures …": "each" after a plural subject (printer only). */
  eachWords?: true;
  duration: Duration;
  range: SourceRange;
}

/** "It's still a land.": merged into the "becomes" before it by `finish`, never an effect of its own. */
interface StillDraft extends Draft {
  kind: "BecomeCreature_still";
  types: CardType[];
}

const family: SyntaxFamily<BecomeCreature> = {
  name: "become-creature",
  words: { Still: ["still"], Base: ["base"] },
  grammar(kit) {
    const { phrases, tokens } = kit;
    const [In, Addition, To, Its, Their, Other, Becomes] = ["In", "Addition", "To", "Its", "Their", "Other", "Becomes"].map((name) => kit.word(name));
    const [A, And, ColorWord, TypeWord, With, Gains, All, Type, It, Still, Until, End, Of, Turn, Have, Base, Power, Toughness, X] = [
      "A",
      "And",
      "ColorWord",
      "TypeWord",
      "With",
      "Gains",
      "All",
      "Type",
      "It",
      "Still",
      "Until",
      "End",
      "Of",
      "Turn",
      "Have",
      "Base",
      "Power",
      "Toughness",
      "X",
    ].map((name) => kit.word(name));

    /** `2/1`, `X/X` */
    const size = kit.rule("becomeCreature_size", (): { power: Amount; toughness: Amount } => {
      const number = (index: number): Amount =>
        kit.or(index, [
          alt(() => {
            const n = kit.consume(index, tokens.NumberLit);
            return kit.ACTION(() => ({ kind: "Number", value: kit.numberValue(n) }) as Amount);
          }),
          alt(() => {
            kit.consume(index, X);
            return { kind: "X" } as Amount;
          }),
        ]);
      const power = number(0);
      kit.consume(0, tokens.Slash);
      const toughness = number(2);
      return { power, toughness };
    });

    /** "all creature types" */
    const allCreatureTypes = kit.rule("becomeCreature_allTypes", () => {
      kit.consume(0, All);
      const creature = kit.consume(0, TypeWord);
      kit.consume(0, Type);
      kit.ACTION(() => {
        if (kit.cardTypeOf(creature.image) !== "Creature") kit.problem("CS1035", `Only creature types can all be gained: write 'all creature types'.`, creature.startOffset, kit.lastEnd());
      });
    });

    /**
     * After a size: "and gain all creature types" (Mirror Entity), ", gains all creature types, and gains flying"
     * (Wings of Velis Vel).
     */
    const tail = kit.rule("becomeCreature_tail", (): { allCreatureTypes: boolean; keywords: Keyword[] } =>
      kit.or(3, [
        alt(() => {
          kit.consume(3, And);
          kit.consume(3, Gains);
          kit.subrule(3, allCreatureTypes);
          return { allCreatureTypes: true, keywords: [] as Keyword[] };
        }),
        alt(() => {
          kit.consume(3, tokens.Comma);
          kit.consume(4, Gains);
          kit.subrule(4, allCreatureTypes);
          kit.consume(4, tokens.Comma);
          kit.consume(4, And);
          kit.consume(5, Gains);
          return { allCreatureTypes: true, keywords: kit.subrule(4, phrases.keywordList) };
        }),
      ]),
    );

    /** "in addition to its other types" / "… their other types" */
    const inAddition = kit.rule("becomeCreature_inAddition", () => {
      kit.consume(0, In);
      kit.consume(0, Addition);
      kit.consume(0, To);
      kit.or(0, [alt(() => kit.consume(0, Its)), alt(() => kit.consume(0, Their))]);
      kit.consume(0, Other);
      const types = kit.consume(0, Type);
      kit.ACTION(() => {
        if (types.image.toLowerCase() !== "types") kit.problem("CS1035", "Write 'in addition to its other types' (or 'their other types'): the object keeps all its types.", types.startOffset, kit.lastEnd());
      });
      return true;
    });

    interface Rest {
      keywords: Keyword[];
      abilities: ActivatedAbility[] | undefined;
      allTypes: boolean;
      inAddition: boolean;
      duration: Duration;
    }
    /** After the card types: "with flying" / 'with "{B}: …"' / "with all creature types", "in addition to its other types", the duration. */
    const afterTypes = kit.rule("becomeCreature_afterTypes", (): Rest => {
      const granted =
        kit.option(0, () => {
          kit.consume(0, With);
          return kit.or<{ keywords: Keyword[]; abilities: ActivatedAbility[] | undefined; allTypes: boolean }>(0, [
            alt(() => ({ keywords: kit.subrule(0, phrases.keywordList), abilities: undefined, allTypes: false })),
            alt(() => ({ keywords: [] as Keyword[], abilities: [kit.subrule(0, phrases.quotedActivatedAbility)], allTypes: false })),
            alt(() => {
              kit.subrule(0, allCreatureTypes);
              return { keywords: [] as Keyword[], abilities: undefined, allTypes: true };
            }),
          ]);
        }) ?? { keywords: [] as Keyword[], abilities: undefined as ActivatedAbility[] | undefined, allTypes: false };
      const added = kit.option(1, () => kit.subrule(0, inAddition)) === true;
      const duration = kit.subrule(0, phrases.duration);
      return { ...granted, inAddition: added, duration };
    });

    const described = (
      pt: { power: Amount; toughness: Amount },
      colors: IToken[],
      subtypes: IToken[],
      types: IToken[],
      rest: Rest,
    ): Omit<BecomeCreature, "objects" | "range" | "kind"> => ({
      ...pt,
      colors: [...new Set(colors.map((c) => kit.colorOf(c.image)!))],
      subtypes: [...new Set(subtypes.map((s) => s.image))],
      types: [...new Set(types.map((t) => kit.cardTypeOf(t.image)!))],
      keywords: rest.keywords,
      ...(rest.abilities !== undefined ? { abilities: rest.abilities } : {}),
      allCreatureTypes: rest.allTypes,
      ...(rest.allTypes ? { withAllTypes: true as const } : {}),
      ...(rest.inAddition ? { inAddition: true as const } : {}),
      duration: rest.duration,
    });

    const make = (subject: Subject, drafts: Draft[], start: number, node: Omit<BecomeCreature, "objects" | "range" | "kind">) =>
      kit.objectEffect(drafts, subject, start, (objects, range) => ({ kind: "BecomeCreature", objects, ...node, range }) as BecomeCreature);

    // "becomes a 2/1 blue Faerie creature with flying until end of turn", "become X/X and gain all creature types until end of turn"
    const becomes = kit.rule("becomeCreature_becomes", (subject: Subject, drafts: Draft[], start: number) => {
      kit.or(0, [
        alt(() => {
          kit.consume(0, A);
          const pt = kit.subrule(0, size);
          const colors: IToken[] = [];
          kit.many(0, () => {
            colors.push(kit.consume(0, ColorWord));
            kit.option(0, () => kit.consume(2, And));
          });
          const subtypes: IToken[] = [];
          kit.many(2, () => subtypes.push(kit.consume(0, tokens.Word)));
          const types: IToken[] = [];
          kit.atLeastOne(0, () => types.push(kit.consume(0, TypeWord)));
          const rest = kit.subrule(0, afterTypes);
          kit.ACTION(() => make(subject, drafts, start, described(pt, colors, subtypes, types, rest)));
        }),
        alt(() => {
          // "each become 3/5 Treefolk Warrior creatures in addition to their other types until end of turn" (a plural
          // subject: no article, the nouns plural); a colour or a subtype leads, unlike the continuous family's
          // "become 5/5 artifact creatures".
          const pt = kit.subrule(3, size);
          const colors: IToken[] = [];
          const subtypes: IToken[] = [];
          kit.atLeastOne(3, () =>
            kit.or(13, [
              alt(() => {
                colors.push(kit.consume(3, ColorWord));
              }),
              alt(() => {
                subtypes.push(kit.consume(3, tokens.Word));
              }),
            ]),
          );
          const types: IToken[] = [];
          kit.atLeastOne(4, () => types.push(kit.consume(4, TypeWord)));
          const rest = kit.subrule(1, afterTypes);
          kit.ACTION(() => make(subject, drafts, start, described(pt, colors, subtypes, types, rest)));
        }),
        alt(() => {
          // "becomes 3/3 until end of turn", "become X/X and gain all creature types until end of turn"
          const pt = kit.subrule(2, size);
          const more = kit.option(4, () => kit.subrule(0, tail)) ?? { allCreatureTypes: false, keywords: [] };
          const duration = kit.subrule(2, phrases.duration);
          kit.ACTION(() => make(subject, drafts, start, { ...pt, colors: [], subtypes: [], types: [], ...more, duration }));
        }),
      ]);
    });

    // "Up to two target Swamps each become …": "each" words only
    const eachBecome = kit.rule("becomeCreature_each", (subject: Subject, drafts: Draft[], start: number) => {
      kit.consume(0, Becomes);
      kit.subrule(0, becomes, { ARGS: [subject, drafts, start] });
      kit.ACTION(() => {
        const node = drafts[drafts.length - 1] as BecomeCreature & Draft;
        if (node?.kind === "BecomeCreature") node.eachWords = true;
      });
    });

    // "Until end of turn, creatures you control have base power and toughness X/X and gain all creature types." (Oracle)
    const untilEndOfTurn = kit.rule("becomeCreature_until", (_subject: Subject, drafts: Draft[], start: number) => {
      kit.consume(0, End);
      kit.consume(0, Of);
      kit.consume(0, Turn);
      kit.consume(0, tokens.Comma);
      const subject = kit.subrule(0, phrases.objectSet);
      kit.or(20, [
        alt(() => {
          kit.consume(0, Have);
          kit.consume(0, Base);
          kit.consume(0, Power);
          kit.consume(0, And);
          kit.consume(0, Toughness);
          const pt = kit.subrule(0, size);
          const more = kit.option(0, () => kit.subrule(1, tail)) ?? { allCreatureTypes: false, keywords: [] };
          kit.ACTION(() =>
            drafts.push({
              kind: "BecomeCreature",
              objects: subject,
              ...pt,
              colors: [],
              subtypes: [],
              types: [],
              ...more,
              duration: "untilEndOfTurn",
              range: kit.rangeFrom(start),
            } as BecomeCreature),
          );
        }),
        alt(() => {
          // "Until end of turn, target Forest becomes an X/X Treefolk creature in addition to its other types, where X
          // is the number of Elves you control." (Elvish Branchbender)
          kit.consume(20, Becomes);
          kit.consume(20, A);
          const pt = kit.subrule(20, size);
          const colors: IToken[] = [];
          kit.many(20, () => colors.push(kit.consume(20, ColorWord)));
          const subtypes: IToken[] = [];
          kit.many(21, () => subtypes.push(kit.consume(20, tokens.Word)));
          const types: IToken[] = [];
          kit.atLeastOne(20, () => types.push(kit.consume(21, TypeWord)));
          const added = kit.option(20, () => kit.subrule(20, inAddition)) === true;
          kit.ACTION(() => {
            const rest = { keywords: [] as Keyword[], abilities: undefined, allTypes: false, inAddition: added, duration: "untilEndOfTurn" as Duration };
            drafts.push({ kind: "BecomeCreature", objects: subject, ...described(pt, colors, subtypes, types, rest), durationFirst: true, range: kit.rangeFrom(start) } as BecomeCreature);
          });
        }),
      ]);
    });

    // "Marsh Flitter has base power and toughness 3/3 until end of turn." (Oracle of "becomes 3/3 until end of turn")
    const hasBase = kit.rule("becomeCreature_hasBase", (subject: Subject, drafts: Draft[], start: number) => {
      kit.consume(1, Base);
      kit.consume(1, Power);
      kit.consume(1, And);
      kit.consume(1, Toughness);
      const pt = kit.subrule(1, size);
      const duration = kit.subrule(1, phrases.duration);
      kit.ACTION(() => make(subject, drafts, start, { ...pt, colors: [], subtypes: [], types: [], allCreatureTypes: false, keywords: [], duration }));
    });

    // "It's still a land."
    const still = kit.rule("becomeCreature_still", (_subject: Subject, drafts: Draft[], start: number) => {
      kit.consume(0, tokens.Possessive);
      kit.consume(0, Still);
      kit.consume(0, A);
      const types: IToken[] = [];
      kit.atLeastOne(0, () => types.push(kit.consume(0, TypeWord)));
      kit.ACTION(() => drafts.push({ kind: "BecomeCreature_still", types: [...new Set(types.map((t) => kit.cardTypeOf(t.image)!))], range: kit.rangeFrom(start) } as StillDraft));
    });

    return {
      predicates: [
        { verb: "Becomes", rule: becomes },
        { verb: "Have", rule: hasBase },
        { verb: "Each", rule: eachBecome, gate: () => kit.LA(1).tokenType === Becomes },
      ],
      imperatives: [
        { verb: "Until", rule: untilEndOfTurn },
        { verb: "It", rule: still, gate: () => kit.LA(1).tokenType === tokens.Possessive && kit.LA(2).tokenType === Still },
      ],
    };
  },
  finish(drafts, kit) {
    const out: Draft[] = [];
    for (const draft of drafts) {
      if (draft.kind !== "BecomeCreature_still") {
        out.push(draft);
        continue;
      }
      const still = draft as StillDraft;
      const previous = out[out.length - 1] as BecomeCreature | undefined;
      if (previous === undefined || previous.kind !== "BecomeCreature" || previous.types.length === 0 || previous.stillTypes !== undefined) {
        kit.problem(
          "CS1035",
          "'It's still a …' says which card types an object keeps when it becomes something else: write it right after a sentence such as '~ becomes a 2/1 blue Faerie creature until end of turn.'",
          still.range.start.offset,
          still.range.end.offset,
        );
        continue;
      }
      previous.stillTypes = still.types;
      previous.range = kit.range(previous.range.start.offset, still.range.end.offset);
    }
    return out;
  },
  print: {
    BecomeCreature: {
      clause(effect, writer) {
        const subject = writer.objectsAsSubject(effect.objects);
        const size = `${amountWord(effect.power)}/${amountWord(effect.toughness)}`;
        const gain = subject.plural ? "gain" : "gains";
        const allTypes = effect.allCreatureTypes ? ` and ${gain} all creature types` : "";
        if (effect.types.length === 0) {
          // Only P/T set (Marsh Flitter), and creature types gained (Mirror Entity) and keywords (Wings of Velis Vel).
          const more =
            effect.allCreatureTypes && effect.keywords.length > 0 ? `, ${gain} all creature types, and ${gain} ${andList(effect.keywords.map(keywordWord), "and")}` : allTypes;
          const has = subject.plural ? "have" : "has";
          if (writer.wording === "current" && more !== "") return `until end of turn, ${subject.words} ${has} base power and toughness ${size}${more}`;
          if (writer.wording === "current") return `${subject.words} ${has} base power and toughness ${size}${durationSuffix(effect.duration)}`;
          return `${subject.words} ${subject.plural ? "become" : "becomes"} ${size}${more}${durationSuffix(effect.duration)}`;
        }
        // A plural subject: no article, the last noun plural ("become 3/5 Treefolk Warrior creatures").
        const typeWords = effect.types.map(typeWord);
        if (subject.plural) typeWords[typeWords.length - 1] = pluralNoun(typeWords[typeWords.length - 1]);
        const description = [size, ...effect.colors.map((c) => COLOR_WORDS[c]), ...effect.subtypes, ...typeWords].join(" ");
        const withTypes = effect.withAllTypes ? " with all creature types" : allTypes;
        const addition = effect.inAddition ? ` in addition to ${subject.plural ? "their" : "its"} other types` : "";
        const verb = `${effect.eachWords ? "each " : ""}${subject.plural ? "become" : "becomes"}`;
        const a = subject.plural ? "" : `${effect.power.kind !== "Number" ? "an" : article(description)} `;
        let keywords = effect.keywords.length > 0 ? ` with ${andList(effect.keywords.map(keywordWord), "and")}` : "";
        // A quoted ability in the middle of the sentence has no period of its own.
        for (const ability of effect.abilities ?? []) keywords += ` with "${writer.quotedAbility(ability, grantedSelfWords(effect.objects)).replace(/\.$/, "")}"`;
        const still = effect.stillTypes ? `. It's still ${article(typeWord(effect.stillTypes[0]))} ${effect.stillTypes.map(typeWord).join(" ")}` : "";
        if (effect.durationFirst) return `${durationSuffix(effect.duration).trim()}, ${subject.words} ${verb} ${a}${description}${keywords}${withTypes}${addition}${still}`;
        return `${subject.words} ${verb} ${a}${description}${keywords}${withTypes}${addition}${durationSuffix(effect.duration)}${still}`;
      },
    },
  },
  check: {
    BecomeCreature: { verb: "'Become'", targetUses: (effect, uses) => useObjects(uses, effect.objects, "play"), grantedAbilities: (effect) => effect.abilities ?? [] },
  },
  sentences: [
    { kind: "spell or ability text", template: "~ becomes a N/N blue Faerie creature with flying until end of turn. It's still a land." },
    { kind: "spell or ability text", template: "~ becomes an X/X Construct artifact creature until end of turn." },
    { kind: "spell or ability text", template: "~ becomes a N/N creature with all creature types until end of turn. It's still a land." },
    { kind: "spell or ability text", template: "Until end of turn, target Forest becomes an X/X Treefolk creature in addition to its other types, where X is the number of Elves you control." },
    { kind: "spell or ability text", template: "Up to two target Swamps each become N/N Treefolk Warrior creatures in addition to their other types until end of turn." },
    { kind: "spell or ability text", template: '~ becomes a N/N black Skeleton creature with "{B}: Regenerate this creature" until end of turn. It\'s still a land.' },
    { kind: "spell or ability text", template: "Creatures you control become X/X and gain all creature types until end of turn." },
    { kind: "spell or ability text", template: "~ becomes N/N until end of turn." },
    { kind: "spell or ability text", template: "~ has base power and toughness N/N until end of turn." },
    { kind: "spell or ability text", template: "Until end of turn, creatures you control have base power and toughness X/X and gain all creature types." },
  ],
};

function amountWord(amount: Amount): string {
  return amount.kind === "Number" ? String(amount.value) : "X";
}

export default family;
