/**
 * What a sentence family's codegen part (families/<name>/codegen.ts) imports: the codegen kernel's helpers
 * (references, filters, amounts and guards in continuation style) and the only way card text reaches code
 * (string literals). A family's part is a map from each kind of its effects to an `EffectCompiler`.
 */
export {
  filterPredicate,
  FunctionScope,
  manaLiteral,
  manaCounts,
  recipientMatch,
  withAmount,
  withFilter,
  withContinuousFilter,
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
export { characteristicData, relativeParts, type CharacteristicData } from "./filter-data.js";

export type { Data, DataObject } from "./data.js";

import type { ActivatedAbility, Effect, ObjectSet, Replacement, StaticEffect, Trigger, TriggeredAbility } from "../grammar/ast.js";
import type { ReplaceableEventKind, TriggerEvent } from "../runtime/definition.js";
import type { Ref, DataObject } from "./data.js";
import type { EffectCompiler, FunctionScope } from "./effects.js";

/** A family's codegen part: one compiler per kind of its effects (`N` is the family's node union). */
export type CodegenFamily<N extends Effect> = { [K in N["kind"]]: EffectCompiler<Extract<N, { kind: K }>> };

// ---------------------------------------------------------------------------------------------------------
// Ability-level families: triggers, replacement effects, static abilities

/**
 * What an ability family's codegen writes with: the module's function declarations (named by the hash of their
 * code, marked with the ability's position) and the shape of a replacement rule over the engine's replaceable
 * events (runtime/definition.ts `ReplaceableEvent`).
 */
export interface AbilityEmitter {
  /** Declares `function <role>_<hash>(<parameters>): <returnType> { <body> }` for the ability; its reference. */
  declareFunction(role: string, parameters: string, returnType: string, body: string): Ref;
  /**
   * A replacement rule's data (`kind: "replacement"` with the ability's text and source): the event it watches,
   * whether it watches only events effects cause, and the bodies of its `applies(event, ctx)` and
   * `apply(event[, ctx])` (`applyUsesCtx`: whether `apply` reads the ability's `EffectContext`).
   */
  replacementRule(event: ReplaceableEventKind, effectsOnly: boolean, applies: string, apply: string, applyUsesCtx: boolean): DataObject;
  /** `return` of the event with some fields replaced (field → expression), every other field as it was. */
  eventWith(kind: ReplaceableEventKind, replaced: Partial<Record<string, string>>): string;
  /**
   * The statements of effects a replacement performs as it applies ("prevent that damage. You gain life equal to
   * the damage prevented this way."), run with the `ctx: EffectContext` of its `apply` (no targets).
   */
  effects(effects: readonly Effect[]): string;
  /**
   * An activated ability granted in quotes ('Enchanted creature has "{T}: …"'), as the runtime's
   * `ActivatedAbilityDefinition` data: compiled as the card's own activated abilities are; its text as quoted,
   * "this permanent" (grammar/words.ts `grantedSelfWords` of `grantedTo`, the objects that have it) for the object.
   */
  activatedAbility(ability: ActivatedAbility, grantedTo: ObjectSet): DataObject;
  /**
   * A triggered ability granted in quotes ('has "Whenever this creature deals damage to an opponent, draw a card."'),
   * as the runtime's `TriggeredAbilityDefinition` data: compiled as the card's own triggered abilities are, its text
   * as quoted (runtime/granted-abilities.ts offers it the events of the object that has it).
   */
  triggeredAbility(ability: TriggeredAbility, grantedTo: ObjectSet): DataObject;
}

/** A trigger family's codegen part: each trigger's data, as the runtime's `TriggerEvent` (runtime/definition.ts). */
export type TriggerCodegen<N extends Trigger> = { [K in N["kind"]]: (trigger: Extract<N, { kind: K }>) => TriggerEvent };

/** A replacement family's codegen part: each replacement's rule (through `emit.replacementRule`). */
export type ReplacementCodegen<N extends Replacement> = {
  [K in N["kind"]]: (replacement: Extract<N, { kind: K }>, scope: FunctionScope, emit: AbilityEmitter) => DataObject;
};

/** A static family's codegen part: each static ability's fields after its kind, text and source. */
export type StaticCodegen<N extends StaticEffect> = {
  [K in N["kind"]]: (effect: Extract<N, { kind: K }>, scope: FunctionScope, emit: AbilityEmitter) => DataObject;
};
