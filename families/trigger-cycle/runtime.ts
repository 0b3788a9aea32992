/**
 * The cycling trigger as compiled definitions carry it (runtime/definition.ts `TriggerEvent`), and what it means on
 * the event bus (runtime/events.ts): the `cycled` event, offered to the card that was cycled (where cycling put
 * it), matches its own "When you cycle ~" ability; "you" is that card's owner, who cycled it.
 *
 * "When you cycle ~ or it's put into a graveyard from play" (Alara Reborn's Sojourners): one ability that triggers
 * on either event (410.1), once for each event. The second is the permanent's own zone change from play to a
 * graveyard, offered to it as it last existed in play (410.10c: a leaves-play ability looks back in time); "it"
 * is the card in the graveyard either way, and "you" the permanent's last controller.
 */
import type { RulesEvent, TriggerEventKinds, TriggerMatcher } from "../../runtime/family.js";

export type TriggerEvents = { kind: "cyclesSelf" } | { kind: "cyclesSelfOrPutIntoGraveyardFromPlay" };

const cycled: TriggerMatcher = (_trigger, event: RulesEvent, watcher) => (event.kind === "cycled" && event.newObject === watcher.id ? { player: event.player } : null);

export const matchers: { [K in TriggerEvents["kind"]]: TriggerMatcher<Extract<TriggerEvents, { kind: K }>> } = {
  cyclesSelf: cycled,
  cyclesSelfOrPutIntoGraveyardFromPlay: (trigger, event, watcher) => {
    if (event.kind === "cycled") return cycled(trigger, event, watcher);
    return event.kind === "zoneChange" && event.from === "play" && event.to === "graveyard" && event.object === watcher.id ? { object: event.newObject, lki: event.object } : null;
  },
};

/** The kinds of bus event each trigger kind can trigger on (runtime/events.ts offers it only those). */
export const events: TriggerEventKinds<TriggerEvents> = { cyclesSelf: ["cycled"], cyclesSelfOrPutIntoGraveyardFromPlay: ["cycled", "playZoneChange"] };

export default {};
