/**
 * Suspend (Time Spiral; 2007 rules 502.62). "Suspend N—[cost]": (1) "If you could play this card from your hand, you
 * may pay [cost] and remove it from the game with N time counters on it. This is a special action that doesn't use
 * the stack." (2) "At the beginning of your upkeep, if this card is suspended, remove a time counter from it." (3)
 * "When the last time counter is removed from this card, if it's removed from the game, play it without paying its
 * mana cost if able. … If you play it this way and it's a creature, it gains haste until you lose control of it."
 * 502.62b: suspended = removed from the game, with suspend, with a time counter. Made-up cards.
 */
import { describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import type { Action, Game } from "../../runtime/api.js";
import { compiledWithReference } from "./compiled-cards.js";
import { advance, atStep, find, names, ok, passAll, refused, table } from "./engine-helpers.js";

const CARDS = {
  baloth: `card "Test Baloth"\n  cost {4}{G}{G}\n  type Creature — Beast\n  5/5\n  Suspend 2—{G}\n`,
  stab: `card "Test Mindstab"\n  cost {5}{B}\n  type Sorcery\n  Target player discards three cards.\n  Suspend 1—{B}\n`,
  flashy: `card "Test Flash Bear"\n  cost {4}{G}\n  type Creature — Bear\n  2/2\n  Flash\n  Suspend 3—{G}\n`,
};
const compiled = compiledWithReference("suspend", CARDS);

const suspendAction = (game: Game, name: string, who: "p1" | "p2" = "p1"): Action => ({ kind: "suspend", player: who, card: find(game, who, "hand", name) });
const timeCounters = (game: Game, name: string): number => game.object(find(game, "p1", "removed", name))?.counters.time ?? 0;
/** Passes (no attacks, no blocks) until the given turn's step. */
const until = (game: Game, turn: number, step: string) => advance(game, (g) => g.turnNumber() === turn && g.step() === step, 600);

describe("502.62 suspend: the language", () => {
  it("checks clean and prints 'Suspend 2—{G}' back in both wordings", () => {
    for (const text of Object.values(CARDS)) {
      const { files, diagnostics } = checkCardSources([{ file: "c.card", text }]);
      expect(diagnostics).toEqual([]);
      for (const wording of ["2007", "current"] as const) expect(printCardFile(files[0].ast, { wording })).toBe(text);
    }
  });

  it("'Suspend 0—{G}' is an error at its line, with the fix", () => {
    const { diagnostics } = checkCardSources([{ file: "bad.card", text: CARDS.baloth.replace("Suspend 2", "Suspend 0") }]);
    expect(diagnostics.map((d) => [d.code, d.range.start.line])).toEqual([["CS1035", 5]]);
    expect(diagnostics[0].message).toContain("'Suspend 4—{R}'");
  });
});

describe("502.62a suspend: the special action", () => {
  it("502.62a: paying the suspend cost removes the card from the game with its time counters, without the stack", () => {
    const game = table({ play: ["Forest"], hand: ["Test Baloth"] }, {}, { cards: compiled.registry });
    expect(game.legalActions().some((a) => a.kind === "suspend")).toBe(true);
    ok(game, suspendAction(game, "Test Baloth"));
    expect(names(game, "p1", "removed")).toEqual(["Test Baloth"]);
    expect(timeCounters(game, "Test Baloth")).toBe(2);
    expect(game.zone("p1", "stack")).toEqual([]);
    expect(game.object(find(game, "p1", "play", "Forest"))?.tapped).toBe(true);
  });

  it("502.62a: only when the card could be played from the hand (a sorcery-speed card in a main phase with an empty stack; flash any time), and for its cost", () => {
    const upkeep = table({ play: ["Forest"], hand: ["Test Baloth", "Test Flash Bear"] }, {}, { cards: compiled.registry, step: "upkeep" });
    refused(upkeep, suspendAction(upkeep, "Test Baloth"), "502.62a");
    ok(upkeep, suspendAction(upkeep, "Test Flash Bear"));
    const poor = table({ hand: ["Test Baloth"] }, {}, { cards: compiled.registry });
    expect(poor.legalActions().some((a) => a.kind === "suspend")).toBe(false);
    refused(poor, suspendAction(poor, "Test Baloth"), "");
    const noSuspend = table({ play: ["Forest"], hand: ["Grizzly Bears"] }, {}, { cards: compiled.registry });
    refused(noSuspend, suspendAction(noSuspend, "Grizzly Bears"), "has no suspend");
  });
});

describe("502.62a suspend: the upkeep and the last counter", () => {
  it("502.62a: a time counter comes off at each of its owner's upkeeps (not the opponent's); with the last, the creature is played free and has haste", () => {
    const game = table({ play: ["Forest"], hand: ["Test Baloth"] }, { life: 20 }, { cards: compiled.registry, turnNumber: 3 });
    ok(game, suspendAction(game, "Test Baloth"));
    until(game, 4, "main1"); // the opponent's turn: no counter comes off
    expect(timeCounters(game, "Test Baloth")).toBe(2);
    until(game, 5, "draw");
    expect(timeCounters(game, "Test Baloth")).toBe(1);
    until(game, 7, "main1");
    // turn 7's upkeep removed the last counter; the Baloth was played without paying its mana cost and resolved
    expect(names(game, "p1", "play")).toContain("Test Baloth");
    const baloth = game.object(find(game, "p1", "play", "Test Baloth"))!;
    expect(baloth.keywords).toContain("Haste");
    expect(game.log().some((event) => event.kind === "cast" && event.withoutPaying === true)).toBe(true);
    // haste: it can attack the turn it came into play
    advance(game, atStep("declareAttackers"));
    ok(game, { kind: "declareAttackers", player: "p1", attackers: [{ attacker: baloth.id, defender: "p2" }] });
  });

  it("502.62a: a sorcery with its last counter removed is played, its target chosen then, and goes to the graveyard", () => {
    const game = table({ play: ["Swamp"], hand: ["Test Mindstab"] }, { hand: ["Plains", "Island", "Forest", "Mountain"] }, { cards: compiled.registry, turnNumber: 3 });
    ok(game, suspendAction(game, "Test Mindstab"));
    until(game, 5, "upkeep");
    // The upkeep ability resolves (the last counter comes off), then the play ability: the spell's target is asked
    // as it is played (Bob), then Bob chooses his discards.
    const asked: string[] = [];
    for (let i = 0; i < 200 && !(game.turnNumber() === 5 && game.step() === "main1"); i++) {
      const decision = game.pendingDecision();
      if (decision !== null) {
        asked.push(decision.kind);
        const answer = decision.kind === "targets" ? ["p2"] : decision.options.slice(0, decision.min);
        expect(game.answer(answer as string[]).ok).toBe(true);
      } else ok(game, { kind: "pass", player: game.priorityPlayer()! });
    }
    expect(asked).toContain("targets");
    expect(names(game, "p2", "hand").length).toBe(2); // four, one drawn in turn 4, three discarded
    expect(names(game, "p1", "graveyard")).toContain("Test Mindstab");
  });
});
