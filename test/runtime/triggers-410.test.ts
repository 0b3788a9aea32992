/**
 * 410 (2007): triggered abilities on the event bus (runtime/events.ts). What an event binds ("it", "that player",
 * "that much") travels with the trigger to the stack and through a snapshot; a card put into a graveyard from
 * play is bound as the card in the graveyard, and its condition reads the permanent's last known information
 * (410.10c); an intervening "if" clause is checked as the ability triggers (410.11: persist); the triggered
 * keywords of their time (runtime/keyword-triggers.ts) trigger for a permanent that has the keyword now, printed
 * or granted by an effect; simultaneous triggers go on the stack in APNAP order (410.3).
 */
import { describe, expect, it } from "vitest";
import { createGame, restoreGame } from "../../runtime/game.js";
import { createRegistry, defineCard, type CardDefinition, type TriggerEvent } from "../../runtime/definition.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { find, names, ok, passAll, setupOf, stateOf } from "./engine-helpers.js";

const noCost = { generic: 0, W: 0, U: 0, B: 0, R: 0, G: 0, x: 0 };

function creature(name: string, power: number, toughness: number, more: Partial<CardDefinition>): CardDefinition {
  return defineCard({
    name,
    manaCost: { ...noCost, generic: 1 },
    colors: [],
    supertypes: [],
    types: ["Creature"],
    subtypes: [],
    power,
    toughness,
    keywords: [],
    abilities: [],
    text: [],
    ...more,
  });
}

/** "When ~ is put into a graveyard from play, return it to play under your control." as the codegen writes it. */
const phoenix = creature("Test Phoenix", 1, 1, {
  abilities: [
    {
      kind: "triggered",
      text: "When Test Phoenix is put into a graveyard from play, return it to play under your control.",
      trigger: { kind: "putIntoGraveyardFromPlay", subject: "self" } as TriggerEvent,
      targets: [],
      resolve: (ctx) => void ctx.putIntoPlay(ctx.triggeringObjects(), ctx.controller),
    },
  ],
});

/** Persist, printed (the keyword's ability is the engine's: runtime/keyword-triggers.ts). */
const persister = creature("Test Persister", 2, 2, { keywords: ["Persist"] });

/** "{T}: ~ deals 1 damage to target player." and a spell granting lifelink. */
const pinger = creature("Test Pinger", 1, 1, {
  abilities: [
    {
      kind: "activated",
      text: "{T}: Test Pinger deals 1 damage to target player.",
      cost: { tap: true },
      targets: [{ min: 1, max: 1, players: true }],
      resolve: (ctx) => ctx.dealDamage(ctx.self, 1, ctx.targets(0)),
    },
  ],
});
const blessing = defineCard({
  name: "Test Blessing",
  manaCost: noCost,
  colors: [],
  supertypes: [],
  types: ["Instant"],
  subtypes: [],
  keywords: [],
  abilities: [],
  spell: {
    text: "Target creature gains lifelink until end of turn.",
    targets: [{ min: 1, max: 1, players: false, objects: { types: ["Creature"] } }],
    resolve: (ctx) => ctx.modify(ctx.targets(0) as string[], { keywords: ["Lifelink"] }, "untilEndOfTurn"),
  },
  text: ["Target creature gains lifelink until end of turn."],
});

/** "Whenever another creature comes into play, you gain 1 life." (Soul Warden) */
const warden = creature("Test Warden", 1, 1, {
  abilities: [
    {
      kind: "triggered",
      text: "Whenever another creature comes into play, you gain 1 life.",
      trigger: { kind: "objectEntersPlay", subject: { types: ["Creature"], other: true } } as TriggerEvent,
      targets: [],
      resolve: (ctx) => ctx.gainLife(ctx.controller, 1),
    },
  ],
});

const cards = createRegistry([...referenceCards, phoenix, persister, pinger, blessing, warden]);

