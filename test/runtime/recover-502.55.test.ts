/**
 * Recover (Coldsnap; 2007 rules 502.55a, runtime/recover.ts): "When a creature is put into your graveyard from play,
 * you may pay [cost]. If you do, return this card from your graveyard to your hand. Otherwise, remove this card
 * from the game." A triggered ability of the card while it is in its owner's graveyard; one trigger per creature;
 * a card with recover doesn't see its own death; the ability finds nothing once the card has left the graveyard.
 * Grim Harvest is a real Coldsnap card; the others are made-up test cards, marked as such.
 */
import { describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { restoreGame } from "../../runtime/game.js";
import type { Game } from "../../runtime/api.js";
import { compiledWithReference } from "./compiled-cards.js";
import { answer, find, names, ok, passAll, table } from "./engine-helpers.js";

const CARDS = {
  harvest: `card "Grim Harvest"\n  cost {1}{B}\n  type Instant\n  Return target creature card from your graveyard to your hand.\n  Recover {2}{B}\n`,
  sweep: `card "Test Sweep"\n  cost {R}\n  type Sorcery\n  Test Sweep deals 2 damage to each creature.\n`,
  assassin: `card "Test Recovering Assassin"\n  cost {B}\n  type Creature — Human Assassin\n  1/1\n  Recover {1}\n`,
  discard: `card "Test Discard"\n  cost {B}\n  type Sorcery\n  Discard a card.\n`,
};
const compiled = compiledWithReference("recover", CARDS);

const recoverTriggers = (game: Game) => game.log().filter((event) => event.kind === "resolve" && String(event.description).includes("recover cost")).length;

describe("502.55 recover: the language", () => {
  it("502.55 'Recover {2}{B}' checks clean and prints back in both wordings", () => {
    const { files, diagnostics } = checkCardSources([{ file: "g.card", text: CARDS.harvest }]);
    expect(diagnostics).toEqual([]);
    for (const wording of ["2007", "current"] as const) expect(printCardFile(files[0].ast!, { wording })).toBe(CARDS.harvest);
  });
});

describe("502.55a recover: the trigger", () => {
  it("502.55a two creatures put into the graveyard at once: two triggers; the first pays and returns the card, the second finds nothing", () => {
    const game = table({ play: ["Grizzly Bears", "Grizzly Bears", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp"], graveyard: ["Grim Harvest"] }, { play: ["Mountain"], hand: ["Test Sweep"] }, { cards: compiled.registry, activePlayer: 1 });
    ok(game, { kind: "cast", player: "p2", card: find(game, "p2", "hand", "Test Sweep") });
    passAll(game);
    expect(game.pendingDecision()).toMatchObject({ player: "p1", kind: "triggerOrder" }); // 410: one trigger per creature
    answer(game, [game.pendingDecision()!.options[0] as string]);
    expect(names(game, "p1", "graveyard").filter((name) => name === "Grizzly Bears").length).toBe(2);
    expect(game.stack().length).toBe(2);
    passAll(game);
    answer(game, ["yes"]);
    expect(names(game, "p1", "hand")).toEqual(["Grim Harvest"]);
    passAll(game);
    expect(game.pendingDecision()).toBeNull(); // the second trigger finds nothing: no question, nothing removed
    expect(names(game, "p1", "hand")).toEqual(["Grim Harvest"]);
    expect(names(game, "p1", "removed")).toEqual([]);
    expect(game.zone("p1", "play").filter((id) => game.object(id)?.tapped === true).length).toBe(3);
  });

  it("502.55a a creature card with recover doesn't trigger on its own death; it does on the next creature's", () => {
    const game = table({ play: ["Test Recovering Assassin", "Grizzly Bears", "Swamp"] }, { play: ["Mountain", "Mountain"], hand: ["Shock", "Shock"] }, { cards: compiled.registry, activePlayer: 1 });
    ok(game, { kind: "cast", player: "p2", card: find(game, "p2", "hand", "Shock"), targets: [[find(game, "p1", "play", "Test Recovering Assassin")]] });
    passAll(game);
    expect(names(game, "p1", "graveyard")).toEqual(["Test Recovering Assassin"]);
    expect(game.stack().length).toBe(0);
    ok(game, { kind: "cast", player: "p2", card: find(game, "p2", "hand", "Shock"), targets: [[find(game, "p1", "play", "Grizzly Bears")]] });
    passAll(game);
    expect(game.stack().length).toBe(1);
    passAll(game);
    answer(game, ["yes"]);
    expect(names(game, "p1", "hand")).toEqual(["Test Recovering Assassin"]);
    expect(recoverTriggers(game)).toBe(1);
  });

  it("502.55a only a creature put into the graveyard from play: a discarded creature card doesn't trigger it", () => {
    const game = table({ play: ["Swamp", "Swamp", "Swamp", "Swamp"], hand: ["Test Discard", "Grizzly Bears"], graveyard: ["Grim Harvest"] }, {}, { cards: compiled.registry });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Discard") });
    passAll(game);
    expect([...names(game, "p1", "graveyard")].sort()).toEqual(["Grim Harvest", "Grizzly Bears", "Test Discard"]);
    expect(game.stack().length).toBe(0);
    expect(game.pendingDecision()).toBeNull();
  });

  it("502.55a a pending recover trigger survives a snapshot and resolves after it", () => {
    const game = table({ play: ["Grizzly Bears", "Swamp", "Swamp", "Swamp"], graveyard: ["Grim Harvest"] }, { play: ["Mountain"], hand: ["Shock"] }, { cards: compiled.registry, activePlayer: 1 });
    ok(game, { kind: "cast", player: "p2", card: find(game, "p2", "hand", "Shock"), targets: [[find(game, "p1", "play", "Grizzly Bears")]] });
    passAll(game);
    expect(game.stack().length).toBe(1);
    const restored = restoreGame(JSON.parse(JSON.stringify(game.snapshot())), compiled.registry);
    passAll(restored);
    answer(restored, ["no"]);
    expect(names(restored, "p1", "removed")).toEqual(["Grim Harvest"]);
  });
});
