/**
 * The game: `createGame(setup, options)` and `restoreGame(snapshot, cards, options)` implement `Game` of
 * api.ts over the rules modules.
 *
 * Running an action: it is validated against the unchanged state first (an illegal action returns
 * `{ ok: false, error }` naming the rule, and changes nothing). It then runs on a copy of the state (cheap:
 * object records are copied on write), committed when the action completes. With an inline decider,
 * decisions are answered at once; without one, a decision nobody has answered discards the copy and the
 * action is recorded with its answers so far (`GameState.pending`); `answer()` re-runs it from the same
 * state with one more answer (see decisions.ts). A failure inside a card's code is reported as an error
 * result, with the state unchanged.
 *
 * Forced passes (`GameSetup.autoPass: "whenNoOtherAction"`): after every action or answer, while the player
 * with priority has no listed action besides passing (legal.ts `hasActionBesidesPass`, the listing's own walk
 * stopped at the first action), the engine passes for them. Those passes run one after another on one copy,
 * committed together; a pass that needs a decision becomes the pending action from the state just before it,
 * exactly as if its player had submitted it, so the log is the same with the option on or off.
 */
import type { Action, AutoPass, Decision, Game, GameEvent, GameSetup, GameSnapshot, PlayerView, RestoreOptions, Result, Step } from "./api.js";
import type { CardRegistry, Chosen, ObjectId, ObjectView, PlayerId, Zone } from "./definition.js";
import { answerError } from "./decisions.js";
import { activePlayerId, DecisionNeeded, definitionOf, log, newCache, newEngine, obj, player, RuleError, stateReplaced, undoTable, type Decider, type Engine, type EngineCache } from "./engine.js";
import { copyView, view } from "./continuous.js";
import { attackerDeclarations, blockerDeclarations, declareAttackers, declareAttackersError, declareBlockers, declareBlockersError } from "./combat.js";
import { hasActionBesidesPass, listPriorityActions } from "./legal.js";
import { seedState } from "./rng.js";
import { SnapshotError, validateSnapshotState } from "./snapshot.js";
import { activate, activateError, cast, castError, sorceryTimingOk } from "./stack.js";
import { suspend, suspendError } from "./suspend.js";
import { faceDownIdentity, turnFaceUp, turnFaceUpError } from "./morph.js";
import { playerHasRule } from "./player-rules.js";
import { cloneObject, cloneState, flattenLog, markLog, objectIndex, playerIdAt, snapshotState, truncateLog, type GameState, type ObjectState, type PlayerState, type StackItem } from "./state.js";
import { afterAction, beginStep, passPriority, settle, STEPS } from "./turn.js";
import { createObject, enterPlay, startStaticEffects } from "./zones.js";
import { attachedTo, attachmentsOf } from "./attachments.js";
import { grantedAbilities } from "./granted-abilities.js";

export interface GameOptions {
  /** Answers every decision inline (random play, AIs, the fuzzer). Must return a valid answer. */
  decide?: Decider;
}

/**
 * 2: `GameState.autoPass` (a version-1 snapshot restores with autoPass "never"). 3: `ObjectState.slot` (a
 * record of an earlier version gets it from its id). 4: `ObjectState.attachedTo` (an earlier record: null). 5: the
 * colours of mana spent to play a spell are its stack item's `manaSpent`, no longer its record's (moved there).
 */
const SNAPSHOT_VERSION = 5;

