/**
 * The contexts compiled code runs in (runtime/definition.ts): `StaticContext` (the queries static abilities and
 * replacement effects use) and `EffectContext`: the queries, the ability's
 * targets and choices, and the effect primitives of the sentence families (families/<name>/runtime.ts, gathered
 * by families/runtime.ts), installed on the class's prototype once, when this module loads.
 */
import type { ChoiceRequest, Chosen, Color, DelayedTiming, EffectContext, ObjectFilter, ObjectId, ObjectView, PlayerId, StaticContext, TargetSpec } from "./definition.js";
import { controllerOf, view } from "./continuous.js";
import { addEffect } from "./effects.js";
import { enterPlay, sacrifice } from "./zones.js";
import { ask } from "./decisions.js";
import { isPlayerId, obj, opponentsOf, player, writable, type Engine } from "./engine.js";
import { objectsIn, objectsMatching } from "./effects.js";
import { isLegalTarget } from "./stack.js";
import { attach, attachedTo } from "./attachments.js";
import { PRIMITIVES, type FamilyPrimitives } from "../families/runtime.js";
import type { DividedShare, TokenData, TriggerBinding } from "./state.js";
import { createDelayedTrigger } from "./delayed.js";
import { copySpell } from "./copies.js";
import { cascade } from "./cascade.js";
import { resolveSuspendPlay, resolveSuspendUpkeep } from "./suspend.js";
import { resolveVanishingSacrifice, resolveVanishingUpkeep } from "./vanishing.js";
import { resolveFadingUpkeep } from "./fading.js";
import { combatKeywordBonus } from "./combat-keywords.js";
import { resolveCumulativeUpkeep, resolveEchoUpkeep } from "./upkeep-costs.js";
import { resolveMadnessPlay } from "./madness.js";
import { resolveRecover } from "./recover.js";
import { ripple } from "./ripple.js";
import { countBasicLandTypes } from "./domain.js";
import { countManaSymbols } from "./chroma.js";
import { lifeLostThisTurn, spellsPlayedBy } from "./turn-record.js";

/**
 * How many times a query read the game beyond the context's own permanent (its record: what it is attached to):
 * players, other objects, life totals, libraries, combat. A static ability's filters made by card code from its
 * context (continuous.ts `resolveStatic`) that read nothing else depend only on that permanent's record, which is
 * what lets views worked out with them be carried across versions of the state (continuous.ts `CarriedViews`).
 * A counter, not a flag: nested evaluations compare it before and after.
 */
export const gameReads = { count: 0 };

/**
 * The queries of StaticContext. A class (methods on the prototype) because contexts are created on hot paths
 * (every replacement check, every characteristic-defining ability); it holds no game state of its own.
 */
