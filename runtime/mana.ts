/**
 * Mana and paying mana costs (2007 rules 409.1f–h: determine the total cost, mana abilities may be played while
 * paying, pay it; 300.3: mana empties at the end of each phase, with mana burn — in turn.ts).
 *
 * Automatic payment: mana already in the pool first, then untapped permanents the player controls with a
 * mana ability whose only cost is {T} (basic lands). What such an ability produces is found by running its
 * code once against a probe that records `addMana` (cached per card and ability). With one-colour sources the
 * greedy plan below is exact: each coloured requirement takes sources of that colour, generic takes the rest.
 * Paying actually plays those mana abilities (their code adds the mana), then spends it. Which sources each
 * player can tap now is remembered, permanent by permanent, while the records it was worked out from are the
 * same (`currentCount`): listing, the forced-pass check and payment all ask it.
 *
 * Snow (Coldsnap; 2007 rules 104.3h, 205.4): "{S}" in a cost is one generic mana paid with one mana produced by a
 * snow permanent. The pool keeps which of its mana came from snow permanents (`PlayerState.snowPool`, filled by
 * `addToManaPool` as a mana ability of a snow permanent adds mana, emptied with the pool); a cost with {S} is
 * planned by `snowPlan`, which spends that mana or taps untapped snow permanents for it. Other costs spend the
 * pool's other mana first, so the snow mana stays for {S}.
 */
import { setTapped } from "./tapping.js";
import { eventKindsMask, publish } from "./events.js";
import type { ActivatedAbilityDefinition, EffectContext, ManaCost, ObjectId, PlayerId } from "./definition.js";
import { definitionEntry, definitionEntryOf, definitionOf, log, obj, player, playIndex, registryStopsAbilities, RuleError, sameItems, seenDefinitions, unmarkFresh, withoutAt, writable, type DefinitionFacts, type Engine, type ManaProducers, type ManaSourceCount } from "./engine.js";
import { controllerOf, effectsDependOnRecordsAlone, hasKeywordNow, hasRestriction, isCreature, view } from "./continuous.js";
import { effectContext } from "./effect-context.js";
import { hasOtherCosts, payCosts } from "./costs.js";
import { MANA_COLORS, objectIndex, type ObjectState } from "./state.js";
import type { GrantedAbilityRef } from "./granted-abilities.js";

export function formatCost(cost: ManaCost, x: number): string {
  let out = "";
  const hybrid = cost.hybrid ?? [];
  for (let i = 0; i < cost.x; i++) out += "{X}";
  if (cost.generic > 0 || (cost.W + cost.U + cost.B + cost.R + cost.G === 0 && cost.x === 0 && hybrid.length === 0)) out += `{${cost.generic}}`;
  for (const h of hybrid) out += h.generic !== undefined ? `{${h.generic}/${h.colors.join("/")}}` : `{${h.colors.join("/")}}`;
  for (let i = 0; i < (cost.snow ?? 0); i++) out += "{S}";
  for (const c of ["W", "U", "B", "R", "G"] as const) for (let i = 0; i < cost[c]; i++) out += `{${c}}`;
  return cost.x > 0 ? `${out} with X=${x}` : out;
}

/**
 * The most hybrid symbols one cost may have (the validator refuses more: CS2007). Equal costs are merged as the
 * ways are listed, so they grow with the distinct costs, not as 3^n; no printed card has more than five.
 */
export const MAX_HYBRID = 16;

/**
 * The ways to pay a cost's hybrid symbols, each as a cost without them (2007 rules: `{G/W}` is paid with G or W,
 * `{2/W}` with W or two generic mana): the plain cost itself when it has none. Coloured choices come first, in
 * the symbol's order, then generic, so the automatic payment prefers one W to two mana for `{2/W}`; equal
 * costs are listed once. Trying each of them keeps the automatic payment exact: it pays whenever some choice
 * can be paid.
 */
export function hybridChoices(cost: ManaCost): readonly ManaCost[] {
  const hybrid = cost.hybrid;
  if (hybrid === undefined || hybrid.length === 0) return [cost];
  // A card's cost is one object for the whole registry, asked about at every forced-pass walk (Shadowmoor's hybrid
  // costs): its choices are worked out once. Costs are never changed in place (a cost change makes a new one).
  let known = hybridChoicesOf.get(cost);
  if (known === undefined) hybridChoicesOf.set(cost, (known = hybridChoicesNow(cost, hybrid)));
  return known;
}

const hybridChoicesOf = new WeakMap<ManaCost, readonly ManaCost[]>();

