/**
 * Madness (Time Spiral; 2007 rules 502.24). "Madness [cost]" is two abilities:
 * - a static ability that works while the card is in its owner's hand: "If a player would discard this card, that
 *   player discards it, but may remove it from the game instead of putting it into his or her graveyard" — every
 *   discard of the engine moves the card through `discardedCardGoes` (effects, costs, the cleanup step's discard);
 *   the card is still discarded ("whenever a player discards a card" sees it);
 * - "When this card is removed from the game this way, its owner may play it by paying [cost] rather than paying its
 *   mana cost. If that player doesn't, he or she puts this card into his or her graveyard." — a triggered ability
 *   of the card out of play, pending by reference (`{ keyword: "MadnessPlay" }`, delayed.ts `KEYWORD_DELAYED`, as
 *   suspend's are). As it resolves, the card is played then and there (502.24b: an alternative cost, 409.1b and
 *   409.1f-h; the timing of its type does not apply, as for any spell played while an ability resolves): its
 *   targets are chosen, then the madness cost is paid.
 */
import type { Chosen, ObjectId, PlayerId } from "./definition.js";
import { addPendingTrigger, definitionOf, log, obj, writable, type Engine } from "./engine.js";
import { ask } from "./decisions.js";
import { formatCost, payPlan, planPayment } from "./mana.js";
import { moveObject } from "./zones.js";
import { spellTargetSpecs } from "./attachments.js";
import { distinctOptions, targetOptions } from "./stack.js";
import { publish } from "./events.js";
import { splitSecondError } from "./split-second.js";
import type { StackItem } from "./state.js";

/**
 * Where a card discarded from its owner's hand goes: the graveyard, or, for a card with madness whose owner chooses
 * so, the removed-from-the-game zone, its madness trigger then pending. Gives the object it became.
 */
export function discardedCardGoes(e: Engine, id: ObjectId): ObjectId {
  const o = obj(e, id);
  const madness = o === undefined || o.zone !== "hand" ? undefined : definitionOf(e, o).madness;
  if (o === undefined || madness === undefined) return moveObject(e, id, "graveyard");
  const name = definitionOf(e, o).name;
  const [answer] = ask(e, { player: o.owner, kind: "may", prompt: `${name}: madness — remove it from the game instead of putting it into your graveyard?`, options: ["yes", "no"], min: 1, max: 1 });
  if (answer !== "yes") return moveObject(e, id, "graveyard");
  const removed = moveObject(e, id, "removed");
  log(e, { kind: "replaced", object: id, rule: "502.24a", reason: "madness: discarded, removed from the game instead of put into the graveyard" });
  addPendingTrigger(e, { source: removed, card: o.card, ability: -1, controller: o.owner, event: { object: removed }, delayed: { ref: { keyword: "MadnessPlay" }, targets: [], x: 0 } });
  return removed;
}

/**
 * "… its owner may play it by paying [cost] rather than paying its mana cost. If that player doesn't, he or she puts
 * this card into his or her graveyard." (`player`: its owner, the trigger's controller)
 */
export function resolveMadnessPlay(e: Engine, id: ObjectId, player: PlayerId): void {
  const o = obj(e, id);
  if (o === undefined || !o.alive || o.zone !== "removed") return; // it left the zone: the ability finds nothing
  const def = definitionOf(e, o);
  const cost = def.madness;
  if (cost !== undefined && playForMadnessCost(e, player, id)) return;
  log(e, { kind: "madnessDeclined", player, object: id, card: def.name, ...(cost !== undefined ? { cost: formatCost(cost, 0) } : {}) });
  moveObject(e, id, "graveyard");
}

/** The owner's choice to play it for its madness cost, if he or she can: targets chosen, then the cost paid (409.1). */
function playForMadnessCost(e: Engine, p: PlayerId, card: ObjectId): boolean {
  const o = obj(e, card)!;
  const def = definitionOf(e, o);
  if (splitSecondError(e, "spells") !== null) return false; // 502.58a (runtime/split-second.ts): it goes to the graveyard
  const plan = planPayment(e, p, def.madness!, 0, null);
  if (typeof plan === "string") return false;
  const specs = spellTargetSpecs(def);
  const options = specs.map((spec) => targetOptions(e, spec, card, p));
  if (specs.some((spec, i) => options[i].length < spec.min)) return false; // 409.1c: it can't be played without its targets
  const [answer] = ask(e, { player: p, kind: "may", prompt: `${def.name}: play it for its madness cost ${formatCost(def.madness!, 0)}?`, options: ["yes", "no"], min: 1, max: 1 });
  if (answer !== "yes") return false;
  const targets: Chosen[][] = [];
  for (const spec of specs) {
    const choices = distinctOptions(spec, targetOptions(e, spec, card, p), targets);
    targets.push(ask(e, { player: p, kind: "targets", prompt: `choose target(s) for ${def.name}`, options: choices, min: spec.min, max: spec.max }) as Chosen[]);
  }
  const onStack = moveObject(e, card, "stack");
  const item: StackItem = { id: onStack, kind: "spell", source: onStack, card: o.card, ability: -1, controller: p, x: 0, targets, description: def.name, damage: null };
  e.s.stack.push(item);
  writable(e, obj(e, onStack)!).controller = p;
  payPlan(e, p, plan);
  log(e, { kind: "cast", player: p, card: def.name, object: onStack, x: 0, targets, madness: formatCost(def.madness!, 0) });
  publish(e, { kind: "spellPlayed", player: p, spell: onStack });
  return true;
}
