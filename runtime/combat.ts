/**
 * Combat (2007 rules 306–311; 212.9e attacking planeswalkers).
 *
 * Declare attackers (308): the active player declares, as a turn-based action at the start of the step, which
 * creatures attack and whom each attacks: the defending player or a planeswalker that player controls
 * (212.9e). An attacker must be an untapped creature its controller has controlled continuously since the
 * turn began, unless it has haste; attacking taps it unless it has vigilance. If no creature attacks, the
 * declare blockers and combat damage steps are skipped.
 * Declare blockers (309): the defending player declares; a blocker is an untapped creature they control that
 * the attacker's evasion abilities allow (below).
 * Combat damage (310, 2007): damage is assigned and put on the stack as one object, players receive priority,
 * then it is dealt. A blocked attacker assigns lethal damage to its blockers in declaration order (the rest to
 * the last one); with trample, the excess goes to the player or planeswalker it attacks — never past a
 * planeswalker onto its controller. (This is the assignment the engine makes for the attacking player; the
 * 2007 rules let that player divide the damage differently — not offered as a decision, by design of the
 * game API.) A creature that would assign 0 or less damage assigns none. An unblocked
 * creature attacking a planeswalker that has left play assigns no damage (310.2b). When the damage resolves,
 * it is dealt as assigned even if its source left play (last known information), but damage assigned to a
 * creature or planeswalker no longer in play is not dealt (310.4). Combat damage is never redirected by
 * 212.9g (that effect applies only to noncombat damage); other replacement effects apply as usual.
 * First strike (502.2) and double strike (502.28): with a first or double striker in combat, there are two
 * combat damage steps: first strikers and double strikers, then the rest and double strikers again (502.2b).
 * A double striker blocked by a creature its first-step damage destroyed deals no damage in the second step
 * unless it has trample (then all of it to the player or planeswalker it attacks). Blockers are ordered by
 * declaration for damage assignment (the attacking player is not asked).
 * Evasion (501, 502): flying (502.4b), fear (only artifact and/or black creatures block it), landwalk (502.6b:
 * unblockable while the defending player controls a land of that type), protection from a colour (502.7: not
 * blocked by creatures of that colour); they are cumulative (501.2).
 * Restrictions and requirements from continuous effects (continuous.ts `restrictionsOn`: static abilities such as
 * "~ can't block.", and whatever grants them): a creature that can't attack is never an attacker, one that can't
 * block never a blocker, an unblockable attacker is blocked by nothing, one that "can't be blocked except by N or
 * more creatures" by none or at least N (menace, a keyword: two); a creature that attacks each turn if able must be declared whenever it can
 * attack (308.1, 500.2), and one that blocks each turn (or this turn) if able blocks whenever some attacker allows it
 * (309.1, 500.3–500.5: requirements obeyed as far as the restrictions let them). Restrictions that describe the other creature of a block or the defending player's permanents
 * ("can't be blocked by Walls", "can block only creatures with flying", "can't attack unless defending player
 * controls an Island") are block-restrictions.ts's.
 */
import { setTapped } from "./tapping.js";
import type { Action } from "./api.js";
import type { Chosen, Keyword, ObjectId, PlayerId } from "./definition.js";
import { activePlayerId, contains, isPlayerId, liveObj, log, obj, writable, type Engine } from "./engine.js";
import {
  controllerOf,
  hasKeywordNow,
  hasRestriction,
  hasTypeNow,
  isCreature,
  mayBeCreaturesOrPlaneswalkers,
  minimumBlockers,
  protectedFrom,
  restrictionsExist,
  restrictionsOn,
  view,
} from "./continuous.js";
import { attackForbidden, blockForbidden, maximumBlockers } from "./block-restrictions.js";
import { dealDamage } from "./effects.js";
import { newStackId } from "./stack.js";
import { heard, publish } from "./events.js";
import { ask } from "./decisions.js";
import type { Attacker, DamageAssignment, ObjectState, StackItem } from "./state.js";

export function defendingPlayerOf(e: Engine): PlayerId | null {
  const s = e.s;
  for (let i = 1; i < s.players.length; i++) {
    const p = s.players[(s.active + i) % s.players.length];
    if (!p.lost) return p.id;
  }
  return null;
}

export function canAttack(e: Engine, o: ObjectState, attacking: PlayerId): boolean {
  if (!o.alive || o.zone !== "play" || o.tapped || !isCreature(e, o)) return false;
  // The same facts a view gives (layer 2 controller, layer 5 keywords), read without building one: this runs
  // for every permanent at every declare attackers step, and a view is kept only for its version of the state.
  if (controllerOf(e, o) !== attacking) return false;
  if (hasKeywordNow(e, o, "Defender") || attackForbidden(e, o, () => defendingPlayerOf(e))) return false;
  return o.controlledSinceTurn < e.s.turnNumber || hasKeywordNow(e, o, "Haste");
}

/**
 * The creatures that attack each turn if able ("~ attacks each turn if able") and are able to: every attack
 * declaration must include them (a requirement, 308.1: the declaration obeys as many requirements as it can
 * without breaking a restriction; these creatures' only restrictions are canAttack's).
 */
