/**
 * What a sentence family's codegen part (families/<name>/codegen.ts) imports: the codegen kernel's helpers
 * (references, filters, amounts and guards in continuation style) and the only way card text reaches code
 * (string literals). A family's part is a map from each kind of its effects to an `EffectCompiler`.
 */
export {
  FunctionScope,
  manaLiteral,
  withAmount,
  withFilter,
  withObject,
  withObjectSet,
  withObjectsUnder,
  withPlayer,
  withTargets,
  type EffectCompiler,
  type EffectEmitHooks,
  type Then,
} from "./effects.js";
export { stringArrayLiteral, stringLiteral } from "./literals.js";

import type { Effect } from "../grammar/ast.js";
import type { EffectCompiler } from "./effects.js";

/** A family's codegen part: one compiler per kind of its effects (`N` is the family's node union). */
export type CodegenFamily<N extends Effect> = { [K in N["kind"]]: EffectCompiler<Extract<N, { kind: K }>> };
