/**
 * What prettier (format.ts) and type erasure (emit-js.ts) made of each code statement, by the statement's
 * *shape*, kept in the output folder for the next builds (`.cardscript-cache.statements`): a one-card rebuild
 * from the command line then usually loads neither prettier nor TypeScript.
 *
 * A shape is a statement's text with its integer literals and the generator's hashed function names
 * (`resolve_<10 hex digits>[_<n>]`, codegen.ts) taken out as *slots*, each slot keeping its kind and width. Two
 * statements of one shape differ only in slots of equal width, and both prettier's layout and type erasure
 * depend on such a token only through its kind and width (a number is printed as written when it is a plain
 * integer; an identifier as written), so the output of one, with its slots replaced by the other's values in
 * order, is the output of the other. "deals 2 damage" and "deals 3 damage" are one shape; "9" and "10" are not.
 * A statement holding what this reading could misjudge (a template literal, a `/` outside comments, which may be
 * a regular expression, a NUL) has no shape: it is kept under its exact text only. An output whose slots do not
 * come back in the same order with the same values is also kept under its exact text only.
 *
 * The file is a cache like the build cache (cache.ts): read as untrusted input, never required. A header line
 * names the compiler version (another version's file is not used: the formatting may differ), then one JSON
 * line per entry with a checksum of its fields; a line that does not parse or check (a torn append) is skipped,
 * and a missing entry only means prettier runs. New entries are appended after a build succeeds.
 */
