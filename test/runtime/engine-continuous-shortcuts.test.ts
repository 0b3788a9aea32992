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
import type { GameState, ObjectState } from "../../runtime/state.js";
import { engineFor, sampledStates, seedRange, withEffects } from "./engine-helpers.js";

const KEYWORDS: Keyword[] = ["Flying", "Vigilance", "Haste", "Trample", "Reach", "Defender", "First strike", "Indestructible"];

function states(): GameState[] {
  return sampledStates(seedRange(43_001, 43_004), 4, (s, index) => {
    if (index % 3 !== 0 || s.play.length <= 1) return [];
    const p2 = s.players[1].id;
    return [
      withEffects(s, { objects: [s.play[0], s.play[1]], keywords: ["Haste", "Reach"] }),
      withEffects(s, { filter: { types: ["Creature"] }, keywords: ["Defender"] }, { objects: [s.play[1]], keywords: ["Flying"] }),
      withEffects(s, { objects: [s.play[0]], control: p2 }, { objects: [s.play[0]], control: s.players[0].id }),
      withEffects(s, { objects: [s.play[1]], control: p2 }, { filter: { types: ["Land"] }, control: p2 }),
      withEffects(s, { filter: { types: ["Land"] }, addTypes: ["Creature"] }, { filter: { types: ["Creature"], controller: p2 }, keywords: ["Trample"] }),
    ];
  });
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
