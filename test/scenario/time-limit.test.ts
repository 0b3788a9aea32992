/**
 * Every scenario runs within a time limit (issue 20, item 5): an escape-hatch `for (;;) {}` in a card hung
 * `cardscript test` with no message. Scenarios are played in a worker thread (runner/isolation.ts); one that goes
 * past the limit fails with a message naming it, its file:line and the limit, and the others still run. The same
 * for a block that ends the thread (`process.exit`).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { summarize } from "../../runner/index.js";
import { compileCardSet } from "../../runner/cards.js";
import { runScenarioFilesIsolated } from "../../runner/isolation.js";

const folder = mkdtempSync(path.join(tmpdir(), "cardscript-time-limit-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const cardsFolder = path.join(folder, "cards");
mkdirSync(cardsFolder);

const FENCE = "```";
const block = (name: string, code: string) => `card "${name}"\n  cost {R}\n  type Sorcery\n  ${name} does something new.\n    ${FENCE}ts\n    ${code}\n    ${FENCE}\n`;
writeFileSync(path.join(cardsFolder, "endless-spinner.card"), block("Endless Spinner", "for (;;) {}"));
writeFileSync(path.join(cardsFolder, "thread-ender.card"), block("Thread Ender", "process.exit(3);"));

const casts = (title: string, card: string) => `scenario "${title}"\n  Alice battlefield: Mountain\n  Alice hand: ${card}\n  Alice casts ${card}\n  resolve\n  expect Alice life 20\n`;
const shock = (title: string) => `scenario "${title}"\n  Alice battlefield: Mountain\n  Alice hand: Shock\n  Alice casts Shock targeting Bob\n  resolve\n  expect Bob life 18\n`;

describe("a time limit per scenario", () => {
  it("stops a scenario whose card loops forever, names it, and plays every other scenario", async () => {
    const compiled = await compileCardSet({ extra: [cardsFolder], cacheRoot: path.join(folder, "cache") });
    if (!compiled.ok || compiled.broken.length > 0) throw new Error("the cards did not compile");
    const first = path.join(folder, "first.scenario");
    const second = path.join(folder, "second.scenario");
    writeFileSync(first, [shock("before"), casts("spins forever", "Endless Spinner"), shock("after"), casts("ends the thread", "Thread Ender"), shock("last")].join("\n"));
    writeFileSync(second, shock("another file"));

    const reports = await runScenarioFilesIsolated([first, second], { outDir: compiled.outDir, timeLimitMs: 1_500, raiseLimitHint: "raise it" });
    const outcome = reports.map((report) => report.scenarios.map((scenario) => [scenario.title, scenario.passed]));
    expect(outcome).toEqual([
      [
        ["before", true],
        ["spins forever", false],
        ["after", true],
        ["ends the thread", false],
        ["last", true],
      ],
      [["another file", true]],
    ]);

    const spinning = reports[0].scenarios[1];
    expect(spinning.timedOut).toBe(true);
    expect(spinning.failure).toMatchObject({ line: 8, column: 10 });
    expect(spinning.failure!.message).toBe(
      `Scenario "spins forever" (${first}:8) did not finish within the time limit of 1.5 s per scenario, so it was stopped: a card it uses may loop forever (an escape-hatch block?); if it is only slow, raise it.`,
    );
    const ended = reports[0].scenarios[3];
    expect(ended.timedOut).toBeUndefined();
    expect(ended.failure!.message).toContain(`Scenario "ends the thread" (${first}:22) stopped the thread playing it: the thread exited (code 3).`);
    expect(summarize(reports, 0)).toMatchObject({ scenarios: 6, passed: 4, failed: 2, timedOut: 1 });
  });

  it("refuses a limit that is not a positive number of milliseconds", async () => {
    await expect(runScenarioFilesIsolated([], { outDir: undefined, timeLimitMs: 0 })).rejects.toThrow("time limit must be a positive number");
  });
});
