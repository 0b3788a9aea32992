/**
 * No primitive: the family's compiled rule (`applies`/`apply` over a replaceable event, runtime/definition.ts
 * `ReplacementAbilityDefinition`) is run by the engine's replacement step (runtime/replacement.ts, 419).
 */
export default {};
