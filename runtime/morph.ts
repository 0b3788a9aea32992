/**
 * Morph (Onslaught; Time Spiral block; 2007 rules 502.26) and face-down spells and permanents (504).
 *
 * - 502.26a: "Morph [cost]" means "You may play this card as a 2/2 face-down creature, with no text, no name, no
 *   subtypes, no expansion symbol, and no mana cost by paying {3} rather than paying its mana cost." — the `cast`
 *   action with `faceDown: true` (`faceDownCastError`, `castFaceDown`). 502.26c: a card without morph can't be
 *   played face down.
 * - 504.2: the card is turned face down before it is put onto the stack: the spell, and the permanent it resolves
 *   into, have only the face-down characteristics (engine.ts `FACE_DOWN_DEFINITION`, looked up for any record with
 *   `ObjectState.faceDown`): so the spell is a creature spell (sorcery timing, no targets) whose total cost is {3},
 *   and nothing of the card works while it is face down (its "comes into play" abilities included, 504.2). They
 *   are also its copiable values (continuous.ts `copiableValues`).
 * - 504.3: its controller may look at it: the record keeps its card (`card`), which `faceDownIdentity` gives the
 *   controller (the player's view, api.ts), no one else.
 * - 502.26d: any time its controller has priority, they may turn a face-down permanent they control with a morph
 *   cost face up, by paying that cost: a special action that doesn't use the stack (the `turnFaceUp` action,
 *   `turnFaceUpError`, `turnFaceUp`). It is the same permanent (no zone change): "comes into play" abilities don't
 *   trigger; "When ~ is turned face up" abilities do (families/trigger-object, the bus event `turnedFaceUp`).
 * - 504.4/504.5: a face-down permanent that leaves play, or a face-down spell that leaves the stack for another zone
 *   than play, is revealed: zones.ts `newObjectFrom` logs it, and the new object is the face-up card.
 */
import type { ActivatedAbilityDefinition, CardDefinition, ManaCost, ObjectId, PlayerId } from "./definition.js";
import type { Action } from "./api.js";
import { definitionOf, definitionOfCard, forgetDefinitionEntry, liveObj, log, obj, writable, type Engine } from "./engine.js";
import { controllerOf } from "./continuous.js";
import { planPayment, payPlan, type PaymentPlan } from "./mana.js";
import { costError, payCosts } from "./costs.js";
import { moveObject, startStaticEffects } from "./zones.js";
import { sorceryTimingOk } from "./stack.js";
import { publish } from "./events.js";
import type { ObjectState, StackItem } from "./state.js";

type CastAction = Extract<Action, { kind: "cast" }>;
type TurnFaceUpAction = Extract<Action, { kind: "turnFaceUp" }>;

/** 502.26a: the cost of playing a card face down, {3} rather than its mana cost. */
const FACE_DOWN_COST: ManaCost = { generic: 3, W: 0, U: 0, B: 0, R: 0, G: 0, x: 0 };

/** What `faceDownCastError` prepares for `castFaceDown`: the payment of {3}. */
export interface PreparedFaceDown {
  plan: PaymentPlan;
  x: number;
}

/**
 * The card's own definition, whatever its face: a face-down object's card (504.3: what its controller may look at;
 * its morph cost, 502.26d).
 */
export function cardDefinition(e: Engine, o: ObjectState): CardDefinition {
  return o.faceDown === true ? definitionOfCard(e, { card: o.card, token: o.token }) : definitionOf(e, o);
}

/**
 * Why the card can't be played face down now (502.26a, 504.2), or the payment of {3}. The face-down spell is a
 * creature spell with no abilities: it is played as a sorcery, has no targets, modes, X or optional costs.
 *
 * Not applied (a known gap, said here rather than guessed): cost increases and reductions (409.1f) and prohibitions
 * on playing spells ("You can't play creature spells.") look at a card's characteristics in the hand, where it is
 * still face up; 504.2 applies them to the face-down spell's. A face-down spell is played for {3} whatever they say.
 */
export function faceDownCastError(e: Engine, action: CastAction): string | PreparedFaceDown {
  const o = liveObj(e, action.card);
  if (o === undefined || o.zone !== "hand" || o.owner !== action.player) return `409.1a: ${String(action.card)} is not a card in ${action.player}'s hand`;
  const def = definitionOf(e, o);
  if (def.morph === undefined) return `502.26c: ${def.name} doesn't have morph, so it can't be played face down`;
  if (action.alternativeCost !== undefined || action.kicker === true || action.conspire === true) {
    return `502.26a: a card played face down is played for {3} rather than its mana cost, with no other optional cost: leave out "${action.alternativeCost ?? (action.kicker === true ? "kicker" : "conspire")}"`;
  }
  if ((action.x ?? 0) !== 0 || action.modes !== undefined || (action.targets !== undefined && action.targets.some((group) => group.length > 0))) {
    return "504.2: a face-down spell is a 2/2 creature spell with no text: it has no X, modes or targets (leave them out)";
  }
  // 504.2: the face-down spell's characteristics decide when it may be played: a creature without flash.
  if (!sorceryTimingOk(e, action.player)) return "504.2: a face-down creature spell can be played only during a main phase of your turn when the stack is empty";
  const plan = planPayment(e, action.player, FACE_DOWN_COST, 0, null);
  if (typeof plan === "string") return plan;
  return { plan, x: 0 };
}

