/**
 * The output folder belongs to the user: a build writes into a folder only when its marker says cardscript wrote
 * it, removes only files its manifest lists, and leaves nothing of itself behind (issue 20, items 1 and 3).
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, unlinkSync, utimesSync, writeFileSync, lstatSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { build } from "../../compiler/index.js";
import { CACHE_FILE, readCache } from "../../compiler/cache.js";
import { inspectOutputFolder, LOCK_FILE, MARKER_FILE, PENDING_FILE, recoverOutputFolder } from "../../compiler/output-folder.js";
import { maxWorkerCount } from "../../compiler/workers.js";
import { PACKAGE_ROOT, temporaryFolder } from "./helpers.js";

const BUNDLED = path.join(PACKAGE_ROOT, "reference");
const folder = temporaryFolder("output-folder");
afterAll(() => folder.cleanup());

/** A small card set of its own in the test folder. */
function cardSet(name: string, cards = ["shock", "grizzly-bears", "lightning-bolt"]): string {
  const dir = path.join(folder.dir, name);
  mkdirSync(dir, { recursive: true });
  for (const card of cards) cpSync(path.join(BUNDLED, `${card}.card`), path.join(dir, `${card}.card`));
  return dir;
}

const options = (inputs: string, outDir: string, more: Record<string, unknown> = {}) => ({ inputs: [inputs], outDir, root: folder.dir, workers: 0, ...more });

/** A process id that no process has now (a child that has exited). */
function deadPid(): number {
  const child = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" });
  return Number(child.stdout);
}

describe("a build removes only files it wrote", () => {
  it("--force keeps the user's files in the output folder", async () => {
    const cards = cardSet("force-cards");
    const out = path.join(folder.dir, "force-out");
    expect((await build(options(cards, out))).ok).toBe(true);
    writeFileSync(path.join(out, "NOTES.md"), "mine\n");
    writeFileSync(path.join(out, "cards", "my-helper.ts"), "export const mine = 1;\n");
    const forced = await build(options(cards, out, { force: true }));
    expect(forced.ok).toBe(true);
    expect(forced.written.filter((file) => file.startsWith("cards/"))).toHaveLength(3);
    expect(readFileSync(path.join(out, "NOTES.md"), "utf8")).toBe("mine\n");
    expect(readFileSync(path.join(out, "cards", "my-helper.ts"), "utf8")).toBe("export const mine = 1;\n");
  });

  it("another --runtime-import regenerates everything and keeps the user's files", async () => {
    const cards = cardSet("import-cards");
    const out = path.join(folder.dir, "import-out");
    expect((await build(options(cards, out))).ok).toBe(true);
    writeFileSync(path.join(out, "NOTES.md"), "mine\n");
    const again = await build(options(cards, out, { runtimeImport: "my-runtime" }));
    expect(again.ok).toBe(true);
    expect(readFileSync(path.join(out, "runtime.ts"), "utf8")).toContain('"my-runtime"');
    expect(readFileSync(path.join(out, "NOTES.md"), "utf8")).toBe("mine\n");
  });

  it("a deleted card's module is removed, and nothing else", async () => {
    const cards = cardSet("delete-cards");
    const out = path.join(folder.dir, "delete-out");
    expect((await build(options(cards, out))).ok).toBe(true);
    writeFileSync(path.join(out, "cards", "notes.txt"), "mine\n");
    unlinkSync(path.join(cards, "lightning-bolt.card"));
    const again = await build(options(cards, out));
    expect(again.removed).toEqual(["cards/lightning-bolt.ts"]);
    expect(readdirSync(path.join(out, "cards")).sort()).toEqual(["grizzly-bears.ts", "notes.txt", "shock.ts"]);
    const marker = JSON.parse(readFileSync(path.join(out, MARKER_FILE), "utf8")) as { files: string[] };
    expect(marker.files).toEqual(["cards/grizzly-bears.ts", "cards/shock.ts", "index.ts", "package.json", "runtime.ts"]);
  });
});

describe("a new module never replaces a file of the user's", () => {
  it("a card whose module would take the place of a file the user keeps there is refused, and nothing is replaced", async () => {
    const cards = cardSet("taken-cards", ["shock"]);
    const out = path.join(folder.dir, "taken-out");
    expect((await build(options(cards, out))).ok).toBe(true);
    writeFileSync(path.join(out, "cards", "helper.ts"), "// mine\n");
    writeFileSync(path.join(cards, "helper.card"), readFileSync(path.join(cards, "shock.card"), "utf8").replace(/Shock/g, "Helper"));
    await expect(build(options(cards, out))).rejects.toThrow("has 'cards/helper.ts', which cardscript did not write");
    expect(readFileSync(path.join(out, "cards", "helper.ts"), "utf8")).toBe("// mine\n");
    expect(readdirSync(out).filter((name) => name.startsWith(".cardscript-staging"))).toEqual([]);
  });
});

