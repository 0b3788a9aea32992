/**
 * The runtime's public API (types). Implementation: runtime/game.ts — `createGame(setup, { decide? })` and
 * `restoreGame(snapshot, cards, { decide? })`; `decide` is an optional inline decider that answers every
 * decision at once (random play, AIs, fuzzers) instead of leaving it pending. A decider may read the game (it
 * sees it as it is at the decision, the action part-way done); `submit`, `answer`, `snapshot` and `restore`
 * called from inside it are refused (an error result, or a thrown Error for the last two) until it returns.
 *
 * A game is driven by one loop: read `pendingDecision()`; if there is one, `answer` it; otherwise list
 * `legalActions()` for `priorityPlayer()` and `submit` one. Every illegal action or answer returns
 * `{ ok: false, error }` naming the rule that forbids it, and leaves the state untouched.
 */
import type { CardRegistry, Chosen, CounterKind, ObjectId, PlayerId, Zone } from "./definition.js";

export type Step =
  | "untap"
  | "upkeep"
  | "draw"
  | "main1"
  | "beginningOfCombat"
  | "declareAttackers"
  | "declareBlockers"
  | "combatDamage"
  | "endOfCombat"
  | "main2"
  | "endOfTurn"
  | "cleanup";

/** One object placed by a setup, exactly as written: no triggers, no replacement effects. */
export interface SetupEntry {
  card: string;
  tapped?: boolean;
  counters?: Record<CounterKind, number>;
  /** In play: whether it has been under its controller's control since the start of the turn (default true). */
  sinceStartOfTurn?: boolean;
}

export interface PlayerSetup {
  name: string;
  life?: number; // default 20
  /** Poison counters the player starts with (104.3d of 2007; default none). */
  poison?: number;
  /** Top card first. */
  library?: SetupEntry[];
  hand?: SetupEntry[];
  graveyard?: SetupEntry[];
  play?: SetupEntry[];
  removed?: SetupEntry[];
}

export interface GameSetup {
  cards: CardRegistry;
  players: PlayerSetup[];
  /** Index into players of the active player (default 0). */
  activePlayer?: number;
  /**
   * Default "main1". The game starts at the beginning of this step: its turn-based actions (untap, draw,
   * cleanup) and beginning-of-step triggers happen, then state-based effects are checked before the active
   * player receives priority.
   */
  step?: Step;
  turnNumber?: number; // default 1 (the first player skips the draw of turn 1)
  seed?: number; // default 1
  /**
   * Forced priority passes (default "never"). With "whenNoOtherAction", whenever the player with priority has
   * no listed action besides passing (`legalActions()` would be exactly one pass; mana abilities are not
   * listed), the engine passes for them, as Arena does, and goes on until a player has a real choice, a
   * decision is pending or the game is over. The log records those passes exactly as if the player had
   * submitted them: the same choices give the same log with the option on or off. Part of the game state
   * (snapshots keep it).
   */
  autoPass?: AutoPass;
}

export type AutoPass = "never" | "whenNoOtherAction";

export type Action =
  | { kind: "pass"; player: PlayerId }
  | { kind: "playLand"; player: PlayerId; card: ObjectId }
  /**
   * Cast a spell from hand; the cost is paid automatically, from the mana pool first, then untapped lands
   * (error if it can't be). `targets[i]` holds the chosen targets of the spell's target spec i. A modal spell
   * (2007 409.1b): `modes` holds the chosen modes' indices in printed order, and `targets` only their targets;
   * or neither is given, and the engine asks a "modes" decision, then a "targets" decision per target.
   */
  /**
   * `alternativeCost: "evoke"`: played for its evoke cost instead of its mana cost; `"flashback"`: a card in its
   * owner's graveyard played for its flashback cost (502.23); `conspire`: its conspire cost paid as well (two
   * untapped creatures tapped; runtime/costs.ts `castCosts`); `kicker`, `buyback`: that additional cost paid as well;
   * `delve` (502.64): that many cards removed from the player's graveyard as the spell is played, each paying for {1}
   * of its generic mana, X included (which cards: a "delve" decision when the graveyard holds more); `convoke`
   * (502.46a): the untapped creatures the player controls tapped as the spell is played, each paying for one mana of
   * its colours, or {1}.
   */
  /** `faceDown: true`: a card with morph played face down as a 2/2 creature spell for {3} (502.26a, runtime/morph.ts). */
  | { kind: "cast"; player: PlayerId; card: ObjectId; x?: number; targets?: Chosen[][]; modes?: number[]; alternativeCost?: "evoke" | "prowl" | "flashback"; conspire?: boolean; kicker?: boolean; buyback?: boolean; delve?: number; convoke?: ObjectId[]; faceDown?: boolean }
  /** Morph (502.26d): a special action that doesn't use the stack; the morph cost paid, the face-down permanent turned face up (runtime/morph.ts). */
  | { kind: "turnFaceUp"; player: PlayerId; permanent: ObjectId }
  /** Suspend (502.62a): a special action that doesn't use the stack; the card's suspend cost paid, it is removed from the game with its time counters. */
  | { kind: "suspend"; player: PlayerId; card: ObjectId }
  /** Activate the `ability`-th ability (index into CardDefinition.abilities) of a permanent. */
  | { kind: "activate"; player: PlayerId; object: ObjectId; ability: number; x?: number; targets?: Chosen[][] }
  /**
   * At the start of the declare attackers step, when the active player controls a creature that can attack,
   * they must declare (possibly no attackers) before anything else; likewise the defending player's blockers.
   * `legalActions()` lists a representative set of declarations (none, each single one, all at once): all
   * subsets would be exponential; any legal declaration is accepted.
   */
  | { kind: "declareAttackers"; player: PlayerId; attackers: { attacker: ObjectId; defender: Chosen }[] }
  | { kind: "declareBlockers"; player: PlayerId; blocks: { blocker: ObjectId; attacker: ObjectId }[] };

