/**
 * The typed AST of `.scenario` files (issue 5, "The scenario language").
 *
 * A file holds blocks; a block holds setup lines (before its first action), then actions and expectations in
 * the order written. Nodes are plain data with source ranges, like the card AST (grammar/ast.ts).
 *
 * Card names are kept as written. A name inside a comma-separated entry list may itself contain a comma
 * (`Nicol Bolas, Planeswalker`); the parser cannot know card names, so it keeps the comma-separated pieces and
 * `joinCardNames` (names.ts) merges pieces whose join is a known card name.
 */
import type { SourceRange } from "../ast.js";

export type { SourceRange };

export type PlayerName = "Alice" | "Bob";
export const PLAYER_NAMES: readonly PlayerName[] = ["Alice", "Bob"];

/** Scenario zone words, and the runtime zone each one means. */
export type ScenarioZone = "hand" | "library" | "graveyard" | "battlefield" | "exile";
export const SCENARIO_ZONES: readonly ScenarioZone[] = ["hand", "library", "graveyard", "battlefield", "exile"];

export type StepName =
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

/** The step words as written in scenarios, in turn order, with the runtime's step names. */
export const STEP_WORDS: readonly (readonly [string, StepName])[] = [
  ["untap", "untap"],
  ["upkeep", "upkeep"],
  ["draw", "draw"],
  ["main 1", "main1"],
  ["beginning of combat", "beginningOfCombat"],
  ["declare attackers", "declareAttackers"],
  ["declare blockers", "declareBlockers"],
  ["combat damage", "combatDamage"],
  ["end of combat", "endOfCombat"],
  ["main 2", "main2"],
  ["end of turn", "endOfTurn"],
  ["cleanup", "cleanup"],
];

export interface Node {
  range: SourceRange;
}

export interface ScenarioFile extends Node {
  kind: "ScenarioFile";
  file: string;
  blocks: ScenarioBlock[];
}

export interface ScenarioBlock extends Node {
  kind: "Block";
  title: string;
  titleRange: SourceRange;
  setup: SetupLine[];
  /** Actions and expectations, in the order written. */
  steps: StepLine[];
  /** Lines of this block left out because they could not be read (each has an error diagnostic). */
  malformedLines: number;
}

/** A card name as written (one or more words; may contain commas and apostrophes). */
export interface CardName extends Node {
  kind: "CardName";
  name: string;
}

export interface PlayerRef extends Node {
  kind: "Player";
  name: PlayerName;
}

/**
 * A reference to an object: `Jace Beleren`, `Bob's Jace Beleren` (controller in play, owner elsewhere),
 * `Grizzly Bears #2` (the k-th such object, in setup order then creation order).
 */
export interface ObjectRef extends Node {
  kind: "ObjectRef";
  owner?: PlayerRef;
  card: CardName;
  ordinal?: number;
}

export type TargetRef = PlayerRef | ObjectRef;

// ---------------------------------------------------------------------------------------------------------
// Setup

export type SetupLine = RulesLine | SeedLine | LifeLine | PoisonLine | TurnLine | ZoneLine;

export interface RulesLine extends Node {
  kind: "Rules";
  edition: string;
}

export interface SeedLine extends Node {
  kind: "Seed";
  seed: number;
}

export interface LifeLine extends Node {
  kind: "Life";
  player: PlayerRef;
  life: number;
}

/** "Bob poison 9": the poison counters a player starts with (104.3d of 2007). */
export interface PoisonLine extends Node {
  kind: "Poison";
  player: PlayerRef;
  poison: number;
}

export interface TurnLine extends Node {
  kind: "Turn";
  player: PlayerRef;
  step: StepName;
}

export interface ZoneLine extends Node {
  kind: "Zone";
  player: PlayerRef;
  zone: ScenarioZone;
  entries: ZoneEntry[];
}

/**
 * The most objects one block's setup may place, all zones and both players together (so also the most copies
 * one entry may have). Real games have 40 to 250 cards; far beyond that a scenario is a mistake, and this bound
 * keeps every action's state snapshot and object scan within milliseconds.
 */
export const MAX_SETUP_OBJECTS = 10_000;

/** `[<n> x ]<card name>[ tapped][ with <n> <kind> counters]` */
export interface ZoneEntry extends Node {
  kind: "Entry";
  count: number;
  card: CardName;
  tapped: boolean;
  counters: CounterSpec[];
}

export interface CounterSpec extends Node {
  kind: "Counters";
  count: number;
  /** "loyalty", "+1/+1", "-1/-1", or another word. */
  counter: string;
}

// ---------------------------------------------------------------------------------------------------------
// Actions and expectations

export type StepLine = ActionLine | ExpectLine;

export type ActionLine =
  | CastAction
  | PlayAction
  | SuspendAction
  | TurnFaceUpAction
  | ActivateAction
  | ChooseAction
  | ResolveAction
  | AttackAction
  | BlockAction
  | AdvanceAction
  | ExpectErrorLine;

export interface CastAction extends Node {
  kind: "Cast";
  player: PlayerRef;
  card: ObjectRef;
  x?: number;
  targets: TargetRef[];
  /** `for its evoke cost`: played for its alternative cost instead of its mana cost. */
  alternativeCost?: "evoke" | "prowl" | "flashback";
  /** `with conspire`: its conspire cost paid as well. */
  conspire?: boolean;
  /** `with kicker`: its kicker cost paid as well. */
  kicker?: boolean;
  /** `face down`: a card with morph played face down as a 2/2 creature spell for {3} (502.26a). */
  faceDown?: boolean;
  /** `with buyback`: its buyback cost paid as well (502.16a). */
  buyback?: boolean;
  /** `with delve 3`: that many cards removed from the graveyard as it is played (502.64a). */
  delve?: number;
  /** `with convoke Grizzly Bears and Llanowar Elves`: the creatures tapped as it is played (502.46a). */
  convoke?: ObjectRef[];
}