function hybridChoicesNow(cost: ManaCost, hybrid: NonNullable<ManaCost["hybrid"]>): ManaCost[] {
  if (hybrid.length > MAX_HYBRID) throw new RuleError(`a mana cost may have at most ${MAX_HYBRID} hybrid symbols, this one has ${hybrid.length}`);
  const plain: ManaCost = { generic: cost.generic, W: cost.W, U: cost.U, B: cost.B, R: cost.R, G: cost.G, x: cost.x };
  if (cost.snow !== undefined) plain.snow = cost.snow; // {S} is no hybrid symbol: kept in every choice (104.3h)
  let costs: ManaCost[] = [plain];
  for (const symbol of hybrid) {
    const next: ManaCost[] = [];
    const seen = new Set<string>();
    const add = (c: ManaCost) => {
      const key = `${c.generic} ${c.W} ${c.U} ${c.B} ${c.R} ${c.G}`;
      if (!seen.has(key)) {
        seen.add(key);
        next.push(c);
      }
    };
    for (const base of costs) {
      for (const color of symbol.colors) add({ ...base, [color]: base[color] + 1 });
      if (symbol.generic !== undefined) add({ ...base, generic: base.generic + symbol.generic });
    }
    costs = next;
  }
  return costs;
}

/** What a mana ability produces: one of W U B R G C, or null if it isn't a simple one-mana {T} ability. */
export function manaProduced(e: Engine, o: ObjectState, index: number): string | null {
  const source = o.copyOf ?? o; // a copy's mana abilities are what it copies (418.5a)
  const key = source.token === null ? source.card : `${source.token.creator}\u0000${source.card}`;
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
  /** 104.3h: the source is a snow permanent (set only by the plans of costs with {S}, `snowPlan`). */
  snow?: boolean;
}

/**
 * 205.4 (2007; Coldsnap): whether mana from this object is mana from a snow permanent: a permanent with the
 * supertype snow (supertypes never change: its definition's, a copy's what it copies). A source that left play as
 * its mana ability was paid for (sacrificed) is judged as it last was in play (413.2a).
 */
export function isSnowPermanent(e: Engine, o: ObjectState | undefined): boolean {
  return o !== undefined && o.zone === "play" && definitionOf(e, o).supertypes.includes("Snow");
}

/**
 * Adds mana to a player's pool (the mana family's `addMana`): `amounts` by MANA_COLORS index. Mana a snow
 * permanent's ability adds (`source`) is also counted in the pool's snow part, which alone pays {S} (104.3h).
 */
export function addToManaPool(e: Engine, playerId: PlayerId, amounts: readonly number[], source: ObjectId | null): void {
  const ps = player(e, playerId);
  const pool = ps.pool.slice(); // replaced, never changed in place (state.ts PlayerState.pool)
  for (let c = 0; c < 6; c++) pool[c] += amounts[c];
  ps.pool = pool;
  if (source !== null && isSnowPermanent(e, obj(e, source))) {
    const snow = (ps.snowPool ?? NO_MANA).slice();
    for (let c = 0; c < 6; c++) snow[c] += amounts[c];
    ps.snowPool = snow;
  }
}

const NO_MANA: readonly number[] = [0, 0, 0, 0, 0, 0];

/** Untapped permanents of the player that can produce one mana with {T} now. */
export function manaSources(e: Engine, playerId: PlayerId, exclude: ObjectId | null): Source[] {
  const out: Source[] = [];
  const { producers, verdicts } = currentCount(e, playerId);
  for (let i = 0; i < verdicts.length; i++) {
    const id = producers.ids[i];
    if (verdicts[i] >= 0 && id !== exclude) out.push({ object: id, ability: producers.abilities[i], color: verdicts[i] });
  }
  return out;
}

/**
 * Whether the player can tap this mana-producing permanent for mana now: untapped, controlled by the player,
 * and not a creature with summoning sickness (a creature needs haste or to have been controlled since the turn
 * began). As a verdict: the colour it taps for (`color`) if they can; SICK if only summoning sickness stops
 * them; NO otherwise. A function of the record, the continuous effects and the turn number only (controller,
 * types and keywords come from the record and the effects: layers 2–5 read no other object), and only a SICK
 * verdict can change from one turn to a later one with the same record and effects.
 */
function verdictOn(e: Engine, o: ObjectState, playerId: PlayerId, color: number): number {
  if (o.tapped || controllerOf(e, o) !== playerId) return NO;
  // "… its activated abilities can't be played" (Prison Term) stops its mana abilities too (409.1). What an Aura
  // affects makes the effects conditional, so the counts remembered ask again (`effectsDependOnRecordsAlone`).
  if (registryStopsAbilities(e) && hasRestriction(e, o, "abilitiesCantBePlayed")) return NO;
  if (o.controlledSinceTurn >= e.s.turnNumber && isCreature(e, o) && !hasKeywordNow(e, o, "Haste")) return SICK;
  return color;
}