function requiredAttackers(e: Engine, attacking: PlayerId): ObjectId[] {
  if (!restrictionsExist(e)) return [];
  const out: ObjectId[] = [];
  const slots = mayBeCreaturesOrPlaneswalkers(e);
  for (let i = 0; i < slots.length; i++) {
    const o = e.s.objects[slots[i]]!;
    if (canAttack(e, o, attacking) && hasRestriction(e, o, "attacksEachTurn")) out.push(o.id);
  }
  return out;
}

/** The players and planeswalkers an attacker may attack (212.9e). */
export function attackTargets(e: Engine, defending: PlayerId): Chosen[] {
  const out: Chosen[] = [defending];
  const slots = mayBeCreaturesOrPlaneswalkers(e);
  for (let i = 0; i < slots.length; i++) {
    const o = e.s.objects[slots[i]]!;
    if (hasTypeNow(e, o, "Planeswalker") && controllerOf(e, o) === defending) out.push(o.id);
  }
  return out;
}

/** Start of the declare attackers step: set up combat; the active player must declare if anything can attack. */
export function beginDeclareAttackers(e: Engine): void {
  const attacking = activePlayerId(e);
  const defending = defendingPlayerOf(e);
  if (defending === null) {
    e.s.combat = null;
    return;
  }
  let anyone = false;
  const slots = mayBeCreaturesOrPlaneswalkers(e);
  for (let i = 0; i < slots.length; i++) {
    if (canAttack(e, e.s.objects[slots[i]]!, attacking)) {
      anyone = true;
      break;
    }
  }
  e.s.combat = { attackingPlayer: attacking, defendingPlayer: defending, attackers: [], awaiting: anyone ? "attackers" : null, secondDamageStep: null };
  if (!anyone) log(e, { kind: "attackers", player: attacking, attackers: [] });
}

export function declareAttackersError(e: Engine, action: Extract<Action, { kind: "declareAttackers" }>): string | null {
  const combat = e.s.combat;
  if (e.s.step !== "declareAttackers" || combat === null || combat.awaiting !== "attackers") {
    return "308.1: attackers are declared only at the start of the declare attackers step";
  }
  if (action.player !== combat.attackingPlayer) return `308.1: only the active player (${combat.attackingPlayer}) declares attackers`;
  if (!Array.isArray(action.attackers)) return "308.1: attackers must be a list";
  const targets = attackTargets(e, combat.defendingPlayer);
  const seen = new Set<ObjectId>();
  for (const { attacker, defender } of action.attackers) {
    const o = liveObj(e, attacker);
    if (seen.has(attacker)) return `308.1: ${attacker} was declared as an attacker twice`;
    seen.add(attacker);
    if (o === undefined || !canAttack(e, o, action.player)) {
      const name = o === undefined ? attacker : view(e, o).name;
      return `308.1: ${name} can't attack (it must be an untapped creature you have controlled continuously since the turn began, or have haste)`;
    }
    if (!contains(targets, defender)) {
      return `212.9e: ${String(defender)} can't be attacked: choose the defending player ${combat.defendingPlayer} or a planeswalker that player controls`;
    }
  }
  for (const required of requiredAttackers(e, action.player)) {
    if (!seen.has(required)) return `308.1: ${view(e, obj(e, required)!).name} attacks each turn if able: declare it as an attacker`;
  }
  return null;
}

export function declareAttackers(e: Engine, action: Extract<Action, { kind: "declareAttackers" }>): void {
  const combat = e.s.combat!;
  combat.awaiting = null;
  for (const { attacker, defender } of action.attackers) {
    const o = obj(e, attacker)!;
    if (!hasKeywordNow(e, o, "Vigilance")) setTapped(e, o, true);
    combat.attackers.push({ attacker, defender, blocked: false, blockers: [] });
  }
  log(e, { kind: "attackers", player: action.player, attackers: action.attackers.map((a) => ({ ...a })) });
  // 410: each declared attacker "attacks"; one declared alone "attacks alone" (exalted).
  const alone = action.attackers.length === 1;
  for (const { attacker, defender } of action.attackers) publish(e, { kind: "attacks", attacker, defender, alone });
}

/**
 * A creature put into play attacking ("Put a 1/1 white Kithkin Soldier creature token into play tapped and
 * attacking.", Militia's Pride), 2007 rules as updated for Lorwyn and Shards:
 * - 308.4: its controller chooses the defending player or a planeswalker that player controls for it to attack
 *   (212.9e; a "attackTarget" decision when there is a planeswalker to choose). It is an attacking creature, but it
 *   was never declared as an attacker: "whenever ~ attacks" and "attacks alone" don't trigger for it, the turn's
 *   record of creatures that attacked doesn't hold it, and no attack requirement or restriction or cost applies.
 * - 306.1: the declare blockers and combat damage steps happen when a creature is put into play attacking
 *   (turn.ts skips them only when the combat has no attacker); one put into play after blockers are declared is
 *   unblocked (309: blocks are declared once).
 * - 306.1b (2008/10): under the control of a player other than the attacking player, it comes into play but is
 *   never an attacking creature; 306.3a: nor is a noncreature permanent. Outside combat (no combat in progress:
 *   before the declare attackers step or outside the combat phase) there is nothing for it to attack either.
 * The permanent is already in play (zones.ts `enterPlay`, tapped as the effect said); returns whether it attacks.
 */
