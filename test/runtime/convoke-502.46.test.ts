/**
 * Convoke (Ravnica; Future Sight; 2007 rules 502.46a): "As an additional cost to play this spell, you may tap any
 * number of untapped creatures you control. Each creature tapped this way reduces the cost to play this spell by {1}
 * or by one mana of any of that creature's colors." (runtime/costs.ts; the `cast` action's `convoke`). Sprout Swarm is
 * Future Sight's card in its printed words (with buyback, 502.16); Test Chorus (a green-and-white cost) is made up.
 */
import { describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import type { Action, Game } from "../../runtime/api.js";
import { compiledWithReference } from "./compiled-cards.js";
import { find, names, ok, passAll, refused, table } from "./engine-helpers.js";

const CARDS = {
  swarm: `card "Sprout Swarm"\n  cost {1}{G}\n  type Instant\n  Convoke\n  Buyback {3}\n  Put a 1/1 green Saproling creature token into play.\n`,
  chorus: `card "Test Chorus"\n  cost {2}{G}{W}\n  type Sorcery\n  Convoke\n  Draw a card.\n`,
  elf: `card "Test Elf"\n  cost {G}\n  type Creature — Elf\n  1/1\n`,
  manaElf: `card "Test Mana Elf"\n  cost {G}\n  type Creature — Elf Druid\n  1/1\n  {T}: Add {G} to your mana pool.\n`,
};
const compiled = compiledWithReference("convoke", CARDS);

type Cast = Extract<Action, { kind: "cast" }>;
const creatures = (game: Game, name: string) => game.zone("p1", "play").filter((id) => game.object(id)?.name === name);
const tapped = (game: Game, id: string) => game.object(id)?.tapped === true;

describe("502.46 convoke: the language", () => {
  it("checks clean and prints back in both wordings ('into play' / current 'Create')", () => {
    const { files, diagnostics } = checkCardSources([{ file: "c.card", text: CARDS.swarm }]);
    expect(diagnostics).toEqual([]);
    expect(printCardFile(files[0].ast, { wording: "2007" })).toBe(CARDS.swarm);
    expect(printCardFile(files[0].ast, { wording: "current" })).toContain("Convoke\n  Buyback {3}\n  Create a 1/1 green Saproling creature token.\n");
  });
});

describe("502.46a convoke: each creature tapped reduces the cost by one mana of its colours or {1}", () => {
  it("502.46a: two Grizzly Bears pay all of Sprout Swarm's {1}{G}: no land is tapped", () => {
    const game = table({ play: ["Forest", "Grizzly Bears", "Grizzly Bears"], hand: ["Sprout Swarm"] }, {}, { cards: compiled.registry });
    const bears = creatures(game, "Grizzly Bears");
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Sprout Swarm"), convoke: bears });
    expect(bears.map((id) => tapped(game, id))).toEqual([true, true]);
    expect(tapped(game, find(game, "p1", "play", "Forest"))).toBe(false);
    passAll(game);
    expect(names(game, "p1", "play").filter((name) => name === "Saproling").length).toBe(1);
    expect(names(game, "p1", "graveyard")).toEqual(["Sprout Swarm"]);
  });

  it("502.46a: a green creature pays for {G}, so a Plains pays the rest; a non-green one pays only {1}", () => {
    const game = table({ play: ["Plains", "Plains", "Test Elf"], hand: ["Test Chorus"] }, {}, { cards: compiled.registry });
    // {2}{G}{W}: the Elf pays {G}, the Plains {W} and {1}: one generic is left, and no mana for it.
    refused(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Chorus"), convoke: creatures(game, "Test Elf") }, "409.1h");
    const paid = table({ play: ["Plains", "Plains", "Plains", "Test Elf"], hand: ["Test Chorus"] }, {}, { cards: compiled.registry });
    ok(paid, { kind: "cast", player: "p1", card: find(paid, "p1", "hand", "Test Chorus"), convoke: creatures(paid, "Test Elf") });
    const white = table({ play: ["Plains", "Plains", "Plains", "Serra Angel"], hand: ["Test Chorus"] }, {}, { cards: compiled.registry });
    // The Angel is white: it pays {W}; the Plains can't pay {G}.
    refused(white, { kind: "cast", player: "p1", card: find(white, "p1", "hand", "Test Chorus"), convoke: creatures(white, "Serra Angel") }, "409.1h");
  });

  it("502.46a: a creature tapped for convoke is not also tapped for mana", () => {
    // {2}{G}{W}: the Elf pays {G} by convoke; two Plains pay {W}{1}; the last {1} could come only from the Elf's mana.
    const game = table({ play: ["Plains", "Plains", "Test Mana Elf"], hand: ["Test Chorus"] }, {}, { cards: compiled.registry });
    refused(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Chorus"), convoke: creatures(game, "Test Mana Elf") }, "409.1h");
  });

  it("502.46a: a tapped creature, another player's, or a creature named twice can't be tapped; only a spell with convoke", () => {
    const game = table({ play: ["Forest", "Mountain", { card: "Grizzly Bears", tapped: true }, "Hill Giant"], hand: ["Sprout Swarm", "Shock"] }, { play: ["Grizzly Bears"] }, { cards: compiled.registry });
    const card = find(game, "p1", "hand", "Sprout Swarm");
    refused(game, { kind: "cast", player: "p1", card, convoke: [find(game, "p1", "play", "Grizzly Bears")] }, "is tapped");
    refused(game, { kind: "cast", player: "p1", card, convoke: [find(game, "p2", "play", "Grizzly Bears")] }, "not a creature p1 controls");
    const giant = find(game, "p1", "play", "Hill Giant");
    refused(game, { kind: "cast", player: "p1", card, convoke: [giant, giant] }, "named twice");
    refused(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Shock"), targets: [["p2"]], convoke: [giant] }, "doesn't have convoke");
    // Summoning sickness doesn't matter (no {T} symbol): the Hill Giant came under Alice's control this turn.
    const sick = table({ play: ["Forest", { card: "Hill Giant", sinceStartOfTurn: false }], hand: ["Sprout Swarm"] }, {}, { cards: compiled.registry });
    ok(sick, { kind: "cast", player: "p1", card: find(sick, "p1", "hand", "Sprout Swarm"), convoke: [find(sick, "p1", "play", "Hill Giant")] });
  });

  it("409.1b: the listing offers Sprout Swarm with convoke and with buyback paid by creatures too", () => {
    const game = table({ play: ["Forest", "Forest", "Grizzly Bears", "Grizzly Bears", "Grizzly Bears", "Grizzly Bears"], hand: ["Sprout Swarm"] }, {}, { cards: compiled.registry });
    const casts = game.legalActions().filter((a) => a.kind === "cast") as Cast[];
    expect(casts.map((a) => [a.convoke?.length ?? 0, a.buyback === true])).toEqual([
      [0, false],
      [2, false],
      [4, true],
    ]);
    // {1}{G} + {3}: four Bears pay four, a Forest the fifth; the card returns to the hand.
    ok(game, casts[2]);
    passAll(game);
    expect(names(game, "p1", "hand")).toEqual(["Sprout Swarm"]);
  });
});
