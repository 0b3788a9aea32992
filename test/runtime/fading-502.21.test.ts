/**
 * Fading (Nemesis; 2007 rules 502.21a): "Fading N" means "This permanent comes into play with N fade counters on it."
 * and "At the beginning of your upkeep, remove a fade counter from this permanent. If you can't, sacrifice the
 * permanent." (runtime/fading.ts). Unlike vanishing, removing the last counter sacrifices nothing: the upkeep after
 * that, with no counter to remove, does. Blastoderm is Nemesis's card (Oracle: "Shroud"); Test Fader and Test Counter Picker are made up.
 */
import { describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import type { Game } from "../../runtime/api.js";
import { compiledWithReference } from "./compiled-cards.js";
import { advance, find, names, ok, passAll, table } from "./engine-helpers.js";

const CARDS = {
  blastoderm: `card "Blastoderm"\n  cost {2}{G}{G}\n  type Creature — Beast\n  5/5\n  Shroud\n  Fading 3\n`,
  fader: `card "Test Fader"\n  cost {1}{W}\n  type Creature — Spirit\n  3/3\n  Fading 1\n`,
  picker: `card "Test Counter Picker"\n  cost {U}\n  type Instant\n  Remove a counter from target permanent.\n`,
};
const compiled = compiledWithReference("fading", CARDS);

const fade = (game: Game): number => game.object(find(game, "p1", "play", "Blastoderm"))?.counters.fade ?? 0;
/** Passes (no attacks, no blocks) until the given turn's step. */
const until = (game: Game, turn: number, step: string) => advance(game, (g) => g.turnNumber() === turn && g.step() === step, 600);
const castBlastoderm = (game: Game) => {
  ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Blastoderm") });
  passAll(game);
};

describe("502.21 fading: the language", () => {
  it("checks clean and prints 'Fading 3' back in both wordings", () => {
    const { files, diagnostics } = checkCardSources([{ file: "c.card", text: CARDS.blastoderm }]);
    expect(diagnostics).toEqual([]);
    for (const wording of ["2007", "current"] as const) expect(printCardFile(files[0].ast, { wording })).toBe(CARDS.blastoderm);
  });

  it("CS2095: fading on a sorcery is an error at its line, with the fix", () => {
    const { diagnostics } = checkCardSources([{ file: "s.card", text: `card "Bad Fade"\n  cost {B}\n  type Sorcery\n  Draw a card.\n  Fading 2\n` }]);
    expect(diagnostics.map((d) => [d.code, d.range.start.line, d.range.start.column])).toEqual([["CS2095", 5, 3]]);
    expect(diagnostics[0].message).toContain("remove the 'Fading' line");
  });
});

describe("502.21a fading: fade counters, the upkeep, the sacrifice when none can be removed", () => {
  it("502.21a: it comes into play with N fade counters; one comes off at each of its controller's upkeeps only", () => {
    const game = table({ play: ["Forest", "Forest", "Forest", "Forest"], hand: ["Blastoderm"] }, {}, { cards: compiled.registry });
    castBlastoderm(game);
    expect(fade(game)).toBe(3);
    until(game, 4, "main1"); // the opponent's upkeep: no counter comes off
    expect(fade(game)).toBe(3);
    until(game, 5, "draw");
    expect(fade(game)).toBe(2);
  });

  it("502.21a: the last counter removed, it stays; at the next upkeep none can be removed, and it is sacrificed", () => {
    const game = table({ play: ["Forest", "Forest", "Forest", "Forest"], hand: ["Blastoderm"] }, {}, { cards: compiled.registry });
    castBlastoderm(game);
    until(game, 9, "draw"); // upkeeps of turns 5, 7 and 9: 3 → 0
    expect(fade(game)).toBe(0);
    expect(names(game, "p1", "play")).toContain("Blastoderm");
    until(game, 11, "draw");
    expect(names(game, "p1", "play")).not.toContain("Blastoderm");
    expect(names(game, "p1", "graveyard")).toEqual(["Blastoderm"]);
    expect(game.log().filter((event) => event.kind === "sacrifice").length).toBe(1);
  });

  it("419: the counters it comes into play with are a replacement Doubling Season sees (six fade counters)", () => {
    const game = table({ play: ["Forest", "Forest", "Forest", "Forest", "Doubling Season"], hand: ["Blastoderm"] }, {}, { cards: compiled.registry });
    castBlastoderm(game);
    expect(fade(game)).toBe(6);
  });

  it("502.21a: its last counter removed by another effect, it stays; the next upkeep sacrifices it", () => {
    const game = table({ play: ["Plains", "Plains", "Island"], hand: ["Test Fader", "Test Counter Picker"] }, {}, { cards: compiled.registry });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Fader") });
    passAll(game);
    const fader = find(game, "p1", "play", "Test Fader");
    expect(game.object(fader)?.counters.fade).toBe(1);
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Counter Picker"), targets: [[fader]] });
    passAll(game);
    expect(game.object(fader)?.counters.fade ?? 0).toBe(0);
    passAll(game); // nothing triggered: unlike vanishing, no counter's removal sacrifices it
    expect(names(game, "p1", "play")).toContain("Test Fader");
    until(game, 5, "draw");
    expect(names(game, "p1", "graveyard")).toContain("Test Fader");
  });
});
