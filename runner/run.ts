/**
 * Plays one scenario block against the runtime: a fresh game with the block's setup, then its actions and
 * expectations in order. The first failed expectation (or scenario error) ends the block.
 *
 * Everything here is built on the public game API (runtime/api.ts): moving the game forward is passing
 * priority; "advance to <step>" passes until the active player first has priority in that step; an acting
 * player who does not hold priority gets it by the players before them passing.
 */
import type { Action, Decision, Game, GameEvent, GameSetup, PlayerSetup, SetupEntry, Step } from "../runtime/api.js";
import type { ActivatedAbilityDefinition, CardRegistry, Chosen, ObjectId, PlayerId, TargetSpec, Zone } from "../runtime/definition.js";
import type {
  AbilityCostRef,
  ActionLine,
  Answer,
  AttackAction,
  BlockAction,
  ChooseAction,
  ExpectLine,
  ObjectRef,
  ScenarioBlock,
  ScenarioZone,
  SourceRange,
  StepLine,
  StepName,
  TargetRef,
} from "../grammar/scenario/ast.js";
import { MAX_SETUP_OBJECTS, PLAYER_NAMES, STEP_WORDS } from "../grammar/scenario/ast.js";
import { describeObjects, everyObject, ObjectOrder, permanents, pickObject, ScenarioFailure, scenarioName, type Lookup } from "./objects.js";

export type CreateGame = (setup: GameSetup) => Game;

export interface ScenarioFailureReport {
  line: number;
  column: number;
  message: string;
  expected?: string;
  found?: string;
  /** The last few events of the game log, formatted. */
  log: string[];
}

export interface ScenarioResult {
  file: string;
  title: string;
  line: number;
  passed: boolean;
  failure?: ScenarioFailureReport;
  /** Milliseconds. */
  duration: number;
  /** Not played: the cards it uses that do not compile (runner/index.ts). */
  brokenCards?: string[];
  /** Stopped at the time limit (runner/isolation.ts). */
  timedOut?: boolean;
}

/** The names an object can have in a card set: card names, and the names of the tokens cards create. */
export interface KnownNames {
  cardNames: string[];
  tokenNames: string[];
}

export function knownNames(cards: CardRegistry): KnownNames {
  const all = cards.all();
  return {
    cardNames: all.map((card) => card.name),
    tokenNames: [...new Set(all.flatMap((card) => (card.tokens ?? []).map((token) => token.name)))],
  };
}

/** How many passes "advance", "resolve" and the like may take before the runner gives up (a stuck game). */
const PASS_LIMIT = 2_000;
/** Events shown with a failure. */
const LOG_TAIL = 6;

const ZONES: Record<ScenarioZone, Zone> = { hand: "hand", library: "library", graveyard: "graveyard", battlefield: "play", exile: "removed" };
const STEP_ORDER: readonly Step[] = STEP_WORDS.map(([, step]) => step);
const stepWord = (step: Step) => STEP_WORDS.find(([, name]) => name === step)?.[0] ?? step;

interface QueuedAnswer {
  line: ChooseAction;
}

/**
 * One log event on one line: `damage source=Shock(o7) recipient=Bob amount=2`. With `name`, ids of players
 * and objects are shown with their names.
 */
export function formatEvent(event: GameEvent, name: (id: string) => string | undefined = () => undefined): string {
  const show = (value: unknown): string => {
    if (typeof value === "string") {
      const named = name(value);
      return named === undefined ? value : named;
    }
    if (Array.isArray(value)) return `[${value.map(show).join(",")}]`;
    return JSON.stringify(value);
  };
  const parts = Object.entries(event)
    .filter(([key]) => key !== "kind")
    .map(([key, value]) => `${key}=${show(value)}`);
  return [event.kind, ...parts].join(" ");
}

class BlockRun implements Lookup {
  readonly game: Game;
  readonly order = new ObjectOrder();
  private readonly playerIds = new Map<string, PlayerId>();
  private readonly queues = new Map<PlayerId, QueuedAnswer[]>();
  /** The line being played, for errors that are not the scenario's (a bug in the engine or the runner). */
  current: SourceRange | undefined;

  constructor(
    private readonly block: ScenarioBlock,
    private readonly cards: CardRegistry,
    createGame: CreateGame,
  ) {
    const { setup, placements } = this.buildSetup();
    try {
      this.game = createGame(setup);
    } catch (error) {
      throw new ScenarioFailure(block.titleRange, `The game could not be set up: ${error instanceof Error ? error.message : String(error)}`);
    }
    for (const player of this.game.players()) this.playerIds.set(player.name, player.id);
    // Setup order: each placement is the next object of its player's zone, in the order written. `game.zone`
    // returns a fresh copy of the list, so each zone is read once (per placement it made setup quadratic).
    const zones = new Map<string, { ids: readonly ObjectId[]; taken: number }>();
    for (const placement of placements) {
      const pid = this.playerId(placement.player);
      const key = `${pid}\u0000${placement.zone}`;
      let zone = zones.get(key);
      if (zone === undefined) zones.set(key, (zone = { ids: this.game.zone(pid, placement.zone), taken: 0 }));
      const id = zone.ids[zone.taken++];
      if (id !== undefined) this.order.setup(id);
    }
    this.order.observe(this.game);
  }

  playerId(name: string): PlayerId {
    const id = this.playerIds.get(name);
    if (id === undefined) throw new Error(`no player named ${name} in the game`);
    return id;
  }

  private playerName(id: PlayerId): string {
    return this.game.player(id).name;
  }

  // -------------------------------------------------------------------------------------------------------
  // Setup

