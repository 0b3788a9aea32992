/**
 * Domain (Invasion; Conflux's ability word), by the Conflux release notes (2009-02-01): the count is how many of
 * Plains, Island, Swamp, Mountain and Forest are among the subtypes of the lands a player controls (0 to 5); ten
 * Forests count as one; a nonbasic land counts each basic land type it has; another player's lands don't count.
 * Played through cards compiled from their text: a spell counted as it resolves, a characteristic-defining
 * ability counted each time the layers ask (all zones).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRegistry, type CardRegistry } from "../../runtime/definition.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { answer, find, ok, passAll, table } from "./engine-helpers.js";
import { temporaryFolder, compileTestCards } from "../compiler/helpers.js";

const CARDS: Record<string, string> = {
  // Conflux's Voices from the Void, with its cost lowered so that any land pays for it.
  voices: `card "Test Voices"\n  cost {1}\n  type Sorcery\n  Domain — Target player discards a card for each basic land type among lands you control.\n`,
  // Conflux's Matca Rioters.
  rioters: `card "Matca Rioters"\n  cost {2}{G}\n  type Creature — Human Warrior\n  */*\n  Domain — Matca Rioters's power and toughness are each equal to the number of basic land types among lands you control.\n`,
  // Older cards write the count out, without the ability word (Invasion's domain), with 2 per type.
  burn: `card "Test Domain Burn"\n  cost {1}\n  type Instant\n  Test Domain Burn deals 2 damage to target player for each basic land type among lands you control.\n`,
  // A nonbasic land with two basic land types (Alpha's Tundra: its type line alone).
  tundra: `card "Test Tundra"\n  type Land — Plains Island\n`,
};

const folder = temporaryFolder("domain");
afterAll(() => folder.cleanup());
let cards: CardRegistry;

beforeAll(async () => {
  const compiled = await compileTestCards(folder.dir, CARDS);
  cards = createRegistry([...referenceCards, ...compiled]);
}, 120_000);

describe("Domain: the number of basic land types among lands you control", () => {
  it("a spell counts as it resolves: two Swamps are one type, the opponent's lands none", () => {
    const game = table(
      { hand: ["Test Voices"], play: ["Plains", "Swamp", "Swamp", "Mountain"] },
      { hand: ["Island", "Forest", "Hill Giant", "Grizzly Bears", "Shock"], play: ["Forest", "Island"] },
      { cards },
    );
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Voices"), targets: [["p2"]] });
    passAll(game);
    expect(game.pendingDecision()).toMatchObject({ player: "p2", kind: "discard", min: 3, max: 3 });
    answer(game, [find(game, "p2", "hand", "Island"), find(game, "p2", "hand", "Forest"), find(game, "p2", "hand", "Shock")]);
    expect(game.zone("p2", "hand").length).toBe(2);
  });

  it("'for each' with a number per type (2 damage for each), written out without the ability word", () => {
    const game = table({ hand: ["Test Domain Burn"], play: ["Plains", "Island", "Forest"] }, {}, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Domain Burn"), targets: [["p2"]] });
    passAll(game);
    expect(game.player("p2").life).toBe(14);
  });

  it("a nonbasic land counts each basic land type it has (Tundra: Plains and Island)", () => {
    const game = table({ play: ["Matca Rioters", "Test Tundra", "Forest", "Forest"] }, {}, { cards });
    const rioters = game.object(find(game, "p1", "play", "Matca Rioters"))!;
    expect([rioters.power, rioters.toughness]).toEqual([3, 3]);
  });

  it("a characteristic-defining ability counts in every zone (in the hand: 5 types, 5/5; no lands of its owner: 0/0)", () => {
    const inHand = table({ hand: ["Matca Rioters"], play: ["Plains", "Island", "Swamp", "Mountain", "Forest"] }, {}, { cards });
    const card = game0(inHand);
    expect([card.power, card.toughness]).toEqual([5, 5]);
    const none = table({ hand: ["Matca Rioters"] }, { play: ["Plains", "Island"] }, { cards });
    expect(game0(none).power).toBe(0);
  });
});

function game0(game: ReturnType<typeof table>) {
  return game.object(find(game, "p1", "hand", "Matca Rioters"))!;
}
