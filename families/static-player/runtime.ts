/** No primitive: the static ability's `playerRule` is asked by runtime/player-rules.ts where the rule matters. */
export default {};
