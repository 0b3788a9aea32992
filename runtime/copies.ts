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
import { distinctOptions, publishTargeted, targetOptions } from "./stack.js";
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

/**
 * Targets of a spell on the stack chosen again by another effect (2007 415.7; today's 115.7), `chooser` choosing:
 * - "change": "Change the target of target spell with a single target." (Shunt, Swerve): each target can be changed
 *   only to another legal target; one that can't be changed stays, even if it is illegal now (415.7a);
 * - "chooseNew": "You may choose new targets for target instant or sorcery spell." (Wild Ricochet): each target
 *   group chosen again among its legal targets, the current ones included (415.7d), a group with too few legal
 *   targets kept as it is.
 * The spell's own legality rules apply to the new choices (its controller's point of view, distinct targets).
 */
export function changeSpellTargets(e: Engine, spellId: ObjectId, chooser: PlayerId, how: "change" | "chooseNew"): void {
  const item = e.s.stack.find((entry) => entry.id === spellId && entry.kind === "spell");
  const spell = obj(e, spellId);
  if (item === undefined || spell === undefined || !spell.alive) return;
  const def = definitionOf(e, spell);
  const specs = spellTargetSpecs(def);
  const targets = item.targets.map((group) => group.slice());
  let changed = false;
  targets.forEach((group, index) => {
    const spec = specs[index];
    if (spec === undefined || group.length === 0) return;
    const others = targets.filter((_, other) => other !== index);
    const legal = distinctOptions(spec, targetOptions(e, spec, item.source, item.controller), others);
    if (how === "change") {
      // one target each time: the group of a spell with a single target has one
      const options = legal.filter((option) => !group.includes(option));
      if (group.length !== 1 || options.length === 0) return;
      const [next] = ask(e, { player: chooser, kind: "targets", prompt: `change the target of ${def.name} (now ${group[0]})`, options, min: 1, max: 1 }) as Chosen[];
      if (next === undefined) return;
      targets[index] = [next];
      changed = true;
      return;
    }
    if (legal.length < spec.min) return;
    const chosen = ask(e, {
      player: chooser,
      kind: "targets",
      prompt: `choose new target(s) for ${def.name} (its current target(s) are ${group.join(", ")}; you may choose them again)`,
      options: legal,
      min: spec.min,
      max: spec.max,
    }) as Chosen[];
    targets[index] = chosen.slice();
    changed = true;
  });
  if (!changed) return;
  // Stack items are shared between copies of the state and never changed once on the stack (state.ts): the item
  // is replaced by a copy with its new targets (a plain `{ ...item }`, then an existing field written).
  const replaced: { -readonly [K in keyof StackItem]: StackItem[K] } = { ...item };
  replaced.targets = targets;
  e.s.stack[e.s.stack.indexOf(item)] = replaced;
  log(e, { kind: "targetsChanged", player: chooser, object: spellId, targets });
  // A permanent the spell targets now, and did not before, becomes its target ("Whenever ~ becomes the target …")
  const fresh = { ...replaced };
  fresh.targets = targets.map((group, index) => group.filter((chosen) => !(item.targets[index] ?? []).includes(chosen)));
  publishTargeted(e, fresh, true);
}
