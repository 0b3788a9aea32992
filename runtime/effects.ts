/**
 * The effect primitives compiled abilities call (`EffectContext` of definition.ts) and the queries static
 * abilities and replacement effects use (`StaticContext`). Rules referenced: 212.9d (damage to a planeswalker
 * removes loyalty counters), 419 (every damage, token and counter event goes through replacement.ts),
 * 420.5 (drawing from an empty library is remembered for the state-based check), 413.2a (an ability whose
 * source left play uses the source's last known information: `self` stays its old id).
 */
import type {
  CardType,
  Duration,
  Keyword,
  ChoiceRequest,
  Chosen,

  EffectContext,

  ManaCost,
  ObjectFilter,
  ObjectId,
  ObjectView,
  PlayerId,
  StaticContext,
  TargetSpec,
  TokenDefinition,
  Zone,
} from "./definition.js";
import { ask } from "./decisions.js";
import { contains, definitionOf, isPlayerId, log, nextTimestamp, obj, opponentsOf, player, writable, type Engine } from "./engine.js";
import { controllerOf, matchesFilter, mayHaveTypes, view } from "./continuous.js";
import { replaceEvent } from "./replacement.js";
import { shuffled } from "./rng.js";
import { isLegalTarget } from "./stack.js";
import type { ContinuousEffect, ObjectState } from "./state.js";
import { MANA_COLORS } from "./state.js";
import { createObject, enterPlay, inCombat, moveObject, putCounters, removeCounters } from "./zones.js";

// ---------------------------------------------------------------------------------------------------------
// Queries

export function objectsMatching(e: Engine, filter: ObjectFilter): ObjectId[] {
  return objectsIn(e, filter, filter.zone ?? "play", filter.controller);
}

/**
 * `objectsMatching(e, { ...filter, zone, controller })` without the spread: what searches and sacrifices ask.
 * The objects are tested against a copy of the filter in one shape (every field present, in one order, zone
 * and controller as given): filters come from card code in many shapes, and `addIfMatching` and
 * `matchesFilter` read their fields for every object, which would otherwise be megamorphic loads. A field
 * absent from `filter` is `undefined` in the copy, which every test reads the same as absent.
 */
function objectsIn(e: Engine, filter: ObjectFilter, zone: Zone, controller: PlayerId | PlayerId[] | undefined): ObjectId[] {
  const uniform: ObjectFilter = {
    types: filter.types,
    excludedTypes: filter.excludedTypes,
    zone,
    controller,
    exclude: filter.exclude,
    manaValueAtMost: filter.manaValueAtMost,
  };
  const out: ObjectId[] = [];
  if (zone === "play") for (const id of e.s.play) addIfMatching(e, id, uniform, zone, out);
  else if (zone === "stack") {
    for (const item of e.s.stack) if (item.kind === "spell") addIfMatching(e, item.id, uniform, zone, out);
  } else for (const p of e.s.players) for (const id of p[zone]) addIfMatching(e, id, uniform, zone, out);
  return out;
}

/**
 * `objectsMatching`'s test of one object (a function, not a closure: card code asks for object sets often).
 * A view costs the layers of continuous.ts, so objects that certainly fail are skipped before one is computed:
 * those whose types can't match (`mayHaveTypes` says no only when the view's types can't have them) and,
 * outside play, those whose owner is not the filter's player (matchesFilter reads the owner there, and a view
 * of an object outside play has the record's owner).
 */
function addIfMatching(e: Engine, id: ObjectId, filter: ObjectFilter, zone: Zone, out: ObjectId[]): void {
  const o = obj(e, id);
  if (o === undefined || !o.alive) return;
  if (!mayHaveTypes(e, o, filter.types)) return;
  const controller = filter.controller;
  if (zone !== "play" && controller !== undefined && (Array.isArray(controller) ? !contains(controller, o.owner) : controller !== o.owner)) return;
  if (matchesFilter(view(e, o), filter, zone)) out.push(id);
}

/**
 * The queries of StaticContext. A class (methods on the prototype) because contexts are created on hot paths
 * (every replacement check, every characteristic-defining ability); it holds no game state of its own.
 */
