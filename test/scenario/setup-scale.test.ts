/**
 * Long setups cost time in proportion to their length, and a setup has a documented size limit (issue 20,
 * item 5): a comma list of thousands of names used to take cubic time in joinCardNames (2,000 names: 97 s), and
 * `N x Card` quadratic time in the runner (each placement copied its zone's list; 100,000 Forests: 104 s), while
 * the parser allowed 1,000,000 copies. The work is counted, not timed, so a loaded machine cannot make these
 * tests flaky.
 */
import { describe, expect, it } from "vitest";
import { MAX_SETUP_OBJECTS, joinCardNames, parseScenarioFile, validateScenarioFile } from "../../grammar/scenario/index.js";
import { formatReport, runBlock, runScenarioText } from "../../runner/index.js";
import type { GameSetup } from "../../runtime/api.js";
import { createGame } from "../../runtime/game.js";
import { referenceRegistry } from "../runtime/fixtures/reference-cards.js";

const knownNames = referenceRegistry.all().map((card) => card.name);

/** A set that counts its lookups. */
class CountingSet extends Set<string> {
  lookups = 0;
  override has(value: string): boolean {
    this.lookups++;
    return super.has(value);
  }
}

describe("comma lists in a setup", () => {
  it("are joined with a number of lookups linear in their length (a known name has at most one comma here)", () => {
    const lookups = (count: number) => {
      const names = Array.from({ length: count }, (_, index) => (index % 3 === 0 ? "Nicol Bolas, Planeswalker" : "Island")).join(", ");
      const { file, diagnostics } = parseScenarioFile(`scenario "long"\n  Alice hand: ${names}\n  expect Alice hand count ${count}\n`, "long.scenario");
      expect(diagnostics).toEqual([]);
      const known = new CountingSet(knownNames);
      const joined = joinCardNames(file, known);
      const line = joined.blocks[0].setup[0];
      if (line.kind !== "Zone") throw new Error("expected a zone line");
      expect(line.entries).toHaveLength(count);
      expect(line.entries.filter((entry) => entry.card.name === "Nicol Bolas, Planeswalker")).toHaveLength(Math.ceil(count / 3));
      return known.lookups;
    };
    const small = lookups(300);
    const large = lookups(6_000);
    // Each piece looks at most one piece ahead: at most one lookup per piece (it was n²/2 lookups of names up to
    // n pieces long).
    expect(small).toBeLessThanOrEqual(400);
    expect(large).toBeLessThanOrEqual(8_000);
    expect(large / small).toBeLessThan(25);
  });

  it("of 10,000 names (the most a setup may place) validate and run (was cubic: 2,000 names took 97 s)", () => {
    const count = MAX_SETUP_OBJECTS;
    const names = Array.from({ length: count }, () => "Island").join(", ");
    const report = runScenarioText(`scenario "long hand"\n  Alice hand: ${names}\n  expect Alice hand count ${count}\n`, "long.scenario", {
      cards: referenceRegistry,
      createGame,
    });
    expect(report.diagnostics).toEqual([]);
    expect(report.scenarios.map((scenario) => scenario.passed)).toEqual([true]);
  });

  it("with thousands of misspelt names still report each one, with its guess", () => {
    const names = Array.from({ length: 3_000 }, () => "Islnd").join(", ");
    const { file } = parseScenarioFile(`scenario "typos"\n  Alice hand: ${names}\n  expect Alice hand count 1\n`, "typos.scenario");
    const diagnostics = validateScenarioFile(file, knownNames);
    expect(diagnostics).toHaveLength(3_000);
    expect(diagnostics[2_999].message).toContain("did you mean 'Island'?");
  });
});

