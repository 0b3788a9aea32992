/**
 * Poison counters (104.3d of 2007: a player with ten or more poison counters loses the game, as a state-based effect,
 * 420.5: runtime/sba.ts): "Target player gets two poison counters.", "that player gets a poison counter" (Swamp
 * Mosquito, Marsh Viper's "two poison counters"), "Each opponent gets a poison counter." The same words in the 2007
 * and current wordings. Poison counters are placed on a player, not on an object: `PlayerState.poison`.
 * Poisonous N (Future Sight; 2007 rules 502.68a) writes this sentence out: runtime/keyword-triggers.ts.
 */
import type { PlayerRef, SourceRange } from "../../grammar/ast.js";
import { alt, numberWord, usePlayer, type Draft, type Subject, type SyntaxFamily } from "../../grammar/family.js";

export interface GetPoison {
  kind: "GetPoison";
  player: PlayerRef;
  /** "a poison counter": 1; "two poison counters": 2. */
  count: number;
  range: SourceRange;
}

const family: SyntaxFamily<GetPoison> = {
  name: "poison",
  words: { Poison: ["poison"] },
  grammar(kit) {
    const [A, NumberWord, Poison, Counter] = ["A", "NumberWord", "Poison", "Counter"].map((name) => kit.word(name));
    const { NumberLit } = kit.tokens;
    // "gets a poison counter", "gets two poison counters" (a player's, never "gets +1/+1": the gate tells them apart)
    const poisonFollows = (): boolean => {
      const first = kit.LA(1).tokenType;
      return (first === A || first === NumberWord || first === NumberLit) && kit.LA(2).tokenType === Poison;
    };
    const gets = kit.rule("poison_gets", (subject: Subject, drafts: Draft[], start: number) => {
      const count = kit.or(0, [
        alt(() => {
          kit.consume(0, A);
          return 1;
        }),
        alt(() => {
          const n = kit.consume(0, NumberWord);
          return kit.ACTION(() => kit.numberWordValue(n));
        }),
        alt(() => {
          const n = kit.consume(0, NumberLit);
          return kit.ACTION(() => kit.numberValue(n));
        }),
      ]);
      kit.consume(0, Poison);
      const counter = kit.consume(0, Counter);
      kit.ACTION(() => {
        const plural = counter.image.toLowerCase() === "counters";
        if (count < 1) kit.problem("CS1094", "A player gets one or more poison counters: write e.g. 'that player gets a poison counter' or 'gets two poison counters'.", start, kit.lastEnd());
        else if (plural !== count > 1) {
          const fix = count === 1 ? "a poison counter" : `${numberWord(count)} poison counters`;
          kit.problem("CS1094", `The number and the noun disagree: write '${fix}'.`, start, kit.lastEnd());
        }
        kit.playerEffect(drafts, subject, start, (player, range) => ({ kind: "GetPoison", player, count, range }) as GetPoison);
      });
    });
    return {
      predicates: [{ verb: "Gets", rule: gets, gate: poisonFollows }],
    };
  },
  print: {
    GetPoison: {
      clause: (effect, writer) => writer.playerClause(effect.player, false, (verb) => words(effect, verb)),
      predicate: (effect, writer) => words(effect, writer.verbFor(effect.player)),
    },
  },
  check: {
    GetPoison: { verb: "Getting poison counters", targetUses: (effect, uses) => usePlayer(uses, effect.player) },
  },
  sentences: [
    { kind: "spell or ability text", template: "Target player gets two poison counters." },
    { kind: "triggered", template: "Whenever ~ deals combat damage to a player, that player gets a poison counter." },
  ],
};

/** "gets a poison counter", "get two poison counters" (the verb as the subject takes it). */
function words(effect: GetPoison, verb: (base: string, third: string) => string): string {
  const counters = effect.count === 1 ? "a poison counter" : `${numberWord(effect.count)} poison counters`;
  return `${verb("get", "gets")} ${counters}`;
}

export default family;
