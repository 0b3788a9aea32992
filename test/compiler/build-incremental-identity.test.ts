/**
 * An incremental build (from the cache, with early cut-off) gives the output folder a cold build of the same cards
 * gives, byte for byte: after a change, an edit that changes no module, an addition, a removal, a rename, a
 * set-wide declaration, and a duplicate name appearing and going away. And a cache that cannot be trusted (not
 * JSON, or not of the shape the compiler writes) is ignored with a note, never used.
 */
import { cpSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build, type BuildOptions } from "../../compiler/index.js";
import { CACHE_FILE, JOURNAL_FILE } from "../../compiler/cache.js";
import { PACKAGE_ROOT, temporaryFolder } from "./helpers.js";

const folder = temporaryFolder("build-identity");
afterAll(() => folder.cleanup());

const BUNDLED = path.join(PACKAGE_ROOT, "reference");
const SOME_CARDS = ["grizzly-bears", "hill-giant", "jace-beleren", "lightning-bolt", "oblivion-ring", "serra-angel", "shock", "ajani-goldmane"];
const cards = path.join(folder.dir, "cards");
const incremental = path.join(folder.dir, "incremental");
const cold = path.join(folder.dir, "cold");

/** The same options for both folders: the runtime import is given, so that it does not depend on the folder. */
const options = (outDir: string, extra: Partial<BuildOptions> = {}): BuildOptions => ({
  inputs: [cards],
  outDir,
  root: folder.dir,
  workers: 0,
  emit: "js",
  runtimeImport: "cardscript/runtime",
  ...extra,
});

/**
 * The cache base `text` laid out again after `change` is applied to each of its details lines (compiler/cache.ts:
 * header, index, details): every index line's offset and length and the header's sizes made right again, as if the
 * compiler had written the changed entries. `dropIndexLines` index lines are left out (the header still counts them).
 */
function relayOut(text: string, change: (details: string) => string, dropIndexLines = 0): string {
  const [headerLine, ...rest] = text.split("\n");
  const header = JSON.parse(headerLine) as { files: number; index: number; details: number };
  const indexLines = rest.slice(0, header.files);
  const detailsLines = rest.slice(header.files, header.files * 2).map(change);
  let offset = 0;
  const index = indexLines.map((line, position) => {
    const fields = line.split("\t");
    const length = Buffer.byteLength(detailsLines[position]);
    fields.splice(5, 2, String(offset), String(length));
    offset += length + 1;
    return `${fields.join("\t")}\n`;
  });
  const indexText = index.slice(dropIndexLines).join("");
  const detailsText = detailsLines.map((line) => `${line}\n`).join("");
  return `${JSON.stringify({ ...header, index: Buffer.byteLength(indexText), details: Buffer.byteLength(detailsText) })}\n${indexText}${detailsText}`;
}

/** Every file under `dir` (relative path → content), the cache excluded (its generation differs by design). */
function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!entry.name.startsWith(".cardscript-cache")) files.set(path.relative(dir, full), readFileSync(full, "utf8"));
    }
  };
  walk(dir);
  return files;
}

/** Builds incrementally, then the same cards cold into a new folder; both must succeed and give the same files. */
async function expectSameAsCold(): Promise<Awaited<ReturnType<typeof build>>> {
  const result = await build(options(incremental));
  expect(result.diagnostics.filter((diagnostic) => diagnostic.severity === "error")).toEqual([]);
  expect(result.ok).toBe(true);
  rmSync(cold, { recursive: true, force: true });
  const coldResult = await build(options(cold));
  expect(coldResult.ok).toBe(true);
  const expected = snapshot(cold);
  const actual = snapshot(incremental);
  expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
  for (const [name, text] of expected) expect(actual.get(name), name).toBe(text);
  return result;
}

const edit = (name: string, change: (text: string) => string) => writeFileSync(path.join(cards, name), change(readFileSync(path.join(cards, name), "utf8")));

