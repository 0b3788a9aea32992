/**
 * No primitive: target legality (runtime/stack.ts, 409.1c) reads the static ability's `untargetableBy` of a
 * permanent whose definition has one (`DefinitionFacts.limitsTargeting`).
 */
export default {};