export interface Decision {
  player: PlayerId;
  /**
   * "discard" | "search" | "sacrifice" | "redirect" | "replacementOrder" | "targets" | … A decision with a
   * single possible answer (every option required) is never asked.
   */
  kind: string;
  prompt: string;
  /**
   * For "replacementOrder": the names of the effects' sources ("redirection" for rule 212.9g); when several
   * effects' sources share a name (two Palisade Giants), each of those is offered as its source's object id.
   */
  options: (Chosen | string)[];
  min: number;
  max: number;
}

export type Result = { ok: true } | { ok: false; error: string };

/** A log entry. `kind` is stable; the rest is plain data. */
export interface GameEvent {
  kind: string;
  [key: string]: unknown;
}

export interface PlayerView {
  id: PlayerId;
  name: string;
  life: number;
  /** Poison counters (104.3d of 2007): ten or more lose the game (420.5). */
  poison: number;
  lost: boolean;
  manaPool: Record<string, number>;
}

export interface Game {
  /** The player who must act now: the decision's player if one is pending, else the priority holder. */
  priorityPlayer(): PlayerId | null;
  legalActions(): Action[];
  submit(action: Action): Result;
  pendingDecision(): Decision | null;
  answer(choices: (Chosen | string)[]): Result;

  players(): PlayerView[];
  player(id: PlayerId): PlayerView;
  activePlayer(): PlayerId;
  step(): Step;
  turnNumber(): number;
  stack(): { id: ObjectId; description: string; controller: PlayerId }[];
  /** Objects in a zone of a player (play: controlled by; other zones: owned by). Library: top first. */
  zone(player: PlayerId, zone: Zone): ObjectId[];
  object(id: ObjectId): import("./definition.js").ObjectView | undefined;
  /**
   * 504.3: the card a face-down spell or permanent is, for the player who may look at it (its controller); null for a
   * face-up object or another player. Its view (`object`) has the face-down 2/2's characteristics and no name.
   */
  lookAt(id: ObjectId, player: PlayerId): string | null;
  /**
   * 418.5a: the activated abilities other objects' effects grant a permanent now ('All Slivers have "{T}: …"'),
   * each with the number an `activate` action gives it (after the definition's own abilities).
   */
  grantedAbilities(id: ObjectId): { index: number; ability: import("./definition.js").ActivatedAbilityDefinition }[];
  /** The permanent an Aura or Equipment in play is attached to (null: none). */
  attachedTo(id: ObjectId): ObjectId | null;
  /** The Auras and Equipment attached to a permanent, in the order they came into play. */
  attachments(id: ObjectId): ObjectId[];
  isOver(): boolean;
  winner(): PlayerId | null;

  log(): readonly GameEvent[];
  /** Plain JSON-serialisable data: `JSON.parse(JSON.stringify(snapshot()))` restores to the same game. */
  snapshot(): GameSnapshot;
  /**
   * Puts the game back to `snapshot`. The snapshot is validated first (every field, id, zone and card; see
   * runtime/README.md, "Snapshots"); a bad one throws a SnapshotError naming the problem's path, and the game
   * is unchanged.
   */
  restore(snapshot: GameSnapshot, options?: RestoreOptions): void;
}

export interface RestoreOptions {
  /**
   * Skip the validation for a snapshot that `game.snapshot()` made in this process and that nobody changed
   * since (searches that snapshot and restore in a loop). Default false. Ignored for any other snapshot (one
   * through JSON, from a file, from another process): those are always validated.
   */
  trusted?: boolean;
}

/** Opaque to callers; plain data. */
export type GameSnapshot = { readonly __snapshot: true } & Record<string, unknown>;
