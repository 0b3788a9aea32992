/**
 * The corpus cards whose two wordings the grammar treats differently (`node --import tsx bench/wording-gaps.ts`);
 * not a test. Imports bench/corpus/ in the printed and the Oracle wording exactly as `bench/coverage.ts` does
 * (importer/: conversion, classification, round trip) and lists each card that checks clean in one wording and
 * not in the other (with the other's first unknown sentence or error), and each card clean in both that does not
 * render back its own text in one of them. Each line is a lead for Oracle parity: both wordings of a card mean
 * the same, so the grammar should read and print both.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { IMPORT_WORDINGS, planImport, readSetFile, rendersBack, type ImportWording, type MtgjsonSet } from "../importer/index.js";
import { checkReason } from "../scripts/bundled-sets.js";

const corpusDir = fileURLToPath(new URL("./corpus/", import.meta.url));
const sets: MtgjsonSet[] = ["10E.json", "LRW.json", "SHM.json", "ALA.json"].map((file) => {
  const set = readSetFile(JSON.parse(readFileSync(path.join(corpusDir, file), "utf8")), `bench/corpus/${file}`);
  if ("error" in set) {
    console.error(`bench/wording-gaps: ${set.error}`);
    process.exit(2);
  }
  return set;
});

interface Verdict {
  clean: boolean;
  rendersBack: boolean;
  /** Why it is not clean: its first unknown sentence, else its first error. */
  why: string;
}

const verdicts = new Map<ImportWording, Map<string, Verdict>>();
for (const wording of IMPORT_WORDINGS) {
  const byName = new Map<string, Verdict>();
  for (const check of planImport(sets, wording).cards) {
    byName.set(check.card.name, {
      clean: check.clean,
      rendersBack: check.clean && check.ast !== undefined && rendersBack(check.ast, check.card.text, wording),
      why: check.clean ? "" : checkReason(check),
    });
  }
  verdicts.set(wording, byName);
}

const printed = verdicts.get("printed")!;
const oracle = verdicts.get("oracle")!;
const lines: string[] = [];
for (const [name, left] of printed) {
  const right = oracle.get(name);
  if (right === undefined) continue; // not imported in the Oracle wording (the importer said why)
  if (left.clean !== right.clean) {
    lines.push(`clean in one wording only: ${name}: printed ${left.clean ? "clean" : left.why} | Oracle ${right.clean ? "clean" : right.why}`);
  } else if (left.clean && (!left.rendersBack || !right.rendersBack)) {
    lines.push(`not rendered back: ${name}: printed ${left.rendersBack ? "yes" : "no"}, Oracle ${right.rendersBack ? "yes" : "no"}`);
  }
}
console.log(lines.length === 0 ? "Every card is clean in both wordings or in neither, and renders back in both." : lines.join("\n"));
console.log(`${lines.length} card${lines.length === 1 ? "" : "s"} listed.`);
