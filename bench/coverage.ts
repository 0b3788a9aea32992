/**
 * Coverage of real cards (`npm run bench -- coverage`, or `node --import tsx bench/coverage.ts`); not a test.
 *
 * Over the 1,156 cards of bench/corpus/ (four MTGJSON set files of 2007–2008), imported as `cardscript import`
 * imports them (importer/: the same conversion and classification), in both wordings (printed and Oracle),
 * per set and in total, the share of cards that:
 *   (a) check clean: no error when the whole import is checked as one set (`cardscript check`);
 *   (b) build and type-check: the clean cards compiled by the compiler with `typecheck` (`cardscript build
 *       --typecheck`); a card whose module does not type-check is left out and the rest built again;
 *   (c) render back their own text: the parsed card printed in its wording (printed → 2007, Oracle → current)
 *       gives back the imported lines, modulo the canonical layout (importer/round-trip.ts);
 *   (d) are cast or played without an engine error: for each card that built, a few short games in which it is
 *       castable and is the first thing cast, then random play (bench/coverage-games.ts: the first prepared
 *       situation that lists a way to cast it, reached by legal play only — Alice's main phase, with the card's
 *       kin, or Bob's turn, answering his spell or in his combat). A card none of them gives a legal way to cast
 *       counts as not cast, and is listed.
 * Each figure is printed as "N of M (P %)" with M the cards of the set file. Ends with the most frequent unknown
 * sentences of each wording.
 *
 * With COVERAGE_LEFT_OUT=1 it then lists, per wording, every card that does not check clean with the first
 * sentence the grammar does not know (or its first error). The printed wording's list, with the cards the bundled
 * sets leave out for any other reason, is also cards/LEFT-OUT.md, written by `npm run sets:import`.
 *
 * Options (environment): COVERAGE_GAMES (games per card, default 3), COVERAGE_TOP (unknown sentences listed,
 * default 15), COVERAGE_LEFT_OUT (1: list every card that does not check clean).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { build, loadCompiledSet } from "../compiler/index.js";
import { IMPORT_WORDINGS, planImport, readSetFile, rendersBack, share, type CardCheck, type ImportWording, type MtgjsonSet } from "../importer/index.js";
import { checkReason } from "../scripts/bundled-sets.js";
import { gamesUnavailable, playCard, type CardGameOutcome } from "./coverage-games.js";

const corpusDir = fileURLToPath(new URL("./corpus/", import.meta.url));
const SET_FILES = ["10E.json", "LRW.json", "SHM.json", "ALA.json"];

function envInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`bench/coverage: ${name}=${raw} is not a whole number; unset it or give one`);
    process.exit(2);
  }
  return value;
}
const gamesPerCard = envInt("COVERAGE_GAMES", 3);
const top = envInt("COVERAGE_TOP", 15);
const listLeftOut = envInt("COVERAGE_LEFT_OUT", 0) > 0;

const sets: MtgjsonSet[] = SET_FILES.map((file) => {
  const set = readSetFile(JSON.parse(readFileSync(path.join(corpusDir, file), "utf8")), `bench/corpus/${file}`);
  if ("error" in set) {
    console.error(`bench/coverage: ${set.error}`);
    process.exit(2);
  }
  return set;
});

const workDir = mkdtempSync(path.join(tmpdir(), "cardscript-coverage-"));
process.on("exit", () => rmSync(workDir, { recursive: true, force: true }));

interface CardResult {
  set: string;
  clean: boolean;
  built: boolean;
  rendersBack: boolean;
  played: boolean;
}

interface WordingResult {
  wording: ImportWording;
  cards: CardResult[];
  /** Cards of the set files the import skipped, by set (they count in M, never in N). */
  skipped: Map<string, number>;
  buildNote: string[];
  gamesNote: string[];
  /** Clean cards the printer does not give back as imported. */
  notRenderedBack: string[];
  /** Set when (d) could not be measured, with why. */
  gamesNotMeasured?: string;
  unknown: { sentence: string; cards: number; example: string }[];
  /** Every card that does not check clean: "SET Name: why" (its first unknown sentence, else its first error). */
  notClean: string[];
  seconds: Record<string, number>;
}