export function putIntoPlayAttacking(e: Engine, id: ObjectId): boolean {
  const combat = e.s.combat;
  const o = liveObj(e, id);
  if (combat === null || combat.awaiting === "attackers" || o === undefined || o.zone !== "play") return false;
  if (controllerOf(e, o) !== combat.attackingPlayer || !isCreature(e, o)) return false;
  if (combat.attackers.some((a) => a.attacker === id)) return true;
  const targets = attackTargets(e, combat.defendingPlayer);
  const defender =
    targets.length === 1
      ? targets[0]
      : (ask(e, { player: combat.attackingPlayer, kind: "attackTarget", prompt: `308.4: choose the player or planeswalker ${view(e, o).name} attacks`, options: targets, min: 1, max: 1 })[0] as Chosen);
  combat.attackers = [...combat.attackers, { attacker: id, defender, blocked: false, blockers: [] }];
  // Between two combat damage steps (first strike), it is among those that didn't assign damage in the first (310.5).
  if (combat.secondDamageStep !== null) combat.secondDamageStep = [...combat.secondDamageStep, id];
  log(e, { kind: "putIntoPlayAttacking", object: id, defender });
  return true;
}

export function canBlock(e: Engine, blocker: ObjectState, attacker: ObjectState, defending: PlayerId): boolean {
  return mayBlock(e, blocker, defending) && !evades(e, attacker, blocker, defending);
}

/** The half of canBlock that depends on the blocker only: an untapped creature the defending player controls. */
function mayBlock(e: Engine, blocker: ObjectState, defending: PlayerId): boolean {
  if (!blocker.alive || blocker.zone !== "play" || blocker.tapped || !isCreature(e, blocker)) return false;
  return controllerOf(e, blocker) === defending && !hasRestriction(e, blocker, "cantBlock");
}

/**
 * The evasion abilities (501; they are cumulative, 501.2): whether the attacker's keywords forbid this blocker.
 * Flying (502.4b): blocked only by creatures with flying or reach. Fear: blocked only by artifact creatures
 * and/or black creatures. Landwalk (502.6b): unblockable as long as the defending player controls a land with
 * that subtype (Swampwalk: a Swamp, whatever else the land is). Shadow (502.17b): a creature with shadow can block
 * or be blocked by only creatures with shadow.
 */
function evades(e: Engine, attacker: ObjectState, blocker: ObjectState, defending: PlayerId): boolean {
  if (hasRestriction(e, attacker, "unblockable")) return true;
  if (flies(e, attacker) && !blocksFlyers(e, blocker)) return true;
  if (hasKeywordNow(e, attacker, "Fear") && !hasTypeNow(e, blocker, "Artifact") && !contains(view(e, blocker).colors, "B")) return true;
  if (hasKeywordNow(e, attacker, "Shadow") !== hasKeywordNow(e, blocker, "Shadow")) return true; // 502.17b, both ways
  if (protectedFrom(e, attacker, blocker.id)) return true; // 502.7: can't be blocked by creatures of that colour
  if (blockForbidden(e, attacker, blocker)) return true; // "can't be blocked by Walls", "can block only …"
  return walksIn(e, attacker, defending);
}

/** The landwalk keywords and the land subtype each looks for (502.6). */
const LANDWALKS: readonly (readonly [Keyword, string])[] = [
  ["Plainswalk", "Plains"],
  ["Islandwalk", "Island"],
  ["Swampwalk", "Swamp"],
  ["Mountainwalk", "Mountain"],
  ["Forestwalk", "Forest"],
];

/** 502.6b: whether the attacker has a landwalk the defending player's lands make it unblockable by. */
function walksIn(e: Engine, attacker: ObjectState, defending: PlayerId): boolean {
  for (const [keyword, subtype] of LANDWALKS) {
    if (!hasKeywordNow(e, attacker, keyword)) continue;
    for (const id of e.s.play) {
      const o = liveObj(e, id);
      if (o === undefined || !hasTypeNow(e, o, "Land") || controllerOf(e, o) !== defending) continue;
      if (contains(view(e, o).subtypes, subtype)) return true;
    }
  }
  return false;
}

/** A creature with flying can be blocked only by creatures with flying or reach. */
function flies(e: Engine, attacker: ObjectState): boolean {
  return hasKeywordNow(e, attacker, "Flying");
}

function blocksFlyers(e: Engine, blocker: ObjectState): boolean {
  return hasKeywordNow(e, blocker, "Flying") || hasKeywordNow(e, blocker, "Reach");
}

export function beginDeclareBlockers(e: Engine): void {
  const combat = e.s.combat;
  if (combat === null) return;
  // Whether some permanent can block some attacker (canBlock), with each possible blocker looked at once.
  let anyone = false;
  if (combat.attackers.length > 0) {
    const slots = mayBeCreaturesOrPlaneswalkers(e);
    for (let i = 0; i < slots.length && !anyone; i++) {
      const o = e.s.objects[slots[i]]!;
      if (!mayBlock(e, o, combat.defendingPlayer)) continue;
      for (const a of combat.attackers) {
        if (!evades(e, obj(e, a.attacker)!, o, combat.defendingPlayer)) {
          anyone = true;
          break;
        }
      }
    }
  }
  combat.awaiting = anyone ? "blockers" : null;
  if (!anyone) log(e, { kind: "blockers", player: combat.defendingPlayer, blocks: [] });
}

