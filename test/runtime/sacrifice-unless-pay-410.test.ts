/**
 * "At the beginning of your upkeep, sacrifice ~ unless you pay {G}." (Wild Leotau, Conflux): an upkeep triggered
 * ability (410) whose controller, as it resolves, may pay the mana; otherwise the permanent is sacrificed. The choice
 * is offered only when the player can pay (mana abilities are activated for it, as for any payment).
 */
import { describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { compiledWithReference } from "./compiled-cards.js";
import type { Game } from "../../runtime/api.js";
import { advance, answer, atStep, names, passAll, table } from "./engine-helpers.js";

const CAT = `card "Test Wild Cat"\n  cost {2}{G}{G}\n  type Creature — Cat\n  5/4\n  At the beginning of your upkeep, sacrifice Test Wild Cat unless you pay {G}.\n`;

const compiled = compiledWithReference("sacrifice-unless-pay", { cat: CAT });

/** Alice's next upkeep, her Cat's trigger on the stack, from Bob's second main phase. */
function upkeepWith(play: string[]): Game {
  const game = table({ play }, {}, { cards: compiled.registry, activePlayer: 1, step: "main2" });
  advance(game, atStep("upkeep"));
  expect(game.stack()).toHaveLength(1);
  return game;
}

describe("'sacrifice ~ unless you pay {G}': the language", () => {
  it("checks clean and prints back the same words in both wordings", () => {
    const { files, diagnostics } = checkCardSources([{ file: "c.card", text: CAT }]);
    expect(diagnostics).toEqual([]);
    expect(files[0].ast.cards[0].abilities[0]).toMatchObject({ kind: "Triggered", body: { effects: [{ kind: "SacrificeUnlessPay", objects: { kind: "Ref", ref: { kind: "Self" } } }] } });
    for (const wording of ["2007", "current"] as const) expect(printCardFile(files[0].ast, { wording })).toBe(CAT);
  });

  it("CS1030: 'unless you pay' without its mana is reported at the period, with the sentence to write", () => {
    const text = `card "T"\n  cost {G}\n  type Creature — Cat\n  1/1\n  At the beginning of your upkeep, sacrifice T unless you pay.\n`;
    const diagnostics = checkCardSources([{ file: "t.card", text }]).diagnostics;
    expect(diagnostics.map((d) => `${d.code} ${d.range.start.line}:${d.range.start.column}`)).toEqual(["CS1030 5:62"]);
    expect(diagnostics[0].message).toContain('"At the beginning of your upkeep, sacrifice T unless you pay {G}."');
  });

  it("CS1021: {T} is no mana to pay", () => {
    const text = `card "T"\n  cost {G}\n  type Creature — Cat\n  1/1\n  At the beginning of your upkeep, sacrifice T unless you pay {T}.\n`;
    expect(checkCardSources([{ file: "t.card", text }]).diagnostics.map((d) => `${d.code} ${d.range.start.line}:${d.range.start.column}`)).toEqual(["CS1021 5:63"]);
  });
});

describe("'sacrifice ~ unless you pay {G}': the runtime", () => {
  it("410: paying {G} as the upkeep trigger resolves keeps the Cat; the Forest is tapped for it", () => {
    const game = upkeepWith(["Test Wild Cat", "Forest"]);
    passAll(game);
    expect(game.pendingDecision()).toMatchObject({ player: "p1", kind: "may" });
    answer(game, ["yes"]);
    expect(names(game, "p1", "play").sort()).toEqual(["Forest", "Test Wild Cat"]);
    const forest = game.zone("p1", "play").find((id) => game.object(id)?.name === "Forest")!;
    expect(game.object(forest)?.tapped).toBe(true);
  });

  it("410: declining to pay sacrifices the Cat", () => {
    const game = upkeepWith(["Test Wild Cat", "Forest"]);
    passAll(game);
    answer(game, ["no"]);
    expect(names(game, "p1", "graveyard")).toEqual(["Test Wild Cat"]);
  });

  it("410: unable to pay {G} (only a Mountain), the player is not asked and the Cat is sacrificed", () => {
    const game = upkeepWith(["Test Wild Cat", "Mountain"]);
    passAll(game);
    expect(game.pendingDecision()).toBeNull();
    expect(names(game, "p1", "graveyard")).toEqual(["Test Wild Cat"]);
  });
});
