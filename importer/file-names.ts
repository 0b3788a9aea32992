/**
 * File names for imported cards: a readable slug of the card name, like the bundled cards'
 * (`Elspeth, Knight-Errant` → `elspeth-knight-errant.card`), unique in the import even on case-insensitive file
 * systems. Names are data from a download: anything outside [a-z0-9] becomes '-', so no name can reach outside
 * the output folder, hide as a dot file or form a device name.
 */
import { createHash } from "node:crypto";

const MAX_SLUG = 60;
/** Device names Windows reserves whatever the extension. */
const RESERVED = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/;

export function slugOf(name: string): string {
  const slug = name
    .replace(/[’']/g, "") // "Ancestor's Chosen" → ancestors-chosen
    .replace(/[Ææ]/g, "ae")
    .replace(/[Œœ]/g, "oe")
    .replace(/ß/g, "ss")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "") // accents, once split off their letters: "Lim-Dûl" → lim-dul
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, MAX_SLUG)
    .replace(/-+$/g, "");
  if (slug === "") return "card";
  return RESERVED.test(slug) ? `${slug}-card` : slug;
}

/**
 * A file name (`<slug>.card`) for each name. Names are visited in code-unit order; the first with a given slug
 * gets the plain slug and later ones a suffix from a hash of their name, so a card's file name depends only on
 * the set of names imported, never on the order of the input files.
 */
export function fileNamesFor(names: readonly string[]): Map<string, string> {
  const sorted = [...new Set(names)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const taken = new Set<string>();
  const result = new Map<string, string>();
  for (const name of sorted) {
    let slug = slugOf(name);
    if (taken.has(slug)) {
      const hashed = `${slug}-${createHash("sha256").update(name).digest("hex").slice(0, 8)}`;
      slug = hashed;
      for (let count = 2; taken.has(slug); count++) slug = `${hashed}-${count}`;
    }
    taken.add(slug);
    result.set(name, `${slug}.card`);
  }
  return result;
}
