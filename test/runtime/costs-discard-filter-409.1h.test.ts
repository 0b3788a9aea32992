/**
 * 409.1h: a discard cost that names the kind of card ("Discard a land card:", Seismic Assault; "{T}, Discard an
 * Elf card:", Lys Alana Scarblade): only cards of the player's hand that fit may pay it, chosen while paying.
 * Parses and prints back in both wordings, then plays through a card compiled from its text.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRegistry, type CardRegistry } from "../../runtime/definition.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { answer, find, names, ok, passAll, refused, table } from "./engine-helpers.js";
import { temporaryFolder, compileTestCards } from "../compiler/helpers.js";
import { expectRoundTrip } from "../grammar/round-trip.js";

const CARDS: Record<string, string> = {
  assault: `card "Test Assault"\n  cost {R}{R}{R}\n  type Enchantment\n  Discard a land card: Test Assault deals 2 damage to target creature or player.\n`,
};
const folder = temporaryFolder("costs-discard-filter");
afterAll(() => folder.cleanup());
let cards: CardRegistry;
beforeAll(async () => {
  cards = createRegistry([...referenceCards, ...(await compileTestCards(folder.dir, CARDS))]);
}, 120_000);

describe("409.1h: 'Discard a land card' as a cost", () => {
  it("409.1h: 'Discard a land card:', 'Discard an Elf card', 'Discard two creature cards' print back in both wordings", () => {
    expectRoundTrip(CARDS.assault, {
      "2007": "Discard a land card: Test Assault deals 2 damage to target creature or player.",
      current: "Discard a land card: Test Assault deals 2 damage to any target.",
    });
    const card = (line: string) => `card "T"\n  cost {2}\n  type Artifact\n  ${line}\n`;
    for (const line of ["{T}, Discard an Elf card: Draw a card.", "Discard two creature cards: Draw a card.", "Discard a green card: Draw a card."]) {
      expectRoundTrip(card(line), { "2007": line, current: line });
    }
  });

  it("409.1h: only a card of the kind named may pay it; without one the ability can't be played", () => {
    const none = table({ play: ["Test Assault"], hand: ["Grizzly Bears"] }, {}, { cards });
    refused(none, { kind: "activate", player: "p1", object: find(none, "p1", "play", "Test Assault"), ability: 0, targets: [["p2"]] }, "409.1h");

    const game = table({ play: ["Test Assault"], hand: ["Grizzly Bears", "Mountain", "Forest"] }, {}, { cards });
    ok(game, { kind: "activate", player: "p1", object: find(game, "p1", "play", "Test Assault"), ability: 0, targets: [["p2"]] });
    const decision = game.pendingDecision();
    expect(decision?.kind).toBe("discard");
    expect(decision?.options.map((id) => game.object(id as string)?.name).sort()).toEqual(["Forest", "Mountain"]);
    answer(game, [find(game, "p1", "hand", "Forest")]);
    passAll(game);
    expect(names(game, "p1", "graveyard")).toEqual(["Forest"]);
    expect(names(game, "p1", "hand").sort()).toEqual(["Grizzly Bears", "Mountain"]);
    expect(game.player("p2").life).toBe(18);
  });
});
