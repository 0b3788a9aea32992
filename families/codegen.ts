/**
 * The registry of sentence families, codegen stage: one line per family (the same families as families/syntax.ts).
 * `EFFECT_COMPILERS` is typed over the AST's `Effect` union: a registered syntax family whose codegen part is
 * missing here, or lacks a kind, fails `tsc`; so do the ability families' maps (`Trigger`, `Replacement`,
 * `StaticEffect`).
 */
import type { Effect, Replacement, StaticEffect, Trigger } from "../grammar/ast.js";
import type { EffectCompiler, EffectEmitHooks, FunctionScope } from "../compiler/effects.js";
import type { TriggerEvent } from "../runtime/definition.js";
import type { AbilityEmitter, DataObject, ReplacementCodegen, StaticCodegen, TriggerCodegen } from "../compiler/family.js";
import damage from "./damage/codegen.js";
import life from "./life/codegen.js";
import cards from "./cards/codegen.js";
import sacrifice from "./sacrifice/codegen.js";
import counters from "./counters/codegen.js";
import tokens from "./tokens/codegen.js";
import continuous from "./continuous/codegen.js";
import tap from "./tap/codegen.js";
import attach from "./attach/codegen.js";
import destroy from "./destroy/codegen.js";
import exile from "./exile/codegen.js";
import putIntoPlay from "./put-into-play/codegen.js";
import control from "./control/codegen.js";
import search from "./search/codegen.js";
import mana from "./mana/codegen.js";
import counterSpell from "./counter-spell/codegen.js";
import extraTurn from "./extra-turn/codegen.js";
import scry from "./scry/codegen.js";
import changeTargets from "./change-targets/codegen.js";
import gameResult from "./game-result/codegen.js";
import poison from "./poison/codegen.js";
import chooseType from "./choose-type/codegen.js";
import nameCard from "./name-card/codegen.js";
import regenerate, { runsFirst as regenerationRunsFirst } from "./regenerate/codegen.js";
import prevent from "./prevent/codegen.js";
import toHandOrLibrary from "./to-hand-or-library/codegen.js";
import lookAtLibrary from "./look-at-library/codegen.js";
import reveal from "./reveal/codegen.js";
import optional from "./optional/codegen.js";
import delayed from "./delayed/codegen.js";
import modes from "./modes/codegen.js";
import becomeCreature from "./become-creature/codegen.js";
import clash from "./clash/codegen.js";
import coinFlip from "./coin-flip/codegen.js";
import conditional from "./conditional/codegen.js";
import turnRecord from "./turn-record/codegen.js";
import champion from "./champion/codegen.js";
import hideaway from "./hideaway/codegen.js";
import lookedAtCard from "./looked-at-card/codegen.js";
import triggerZoneChange from "./trigger-zone-change/codegen.js";
import triggerStep from "./trigger-step/codegen.js";
import triggerObject from "./trigger-object/codegen.js";
import triggerPlayer from "./trigger-player/codegen.js";
import triggerCycle from "./trigger-cycle/codegen.js";
import replacementEnters from "./replacement-enters/codegen.js";
import replacementCopy from "./replacement-copy/codegen.js";
import staticCharacteristic from "./static-characteristic/codegen.js";
import staticModify from "./static-modify/codegen.js";
import staticSpend from "./static-spend/codegen.js";
import staticUntargetable from "./static-untargetable/codegen.js";
import costAdditional from "./cost-additional/codegen.js";
import staticPrevent from "./static-prevent/codegen.js";
import staticPlayer from "./static-player/codegen.js";
import copySpell from "./copy-spell/codegen.js";
import replacementDamage from "./replacement-damage/codegen.js";
import replacementPrevent from "./replacement-prevent/codegen.js";
import replacementMultiply from "./replacement-multiply/codegen.js";
import replacementRedirect from "./replacement-redirect/codegen.js";
import replacementAsEnters from "./replacement-as-enters/codegen.js";
import replacementReveal from "./replacement-reveal/codegen.js";

const EFFECT_COMPILERS: { [K in Effect["kind"]]: EffectCompiler<Extract<Effect, { kind: K }>> } = {
  ...damage,
  ...life,
  ...cards,
  ...sacrifice,
  ...counters,
  ...tokens,
  ...continuous,
  ...tap,
  ...attach,
  ...destroy,
  ...exile,
  ...putIntoPlay,
  ...control,
  ...search,
  ...mana,
  ...counterSpell,
  ...extraTurn,
  ...scry,
  ...changeTargets,
  ...gameResult,
  ...poison,
  ...chooseType,
  ...nameCard,
  ...copySpell,
  ...regenerate,
  ...prevent,
  ...toHandOrLibrary,
  ...lookAtLibrary,
  ...reveal,
  ...optional,
  ...delayed,
  ...modes,
  ...becomeCreature,
  ...clash,
  ...coinFlip,
  ...conditional,
  ...turnRecord,
  ...champion,
  ...hideaway,
  ...lookedAtCard,
};

/**
 * The order in which an ability's effects run: as written, except the effects that say how the others apply
 * ("Destroy all creatures. They can't be regenerated."), which run first.
 */
export function resolutionOrder(effects: readonly Effect[]): Effect[] {
  if (!effects.some(regenerationRunsFirst)) return effects.slice();
  return [...effects.filter(regenerationRunsFirst), ...effects.filter((effect) => !regenerationRunsFirst(effect))];
}

/** The statements of one effect. */
export function compileEffect(effect: Effect, scope: FunctionScope, hooks: EffectEmitHooks): string {
  scope.range = effect.range;
  return (EFFECT_COMPILERS[effect.kind] as EffectCompiler<Effect>)(effect, scope, hooks);
}

const TRIGGER_COMPILERS: TriggerCodegen<Trigger> = { ...triggerZoneChange, ...triggerStep, ...triggerObject, ...triggerPlayer, ...triggerCycle };

const REPLACEMENT_COMPILERS: ReplacementCodegen<Replacement> = { ...replacementEnters, ...replacementMultiply, ...replacementRedirect, ...replacementCopy, ...replacementAsEnters, ...replacementReveal, ...replacementDamage, ...replacementPrevent };

const STATIC_COMPILERS: StaticCodegen<StaticEffect> = { ...staticCharacteristic, ...staticModify, ...staticSpend, ...staticPrevent, ...costAdditional, ...staticPlayer, ...staticUntargetable };

/** The trigger events a trigger family compiles to: plain data (a condition in code comes from a block instead). */
export type CompiledTriggerEvent = Exclude<TriggerEvent, { kind: "gameEvent" }>;

/** A trigger's data (runtime/definition.ts `TriggerEvent`). */
export function compileTrigger(trigger: Trigger): CompiledTriggerEvent {
  return (TRIGGER_COMPILERS[trigger.kind] as (trigger: Trigger) => CompiledTriggerEvent)(trigger);
}

/** A replacement effect's rule. */
export function compileReplacement(replacement: Replacement, scope: FunctionScope, emit: AbilityEmitter): DataObject {
  return (REPLACEMENT_COMPILERS[replacement.kind] as (replacement: Replacement, scope: FunctionScope, emit: AbilityEmitter) => DataObject)(replacement, scope, emit);
}

/** A static ability's fields after its kind, text and source. */
export function compileStatic(effect: StaticEffect, scope: FunctionScope, emit: AbilityEmitter): DataObject {
  return (STATIC_COMPILERS[effect.kind] as (effect: StaticEffect, scope: FunctionScope, emit: AbilityEmitter) => DataObject)(effect, scope, emit);
}
