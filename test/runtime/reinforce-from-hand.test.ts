/**
 * Reinforce (Morningtide; its reminder text: "{cost}, Discard this card: Put N +1/+1 counters on target
 * creature."), by the rules of the time: an activated ability played from its owner's hand at instant speed, the
 * card discarded as its cost (409.1f: before the ability resolves), the target chosen as it is played (409.1c).
 * Played through Burrenton Bombardier compiled from its text.
 */
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compileCardSource } from "../../compiler/index.js";
import { createRegistry, type CardDefinition, type CardRegistry } from "../../runtime/definition.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { find, names, ok, passAll, refused, table } from "./engine-helpers.js";
import { temporaryFolder, writeModule, writeRuntimeReexport } from "../compiler/helpers.js";

const BOMBARDIER = `card "Burrenton Bombardier"\n  cost {2}{W}\n  type Creature — Kithkin Soldier\n  2/2\n  Flying\n  Reinforce 2—{2}{W}\n`;

const folder = temporaryFolder("reinforce");
afterAll(() => folder.cleanup());
let cards: CardRegistry;

beforeAll(async () => {
  await writeRuntimeReexport(folder.dir);
  const result = await compileCardSource(BOMBARDIER, "cards/burrenton-bombardier.card", { runtimeImport: "../runtime.js" });
  expect(result.diagnostics).toEqual([]);
  const compiled = ((await import(pathToFileURL(writeModule(folder.dir, "cards/burrenton-bombardier.ts", result.code!)).href)) as { default: CardDefinition }).default;
  cards = createRegistry([...referenceCards, compiled]);
}, 120_000);

describe("reinforce: an activated ability played from the hand", () => {
  it("is played at instant speed (the opponent's upkeep) from the hand; the card is discarded as the cost; the counters come as it resolves", () => {
    const game = table({ hand: ["Burrenton Bombardier"], play: ["Plains", "Plains", "Plains"] }, { play: ["Grizzly Bears"] }, { cards, step: "upkeep", activePlayer: 1 });
    ok(game, { kind: "pass", player: "p2" });
    const bears = find(game, "p2", "play", "Grizzly Bears");
    ok(game, { kind: "activate", player: "p1", object: find(game, "p1", "hand", "Burrenton Bombardier"), ability: 0, targets: [[bears]] });
    expect(names(game, "p1", "graveyard")).toEqual(["Burrenton Bombardier"]);
    expect(game.object(bears)!.counters["+1/+1"] ?? 0).toBe(0);
    passAll(game);
    expect(game.object(bears)!.counters["+1/+1"]).toBe(2);
    expect(game.object(bears)!.power).toBe(4);
  });

  it("can't be played from play (its cost discards the card from the hand), nor without its mana", () => {
    const inPlay = table({ play: ["Burrenton Bombardier", "Plains", "Plains", "Plains", "Grizzly Bears"] }, {}, { cards });
    refused(inPlay, { kind: "activate", player: "p1", object: find(inPlay, "p1", "play", "Burrenton Bombardier"), ability: 0, targets: [[find(inPlay, "p1", "play", "Grizzly Bears")]] }, "hand");
    const poor = table({ hand: ["Burrenton Bombardier"], play: ["Plains", "Grizzly Bears"] }, {}, { cards });
    expect(poor.legalActions().some((action) => action.kind === "activate")).toBe(false);
  });
});
