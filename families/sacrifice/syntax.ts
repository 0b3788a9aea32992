/**
 * "Sacrifice a creature.", "Target player sacrifices seven permanents.": the player chooses what to sacrifice.
 * "Sacrifice ~." (Spark Elemental's "At end of turn, sacrifice Spark Elemental."), "sacrifice it", "sacrifice that
 * creature": the permanent named, if its player controls it (a player sacrifices only his or her own permanents).
 */
import type { Amount, ObjectFilter, ObjectSet, PlayerRef, SourceRange } from "../../grammar/ast.js";
import { type SyntaxFamily, alt, countedNoun, filterNoun, fn, useEach, useObjects, usePlayer, type Draft, type Subject } from "../../grammar/family.js";

export interface Sacrifice {
  kind: "Sacrifice";
  player: PlayerRef;
  amount: Amount;
  filter: ObjectFilter;
  range: SourceRange;
}

/** "Sacrifice ~.", "sacrifice it": the permanent the text names (a reference, never a choice). */
export interface SacrificeNamed {
  kind: "SacrificeNamed";
  player: PlayerRef;
  objects: ObjectSet;
  range: SourceRange;
}

const family: SyntaxFamily<Sacrifice | SacrificeNamed> = {
  name: "sacrifice",
  words: { Sacrifices: ["sacrifice", "sacrifices"] },
  grammar(kit) {
    const sacrifice = kit.rule("sacrifice_sacrifices", (subject: Subject, drafts: Draft[], start: number) => {
      kit.or(0, [
        {
          // "sacrifice ~", "sacrifice it", "sacrifice that creature", "sacrifice this permanent" (in quotes): the permanent named
          GATE: fn(() => ["SelfName", "It", "That", "This"].includes(kit.LA(1).tokenType.name)),
          ALT: fn(() => {
            const objects = kit.or(1, [
              alt(() => {
                kit.subrule(0, kit.phrases.selfReference);
                return { kind: "Ref", ref: { kind: "Self" } } as ObjectSet;
              }),
              alt(() => kit.subrule(0, kit.phrases.objectAnaphor)),
            ]);
            kit.ACTION(() => kit.playerEffect(drafts, subject, start, (player, range) => ({ kind: "SacrificeNamed", player, objects, range }) as SacrificeNamed));
          }),
        },
        alt(() => {
          const amount = kit.subrule(0, kit.phrases.amount);
          const filter = kit.subrule(0, kit.phrases.objectNoun);
          kit.ACTION(() => kit.playerEffect(drafts, subject, start, (player, range) => ({ kind: "Sacrifice", player, amount, filter, range }) as Sacrifice));
        }),
      ]);
    });
    return { predicates: [{ verb: "Sacrifices", rule: sacrifice }], imperatives: [{ verb: "Sacrifices", rule: sacrifice }] };
  },
  print: {
    Sacrifice: {
      // Oracle writes "Sacrifice a creature." for you.
      clause: (effect, writer) => writer.playerClause(effect.player, true, (verb) => sacrifices(effect, verb)),
      predicate: (effect, writer) => sacrifices(effect, writer.verbFor(effect.player)),
    },
    SacrificeNamed: {
      clause: (effect, writer) => writer.playerClause(effect.player, true, (verb) => `${verb("sacrifice", "sacrifices")} ${writer.objects(effect.objects, "all")}`),
      predicate: (effect, writer) => `${writer.verbFor(effect.player)("sacrifice", "sacrifices")} ${writer.objects(effect.objects, "all")}`,
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
    SacrificeNamed: {
      verb: "Sacrificing",
      targetUses(effect, uses) {
        usePlayer(uses, effect.player);
        useObjects(uses, effect.objects, "play");
      },
    },
  },
  sentences: [{ kind: "triggered", template: "At end of turn, sacrifice ~." }],
};

export default family;

function sacrifices(effect: Sacrifice, verb: (base: string, third: string) => string): string {
  return `${verb("sacrifice", "sacrifices")} ${countedNoun(effect.amount, filterNoun(effect.filter, "singular"))}`;
}