  private buildSetup(): { setup: GameSetup; placements: { player: string; zone: Zone }[] } {
    const players = new Map<string, PlayerSetup>(PLAYER_NAMES.map((name) => [name, { name, life: 20, library: [], hand: [], graveyard: [], play: [], removed: [] }]));
    const placements: { player: string; zone: Zone }[] = [];
    let activePlayer = 0;
    let step: Step = "main1";
    let seed = 1;
    for (const line of this.block.setup) {
      switch (line.kind) {
        case "Rules":
          break; // validated: only 2007
        case "Seed":
          seed = line.seed;
          break;
        case "Life":
          players.get(line.player.name)!.life = line.life;
          break;
        case "Poison":
          players.get(line.player.name)!.poison = line.poison;
          break;
        case "Turn":
          activePlayer = PLAYER_NAMES.indexOf(line.player.name);
          step = line.step;
          break;
        case "Zone": {
          const zone = ZONES[line.zone];
          const list = players.get(line.player.name)![zone as "hand"]!;
          for (const entry of line.entries) {
            const definition = this.cards.get(entry.card.name);
            if (!definition) throw new ScenarioFailure(entry.card.range, `Unknown card '${entry.card.name}'.`);
            const counters = new Map<string, number>();
            for (const spec of entry.counters) counters.set(spec.counter, (counters.get(spec.counter) ?? 0) + spec.count);
            // A planeswalker placed without loyalty counters has its printed loyalty (212.9d).
            if (zone === "play" && definition.loyalty !== undefined && !counters.has("loyalty")) counters.set("loyalty", definition.loyalty);
            // Validation refuses this first (CS5011); a block given to runBlock unvalidated must not stall here.
            if (placements.length + entry.count > MAX_SETUP_OBJECTS) {
              throw new ScenarioFailure(entry.range, `The setup places more than ${MAX_SETUP_OBJECTS.toLocaleString("en-US")} objects, the most a scenario may place: use fewer copies.`);
            }
            for (let copy = 0; copy < entry.count; copy++) {
              const placed: SetupEntry = { card: entry.card.name };
              if (entry.tapped) placed.tapped = true;
              if (counters.size > 0) placed.counters = Object.fromEntries(counters);
              list.push(placed);
              placements.push({ player: line.player.name, zone });
            }
          }
          break;
        }
      }
    }
    const setup: GameSetup = {
      cards: this.cards,
      players: [...players.values()],
      activePlayer,
      step,
      // Alice plays first: turn 1 is hers, turn 2 is Bob's first turn.
      turnNumber: activePlayer + 1,
      seed,
    };
    return { setup, placements };
  }

  // -------------------------------------------------------------------------------------------------------
  // Decisions and priority

  /** The creatures `with convoke …` names (502.46a): permanents the player controls ("#2" as in every reference). */
  private convokingCreatures(actor: PlayerId, refs: readonly ObjectRef[]): ObjectId[] {
    const mine = this.game.zone(actor, "play");
    return refs.map((ref) => pickObject(this, ref, mine, `among the permanents ${this.playerName(actor)} controls`));
  }

  private describeDecision(decision: Decision): string {
    const options = decision.options.map((option) => (this.game.object(option)?.name ?? (this.isPlayer(option) ? this.playerName(option) : option)));
    return `${decision.kind} decision "${decision.prompt}" (options: ${options.join(", ") || "none"})`;
  }

  private isPlayer(id: string): boolean {
    return this.game.players().some((player) => player.id === id);
  }

  /** Answers pending decisions from the queued answers; a decision without one fails the scenario at `at`. */
  private settleDecisions(at: SourceRange): void {
    for (let guard = 0; guard < PASS_LIMIT; guard++) {
      const decision = this.game.pendingDecision();
      if (!decision) return;
      const queue = this.queues.get(decision.player) ?? [];
      const next = queue.shift();
      const who = this.playerName(decision.player);
      if (!next) {
        throw new ScenarioFailure(
          at,
          `${who} must answer a ${this.describeDecision(decision)}, but no answer is queued: add a line '${who} chooses …' before this one.`,
        );
      }
      const choices = this.answerChoices(next.line.answer, decision, next.line);
      const result = this.game.answer(choices);
      if (!result.ok) {
        throw new ScenarioFailure(next.line.range, `${who}'s answer was refused for the ${this.describeDecision(decision)}: ${result.error}`);
      }
      this.order.observe(this.game);
    }
    throw new ScenarioFailure(at, "The game kept asking for decisions without end.");
  }

  private answerChoices(answer: Answer, decision: Decision, line: ChooseAction): (Chosen | string)[] {
    const strings = decision.options.filter((option) => !this.game.object(option) && !this.isPlayer(option));
    const stringOption = (word: string) => strings.find((option) => option.toLowerCase() === word.toLowerCase());
    switch (answer.kind) {
      case "Yes": {
        const yes = stringOption("yes");
        if (yes !== undefined) return [yes];
        // "yes" to a question whose options are things and "no" (212.9g: redirect to which planeswalker?) means
        // the one thing offered; with several, the scenario must name one.
        const offered = decision.options.filter((option) => option.toLowerCase() !== "no");
        if (offered.length === 1) return [offered[0]];
        throw new ScenarioFailure(
          line.range,
          `'yes' is ambiguous for the ${this.describeDecision(decision)}: name the option to choose instead.`,
        );
      }
      case "No": {
        const no = stringOption("no");
        return no !== undefined ? [no] : [];
      }
      case "Nothing":
        return [];
      case "Text": {
        // An option that is exactly the text ("3" of a division's 1 to 13) is chosen before options containing it.
        const exact = stringOption(answer.text);
        if (exact !== undefined) return [exact];
        const matching = strings.filter((option) => option.toLowerCase().includes(answer.text.toLowerCase()));
        if (matching.length === 1 || (matching.length > 1 && matching.every((option) => sameChoice(option, matching[0])))) return [matching[0]];
        throw new ScenarioFailure(
          line.range,
          matching.length === 0
            ? `No option of the ${this.describeDecision(decision)} contains "${answer.text}".`
            : `"${answer.text}" is in several options of the ${this.describeDecision(decision)}: quote more of the one to choose.`,
        );
      }
      case "Mana": {
        const mana = stringOption(answer.symbols);
        if (mana === undefined) throw new ScenarioFailure(line.range, `${answer.symbols} is not among the options of the ${this.describeDecision(decision)}.`);
        return [mana];
      }
      case "Player": {
        const id = this.playerId(answer.name);
        if (!decision.options.includes(id)) {
          throw new ScenarioFailure(line.range, `${answer.name} is not among the options of the ${this.describeDecision(decision)}.`);
        }
        return [id];
      }
      case "ObjectRef": {
        const named = stringOption(answer.card.name);
        if (named !== undefined && answer.owner === undefined && answer.ordinal === undefined) return [named];
        if (decision.kind === "triggerOrder") {
          // Triggered abilities are offered as "<n>: <card name>: <ability text>": the card's name picks its
          // ability (the same ability of several same-named cards is the same choice).
          const abilities = strings.filter((option) => labelText(option).startsWith(`${answer.card.name}: `));
          if (abilities.length === 1 || (abilities.length > 1 && abilities.every((option) => sameChoice(option, abilities[0])))) return [abilities[0]];
          throw new ScenarioFailure(
            line.range,
            abilities.length === 0
              ? `${answer.card.name} has no triggered ability among the options of the ${this.describeDecision(decision)}.`
              : `${answer.card.name} has several triggered abilities among the options of the ${this.describeDecision(decision)}: choose one by its text in quotes ('${this.playerName(decision.player)} chooses "…"').`,
          );
        }
        const objects = decision.options.filter((option) => this.game.object(option) !== undefined);
        const where = `among the options of the ${this.describeDecision(decision)}`;
        const chosen = [pickObject(this, answer, objects, where)];
        // "chooses Island and Swamp": each further card among the options not chosen yet; "chooses Forest #1 and
        // Forest #2": a numbered card is numbered among all the options, as the first one is.
        for (const ref of line.more ?? []) chosen.push(pickObject(this, ref, ref.ordinal !== undefined ? objects : objects.filter((id) => !chosen.includes(id)), where));
        return chosen;
      }
    }
  }

