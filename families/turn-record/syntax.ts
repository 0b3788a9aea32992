/**
 * Text that reads the turn's record (runtime/turn-record.ts): "Return to your hand all cards in your graveyard put
 * there from play this turn." (Twilight Shepherd; current wording "… that were put there from the battlefield this
 * turn."). The cards are those of the described set that were put into the graveyard from play during this turn
 * and are still there.
 */
import type { ObjectSet, SourceRange } from "../../grammar/ast.js";
import { alt, useObjects, type Draft, type Subject, type SyntaxFamily } from "../../grammar/family.js";

export interface ReturnPutThereThisTurn {
  kind: "ReturnPutThereThisTurn";
  /** The cards described ("all cards in your graveyard"), of which those put there from play this turn return. */
  objects: ObjectSet;
  range: SourceRange;
}

const family: SyntaxFamily<ReturnPutThereThisTurn> = {
  name: "turn-record",
  words: { There: ["there"], Were: ["were"] },
  grammar(kit) {
    const W = Object.fromEntries(
      ["To", "Your", "Hand", "That", "Were", "Puts", "There", "From", "Play", "The", "Battlefield", "This", "Turn"].map((name) => [name, kit.word(name)]),
    );
    const returnToHand = kit.rule("turnRecord_return", (_subject: Subject, drafts: Draft[], start: number) => {
      kit.consume(0, W.To);
      kit.consume(0, W.Your);
      kit.consume(0, W.Hand);
      const objects = kit.subrule(0, kit.phrases.objectSet);
      kit.option(0, () => {
        kit.consume(0, W.That);
        kit.consume(0, W.Were);
      });
      kit.consume(0, W.Puts);
      kit.consume(0, W.There);
      kit.consume(0, W.From);
      kit.or(0, [
        alt(() => kit.consume(0, W.Play)),
        alt(() => {
          kit.consume(0, W.The);
          kit.consume(0, W.Battlefield);
        }),
      ]);
      kit.consume(0, W.This);
      kit.consume(0, W.Turn);
      kit.ACTION(() => {
        if (objects.kind !== "Each" || objects.filter.zone !== "graveyard" || objects.filter.controller?.kind !== "You") {
          kit.problem(
            "CS1035",
            "'put there from play this turn' describes cards in your graveyard: write 'return to your hand all cards in your graveyard put there from play this turn'.",
            start,
            kit.lastEnd(),
          );
        }
        drafts.push({ kind: "ReturnPutThereThisTurn", objects, range: kit.rangeFrom(start) } as ReturnPutThereThisTurn);
      });
    });
    // "Return to …": the other "Return" phrases have their objects right after the verb.
    return { imperatives: [{ verb: "Return", rule: returnToHand, gate: () => kit.LA(1).tokenType === W.To }] };
  },
  print: {
    ReturnPutThereThisTurn: {
      clause: (effect, writer) =>
        writer.wording === "2007"
          ? `return to your hand ${writer.objects(effect.objects, "all")} put there from play this turn`
          : `return to your hand ${writer.objects(effect.objects, "all")} that were put there from the battlefield this turn`,
    },
  },
  check: {
    ReturnPutThereThisTurn: { verb: "Returning cards put into a graveyard this turn", targetUses: (effect, uses) => useObjects(uses, effect.objects, "notInPlay") },
  },
  sentences: [{ kind: "spell or ability text", template: "Return to your hand all cards in your graveyard put there from play this turn." }],
};

export default family;