function buildState(setup: GameSetup, e: Engine): void {
  if (!Array.isArray(setup.players) || setup.players.length < 2) {
    throw new RuleError("setup: a game needs at least two players");
  }
  const s = e.s;
  s.turnNumber = setup.turnNumber ?? 1;
  s.step = setup.step ?? "main1";
  if (!STEPS.includes(s.step)) throw new RuleError(`setup: unknown step "${String(s.step)}" (expected one of ${STEPS.join(", ")})`);
  const active = setup.activePlayer ?? 0;
  if (!Number.isInteger(active) || active < 0 || active >= setup.players.length) {
    throw new RuleError(`setup: activePlayer ${active} is not an index into players (0..${setup.players.length - 1})`);
  }
  s.active = active;
  s.priority = active;
  setup.players.forEach((ps, index) => {
    if (ps.life !== undefined && !Number.isInteger(ps.life)) {
      throw new RuleError(`setup: ${ps.name}'s life ${String(ps.life)} is not a whole number`);
    }
    if (ps.poison !== undefined && (!Number.isInteger(ps.poison) || ps.poison < 0)) {
      throw new RuleError(`setup: ${ps.name}'s poison counters ${String(ps.poison)} are not a whole number of 0 or more`);
    }
    const p: PlayerState = {
      id: playerIdAt(index),
      name: ps.name,
      life: ps.life ?? 20,
      lost: false,
      pool: [0, 0, 0, 0, 0, 0],
      library: [],
      hand: [],
      graveyard: [],
      removed: [],
      landsPlayedThisTurn: 0,
      drewFromEmptyLibrary: false,
    };
    if (ps.poison !== undefined && ps.poison > 0) p.poison = ps.poison; // 104.3d: absent while none
    s.players.push(p);
  });
  setup.players.forEach((ps, index) => {
    const p = s.players[index];
    const zones: [Zone, PlayerSetup["library"]][] = [
      ["library", ps.library],
      ["hand", ps.hand],
      ["graveyard", ps.graveyard],
      ["removed", ps.removed],
      ["play", ps.play],
    ];
    for (const [zone, entries] of zones) {
      for (const entry of entries ?? []) {
        if (setup.cards.get(entry.card) === undefined) {
          throw new RuleError(`setup: card "${entry.card}" in ${p.name}'s ${zone} is not in the card registry; compile it or fix the name`);
        }
        const o = createObject(e, entry.card, null, p.id, p.id, zone);
        // The zone lists are this setup's own new arrays, shared with nothing yet: built in place (a list is
        // replaced on change only once copies of the state can share it).
        if (zone === "play") {
          (s.play as ObjectId[]).push(o.id);
          o.tapped = entry.tapped ?? false;
          if (entry.counters !== undefined) {
            const counters: Record<string, number> = {};
            for (const k of Object.keys(entry.counters)) {
              const n = entry.counters[k];
              if (!Number.isInteger(n) || n < 0) {
                throw new RuleError(`setup: ${entry.card} in ${p.name}'s play has ${String(n)} "${k}" counters; use a whole number ≥ 0`);
              }
              if (n > 0) counters[k] = n;
            }
            o.counters = counters; // the record's own (counters are replaced on change, never changed in place)
          }
          o.controlledSinceTurn = entry.sinceStartOfTurn === false ? s.turnNumber : s.turnNumber - 1;
          startStaticEffects(e, o);
        } else {
          (p[zone as "library" | "hand" | "graveyard" | "removed"] as ObjectId[]).push(o.id);
        }
      }
    }
  });
  log(e, { kind: "gameStart", players: s.players.map((p) => p.id), active: activePlayerId(e), step: s.step, turn: s.turnNumber });
}

type PlayerSetup = GameSetup["players"][number];

function emptyState(seed: number, autoPass: AutoPass): GameState {
  return {
    players: [],
    objects: [],
    play: [],
    stack: [],
    effects: [],
    shields: [],
    pendingTriggers: [],
    delayedTriggers: undefined, // present though absent (see state.ts `cloneState`: one object shape for every state)
    combat: null,
    turnNumber: 1,
    step: "main1",
    active: 0,
    priority: 0,
    passes: 0,
    nextTimestamp: 1,
    rng: seedState(seed),
    over: false,
    winner: null,
    pending: null,
    resolutionsWithoutChoice: 0,
    tokensOutsidePlay: 0,
    autoPass,
    turnRecord: undefined,
    extraTurns: undefined,
    turnOrderResumesAfter: undefined,
    log: [],
  };
}

