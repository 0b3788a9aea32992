/**
 * The effect primitives compiled abilities call (`EffectContext` of definition.ts) and the queries static
 * abilities and replacement effects use (`StaticContext`). Rules referenced: 212.9d (damage to a planeswalker
 * removes loyalty counters), 419 (every damage, token and counter event goes through replacement.ts),
 * 420.5 (drawing from an empty library is remembered for the state-based check), 413.2a (an ability whose
 * source left play uses the source's last known information: `self` stays its old id).
 */
import type {
  CardType,
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
} from "./definition.js";
import { ask } from "./decisions.js";
import { definitionOf, isPlayerId, log, nextTimestamp, obj, opponentsOf, player, type Engine } from "./engine.js";
import { controllerOf, matchesFilter, view } from "./continuous.js";
import { replaceEvent } from "./replacement.js";
import { shuffleInPlace } from "./rng.js";
import { isLegalTarget } from "./stack.js";
import type { ContinuousEffect, ObjectState } from "./state.js";
import { MANA_COLORS } from "./state.js";
import { createObject, enterPlay, moveObject, putCounters, removeCounters } from "./zones.js";

// ---------------------------------------------------------------------------------------------------------
// Queries

export function objectsMatching(e: Engine, filter: ObjectFilter): ObjectId[] {
  const zone = filter.zone ?? "play";
  const out: ObjectId[] = [];
  const consider = (id: ObjectId) => {
    const o = obj(e, id);
    if (o === undefined || !o.alive) return;
    const v = view(e, o);
    if (matchesFilter(v, filter, zone)) out.push(id);
  };
  if (zone === "play") for (const id of e.s.play) consider(id);
  else if (zone === "stack") {
    for (const item of e.s.stack) if (item.kind === "spell") consider(item.id);
  } else for (const p of e.s.players) for (const id of p[zone]) consider(id);
  return out;
}

export function staticContext(e: Engine, self: ObjectId, controller: PlayerId): StaticContext {
  return {
    self,
    controller,
    players: () => e.s.players.filter((p) => !p.lost).map((p) => p.id),
    opponents: (p) => opponentsOf(e, p),
    object: (id) => visibleObject(e, id, self),
    isPlayer: (id): id is PlayerId => isPlayerId(e, id),
    objects: (filter) => objectsMatching(e, filter),
    lifeTotal: (p) => player(e, p).life,
  };
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
  if (v.types.includes("Planeswalker")) removeCounters(e, o, "loyalty", event.amount);
  if (v.types.includes("Creature")) o.damage += event.amount;
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
  if (view(e, o).keywords.includes("Indestructible")) return false;
  log(e, { kind: "destroy", object: o.id, reason });
  moveObject(e, o.id, "graveyard");
  return true;
}

export function addEffect(e: Engine, effect: Omit<ContinuousEffect, "timestamp">): void {
  e.s.effects.push({ timestamp: nextTimestamp(e), ...effect });
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
  targets: Chosen[][];
  specs?: TargetSpec[];
}

