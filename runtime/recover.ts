/**
 * Recover (Coldsnap; 2007 rules 502.55). 502.55a: recover is a triggered ability that functions only while the card
 * with recover is in a player's graveyard. "Recover [cost]" means "When a creature is put into your graveyard from
 * play, you may pay [cost]. If you do, return this card from your graveyard to your hand. Otherwise, remove this
 * card from the game."
 *
 * - Triggering: as the bus hears a permanent put into a graveyard from play (events.ts, only when some card of the
 *   registry has recover), if it was a creature as it last existed in play (413.2a), each card with recover in that
 *   graveyard triggers; the card's owner controls the ability (a card out of play). The creature's own card, just
 *   put there, was not in the graveyard when it happened and does not trigger (Garza's Assassin's recover doesn't
 *   see its own death). Several creatures at once: one trigger each.
 * - Resolving: named by reference (delayed.ts `KEYWORD_DELAYED`, as madness's and suspend's are). If the card is no
 *   longer in its graveyard (another recover trigger of it resolved first, or it was moved), it does nothing. Else
 *   its owner may pay the cost (asked only when it can be paid now: a "may" decision); paid, the card returns to
 *   its owner's hand; otherwise it is removed from the game.
 */
import type { ObjectId, PlayerId } from "./definition.js";
import { addPendingTrigger, definitionOf, log, obj, player, type Engine } from "./engine.js";
import { ask } from "./decisions.js";
import { formatCost, payPlan, planPayment } from "./mana.js";
import { moveObject } from "./zones.js";

/** Per card registry: whether some card of it has recover (else the bus never asks). */
const registriesWithRecover = new WeakMap<object, boolean>();

/** Whether some card of the game's registry has recover: only then does a creature's death look at graveyards. */
export function registryRecovers(e: Engine): boolean {
  let known = registriesWithRecover.get(e.cards);
  if (known === undefined) {
    known = false;
    for (const def of e.cards.all()) {
      if (def.recover !== undefined) {
        known = true;
        break;
      }
    }
    registriesWithRecover.set(e.cards, known);
  }
  return known;
}

/**
 * 502.55a: a permanent (`object`, its last known information) was put into a graveyard from play, where it is now
 * `newObject`: if it was a creature, each other card with recover in that graveyard triggers.
 */
export function recoverTriggers(e: Engine, event: { object: ObjectId; newObject: ObjectId }): void {
  const left = obj(e, event.object);
  const types = left?.last?.types;
  if (types === undefined || !types.includes("Creature")) return;
  const card = obj(e, event.newObject);
  if (card === undefined) return;
  const graveyard = player(e, card.owner).graveyard;
  for (let i = 0; i < graveyard.length; i++) {
    const id = graveyard[i];
    if (id === event.newObject) continue;
    const o = obj(e, id);
    if (o === undefined || !o.alive || definitionOf(e, o).recover === undefined) continue;
    addPendingTrigger(e, { source: id, card: o.card, ability: -1, controller: o.owner, event: { object: event.newObject }, delayed: { ref: { keyword: "Recover" }, targets: [], x: 0 } });
  }
}

/** Recover's ability resolving (`id`: the card in the graveyard, `controller`: its owner): paid, to hand; else removed. */
export function resolveRecover(e: Engine, id: ObjectId, controller: PlayerId): void {
  const o = obj(e, id);
  if (o === undefined || !o.alive || o.zone !== "graveyard") return; // it left the graveyard: the ability finds nothing
  const def = definitionOf(e, o);
  const cost = def.recover;
  if (cost === undefined) return;
  const plan = planPayment(e, controller, cost, 0, null);
  if (typeof plan !== "string") {
    const [answer] = ask(e, { player: controller, kind: "may", prompt: `${def.name}: pay its recover cost ${formatCost(cost, 0)} to return it to your hand (or remove it from the game)?`, options: ["yes", "no"], min: 1, max: 1 });
    if (answer === "yes") {
      payPlan(e, controller, plan);
      log(e, { kind: "paidOptionalCost", player: controller, card: def.name, cost: formatCost(cost, 0) });
      moveObject(e, id, "hand");
      return;
    }
  }
  log(e, { kind: "recoverDeclined", player: controller, object: id, card: def.name, cost: formatCost(cost, 0), reason: typeof plan === "string" ? plan : "not paid" });
  moveObject(e, id, "removed");
}