const NO = -1;
const SICK = -2;

/** The producers of the play list (engine.ts `PlayIndex.manaProducers`), derived on first use. */
function producersOf(e: Engine): ManaProducers {
  const index = playIndex(e);
  if (index.manaProducers !== null) return index.manaProducers;
  const from = index.derivedFrom;
  index.derivedFrom = null;
  if (from !== null && from.manaProducers !== null) return (index.manaProducers = derivedProducers(e, from.manaProducers, index.added, index.removed));
  const producers: ManaProducers = { ids: [], slots: [], abilities: [], colors: [] };
  const slots = index.slots; // the table slot of each permanent of the play list
  for (let i = 0; i < slots.length; i++) {
    const o = e.s.objects[slots[i]]!;
    const facts = definitionEntry(e, o).facts;
    const ability = facts.manaAbility === -2 ? simpleManaAbility(e, o, facts) : facts.manaAbility;
    if (ability < 0) continue;
    producers.ids.push(o.id);
    producers.slots.push(slots[i]);
    producers.abilities.push(ability);
    producers.colors.push(facts.manaColor);
  }
  return (index.manaProducers = producers);
}

/**
 * The producers of a play list that is the list of `before` with the permanent `added` at its end or `removed`
 * from it (engine.ts `PlayIndex.derivedFrom`): `before` itself when that permanent produces no mana (lists of
 * producers are never changed once made).
 */
function derivedProducers(e: Engine, before: ManaProducers, added: ObjectId | null, removed: ObjectId | null): ManaProducers {
  if (added !== null) {
    const facts = definitionEntryOf(e, added).facts;
    const ability = facts.manaAbility === -2 ? simpleManaAbility(e, obj(e, added)!, facts) : facts.manaAbility;
    if (ability < 0) return before;
    return {
      ids: [...before.ids, added],
      slots: [...before.slots, objectIndex(added)],
      abilities: [...before.abilities, ability],
      colors: [...before.colors, facts.manaColor],
    };
  }
  const at = before.ids.indexOf(removed!);
  if (at < 0) return before;
  return { ids: withoutAt(before.ids, at), slots: withoutAt(before.slots, at), abilities: withoutAt(before.abilities, at), colors: withoutAt(before.colors, at) };
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
  /**
   * Of `spend`, the mana from snow permanents that was already in the pool (`PlayerState.snowPool`), by colour:
   * set by `snowPlan` (a cost with {S}). Without it the pool's other mana is taken to be spent first.
   */
  snowSpend?: number[];
}

/** A plan to pay `cost` with X = x, or an error message naming the rule. `exclude`: a source being tapped for the cost itself. */
export function planPayment(
  e: Engine,
  playerId: PlayerId,
  cost: ManaCost,
  x: number,
  exclude: ObjectId | null,
): PaymentPlan | string {
  const pool = player(e, playerId).pool;
  if (costsNothing(cost, x)) return { spend: [0, 0, 0, 0, 0, 0], sources: [] };
  if (cost.xColor !== undefined) return explained(planPayment(e, playerId, xPaidInColor(cost, x), 0, exclude), cost, x);
  const { producers, verdicts } = currentCount(e, playerId);
  const snow = cost.snow !== undefined && cost.snow > 0 ? snowNow(e, playerId, producers) : null;
  if (cost.hybrid !== undefined) return hybridPlan(pool, producers, verdicts, exclude, cost, x, playerId, snow);
  return plan(pool, producers.ids, producers.abilities, verdicts, exclude, cost, x, playerId, snow);
}

/** What a plan for a cost with {S} needs besides the pool: its snow part, and which producers are snow permanents. */
interface SnowNow {
  pool: readonly number[];
  sources: readonly boolean[];
}

function snowNow(e: Engine, playerId: PlayerId, producers: ManaProducers): SnowNow {
  const objects = e.s.objects;
  const sources: boolean[] = [];
  for (let i = 0; i < producers.slots.length; i++) sources.push(isSnowPermanent(e, objects[producers.slots[i]]!));
  return { pool: player(e, playerId).snowPool ?? NO_MANA, sources };
}

/**
 * `planPayment` of a cost with hybrid symbols: the first of its plain readings that can be paid. A function of its
 * own: its callback captures the arguments, which would otherwise be allocated on every payment planned.
 */
