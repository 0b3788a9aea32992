/**
 * The runner with cards of its own (any CardRegistry), for the constructs the bundled set cannot show: a `0`
 * loyalty cost, an answer naming a player (a triggered ability that targets a player), and a spell cast with
 * X. Also `--cards <dir>`: a card folder compiled next to the bundled set.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runScenarioText } from "../../runner/index.js";
import { loadCardSet } from "../../runner/cards.js";
import { createGame } from "../../runtime/game.js";
import { createRegistry, defineCard, type CardDefinition, type ManaCost, type TargetSpec } from "../../runtime/definition.js";
import { referenceCards } from "../runtime/fixtures/reference-cards.js";

const noMana: ManaCost = { generic: 0, W: 0, U: 0, B: 0, R: 0, G: 0, x: 0 };
const targetPlayer: TargetSpec = { min: 1, max: 1, players: true };

const testWalker = defineCard({
  name: "Test Walker",
  manaCost: { ...noMana, generic: 2 },
  colors: [],
  supertypes: [],
  types: ["Planeswalker"],
  subtypes: ["Testwalker"],
  loyalty: 2,
  keywords: [],
  abilities: [
    { kind: "activated", cost: { loyalty: 0 }, text: "0: You gain 1 life.", targets: [], resolve: (ctx) => ctx.gainLife(ctx.controller, 1) },
  ],
  text: ["0: You gain 1 life."],
});

const oracle = defineCard({
  name: "Test Oracle",
  manaCost: { ...noMana },
  colors: [],
  supertypes: [],
  types: ["Artifact"],
  subtypes: [],
  keywords: [],
  abilities: [
    {
      kind: "triggered",
      trigger: { kind: "entersPlay" },
      text: "When Test Oracle comes into play, target player draws a card.",
      targets: [targetPlayer],
      resolve: (ctx) => {
        const player = ctx.target(0);
        if (player !== undefined) ctx.draw(player, 1);
      },
    },
  ],
  text: ["When Test Oracle comes into play, target player draws a card."],
});

const blaze = defineCard({
  name: "Test Blaze",
  manaCost: { ...noMana, R: 1, x: 1 },
  colors: ["R"],
  supertypes: [],
  types: ["Sorcery"],
  subtypes: [],
  keywords: [],
  abilities: [],
  spell: {
    text: "Test Blaze deals X damage to target player.",
    targets: [targetPlayer],
    resolve: (ctx) => {
      const player = ctx.target(0);
      if (player !== undefined) ctx.dealDamage(ctx.self, ctx.x, [player]);
    },
  },
  text: ["Test Blaze deals X damage to target player."],
});

const cards = createRegistry([...referenceCards, testWalker, oracle, blaze] as CardDefinition[]);
const run = (text: string) => runScenarioText(text, "custom.scenario", { cards, createGame: (setup) => createGame(setup) });

describe("constructs the bundled set cannot show", () => {
  it("activates a 0 loyalty ability, and expects it activatable once", () => {
    const report = run(`scenario "0: a loyalty ability that costs nothing"
  Alice battlefield: Test Walker
  expect Alice can activate Test Walker 0
  Alice activates Test Walker 0
  expect Test Walker loyalty 2
  resolve
  expect Alice life 21
  expect Alice cannot activate Test Walker 0
`);
    expect(report.diagnostics).toEqual([]);
    expect(report.scenarios[0]).toMatchObject({ passed: true });
  });

  it("answers a trigger's target with a player", () => {
    const report = run(`scenario "chooses a player"
  Alice hand: Test Oracle
  Bob library: Island
  Alice chooses Bob
  Alice casts Test Oracle
  resolve
  resolve
  expect Bob hand has Island
  expect Alice hand count 0
`);
    expect(report.diagnostics).toEqual([]);
    expect(report.scenarios[0]).toMatchObject({ passed: true });
  });

  it("casts a spell with X, paying X from untapped lands", () => {
    const report = run(`scenario "with X=3"
  Alice battlefield: 4 x Mountain, Island
  Alice hand: Test Blaze
  Alice casts Test Blaze with X=3 targeting Bob
  resolve
  expect Bob life 17
  expect Mountain #4 tapped
  expect Island untapped
`);
    expect(report.diagnostics).toEqual([]);
    expect(report.scenarios[0]).toMatchObject({ passed: true });
  });
});

describe("--cards <dir>: a folder of cards compiled next to the bundled set", () => {
  const folder = mkdtempSync(path.join(tmpdir(), "cardscript-extra-cards-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("plays a card from the extra folder", async () => {
    writeFileSync(path.join(folder, "test-bear.card"), 'card "Scenario Test Bear"\n  cost {1}{G}\n  type Creature — Bear\n  2/3\n');
    const cardSet = await loadCardSet({ extra: [folder], cacheRoot: path.join(folder, "cache") });
    if (!cardSet.ok) throw new Error(`did not compile: ${JSON.stringify(cardSet.diagnostics.slice(0, 3))} ${cardSet.inputErrors.join("; ")}`);
    expect(cardSet.count).toBe(27);
    const report = runScenarioText(
      `scenario "an extra card"
  Alice battlefield: Scenario Test Bear, Grizzly Bears
  expect Scenario Test Bear 2/3
  expect Grizzly Bears 2/2
`,
      "extra.scenario",
      { cards: cardSet.cards, createGame: (setup) => createGame(setup) },
    );
    expect(report.diagnostics).toEqual([]);
    expect(report.scenarios[0]).toMatchObject({ passed: true });
  });
});
