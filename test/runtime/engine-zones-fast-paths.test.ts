/**
 * The zone-change and object-query shortcuts must agree with what they stand in for (zones.ts, effects.ts):
 * last known information left to be computed from the record (`last` null, 413.2a) is the same view at every
 * later step of the game, and `objectsMatching` with its pre-checks lists exactly the objects whose view
 * matches the filter. Checked along random games (snapshots, so the states are exactly the games').
 */
import { describe, expect, it } from "vitest";
import type {
  CardType,
  ObjectFilter,
  ObjectView,
} from "../../runtime/definition.js";
import { matchesFilter, view } from "../../runtime/continuous.js";
import { objectsMatching } from "../../runtime/effects.js";
import type { GameState } from "../../runtime/state.js";
import { alongRandomGames, engineFor, seedRange, stateOf } from "./engine-helpers.js";


/** The states after every step of random games, one list per game. */
function statesOfGames(): GameState[][] {
  return seedRange(41_001, 41_008).map((seed) => {
    const states: GameState[] = [];
    alongRandomGames([seed], (game) => states.push(stateOf(game)));
    return states;
  });
}

const TYPES: CardType[][] = [
  [],
  ["Creature"],
  ["Planeswalker"],
  ["Land"],
  ["Creature", "Planeswalker"],
  ["Instant", "Sorcery"],
];
const ZONES = ["play", "hand", "library", "graveyard", "removed"] as const;

describe("zone-change and object-query shortcuts agree with the full computations", () => {
  const games = statesOfGames();
  const states = games.flat();

  it("413.2a: an object that left its zone without frozen LKI has the same view at every later step", () => {
    let compared = 0;
    let objects = 0;
    for (const game of games) {
      const first = new Map<string, string>(); // object id → its view when first seen out of its zone (one game)
      for (const s of game) {
        const e = engineFor(s);
        for (const o of s.objects) {
          if (o === null || o.alive || o.last !== null) continue;
          const seen = JSON.stringify(view(e, o));
          const before = first.get(o.id);
          if (before === undefined) first.set(o.id, seen);
          else {
            expect(seen).toBe(before);
            compared++;
          }
        }
      }
      objects += first.size;
    }
    expect(objects).toBeGreaterThan(100);
    expect(compared).toBeGreaterThan(1000);
  });

  it("objectsMatching lists exactly the objects whose view matches the filter", () => {
    let found = 0;
    states.forEach((s, index) => {
      if (index % 5 !== 0) return;
      const e = engineFor(s);
      for (const zone of ZONES) {
        for (const types of TYPES) {
          for (const controller of [
            undefined,
            s.players[0].id,
            [s.players[1].id],
          ]) {
            const filter: ObjectFilter = {
              zone,
              types,
              ...(controller !== undefined ? { controller } : {}),
            };
            const all: string[] =
              zone === "play"
                ? [...s.play]
                : s.players.flatMap((p) => [...p[zone]]);
            const expected = all.filter((id) => {
              const o = s.objects[Number(id.slice(1))];
              return (
                o !== null &&
                o.alive &&
                matchesFilter(view(e, o) as ObjectView, filter, zone)
              );
            });
            const listed = objectsMatching(e, filter);
            expect(listed).toEqual(expected);
            found += listed.length;
          }
        }
      }
    });
    expect(found).toBeGreaterThan(1000);
  });
});