async function measure(wording: ImportWording): Promise<WordingResult> {
  const seconds: Record<string, number> = {};
  let started = performance.now();
  const lap = (name: string) => {
    seconds[name] = (performance.now() - started) / 1000;
    started = performance.now();
  };

  const plan = planImport(sets, wording);
  lap("import and check");
  const skipped = new Map<string, number>();
  for (const card of plan.skipped) skipped.set(card.set, (skipped.get(card.set) ?? 0) + 1);
  const results = new Map<CardCheck, CardResult>();
  for (const check of plan.cards) {
    results.set(check, { set: check.card.set, clean: check.clean, built: false, rendersBack: check.clean && check.ast !== undefined && rendersBack(check.ast, check.card.text, wording), played: false });
  }
  lap("render back");
  const notRenderedBack = [...results].filter(([, result]) => result.clean && !result.rendersBack).map(([check]) => check.card.name);

  // (b) Build the clean cards with type-checking; a card that fails is left out and the rest built again.
  const cardsDir = path.join(workDir, wording, "cards");
  const outDir = path.join(workDir, wording, "out");
  mkdirSync(cardsDir, { recursive: true });
  const byFile = new Map<string, CardCheck>();
  for (const check of plan.cards) {
    if (!check.clean) continue;
    writeFileSync(path.join(cardsDir, check.card.file), check.card.text);
    byFile.set(check.card.file, check);
  }
  const buildNote: string[] = [];
  let built = false;
  for (let attempt = 0; attempt < 5 && byFile.size > 0; attempt++) {
    const result = await build({ inputs: [cardsDir], outDir, typecheck: true, root: cardsDir });
    if (result.ok) {
      built = true;
      break;
    }
    const failing = new Set(result.diagnostics.filter((diagnostic) => diagnostic.severity === "error").map((diagnostic) => diagnostic.file));
    const known = [...failing].filter((file) => byFile.has(file));
    if (known.length === 0) {
      buildNote.push(`the build failed without naming a card: ${[...result.inputErrors, ...result.diagnostics.map((d) => `${d.file}: ${d.message}`)].slice(0, 3).join("; ")}`);
      break;
    }
    for (const file of known) {
      const first = result.diagnostics.find((diagnostic) => diagnostic.file === file && diagnostic.severity === "error")!;
      buildNote.push(`${byFile.get(file)!.card.name}: ${first.code} ${first.message.split("\n")[0]}`);
      unlinkSync(path.join(cardsDir, file));
      byFile.delete(file);
    }
  }
  if (built) for (const check of byFile.values()) results.get(check)!.built = true;
  lap("build --typecheck");

  // (d) Games.
  const gamesNote: string[] = [];
  let gamesNotMeasured: string | undefined;
  if (!built) gamesNotMeasured = "no card set was built";
  else if (gamesPerCard === 0) gamesNotMeasured = "COVERAGE_GAMES=0";
  else {
    const registry = await loadCompiledSet(outDir);
    gamesNotMeasured = gamesUnavailable(registry);
    if (gamesNotMeasured === undefined) {
      const seeds = Array.from({ length: gamesPerCard }, (_, index) => index + 1);
      const outcomes = new Map<string, CardGameOutcome>();
      for (const check of byFile.values()) {
        const outcome = playCard(registry, check.card.name, seeds);
        outcomes.set(check.card.name, outcome);
        if (outcome.kind === "played") results.get(check)!.played = true;
      }
      const errors = [...outcomes].filter(([, outcome]) => outcome.kind === "engineError");
      const notCast = [...outcomes].filter(([, outcome]) => outcome.kind === "notCastable");
      gamesNote.push(`${outcomes.size} cards played in ${gamesPerCard} game${gamesPerCard === 1 ? "" : "s"} each: ${outcomes.size - errors.length - notCast.length} cast or played without an engine error, ${notCast.length} never castable in the prepared game, ${errors.length} with an engine error.`);
      for (const [name, outcome] of notCast) if (outcome.kind === "notCastable") gamesNote.push(`  not cast: ${name}: ${outcome.reason}`);
      for (const [name, outcome] of errors) if (outcome.kind === "engineError") gamesNote.push(`  ENGINE ERROR: ${name} (seed ${outcome.seed}): ${outcome.message}`);
    }
  }
  lap("games");

  return {
    wording,
    cards: [...results.values()],
    skipped,
    buildNote,
    gamesNote,
    notRenderedBack,
    ...(gamesNotMeasured !== undefined ? { gamesNotMeasured } : {}),
    unknown: plan.totals.unknownSentences,
    notClean: plan.cards.filter((check) => !check.clean).map((check) => `${check.card.set} ${check.card.name}: ${checkReason(check)}`),
    seconds,
  };
}

