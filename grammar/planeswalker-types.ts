/**
 * The planeswalker types known without a declaration: the glossary entry "Planeswalker Types" of the
 * Comprehensive Rules while rule 212.9 was in force (Lorwyn, October 2007, to the Magic 2010 rewrite, July 2009).
 *
 *   Lorwyn (2007):          Ajani, Chandra, Garruk, Jace, Liliana
 *   Shards of Alara (2008): Elspeth, Sarkhan, Tezzeret (and a second Ajani)
 *   Conflux (2009):         Bolas
 *
 * A set adds types with `declare planeswalker type X` (see docs/language.md); declarations apply to the whole set.
 */
export const KNOWN_PLANESWALKER_TYPES: readonly string[] = Object.freeze([
  "Ajani",
  "Bolas",
  "Chandra",
  "Elspeth",
  "Garruk",
  "Jace",
  "Liliana",
  "Sarkhan",
  "Tezzeret",
]);

/**
 * Edit distance with adjacent transpositions (optimal string alignment), case-insensitive.
 * Stops early once every cell of a row exceeds `limit`, so a long junk word costs O(limit · n), not O(n · m).
 */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  if (Math.abs(s.length - t.length) > limit) return limit + 1;
  let previousPrevious: number[] = [];
  let previous: number[] = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const current: number[] = [i];
    let rowMinimum = i;
    for (let j = 1; j <= t.length; j++) {
      const substitution = s[i - 1] === t[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + substitution);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        value = Math.min(value, previousPrevious[j - 2] + 1);
      }
      current.push(value);
      if (value < rowMinimum) rowMinimum = value;
    }
    if (rowMinimum > limit) return limit + 1;
    previousPrevious = previous;
    previous = current;
  }
  return previous[t.length];
}

/**
 * The closest candidates to `word`, best first: those within a distance that grows with the word's length
 * (1 for short words, up to 3), ties broken alphabetically so the answer is deterministic.
 */
export function closestNames(word: string, candidates: Iterable<string>, max = 3): string[] {
  const limit = word.length <= 4 ? 1 : word.length <= 7 ? 2 : 3;
  const scored: { name: string; distance: number }[] = [];
  for (const candidate of candidates) {
    const distance = editDistance(word, candidate, limit);
    if (distance <= limit) scored.push({ name: candidate, distance });
  }
  scored.sort((x, y) => x.distance - y.distance || (x.name < y.name ? -1 : x.name > y.name ? 1 : 0));
  return scored.slice(0, max).map((entry) => entry.name);
}
