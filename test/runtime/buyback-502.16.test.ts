/**
 * Buyback (Tempest; Time Spiral's timeshifted cards, Future Sight; 2007 rules 502.16a): "Buyback [cost]" means "You may
 * pay an additional [cost] as you play this spell. If you do, put this spell into your hand instead of into your
 * graveyard as it resolves." (runtime/costs.ts: the optional additional cost, the `cast` action's `buyback: true`;
 * runtime/stack.ts: where it goes as it resolves). Whispers of the Muse is Time Spiral's timeshifted card, in its
 * printed words; Test Shock is made up (a buyback spell with a target, to be countered on resolution).
 */
import { describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import type { Action, Game } from "../../runtime/api.js";
import { compiledWithReference } from "./compiled-cards.js";
import { find, logKinds, names, ok, passAll, refused, table } from "./engine-helpers.js";

const CARDS = {
  whispers: `card "Whispers of the Muse"\n  cost {U}\n  type Instant\n  Buyback {5}\n  Draw a card.\n`,
  shock: `card "Test Buyback Shock"\n  cost {R}\n  type Instant\n  Buyback {1}\n  Test Buyback Shock deals 2 damage to target creature.\n`,
};
const compiled = compiledWithReference("buyback", CARDS);

const whispers = (game: Game, buyback?: boolean): Action => ({ kind: "cast", player: "p1", card: find(game, "p1", "hand", "Whispers of the Muse"), ...(buyback === undefined ? {} : { buyback }) });
const untapped = (game: Game) => game.zone("p1", "play").filter((id) => game.object(id)?.tapped === false).length;

describe("502.16 buyback: the language", () => {
  it("checks clean and prints 'Buyback {5}' back in both wordings", () => {
    for (const text of Object.values(CARDS)) {
      const { files, diagnostics } = checkCardSources([{ file: "c.card", text }]);
      expect(diagnostics).toEqual([]);
      for (const wording of ["2007", "current"] as const) expect(printCardFile(files[0].ast, { wording })).toBe(text);
    }
  });

  it("CS2162: buyback on a creature card is an error at its line, with the fix", () => {
    const { diagnostics } = checkCardSources([{ file: "bad.card", text: `card "Test Bear"\n  cost {U}\n  type Creature — Bear\n  2/2\n  Buyback {5}\n` }]);
    expect(diagnostics.map((d) => [d.code, d.range.start.line])).toEqual([["CS2162", 5]]);
    expect(diagnostics[0].message).toContain("remove the 'Buyback' line");
  });
});

describe("502.16a buyback: an optional additional cost; paid, the spell returns to its owner's hand as it resolves", () => {
  it("502.16a: not paid, Whispers of the Muse costs {U} and goes to the graveyard as it resolves", () => {
    const game = table({ play: ["Island", "Island", "Island", "Island", "Island", "Island"], hand: ["Whispers of the Muse"] }, {}, { cards: compiled.registry });
    ok(game, whispers(game));
    expect(untapped(game)).toBe(5);
    passAll(game);
    expect(names(game, "p1", "graveyard")).toEqual(["Whispers of the Muse"]);
    expect(names(game, "p1", "hand")).toEqual(["Island"]);
  });

  it("502.16a: paid, it costs {5}{U} in all and is put into its owner's hand instead of the graveyard", () => {
    const game = table({ play: ["Island", "Island", "Island", "Island", "Island", "Island"], hand: ["Whispers of the Muse"] }, {}, { cards: compiled.registry });
    ok(game, whispers(game, true));
    expect(untapped(game)).toBe(0);
    passAll(game);
    expect(names(game, "p1", "graveyard")).toEqual([]);
    expect(names(game, "p1", "hand").sort()).toEqual(["Island", "Whispers of the Muse"]);
    expect(logKinds(game, "replaced").map((entry) => (entry as { rule?: string }).rule)).toEqual(["502.16a"]);
  });

  it("409.1b: the listing offers the cast with and without buyback; without the mana for both, only the cheaper", () => {
    const rich = table({ play: ["Island", "Island", "Island", "Island", "Island", "Island"], hand: ["Whispers of the Muse"] }, {}, { cards: compiled.registry });
    const casts = rich.legalActions().filter((a) => a.kind === "cast");
    expect(casts.map((a) => (a as { buyback?: boolean }).buyback === true)).toEqual([false, true]);
    const poor = table({ play: ["Island", "Island"], hand: ["Whispers of the Muse"] }, {}, { cards: compiled.registry });
    expect(poor.legalActions().filter((a) => a.kind === "cast").map((a) => (a as { buyback?: boolean }).buyback === true)).toEqual([false]);
    refused(poor, whispers(poor, true), "");
  });

  it("409.1b: a card without buyback can't be played with it", () => {
    const game = table({ play: ["Mountain", "Mountain"], hand: ["Shock"] }, {}, { cards: compiled.registry });
    refused(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Shock"), targets: [["p2"]], buyback: true }, "has no buyback cost");
  });

  it("413.2a: a buyback spell countered on resolution (its target gone) goes to the graveyard, not the hand", () => {
    const game = table({ play: ["Mountain", "Mountain", "Mountain"], hand: ["Test Buyback Shock", "Lightning Bolt"] }, { play: ["Grizzly Bears"] }, { cards: compiled.registry });
    const bears = find(game, "p2", "play", "Grizzly Bears");
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Buyback Shock"), targets: [[bears]], buyback: true });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Lightning Bolt"), targets: [[bears]] });
    passAll(game); // Lightning Bolt resolves: the Bears die
    passAll(game); // Test Buyback Shock is countered on resolution
    expect(names(game, "p1", "graveyard").sort()).toEqual(["Lightning Bolt", "Test Buyback Shock"]);
    expect(names(game, "p1", "hand")).toEqual([]);
  });
});