export function declareBlockersError(e: Engine, action: Extract<Action, { kind: "declareBlockers" }>): string | null {
  const combat = e.s.combat;
  if (e.s.step !== "declareBlockers" || combat === null || combat.awaiting !== "blockers") {
    return "309.1: blockers are declared only at the start of the declare blockers step";
  }
  if (action.player !== combat.defendingPlayer) return `309.1: only the defending player (${combat.defendingPlayer}) declares blockers`;
  if (!Array.isArray(action.blocks)) return "309.1: blocks must be a list";
  // 309.2a: each blocker blocks one attacker, or as many more as "can block an additional creature" lets it.
  const restricted = restrictionsExist(e);
  const seen = new Map<ObjectId, ObjectId[]>();
  for (const { blocker, attacker } of action.blocks) {
    const already = seen.get(blocker);
    if (already !== undefined) {
      if (contains(already, attacker)) return `309.1: ${blocker} was declared as a blocker of ${attacker} twice`;
      const b = liveObj(e, blocker);
      const most = restricted && b !== undefined ? blockCapacity(e, b) : 1;
      if (already.length >= most) return most === 1 ? `309.1: ${blocker} can block only one attacker` : `309.2a: ${view(e, b!).name} can block only ${most} attackers`;
      already.push(attacker);
    } else seen.set(blocker, [attacker]);
    const b = liveObj(e, blocker);
    const a = liveObj(e, attacker);
    if (a === undefined || !combat.attackers.some((x) => x.attacker === attacker)) return `309.1: ${attacker} is not attacking`;
    if (b === undefined || !canBlock(e, b, a, action.player)) {
      const name = b === undefined ? blocker : view(e, b).name;
      return `309.1: ${name} can't block ${view(e, a).name} (a blocker must be an untapped creature you control that can block, and the attacker's evasion abilities must allow it: flying, fear, landwalk, unblockable — 501, 502)`;
    }
  }
  for (const entry of combat.attackers) {
    // Menace is a keyword, not a continuous effect's restriction: asked even when no effect restricts combat.
    const needed = minimumBlockers(e, obj(e, entry.attacker)!);
    if (needed === 1) continue;
    let count = 0;
    for (const block of action.blocks) if (block.attacker === entry.attacker) count++;
    if (count > 0 && count < needed) return `309.1: ${view(e, obj(e, entry.attacker)!).name} can't be blocked except by ${needed} or more creatures (${count} declared)`;
  }
  if (restricted) {
    for (const entry of combat.attackers) {
      let count = 0;
      for (const block of action.blocks) if (block.attacker === entry.attacker) count++;
      const most = maximumBlockers(e, obj(e, entry.attacker)!);
      if (count > most) return `309.1: ${view(e, obj(e, entry.attacker)!).name} can't be blocked by more than ${most} creature${most === 1 ? "" : "s"} (${count} declared)`;
    }
    return blockRequirementsError(e, action.blocks);
  }
  return null;
}

type Block = { blocker: ObjectId; attacker: ObjectId };

/**
 * How many attackers a creature may block (309.2a of 2007: one, as changed by effects): one more for each "can block
 * an additional creature" that applies to it (Lairwatch Giant, High Ground; "… this turn" from a spell).
 */
export function blockCapacity(e: Engine, blocker: ObjectState): number {
  let n = 1;
  for (const r of restrictionsOn(e, blocker)) if (r.kind === "blocksAdditional") n++;
  return n;
}

/**
 * The requirements on this combat's blocks (309.1, 500.3 of 2007): the attackers "All creatures able to block ~ do
 * so." (Lure: `lures`) and "~ must be blocked if able." (`musts`) name, the defending player's creatures that block
 * each turn if able ("~ blocks each turn if able.", "Target creature blocks this turn if able.": `blockers`, each
 * once), and those that block a given attacker if able (Hunt Down: `pairs`, while that attacker attacks). Null when
 * there is none.
 */
type BlockRequirements = { lures: ObjectState[]; musts: ObjectState[]; blockers: ObjectState[]; pairs: { blocker: ObjectState; attacker: ObjectState }[] };
function requiringAttackers(e: Engine): BlockRequirements | null {
  let found: BlockRequirements | null = null;
  const combat = e.s.combat!;
  for (const entry of combat.attackers) {
    const a = liveObj(e, entry.attacker);
    if (a === undefined) continue;
    if (hasRestriction(e, a, "mustBeBlockedByAll")) (found ??= { lures: [], musts: [], blockers: [], pairs: [] }).lures.push(a);
    else if (hasRestriction(e, a, "mustBeBlocked")) (found ??= { lures: [], musts: [], blockers: [], pairs: [] }).musts.push(a);
  }
  if (combat.attackers.length > 0) {
    for (const b of possibleBlockers(e, combat.defendingPlayer)) {
      for (const r of restrictionsOn(e, b)) {
        if (r.kind === "blocksEachTurn") {
          const list = (found ??= { lures: [], musts: [], blockers: [], pairs: [] }).blockers;
          if (!list.includes(b)) list.push(b);
        }
        else if (r.kind === "blocksObject") {
          // "blocks target creature this turn if able" (Hunt Down): only while that creature attacks
          const a = combat.attackers.some((x) => x.attacker === r.attacker) ? liveObj(e, r.attacker) : undefined;
          if (a !== undefined) (found ??= { lures: [], musts: [], blockers: [], pairs: [] }).pairs.push({ blocker: b, attacker: a });
        }
      }
    }
  }
  return found;
}

