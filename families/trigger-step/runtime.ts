/**
 * The step triggers as compiled definitions carry them (runtime/definition.ts `TriggerEvent`). The turn fires them
 * as each step begins (runtime/turn.ts), so the family brings no primitive.
 */
export type TriggerEvents = { kind: "beginningOfStep"; step: "upkeep" | "draw" | "end"; whose: "your" | "each" };

export default {};
