/**
 * State-based effects (2007 rule 420.5), checked as a fixed point before a player would receive priority
 * (then triggered abilities are put on the stack: stack.ts `putTriggersOnStack`).
 * All applicable effects are performed simultaneously, then the check repeats until none applies:
 *   a player with 0 or less life loses;
 *   a player who attempted to draw from an empty library since the last check loses;
 *   104.3d a player with ten or more poison counters loses (families/poison gives them);
 *   a creature with toughness 0 or less is put into its owner's graveyard (not "destroyed");
 *   a creature with lethal damage (damage ≥ toughness > 0) is destroyed — indestructible prevents it;
 *   the 2007 legend rule: two or more legendary permanents with the same name → all to graveyards;
 *   a token not in play ceases to exist;
 *   212.9d a planeswalker with 0 loyalty is put into its owner's graveyard;
 *   212.9c two or more planeswalkers sharing a planeswalker type → all to graveyards, whoever controls them;
 *   420.5d an Aura attached illegally or to nothing → its owner's graveyard; an Equipment attached illegally
 *   becomes unattached (runtime/attachments.ts).
 */
import { contains, definitionEntry, log, obj, playIndex, sameItems, seenDefinitions, unmarkFresh, writable, type Engine } from "./engine.js";
import { attachmentSources, effectsDependOnRecordsAlone, lastKnown, stateVersion, toughnessLoweringMayApply, typeChangeMayApply, typeChangingEffectExists, view } from "./continuous.js";
import { moveObject } from "./zones.js";
import { destroy } from "./effects.js";

/** Lethal damage destroys as a state-based effect, not an effect ("If an effect would …" does not apply). */
const LETHAL_DAMAGE = { byEffect: false, canRegenerate: true };
import { attachmentStateBasedEffects } from "./attachments.js";
import { cantLoseGame } from "./player-rules.js";
import type { CardDefinition, ObjectId, ObjectView } from "./definition.js";
import type { ContinuousEffect, ObjectState, PlayerState } from "./state.js";

/**
 * Whether a creature that is neither a planeswalker nor legendary certainly survives this check, judged from
 * its definition and counters alone. Only valid when no continuous effect exists (then `view` computes the
 * same toughness and keywords). False means "look at its view", not "it dies".
 */
function healthyPlainCreature(def: CardDefinition, o: ObjectState): boolean {
  const toughness = (def.toughness as number) + (o.counters["+1/+1"] ?? 0) - (o.counters["-1/-1"] ?? 0);
  return toughness > 0 && (o.damage < toughness || contains(def.keywords, "Indestructible"));
}

/** Whether some continuous effect could apply to the object: one with a filter, or one that lists it. */
function anyEffectMayApply(effects: readonly ContinuousEffect[], id: string): boolean {
  for (const effect of effects) if (effect.objects === null || contains(effect.objects, id)) return true;
  return false;
}

/**
 * What a definition's printed characteristics leave for state-based effects to check, for a permanent no
 * continuous effect applies to (cached per definition entry).
 */
const IRRELEVANT = 0; // neither creature, planeswalker nor legendary: nothing here applies
const PLAIN_CREATURE = 1; // creature, not a planeswalker nor legendary, printed toughness, no characteristic-defining P/T
const PRINTED = 2; // other: its printed characteristics plus counters are its view
const NEEDS_VIEW = 3; // a characteristic-defining power/toughness: only the view knows

function stateBasedKind(def: CardDefinition): number {
  const creature = contains(def.types, "Creature");
  if (!creature && !contains(def.types, "Planeswalker") && !contains(def.supertypes, "Legendary")) return IRRELEVANT;
  for (const ability of def.abilities) if (ability.kind === "static" && ability.powerToughness !== undefined) return NEEDS_VIEW; // once per entry
  if (!creature || contains(def.types, "Planeswalker") || contains(def.supertypes, "Legendary")) return PRINTED;
  if (def.toughness === null || def.toughness === undefined) return PRINTED;
  return PLAIN_CREATURE;
}

/** The parts of a view the check reads. */
type StateBasedFacts = Pick<ObjectView, "id" | "name" | "types" | "supertypes" | "subtypes" | "toughness" | "loyalty" | "keywords" | "damage">;

/**
 * What the legend rule and 212.9c compare of a legendary permanent or a planeswalker: kept per checked record
 * (see FineFacts), so in one object shape, with its two kinds worked out once.
 */
interface UniquenessFacts {
  id: ObjectId;
  name: string;
  subtypes: readonly string[];
  legendary: boolean;
  planeswalker: boolean;
}

