/**
 * Parts of one clause each under its own "if {C} was spent to play ~" (Shadowmoor's hybrid spells; 413.2c: read as
 * the spell resolves, from the mana its payment spent): "~ deals 3 damage to each creature without flying if {R} was
 * spent to play ~ and 3 damage to each creature with flying if {G} was spent to play it." (Firespout) and "You gain X
 * life if {G} was spent to play ~ and X life if {W} was spent to play it." (Dawnglow Infusion), played through cards
 * compiled from their text.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCardFile, printCardFile } from "../../grammar/index.js";
import { createRegistry, type CardRegistry } from "../../runtime/definition.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { find, names, ok, passAll, table } from "./engine-helpers.js";
import { temporaryFolder, compileTestCards } from "../compiler/helpers.js";
import { expectRoundTrip } from "../grammar/round-trip.js";

const SPOUT = (name: string, it: string) =>
  `${name} deals 3 damage to each creature without flying if {R} was spent to play ${name} and 3 damage to each creature with flying if {G} was spent to play ${it}.`;
const GLOW = (name: string, it: string) => `You gain X life if {G} was spent to play ${name} and X life if {W} was spent to play ${it}.`;

const CARDS: Record<string, string> = {
  spout: `card "Test Spout"\n  cost {2}{R/G}\n  type Sorcery\n  ${SPOUT("Test Spout", "it")}\n`,
  glow: `card "Test Glow"\n  cost {X}{G/W}\n  type Sorcery\n  ${GLOW("Test Glow", "it")}\n`,
};

const folder = temporaryFolder("mana-spent-parts");
afterAll(() => folder.cleanup());
let cards: CardRegistry;

beforeAll(async () => {
  const compiled = await compileTestCards(folder.dir, CARDS);
  cards = createRegistry([...referenceCards, ...compiled]);
}, 120_000);

describe("413.2c: each part under its own mana condition", () => {
  it("413.2c: both sentences print back in both wordings ('to play it' in 2007, 'to cast this spell' today)", () => {
    // the 2007 card's "to play it" is its words only (`itWords`): printed back in 2007, "this spell" today
    for (const [card, line] of [[CARDS.spout, SPOUT("Test Spout", "it")], [CARDS.glow, GLOW("Test Glow", "it")]]) {
      const parsed = parseCardFile(card, "t.card");
      expect(parsed.diagnostics).toEqual([]);
      expect(printCardFile(parsed.ast, { wording: "2007" })).toContain(`  ${line}\n`);
    }
    const named = (card: string, name: string) => card.replace("to play it.", `to play ${name}.`);
    expectRoundTrip(named(CARDS.spout, "Test Spout"), {
      "2007": SPOUT("Test Spout", "Test Spout"),
      current: "Test Spout deals 3 damage to each creature without flying if {R} was spent to cast this spell and 3 damage to each creature with flying if {G} was spent to cast this spell.",
    });
    expectRoundTrip(named(CARDS.glow, "Test Glow"), { "2007": GLOW("Test Glow", "Test Glow"), current: "You gain X life if {G} was spent to cast this spell and X life if {W} was spent to cast this spell." });
  });

  it("413.2c: {R} spent: only the creatures without flying are dealt damage; {G}: only those with flying", () => {
    for (const [lands, dead] of [[["Mountain", "Mountain", "Mountain"], ["Grizzly Bears"]], [["Forest", "Forest", "Forest"], ["Ornithopter"]]] as const) {
      const game = table({ hand: ["Test Spout"], play: [...lands] }, { play: ["Grizzly Bears", "Ornithopter"] }, { cards });
      ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Spout"), targets: [] });
      passAll(game);
      expect(names(game, "p2", "graveyard"), lands[0]).toEqual([...dead]);
    }
  });

  it("413.2c: X life for each colour spent: {G} alone gains X, {G} and {W} gain 2X at once", () => {
    for (const [lands, life] of [[["Forest", "Forest", "Forest"], 22], [["Forest", "Plains", "Plains"], 24], [["Plains", "Plains", "Plains"], 22]] as const) {
      const game = table({ hand: ["Test Glow"], play: [...lands] }, {}, { cards });
      // X = 2, the hybrid {G/W} paid from the land the payment takes for it
      ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Glow"), x: 2, targets: [] });
      passAll(game);
      expect(game.player("p1").life, lands.join("+")).toBe(life);
      expect(game.log().filter((event) => event.kind === "lifeGain" || event.kind === "gainLife").length, lands.join("+")).toBeLessThanOrEqual(1);
    }
  });
});
