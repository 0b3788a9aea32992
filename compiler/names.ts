/**
 * Module file names for cards: a readable slug of the card name, unique in the set even on case-insensitive
 * file systems. Card names are user input: anything outside [a-z0-9] becomes '-', so no name can reach outside
 * the output folder or form a special name.
 */
import { createHash } from "node:crypto";

/** The set index and the runtime type re-export, at the top of the output folder (set-index.ts writes them). */
export const INDEX_FILE = "index.ts";
export const RUNTIME_FILE = "runtime.ts";

const MAX_SLUG = 60;

export function slugOf(name: string): string {
  const slug = name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, MAX_SLUG)
    .replace(/-+$/g, "");
  return slug === "" ? "card" : slug;
}

export function shortHash(text: string): string {
  return createHash("sha256").update(text).digest("hex").slice(0, 10);
}

/**
 * Module paths (relative to the output folder, e.g. `cards/jace-beleren.ts`) for every card name of a set.
 * Names are visited in code-unit order; the first name with a given slug gets the plain slug, later ones a hash
 * suffix — so the result depends only on the set of names, never on file order.
 */
export function modulePaths(names: Iterable<string>): Map<string, string> {
  const sorted = [...new Set(names)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const taken = new Set<string>();
  const result = new Map<string, string>();
  for (const name of sorted) {
    let slug = slugOf(name);
    if (taken.has(slug)) slug = `${slug}-${shortHash(name)}`;
    taken.add(slug);
    result.set(name, `cards/${slug}.ts`);
  }
  return result;
}
