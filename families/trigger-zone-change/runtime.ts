/**
 * The zone-change triggers as compiled definitions carry them (runtime/definition.ts `TriggerEvent`). The engine
 * fires them where objects move (runtime/zones.ts: `entersPlay` once the object is in play, `leavesPlay` with its
 * last known information), so the family brings no primitive.
 */
export type TriggerEvents =
  | { kind: "entersPlay" } // this object comes into play
  | { kind: "leavesPlay" }; // this object leaves play (uses last known information)

export default {};