class Queries implements StaticContext {
  // Fields declared (`declare`: no class-field definitions) and assigned in the constructor: under ES2022 class
  // fields (tsconfig target), parameter properties compile to fields defined as undefined before the constructor
  // assigns them, a generic define per field per context (a few hundred contexts a game).
  declare readonly e: Engine;
  declare readonly self: ObjectId;
  declare readonly controller: PlayerId;
  constructor(e: Engine, self: ObjectId, controller: PlayerId) {
    this.e = e;
    this.self = self;
    this.controller = controller;
  }
  players(): PlayerId[] {
    gameReads.count++;
    const out: PlayerId[] = [];
    for (const p of this.e.s.players) if (!p.lost) out.push(p.id);
    return out;
  }
  opponents(p: PlayerId): PlayerId[] {
    gameReads.count++;
    return opponentsOf(this.e, p);
  }
  object(id: ObjectId): ObjectView | undefined {
    gameReads.count++;
    return visibleObject(this.e, id, this.self);
  }
  isPlayer(id: Chosen): id is PlayerId {
    gameReads.count++;
    return isPlayerId(this.e, id);
  }
  objects(filter: ObjectFilter): ObjectId[] {
    gameReads.count++;
    return objectsMatching(this.e, filter);
  }
  any(filter: ObjectFilter): boolean {
    gameReads.count++;
    return objectsIn(this.e, filter, filter.zone ?? "play", filter.controller, 1).length > 0;
  }
  count(filter: ObjectFilter): number {
    gameReads.count++;
    return objectsMatching(this.e, filter).length;
  }
  lifeTotal(p: PlayerId): number {
    gameReads.count++;
    return player(this.e, p).life;
  }
  lifeLostThisTurn(p: PlayerId): number {
    gameReads.count++;
    return lifeLostThisTurn(this.e, p);
  }
  librarySize(p: PlayerId): number {
    gameReads.count++;
    return player(this.e, p).library.length;
  }
  basicLandTypes(filter: ObjectFilter): number {
    gameReads.count++;
    return countBasicLandTypes(this.e, objectsMatching(this.e, filter));
  }
  manaSymbols(filter: ObjectFilter, color: Color): number {
    gameReads.count++;
    return countManaSymbols(this.e, objectsMatching(this.e, filter), color);
  }
  attachedTo(id: ObjectId): ObjectId | undefined {
    if (id !== this.self) gameReads.count++;
    return attachedTo(this.e, id);
  }
  attachedObjects(id: ObjectId): ObjectId[] {
    if (id !== this.self) gameReads.count++;
    const host = attachedTo(this.e, id);
    return host === undefined ? [] : [host];
  }
  defendingPlayer(): PlayerId | undefined {
    gameReads.count++;
    return this.e.s.combat?.defendingPlayer;
  }
  lastKnown(id: ObjectId): ObjectView | undefined {
    gameReads.count++;
    const o = obj(this.e, id);
    return o === undefined ? undefined : view(this.e, o);
  }
  /** Its own record's choice as it came into play (no resolution of a static ability chooses): families/choose-type. */
  chosenCreatureTypes(): string[] {
    const chosen = obj(this.e, this.self)?.chosen?.creatureType;
    return chosen === undefined ? [] : [chosen];
  }
  /** Its own record's name chosen as it came into play (201.3; "" if none): families/name-card. */
  chosenName(): string {
    return obj(this.e, this.self)?.chosen?.name ?? "";
  }
}

export function staticContext(e: Engine, self: ObjectId, controller: PlayerId): StaticContext {
  return new Queries(e, self, controller);
}

/** Objects still in a zone are visible; an object that left is visible only as the ability's own source (LKI). */
function visibleObject(e: Engine, id: ObjectId, self: ObjectId): ObjectView | undefined {
  const o = obj(e, id);
  if (o === undefined) return undefined;
  if (!o.alive && id !== self) return undefined;
  return view(e, o);
}

export interface ContextOptions {
  self: ObjectId;
  controller: PlayerId;
  x: number;
  targets: readonly (readonly Chosen[])[];
  specs?: TargetSpec[];
  /** A triggered ability's event binding (runtime/events.ts). */
  event?: TriggerBinding;
  /** A modal spell's chosen modes (runtime/modes.ts). */
  modes?: readonly number[];
  /** A delayed ability's: the objects its creating resolution had made (`EffectContext.made`; DelayedTrigger `made`). */
  made?: readonly ObjectId[];
  /** 409.1d: the division of divided damage chosen as the spell or ability was played (runtime/division.ts). */
  divided?: readonly DividedShare[];
  /** 409.1h: the permanents the spell's or ability's cost sacrificed (StackItem `sacrificed`). */
  sacrificed?: readonly ObjectId[];
  /** The colours of mana spent to play the resolving spell (StackItem `manaSpent`). */
  spentMana?: readonly Color[];
  /**
   * Whose definition holds the running code when it is not `self`'s: a granted ability's granting card (418.5a,
   * runtime/granted-abilities.ts). The tokens it creates are that definition's (`TokenData.creator`).
   */
  codeOwner?: CodeOwner;
}

/** The copiable values that find a definition: a card's name, or a token's data (its creator's). */
export interface CodeOwner {
  readonly card: string;
  readonly token: TokenData | null;
}

/**
 * A class (methods on the prototype) because a context is created for every resolution, mana ability and
 * replacement effect applied; compiled code calls `ctx.method(…)`.
 */
