/**
 * `cardscript test` as a user runs it, on a set being written (issue 14 item 4, issue 20 item 5): a card that
 * does not compile fails only the scenarios that use it; a card whose escape-hatch block loops forever fails its
 * scenario at the time limit instead of hanging the command; both are summed up on the last line; exit 1.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../", import.meta.url));
const folder = mkdtempSync(path.join(tmpdir(), "cardscript-test-command-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function cardscript(args: string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [path.join(root, "bin/cardscript.js"), ...args], {
    cwd: folder,
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: undefined, CARDSCRIPT_CACHE_DIR: path.join(folder, "cache") },
    timeout: 120_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const FENCE = "```";

describe("cardscript test on a set being written", () => {
  it("runs every scenario whose cards compile, stops a looping one at the time limit, and says why each failed", () => {
    mkdirSync(path.join(folder, "cards"));
    writeFileSync(path.join(folder, "cards", "half-written.card"), 'card "Half Written"\n  cost {R}\n  type Sorcery\n  Half Written deals 3 damge to target player.\n');
    writeFileSync(
      path.join(folder, "cards", "endless-spinner.card"),
      `card "Endless Spinner"\n  cost {R}\n  type Sorcery\n  Endless Spinner spins forever.\n    ${FENCE}ts\n    for (;;) {}\n    ${FENCE}\n`,
    );
    writeFileSync(
      path.join(folder, "set.scenario"),
      [
        'scenario "the half-written card"\n  Alice battlefield: Mountain\n  Alice hand: Half Written\n  Alice casts Half Written targeting Bob\n  resolve\n  expect Bob life 17\n',
        'scenario "the spinner"\n  Alice battlefield: Mountain\n  Alice hand: Endless Spinner\n  Alice casts Endless Spinner\n  resolve\n  expect Alice life 20\n',
        'scenario "a bundled card"\n  Alice battlefield: Mountain\n  Alice hand: Shock\n  Alice casts Shock targeting Bob\n  resolve\n  expect Bob life 18\n',
      ].join("\n"),
    );
    const result = cardscript(["test", "set.scenario", "--cards", "cards", "--timeout", "1.5"]);
    expect(result.stderr).toBe("");
    expect(result.status).toBe(1);
    const out = result.stdout;
    // The card's errors first, with a code frame, then what happens to the scenarios.
    expect(out).toContain("cards/half-written.card:4:24 - error CS1030: The grammar does not know this ability");
    expect(out).toContain('1 card file did not compile ("Half Written"): the scenarios that use this card fail, the others run.');
    expect(out).toContain("FAIL  the half-written card  set.scenario:1");
    expect(out).toContain('set.scenario:3:15: Not played: it uses the card "Half Written", which does not compile: cards/half-written.card:4:24: error CS1030');
    expect(out).toContain("FAIL  the spinner  set.scenario:8");
    expect(out).toContain(
      'set.scenario:8:10: Scenario "the spinner" (set.scenario:8) did not finish within the time limit of 1.5 s per scenario, so it was stopped: a card it uses may loop forever (an escape-hatch block?); if it is only slow, raise the limit with --timeout <seconds>.',
    );
    expect(out).toContain("PASS  a bundled card  set.scenario:15");
    expect(out.trimEnd().split("\n").at(-1)).toMatch(
      /^3 scenarios: 1 passed, 2 failed: 1 because card "Half Written" does not compile, 1 stopped at the time limit; 1 card file that does not compile \(1 file, \d+ ms\)$/,
    );
  });

  it("exits 1 when a card does not compile even if no scenario uses it, and says so on the last line", () => {
    writeFileSync(path.join(folder, "bundled-only.scenario"), 'scenario "a bundled card"\n  Alice battlefield: Mountain\n  Alice hand: Shock\n  Alice casts Shock targeting Bob\n  resolve\n  expect Bob life 18\n');
    const result = cardscript(["test", "bundled-only.scenario", "--cards", "cards"]);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain("PASS  a bundled card  bundled-only.scenario:1");
    expect(result.stdout.trimEnd().split("\n").at(-1)).toMatch(/^1 scenario: 1 passed, 0 failed; 1 card file that does not compile \(1 file, \d+ ms\)$/);
  });

  it("refuses a --timeout that is not a positive number of seconds (exit 2)", () => {
    const result = cardscript(["test", "set.scenario", "--timeout", "soon"]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("cardscript test: --timeout takes the seconds one scenario may run, a number above 0 and at most 86400; found 'soon'.");
  });
});
