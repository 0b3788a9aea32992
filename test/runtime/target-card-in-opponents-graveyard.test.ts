/**
 * "target creature card in an opponent's graveyard" (Puppeteer Clique's put into play): a card in any one
 * opponent's graveyard is a legal target (409.1c); a card in its controller's own graveyard is not. The card comes
 * into play under the spell's controller.
 */
import { describe, expect, it } from "vitest";
import { checkCardSources, renderCard } from "../../grammar/index.js";
import { compiledWithReference } from "./compiled-cards.js";
import { find, names, ok, passAll, refused, table } from "./engine-helpers.js";

const TEXT = `card "Test Puppetry"\n  cost {2}{B}\n  type Sorcery\n  Put target creature card in an opponent's graveyard into play under your control.\n`;
const compiled = compiledWithReference("opponents-graveyard", { puppetry: TEXT });

describe("a target card in an opponent's graveyard", () => {
  it("prints as written in both wordings", () => {
    const { files, diagnostics } = checkCardSources([{ file: "t.card", text: TEXT }]);
    expect(diagnostics).toEqual([]);
    expect(renderCard(files[0].ast.cards[0], { wording: "2007" })).toContain("Put target creature card in an opponent's graveyard into play under your control.");
    expect(renderCard(files[0].ast.cards[0], { wording: "current" })).toContain("Put target creature card in an opponent's graveyard onto the battlefield under your control.");
  });

  it("409.1c: the opponent's creature card is a legal target and comes into play under the caster's control; the caster's own is not", () => {
    const game = table(
      { hand: ["Test Puppetry"], play: ["Swamp", "Swamp", "Swamp"], graveyard: ["Grizzly Bears"] },
      { graveyard: ["Hill Giant"] },
      { cards: compiled.registry },
    );
    const spell = find(game, "p1", "hand", "Test Puppetry");
    refused(game, { kind: "cast", player: "p1", card: spell, targets: [[find(game, "p1", "graveyard", "Grizzly Bears")]] }, "409.1c");
    ok(game, { kind: "cast", player: "p1", card: spell, targets: [[find(game, "p2", "graveyard", "Hill Giant")]] });
    passAll(game);
    expect(names(game, "p1", "play")).toContain("Hill Giant");
    expect(names(game, "p2", "graveyard")).toEqual([]);
  });
});
