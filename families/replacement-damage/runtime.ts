/**
 * No primitive: the family's compiled rule is run by the engine's replacement step (runtime/replacement.ts, 419).
 */
export default {};
