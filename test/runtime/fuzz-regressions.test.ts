/**
 * Minimal reproductions of invariant violations, checked with the fuzzer's own invariant checker so that
 * what the random games check and what these pin down are the same thing.
 */
import { expect, it } from "vitest";
import type { GameSetup } from "../../runtime/api.js";
import { createGame, restoreGame } from "../../runtime/game.js";
import { referenceRegistry } from "./fixtures/reference-cards.js";
import { checkInvariants, playRandomGame, setupCardCounts } from "./fuzz-harness.js";

it("420.5/104.3: a game that ends with a spell on the stack still has every card in exactly one zone (cards are conserved)", () => {
  // Alice (2 life) plays Lava Axe at Bob; Bob answers with Shock; Shock resolves and Alice loses with Lava Axe
  // still on the stack. The game is over, but the Lava Axe card must still be somewhere.
  const setup: GameSetup = {
    cards: referenceRegistry,
    players: [
      {
        name: "Alice",
        life: 2,
        library: [{ card: "Island" }],
        hand: [{ card: "Lava Axe" }],
        play: [{ card: "Mountain" }, { card: "Island" }, { card: "Island" }, { card: "Island" }, { card: "Island" }],
      },
      { name: "Bob", library: [{ card: "Island" }], hand: [{ card: "Shock" }], play: [{ card: "Mountain" }] },
    ],
    turnNumber: 3,
  };
  const game = createGame(setup);
  const steps = [
    game.submit({ kind: "cast", player: "p1", card: game.zone("p1", "hand")[0], targets: [["p2"]] }),
    game.submit({ kind: "pass", player: "p1" }),
    game.submit({ kind: "cast", player: "p2", card: game.zone("p2", "hand")[0], targets: [["p1"]] }),
    game.submit({ kind: "pass", player: "p2" }),
    game.submit({ kind: "pass", player: "p1" }),
  ];
  expect(steps.every((result) => result.ok)).toBe(true);
  expect(game.isOver()).toBe(true);
  expect(game.winner()).toBe("p2");
  expect(checkInvariants(game, { cards: setupCardCounts(setup) })).toEqual([]);
});

it("104.4b: four Oblivion Rings removing one another through target choices that can't break the loop end in a draw (fuzz seed 105580)", () => {
  // Found by the benchmark's fuzz run: each Ring's trigger may target either of the two other Rings in play,
  // and whichever it removes returns the Ring that one held, whose trigger does the same. Every choice keeps
  // the loop going and no player can do anything else about it, so it is a loop of mandatory actions: a draw.
  // The engine detects such loops only when no choice is offered, so this game ran to the step cap.
  const engine = { createGame, restoreGame };
  const result = playRandomGame(engine, referenceRegistry, {
    seed: 105580,
    illegalProbeEvery: 97,
    randomActionEvery: 29,
    checkInvariants: false,
    // The loop starts by step ~800 (turn 32); 8,000 steps leave the engine ~1,500 resolutions to see it.
    maxSteps: 8000,
  });
  expect(result.hitCap, `${result.steps} steps, turn ${result.turns}, and the game goes on`).toBe(false);
  expect(result.over).toBe(true);
  expect(result.winner).toBeNull();
  expect(result.log[result.log.length - 1]).toMatchObject({ kind: "gameOver", rule: "104.4b" });
});