  /**
   * Gives `actor` priority: the players before them in turn order pass. Fails if that does not make `actor`
   * the priority holder (for example, the game has moved on to another step).
   */
  private givePriority(actor: PlayerId, at: SourceRange): void {
    this.settleDecisions(at);
    const players = this.game.players().length;
    for (let passes = 0; passes < players; passes++) {
      const holder = this.game.priorityPlayer();
      if (holder === actor) return;
      if (holder === null) break;
      const result = this.game.submit({ kind: "pass", player: holder });
      if (!result.ok) throw new ScenarioFailure(at, `${this.playerName(holder)} could not pass priority: ${result.error}`);
      this.settleDecisions(at);
      this.order.observe(this.game);
    }
    if (this.game.priorityPlayer() !== actor) {
      const holder = this.game.priorityPlayer();
      throw new ScenarioFailure(
        at,
        `${this.playerName(actor)} cannot act now: ${holder ? `${this.playerName(holder)} holds priority` : "no player holds priority"} in the ${stepWord(this.game.step())} step.`,
      );
    }
  }

  /** One step forward: the player who must act passes (or declares no attackers / no blockers). */
  private passOnce(at: SourceRange): void {
    this.settleDecisions(at);
    if (this.game.isOver()) throw new ScenarioFailure(at, "The game is over: it cannot go on.");
    const holder = this.game.priorityPlayer();
    if (holder === null) throw new ScenarioFailure(at, `The game cannot go on: no player may act in the ${stepWord(this.game.step())} step.`);
    const legal = this.game.legalActions();
    let action: Action;
    if (legal.some((candidate) => candidate.kind === "pass")) action = { kind: "pass", player: holder };
    else if (legal.some((candidate) => candidate.kind === "declareAttackers")) action = { kind: "declareAttackers", player: holder, attackers: [] };
    else if (legal.some((candidate) => candidate.kind === "declareBlockers")) action = { kind: "declareBlockers", player: holder, blocks: [] };
    else action = { kind: "pass", player: holder };
    const result = this.game.submit(action);
    if (!result.ok) throw new ScenarioFailure(at, `The game cannot go on: ${this.playerName(holder)} could not ${action.kind === "pass" ? "pass" : "declare"}: ${result.error}`);
    this.settleDecisions(at);
    this.order.observe(this.game);
  }

  private stepIndex(step: Step): number {
    return STEP_ORDER.indexOf(step);
  }

  /** Passes until the current turn reaches `step`; fails if it has already gone past it. */
  private forwardInTurnTo(step: StepName, at: SourceRange, doing: string): void {
    const turn = this.game.turnNumber();
    if (this.stepIndex(this.game.step()) > this.stepIndex(step)) {
      throw new ScenarioFailure(at, `Cannot ${doing}: this turn is already in the ${stepWord(this.game.step())} step, after ${stepWord(step)}.`);
    }
    for (let guard = 0; guard < PASS_LIMIT && this.game.step() !== step; guard++) {
      this.passOnce(at);
      if (this.game.turnNumber() !== turn) throw new ScenarioFailure(at, `Cannot ${doing}: the turn ended before the ${stepWord(step)} step (was it skipped?).`);
    }
    if (this.game.step() !== step) throw new ScenarioFailure(at, `Cannot ${doing}: the game did not reach the ${stepWord(step)} step.`);
  }

  // -------------------------------------------------------------------------------------------------------
  // Actions

  private targetIds(targets: TargetRef[], specs: TargetSpec[], at: SourceRange, what: string): Chosen[][] {
    const ids = targets.map((target) =>
      target.kind === "Player" ? this.playerId(target.name) : this.pickTarget(target, specs),
    );
    const result: Chosen[][] = specs.map(() => []);
    if (specs.length === 0) {
      if (ids.length > 0) throw new ScenarioFailure(at, `${what} has no targets, but the line names ${ids.length}.`);
      return [];
    }
    const capacity = specs.reduce((sum, spec) => sum + spec.max, 0);
    if (ids.length > capacity) throw new ScenarioFailure(at, `${what} takes at most ${capacity} target(s), but the line names ${ids.length}.`);
    // In printed order, each target spec takes as many targets as it can while leaving enough for the minimums
    // of the specs after it.
    let next = 0;
    specs.forEach((spec, index) => {
      const laterMinimum = specs.slice(index + 1).reduce((sum, later) => sum + later.min, 0);
      const take = Math.max(0, Math.min(spec.max, ids.length - next - laterMinimum));
      result[index] = ids.slice(next, next + take);
      next += take;
    });
    return result;
  }

