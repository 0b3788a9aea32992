/**
 * 502.62a (2007): a card with suspend and no mana cost (Lotus Bloom, Ancestral Vision) can't be played from the
 * hand, but can be suspended; when its last time counter is removed it is played without paying its mana cost. The
 * validator does not warn that such a card "can't be cast" (CS2029 is for cards with no way to be played). Lotus
 * Bloom's "Add three mana of any one color to your mana pool.": three mana of one colour the player chooses.
 */
import { describe, expect, it } from "vitest";
import { checkCardSources, renderCard } from "../../grammar/index.js";
import type { Game } from "../../runtime/api.js";
import { compiledWithReference } from "./compiled-cards.js";
import { advance, answer, atStep, find, names, ok, passAll, table } from "./engine-helpers.js";

const BLOOM = `card "Lotus Bloom"\n  type Artifact\n  Suspend 3—{0}\n  {T}, Sacrifice Lotus Bloom: Add three mana of any one color to your mana pool.\n`;
const compiled = compiledWithReference("suspend-without-mana-cost", { bloom: BLOOM });

function resolveStack(game: Game): void {
  for (let i = 0; i < 10 && game.stack().length > 0 && game.pendingDecision() === null; i++) passAll(game);
}

describe("502.62a a card with suspend and no mana cost", () => {
  it("checks clean (no CS2029) and prints 'of any one color' in both wordings", () => {
    const { files, diagnostics } = checkCardSources([{ file: "bloom.card", text: BLOOM }]);
    expect(diagnostics).toEqual([]);
    expect(renderCard(files[0].ast.cards[0], { wording: "2007" })).toContain("Add three mana of any one color to your mana pool.");
    expect(renderCard(files[0].ast.cards[0], { wording: "current" })).toContain("Add three mana of any one color.");
  });

  it("can't be played from the hand, is suspended for {0}, comes into play after three upkeeps and makes three mana of one colour", () => {
    const game = table({ hand: ["Lotus Bloom"], library: ["Island", "Island", "Island", "Island", "Island", "Island"] }, { library: ["Island", "Island", "Island", "Island", "Island", "Island"] }, { cards: compiled.registry });
    const bloom = find(game, "p1", "hand", "Lotus Bloom");
    expect(game.legalActions().some((action) => action.kind === "cast" && action.card === bloom)).toBe(false);
    ok(game, { kind: "suspend", player: "p1", card: bloom });
    const start = game.turnNumber();
    for (let turn = start + 2; turn <= start + 6 && !names(game, "p1", "play").includes("Lotus Bloom"); turn += 2) {
      advance(game, atStep("upkeep", turn));
      resolveStack(game);
      if (game.pendingDecision() !== null) answer(game, ["yes"]);
      resolveStack(game);
    }
    expect(names(game, "p1", "play")).toContain("Lotus Bloom");
    advance(game, atStep("main1"));
    const inPlay = find(game, "p1", "play", "Lotus Bloom");
    ok(game, { kind: "activate", player: "p1", object: inPlay, ability: 0 });
    if (game.pendingDecision() !== null) answer(game, ["{R}"]);
    expect(game.player("p1").manaPool).toMatchObject({ W: 0, U: 0, B: 0, R: 3, G: 0 });
  });
});
