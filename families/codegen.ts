/**
 * The registry of sentence families, codegen stage: one line per family (the same families as families/syntax.ts).
 * `EFFECT_COMPILERS` is typed over the AST's `Effect` union: a registered syntax family whose codegen part is
 * missing here, or lacks a kind, fails `tsc`.
 */
import type { Effect } from "../grammar/ast.js";
import type { EffectCompiler, EffectEmitHooks, FunctionScope } from "../compiler/effects.js";
import damage from "./damage/codegen.js";
import life from "./life/codegen.js";
import cards from "./cards/codegen.js";
import sacrifice from "./sacrifice/codegen.js";
import counters from "./counters/codegen.js";
import tokens from "./tokens/codegen.js";
import continuous from "./continuous/codegen.js";
import tap from "./tap/codegen.js";
import destroy from "./destroy/codegen.js";
import exile from "./exile/codegen.js";
import putIntoPlay from "./put-into-play/codegen.js";
import control from "./control/codegen.js";
import search from "./search/codegen.js";
import mana from "./mana/codegen.js";
import counterSpell from "./counter-spell/codegen.js";

const EFFECT_COMPILERS: { [K in Effect["kind"]]: EffectCompiler<Extract<Effect, { kind: K }>> } = {
  ...damage,
  ...life,
  ...cards,
  ...sacrifice,
  ...counters,
  ...tokens,
  ...continuous,
  ...tap,
  ...destroy,
  ...exile,
  ...putIntoPlay,
  ...control,
  ...search,
  ...mana,
  ...counterSpell,
};

/** The statements of one effect. */
export function compileEffect(effect: Effect, scope: FunctionScope, hooks: EffectEmitHooks): string {
  scope.range = effect.range;
  return (EFFECT_COMPILERS[effect.kind] as EffectCompiler<Effect>)(effect, scope, hooks);
}
