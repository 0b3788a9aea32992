import { createRequire } from "node:module";
import type * as Prettier from "prettier";
import { describe, expect, it } from "vitest";
import { NARROW, oneLineData, printData, printString, Ref, textWidth, type Data, type DataObject } from "../../compiler/data-printer.js";
import { stringLiteral } from "../../compiler/literals.js";
import { formatModule } from "../../compiler/format.js";
import { seededRandom } from "../seeded-random.js";

/** `const value: T = <data>;` printed by the data printer, and the same data on one line for prettier. */
function declaration(data: Data): { printed: string; oneLine: string } {
  const head = "const value: T = ";
  return { printed: `${head}${printData(data, 0, head.length, ";")};\n`, oneLine: `${head}${oneLineData(data)};\n` };
}

const KEYS = ["a", "id", "name", "text", "kind", "source", "targets", "abilities", "powerToughness", "effectsOnly", "x"];
const WORDS = ["Flying", "deals 3 damage to target creature", `Jace "the" Mind's`, "it's", 'say "hi"', "漢字の名前", "🐉", "a\u0301", "\\", "</script>", "\u2028", "tab\there"];

function randomData(random: () => number, depth: number): Data {
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)];
  const roll = random();
  if (depth > 3 || roll < 0.35) {
    const atom = random();
    if (atom < 0.45) return Array.from({ length: 1 + Math.floor(random() * 6) }, () => pick(WORDS)).join(" ");
    if (atom < 0.6) return Math.floor(random() * 200) - 100;
    if (atom < 0.7) return random() < 0.5;
    if (atom < 0.75) return null;
    return new Ref(`resolve_${Math.floor(random() * 0xffffffff).toString(16).padStart(8, "0")}`);
  }
  if (roll < 0.6) {
    // Arrays: sometimes a table of records (prettier always expands those).
    const length = Math.floor(random() * 5);
    if (random() < 0.3) return Array.from({ length }, () => randomObject(random, depth + 1, 2 + Math.floor(random() * 3)));
    return Array.from({ length }, () => randomData(random, depth + 1));
  }
  return randomObject(random, depth + 1, Math.floor(random() * 7));
}

function randomObject(random: () => number, depth: number, size: number): DataObject {
  const object: Record<string, Data | undefined> = {};
  for (let index = 0; index < size; index += 1) {
    const key = KEYS[Math.floor(random() * KEYS.length)];
    object[key] = random() < 0.1 ? undefined : randomData(random, depth);
  }
  return object;
}

describe("the data printer lays data out exactly as prettier does", () => {
  it("quotes strings as prettier does (double unless more double quotes than single) and keeps them exact", async () => {
    for (const value of [...WORDS, `"'"`, `''"`, "\u0000", "a\nb"]) {
      const literal = printString(value);
      expect(await formatModule(`x = ${literal};\n`)).toBe(`x = ${literal};\n`);
      expect(new Function(`return ${literal};`)()).toBe(value);
    }
  });

  it("quotes and escapes strings as prettier's own string utilities do, which it no longer loads for them", () => {
    const { util } = createRequire(import.meta.url)("prettier/standalone") as typeof Prettier;
    const random = seededRandom(20261203);
    const alphabet = ["a", " ", '"', "'", "\\", "\n", "\u0000", "\u001f", "<", ">", "\u2028", "\u2029", "—", "é", "漢", "\ud83d\udc09", "\ud800", "`", "$", "{"];
    for (let run = 0; run < 5000; run += 1) {
      const value = Array.from({ length: Math.floor(random() * 12) }, () => alphabet[Math.floor(random() * alphabet.length)]).join("");
      const content = stringLiteral(value).slice(1, -1);
      expect(printString(value), JSON.stringify(value)).toBe(util.makeString(content, util.getPreferredQuote(content, '"')));
      expect(new Function(`return ${printString(value)};`)()).toBe(value);
    }
  });

  it("measures text as prettier's getStringWidth does: every character of NARROW is one column, wherever it stands", () => {
    const { util } = createRequire(import.meta.url)("prettier/standalone") as typeof Prettier;
    const narrow: string[] = [];
    for (let code = 0x20; code <= 0xffff; code += 1) {
      const char = String.fromCharCode(code);
      if (!NARROW.test(char)) continue;
      narrow.push(char);
      expect(util.getStringWidth(char), code.toString(16)).toBe(1);
      expect(util.getStringWidth(`x${char}y`), code.toString(16)).toBe(3);
    }
    expect(narrow.length).toBeGreaterThan(500);
    const random = seededRandom(20261204);
    // Beside NARROW's characters: wide, combining and emoji ones, and those just outside its ranges.
    const others = ["漢", "\u0300", "\u0301", "\u0250", "\u200b", "\u2028", "\u202e", "\u205f", "\u2060", "\u2213", "\ud83d\udc09", "\ufe0f", "\u200d", "\u20e3", "\u00a9"];
    for (let run = 0; run < 5000; run += 1) {
      const pool = run % 2 === 0 ? narrow : [...narrow.slice(0, 50), ...others];
      const text = Array.from({ length: 1 + Math.floor(random() * 10) }, () => pool[Math.floor(random() * pool.length)]).join("");
      expect(textWidth(text), JSON.stringify(text)).toBe(util.getStringWidth(text));
    }
  });

  it("moves a long string, reference or null after a long key to the next line, and never a number", async () => {
    const long = "x".repeat(70);
    const deep = (value: Data): Data => ({ abilities: [{ powerToughness: value, text: value, other: 1 }] });
    for (const value of [long, new Ref(`resolve_${long}`), null, 12345678, true]) {
      const nested: Data = { a: { b: { c: { d: { e: { f: { g: { h: { i: { j: { k: { effectsOnly: value } } } } } } } } } } } };
      for (const data of [deep(value), nested, { effectsOnly: value, kind: long }]) {
        const { printed, oneLine: flat } = declaration(data);
        expect(await formatModule(printed)).toBe(printed);
        expect(await formatModule(flat)).toBe(printed);
      }
    }
  });

  it("on 400 random data trees: prettier leaves the printed text unchanged, and lays the one-line form out the same", async () => {
    const random = seededRandom(20261201);
    for (let run = 0; run < 400; run += 1) {
      const data = randomObject(random, 0, 1 + Math.floor(random() * 8));
      const { printed, oneLine: flat } = declaration(data);
      expect(await formatModule(printed), `run ${run}`).toBe(printed);
      expect(await formatModule(flat), `run ${run}`).toBe(printed);
    }
  });
});
