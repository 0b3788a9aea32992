/**
 * The zone-change triggers as compiled definitions carry them (runtime/definition.ts `TriggerEvent`), and what
 * they mean on the event bus (runtime/events.ts): `entersPlay` once the object is in play (410.10a: it sees its
 * own coming), `leavesPlay` with its last known information (410.10c: it looks back in time).
 */
import type { RulesEvent, TriggerEventKinds, TriggerMatcher } from "../../runtime/family.js";

export type TriggerEvents =
  | { kind: "entersPlay" } // this object comes into play
  | { kind: "entersPlayOrPutIntoGraveyardFromPlay" } // either (410.1: once for each event; the second as it last existed, 410.10c)
  | { kind: "leavesPlay" } // this object leaves play (uses last known information)
  | { kind: "entersOrLeavesPlay" }; // either: "When ~ comes into play or leaves play" (410.1: one ability, two events)

export const matchers: { [K in TriggerEvents["kind"]]: TriggerMatcher<Extract<TriggerEvents, { kind: K }>> } = {
  entersPlay: (_trigger, event: RulesEvent, watcher) =>
    event.kind === "zoneChange" && event.to === "play" && event.newObject === watcher.id ? {} : null,
  entersPlayOrPutIntoGraveyardFromPlay: (_trigger, event: RulesEvent, watcher) => {
    if (event.kind !== "zoneChange") return null;
    if (event.to === "play" && event.newObject === watcher.id) return {};
    return event.from === "play" && event.to === "graveyard" && event.object === watcher.id ? { object: event.newObject, lki: event.object } : null;
  },
  leavesPlay: (_trigger, event: RulesEvent, watcher) =>
    event.kind === "zoneChange" && event.from === "play" && event.object === watcher.id ? {} : null,
  entersOrLeavesPlay: (_trigger, event: RulesEvent, watcher) =>
    event.kind === "zoneChange" && ((event.to === "play" && event.newObject === watcher.id) || (event.from === "play" && event.object === watcher.id)) ? {} : null,
};

export default {};

/** The bus events each trigger kind can trigger on (runtime/events.ts offers a permanent only those). */
export const events: TriggerEventKinds<TriggerEvents> = { entersPlay: ["playZoneChange"], entersPlayOrPutIntoGraveyardFromPlay: ["playZoneChange"], leavesPlay: ["playZoneChange"], entersOrLeavesPlay: ["playZoneChange"] };
