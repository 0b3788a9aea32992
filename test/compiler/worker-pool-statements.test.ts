/**
 * The worker threads of a build share the statements they format (compiler/workers.ts `WorkerPool`): a request
 * brings a worker what the other workers formatted since its last one, so a statement is formatted by one worker,
 * not by each. The modules must come out byte for byte as when generated in one thread.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseCardFile } from "../../grammar/index.js";
import { runJobs, type GenerateJob } from "../../compiler/generate.js";
import { StatementStore } from "../../compiler/statement-store.js";
import { WorkerPool } from "../../compiler/workers.js";

const REFERENCE = path.resolve(import.meta.dirname, "../../reference");
const CARDS = ["shock.card", "lightning-bolt.card", "serra-angel.card", "oblivion-ring.card", "millstone.card", "hill-giant.card", "lava-axe.card", "grizzly-bears.card"];

/** `count` jobs, the reference cards above in turn, each module under its own name. */
function jobs(count: number, prefix: string): GenerateJob[] {
  return Array.from({ length: count }, (_, index) => {
    const file = CARDS[index % CARDS.length];
    const source = readFileSync(path.join(REFERENCE, file), "utf8");
    const { ast } = parseCardFile(source, file);
    return { id: `cards/${prefix}-${index}.ts`, sourcePath: file, source, cards: ast.cards, runtimeImport: "../runtime.js" };
  });
}

describe("worker threads share the statements they format", () => {
  const pool = new WorkerPool(2);
  afterAll(() => pool.close());

  it("a worker given the statements another formatted formats none of them again, and the modules are the same", async () => {
    // One chunk (16 jobs): only the first worker generates, and formats every statement of these cards.
    const first = await pool.run(jobs(16, "first"));
    expect(first.timings.statementsFormatted).toBeGreaterThan(0);
    // Two chunks, one per worker: the second worker has formatted nothing yet, and is given what the first did.
    const second = await pool.run(jobs(32, "second"));
    expect(second.timings.statementsFormatted).toBe(0);
    expect(second.learned).toEqual([]);
    // The same modules as generated in one thread with nothing known before.
    const alone = await runJobs(jobs(32, "second"), new StatementStore(""));
    expect(second.results.map((result) => [result.id, result.text])).toEqual(alone.results.map((result) => [result.id, result.text]));
    expect(alone.timings.statementsFormatted).toBeGreaterThan(0);
  });
});