describe("an incremental build gives the bytes of a cold build", () => {
  beforeAll(async () => {
    for (const name of SOME_CARDS) cpSync(path.join(BUNDLED, `${name}.card`), path.join(cards, `${name}.card`));
    // A file of two cards: one of them changes below, the other must not be generated again.
    writeFileSync(
      path.join(cards, "two.card"),
      `${readFileSync(path.join(BUNDLED, "mountain.card"), "utf8").trimEnd()}\n\n${readFileSync(path.join(BUNDLED, "lava-axe.card"), "utf8")}`,
    );
    expect((await build(options(incremental))).ok).toBe(true);
  });

  it("after a change to one card's code", async () => {
    edit("shock.card", (text) => text.replace("deals 2 damage", "deals 3 damage"));
    const result = await expectSameAsCold();
    expect(result.written.filter((file) => file.startsWith("cards/"))).toEqual(["cards/shock.d.ts", "cards/shock.js"]);
    // Its code took the shape of the statements the first build formatted (statement-store.ts): nothing new to format.
    expect(result.timings.statements).toBeGreaterThan(0);
    expect(result.timings.statementsFormatted).toBe(0);
  });

  it("after a change to one card of a file of two: only that card's module is generated", async () => {
    edit("two.card", (text) => text.replace("Lava Axe deals 5 damage", "Lava Axe deals 4 damage"));
    const result = await expectSameAsCold();
    expect(result.written).toEqual(["cards/lava-axe.d.ts", "cards/lava-axe.js"]);
    expect(result.unchanged).toBe(result.cards - 1);
  });

  it("after an edit that changes no module (a comment): nothing is generated or written", async () => {
    edit("hill-giant.card", (text) => `${text}# a note for the playtesters\n`);
    const result = await expectSameAsCold();
    expect(result.written).toEqual([]);
    expect(result.unchanged).toBe(result.cards);
    // The cache took the new text: the next build does not even read the file again.
    expect((await build(options(incremental))).written).toEqual([]);
  });

  it("after a line break moves a card down (its positions change, so its module does)", async () => {
    edit("serra-angel.card", (text) => `# Serra Angel\n${text}`);
    const result = await expectSameAsCold();
    expect(result.written).toEqual(["cards/serra-angel.d.ts", "cards/serra-angel.js"]);
  });

  it("after an addition", async () => {
    cpSync(path.join(BUNDLED, "ornithopter.card"), path.join(cards, "ornithopter.card"));
    const result = await expectSameAsCold();
    expect(result.written).toContain("cards/ornithopter.js");
    expect(result.written).toContain("index.js");
  });

  it("after a removal", async () => {
    unlinkSync(path.join(cards, "grizzly-bears.card"));
    const result = await expectSameAsCold();
    expect(result.removed).toEqual(["cards/grizzly-bears.d.ts", "cards/grizzly-bears.js"]);
  });

  it("after a rename (a card takes a new name, and so a new module)", async () => {
    edit("lightning-bolt.card", (text) => text.replaceAll("Lightning Bolt", "Lightning Blast"));
    const result = await expectSameAsCold();
    expect(result.removed).toEqual(["cards/lightning-bolt.d.ts", "cards/lightning-bolt.js"]);
  });

  it("after a set-wide declaration appears and goes away (every file is checked again; no module changes)", async () => {
    writeFileSync(path.join(cards, "declarations.card"), "declare creature type Kithkin\n");
    const declared = await expectSameAsCold();
    expect(declared.written).toEqual([]);
    unlinkSync(path.join(cards, "declarations.card"));
    expect((await expectSameAsCold()).written).toEqual([]);
  });

  it("while a duplicate name appears (both builds refuse it, the folder stays) and after it goes away", async () => {
    const before = snapshot(incremental);
    cpSync(path.join(BUNDLED, "shock.card"), path.join(cards, "another-shock.card"));
    edit("another-shock.card", (text) => text.replace("deals 2 damage", "deals 3 damage"));
    const failed = await build(options(incremental));
    rmSync(cold, { recursive: true, force: true });
    const coldFailed = await build(options(cold));
    for (const result of [failed, coldFailed]) {
      expect(result.ok).toBe(false);
      expect(result.diagnostics.some((diagnostic) => diagnostic.code === "CS2013" && diagnostic.file === "cards/another-shock.card")).toBe(true);
    }
    expect(snapshot(incremental)).toEqual(before);
    unlinkSync(path.join(cards, "another-shock.card"));
    expect((await expectSameAsCold()).written).toEqual([]);
  });
});

