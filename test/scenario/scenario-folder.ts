/**
 * The test of a scenario folder test/scenario/<name>/: its cards (<name>/cards) compiled next to the bundled set,
 * exactly as `cardscript test test/scenario/<name> --cards test/scenario/<name>/cards` does (into a scratch cache
 * folder removed after the file's tests), then its scenario files played, each expected to pass; a failure shows
 * the runner's report.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import { formatReport, hasFailures, runScenarioFiles, type FileReport } from "../../runner/index.js";
import { loadCardSet } from "../../runner/cards.js";
import { createGame } from "../../runtime/game.js";
import { systemTempFolders } from "../system-temp.js";

/** What is checked of a scenario folder besides every scenario passing. */
export interface ScenarioFolderChecks {
  /** The scenario files played, by name in the folder, in order; every `.scenario` file, sorted, when not given. */
  readonly scenarios?: readonly string[];
  /**
   * How many cards are compiled besides the bundled set's 26: a number, or one for each `.card` file in cards/; not
   * checked when not given.
   */
  readonly compiled?: number | "every card file";
  /**
   * How many scenarios are played: a number (all files together), or as many in each file as it has lines that
   * start with `scenario ` (at least one); not checked when not given.
   */
  readonly played?: number | "every title";
}

/** A scenario folder played: its path (with a trailing separator) and the runner's report of each file. */
export interface ScenarioFolderRun {
  readonly folder: string;
  readonly reports: readonly FileReport[];
}

/**
 * Declares the test `title`: every scenario of test/scenario/<name>/ passes with its cards compiled next to the
 * bundled set, and `checks` hold; `more` then makes the file's own assertions on the run.
 */
export function itPassesEveryScenario(
  name: string,
  title: string,
  checks: ScenarioFolderChecks,
  more?: (run: ScenarioFolderRun) => void,
): void {
  const folder = fileURLToPath(new URL(`./${name}/`, import.meta.url));
  const scratch = systemTempFolders(`cardscript-${name}-scenarios-`);
  it(title, async () => {
    const cards = path.join(folder, "cards");
    const cardSet = await loadCardSet({ extra: [cards], cacheRoot: path.join(scratch(), "cache") });
    if (!cardSet.ok) throw new Error(`the cards of ${cards} did not compile: ${JSON.stringify(cardSet.diagnostics.slice(0, 3))} ${cardSet.inputErrors.join("; ")}`);
    if (checks.compiled !== undefined) {
      const extra = checks.compiled === "every card file" ? readdirSync(cards).filter((file) => file.endsWith(".card")).length : checks.compiled;
      expect(cardSet.count).toBe(26 + extra);
    }
    const names = checks.scenarios ?? readdirSync(folder).filter((file) => file.endsWith(".scenario")).sort();
    const files = names.map((file) => path.join(folder, file));
    const reports = await runScenarioFiles(files, { cards: cardSet.cards, createGame: (setup) => createGame(setup) });
    expect(hasFailures(reports), formatReport(reports, (file) => readFileSync(file, "utf8"), 0, { color: false })).toBe(false);
    if (checks.played === "every title") {
      for (const report of reports) {
        const titles = readFileSync(report.file, "utf8").match(/^scenario /gm)?.length ?? 0;
        expect(titles, `${report.file} has no line that starts with "scenario "`).toBeGreaterThan(0);
        expect(report.scenarios.length, report.file).toBe(titles);
      }
    } else if (checks.played !== undefined) {
      expect(reports.reduce((sum, report) => sum + report.scenarios.length, 0)).toBe(checks.played);
    }
    more?.({ folder, reports });
  }, 240_000);
}