function hybridPlan(pool: readonly number[], producers: ManaProducers, verdicts: readonly number[], exclude: ObjectId | null, cost: ManaCost, x: number, playerId: PlayerId, snow: SnowNow | null): PaymentPlan | string {
  return firstPlan(hybridChoices(cost), (plain) => plan(pool, producers.ids, producers.abilities, verdicts, exclude, plain, x, playerId, snow), cost, x, playerId);
}

/** The plan of the first way to pay the hybrid symbols that can be paid, or what stops them all. */
function firstPlan(choices: readonly ManaCost[], planOf: (plain: ManaCost) => PaymentPlan | string, cost: ManaCost, x: number, playerId: PlayerId): PaymentPlan | string {
  for (const plain of choices) {
    const found = planOf(plain);
    if (typeof found !== "string") return found;
  }
  return `409.1h: ${playerId} can't pay ${formatCost(cost, x)}: no way to pay its hybrid symbols with the mana pool and untapped lands`;
}

/**
 * Whether `planPayment` would find a plan, without building it: from the count of sources by colour (`canPay`),
 * unless the excluded source is one of those counted (then the plan is made). For validation that only needs
 * a yes or no (an ability's activation; its plan is made when it is performed, from the same state).
 */
export function canPayNow(e: Engine, playerId: PlayerId, cost: ManaCost, x: number, exclude: ObjectId | null): boolean {
  if (costsNothing(cost, x)) return true;
  if (cost.xColor !== undefined) return canPayNow(e, playerId, xPaidInColor(cost, x), 0, exclude);
  // {S} (104.3h): which mana and sources are snow decides it; the plan itself is made (costs with {S} are few).
  if (cost.snow !== undefined && cost.snow > 0) return typeof planPayment(e, playerId, cost, x, exclude) !== "string";
  if (cost.hybrid !== undefined) {
    const choices = hybridChoices(cost);
    for (const plain of choices) if (canPayNow(e, playerId, plain, x, exclude)) return true;
    return false;
  }
  const known = currentCount(e, playerId);
  const pool = player(e, playerId).pool;
  if (exclude !== null) {
    const k = known.producers.ids.indexOf(exclude);
    if (k >= 0 && known.verdicts[k] >= 0) {
      return typeof plan(pool, known.producers.ids, known.producers.abilities, known.verdicts, exclude, cost, x, playerId) !== "string";
    }
  }
  return canPay(pool, known.counts, cost, x);
}

/**
 * "Spend only black mana on X." (409.1h): paying X with mana of one colour only is paying that many more mana
 * symbols of that colour, so the plan is made for the cost with X turned into them (and no X left).
 */
function xPaidInColor(cost: ManaCost, x: number): ManaCost {
  const color = cost.xColor!;
  return { ...cost, [color]: cost[color] + cost.x * x, x: 0, xColor: undefined };
}

/** A refusal of the cost with X turned into coloured mana, said of the cost as printed. */
function explained(plan: PaymentPlan | string, cost: ManaCost, x: number): PaymentPlan | string {
  if (typeof plan !== "string") return plan;
  return `409.1h: X is paid only with {${cost.xColor}} mana ("Spend only … mana on X."): ${plan.replace(/^409\.1h: /, "")}`;
}

function costsNothing(cost: ManaCost, x: number): boolean {
  return cost.generic + cost.x * x === 0 && cost.W + cost.U + cost.B + cost.R + cost.G === 0 && (cost.hybrid === undefined || cost.hybrid.length === 0) && !(cost.snow !== undefined && cost.snow > 0);
}

/**
 * The payment plan from a given pool and sources (pure). `snowPoolNow`: the pool's mana from snow permanents
 * (104.3h), with each source's `snow`, for a cost with {S}.
 */
export function planWith(poolNow: readonly number[], sources: readonly Source[], cost: ManaCost, x: number, playerId: PlayerId, snowPoolNow: readonly number[] = NO_MANA): PaymentPlan | string {
  if (costsNothing(cost, x)) return { spend: [0, 0, 0, 0, 0, 0], sources: [] };
  if (cost.xColor !== undefined) return explained(planWith(poolNow, sources, xPaidInColor(cost, x), 0, playerId, snowPoolNow), cost, x);
  const ids: ObjectId[] = [];
  const abilities: number[] = [];
  const colors: number[] = [];
  const snowSources: boolean[] = [];
  for (const source of sources) {
    ids.push(source.object);
    abilities.push(source.ability);
    colors.push(source.color);
    snowSources.push(source.snow === true);
  }
  const snow = cost.snow !== undefined && cost.snow > 0 ? { pool: snowPoolNow, sources: snowSources } : null;
  if (cost.hybrid !== undefined) return firstPlan(hybridChoices(cost), (plain) => plan(poolNow, ids, abilities, colors, null, plain, x, playerId, snow), cost, x, playerId);
  return plan(poolNow, ids, abilities, colors, null, cost, x, playerId, snow);
}

