/**
 * The cycling trigger as compiled definitions carry it (runtime/definition.ts `TriggerEvent`), and what it means on
 * the event bus (runtime/events.ts): the `cycled` event, offered to the card that was cycled (where cycling put
 * it), matches its own "When you cycle ~" ability; "you" is that card's owner, who cycled it.
 */
import type { RulesEvent, TriggerEventKinds, TriggerMatcher } from "../../runtime/family.js";

export type TriggerEvents = { kind: "cyclesSelf" };

export const matchers: { [K in TriggerEvents["kind"]]: TriggerMatcher<Extract<TriggerEvents, { kind: K }>> } = {
  cyclesSelf: (_trigger, event: RulesEvent, watcher) => (event.kind === "cycled" && event.newObject === watcher.id ? { player: event.player } : null),
};

/** The kinds of bus event each trigger kind can trigger on (runtime/events.ts offers it only those). */
export const events: TriggerEventKinds<TriggerEvents> = { cyclesSelf: ["cycled"] };

export default {};
