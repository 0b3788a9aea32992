/**
 * The resolution shortcuts must agree with what they stand in for (planeswalkers.ts, replacement.ts): a rule
 * effect's `holder` says null only for events its `applies` would reject (212.9g: the holder's pre-checks run
 * before any context is built), and `loyaltyCostPayable` gives the verdict of `loyaltyActivationError`'s cost
 * check (212.9f). Checked along random games (snapshots, so the states are exactly the games').
 */
import { describe, expect, it } from "vitest";
import type { ActivatedAbilityDefinition, Chosen, ReplaceableEvent } from "../../runtime/definition.js";
import { controllerOf } from "../../runtime/continuous.js";
import { staticContext } from "../../runtime/effects.js";
import { definitionOf, obj } from "../../runtime/engine.js";
import { loyaltyActivationError, loyaltyCostPayable, ruleReplacements } from "../../runtime/planeswalkers.js";
import type { GameState } from "../../runtime/state.js";
import { alongRandomGames, engineFor, seedRange, stateOf } from "./engine-helpers.js";

/** Every 40th state of a few random games (the planeswalker-heavy pool for even seeds). */
function someStates(): GameState[] {
  const states: GameState[] = [];
  alongRandomGames(seedRange(52_001, 52_006), (game, index) => {
    if (index % 40 === 0) states.push(stateOf(game));
  });
  return states;
}

describe("resolution shortcuts agree with the full checks", () => {
  const states = someStates();

  it("212.9g: the redirection's holder is null only for damage its applies rejects", () => {
    const rule = ruleReplacements.find((r) => r.rule === "212.9g")!;
    const applies = rule.ability.applies as (event: ReplaceableEvent, ctx: unknown) => boolean;
    let nulls = 0;
    let held = 0;
    for (const s of states) {
      const e = engineFor(s);
      const recipients: Chosen[] = [...s.players.map((p) => p.id), ...s.play];
      for (const source of s.play) {
        const o = obj(e, source)!;
        const ctx = staticContext(e, source, controllerOf(e, o));
        for (const recipient of recipients) {
          for (const combat of [false, true]) {
            for (const amount of [0, 2]) {
              const event: ReplaceableEvent = { kind: "damage", source, recipient, amount, combat, byEffect: true };
              if (rule.holder(e, event) === null) {
                nulls++;
                expect(applies(event, ctx)).toBe(false);
              } else held++;
            }
          }
        }
      }
    }
    expect(nulls).toBeGreaterThan(100);
    expect(held).toBeGreaterThan(10);
  });

  it("212.9f: loyaltyCostPayable is loyaltyActivationError's cost verdict", () => {
    let checked = 0;
    let unpayable = 0;
    for (const s of states) {
      // Main phase 1 of the active player with an empty stack, so that the timing checks pass and the cost
      // check is the one that speaks.
      const e = engineFor({ ...s, step: "main1", stack: [] });
      const active = s.players[s.active].id;
      for (const id of s.play) {
        const o = obj(e, id)!;
        const abilities = definitionOf(e, o).abilities;
        for (const ability of abilities) {
          if (ability.kind !== "activated" || ability.cost.loyalty === undefined) continue;
          const fresh = { ...o, loyaltyActivatedTurn: -1 };
          const have = o.counters["loyalty"] ?? 0;
          for (let x = 0; x <= have + 1; x++) {
            const error = loyaltyActivationError(e, fresh, ability as ActivatedAbilityDefinition, active, x);
            const payable = loyaltyCostPayable(fresh, ability.cost.loyalty, x);
            expect(error === null).toBe(payable);
            if (!payable) {
              unpayable++;
              expect(error).toMatch(/can't be paid$/);
            }
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(50);
    expect(unpayable).toBeGreaterThan(5);
  });
});
