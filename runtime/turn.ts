/**
 * Turn structure and priority (2007 rules 300–314, 408–409).
 *
 * Steps: beginning phase (untap, upkeep, draw), precombat main, combat (beginning of combat, declare
 * attackers, declare blockers, combat damage, end of combat), postcombat main, end phase (end of turn,
 * cleanup). No player receives priority in the untap step; in cleanup only if state-based effects or
 * triggers happened (then another cleanup step follows, 314.3). The player who goes first skips the draw of
 * turn 1. 300.3: when a phase ends, unused mana empties from each pool and its player loses 1 life per mana
 * (mana burn, removed only in 2009). 314.2: in cleanup, the active player discards down to seven cards,
 * damage wears off and "until end of turn" effects end. If no creature attacks, the declare blockers and
 * combat damage steps are skipped. 300.7: extra turns (families/extra-turn) are taken directly after the turn
 * that created them, the most recently created first; then the normal turn order resumes.
 *
 * Priority (408/409): the active player receives priority at the start of each step and after a spell or
 * ability resolves; a player who plays a spell or ability or a land keeps priority. When all players pass in
 * succession, the top of the stack resolves, or, with an empty stack, the step ends. Before a player receives
 * priority, state-based effects are checked to a fixed point and then triggered abilities go on the stack.
 */
import { setTapped } from "./tapping.js";
import type { Step } from "./api.js";
import { ask } from "./decisions.js";
import { activePlayerId, definitionEntry, log, player, playerIndex, playIndex, registryPaysUpkeeps, registryVanishes, setSlot, writable, type Engine } from "./engine.js";
import { controllerOf, endEffects, hasRestriction, restrictionsExist, view } from "./continuous.js";
import { drawCards } from "./effects.js";
import { assignCombatDamage, beginDeclareAttackers, beginDeclareBlockers } from "./combat.js";
import { checkStateBasedEffects } from "./sba.js";
import { putTriggersOnStack, resolveTop } from "./stack.js";
import { moveObject } from "./zones.js";
import { endShields } from "./shields.js";
import { permanentFits, playerHasRule, untapLimits, untapsDuringOthersStep, untapsInOthersStep } from "./player-rules.js";
import { heard, publish } from "./events.js";
import { delayedTriggersAt } from "./delayed.js";
import { suspendUpkeepTriggers } from "./suspend.js";
import { vanishingUpkeepTriggers } from "./vanishing.js";
import { fadingUpkeepTriggers } from "./fading.js";
import { upkeepCostTriggers } from "./upkeep-costs.js";
import type { ExtraTurnState, ObjectState } from "./state.js";
import type { ObjectFilter, ObjectId, PlayerId } from "./definition.js";
import { lifeAfterLoss } from "./life.js";
import { discardedCardGoes } from "./madness.js";

export const STEPS: readonly Step[] = [
  "untap",
  "upkeep",
  "draw",
  "main1",
  "beginningOfCombat",
  "declareAttackers",
  "declareBlockers",
  "combatDamage",
  "endOfCombat",
  "main2",
  "endOfTurn",
  "cleanup",
];

/**
 * The step after `step` in STEPS (cleanup: untap, of the next turn). A switch rather than a search of STEPS:
 * this runs at every step change.
 */
function stepAfter(step: Step): Step {
  switch (step) {
    case "untap":
      return "upkeep";
    case "upkeep":
      return "draw";
    case "draw":
      return "main1";
    case "main1":
      return "beginningOfCombat";
    case "beginningOfCombat":
      return "declareAttackers";
    case "declareAttackers":
      return "declareBlockers";
    case "declareBlockers":
      return "combatDamage";
    case "combatDamage":
      return "endOfCombat";
    case "endOfCombat":
      return "main2";
    case "main2":
      return "endOfTurn";
    case "endOfTurn":
      return "cleanup";
    case "cleanup":
      return "untap";
  }
}

/** Whether the step is the last of its phase (then mana empties, with mana burn: 300.3). */
function endsPhase(step: Step): boolean {
  return step === "draw" || step === "main1" || step === "endOfCombat" || step === "main2" || step === "cleanup";
}

/** State-based effects, then triggers, until neither happens. Returns whether anything happened. */
export function checkStateAndTriggers(e: Engine): boolean {
  let any = false;
  for (;;) {
    if (checkStateBasedEffects(e)) any = true;
    if (e.s.over) return true;
    if (!putTriggersOnStack(e)) return any;
    any = true;
  }
}

function livingCount(e: Engine): number {
  const players = e.s.players;
  let n = 0;
  for (let i = 0; i < players.length; i++) if (!players[i].lost) n++;
  return n;
}

