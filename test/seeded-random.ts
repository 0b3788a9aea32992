/**
 * mulberry32: a small, fast, seedable generator for tests and benchmarks that mutate or edit text at random, so a
 * failure names a seed that reproduces it on every run and machine. (The engine's own shuffles use runtime/rng.ts,
 * whose state lives in the game state.)
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
