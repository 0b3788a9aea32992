/**
 * The part of an MTGJSON set file (https://mtgjson.com, "Set" files: `{ "meta": …, "data": { "code", "name",
 * "cards": [ … ] } }`) the importer reads, and the reading of it from parsed JSON. Pure: the caller reads the file
 * and parses the JSON; this only checks its shape, so a file of another kind gets a message saying what it is
 * not, instead of a crash deep in the conversion.
 */

/** One card of a set file: only the fields the importer uses. Everything is optional in the data. */
export interface MtgjsonCard {
  name?: unknown;
  manaCost?: unknown;
  /** Today's Oracle type line, e.g. "Legendary Planeswalker — Ajani". */
  type?: unknown;
  /** The type line as printed, e.g. "Planeswalker - Ajani". */
  originalType?: unknown;
  /** Today's Oracle text (lines separated by "\n"). */
  text?: unknown;
  /** The text as printed. */
  originalText?: unknown;
  power?: unknown;
  toughness?: unknown;
  loyalty?: unknown;
  /** "normal", "split", "flip", "transform", "meld", "leveler", "saga", "adventure", … */
  layout?: unknown;
  number?: unknown;
}

export interface MtgjsonSet {
  /** The file it was read from (as the user named it). */
  file: string;
  /** The set code ("10E"), or the file name without extension when the file has none. */
  code: string;
  /** The set's name, or the code. */
  name: string;
  cards: MtgjsonCard[];
}

/**
 * The set in a parsed set file, or a message saying why the data is not one. Accepts the set file as MTGJSON
 * publishes it (`{ data: { cards } }`) and a bare set object (`{ cards }`).
 */
export function readSetFile(json: unknown, file: string): MtgjsonSet | { error: string } {
  const notASet = `'${file}' is not an MTGJSON set file: expected a JSON object with "data": { "cards": [ … ] } (download a set file such as https://mtgjson.com/api/v5/LRW.json)`;
  if (!isObject(json)) return { error: `${notASet}; it holds ${describe(json)}.` };
  const set = isObject(json.data) && !Array.isArray(json.data) ? json.data : json;
  if (!Array.isArray(set.cards)) {
    const hint = isObject(json.data) && !("cards" in json.data) && Object.values(json.data).some((value) => isObject(value) && Array.isArray(value.cards))
      ? " It looks like a file of several sets (AllPrintings); import the set files one by one."
      : "";
    return { error: `${notASet}; it has no "cards" list.${hint}` };
  }
  const fallbackCode = file.replace(/^.*[\\/]/, "").replace(/\.[^.]*$/, "") || file;
  const code = typeof set.code === "string" && set.code !== "" ? set.code : fallbackCode;
  const name = typeof set.name === "string" && set.name !== "" ? set.name : code;
  const cards = set.cards.map((card) => (isObject(card) ? (card as MtgjsonCard) : {}));
  return { file, code, name, cards };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  return `a ${typeof value}`;
}