describe("N x Card", () => {
  it(`is limited to ${MAX_SETUP_OBJECTS.toLocaleString("en-US")} copies, with a clear error at the number`, () => {
    const text = 'scenario "huge"\n  Alice library: 100000 x Forest\n  expect Alice library count 100000\n';
    const { diagnostics } = parseScenarioFile(text, "huge.scenario");
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ code: "CS5011", severity: "error", range: { start: { line: 2, column: 18 } } });
    expect(diagnostics[0].message).toBe(
      "The number of copies must be between 1 and 10,000 (the most objects a scenario's setup may place); found 100000.",
    );
  });

  it(`a block's setup places at most ${MAX_SETUP_OBJECTS.toLocaleString("en-US")} objects in all, reported at the entry that goes past it`, () => {
    const text = 'scenario "two big libraries"\n  Alice library: 6000 x Forest\n  Bob library: 6000 x Forest\n  expect Alice library count 6000\n';
    const { file, diagnostics } = parseScenarioFile(text, "huge.scenario");
    expect(diagnostics).toEqual([]);
    const problems = validateScenarioFile(file, knownNames);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ code: "CS5011", severity: "error", range: { start: { line: 3, column: 16 } } });
    expect(problems[0].message).toContain("brings the scenario's setup to 12,000 objects; a scenario may place at most 10,000");
    // The runner refuses an unvalidated block too, at the same entry, instead of building the game.
    const result = runBlock(file.blocks[0], "huge.scenario", referenceRegistry, createGame);
    expect(result.passed).toBe(false);
    expect(result.failure).toMatchObject({ line: 3, column: 16 });
    expect(result.failure!.message).toContain("more than 10,000 objects");
  });

  it("sets up a game reading each zone once, however many copies (it copied the zone's list per copy)", () => {
    const zoneReadsDuringSetup = (copies: number) => {
      let reads = 0;
      let counting = true;
      const counted = (setup: GameSetup) => {
        const game = createGame(setup);
        const zone = game.zone.bind(game);
        game.zone = (player, name) => {
          if (counting) reads++;
          return zone(player, name);
        };
        return game;
      };
      const text = `scenario "library"\n  Alice library: ${copies} x Forest\n  Bob hand: ${copies} x Island\n  expect Alice library count ${copies}\n`;
      const { file } = parseScenarioFile(text, "library.scenario");
      // Count the setup only: the expectation reads the zone once more.
      const block = { ...file.blocks[0], steps: [] };
      const result = runBlock(block, "library.scenario", referenceRegistry, counted);
      counting = false;
      expect(result.passed).toBe(true);
      return reads;
    };
    expect(zoneReadsDuringSetup(MAX_SETUP_OBJECTS / 2)).toBe(zoneReadsDuringSetup(10));
    const full = runScenarioText(`scenario "library"\n  Alice library: ${MAX_SETUP_OBJECTS} x Forest\n  expect Alice library count ${MAX_SETUP_OBJECTS}\n`, "library.scenario", {
      cards: referenceRegistry,
      createGame,
    });
    expect(full.scenarios.map((scenario) => scenario.passed)).toEqual([true]);
  });
});

describe("a binary scenario file", () => {
  it("shows 50 problems, then one line saying how many more (it printed 6.1 MB)", () => {
    let seed = 7;
    const bytes = Array.from({ length: 60_000 }, () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return String.fromCharCode(seed % 256);
    }).join("");
    const report = runScenarioText(bytes, "binary.scenario", { cards: referenceRegistry, createGame });
    expect(report.diagnostics.length).toBeGreaterThan(100);
    const text = formatReport([report], () => bytes, 1, { color: false });
    expect(text.match(/^binary\.scenario:\d+:\d+ - (error|warning)/gm)).toHaveLength(50);
    expect(text).toContain(`binary.scenario: ${report.diagnostics.length - 50} more problems not shown (use --format json to see all).`);
    expect(text.length).toBeLessThan(100_000);
    // No control character reaches the terminal raw (messages name them as U+XXXX, frames show '�').
    expect(text).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f]/);
    expect(text).toMatch(/Unexpected character U\+[0-9A-F]{4}: scenario lines/);
    expect(text.trimEnd().split("\n").at(-1)).toMatch(/^0 scenarios: 0 passed, 0 failed; \d+ errors in scenario files \(1 file, 1 ms\)$/);
  });
});
