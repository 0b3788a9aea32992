/**
 * Mana and paying mana costs (2007 rules 409.1f–h: determine the total cost, mana abilities may be played while
 * paying, pay it; 300.3: mana empties at the end of each phase, with mana burn — in turn.ts).
 *
 * Automatic payment: mana already in the pool first, then untapped permanents the player controls with a
 * mana ability whose only cost is {T} (basic lands). What such an ability produces is found by running its
 * code once against a probe that records `addMana` (cached per card and ability). With one-colour sources the
 * greedy plan below is exact: each coloured requirement takes sources of that colour, generic takes the rest.
 * Paying actually plays those mana abilities (their code adds the mana), then spends it.
 */
import type { ActivatedAbilityDefinition, EffectContext, ManaCost, ObjectId, PlayerId } from "./definition.js";
import { definitionEntry, definitionOf, log, obj, player, playIndex, sameItems, writable, type DefinitionFacts, type Engine, type ManaSourceCount } from "./engine.js";
import { controllerOf, isCreature, view } from "./continuous.js";
import { effectContext } from "./effects.js";
import { MANA_COLORS, type ObjectState } from "./state.js";

export function formatCost(cost: ManaCost, x: number): string {
  let out = "";
  for (let i = 0; i < cost.x; i++) out += "{X}";
  if (cost.generic > 0 || (cost.W + cost.U + cost.B + cost.R + cost.G === 0 && cost.x === 0)) out += `{${cost.generic}}`;
  for (const c of ["W", "U", "B", "R", "G"] as const) for (let i = 0; i < cost[c]; i++) out += `{${c}}`;
  return cost.x > 0 ? `${out} with X=${x}` : out;
}

/** What a mana ability produces: one of W U B R G C, or null if it isn't a simple one-mana {T} ability. */
export function manaProduced(e: Engine, o: ObjectState, index: number): string | null {
  const key = o.token === null ? o.card : `${o.token.creator}\u0000${o.card}`;
  let byAbility = e.cache.manaProduction.get(key);
  if (byAbility === undefined) e.cache.manaProduction.set(key, (byAbility = []));
  const cached = byAbility[index];
  if (cached !== undefined) return cached;
  const def = definitionOf(e, o);
  const ability = def.abilities[index] as ActivatedAbilityDefinition;
  let produced: string | null = null;
  if (ability.mana === true && ability.cost.tap === true && ability.cost.mana === undefined && ability.cost.loyalty === undefined) {
    const added: string[] = [];
    const probe = new Proxy({} as EffectContext, {
      get(_target, prop) {
        if (prop === "self") return o.id;
        if (prop === "controller") return o.owner;
        if (prop === "x") return 0;
        if (prop === "addMana") {
          return (to: PlayerId, mana: Partial<ManaCost>) => {
            // Mana for anyone but the ability's controller is not the simple case (payPlan adds it to the payer).
            if (to !== o.owner) throw new Error("not a simple mana ability");
            for (const c of MANA_COLORS) {
              const n = c === "C" ? (mana.generic ?? 0) : ((mana as Record<string, number | undefined>)[c] ?? 0);
              for (let i = 0; i < n; i++) added.push(c);
            }
          };
        }
        throw new Error("not a simple mana ability");
      },
    });
    try {
      ability.resolve(probe);
      if (added.length === 1) produced = added[0];
    } catch {
      produced = null;
    }
  }
  byAbility[index] = produced;
  return produced;
}

export interface Source {
  object: ObjectId;
  ability: number;
  color: number;
}

/** Untapped permanents of the player that can produce one mana with {T} now. */
export function manaSources(e: Engine, playerId: PlayerId, exclude: ObjectId | null): Source[] {
  const out: Source[] = [];
  for (const id of producingMana(e)) {
    if (id === exclude) continue;
    const o = obj(e, id)!;
    if (!canTapForMana(e, o, playerId)) continue;
    const facts = definitionEntry(e, o).facts;
    out.push({ object: id, ability: facts.manaAbility, color: facts.manaColor });
  }
  return out;
}

/**
 * Whether the player can tap this mana-producing permanent for mana now: untapped, controlled by the player,
 * and not a creature with summoning sickness (a creature needs haste or to have been controlled since the turn
 * began).
 */
function canTapForMana(e: Engine, o: ObjectState, playerId: PlayerId): boolean {
  if (o.tapped || controllerOf(e, o) !== playerId) return false;
  return !(o.controlledSinceTurn >= e.s.turnNumber && isCreature(e, o) && !view(e, o).keywords.includes("Haste"));
}

