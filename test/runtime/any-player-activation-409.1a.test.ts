/**
 * 409.1a and "Any player may play this ability." (Feral Hydra, Oona's Prowler; current: "… activate …"): any
 * player may play that ability of a permanent they don't control, paying its costs themselves, and controls it on
 * the stack; the permanent's other abilities are still its controller's alone. Grammar round trip in both
 * wordings, then play through a card compiled from its text.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRegistry, type CardRegistry } from "../../runtime/definition.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { find, ok, passAll, refused, table } from "./engine-helpers.js";
import { temporaryFolder, compileTestCards } from "../compiler/helpers.js";
import { expectRoundTrip } from "../grammar/round-trip.js";

const CARDS: Record<string, string> = {
  hydra: `card "Test Hydra"\n  cost {G}\n  type Creature — Hydra\n  1/1\n  {1}: Put a +1/+1 counter on Test Hydra. Any player may play this ability.\n  {2}: Test Hydra gets +1/+1 until end of turn.\n`,
};
const folder = temporaryFolder("any-player-activation");
afterAll(() => folder.cleanup());
let cards: CardRegistry;
beforeAll(async () => {
  cards = createRegistry([...referenceCards, ...(await compileTestCards(folder.dir, CARDS))]);
}, 120_000);

describe("409.1a: 'Any player may play this ability.'", () => {
  it("409.1a: 'Any player may play this ability.' prints back as 'Any player may activate this ability.' today", () => {
    expectRoundTrip(CARDS.hydra, {
      "2007": "{1}: Put a +1/+1 counter on Test Hydra. Any player may play this ability.",
      current: "{1}: Put a +1/+1 counter on Test Hydra. Any player may activate this ability.",
    });
  });

  it("409.1a: an opponent plays it with their own mana and controls it; the permanent's other ability stays its controller's", () => {
    const game = table({ play: ["Test Hydra"] }, { play: ["Forest", "Forest", "Forest"] }, { cards, activePlayer: 1 });
    const hydra = find(game, "p1", "play", "Test Hydra");
    expect(game.legalActions().some((action) => action.kind === "activate" && action.object === hydra && action.ability === 0)).toBe(true);
    expect(game.legalActions().some((action) => action.kind === "activate" && action.object === hydra && action.ability === 1)).toBe(false);
    refused(game, { kind: "activate", player: "p2", object: hydra, ability: 1, targets: [] }, "409.1a");
    ok(game, { kind: "activate", player: "p2", object: hydra, ability: 0, targets: [] });
    expect(game.zone("p2", "play").filter((id) => game.object(id)?.tapped).length).toBe(1);
    passAll(game);
    expect(game.object(hydra)?.counters["+1/+1"]).toBe(1);
    expect(game.object(hydra)?.controller).toBe("p1");
  });
});
