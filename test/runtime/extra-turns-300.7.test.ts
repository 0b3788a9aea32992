/**
 * 300.7 of 2007: extra turns are added directly after the current turn, one at a time (the most recently created
 * is taken first), compiled from real cards of bench/corpus/ (test/runtime/fixtures/covc-cards): Time Stretch
 * ("Target player takes two extra turns after this one.") and Savor the Moment ("Take an extra turn after this
 * one. Skip the untap step of that turn.").
 */
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { compileExtraCards } from "./extra-cards.js";
import { createGame, restoreGame } from "../../runtime/game.js";
import type { Game } from "../../runtime/api.js";
import type { CardRegistry } from "../../runtime/definition.js";
import { advance, find, ok, passAll, setupOf } from "./engine-helpers.js";

const folder = fileURLToPath(new URL("./fixtures/covc-cards/", import.meta.url));
let cards: CardRegistry;
compileExtraCards(folder, (compiled) => (cards = compiled));

const islands = (n: number) => Array.from({ length: n }, () => "Island");

/** Who takes each of the next `n` turns after turn 3. */
function nextTurns(game: Game, n: number): string[] {
  const out: string[] = [];
  for (let turn = 4; turn < 4 + n; turn++) {
    advance(game, (g) => g.turnNumber() === turn && g.step() !== "untap");
    out.push(game.activePlayer());
  }
  return out;
}

describe("300.7: extra turns", () => {
  it("Time Stretch: the target player takes the two turns after this one, then turn order resumes", () => {
    const game = createGame(setupOf({ play: islands(10), hand: ["Time Stretch"], library: islands(20) }, { library: islands(20) }, { cards }));
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Time Stretch"), targets: [["p1"]] });
    passAll(game);
    expect(nextTurns(game, 4)).toEqual(["p1", "p1", "p2", "p1"]);
  });

  it("Time Stretch on the opponent: the opponent takes the two turns after this one and then its own: three in a row", () => {
    const game = createGame(setupOf({ play: islands(10), hand: ["Time Stretch"], library: islands(20) }, { library: islands(20) }, { cards }));
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Time Stretch"), targets: [["p2"]] });
    passAll(game);
    expect(nextTurns(game, 4)).toEqual(["p2", "p2", "p2", "p1"]);
  });

  it("Savor the Moment: the extra turn begins with its upkeep: Alice's tapped Islands stay tapped", () => {
    const game = createGame(setupOf({ play: islands(3), hand: ["Savor the Moment"], library: islands(20) }, { library: islands(20) }, { cards }));
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Savor the Moment"), targets: [] });
    passAll(game);
    const island = find(game, "p1", "play", "Island");
    expect(game.object(island)!.tapped).toBe(true);
    expect(nextTurns(game, 1)).toEqual(["p1"]);
    expect(game.object(island)!.tapped).toBe(true);
    expect(nextTurns(game, 2).slice(1)).toEqual(["p2"]);
  });

  it("the extra turns still to take survive a snapshot, and a bad one is refused", () => {
    const game = createGame(setupOf({ play: islands(10), hand: ["Time Stretch"], library: islands(20) }, { library: islands(20) }, { cards }));
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Time Stretch"), targets: [["p1"]] });
    passAll(game);
    const snapshot = JSON.parse(JSON.stringify(game.snapshot()));
    expect(snapshot.state.extraTurns).toEqual([{ player: "p1" }, { player: "p1" }]);
    expect(nextTurns(restoreGame(snapshot, cards), 3)).toEqual(["p1", "p1", "p2"]);
    snapshot.state.extraTurns = [{ player: "p9" }];
    expect(() => restoreGame(snapshot, cards)).toThrow(/extraTurns/);
  });
});
