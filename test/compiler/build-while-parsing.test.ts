/**
 * A fresh output is generated while the set is parsed (build.ts `Speculation`): each parsed part goes to the worker
 * threads under the module path its card will have unless another card's name gives the same file name. Checked
 * here: the output is byte for byte what a build that generates after parsing writes, also when cards' names
 * collide in a file name and the card parsed later takes the plain name; a set with an error still writes
 * nothing, whether the error is found early or late; validation leaves the trees it is given as they were (so
 * what was generated before it holds).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { cardFilesOf, setsFolders, syntheticCards } from "../../bench/synthetic-cards.js";
import { build } from "../../compiler/index.js";
import { parseCardFile, validateCardSet } from "../../grammar/index.js";
import { temporaryFolder } from "./helpers.js";

const folder = temporaryFolder("while-parsing");
afterAll(() => folder.cleanup());

/** Every file of a folder (relative path → text), cardscript's own bookkeeping left out. */
function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else if (!entry.name.startsWith(".cardscript-")) files.set(child, readFileSync(path.join(dir, child), "utf8"));
    }
  };
  walk("");
  return files;
}

/** A set of `count` cards, one file each; `extra` files added as they are (name → text). */
function writeSet(name: string, count: number, extra: Record<string, string> = {}): string {
  const cards = path.join(folder.dir, name);
  mkdirSync(cards, { recursive: true });
  syntheticCards(count).forEach((text, index) => writeFileSync(path.join(cards, `${String(index).padStart(4, "0")}.card`), `${text}\n`));
  for (const [file, text] of Object.entries(extra)) writeFileSync(path.join(cards, file), text);
  return cards;
}

const card = (name: string) => `card "${name}"\n  cost {R}\n  type Instant\n  ${name} deals 2 damage to target creature or player.\n`;

describe("generating while parsing (a fresh output)", () => {
  // Names whose slugs collide: "Fire-Bolt" is parsed first (file a-…) and sent as cards/fire-bolt.ts, but "Fire Bolt"
  // (parsed later) sorts first and takes that path; "Fire-Bolt" gets the hashed one.
  const collisions = { "a-fire-bolt.card": card("Fire-Bolt"), "z-fire-bolt.card": card("Fire Bolt"), "m-ice-bolt.card": card("Ice Bolt"), "n-ice-bolt.card": card("Ice-Bolt") };

  for (const emit of ["js", "ts"] as const) {
    it(`writes the bytes a build that generates after parsing writes (--emit ${emit}), file names that collide included`, async () => {
      const cards = writeSet(`set-${emit}`, 700, collisions);
      const whileParsing = await build({ inputs: [cards], outDir: path.join(folder.dir, `out-${emit}-while`), root: folder.dir, emit, workers: 2 });
      expect(whileParsing.diagnostics).toEqual([]);
      expect(whileParsing.ok).toBe(true);
      expect(whileParsing.timings.generatedWhileParsing).toBeGreaterThan(600);
      expect(whileParsing.timings.generatedWhileParsing).toBeLessThan(704); // the colliding cards generated again
      const after = await build({ inputs: [cards], outDir: path.join(folder.dir, `out-${emit}-after`), root: folder.dir, emit, workers: 0 });
      expect(after.timings.generatedWhileParsing).toBe(0);
      const written = snapshot(path.join(folder.dir, `out-${emit}-while`));
      expect(written).toEqual(snapshot(path.join(folder.dir, `out-${emit}-after`)));
      expect(whileParsing.written).toEqual(after.written);
      const plain = emit === "js" ? "cards/fire-bolt.js" : "cards/fire-bolt.ts";
      expect(written.get(plain)).toContain('name: "Fire Bolt"');
      expect([...written.keys()].filter((file) => file.startsWith("cards/fire-bolt-"))).toHaveLength(emit === "js" ? 2 : 1);
      // Nothing left of the paths the colliding cards were first generated under.
      expect(written.size).toBe((704 + (emit === "js" ? 704 : 0)) + (emit === "js" ? 4 : 3));
    });
  }

  it("writes nothing for a set with an error, found in the last file parsed or by the set's validation", async () => {
    const late = writeSet("late-error", 700, { "zzzz.card": 'card "Broken"\n  cost {R}\n  type Instant\n  Broken frobnicates the target creature wildly.\n' });
    const lateOut = path.join(folder.dir, "late-out");
    const lateResult = await build({ inputs: [late], outDir: lateOut, root: folder.dir, workers: 2 });
    expect(lateResult.ok).toBe(false);
    expect(lateResult.diagnostics.some((diagnostic) => diagnostic.severity === "error" && diagnostic.file.endsWith("zzzz.card"))).toBe(true);
    expect(existsSync(lateOut)).toBe(false);
    // A duplicate name: every file parses, only the set's validation finds it.
    const duplicate = writeSet("duplicate", 700, { "zzzz.card": card("Fire Bolt"), "zzzy.card": card("Fire Bolt") });
    const duplicateOut = path.join(folder.dir, "duplicate-out");
    const duplicateResult = await build({ inputs: [duplicate], outDir: duplicateOut, root: folder.dir, workers: 2 });
    expect(duplicateResult.ok).toBe(false);
    expect(duplicateResult.diagnostics.some((diagnostic) => diagnostic.code === "CS2013")).toBe(true);
    expect(existsSync(duplicateOut)).toBe(false);
    // No temporary folder left beside them either.
    expect(readdirSync(folder.dir).filter((name) => name.includes(".cardscript-"))).toEqual([]);
  });

  it("validation leaves the trees as they were parsed (what was generated from them before it holds)", () => {
    const files = cardFilesOf([...setsFolders]).map((file) => ({ file, text: readFileSync(file, "utf8") }));
    const parsed = files.map((file) => ({ ...parseCardFile(file.text, file.file), text: file.text }));
    const before = JSON.stringify(parsed.map((entry) => entry.ast));
    validateCardSet(parsed.map((entry) => ({ ast: entry.ast, text: entry.text, syntaxDiagnostics: entry.diagnostics })));
    expect(JSON.stringify(parsed.map((entry) => entry.ast))).toBe(before);
  });
});
