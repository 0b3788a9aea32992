/**
 * 409.1d (Comprehensive Rules, October 2007): "If the spell or ability requires the player to divide an effect
 * (such as damage or counters) among one or more targets, the player announces the division. Each of these
 * targets must receive at least one of whatever is being divided." Hail of Arrows: "deals X damage divided as you
 * choose among any number of target attacking creatures".
 *
 * So with X = 0 no target may be chosen, and otherwise 1 to X of them (the Tenth Edition rulings of 2007-09-16);
 * the division is chosen as the spell is played, after its targets, and kept: a target that has become illegal
 * on resolution is not dealt its share, and the others keep theirs (413.2a).
 *
 * The division is asked target by target in the one decision interface (kind "divide"): how much of what is
 * left goes to this target, leaving at least 1 for each target after it; the last target gets the rest.
 */
import type { Chosen, PlayerId, TargetSpec } from "./definition.js";
import type { DividedShare } from "./state.js";
import { ask } from "./decisions.js";
import { isPlayerId, obj, type Engine } from "./engine.js";
import { view } from "./continuous.js";

/** The amount a spec divides (a number, or the spell's X), or undefined when it divides nothing. */
export function dividedTotal(spec: TargetSpec, x: number): number | undefined {
  if (spec.divide === undefined) return undefined;
  return spec.divide === "X" ? x : spec.divide;
}

/** Whether some spec divides (most spells and abilities divide nothing: their targets need no `divisionError`). */
export function dividesAny(specs: readonly TargetSpec[]): boolean {
  for (let i = 0; i < specs.length; i++) if (specs[i].divide !== undefined) return true;
  return false;
}

/** 409.1d: each target gets at least 1, so the number of targets is 1 to the total (0 when the total is 0). */
export function divisionError(specs: readonly TargetSpec[], targets: readonly (readonly Chosen[])[] | undefined, x: number, name: string): string | null {
  for (let i = 0; i < specs.length; i++) {
    const total = dividedTotal(specs[i], x);
    if (total === undefined) continue;
    const count = targets?.[i]?.length ?? 0;
    if (total === 0 && count > 0) return `409.1d: ${name} divides 0 damage, so it can have no targets (${count} given)`;
    if (total > 0 && (count < 1 || count > total)) {
      return `409.1d: ${name} divides ${total} damage with at least 1 to each target: choose 1 to ${total} target(s) (${count} given)`;
    }
  }
  return null;
}

/** Asks the controller for the division of each dividing spec's targets (409.1d); undefined when none divides. */
export function chooseDivision(
  e: Engine,
  specs: readonly TargetSpec[],
  targets: readonly (readonly Chosen[])[],
  x: number,
  controller: PlayerId,
  name: string,
): DividedShare[] | undefined {
  let shares: DividedShare[] | undefined;
  for (let group = 0; group < specs.length; group++) {
    const total = dividedTotal(specs[group], x);
    if (total === undefined) continue;
    shares ??= [];
    const chosen = targets[group] ?? [];
    let left = total;
    // A loop, not a callback: a callback here would capture the arguments, allocated on every spell resolving.
    for (let n = 0; n < chosen.length; n++) {
      const target = chosen[n];
      const after = chosen.length - n - 1;
      let amount = left;
      if (after > 0) {
        const most = left - after;
        const options = Array.from({ length: most }, (_, k) => String(k + 1));
        const answer = ask(e, {
          player: controller,
          kind: "divide",
          prompt: `409.1d: how much of ${name}'s ${total} damage to ${describe(e, target)} (${left} left, at least 1 for each of ${after} more target(s))`,
          options,
          min: 1,
          max: 1,
        });
        amount = Number(answer[0]);
      }
      shares.push({ group, target, amount });
      left -= amount;
    }
  }
  return shares;
}

function describe(e: Engine, target: Chosen): string {
  if (isPlayerId(e, target)) return target;
  const o = obj(e, target);
  return o === undefined ? target : `${view(e, o).name} (${target})`;
}