  private pickTarget(ref: ObjectRef, specs: TargetSpec[]): ObjectId {
    // Cards in a graveyard, hand or library are candidates when a target spec asks for cards there ("target
    // card from your graveyard").
    const zones = [...new Set(specs.map((spec) => spec.objects?.zone).filter((zone): zone is "graveyard" | "hand" | "library" => zone === "graveyard" || zone === "hand" || zone === "library"))];
    if (zones.length > 0) {
      const cards = this.game.players().flatMap((player) => zones.flatMap((zone) => this.game.zone(player.id, zone)));
      return pickObject(this, ref, [...permanents(this.game), ...cards], `on the battlefield or in a ${zones.join(" or ")}`);
    }
    const inPlay = permanents(this.game).filter((id) => scenarioName(this.game, id) === ref.card.name);
    if (inPlay.length > 0 || this.game.stack().length === 0) return pickObject(this, ref, permanents(this.game), "on the battlefield");
    return pickObject(this, ref, [...permanents(this.game), ...this.game.stack().map((item) => item.id)], "on the battlefield or the stack");
  }

  /**
   * What `activates` names: a permanent, or (when no permanent has that name) a card in the player's hand, whose
   * ability is played from there (cycling).
   */
  private activatable(ref: ObjectRef, actor: PlayerId): ObjectId {
    const inPlay = permanents(this.game).some((id) => scenarioName(this.game, id) === ref.card.name);
    if (inPlay) return pickObject(this, ref, permanents(this.game), "on the battlefield");
    // A card in the graveyard whose ability is played from there (unearth), when none in hand has the name.
    const inHand = this.game.zone(actor, "hand").some((id) => scenarioName(this.game, id) === ref.card.name);
    const inGraveyard = this.game.zone(actor, "graveyard").some((id) => scenarioName(this.game, id) === ref.card.name);
    if (!inHand && inGraveyard) return pickObject(this, ref, this.game.zone(actor, "graveyard"), "in the player's graveyard");
    return pickObject(this, ref, this.game.zone(actor, "hand"), "on the battlefield, in the player's hand or graveyard");
  }

  private findAbility(object: ObjectId, cost: AbilityCostRef, at: SourceRange): { index: number; ability: ActivatedAbilityDefinition } {
    const view = this.game.object(object)!;
    const definition = this.cards.get(view.name);
    const abilities = (definition?.abilities ?? [])
      .map((ability, index) => ({ ability, index }))
      .filter((entry): entry is { ability: ActivatedAbilityDefinition; index: number } => entry.ability.kind === "activated")
      // Then those granted to it now (418.5a: 'All Slivers have "{T}: …"'), numbered after its own.
      .concat(this.game.grantedAbilities(object));
    const matching = abilities.filter(({ ability }) => costMatches(ability, cost));
    const found = matching[cost.index - 1];
    if (!found) {
      const costs = abilities.map(({ ability }) => costText(ability)).join(", ");
      const written = `${cost.text}${cost.index > 1 ? ` #${cost.index}` : ""}`;
      throw new ScenarioFailure(
        at,
        `${view.name} has no${matching.length > 0 ? ` ${ordinalWord(cost.index)}` : ""} ability with cost ${written}${costs ? `; its abilities cost ${costs}` : "; it has no activated abilities"}.`,
      );
    }
    return found;
  }

  /**
   * Casts a modal spell (2007 409.1b): the engine asks its modes, answered by the caster's queued answers in
   * order ('Alice chooses "Destroy target enchantment"'; a spell that chooses two takes two such lines), then a
   * target per target of the chosen modes, answered by the line's targets in order.
   */
  private castModal(actor: PlayerId, card: ObjectId, line: Extract<ActionLine, { kind: "Cast" }>): { rejected?: string; before?: string } {
    const before = JSON.stringify(this.game.snapshot());
    const result = this.game.submit({ kind: "cast", player: actor, card, x: line.x });
    if (!result.ok) return { rejected: result.error, before };
    const name = line.card.card.name;
    const targets = line.targets.slice();
    let modesAsked = false;
    for (let guard = 0; guard < PASS_LIMIT; guard++) {
      const decision = this.game.pendingDecision();
      if (decision === null || decision.player !== actor) break;
      let choices: (Chosen | string)[];
      if (decision.kind === "modes") {
        modesAsked = true;
        choices = this.modeAnswers(decision, name, line.range);
      } else if (decision.kind === "targets" && targets.length > 0) {
        const take = Math.max(decision.min, Math.min(decision.max, targets.length));
        choices = targets.splice(0, take).map((target) => (target.kind === "Player" ? this.playerId(target.name) : pickObject(this, target, decision.options.filter((option) => this.game.object(option) !== undefined), `among the legal targets of ${name}'s mode`)));
      } else {
        break;
      }
      const answered = this.game.answer(choices);
      if (!answered.ok) throw new ScenarioFailure(line.range, `${this.playerName(actor)}'s choice for ${name} was refused for the ${this.describeDecision(decision)}: ${answered.error}`);
    }
    const cast = [...this.game.log()].reverse().find((event) => event.kind === "cast" && event.player === actor);
    if (!modesAsked) {
      // The engine chose the only mode that could be chosen without asking: an answer naming that mode is used up.
      const queue = this.queues.get(actor) ?? [];
      const answer = queue[0]?.line.answer;
      const chosenModes = (cast?.modes ?? []) as string[];
      if (answer?.kind === "Text" && chosenModes.some((mode) => mode.toLowerCase().includes(answer.text.toLowerCase()))) queue.shift();
    }
    if (targets.length > 0) {
      // A target the engine chose without asking (the only legal one) may be named too: it must be one of the
      // spell's targets.
      const chosen = ((cast?.targets ?? []) as Chosen[][]).flat();
      for (const target of targets) {
        const id = target.kind === "Player" ? this.playerId(target.name) : pickObject(this, target, chosen.filter((option) => this.game.object(option) !== undefined), `among the targets of ${name}`);
        if (!chosen.includes(id)) {
          throw new ScenarioFailure(line.range, `${name}'s chosen modes take fewer targets than the line names (${target.kind === "Player" ? target.name : target.card.name} is not among them): name only the chosen modes' targets.`);
        }
      }
    }
    this.settleDecisions(line.range);
    this.order.observe(this.game);
    return {};
  }

