/**
 * Structural functions over AST values (plain data: objects, arrays, strings, numbers, booleans). They replace
 * comparing or searching the JSON text of nodes, which depends on key order and allocates the whole text.
 */

/** Whether two AST values are equal field by field (same keys with equal values, arrays element by element). */
/**
 * Fields that record only how a card wrote its words (`ObjectFilter.zoneWords`, `controllerWords`, `colorWords` and `typeListWords`, `Effects.phrasing`, where a damage sentence's "equal to …" stands: `DealDamage.equalTo`, an object set's "each"/"all": `quantifier`, a shuffle of your library written "shuffle" alone: `Shuffle.unnamedLibrary`, "draws an additional card": `Draw.additionalWords`, tokens put "into play under your control": `CreateTokens.underYourControlWords`, "gets an additional +2/+2": `Modify.additionalWords`, "each get": `Modify.eachWords`, a hand choice in one sentence: `HandChoice.choice.commasWritten`, "if {G} was spent to play it": `itWords`, "creature you control in play": `ObjectFilter.inPlayWords`, a search written "…, put it into play, then shuffle your library": `Search.commaList`, objects named again in full rather than "those creatures": `restated`, a target named again "the creature": `theWords`): the printer
 * reads them so that a card prints back its own text; the checks, the compiler and the rules never do. Two trees
 * that differ only in these (and in ranges) mean the same, e.g. a card's 2007 and current wordings.
 */
export const WRITTEN_FORM_FIELDS: ReadonlySet<string> = new Set(["zoneWords", "controllerWords", "colorWords", "typeListWords", "phrasing", "equalTo", "quantifier", "unnamedLibrary", "additionalWords", "underYourControlWords", "colorsAfterWords", "durationWritten", "subtypeListWords", "inPlayWords", "shuffleAfterComma", "commaList", "restated", "itWords", "eachWords", "commasWritten", "theWords"]);

export function sameNode(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object") return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameNode(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  let count = 0;
  for (const key in left) {
    if (left[key] === undefined) continue;
    count++;
    if (!sameNode(left[key], right[key])) return false;
  }
  for (const key in right) if (right[key] !== undefined) count--;
  return count === 0;
}

/** Whether `value` is `target` or holds it anywhere inside (by identity). */
export function containsNode(value: unknown, target: object): boolean {
  if (value === target) return true;
  if (value === null || typeof value !== "object") return false;
  if (Array.isArray(value)) return value.some((item) => containsNode(item, target));
  const record = value as Record<string, unknown>;
  for (const key in record) if (containsNode(record[key], target)) return true;
  return false;
}
