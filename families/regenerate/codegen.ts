/** Regenerate → `ctx.regenerate(objects)`; CantBeRegenerated → `ctx.forbidRegeneration(…)`. */
import { withObjectSet, type CodegenFamily } from "../../compiler/family.js";
import type { CantBeRegenerated, Regenerate } from "./syntax.js";

const codegen: CodegenFamily<Regenerate | CantBeRegenerated> = {
  Regenerate: (effect, scope) => withObjectSet(effect.objects, scope, (objects) => `ctx.regenerate(${objects});`),
  CantBeRegenerated: (effect, scope) =>
    effect.objects === null
      ? `ctx.forbidRegenerationOfDamaged(${effect.thisTurn});`
      : withObjectSet(effect.objects, scope, (objects) => `ctx.forbidRegeneration(${objects}, ${effect.thisTurn});`),
};
export default codegen;

/**
 * "It can't be regenerated." without "this turn" says how the ability's destruction before it applies, so it
 * runs first: its shield lasts while the spell or ability resolves (runtime/shields.ts).
 */
export function runsFirst(effect: { kind: string }): boolean {
  return effect.kind === "CantBeRegenerated" && !(effect as CantBeRegenerated).thisTurn && (effect as CantBeRegenerated).objects !== null;
}
