import { execFileSync } from "node:child_process";
import { mkdirSync, unlinkSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { expandInputs, firstInvalidUtf8, InputFileError, readCardFile } from "../../compiler/inputs.js";
import { seededRandom } from "../seeded-random.js";
import { temporaryFolder } from "./helpers.js";

const folder = temporaryFolder("inputs");
afterAll(() => folder.cleanup());

describe("expandInputs", () => {
  it("lists a folder's files in code-unit order of their paths, subfolders included, whatever order the disk gives", async () => {
    const root = path.join(folder.dir, "set");
    const relative = ["a-b.card", "a/z.card", "a/b/c.card", "a.card", "B.card", "a0.card", "ä.card", "a/-.card", "deep/er/est.card"];
    for (const file of relative) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), "");
    }
    const expected = relative.map((file) => path.join(root, file)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    expect((await expandInputs([root], [".card"])).files).toEqual(expected);
    expect((await expandInputs([`${root}${path.sep}`], [".card"])).files).toEqual(expected);
    // Relative inputs give the paths path.join would give (no "./" added, trailing separators dropped).
    const relativeRoot = path.relative(process.cwd(), root);
    const joined = relative.map((file) => path.join(relativeRoot, file)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    for (const input of [relativeRoot, `.${path.sep}${relativeRoot}`, `${relativeRoot}${path.sep}`]) {
      expect((await expandInputs([input], [".card"])).files).toEqual(joined);
    }
    // Several inputs, overlapping: one sorted list without duplicates.
    expect((await expandInputs([path.join(root, "a"), root, path.join(root, "B.card")], [".card"])).files).toEqual(expected);
    // One folder without subfolders (its list is taken in the listing's name order, not sorted again).
    const flat = path.join(folder.dir, "flat");
    const names = ["b.card", "ä.card", "a.card", "B.card", "a-b.card", "a0.card", "notes.txt"];
    mkdirSync(flat);
    for (const name of names) writeFileSync(path.join(flat, name), "");
    const flatExpected = names.filter((name) => name.endsWith(".card")).map((name) => path.join(flat, name)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    expect((await expandInputs([flat], [".card"])).files).toEqual(flatExpected);
  });

  it("sees files added and removed after a listing it remembers (entries change the folder's mtime)", async () => {
    const root = path.join(folder.dir, "remembered");
    mkdirSync(root);
    writeFileSync(path.join(root, "a.card"), "");
    const anHourAgo = new Date(Date.now() - 3_600_000);
    utimesSync(root, anHourAgo, anHourAgo); // long unchanged: its listing is remembered and trusted
    expect((await expandInputs([root], [".card"])).files).toEqual([path.join(root, "a.card")]);
    expect((await expandInputs([root], [".card"])).files).toEqual([path.join(root, "a.card")]);
    writeFileSync(path.join(root, "b.card"), "");
    expect((await expandInputs([root], [".card"])).files).toEqual([path.join(root, "a.card"), path.join(root, "b.card")]);
    unlinkSync(path.join(root, "a.card"));
    expect((await expandInputs([root], [".card"])).files).toEqual([path.join(root, "b.card")]);
  });
});

describe("readCardFile: card files are read strictly", () => {
  it("refuses a pipe at once (it never waits for a writer), a folder, and a file over the size limit", () => {
    const fifo = path.join(folder.dir, "pipe.card");
    execFileSync("mkfifo", [fifo]);
    expect(() => readCardFile(fifo)).toThrow(new InputFileError(`'${fifo}' is not a regular file (a pipe); give a file, or a folder that holds them.`));
    const large = path.join(folder.dir, "large.card");
    writeFileSync(large, "x".repeat(2048));
    expect(() => readCardFile(large, "large.card", 1024)).toThrow("'large.card' is 2 KB, more than the 1 KB a file may have (is it really a card file?); split its cards into several files.");
    expect(readCardFile(large, "large.card", 4096).text).toHaveLength(2048);
  });

  it("keeps a byte-order mark, and reports bytes that are not UTF-8 at their line and column (CS1000) instead of replacing them", () => {
    const file = path.join(folder.dir, "bom.card");
    writeFileSync(file, "\uFEFFcard \"A\"\n");
    expect(readCardFile(file)).toEqual({ text: "\uFEFFcard \"A\"\n", diagnostics: [] });
    const latin1 = path.join(folder.dir, "latin1.card");
    writeFileSync(latin1, Buffer.from('card "Séance"\n  type Enchantment — Déjà\n', "latin1"));
    const { diagnostics } = readCardFile(latin1, "latin1.card");
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ file: "latin1.card", code: "CS1000", severity: "error", range: { start: { line: 1, column: 8, offset: 7 } } });
    expect(diagnostics[0].message).toContain("the byte 0xE9");
  });

  it("finds the first bad byte exactly where a strict decoder fails (random byte strings, seeded)", () => {
    const random = seededRandom(20);
    const strict = new TextDecoder("utf-8", { fatal: true });
    const pieces = [[0x41], [0xc3, 0xa9], [0xe2, 0x80, 0x94], [0xf0, 0x9f, 0x82, 0xa1], [0xed, 0xa0, 0x80], [0xc0, 0xaf], [0xf4, 0x90, 0x80, 0x80], [0x80], [0xe2, 0x80], [0xff]];
    for (let round = 0; round < 500; round++) {
      const bytes = Uint8Array.from(Array.from({ length: 1 + Math.floor(random() * 8) }, () => pieces[Math.floor(random() * pieces.length)]).flat());
      const at = firstInvalidUtf8(bytes);
      // Everything before the reported byte decodes; from it on, the decoder fails (or nothing was wrong at all).
      expect(() => strict.decode(bytes.subarray(0, at))).not.toThrow();
      if (at === bytes.length) expect(() => strict.decode(bytes)).not.toThrow();
      else expect(() => strict.decode(bytes.subarray(0, Math.min(bytes.length, at + 4)))).toThrow();
    }
  });
});