/**
 * The greedy plan (exact with one-colour sources): coloured requirements from the pool's mana of that colour,
 * then from sources of that colour in order; generic from the pool's mana (colourless first, then W U B R G),
 * then from the remaining sources in order. Candidate i is `ids[i]` tapping ability `abilities[i]` for colour
 * `colors[i]`; a colour of -1, or the id `exclude`, is not a source. Only the chosen sources become `Source`s.
 */
function plan(
  poolNow: readonly number[],
  ids: readonly ObjectId[],
  abilities: readonly number[],
  colors: readonly number[],
  exclude: ObjectId | null,
  cost: ManaCost,
  x: number,
  playerId: PlayerId,
  snow: SnowNow | null = null,
): PaymentPlan | string {
  if (snow !== null) return snowPlan(poolNow, snow, ids, abilities, colors, exclude, cost, x, playerId);
  const pool = poolNow.slice();
  const spend = [0, 0, 0, 0, 0, 0];
  const need = [cost.W, cost.U, cost.B, cost.R, cost.G];
  let generic = cost.generic + cost.x * x;
  for (let c = 0; c < 5; c++) {
    const used = Math.min(pool[c], need[c]);
    pool[c] -= used;
    need[c] -= used;
    spend[c] += used;
  }
  const chosen: Source[] = [];
  // Sources of colour c taken for coloured requirements: always the first `taken[c]` of that colour, which is
  // how the generic pass below recognises them without marking each source.
  const taken = [0, 0, 0, 0, 0, 0];
  for (let c = 0; c < 5; c++) {
    for (let i = 0; i < colors.length && need[c] > 0; i++) {
      if (colors[i] === c && ids[i] !== exclude) {
        chosen.push({ object: ids[i], ability: abilities[i], color: c });
        taken[c]++;
        need[c]--;
        spend[c]++;
      }
    }
    if (need[c] > 0) {
      return `409.1h: ${playerId} can't pay ${formatCost(cost, x)}: not enough {${MANA_COLORS[c]}} mana from the mana pool and untapped lands`;
    }
  }
  // Generic: floating mana first (colorless, then colors), then the remaining sources.
  for (let k = 0; k < 6; k++) {
    const c = k === 0 ? 5 : k - 1;
    const used = Math.min(pool[c], generic);
    pool[c] -= used;
    generic -= used;
    spend[c] += used;
  }
  for (let i = 0; i < colors.length && generic > 0; i++) {
    const c = colors[i];
    if (c < 0 || ids[i] === exclude) continue;
    if (taken[c] > 0) {
      taken[c]--; // one of those taken above
      continue;
    }
    chosen.push({ object: ids[i], ability: abilities[i], color: c });
    spend[c]++;
    generic--;
  }
  if (generic > 0) {
    return `409.1h: ${playerId} can't pay ${formatCost(cost, x)}: not enough mana in the mana pool and untapped lands`;
  }
  return { spend, sources: chosen };
}

/**
 * The plan of a cost with {S} (104.3h: each paid with one mana produced by a snow permanent, of any type). Greedy,
 * in an order that keeps snow mana for {S}: coloured symbols from the pool's other mana; {S} from the pool's snow
 * mana (colourless first, then colours beyond what the coloured symbols still need, then any); coloured symbols
 * from the pool's snow mana of their colour, then from sources of their colour (other permanents before snow
 * ones); {S} left from untapped snow permanents; generic from the pool (other mana first), then from the sources
 * left (other permanents first).
 */