import { randomUUID } from "node:crypto";
import { appendFileSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { contentHash } from "./cache.js";

export const STATEMENTS_FILE = ".cardscript-cache.statements";

const FORMAT = 1;
/** The slot marker in stored templates (a statement holding a NUL has no shape, so none is ambiguous). */
const SLOT = "\u0000";
/** Beyond this many entries, the file is written again holding only the entries of the latest build. */
const MAX_ENTRIES = 100_000;

/** A statement's formatted TypeScript, and its JavaScript when it was asked for. */
export interface StatementOutput {
  ts: string;
  js?: string;
}

/** A stored entry: the key (`=` + exact text, or `~` + shape) and the templates (slots as NUL characters). */
export type StoredStatement = [key: string, ts: string, js: string | null];

interface Shape {
  key: string;
  slots: string[];
  /** Where each slot is in the text: [start, end). */
  spans: [number, number][];
}

const HASHED_NAME = /^[a-z][A-Za-z]*_[0-9a-f]{10}(?:_[0-9]+)?$/;
const INTEGER = /^(?:0|[1-9][0-9]*)$/;
const IDENTIFIER_START = /[A-Za-z_$]/;
const IDENTIFIER_PART = /[\w$]/;

/** The slots of `text`, or undefined when it has no shape (see the file comment). */
function scan(text: string): { slots: string[]; spans: [number, number][] } | undefined {
  const slots: string[] = [];
  const spans: [number, number][] = [];
  let at = 0;
  while (at < text.length) {
    const char = text[at];
    if (char === "\u0000" || char === "`") return undefined;
    if (char === "/") {
      if (text[at + 1] === "/") {
        const end = text.indexOf("\n", at);
        at = end < 0 ? text.length : end;
        continue;
      }
      if (text[at + 1] === "*") {
        const end = text.indexOf("*/", at + 2);
        if (end < 0) return undefined;
        at = end + 2;
        continue;
      }
      return undefined;
    }
    if (char === '"' || char === "'") {
      let end = at + 1;
      while (end < text.length && text[end] !== char) {
        if (text[end] === "\n") return undefined;
        end += text[end] === "\\" ? 2 : 1;
      }
      if (end >= text.length) return undefined;
      at = end + 1;
      continue;
    }
    if (IDENTIFIER_START.test(char) || (char >= "0" && char <= "9")) {
      let end = at + 1;
      const number = char >= "0" && char <= "9";
      // A number's token runs over letters and dots too (`1.5`, `0x1f`, `1e3`, `2n`), so that only a plain integer is a slot.
      while (end < text.length && (IDENTIFIER_PART.test(text[end]) || (number && text[end] === "."))) end++;
      const token = text.slice(at, end);
      if (number ? INTEGER.test(token) && text[at - 1] !== "." : HASHED_NAME.test(token)) {
        slots.push(token);
        spans.push([at, end]);
      }
      at = end;
      continue;
    }
    at++;
  }
  return { slots, spans };
}

function shapeOf(text: string): Shape | undefined {
  const scanned = scan(text);
  if (!scanned) return undefined;
  let key = "";
  let at = 0;
  for (const [index, [start, end]] of scanned.spans.entries()) {
    const slot = scanned.slots[index];
    key += `${text.slice(at, start)}${SLOT}${slot[0] >= "0" && slot[0] <= "9" ? "n" : "i"}${end - start}${SLOT}`;
    at = end;
  }
  return { key: key + text.slice(at), ...scanned };
}

/** `output` with the slots of `slots` (in order) taken out, or undefined if they are not there in that order. */
function templateOf(output: string, slots: readonly string[]): string | undefined {
  const scanned = scan(output);
  if (!scanned || scanned.slots.length !== slots.length || scanned.slots.some((slot, index) => slot !== slots[index])) return undefined;
  let template = "";
  let at = 0;
  for (const [start, end] of scanned.spans) {
    template += `${output.slice(at, start)}${SLOT}`;
    at = end;
  }
  return template + output.slice(at);
}

function instantiate(template: string, slots: readonly string[]): string | undefined {
  const parts = template.split(SLOT);
  if (parts.length !== slots.length + 1) return undefined;
  let text = parts[0];
  for (let index = 0; index < slots.length; index++) text += slots[index] + parts[index + 1];
  return text;
}

function checksum(entry: StoredStatement): string {
  return contentHash(JSON.stringify(entry)).slice(0, 16);
}

export class StatementStore {
  private readonly entries = new Map<string, { ts: string; js: string | null }>();
  /** Entries learned and not yet taken (generate.ts `runJobs` takes those of each call, for `save`). */
  readonly learned: StoredStatement[] = [];

  constructor(readonly compilerVersion: string) {}

  /** What the store knows of `text`: by exact text, else by shape. */
  lookup(text: string): StatementOutput | undefined {
    const exact = this.entries.get(`=${text}`);
    if (exact) return { ts: exact.ts, js: exact.js ?? undefined };
    const shape = shapeOf(text);
    if (!shape) return undefined;
    const known = this.entries.get(`~${shape.key}`);
    if (!known) return undefined;
    const ts = instantiate(known.ts, shape.slots);
    if (ts === undefined) return undefined;
    const js = known.js === null ? undefined : instantiate(known.js, shape.slots);
    return { ts, js };
  }

  /** Records what `text` formats (`ts`) and erases (`js`) to: by shape when both keep its slots, else by text. */
  learn(text: string, output: StatementOutput): void {
    const shape = shapeOf(text);
    const ts = shape && templateOf(output.ts, shape.slots);
    const js = shape && output.js !== undefined ? templateOf(output.js, shape.slots) : undefined;
    const entry: StoredStatement =
      shape && ts !== undefined && (output.js === undefined || js !== undefined) ? [`~${shape.key}`, ts, js ?? null] : [`=${text}`, output.ts, output.js ?? null];
    const before = this.entries.get(entry[0]);
    if (before && before.ts === entry[1] && (before.js === entry[2] || entry[2] === null)) return;
    this.add(entry);
    this.learned.push(entry);
  }

  /** Takes entries learned elsewhere (worker threads); returns those that were new here. */
  adopt(entries: readonly StoredStatement[]): StoredStatement[] {
    const fresh: StoredStatement[] = [];
    for (const entry of entries) {
      const before = this.entries.get(entry[0]);
      if (before && before.ts === entry[1] && (before.js === entry[2] || entry[2] === null)) continue;
      this.add(entry);
      fresh.push(entry);
    }
    return fresh;
  }

  add(entry: StoredStatement): void {
    this.entries.set(entry[0], { ts: entry[1], js: entry[2] });
  }

  get size(): number {
    return this.entries.size;
  }

  /** The store of the output folder `outDir` (empty when there is none, or none of this compiler version). */
  static load(outDir: string, compilerVersion: string): StatementStore {
    const store = new StatementStore(compilerVersion);
    let text: string;
    try {
      text = readFileSync(path.join(outDir, STATEMENTS_FILE), "utf8");
    } catch {
      return store;
    }
    const lines = text.split("\n");
    try {
      const header = JSON.parse(lines[0]) as { format?: unknown; compilerVersion?: unknown };
      if (header?.format !== FORMAT || header.compilerVersion !== compilerVersion) return store;
    } catch {
      return store;
    }
    store.fileEntries = 0;
    for (const line of lines.slice(1)) {
      if (line === "") continue;
      try {
        const [entry, sum] = JSON.parse(line) as [StoredStatement, string];
        const valid =
          Array.isArray(entry) && entry.length === 3 && typeof entry[0] === "string" && /^[=~]/.test(entry[0]) && typeof entry[1] === "string" && (entry[2] === null || typeof entry[2] === "string");
        if (valid && sum === checksum(entry)) {
          store.add(entry);
          store.fileEntries += 1;
        }
      } catch {
        // A torn or altered line: that entry is formatted again when needed.
      }
    }
    return store;
  }

  /** Entries in the file this store was loaded from (undefined: no usable file). */
  private fileEntries: number | undefined;

  /**
   * Appends what was learned to the file of `outDir` (or writes a new file, by a rename, when there is none of
   * this compiler version or it grew too large). After a build succeeded: an entry only ever speeds builds up.
   */
  save(outDir: string, learned: readonly StoredStatement[]): void {
    if (learned.length === 0) return;
    const file = path.join(outDir, STATEMENTS_FILE);
    const lines = learned.map((entry) => `${JSON.stringify([entry, checksum(entry)])}\n`).join("");
    if (this.fileEntries !== undefined && this.fileEntries + learned.length <= MAX_ENTRIES) {
      appendFileSync(file, lines);
      this.fileEntries += learned.length;
      return;
    }
    // Named as output-folder.ts names temporary files, so that one a killed build leaves is removed by the next.
    const temporary = `${file}.cardscript-${process.pid}-${randomUUID().slice(0, 8)}.tmp`;
    try {
      writeFileSync(temporary, `${JSON.stringify({ format: FORMAT, compilerVersion: this.compilerVersion })}\n${lines}`);
      renameSync(temporary, file);
      this.fileEntries = learned.length;
    } catch (error) {
      rmSync(temporary, { force: true });
      throw error;
    }
  }
}
