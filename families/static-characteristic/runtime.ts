/**
 * No primitive: the family's compiled `powerToughness(ctx: StaticContext)` (runtime/definition.ts
 * `StaticAbilityDefinition`) is applied by the engine in layer 6a (runtime/continuous.ts, 418.5).
 */
export default {};
