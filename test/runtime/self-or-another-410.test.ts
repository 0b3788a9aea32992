/**
 * 410 (2007): "Whenever ~ or another Kithkin comes into play, …" (Lorwyn; River Kelpie's "~ or another permanent"):
 * the trigger's subject is the card itself, whatever it is, or another permanent that fits the description.
 */
import { describe, expect, it } from "vitest";
import { checkCardSources, renderCard } from "../../grammar/index.js";
import type { Game } from "../../runtime/api.js";
import type { PlayerId } from "../../runtime/definition.js";
import { compiledWithReference } from "./compiled-cards.js";
import { find, ok, passAll, table } from "./engine-helpers.js";

const CARDS: Record<string, string> = {
  herald: `card "Test Herald"\n  cost {1}\n  type Creature — Beast\n  1/1\n  Whenever Test Herald or another Kithkin comes into play, you gain 1 life.\n`,
  kithkin: `card "Test Kithkin"\n  cost {1}\n  type Creature — Kithkin Soldier\n  1/1\n`,
};
const compiled = compiledWithReference("self-or-another", CARDS);
const life = (game: Game, player: PlayerId) => game.player(player).life;

function cast(game: Game, card: string): void {
  ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", card), targets: [] });
  for (let i = 0; i < 6 && game.stack().length > 0 && game.pendingDecision() === null; i++) passAll(game);
}

describe("410 '~ or another <noun>' as a trigger's subject", () => {
  it("parses and prints as written in both wordings", () => {
    const { files, diagnostics } = checkCardSources([{ file: "herald.card", text: CARDS.herald }]);
    expect(diagnostics).toEqual([]);
    expect(renderCard(files[0].ast.cards[0], { wording: "2007" })).toContain("Whenever Test Herald or another Kithkin comes into play, you gain 1 life.");
    expect(renderCard(files[0].ast.cards[0], { wording: "current" })).toContain("Whenever Test Herald or another Kithkin enters the battlefield, you gain 1 life.");
  });

  it("triggers on the card itself (a Beast, not a Kithkin) and on another Kithkin, not on another creature", () => {
    const game = table({ hand: ["Test Herald", "Test Kithkin", "Grizzly Bears"], play: ["Forest", "Forest", "Forest", "Forest"] }, {}, { cards: compiled.registry });
    cast(game, "Test Herald");
    expect(life(game, "p1")).toBe(21);
    cast(game, "Test Kithkin");
    expect(life(game, "p1")).toBe(22);
    cast(game, "Grizzly Bears");
    expect(life(game, "p1")).toBe(22);
  });
});