describe("410.1 the event bus binds what the event names", () => {
  it("a card put into a graveyard from play is bound as the card in the graveyard ('return it'), through a snapshot", () => {
    const game = createGame(setupOf({ play: ["Test Phoenix"] }, { hand: ["Shock"], play: ["Mountain"] }, { cards, activePlayer: 1 }));
    const phoenixInPlay = find(game, "p1", "play", "Test Phoenix");
    ok(game, { kind: "cast", player: "p2", card: find(game, "p2", "hand", "Shock"), targets: [[phoenixInPlay]] });
    passAll(game); // Shock resolves: the Phoenix dies, its ability triggers and goes on the stack
    expect(names(game, "p1", "graveyard")).toEqual(["Test Phoenix"]);
    expect(game.stack().map((item) => item.description)).toEqual([`Test Phoenix: ${phoenix.abilities[0].text}`]);
    const restored = restoreGame(JSON.parse(JSON.stringify(game.snapshot())), cards);
    for (const g of [game, restored]) {
      passAll(g);
      expect(names(g, "p1", "play")).toEqual(["Test Phoenix"]);
      expect(find(g, "p1", "play", "Test Phoenix")).not.toBe(phoenixInPlay); // a new object (217.1c)
    }
  });

  it("binds the card in the graveyard as the object, and the permanent it was as the last known information", () => {
    const game = createGame(setupOf({ play: ["Test Phoenix"] }, { hand: ["Shock"], play: ["Mountain"] }, { cards, activePlayer: 1 }));
    ok(game, { kind: "cast", player: "p2", card: find(game, "p2", "hand", "Shock"), targets: [[find(game, "p1", "play", "Test Phoenix")]] });
    passAll(game);
    const trigger = stateOf(game).stack[0];
    expect(trigger.event?.object).toBe(find(game, "p1", "graveyard", "Test Phoenix"));
    expect(trigger.event?.lki).toBeDefined();
    expect(trigger.event?.lki).not.toBe(trigger.event?.object);
  });
});

describe("410.11 intervening 'if': persist (Shadowmoor) checks the -1/-1 counters it had as it left play", () => {
  it("returns it with a -1/-1 counter the first time, and does not trigger the second time", () => {
    const game = createGame(setupOf({ play: ["Test Persister"] }, { hand: ["Lightning Bolt", "Lightning Bolt"], play: ["Mountain", "Mountain"] }, { cards, activePlayer: 1 }));
    ok(game, { kind: "cast", player: "p2", card: find(game, "p2", "hand", "Lightning Bolt"), targets: [[find(game, "p1", "play", "Test Persister")]] });
    passAll(game); // dies; persist triggers
    expect(game.stack()).toHaveLength(1);
    passAll(game); // returns
    const returned = find(game, "p1", "play", "Test Persister");
    expect(game.object(returned)).toMatchObject({ power: 1, toughness: 1, counters: { "-1/-1": 1 } });
    ok(game, { kind: "cast", player: "p2", card: find(game, "p2", "hand", "Lightning Bolt"), targets: [[returned]] });
    passAll(game); // dies with a -1/-1 counter: no trigger
    expect(game.stack()).toHaveLength(0);
    expect(names(game, "p1", "graveyard")).toEqual(["Test Persister"]);
  });
});

describe("2007 lifelink is a triggered keyword: a permanent that has it now, granted or printed, triggers", () => {
  it("lifelink granted until end of turn: the damage is dealt, then the trigger gains that much life", () => {
    const game = createGame(setupOf({ play: ["Test Pinger"], hand: ["Test Blessing"] }, {}, { cards }));
    const pingerId = find(game, "p1", "play", "Test Pinger");
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Blessing"), targets: [[pingerId]] });
    passAll(game);
    ok(game, { kind: "activate", player: "p1", object: pingerId, ability: 0, targets: [["p2"]] });
    passAll(game); // 1 damage to Bob; lifelink triggers
    expect(game.player("p2").life).toBe(19);
    expect(game.player("p1").life).toBe(20);
    passAll(game);
    expect(game.player("p1").life).toBe(21);
  });
});

describe("410.3 APNAP: the active player's triggers go on the stack first", () => {
  it("two Wardens of different players: the nonactive player's trigger is on top and resolves first", () => {
    const game = createGame(setupOf({ play: ["Test Warden", "Forest", "Forest"], hand: ["Grizzly Bears"] }, { play: ["Test Warden"] }, { cards }));
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Grizzly Bears") });
    passAll(game);
    expect(game.stack().map((item) => item.controller)).toEqual(["p2", "p1"]); // top first
    passAll(game);
    expect([game.player("p1").life, game.player("p2").life]).toEqual([20, 21]);
  });
});
