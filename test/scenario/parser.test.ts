/**
 * The scenario language's parser and validator: the AST of every construct, and diagnostics with exact ranges
 * (golden file: fixtures/mistakes.diagnostics.txt, one mistake per line of fixtures/mistakes.scenario).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Diagnostic } from "../../grammar/diagnostics.js";
import { joinCardNames, parseScenarioFile, SCENARIO_CODES, ScenarioCodes, validateScenarioFile, type ScenarioBlock } from "../../grammar/scenario/index.js";
import { referenceRegistry } from "../runtime/fixtures/reference-cards.js";

const knownNames = referenceRegistry.all().map((card) => card.name);
const fixture = (name: string) => new URL(`./fixtures/${name}`, import.meta.url);

function formatDiagnostic(diagnostic: Diagnostic): string {
  const { start, end } = diagnostic.range;
  const fixes = diagnostic.suggestions ? ` [fix: ${diagnostic.suggestions.map((suggestion) => suggestion.replacement).join("|")}]` : "";
  return `${start.line}:${start.column}-${end.line}:${end.column} ${diagnostic.severity} ${diagnostic.code} ${diagnostic.message}${fixes}`;
}

function check(text: string): string[] {
  const parsed = parseScenarioFile(text, "test.scenario");
  const all = [...parsed.diagnostics, ...validateScenarioFile(parsed.file, knownNames)];
  return all.sort((a, b) => a.range.start.offset - b.range.start.offset).map(formatDiagnostic);
}

/** The first block of a text that must parse cleanly, with comma names joined. */
function block(text: string): ScenarioBlock {
  const parsed = parseScenarioFile(text, "test.scenario");
  expect(parsed.diagnostics.map(formatDiagnostic)).toEqual([]);
  return joinCardNames(parsed.file, new Set(knownNames)).blocks[0];
}

/** Drops ranges, to compare shapes. */
function shape(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value, (key, inner) => (key === "range" || key === "titleRange" ? undefined : inner)));
}

