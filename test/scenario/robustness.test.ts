/**
 * Bad input never crashes the scenario tools: seeded mutations of the bundled scenario files (characters
 * replaced, lines deleted, duplicated or swapped) go through the parser, the validator and the runner. Every
 * diagnostic and failure must point inside the text, and nothing may throw.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parseScenarioFile, validateScenarioFile } from "../../grammar/scenario/index.js";
import { runScenarioText } from "../../runner/index.js";
import { createGame } from "../../runtime/game.js";
import { referenceRegistry } from "../runtime/fixtures/reference-cards.js";
import { seededRandom as random } from "../seeded-random.js";

const folder = fileURLToPath(new URL("../../scenarios/", import.meta.url));
const sources = readdirSync(folder)
  .filter((name) => name.endsWith(".scenario"))
  .sort()
  .map((name) => readFileSync(path.join(folder, name), "utf8"));
const knownNames = referenceRegistry.all().map((card) => card.name);


const ALPHABET = ['"', "#", ",", ":", "{", "}", "x", "X=", "+", "-", "−", "'s", " ", "\n", "7", "/", "and", "with", "expect", "Alice", "Jace"];

function mutate(text: string, next: () => number): string {
  const lines = text.split("\n");
  const pick = (length: number) => Math.floor(next() * length);
  switch (pick(4)) {
    case 0: {
      const chars = [...text];
      for (let count = 0; count < 3; count++) chars[pick(chars.length)] = ALPHABET[pick(ALPHABET.length)];
      return chars.join("");
    }
    case 1:
      lines.splice(pick(lines.length), 1);
      return lines.join("\n");
    case 2: {
      const at = pick(lines.length);
      lines.splice(at, 0, lines[pick(lines.length)]);
      return lines.join("\n");
    }
    default: {
      const [a, b] = [pick(lines.length), pick(lines.length)];
      [lines[a], lines[b]] = [lines[b], lines[a]];
      return lines.join("\n");
    }
  }
}

function inside(text: string, range: { start: { offset: number }; end: { offset: number } }): boolean {
  return range.start.offset >= 0 && range.start.offset <= range.end.offset && range.end.offset <= text.length;
}

describe("scenario tools on mutated input", () => {
  it("the parser and validator never throw, and every range is inside the text", () => {
    const next = random(20071012);
    for (let round = 0; round < 200; round++) {
      const text = mutate(sources[round % sources.length], next);
      const parsed = parseScenarioFile(text, "mutated.scenario");
      const diagnostics = [...parsed.diagnostics, ...validateScenarioFile(parsed.file, knownNames)];
      for (const diagnostic of diagnostics) {
        expect(inside(text, diagnostic.range), `${diagnostic.code} ${diagnostic.message}`).toBe(true);
        expect(diagnostic.message.length).toBeGreaterThan(0);
      }
    }
  });

  it("the runner never throws, and every failure points at a line of the file", () => {
    const next = random(20081003);
    let failures = 0;
    for (let round = 0; round < 40; round++) {
      const text = mutate(mutate(sources[round % sources.length], next), next);
      const lineCount = text.split("\n").length;
      const report = runScenarioText(text, "mutated.scenario", { cards: referenceRegistry, createGame: (setup) => createGame(setup) });
      for (const scenario of report.scenarios) {
        if (scenario.passed) continue;
        failures++;
        expect(scenario.failure!.line).toBeGreaterThanOrEqual(1);
        expect(scenario.failure!.line).toBeLessThanOrEqual(lineCount);
        expect(scenario.failure!.message).not.toMatch(/internal error/);
      }
    }
    // The mutations do break scenarios: the check above is not vacuous.
    expect(failures).toBeGreaterThan(0);
  });
});
