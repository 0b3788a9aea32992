/**
 * "When you cycle ~, …" (Onslaught block's cycling triggers, Shards of Alara's Resounding cycle): the ability of
 * the card being cycled (502.18: playing its cycling ability), which triggers from the graveyard cycling put it
 * in, before the cycling ability's draw resolves.
 */
import type { SelfRef, SourceRange } from "../../grammar/ast.js";
import type { TriggerFamily } from "../../grammar/family.js";

/** "When you cycle <self>" */
export interface CyclesSelf {
  kind: "CyclesSelf";
  object: SelfRef;
  range: SourceRange;
}

const family: TriggerFamily<CyclesSelf> = {
  name: "trigger-cycle",
  level: "trigger",
  grammar(kit) {
    const { phrases } = kit;
    const [You, Cycle] = ["You", "Cycle"].map((name) => kit.word(name));
    /** After "When": "you cycle ~". */
    const cycles = kit.rule("cycleTrigger", (start: number): CyclesSelf => {
      kit.consume(0, You);
      kit.consume(0, Cycle);
      kit.subrule(0, phrases.selfReference);
      // "When you cycle ~, it deals 6 damage …": "it" is the cycled card itself (ctx.self, in the graveyard).
      kit.ACTION(() => kit.rememberObjects({ kind: "Ref", ref: { kind: "Self", pronoun: true } }));
      return kit.ACTION(() => ({ kind: "CyclesSelf", object: { kind: "Self" }, range: kit.rangeFrom(start) }) as CyclesSelf);
    });
    return { when: [cycles] };
  },
  print: {
    CyclesSelf: { print: (_trigger, writer) => `When you cycle ${writer.cardName}` },
  },
  check: { CyclesSelf: {} },
  sentences: [{ kind: "triggered", template: "When you cycle ~, return two target permanents to their owners' hands." }],
};

export default family;
