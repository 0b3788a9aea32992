/**
 * The bundled sets (`cards/<code>/`): which cards of bench/corpus/ the language expresses from their printed text,
 * and why each other card is left out. Used by `npm run sets:import` (scripts/import-sets.ts), which writes the
 * folders, and by test/cards/, which checks that the folders are what this gives for the current grammar.
 *
 * A card is bundled only when all of these hold, in this order (the first that fails is its reason):
 *   1. the importer (importer/, the code of `cardscript import`) converts it, and it is not a reprint of a card
 *      already bundled from an earlier set (a folder of sets is one set: each name once; the order is
 *      SET_FOLDERS', so a reprint lives in the oldest set: Tenth Edition's Forest, Lorwyn's Oblivion Ring);
 *   2. it checks clean (no error), checked with all the other imported cards as one set;
 *   3. it is in canonical form (`cardscript fmt` leaves it unchanged);
 *   4. the printer renders it back as its own printed text (2007 wording);
 *   5. it builds and its module type-checks (`cardscript build --typecheck`), built with every other candidate.
 * Nothing here writes an escape hatch or edits a card's text: what the importer writes is what is bundled.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "../compiler/index.js";
import { formatSource } from "../grammar/index.js";
import { planImport, readSetFile, rendersBack, sentenceAt, UNKNOWN_TEXT_CODES, type CardCheck, type MtgjsonSet } from "../importer/index.js";

export const PACKAGE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const CORPUS_DIR = path.join(PACKAGE_ROOT, "bench", "corpus");
/** The folder of the bundled sets, one folder per set (the reference set is apart, in reference/). */
export const CARDS_DIR = path.join(PACKAGE_ROOT, "cards");
/** The file listing every corpus card left out, with why. */
export const LEFT_OUT_FILE = "LEFT-OUT.md";

/** The bundled sets, oldest first (reprints are kept in the first set that has them). */
export const SET_FOLDERS: readonly { code: string; folder: string; file: string }[] = [
  { code: "10E", folder: "10e", file: "10E.json" },
  { code: "LRW", folder: "lrw", file: "LRW.json" },
  { code: "SHM", folder: "shm", file: "SHM.json" },
  { code: "ALA", folder: "ala", file: "ALA.json" },
];


export interface BundledCard {
  set: string;
  name: string;
  /** The file name inside the set's folder. */
  file: string;
  text: string;
}

export interface LeftOutCard {
  set: string;
  name: string;
  /** Which test it failed: one of the steps of the module comment. */
  stage: "import" | "check" | "fmt" | "render back" | "build";
  /** Why, in one line: for "check", the first sentence the grammar does not know when there is one. */
  reason: string;
}

export interface SetFigures {
  code: string;
  folder: string;
  name: string;
  /** Cards in the set file. */
  cards: number;
  bundled: number;
  /** Reprints of a card bundled from an earlier set (not left out: bundled once, there). */
  reprints: number;
  leftOut: number;
}

export interface BundlePlan {
  bundled: BundledCard[];
  leftOut: LeftOutCard[];
  sets: SetFigures[];
}

export function readCorpusSets(): MtgjsonSet[] {
  return SET_FOLDERS.map(({ file }) => {
    const where = path.join(CORPUS_DIR, file);
    const set = readSetFile(JSON.parse(readFileSync(where, "utf8")), `bench/corpus/${file}`);
    if ("error" in set) throw new Error(`${where}: ${set.error}`);
    return set;
  });
}

/** The first reason a checked card is not clean: its first unknown sentence, else its first error. */
export function checkReason(check: CardCheck): string {
  const errors = [...check.errors].sort((a, b) => a.range.start.offset - b.range.start.offset);
  const lines = check.card.text.split("\n");
  for (const error of errors) {
    if (!UNKNOWN_TEXT_CODES.has(error.code)) continue;
    const line = lines[error.range.start.line - 1];
    const sentence = line === undefined ? "" : sentenceAt(line, error.range.start.column - 1);
    if (sentence !== "") return `the grammar does not know "${sentence}"`;
  }
  const first = errors[0];
  return first === undefined ? "it does not check clean" : `${first.code} at line ${first.range.start.line}: ${first.message.split("\n")[0]}`;
}

