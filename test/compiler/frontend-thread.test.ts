/**
 * The front-end thread (compiler/frontend-thread.ts) against the front end in this thread: the same trees and
 * diagnostics, down to the JSON the output keys hash (`undefined` fields and the order of keys, which a structured
 * clone keeps and JSON would not), and a build that parses in the thread writes what a build that parses here
 * writes. A thread that cannot answer makes the build parse here.
 */
import { cpSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { build, type BuildOptions } from "../../compiler/index.js";
import { analyze, type SourceFile } from "../../compiler/frontend.js";
import { FrontEndThread } from "../../compiler/frontend-thread.js";
import { PACKAGE_ROOT, temporaryFolder } from "./helpers.js";

const folder = temporaryFolder("frontend-thread");
afterAll(() => folder.cleanup());

const BUNDLED = path.join(PACKAGE_ROOT, "reference");

/** The JSON build.ts `outputKeyOf` hashes: `undefined` and non-finite numbers spelled out. */
const exactJson = (value: unknown) =>
  JSON.stringify(value, (_key, item: unknown) => (item === undefined ? "\u0000undefined" : typeof item === "number" && !Number.isFinite(item) ? `\u0000${item}` : item));

function bundledSources(): SourceFile[] {
  return readdirSync(BUNDLED)
    .filter((name) => name.endsWith(".card"))
    .sort()
    .map((name) => ({ file: `cards/${name}`, text: readFileSync(path.join(BUNDLED, name), "utf8") }));
}

describe("the front-end thread", () => {
  it("gives the trees and diagnostics of the front end in this thread, with the same JSON (the output keys' input)", async () => {
    const sources: SourceFile[] = [
      ...bundledSources(),
      // A mistake (a diagnostic with a range), a set-wide declaration and a card of a set that declares it.
      { file: "mistakes.card", text: 'card "Broken Shock"\n  cost {R}\n  type Instant\n  Broken Shock deals 2 damge to target creature or player.\n' },
      { file: "declares.card", text: "declare creature type Wombat\n" },
    ];
    const external = { planeswalker: ["Ajani"], creature: ["Elf"] };
    const thread = new FrontEndThread();
    try {
      const fromThread = await thread.analyze(sources, external);
      const here = await analyze(sources, external);
      expect(fromThread).toBeDefined();
      expect(fromThread!.map((file) => file.file)).toEqual(here.map((file) => file.file));
      expect(fromThread!.map((file) => file.text)).toEqual(here.map((file) => file.text));
      expect(exactJson(fromThread!.map((file) => file.ast))).toBe(exactJson(here.map((file) => file.ast)));
      expect(exactJson(fromThread!.map((file) => file.diagnostics))).toBe(exactJson(here.map((file) => file.diagnostics)));
      expect(here.find((file) => file.file === "mistakes.card")!.diagnostics.length).toBeGreaterThan(0);
      // A second request to the same thread is answered too (a build may ask again: declarations, moved modules).
      const again = await thread.analyze(sources.slice(0, 2), undefined);
      expect(exactJson(again!.map((file) => file.ast))).toBe(exactJson((await analyze(sources.slice(0, 2))).map((file) => file.ast)));
    } finally {
      thread.end();
    }
  }, 300_000);

  it("answers nothing once ended, so that the build parses in its own thread", async () => {
    const thread = new FrontEndThread();
    thread.end();
    expect(await thread.analyze(bundledSources().slice(0, 1), undefined)).toBeUndefined();
  });

  it("a build that parses in the thread writes what a build that parses here writes (a comment, a code change, a new card)", async () => {
    const cards = path.join(folder.dir, "cards");
    cpSync(BUNDLED, cards, { recursive: true });
    const options = (outDir: string, frontEndThread: boolean): BuildOptions => ({
      inputs: [cards],
      outDir: path.join(folder.dir, outDir),
      root: folder.dir,
      workers: 0,
      emit: "js",
      runtimeImport: "cardscript/runtime",
      frontEndThread,
    });
    const both = async () => {
      const threaded = await build(options("threaded", true));
      const here = await build(options("here", false));
      expect(threaded.ok).toBe(true);
      expect(here.ok).toBe(true);
      expect(threaded.written).toEqual(here.written);
      expect(threaded.unchanged).toBe(here.unchanged);
      expect(exactJson(threaded.diagnostics)).toBe(exactJson(here.diagnostics));
      const snapshot = (dir: string) =>
        readdirSync(path.join(folder.dir, dir), { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile() && !entry.name.startsWith(".cardscript-cache"))
          .map((entry) => [path.relative(path.join(folder.dir, dir), path.join(entry.parentPath, entry.name)), readFileSync(path.join(entry.parentPath, entry.name), "utf8")])
          .sort();
      expect(snapshot("threaded")).toEqual(snapshot("here"));
      return threaded;
    };
    await both();
    const shock = path.join(cards, "shock.card");
    writeFileSync(shock, `${readFileSync(shock, "utf8")}# a comment\n`);
    expect((await both()).written).toEqual([]);
    writeFileSync(shock, readFileSync(shock, "utf8").replace("deals 2 damage", "deals 3 damage"));
    expect((await both()).written).toEqual(["cards/shock.d.ts", "cards/shock.js"]);
    writeFileSync(path.join(cards, "spark.card"), 'card "Spark"\n  cost {R}\n  type Instant\n  Spark deals 1 damage to target creature or player.\n');
    expect((await both()).written).toContain("cards/spark.js");
  }, 300_000);
});