/** The permanents in play with a mana ability that taps for one mana, in play order (see engine.ts `playIndex`). */
function producingMana(e: Engine): readonly ObjectId[] {
  const index = playIndex(e);
  if (index.producingMana !== null) return index.producingMana;
  const ids: ObjectId[] = [];
  for (const id of index.play) {
    const o = obj(e, id)!;
    const facts = definitionEntry(e, o).facts;
    if ((facts.manaAbility === -2 ? simpleManaAbility(e, o, facts) : facts.manaAbility) >= 0) ids.push(id);
  }
  return (index.producingMana = ids);
}

/** Works out (once per definition) its first mana ability that taps for exactly one mana, and the colour. */
function simpleManaAbility(e: Engine, o: ObjectState, facts: DefinitionFacts): number {
  const abilities = definitionOf(e, o).abilities;
  facts.manaAbility = -1;
  for (let index = 0; index < abilities.length; index++) {
    const ability = abilities[index];
    if (ability.kind !== "activated" || ability.mana !== true) continue;
    const produced = manaProduced(e, o, index);
    if (produced === null) continue;
    facts.manaAbility = index;
    facts.manaColor = MANA_COLORS.indexOf(produced as (typeof MANA_COLORS)[number]);
    break;
  }
  return facts.manaAbility;
}

export interface PaymentPlan {
  /** Mana spent from the pool, by MANA_COLORS index (after the sources' mana is added). */
  spend: number[];
  sources: Source[];
}

/** A plan to pay `cost` with X = x, or an error message naming the rule. `exclude`: a source being tapped for the cost itself. */
export function planPayment(
  e: Engine,
  playerId: PlayerId,
  cost: ManaCost,
  x: number,
  exclude: ObjectId | null,
): PaymentPlan | string {
  return planWith(player(e, playerId).pool, manaSources(e, playerId, exclude), cost, x, playerId);
}

/** The payment plan from a given pool and sources (pure: used by listing with sources computed once). */
export function planWith(poolNow: readonly number[], sources: readonly Source[], cost: ManaCost, x: number, playerId: PlayerId): PaymentPlan | string {
  const pool = poolNow.slice();
  const spend = [0, 0, 0, 0, 0, 0];
  const need = [cost.W, cost.U, cost.B, cost.R, cost.G];
  let generic = cost.generic + cost.x * x;
  if (generic === 0 && need[0] + need[1] + need[2] + need[3] + need[4] === 0) return { spend, sources: [] };
  for (let c = 0; c < 5; c++) {
    const used = Math.min(pool[c], need[c]);
    pool[c] -= used;
    need[c] -= used;
    spend[c] += used;
  }
  const taken: boolean[] = new Array(sources.length).fill(false);
  const chosen: Source[] = [];
  for (let c = 0; c < 5; c++) {
    for (let i = 0; i < sources.length && need[c] > 0; i++) {
      if (!taken[i] && sources[i].color === c) {
        taken[i] = true;
        chosen.push(sources[i]);
        need[c]--;
        spend[c]++;
      }
    }
    if (need[c] > 0) {
      return `409.1h: ${playerId} can't pay ${formatCost(cost, x)}: not enough {${MANA_COLORS[c]}} mana from the mana pool and untapped lands`;
    }
  }
  // Generic: floating mana first (colorless, then colors), then the remaining sources.
  for (const c of [5, 0, 1, 2, 3, 4]) {
    const used = Math.min(pool[c], generic);
    pool[c] -= used;
    generic -= used;
    spend[c] += used;
  }
  for (let i = 0; i < sources.length && generic > 0; i++) {
    if (!taken[i]) {
      taken[i] = true;
      chosen.push(sources[i]);
      spend[sources[i].color]++;
      generic--;
    }
  }
  if (generic > 0) {
    return `409.1h: ${playerId} can't pay ${formatCost(cost, x)}: not enough mana in the mana pool and untapped lands`;
  }
  return { spend, sources: chosen };
}

/**
 * The player's untapped one-mana sources (those `manaSources` lists), counted by the colour they produce
 * (index into MANA_COLORS) into `counts`, which must hold six zeros; returns the total. For listing and the
 * forced-pass check, which only ask whether a cost can be paid: no source list is built.
 *
 * The count is remembered per player (`EngineCache.manaSourceCounts`): it is a function of the play list (which
 * permanents produce mana), the records of those permanents (tapped, controlled since when: records are copied
 * on write, so an unchanged record is the same object), the continuous effects (controller, creature, haste)
 * and the turn number (summoning sickness). When all of those are the same, the remembered count is returned
 * after comparing the records by identity, without asking for views or controllers again. The records
 * remembered leave the run's fresh set (engine.ts `writable`), so a later change in the same run copies them.
 */
