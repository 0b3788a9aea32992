/**
 * No primitive of its own: `ctx.copySpell` (runtime/effect-context.ts) puts the copy on the stack through
 * runtime/copies.ts, the one place copies of spells are made (conspire's copies too).
 */
export default {};
