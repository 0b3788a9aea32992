/**
 * Check throughput (`node --import tsx bench/check.ts`, or `npm run bench -- check`); not a test.
 *
 * Builds a synthetic set of 10,000 cards (the bundled cards replicated under fresh names), then measures on one
 * core, in the same process:
 *   - check: parse + validate of the whole set (checkCardSources), in cards/s;
 *   - JSON.parse of the JSON of the same ASTs, in cards/s (the floor any parser of this data is measured against);
 * and prints both and the ratio (check time / JSON.parse time). Targets: 10,000 cards in ≤ 1 s; ratio ≤ 10.
 * Also splits check into parse and validate, so a regression points at the part that caused it.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { checkCardSources, parseCardFile, validateCardSet } from "../grammar/index.js";

const TARGET_CARDS = 10_000;
const ROUNDS = 7;
const root = fileURLToPath(new URL("../", import.meta.url));
const folder = path.join(root, "cards");
const bundled = readdirSync(folder)
  .filter((name) => name.endsWith(".card"))
  .sort()
  .map((name) => readFileSync(path.join(folder, name), "utf8"));
if (bundled.length === 0) {
  console.error("bench/check: no .card files in cards/");
  process.exit(1);
}

/** "a", "b", …, "z", "ba", …: a suffix made of letters, so a renamed card's self-references stay words. */
function letters(index: number): string {
  let result = "";
  let rest = index;
  do {
    result = String.fromCharCode(97 + (rest % 26)) + result;
    rest = Math.floor(rest / 26);
  } while (rest > 0);
  return result;
}

/**
 * One file per replicated card, renamed "<Name> Copy<letters>" (its self-references with it; its type line, which
 * may hold the name as a subtype, "Forest", untouched) so that names stay unique across the set.
 */
function replicate(): { file: string; text: string }[] {
  const sources: { file: string; text: string }[] = [];
  const cards = bundled.flatMap((text) => {
    const { ast } = parseCardFile(text, "bench.card");
    return ast.cards.map((card) => ({ name: card.name, text: text.slice(card.range.start.offset, card.range.end.offset) }));
  });
  for (let index = 0; sources.length < TARGET_CARDS; index++) {
    const card = cards[index % cards.length];
    const copy = Math.floor(index / cards.length);
    const fresh = `${card.name} Copy${letters(copy)}`;
    const lines = card.text.split("\n").map((line) => (line.trimStart().startsWith("type ") ? line : line.split(card.name).join(fresh)));
    sources.push({ file: `synthetic/${index}.card`, text: `${lines.join("\n")}\n` });
  }
  return sources;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function time(run: () => void): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

const sources = replicate();
const first = checkCardSources(sources);
const cardCount = first.files.reduce((sum, file) => sum + file.ast.cards.length, 0);
const problems = first.diagnostics.filter((diagnostic) => diagnostic.severity === "error");
if (problems.length > 0) {
  console.error(`bench/check: the synthetic set has ${problems.length} errors, e.g. ${problems[0].file}:${problems[0].range.start.line}: ${problems[0].message}`);
  process.exit(1);
}
const json = JSON.stringify(first.files.map((file) => file.ast));

const checkTimes: number[] = [];
const parseTimes: number[] = [];
const validateTimes: number[] = [];
const jsonTimes: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  checkTimes.push(time(() => checkCardSources(sources)));
  let parsed: ReturnType<typeof parseCardFile>[] = [];
  parseTimes.push(time(() => (parsed = sources.map((source) => parseCardFile(source.text, source.file)))));
  validateTimes.push(time(() => validateCardSet(parsed.map((entry, index) => ({ ast: entry.ast, text: sources[index].text, syntaxDiagnostics: entry.diagnostics })))));
  jsonTimes.push(time(() => JSON.parse(json)));
}

const check = median(checkTimes);
const jsonParse = median(jsonTimes);
const perSecond = (ms: number): string => Math.round((cardCount / ms) * 1000).toLocaleString("en-US");
console.log(`cards:                 ${cardCount} (${sources.length} files, ${(json.length / 1e6).toFixed(1)} MB of AST JSON), median of ${ROUNDS} rounds`);
console.log(`check (parse+validate): ${check.toFixed(0)} ms  ${perSecond(check)} cards/s   (target: ${TARGET_CARDS} cards ≤ 1000 ms)`);
console.log(`  parse:               ${median(parseTimes).toFixed(0)} ms  ${perSecond(median(parseTimes))} cards/s`);
console.log(`  validate:            ${median(validateTimes).toFixed(0)} ms  ${perSecond(median(validateTimes))} cards/s`);
console.log(`JSON.parse of the ASTs: ${jsonParse.toFixed(0)} ms  ${perSecond(jsonParse)} cards/s`);
console.log(`ratio check / JSON.parse: ${(check / jsonParse).toFixed(1)}   (target: ≤ 10)`);
const scaled = (check * TARGET_CARDS) / cardCount;
console.log(`verdict: ${scaled <= 1000 ? "meets" : "MISSES"} the 1 s target; ${check / jsonParse <= 10 ? "meets" : "MISSES"} the ratio target`);
