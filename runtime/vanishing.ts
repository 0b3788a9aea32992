/**
 * Vanishing (Planar Chaos, Future Sight). "Vanishing N" is three abilities:
 * - "This permanent comes into play with N time counters on it." — a replacement of its coming into play, applied
 *   as it comes into play (zones.ts `enterPlay`: the counters are part of the event the other replacements see);
 * - "At the beginning of your upkeep, if this permanent has a time counter on it, remove a time counter from it." —
 *   a triggered ability (`vanishingUpkeepTriggers`, asked by turn.ts as its controller's upkeep begins; 410.11: the
 *   "if" is checked again as it resolves, so a permanent whose counters are gone removes none);
 * - "When the last time counter is removed from this permanent, sacrifice it." — triggered whenever a time counter
 *   is removed from it and none is left, by its own upkeep ability or by any other effect (zones.ts
 *   `removeCounters` asks `lastTimeCounterRemoved`); it sacrifices the permanent if it is still in play.
 * The two triggered abilities are pending triggered abilities named by a reference (`{ keyword: "VanishingUpkeep" }`,
 * `{ keyword: "VanishingSacrifice" }`, delayed.ts `KEYWORD_DELAYED`), as suspend's are: the keyword has no
 * written-out lines to compile, and the state holds no function.
 */
import type { ObjectId, PlayerId } from "./definition.js";
import { addPendingTrigger, contains, definitionOf, obj, type Engine } from "./engine.js";
import { controllerOf } from "./continuous.js";
import { sacrifice, removeCounters } from "./zones.js";
import type { ObjectState } from "./state.js";

/** Whether the object is a permanent with vanishing (its current definition: a copy of one has it too). */
function vanishes(e: Engine, o: ObjectState): boolean {
  return o.alive && o.zone === "play" && definitionOf(e, o).vanishing !== undefined && contains(definitionOf(e, o).keywords, "Vanishing");
}

/** As `active`'s upkeep begins: the upkeep ability of each permanent with vanishing they control that has a time counter. */
export function vanishingUpkeepTriggers(e: Engine, active: PlayerId): void {
  for (const id of e.s.play) {
    const o = obj(e, id);
    if (o === undefined || !vanishes(e, o) || controllerOf(e, o) !== active || (o.counters.time ?? 0) === 0) continue;
    addPendingTrigger(e, { source: id, card: o.card, ability: -1, controller: active, event: { object: id }, delayed: { ref: { keyword: "VanishingUpkeep" }, targets: [], x: 0 } });
  }
}

/** "… if this permanent has a time counter on it, remove a time counter from it." (410.11: checked again now) */
export function resolveVanishingUpkeep(e: Engine, id: ObjectId): void {
  const o = obj(e, id);
  if (o === undefined || !o.alive || o.zone !== "play" || (o.counters.time ?? 0) === 0) return;
  removeCounters(e, o, "time", 1); // the last one removed triggers the sacrifice (lastTimeCounterRemoved)
}

/**
 * Asked by zones.ts `removeCounters` after time counters were removed from `o`: if it has vanishing and none is
 * left, "When the last is removed, sacrifice it." triggers (controlled by the permanent's controller).
 */
export function lastTimeCounterRemoved(e: Engine, o: ObjectState): void {
  if (!vanishes(e, o) || (o.counters.time ?? 0) > 0) return;
  addPendingTrigger(e, { source: o.id, card: o.card, ability: -1, controller: controllerOf(e, o), event: { object: o.id }, delayed: { ref: { keyword: "VanishingSacrifice" }, targets: [], x: 0 } });
}

/** "… sacrifice it.": the permanent, if it is still in play (a new object after a zone change is not it). */
export function resolveVanishingSacrifice(e: Engine, id: ObjectId): void {
  const o = obj(e, id);
  if (o === undefined || !o.alive || o.zone !== "play") return;
  sacrifice(e, id, controllerOf(e, o));
}
