/**
 * "discards … at random" (the cards family): no player chooses; the game's seeded generator does, so the same
 * seed discards the same cards and another seed may not. Goblin Lore compiled from its text.
 */
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { compileCardSource } from "../../compiler/index.js";
import { createRegistry, type CardDefinition, type CardRegistry } from "../../runtime/definition.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { find, logKinds, names, ok, passAll, table } from "./engine-helpers.js";
import { temporaryFolder, writeModule, writeRuntimeReexport } from "../compiler/helpers.js";

const GOBLIN_LORE = `card "Goblin Lore"\n  cost {1}{R}\n  type Sorcery\n  Draw four cards, then discard three cards at random.\n`;
const folder = temporaryFolder("effects-random-discard");
afterAll(() => folder.cleanup());
let cards: CardRegistry;

beforeAll(async () => {
  await writeRuntimeReexport(folder.dir);
  const result = await compileCardSource(GOBLIN_LORE, "cards/goblin-lore.card", { runtimeImport: "../runtime.js" });
  expect(result.diagnostics).toEqual([]);
  expect(result.code).toContain("ctx.discardAtRandom(ctx.controller, 3);");
  const lore = ((await import(pathToFileURL(writeModule(folder.dir, "cards/goblin-lore.ts", result.code!)).href)) as { default: CardDefinition }).default;
  cards = createRegistry([...referenceCards, lore]);
}, 120_000);

it("'Target player discards a card at random.' prints back in both wordings; Goblin Lore's text round-trips to the same effects", () => {
  const text = `card "T"\n  cost {B}\n  type Sorcery\n  Target player discards a card at random.\n`;
  const { files, diagnostics } = checkCardSources([{ file: "c.card", text }]);
  expect(diagnostics).toEqual([]);
  for (const wording of ["2007", "current"] as const) expect(printCardFile(files[0].ast, { wording })).toContain("  Target player discards a card at random.\n");
  const effects = (source: string) => {
    const ability = checkCardSources([{ file: "c.card", text: source }]).files[0].ast.cards[0].abilities[0];
    return ability.kind === "Spell" && ability.body.kind === "Effects" ? ability.body.effects.map(({ kind, ...rest }) => [kind, "random" in rest]) : [];
  };
  const lore = checkCardSources([{ file: "c.card", text: GOBLIN_LORE }]);
  expect(effects(GOBLIN_LORE)).toEqual([["Draw", false], ["Discard", true]]);
  for (const wording of ["2007", "current"] as const) expect(effects(printCardFile(lore.files[0].ast, { wording }))).toEqual(effects(GOBLIN_LORE));
});

function play(seed: number) {
  const library = ["Island", "Plains", "Swamp", "Forest", "Mountain"];
  const game = table({ hand: ["Goblin Lore", "Hill Giant"], play: ["Mountain", "Mountain"], library }, {}, { cards, seed });
  ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Goblin Lore"), targets: [] });
  passAll(game);
  return game;
}

it("discards at random without asking anyone; the same seed discards the same cards", () => {
  const game = play(3);
  expect(game.pendingDecision()).toBeNull();
  expect(names(game, "p1", "hand")).toHaveLength(2);
  expect(logKinds(game, "discard")).toHaveLength(3);
  expect(logKinds(game, "discard").every((event) => event.random === true)).toBe(true);
  expect(logKinds(game, "answer")).toEqual([]);
  expect(names(play(3), "p1", "hand")).toEqual(names(game, "p1", "hand"));
  const hands = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => names(play(seed), "p1", "hand").sort().join(",")));
  expect(hands.size).toBeGreaterThan(1);
});
