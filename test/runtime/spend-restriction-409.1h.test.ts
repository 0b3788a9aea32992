/**
 * 409.1h with "Spend only black mana on X." (Consume Spirit): the mana cost's `xColor` restricts what pays X. The
 * payment planner (runtime/mana.ts) treats X so restricted as that many more symbols of the colour; casting, the
 * automatic payment and the listing of castable spells all go through it.
 */
import { describe, expect, it } from "vitest";
import { canPay, planWith } from "../../runtime/mana.js";
import type { ManaCost } from "../../runtime/definition.js";

const CONSUME: ManaCost = { generic: 1, W: 0, U: 0, B: 1, R: 0, G: 0, x: 1, xColor: "B" };
const B = 2;
const R = 3;
/** Untapped one-colour sources: Swamps ("B") and Mountains ("R"), in order. */
const sources = (lands: string) => [...lands].map((land, i) => ({ object: `o${i + 1}`, ability: 0, color: land === "B" ? B : R }));
const nothing = [0, 0, 0, 0, 0, 0];

describe("409.1h: 'Spend only black mana on X.'", () => {
  it("X is paid with black mana only: {X}{1}{B} with X = 2 takes three Swamps and the Mountain for the {1}", () => {
    const plan = planWith(nothing, sources("BBBR"), CONSUME, 2, "p1");
    if (typeof plan === "string") throw new Error(plan);
    expect(plan.spend).toEqual([0, 0, 3, 1, 0, 0]);
  });

  it("red mana can't pay X even when there is enough mana in all: refused, naming the restriction", () => {
    const plan = planWith(nothing, sources("BBRRR"), CONSUME, 2, "p1");
    expect(plan).toContain("409.1h: X is paid only with {B} mana");
    expect(canPay(nothing, [0, 0, 2, 3, 0, 0], CONSUME, 2)).toBe(false);
    expect(canPay(nothing, [0, 0, 3, 1, 0, 0], CONSUME, 2)).toBe(true);
  });

  it("black mana already in the pool pays X; red in the pool pays only the generic part", () => {
    const plan = planWith([0, 0, 2, 1, 0, 0], sources("B"), CONSUME, 2, "p1");
    if (typeof plan === "string") throw new Error(plan);
    expect(plan.spend).toEqual([0, 0, 3, 1, 0, 0]);
    expect(typeof planWith([0, 0, 1, 3, 0, 0], [], CONSUME, 2, "p1")).toBe("string");
  });

  it("without the restriction the same lands pay it (the restriction is what refuses)", () => {
    const unrestricted: ManaCost = { ...CONSUME, xColor: undefined };
    expect(typeof planWith(nothing, sources("BBRRR"), unrestricted, 2, "p1")).not.toBe("string");
  });
});