describe("scenario diagnostics (golden)", () => {
  it("reports one mistake per line with exact ranges, codes, messages and fixes", () => {
    const text = readFileSync(fixture("mistakes.scenario"), "utf8");
    const expected = readFileSync(fixture("mistakes.diagnostics.txt"), "utf8").trimEnd().split("\n");
    expect(check(text)).toEqual(expected);
  });

  it("ranges point at the misspelt word itself", () => {
    const text = 'scenario "t"\n  expect Bob lief 20\n';
    const parsed = parseScenarioFile(text, "t.scenario");
    const diagnostic = parsed.diagnostics[0];
    expect(text.slice(diagnostic.range.start.offset, diagnostic.range.end.offset)).toBe("lief");
    expect(diagnostic.suggestions?.[0].replacement).toBe("life");
  });

  it("an unknown card in a setup entry suggests the closest known name and the exact case", () => {
    expect(check('scenario "t"\n  Alice hand: jace beleren\n  expect Alice hand count 1\n')).toEqual([
      "2:15-2:27 error CS5006 Unknown card 'jace beleren': did you mean 'Jace Beleren'? Card names are written as printed; the set has 26 cards (add others with --cards <dir>). [fix: Jace Beleren]",
    ]);
  });

  it("a misspelt card name with a comma is reported once, whole", () => {
    expect(check('scenario "t"\n  Alice battlefield: Island, Nicol Bolas, Planeswalkr tapped, Forest\n  expect Alice controls Island\n')).toEqual([
      "2:30-2:54 error CS5006 Unknown card 'Nicol Bolas, Planeswalkr': did you mean 'Nicol Bolas, Planeswalker'? [fix: Nicol Bolas, Planeswalker]",
    ]);
  });

  it("an unknown keyword ability in 'has' gets a did-you-mean at the word", () => {
    expect(check('scenario "t"\n  expect Serra Angel has flyng\n')).toEqual([
      "2:26-2:31 error CS5015 Unknown keyword ability 'flyng': did you mean 'flying'? The keyword abilities are flying, vigilance, haste, trample, indestructible, reach, first strike, defender, double strike, fear, shroud, hexproof, menace, plainswalk, islandwalk, swampwalk, mountainwalk, forestwalk, wither, flash, changeling, shadow, flanking, exalted, persist, lifelink, deathtouch, conspire, retrace, cascade, storm, split second, delve, convoke, poisonous 1, poisonous 2, poisonous 3, poisonous 4, poisonous 5, poisonous 6, poisonous 7, poisonous 8, poisonous 9, poisonous 10, protection from white, protection from blue, protection from black, protection from red, protection from green, evoke, unearth, prowl, flashback, suspend, echo, madness. [fix: flying]",
    ]);
  });

  it("a reference to a name that is no card and not close to one is left to run time (tokens)", () => {
    expect(check('scenario "t"\n  expect Alice controls Beast x2\n  expect Bob controls no Dragon\n')).toEqual([]);
  });

  it("an empty file is a warning; a lexing error is reported once, at its character", () => {
    expect(check("# nothing here\n")).toEqual([
      "1:1-1:1 warning CS5014 This file has no scenario: start one with a line such as scenario \"212.9a: …\".",
    ]);
    // Only the lexing error: no "no expectation" warning for a block whose expectation could not be read.
    expect(check('scenario "t"\n  expect Bob life 2$0\n')).toEqual([
      "2:20-2:21 error CS5001 Unexpected character '$': scenario lines are made of words, numbers, \"titles\", costs such as {2}, and '#' comments.",
    ]);
  });

  it("every code has a title and an explanation, and the golden file uses only known codes", () => {
    expect(Object.values(ScenarioCodes).filter((code) => !SCENARIO_CODES.has(code))).toEqual([]);
    expect([...SCENARIO_CODES.keys()].sort()).toEqual(Object.values(ScenarioCodes).sort());
    const golden = readFileSync(fixture("mistakes.diagnostics.txt"), "utf8");
    for (const [, code] of golden.matchAll(/ (CS\d{4}) /g)) expect(SCENARIO_CODES.has(code)).toBe(true);
  });

  it("never throws, whatever the input", () => {
    for (const text of ["", "\n\n", "scenario", 'scenario "', "expect", "Alice", "Alice casts", "Alice activates X", "Alice hand: 2 x", "Alice hand: ,", "advance to", "\u0000\uFFFF", "#1 #2 #x"]) {
      expect(() => check(`scenario "t"\n${text}\n`)).not.toThrow();
      expect(() => check(text)).not.toThrow();
    }
  });
});

