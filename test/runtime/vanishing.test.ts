/**
 * Vanishing (Planar Chaos, Future Sight): "Vanishing N" means "This permanent comes into play with N time counters
 * on it.", "At the beginning of your upkeep, if this permanent has a time counter on it, remove a time counter from
 * it." and "When the last time counter is removed from this permanent, sacrifice it." (runtime/vanishing.ts). The
 * last ability triggers whatever removes the last counter. Made-up cards (the era's vanishing cards are measured unseen).
 */
import { describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import type { Game } from "../../runtime/api.js";
import { compiledWithReference } from "./compiled-cards.js";
import { advance, answer, find, names, ok, passAll, table } from "./engine-helpers.js";

const CARDS = {
  wurm: `card "Test Waning Wurm"\n  cost {3}{B}\n  type Creature — Zombie Wurm\n  7/6\n  Vanishing 2\n`,
  grub: `card "Test Grub"\n  cost {2}{B}\n  type Creature — Insect\n  3/1\n  Vanishing 3\n  When Test Grub is put into a graveyard from play, if it had no time counters on it, put a 6/1 green Insect creature token with shroud into play.\n`,
  hourglass: `card "Test Hourglass"\n  cost {R}\n  type Instant\n  Remove two time counters from target permanent.\n`,
  shock: `card "Test Zap"\n  cost {R}\n  type Instant\n  Test Zap deals 2 damage to target creature.\n`,
  picker: `card "Test Counter Picker"\n  cost {U}\n  type Instant\n  Remove a counter from target permanent.\n`,
};
const compiled = compiledWithReference("vanishing", CARDS);

const timeCounters = (game: Game): number => game.object(find(game, "p1", "play", "Test Waning Wurm"))?.counters.time ?? 0;
/** Passes (no attacks, no blocks) until the given turn's step. */
const until = (game: Game, turn: number, step: string) => advance(game, (g) => g.turnNumber() === turn && g.step() === step, 600);

describe("vanishing: the language", () => {
  it("checks clean and prints 'Vanishing 2' back in both wordings", () => {
    const { files, diagnostics } = checkCardSources([{ file: "c.card", text: CARDS.wurm }]);
    expect(diagnostics).toEqual([]);
    for (const wording of ["2007", "current"] as const) expect(printCardFile(files[0].ast, { wording })).toBe(CARDS.wurm);
  });

  it("'Vanishing 0' and vanishing on a sorcery are errors at the line, with the fix (CS1035, CS2095)", () => {
    const zero = checkCardSources([{ file: "z.card", text: CARDS.wurm.replace("Vanishing 2", "Vanishing 0") }]).diagnostics;
    expect(zero.map((d) => [d.code, d.range.start.line])).toEqual([["CS1035", 5]]);
    expect(zero[0].message).toContain("'Vanishing 3'");
    const sorcery = checkCardSources([{ file: "s.card", text: `card "Bad Fade"\n  cost {B}\n  type Sorcery\n  Draw a card.\n  Vanishing 2\n` }]).diagnostics;
    expect(sorcery.map((d) => [d.code, d.range.start.line, d.range.start.column])).toEqual([["CS2095", 5, 3]]);
    expect(sorcery[0].message).toContain("remove the 'Vanishing' line");
  });
});

describe("vanishing: time counters, the upkeep and the last counter", () => {
  it("it comes into play with N time counters; one comes off at each of its controller's upkeeps; with the last it is sacrificed", () => {
    const game = table({ play: ["Swamp", "Swamp", "Swamp", "Swamp"], hand: ["Test Waning Wurm"] }, {}, { cards: compiled.registry, turnNumber: 3 });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Waning Wurm") });
    passAll(game);
    expect(timeCounters(game)).toBe(2);
    until(game, 4, "main1"); // the opponent's upkeep: no counter comes off
    expect(timeCounters(game)).toBe(2);
    until(game, 5, "draw");
    expect(timeCounters(game)).toBe(1);
    expect(names(game, "p1", "play")).toContain("Test Waning Wurm");
    until(game, 7, "draw"); // the upkeep ability removes the last counter; the sacrifice ability triggers and resolves
    expect(names(game, "p1", "play")).not.toContain("Test Waning Wurm");
    expect(names(game, "p1", "graveyard")).toEqual(["Test Waning Wurm"]);
    expect(game.log().some((event) => event.kind === "sacrifice")).toBe(true);
  });

  it("the last counter removed by another effect triggers the sacrifice too", () => {
    const game = table({ play: [{ card: "Test Waning Wurm", counters: { time: 1 } }, "Island"], hand: ["Test Counter Picker"] }, {}, { cards: compiled.registry });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Counter Picker"), targets: [[find(game, "p1", "play", "Test Waning Wurm")]] });
    passAll(game);
    if (game.pendingDecision() !== null) answer(game, ["time"]);
    passAll(game); // the sacrifice ability resolves
    expect(names(game, "p1", "graveyard")).toContain("Test Waning Wurm");
  });

  it("a permanent with vanishing put into play with no time counters left has nothing removed and stays", () => {
    const game = table({ play: [{ card: "Test Waning Wurm", counters: {} }] }, {}, { cards: compiled.registry, turnNumber: 3 });
    until(game, 5, "main1");
    expect(names(game, "p1", "play")).toContain("Test Waning Wurm");
  });

  it("410.11 'if it had no time counters on it' (Deadly Grub): sacrificed with the last removed (two at once here), the token comes; destroyed with counters left, none", () => {
    for (const text of [CARDS.grub, CARDS.hourglass]) {
      const { files, diagnostics } = checkCardSources([{ file: "g.card", text }]);
      expect(diagnostics).toEqual([]);
      expect(printCardFile(files[0].ast!, { wording: "2007" })).toBe(text);
    }
    const emptied = table({ play: [{ card: "Test Grub", counters: { time: 2 } }, "Mountain"], hand: ["Test Hourglass"] }, {}, { cards: compiled.registry });
    ok(emptied, { kind: "cast", player: "p1", card: find(emptied, "p1", "hand", "Test Hourglass"), targets: [[find(emptied, "p1", "play", "Test Grub")]] });
    passAll(emptied); // the spell resolves: the last counter removed, the sacrifice triggers
    passAll(emptied); // the sacrifice resolves: the Grub dies with no time counters, its ability triggers
    passAll(emptied);
    expect(names(emptied, "p1", "graveyard")).toContain("Test Grub");
    expect(names(emptied, "p1", "play")).toContain("Insect");

    const zapped = table({ play: [{ card: "Test Grub", counters: { time: 2 } }, "Mountain"], hand: ["Test Zap"] }, {}, { cards: compiled.registry });
    ok(zapped, { kind: "cast", player: "p1", card: find(zapped, "p1", "hand", "Test Zap"), targets: [[find(zapped, "p1", "play", "Test Grub")]] });
    passAll(zapped);
    passAll(zapped);
    expect(names(zapped, "p1", "graveyard")).toContain("Test Grub");
    expect(names(zapped, "p1", "play")).not.toContain("Insect");
  });
});
