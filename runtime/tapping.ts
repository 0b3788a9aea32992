/**
 * A permanent in play becoming tapped or untapped (2007 glossary "Tap", "Untap"; 410.1: "Whenever ~ becomes
 * tapped", "Whenever ~ becomes untapped" trigger on it). Every rule and effect that taps or untaps a permanent in
 * play changes its status here, so the change is one event on the bus (runtime/events.ts `tapChange`), published
 * only when it is a change (tapping a tapped permanent doesn't make it become tapped) and only when some
 * definition seen in the game has a triggered ability on it (`SeenDefinitions.triggerEvents`: in most games none
 * has, and tapping lands for mana publishes nothing). A permanent that comes into play tapped doesn't become
 * tapped (zones.ts puts it into play so).
 */
import { seenDefinitions, writable, type Engine } from "./engine.js";
import { eventKindsMask, publish } from "./events.js";
import type { ObjectState } from "./state.js";

/** The bus bit of `tapChange` (events.ts `EVENT_BITS`), worked out on first use (events.ts loads after this module in some import orders). */
let tapChangeBit = 0;

/** Taps (`tapped` true) or untaps a permanent in play, publishing the change if something can trigger on it. */
export function setTapped(e: Engine, o: ObjectState, tapped: boolean): void {
  if ((e.s.objects[o.slot] ?? o).tapped === tapped) return; // the record as it is now (`o` may be an older copy)
  writable(e, o).tapped = tapped;
  if (tapChangeBit === 0) tapChangeBit = eventKindsMask(["tapChange"]);
  if ((seenDefinitions(e).triggerEvents & tapChangeBit) !== 0) publish(e, { kind: "tapChange", object: o.id, tapped });
}