/**
 * Whether `blocker` could block `attacker` besides `blocks` without breaking a restriction (500.4): its evasion allows
 * it, the attacker takes another blocker under "can't be blocked by more than N creatures" (counting only blockers
 * required to block: another would make way), and, taking "N or more", N creatures can block it.
 */
function couldBlock(e: Engine, blocker: ObjectState, attacker: ObjectState, requiring: BlockRequirements, blockers: readonly ObjectState[], blocks: readonly Block[], defending: PlayerId): boolean {
  if (evades(e, attacker, blocker, defending)) return false;
  const required = (id: ObjectId) => requiring.blockers.some((b) => b.id === id) || requiring.pairs.some((p) => p.blocker.id === id);
  let requiredOn = 0;
  for (const block of blocks) if (block.attacker === attacker.id && block.blocker !== blocker.id && required(block.blocker)) requiredOn++;
  if (requiredOn >= maximumBlockers(e, attacker)) return false;
  const needed = minimumBlockers(e, attacker);
  return needed === 1 || blockers.filter((b) => !evades(e, attacker, b, defending)).length >= needed;
}

/**
 * An attacker a creature that blocks if able could block in `blocks` without breaking a restriction (500.4: a
 * requirement is disobeyed only if it could be obeyed without violating a restriction): one whose evasion allows it,
 * that takes another blocker under its "can't be blocked by more than N creatures" (counting only blockers that are
 * themselves required to block: another blocker would make way), and that, taking "N or more" blockers, has N
 * creatures able to block it. Undefined: it can block nothing.
 */
function attackerToBlock(e: Engine, blocker: ObjectState, requiring: BlockRequirements, blockers: readonly ObjectState[], blocks: readonly Block[], defending: PlayerId): ObjectState | undefined {
  for (const entry of e.s.combat!.attackers) {
    const a = liveObj(e, entry.attacker);
    if (a !== undefined && couldBlock(e, blocker, a, requiring, blockers, blocks, defending)) return a;
  }
  return undefined;
}

/** The defending player's permanents that may block at all, in play order. */
function possibleBlockers(e: Engine, defending: PlayerId): ObjectState[] {
  const out: ObjectState[] = [];
  const slots = mayBeCreaturesOrPlaneswalkers(e);
  for (let i = 0; i < slots.length; i++) {
    const o = e.s.objects[slots[i]]!;
    if (mayBlock(e, o, defending)) out.push(o);
  }
  return out;
}

/**
 * 309.1 (500.3–500.5 of 2007): the declaration obeys as many requirements as it can without breaking a
 * restriction. "All creatures able to block ~ do so." (Lure): each creature that can block it blocks it (or another
 * such attacker: it blocks only one). "~ must be blocked if able.": it is blocked when some creature that can block
 * it is free to (blocks nothing, or an attacker without a requirement). An attacker that takes N or more blockers
 * asks this only when N creatures can block it. "~ blocks each turn if able." / "Target creature blocks this turn if
 * able.": the creature blocks when some attacker allows it (`attackerToBlock`). Returns what is not obeyed, or null.
 */
function blockRequirementsError(e: Engine, blocks: readonly Block[]): string | null {
  const requiring = requiringAttackers(e);
  if (requiring === null) return null;
  const defending = e.s.combat!.defendingPlayer;
  const blockers = possibleBlockers(e, defending);
  // The attackers each blocker blocks (several for one that can block additional creatures, 309.2a).
  const blockedBy = (blocker: ObjectId): ObjectId[] => {
    const out: ObjectId[] = [];
    for (const b of blocks) if (b.blocker === blocker) out.push(b.attacker);
    return out;
  };
  const isLure = (id: ObjectId | undefined) => id !== undefined && requiring.lures.some((a) => a.id === id);
  const isRequiring = (id: ObjectId | undefined) => isLure(id) || (id !== undefined && requiring.musts.some((a) => a.id === id));
  for (const lure of requiring.lures) {
    const able = blockers.filter((b) => !evades(e, lure, b, defending));
    if (able.length < minimumBlockers(e, lure)) continue;
    for (const b of able) {
      if (!blockedBy(b.id).some(isLure)) return `309.1: all creatures able to block ${view(e, lure).name} do so: ${view(e, b).name} must block it`;
    }
  }
  for (const must of requiring.musts) {
    if (blocks.some((b) => b.attacker === must.id)) continue;
    const able = blockers.filter((b) => !evades(e, must, b, defending));
    if (able.length === 0 || able.length < minimumBlockers(e, must)) continue;
    for (const b of able) {
      const others = blockedBy(b.id);
      // Free to block it as well (it may block another creature still), or blocking one it could leave for it.
      const free = others.length < blockCapacity(e, b);
      const movable = others.some((other) => !isRequiring(other) || (blocks.filter((x) => x.attacker === other).length > 1 && !isLure(other)));
      if (free || movable) return `309.1: ${view(e, must).name} must be blocked if able: ${view(e, b).name} can block it`;
    }
  }
  // "Target creature blocks target creature this turn if able." (Hunt Down): it blocks that attacker when it could,
  // unless it already blocks as many as it may and each of them for a requirement of its own or the attacker's.
  for (const { blocker: b, attacker: a } of requiring.pairs) {
    const mine = blockedBy(b.id);
    if (contains(mine, a.id) || !couldBlock(e, b, a, requiring, blockers, blocks, defending)) continue;
    const kept = mine.length >= blockCapacity(e, b) && mine.every((other) => isRequiring(other) || requiring.pairs.some((p) => p.blocker.id === b.id && p.attacker.id === other));
    if (!kept) return `309.1, 500.3: ${view(e, b).name} blocks ${view(e, a).name} this turn if able: declare it as a blocker of ${view(e, a).name}`;
  }
  // 500.3–500.5: a creature that blocks each turn (or this turn) if able blocks, when some attacker allows it.
  for (const b of requiring.blockers) {
    if (blockedBy(b.id).length > 0) continue;
    const attacker = attackerToBlock(e, b, requiring, blockers, blocks, defending);
    if (attacker !== undefined) return `309.1, 500.3: ${view(e, b).name} blocks each turn if able: declare it as a blocker (it can block ${view(e, attacker).name})`;
  }
  return null;
}

