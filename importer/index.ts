/**
 * The importer (`cardscript import`): MTGJSON set files → one `.card` file per card, and a report of what the
 * grammar makes of them. Pure: the caller reads the set files and writes the planned files (cli/commands/import.ts
 * does both, with its overwrite rules); the coverage benchmark (bench/coverage.ts) uses the same conversion and
 * classification. Imports the grammar only.
 */
import { checkImportedCards, totalsOf, type CardCheck, type CheckTotals, type ImportedCardFile } from "./classify.js";
import { convertCard, type ImportWording } from "./convert.js";
import { fileNamesFor } from "./file-names.js";
import type { MtgjsonSet } from "./mtgjson.js";

export { readSetFile, type MtgjsonCard, type MtgjsonSet } from "./mtgjson.js";
export { convertCard, IMPORT_WORDINGS, type Conversion, type ImportWording } from "./convert.js";
export { fileNamesFor, slugOf } from "./file-names.js";
export { checkImportedCards, normaliseSentence, sentenceAt, totalsOf, UNKNOWN_TEXT_CODES, type CardCheck, type CheckTotals, type CodeCount, type ImportedCardFile, type SentenceCount } from "./classify.js";
export { rendersBack, GRAMMAR_WORDING } from "./round-trip.js";

export interface SkippedCard {
  set: string;
  name: string;
  reason: string;
}

export interface ImportPlan {
  wording: ImportWording;
  sets: { file: string; code: string; name: string; cards: number }[];
  /** The cards to write, in input order, each with what the grammar makes of it. */
  cards: CardCheck[];
  skipped: SkippedCard[];
  totals: CheckTotals;
}

/** Converts and checks every card of the sets; nothing is written. */
export function planImport(sets: readonly MtgjsonSet[], wording: ImportWording): ImportPlan {
  const skipped: SkippedCard[] = [];
  const converted: { set: string; name: string; text: string }[] = [];
  const firstSetOf = new Map<string, string>();
  for (const set of sets) {
    for (const card of set.cards) {
      const conversion = convertCard(card, wording);
      if (!conversion.ok) {
        skipped.push({ set: set.code, name: conversion.name, reason: conversion.reason });
        continue;
      }
      const earlier = firstSetOf.get(conversion.name);
      if (earlier !== undefined) {
        skipped.push({ set: set.code, name: conversion.name, reason: `a card of this name was already imported from ${earlier} (a reprint); a set holds each name once` });
        continue;
      }
      firstSetOf.set(conversion.name, set.code);
      converted.push({ set: set.code, name: conversion.name, text: conversion.text });
    }
  }
  const fileNames = fileNamesFor(converted.map((card) => card.name));
  const files: ImportedCardFile[] = converted.map((card) => ({ ...card, file: fileNames.get(card.name)! }));
  const checks = checkImportedCards(files);
  const cards: CardCheck[] = [];
  for (const check of checks) {
    if (check.fileProblem !== undefined) skipped.push({ set: check.card.set, name: check.card.name, reason: check.fileProblem });
    else cards.push(check);
  }
  return {
    wording,
    sets: sets.map((set) => ({ file: set.file, code: set.code, name: set.name, cards: set.cards.length })),
    cards,
    skipped,
    totals: totalsOf(cards),
  };
}

export interface ImportReport {
  wording: ImportWording;
  sets: ImportPlan["sets"];
  /** Cards in the set files. */
  cardsInFiles: number;
  imported: number;
  skipped: SkippedCard[];
  clean: number;
  errorCodes: CheckTotals["errorCodes"];
  warningCodes: CheckTotals["warningCodes"];
  /** Every sentence the grammar does not know, most frequent first. */
  unknownSentences: CheckTotals["unknownSentences"];
  /** Where the files went (absent when nothing was written). */
  output?: { dir: string; written: number; unchanged: number };
}