describe("a folder is cardscript's only by the marker it wrote", () => {
  it("a stray .cardscript-cache.json (even garbage) does not make a folder cardscript's: it is refused, untouched", async () => {
    const cards = cardSet("stray-cards");
    const out = path.join(folder.dir, "stray-out");
    mkdirSync(out);
    writeFileSync(path.join(out, "important.txt"), "k\n");
    writeFileSync(path.join(out, CACHE_FILE), "x\n");
    const result = await build(options(cards, out));
    expect(result.ok).toBe(false);
    expect(result.inputErrors[0]).toContain("was not written by cardscript build");
    expect(readdirSync(out).sort()).toEqual([CACHE_FILE, "important.txt"]);
    expect(readFileSync(path.join(out, "important.txt"), "utf8")).toBe("k\n");
  });

  it("a marker that cardscript did not write (wrong content, or a manifest reaching outside) is refused", async () => {
    const cards = cardSet("forged-cards");
    for (const [name, marker] of [
      ["forged-a", "{}"],
      ["forged-b", JSON.stringify({ writtenBy: "cardscript build", format: 1, files: ["../outside.txt"] })],
      ["forged-c", JSON.stringify({ writtenBy: "cardscript build", format: 1, files: ["notes/.git"] })],
      // Laid out exactly as a build writes its marker (read without parsing the whole list: output-folder.ts).
      ["forged-d", `${JSON.stringify({ writtenBy: "cardscript build", format: 1, files: ["index.ts", "../outside.txt"] })}\n`],
      ["forged-e", `${JSON.stringify({ writtenBy: "cardscript build", format: 1, files: ["cards/.hidden.ts"] })}\n`],
      ["forged-f", '{"writtenBy":"cardscript build","format":1,"files":["cards/a.ts","cards//b.ts"]}\n'],
      ["forged-g", '{"writtenBy":"cardscript build","format":1,"files":["cards/a\u0001.ts"]}\n'],
      ["forged-h", '{"writtenBy":"cardscript build","format":1,"files":["cards/a.ts",]}\n'],
      ["forged-i", '{"writtenBy":"cardscript build","format":1,"files":["cards/a.ts/"]}\n'],
      ["forged-j", '{"writtenBy":"cardscript build","format":1,"files":[""]}\n'],
    ]) {
      const out = path.join(folder.dir, name);
      mkdirSync(out);
      writeFileSync(path.join(out, MARKER_FILE), marker);
      writeFileSync(path.join(out, "keep.txt"), "k\n");
      const result = await build(options(cards, out));
      expect(result.ok, name).toBe(false);
      expect(readdirSync(out).sort()).toEqual([MARKER_FILE, "keep.txt"]);
    }
  });

  it("a marker as a build writes it lists exactly its files; one with an escape in a path is read by JSON's rules", async () => {
    const cards = cardSet("listed-cards");
    const out = path.join(folder.dir, "listed-out");
    expect((await build(options(cards, out))).ok).toBe(true);
    const marker = path.join(out, MARKER_FILE);
    const { files } = JSON.parse(readFileSync(marker, "utf8")) as { files: string[] };
    const state = inspectOutputFolder(out);
    if (state.kind !== "ours") throw new Error(`expected ours, got ${state.kind}`);
    // Looked up in the marker's text (before anything made the list a set), then as a set: the same answers.
    for (const round of ["text", "set"]) {
      expect(files.every((file) => state.manifest.has(file)), round).toBe(true);
      for (const absent of ["cards/other.ts", "cards/shock", "hock.ts", "shock.ts", "cards", "", 'cards/shock.ts","index.ts']) expect(state.manifest.has(absent), `${round}: ${absent}`).toBe(false);
      expect([...state.manifest]).toEqual(files);
    }
    // "cards/\u0073hock.ts" is "cards/shock.ts": a path a build may write, so the folder is still ours.
    writeFileSync(marker, readFileSync(marker, "utf8").replace('"cards/shock.ts"', '"cards/\\u0073hock.ts"'));
    const escaped = inspectOutputFolder(out);
    if (escaped.kind !== "ours") throw new Error(`expected ours, got ${escaped.kind}`);
    expect([...escaped.manifest]).toEqual(files);
  });

  it("a marker read before is read again once it changed, even in place with its size and mtime kept (the manifest is reused only for the same file)", async () => {
    const cards = cardSet("reread-cards");
    const out = path.join(folder.dir, "reread-out");
    expect((await build(options(cards, out))).ok).toBe(true);
    const marker = path.join(out, MARKER_FILE);
    const before = inspectOutputFolder(out);
    expect(before.kind).toBe("ours");
    // The same file again: the same manifest.
    expect(inspectOutputFolder(out)).toEqual(before);
    // Rewritten in place to a forged manifest of the same size, its mtime put back: refused, not the old manifest.
    const text = readFileSync(marker, "utf8");
    const forged = text.replace(/"files":\["[^"]*"/, (match) => `"files":["../${"x".repeat(match.length - 14)}"`);
    expect(forged.length).toBe(text.length);
    const { atime, mtime } = statSync(marker);
    writeFileSync(marker, forged);
    utimesSync(marker, atime, mtime);
    expect(inspectOutputFolder(out).kind).toBe("foreign");
    writeFileSync(marker, text);
    expect(inspectOutputFolder(out)).toEqual(before);
  });

  it("an output of a cardscript before the marker (its cache names the modules) is recognised and given a marker", async () => {
    const cards = cardSet("legacy-cards");
    const out = path.join(folder.dir, "legacy-out");
    expect((await build(options(cards, out))).ok).toBe(true);
    unlinkSync(path.join(out, MARKER_FILE));
    // The cache as those versions wrote it: one JSON object, whose entries name the card modules.
    const cache = (await readCache(out))!;
    const legacy = { compilerVersion: "0.0.1+legacy", runtimeImport: cache.runtimeImport, indexKey: cache.indexKey, generation: "legacy", files: cache.files.map((file) => ({ path: file.path, cards: file.cards })) };
    writeFileSync(path.join(out, CACHE_FILE), JSON.stringify(legacy));
    writeFileSync(path.join(out, "NOTES.md"), "mine\n");
    // An old build's temporary file next to the modules, its process long gone.
    writeFileSync(path.join(out, "cards", `shock.ts.cardscript-${deadPid()}-0badf00d.tmp`), "half");
    const again = await build(options(cards, out));
    expect(again.ok).toBe(true);
    expect(existsSync(path.join(out, MARKER_FILE))).toBe(true);
    expect(readdirSync(path.join(out, "cards")).sort()).toEqual(["grizzly-bears.ts", "lightning-bolt.ts", "shock.ts"]);
    expect(existsSync(path.join(out, "NOTES.md"))).toBe(true);
  });
});

describe("nothing of a build is left behind", () => {
  it("temporary folders and files of a process that no longer runs are removed by the next build; a running one's are kept", async () => {
    const cards = cardSet("stale-cards");
    const out = path.join(folder.dir, "stale-out");
    expect((await build(options(cards, out))).ok).toBe(true);
    const dead = deadPid();
    const alive = process.ppid; // the test runner's parent: running
    const stale = [
      path.join(folder.dir, `.stale-out.cardscript-${dead}-0123abcd`),
      path.join(out, `.cardscript-staging-${dead}-89abcdef`),
    ];
    for (const dir of stale) {
      mkdirSync(path.join(dir, "cards"), { recursive: true });
      writeFileSync(path.join(dir, "cards", "shock.ts"), "half a module");
    }
    const staleFile = path.join(out, `${CACHE_FILE}.cardscript-${dead}-0123abcd.tmp`);
    writeFileSync(staleFile, "{");
    const running = path.join(out, `.cardscript-staging-${alive}-aaaabbbb`);
    mkdirSync(running);
    // A user's folder that merely has such a name is not a build's: it is kept.
    const lookalike = path.join(folder.dir, `.stale-out.cardscript-${dead}-deadbeef`);
    mkdirSync(lookalike);
    writeFileSync(path.join(lookalike, "thesis.docx"), "years of work");

    expect((await build(options(cards, out))).ok).toBe(true);
    for (const gone of [...stale, staleFile]) expect(existsSync(gone), gone).toBe(false);
    expect(existsSync(running)).toBe(true);
    expect(readFileSync(path.join(lookalike, "thesis.docx"), "utf8")).toBe("years of work");
    rmSync(running, { recursive: true });
  });

  it("an update that a killed build committed (its pending record) is completed before anything reads the folder", async () => {
    const cards = cardSet("pending-cards");
    const out = path.join(folder.dir, "pending-out");
    expect((await build(options(cards, out))).ok).toBe(true);
    const before = readFileSync(path.join(out, "cards", "shock.ts"), "utf8");
    // What a build killed right after its commit point leaves: the staged files, the record, its lock.
    const dead = deadPid();
    const staging = `.cardscript-staging-${dead}-01234567`;
    mkdirSync(path.join(out, staging, "cards"), { recursive: true });
    writeFileSync(path.join(out, staging, "cards", "shock.ts"), `${before}// new\n`);
    writeFileSync(path.join(out, staging, "cards", "new-card.ts"), "// new\n");
    writeFileSync(path.join(out, "cards", "grizzly-bears.ts"), "// moved already\n");
    const record = { writtenBy: "cardscript build", format: 1, pid: dead, staging, moves: ["cards/shock.ts", "cards/new-card.ts"], removals: ["cards/lightning-bolt.ts"] };
    writeFileSync(path.join(out, PENDING_FILE), JSON.stringify(record));
    writeFileSync(path.join(out, LOCK_FILE), `${dead} 0123456789abcdef\n`);
    recoverOutputFolder(out);
    expect(readFileSync(path.join(out, "cards", "shock.ts"), "utf8")).toBe(`${before}// new\n`);
    expect(existsSync(path.join(out, "cards", "new-card.ts"))).toBe(true);
    expect(existsSync(path.join(out, "cards", "lightning-bolt.ts"))).toBe(false);
    for (const name of [PENDING_FILE, LOCK_FILE, staging]) expect(existsSync(path.join(out, name)), name).toBe(false);
  });

  it("a pending record that is not a build's (paths reaching outside) is not acted on", async () => {
    const cards = cardSet("bad-pending-cards");
    const out = path.join(folder.dir, "bad-pending-out");
    expect((await build(options(cards, out))).ok).toBe(true);
    writeFileSync(path.join(folder.dir, "victim.txt"), "keep\n");
    const record = { writtenBy: "cardscript build", format: 1, pid: deadPid(), staging: ".cardscript-staging-1-01234567", moves: [], removals: ["../victim.txt"] };
    writeFileSync(path.join(out, PENDING_FILE), JSON.stringify(record));
    recoverOutputFolder(out);
    expect(readFileSync(path.join(folder.dir, "victim.txt"), "utf8")).toBe("keep\n");
    expect(existsSync(path.join(out, PENDING_FILE))).toBe(false);
  });
});

describe("the output folder as given", () => {
  it("a symbolic link to a folder builds into that folder and stays a link; a link to nothing is refused", async () => {
    const cards = cardSet("link-cards");
    const real = path.join(folder.dir, "link-real");
    const link = path.join(folder.dir, "link-out");
    mkdirSync(real);
    symlinkSync(real, link);
    expect((await build(options(cards, link))).ok).toBe(true);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readdirSync(path.join(real, "cards"))).toHaveLength(3);
    expect((await build(options(cards, link, { force: true }))).ok).toBe(true);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);

    const dangling = path.join(folder.dir, "link-dangling");
    symlinkSync(path.join(folder.dir, "nowhere"), dangling);
    const refused = await build(options(cards, dangling));
    expect(refused.ok).toBe(false);
    expect(refused.inputErrors[0]).toContain("symbolic link to a folder that does not exist");
  });

  it("workers are bounded by the CPUs", async () => {
    const cards = cardSet("workers-cards", ["shock"]);
    const result = await build(options(cards, path.join(folder.dir, "workers-out"), { workers: 100_000 }));
    expect(result.ok).toBe(false);
    expect(result.inputErrors).toEqual([`workers must be a whole number from 0 to ${maxWorkerCount()} (one thread per CPU of this machine), not 100000.`]);
  });
});

describe("card files that are not UTF-8 text", () => {
  it("are an error at the first bad byte (CS1000); the set writes nothing; the other files are still checked", async () => {
    const cards = cardSet("latin1-cards", ["shock"]);
    writeFileSync(path.join(cards, "bad.card"), Buffer.concat([Buffer.from('card "Bad '), Buffer.from([0xff]), Buffer.from('"\n  type Artifact\n')]));
    writeFileSync(path.join(cards, "typo.card"), 'card "Typo"\n  type Creature\n  Frobnicate.\n');
    const out = path.join(folder.dir, "latin1-out");
    const result = await build(options(cards, out));
    expect(result.ok).toBe(false);
    const bad = result.diagnostics.find((diagnostic) => diagnostic.code === "CS1000")!;
    expect(bad.file).toBe("latin1-cards/bad.card");
    expect(bad.range.start).toMatchObject({ line: 1, column: 11 });
    expect(bad.message).toContain("0xFF");
    expect(result.diagnostics.some((diagnostic) => diagnostic.file === "latin1-cards/typo.card" && diagnostic.severity === "error")).toBe(true);
    expect(existsSync(out)).toBe(false);
  });
});