function snowPlan(
  poolNow: readonly number[],
  snow: SnowNow,
  ids: readonly ObjectId[],
  abilities: readonly number[],
  colors: readonly number[],
  exclude: ObjectId | null,
  cost: ManaCost,
  x: number,
  playerId: PlayerId,
): PaymentPlan | string {
  const snowPool = snow.pool.slice();
  const other = poolNow.map((n, c) => n - snowPool[c]);
  const spend = [0, 0, 0, 0, 0, 0];
  const snowSpend = [0, 0, 0, 0, 0, 0];
  const need = [cost.W, cost.U, cost.B, cost.R, cost.G];
  let symbols = cost.snow ?? 0;
  let generic = cost.generic + cost.x * x;
  const fromSnowPool = (c: number, n: number) => {
    snowPool[c] -= n;
    spend[c] += n;
    snowSpend[c] += n;
  };
  for (let c = 0; c < 5; c++) {
    const used = Math.min(other[c], need[c]);
    other[c] -= used;
    need[c] -= used;
    spend[c] += used;
  }
  const colourless = Math.min(snowPool[5], symbols);
  fromSnowPool(5, colourless);
  symbols -= colourless;
  for (let c = 0; c < 5 && symbols > 0; c++) {
    const used = Math.min(Math.max(0, snowPool[c] - need[c]), symbols);
    fromSnowPool(c, used);
    symbols -= used;
  }
  for (let c = 0; c < 5 && symbols > 0; c++) {
    const used = Math.min(snowPool[c], symbols);
    fromSnowPool(c, used);
    symbols -= used;
  }
  const chosen: Source[] = [];
  const used: boolean[] = [];
  const choose = (i: number) => {
    used[i] = true;
    chosen.push({ object: ids[i], ability: abilities[i], color: colors[i], snow: snow.sources[i] });
    spend[colors[i]]++;
  };
  const free = (i: number) => used[i] !== true && colors[i] >= 0 && ids[i] !== exclude;
  for (let c = 0; c < 5; c++) {
    const fromPool = Math.min(snowPool[c], need[c]);
    fromSnowPool(c, fromPool);
    need[c] -= fromPool;
    for (let pass = 0; pass < 2; pass++) {
      for (let i = 0; i < colors.length && need[c] > 0; i++) {
        if (colors[i] === c && free(i) && snow.sources[i] === (pass === 1)) {
          choose(i);
          need[c]--;
        }
      }
    }
    if (need[c] > 0) return `409.1h: ${playerId} can't pay ${formatCost(cost, x)}: not enough {${MANA_COLORS[c]}} mana from the mana pool and untapped lands`;
  }
  for (let i = 0; i < colors.length && symbols > 0; i++) {
    if (free(i) && snow.sources[i]) {
      choose(i);
      symbols--;
    }
  }
  if (symbols > 0) {
    return `104.3h: ${playerId} can't pay ${formatCost(cost, x)}: {S} is paid only with mana from a snow permanent, and not enough is in the mana pool or can be made by untapped snow permanents`;
  }
  for (const part of [other, snowPool]) {
    for (let k = 0; k < 6 && generic > 0; k++) {
      const c = k === 0 ? 5 : k - 1;
      const taken = Math.min(part[c], generic);
      part[c] -= taken;
      generic -= taken;
      if (part === snowPool) snowSpend[c] += taken;
      spend[c] += taken;
    }
  }
  for (let pass = 0; pass < 2; pass++) {
    for (let i = 0; i < colors.length && generic > 0; i++) {
      if (free(i) && snow.sources[i] === (pass === 1)) {
        choose(i);
        generic--;
      }
    }
  }
  if (generic > 0) return `409.1h: ${playerId} can't pay ${formatCost(cost, x)}: not enough mana in the mana pool and untapped lands`;
  return { spend, sources: chosen, snowSpend };
}

/** `ManaSourceCount` as mana.ts keeps it (only mana.ts makes the entries): also the verdict on each producer. */
interface Remembered extends ManaSourceCount {
  /** The producers `records` are of (those of `play`, or of an equal list: the same ids, the same facts). */
  producers: ManaProducers;
  /** Per producer, `verdictOn` it for the player (a colour: they can tap it for that mana now). */
  verdicts: number[];
  /** `effectsDependOnRecordsAlone(effects)`: whether the verdicts may be reused while the effects are these. */
  effectsAlone: boolean;
}

/**
 * The player's untapped one-mana sources (those `manaSources` lists), counted by the colour they produce
 * (index into MANA_COLORS) into `counts`, which must hold six zeros; returns the total. For listing and the
 * forced-pass check, which only ask whether a cost can be paid: no source list is built.
 */
export function countManaSources(e: Engine, playerId: PlayerId, counts: number[]): number {
  const known = currentCount(e, playerId);
  const own = known.counts;
  for (let c = 0; c < 6; c++) counts[c] += own[c];
  return known.total;
}

/**
 * The player's count of mana sources and the verdict on each producer, remembered per player
 * (`EngineCache.manaSourceCounts`). The verdicts are a function of the producers (which permanents of the play
 * list produce mana), their records (tapped, controlled since when: records are copied on write, so an
 * unchanged record is the same object), the continuous effects (controller, creature, haste) and the turn
 * number (summoning sickness; see `verdictOn`). With the same producers, effects and turn, the remembered count
 * holds if no record changed since it was last known to hold (`recordStamp`) or the producers' records are the
 * same objects. Otherwise, with the same effects, it reuses the verdict on every producer whose record is the
 * one remembered (unless the turn moved on and the verdict was SICK): with the same producers the entry is
 * updated in place (a source tapped or a new turn costs a verdict per changed record and allocates nothing),
 * with others (a permanent with a mana ability came or went) a new entry is made alongside the old one. The records remembered stop
 * being the run's own (engine.ts `unmarkFresh`), so a later change in the same run copies them (a remembered
 * record is never changed in place).
 */
