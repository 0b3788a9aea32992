/**
 * The bundled scenario suite (scenarios/) passes: in-process against the hand-written definitions, in-process
 * against the compiled bundled set (what `cardscript test` plays with), and through one spawn of the CLI.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { expandInputs } from "../../cli/files.js";
import { parseScenarioFile } from "../../grammar/scenario/index.js";
import { formatReport, hasFailures, runScenarioFiles, type FileReport } from "../../runner/index.js";
import { loadCardSet } from "../../runner/cards.js";
import { createGame } from "../../runtime/game.js";
import { createRegistry, type CardRegistry } from "../../runtime/definition.js";
import { referenceRegistry } from "../runtime/fixtures/reference-cards.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
const scenarios = path.join(root, "scenarios");
const scratch = mkdtempSync(path.join(tmpdir(), "cardscript-scenarios-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function runSuite(cards: CardRegistry): Promise<FileReport[]> {
  const { files } = await expandInputs([scenarios], [".scenario"]);
  expect(files.length).toBeGreaterThanOrEqual(6);
  return runScenarioFiles(files, { cards, createGame: (setup) => createGame(setup) });
}

function explain(reports: FileReport[]): string {
  return formatReport(reports, (file) => readFileSync(file, "utf8"), 0, { color: false });
}

describe("the bundled scenario suite", () => {
  it("passes with the hand-written definitions of the 26 cards", async () => {
    const reports = await runSuite(referenceRegistry);
    expect(hasFailures(reports), explain(reports)).toBe(false);
    expect(reports.flatMap((report) => report.scenarios).length).toBeGreaterThan(100);
  });

  it("passes with the compiled bundled set", async () => {
    const cardSet = await loadCardSet({ cacheRoot: path.join(scratch, "cache") });
    if (!cardSet.ok) throw new Error(`the bundled cards did not compile: ${JSON.stringify(cardSet.diagnostics.slice(0, 3))} ${cardSet.inputErrors.join("; ")}`);
    expect(cardSet.count).toBe(26);
    const reports = await runSuite(cardSet.cards);
    expect(hasFailures(reports), explain(reports)).toBe(false);
  });

  it("catches a card that does not do what its text says (Doubling Season and Palisade Giant without their abilities)", async () => {
    const weakened = referenceRegistry.all().map((card) =>
      card.name === "Doubling Season" || card.name === "Palisade Giant" ? { ...card, abilities: [] } : card,
    );
    const reports = await runSuite(createRegistry(weakened));
    const failed = reports.flatMap((report) => report.scenarios).filter((scenario) => !scenario.passed).map((scenario) => scenario.title);
    expect(failed).toContain("Doubling Season: a planeswalker comes into play with twice its printed loyalty");
    expect(failed).toContain("Doubling Season: Garruk's Beast token is doubled");
    expect(failed).toContain("Doubling Season: Ajani Goldmane's +1/+1 counters are doubled");
    expect(failed).toContain("419.9 with Palisade Giant: Bob applies Palisade Giant first; the redirection then no longer applies");
    expect(failed.every((title) => /Doubling Season|Palisade Giant/.test(title))).toBe(true);
  });

  it("exercises every construct of the scenario syntax", async () => {
    const { files } = await expandInputs([scenarios], [".scenario"]);
    const kinds = new Set<string>();
    const features = new Set<string>();
    for (const file of files) {
      const text = readFileSync(file, "utf8");
      const parsed = parseScenarioFile(text, file);
      for (const block of parsed.file.blocks) {
        for (const line of block.setup) {
          kinds.add(line.kind);
          if (line.kind === "Zone") {
            features.add(`zone:${line.zone}`);
            for (const entry of line.entries) {
              if (entry.count > 1) features.add("entry:count");
              if (entry.tapped) features.add("entry:tapped");
              for (const counter of entry.counters) features.add(counter.count === 1 ? "entry:counter" : "entry:counters");
            }
          }
        }
        for (const line of block.steps) {
          kinds.add(line.kind);
          if ((line.kind === "Cast" || line.kind === "Activate") && line.x !== undefined) features.add(`${line.kind}:x`);
          if ((line.kind === "Cast" || line.kind === "Activate") && line.targets.length > 1) features.add("targets:and");
          if (line.kind === "Activate") {
            features.add(`cost:${line.cost.kind}`);
            if (line.cost.index > 1) features.add("cost:index");
            if (line.cost.kind === "LoyaltyCost" && line.cost.text.startsWith("−")) features.add("cost:minus-sign");
          }
          if (line.kind === "Choose") features.add(`answer:${line.answer.kind}`);
          if (line.kind === "Attack") features.add(`attack:${line.defender.kind}`);
          if (line.kind === "Attack" && line.attackers.length > 1) features.add("attack:several");
          if (line.kind === "Advance") features.add(line.player ? "advance:player" : "advance:step");
          if (line.kind === "ExpectError") features.add(line.text === undefined ? "error:any" : "error:text");
          if (line.kind === "ExpectLost") features.add(line.lost ? "lost" : "not-lost");
          if (line.kind === "ExpectCanActivate") features.add(line.can ? "can" : "cannot");
          if (line.kind === "ExpectTapped") features.add(line.tapped ? "tapped" : "untapped");
          if ((line.kind === "ExpectZoneHas" || line.kind === "ExpectControls") && line.count !== undefined) features.add(`${line.kind}:count`);
        }
      }
      if (/^\s*\w[\w ]*'s /m.test(text.replace(/^\s*(scenario|#).*$/gm, ""))) features.add("ref:owner");
      if (/ #\d/.test(text)) features.add("ref:ordinal");
    }
    const expectedKinds = [
      "Rules", "Seed", "Life", "Turn", "Zone",
      "Cast", "Play", "Activate", "Choose", "Resolve", "Attack", "Block", "Advance", "ExpectError",
      "ExpectLife", "ExpectLost", "ExpectLoyalty", "ExpectCounters", "ExpectDamage", "ExpectPowerToughness", "ExpectTapped",
      "ExpectKeyword", "ExpectZoneHas", "ExpectZoneLacks", "ExpectZoneCount", "ExpectControls", "ExpectControlsNo",
      "ExpectCanActivate", "ExpectStackEmpty",
    ];
    expect(expectedKinds.filter((kind) => !kinds.has(kind))).toEqual([]);
    const expectedFeatures = [
      "zone:hand", "zone:library", "zone:graveyard", "zone:battlefield", "zone:exile",
      "entry:count", "entry:tapped", "entry:counter", "entry:counters",
      "Cast:x", "Activate:x", "targets:and", "cost:LoyaltyCost", "cost:CostText", "cost:index", "cost:minus-sign",
      "answer:Yes", "answer:No", "answer:Nothing", "answer:ObjectRef",
      "attack:Player", "attack:ObjectRef", "attack:several", "advance:player", "advance:step",
      "error:any", "error:text", "lost", "not-lost", "can", "cannot", "tapped", "untapped",
      "ExpectZoneHas:count", "ExpectControls:count", "ref:owner", "ref:ordinal",
    ];
    expect(expectedFeatures.filter((feature) => !features.has(feature))).toEqual([]);
  });
});

describe("cardscript test (one spawn of the CLI)", () => {
  it("passes the bundled suite and fails a wrong number with its line, expected and found", () => {
    const wrong = path.join(scratch, "wrong.scenario");
    writeFileSync(wrong, 'scenario "Shock deals 2"\n  Alice battlefield: Mountain\n  Alice hand: Shock\n  Alice casts Shock targeting Bob\n  resolve\n  expect Bob life 19\n');
    const result = spawnSync(process.execPath, [path.join(root, "bin", "cardscript.js"), "test", scenarios, wrong], {
      cwd: root,
      encoding: "utf8",
      // This file's cache folder: never raced by another test file, and already built by the test above
      // (tests in one file run in order), so the CLI's build is a no-op.
      env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: undefined, CARDSCRIPT_CACHE_DIR: path.join(scratch, "cache") },
      timeout: 240_000,
    });
    expect(result.stderr).toBe("");
    expect(result.stdout).toContain("PASS  212.9g: Shock aimed at Bob is redirected to his Jace");
    expect(result.stdout).toContain(`FAIL  Shock deals 2  ${wrong}:1`);
    expect(result.stdout).toContain(`${wrong}:6:3: expected Bob's life 19, found 18`);
    expect(result.stdout).toContain("expected: 19");
    expect(result.stdout).toContain("found:    18");
    expect(result.stdout).toMatch(/scenarios: \d+ passed, 1 failed/);
    expect(result.status).toBe(1);
  });
});
