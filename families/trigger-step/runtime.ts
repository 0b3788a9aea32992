/**
 * The step triggers as compiled definitions carry them (runtime/definition.ts `TriggerEvent`), and what they mean
 * on the event bus (runtime/events.ts): the turn publishes each step's beginning (runtime/turn.ts).
 */
import { contains, opponentsOf, type TriggerEventKinds, type TriggerMatcher } from "../../runtime/family.js";

/** `whose`: the controller's step ("your"), every player's ("each") or an opponent's ("opponent"). */
export type TriggerEvents = { kind: "beginningOfStep"; step: "upkeep" | "draw" | "end"; whose: "your" | "each" | "opponent" };

/** The turn's steps by the names the trigger data uses. */
const STEP_NAMES = { upkeep: "upkeep", draw: "draw", endOfTurn: "end" } as const;

export const matchers: { beginningOfStep: TriggerMatcher<TriggerEvents> } = {
  beginningOfStep: (trigger, event, watcher) => {
    if (event.kind !== "stepBegins") return null;
    if (STEP_NAMES[event.step as keyof typeof STEP_NAMES] !== trigger.step) return null;
    if (trigger.whose === "your" && event.active !== watcher.controller) return null;
    if (trigger.whose === "opponent" && !contains(opponentsOf(watcher.e, watcher.controller), event.active)) return null;
    return { player: event.active }; // "that player": the player whose step it is
  },
};

export default {};

/** The bus events each trigger kind can trigger on (runtime/events.ts offers a permanent only those). */
export const events: TriggerEventKinds<TriggerEvents> = { beginningOfStep: ["stepBegins"] };
