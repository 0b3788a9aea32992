/**
 * The triggers on what a player does, as compiled definitions carry them (runtime/definition.ts `TriggerEvent`),
 * and what each means on the event bus (runtime/events.ts). `who` is relative to the ability's controller.
 * Each binds the player ("that player") and, for life gained, the amount ("that much").
 */
import { contains, matchesComposedParts, matchesFilter, obj, opponentsOf, view, type ObjectFilter, type PlayerId, type RulesEvent, type TriggerEventKinds, type TriggerMatcher, type Watcher } from "../../runtime/family.js";

export type TriggerPlayer = "you" | "player" | "opponent";

export type TriggerEvents =
  /** "Whenever you gain life" */
  | { kind: "gainsLife"; who: TriggerPlayer }
  /** "Whenever a player plays a spell", "Whenever an opponent plays a creature spell" */
  | {
      kind: "playsSpell";
      who: TriggerPlayer;
      /** What the spell is: the parts of an object filter the text says (the syntax's SPELL_PARTS), matched as any filter is. */
      spell?: CharacteristicFilter;
      /** "… during your turn" / "… during an opponent's turn" (relative to the ability's controller) */
      during?: "your" | "opponent";
    }
  /** "Whenever a player draws a card": once per card drawn (binds the player) */
  | { kind: "drawsCard"; who: TriggerPlayer }
  /** "Whenever an opponent discards a card": once per card discarded (binds the player) */
  | { kind: "discardsCard"; who: TriggerPlayer }
  /** "Whenever you clash [and win]" (701.20): once per clash of the player, after it; binds the player and whether he or she won */
  | { kind: "clashes"; who: TriggerPlayer; won?: boolean }
  /**
   * "Whenever a player taps a land for mana" (406: a mana ability with {T} in its cost played): binds the player and
   * the permanent; the permanent by types and composed parts (runtime/filters.ts)
   */
  | {
      kind: "tapsForMana";
      who: TriggerPlayer;
      tapped: { types?: ObjectFilter["types"]; excludedTypes?: ObjectFilter["excludedTypes"]; subtypes?: ObjectFilter["subtypes"]; supertypes?: ObjectFilter["supertypes"]; colors?: ObjectFilter["colors"] };
    }
  /**
   * "Whenever a player sacrifices a creature" (2007 glossary, "Sacrifice"): once per permanent sacrificed, for any
   * reason (runtime/zones.ts \`sacrifice\`); the permanent is matched by its characteristics as it last existed in
   * play (410.10c); binds the player who sacrificed it and the card it became ("it"), with the permanent's last
   * known information (\`lki\`).
   */
  | { kind: "sacrifices"; who: TriggerPlayer; sacrificed: CharacteristicFilter };

/** What a sacrificed permanent or a spell played must be: the characteristic parts of an object filter (no player, zone or object). */
type CharacteristicFilter = Omit<ObjectFilter, "zone" | "controller" | "controllerNot" | "exclude" | "compare"> & { compare?: { stat: "power" | "toughness" | "manaValue"; atMost?: number; atLeast?: number }[] };

function isWho(watcher: Watcher, who: TriggerPlayer, p: PlayerId): boolean {
  if (who === "you") return p === watcher.controller;
  if (who === "opponent") return contains(opponentsOf(watcher.e, watcher.controller), p);
  return true;
}

type Matchers = { [K in TriggerEvents["kind"]]: TriggerMatcher<Extract<TriggerEvents, { kind: K }>> };

export const matchers: Matchers = {
  gainsLife: (trigger, event: RulesEvent, watcher) =>
    event.kind === "lifeGained" && isWho(watcher, trigger.who, event.player) ? { player: event.player, amount: event.amount } : null,
  playsSpell: (trigger, event, watcher) => {
    if (event.kind !== "spellPlayed" || !isWho(watcher, trigger.who, event.player)) return null;
    if (trigger.during !== undefined) {
      const yourTurn = watcher.e.s.players[watcher.e.s.active].id === watcher.controller;
      if (yourTurn !== (trigger.during === "your")) return null; // an opponent's turn: any turn not yours (2 players or more)
    }
    if (trigger.spell !== undefined) {
      const spell = obj(watcher.e, event.spell);
      const filter: ObjectFilter = { ...trigger.spell, zone: "stack" };
      const seen = spell === undefined ? undefined : view(watcher.e, spell);
      if (seen === undefined || !matchesFilter(seen, filter, "stack") || !matchesComposedParts(watcher.e, seen, filter, "stack")) return null;
    }
    return { player: event.player, object: event.spell };
  },
  drawsCard: (trigger, event, watcher) => (event.kind === "draw" && isWho(watcher, trigger.who, event.player) ? { player: event.player } : null),
  discardsCard: (trigger, event, watcher) => (event.kind === "discard" && isWho(watcher, trigger.who, event.player) ? { player: event.player } : null),
  tapsForMana: (trigger, event, watcher) => {
    if (event.kind !== "tappedForMana" || !isWho(watcher, trigger.who, event.player)) return null;
    const o = obj(watcher.e, event.object);
    const seen = o === undefined ? undefined : view(watcher.e, o);
    const filter: ObjectFilter = trigger.tapped;
    if (seen === undefined || !matchesFilter(seen, filter, "play") || !matchesComposedParts(watcher.e, seen, filter, "play")) return null;
    return { player: event.player, object: event.object };
  },
  sacrifices: (trigger, event, watcher) => {
    if (event.kind !== "sacrificed" || !isWho(watcher, trigger.who, event.player)) return null;
    const o = obj(watcher.e, event.object);
    const seen = o === undefined ? undefined : view(watcher.e, o); // a dead record: its last known information in play
    const filter: ObjectFilter = trigger.sacrificed;
    if (seen === undefined || !matchesFilter(seen, filter, "play") || !matchesComposedParts(watcher.e, seen, filter, "play")) return null;
    return { player: event.player, object: event.newObject, lki: event.object };
  },
  clashes: (trigger, event, watcher) =>
    event.kind === "clash" && isWho(watcher, trigger.who, event.player) && (trigger.won !== true || event.won) ? { player: event.player, won: event.won } : null,
};

export default {};

/** The bus events each trigger kind can trigger on (runtime/events.ts offers a permanent only those). */
export const events: TriggerEventKinds<TriggerEvents> = { gainsLife: ["lifeGained"], playsSpell: ["spellPlayed"], drawsCard: ["draw"], discardsCard: ["discard"], clashes: ["clash"], tapsForMana: ["tappedForMana"], sacrifices: ["sacrificed"] };
