/**
 * 410.11 (2007) intervening "if" clauses: "When/Whenever/At [trigger event], if [condition], [effect]." The
 * ability triggers only if the condition holds as the event happens (events.ts asks `interveningIfHolds` as it
 * matches), and as it resolves the condition is checked again: if it no longer holds, the ability is removed from
 * the stack and does nothing (stack.ts). One function for every condition, so every triggered ability with one —
 * a card's written-out ability or a keyword's (evoke, conspire) — gets both checks.
 */
import type { InterveningIf, ObjectId } from "./definition.js";
import { obj, type Engine } from "./engine.js";

/** Whether the condition holds now for the ability of `source` (its record as it last was if it left its zone). */
export function interveningIfHolds(e: Engine, condition: InterveningIf, source: ObjectId): boolean {
  switch (condition.kind) {
    case "costPaid":
      return obj(e, source)?.paid === condition.cost;
  }
}
