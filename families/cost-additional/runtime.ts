/**
 * No primitive: the static ability's `additionalCost` is paid by the engine as the spell is played
 * (runtime/additional-costs.ts, called from runtime/costs.ts with the spell's other optional costs, 409.1h).
 */
export default {};