  /** The caster's queued answers to a "modes" decision: one queued line per mode, as many as the spell chooses (or more, up to its most). */
  private modeAnswers(decision: Decision, name: string, at: SourceRange): string[] {
    const queue = this.queues.get(decision.player) ?? [];
    const chosen: string[] = [];
    while (chosen.length < decision.max) {
      const next = queue[0];
      const modeText = next?.line.answer.kind === "Text" ? next.line.answer.text.toLowerCase() : undefined;
      const matches = modeText === undefined ? [] : decision.options.filter((option) => !chosen.includes(option) && option.toLowerCase().includes(modeText));
      if (chosen.length >= decision.min && matches.length === 0) break;
      if (next === undefined) {
        const who = this.playerName(decision.player);
        throw new ScenarioFailure(at, `${who} must choose ${decision.min === decision.max ? decision.min : `${decision.min} to ${decision.max}`} mode(s) of ${name} (${decision.options.map((option) => `"${option}"`).join(", ")}), but ${chosen.length === 0 ? "no answer is" : "too few answers are"} queued: add a line '${who} chooses "…"' naming each mode before this one.`);
      }
      queue.shift();
      if (matches.length !== 1) {
        throw new ScenarioFailure(
          next.line.range,
          modeText === undefined
            ? `${name} is modal: answer its "modes" decision with a mode's text in quotes (options: ${decision.options.map((option) => `"${option}"`).join(", ")}).`
            : matches.length === 0
              ? `No mode of ${name} that can be chosen contains "${next.line.answer.kind === "Text" ? next.line.answer.text : ""}" (options: ${decision.options.map((option) => `"${option}"`).join(", ")}).`
              : `"${next.line.answer.kind === "Text" ? next.line.answer.text : ""}" is in several modes of ${name}: quote more of the one to choose.`,
        );
      }
      chosen.push(matches[0]);
    }
    return chosen;
  }

  /** Submits an action; returns the rejection, or undefined if it was accepted (and its decisions answered). */
  private submit(action: Action, at: SourceRange): { rejected?: string; before?: string } {
    const before = JSON.stringify(this.game.snapshot());
    const result = this.game.submit(action);
    if (!result.ok) return { rejected: result.error, before };
    this.settleDecisions(at);
    this.order.observe(this.game);
    return {};
  }

  private perform(line: ActionLine, group: (AttackAction | BlockAction)[]): { rejected?: string; before?: string } {
    switch (line.kind) {
      case "Cast": {
        const actor = this.playerId(line.player.name);
        this.givePriority(actor, line.range);
        // A card played from the graveyard (retrace), when none in hand has the name.
        const fromHand = this.game.zone(actor, "hand").some((id) => scenarioName(this.game, id) === line.card.card.name);
        const fromGraveyard = !fromHand && this.game.zone(actor, "graveyard").some((id) => scenarioName(this.game, id) === line.card.card.name);
        const card = fromGraveyard ? pickObject(this, line.card, this.game.zone(actor, "graveyard"), `in ${line.player.name}'s graveyard`) : pickObject(this, line.card, this.game.zone(actor, "hand"), `in ${line.player.name}'s hand`);
        const definition = this.cards.get(this.game.object(card)!.name);
        // A modal spell: its modes are asked as it is played, then their targets (runner/modes.ts).
        if (definition?.spell?.modes !== undefined) return this.castModal(actor, card, line);
        // An Aura spell targets what it will enchant (runtime/attachments.ts).
        const specs = definition?.enchant !== undefined ? [definition.enchant] : (definition?.spell?.targets ?? []);
        const targets = this.targetIds(line.targets, specs, line.range, line.card.card.name);
        // "face down" (morph, 502.26a): a face-down creature spell has no targets
        if (line.faceDown === true) return this.submit({ kind: "cast", player: actor, card, faceDown: true }, line.range);
        const optional = { ...(line.alternativeCost !== undefined ? { alternativeCost: line.alternativeCost } : {}), ...(line.conspire === true ? { conspire: true } : {}), ...(line.kicker === true ? { kicker: true } : {}), ...(line.buyback === true ? { buyback: true } : {}), ...(line.delve !== undefined ? { delve: line.delve } : {}), ...(line.convoke !== undefined ? { convoke: this.convokingCreatures(actor, line.convoke) } : {}) };
        return this.submit({ kind: "cast", player: actor, card, x: line.x, targets, ...optional }, line.range);
      }
      case "Play": {
        const actor = this.playerId(line.player.name);
        this.givePriority(actor, line.range);
        const card = pickObject(this, line.card, this.game.zone(actor, "hand"), `in ${line.player.name}'s hand`);
        return this.submit({ kind: "playLand", player: actor, card }, line.range);
      }
      case "Suspend": {
        const actor = this.playerId(line.player.name);
        this.givePriority(actor, line.range);
        const card = pickObject(this, line.card, this.game.zone(actor, "hand"), `in ${line.player.name}'s hand`);
        return this.submit({ kind: "suspend", player: actor, card }, line.range);
      }
      case "TurnFaceUp": {
        // Morph's special action (502.26d): the face-down permanent named by the card it is (504.3)
        const actor = this.playerId(line.player.name);
        this.givePriority(actor, line.range);
        const permanent = pickObject(this, line.permanent, this.game.zone(actor, "play"), `among ${line.player.name}'s permanents`);
        return this.submit({ kind: "turnFaceUp", player: actor, permanent }, line.range);
      }
      case "Activate": {
        const actor = this.playerId(line.player.name);
        this.givePriority(actor, line.range);
        const object = this.activatable(line.permanent, actor);
        const { index, ability } = this.findAbility(object, line.cost, line.cost.range);
        const targets = this.targetIds(line.targets, ability.targets, line.range, `${line.permanent.card.name}'s ${line.cost.text} ability`);
        return this.submit({ kind: "activate", player: actor, object, ability: index, x: line.x, targets }, line.range);
      }
      case "Choose": {
        const id = this.playerId(line.player.name);
        const queue = this.queues.get(id) ?? [];
        queue.push({ line });
        this.queues.set(id, queue);
        return {};
      }
      case "Resolve": {
        if (line.all) {
          for (let guard = 0; this.game.stack().length > 0; guard++) {
            if (guard >= PASS_LIMIT) throw new ScenarioFailure(line.range, "The stack did not empty: the game may be looping.");
            if (this.game.isOver()) break;
            this.passOnce(line.range);
          }
          this.settleDecisions(line.range);
          return {};
        }
        // The top object only: players pass until it has left the stack (triggered abilities it causes wait on
        // the stack above what was under it, so a scenario can respond to them or resolve them in turn).
        this.settleDecisions(line.range);
        const top = this.game.stack()[0]; // top first
        if (top === undefined) {
          throw new ScenarioFailure(line.range, "'resolve' resolves the top object of the stack, but the stack is empty: remove the line, or cast or activate something first.");
        }
        for (let guard = 0; this.game.stack().some((item) => item.id === top.id); guard++) {
          if (guard >= PASS_LIMIT) throw new ScenarioFailure(line.range, `${top.description} did not resolve: the game may be looping.`);
          if (this.game.isOver()) break;
          this.passOnce(line.range);
        }
        this.settleDecisions(line.range);
        return {};
      }
      case "Attack": {
        const first = group[0] as AttackAction;
        this.forwardInTurnTo("declareAttackers", first.range, "declare attackers");
        this.settleDecisions(first.range);
        const attackers = (group as AttackAction[]).flatMap((attack) => {
          const defender = attack.defender.kind === "Player" ? this.playerId(attack.defender.name) : pickObject(this, attack.defender, permanents(this.game), "on the battlefield");
          return attack.attackers.map((ref) => ({ attacker: pickObject(this, ref, permanents(this.game), "on the battlefield"), defender }));
        });
        return this.submit({ kind: "declareAttackers", player: this.playerId(first.player.name), attackers }, group[group.length - 1].range);
      }
      case "Block": {
        const first = group[0] as BlockAction;
        this.forwardInTurnTo("declareBlockers", first.range, "declare blockers");
        this.settleDecisions(first.range);
        const blocks = (group as BlockAction[]).map((block) => ({
          blocker: pickObject(this, block.blocker, permanents(this.game), "on the battlefield"),
          attacker: pickObject(this, block.attacker, permanents(this.game), "on the battlefield"),
        }));
        return this.submit({ kind: "declareBlockers", player: this.playerId(first.player.name), blocks }, group[group.length - 1].range);
      }
      case "Advance": {
        this.advance(line.step, line.player ? this.playerId(line.player.name) : undefined, line.range);
        return {};
      }
      case "ExpectError":
        throw new ScenarioFailure(line.range, "'expect error' must come right after the action that should be rejected.");
    }
  }