describe("scenario AST", () => {
  it("parses the issue's example exactly", () => {
    const parsed = block(`scenario "212.9g: Shock aimed at Bob is redirected to his Jace"
  Alice battlefield: Mountain
  Alice hand: Shock
  Bob battlefield: Jace Beleren
  Bob library: 5 x Island

  Alice chooses Jace Beleren
  Alice casts Shock targeting Bob
  resolve
  expect Bob life 20
  expect Jace Beleren loyalty 1
`);
    expect(parsed.title).toBe("212.9g: Shock aimed at Bob is redirected to his Jace");
    expect(shape(parsed.setup[3])).toEqual({
      kind: "Zone",
      player: { kind: "Player", name: "Bob" },
      zone: "library",
      entries: [{ kind: "Entry", count: 5, card: { kind: "CardName", name: "Island" }, tapped: false, counters: [] }],
    });
    expect(parsed.steps.map((line) => line.kind)).toEqual(["Choose", "Cast", "Resolve", "ExpectLife", "ExpectLoyalty"]);
  });

  it("matches card names with commas whole against the known names", () => {
    const parsed = block(`scenario "commas"
  Alice battlefield: Nicol Bolas, Planeswalker with 7 loyalty counters, Island, Elspeth, Knight-Errant tapped, 2 x Forest
  Alice activates Elspeth, Knight-Errant +1 #2 targeting Nicol Bolas, Planeswalker and Bob
  Alice attacks Nicol Bolas, Planeswalker with Grizzly Bears #1, Elspeth, Knight-Errant, Hill Giant
  expect Nicol Bolas, Planeswalker loyalty 7
`);
    const zone = parsed.setup[0];
    expect(zone.kind === "Zone" && zone.entries.map((entry) => [entry.count, entry.card.name, entry.tapped, entry.counters.map((c) => `${c.count} ${c.counter}`)])).toEqual([
      [1, "Nicol Bolas, Planeswalker", false, ["7 loyalty"]],
      [1, "Island", false, []],
      [1, "Elspeth, Knight-Errant", true, []],
      [2, "Forest", false, []],
    ]);
    expect(shape(parsed.steps[0])).toEqual({
      kind: "Activate",
      player: { kind: "Player", name: "Alice" },
      permanent: { kind: "ObjectRef", card: { kind: "CardName", name: "Elspeth, Knight-Errant" } },
      cost: { kind: "LoyaltyCost", value: 1, text: "+1", index: 2 },
      targets: [
        { kind: "ObjectRef", card: { kind: "CardName", name: "Nicol Bolas, Planeswalker" } },
        { kind: "Player", name: "Bob" },
      ],
    });
    const attack = parsed.steps[1];
    expect(attack.kind === "Attack" && attack.attackers.map((ref) => `${ref.card.name}${ref.ordinal ? ` #${ref.ordinal}` : ""}`)).toEqual([
      "Grizzly Bears #1",
      "Elspeth, Knight-Errant",
      "Hill Giant",
    ]);
  });

  it("reads every cost form: +N, -N, −N (U+2212), -X with X, 0, and cost text", () => {
    const parsed = block(`scenario "costs"
  Alice activates Jace Beleren +2
  Alice activates Jace Beleren −1 targeting Alice
  Alice activates Chandra Nalaar -X with X=3 targeting Hill Giant
  Alice activates Some Walker 0
  Alice activates Millstone {2}, {T} targeting Bob
  expect Alice can activate Millstone {2},{T}
`);
    const costs = parsed.steps.map((line) => (line.kind === "Activate" || line.kind === "ExpectCanActivate" ? shape(line.cost) : undefined));
    expect(costs).toEqual([
      { kind: "LoyaltyCost", value: 2, text: "+2", index: 1 },
      { kind: "LoyaltyCost", value: -1, text: "−1", index: 1 },
      { kind: "LoyaltyCost", value: "-X", text: "-X", index: 1 },
      { kind: "LoyaltyCost", value: 0, text: "0", index: 1 },
      { kind: "CostText", symbols: ["{2}", "{T}"], text: "{2}, {T}", index: 1 },
      { kind: "CostText", symbols: ["{2}", "{T}"], text: "{2}, {T}", index: 1 },
    ]);
    expect(parsed.steps[2].kind === "Activate" && parsed.steps[2].x).toBe(3);
  });

  it("reads every expectation form", () => {
    const parsed = block(`scenario "expectations"
  expect Bob life 20
  expect Bob lost
  expect Bob has not lost
  expect Jace Beleren loyalty 3
  expect Grizzly Bears 2 +1/+1 counters
  expect Grizzly Bears 1 -1/-1 counter
  expect Hill Giant damage 2
  expect Hill Giant 3/3
  expect Hill Giant tapped
  expect Hill Giant untapped
  expect Serra Angel has first strike
  expect Alice hand has Island x2
  expect Alice graveyard lacks Shock
  expect Alice library count 5
  expect Alice controls Beast x2
  expect Alice controls no Dragon
  expect Alice can activate Jace Beleren +2
  expect Bob cannot activate Bob's Jace Beleren #2 -1
  expect stack empty
  Alice casts Shock with X=2 targeting Bob
  expect error "212.9a"
  expect error
`);
    expect(parsed.steps.map((line) => line.kind)).toEqual([
      "ExpectLife", "ExpectLost", "ExpectLost", "ExpectLoyalty", "ExpectCounters", "ExpectCounters", "ExpectDamage",
      "ExpectPowerToughness", "ExpectTapped", "ExpectTapped", "ExpectKeyword", "ExpectZoneHas", "ExpectZoneLacks",
      "ExpectZoneCount", "ExpectControls", "ExpectControlsNo", "ExpectCanActivate", "ExpectCanActivate",
      "ExpectStackEmpty", "Cast", "ExpectError", "ExpectError",
    ]);
    expect(shape(parsed.steps[17])).toEqual({
      kind: "ExpectCanActivate",
      player: { kind: "Player", name: "Bob" },
      permanent: { kind: "ObjectRef", owner: { kind: "Player", name: "Bob" }, card: { kind: "CardName", name: "Jace Beleren" }, ordinal: 2 },
      cost: { kind: "LoyaltyCost", value: -1, text: "-1", index: 1 },
      can: false,
    });
    expect(shape(parsed.steps[10])).toMatchObject({ keyword: "first strike" });
    expect(shape(parsed.steps[20])).toEqual({ kind: "ExpectError", text: "212.9a" });
  });

  it("reads setup and action lines: turn, advance, chooses, blocks, plays, comments, ordinals", () => {
    const parsed = block(`# a comment line
scenario “typographic quotes”   # a comment after the title
  rules 2007
  seed 12
  turn Bob declare blockers
  Bob life 7
  Alice chooses yes
  Alice chooses no
  Alice chooses nothing
  Bob chooses Alice
  Bob chooses redirection
  Bob chooses Alice's Grizzly Bears #2   # the second one
  Bob blocks Grizzly Bears #1 with Hill Giant
  Alice plays Forest
  advance to Bob end of turn
  advance to combat damage
  expect Bob life 7
`);
    expect(parsed.title).toBe("typographic quotes");
    expect(shape(parsed.setup)).toEqual([
      { kind: "Rules", edition: "2007" },
      { kind: "Seed", seed: 12 },
      { kind: "Turn", player: { kind: "Player", name: "Bob" }, step: "declareBlockers" },
      { kind: "Life", player: { kind: "Player", name: "Bob" }, life: 7 },
    ]);
    const answers = parsed.steps.filter((line) => line.kind === "Choose").map((line) => (line.kind === "Choose" ? shape(line.answer) : null));
    expect(answers).toEqual([
      { kind: "Yes" },
      { kind: "No" },
      { kind: "Nothing" },
      { kind: "Player", name: "Alice" },
      { kind: "ObjectRef", card: { kind: "CardName", name: "redirection" } },
      { kind: "ObjectRef", owner: { kind: "Player", name: "Alice" }, card: { kind: "CardName", name: "Grizzly Bears" }, ordinal: 2 },
    ]);
    expect(shape(parsed.steps.slice(6, 9))).toEqual([
      {
        kind: "Block",
        player: { kind: "Player", name: "Bob" },
        attacker: { kind: "ObjectRef", card: { kind: "CardName", name: "Grizzly Bears" }, ordinal: 1 },
        blocker: { kind: "ObjectRef", card: { kind: "CardName", name: "Hill Giant" } },
      },
      { kind: "Play", player: { kind: "Player", name: "Alice" }, card: { kind: "ObjectRef", card: { kind: "CardName", name: "Forest" } } },
      { kind: "Advance", player: { kind: "Player", name: "Bob" }, step: "endOfTurn" },
    ]);
  });

  it("handles CRLF line ends and a byte-order mark, with positions on the right lines", () => {
    const parsed = parseScenarioFile('\uFEFFscenario "t"\r\n  expect Bob lief 20\r\n', "t.scenario");
    expect(parsed.diagnostics.map((d) => `${d.range.start.line}:${d.range.start.column}`)).toEqual(["2:14"]);
  });
});
