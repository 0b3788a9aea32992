/** "Did you mean" helpers shared by the scenario parser and validator. */

/** Edit distance (optimal string alignment: insertions, deletions, substitutions, adjacent swaps), case-insensitive. */
export function editDistance(a: string, b: string): number {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  if (s === t) return 0;
  const rows: number[][] = [Array.from({ length: t.length + 1 }, (_, index) => index)];
  for (let i = 1; i <= s.length; i++) {
    const row = [i];
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      row[j] = Math.min(rows[i - 1][j] + 1, row[j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) row[j] = Math.min(row[j], rows[i - 2][j - 2] + 1);
    }
    rows.push(row);
  }
  return rows[s.length][t.length];
}

/**
 * The closest candidate to `word`, if it is close enough to be a plausible misspelling: at most a third of
 * the word's length in edits (at least 1, at most 4). Ties go to the earlier candidate.
 */
export function closest(word: string, candidates: Iterable<string>): string | undefined {
  const limit = Math.min(4, Math.max(1, Math.floor(word.length / 3)));
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const distance = editDistance(word, candidate);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return bestDistance <= limit ? best : undefined;
}

export function quoteList(words: readonly string[]): string {
  return words.map((word) => `'${word}'`).join(", ");
}