  /** Passes until the active player (`player`, if given) first has priority in `step`. */
  private advance(step: StepName, player: PlayerId | undefined, at: SourceRange): void {
    const startTurn = this.game.turnNumber();
    const startIndex = this.stepIndex(this.game.step());
    const target = this.stepIndex(step);
    /** Whether the target step of `turn` (active player `active`) is one this line is waiting for. */
    const wanted = (turn: number, active: PlayerId) => (player === undefined || active === player) && (turn !== startTurn || target > startIndex);
    const reached = () => this.game.step() === step && wanted(this.game.turnNumber(), this.game.activePlayer());
    for (let guard = 0; !reached(); guard++) {
      if (guard >= PASS_LIMIT) throw new ScenarioFailure(at, `The game did not reach the ${stepWord(step)} step after ${PASS_LIMIT} passes.`);
      if (this.game.isOver()) throw new ScenarioFailure(at, `The game ended before the ${stepWord(step)} step.`);
      const before = { turn: this.game.turnNumber(), index: this.stepIndex(this.game.step()), active: this.game.activePlayer() };
      this.passOnce(at);
      const turn = this.game.turnNumber();
      const index = this.stepIndex(this.game.step());
      // A step in which no player receives priority (untap, usually cleanup) is passed through unseen.
      const crossedInOldTurn = before.index < target && (turn !== before.turn || index > target) && wanted(before.turn, before.active);
      const crossedInNewTurn = turn !== before.turn && index > target && wanted(turn, this.game.activePlayer());
      if (crossedInOldTurn || crossedInNewTurn) {
        throw new ScenarioFailure(
          at,
          `The game went through the ${stepWord(step)} step without any player receiving priority in it (untap and cleanup normally give none): advance to the step after it instead.`,
        );
      }
    }
    this.settleDecisions(at);
  }

  // -------------------------------------------------------------------------------------------------------
  // Expectations

  private fail(range: SourceRange, what: string, expected: string, found: string): never {
    throw new ScenarioFailure(range, `expected ${what} ${expected}, found ${found}`, expected, found);
  }