function currentCount(e: Engine, playerId: PlayerId): Remembered {
  const s = e.s;
  const remembered = e.cache.manaSourceCounts as Remembered[];
  let known: Remembered | undefined;
  for (let i = 0; i < remembered.length; i++) if (remembered[i].player === playerId) known = remembered[i];
  const stamp = e.cache.recordStamp;
  const turn = s.turnNumber;
  // The verdicts remembered can be reused: the same effects, and the same turn or a later one.
  // (Not when an "as long as" condition may change a producer's view without changing its record or the effects.)
  // (Whether they do is a fact of the effects remembered with the entry: `sameItems` found these the same ones.)
  const before = known !== undefined && known.turnNumber <= turn && sameItems(known.effects, s.effects) && known.effectsAlone ? known : null;
  // Most calls: nothing changed at all since the count was last known to hold.
  if (before !== null && before.stamp === stamp && before.play === s.play && before.turnNumber === turn) return before;
  const producers = producersOf(e);
  const objects = s.objects;
  const slots = producers.slots;
  if (before !== null && (before.play === s.play || sameItems(before.producers.ids, producers.ids))) {
    // The same producers (the same play list, or one where a permanent without a mana ability came or went):
    // the entry is brought up to date in place (no caller keeps it: they read it before anything changes).
    // Only a producer whose record is not the one remembered, or whose verdict was SICK in an earlier turn,
    // gets a verdict again; with no record changed since the count last held, in the same turn, none does.
    const laterTurn = before.turnNumber < turn;
    if (before.stamp !== stamp || laterTurn) {
      const records = before.records;
      const verdicts = before.verdicts;
      const own = before.counts;
      const colors = producers.colors;
      for (let i = 0; i < slots.length; i++) {
        const o = objects[slots[i]]!;
        const old = verdicts[i];
        if (records[i] === o && !(laterTurn && old === SICK)) continue;
        const verdict = verdictOn(e, o, playerId, colors[i]);
        // As below: a record met for the first time may be the run's own; remembered, it must not stay so.
        unmarkFresh(e, slots[i]);
        records[i] = o;
        verdicts[i] = verdict;
        if (old >= 0) {
          own[old]--;
          before.total--;
        }
        if (verdict >= 0) {
          own[verdict]++;
          before.total++;
        }
      }
      before.turnNumber = turn;
    }
    before.stamp = stamp;
    before.play = s.play;
    before.producers = producers;
    return before;
  }
  const ids = producers.ids;
  const colors = producers.colors;
  const records: ObjectState[] = [];
  const verdicts: number[] = [];
  const own = [0, 0, 0, 0, 0, 0];
  let total = 0;
  const laterTurn = before !== null && before.turnNumber < turn;
  // The remembered producers, walked alongside: the play list only gains permanents at its end and loses them
  // anywhere, so each producer is found at or after the previous one found (else it is new: a verdict is made).
  let j = 0;
  for (let i = 0; i < ids.length; i++) {
    const o = objects[slots[i]]!;
    records.push(o);
    let verdict = SICK - 1; // none yet
    if (before !== null) {
      const beforeIds = before.producers.ids;
      const k = beforeIds[j] === ids[i] ? j : beforeIds.indexOf(ids[i], j);
      if (k >= 0) {
        if (before.records[k] === o && !(laterTurn && before.verdicts[k] === SICK)) verdict = before.verdicts[k];
        j = k + 1;
      }
    }
    if (verdict === SICK - 1) {
      verdict = verdictOn(e, o, playerId, colors[i]);
      // A reused record was taken out of its run's own ones when it was first remembered, and records become a
      // run's own only when created or copied: only a record met for the first time can be one.
      unmarkFresh(e, slots[i]);
    }
    verdicts.push(verdict);
    if (verdict >= 0) {
      own[verdict]++;
      total++;
    }
  }
  const effects = s.effects; // never changed in place (replaced on change): kept as it is
  const entry: Remembered = { player: playerId, stamp, play: s.play, turnNumber: turn, effects, records, counts: own, total, producers, verdicts, effectsAlone: effectsDependOnRecordsAlone(effects) };
  if (known === undefined) remembered.push(entry);
  else remembered[remembered.indexOf(known)] = entry;
  return entry;
}

/**
 * Whether `planWith` would find a plan for `cost` with X = x, from the pool and the sources counted by colour
 * (`countManaSources`), without building it: each coloured requirement is met from the pool's mana of that
 * colour, then from sources of that colour; generic from whatever is left of both. {S} (104.3h) is counted here
 * as generic mana, which is only necessary: whether snow mana pays it is `canPayNow`'s question.
 */