/**
 * 300.7 of 2007: the extra turn to take now, if any: the most recently created (the last entry), skipping those of
 * players who have left the game. Null: the next player in turn order takes the next turn.
 */
function takeExtraTurn(e: Engine): ExtraTurnState | null {
  const s = e.s;
  if (s.extraTurns === undefined) return null;
  let extra: ExtraTurnState | null = null;
  let remaining = s.extraTurns;
  while (extra === null && remaining.length > 0) {
    const last = remaining[remaining.length - 1];
    remaining = remaining.slice(0, -1);
    if (!player(e, last.player).lost) extra = last;
  }
  // Undefined, not empty, once none is left (as in a snapshot without extra turns); never deleted: every state keeps
  // one object shape (state.ts `cloneState`).
  s.extraTurns = remaining.length > 0 ? remaining : undefined;
  return extra;
}

function nextLiving(e: Engine, from: number): number {
  const n = e.s.players.length;
  for (let i = 1; i <= n; i++) {
    const j = (from + i) % n;
    if (!e.s.players[j].lost) return j;
  }
  return from;
}

/** 410: the step's beginning is offered to triggered abilities ("At the beginning of your upkeep"). */
function beginningOfStepTriggers(e: Engine, step: Step): void {
  delayedTriggersAt(e, step); // 410.x: "at end of turn", "at the beginning of the next turn's upkeep"
  // Suspend (502.62a): "At the beginning of your upkeep, if this card is suspended, …" (cards removed from the game)
  if (step === "upkeep") {
    const active = activePlayerId(e);
    const removed = player(e, active).removed;
    if (removed.length > 0) suspendUpkeepTriggers(e, active, removed);
    // Vanishing: "At the beginning of your upkeep, if this permanent has a time counter on it, …" (runtime/vanishing.ts)
    if (registryVanishes(e)) vanishingUpkeepTriggers(e, active);
    // Fading (502.21a): "At the beginning of your upkeep, remove a fade counter from this permanent. …" (runtime/fading.ts)
    fadingUpkeepTriggers(e, active);
    // Echo, cumulative upkeep (runtime/upkeep-costs.ts)
    if (registryPaysUpkeeps(e)) upkeepCostTriggers(e, active);
  }
  // Built only when some definition seen can trigger on a step's beginning (`heard`): in most games none can.
  if (heard(e, "stepBegins")) publish(e, { kind: "stepBegins", step, active: activePlayerId(e) });
}

/** Starts a step: its turn-based actions and beginning-of-step triggers. */
/**
 * The active player's tapped permanents that would untap beyond a limit ("can't untap more than one creature"): for
 * each limit, when more of the permanents it describes would untap than it allows, the player chooses those that
 * do; the rest are added to `held`.
 */
function heldByLimits(e: Engine, slots: readonly number[], active: PlayerId, limits: readonly { most: number; permanents: ObjectFilter }[], held: Set<ObjectId>): Set<ObjectId> {
  for (const limit of limits) {
    const would: ObjectId[] = [];
    for (let i = 0; i < slots.length; i++) {
      const o = e.s.objects[slots[i]]!;
      if (o.tapped && o.skipUntaps === 0 && !held.has(o.id) && controllerOf(e, o) === active && permanentFits(e, o, limit.permanents)) would.push(o.id);
    }
    if (would.length <= limit.most) continue;
    const chosen = ask(e, { player: active, kind: "untap", prompt: `choose ${limit.most} permanent(s) to untap`, options: would, min: limit.most, max: limit.most });
    for (const id of would) if (!chosen.includes(id)) held.add(id);
  }
  return held;
}

/** The active player's tapped permanents a "doesn't untap during its controller's untap step" restriction holds. */
function heldTapped(e: Engine, slots: readonly number[], active: PlayerId): Set<ObjectId> {
  const held = new Set<ObjectId>();
  for (let i = 0; i < slots.length; i++) {
    const o = e.s.objects[slots[i]]!;
    if (o.tapped && controllerOf(e, o) === active && hasRestriction(e, o, "doesntUntap")) held.add(o.id);
  }
  return held;
}