class Queries implements StaticContext {
  constructor(
    protected readonly e: Engine,
    readonly self: ObjectId,
    readonly controller: PlayerId,
  ) {}
  players(): PlayerId[] {
    const out: PlayerId[] = [];
    for (const p of this.e.s.players) if (!p.lost) out.push(p.id);
    return out;
  }
  opponents(p: PlayerId): PlayerId[] {
    return opponentsOf(this.e, p);
  }
  object(id: ObjectId): ObjectView | undefined {
    return visibleObject(this.e, id, this.self);
  }
  isPlayer(id: Chosen): id is PlayerId {
    return isPlayerId(this.e, id);
  }
  objects(filter: ObjectFilter): ObjectId[] {
    return objectsMatching(this.e, filter);
  }
  lifeTotal(p: PlayerId): number {
    return player(this.e, p).life;
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

// ---------------------------------------------------------------------------------------------------------
// Primitives shared with the rules modules

/** One damage event (419 replacement, then dealt). 212.9d: damage to a planeswalker removes loyalty counters. */
export function dealDamage(e: Engine, source: ObjectId, recipient: Chosen, amount: number, combat: boolean): void {
  if (amount <= 0) return;
  const event = replaceEvent(e, { kind: "damage", source, recipient, amount, combat, byEffect: true });
  if (event === null || event.amount <= 0) return;
  if (isPlayerId(e, event.recipient)) {
    const p = player(e, event.recipient);
    p.life -= event.amount;
    log(e, { kind: "damage", source: event.source, recipient: p.id, amount: event.amount, combat, life: p.life });
    return;
  }
  const o = obj(e, event.recipient);
  if (o === undefined || !o.alive || o.zone !== "play") return;
  const v = view(e, o);
  log(e, { kind: "damage", source: event.source, recipient: o.id, amount: event.amount, combat });
  if (contains(v.types, "Planeswalker")) removeCounters(e, o, "loyalty", event.amount);
  if (contains(v.types, "Creature")) writable(e, o).damage += event.amount;
}

export function drawCards(e: Engine, playerId: PlayerId, count: number): void {
  const p = player(e, playerId);
  for (let i = 0; i < count; i++) {
    if (p.library.length === 0) {
      p.drewFromEmptyLibrary = true; // 420.5: loses at the next state-based check
      log(e, { kind: "drawFromEmptyLibrary", player: playerId });
      continue;
    }
    const id = p.library[0];
    const moved = moveObject(e, id, "hand");
    log(e, { kind: "draw", player: playerId, object: moved });
  }
}

/** Destroy (2007 glossary): to the owner's graveyard, unless indestructible. */
export function destroy(e: Engine, o: ObjectState, reason: string): boolean {
  if (!o.alive || o.zone !== "play") return false;
  if (contains(view(e, o).keywords, "Indestructible")) return false;
  log(e, { kind: "destroy", object: o.id, reason });
  moveObject(e, o.id, "graveyard");
  return true;
}

export function addEffect(e: Engine, effect: Omit<ContinuousEffect, "timestamp">): void {
  // The list is replaced, never changed in place: copies of the state share it (state.ts `cloneState`).
  e.s.effects = [...e.s.effects, { timestamp: nextTimestamp(e), ...effect }];
}

function permanentsIn(e: Engine, ids: readonly ObjectId[]): ObjectState[] {
  const out: ObjectState[] = [];
  for (const id of ids) {
    const o = obj(e, id);
    if (o !== undefined && o.alive && o.zone === "play") out.push(o);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// The EffectContext

export interface ContextOptions {
  self: ObjectId;
  controller: PlayerId;
  x: number;
  targets: readonly (readonly Chosen[])[];
  specs?: TargetSpec[];
}

/**
 * The EffectContext compiled code calls. A class (methods on the prototype) because a context is created for
 * every resolution, mana ability and replacement effect applied; compiled code calls `ctx.method(…)`.
 */
class Effects extends Queries implements EffectContext {
  constructor(
    e: Engine,
    self: ObjectId,
    controller: PlayerId,
    readonly x: number,
    private readonly chosenTargets: readonly (readonly Chosen[])[],
    private readonly specs: TargetSpec[] | undefined,
  ) {
    super(e, self, controller);
  }

  targets(index: number): Chosen[] {
    const chosen = this.chosenTargets[index] ?? [];
    const spec = this.specs?.[index];
    if (spec === undefined) return chosen.slice();
    return chosen.filter((t) => isLegalTarget(this.e, spec, t, this.self, this.controller));
  }

  target(index: number): Chosen | undefined {
    return this.targets(index)[0];
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

  dealDamage(source: ObjectId, amount: number, recipients: Chosen[]): void {
    for (const recipient of recipients) dealDamage(this.e, source, recipient, amount, false);
  }

  gainLife(p: PlayerId, amount: number): void {
    if (amount <= 0) return;
    const ps = player(this.e, p);
    ps.life += amount;
    log(this.e, { kind: "life", player: p, change: amount, life: ps.life });
  }

  loseLife(p: PlayerId, amount: number): void {
    if (amount <= 0) return;
    const ps = player(this.e, p);
    ps.life -= amount;
    log(this.e, { kind: "life", player: p, change: -amount, life: ps.life });
  }

  draw(p: PlayerId, count: number): void {
    drawCards(this.e, p, count);
  }

  mill(p: PlayerId, count: number): void {
    const ps = player(this.e, p);
    for (let i = 0; i < count && ps.library.length > 0; i++) moveObject(this.e, ps.library[0], "graveyard");
  }

  discard(p: PlayerId, count: number): void {
    const e = this.e;
    const hand = player(e, p).hand;
    const n = Math.min(count, hand.length);
    if (n <= 0) return;
    const chosen = ask(e, { player: p, kind: "discard", prompt: `discard ${n} card(s)`, options: hand.slice(), min: n, max: n });
    for (const id of chosen) {
      const moved = moveObject(e, id, "graveyard");
      log(e, { kind: "discard", player: p, object: id, newObject: moved });
    }
  }

  sacrifice(p: PlayerId, count: number, filter: ObjectFilter): void {
    const e = this.e;
    const options = objectsIn(e, filter, "play", p);
    const n = Math.min(count, options.length);
    if (n <= 0) return;
    const chosen = ask(e, { player: p, kind: "sacrifice", prompt: `sacrifice ${n} permanent(s)`, options, min: n, max: n });
    for (const id of chosen) {
      log(e, { kind: "sacrifice", player: p, object: id });
      moveObject(e, id, "graveyard");
    }
  }

  putCounters(ids: ObjectId[], counter: string, count: number): void {
    for (const o of permanentsIn(this.e, ids)) putCounters(this.e, o.id, counter, count, { entering: false, byEffect: true });
  }

  createTokens(tokenController: PlayerId, count: number, token: TokenDefinition): ObjectId[] {
    const e = this.e;
    const event = replaceEvent(e, { kind: "createTokens", controller: tokenController, count, token, byEffect: true });
    if (event === null || event.count <= 0) return [];
    const source = obj(e, this.self);
    const creator = source === undefined ? "" : source.token !== null ? source.token.creator : source.card;
    const t = event.token;
    const data = {
      creator,
      name: t.name,
      colors: t.colors.slice(),
      types: t.types.slice(),
      subtypes: t.subtypes.slice(),
      power: t.power,
      toughness: t.toughness,
      keywords: t.keywords.slice(),
    };
    const key = `${creator}\u0000${t.name}`;
    if (!e.cache.tokenDefinitions.has(key)) {
      e.cache.tokenDefinitions.set(key, {
        name: t.name,
        manaCost: null,
        colors: t.colors,
        supertypes: [],
        types: t.types,
        subtypes: t.subtypes,
        power: t.power,
        toughness: t.toughness,
        keywords: t.keywords,
        abilities: t.abilities,
        text: t.abilities.map((a) => a.text),
      });
    }
    const created: ObjectId[] = [];
    for (let i = 0; i < event.count; i++) {
      const o = createObject(e, t.name, data, event.controller, event.controller, "play");
      log(e, { kind: "token", object: o.id, name: t.name, controller: event.controller });
      const id = enterPlay(e, o.id, event.controller, { byEffect: true });
      if (id !== null) created.push(id);
    }
    return created;
  }

  modify(ids: ObjectId[], change: { power?: number; toughness?: number; keywords?: Keyword[] }, duration: Duration): void {
    const objects = permanentsIn(this.e, ids).map((o) => o.id);
    if (objects.length === 0) return;
    addEffect(this.e, {
      duration,
      source: this.self,
      controller: this.controller,
      objects,
      filter: null,
      ...(change.power !== undefined ? { power: change.power } : {}),
      ...(change.toughness !== undefined ? { toughness: change.toughness } : {}),
      ...(change.keywords !== undefined && change.keywords.length > 0 ? { keywords: change.keywords.slice() } : {}),
    });
  }

  grantContinuously(filter: ObjectFilter, change: { keywords: Keyword[] }, duration: Duration): void {
    addEffect(this.e, {
      duration,
      source: this.self,
      controller: this.controller,
      objects: null,
      filter: { ...filter },
      keywords: change.keywords.slice(),
    });
  }

  become(ids: ObjectId[], change: { power: number; toughness: number; addTypes: CardType[] }, duration: Duration): void {
    const objects = permanentsIn(this.e, ids).map((o) => o.id);
    if (objects.length === 0) return;
    addEffect(this.e, {
      duration,
      source: this.self,
      controller: this.controller,
      objects,
      filter: null,
      addTypes: change.addTypes.slice(),
      setPower: change.power,
      setToughness: change.toughness,
    });
  }

  untap(ids: ObjectId[]): void {
    for (const o of permanentsIn(this.e, ids)) writable(this.e, o).tapped = false;
  }

  tap(ids: ObjectId[]): void {
    for (const o of permanentsIn(this.e, ids)) writable(this.e, o).tapped = true;
  }

  skipNextUntap(ids: ObjectId[]): void {
    for (const o of permanentsIn(this.e, ids)) writable(this.e, o).skipUntaps = 1;
  }

  destroy(ids: ObjectId[]): void {
    for (const o of permanentsIn(this.e, ids)) destroy(this.e, o, "effect");
  }

  exile(ids: ObjectId[], link?: boolean): ObjectId[] {
    const e = this.e;
    const moved: ObjectId[] = [];
    for (const id of ids) {
      const o = obj(e, id);
      if (o === undefined || !o.alive || o.zone === "removed") continue;
      moved.push(moveObject(e, id, "removed"));
    }
    if (link === true) {
      const source = obj(e, this.self);
      if (source !== undefined) {
        writable(e, source).linked = [...(source.linked ?? []), ...moved];
      }
    }
    return moved;
  }

  linked(): ObjectId[] {
    return (obj(this.e, this.self)?.linked ?? []).filter((id) => obj(this.e, id)?.alive === true);
  }

  putIntoPlay(ids: ObjectId[], newController: PlayerId): ObjectId[] {
    const e = this.e;
    const out: ObjectId[] = [];
    for (const id of ids) {
      const o = obj(e, id);
      if (o === undefined || !o.alive || o.zone === "play" || o.zone === "stack") continue;
      const def = definitionOf(e, o);
      if (contains(def.types, "Instant") || contains(def.types, "Sorcery")) continue; // not a permanent card
      const entered = enterPlay(e, id, newController, { byEffect: true });
      if (entered !== null) out.push(entered);
    }
    return out;
  }

  gainControl(ids: ObjectId[], newController: PlayerId, duration: Duration): void {
    const e = this.e;
    const objects = permanentsIn(e, ids);
    if (objects.length === 0) return;
    for (const o of objects) {
      if (controllerOf(e, o) !== newController) {
        writable(e, o).controlledSinceTurn = e.s.turnNumber;
        removeFromCombat(e, o.id);
      }
    }
    addEffect(e, {
      duration,
      source: this.self,
      controller: this.controller,
      objects: objects.map((o) => o.id),
      filter: null,
      control: newController,
    });
    log(e, { kind: "control", objects: objects.map((o) => o.id), controller: newController, duration });
  }

  search(
    p: PlayerId,
    filter: ObjectFilter,
    destination: "libraryTop" | "hand" | "play",
    shuffle: "beforePutting" | "afterPutting",
  ): void {
    const e = this.e;
    const ps = player(e, p);
    const options = objectsIn(e, filter, "library", p);
    const [found] = ask(e, {
      player: p,
      kind: "search",
      prompt: "search your library: choose a card, or nothing",
      options,
      min: 0,
      max: 1,
    }) as ObjectId[];
    log(e, { kind: "search", player: p, found: found ?? null });
    if (found === undefined) {
      ps.library = shuffled(e.s, ps.library);
      return;
    }
    if (destination === "libraryTop" || shuffle === "beforePutting") {
      // The found card is set aside, the rest shuffled, then the card is put where it goes.
      ps.library = [found, ...shuffled(e.s, ps.library.filter((id) => id !== found))];
      if (destination === "libraryTop") return;
    }
    if (destination === "hand") moveObject(e, found, "hand");
    else enterPlay(e, found, p, { byEffect: true });
    if (shuffle === "afterPutting") ps.library = shuffled(e.s, ps.library);
  }

  shuffle(p: PlayerId): void {
    const ps = player(this.e, p);
    ps.library = shuffled(this.e.s, ps.library);
  }

  addMana(p: PlayerId, mana: Partial<ManaCost>): void {
    const ps = player(this.e, p);
    const pool = ps.pool.slice(); // replaced, never changed in place (state.ts PlayerState.pool)
    for (let i = 0; i < 5; i++) pool[i] += (mana as Record<string, number | undefined>)[MANA_COLORS[i]] ?? 0;
    pool[5] += mana.generic ?? 0;
    ps.pool = pool;
  }
}

export function effectContext(e: Engine, options: ContextOptions): EffectContext {
  return new Effects(e, options.self, options.controller, options.x, options.targets, options.specs);
}

export function removeFromCombat(e: Engine, id: ObjectId): void {
  const combat = e.s.combat;
  if (combat === null || !inCombat(combat, id)) return;
  combat.attackers = combat.attackers.filter((a) => a.attacker !== id);
  for (const a of combat.attackers) a.blockers = a.blockers.filter((b) => b !== id);
}