  private check(line: ExpectLine): void {
    const game = this.game;
    const permanent = (ref: ObjectRef) => game.object(pickObject(this, ref, permanents(game), "on the battlefield"))!;
    const countNamed = (ids: ObjectId[], name: string) => ids.filter((id) => scenarioName(game, id) === name).length;
    switch (line.kind) {
      case "ExpectLife": {
        const life = game.player(this.playerId(line.player.name)).life;
        if (life !== line.life) this.fail(line.range, `${line.player.name}'s life`, `${line.life}`, `${life}`);
        return;
      }
      case "ExpectPoison": {
        const poison = game.player(this.playerId(line.player.name)).poison;
        if (poison !== line.poison) this.fail(line.range, `${line.player.name}'s poison counters`, `${line.poison}`, `${poison}`);
        return;
      }
      case "ExpectLost": {
        const lost = game.player(this.playerId(line.player.name)).lost;
        if (lost !== line.lost) this.fail(line.range, `${line.player.name}`, line.lost ? "to have lost" : "not to have lost", lost ? "has lost" : "has not lost");
        return;
      }
      case "ExpectLoyalty": {
        const view = permanent(line.object);
        if (view.loyalty !== line.loyalty) this.fail(line.range, `${view.name}'s loyalty`, `${line.loyalty}`, `${view.loyalty}`);
        return;
      }
      case "ExpectCounters": {
        const view = permanent(line.object);
        const count = Object.hasOwn(view.counters, line.counter) ? view.counters[line.counter] : 0;
        if (count !== line.count) this.fail(line.range, `${line.counter} counters on ${view.name}`, `${line.count}`, `${count}`);
        return;
      }
      case "ExpectDamage": {
        const view = permanent(line.object);
        if (view.damage !== line.damage) this.fail(line.range, `damage marked on ${view.name}`, `${line.damage}`, `${view.damage}`);
        return;
      }
      case "ExpectPowerToughness": {
        const view = permanent(line.object);
        if (view.power !== line.power || view.toughness !== line.toughness) {
          this.fail(line.range, `${view.name}`, `${line.power}/${line.toughness}`, `${view.power ?? "*"}/${view.toughness ?? "*"}`);
        }
        return;
      }
      case "ExpectTapped": {
        const view = permanent(line.object);
        if (view.tapped !== line.tapped) this.fail(line.range, `${view.name}`, line.tapped ? "tapped" : "untapped", view.tapped ? "tapped" : "untapped");
        return;
      }
      case "ExpectKeyword": {
        const view = permanent(line.object);
        if (!view.keywords.some((keyword) => keyword.toLowerCase() === line.keyword.toLowerCase())) {
          this.fail(line.range, `${view.name}`, `to have ${line.keyword}`, view.keywords.length > 0 ? `only ${view.keywords.join(", ").toLowerCase()}` : "no keywords");
        }
        return;
      }
      case "ExpectZoneHas":
      case "ExpectZoneLacks":
      case "ExpectZoneCount": {
        const ids = game.zone(this.playerId(line.player.name), ZONES[line.zone]);
        const where = `${line.player.name}'s ${line.zone}`;
        if (line.kind === "ExpectZoneCount") {
          if (ids.length !== line.count) this.fail(line.range, `${where} to hold`, `${line.count} card(s)`, `${ids.length}${ids.length > 0 ? ` (${names(game, ids)})` : ""}`);
          return;
        }
        const count = countNamed(ids, line.card.name);
        if (line.kind === "ExpectZoneLacks") {
          if (count > 0) this.fail(line.range, `${where}`, `to have no ${line.card.name}`, `${count}`);
          return;
        }
        if (line.count === undefined ? count === 0 : count !== line.count) {
          this.fail(line.range, `${where} to have`, `${line.card.name}${line.count === undefined ? "" : ` x${line.count}`}`, `${count}${ids.length > 0 ? ` (${where}: ${names(game, ids)})` : ` (${where} is empty)`}`);
        }
        return;
      }
      case "ExpectControls":
      case "ExpectControlsNo": {
        const ids = game.zone(this.playerId(line.player.name), "play");
        const count = countNamed(ids, line.card.name);
        const who = line.player.name;
        if (line.kind === "ExpectControlsNo") {
          if (count > 0) this.fail(line.range, `${who} to control`, `no ${line.card.name}`, `${count}`);
          return;
        }
        if (line.count === undefined ? count === 0 : count !== line.count) {
          this.fail(line.range, `${who} to control`, `${line.card.name}${line.count === undefined ? "" : ` x${line.count}`}`, `${count}`);
        }
        return;
      }
      case "ExpectCanActivate": {
        const actor = this.playerId(line.player.name);
        const object = this.activatable(line.permanent, actor);
        const { index } = this.findAbility(object, line.cost, line.cost.range);
        const can = this.canActivate(actor, object, index, line.range);
        if (can.can !== line.can) {
          this.fail(
            line.range,
            `${line.player.name}`,
            `${line.can ? "to be able" : "not to be able"} to activate ${line.permanent.card.name} ${line.cost.text}`,
            can.can ? "it can" : `it cannot${can.why ? ` (${can.why})` : ""}`,
          );
        }
        return;
      }
      case "ExpectStackEmpty": {
        const stack = game.stack();
        if (stack.length > 0) this.fail(line.range, "the stack", "empty", stack.map((item) => item.description).join("; "));
        return;
      }
    }
  }

  /** Whether `actor` could activate the ability now (after the players before them pass), leaving the game as it was. */
  private canActivate(actor: PlayerId, object: ObjectId, ability: number, at: SourceRange): { can: boolean; why?: string } {
    const snapshot = this.game.snapshot();
    const queues = new Map([...this.queues].map(([player, queue]) => [player, [...queue]]));
    try {
      this.givePriority(actor, at);
      const can = this.game.legalActions().some((action) => action.kind === "activate" && action.object === object && action.ability === ability);
      return { can };
    } catch (error) {
      if (error instanceof ScenarioFailure) return { can: false, why: error.message };
      throw error;
    } finally {
      this.game.restore(snapshot, { trusted: true }); // our own snapshot of a moment ago: no need to validate it as input
      this.queues.clear();
      for (const [player, queue] of queues) this.queues.set(player, queue);
    }
  }

  // -------------------------------------------------------------------------------------------------------

  run(): void {
    const steps = this.block.steps;
    for (let index = 0; index < steps.length; index++) {
      const line = steps[index];
      this.current = line.range;
      if (!isActionLine(line)) {
        this.check(line);
        continue;
      }
      // Consecutive attack (block) lines form one declaration.
      const group: (AttackAction | BlockAction)[] = [];
      if (line.kind === "Attack" || line.kind === "Block") {
        while (index < steps.length && steps[index].kind === line.kind) group.push(steps[index++] as AttackAction | BlockAction);
        index--;
      }
      const outcome = this.perform(line, group);
      const next = steps[index + 1];
      const actionRange = group.length > 0 ? group[group.length - 1].range : line.range;
      if (next?.kind === "ExpectError") {
        index++;
        if (outcome.rejected === undefined) {
          throw new ScenarioFailure(next.range, `expected the action on line ${actionRange.start.line} to be rejected, but it was accepted`, "an error", "no error");
        }
        if (next.text !== undefined && !outcome.rejected.toLowerCase().includes(next.text.toLowerCase())) {
          throw new ScenarioFailure(next.range, `expected an error containing "${next.text}", found "${outcome.rejected}"`, `"${next.text}"`, `"${outcome.rejected}"`);
        }
        const after = JSON.stringify(this.game.snapshot());
        if (after !== outcome.before) throw new ScenarioFailure(next.range, "the action was rejected, but the game state changed");
      } else if (outcome.rejected !== undefined) {
        throw new ScenarioFailure(actionRange, `the action was rejected: ${outcome.rejected}`, "the action to be accepted", outcome.rejected);
      }
    }
    for (const queue of this.queues.values()) {
      const left = queue[0];
      if (left) {
        throw new ScenarioFailure(
          left.line.range,
          `${left.line.player.name}'s answer on line ${left.line.range.start.line} was never used: no decision came for ${left.line.player.name} after it.`,
        );
      }
    }
  }

