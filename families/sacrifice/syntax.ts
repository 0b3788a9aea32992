/** "Sacrifice a creature.", "Target player sacrifices seven permanents.": the player chooses what to sacrifice. */
import type { Amount, ObjectFilter, PlayerRef, SourceRange } from "../../grammar/ast.js";
import { type SyntaxFamily, countedNoun, filterNoun, useEach, usePlayer, type Draft, type Subject } from "../../grammar/family.js";

export interface Sacrifice {
  kind: "Sacrifice";
  player: PlayerRef;
  amount: Amount;
  filter: ObjectFilter;
  range: SourceRange;
}

const family: SyntaxFamily<Sacrifice> = {
  name: "sacrifice",
  words: { Sacrifices: ["sacrifice", "sacrifices"] },
  grammar(kit) {
    const sacrifice = kit.rule("sacrifice_sacrifices", (subject: Subject, drafts: Draft[], start: number) => {
      const amount = kit.subrule(0, kit.phrases.amount);
      const filter = kit.subrule(0, kit.phrases.objectNoun);
      kit.ACTION(() => kit.playerEffect(drafts, subject, start, (player, range) => ({ kind: "Sacrifice", player, amount, filter, range }) as Sacrifice));
    });
    return { predicates: [{ verb: "Sacrifices", rule: sacrifice }], imperatives: [{ verb: "Sacrifices", rule: sacrifice }] };
  },
  print: {
    Sacrifice: {
      // Oracle writes "Sacrifice a creature." for you.
      clause: (effect, writer) => writer.playerClause(effect.player, true, (verb) => sacrifices(effect, verb)),
      predicate: (effect, writer) => sacrifices(effect, writer.verbFor(effect.player)),
    },
  },
  check: {
    Sacrifice: {
      verb: "Sacrificing",
      targetUses(effect, uses) {
        usePlayer(uses, effect.player);
        // Only permanents can be sacrificed.
        useEach(uses, effect.filter, "play");
      },
    },
  },
  sentences: [],
};

export default family;

function sacrifices(effect: Sacrifice, verb: (base: string, third: string) => string): string {
  return `${verb("sacrifice", "sacrifices")} ${countedNoun(effect.amount, filterNoun(effect.filter, "singular"))}`;
}
