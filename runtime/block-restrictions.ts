/**
 * Combat restrictions that describe the other creature of a block or the defending player's permanents (2007
 * rules 308.1 and 309.1: attackers and blockers are declared obeying every restriction), read from the continuous
 * effects that impose them (continuous.ts `restrictionsOn`; static abilities such as "~ can't be blocked by
 * Walls."):
 * - "can't be blocked by <creatures>" (`notBlockedBy`): no blocker matching the description;
 * - "can't be blocked except by <creatures>" (`blockedOnlyBy`): only blockers matching it;
 * - "can't be blocked by more than N creatures" (`maximumBlockers`);
 * - "can block only <creatures>" (`blocksOnly`) and "can't block <creatures>" (`cantBlockThose`): the attackers
 *   the creature may block;
 * - "can't attack unless defending player controls <a permanent>" (`cantAttack` with `unlessDefendingControls`).
 * A description is matched against the creature's characteristics as the block or attack is declared.
 * Pay-for-use: each function reads `restrictionsOn`, which answers at once while no continuous effect of the game
 * imposes a combat restriction.
 */
import type { ObjectFilter, PlayerId } from "./definition.js";
import { controllerOf, matchesFilter, restrictionsOn, view } from "./continuous.js";
import { liveObj, type Engine } from "./engine.js";
import { hasComposedParts, matchesComposedParts } from "./filters.js";
import type { ObjectState } from "./state.js";

/** Whether the permanent, as it is now, matches one of the descriptions. */
function matchesAny(e: Engine, o: ObjectState, filters: readonly ObjectFilter[]): boolean {
  const v = view(e, o);
  for (const f of filters) if (matchesFilter(v, f, "play") && (!hasComposedParts(f) || matchesComposedParts(e, v, f, "play"))) return true;
  return false;
}

/** 309.1: whether a restriction on the attacker or on the blocker forbids this block. */
export function blockForbidden(e: Engine, attacker: ObjectState, blocker: ObjectState): boolean {
  for (const r of restrictionsOn(e, attacker)) {
    if (r.kind === "notBlockedBy" && matchesAny(e, blocker, r.blockers)) return true;
    if (r.kind === "blockedOnlyBy" && !matchesAny(e, blocker, r.blockers)) return true;
  }
  for (const r of restrictionsOn(e, blocker)) {
    if (r.kind === "blocksOnly" && !matchesAny(e, attacker, r.attackers)) return true;
    if (r.kind === "cantBlockThose" && matchesAny(e, attacker, r.attackers)) return true;
    if (r.kind === "cantBlockObject" && r.attacker === attacker.id) return true;
  }
  return false;
}

/**
 * 308.1: whether a "can't attack" restriction holds for the permanent now: always, or "unless defending player
 * controls an Island" while that player controls none (`defending`: the player it would attack, if any).
 */
export function attackForbidden(e: Engine, o: ObjectState, defending: () => PlayerId | null): boolean {
  for (const r of restrictionsOn(e, o)) {
    if (r.kind !== "cantAttack") continue;
    const unless = r.unlessDefendingControls;
    if (unless === undefined) return true;
    const player = defending();
    if (player === null || !controlsAny(e, player, unless)) return true;
  }
  return false;
}

/** Whether the player controls a permanent matching the description. */
function controlsAny(e: Engine, player: PlayerId, filter: ObjectFilter): boolean {
  for (const id of e.s.play) {
    const o = liveObj(e, id);
    if (o !== undefined && controllerOf(e, o) === player && matchesAny(e, o, [filter])) return true;
  }
  return false;
}

/** "can't be blocked by more than N creatures": the smallest such N on the attacker now (Infinity: no such rule). */
export function maximumBlockers(e: Engine, attacker: ObjectState): number {
  let n = Infinity;
  for (const r of restrictionsOn(e, attacker)) if (r.kind === "maximumBlockers" && r.count < n) n = r.count;
  return n;
}