export function reportOf(plan: ImportPlan, output?: ImportReport["output"]): ImportReport {
  return {
    wording: plan.wording,
    sets: plan.sets,
    cardsInFiles: plan.sets.reduce((sum, set) => sum + set.cards, 0),
    imported: plan.cards.length,
    skipped: plan.skipped,
    clean: plan.totals.clean,
    errorCodes: plan.totals.errorCodes,
    warningCodes: plan.totals.warningCodes,
    unknownSentences: plan.totals.unknownSentences,
    ...(output ? { output } : {}),
  };
}

/** "N of M (P %)". */
export function share(count: number, total: number): string {
  return `${count.toLocaleString("en-US")} of ${total.toLocaleString("en-US")} (${total === 0 ? "0.0" : ((100 * count) / total).toFixed(1)} %)`;
}

export interface FormatReportOptions {
  /** How many unknown sentences to list (default 20). */
  top?: number;
  /** How many skipped cards to list one by one (default 20; the rest are counted by reason). */
  skippedShown?: number;
}

/** The report as a person reads it. */
export function formatImportReport(report: ImportReport, options: FormatReportOptions = {}): string {
  const top = options.top ?? 20;
  const skippedShown = options.skippedShown ?? 20;
  const lines: string[] = [];
  const setList = report.sets.map((set) => `${set.code} (${set.cards})`).join(", ");
  lines.push(`Imported ${report.imported.toLocaleString("en-US")} of ${report.cardsInFiles.toLocaleString("en-US")} cards from ${report.sets.length} set file${report.sets.length === 1 ? "" : "s"} [${setList}], ${report.wording} wording.`);
  if (report.output) {
    const { written, unchanged } = report.output;
    lines.push(`Wrote ${written.toLocaleString("en-US")} file${written === 1 ? "" : "s"} to ${report.output.dir}${unchanged > 0 ? ` (${unchanged.toLocaleString("en-US")} already up to date)` : ""}.`);
  }
  if (report.skipped.length > 0) {
    lines.push("", `Skipped ${report.skipped.length} card${report.skipped.length === 1 ? "" : "s"}:`);
    // JSON quoting: a name may hold a line break or a quote (that may be why it was skipped).
    for (const card of report.skipped.slice(0, skippedShown)) lines.push(`  ${card.set} ${JSON.stringify(card.name)}: ${card.reason}`);
    if (report.skipped.length > skippedShown) lines.push(`  … and ${report.skipped.length - skippedShown} more (--format json lists them all)`);
  }
  lines.push("", `Check: ${share(report.clean, report.imported)} cards check clean.`);
  if (report.errorCodes.length > 0) {
    lines.push("", "Errors by code (cards, diagnostics):");
    for (const count of report.errorCodes) lines.push(`  ${count.code}  ${pad(count.cards, 6)} cards ${pad(count.diagnostics, 6)}  ${count.title}`);
  }
  if (report.warningCodes.length > 0) {
    lines.push("", "Warnings by code (cards, diagnostics):");
    for (const count of report.warningCodes) lines.push(`  ${count.code}  ${pad(count.cards, 6)} cards ${pad(count.diagnostics, 6)}  ${count.title}`);
  }
  if (report.unknownSentences.length > 0) {
    const shown = report.unknownSentences.slice(0, top);
    lines.push("", `The ${shown.length} most frequent sentences the grammar does not know (of ${report.unknownSentences.length}; cards, ~ = the card's name, N = a number):`);
    for (const entry of shown) lines.push(`  ${pad(entry.cards, 5)}  ${entry.sentence}   (e.g. ${entry.example})`);
  }
  if (report.output && report.clean < report.imported) {
    lines.push("", `Next: \`cardscript check ${report.output.dir}\` shows each error at its place; teach the grammar the sentences above, or give a card an escape-hatch code block (docs/language.md).`);
  }
  return `${lines.join("\n")}\n`;
}

function pad(value: number, width: number): string {
  return value.toLocaleString("en-US").padStart(width);
}
