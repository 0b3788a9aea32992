/** "Remove target creature from the game." (2007) / "Exile target creature." (current). */
import type { ObjectSet, SourceRange } from "../../grammar/ast.js";
import { type SyntaxFamily, useObjects, type Draft, type Subject } from "../../grammar/family.js";

/** `linked`: remembered for a "the removed card" ability of the same card (set by parse.ts linkAbilities). */
export interface Exile {
  kind: "Exile";
  objects: ObjectSet;
  linked: boolean;
  range: SourceRange;
}

const family: SyntaxFamily<Exile> = {
  name: "exile",
  words: { Remove: ["remove", "removes"], Exile: ["exile", "exiles"] },
  grammar(kit) {
    const [From, The, Game] = ["From", "The", "Game"].map((name) => kit.word(name));
    const remove = kit.rule("exile_remove", (_subject: Subject, drafts: Draft[], start: number) => {
      const objects = kit.subrule(0, kit.phrases.objectSet);
      kit.consume(0, From);
      kit.consume(0, The);
      kit.consume(0, Game);
      kit.ACTION(() => drafts.push({ kind: "Exile", objects, linked: false, range: kit.rangeFrom(start) } as Exile));
    });
    const exile = kit.rule("exile_exile", (_subject: Subject, drafts: Draft[], start: number) => {
      const objects = kit.subrule(0, kit.phrases.objectSet);
      kit.ACTION(() => drafts.push({ kind: "Exile", objects, linked: false, range: kit.rangeFrom(start) } as Exile));
    });
    return {
      imperatives: [
        { verb: "Remove", rule: remove },
        { verb: "Exile", rule: exile },
      ],
    };
  },
  print: {
    Exile: {
      clause: (effect, writer) =>
        writer.wording === "2007" ? `remove ${writer.objects(effect.objects, "all")} from the game` : `exile ${writer.objects(effect.objects, "all")}`,
    },
  },
  check: {
    Exile: { verb: "Removing from the game", targetUses: (effect, uses) => useObjects(uses, effect.objects, "any") },
  },
  sentences: [
    { kind: "spell or ability text", template: "Remove target creature from the game." },
    { kind: "spell or ability text", template: "Exile target creature." },
    { kind: "spell or ability text", template: "Remove all creature cards in target player's graveyard from the game." },
  ],
};

export default family;
