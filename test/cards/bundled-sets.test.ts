/**
 * The bundled sets (`cards/<code>/`, written by `npm run sets:import`): every card checks clean with the others as
 * one set and is in canonical `fmt` form, and the folders hold exactly what the importer bundles for the current
 * grammar: each card's text is the importer's text for it, and every corpus card that imports, checks clean, is in
 * canonical form and renders back is there (the build step, ~10 s of type-checking, is left to `sets:import`
 * and `npm start`; a card it refused is listed as such in cards/LEFT-OUT.md and must not be in a folder).
 *
 * When the grammar learns a sentence, this fails until `npm run sets:import` is run again: that is the point.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkCardSources, formatSource } from "../../grammar/index.js";
import { planImport, rendersBack } from "../../importer/index.js";
import { LEFT_OUT_FILE, readCorpusSets, SET_FOLDERS, CARDS_DIR } from "../../scripts/bundled-sets.js";

const RERUN = "run `npm run sets:import` to regenerate cards/<set>/ for the current grammar";

const bundled = SET_FOLDERS.flatMap((set) =>
  readdirSync(path.join(CARDS_DIR, set.folder))
    .filter((name) => name.endsWith(".card"))
    .sort()
    .map((name) => ({ set: set.code, folder: set.folder, name, file: `cards/${set.folder}/${name}`, text: readFileSync(path.join(CARDS_DIR, set.folder, name), "utf8") })),
);

describe("the bundled sets (cards/<set>/)", () => {
  it("hold hundreds of cards in each of the four set folders", () => {
    for (const set of SET_FOLDERS) expect(bundled.filter((card) => card.set === set.code).length, `cards/${set.folder}/`).toBeGreaterThan(100);
  });

  it("check clean as one set (each name once across the four folders) and are in canonical fmt form", () => {
    const { diagnostics } = checkCardSources(bundled.map((card) => ({ file: card.file, text: card.text })));
    const errors = diagnostics.filter((diagnostic) => diagnostic.severity === "error");
    expect(errors.map((error) => `${error.file}:${error.range.start.line}:${error.range.start.column} ${error.code} ${error.message}`), RERUN).toEqual([]);
    const notCanonical = bundled.filter((card) => formatSource(card.text, card.file).text !== card.text).map((card) => card.file);
    expect(notCanonical, RERUN).toEqual([]);
  });

  it("are exactly the corpus cards the importer gives that check clean, are canonical and render back, in their set's folder", { timeout: 120_000 }, () => {
    const plan = planImport(readCorpusSets(), "printed");
    const folderOf = new Map(SET_FOLDERS.map((set) => [set.code, set.folder]));
    const refusedByBuild = new Set(
      readFileSync(path.join(CARDS_DIR, LEFT_OUT_FILE), "utf8")
        .split("\n")
        .flatMap((line) => /^- \*\*(.+)\*\* \(build\):/.exec(line)?.[1].replace(/\\(.)/g, "$1") ?? []),
    );
    const expected = new Map<string, string>();
    for (const check of plan.cards) {
      if (!check.clean || check.ast === undefined || refusedByBuild.has(check.card.name)) continue;
      if (formatSource(check.card.text, check.card.file).text !== check.card.text) continue;
      if (!rendersBack(check.ast, check.card.text, "printed")) continue;
      expected.set(`cards/${folderOf.get(check.card.set)}/${check.card.file}`, check.card.text);
    }
    const actual = new Map(bundled.map((card) => [card.file, card.text]));
    const missing = [...expected.keys()].filter((file) => !actual.has(file));
    const extra = [...actual.keys()].filter((file) => !expected.has(file));
    const differing = [...expected].filter(([file, text]) => actual.has(file) && actual.get(file) !== text).map(([file]) => file);
    expect({ missing, extra, differing }, RERUN).toEqual({ missing: [], extra: [], differing: [] });
  });
});