/**
 * The declaration a requirement asks for (309.1): each creature that can block a Lure blocks the first it can; then
 * each attacker that must be blocked gets the first free creature that can block it.
 */
function requiredBlocks(e: Engine, requiring: BlockRequirements, blockers: readonly ObjectState[], defending: PlayerId): Block[] {
  const out: Block[] = [];
  const used = new Set<ObjectId>();
  for (const b of blockers) {
    const lure = requiring.lures.find((a) => !evades(e, a, b, defending));
    if (lure === undefined) continue;
    out.push({ blocker: b.id, attacker: lure.id });
    used.add(b.id);
  }
  for (const must of requiring.musts) {
    const free = blockers.find((b) => !used.has(b.id) && !evades(e, must, b, defending));
    if (free === undefined) continue;
    out.push({ blocker: free.id, attacker: must.id });
    used.add(free.id);
  }
  // Each creature that blocks a given attacker if able and is still free blocks it.
  for (const { blocker: b, attacker: a } of requiring.pairs) {
    if (used.has(b.id) || !couldBlock(e, b, a, requiring, blockers, out, defending)) continue;
    out.push({ blocker: b.id, attacker: a.id });
    used.add(b.id);
  }
  // Each creature that blocks if able and is still free blocks the first attacker it can; one that takes N or more
  // blockers with the first free creatures able to join it.
  for (const b of requiring.blockers) {
    if (used.has(b.id)) continue;
    const attacker = attackerToBlock(e, b, requiring, blockers, out, defending);
    if (attacker === undefined) continue;
    const already = out.filter((x) => x.attacker === attacker.id).length;
    const partners = blockers.filter((x) => x.id !== b.id && !used.has(x.id) && !evades(e, attacker, x, defending)).slice(0, Math.max(0, minimumBlockers(e, attacker) - already - 1));
    for (const x of [b, ...partners]) {
      out.push({ blocker: x.id, attacker: attacker.id });
      used.add(x.id);
    }
  }
  return out;
}

export function declareBlockers(e: Engine, action: Extract<Action, { kind: "declareBlockers" }>): void {
  const combat = e.s.combat!;
  combat.awaiting = null;
  for (const { blocker, attacker } of action.blocks) {
    const entry = combat.attackers.find((a) => a.attacker === attacker)!;
    entry.blocked = true;
    entry.blockers.push(blocker);
  }
  log(e, { kind: "blockers", player: action.player, blocks: action.blocks.map((b) => ({ ...b })) });
  // 410: each blocker "blocks"; each attacker blocked "becomes blocked" once, however many block it. A creature
  // blocking several attackers (309.2a) blocks once ("Whenever ~ blocks"), and blocks each of them ("Whenever ~ blocks
  // a creature", "… becomes blocked by a creature"): its later blocks are marked `again`.
  const blocked: ObjectId[] = [];
  const blocking: ObjectId[] = [];
  for (const { blocker, attacker } of action.blocks) {
    if (blocking.includes(blocker)) publish(e, { kind: "blocks", blocker, attacker, again: true });
    else {
      blocking.push(blocker);
      publish(e, { kind: "blocks", blocker, attacker });
    }
    if (!blocked.includes(attacker)) blocked.push(attacker);
  }
  for (const attacker of blocked) publish(e, { kind: "becomesBlocked", attacker });
  // 309: an attacking creature no creature was declared to block "attacks and isn't blocked" (asked only when some
  // definition seen can trigger on it: most games have none).
  if (heard(e, "notBlocked")) {
    for (const entry of combat.attackers) if (!entry.blocked) publish(e, { kind: "notBlocked", attacker: entry.attacker });
  }
}

function stillDefending(e: Engine, defender: Chosen): boolean {
  if (isPlayerId(e, defender)) return true;
  const o = liveObj(e, defender);
  return o !== undefined && o.zone === "play" && hasTypeNow(e, o, "Planeswalker");
}

/**
 * Assigns combat damage (310) and puts it on the stack as one object. Returns whether anything was assigned.
 * First strike: if an attacking or blocking creature has first strike as the step begins, only first strikers
 * assign damage in this step, and a second combat damage step follows for the others (`secondDamageStep`).
 */