export function countManaSources(e: Engine, playerId: PlayerId, counts: number[]): number {
  const ids = producingMana(e);
  const s = e.s;
  const remembered = e.cache.manaSourceCounts;
  let known: ManaSourceCount | undefined;
  for (let i = 0; i < remembered.length; i++) if (remembered[i].player === playerId) known = remembered[i];
  const stamp = e.cache.recordStamp;
  if (known !== undefined && known.play === s.play && known.turnNumber === s.turnNumber && sameItems(known.effects, s.effects)) {
    // No record changed since the count was last known to hold; else the same records, by identity.
    let same = known.stamp === stamp;
    if (!same) {
      const records = known.records;
      same = true;
      for (let i = 0; same && i < ids.length; i++) same = obj(e, ids[i]) === records[i];
      if (same) known.stamp = stamp;
    }
    if (same) {
      for (let c = 0; c < 6; c++) counts[c] += known.counts[c];
      return known.total;
    }
  }
  const records: ObjectState[] = [];
  let total = 0;
  const own = [0, 0, 0, 0, 0, 0];
  const fresh = e.fresh;
  for (const id of ids) {
    const o = obj(e, id)!;
    records.push(o);
    fresh?.delete(o);
    if (!canTapForMana(e, o, playerId)) continue;
    own[definitionEntry(e, o).facts.manaColor]++;
    total++;
  }
  const entry: ManaSourceCount = { player: playerId, stamp, play: s.play, turnNumber: s.turnNumber, effects: s.effects.slice(), records, counts: own, total };
  if (known === undefined) remembered.push(entry);
  else remembered[remembered.indexOf(known)] = entry;
  for (let c = 0; c < 6; c++) counts[c] += own[c];
  return total;
}

/**
 * Whether `planWith` would find a plan for `cost` with X = x, from the pool and the sources counted by colour
 * (`countManaSources`), without building it: each coloured requirement is met from the pool's mana of that
 * colour, then from sources of that colour; generic from whatever is left of both.
 */
export function canPay(pool: readonly number[], counts: readonly number[], cost: ManaCost, x: number): boolean {
  const generic = cost.generic + cost.x * x;
  let left = pool[5] + counts[5];
  for (let c = 0; c < 5; c++) {
    const need = c === 0 ? cost.W : c === 1 ? cost.U : c === 2 ? cost.B : c === 3 ? cost.R : cost.G;
    const spare = pool[c] + counts[c] - need;
    if (spare < 0) return false;
    left += spare;
  }
  return left >= generic;
}

/** How much mana the player could produce now (pool + sources), for listing X values. */
export function availableMana(e: Engine, playerId: PlayerId): number {
  const pool = player(e, playerId).pool;
  return pool[0] + pool[1] + pool[2] + pool[3] + pool[4] + pool[5] + countManaSources(e, playerId, [0, 0, 0, 0, 0, 0]);
}

/**
 * Plays the plan's mana abilities, then spends the mana. Every source of a plan is a simple mana ability (its
 * only cost {T}; its code, run against the probe of `manaProduced`, adds exactly one mana of `source.color` to
 * its controller and reads nothing but `self`, `controller` and `x`), so playing it is tapping the source and
 * adding that mana to the payer's pool, which is what running its code would do; the code is not run again.
 */
export function payPlan(e: Engine, playerId: PlayerId, plan: PaymentPlan): void {
  const pool = player(e, playerId).pool;
  for (const source of plan.sources) {
    writable(e, obj(e, source.object)!).tapped = true;
    pool[source.color]++;
  }
  for (let c = 0; c < 6; c++) pool[c] -= plan.spend[c];
  if (plan.sources.length > 0 || plan.spend.some((n) => n > 0)) {
    log(e, { kind: "manaPaid", player: playerId, mana: plan.spend.slice(), tapped: plan.sources.map((s) => s.object) });
  }
}

/** A mana ability is played and resolves at once, without the stack (2007 406/409.1h). Costs: {T} here. */
export function activateManaAbility(e: Engine, o: ObjectState, index: number, playerId: PlayerId): void {
  const ability = definitionOf(e, o).abilities[index] as ActivatedAbilityDefinition;
  if (ability.cost.tap === true) writable(e, o).tapped = true;
  ability.resolve(effectContext(e, { self: o.id, controller: playerId, x: 0, targets: [] }));
}
