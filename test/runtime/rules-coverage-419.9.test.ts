/**
 * 419.9 with two replacement effects of the same name. Found by rule coverage review: with two Palisade Giants
 * the "replacementOrder" decision listed only source names ("Palisade Giant" twice), so the affected player
 * couldn't choose the second Giant's effect; fixed in the engine by offering the source object's id when names
 * are shared (runtime/api.ts). Kept as the regression test.
 *
 * 419.9 (2007): when two or more replacement effects would apply to an event, the affected player chooses one
 * to apply first. The outcome differs by choice: the effect applied first moves the damage to its own Giant,
 * the other Giant's effect then moves it on ("other permanents you control"), and neither applies twice.
 */
import { expect, it } from "vitest";
import type { Decision, Game } from "../../runtime/api.js";
import type { ObjectId } from "../../runtime/definition.js";
import { createGame } from "../../runtime/game.js";
import { referenceRegistry } from "./fixtures/reference-cards.js";

function shockBobWithTwoGiants(pick: number): { game: Game; giants: ObjectId[]; seen: Decision[] } {
  const game = createGame({
    cards: referenceRegistry,
    players: [
      { name: "Alice", library: [{ card: "Island" }], hand: [{ card: "Shock" }], play: [{ card: "Mountain" }] },
      { name: "Bob", library: [{ card: "Island" }], play: [{ card: "Palisade Giant" }, { card: "Palisade Giant" }] },
    ],
    turnNumber: 3,
  });
  const giants = game.zone("p2", "play");
  const seen: Decision[] = [];
  const ok = (result: { ok: boolean; error?: string }) => expect(result.ok, result.error).toBe(true);
  ok(game.submit({ kind: "cast", player: "p1", card: game.zone("p1", "hand")[0], targets: [["p2"]] }));
  ok(game.submit({ kind: "pass", player: "p1" }));
  ok(game.submit({ kind: "pass", player: "p2" }));
  for (let guard = 0; guard < 5; guard++) {
    const decision = game.pendingDecision();
    if (decision === null) break;
    seen.push(decision);
    ok(game.answer([decision.options[decision.kind === "replacementOrder" ? pick : 0]]));
  }
  return { game, giants, seen };
}

it("419.9: with two Palisade Giants, the affected player can choose either Giant's effect first — and so which Giant is dealt the damage", () => {
  const first = shockBobWithTwoGiants(0);
  expect(first.seen.map((decision) => [decision.kind, decision.player])).toEqual([["replacementOrder", "p2"]]);
  const options = first.seen[0].options;
  expect(new Set(options).size, `the two effects are offered as ${JSON.stringify(options)}`).toBe(options.length);
  const second = shockBobWithTwoGiants(1);
  const damage = (run: ReturnType<typeof shockBobWithTwoGiants>) => run.giants.map((id) => run.game.object(id)?.damage);
  expect([damage(first), damage(second)]).toEqual(expect.arrayContaining([[2, 0], [0, 2]]));
  expect(first.game.player("p2").life).toBe(20);
});