export function assignCombatDamage(e: Engine): boolean {
  const combat = e.s.combat;
  if (combat === null) return false;
  const participants: ObjectId[] = [];
  for (const a of combat.attackers) {
    if (liveObj(e, a.attacker) !== undefined) participants.push(a.attacker);
    for (const b of a.blockers) if (liveObj(e, b) !== undefined && !contains(participants, b)) participants.push(b);
  }
  // The creatures that assign damage in this step (null: all of them). A list, not a predicate closure.
  let dealing: readonly ObjectId[] | null = null;
  if (combat.secondDamageStep !== null) {
    // 502.2b: those that did not deal damage in the first step, plus every creature with double strike *now*
    // (502.28: double strike lost during the first step stops the second; gained by a first striker, it deals
    // again). A first striker without double strike never deals twice (502.2c).
    const rest = combat.secondDamageStep;
    const second: ObjectId[] = [];
    for (const id of participants) if (contains(rest, id) || hasKeywordNow(e, obj(e, id)!, "Double strike")) second.push(id);
    dealing = second;
    combat.secondDamageStep = null;
  } else {
    // 502.2b: creatures with first strike or double strike (502.28) deal damage first; the others in a second step.
    let firstStrikers: ObjectId[] | null = null;
    for (const id of participants) if (strikesFirst(e, obj(e, id)!)) (firstStrikers ??= []).push(id);
    if (firstStrikers !== null) {
      const rest: ObjectId[] = [];
      for (const id of participants) if (!contains(firstStrikers, id)) rest.push(id);
      combat.secondDamageStep = rest;
      dealing = firstStrikers;
    }
  }
  const assignments: DamageAssignment[] = [];
  for (const a of combat.attackers) if (dealing === null || contains(dealing, a.attacker)) assignAttacker(e, a, assignments);
  // 310.2d: a blocker assigns its damage to the attackers it blocks; one blocking several (309.2a) divides it: the
  // engine assigns lethal damage to each in the order they attack, the rest to the last (as for an attacker's
  // blockers; the defending player is not asked).
  const blockerOrder: ObjectId[] = [];
  const blockedByEach = new Map<ObjectId, ObjectId[]>();
  for (const a of combat.attackers) {
    if (liveObj(e, a.attacker) === undefined) continue;
    for (const blockerId of a.blockers) {
      const list = blockedByEach.get(blockerId);
      if (list === undefined) {
        blockerOrder.push(blockerId);
        blockedByEach.set(blockerId, [a.attacker]);
      } else list.push(a.attacker);
    }
  }
  for (const blockerId of blockerOrder) {
    const blocker = liveObj(e, blockerId);
    if (blocker === undefined || (dealing !== null && !contains(dealing, blockerId))) continue;
    let power = view(e, blocker).power ?? 0;
    const attackers = blockedByEach.get(blockerId)!;
    for (let i = 0; i < attackers.length && power > 0; i++) {
      let amount = power;
      if (i < attackers.length - 1) {
        const v = view(e, obj(e, attackers[i])!);
        amount = Math.min(power, Math.max(0, (v.toughness ?? 0) - v.damage));
      }
      if (amount > 0) assignments.push({ source: blockerId, recipient: attackers[i], amount });
      power -= amount;
    }
  }
  if (assignments.length === 0) return false;
  const item: StackItem = {
    id: newStackId(e),
    kind: "combatDamage",
    source: assignments[0].source,
    card: "",
    ability: -1,
    controller: combat.attackingPlayer,
    x: 0,
    targets: [],
    description: "combat damage",
    damage: assignments,
  };
  e.s.stack.push(item);
  log(e, { kind: "combatDamageAssigned", id: item.id, assignments: assignments.map((d) => ({ ...d })) });
  return true;
}

/** The blockers still in play (a loop: a callback capturing `e` would allocate on every attacker's assignment). */
function liveBlockers(e: Engine, blockers: readonly ObjectId[]): ObjectId[] {
  const out: ObjectId[] = [];
  for (let i = 0; i < blockers.length; i++) if (liveObj(e, blockers[i]) !== undefined) out.push(blockers[i]);
  return out;
}

/** First strike (502.2) or double strike (502.28): deals combat damage in the first of two damage steps. */
function strikesFirst(e: Engine, o: ObjectState): boolean {
  return hasKeywordNow(e, o, "First strike") || hasKeywordNow(e, o, "Double strike");
}

function assignAttacker(e: Engine, a: Attacker, out: DamageAssignment[]): void {
  const attacker = liveObj(e, a.attacker);
  if (attacker === undefined) return;
  const v = view(e, attacker);
  let power = v.power ?? 0;
  if (power <= 0) return;
  const defenderThere = stillDefending(e, a.defender);
  if (!a.blocked) {
    if (defenderThere) out.push({ source: a.attacker, recipient: a.defender, amount: power }); // else 310.2b
    return;
  }
  const blockers = liveBlockers(e, a.blockers);
  const trample = contains(v.keywords, "Trample");
  if (blockers.length === 0) {
    // Blocked, but every blocker is gone: no damage, unless trample (all of it to the player or planeswalker).
    if (trample && defenderThere) out.push({ source: a.attacker, recipient: a.defender, amount: power });
    return;
  }
  for (let i = 0; i < blockers.length && power > 0; i++) {
    const b = view(e, obj(e, blockers[i])!);
    const lethal = Math.max(0, (b.toughness ?? 0) - b.damage);
    const last = i === blockers.length - 1;
    const amount = last && !(trample && defenderThere) ? power : Math.min(power, lethal);
    if (amount > 0) out.push({ source: a.attacker, recipient: blockers[i], amount });
    power -= amount;
  }
  if (power > 0 && trample && defenderThere) out.push({ source: a.attacker, recipient: a.defender, amount: power });
}