/** Validates, then performs an action on e.s; throws RuleError (before changing anything) if it is illegal. */
function perform(e: Engine, action: Action | null): void {
  if (action === null) {
    // The start of the game: the game begins at the beginning of the setup's step.
    beginStep(e, e.s.step);
    settle(e, true);
    return;
  }
  let error: string | object;
  try {
    error = actionError(e, action);
  } catch (thrown) {
    // Validation reads only; a malformed action (wrong field types) is refused, never a crash.
    throw new RuleError(`malformed action ${safeJson(action)}: ${thrown instanceof Error ? thrown.message : String(thrown)}`);
  }
  if (typeof error === "string") throw new RuleError(error);
  if (action.kind !== "pass") e.s.resolutionsWithoutChoice = 0;
  switch (action.kind) {
    case "pass":
      passPriority(e);
      return;
    case "playLand": {
      const p = player(e, action.player); // not `find` with a closure: capturing `action` would allocate on every call
      p.landsPlayedThisTurn++;
      log(e, { kind: "playLand", player: action.player, object: action.card, card: obj(e, action.card)!.card });
      enterPlay(e, action.card, action.player, { byEffect: false });
      afterAction(e);
      return;
    }
    case "cast":
      cast(e, action, error as Exclude<ReturnType<typeof castError>, string>);
      afterAction(e);
      return;
    case "suspend":
      suspend(e, action, error as Exclude<ReturnType<typeof suspendError>, string>);
      afterAction(e);
      return;
    case "turnFaceUp":
      turnFaceUp(e, action, error as Exclude<ReturnType<typeof turnFaceUpError>, string>);
      afterAction(e);
      return;
    case "activate":
      activate(e, action, error as Exclude<ReturnType<typeof activateError>, string>);
      afterAction(e);
      return;
    case "declareAttackers":
      declareAttackers(e, action);
      afterAction(e);
      return;
    case "declareBlockers":
      declareBlockers(e, action);
      afterAction(e);
      return;
  }
}