export function beginStep(e: Engine, step: Step): void {
  const s = e.s;
  s.step = step;
  s.priority = s.active;
  s.passes = 0;
  const active = activePlayerId(e);
  log(e, { kind: "step", turn: s.turnNumber, step, active });
  switch (step) {
    case "untap": {
      const slots = playIndex(e).slots;
      // "doesn't untap during its controller's untap step" (a static restriction): asked only while some effect of
      // the game imposes a restriction, one look at the effects per untap step. The permanents it holds are found
      // before any untaps (502.2: they untap at once), so untapping one cannot change what another may do.
      let held = restrictionsExist(e) ? heldTapped(e, slots, active) : null;
      // "Players can't untap more than one creature during their untap steps." (Stoic Angel): the player chooses
      // which of those would untap do; the others are held like those that don't untap.
      const limits = untapLimits(e, active);
      if (limits !== null) held = heldByLimits(e, slots, active, limits, held ?? new Set<ObjectId>());
      // "Untap all permanents you control during each other player's untap step." (Seedborn Muse): the other
      // players' permanents that untap now too, worked out before any untaps like those held.
      const others = untapsDuringOthersStep(e, active);
      const othersUntapping = others === null ? null : new Set<ObjectId>();
      if (others !== null) {
        for (let i = 0; i < slots.length; i++) {
          const o = e.s.objects[slots[i]]!;
          const controller = controllerOf(e, o);
          if (o.tapped && controller !== active && untapsInOthersStep(e, others, o, controller)) othersUntapping!.add(o.id);
        }
      }
      for (let i = 0; i < slots.length; i++) {
        const o = e.s.objects[slots[i]]!; // re-read: a change may copy the table (if not shared)
        if (!o.tapped && o.skipUntaps === 0) continue; // nothing to do for it, whoever controls it
        if (controllerOf(e, o) !== active) {
          // Not its controller's untap step: "doesn't untap during its controller's (next) untap step" says nothing here.
          if (othersUntapping !== null && othersUntapping.has(o.id)) setTapped(e, o, false);
          continue;
        }
        if (o.skipUntaps > 0) {
          writable(e, o).skipUntaps--;
          continue;
        }
        if (o.tapped && (held === null || !held.has(o.id))) setTapped(e, o, false);
      }
      break;
    }
    case "upkeep":
      beginningOfStepTriggers(e, "upkeep");
      break;
    case "draw":
      if (s.turnNumber !== 1) drawCards(e, active, 1, false);
      beginningOfStepTriggers(e, "draw");
      break;
    case "declareAttackers":
      beginDeclareAttackers(e);
      break;
    case "declareBlockers":
      beginDeclareBlockers(e);
      break;
    case "combatDamage":
      assignCombatDamage(e);
      break;
    case "endOfCombat":
      delayedTriggersAt(e, "endOfCombat"); // 311: "at end of combat" (no trigger family waits for this step)
      break;
    case "endOfTurn":
      beginningOfStepTriggers(e, "endOfTurn");
      break;
    case "cleanup": {
      const hand = s.players[s.active].hand;
      // 314.1/402.2: down to the maximum hand size of seven, unless the player has none ("You have no maximum hand size.").
      if (hand.length > 7 && !playerHasRule(e, active, "noMaximumHandSize")) {
        const n = hand.length - 7;
        const chosen = ask(e, {
          player: active,
          kind: "discard",
          prompt: `314.1: discard ${n} card(s) down to seven`,
          options: hand.slice(),
          min: n,
          max: n,
        });
        for (const id of chosen) discardedCardGoes(e, id as ObjectId); // madness (502.24a) applies to any discard
      }
      const slots = playIndex(e).slots;
      for (let i = 0; i < slots.length; i++) {
        const o = e.s.objects[slots[i]]!; // re-read: a change may copy the table (if not shared)
        if (o.damage !== 0) writable(e, o).damage = 0;
      }
      endEffects(e, true);
      endShields(e); // 419.6a/b: "this turn" prevention and regeneration shields end with the damage
      if (s.stack.length === 0 && s.pendingTriggers.length === 0) pruneObjects(e);
      break;
    }
    default:
      break;
  }
}

/**
 * Forgets objects that left their zones once nothing can refer to them any more (empty stack, no pending
 * trigger): their last known information is no longer needed. Keeps state (and snapshots) small.
 *
 * Only the slots where a record may have left its zone since the last prune are visited, when they are known
 * for this table (engine.ts `EngineCache.departures`: a few a turn, against a table of every object the game
 * has made); otherwise the whole table is walked. Either way the records forgotten are the same: every record
 * that is dead and not yet forgotten. Slots whose record is still alive (a token outside play that has not yet
 * ceased to exist) stay noted.
 */
function pruneObjects(e: Engine): void {
  const departures = e.cache.departures;
  let objects = e.s.objects;
  const slots = departures.slots;
  let kept = 0;
  if (departures.table === objects) {
    for (let k = 0; k < slots.length; k++) {
      const i = slots[k];
      const o = objects[i];
      if (o == null) continue;
      if (o.alive) {
        slots[kept++] = i;
        continue;
      }
      objects = forget(e, i);
    }
  } else {
    for (let i = 0; i < objects.length; i++) {
      const o = objects[i];
      if (o === null) continue;
      if (o.alive) {
        if (o.token !== null && o.zone !== "play") slots[kept++] = i;
        continue;
      }
      objects = forget(e, i);
    }
  }
  // Shortening an array by its length is a call into the engine: the usual case, none kept, takes a new one.
  if (kept === 0) departures.slots = [];
  else if (kept < slots.length) slots.length = kept;
  departures.table = e.s.objects;
}

