/**
 * Seeded, deterministic randomness (library shuffles, 2007 rule 103.1). The generator's whole state is one
 * 32-bit integer kept in GameState.rng, so a snapshot carries it and a restored game shuffles identically.
 * Algorithm: mulberry32.
 */
import type { GameState } from "./state.js";

export function seedState(seed: number): number {
  return (Math.floor(seed) ^ 0x9e3779b9) >>> 0;
}

/** A float in [0, 1), advancing the state. */
export function nextRandom(s: GameState): number {
  let t = (s.rng = (s.rng + 0x6d2b79f5) >>> 0);
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** A shuffled copy (the same random draws as shuffling the list in place). Zone lists are never changed in place. */
export function shuffled<T>(s: GameState, items: readonly T[]): T[] {
  const copy = items.slice();
  shuffleInPlace(s, copy);
  return copy;
}

/** Fisher–Yates, in place. */
export function shuffleInPlace<T>(s: GameState, items: T[]): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(nextRandom(s) * (i + 1));
    const tmp = items[i];
    items[i] = items[j];
    items[j] = tmp;
  }
}
