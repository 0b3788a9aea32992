/**
 * 409.1a–h, 212.9f: the checks the listing makes of an activated ability before and after enumerating its
 * targets (stack.ts `abilityPlayError`, `abilityManaPayable`, mana.ts `canPayNow`) give the verdict a submitted
 * activation gets from `activateError`, and `canPayNow` says yes exactly when `planPayment` finds a plan.
 * Checked on the states along random games, for every activated ability of every permanent, each player, and
 * X from 0 to 3.
 */
import { describe, expect, it } from "vitest";
import type { ActivatedAbilityDefinition, ManaCost } from "../../runtime/definition.js";
import { definitionOf, obj } from "../../runtime/engine.js";
import { canPayNow, planPayment } from "../../runtime/mana.js";
import { abilityManaPayable, abilityPlayError, activateError, targetOptions } from "../../runtime/stack.js";
import { hasActionBesidesPass, listPriorityActions } from "../../runtime/legal.js";
import type { GameState } from "../../runtime/state.js";
import { seededRandom } from "../seeded-random.js";
import { alongRandomGames, engineFor, seedRange, stateOf } from "./engine-helpers.js";

function statesAlong(seeds: number[]): GameState[] {
  const states: GameState[] = [];
  alongRandomGames(seeds, (game) => states.push(stateOf(game, "shared")));
  return states;
}

describe("the listing's activation checks agree with activateError", () => {
  const states = statesAlong(seedRange(40_301, 40_304));

  it("409.1a–h, 212.9f: abilityPlayError then abilityManaPayable is activateError's verdict, with its message", () => {
    let legal = 0;
    let illegal = 0;
    for (const s of states) {
      const e = engineFor(s, { memoViews: true });
      for (const id of s.play) {
        const o = obj(e, id)!;
        const abilities = definitionOf(e, o).abilities;
        for (let index = 0; index < abilities.length; index++) {
          const ability = abilities[index];
          if (ability.kind !== "activated" || ability.mana === true) continue;
          const hasX = ability.cost.loyalty === "-X" || (ability.cost.mana?.x ?? 0) > 0;
          for (const p of s.players) {
            // The first legal choice of each spec's minimum, as the listing makes it (or none if there is none).
            const targets = ability.targets.map((spec) => targetOptions(e, spec, id, p.id).slice(0, spec.min));
            if (ability.targets.some((spec, i) => targets[i].length < spec.min)) continue;
            for (const x of hasX ? [0, 1, 2, 3] : [undefined]) {
              const error = activateError(e, { kind: "activate", player: p.id, object: id, ability: index, x, targets });
              const before = abilityPlayError(e, o, p.id, index, x);
              const listed = before === null && abilityManaPayable(e, o, ability as ActivatedAbilityDefinition, p.id, x ?? 0);
              expect(listed).toBe(typeof error !== "string");
              if (before !== null) expect(error).toBe(before);
              if (listed) legal++;
              else illegal++;
            }
          }
        }
      }
    }
    expect(legal).toBeGreaterThan(50);
    expect(illegal).toBeGreaterThan(50);
  });

  it("the listing offers an activation of an ability in play exactly when activateError accepts it with its first targets", () => {
    // The listing checks the mana cost (X = 0) before it enumerates targets: it must offer the same activations
    // as a plain check of every ability of every permanent (and the forced-pass check must agree with it).
    let offered = 0;
    let refused = 0;
    for (const s of states) {
      if (s.pending !== null || (s.combat !== null && s.combat.awaiting !== null) || s.over) continue;
      const e = engineFor(s, { memoViews: true });
      const p = s.players[s.priority].id;
      const listed = listPriorityActions(e, p);
      expect(hasActionBesidesPass(e, p)).toBe(listed.length > 1);
      for (const id of s.play) {
        const o = obj(e, id)!;
        const abilities = definitionOf(e, o).abilities;
        for (let index = 0; index < abilities.length; index++) {
          const ability = abilities[index];
          if (ability.kind !== "activated" || ability.mana === true) continue;
          const hasX = ability.cost.loyalty === "-X" || (ability.cost.mana?.x ?? 0) > 0;
          const targets = ability.targets.map((spec) => targetOptions(e, spec, id, p).slice(0, spec.min));
          const legal =
            !ability.targets.some((spec, i) => targets[i].length < spec.min) &&
            typeof activateError(e, { kind: "activate", player: p, object: id, ability: index, x: hasX ? 0 : undefined, targets }) !== "string";
          const isOffered = listed.some((action) => action.kind === "activate" && action.object === id && action.ability === index);
          expect(isOffered, `${definitionOf(e, o).name} ${id} ability ${index} at ${s.step}`).toBe(legal);
          if (legal) offered++;
          else refused++;
        }
      }
    }
    expect(offered).toBeGreaterThan(50);
    expect(refused).toBeGreaterThan(50);
  });

  it("409.1h: canPayNow finds a payment exactly when planPayment does, a source excluded or not", () => {
    const random = seededRandom(23);
    const pip = () => (random() < 0.3 ? Math.floor(random() * 3) : 0);
    let payable = 0;
    let compared = 0;
    for (const s of states) {
      const e = engineFor(s, { memoViews: true });
      for (const p of s.players) {
        const cost: ManaCost = { generic: Math.floor(random() * 5), W: pip(), U: pip(), B: pip(), R: pip(), G: pip(), x: random() < 0.2 ? 1 : 0 };
        const x = Math.floor(random() * 3);
        const exclude = random() < 0.5 && s.play.length > 0 ? s.play[Math.floor(random() * s.play.length)] : null;
        const can = canPayNow(e, p.id, cost, x, exclude);
        expect(can).toBe(typeof planPayment(e, p.id, cost, x, exclude) !== "string");
        if (can) payable++;
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(500);
    expect(payable).toBeGreaterThan(compared / 10);
    expect(payable).toBeLessThan(compared - compared / 10);
  });
});
