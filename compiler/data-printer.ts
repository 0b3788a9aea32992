/**
 * The data printer: plain data (the card definition object literals: strings, numbers, booleans, null, arrays,
 * objects, and references to generated declarations) printed directly in the layout prettier gives it, so that
 * only *code* needs prettier (format.ts), and a module's data is never parsed and re-printed.
 *
 * The layout is prettier's (printWidth 100, tabWidth 2, trailing commas, double quotes) for this subset of
 * JavaScript, which is small enough to state completely:
 * - A value is printed flat (`{ a: 1, b: ["x"] }`, `[]`, `{}`) when it fits: the column where it starts, its
 *   width and the character that follows it on the line (`,` or `;`) stay within printWidth. Otherwise an
 *   object or array is expanded, one property or element per line, each laid out again at its own column
 *   (outer groups break first, as in prettier's printer), with a trailing comma.
 * - An array of more than one element whose elements are all objects (or all arrays) with more than one entry
 *   is always expanded, and so is everything that contains it (prettier's rule for tables of records).
 * - A property whose key is at least tabWidth + 3 wide and whose value is a string, a reference or null moves
 *   the value to the next line (indented) when `key: value,` does not fit; shorter keys, numbers and booleans
 *   never break after the colon; objects and arrays break inside instead.
 * - Strings use prettier's quote choice (its `getPreferredQuote`: double unless the text holds more double than
 *   single quotes) and escaping (its `makeString`), both written out below, and widths are measured as prettier's
 *   `util.getStringWidth` measures them (wide and combining characters).
 * Objects are printed expanded only when they do not fit, and prettier keeps an object expanded when its first
 * property starts on a new line, so prettier leaves the output exactly as it is; tests check both that
 * (`format(module) === module`) and that prettier, given the same data on one line, lays it out the same way.
 */
import { createRequire } from "node:module";
import type * as Prettier from "prettier";
import { stringLiteral } from "./literals.js";

/**
 * prettier's string utilities, from its standalone entry (`prettier/standalone`: the same `util` as the main
 * entry's, built from the same sources of the same installed version), and only for the width of a text that
 * holds characters other than those of NARROW. Not from the main CommonJS entry (`require("prettier")`): that one
 * starts an import of the whole of prettier's ES module entry as it loads (~0.1 s of CPU before the process can
 * exit), which a one-card rebuild of a card with an em dash ("Planeswalker — Ajani") paid without formatting
 * anything. Loading even the standalone entry costs ~10–20 ms of CPU, which a one-card rebuild paid for any card
 * whose text holds a quote or a dash: hence the quoting and the usual widths are worked out here.
 */
let prettierUtil: typeof Prettier.util | undefined;
function util(): typeof Prettier.util {
  return (prettierUtil ??= (createRequire(import.meta.url)("prettier/standalone") as typeof Prettier).util);
}

export const PRINT_WIDTH = 100;
const TAB_WIDTH = 2;

import { Ref, type Data, type DataObject } from "./data.js";

export { Ref, type Data, type DataObject } from "./data.js";

/** Strings JSON.stringify writes as `"<value>"`, and prettier keeps in double quotes, with nothing to escape. */
const PLAIN_STRING = /^[^"'\\\u0000-\u001f<>\u2028\u2029\ud800-\udfff]*$/;

/** The text of a string literal as prettier prints it: prettier's quote choice over the escaped literal. */
export function printString(value: string): string {
  if (PLAIN_STRING.test(value)) return `"${value}"`;
  // stringLiteral escapes for safety (literals.ts); prettier then only re-quotes it and drops escapes of the
  // quote it no longer needs.
  const content = stringLiteral(value).slice(1, -1);
  return makeString(content, preferredQuote(content));
}

/**
 * prettier 3's `util.getPreferredQuote(text, '"')` (src/utilities/get-preferred-quote.js): double quotes unless
 * the text holds more double quotes than single ones. The test compares it with prettier's.
 */
function preferredQuote(text: string): '"' | "'" {
  let double = 0;
  let single = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === 34) double++;
    else if (code === 39) single++;
  }
  return double > single ? "'" : '"';
}

