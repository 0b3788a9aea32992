/**
 * Hybrid mana (Shadowmoor, in the 2007 rules): `{G/W}` is paid with either colour, monocoloured hybrid `{2/W}`
 * with one W or two generic mana; a hybrid symbol counts its largest part in the converted mana cost ({2/W}
 * counts 2) and the card has each of its colours. Automatic payment (runtime/mana.ts) stays exact: it pays
 * whenever some way to pay the hybrid symbols can be paid, and prefers one coloured mana to two generic.
 */
import { describe, expect, it } from "vitest";
import type { Game } from "../../runtime/api.js";
import { createRegistry, defineCard, type Color, type HybridMana, type ManaCost } from "../../runtime/definition.js";
import { canPay, hybridChoices } from "../../runtime/mana.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { find, names, ok, refused, table } from "./engine-helpers.js";

const noMana: ManaCost = { generic: 0, W: 0, U: 0, B: 0, R: 0, G: 0, x: 0 };

function hybridCreature(name: string, generic: number, hybrid: HybridMana[], colors: Color[]) {
  return defineCard({
    name,
    manaCost: { ...noMana, generic, hybrid },
    colors,
    supertypes: [],
    types: ["Creature"],
    subtypes: ["Test"],
    power: 3,
    toughness: 2,
    keywords: [],
    abilities: [],
    text: [],
  });
}

// Kitchen Finks' cost {1}{G/W}{G/W}; a {2/W}{2/W}{2/W} creature (Spectral Procession's cost).
const finks = hybridCreature("Hybrid Finks", 1, [{ colors: ["G", "W"] }, { colors: ["G", "W"] }], ["G", "W"]);
const procession = hybridCreature("Mono Hybrid Walker", 0, [{ colors: ["W"], generic: 2 }, { colors: ["W"], generic: 2 }, { colors: ["W"], generic: 2 }], ["W"]);
const cards = createRegistry([...referenceCards, finks, procession]);

const cast = (game: Game, name: string) => ({ kind: "cast" as const, player: "p1", card: find(game, "p1", "hand", name) });

describe("hybrid mana {G/W}: paid with either colour (2007 rules, Shadowmoor)", () => {
  it("is cast with Forests only, Plains only, or both", () => {
    for (const lands of [["Forest", "Forest", "Forest"], ["Plains", "Plains", "Island"], ["Forest", "Plains", "Swamp"]]) {
      const game = table({ play: lands, hand: ["Hybrid Finks"] }, {}, { cards });
      ok(game, cast(game, "Hybrid Finks"));
      expect(game.stack().map((item) => item.description)).toEqual(["Hybrid Finks"]);
    }
  });

  it("can't be paid with colours outside the symbol (409.1h), and the listing agrees", () => {
    const game = table({ play: ["Island", "Island", "Swamp", "Forest"], hand: ["Hybrid Finks"] }, {}, { cards });
    refused(game, cast(game, "Hybrid Finks"), "409.1h");
    expect(game.legalActions().some((action) => action.kind === "cast")).toBe(false);
  });

  it("the card is both colours; its converted mana cost counts each hybrid symbol once", () => {
    const game = table({ hand: ["Hybrid Finks"] }, {}, { cards });
    const view = game.object(find(game, "p1", "hand", "Hybrid Finks"))!;
    expect(view.colors).toEqual(["G", "W"]);
    expect(view.manaValue).toBe(3);
  });
});

describe("monocoloured hybrid {2/W}: one W or two generic", () => {
  it("counts 2 in the converted mana cost ({2/W}{2/W}{2/W} is 6)", () => {
    const game = table({ hand: ["Mono Hybrid Walker"] }, {}, { cards });
    expect(game.object(find(game, "p1", "hand", "Mono Hybrid Walker"))!.manaValue).toBe(6);
  });

  it("three Plains pay it (one W each), and the automatic payment taps no more", () => {
    const game = table({ play: ["Plains", "Plains", "Plains", "Island", "Island"], hand: ["Mono Hybrid Walker"] }, {}, { cards });
    ok(game, cast(game, "Mono Hybrid Walker"));
    const tapped = game.zone("p1", "play").filter((id) => game.object(id)!.tapped).map((id) => game.object(id)!.name);
    expect(tapped).toEqual(["Plains", "Plains", "Plains"]);
  });

  it("six Islands pay it with two generic each; five lands of no W can't", () => {
    const six = table({ play: ["Island", "Island", "Island", "Island", "Island", "Island"], hand: ["Mono Hybrid Walker"] }, {}, { cards });
    ok(six, cast(six, "Mono Hybrid Walker"));
    const five = table({ play: ["Island", "Island", "Island", "Island", "Island"], hand: ["Mono Hybrid Walker"] }, {}, { cards });
    refused(five, cast(five, "Mono Hybrid Walker"), "409.1h");
    // Five lands with one Plains: W + two generic + two generic.
    const mixed = table({ play: ["Plains", "Island", "Island", "Island", "Island"], hand: ["Mono Hybrid Walker"] }, {}, { cards });
    ok(mixed, cast(mixed, "Mono Hybrid Walker"));
    expect(names(mixed, "p1", "hand")).toEqual([]);
  });
});

describe("mana.ts: the ways to pay hybrid symbols", () => {
  it("lists coloured choices before generic ones, each distinct cost once", () => {
    const choices = hybridChoices({ ...noMana, generic: 1, hybrid: [{ colors: ["G", "W"] }, { colors: ["G", "W"] }] });
    expect(choices.map((c) => `${c.generic} G${c.G} W${c.W}`)).toEqual(["1 G2 W0", "1 G1 W1", "1 G0 W2"]);
    const mono = hybridChoices({ ...noMana, hybrid: [{ colors: ["W"], generic: 2 }] });
    expect(mono.map((c) => `${c.generic} W${c.W}`)).toEqual(["0 W1", "2 W0"]);
  });

  it("canPay: from the pool and the sources counted by colour (W U B R G C)", () => {
    const cost: ManaCost = { ...noMana, hybrid: [{ colors: ["R", "G"] }, { colors: ["R", "G"] }] };
    expect(canPay([0, 0, 0, 1, 0, 0], [0, 0, 0, 0, 1, 0], cost, 0)).toBe(true);
    expect(canPay([0, 0, 0, 0, 0, 0], [1, 1, 0, 0, 1, 0], cost, 0)).toBe(false);
  });
});
