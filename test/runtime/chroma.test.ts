/**
 * Chroma (Eventide release notes, 2008): the mana symbols of one colour in mana costs. A hybrid symbol counts for
 * each of its colours, a monocoloured hybrid {2/W} for its colour; generic, {X} and other colours count nothing.
 */
import { describe, expect, it } from "vitest";
import { manaSymbolsOfColor } from "../../runtime/chroma.js";
import type { ManaCost } from "../../runtime/definition.js";

const cost = (parts: Partial<ManaCost>): ManaCost => ({ generic: 0, W: 0, U: 0, B: 0, R: 0, G: 0, x: 0, ...parts });

describe("chroma: counting mana symbols of a colour", () => {
  it("coloured symbols of that colour count one each; generic mana, {X} and other colours none", () => {
    expect(manaSymbolsOfColor(cost({ generic: 3, G: 2, R: 1, x: 1 }), "G")).toBe(2);
    expect(manaSymbolsOfColor(cost({ generic: 3, G: 2, R: 1, x: 1 }), "W")).toBe(0);
  });
  it("a hybrid symbol {G/W} counts as a green and as a white symbol; {2/W} as a white one", () => {
    const finks = cost({ generic: 1, hybrid: [{ colors: ["G", "W"] }, { colors: ["G", "W"] }] });
    expect(manaSymbolsOfColor(finks, "G")).toBe(2);
    expect(manaSymbolsOfColor(finks, "W")).toBe(2);
    expect(manaSymbolsOfColor(finks, "B")).toBe(0);
    expect(manaSymbolsOfColor(cost({ hybrid: [{ colors: ["W"], generic: 2 }, { colors: ["W"], generic: 2 }, { colors: ["W"], generic: 2 }] }), "W")).toBe(3);
  });
});