/**
 * Plays the card face down (502.26a, 504.2): turned face down as it is put onto the stack, {3} paid. The log says
 * only that a face-down spell was played (`card` is the omniscient log's; players see `faceDown`).
 */
export function castFaceDown(e: Engine, action: CastAction, prepared: PreparedFaceDown): void {
  const o = obj(e, action.card)!;
  const card = o.card;
  const onStack = moveObject(e, o.id, "stack");
  const spell = writable(e, obj(e, onStack)!);
  spell.faceDown = true;
  spell.controller = action.player;
  forgetDefinitionEntry(e, spell.slot); // it inherited its card's entry from the hand (zones.ts newObjectFrom)
  const item: StackItem = { id: onStack, kind: "spell", source: onStack, card, ability: -1, controller: action.player, x: 0, targets: [], description: "a face-down creature spell", damage: null };
  e.s.stack.push(item);
  payPlan(e, action.player, prepared.plan);
  log(e, { kind: "cast", player: action.player, card: "", object: onStack, x: 0, targets: [], faceDown: true, rule: "502.26a" });
  publish(e, { kind: "spellPlayed", player: action.player, spell: onStack });
}

/** The morph cost as an activated ability's cost, for the cost checks and payments of runtime/costs.ts. */
function morphCostAbility(def: CardDefinition): ActivatedAbilityDefinition {
  return { kind: "activated", text: def.morph!.text, cost: def.morph!.cost, targets: [], resolve: noEffect };
}

function noEffect(): void {}

/** Why the player can't turn the permanent face up now (502.26d), or the payment of its morph cost's mana. */
export function turnFaceUpError(e: Engine, action: TurnFaceUpAction): string | { plan: PaymentPlan | null } {
  const o = liveObj(e, action.permanent);
  if (o === undefined || o.zone !== "play" || o.faceDown !== true) return `502.26d: ${String(action.permanent)} is not a face-down permanent in play`;
  if (controllerOf(e, o) !== action.player) return `502.26d: only the controller of ${action.permanent} may turn it face up`;
  const def = cardDefinition(e, o);
  if (def.morph === undefined) return `502.26d: ${action.permanent} has no morph cost, so it can't be turned face up`;
  const ability = morphCostAbility(def);
  const parts = costError(e, o, ability, -1, action.player, def.name);
  if (parts !== null) return parts;
  const mana = def.morph.cost.mana;
  if (mana === undefined) return { plan: null };
  const plan = planPayment(e, action.player, mana, 0, null);
  if (typeof plan === "string") return `502.26d: can't pay ${def.name}'s morph cost: ${plan}`;
  return { plan };
}

/**
 * The special action (502.26d): the morph cost shown and paid, then the permanent turned face up. It is the same
 * permanent: its definition becomes its card's (the entry cached for its slot forgotten), its static abilities
 * begin to apply, and the play list is replaced (same permanents) so that the caches kept per play list (the play
 * index, the permanents with triggered abilities) are worked out again with its abilities. "When ~ is turned face
 * up" triggers (the bus event `turnedFaceUp`).
 */
export function turnFaceUp(e: Engine, action: TurnFaceUpAction, prepared: { plan: PaymentPlan | null }): void {
  const o = obj(e, action.permanent)!;
  const def = cardDefinition(e, o);
  log(e, { kind: "morphCost", player: action.player, object: o.id, card: def.name, cost: def.morph!.text });
  if (prepared.plan !== null) payPlan(e, action.player, prepared.plan);
  payCosts(e, o, morphCostAbility(def), -1, action.player);
  const up = writable(e, obj(e, o.id)!);
  up.faceDown = undefined;
  forgetDefinitionEntry(e, up.slot);
  e.s.play = e.s.play.slice(); // replaced, never changed in place (state.ts GameState.play): its caches are redone
  startStaticEffects(e, up);
  log(e, { kind: "turnedFaceUp", player: action.player, object: o.id, card: def.name, rule: "502.26d" });
  publish(e, { kind: "turnedFaceUp", object: o.id, player: action.player });
}

/**
 * 504.3: what a face-down spell or permanent is, for the player who may look at it (its controller); null for a
 * face-up object, or for anyone else.
 */
export function faceDownIdentity(e: Engine, id: ObjectId, viewer: PlayerId): string | null {
  const o = obj(e, id);
  if (o === undefined || o.faceDown !== true) return null;
  return controllerOf(e, o) === viewer ? o.card : null;
}
