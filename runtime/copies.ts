/**
 * Copies of spells (2007 rules 503.1: a copy of a spell copies its characteristics and the choices made for it —
 * X, targets — and its controller may choose new targets when the effect copying it says so; a copy is not a
 * card and is not played: playing-a-spell triggers don't see it; 503.? a copy that leaves the stack ceases to
 * exist, zones.ts `moveObject`). Conspire's triggered ability (runtime/keyword-triggers.ts) makes one.
 */
import type { Chosen, ObjectId, PlayerId } from "./definition.js";
import { ask } from "./decisions.js";
import { definitionOf, log, obj, writable, type Engine } from "./engine.js";
import { spellTargetSpecs } from "./attachments.js";
import { distinctOptions, targetOptions } from "./stack.js";
import type { StackItem } from "./state.js";
import { createObject } from "./zones.js";

/**
 * Puts a copy of the spell `original` (still on the stack) on the stack under `controller`'s control. With
 * `newTargets`, the controller chooses each target group again among the legal choices, the original's included
 * ("You may choose new targets for the copy"); a group with no legal choice keeps the original's.
 */
export function copySpell(e: Engine, original: ObjectId, controller: PlayerId, newTargets: boolean): ObjectId | null {
  const item = e.s.stack.find((entry) => entry.id === original && entry.kind === "spell");
  const spell = obj(e, original);
  if (item === undefined || spell === undefined || !spell.alive) {
    log(e, { kind: "copyFailed", object: original, reason: "503.1: the spell is no longer on the stack" });
    return null;
  }
  const def = definitionOf(e, spell);
  const copy = writable(e, createObject(e, spell.card, null, controller, controller, "stack"));
  copy.copy = true;
  const specs = spellTargetSpecs(def);
  const targets: Chosen[][] = [];
  item.targets.forEach((group, index) => targets.push(copyTargets(group, index)));
  function copyTargets(group: readonly Chosen[], index: number): Chosen[] {
    const spec = specs[index];
    if (!newTargets || spec === undefined) return group.slice();
    const options = distinctOptions(spec, targetOptions(e, spec, copy.id, controller), targets); // 409.1c
    if (options.length < spec.min) return group.slice();
    return ask(e, {
      player: controller,
      kind: "targets",
      prompt: `choose target(s) for the copy of ${def.name} (its current target(s) are ${group.join(", ") || "none"}; you may choose new ones)`,
      options,
      min: spec.min,
      max: spec.max,
    }) as Chosen[];
  }
  const copied: StackItem = { id: copy.id, kind: "spell", source: copy.id, card: spell.card, ability: -1, controller, x: item.x, targets, description: `${def.name} (copy)`, damage: null };
  e.s.stack.push(copied);
  log(e, { kind: "copy", player: controller, object: copy.id, of: original, targets });
  return copy.id;
}
