/**
 * Additional costs to play a spell (409.1b of 2007: announced as the spell is played; 409.1h: paid with its total
 * cost, in full, never in part; 419: no replacement applies to paying a cost): "As an additional cost to play ~,
 * sacrifice a creature / return a creature you control to its owner's hand / put a -1/-1 counter on a creature
 * you control / reveal an Elf card from your hand or pay {3}." (families/cost-additional).
 *
 * The cost is a static ability of the card (`StaticAbilityDefinition.additionalCost`); it is looked up once per
 * definition (a spell without one pays a map look-up as it is played, nothing per priority pass). `additionalCostError`
 * is asked with the spell's other optional costs before anything is paid (runtime/costs.ts `castCostError`), and
 * `payAdditionalCost` pays it after the mana, with the spell on the stack (`payCastCosts`): what to sacrifice,
 * return or reveal is the player's choice, a decision made while paying, as for activated abilities' costs.
 */
import type { AdditionalCostDefinition, CardDefinition, ManaCost, ObjectId, PlayerId } from "./definition.js";
import { log, type Engine } from "./engine.js";
import { ask } from "./decisions.js";
import { objectsIn } from "./effects.js";
import { staticContext } from "./effect-context.js";
import { canPayNow, payPlan, planPayment, type PaymentPlan } from "./mana.js";
import { moveObject, sacrifice, putCounters } from "./zones.js";

const additionalCosts = new WeakMap<CardDefinition, AdditionalCostDefinition | null>();

/** The card's additional cost to play it, if it has one (found once per definition). */
export function additionalCostOf(def: CardDefinition): AdditionalCostDefinition | null {
  let found = additionalCosts.get(def);
  if (found === undefined) {
    found = null;
    for (const ability of def.abilities) {
      if (ability.kind === "static" && ability.additionalCost !== undefined) {
        found = ability.additionalCost;
        break;
      }
    }
    additionalCosts.set(def, found);
  }
  return found;
}

/** The player's permanents (or, for a reveal, the cards of their hand) the cost may take; never the spell itself. */
function candidates(e: Engine, cost: AdditionalCostDefinition, spell: ObjectId, playerId: PlayerId): ObjectId[] {
  const filter = cost.objects(staticContext(e, spell, playerId));
  const found = objectsIn(e, filter, cost.kind === "revealOrPay" ? "hand" : "play", playerId);
  return found.filter((id) => id !== spell);
}

/** `cost` with `extra` added (the mana an additional cost asks for when it is paid in mana). */
function withExtraMana(cost: ManaCost, extra: ManaCost): ManaCost {
  const total: ManaCost = { ...cost };
  total.generic = cost.generic + extra.generic;
  total.W = cost.W + extra.W;
  total.U = cost.U + extra.U;
  total.B = cost.B + extra.B;
  total.R = cost.R + extra.R;
  total.G = cost.G + extra.G;
  if (extra.snow !== undefined) total.snow = (cost.snow ?? 0) + extra.snow; // 104.3h
  return total;
}

/**
 * Why the spell's additional cost can't be paid now, or null (also null for a card without one). `card`: the
 * card being played; `manaCost`: the mana cost it is played for, paid with the additional cost's mana, if any.
 */
export function additionalCostError(e: Engine, def: CardDefinition, card: ObjectId, playerId: PlayerId, manaCost: ManaCost | null, x: number): string | null {
  const cost = additionalCostOf(def);
  if (cost === null) return null;
  const have = candidates(e, cost, card, playerId).length;
  switch (cost.kind) {
    case "sacrifice":
    case "returnToHand":
      if (have >= cost.count) return null;
      return `409.1h: can't pay ${def.name}'s additional cost: ${playerId} controls ${have === 0 ? "no" : `only ${have}`} permanent(s) to ${cost.kind === "sacrifice" ? "sacrifice" : "return to its owner's hand"} that fit (${cost.count} needed)`;
    case "putCounter":
      return have > 0 ? null : `409.1h: can't pay ${def.name}'s additional cost: ${playerId} controls no permanent that fits to put a ${cost.counter} counter on`;
    case "revealOrPay":
      if (have > 0) return null;
      if (manaCost !== null && canPayNow(e, playerId, withExtraMana(manaCost, cost.mana), x, null)) return null;
      return `409.1h: can't pay ${def.name}'s additional cost: ${playerId} has no card in hand that fits to reveal, and can't pay the extra mana with the spell's mana cost`;
  }
}

/** Pays the spell's additional cost (`additionalCostError` found it payable), with the spell `spell` on the stack. */
export function payAdditionalCost(e: Engine, def: CardDefinition, spell: ObjectId, playerId: PlayerId): void {
  const cost = additionalCostOf(def);
  if (cost === null) return;
  const options = candidates(e, cost, spell, playerId);
  switch (cost.kind) {
    case "sacrifice": {
      const chosen =
        cost.all === true
          ? options
          : ask(e, { player: playerId, kind: "sacrifice", prompt: `sacrifice ${cost.count} permanent(s) to pay ${def.name}'s additional cost`, options, min: cost.count, max: cost.count });
      for (const id of chosen) {
        sacrifice(e, id as ObjectId, playerId);
      }
      // "the sacrificed creature's power" (Rite of Consumption): the spell (the top of the stack, made by this same
      // action, so no earlier state shares it) keeps what it sacrificed.
      const item = e.s.stack[e.s.stack.length - 1];
      if (chosen.length > 0 && item.id === spell) (item as { sacrificed?: readonly ObjectId[] }).sacrificed = chosen as ObjectId[];
      return;
    }
    case "returnToHand": {
      const chosen = ask(e, { player: playerId, kind: "returnToHand", prompt: `return ${cost.count} permanent(s) to their owners' hands to pay ${def.name}'s additional cost`, options, min: cost.count, max: cost.count });
      for (const id of chosen) {
        const moved = moveObject(e, id as ObjectId, "hand");
        log(e, { kind: "returnedForCost", player: playerId, object: id as ObjectId, newObject: moved });
      }
      return;
    }
    case "putCounter": {
      const [id] = ask(e, { player: playerId, kind: "putCounter", prompt: `put a ${cost.counter} counter on a permanent to pay ${def.name}'s additional cost`, options, min: 1, max: 1 });
      putCounters(e, id as ObjectId, cost.counter, 1, { entering: false, byEffect: false, controller: playerId });
      return;
    }
    case "revealOrPay": {
      const plan = planPayment(e, playerId, cost.mana, 0, null);
      if (options.length > 0) {
        // Revealing is a choice when the mana can be paid instead; otherwise the player must reveal.
        const [card] = ask(e, { player: playerId, kind: "revealFromHand", prompt: `reveal a card from your hand to pay ${def.name}'s additional cost${typeof plan === "string" ? "" : " (or nothing, to pay the mana)"}`, options, min: typeof plan === "string" ? 1 : 0, max: 1 });
        if (card !== undefined) {
          log(e, { kind: "reveal", player: playerId, from: "hand", cards: [card] });
          return;
        }
      }
      payPlan(e, playerId, plan as PaymentPlan);
      log(e, { kind: "additionalCostPaid", player: playerId, spell, mana: cost.mana });
      return;
    }
  }
}
