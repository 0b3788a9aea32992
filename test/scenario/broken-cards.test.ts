/**
 * A card that does not compile fails the scenarios that use it, with its errors, and no others (issue 14, item 4):
 * a set being written or imported is always partly unfinished. Before, one broken card anywhere under `--cards`
 * stopped every scenario. The broken files here fail at each stage of the build: parsing (CS1030), code
 * generation (CS4001, only found once the set parses) and the escape-hatch syntax check (CS4002).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { formatJson, formatReport, runScenarioText, summarize } from "../../runner/index.js";
import { compileCardSet, loadCardSet } from "../../runner/cards.js";
import { createGame } from "../../runtime/game.js";

const folder = mkdtempSync(path.join(tmpdir(), "cardscript-broken-cards-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const cardsFolder = path.join(folder, "cards");
mkdirSync(cardsFolder);

const FENCE = "```";
const CARDS: Record<string, string> = {
  "good-bolt.card": 'card "Good Bolt"\n  cost {R}\n  type Instant\n  Good Bolt deals 3 damage to target creature or player.\n',
  "half-written.card": 'card "Half Written"\n  cost {R}\n  type Sorcery\n  Half Written deals 3 damge to target player.\n',
  "brace-breaker.card": `card "Brace Breaker"\n  cost {R}\n  type Sorcery\n  Brace Breaker breaks out.\n    ${FENCE}ts\n    if (ctx.x > 0) {\n    ${FENCE}\n`,
  "bad-syntax.card": `card "Bad Syntax"\n  cost {R}\n  type Sorcery\n  Bad Syntax gains life.\n    ${FENCE}ts\n    ctx.gainLife(ctx.controller, "two" "three");\n    ${FENCE}\n`,
};
for (const [name, text] of Object.entries(CARDS)) writeFileSync(path.join(cardsFolder, name), text);

const SCENARIOS = `scenario "the good card"
  Alice battlefield: Mountain
  Alice hand: Good Bolt
  Alice casts Good Bolt targeting Bob
  resolve
  expect Bob life 17

scenario "the half-written card"
  Alice battlefield: Mountain
  Alice hand: Half Written
  Alice casts Half Written targeting Bob
  resolve
  expect Bob life 17

scenario "a bundled card"
  Alice battlefield: Mountain
  Alice hand: Shock
  Alice casts Shock targeting Bob
  resolve
  expect Bob life 18

scenario "only expects the broken cards"
  expect Alice hand lacks Brace Breaker
  expect Alice hand lacks Bad Syntax
`;

describe("a card set with cards that do not compile", () => {
  const cacheRoot = path.join(folder, "cache");

  it("compiles the others, and names each broken file, its cards and its errors", async () => {
    const compiled = await compileCardSet({ extra: [cardsFolder], cacheRoot });
    if (!compiled.ok) throw new Error(`the set was refused: ${compiled.inputErrors.join("; ")} ${JSON.stringify(compiled.diagnostics.slice(0, 2))}`);
    expect(compiled.count).toBe(27); // the 26 bundled cards and Good Bolt
    expect(compiled.files).toBe(30);
    const broken = Object.fromEntries(compiled.broken.map((file) => [path.basename(file.file), { names: file.cardNames, codes: file.diagnostics.map((diagnostic) => diagnostic.code) }]));
    expect(broken).toEqual({
      "half-written.card": { names: ["Half Written"], codes: ["CS1030"] },
      "brace-breaker.card": { names: ["Brace Breaker"], codes: ["CS4001"] },
      "bad-syntax.card": { names: ["Bad Syntax"], codes: ["CS4002"] },
    });
  });

  it("fails the scenarios that use a broken card, with its error, and plays the others", async () => {
    const cardSet = await loadCardSet({ extra: [cardsFolder], cacheRoot });
    if (!cardSet.ok) throw new Error("the set was refused");
    const report = runScenarioText(SCENARIOS, "set.scenario", { cards: cardSet.cards, createGame, brokenCards: cardSet.broken });
    expect(report.diagnostics).toEqual([]);
    const outcome = Object.fromEntries(report.scenarios.map((scenario) => [scenario.title, scenario.passed]));
    expect(outcome).toEqual({ "the good card": true, "the half-written card": false, "a bundled card": true, "only expects the broken cards": false });

    const halfWritten = report.scenarios[1];
    expect(halfWritten.brokenCards).toEqual(["Half Written"]);
    // At the first line that names the card.
    expect(halfWritten.failure).toMatchObject({ line: 10, column: 15 });
    expect(halfWritten.failure!.message).toMatch(
      /^Not played: it uses the card "Half Written", which does not compile: .*half-written\.card:4:24: error CS1030: The grammar does not know this ability \(the grammar stopped at 'damge'\)\.$/,
    );
    expect(report.scenarios[3].brokenCards).toEqual(["Brace Breaker", "Bad Syntax"]);
    expect(report.scenarios[3].failure!.message).toContain('uses the cards "Brace Breaker", "Bad Syntax", which do not compile');

    const summary = summarize([report], 0);
    expect(summary).toMatchObject({ scenarios: 4, passed: 2, failed: 2, notCompiling: { "Half Written": 1, "Brace Breaker": 1 } });
    // Tools get the same facts: the summary's counts, and each broken file with its cards and diagnostics.
    const json = JSON.parse(formatJson([report], 0, cardSet.broken));
    expect(json.summary).toMatchObject({ passed: 2, failed: 2, notCompiling: { "Half Written": 1, "Brace Breaker": 1 }, timedOut: 0 });
    expect(json.brokenCards.map((file: { cardNames: string[] }) => file.cardNames)).toEqual([["Bad Syntax"], ["Brace Breaker"], ["Half Written"]]);
    expect(json.files[0].scenarios[1].brokenCards).toEqual(["Half Written"]);
    const text = formatReport([report], () => SCENARIOS, 0, { color: false });
    expect(text.trimEnd().split("\n").at(-1)).toBe(
      '4 scenarios: 2 passed, 2 failed: 1 because card "Half Written" does not compile, 1 because card "Brace Breaker" does not compile (1 file, 0 ms)',
    );
  });

  it("of files that all fail gives an empty set, and every scenario that names them fails", async () => {
    const onlyBroken = path.join(folder, "only-broken");
    mkdirSync(onlyBroken);
    writeFileSync(path.join(onlyBroken, "half-written.card"), CARDS["half-written.card"]);
    const cardSet = await loadCardSet({ extra: [onlyBroken], withoutBundled: true, cacheRoot });
    if (!cardSet.ok) throw new Error("the set was refused");
    expect(cardSet.count).toBe(0);
    const report = runScenarioText('scenario "x"\n  Alice hand: Half Written\n  expect Alice hand count 1\n', "x.scenario", { cards: cardSet.cards, createGame, brokenCards: cardSet.broken });
    expect(report.diagnostics).toEqual([]);
    expect(report.scenarios.map((scenario) => [scenario.passed, scenario.brokenCards])).toEqual([[false, ["Half Written"]]]);
  });
});
