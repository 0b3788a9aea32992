/**
 * No primitive: the static ability's `spendOnlyOnX` becomes the mana cost's `xColor` when the engine takes the
 * definition in (runtime/engine.ts), and payment planning reads it (runtime/mana.ts, 409.1h).
 */
export default {};