export function resolveCombatDamage(e: Engine, item: StackItem): void {
  for (const d of item.damage ?? []) {
    if (!isPlayerId(e, d.recipient)) {
      const o = liveObj(e, d.recipient);
      if (o === undefined || o.zone !== "play") continue; // 310.4
    }
    dealDamage(e, d.source, d.recipient, d.amount, true);
  }
}

/** Legal declarations to list: none, each single attacker at each target, and everything at the player. */
export function attackerDeclarations(e: Engine): Action[] {
  const combat = e.s.combat!;
  const p = combat.attackingPlayer;
  const eligible: ObjectId[] = [];
  const slots = mayBeCreaturesOrPlaneswalkers(e);
  for (let i = 0; i < slots.length; i++) {
    const o = e.s.objects[slots[i]]!;
    if (canAttack(e, o, p)) eligible.push(o.id);
  }
  const targets = attackTargets(e, combat.defendingPlayer);
  const required = requiredAttackers(e, p);
  if (required.length > 0) {
    // Every declaration includes the creatures that attack each turn if able (at the defending player).
    const base = required.map((attacker) => ({ attacker, defender: combat.defendingPlayer as Chosen }));
    const out: Action[] = [{ kind: "declareAttackers", player: p, attackers: base }];
    for (const attacker of eligible) {
      if (contains(required, attacker)) continue;
      for (const defender of targets) out.push({ kind: "declareAttackers", player: p, attackers: [...base, { attacker, defender }] });
    }
    if (eligible.length > required.length) {
      out.push({ kind: "declareAttackers", player: p, attackers: eligible.map((attacker) => ({ attacker, defender: combat.defendingPlayer })) });
    }
    return out;
  }
  const out: Action[] = [{ kind: "declareAttackers", player: p, attackers: [] }];
  for (const attacker of eligible) for (const defender of targets) out.push({ kind: "declareAttackers", player: p, attackers: [{ attacker, defender }] });
  if (eligible.length > 1) {
    out.push({ kind: "declareAttackers", player: p, attackers: eligible.map((attacker) => ({ attacker, defender: combat.defendingPlayer })) });
  }
  return out;
}

export function blockerDeclarations(e: Engine): Action[] {
  const combat = e.s.combat!;
  const p = combat.defendingPlayer;
  const out: Action[] = [{ kind: "declareBlockers", player: p, blocks: [] }];
  // The permanents that may block at all, in play order (each looked at once rather than once per attacker).
  const blockers: ObjectState[] = [];
  const slots = mayBeCreaturesOrPlaneswalkers(e);
  for (let i = 0; i < slots.length; i++) {
    const o = e.s.objects[slots[i]]!;
    if (mayBlock(e, o, p)) blockers.push(o);
  }
  const used = new Set<ObjectId>();
  const greedy: { blocker: ObjectId; attacker: ObjectId }[] = [];
  for (const a of combat.attackers) {
    const attacker = obj(e, a.attacker)!;
    // An attacker that takes N or more blockers is offered blocked by the first N that can block it.
    const needed = minimumBlockers(e, attacker);
    if (needed > 1) {
      const able = blockers.filter((blocker) => !evades(e, attacker, blocker, p)).slice(0, needed);
      if (able.length === needed) out.push({ kind: "declareBlockers", player: p, blocks: able.map((blocker) => ({ blocker: blocker.id, attacker: a.attacker })) });
      continue;
    }
    for (const blocker of blockers) {
      if (evades(e, attacker, blocker, p)) continue;
      const id = blocker.id;
      out.push({ kind: "declareBlockers", player: p, blocks: [{ blocker: id, attacker: a.attacker }] });
      if (!used.has(id) && !greedy.some((g) => g.attacker === a.attacker)) {
        used.add(id);
        greedy.push({ blocker: id, attacker: a.attacker });
      }
    }
  }
  if (greedy.length > 1) out.push({ kind: "declareBlockers", player: p, blocks: greedy });
  // 309.2a: a creature that can block additional creatures, blocking as many as it may of those it can block alone.
  if (restrictionsExist(e) && combat.attackers.length > 1) {
    for (const blocker of blockers) {
      const most = blockCapacity(e, blocker);
      if (most === 1) continue;
      const blocks: Block[] = [];
      for (const a of combat.attackers) {
        const attacker = obj(e, a.attacker)!;
        if (blocks.length < most && minimumBlockers(e, attacker) === 1 && !evades(e, attacker, blocker, p)) blocks.push({ blocker: blocker.id, attacker: a.attacker });
      }
      if (blocks.length > 1) out.push({ kind: "declareBlockers", player: p, blocks });
    }
  }
  // 309.1: with requirements, the declarations that obey them, and the one they ask for.
  const requiring = restrictionsExist(e) ? requiringAttackers(e) : null;
  if (requiring === null) return out;
  const required: Action = { kind: "declareBlockers", player: p, blocks: requiredBlocks(e, requiring, blockers, p) };
  const obeying: Action[] = [];
  for (const action of [required, ...out]) if (action.kind === "declareBlockers" && declareBlockersError(e, action) === null) obeying.push(action);
  return obeying.length > 0 ? obeying : [required];
}