export interface PlayAction extends Node {
  kind: "Play";
  player: PlayerRef;
  card: ObjectRef;
}

/** `Alice suspends Durkwood Baloth`: suspend's special action (502.62a) on a card in the player's hand. */
export interface SuspendAction extends Node {
  kind: "Suspend";
  player: PlayerRef;
  card: ObjectRef;
}

/**
 * `Alice turns Whipcorder face up`: morph's special action (502.26d) on a face-down permanent the player controls,
 * named by the card it is (504.3: its controller may look at it).
 */
export interface TurnFaceUpAction extends Node {
  kind: "TurnFaceUp";
  player: PlayerRef;
  permanent: ObjectRef;
}

/** An ability's cost as written in `activates`: a loyalty cost or a cost text such as `{2}, {T}`. */
export type AbilityCostRef =
  | { kind: "LoyaltyCost"; range: SourceRange; /** +N / −N, or "-X" */ value: number | "-X"; text: string; index: number }
  | {
      kind: "CostText";
      range: SourceRange;
      /** The symbols in order, e.g. ["{2}", "{T}"]. */
      symbols: string[];
      text: string;
      index: number;
      /**
       * A cost written in quotes as printed, words and all (`"Sacrifice a creature"`, `"{1}, {T}, Sacrifice
       * Chromatic Star"`): matched against the whole of the ability's cost; `symbols` is then empty.
       */
      quoted?: boolean;
    };

export interface ActivateAction extends Node {
  kind: "Activate";
  player: PlayerRef;
  permanent: ObjectRef;
  /** `index` is 1-based: `+1 #2` is the second ability with that cost, in printed order. */
  cost: AbilityCostRef;
  x?: number;
  targets: TargetRef[];
}

export type Answer =
  | { kind: "Yes"; range: SourceRange }
  | { kind: "No"; range: SourceRange }
  | { kind: "Nothing"; range: SourceRange }
  /** A quoted text: the option containing it (a triggered ability by its text, for the order of triggers). */
  | { kind: "Text"; text: string; range: SourceRange }
  /** Mana, for a mana ability's choice ("Add one mana of any color."): `{G}`, `{R}{R}`. */
  | { kind: "Mana"; symbols: string; range: SourceRange }
  | PlayerRef
  | ObjectRef;

export interface ChooseAction extends Node {
  kind: "Choose";
  player: PlayerRef;
  answer: Answer;
  /** *(added)* "chooses Island and Swamp": the further cards of the same answer (a decision of several cards). */
  more?: ObjectRef[];
}

export interface ResolveAction extends Node {
  kind: "Resolve";
  /** `resolve all`: players pass until the stack is empty; `resolve`: until its top object has resolved. */
  all: boolean;
}

export interface AttackAction extends Node {
  kind: "Attack";
  player: PlayerRef;
  defender: TargetRef;
  attackers: ObjectRef[];
}

export interface BlockAction extends Node {
  kind: "Block";
  player: PlayerRef;
  attacker: ObjectRef;
  blocker: ObjectRef;
}

export interface AdvanceAction extends Node {
  kind: "Advance";
  player?: PlayerRef;
  step: StepName;
}

export interface ExpectErrorLine extends Node {
  kind: "ExpectError";
  text?: string;
}

export type ExpectLine =
  | { kind: "ExpectLife"; range: SourceRange; player: PlayerRef; life: number }
  /** "expect Bob poison 3", "expect Bob has 3 poison counters" (104.3d of 2007). */
  | { kind: "ExpectPoison"; range: SourceRange; player: PlayerRef; poison: number }
  | { kind: "ExpectLost"; range: SourceRange; player: PlayerRef; lost: boolean }
  | { kind: "ExpectLoyalty"; range: SourceRange; object: ObjectRef; loyalty: number }
  | { kind: "ExpectCounters"; range: SourceRange; object: ObjectRef; count: number; counter: string }
  | { kind: "ExpectDamage"; range: SourceRange; object: ObjectRef; damage: number }
  | { kind: "ExpectPowerToughness"; range: SourceRange; object: ObjectRef; power: number; toughness: number }
  | { kind: "ExpectTapped"; range: SourceRange; object: ObjectRef; tapped: boolean }
  | { kind: "ExpectKeyword"; range: SourceRange; object: ObjectRef; keyword: string }
  | { kind: "ExpectZoneHas"; range: SourceRange; player: PlayerRef; zone: ScenarioZone; card: CardName; count?: number }
  | { kind: "ExpectZoneLacks"; range: SourceRange; player: PlayerRef; zone: ScenarioZone; card: CardName }
  | { kind: "ExpectZoneCount"; range: SourceRange; player: PlayerRef; zone: ScenarioZone; count: number }
  | { kind: "ExpectControls"; range: SourceRange; player: PlayerRef; card: CardName; count?: number }
  | { kind: "ExpectControlsNo"; range: SourceRange; player: PlayerRef; card: CardName }
  | {
      kind: "ExpectCanActivate";
      range: SourceRange;
      player: PlayerRef;
      permanent: ObjectRef;
      cost: AbilityCostRef;
      can: boolean;
    }
  | { kind: "ExpectStackEmpty"; range: SourceRange };

export const ACTION_KINDS: ReadonlySet<string> = new Set([
  "Cast",
  "Play",
  "Activate",
  "Choose",
  "Resolve",
  "Attack",
  "Block",
  "Advance",
  "ExpectError",
]);