/** Forgets the record at slot `i`; returns the run's table. */
function forget(e: Engine, i: number): (ObjectState | null)[] {
  e.cache.recordStamp++;
  setSlot(e, i, null);
  return e.s.objects;
}

function emptyManaPools(e: Engine): void {
  const players = e.s.players;
  for (let i = 0; i < players.length; i++) {
    const p = players[i];
    let lost = 0;
    for (let c = 0; c < 6; c++) lost += p.pool[c];
    // "Mana pools don't empty at the end of phases or turns." (Upwelling, player-rules.ts): asked only of a pool with mana.
    if (lost > 0 && !playerHasRule(e, p.id, "manaPoolsDontEmpty")) {
      p.pool = [0, 0, 0, 0, 0, 0]; // replaced, never changed in place (state.ts PlayerState.pool)
      if (p.snowPool !== undefined) delete p.snowPool; // the mana from snow permanents empties with the pool (104.3h)
      p.life = lifeAfterLoss(p.life, lost);
      log(e, { kind: "manaBurn", player: p.id, amount: lost, life: p.life });
    }
  }
}

/** Ends the current step and begins the next one (a new turn after cleanup). */
export function nextStep(e: Engine): void {
  const s = e.s;
  const current = s.step;
  if (endsPhase(current)) emptyManaPools(e);
  let next: Step;
  if (current === "cleanup") {
    const extra = takeExtraTurn(e);
    if (extra !== null) {
      // The turn ending is the last of the normal order unless it was itself an extra turn.
      if (s.turnOrderResumesAfter === undefined) s.turnOrderResumesAfter = activePlayerId(e);
      s.active = playerIndex(e, extra.player);
    } else if (s.turnOrderResumesAfter !== undefined) {
      s.active = nextLiving(e, playerIndex(e, s.turnOrderResumesAfter));
      s.turnOrderResumesAfter = undefined;
    } else {
      s.active = nextLiving(e, s.active);
    }
    s.turnNumber++;
    for (const p of s.players) p.landsPlayedThisTurn = 0;
    next = extra?.skipUntap === true ? "upkeep" : "untap";
  } else {
    next = stepAfter(current);
    if (current === "endOfCombat") s.combat = null;
    if (current === "declareAttackers" && (s.combat === null || s.combat.attackers.length === 0)) next = "endOfCombat";
    if (current === "combatDamage" && s.combat !== null && s.combat.secondDamageStep !== null) next = "combatDamage"; // first strike
  }
  beginStep(e, next);
}

/**
 * Runs the game forward until a player must act: checks state-based effects and triggers before priority,
 * passes through steps in which nobody receives priority.
 */
export function settle(e: Engine, stepJustBegan: boolean): void {
  const s = e.s;
  let fresh = stepJustBegan;
  for (;;) {
    if (s.over) return;
    const happened = checkStateAndTriggers(e);
    if (s.over) return;
    if (s.combat !== null && s.combat.awaiting !== null) return;
    if (s.step === "untap") {
      nextStep(e);
      fresh = true;
      continue;
    }
    if (s.step === "cleanup" && fresh && !happened && s.stack.length === 0) {
      nextStep(e);
      fresh = true;
      continue;
    }
    if (!s.players[s.priority].lost) return;
    s.priority = nextLiving(e, s.priority);
    return;
  }
}

/** The priority holder passes (all pass in succession: the top of the stack resolves, or the step ends). */
export function passPriority(e: Engine): void {
  const s = e.s;
  log(e, { kind: "pass", player: s.players[s.priority].id });
  s.passes++;
  if (s.passes < livingCount(e)) {
    // Only priority moved: nothing a state-based effect or trigger looks at has changed since the last check.
    s.priority = nextLiving(e, s.priority);
    return;
  }
  s.passes = 0;
  if (s.stack.length > 0) {
    resolveTop(e);
    s.priority = s.active;
    settle(e, false);
    return;
  }
  if (s.step === "cleanup") {
    beginStep(e, "cleanup"); // 314.3: another cleanup step
  } else {
    nextStep(e);
  }
  settle(e, true);
}

/** After a player's action they keep priority; state-based effects and triggers come first. */
export function afterAction(e: Engine): void {
  e.s.passes = 0;
  settle(e, false);
}
