/**
 * No primitive: the family's compiled `effect` (runtime/definition.ts `StaticEffectDefinition`) is applied by the
 * layer system (runtime/continuous.ts, 418.5) to what it names at each moment while its permanent is in play.
 */
export default {};