/** A pass that is not the last in succession only moves priority to the next player. */
function onlyMovesPriority(s: GameState): boolean {
  let living = 0;
  for (const p of s.players) if (!p.lost) living++;
  return s.pending === null && s.combat?.awaiting == null && s.passes + 1 < living;
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

function whoMustAct(s: GameState): PlayerId | null {
  if (s.over) return null;
  if (s.pending !== null) return s.pending.decision.player;
  if (s.combat !== null && s.combat.awaiting === "attackers") return s.combat.attackingPlayer;
  if (s.combat !== null && s.combat.awaiting === "blockers") return s.combat.defendingPlayer;
  return s.players[s.priority].id;
}

/** Validation of an action against the current state: an error message, or what the action prepared. */
function actionError(e: Engine, action: Action): string | object {
  const s = e.s;
  if (s.over) return "the game is over";
  if (action === null || typeof action !== "object" || typeof action.kind !== "string") return "an action must be an object with a kind";
  const actor = whoMustAct(s);
  const awaiting = s.combat?.awaiting ?? null;
  if (action.player !== actor) {
    return `priority: ${String(action.player)} can't act now; ${actor} must act (${awaiting !== null ? `declare ${awaiting}` : "holds priority"})`;
  }
  if (awaiting === "attackers" && action.kind !== "declareAttackers") return "308.1: the active player must declare attackers first (possibly none)";
  if (awaiting === "blockers" && action.kind !== "declareBlockers") return "309.1: the defending player must declare blockers first (possibly none)";
  switch (action.kind) {
    case "pass":
      return {};
    case "playLand": {
      const o = obj(e, action.card);
      // "You may play land cards from your graveyard." (Crucible of Worlds, player-rules.ts): from there as well.
      const fromGraveyard = o !== undefined && o.alive && o.zone === "graveyard" && o.owner === action.player && playerHasRule(e, action.player, "playLandsFromGraveyard");
      if (o === undefined || !o.alive || (o.zone !== "hand" && !fromGraveyard) || o.owner !== action.player) return `${action.card} is not a card in ${action.player}'s hand`;
      const def = definitionOf(e, o);
      if (!def.types.includes("Land")) return `${def.name} is not a land; play it with the cast action`;
      if (activePlayerId(e) !== action.player || (s.step !== "main1" && s.step !== "main2") || s.stack.length > 0) {
        return `playing a land: ${def.name} can be played only during a main phase of your turn when the stack is empty`;
      }
      const p = player(e, action.player);
      if (p.landsPlayedThisTurn >= 1) return "playing a land: only one land can be played each turn";
      return {};
    }
    case "cast":
      return castError(e, action);
    case "suspend":
      return suspendError(e, action);
    case "turnFaceUp":
      return turnFaceUpError(e, action);
    case "activate":
      return activateError(e, action);
    case "declareAttackers":
      return declareAttackersError(e, action) ?? {};
    case "declareBlockers":
      return declareBlockersError(e, action) ?? {};
    default:
      return `unknown action kind "${String((action as { kind: unknown }).kind)}"`;
  }
}

class GameImpl implements Game {
  private s: GameState;
  private readonly cache: EngineCache;
  /** The view memo of read-only passes over the state (legalActions(), the forced-pass check), reused. */
  private readonly checkMemo = new Map<ObjectState, ObjectView>();
  /**
   * The legal actions the last forced-pass check listed, when it found the player had something to do (see
   * `mustPass`): made from the state that is then committed, which stays as it is until the next submit,
   * answer or restore (each clears this). `legalActions()` hands it over once (the caller owns the list).
   */
  private listed: Action[] | null = null;
  /**
   * The state of the action being run, while it runs (else null). It changes the committed state's object
   * table in place (engine.ts `ownObjects`), so the committed state is not read meanwhile: a `decide` callback
   * that reads the game sees it as it is at its decision (`state`), and can't submit, answer, snapshot or
   * restore until it has returned.
   */
  private running: GameState | null = null;

  /** The state the read methods see: the committed one, or the running action's (see `running`). */
  private get state(): GameState {
    return this.running ?? this.s;
  }

  /** The error for a call that changes or copies the game made while an action runs (from `decide`). */
  private busy(what: string): string {
    return `${what} was called from inside the decide callback, while an action is being performed: return the decision's answer from decide, and call ${what} after submit() or answer() returns`;
  }

  constructor(
    private readonly cards: CardRegistry,
    state: GameState,
    private readonly decide: Decider | null,
  ) {
    this.s = state;
    this.cache = newCache(cards);
  }

  private engine(s: GameState, answers: (Chosen | string)[][], copiedFrom: GameState | null = null): Engine {
    return newEngine(s, this.cards, this.cache, this.decide, answers, copiedFrom);
  }

  /**
   * Runs an action (null: the start of the game) with the given answers and commits it or records a pending
   * decision; then, with `autoPass`, the passes the engine makes for players who have no other action.
   */
  run(action: Action | null, answers: (Chosen | string)[][]): Result {
    this.listed = null;
    const result = this.runAction(action, answers);
    if (!result.ok || this.s.autoPass === "never") return result;
    return this.passWhileForced();
  }

  /** Runs one action with the given answers; commits it or records a pending decision. */
  private runAction(action: Action | null, answers: (Chosen | string)[][]): Result {
    if (action !== null && action.kind === "pass" && onlyMovesPriority(this.s)) {
      // A pass that only hands priority on changes nothing else and can't ask anything: run it in place
      // (perform() validates before changing anything).
      perform(this.engine(this.s, answers), action);
      return { ok: true };
    }
    // Everything else runs on a copy (cheap: object records are copied on write), committed only if the
    // action completes: a pending decision, an illegal action or a failure leaves the state as it was.
    const copy = cloneState(this.s, true);
    const logMark = markLog(this.s.log);
    copy.pending = null;
    const e = this.engine(copy, answers, this.s);
    this.running = copy;
    try {
      perform(e, action);
    } catch (thrown) {
      undoTable(e); // the copy changed the committed state's table in place
      stateReplaced(this.cache, this.s.objects.length); // the run's records are discarded: the state is the committed one again
      truncateLog(this.s.log, logMark); // the copy shared the log: drop what the discarded run appended
      if (thrown instanceof DecisionNeeded) {
        this.s.pending = { action, answers, decision: thrown.decision };
        return { ok: true };
      }
      return this.failure(thrown, action);
    } finally {
      this.running = null;
    }
    this.s = copy;
    return { ok: true };
  }

  private failure(thrown: unknown, action: Action | null): Result {
    if (thrown instanceof RuleError) return { ok: false, error: thrown.message };
    // A card's code (or the engine) failed: report it without a stack trace; nothing was changed.
    const what = action === null ? "starting the game" : `performing ${safeJson(action)}`;
    const message = thrown instanceof Error ? thrown.message : String(thrown);
    return { ok: false, error: `internal error while ${what}: ${message} (the game state is unchanged; please report this with the snapshot)` };
  }

  /**
   * `autoPass: "whenNoOtherAction"`: while the player with priority has no listed action besides passing,
   * pass for them. The passes run one after another on one copy of the state (a run of forced passes is
   * usually a whole stretch of steps), committed together. A pass that needs a decision is recorded as the
   * pending action, from the state just before it, exactly as if its player had submitted it: the passes
   * before it (which asked nothing) are run again on a fresh copy and committed first.
   */
  private passWhileForced(): Result {
    if (!this.mustPass(this.engine(this.s, []))) return { ok: true };
    const copy = cloneState(this.s, true);
    const logMark = markLog(this.s.log);
    const e = this.engine(copy, [], this.s);
    let passed = 0;
    this.running = copy;
    try {
      // Each pass is legal by construction (the priority holder passes, nothing is awaited): no validation.
      do {
        passPriority(e);
        passed++;
      } while (this.mustPass(e));
    } catch (thrown) {
      this.running = null;
      undoTable(e);
      stateReplaced(this.cache, this.s.objects.length); // as in runAction: the run's records are discarded
      truncateLog(this.s.log, logMark);
      if (passed > 0) this.s = this.forcedPasses(passed);
      const pass: Action = { kind: "pass", player: this.s.players[this.s.priority].id };
      if (thrown instanceof DecisionNeeded) {
        this.s.pending = { action: pass, answers: [], decision: thrown.decision };
        return { ok: true };
      }
      // A card's code (or the engine) failed in a pass made for a player: the action before it stands.
      const message = thrown instanceof Error ? thrown.message : String(thrown);
      return {
        ok: false,
        error: `internal error while passing for ${pass.player} (autoPass): ${message} (the action was performed; the game stopped before that pass; please report this with the snapshot)`,
      };
    }
    this.running = null;
    this.s = copy;
    return { ok: true };
  }

  /** The state after `count` forced passes from the committed state (each known to complete without asking). */
  private forcedPasses(count: number): GameState {
    const copy = cloneState(this.s, true);
    const e = this.engine(copy, [], this.s);
    this.running = copy;
    try {
      for (let i = 0; i < count; i++) passPriority(e);
    } finally {
      this.running = null;
    }
    return copy;
  }

  /** Whether the engine passes for the player with priority now (see `GameSetup.autoPass`). */
  private mustPass(e: Engine): boolean {
    const s = e.s;
    if (s.over || s.pending !== null || (s.combat !== null && s.combat.awaiting !== null)) return false;
    // The check only reads the state, so views are memoised for its duration (as in legalActions()). Most
    // checks compute no view: clearing an empty map would still allocate a new table.
    const memo = this.checkMemo;
    if (memo.size > 0) memo.clear();
    e.viewMemo = memo;
    const p = s.players[s.priority];
    let forced: boolean;
    if (sorceryTimingOk(e, p.id)) {
      // In the player's own main phase with an empty stack they usually have something to do, and then they
      // list their actions next: list them now (the same walk, not stopped at the first action) and keep the
      // list for that call.
      const actions = listPriorityActions(e, p.id);
      forced = actions.length === 1;
      if (!forced) this.listed = actions;
    } else {
      forced = !hasActionBesidesPass(e, p.id);
    }
    e.viewMemo = null;
    return forced;
  }

  priorityPlayer(): PlayerId | null {
    return whoMustAct(this.state);
  }

  legalActions(): Action[] {
    const s = this.state;
    if (s.over || s.pending !== null) return [];
    const listed = this.listed;
    if (listed !== null) {
      this.listed = null;
      return listed;
    }
    const e = this.engine(s, []);
    // Listing never changes the state, so views are memoised for the call, by record (a few are
    // computed per call: a small map beats an array the size of the object table).
    if (this.checkMemo.size > 0) this.checkMemo.clear();
    e.viewMemo = this.checkMemo;
    if (s.combat?.awaiting === "attackers") return attackerDeclarations(e);
    if (s.combat?.awaiting === "blockers") return blockerDeclarations(e);
    return listPriorityActions(e, s.players[s.priority].id);
  }

  submit(action: Action): Result {
    if (this.running !== null) return { ok: false, error: this.busy("submit()") };
    if (this.s.pending !== null) {
      return { ok: false, error: `a decision is pending (${this.s.pending.decision.prompt}): answer it first` };
    }
    if (action === null || typeof action !== "object") {
      return { ok: false, error: `an action must be an object with a kind (got ${safeJson(action)})` };
    }
    try {
      return this.run(action, []);
    } catch (thrown) {
      if (thrown instanceof RuleError) return { ok: false, error: thrown.message };
      throw thrown;
    }
  }

  pendingDecision(): Decision | null {
    const pending = this.state.pending;
    if (pending === null) return null;
    // A literal of the decision's fields, not `{ ...decision, options }` (DEVELOPERS.md: no spread-then-field
    // copies on hot paths).
    const d = pending.decision;
    return { player: d.player, kind: d.kind, prompt: d.prompt, options: d.options.slice(), min: d.min, max: d.max };
  }

  answer(choices: (Chosen | string)[]): Result {
    if (this.running !== null) return { ok: false, error: this.busy("answer()") };
    const pending = this.s.pending;
    if (pending === null) return { ok: false, error: "there is no pending decision to answer" };
    if (!Array.isArray(choices)) return { ok: false, error: `an answer must be a list of options (got ${safeJson(choices)})` };
    const error = answerError(pending.decision, choices);
    if (error !== null) return { ok: false, error };
    try {
      return this.run(pending.action, [...pending.answers, choices.slice()]);
    } catch (thrown) {
      if (thrown instanceof RuleError) return { ok: false, error: thrown.message };
      throw thrown;
    }
  }

  players(): PlayerView[] {
    return this.state.players.map((p) => this.player(p.id));
  }

  player(id: PlayerId): PlayerView {
    const p = this.state.players.find((q) => q.id === id);
    if (p === undefined) throw new RangeError(`unknown player "${id}" (players: ${this.state.players.map((q) => q.id).join(", ")})`);
    return {
      id: p.id,
      name: p.name,
      life: p.life,
      poison: p.poison ?? 0,
      lost: p.lost,
      manaPool: { W: p.pool[0], U: p.pool[1], B: p.pool[2], R: p.pool[3], G: p.pool[4], C: p.pool[5] },
    };
  }

  activePlayer(): PlayerId {
    return this.state.players[this.state.active].id;
  }

  step(): Step {
    return this.state.step;
  }

  turnNumber(): number {
    return this.state.turnNumber;
  }

  stack(): { id: ObjectId; description: string; controller: PlayerId }[] {
    return this.state.stack
      .slice()
      .reverse()
      .map((item) => ({ id: item.id, description: item.description, controller: item.controller }));
  }

  zone(playerId: PlayerId, zone: Zone): ObjectId[] {
    const e = this.engine(this.state, []);
    const p = this.state.players.find((q) => q.id === playerId);
    if (p === undefined) return [];
    if (zone === "play") return this.state.play.filter((id) => view(e, obj(e, id)!).controller === playerId);
    if (zone === "stack") return this.state.stack.filter((i) => i.kind === "spell" && obj(e, i.id)?.owner === playerId).map((i) => i.id);
    return p[zone].slice();
  }

  object(id: ObjectId) {
    const e = this.engine(this.state, []);
    const o = obj(e, id);
    if (o === undefined || !o.alive) return undefined;
    return copyView(view(e, o));
  }

  lookAt(id: ObjectId, player: PlayerId): string | null {
    return faceDownIdentity(this.engine(this.state, []), id, player);
  }

  attachedTo(id: ObjectId): ObjectId | null {
    return attachedTo(this.engine(this.state, []), id) ?? null;
  }

  grantedAbilities(id: ObjectId) {
    const e = this.engine(this.state, []);
    const o = obj(e, id);
    if (o === undefined || !o.alive) return [];
    const own = definitionOf(e, o).abilities.length;
    return grantedAbilities(e, o).map((granted, i) => ({ index: own + i, ability: granted.ability }));
  }

  attachments(id: ObjectId): ObjectId[] {
    return attachmentsOf(this.engine(this.state, []), id);
  }

  isOver(): boolean {
    return this.state.over;
  }

  winner(): PlayerId | null {
    return this.state.winner;
  }

  log(): readonly GameEvent[] {
    return flattenLog(this.state.log);
  }

  snapshot(): GameSnapshot {
    // A running action's state is no resting state to continue from (nor is the committed one, meanwhile).
    if (this.running !== null) throw new Error(this.busy("snapshot()"));
    const snapshot = { __snapshot: true, version: SNAPSHOT_VERSION, state: snapshotState(this.s) } as unknown as GameSnapshot;
    madeHere.add(snapshot);
    return snapshot;
  }

  restore(snapshot: GameSnapshot, options: RestoreOptions = {}): void {
    if (this.running !== null) throw new Error(this.busy("restore()"));
    const state = stateOf(snapshot, this.cards, options); // throws before anything changes
    this.listed = null;
    this.s = cloneState(state);
    stateReplaced(this.cache, 0); // other records, maybe of another game, than the caches saw
  }
}

/** Snapshots made by `game.snapshot()` in this process: the only ones `trusted` may skip validation for. */
const madeHere = new WeakSet<object>();

/**
 * The state of a snapshot, validated (runtime/snapshot.ts) unless the caller vouches for it (`trusted`) and
 * this process made it. Throws SnapshotError (a TypeError for what is no snapshot at all), changing nothing.
 */
function stateOf(snapshot: GameSnapshot, cards: CardRegistry, options: RestoreOptions): GameState {
  const raw = snapshot as unknown as { __snapshot?: unknown; version?: unknown; state?: GameState };
  if (raw === null || typeof raw !== "object" || raw.__snapshot !== true || raw.state === undefined) {
    throw new SnapshotError("snapshot", `this is not a game snapshot: expected an object made by game.snapshot() ({ __snapshot: true, version, state }), got ${raw === null ? "null" : Array.isArray(raw) ? "an array" : typeof raw === "object" ? "an object without them" : typeof raw}`);
  }
  if (raw.version !== 1 && raw.version !== 2 && raw.version !== 3 && raw.version !== 4 && raw.version !== SNAPSHOT_VERSION) {
    throw new SnapshotError("version", `version ${String(raw.version)} is not supported (this runtime restores versions 1 to ${SNAPSHOT_VERSION})`);
  }
  if (options.trusted !== true || !madeHere.has(snapshot)) validateSnapshotState(raw.state, raw.version, cards);
  // The colours spent move first: the copies withSlots makes are records of this version, without them.
  if (raw.version === 1) return withSlots(withManaSpentOnStack({ ...raw.state, autoPass: "never" }));
  if (raw.version === 2 || raw.version === 3) return withSlots(withManaSpentOnStack(raw.state));
  if (raw.version === 4) return withManaSpentOnStack(raw.state);
  return raw.state;
}

/**
 * A state of a snapshot before version 5, whose spells' records held the colours of mana spent to play them, with
 * those colours on the spells' stack items instead, in copies (the snapshot is not changed). A state without any
 * is returned as it is.
 */
function withManaSpentOnStack(state: GameState): GameState {
  type OldRecord = ObjectState & { manaSpent?: StackItem["manaSpent"] };
  if (!state.objects.some((o) => o !== null && (o as OldRecord).manaSpent !== undefined)) return state;
  const spent = (id: ObjectId) => (state.objects[objectIndex(id)] as OldRecord | null)?.manaSpent;
  const stack = state.stack.map((item) => {
    const colors = item.kind === "spell" && item.manaSpent === undefined ? spent(item.id) : undefined;
    return colors === undefined ? item : { ...item, manaSpent: colors };
  });
  const objects = state.objects.map((o) => {
    if (o === null || (o as OldRecord).manaSpent === undefined) return o;
    const { manaSpent: _moved, ...record } = o as OldRecord;
    return cloneObject(record);
  });
  return { ...state, objects, stack };
}

/**
 * A state of an earlier snapshot version with each record's `slot` and `attachedTo` (version 4: nothing was
 * attached before), in its own copies: the snapshot is not changed.
 */
function withSlots(state: GameState): GameState {
  // The copy is made from a record that has the fields, so every record has them from the start.
  const objects = state.objects.map((o) => (o === null ? null : cloneObject({ ...o, slot: objectIndex(o.id), attachedTo: null })));
  return { ...state, objects };
}

/** Creates a game from a setup; it starts at the beginning of the setup's step. Throws on a bad setup. */
export function createGame(setup: GameSetup, options: GameOptions = {}): Game {
  const autoPass = setup.autoPass ?? "never";
  if (autoPass !== "never" && autoPass !== "whenNoOtherAction") {
    throw new RuleError(`setup: autoPass "${String(autoPass)}" is not an option (expected "never" or "whenNoOtherAction")`);
  }
  const state = emptyState(setup.seed ?? 1, autoPass);
  const game = new GameImpl(setup.cards, state, options.decide ?? null);
  const cache = newCache(setup.cards);
  const e = newEngine(state, setup.cards, cache, null, [], null);
  buildState(setup, e);
  const result = game.run(null, []);
  if (!result.ok) throw new RuleError(result.error);
  return game;
}

/**
 * A game continuing from a snapshot (same registry of cards as the original). The snapshot is validated first
 * (runtime/snapshot.ts): a damaged, edited or foreign one is refused with a SnapshotError naming the problem's
 * path, before anything else happens.
 */
export function restoreGame(snapshot: GameSnapshot, cards: CardRegistry, options: GameOptions & RestoreOptions = {}): Game {
  return new GameImpl(cards, cloneState(stateOf(snapshot, cards, options)), options.decide ?? null);
}