/**
 * prettier 3's `util.makeString(text, quote)` (src/utilities/make-string.js, without its third argument, as the
 * util calls it): `text` (the inside of a literal, its escapes kept) between `quote`s, the enclosing quote
 * escaped and escapes of the other quote dropped. The test compares it with prettier's.
 */
function makeString(rawText: string, enclosingQuote: '"' | "'"): string {
  const otherQuote = enclosingQuote === '"' ? "'" : '"';
  const raw = rawText.replace(/\\(.)|(["'])/gs, (_match, escaped: string | undefined, quote: string | undefined) => {
    if (escaped === otherQuote) return escaped;
    if (quote === enclosingQuote) return `\\${quote}`;
    if (quote) return quote;
    return `\\${escaped}`;
  });
  return enclosingQuote + raw + enclosingQuote;
}

/**
 * `value` laid out for a line that starts at `indent` spaces, the value itself starting at `column`, and
 * followed on its last line by `suffix` (e.g. `;` after a declaration). Continuation lines carry their full
 * indentation.
 */
export function printData(value: Data, indent: number, column: number, suffix = ""): string {
  return new Layout().layout(value, indent, column, textWidth(suffix));
}

/**
 * `value` on one line, never expanded, whatever its width: a key for comparing data, and what tests give prettier
 * to lay out from scratch.
 */
export function oneLineData(value: Data): string {
  if (value === null || typeof value !== "object" || value instanceof Ref) return flatAtom(value);
  if (isArray(value)) return `[${value.map(oneLineData).join(", ")}]`;
  const parts: string[] = [];
  for (const key of Object.keys(value)) {
    const property = value[key];
    if (property !== undefined) parts.push(`${key}: ${oneLineData(property)}`);
  }
  return parts.length === 0 ? "{}" : `{ ${parts.join(", ")} }`;
}

function flatAtom(value: string | number | boolean | null | Ref): string {
  if (value === null) return "null";
  if (value instanceof Ref) return value.code;
  return typeof value === "string" ? printString(value) : String(value);
}

/** Wider than any line: the value never fits flat (or must always be expanded). */
const TOO_WIDE = Number.POSITIVE_INFINITY;

/**
 * One layout. The flat width of each array and object is computed once (the layout asks again level by level),
 * and stops counting past the print width: a value wider than that can only be expanded. Flat texts are built
 * only for the values printed flat.
 */
class Layout {
  private readonly widths = new Map<object, number>();

  /** The flat width of `value`, or TOO_WIDE. Atoms are measured exactly (they are printed flat whatever their width). */
  private width(value: Data): number {
    if (value === null || typeof value !== "object" || value instanceof Ref) return textWidth(flatAtom(value));
    const known = this.widths.get(value);
    if (known !== undefined) return known;
    let total: number;
    if (isArray(value)) {
      if (value.length === 0) total = 2;
      else if (alwaysExpanded(value)) total = TOO_WIDE;
      else {
        total = 2 + 2 * (value.length - 1);
        for (const element of value) {
          total += this.width(element);
          if (total > PRINT_WIDTH) break;
        }
      }
    } else {
      total = 0;
      let count = 0;
      for (const key of Object.keys(value)) {
        const property = value[key];
        if (property === undefined) continue;
        count += 1;
        // Keys are identifiers (ASCII): their width is their length.
        total += key.length + 2 + this.width(property);
        if (total > PRINT_WIDTH) break;
      }
      total = count === 0 ? 2 : total + 4 + 2 * (count - 1);
    }
    if (total > PRINT_WIDTH) total = TOO_WIDE;
    this.widths.set(value, total);
    return total;
  }

  /** The flat text of a value whose width is not TOO_WIDE. */
  private flatText(value: Data): string {
    if (value === null || typeof value !== "object" || value instanceof Ref) return flatAtom(value);
    if (isArray(value)) return value.length === 0 ? "[]" : `[${value.map((element) => this.flatText(element)).join(", ")}]`;
    const parts: string[] = [];
    for (const key of Object.keys(value)) {
      const property = value[key];
      if (property !== undefined) parts.push(`${key}: ${this.flatText(property)}`);
    }
    return parts.length === 0 ? "{}" : `{ ${parts.join(", ")} }`;
  }

  layout(value: Data, indent: number, column: number, suffixWidth: number): string {
    const flatWidth = this.width(value);
    if (!isExpandable(value) || column + flatWidth + suffixWidth <= PRINT_WIDTH) return this.flatText(value);
    const inner = indent + TAB_WIDTH;
    const pad = " ".repeat(inner);
    if (isArray(value)) {
      const lines = value.map((element) => `${pad}${this.layout(element, inner, inner, 1)},\n`);
      return `[\n${lines.join("")}${" ".repeat(indent)}]`;
    }
    const object = value as DataObject;
    const lines: string[] = [];
    for (const key of Object.keys(object)) {
      const property = object[key];
      if (property === undefined) continue;
      lines.push(`${pad}${this.property(key, property, inner)},\n`);
    }
    return `{\n${lines.join("")}${" ".repeat(indent)}}`;
  }

  /** `key: value` on a line indented by `indent` (the comma that follows is the caller's). */
  private property(key: string, value: Data, indent: number): string {
    const head = `${key}: `;
    if (breaksAfterColon(key, value)) {
      const flat = this.flatText(value);
      if (indent + head.length + textWidth(flat) + 1 > PRINT_WIDTH) return `${key}:\n${" ".repeat(indent + TAB_WIDTH)}${flat}`;
      return `${head}${flat}`;
    }
    return `${head}${this.layout(value, indent, indent + head.length, 1)}`;
  }
}

/**
 * prettier's assignment layouts for a property, restricted to our values: "break-after-operator" for a string
 * after a key that is not short, "fluid" for a reference or null (which, for a value that cannot break, comes to
 * the same), "never-break-after-operator" after a short key or for a number or boolean.
 */
function breaksAfterColon(key: string, value: Data): boolean {
  const shortKey = textWidth(key) < TAB_WIDTH + 3;
  return !shortKey && (typeof value === "string" || value === null || value instanceof Ref);
}

/** prettier's rule: more than one element, all objects (or all arrays) with more than one entry each. */
function alwaysExpanded(array: readonly Data[]): boolean {
  if (array.length < 2) return false;
  const first = array[0];
  const kind = isArray(first) ? "array" : isObject(first) ? "object" : undefined;
  if (kind === undefined) return false;
  return array.every((element) =>
    kind === "array" ? isArray(element) && element.length > 1 : isObject(element) && definedKeys(element) > 1,
  );
}

function definedKeys(object: DataObject): number {
  let count = 0;
  for (const key of Object.keys(object)) if (object[key] !== undefined) count += 1;
  return count;
}

function isArray(value: Data): value is readonly Data[] {
  return Array.isArray(value);
}

function isObject(value: Data): value is DataObject {
  return typeof value === "object" && value !== null && !(value instanceof Ref) && !Array.isArray(value);
}

/** A non-empty array or object (`[]` and `{}` stay flat whatever the width). */
function isExpandable(value: Data): boolean {
  return isArray(value) ? value.length > 0 : isObject(value) && definedKeys(value) > 0;
}

/** Printable ASCII: one column per character (prettier's own fast path, without its regular expression). */
const ASCII = /^[\x20-\x7e]*$/;

/**
 * Printable ASCII and the characters of card text beyond it that prettier's `getStringWidth` counts as one
 * column each, wherever they stand (none is wide, combining or part of an emoji sequence): Latin-1's and Latin
 * Extended-A and B's letters and signs (Æ, é, ½), General Punctuation's dashes, quotes, bullets and primes
 * (U+2010–U+2027, U+2030–U+205E: not the line and paragraph separators, nor the bidirectional controls), and the
 * minus sign (U+2212, planeswalkers' "−1"). The test checks every one of them against prettier.
 */
export const NARROW = /^[\x20-\x7e\u00a0-\u024f\u2010-\u2027\u2030-\u205e\u2212]*$/;

/** The columns `text` takes, as prettier counts them (`util.getStringWidth`). */
export function textWidth(text: string): number {
  return ASCII.test(text) || NARROW.test(text) ? text.length : util().getStringWidth(text);
}
