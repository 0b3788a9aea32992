/**
 * Fading (Nemesis; 2007 rules 502.21). 502.21a: "Fading N" is two abilities:
 * - "This permanent comes into play with N fade counters on it." — a replacement of its coming into play, applied as
 *   it comes into play (zones.ts `enteringCounters`: the counters are part of the event the other replacements see,
 *   so Doubling Season doubles them);
 * - "At the beginning of your upkeep, remove a fade counter from this permanent. If you can't, sacrifice the
 *   permanent." — a triggered ability with no intervening "if": it triggers at each of its controller's upkeeps
 *   (`fadingUpkeepTriggers`, asked by turn.ts as the upkeep begins), and as it resolves a fade counter is removed if
 *   the permanent has one (however it got or lost its counters), else the permanent is sacrificed.
 * Unlike vanishing (runtime/vanishing.ts), removing the last counter sacrifices nothing: a permanent with fading N
 * stays for N upkeeps of its controller after the one it came into play before, and is sacrificed at the next.
 * The triggered ability is a pending triggered ability named by a reference (`{ keyword: "FadingUpkeep" }`,
 * delayed.ts `KEYWORD_DELAYED`), as vanishing's are: the keyword has no written-out lines, and the state holds no
 * function.
 */
import type { ObjectId, PlayerId } from "./definition.js";
import { addPendingTrigger, definitionOf, obj, type Engine } from "./engine.js";
import { controllerOf } from "./continuous.js";
import { sacrifice, removeCounters } from "./zones.js";

/** Whether some card of the game's registry has fading (`RegistryFacts.fades`): only then does an upkeep look. */
function registryFades(e: Engine): boolean {
  const facts = e.cache.registryFacts;
  if (facts.fades === null) facts.fades = e.cards.all().some((def) => def.fading !== undefined);
  return facts.fades;
}

/** As `active`'s upkeep begins: the upkeep ability of each permanent with fading they control (502.21a). */
export function fadingUpkeepTriggers(e: Engine, active: PlayerId): void {
  if (!registryFades(e)) return;
  for (const id of e.s.play) {
    const o = obj(e, id);
    if (o === undefined || !o.alive || definitionOf(e, o).fading === undefined || controllerOf(e, o) !== active) continue;
    addPendingTrigger(e, { source: id, card: o.card, ability: -1, controller: active, event: { object: id }, delayed: { ref: { keyword: "FadingUpkeep" }, targets: [], x: 0 } });
  }
}

/** "… remove a fade counter from this permanent. If you can't, sacrifice the permanent." (502.21a) */
export function resolveFadingUpkeep(e: Engine, id: ObjectId): void {
  const o = obj(e, id);
  if (o === undefined || !o.alive || o.zone !== "play") return; // it left play: a new object is not it
  if ((o.counters.fade ?? 0) > 0) {
    removeCounters(e, o, "fade", 1);
    return;
  }
  sacrifice(e, id, controllerOf(e, o));
}
