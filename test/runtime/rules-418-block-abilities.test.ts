/**
 * Abilities written as escape-hatch blocks in the engine (runtime/definition.ts BlockAbilityDefinition): a static
 * block's effect is a continuous effect from the moment its permanent is in play, with the permanent's timestamp
 * (418.5b), in sublayer 6d (2007); it survives a snapshot through JSON; the block's function runs only when a game first
 * looks the card up, never when the definition is made. A trigger condition written as a block (410.1) is asked
 * about permanents leaving play, its own permanent's leaving included (410.10c: leaves-play abilities look back).
 */
import { describe, expect, it } from "vitest";
import { createGame, restoreGame } from "../../runtime/game.js";
import { createRegistry, defineCard, type CardDefinition } from "../../runtime/definition.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { find, ok, passAll, setupOf } from "./engine-helpers.js";

let blockCalls = 0;
const anthem: CardDefinition = defineCard({
  name: "Test Anthem",
  manaCost: { generic: 1, W: 2, U: 0, B: 0, R: 0, G: 0, x: 0 },
  colors: ["W"],
  supertypes: [],
  types: ["Enchantment"],
  subtypes: [],
  keywords: [],
  abilities: [
    {
      kind: "block",
      implements: "static",
      text: "Other creatures you control get +1/+1 and have flying.",
      block: () => {
        blockCalls++;
        return { affected: { types: ["Creature"], controller: "you", other: true }, power: 1, toughness: 1, keywords: ["Flying"] };
      },
    },
  ],
  text: ["Other creatures you control get +1/+1 and have flying."],
});
const mourner: CardDefinition = defineCard({
  name: "Test Mourner",
  manaCost: { generic: 1, W: 0, U: 0, B: 1, R: 0, G: 0, x: 0 },
  colors: ["B"],
  supertypes: [],
  types: ["Creature"],
  subtypes: ["Spirit"],
  power: 1,
  toughness: 1,
  keywords: [],
  abilities: [
    {
      kind: "block",
      implements: "triggered",
      text: "Whenever a creature leaves play, you gain 1 life.",
      targets: [],
      resolve: (ctx) => ctx.gainLife(ctx.controller, 1),
      block: () => ({ triggersOn: (event, ctx) => event.kind === "leavesPlay" && ctx.object(event.object)?.types.includes("Creature") === true }),
    },
  ],
  text: ["Whenever a creature leaves play, you gain 1 life."],
});
const cards = createRegistry([...referenceCards, anthem, mourner]);

describe("418.5 static abilities written as blocks", () => {
  it("apply to the permanents they say, from setup on, and survive a snapshot; the block runs once, in the game", () => {
    expect(blockCalls).toBe(0);
    const game = createGame(setupOf({ play: ["Test Anthem", "Grizzly Bears"] }, { play: ["Hill Giant"] }, { cards }));
    expect(blockCalls).toBe(1);
    const bears = find(game, "p1", "play", "Grizzly Bears");
    const giant = find(game, "p2", "play", "Hill Giant");
    expect(game.object(bears)).toMatchObject({ power: 3, toughness: 3, keywords: ["Flying"] });
    expect(game.object(giant)).toMatchObject({ power: 3, toughness: 3, keywords: [] });
    const restored = restoreGame(JSON.parse(JSON.stringify(game.snapshot())), cards);
    expect(restored.object(bears)).toMatchObject({ power: 3, toughness: 3, keywords: ["Flying"] });
    expect(blockCalls).toBe(1);
  });
});

describe("410.1 trigger conditions written as blocks", () => {
  it("a permanent's own leaving play triggers its leaves-play condition (410.10c)", () => {
    const game = createGame(setupOf({ play: ["Test Mourner"] }, { hand: ["Lightning Bolt"], play: ["Mountain"] }, { cards, activePlayer: 1 }));
    ok(game, { kind: "cast", player: "p2", card: find(game, "p2", "hand", "Lightning Bolt"), targets: [[find(game, "p1", "play", "Test Mourner")]] });
    passAll(game); // Lightning Bolt resolves: the Mourner dies and its ability triggers
    passAll(game); // the trigger resolves
    expect(game.zone("p1", "graveyard").map((id) => game.object(id)?.name)).toEqual(["Test Mourner"]);
    expect(game.player("p1").life).toBe(21);
  });
});
