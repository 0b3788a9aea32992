/**
 * 418.5 (2007), layer 6: one static ability that grants keywords and an activated ability in quotes at once ("All
 * Slivers have haste and "{1}, Sacrifice this permanent: Target Sliver gets +2/+2 until end of turn."", Firewake
 * Sliver): every Sliver in play has both, the card's own included, for as long as the source is in play.
 */
import { describe, expect, it } from "vitest";
import { checkCardSources, renderCard } from "../../grammar/index.js";
import { compiledWithReference } from "./compiled-cards.js";
import { find, names, ok, passAll, table } from "./engine-helpers.js";

const FIREWAKE = `card "Firewake Sliver"\n  cost {1}{R}{G}\n  type Creature — Sliver\n  1/1\n  All Slivers have haste and "{1}, Sacrifice this permanent: Target Sliver gets +2/+2 until end of turn."\n`;
const CARDS = { firewake: FIREWAKE, plain: `card "Test Sliver"\n  cost {1}\n  type Creature — Sliver\n  1/1\n` };
const compiled = compiledWithReference("granted-keywords-and-ability", CARDS);

describe("418.5 a grant of keywords and a quoted ability in one sentence", () => {
  it("parses and prints as written in both wordings", () => {
    const { files, diagnostics } = checkCardSources([{ file: "firewake.card", text: FIREWAKE }]);
    expect(diagnostics).toEqual([]);
    for (const wording of ["2007", "current"] as const) {
      expect(renderCard(files[0].ast.cards[0], { wording })).toContain('All Slivers have haste and "{1}, Sacrifice this permanent: Target Sliver gets +2/+2 until end of turn."');
    }
  });

  it("every Sliver has haste and the ability; a Sliver sacrifices itself to pump another", () => {
    const game = table({ play: ["Firewake Sliver", "Test Sliver", "Mountain"] }, {}, { cards: compiled.registry });
    const firewake = find(game, "p1", "play", "Firewake Sliver");
    const other = find(game, "p1", "play", "Test Sliver");
    for (const id of [firewake, other]) expect(game.object(id)?.keywords).toContain("Haste");
    // Test Sliver has no ability of its own: the granted one is its ability 0.
    ok(game, { kind: "activate", player: "p1", object: other, ability: 0, targets: [[firewake]] });
    expect(names(game, "p1", "graveyard")).toEqual(["Test Sliver"]);
    passAll(game);
    expect([game.object(firewake)?.power, game.object(firewake)?.toughness]).toEqual([3, 3]);
  });

  it("without the Firewake Sliver, a Sliver has neither", () => {
    const game = table({ play: ["Test Sliver", "Mountain"] }, {}, { cards: compiled.registry });
    const other = find(game, "p1", "play", "Test Sliver");
    expect(game.object(other)?.keywords).not.toContain("Haste");
    expect(game.legalActions().some((action) => action.kind === "activate" && action.object === other)).toBe(false);
  });
});
