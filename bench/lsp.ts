/**
 * Language server latency (`node --import tsx bench/lsp.ts`, or `npm run bench -- lsp`); not a test.
 *
 * Starts the real server (`node bin/cardscript.js lsp --stdio`) as a child process and drives it over stdio
 * with vscode-jsonrpc, like an editor. Opens one file of 1,000 real cards (issue 19: the bundled set's cards,
 * cards/<set>/, in path order, then the first of them again under fresh names to make up 1,000), then makes one-character edits at seeded random places in it (type a letter, delete it again), one
 * at a time, and measures from sending `didChange` to receiving the `publishDiagnostics` of that version. Prints p50/p95 beside the time of
 * a full re-check of the same file (`checkCardSources` in this process, median of several runs; and the
 * server's own first check when the file was opened), and the ratio. Target: p95 ≤ 20 ms.
 *
 * Correctness is checked too: the published diagnostics must equal those of `checkCardSources` on the edited
 * text (every 10th edit, since that full check is the slow path). Prints the machine's load average: on a busy
 * machine every figure grows, the ratio much less.
 */
import { setsFolders, syntheticCards } from "./synthetic-cards.js";
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { TextDocument } from "vscode-languageserver-textdocument";
import { checkCardSources } from "../grammar/index.js";
import { TestClient, uriOf } from "../test/lsp/client.js";
import { seededRandom as random } from "../test/seeded-random.js";

const CARDS = 1_000;
const EDITS = Number(process.env.LSP_BENCH_EDITS ?? 300);
const WARMUP_EDITS = 30;
const TARGET_P95_MS = 20;

/** 1,000 real cards in one file: the bundled set's (bench/synthetic-cards.ts). */
function realCardsFile(): string {
  return `${syntheticCards(CARDS, setsFolders).join("\n\n")}\n`;
}


function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function median(values: number[]): number {
  return percentile([...values].sort((a, b) => a - b), 50);
}

const LETTERS = "abcdefghijklmnopqrstuvwxyz";

async function main(): Promise<number> {
  const text = realCardsFile();
  const folder = mkdtempSync(path.join(tmpdir(), "cardscript-bench-lsp-"));
  const file = path.join(folder, "thousand.card");
  const uri = uriOf(file);

  // The full re-check of the same file, in this process (what `cardscript check` does for it).
  const fullTimes: number[] = [];
  let expectedCount = 0;
  for (let round = 0; round < 7; round++) {
    const started = performance.now();
    expectedCount = checkCardSources([{ file, text }]).diagnostics.length;
    fullTimes.push(performance.now() - started);
  }
  const fullCheck = median(fullTimes);

  // LSP_BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server while the benchmark runs.
  const client = TestClient.start((process.env.LSP_BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean));
  try {
    await client.initialize(folder);
    let started = performance.now();
    await client.open(uri, text, 1);
    const first = await client.diagnostics(uri, (published) => published.version === 1);
    const openTime = first.at - started;
    if (first.diagnostics.length !== expectedCount) throw new Error(`the server found ${first.diagnostics.length} diagnostics on open, check ${expectedCount}`);

    // One-character edits, as an author makes them: type a letter somewhere in a random line, then delete it
    // again (so mistakes come and go, as when typing, instead of piling up over the file).
    const document = TextDocument.create(uri, "cardscript", 1, text);
    const next = random(2026);
    const latencies: number[] = [];
    let mismatches = 0;
    let typed: { line: number; character: number } | undefined;
    for (let edit = 0; edit < WARMUP_EDITS + EDITS; edit++) {
      const version = document.version + 1;
      let change: { range: { start: { line: number; character: number }; end: { line: number; character: number } }; text: string };
      if (typed) {
        change = { range: { start: typed, end: { line: typed.line, character: typed.character + 1 } }, text: "" };
        typed = undefined;
      } else {
        const line = Math.floor(next() * (document.lineCount - 1));
        const lineLength = document.getText({ start: { line, character: 0 }, end: { line: line + 1, character: 0 } }).replace(/\r?\n$/, "").length;
        typed = { line, character: Math.floor(next() * (lineLength + 1)) };
        change = { range: { start: typed, end: typed }, text: LETTERS[Math.floor(next() * LETTERS.length)] };
      }
      TextDocument.update(document, [change], version);
      started = performance.now();
      await client.change(uri, version, [change]);
      const published = await client.diagnostics(uri, (candidate) => candidate.version === version);
      if (edit >= WARMUP_EDITS) latencies.push(published.at - started);
      if (edit % 10 === 0) {
        const expected = checkCardSources([{ file, text: document.getText() }]).diagnostics.map((d) => `${d.code}@${d.range.start.line - 1}:${d.range.start.column - 1}`);
        const got = published.diagnostics.map((d) => `${d.code}@${d.range.start.line}:${d.range.start.character}`);
        if (JSON.stringify(expected) !== JSON.stringify(got)) {
          mismatches++;
          // What differed, so that a mismatch can be reproduced (the edits are seeded: the same run gives the same text).
          const missing = expected.filter((entry) => !got.includes(entry));
          const extra = got.filter((entry) => !expected.includes(entry));
          console.log(`  edit ${edit} (version ${version}, ${JSON.stringify(change)}): check has ${expected.length} diagnostics, the server ${got.length}; only in check: ${missing.slice(0, 5).join(", ") || "-"}; only from the server: ${extra.slice(0, 5).join(", ") || "-"}${missing.length + extra.length === 0 ? " (same ones, in another order)" : ""}`);
        }
      }
    }
    latencies.sort((a, b) => a - b);
    const p50 = percentile(latencies, 50);
    const p95 = percentile(latencies, 95);
    const ms = (value: number) => `${value.toFixed(2)} ms`;
    console.log(`language server, one file of ${CARDS} real cards (cards/<set>/; ${(text.length / 1024).toFixed(0)} KiB), ${EDITS} one-character edits over stdio:`);
    console.log(`  diagnostics after an edit:  p50 ${ms(p50)}   p95 ${ms(p95)}   max ${ms(latencies[latencies.length - 1])}   (target p95 ≤ ${TARGET_P95_MS} ms)`);
    console.log(`  full re-check of the file:  ${ms(fullCheck)} (checkCardSources in-process, median of 7); server's first check on open: ${ms(openTime)}`);
    console.log(`  ratio full re-check / p95:  ${(fullCheck / p95).toFixed(1)}×   (p50: ${(fullCheck / p50).toFixed(1)}×)`);
    console.log(`  diagnostics identical to check on every sampled edit: ${mismatches === 0 ? "yes" : `NO (${mismatches} differed)`}`);
    console.log(`  load average while measuring: ${loadavg().map((load) => load.toFixed(1)).join(", ")} on ${availableParallelism()} core(s)`);
    const code = await client.stop();
    if (code !== 0) console.error(`bench/lsp: the server exited with ${code}`);
    return p95 <= TARGET_P95_MS && mismatches === 0 && code === 0 ? 0 : 1;
  } finally {
    client.kill();
    rmSync(folder, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`bench/lsp: ${(error as Error).message}`);
    process.exit(1);
  },
);
