/**
 * A spell's text can be several lines ("Return target creature card from your graveyard to your hand." then
 * "Draw a card." on the next): they are one spell ability, resolved in order (the parser numbers each line's
 * targets from 0, since each line is parsed alone). `mergeSpellLines` makes them one `Effects` body, each later
 * line's target indices moved past the targets of the lines before it.
 */
import type { Effects, SpellAbility } from "../grammar/ast.js";

/** The node kinds whose `target` field is an index into the ability's targets. */
const TARGET_REFERENCES = new Set(["Target", "Targets", "TargetPlayer"]);

/** A copy of `node` with every target index (references and target specs) moved by `offset`. */
function shiftTargets<T>(node: T, offset: number): T {
  if (offset === 0 || node === null || typeof node !== "object") return node;
  if (Array.isArray(node)) return node.map((item) => shiftTargets(item, offset)) as T;
  const record = node as Record<string, unknown>;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) copy[key] = shiftTargets(value, offset);
  if (typeof record.kind === "string" && TARGET_REFERENCES.has(record.kind) && typeof record.target === "number") copy.target = record.target + offset;
  if (record.kind === "Target" && typeof record.index === "number") copy.index = record.index + offset; // a TargetSpec
  return copy as T;
}

/** The one body of a spell written on several lines (each line's body is `Effects`). */
export function mergeSpellLines(lines: readonly (SpellAbility & { body: Effects })[]): Effects {
  const targets: Effects["targets"] = [];
  const effects: Effects["effects"] = [];
  for (const line of lines) {
    const offset = targets.length;
    targets.push(...line.body.targets.map((target) => shiftTargets(target, offset)));
    effects.push(...line.body.effects.map((effect) => shiftTargets(effect, offset)));
  }
  const first = lines[0].body.range;
  const last = lines[lines.length - 1].body.range;
  return { kind: "Effects", targets, effects, range: { ...first, end: last.end } };
}
