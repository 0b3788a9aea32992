/**
 * continuous.ts's shortcuts that answer one question without building a view (`hasKeywordNow`: layer 5 only adds
 * keywords; `controllerOf`: locked-in control effects applied in timestamp order, a view only for a filter) must
 * agree exactly with the view they stand in for: on states from random games, each also with locked-in and
 * filter-based keyword-granting and control-changing effects added, for every object (last known information
 * for those that left play).
 */
import { describe, expect, it } from "vitest";
import type { Keyword } from "../../runtime/definition.js";
import { controllerOf, hasKeywordNow, view } from "../../runtime/continuous.js";
import type { ContinuousEffect, GameState, ObjectState } from "../../runtime/state.js";
import { alongRandomGames, engineFor, seedRange, stateOf } from "./engine-helpers.js";

const KEYWORDS: Keyword[] = ["Flying", "Vigilance", "Haste", "Trample", "Reach", "Defender", "First strike", "Indestructible"];

function states(): GameState[] {
  const out: GameState[] = [];
  alongRandomGames(seedRange(43_001, 43_004), (game, index) => {
    if (index % 4 !== 0 || game.isOver()) return;
    const s = stateOf(game);
    out.push(s);
    if (index % 3 === 0 && s.play.length > 1) {
      const p2 = s.players[1].id;
      const more = (...effects: Partial<ContinuousEffect>[]): GameState => ({
        ...s,
        effects: [
          ...s.effects,
          ...effects.map((effect, i) => ({ timestamp: s.nextTimestamp + i, duration: "untilEndOfTurn" as const, source: s.play[0], controller: p2, objects: null, filter: null, ...effect })),
        ],
      });
      out.push(more({ objects: [s.play[0], s.play[1]], keywords: ["Haste", "Reach"] }));
      out.push(more({ filter: { types: ["Creature"] }, keywords: ["Defender"] }, { objects: [s.play[1]], keywords: ["Flying"] }));
      out.push(more({ objects: [s.play[0]], control: p2 }, { objects: [s.play[0]], control: s.players[0].id }));
      out.push(more({ objects: [s.play[1]], control: p2 }, { filter: { types: ["Land"] }, control: p2 }));
      out.push(more({ filter: { types: ["Land"] }, addTypes: ["Creature"] }, { filter: { types: ["Creature"], controller: p2 }, keywords: ["Trample"] }));
    }
  });
  return out;
}

describe("continuous.ts shortcuts agree with views", () => {
  it("hasKeywordNow and controllerOf, every object of every state", () => {
    const mismatches: string[] = [];
    let compared = 0;
    for (const s of states()) {
      const e = engineFor(s);
      for (const o of s.objects) {
        if (o === null) continue;
        const v = view(e, o as ObjectState);
        for (const keyword of KEYWORDS) {
          if (hasKeywordNow(e, o, keyword) !== v.keywords.includes(keyword)) mismatches.push(`${keyword} of ${o.id}`);
          compared++;
        }
        if (o.alive && o.zone === "play" && controllerOf(e, o) !== v.controller) mismatches.push(`controller of ${o.id}`);
      }
    }
    expect(mismatches).toEqual([]);
    expect(compared).toBeGreaterThan(10_000);
  });
});
