/**
 * Tokens that are copies of an object (2007 418.5a, layer 1): "Put a token into play that's a copy of target
 * creature." / current "Create a token that's a copy of …", and Spawnwrithe's "Whenever ~ deals combat damage to a
 * player, put a token into play that's a copy of ~.", played through cards compiled from their text.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkCardSources } from "../../grammar/index.js";
import { createRegistry, type CardRegistry } from "../../runtime/definition.js";
import { restoreGame, type GameSnapshot } from "../../runtime/index.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { find, names, ok, passAll, table } from "./engine-helpers.js";
import { temporaryFolder, compileTestCards } from "../compiler/helpers.js";
import { expectRoundTrip } from "../grammar/round-trip.js";

const MIRROR_LINE = "Put a token into play that's a copy of target creature.";
const WRITHE_LINE = "Whenever Test Writhe deals combat damage to a player, put a token into play that's a copy of Test Writhe.";

const CARDS: Record<string, string> = {
  mirror: `card "Test Mirror"\n  cost {R}\n  type Sorcery\n  ${MIRROR_LINE}\n`,
  writhe: `card "Test Writhe"\n  cost {2}{G}\n  type Creature — Elemental\n  2/2\n  Trample\n  ${WRITHE_LINE}\n`,
};

const folder = temporaryFolder("token-copies-418.5a");
afterAll(() => folder.cleanup());
let cards: CardRegistry;

beforeAll(async () => {
  const compiled = await compileTestCards(folder.dir, CARDS);
  cards = createRegistry([...referenceCards, ...compiled]);
}, 120_000);

describe("418.5a: a token that's a copy of an object", () => {
  it("418.5a: the sentences print back in both wordings ('create a token that's a copy of …' today)", () => {
    expectRoundTrip(CARDS.mirror, { "2007": MIRROR_LINE, current: "Create a token that's a copy of target creature." });
    expectRoundTrip(CARDS.writhe, {
      "2007": WRITHE_LINE,
      current: "Whenever Test Writhe deals combat damage to a player, create a token that's a copy of Test Writhe.",
    });
    // a copy of several objects is reported with what to write
    const many = CARDS.mirror.replace("target creature", "each creature");
    expect(checkCardSources([{ file: "m.card", text: many }]).diagnostics.map((d) => d.code)).toContain("CS1035");
  });

  it("418.5a: the token has the copied creature's name, types, power and toughness and abilities; it is a token", () => {
    const game = table({ hand: ["Test Mirror"], play: ["Mountain"] }, { play: ["Serra Angel"] }, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Mirror"), targets: [[find(game, "p2", "play", "Serra Angel")]] });
    passAll(game);
    expect(names(game, "p1", "play").sort()).toEqual(["Mountain", "Serra Angel"]);
    const copy = game.object(find(game, "p1", "play", "Serra Angel"))!;
    expect([copy.power, copy.toughness, copy.token, copy.controller]).toEqual([4, 4, true, "p1"]);
    expect(copy.keywords).toEqual(expect.arrayContaining(["Flying", "Vigilance"]));
  });

  it("419.1 (Doubling Season): the copies are created as tokens are, so the replacement doubles them", () => {
    const game = table({ hand: ["Test Mirror"], play: ["Mountain", "Doubling Season", "Grizzly Bears"] }, {}, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Mirror"), targets: [[find(game, "p1", "play", "Grizzly Bears")]] });
    passAll(game);
    expect(names(game, "p1", "play").filter((name) => name === "Grizzly Bears")).toHaveLength(3);
  });

  it("418.5a: a snapshot holding a token copy restores (its creator makes no token of that name: the copied card's), and the copy plays on", () => {
    // Found by the whole-set fuzzer (seed 4351): the snapshot's validation refused the copy of Spawnwrithe.
    const game = table({ hand: ["Test Mirror", "Test Mirror"], play: ["Mountain", "Mountain"] }, { play: ["Serra Angel"] }, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Mirror"), targets: [[find(game, "p2", "play", "Serra Angel")]] });
    passAll(game);
    const restored = restoreGame(JSON.parse(JSON.stringify(game.snapshot())) as GameSnapshot, cards);
    const copy = restored.object(find(restored, "p1", "play", "Serra Angel"))!;
    expect([copy.power, copy.toughness, copy.token]).toEqual([4, 4, true]);
    // A copy of the copy: its token names what it copies too.
    ok(restored, { kind: "cast", player: "p1", card: find(restored, "p1", "hand", "Test Mirror"), targets: [[copy.id]] });
    passAll(restored);
    expect(names(restored, "p1", "play").filter((name) => name === "Serra Angel")).toHaveLength(2);
    const again = restoreGame(JSON.parse(JSON.stringify(restored.snapshot())) as GameSnapshot, cards);
    expect(names(again, "p1", "play").filter((name) => name === "Serra Angel")).toHaveLength(2);
    // A damaged name is still refused: neither a token its creator makes nor a card of the registry.
    const bad = JSON.parse(JSON.stringify(game.snapshot()));
    bad.state.objects.find((o: { token?: { name: string } | null } | null) => o?.token != null).token.name = "Serra Angle";
    expect(() => restoreGame(bad, cards)).toThrow(/Serra Angle/);
  });
});