/** What `view` computes for a permanent in play with no continuous effect and no characteristic-defining ability. */
function printedFacts(def: CardDefinition, o: ObjectState): StateBasedFacts {
  let toughness = def.toughness ?? null;
  if (toughness !== null) toughness += (o.counters["+1/+1"] ?? 0) - (o.counters["-1/-1"] ?? 0);
  return {
    id: o.id,
    name: def.name,
    types: def.types,
    supertypes: def.supertypes,
    subtypes: def.subtypes,
    toughness: contains(def.types, "Creature") ? (toughness ?? 0) : toughness,
    loyalty: contains(def.types, "Planeswalker") ? (o.counters["loyalty"] ?? 0) : null,
    keywords: def.keywords,
    damage: o.damage,
  };
}

/**
 * Permanents found fine by the last check that found nothing are not checked again while nothing they depend
 * on changed. Without a characteristic-defining ability (its code may read anything: life totals, other zones),
 * what the check finds for a permanent is a function of its record, its definition and the continuous effects
 * (its view: continuous.ts), and of the records of the Auras and Equipment whose "enchanted/equipped creature …"
 * effects are among them (which permanent each is attached to: `sources`, continuous.ts `attachmentSources`; when
 * one of those changed, every permanent is checked again). Definitions never change, and records are copied on write (engine.ts `writable`):
 * a changed record is a new object. So the records of that check (`lastFine`, in the order of the list they
 * came from) are kept with the facts the legend rule and 212.9c compare, by position (null: neither legendary
 * nor a planeswalker; undefined: a characteristic-defining ability, never reused), until the list of effects
 * changes; each stops being the run's own (engine.ts `unmarkFresh`) so that a later change copies it again.
 * The next check walks its permanents and that list side by side: permanents keep their order in play (they
 * enter at the end and leave from anywhere), so an unchanged record is found at or after the place of the one
 * before it, and everything else is checked again. Only the last check's records are kept (no map of every
 * record ever found fine: its entries were most of the check's cost and kept replaced records alive).
 */
type FineFacts = Engine["cache"]["fineForStateBasedEffects"] & { facts: (UniquenessFacts | null | undefined)[] };

function fineFacts(e: Engine): FineFacts {
  const fine = e.cache.fineForStateBasedEffects as FineFacts;
  if (!sameItems(fine.effects, e.s.effects)) {
    fine.effects = e.s.effects; // never changed in place (replaced on change): kept as it is
    fine.facts = [];
    fine.reusable = false;
    fine.lastFine = [];
    fine.lastFineList = null;
    fine.lastFineVersion = null;
  }
  return fine;
}

const NO_SOURCES: ObjectState[] = [];