  logTail(): string[] {
    const name = (id: string): string | undefined => {
      const player = this.game.players().find((candidate) => candidate.id === id);
      if (player) return player.name;
      const object = this.game.object(id);
      return object ? `${object.name}(${id})` : undefined;
    };
    return this.game.log().slice(-LOG_TAIL).map((event) => formatEvent(event, name));
  }
}

function isActionLine(line: StepLine): line is ActionLine {
  return !line.kind.startsWith("Expect") || line.kind === "ExpectError";
}

function names(game: Game, ids: ObjectId[]): string {
  return ids.map((id) => game.object(id)?.name ?? id).join(", ");
}

function ordinalWord(index: number): string {
  return index === 1 ? "first" : index === 2 ? "second" : index === 3 ? "third" : `#${index}`;
}

const MANA_LETTERS = ["W", "U", "B", "R", "G"] as const;

/** Whether an ability's cost is the one written (`+1`, `-X`, `{2}, {T}`). */
function costMatches(ability: ActivatedAbilityDefinition, cost: AbilityCostRef): boolean {
  if (cost.kind === "LoyaltyCost") return ability.cost.loyalty !== undefined && ability.cost.loyalty === cost.value;
  if (ability.cost.loyalty !== undefined) return false;
  if (cost.quoted === true) return normalisedCost(printedCost(ability)) === normalisedCost(cost.text);
  let tap = false;
  let untap = false;
  const hybrid: string[] = [];
  const mana = { generic: 0, W: 0, U: 0, B: 0, R: 0, G: 0, x: 0 };
  let snow = 0;
  for (const symbol of cost.symbols) {
    const inner = symbol.slice(1, -1);
    if (inner === "T") tap = true;
    else if (inner === "S") snow++; // the snow symbol (104.3h)
    else if (inner === "Q") untap = true;
    else if (inner.includes("/")) hybrid.push(inner);
    else if (/^\d+$/.test(inner)) mana.generic += Number(inner);
    else if (inner === "X") mana.x++;
    else if ((MANA_LETTERS as readonly string[]).includes(inner)) mana[inner as (typeof MANA_LETTERS)[number]]++;
    else return false;
  }
  const printed = ability.cost.mana ?? { generic: 0, W: 0, U: 0, B: 0, R: 0, G: 0, x: 0 };
  const printedHybrid = (printed.hybrid ?? []).map((h) => (h.generic !== undefined ? `${h.generic}/${h.colors[0]}` : h.colors.join("/")));
  return (
    tap === (ability.cost.tap === true) &&
    untap === (ability.cost.untap === true) &&
    hybrid.join(" ") === printedHybrid.join(" ") &&
    mana.generic === printed.generic &&
    mana.x === printed.x &&
    snow === (printed.snow ?? 0) &&
    MANA_LETTERS.every((letter) => mana[letter] === printed[letter])
  );
}

/** The cost as printed: the ability's text before its colon. */
function printedCost(ability: ActivatedAbilityDefinition): string {
  const colon = ability.text.indexOf(":");
  // An ability written as a keyword with its cost ("Mountaincycling {2}", "Cycling {2}") is named by that line.
  return colon < 0 ? ability.text.replace(/^\(|\)$/g, "") : ability.text.slice(0, colon).replace(/^\(/, "");
}

function normalisedCost(text: string): string {
  return text.replace(/\s+/g, " ").trim().toLowerCase();
}

function costText(ability: ActivatedAbilityDefinition): string {
  const { loyalty, mana, tap } = ability.cost;
  if (loyalty !== undefined) return loyalty === "-X" ? "-X" : loyalty > 0 ? `+${loyalty}` : `${loyalty}`;
  if (ability.cost.parts !== undefined || ability.cost.untap === true || mana?.hybrid !== undefined) return `"${printedCost(ability)}"`;
  const parts: string[] = [];
  if (mana) {
    const symbols = [...(mana.generic > 0 ? [`{${mana.generic}}`] : []), ...Array(mana.x).fill("{X}"), ...Array(mana.snow ?? 0).fill("{S}"), ...MANA_LETTERS.flatMap((letter) => Array(mana[letter]).fill(`{${letter}}`))];
    if (symbols.length > 0) parts.push(symbols.join(""));
  }
  if (tap) parts.push("{T}");
  return parts.join(", ") || "(no cost)";
}

/** Runs one block in a fresh game. Never throws for a scenario's own mistakes: they become the failure. */
export function runBlock(block: ScenarioBlock, file: string, cards: CardRegistry, createGame: CreateGame): ScenarioResult {
  const started = performance.now();
  let run: BlockRun | undefined;
  try {
    run = new BlockRun(block, cards, createGame);
    run.run();
    return { file, title: block.title, line: block.range.start.line, passed: true, duration: performance.now() - started };
  } catch (error) {
    const failure = error instanceof ScenarioFailure ? error : undefined;
    const range = failure?.range ?? run?.current ?? block.titleRange;
    const message = failure
      ? failure.message
      : `internal error in the game or the runner while playing this line (a bug in cardscript, not in the scenario): ${error instanceof Error ? error.message : String(error)}`;
    let log: string[] = [];
    try {
      log = run?.logTail() ?? [];
    } catch {
      log = [];
    }
    return {
      file,
      title: block.title,
      line: block.range.start.line,
      passed: false,
      failure: { line: range.start.line, column: range.start.column, message, expected: failure?.expected, found: failure?.found, log },
      duration: performance.now() - started,
    };
  }
}

export { everyObject, describeObjects };

/** A trigger-order option without its number ("2: Soul Warden: Whenever …" → "Soul Warden: Whenever …"). */
function labelText(option: string): string {
  const match = /^\d+: /.exec(option);
  return match === null ? option : option.slice(match[0].length);
}

/** Whether two options differ only by their number (the same ability of two same-named cards). */
function sameChoice(a: string, b: string): boolean {
  return labelText(a) === labelText(b);
}