describe("with --emit ts, an incremental build gives the bytes of a cold build too", () => {
  const tsCards = path.join(folder.dir, "ts-cards");
  const tsOptions = (outDir: string): BuildOptions => ({ ...options(outDir), inputs: [tsCards], emit: "ts" });
  const tsIncremental = path.join(folder.dir, "ts-incremental");
  const tsCold = path.join(folder.dir, "ts-cold");
  const editTs = (name: string, change: (text: string) => string) => writeFileSync(path.join(tsCards, name), change(readFileSync(path.join(tsCards, name), "utf8")));
  const expectSameAsColdTs = async () => {
    const result = await build(tsOptions(tsIncremental));
    expect(result.ok).toBe(true);
    rmSync(tsCold, { recursive: true, force: true });
    expect((await build(tsOptions(tsCold))).ok).toBe(true);
    expect(snapshot(tsIncremental)).toEqual(snapshot(tsCold));
    return result;
  };

  beforeAll(async () => {
    for (const name of SOME_CARDS) cpSync(path.join(BUNDLED, `${name}.card`), path.join(tsCards, `${name}.card`));
    expect((await build(tsOptions(tsIncremental))).ok).toBe(true);
  });

  it("after a change to one card's code (a number of the same width: formatted from the store)", async () => {
    editTs("lightning-bolt.card", (text) => text.replace("deals 3 damage", "deals 4 damage"));
    const result = await expectSameAsColdTs();
    expect(result.written).toEqual(["cards/lightning-bolt.ts"]);
    expect(result.timings.statementsFormatted).toBe(0);
  });

  it("after a change to one card's code that makes a new shape (a wider number: formatted by prettier)", async () => {
    editTs("shock.card", (text) => text.replace("deals 2 damage", "deals 12 damage"));
    const result = await expectSameAsColdTs();
    expect(result.written).toEqual(["cards/shock.ts"]);
    expect(result.timings.statementsFormatted).toBeGreaterThan(0);
  });
});

