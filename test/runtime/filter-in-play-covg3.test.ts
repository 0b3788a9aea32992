/**
 * "in play" written after a permanent's noun (2007 printed Soul's Fire: "Target creature you control in play deals
 * damage equal to its power to target creature or player."): a permanent is in play already (217.6 of 2007: the
 * in-play zone holds the permanents), so the words change nothing the filter means; they print back in the 2007
 * wording and today's wording leaves them out as Oracle does ("Target creature you control deals damage equal to its
 * power to any target.").
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { createRegistry, type CardRegistry } from "../../runtime/definition.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { find, ok, passAll, refused, table } from "./engine-helpers.js";
import { compileTestCards, temporaryFolder } from "../compiler/helpers.js";
import { WRITTEN_FORM_FIELDS } from "../../grammar/nodes.js";

const SOULS_FIRE = "Target creature you control in play deals damage equal to its power to target creature or player.";
const CARDS: Record<string, string> = {
  soulsFire: `card "Soul's Fire"\n  cost {2}{R}\n  type Instant\n  ${SOULS_FIRE}\n`,
};

const folder = temporaryFolder("filter-in-play-covg3");
afterAll(() => folder.cleanup());
let cards: CardRegistry;

beforeAll(async () => {
  const compiled = await compileTestCards(folder.dir, CARDS);
  cards = createRegistry([...referenceCards, ...compiled]);
}, 120_000);

function check(line: string) {
  return checkCardSources([{ file: "t.card", text: `card "T"\n  cost {R}\n  type Instant\n  ${line}\n` }]);
}

describe("217.6: 'creature you control in play' (a permanent is in play already)", () => {
  it("prints back as written in 2007 and without 'in play' today, as Oracle", () => {
    const { files, diagnostics } = check(SOULS_FIRE);
    expect(diagnostics).toEqual([]);
    expect(printCardFile(files[0].ast, { wording: "2007" })).toContain(`  ${SOULS_FIRE}\n`);
    expect(printCardFile(files[0].ast, { wording: "current" })).toContain("  Target creature you control deals damage equal to its power to any target.\n");
  });

  it("means the same as the sentence without the words", () => {
    const withWords = check(SOULS_FIRE).files[0].ast.cards[0].abilities[0];
    const without = check("Target creature you control deals damage equal to its power to target creature or player.").files[0].ast.cards[0].abilities[0];
    const meaning = (value: unknown) => JSON.stringify(value, (key, inner) => (key === "range" || WRITTEN_FORM_FIELDS.has(key) ? undefined : inner));
    expect(meaning(withWords)).toBe(meaning(without));
  });

  it("a card in a graveyard is not 'in play': the words still need a permanent's filter", () => {
    expect(check("Return target creature card in your graveyard in play to your hand.").diagnostics.length).toBeGreaterThan(0);
  });

  it("Soul's Fire: your Hill Giant deals 3 damage to Bob; Bob's creature is no legal first target", () => {
    const game = table({ hand: ["Soul's Fire"], play: ["Hill Giant", "Mountain", "Mountain", "Mountain"] }, { play: ["Grizzly Bears"] }, { cards });
    const giant = find(game, "p1", "play", "Hill Giant");
    const bears = find(game, "p2", "play", "Grizzly Bears");
    refused(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Soul's Fire"), targets: [[bears], ["p2"]] }, "target");
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Soul's Fire"), targets: [[giant], ["p2"]] });
    passAll(game);
    expect(game.player("p2").life).toBe(17);
  });
});
