/**
 * What a sentence family's runtime part (families/<name>/runtime.ts) imports: the engine's core operations
 * (objects, players, zones, the event log, replacement, decisions, continuous effects, randomness) and the
 * types of the game. A family's runtime part is an object of primitives, methods of the `EffectContext` compiled
 * card code calls (`ctx.dealDamage(…)`), each written with `this: EffectRun`.
 */
import type { Engine } from "./engine.js";
import type { Chosen, Color, ObjectId, PlayerId } from "./definition.js";
import type { DividedShare } from "./state.js";

/** What a primitive runs in: the engine of the action, the ability's source and controller, and X. */
export interface EffectRun {
  readonly e: Engine;
  readonly self: ObjectId;
  readonly controller: PlayerId;
  readonly x: number;
  /** The modes chosen as a modal spell was played (2007 409.1b; runtime/modes.ts), in printed order. */
  readonly modes?: readonly number[];
  /** 409.1d: the division of divided damage chosen as the spell or ability was played. */
  readonly divided?: readonly DividedShare[];
  /** The colours of mana spent to play the resolving spell (StackItem `manaSpent`; absent: none, or not a spell). */
  readonly spentMana?: readonly Color[];
  /** Whose definition holds the running code when it is not `self`'s (a granted ability's granting card). */
  readonly codeOwner?: { readonly card: string; readonly token: { readonly creator: string } | null };
  /** The chosen targets of target group `index` that are still legal (413.2a). */
  targets(index: number): Chosen[];
  /**
   * 217.1c: a chosen target this resolution moved to another zone became `to`; the ability's later effects (and
   * its delayed ones) find it there: "Remove target creature from the game. Return that card to play …".
   */
  followMoved?(from: ObjectId, to: ObjectId): void;
  /**
   * The objects a primitive just put into play without a name a later sentence could use (tokens made, a card put
   * into play from a hand): "it", "that creature", "those tokens" there are these (`EffectContext.made`).
   */
  noteMade?(ids: readonly ObjectId[]): void;
}

export type { Engine } from "./engine.js";
export type { CardType, Chosen, Duration, Keyword, ManaCost, ObjectFilter, ObjectId, PlayerId, TokenDefinition } from "./definition.js";
export type { Color, CombatRestriction, EnteringChoices } from "./definition.js";
export type { DividedShare, ObjectState } from "./state.js";
export type { ContinuousEffect } from "./state.js";
export { contains, definitionOf, log, obj, player, writable } from "./engine.js";
export { setTapped } from "./tapping.js";
export { attach } from "./attachments.js";
export { walkLogBack } from "./this-way.js";
export { controllerOf, createAsCopy, endEffectsOnControlLoss, view } from "./continuous.js";
export { ask } from "./decisions.js";
export { mayBeReplaced, replaceEvent } from "./replacement.js";
export { nextRandom, shuffled } from "./rng.js";
export { MANA_COLORS } from "./state.js";
export { lifeAfterGain, lifeAfterLoss } from "./life.js";
export { createObject, enterPlay, moveObject, moveTopOfLibrary, putCounters, sacrifice } from "./zones.js";
export { removeCounters } from "./zones.js";
export { addEffect, dealDamage, destroy, drawCards, objectsIn, permanentsIn, removeFromCombat } from "./effects.js";
export { addPreventionShield, addRegenerationShield, addRemoveInsteadShield, damageDealtThisResolution, forbidRegeneration } from "./shields.js";
export { damageDealtThisWay, destroyedThisWay } from "./this-way.js";
// The event bus (runtime/events.ts): what a trigger family's matcher reads.
export type { RulesEvent, TriggerBinding, TriggerEventKinds, TriggerMatcher, Watcher } from "./events.js";
export { matchesFilter } from "./continuous.js";
export { matchesComposedParts } from "./filters.js";
export { isCreatureSubtype, isEveryCreatureType } from "./filters.js";
export { lookedAtCard, recordLookedAt } from "./looked-at.js";
export { opponentsOf, isPlayerId } from "./engine.js";
export { rememberTokenDefinition } from "./engine.js";
export { publish } from "./events.js";
export { addToManaPool, formatCost, payPlan, planPayment } from "./mana.js";
export { clashWithAnOpponent } from "./clash.js";
export { putIntoPlayAttacking } from "./combat.js";
export { changeSpellTargets } from "./copies.js";
export { creaturesAttackedWithThisTurn, damageDealtToPlayerThisTurn, dealtDamageThisTurn, lifeLostThisTurn, putIntoGraveyardFromPlayThisTurn, spellsPlayedBy, spellThatBecame } from "./turn-record.js";
export { playWithoutPayingManaCost } from "./play-free.js";
export { discardedCardGoes } from "./madness.js";
export { playerHasRule } from "./player-rules.js";
export { cantBeCountered } from "./uncounterable.js";
