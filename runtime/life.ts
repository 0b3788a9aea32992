/**
 * Life totals (2007 rules 103.3: each player begins with 20; 420.5a: a player at 0 or less loses) and the engine's
 * bound on them. The rules set no limit, but past ±(2^53 − 1), the largest integers a number holds exactly,
 * arithmetic on a total is inexact (a Beacon of Immortality doubled again and again reached Infinity in a fuzz
 * game; a player who can't lose, under Platinum Angel, can go on losing life). Every change to a life total goes
 * through these two functions: a gain or loss that would pass the bound stops there.
 */
export const LIFE_BOUND = Number.MAX_SAFE_INTEGER;

/** A life total after gaining `amount` (≥ 0): at most LIFE_BOUND. */
export function lifeAfterGain(life: number, amount: number): number {
  return Math.min(life + amount, LIFE_BOUND);
}

/** A life total after losing `amount` (≥ 0): damage, life lost or paid, mana burn; at least −LIFE_BOUND. */
export function lifeAfterLoss(life: number, amount: number): number {
  return Math.max(life - amount, -LIFE_BOUND);
}
