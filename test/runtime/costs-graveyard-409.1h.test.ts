/**
 * 409.1h: a cost that removes cards in its player's graveyard from the game ("{2}{B}, Remove an Elf card in your
 * graveyard from the game:", Scarred Vinebreeder; current: "Exile an Elf card from your graveyard"): only cards of
 * that graveyard that fit may pay it, chosen while paying. Both wordings, then play through a compiled card.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkCardSources } from "../../grammar/index.js";
import { createRegistry, type CardRegistry } from "../../runtime/definition.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { answer, find, names, ok, passAll, refused, table } from "./engine-helpers.js";
import { temporaryFolder, compileTestCards } from "../compiler/helpers.js";
import { expectRoundTrip } from "../grammar/round-trip.js";

const CARDS: Record<string, string> = {
  vinebreeder: `card "Test Vinebreeder"\n  cost {1}{B}\n  type Creature — Elf Shaman\n  1/1\n  Remove a creature card in your graveyard from the game: Test Vinebreeder gets +3/+3 until end of turn.\n`,
};
const folder = temporaryFolder("costs-graveyard");
afterAll(() => folder.cleanup());
let cards: CardRegistry;
beforeAll(async () => {
  cards = createRegistry([...referenceCards, ...(await compileTestCards(folder.dir, CARDS))]);
}, 120_000);

describe("409.1h: 'Remove a … card in your graveyard from the game' as a cost", () => {
  it("409.1h: prints back as 'Remove … in your graveyard from the game' (2007) and 'Exile … from your graveyard' (current)", () => {
    expectRoundTrip(CARDS.vinebreeder, {
      "2007": "Remove a creature card in your graveyard from the game: Test Vinebreeder gets +3/+3 until end of turn.",
      current: "Exile a creature card from your graveyard: Test Vinebreeder gets +3/+3 until end of turn.",
    });
    const card = (line: string) => `card "T"\n  cost {2}\n  type Artifact\n  ${line}\n`;
    for (const line of ["{T}, Remove two cards in your graveyard from the game: Draw a card.", "{2}{B}, Remove an Elf card in your graveyard from the game: Draw a card."]) {
      expectRoundTrip(card(line), { "2007": line, current: line.replace(/Remove (.*) in your graveyard from the game/, "Exile $1 from your graveyard") });
    }
    const { diagnostics } = checkCardSources([{ file: "c.card", text: card("Remove a card in target player's graveyard from the game: Draw a card.") }]);
    expect(diagnostics.map((d) => d.code)).toContain("CS1035");
  });

  it("409.1h: only a card of that kind in the player's own graveyard may pay it; without one the ability can't be played", () => {
    const none = table({ play: ["Test Vinebreeder"], graveyard: ["Forest"] }, { graveyard: ["Grizzly Bears"] }, { cards });
    refused(none, { kind: "activate", player: "p1", object: find(none, "p1", "play", "Test Vinebreeder"), ability: 0, targets: [] }, "409.1h");

    const game = table({ play: ["Test Vinebreeder"], graveyard: ["Forest", "Grizzly Bears", "Hill Giant"] }, {}, { cards });
    const breeder = find(game, "p1", "play", "Test Vinebreeder");
    ok(game, { kind: "activate", player: "p1", object: breeder, ability: 0, targets: [] });
    const decision = game.pendingDecision();
    expect(decision?.options.map((id) => game.object(id as string)?.name).sort()).toEqual(["Grizzly Bears", "Hill Giant"]);
    answer(game, [find(game, "p1", "graveyard", "Hill Giant")]);
    passAll(game);
    expect(names(game, "p1", "removed")).toEqual(["Hill Giant"]);
    expect(names(game, "p1", "graveyard").sort()).toEqual(["Forest", "Grizzly Bears"]);
    expect(game.object(breeder)?.power).toBe(4);
  });
});
