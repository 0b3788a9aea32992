/**
 * The delayed family's runtime: none of its own. `ctx.delay` is the effect context's (runtime/effect-context.ts),
 * since it records what the creating spell or ability refers to (its targets and event), and the delayed
 * triggers themselves are the engine's (runtime/delayed.ts).
 */
export default {};
