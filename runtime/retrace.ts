/**
 * Retrace (Eventide, under the rules of its release in 2008): a static ability that works while the card is in its
 * owner's graveyard: "You may play this card from your graveyard by discarding a land card in addition to paying
 * its other costs." The card is played as a spell by the ordinary `cast` action naming the card in the
 * graveyard; the discard is an additional cost (409.1b/409.1h: announced with the spell, paid with its total cost,
 * in full or not at all), and the land discarded is the player's choice (a "discard" decision). Nothing else
 * changes: it resolves and, an instant or sorcery, goes to its owner's graveyard again (where retrace works again).
 */
import type { CardDefinition, ObjectFilter, ObjectId, PlayerId } from "./definition.js";
import { log, type Engine } from "./engine.js";
import { ask } from "./decisions.js";
import type { ObjectState } from "./state.js";
import { objectsIn } from "./effects.js";
import { moveObject } from "./zones.js";
import { discardedCardGoes } from "./madness.js";

/** Whether the card is played from its owner's graveyard by retrace (it is there, theirs, and has retrace). */
export function playedByRetrace(o: ObjectState, def: CardDefinition, playerId: PlayerId): boolean {
  return o.zone === "graveyard" && o.owner === playerId && def.keywords.includes("Retrace");
}

const LAND_CARD = { types: ["Land"], zone: "hand" } as unknown as ObjectFilter;

/** The land cards in the player's hand: what the retrace cost may discard. */
function landCardsInHand(e: Engine, playerId: PlayerId): ObjectId[] {
  return objectsIn(e, LAND_CARD, "hand", playerId);
}

/** Why the retrace cost can't be paid (no land card in hand), or null. */
export function retraceCostError(e: Engine, def: CardDefinition, playerId: PlayerId): string | null {
  return landCardsInHand(e, playerId).length > 0 ? null : `409.1h: can't pay ${def.name}'s retrace cost: ${playerId} has no land card in hand to discard`;
}

/** Pays the retrace cost (retraceCostError found it payable): the player discards a land card of their choice. */
export function payRetraceCost(e: Engine, def: CardDefinition, playerId: PlayerId): void {
  const options = landCardsInHand(e, playerId);
  const [chosen] = ask(e, { player: playerId, kind: "discard", prompt: `discard a land card to play ${def.name} by retrace`, options, min: 1, max: 1 }) as ObjectId[];
  const moved = discardedCardGoes(e, chosen);
  log(e, { kind: "discard", player: playerId, object: chosen, newObject: moved });
}