/** Whether two lists hold the same records, in the same order. */
function sameObjects(a: readonly ObjectState[] | null, b: readonly ObjectState[]): boolean {
  if (a === null || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Whether the records at these slots are exactly `lastFine`, in the same order. */
function sameRecords(e: Engine, slots: readonly number[], lastFine: readonly ObjectState[]): boolean {
  if (slots.length !== lastFine.length) return false;
  const objects = e.s.objects;
  for (let i = 0; i < slots.length; i++) if (objects[slots[i]] !== lastFine[i]) return false;
  return true;
}

/**
 * The facts of a permanent in play that state-based effects look at, or null when none can apply to it (not a
 * creature, planeswalker nor legendary; or a plain creature that certainly survives).
 */
function checkPermanent(e: Engine, o: ObjectState, effects: readonly ContinuousEffect[], typesMayChange: boolean): StateBasedFacts | null {
  const entry = definitionEntry(e, o);
  let kind = entry.stateBasedKind;
  if (kind < 0) kind = entry.stateBasedKind = stateBasedKind(entry.def);
  // Only a type-changing effect applying to it can make such a permanent a creature or a planeswalker (supertypes
  // never change).
  if (kind === IRRELEVANT && (!typesMayChange || !typeChangeMayApply(effects, o.id))) return null;
  if (effects.length === 0 || !anyEffectMayApply(effects, o.id)) {
    if (kind === IRRELEVANT) return null;
    if (kind === PLAIN_CREATURE && healthyPlainCreature(entry.def, o)) return null;
    return kind === NEEDS_VIEW ? view(e, o) : printedFacts(entry.def, o);
  }
  // A plain creature healthy by its card and counters stays so when no effect that applies to it can lower its
  // toughness (anthems, "+3/+3 until end of turn", another creature's "−2/−2 until end of turn"): effects add no
  // damage, take no keyword away, and one that makes it a noncreature leaves nothing to check. Only the legend rule
  // and 212.9c read more, and a plain creature is neither.
  if (kind === PLAIN_CREATURE && healthyPlainCreature(entry.def, o) && !toughnessLoweringMayApply(effects, o.id)) return null;
  return view(e, o);
}

/**
 * Whether the state-based check skips a permanent as having nothing to check (`checkPermanent` gives null): for the
 * test comparing the skip with the permanent's view.
 */
export function skippedByStateBasedCheck(e: Engine, o: ObjectState): boolean {
  return checkPermanent(e, o, e.s.effects, true) === null;
}

/**
 * The legend rule: every legendary permanent that shares its name with another goes to the graveyard. Added
 * name by name in the order each name first appears, each name's permanents in play order (the order of the
 * log), unless already going.
 */
function sharingNames(legends: readonly UniquenessFacts[], toGraveyard: Map<string, string> | null): Map<string, string> | null {
  for (let i = 0; i < legends.length; i++) {
    const name = legends[i].name;
    let firstOfName = true;
    for (let j = 0; j < i && firstOfName; j++) if (legends[j].name === name) firstOfName = false;
    if (!firstOfName) continue;
    let shared = false;
    for (let j = i + 1; j < legends.length && !shared; j++) if (legends[j].name === name) shared = true;
    if (!shared) continue;
    for (let j = i; j < legends.length; j++) {
      const id = legends[j].id;
      if (legends[j].name === name && !(toGraveyard ??= new Map()).has(id)) toGraveyard.set(id, "420.5: legend rule");
    }
  }
  return toGraveyard;
}

/**
 * How many times a subtype occurs among the planeswalkers from index `from` on (a type list that repeats a type
 * counts it twice, as grouping by type did).
 */
function subtypeCount(walkers: readonly UniquenessFacts[], from: number, subtype: string): number {
  let n = 0;
  for (let j = from; j < walkers.length; j++) for (const t of walkers[j].subtypes) if (t === subtype) n++;
  return n;
}

/**
 * 212.9c: planeswalkers that share a planeswalker type all go to the graveyard. Added type by type in the order
 * each type first appears (planeswalkers in play order, each one's types in order), each type's planeswalkers
 * in play order, unless already going.
 */
function sharingSubtypes(walkers: readonly UniquenessFacts[], toGraveyard: Map<string, string> | null): Map<string, string> | null {
  for (let i = 0; i < walkers.length; i++) {
    const subtypes = walkers[i].subtypes;
    for (let k = 0; k < subtypes.length; k++) {
      const subtype = subtypes[k];
      let firstOfType = subtypes.indexOf(subtype) === k;
      for (let j = 0; j < i && firstOfType; j++) if (contains(walkers[j].subtypes, subtype)) firstOfType = false;
      if (!firstOfType || subtypeCount(walkers, i, subtype) < 2) continue;
      for (let j = i; j < walkers.length; j++) {
        const w = walkers[j];
        if (!contains(w.subtypes, subtype)) continue;
        if (!(toGraveyard ??= new Map()).has(w.id)) toGraveyard.set(w.id, "212.9c: planeswalker uniqueness");
      }
    }
  }
  return toGraveyard;
}

/** Tokens outside play cease to exist (420.5); returns whether any did. */
function tokensCeaseToExist(e: Engine): boolean {
  let happened = false;
  for (const p of e.s.players) {
    for (const zone of ["graveyard", "hand", "library", "removed"] as const) {
      const list = p[zone];
      let kept: ObjectId[] | null = null; // zone lists are replaced, never changed in place
      for (let i = list.length - 1; i >= 0; i--) {
        const record = obj(e, list[i])!;
        if (record.token !== null) {
          (kept ??= list.slice()).splice(i, 1);
          const o = writable(e, record);
          o.last = lastKnown(e, o);
          o.alive = false;
          happened = true;
          log(e, { kind: "ceaseToExist", object: o.id, rule: "420.5" });
        }
      }
      if (kept !== null) p[zone] = kept;
    }
  }
  return happened;
}

/** Performs one round; returns whether anything happened. */
function checkOnce(e: Engine): boolean {
  const s = e.s;
  let happened = false;
  const players = s.players;
  for (let i = 0; i < players.length; i++) {
    const p = players[i];
    if (p.lost) continue;
    // "You can't lose the game." (Platinum Angel, player-rules.ts): asked only of a player who would lose.
    if (p.life <= 0 && !cantLoseGame(e, p.id)) {
      p.lost = true;
      happened = true;
      log(e, { kind: "lose", player: p.id, rule: "420.5", reason: "0 or less life" });
    } else if (p.drewFromEmptyLibrary && !cantLoseGame(e, p.id)) {
      p.lost = true;
      happened = true;
      log(e, { kind: "lose", player: p.id, rule: "420.5", reason: "attempted to draw from an empty library" });
    } else if (p.poison !== undefined && p.poison >= 10 && !cantLoseGame(e, p.id)) {
      // 420.5 (104.3d): a player with ten or more poison counters loses the game.
      p.lost = true;
      happened = true;
      log(e, { kind: "lose", player: p.id, rule: "420.5", reason: "ten or more poison counters" });
    }
    p.drewFromEmptyLibrary = false;
  }
  // Tokens outside play cease to exist (zone changes count the tokens that left play, so this scan is rare).
  if (s.tokensOutsidePlay > 0) {
    s.tokensOutsidePlay = 0;
    if (tokensCeaseToExist(e)) happened = true;
  }
  // 420.5d Auras attached illegally or to nothing; Equipment attached illegally (runtime/attachments.ts; not even
  // called while no Aura or Equipment has been seen: engine.ts `SeenDefinitions`).
  if (seenDefinitions(e).attaches && attachmentStateBasedEffects(e)) happened = true;
  // Only creatures, planeswalkers and legendary permanents can be affected below. For a permanent that no
  // continuous effect can apply to, its definition and counters give exactly what its view would (layers
  // 2–6d of continuous.ts reduce to the printed values plus counters), so most permanents need no view:
  // lands are skipped at once, a healthy plain creature after one addition.
  // The collections are made only when something needs them: this runs before every priority.
  let toGraveyard: Map<string, string> | null = null; // id → rule
  let toDestroy: string[] | null = null;
  // The legendary permanents and the planeswalkers, in play order (usually a handful: compared pairwise).
  let legends: UniquenessFacts[] | null = null;
  let walkers: UniquenessFacts[] | null = null;
  const effects = s.effects;
  const fine = e.cache.fineForStateBasedEffects;
  // Nothing changed since the last check found every permanent fine: the same permanents in play and the same
  // effects (so the same ones to look at, below) and no record changed since (the stamp).
  const stamp = e.cache.recordStamp;
  // An "as long as" condition, a count or a characteristic-defining ability reads more of the game than records:
  // with one, the version of the state it was found fine in (continuous.ts `stateVersion`) must hold as well. In
  // one version those come to what they came to (the memo of `StaticValues` gives the very same values and, with a
  // condition, the very same views), so the check would find what it found.
  // Auras' and Equipment's "enchanted/equipped creature gets …" read their own records too (which creature they are
  // attached to): then those records count as the permanents' own (`sources`, compared below).
  const sources = effectsDependOnRecordsAlone(effects) ? NO_SOURCES : attachmentSources(e, effects);
  const stable = sources !== null;
  if (fine.lastFineList === s.play && fine.lastFineStamp === stamp && sameItems(fine.effects, effects)) {
    const version = fine.lastFineVersion;
    if (version === null ? stable : version === stateVersion(e)) return happened;
  }
  // Only a type-changing effect can make a permanent a creature or planeswalker (supertypes never change):
  // without one, only the permanents that are creatures, planeswalkers or legendary as printed are looked at.
  const typesMayChange = typeChangingEffectExists(e);
  const index = playIndex(e);
  const slots = typesMayChange ? index.slots : index.stateBasedRelevant; // table slots, in play order
  const known = fineFacts(e);
  // The records of that check may be found fine again only with the same attachments' records.
  const reuse = stable && sameObjects(sources, fine.sources);
  // The same records as that check (by identity), in the same order: fine again.
  if (reuse && known.reusable && sameRecords(e, slots, fine.lastFine)) {
    fine.lastFineList = s.play;
    fine.lastFineVersion = null; // stable, without characteristic-defining abilities
    fine.lastFineStamp = stamp;
    return happened;
  }
  const lastFine = fine.lastFine;
  let next = 0; // where in lastFine the next permanent's record is looked for
  let characteristicDefining = false;
  const records: ObjectState[] = []; // the permanents' records and their facts, for lastFine
  const facts: (UniquenessFacts | null | undefined)[] = [];
  // Whether a legendary permanent or a planeswalker was checked anew: if not, they are some of those of the
  // last check, which found no two sharing a name or a planeswalker type, so none do now.
  let newLegendOrWalker = false;
  const objects = s.objects;
  for (let i = 0; i < slots.length; i++) {
    const o = objects[slots[i]]!;
    records.push(o);
    let v: UniquenessFacts | null | undefined = undefined;
    for (let j = next; reuse && j < lastFine.length; j++) {
      if (lastFine[j] === o) {
        v = known.facts[j];
        next = j + 1;
        break;
      }
    }
    if (v === undefined) {
      const checked = checkPermanent(e, o, effects, typesMayChange);
      v = null;
      if (checked !== null) {
        const planeswalker = contains(checked.types, "Planeswalker");
        if (contains(checked.types, "Creature")) {
          const toughness = checked.toughness ?? 0;
          if (toughness <= 0) (toGraveyard ??= new Map()).set(checked.id, "420.5: toughness 0 or less");
          else if (checked.damage >= toughness && !contains(checked.keywords, "Indestructible")) (toDestroy ??= []).push(checked.id);
        }
        if (planeswalker && (checked.loyalty ?? 0) <= 0) (toGraveyard ??= new Map()).set(checked.id, "212.9d: loyalty 0");
        const legendary = contains(checked.supertypes, "Legendary");
        if (planeswalker || legendary) {
          v = { id: checked.id, name: checked.name, subtypes: checked.subtypes, legendary, planeswalker };
          newLegendOrWalker = true;
        }
      }
      if (definitionEntry(e, o).stateBasedKind === NEEDS_VIEW) {
        characteristicDefining = true;
        facts.push(undefined);
      } else {
        facts.push(v);
        unmarkFresh(e, slots[i]);
      }
    } else {
      facts.push(v);
    }
    if (v === null) continue;
    if (v.planeswalker) (walkers ??= []).push(v);
    if (v.legendary) (legends ??= []).push(v);
  }
  if (newLegendOrWalker) {
    if (legends !== null && legends.length > 1) toGraveyard = sharingNames(legends, toGraveyard);
    if (walkers !== null && walkers.length > 1) toGraveyard = sharingSubtypes(walkers, toGraveyard);
  }
  if (toDestroy === null && toGraveyard === null) {
    // Nothing applies: every permanent just checked is fine as it is (see FineFacts).
    fine.lastFine = records;
    known.facts = facts;
    // Remembered, the attachments' records must not change in place either (a change copies them: see FineFacts).
    fine.sources = sources ?? NO_SOURCES;
    for (let i = 0; i < fine.sources.length; i++) unmarkFresh(e, fine.sources[i].slot);
    known.reusable = !characteristicDefining;
    const version = stable && !characteristicDefining ? null : stateVersion(e); // null too with the memo off
    fine.lastFineList = version !== null || (stable && !characteristicDefining) ? s.play : null;
    fine.lastFineVersion = version;
    fine.lastFineStamp = e.cache.recordStamp;
    return happened;
  }
  toGraveyard ??= new Map();
  toDestroy ??= [];
  for (const id of toDestroy) {
    if (toGraveyard.has(id)) continue;
    const o = obj(e, id)!;
    if (!o.alive) continue;
    // A destruction like any other (419.6b: a regeneration shield may replace it); either way something happened.
    destroy(e, o, "420.5: lethal damage", LETHAL_DAMAGE);
    happened = true;
  }
  for (const [id, rule] of toGraveyard) {
    const o = obj(e, id)!;
    if (!o.alive) continue;
    log(e, { kind: "stateBased", object: id, rule });
    moveObject(e, id, "graveyard");
    happened = true;
  }
  return happened;
}

/** Runs the state-based check to a fixed point; ends the game when at most one player remains. */
export function checkStateBasedEffects(e: Engine): boolean {
  let any = false;
  while (checkOnce(e)) any = true;
  const s = e.s;
  if (!s.over) {
    let remaining = 0;
    let last = null as PlayerState | null;
    const players = s.players;
    for (let i = 0; i < players.length; i++) {
      const p = players[i];
      if (p.lost) continue;
      remaining++;
      last = p;
    }
    if (remaining <= 1) {
      s.over = true;
      s.winner = remaining === 1 ? last!.id : null;
      // The game ends at once (104.3): whatever is on the stack stays there, unresolved; nothing triggers.
      s.pendingTriggers = [];
      log(e, { kind: "gameOver", winner: s.winner });
    }
  }
  return any;
}