class Effects extends Queries {
  // Declared and assigned in the constructor, as in `Queries` (no class-field definitions).
  declare readonly x: number;
  declare private readonly chosenTargets: readonly (readonly Chosen[])[];
  declare private readonly specs: TargetSpec[] | undefined;
  declare private readonly event: TriggerBinding | undefined;
  declare readonly modes: readonly number[] | undefined;
  declare readonly divided: readonly DividedShare[] | undefined;
  declare private readonly sacrificed: readonly ObjectId[] | undefined;
  declare readonly codeOwner: CodeOwner | undefined;
  declare readonly spentMana: readonly Color[] | undefined;
  constructor(
    e: Engine,
    self: ObjectId,
    controller: PlayerId,
    x: number,
    chosenTargets: readonly (readonly Chosen[])[],
    specs: TargetSpec[] | undefined,
    event: TriggerBinding | undefined,
    modes: readonly number[] | undefined,
    divided: readonly DividedShare[] | undefined,
    sacrificed: readonly ObjectId[] | undefined,
    codeOwner: CodeOwner | undefined,
    spentMana: readonly Color[] | undefined,
  ) {
    super(e, self, controller);
    this.x = x;
    this.chosenTargets = chosenTargets;
    this.specs = specs;
    this.event = event;
    this.modes = modes;
    this.divided = divided;
    this.sacrificed = sacrificed;
    this.codeOwner = codeOwner;
    this.spentMana = spentMana;
  }

  /** "the sacrificed creature's power", "the total power of the sacrificed creatures": as they last existed (413.2a). */
  sacrificedTotal(stat: "power" | "toughness"): number {
    let total = 0;
    for (const id of this.sacrificed ?? []) total += this.lastKnown(id)?.[stat] ?? 0;
    return total;
  }

  triggeringObjects(): ObjectId[] {
    const id = this.event?.object;
    if (id === undefined) return [];
    const o = obj(this.e, id);
    return o !== undefined && o.alive ? [id] : [];
  }

  /**
   * The objects the latest sentence of this resolution that made objects unnamed put into play (`made`), or the card
   * a one-card mill put into a graveyard ("If that card is the named card": families/cards).
   */
  private madeIds?: readonly ObjectId[];

  noteMade(ids: readonly ObjectId[]): void {
    this.madeIds = ids;
  }

  made(): ObjectId[] {
    const out: ObjectId[] = [];
    for (const id of this.madeIds ?? []) {
      const o = obj(this.e, id);
      // Still the object it was (217.1c: one that changed zones again is a new object).
      if (o !== undefined && o.alive) out.push(id);
    }
    return out;
  }

  triggeringPlayer(): PlayerId | undefined {
    return this.event?.player;
  }

  triggeringAmount(): number {
    return this.event?.amount ?? 0;
  }

  triggeringClashWon(): boolean {
    return this.event?.won === true;
  }

  triggeringView(): ObjectView | undefined {
    const id = this.event?.object;
    const o = id === undefined ? undefined : obj(this.e, id);
    return o === undefined ? undefined : view(this.e, o); // a record that left its zone reads its last known information
  }

  triggeringLastKnown(): ObjectView | undefined {
    const id = this.event?.lki ?? this.event?.object;
    const o = id === undefined ? undefined : obj(this.e, id);
    return o === undefined ? undefined : view(this.e, o);
  }

  /** Chosen targets this resolution moved to another zone → what they became (217.1c; `followMoved`). */
  private movedTargets?: Map<Chosen, Chosen>;

  followMoved(from: ObjectId, to: ObjectId): void {
    (this.movedTargets ??= new Map()).set(from, to);
  }

  targets(index: number): Chosen[] {
    const chosen = this.chosenTargets[index] ?? [];
    const spec = this.specs?.[index];
    const moved = this.movedTargets;
    if (moved === undefined) {
      if (spec === undefined) return chosen.slice();
      return chosen.filter((t) => isLegalTarget(this.e, spec, t, this.self, this.controller, this.event?.player));
    }
    // A target this resolution moved is found where it went (no longer what the target asked for: 217.1c).
    const out: Chosen[] = [];
    for (const t of chosen) {
      const now = moved.get(t);
      if (now !== undefined) out.push(now);
      else if (spec === undefined || isLegalTarget(this.e, spec, t, this.self, this.controller, this.event?.player)) out.push(t);
    }
    return out;
  }

  target(index: number): Chosen | undefined {
    return this.targets(index)[0];
  }

  delay(when: DelayedTiming, index: number): void {
    const source = obj(this.e, this.self);
    createDelayedTrigger(this.e, {
      ref: { index },
      when,
      // The definition that holds the delayed ability's code: a granted ability's is its granting card's (418.5a).
      card: this.codeOwner?.card ?? source?.card ?? "",
      source: this.self,
      controller: this.controller,
      x: this.x,
      targets: this.chosenTargets.map((group) => group.map((t) => this.movedTargets?.get(t) ?? t)),
      ...(this.event !== undefined ? { event: this.event } : {}),
      ...(this.madeIds !== undefined && this.madeIds.length > 0 ? { made: [...this.madeIds] } : {}),
    });
  }