export function canPay(pool: readonly number[], counts: readonly number[], cost: ManaCost, x: number): boolean {
  if (cost.xColor !== undefined) return canPay(pool, counts, xPaidInColor(cost, x), 0);
  if (cost.hybrid !== undefined && cost.hybrid.length > 0) {
    for (const plain of hybridChoices(cost)) if (canPay(pool, counts, plain, x)) return true;
    return false;
  }
  const generic = cost.generic + cost.x * x + (cost.snow ?? 0);
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
  const payer = player(e, playerId);
  const pool = payer.pool.slice(); // replaced, never changed in place (state.ts PlayerState.pool)
  const tapped: ObjectId[] = [];
  for (const source of plan.sources) {
    setTapped(e, obj(e, source.object)!, true);
    pool[source.color]++;
    tapped.push(source.object);
  }
  let spent = 0;
  for (let c = 0; c < 6; c++) {
    pool[c] -= plan.spend[c];
    spent += plan.spend[c];
  }
  payer.pool = pool;
  if (payer.snowPool !== undefined) {
    const snow = snowPoolAfter(payer.snowPool, pool, plan);
    if (snow !== undefined) payer.snowPool = snow;
    else delete payer.snowPool; // none left: no field (a snapshot holds no undefined)
  }
  if (tapped.length > 0 || spent > 0) log(e, { kind: "manaPaid", player: playerId, mana: plan.spend.slice(), tapped });
  // "Whenever enchanted land is tapped for mana": each source's mana ability was played (the mana a triggered mana
  // ability adds stays in the pool: the plan was made without it).
  if (tapped.length > 0 && tappedForManaWatched(e)) for (const source of tapped) publish(e, { kind: "tappedForMana", object: source, player: playerId });
}

/**
 * The pool's mana from snow permanents after a payment (104.3h): what the plan says it spent of it (`snowSpend`),
 * else only what the pool's other mana could not pay (the sources' mana is all spent: the pool left, `after`, holds
 * none of it). Undefined once none is left.
 */
function snowPoolAfter(snow: readonly number[], after: readonly number[], plan: PaymentPlan): readonly number[] | undefined {
  const left = snow.slice();
  let total = 0;
  for (let c = 0; c < 6; c++) {
    left[c] = plan.snowSpend !== undefined ? left[c] - plan.snowSpend[c] : Math.min(left[c], after[c]);
    total += left[c];
  }
  return total > 0 ? left : undefined;
}

/** The bus bit of `tappedForMana` (events.ts), worked out on first use. */
let tappedForManaBit = 0;

/** Whether some definition seen can trigger on a permanent tapped for mana (else nothing is published). */
function tappedForManaWatched(e: Engine): boolean {
  if (tappedForManaBit === 0) tappedForManaBit = eventKindsMask(["tappedForMana"]);
  return (seenDefinitions(e).triggerEvents & tappedForManaBit) !== 0;
}

/**
 * A mana ability is played and resolves at once, without the stack (2007 406/409.1h). Its whole cost is paid
 * first, as for any activated ability: mana (automatically, never with its own source when it costs {T}), {T},
 * then {Q} and the costs in words (costs.ts). stack.ts's checks found all of it payable in this state. A mana
 * ability granted to the permanent (418.5a: 'All Slivers have "{T}: Add one mana of any color …"', runtime/
 * granted-abilities.ts) comes with `granted`: its code and where that code is (the granting card).
 */
export function activateManaAbility(e: Engine, o: ObjectState, index: number, playerId: PlayerId, x = 0, granted?: { ability: ActivatedAbilityDefinition; granted?: GrantedAbilityRef }): void {
  const ability = granted?.ability ?? (definitionOf(e, o).abilities[index] as ActivatedAbilityDefinition);
  if (ability.cost.mana !== undefined) {
    const plan = planPayment(e, playerId, ability.cost.mana, x, ability.cost.tap === true ? o.id : null);
    if (typeof plan === "string") throw new RuleError(plan);
    payPlan(e, playerId, plan);
  }
  if (ability.cost.tap === true) setTapped(e, o, true);
  if (hasOtherCosts(ability)) payCosts(e, o, ability, index, playerId);
  ability.resolve(effectContext(e, granted?.granted !== undefined ? { self: o.id, controller: playerId, x, targets: [], codeOwner: granted.granted } : { self: o.id, controller: playerId, x, targets: [] }));
  if (ability.cost.tap === true && tappedForManaWatched(e)) publish(e, { kind: "tappedForMana", object: o.id, player: playerId });
}