describe("a cache that cannot be trusted", () => {
  const out = path.join(folder.dir, "untrusted");
  const added = path.join(cards, "added-later.card");
  const freshBuild = async () => {
    rmSync(out, { recursive: true, force: true });
    expect((await build(options(out))).ok).toBe(true);
  };
  /** After a card is added every entry of the cache is looked at (the set's names are computed again). */
  const buildWithAnAddition = async () => {
    cpSync(path.join(BUNDLED, "palisade-giant.card"), added);
    try {
      const result = await build(options(out));
      rmSync(cold, { recursive: true, force: true });
      expect((await build(options(cold))).ok).toBe(true);
      expect(snapshot(out)).toEqual(snapshot(cold));
      return result;
    } finally {
      rmSync(added, { force: true });
    }
  };
  const expectIgnoredWithNote = (result: Awaited<ReturnType<typeof build>>, said: string) => {
    expect(result.ok).toBe(true);
    expect(result.notes).toHaveLength(1);
    expect(result.notes[0]).toContain(said);
    expect(result.notes[0]).toContain("every card is compiled again");
    expect(result.unchanged).toBe(0);
  };

  it.each([
    ["is cut short", (text: string) => text.slice(0, Math.floor(text.length / 2)), "bytes, its header says"],
    ["has fewer index lines than its header says", (text: string) => relayOut(text, (details) => details, 1), "files, its header says 9"],
    ["is another program's JSON", () => '{"name":"something else","files":"none"}\n', "not a cache this compiler wrote: it has a layout"],
    ["is not text at all", () => "\u0000\u0001binary", "its first line is not a JSON header"],
  ])("is ignored with a note when it %s, and the build compiles every card into the same files", async (_what, corrupt, said) => {
    await freshBuild();
    const cacheFile = path.join(out, CACHE_FILE);
    writeFileSync(cacheFile, corrupt(readFileSync(cacheFile, "utf8")));
    expectIgnoredWithNote(await buildWithAnAddition(), said);
    // The build wrote a new cache: the next one uses it, with nothing to say.
    const again = await build(options(out));
    expect(again.notes).toEqual([]);
    expect(again.unchanged).toBe(again.cards);
  });

  it.each([
    ["names a module outside cards/", (text: string) => text.replace(/"module":"cards\/[a-z0-9-]+\.ts"/, '"module":"../escaped.ts"'), "a module path outside cards/"],
    [
      "records an error for a file (a file with errors is never cached)",
      (text: string) =>
        text.replace('"diagnostics":[]', '"diagnostics":[{"file":"x","range":{"start":{"offset":0,"line":1,"column":1},"end":{"offset":0,"line":1,"column":1}},"severity":"error","code":"CS1","message":"m"}]'),
      "a diagnostic that is not a warning",
    ],
    ["has a file entry that is not JSON", (text: string) => text.replace(/"module":"cards\//, '"module:"cards/'), "is not valid JSON"],
  ])("is ignored with a note when an entry %s, as soon as the build looks at that entry", async (_what, corrupt, said) => {
    await freshBuild();
    const cacheFile = path.join(out, CACHE_FILE);
    const text = readFileSync(cacheFile, "utf8");
    expect(corrupt(text)).not.toBe(text);
    // The entry's details line is changed, and the base laid out again around it (each line where the index says).
    writeFileSync(cacheFile, relayOut(text, corrupt));
    // Entries are read when needed: a build that needs none of them uses none (and writes nothing).
    const untouched = await build(options(out));
    expect(untouched.notes).toEqual([]);
    expect(untouched.written).toEqual([]);
    expectIgnoredWithNote(await buildWithAnAddition(), said);
  });

  it("is ignored with a note when a details line is not where its index line says (a base edited by hand)", async () => {
    await freshBuild();
    const cacheFile = path.join(out, CACHE_FILE);
    const text = readFileSync(cacheFile, "utf8");
    // One byte more in the first details line, the index left as it was: every later line is one byte further.
    const shifted = text.replace('"declared":', ' "declared":');
    expect(shifted).not.toBe(text);
    const [header] = text.split("\n");
    const { details } = JSON.parse(header) as { details: number };
    writeFileSync(cacheFile, shifted.replace(`"details":${details}`, `"details":${details + 1}`));
    const untouched = await build(options(out));
    expect(untouched.notes).toEqual([]);
    expectIgnoredWithNote(await buildWithAnAddition(), "are not where its index line says");
  });

  it("an entry whose base another build replaced after its index was read gives no details (not the new base's)", async () => {
    await freshBuild();
    const { forget, readCache } = await import("../../compiler/cache.js");
    // Read from the file, as another process would (not what this process remembers of the build it made).
    forget(out);
    const read = (await readCache(out))!;
    // Another build writes a new base (a new generation) before this one reads an entry's details.
    await build(options(out, { force: true }));
    expect(() => read.files[0].hash).toThrow(/replaced by another build/);
    // The entries read again from the new base are fine.
    forget(out);
    expect((await readCache(out))!.files[0].hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("is ignored with a note when a journal line is not of the journal's shape", async () => {
    await freshBuild();
    edit("shock.card", (text) => `${text}# journal me\n`);
    expect((await build(options(out))).written).toEqual([]);
    const journalFile = path.join(out, JOURNAL_FILE);
    const lines = readFileSync(journalFile, "utf8").trim().split("\n");
    expect(lines).toHaveLength(1);
    const forged = lines[0].replace(/\\"module\\":\\"cards\/[a-z0-9-]+\.ts\\"/, '\\"module\\":\\"/etc/passwd\\"');
    expect(forged).not.toBe(lines[0]);
    writeFileSync(journalFile, `${forged}\n`);
    expectIgnoredWithNote(await buildWithAnAddition(), "a module path outside cards/");
  });
});