  unearth(): void {
    const e = this.e;
    const card = obj(e, this.self);
    if (card === undefined || !card.alive || card.zone !== "graveyard") return; // it left the graveyard: nothing
    const permanent = enterPlay(e, card.id, this.controller, { byEffect: true });
    if (permanent === null) return;
    const o = writable(e, obj(e, permanent)!);
    o.removedIfLeavesPlay = true; // "If it would leave play, remove it from the game instead …" (zones.ts)
    addEffect(e, { duration: "permanent", source: permanent, controller: this.controller, objects: [permanent], filter: null, keywords: ["Haste"] });
    createDelayedTrigger(e, { ref: { keyword: "Unearth" }, when: "endOfTurn", card: card.card, source: permanent, controller: this.controller, x: 0, targets: [], event: { object: permanent } });
  }

  copySpell(spell: ObjectId, newTargets: boolean): void {
    copySpell(this.e, spell, this.controller, newTargets);
  }

  cascade(): void {
    cascade(this.e, this.controller, this.self);
  }

  ripple(): void {
    ripple(this.e, this.controller, this.self);
  }

  storm(): void {
    const before = spellsPlayedBy(this.e).indexOf(this.self);
    for (let i = 0; i < before; i++) copySpell(this.e, this.self, this.controller, true);
  }

  madnessPlay(): void {
    resolveMadnessPlay(this.e, this.self, this.controller);
  }

  recover(): void {
    resolveRecover(this.e, this.self, this.controller);
  }

  suspendUpkeep(): void {
    resolveSuspendUpkeep(this.e, this.self, this.controller);
  }

  suspendPlay(): void {
    resolveSuspendPlay(this.e, this.self, this.controller);
  }

  vanishingUpkeep(): void {
    resolveVanishingUpkeep(this.e, this.self);
  }

  vanishingSacrifice(): void {
    resolveVanishingSacrifice(this.e, this.self);
  }

  combatKeywordBonus(keyword: "Bushido" | "Rampage"): number {
    return combatKeywordBonus(this.e, this.self, keyword);
  }

  fadingUpkeep(): void {
    resolveFadingUpkeep(this.e, this.self);
  }

  echoUpkeep(): void {
    resolveEchoUpkeep(this.e, this.self, this.controller);
  }

  cumulativeUpkeep(): void {
    resolveCumulativeUpkeep(this.e, this.self, this.controller);
  }

  sacrificeObjects(ids: ObjectId[]): void {
    const e = this.e;
    for (const id of ids) {
      const o = obj(e, id);
      if (o === undefined || !o.alive || o.zone !== "play") continue;
      sacrifice(e, id, controllerOf(e, o));
    }
  }

  attach(object: ObjectId, to: Chosen | undefined): void {
    if (to !== undefined && !isPlayerId(this.e, to)) attach(this.e, object, to);
  }

  choose(request: ChoiceRequest): (Chosen | string)[] {
    return ask(this.e, {
      player: request.player,
      kind: request.kind,
      prompt: request.prompt,
      options: (request.options as (Chosen | string)[]).slice(),
      min: request.min,
      max: request.max,
    });
  }
}

// The families' primitives become methods of the class (prototype methods, as if written in the class body:
// compiled code's calls stay monomorphic). Installed when the first context is made rather than when this module
// loads: the families' runtime parts import the engine modules that import this one, so the registry may still be
// loading here.
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- the methods are installed below
interface Effects extends FamilyPrimitives {}
let primitivesInstalled = false;

function installPrimitives(): void {
  for (const [name, primitive] of Object.entries(PRIMITIVES)) {
    Object.defineProperty(Effects.prototype, name, { value: primitive, writable: true, configurable: true, enumerable: false });
  }
  primitivesInstalled = true;
}

export function effectContext(e: Engine, options: ContextOptions): EffectContext {
  if (!primitivesInstalled) installPrimitives();
  const context = new Effects(e, options.self, options.controller, options.x, options.targets, options.specs, options.event, options.modes, options.divided, options.sacrificed, options.codeOwner, options.spentMana);
  if (options.made !== undefined) context.noteMade(options.made);
  return context;
}