export function effectContext(e: Engine, options: ContextOptions): EffectContext {
  const { self, controller, x } = options;
  const base = staticContext(e, self, controller);
  const legalTargets = (index: number): Chosen[] => {
    const chosen = options.targets[index] ?? [];
    const spec = options.specs?.[index];
    if (spec === undefined) return chosen.slice();
    return chosen.filter((t) => isLegalTarget(e, spec, t, self, controller));
  };
  const ctx: EffectContext = {
    ...base,
    x,
    targets: legalTargets,
    target: (index) => legalTargets(index)[0],
    choose: (request: ChoiceRequest) =>
      ask(e, {
        player: request.player,
        kind: request.kind,
        prompt: request.prompt,
        options: (request.options as (Chosen | string)[]).slice(),
        min: request.min,
        max: request.max,
      }),

    dealDamage: (source, amount, recipients) => {
      for (const recipient of recipients) dealDamage(e, source, recipient, amount, false);
    },
    gainLife: (p, amount) => {
      if (amount <= 0) return;
      const ps = player(e, p);
      ps.life += amount;
      log(e, { kind: "life", player: p, change: amount, life: ps.life });
    },
    loseLife: (p, amount) => {
      if (amount <= 0) return;
      const ps = player(e, p);
      ps.life -= amount;
      log(e, { kind: "life", player: p, change: -amount, life: ps.life });
    },
    draw: (p, count) => drawCards(e, p, count),
    mill: (p, count) => {
      const ps = player(e, p);
      for (let i = 0; i < count && ps.library.length > 0; i++) moveObject(e, ps.library[0], "graveyard");
    },
    discard: (p, count) => {
      const hand = player(e, p).hand;
      const n = Math.min(count, hand.length);
      if (n <= 0) return;
      const chosen = ask(e, { player: p, kind: "discard", prompt: `discard ${n} card(s)`, options: hand.slice(), min: n, max: n });
      for (const id of chosen) {
        const moved = moveObject(e, id, "graveyard");
        log(e, { kind: "discard", player: p, object: id, newObject: moved });
      }
    },
    sacrifice: (p, count, filter) => {
      const options = objectsMatching(e, { ...filter, zone: "play", controller: p });
      const n = Math.min(count, options.length);
      if (n <= 0) return;
      const chosen = ask(e, { player: p, kind: "sacrifice", prompt: `sacrifice ${n} permanent(s)`, options, min: n, max: n });
      for (const id of chosen) {
        log(e, { kind: "sacrifice", player: p, object: id });
        moveObject(e, id, "graveyard");
      }
    },
    putCounters: (ids, counter, count) => {
      for (const o of permanentsIn(e, ids)) putCounters(e, o.id, counter, count, { entering: false, byEffect: true });
    },
    createTokens: (tokenController, count, token: TokenDefinition) => {
      const event = replaceEvent(e, { kind: "createTokens", controller: tokenController, count, token, byEffect: true });
      if (event === null || event.count <= 0) return [];
      const source = obj(e, self);
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
    },
    modify: (ids, change, duration) => {
      const objects = permanentsIn(e, ids).map((o) => o.id);
      if (objects.length === 0) return;
      addEffect(e, {
        duration,
        source: self,
        controller,
        objects,
        filter: null,
        ...(change.power !== undefined ? { power: change.power } : {}),
        ...(change.toughness !== undefined ? { toughness: change.toughness } : {}),
        ...(change.keywords !== undefined && change.keywords.length > 0 ? { keywords: change.keywords.slice() } : {}),
      });
    },
    grantContinuously: (filter, change, duration) => {
      addEffect(e, { duration, source: self, controller, objects: null, filter: { ...filter }, keywords: change.keywords.slice() });
    },
    become: (ids, change, duration) => {
      const objects = permanentsIn(e, ids).map((o) => o.id);
      if (objects.length === 0) return;
      addEffect(e, {
        duration,
        source: self,
        controller,
        objects,
        filter: null,
        addTypes: change.addTypes.slice() as CardType[],
        setPower: change.power,
        setToughness: change.toughness,
      });
    },
    untap: (ids) => {
      for (const o of permanentsIn(e, ids)) o.tapped = false;
    },
    tap: (ids) => {
      for (const o of permanentsIn(e, ids)) o.tapped = true;
    },
    skipNextUntap: (ids) => {
      for (const o of permanentsIn(e, ids)) o.skipUntaps = 1;
    },
    destroy: (ids) => {
      for (const o of permanentsIn(e, ids)) destroy(e, o, "effect");
    },
    exile: (ids, link) => {
      const moved: ObjectId[] = [];
      for (const id of ids) {
        const o = obj(e, id);
        if (o === undefined || !o.alive || o.zone === "removed") continue;
        moved.push(moveObject(e, id, "removed"));
      }
      if (link === true) {
        const source = obj(e, self);
        if (source !== undefined) source.linked = [...(source.linked ?? []), ...moved];
      }
      return moved;
    },
    linked: () => (obj(e, self)?.linked ?? []).filter((id) => obj(e, id)?.alive === true),
    putIntoPlay: (ids, newController) => {
      const out: ObjectId[] = [];
      for (const id of ids) {
        const o = obj(e, id);
        if (o === undefined || !o.alive || o.zone === "play") continue;
        const def = definitionOf(e, o);
        if (def.types.includes("Instant") || def.types.includes("Sorcery")) continue; // not a permanent card
        const entered = enterPlay(e, id, newController, { byEffect: true });
        if (entered !== null) out.push(entered);
      }
      return out;
    },
    gainControl: (ids, newController, duration) => {
      const objects = permanentsIn(e, ids);
      if (objects.length === 0) return;
      for (const o of objects) {
        if (controllerOf(e, o) !== newController) {
          o.controlledSinceTurn = e.s.turnNumber;
          removeFromCombat(e, o.id);
        }
      }
      addEffect(e, { duration, source: self, controller, objects: objects.map((o) => o.id), filter: null, control: newController });
      log(e, { kind: "control", objects: objects.map((o) => o.id), controller: newController, duration });
    },
    search: (p, filter, destination, shuffle) => {
      const ps = player(e, p);
      const options = objectsMatching(e, { ...filter, zone: "library", controller: p });
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
        shuffleInPlace(e.s, ps.library);
        return;
      }
      if (destination === "libraryTop") {
        ps.library.splice(ps.library.indexOf(found), 1);
        shuffleInPlace(e.s, ps.library);
        ps.library.unshift(found);
        return;
      }
      if (shuffle === "beforePutting") {
        ps.library.splice(ps.library.indexOf(found), 1);
        shuffleInPlace(e.s, ps.library);
        ps.library.unshift(found); // set aside on top, then moved at once
      }
      if (destination === "hand") moveObject(e, found, "hand");
      else enterPlay(e, found, p, { byEffect: true });
      if (shuffle === "afterPutting") shuffleInPlace(e.s, ps.library);
    },
    shuffle: (p) => shuffleInPlace(e.s, player(e, p).library),
    addMana: (p, mana: Partial<ManaCost>) => {
      const pool = player(e, p).pool;
      for (let i = 0; i < 5; i++) pool[i] += (mana as Record<string, number | undefined>)[MANA_COLORS[i]] ?? 0;
      pool[5] += mana.generic ?? 0;
    },
  };
  return ctx;
}

export function removeFromCombat(e: Engine, id: ObjectId): void {
  const combat = e.s.combat;
  if (combat === null) return;
  combat.attackers = combat.attackers.filter((a) => a.attacker !== id);
  for (const a of combat.attackers) a.blockers = a.blockers.filter((b) => b !== id);
}

