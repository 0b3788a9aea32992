/**
 * "If X is 5 or more, …" (Martial Coup, Banefire; Conflux): the X chosen as the spell was played (409.1b) decides,
 * as the sentence is reached; without an X in the cost, X has no value (CS2006).
 */
import { describe, expect, it } from "vitest";
import { checkCardSources, renderCard } from "../../grammar/index.js";
import { compiledWithReference } from "./compiled-cards.js";
import { find, names, ok, passAll, table } from "./engine-helpers.js";

const SURGE = `card "Test Surge"\n  cost {X}{G}\n  type Sorcery\n  Put X 1/1 green Saproling creature tokens into play. If X is 3 or more, you gain 5 life.\n`;
const compiled = compiledWithReference("if-x-at-least", { surge: SURGE });

describe("409.1b 'If X is N or more'", () => {
  it("parses and prints as written in both wordings; X undefined is CS2006", () => {
    const { files, diagnostics } = checkCardSources([{ file: "surge.card", text: SURGE }]);
    expect(diagnostics).toEqual([]);
    expect(renderCard(files[0].ast.cards[0], { wording: "2007" })).toContain("Put X 1/1 green Saproling creature tokens into play. If X is 3 or more, you gain 5 life.");
    expect(renderCard(files[0].ast.cards[0], { wording: "current" })).toContain("Create X 1/1 green Saproling creature tokens. If X is 3 or more, you gain 5 life.");
    const without = checkCardSources([{ file: "t.card", text: SURGE.replace("{X}{G}", "{2}{G}").replace("Put X", "Put two") }]);
    expect(without.diagnostics.map((d) => d.code)).toContain("CS2006");
  });

  for (const [x, life] of [[2, 20], [3, 25]] as const) {
    it(`X = ${x}: ${x} tokens, and ${life === 25 ? "5 life" : "no life"}`, () => {
      const game = table({ hand: ["Test Surge"], play: ["Forest", "Forest", "Forest", "Forest"] }, {}, { cards: compiled.registry });
      ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Surge"), x, targets: [] });
      passAll(game);
      expect(names(game, "p1", "play").filter((name) => name === "Saproling")).toHaveLength(x);
      expect(game.player("p1").life).toBe(life);
    });
  }
});
