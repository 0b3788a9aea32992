/**
 * Morph (2007 rules 502.26) and face-down spells and permanents (504), with real cards of the era: Whipcorder
 * (Onslaught, Time Spiral timeshifted), Exalted Angel (Onslaught, Time Spiral timeshifted), Skirk Marauder
 * (Legions), Zombie Cutthroat (Legions, "Morph—Pay 5 life."), and Clone (Tenth Edition's text) for 504.2's copiable
 * values.
 */
import { describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import type { Action, Game } from "../../runtime/api.js";
import type { ObjectId } from "../../runtime/definition.js";
import { restoreGame } from "../../runtime/game.js";
import { compiledWithReference } from "./compiled-cards.js";
import { advance, answer, find, many, names, ok, passAll, refused, table } from "./engine-helpers.js";

const REMINDER_2007 = "(You may play this face down as a 2/2 creature for {3}. Turn it face up any time for its morph cost.)";
const REMINDER_NOW = "(You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time for its morph cost.)";

const CARDS = {
  whipcorder: `card "Whipcorder"\n  cost {W}{W}\n  type Creature — Human Soldier Rebel\n  2/2\n  {W}, {T}: Tap target creature.\n  Morph {W}\n`,
  angel: `card "Exalted Angel"\n  cost {4}{W}{W}\n  type Creature — Angel\n  4/5\n  Flying\n  Whenever Exalted Angel deals damage, you gain that much life.\n  Morph {2}{W}{W}\n`,
  marauder: `card "Skirk Marauder"\n  cost {1}{R}\n  type Creature — Goblin\n  2/1\n  Morph {2}{R}\n  When Skirk Marauder is turned face up, it deals 2 damage to target creature or player.\n`,
  cutthroat: `card "Zombie Cutthroat"\n  cost {3}{B}{B}\n  type Creature — Zombie\n  3/4\n  Morph—Pay 5 life.\n`,
  raiders: `card "Gathan Raiders"\n  cost {3}{B}{B}\n  type Creature — Human Warrior\n  5/5\n  Hellbent — Gathan Raiders gets +2/+2 as long as you have no cards in hand.\n  Morph—Discard a card.\n`,
  seer: `card "Fathom Seer"\n  cost {1}{U}\n  type Creature — Illusion\n  1/3\n  Morph—Return two Islands you control to their owner's hand.\n  When Fathom Seer is turned face up, draw two cards.\n`,
  clone: `card "Clone"\n  cost {3}{U}\n  type Creature — Shapeshifter\n  0/0\n  As Clone comes into play, you may choose a creature in play. If you do, Clone comes into play as a copy of that creature.\n`,
};
const compiled = compiledWithReference("morph", CARDS);

const faceDown = (game: Game, name: string, who: "p1" | "p2" = "p1"): Action => ({ kind: "cast", player: who, card: find(game, who, "hand", name), faceDown: true });
/** The face-down permanent a player controls that is this card (504.3: its controller may look at it). */
const hidden = (game: Game, name: string, who: "p1" | "p2" = "p1"): ObjectId => {
  const id = game.zone(who, "play").find((candidate) => game.lookAt(candidate, who) === name);
  if (id === undefined) throw new Error(`no face-down ${name} controlled by ${who}`);
  return id;
};
/** Plays the card face down and lets it resolve. */
const playFaceDown = (game: Game, name: string): ObjectId => {
  ok(game, faceDown(game, name));
  passAll(game);
  return hidden(game, name);
};

describe("502.26 morph: the language", () => {
  it("checks clean and prints back in both wordings, the reminder text in each wording's own words", () => {
    for (const text of [CARDS.whipcorder, CARDS.angel, CARDS.marauder, CARDS.cutthroat, CARDS.raiders, CARDS.seer]) {
      const { files, diagnostics } = checkCardSources([{ file: "c.card", text }]);
      expect(diagnostics).toEqual([]);
      expect(printCardFile(files[0].ast, { wording: "2007" })).toBe(text);
      // Oracle's "any target" for Skirk Marauder's "target creature or player" (the test below)
      if (text !== CARDS.marauder) expect(printCardFile(files[0].ast, { wording: "current" })).toBe(text);
    }
    for (const reminder of [REMINDER_2007, REMINDER_NOW]) {
      const text = CARDS.whipcorder.replace("Morph {W}\n", `Morph {W} ${reminder}\n`);
      const { files, diagnostics } = checkCardSources([{ file: "c.card", text }]);
      expect(diagnostics).toEqual([]);
      expect(printCardFile(files[0].ast, { wording: "2007" })).toContain(`Morph {W} ${REMINDER_2007}`);
      expect(printCardFile(files[0].ast, { wording: "current" })).toContain(`Morph {W} ${REMINDER_NOW}`);
    }
  });

  it("CS1047: a reminder text that isn't morph's, a {T} in the cost, a cost in words without its dash: at the line, with the fix", () => {
    const wrong = checkCardSources([{ file: "bad.card", text: CARDS.whipcorder.replace("Morph {W}", "Morph {W} (You may play this face up.)") }]).diagnostics;
    expect(wrong.map((d) => [d.code, d.range.start.line])).toEqual([["CS1047", 6]]);
    expect(wrong[0].message).toContain(REMINDER_2007);
    const tap = checkCardSources([{ file: "bad.card", text: CARDS.whipcorder.replace("Morph {W}", "Morph {T}") }]).diagnostics;
    expect(tap.map((d) => d.code)).toEqual(["CS1047"]);
    const dash = checkCardSources([{ file: "bad.card", text: CARDS.cutthroat.replace("Morph—", "Morph ") }]).diagnostics;
    expect(dash.map((d) => d.code)).toEqual(["CS1047"]);
    expect(dash[0].message).toContain("'Morph—Pay 5 life.'");
  });

  it("'When ~ is turned face up' is the same words in both wordings", () => {
    const { files } = checkCardSources([{ file: "c.card", text: CARDS.marauder }]);
    expect(printCardFile(files[0].ast, { wording: "current" })).toContain("When Skirk Marauder is turned face up, it deals 2 damage to any target.");
  });
});

describe("502.26a, 504.2 morph: playing a card face down", () => {
  it("502.26a: the card is played face down for {3} as a creature spell; legal actions offer it beside the normal cast", () => {
    const game = table({ play: many("Plains", 3), hand: ["Exalted Angel"] }, {}, { cards: compiled.registry });
    expect(game.legalActions()).toContainEqual({ kind: "cast", player: "p1", card: find(game, "p1", "hand", "Exalted Angel"), faceDown: true });
    ok(game, faceDown(game, "Exalted Angel"));
    expect(game.zone("p1", "play").map((id) => game.object(id)!.tapped)).toEqual([true, true, true]);
    expect(game.stack()[0].description).toBe("a face-down creature spell");
  });

  it("504.2: the face-down spell and permanent are a colourless 2/2 creature with no name, subtypes, abilities or mana cost", () => {
    const game = table({ play: many("Plains", 3), hand: ["Exalted Angel"] }, {}, { cards: compiled.registry });
    ok(game, faceDown(game, "Exalted Angel"));
    const spell = game.object(game.stack()[0].id)!;
    expect([spell.name, spell.types, spell.subtypes, spell.colors, spell.power, spell.toughness, spell.manaValue, spell.keywords]).toEqual(["", ["Creature"], [], [], 2, 2, 0, []]);
    passAll(game);
    const permanent = game.object(hidden(game, "Exalted Angel"))!;
    expect([permanent.name, permanent.types, permanent.subtypes, permanent.colors, permanent.power, permanent.toughness, permanent.keywords]).toEqual(["", ["Creature"], [], [], 2, 2, []]);
  });

  it("504.2: its abilities don't work face down (Whipcorder's tap ability isn't offered)", () => {
    const game = table({ play: many("Plains", 5), hand: ["Whipcorder"] }, { play: ["Grizzly Bears"] }, { cards: compiled.registry, turnNumber: 3 });
    const id = playFaceDown(game, "Whipcorder");
    expect(game.legalActions().some((a) => a.kind === "activate" && a.object === id)).toBe(false);
  });

  it("502.26c: a card without morph can't be played face down; 504.2: a face-down creature spell is played only at sorcery timing", () => {
    const bears = table({ play: many("Forest", 3), hand: ["Grizzly Bears"] }, {}, { cards: compiled.registry });
    refused(bears, faceDown(bears, "Grizzly Bears"), "502.26c");
    const upkeep = table({ play: many("Plains", 3), hand: ["Exalted Angel"] }, {}, { cards: compiled.registry, step: "upkeep" });
    refused(upkeep, faceDown(upkeep, "Exalted Angel"), "504.2");
    const poor = table({ play: many("Plains", 2), hand: ["Exalted Angel"] }, {}, { cards: compiled.registry });
    expect(poor.legalActions().some((a) => a.kind === "cast" && a.faceDown === true)).toBe(false);
  });

  it("504.3: its controller may look at it, no other player", () => {
    const game = table({ play: many("Plains", 3), hand: ["Exalted Angel"] }, {}, { cards: compiled.registry });
    const id = playFaceDown(game, "Exalted Angel");
    expect(game.lookAt(id, "p1")).toBe("Exalted Angel");
    expect(game.lookAt(id, "p2")).toBeNull();
  });
});

describe("502.26d morph: turning a face-down permanent face up", () => {
  it("502.26d: a special action (no stack) for its morph cost; the permanent has its card's characteristics after", () => {
    const game = table({ play: many("Plains", 7), hand: ["Exalted Angel"] }, {}, { cards: compiled.registry });
    const id = playFaceDown(game, "Exalted Angel");
    const up: Action = { kind: "turnFaceUp", player: "p1", permanent: id };
    expect(game.legalActions()).toContainEqual(up);
    ok(game, up);
    expect(game.stack()).toEqual([]);
    const angel = game.object(id)!;
    expect([angel.name, angel.power, angel.toughness, angel.keywords, angel.colors]).toEqual(["Exalted Angel", 4, 5, ["Flying", "Morph"], ["W"]]);
    expect(game.zone("p1", "play").filter((p) => game.object(p)!.tapped)).toHaveLength(7);
    expect(game.lookAt(id, "p1")).toBeNull(); // face up: nothing hidden
  });

  it("502.26d: any time its controller has priority (the opponent's upkeep); only its controller; only if the cost can be paid", () => {
    const game = table({ play: many("Plains", 5), hand: ["Whipcorder"], library: many("Plains", 3) }, { library: many("Forest", 3), play: ["Grizzly Bears"] }, { cards: compiled.registry });
    const id = playFaceDown(game, "Whipcorder");
    refused(game, { kind: "turnFaceUp", player: "p2", permanent: id }, "priority");
    // Bob's upkeep: Alice gets priority after Bob passes
    const next = game.turnNumber() + 1;
    advance(game, (g) => g.turnNumber() === next && g.step() === "upkeep" && g.priorityPlayer() === "p1");
    expect(game.activePlayer()).toBe("p2");
    ok(game, { kind: "turnFaceUp", player: "p1", permanent: id });
    expect(game.object(id)!.name).toBe("Whipcorder");
    ok(game, { kind: "activate", player: "p1", object: id, ability: 0, targets: [[find(game, "p2", "play", "Grizzly Bears")]] });
    passAll(game);
    expect(game.object(find(game, "p2", "play", "Grizzly Bears"))!.tapped).toBe(true);
  });

  it("502.26d: the morph cost can't be paid → refused and not listed", () => {
    const game = table({ play: many("Plains", 3), hand: ["Exalted Angel"] }, {}, { cards: compiled.registry });
    const id = playFaceDown(game, "Exalted Angel");
    expect(game.legalActions().some((a) => a.kind === "turnFaceUp")).toBe(false);
    refused(game, { kind: "turnFaceUp", player: "p1", permanent: id }, "");
  });

  it("502.26d: a morph cost in words (Zombie Cutthroat's 'Pay 5 life.') is paid as an activated ability's cost", () => {
    const game = table({ play: many("Swamp", 3), hand: ["Zombie Cutthroat"] }, {}, { cards: compiled.registry });
    const id = playFaceDown(game, "Zombie Cutthroat");
    ok(game, { kind: "turnFaceUp", player: "p1", permanent: id });
    expect(game.player("p1").life).toBe(15);
    expect([game.object(id)!.power, game.object(id)!.toughness]).toEqual([3, 4]);
    const poor = table({ play: many("Swamp", 3), hand: ["Zombie Cutthroat"], life: 4 }, {}, { cards: compiled.registry });
    const other = playFaceDown(poor, "Zombie Cutthroat");
    refused(poor, { kind: "turnFaceUp", player: "p1", permanent: other }, "409.1h");
  });

  it("502.26d: Gathan Raiders's 'Morph—Discard a card.' discards as it is turned face up; hellbent then applies (no cards in hand: +2/+2)", () => {
    const game = table({ play: many("Swamp", 3), hand: ["Gathan Raiders", "Grizzly Bears", "Shock"] }, {}, { cards: compiled.registry });
    const id = playFaceDown(game, "Gathan Raiders");
    expect([game.object(id)!.power, game.object(id)!.toughness]).toEqual([2, 2]);
    ok(game, { kind: "turnFaceUp", player: "p1", permanent: id });
    answer(game, [find(game, "p1", "hand", "Shock")]);
    expect(names(game, "p1", "graveyard")).toEqual(["Shock"]);
    expect([game.object(id)!.power, game.object(id)!.toughness]).toEqual([5, 5]); // a card in hand: not hellbent
    const empty = table({ play: many("Swamp", 3), hand: ["Gathan Raiders", "Grizzly Bears"] }, {}, { cards: compiled.registry });
    const other = playFaceDown(empty, "Gathan Raiders");
    ok(empty, { kind: "turnFaceUp", player: "p1", permanent: other });
    expect([empty.object(other)!.power, empty.object(other)!.toughness]).toEqual([7, 7]);
    const handless = table({ play: many("Swamp", 3), hand: ["Gathan Raiders"] }, {}, { cards: compiled.registry });
    const last = playFaceDown(handless, "Gathan Raiders");
    refused(handless, { kind: "turnFaceUp", player: "p1", permanent: last }, "409.1h");
  });

  it("502.26d: Fathom Seer's 'Morph—Return two Islands you control to their owner's hand.' returns two of them; with one Island it can't be paid", () => {
    const game = table({ play: many("Island", 3), hand: ["Fathom Seer"], library: many("Plains", 3) }, {}, { cards: compiled.registry });
    const id = playFaceDown(game, "Fathom Seer");
    ok(game, { kind: "turnFaceUp", player: "p1", permanent: id });
    answer(game, game.zone("p1", "play").filter((p) => p !== id).slice(0, 2));
    expect(names(game, "p1", "hand")).toEqual(["Island", "Island"]);
    passAll(game);
    expect(names(game, "p1", "hand")).toEqual(["Island", "Island", "Plains", "Plains"]);
    const poor = table({ play: [...many("Plains", 3), "Island"], hand: ["Fathom Seer"] }, {}, { cards: compiled.registry });
    const other = playFaceDown(poor, "Fathom Seer");
    refused(poor, { kind: "turnFaceUp", player: "p1", permanent: other }, "409.1h");
  });

  it("502.26d: 'When Skirk Marauder is turned face up' triggers; turning face up is no coming into play", () => {
    const game = table({ play: many("Mountain", 6), hand: ["Skirk Marauder"] }, { play: ["Grizzly Bears"] }, { cards: compiled.registry });
    const id = playFaceDown(game, "Skirk Marauder");
    const enteredBefore = game.log().filter((event) => event.kind === "zoneChange" && event.to === "play").length;
    ok(game, { kind: "turnFaceUp", player: "p1", permanent: id });
    answer(game, [find(game, "p2", "play", "Grizzly Bears")]);
    expect(game.stack()).toHaveLength(1);
    passAll(game);
    expect(names(game, "p2", "graveyard")).toEqual(["Grizzly Bears"]);
    expect(game.log().filter((event) => event.kind === "zoneChange" && event.to === "play").length).toBe(enteredBefore);
  });
});

describe("504 face-down permanents: leaving play, copies", () => {
  it("504.4: a face-down permanent that leaves play is revealed, and is its card in the graveyard", () => {
    const game = table({ play: many("Plains", 3), hand: ["Exalted Angel"] }, { play: ["Mountain"], hand: ["Shock"] }, { cards: compiled.registry });
    const id = playFaceDown(game, "Exalted Angel");
    // in p1's main phase, p2 can play the instant when p1 passes
    ok(game, { kind: "pass", player: "p1" });
    ok(game, { kind: "cast", player: "p2", card: find(game, "p2", "hand", "Shock"), targets: [[id]] });
    passAll(game);
    expect(names(game, "p1", "graveyard")).toEqual(["Exalted Angel"]);
    expect(game.log().some((event) => event.kind === "reveal" && event.rule === "504.4" && event.card === "Exalted Angel")).toBe(true);
  });

  it("504.2: the face-down values are copiable values: Clone copying a face-down Angel is a nameless 2/2 with no abilities, and can't be turned face up", () => {
    const game = table({ play: many("Island", 7), hand: ["Exalted Angel", "Clone"] }, {}, { cards: compiled.registry });
    playFaceDown(game, "Exalted Angel");
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Clone") });
    passAll(game);
    const hiddenAngel = hidden(game, "Exalted Angel");
    answer(game, [hiddenAngel]);
    const clone = game.zone("p1", "play").find((id) => id !== hiddenAngel && game.object(id)!.types.includes("Creature"))!;
    const view = game.object(clone)!;
    expect([view.name, view.power, view.toughness, view.keywords]).toEqual(["", 2, 2, []]);
    expect(game.lookAt(clone, "p1")).toBeNull();
    expect(game.legalActions().some((a) => a.kind === "turnFaceUp" && a.permanent === clone)).toBe(false);
  });

  it("504: a face-down permanent, and a turnFaceUp action waiting for its cost's decision, survive a snapshot as plain data", () => {
    const game = table({ play: many("Swamp", 3), hand: ["Gathan Raiders", "Grizzly Bears", "Shock"] }, {}, { cards: compiled.registry });
    const id = playFaceDown(game, "Gathan Raiders");
    ok(game, { kind: "turnFaceUp", player: "p1", permanent: id });
    expect(game.pendingDecision()?.kind).toBe("discard");
    const restored = restoreGame(JSON.parse(JSON.stringify(game.snapshot())), compiled.registry);
    expect(restored.lookAt(id, "p1")).toBe("Gathan Raiders");
    expect(restored.object(id)!.name).toBe("");
    answer(restored, [find(restored, "p1", "hand", "Shock")]);
    expect([restored.object(id)!.name, restored.object(id)!.power]).toEqual(["Gathan Raiders", 5]);
  });
});