/**
 * Works out the bundle from the corpus (nothing is written; the build runs in a temporary folder). Takes ~10 s:
 * the check of 1,156 cards and one type-checked build of the candidates.
 */
export async function planBundle(sets: readonly MtgjsonSet[] = readCorpusSets()): Promise<BundlePlan> {
  const plan = planImport(sets, "printed");
  const leftOut: LeftOutCard[] = [];
  const reprints = new Map<string, number>();
  for (const skipped of plan.skipped) {
    if (skipped.reason.startsWith("a card of this name was already imported")) reprints.set(skipped.set, (reprints.get(skipped.set) ?? 0) + 1);
    else leftOut.push({ set: skipped.set, name: skipped.name, stage: "import", reason: skipped.reason });
  }

  const candidates: CardCheck[] = [];
  for (const check of plan.cards) {
    if (!check.clean || check.ast === undefined) {
      leftOut.push({ set: check.card.set, name: check.card.name, stage: "check", reason: checkReason(check) });
      continue;
    }
    const formatted = formatSource(check.card.text, check.card.file, { wording: "2007" });
    if (formatted.text !== check.card.text) {
      leftOut.push({ set: check.card.set, name: check.card.name, stage: "fmt", reason: formatted.internalError ?? fmtDifference(check.card.text, formatted.text) });
      continue;
    }
    if (!rendersBack(check.ast, check.card.text, "printed")) {
      leftOut.push({ set: check.card.set, name: check.card.name, stage: "render back", reason: "the printer does not give back its printed text (the grammar read it as something else)" });
      continue;
    }
    candidates.push(check);
  }

  // One type-checked build of every candidate (their names are unique: see planImport); a card whose module
  // fails is left out and the rest built again, as the coverage benchmark does.
  const work = mkdtempSync(path.join(tmpdir(), "cardscript-sets-"));
  try {
    const folderOf = new Map(SET_FOLDERS.map((set) => [set.code, set.folder]));
    const byFile = new Map<string, CardCheck>();
    for (const check of candidates) {
      const relative = path.join(folderOf.get(check.card.set)!, check.card.file);
      mkdirSync(path.join(work, "in", path.dirname(relative)), { recursive: true });
      writeFileSync(path.join(work, "in", relative), check.card.text);
      byFile.set(relative, check);
    }
    for (let attempt = 0; byFile.size > 0; attempt++) {
      const inputs = [...new Set([...byFile.keys()].map((file) => path.join(work, "in", path.dirname(file))))].sort();
      const result = await build({ inputs, outDir: path.join(work, "out"), typecheck: true, root: path.join(work, "in"), emit: "js" });
      if (result.ok) break;
      const failing = [...new Set(result.diagnostics.filter((d) => d.severity === "error").map((d) => d.file))].filter((file) => byFile.has(file));
      if (failing.length === 0 || attempt >= 10) {
        const why = [...result.inputErrors, ...result.diagnostics.map((d) => `${d.file}: ${d.message}`)].slice(0, 3).join("; ");
        throw new Error(`the bundled sets do not build, and the build names no card to leave out: ${why}`);
      }
      for (const file of failing) {
        const check = byFile.get(file)!;
        const first = result.diagnostics.find((d) => d.file === file && d.severity === "error")!;
        leftOut.push({ set: check.card.set, name: check.card.name, stage: "build", reason: `${first.code}: ${first.message.split("\n")[0]}` });
        rmSync(path.join(work, "in", file));
        byFile.delete(file);
      }
    }
    const bundled = [...byFile.values()].map((check) => ({ set: check.card.set, name: check.card.name, file: check.card.file, text: check.card.text }));
    const order = (a: { set: string; name: string }, b: { set: string; name: string }) => setIndex(a.set) - setIndex(b.set) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
    bundled.sort(order);
    leftOut.sort(order);
    const figures = sets.map((set, index) => ({
      code: set.code,
      folder: SET_FOLDERS[index].folder,
      name: set.name,
      cards: set.cards.length,
      bundled: bundled.filter((card) => card.set === set.code).length,
      reprints: reprints.get(set.code) ?? 0,
      leftOut: leftOut.filter((card) => card.set === set.code).length,
    }));
    return { bundled, leftOut, sets: figures };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The first line `cardscript fmt` rewrites, as it reads before and after. */
function fmtDifference(text: string, formatted: string | undefined): string {
  if (formatted === undefined) return "`cardscript fmt` cannot format it";
  const before = text.split("\n");
  const after = formatted.split("\n");
  const index = before.findIndex((line, at) => line !== after[at]);
  return `\`cardscript fmt\` rewrites "${(before[index] ?? "").trim()}" as "${(after[index] ?? "").trim()}" (the printer says it another way)`;
}

function setIndex(code: string): number {
  return SET_FOLDERS.findIndex((set) => set.code === code);
}

/** "10E: 310 of 383 cards bundled (…)": one line per set, and the total. */
export function figureLines(plan: BundlePlan): string[] {
  const lines = plan.sets.map(
    (set) =>
      `${set.code.padEnd(4)} ${set.name.padEnd(16)} ${String(set.bundled).padStart(4)} of ${String(set.cards).padStart(3)} cards bundled in cards/${set.folder}/ ` +
      `(${percent(set.bundled, set.cards - set.reprints)} of its own cards), ${set.leftOut} left out${set.reprints > 0 ? `, ${set.reprints} reprint${set.reprints === 1 ? "" : "s"} bundled in an earlier set` : ""}`,
  );
  const cards = plan.sets.reduce((sum, set) => sum + set.cards, 0);
  const reprints = plan.sets.reduce((sum, set) => sum + set.reprints, 0);
  lines.push(`total                 ${String(plan.bundled.length).padStart(4)} of ${cards} cards (${percent(plan.bundled.length, cards - reprints)} of ${cards - reprints} distinct cards), ${plan.leftOut.length} left out`);
  return lines;
}

function percent(count: number, total: number): string {
  return `${total === 0 ? "0.0" : ((100 * count) / total).toFixed(1)} %`;
}

/** cards/LEFT-OUT.md: the figures, then every card left out with why, by set. */
export function leftOutMarkdown(plan: BundlePlan): string {
  const lines = [
    "# Corpus cards left out of the bundled sets",
    "",
    "Generated by `npm run sets:import` (scripts/import-sets.ts) from bench/corpus/ in the printed wording; do not edit.",
    "A card is bundled when it imports, checks clean, is in canonical `fmt` form, renders back its own printed text",
    "and builds with type-checking. Each card below failed the step named, for the reason given (for `check`, the",
    "first sentence the grammar does not know). Teach the grammar that sentence and run `npm run sets:import` again.",
    "",
    "```",
    ...figureLines(plan),
    "```",
  ];
  for (const set of plan.sets) {
    const cards = plan.leftOut.filter((card) => card.set === set.code);
    lines.push("", `## ${set.code} — ${set.name} (${cards.length} left out)`, "");
    if (cards.length === 0) lines.push("None.");
    for (const card of cards) lines.push(`- **${card.name.replace(/([\\*_`[\]<>|])/g, "\\$1")}** (${card.stage}): ${card.reason.replace(/\n/g, " ").replace(/([\\*_`[\]<>|])/g, "\\$1")}`);
  }
  return `${lines.join("\n")}\n`;
}

/** What the folders hold: set folder → file name → text, plus the left-out list. */
export function bundleFiles(plan: BundlePlan): Map<string, string> {
  const files = new Map<string, string>();
  const folderOf = new Map(SET_FOLDERS.map((set) => [set.code, set.folder]));
  for (const card of plan.bundled) files.set(`${folderOf.get(card.set)}/${card.file}`, card.text);
  files.set(LEFT_OUT_FILE, leftOutMarkdown(plan));
  return files;
}