function table(result: WordingResult): string[] {
  const rows: string[][] = [["set", "(a) check clean", "(b) build + type-check", "(c) render back", "(d) cast in a game"]];
  const groups = [...sets.map((set) => set.code), "total"];
  for (const group of groups) {
    const cards = group === "total" ? result.cards : result.cards.filter((card) => card.set === group);
    const total = cards.length + (group === "total" ? [...result.skipped.values()].reduce((a, b) => a + b, 0) : result.skipped.get(group) ?? 0);
    const count = (pick: (card: CardResult) => boolean) => share(cards.filter(pick).length, total);
    rows.push([group, count((card) => card.clean), count((card) => card.built), count((card) => card.rendersBack), result.gamesNotMeasured ? "not measured" : count((card) => card.played)]);
  }
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows.map((row) => `  ${row.map((cell, column) => cell.padEnd(widths[column])).join("   ")}`.trimEnd());
}

const cardCount = sets.reduce((sum, set) => sum + set.cards.length, 0);
console.log(`Real cards: ${cardCount.toLocaleString("en-US")} cards of ${sets.map((set) => `${set.code} (${set.name})`).join(", ")} — bench/corpus/.`);
console.log(`Each figure: N of M (P %), M = the cards of the set file. (b)–(d) count only cards that check clean.`);
const results: WordingResult[] = [];
for (const wording of IMPORT_WORDINGS) {
  const result = await measure(wording);
  results.push(result);
  console.log(`\n${wording === "printed" ? "Printed wording (originalText, rendered in 2007 English)" : "Oracle wording (text, rendered in current English)"}:`);
  for (const line of table(result)) console.log(line);
  if (result.gamesNotMeasured) console.log(`  (d) not measured: ${result.gamesNotMeasured}.`);
  if (result.buildNote.length > 0) {
    console.log(`  (b) ${result.buildNote.length} clean card${result.buildNote.length === 1 ? "" : "s"} did not build and type-check:`);
    for (const note of result.buildNote) console.log(`    ${note}`);
  }
  if (result.notRenderedBack.length > 0) console.log(`  (c) clean but not rendered back: ${result.notRenderedBack.join("; ")}`);
  for (const note of result.gamesNote) console.log(`  (d) ${note}`);
  console.log(`  time: ${Object.entries(result.seconds).map(([name, value]) => `${name} ${value.toFixed(1)} s`).join(", ")}`);
}
for (const result of results) {
  console.log(`\nThe ${Math.min(top, result.unknown.length)} most frequent sentences the grammar does not know, ${result.wording} wording (cards; ~ = the card's name, N = a number):`);
  for (const entry of result.unknown.slice(0, top)) console.log(`  ${String(entry.cards).padStart(4)}  ${entry.sentence}   (e.g. ${entry.example})`);
}
for (const result of results) {
  if (!listLeftOut) {
    console.log(`\n${result.notClean.length} cards do not check clean in the ${result.wording} wording: COVERAGE_LEFT_OUT=1 lists each with the first sentence the grammar does not know${result.wording === "printed" ? " (also cards/LEFT-OUT.md, from `npm run sets:import`)" : ""}.`);
    continue;
  }
  console.log(`\nThe ${result.notClean.length} cards that do not check clean, ${result.wording} wording, each with the first sentence the grammar does not know (or its first error):`);
  for (const line of result.notClean) console.log(`  ${line}`);
}
process.exit(0);
