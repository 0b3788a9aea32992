/**
 * Delve (Future Sight; 2007 rules 502.64). 502.64a: "As an additional cost to play this spell, you may remove any
 * number of cards in your graveyard from the game. Each card removed this way reduces the cost to play this spell by
 * {1}." 502.64b: it won't reduce the cost to less than 0 (the coloured part stays). runtime/costs.ts; the `cast`
 * action's `delve`. Logic Knot is Future Sight's card in its printed words; Test Rattle (delve, a generic cost) is
 * made up.
 */
import { describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import type { Action, Game } from "../../runtime/api.js";
import { compiledWithReference } from "./compiled-cards.js";
import { answer, find, names, ok, passAll, refused, table } from "./engine-helpers.js";

const CARDS = {
  knot: `card "Logic Knot"\n  cost {X}{U}{U}\n  type Instant\n  Delve\n  Counter target spell unless its controller pays {X}.\n`,
  rattle: `card "Test Rattle"\n  cost {5}{G}\n  type Instant\n  Delve\n  Destroy target creature.\n`,
};
const compiled = compiledWithReference("delve", CARDS);

const rattle = (game: Game, delve?: number): Action => ({ kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Rattle"), targets: [[find(game, "p2", "play", "Grizzly Bears")]], ...(delve === undefined ? {} : { delve }) });
const untapped = (game: Game) => game.zone("p1", "play").filter((id) => game.object(id)?.tapped === false).length;

describe("502.64 delve: the language", () => {
  it("checks clean and prints 'Delve' back in both wordings", () => {
    for (const text of Object.values(CARDS)) {
      const { files, diagnostics } = checkCardSources([{ file: "c.card", text }]);
      expect(diagnostics).toEqual([]);
      for (const wording of ["2007", "current"] as const) expect(printCardFile(files[0].ast, { wording })).toBe(text);
    }
  });
});

describe("502.64a delve: cards removed from the graveyard each reduce the cost by {1}", () => {
  it("502.64a: three cards removed pay {3} of Test Rattle's {5}{G}; the player chooses which", () => {
    const game = table({ play: ["Forest", "Forest", "Forest"], hand: ["Test Rattle"], graveyard: ["Shock", "Lightning Bolt", "Lava Axe", "Island"] }, { play: ["Grizzly Bears"] }, { cards: compiled.registry });
    ok(game, rattle(game, 3));
    const decision = game.pendingDecision()!;
    expect([decision.kind, decision.min, decision.max, decision.options.length]).toEqual(["delve", 3, 3, 4]);
    const keep = find(game, "p1", "graveyard", "Island");
    answer(game, decision.options.filter((id) => id !== keep));
    expect(untapped(game)).toBe(0);
    expect(names(game, "p1", "removed").sort()).toEqual(["Lava Axe", "Lightning Bolt", "Shock"]);
    expect(names(game, "p1", "graveyard")).toEqual(["Island"]);
    passAll(game);
    expect(names(game, "p2", "graveyard")).toEqual(["Grizzly Bears"]);
  });

  it("502.64b: more cards than the generic cost may be removed, but the coloured mana is still paid", () => {
    const none = table({ play: ["Island"], hand: ["Test Rattle"], graveyard: ["Shock", "Shock", "Shock", "Shock", "Shock", "Shock"] }, { play: ["Grizzly Bears"] }, { cards: compiled.registry });
    refused(none, rattle(none, 6), "409.1h");
    const game = table({ play: ["Forest"], hand: ["Test Rattle"], graveyard: ["Shock", "Shock", "Shock", "Shock", "Shock", "Shock"] }, { play: ["Grizzly Bears"] }, { cards: compiled.registry });
    ok(game, rattle(game, 6));
    expect(names(game, "p1", "graveyard")).toEqual([]);
    expect(names(game, "p1", "removed").length).toBe(6);
  });

  it("502.64a: not more cards than the graveyard holds, and only a spell with delve", () => {
    const game = table({ play: ["Forest", "Mountain"], hand: ["Test Rattle", "Shock"], graveyard: ["Shock"] }, { play: ["Grizzly Bears"] }, { cards: compiled.registry });
    refused(game, rattle(game, 2), "502.64a");
    refused(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Shock"), targets: [["p2"]], delve: 1 }, "doesn't have delve");
  });

  it("409.1b: the listing offers the cast without delve and with as many cards as usefully pay, each castError allows", () => {
    const game = table({ play: ["Forest", "Forest"], hand: ["Test Rattle"], graveyard: ["Shock", "Shock", "Shock", "Shock", "Shock", "Shock"] }, { play: ["Grizzly Bears"] }, { cards: compiled.registry });
    const casts = game.legalActions().filter((a) => a.kind === "cast") as Extract<Action, { kind: "cast" }>[];
    // Without delve {5}{G} can't be paid from two Forests; with five cards removed it can.
    expect(casts.map((a) => a.delve ?? 0)).toEqual([5]);
  });

  it("502.64a: delve pays for X too (Logic Knot): X=3 with three cards removed costs {U}{U}", () => {
    const game = table(
      { play: ["Island", "Island"], hand: ["Logic Knot"], graveyard: ["Shock", "Shock", "Shock"] },
      { play: ["Mountain"], hand: ["Shock"] },
      { cards: compiled.registry, activePlayer: 1 },
    );
    ok(game, { kind: "cast", player: "p2", card: find(game, "p2", "hand", "Shock"), targets: [["p1"]] });
    ok(game, { kind: "pass", player: "p2" });
    const shock = game.stack()[0].id;
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Logic Knot"), x: 3, targets: [[shock]], delve: 3 });
    expect(untapped(game)).toBe(0);
    expect(names(game, "p1", "removed").length).toBe(3);
    passAll(game); // Bob can't pay {3}: the Shock is countered
    expect(names(game, "p2", "graveyard")).toEqual(["Shock"]);
    expect(game.players().find((p) => p.id === "p1")!.life).toBe(20);
  });
});
