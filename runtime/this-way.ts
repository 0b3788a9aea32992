/**
 * 413.2c (2007): a resolving spell or ability follows its instructions in order, and "this way" in a later one
 * means what the earlier ones did in this resolution: "You gain life equal to the damage dealt this way."
 * (Corrupt), "You gain 2 life for each permanent destroyed this way." (Fracturing Gust). Read from the game's log
 * back to this resolution's "resolve" event (as shields.ts `damageDealtThisResolution` does), so nothing is kept
 * in the state for it and nothing is looked up unless a card says it.
 */
import type { ObjectId } from "./definition.js";
import type { Engine } from "./engine.js";
import type { GameEvent } from "./api.js";

/**
 * Visits the game's log newest first until `visit` returns true: how every "this way" reads what happened (here,
 * shields.ts, families/replacement-prevent), with no copy of the log.
 */
export function walkLogBack(e: Engine, visit: (event: GameEvent) => boolean | void): void {
  const chunks = e.s.log;
  for (let c = chunks.length - 1; c >= 0; c--) {
    const chunk = chunks[c];
    for (let i = chunk.length - 1; i >= 0; i--) if (visit(chunk[i]) === true) return;
  }
}

/** Visits the events of the resolution now under way, newest first (the log back to its "resolve" event). */
export function eventsThisResolution(e: Engine, visit: (event: GameEvent) => void): void {
  walkLogBack(e, (event) => {
    if (event.kind === "resolve") return true;
    visit(event);
  });
}

/** The damage `source` has dealt since the resolution began, to players and objects (prevented damage was not dealt). */
export function damageDealtThisWay(e: Engine, source: ObjectId): number {
  let total = 0;
  eventsThisResolution(e, (event) => {
    // The log's events are loosely typed (api.ts GameEvent): a damage event's amount is a number.
    if (event.kind === "damage" && event.source === source && typeof event.amount === "number") total += event.amount;
  });
  return total;
}

/** The permanents the resolution's effects destroyed (regenerated ones were not destroyed), by their ids in play. */
export function destroyedThisWay(e: Engine): ObjectId[] {
  const out: ObjectId[] = [];
  eventsThisResolution(e, (event) => {
    if (event.kind === "destroy" && event.reason === "effect" && typeof event.object === "string") out.push(event.object);
  });
  return out;
}
