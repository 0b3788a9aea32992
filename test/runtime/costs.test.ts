/**
 * Costs of activated abilities beyond mana and {T} (2007 rules 409.1h: the total cost is determined and paid in
 * full before the ability is played; a cost that can't be paid in full can't be paid at all), the untap symbol
 * {Q}, activation restrictions, and 419 (replacement effects that say "if an effect would …" don't apply to
 * costs). Hand-written definitions, as compiled cards give them (runtime/definition.ts `ActivationCost`).
 */
import { describe, expect, it } from "vitest";
import type { Action, Game } from "../../runtime/api.js";
import { createRegistry, defineCard, type ActivationCost, type CardDefinition, type ManaCost } from "../../runtime/definition.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { advance, answer, atStep, find, names, ok, passAll, refused, table } from "./engine-helpers.js";

const noMana: ManaCost = { generic: 0, W: 0, U: 0, B: 0, R: 0, G: 0, x: 0 };

/** A 1/1 artifact creature whose one ability has `cost` and draws a card (or what `resolve` does). */
function withAbility(name: string, cost: ActivationCost, text: string, mana?: boolean): CardDefinition {
  return defineCard({
    name,
    manaCost: { ...noMana, generic: 1 },
    colors: [],
    supertypes: [],
    types: ["Artifact", "Creature"],
    subtypes: ["Test"],
    power: 1,
    toughness: 1,
    keywords: [],
    abilities: [
      {
        kind: "activated",
        text,
        cost,
        mana,
        targets: [],
        resolve: mana ? (ctx) => ctx.addMana(ctx.controller, { G: 1 }) : (ctx) => ctx.draw(ctx.controller, 1),
      },
    ],
    text: [text],
  });
}

const cards = createRegistry([
  ...referenceCards,
  withAbility("Discarder", { parts: [{ kind: "discard", count: 1 }] }, "Discard a card: Draw a card."),
  withAbility("Hand Dumper", { parts: [{ kind: "discard", count: 0, hand: true }] }, "Discard your hand: Draw a card."),
  withAbility("Life Payer", { parts: [{ kind: "payLife", amount: 3 }] }, "Pay 3 life: Draw a card."),
  withAbility("Self Sacrificer", { mana: { ...noMana, generic: 1 }, tap: true, parts: [{ kind: "sacrifice", self: true, count: 1 }] }, "{1}, {T}, Sacrifice Self Sacrificer: Draw a card."),
  withAbility("Land Eater", { parts: [{ kind: "sacrifice", count: 2, filter: { types: ["Land"] } }] }, "Sacrifice two lands: Draw a card."),
  defineCard({ ...withAbility("Counter Payer", { parts: [{ kind: "putCounters", count: 1, counter: "-1/-1" }] }, "Put a -1/-1 counter on Counter Payer: Draw a card."), toughness: 3 }),
  // Hatchet Bully's cost on an artifact that is no creature itself: "a creature you control" must be another permanent.
  defineCard({
    ...withAbility("Counter Placer", { parts: [{ kind: "putCounters", count: 1, counter: "-1/-1", on: { types: ["Creature"] } }] }, "Put a -1/-1 counter on a creature you control: Draw a card."),
    types: ["Artifact"],
    power: undefined,
    toughness: undefined,
  }),
  withAbility("Charge Spender", { tap: true, parts: [{ kind: "removeCounters", count: 1, counter: "charge" }] }, "{T}, Remove a charge counter from Charge Spender: Add {G} to your mana pool.", true),
  withAbility("Untapper", { untap: true }, "{Q}: Draw a card."),
  withAbility("Sorcery Drawer", { restriction: { sorcery: true } }, "{0}: Draw a card. Play this ability only any time you could play a sorcery."),
  withAbility("Once Drawer", { restriction: { perTurn: 1 } }, "{0}: Draw a card. Play this ability only once each turn."),
  withAbility("Twice Drawer", { restriction: { perTurn: 2 } }, "{0}: Draw a card. Play this ability no more than twice each turn."),
  withAbility("Upkeep Drawer", { restriction: { during: "yourUpkeep" } }, "{0}: Draw a card. Play this ability only during your upkeep."),
  withAbility("Cycler", { zone: "hand", mana: { ...noMana, generic: 1 }, parts: [{ kind: "discard", count: 1, self: true }] }, "Cycling {1}"),
]);

const activate = (game: Game, name: string, player = "p1"): Action => ({ kind: "activate", player, object: find(game, player, "play", name), ability: 0 });

describe("409.1h costs in words are paid in full before the ability is played", () => {
  it("discard a card: the player chooses which, and the ability is on the stack only after it", () => {
    const game = table({ play: ["Discarder"], hand: ["Shock", "Forest"] }, {}, { cards });
    ok(game, activate(game, "Discarder"));
    const decision = game.pendingDecision();
    expect(decision?.kind).toBe("discard");
    expect(game.stack()).toHaveLength(0);
    answer(game, [find(game, "p1", "hand", "Forest")]);
    expect(names(game, "p1", "graveyard")).toEqual(["Forest"]);
    expect(game.stack()).toHaveLength(1);
    passAll(game);
    expect(names(game, "p1", "hand")).toEqual(["Shock", "Island"]);
  });

  it("discard a card can't be paid with an empty hand; discard your hand can", () => {
    const empty = table({ play: ["Discarder", "Hand Dumper"] }, {}, { cards });
    refused(empty, activate(empty, "Discarder"), "409.1h");
    ok(empty, activate(empty, "Hand Dumper"));
    const full = table({ play: ["Hand Dumper"], hand: ["Shock", "Forest"] }, {}, { cards });
    ok(full, activate(full, "Hand Dumper"));
    expect(full.pendingDecision()).toBeNull(); // the whole hand: nothing to choose
    expect(names(full, "p1", "graveyard")).toEqual(["Shock", "Forest"]);
  });

  it("pay life: only with at least that much life (paying down to 0 is allowed, and the player then loses)", () => {
    const poor = table({ play: ["Life Payer"], life: 2 }, {}, { cards });
    refused(poor, activate(poor, "Life Payer"), "409.1h");
    const exact = table({ play: ["Life Payer"], life: 3 }, {}, { cards });
    ok(exact, activate(exact, "Life Payer"));
    expect(exact.isOver()).toBe(true);
    expect(exact.winner()).toBe("p2");
  });

  it("sacrifice ~ with mana and {T}: all paid at once, and the ability resolves after its source is gone", () => {
    const game = table({ play: ["Self Sacrificer", "Forest"] }, {}, { cards });
    ok(game, activate(game, "Self Sacrificer"));
    expect(names(game, "p1", "graveyard")).toEqual(["Self Sacrificer"]);
    expect(game.object(find(game, "p1", "play", "Forest"))?.tapped).toBe(true);
    passAll(game);
    expect(names(game, "p1", "hand")).toEqual(["Island"]);
  });

  it("sacrifice ~ with {1}: can't be paid without the mana, and nothing is sacrificed", () => {
    const game = table({ play: ["Self Sacrificer"] }, {}, { cards });
    refused(game, activate(game, "Self Sacrificer"), "409.1h");
  });

  it("sacrifice two lands: fewer than two of the player's own can't pay it, whatever the opponent has", () => {
    const game = table({ play: ["Land Eater", "Forest"] }, { play: ["Forest", "Forest"] }, { cards });
    refused(game, activate(game, "Land Eater"), "409.1h");
    const rich = table({ play: ["Land Eater", "Forest", "Mountain", "Plains"] }, {}, { cards });
    ok(rich, activate(rich, "Land Eater"));
    expect(rich.pendingDecision()?.kind).toBe("sacrifice");
    answer(rich, [find(rich, "p1", "play", "Forest"), find(rich, "p1", "play", "Plains")]);
    expect(names(rich, "p1", "play")).toEqual(["Land Eater", "Mountain"]);
  });

  it("put a -1/-1 counter on a creature you control: the player's own creature, chosen as the cost is paid; none, no ability", () => {
    const none = table({ play: ["Counter Placer"] }, { play: ["Grizzly Bears"] }, { cards });
    refused(none, activate(none, "Counter Placer"), "409.1h");
    const game = table({ play: ["Counter Placer", "Grizzly Bears", "Hill Giant"] }, { play: ["Serra Angel"] }, { cards });
    ok(game, activate(game, "Counter Placer"));
    const decision = game.pendingDecision()!;
    expect(decision.kind).toBe("putCounter");
    expect(decision.options.map((id) => game.object(id as string)?.name)).toEqual(["Grizzly Bears", "Hill Giant"]);
    expect(game.stack()).toHaveLength(0);
    answer(game, [find(game, "p1", "play", "Grizzly Bears")]);
    expect(game.object(find(game, "p1", "play", "Grizzly Bears"))?.counters["-1/-1"]).toBe(1);
    expect(game.stack()).toHaveLength(1);
    passAll(game);
    expect(names(game, "p1", "hand")).toEqual(["Island"]);
  });

  it("remove a counter: not without one; a mana ability with this cost resolves without the stack (406)", () => {
    const none = table({ play: ["Charge Spender"] }, {}, { cards });
    refused(none, activate(none, "Charge Spender"), "409.1h");
    const game = table({ play: [{ card: "Charge Spender", counters: { charge: 2 } }] }, {}, { cards });
    ok(game, activate(game, "Charge Spender"));
    const spender = game.object(find(game, "p1", "play", "Charge Spender"))!;
    expect(spender.counters["charge"]).toBe(1);
    expect(spender.tapped).toBe(true);
    expect(game.stack()).toHaveLength(0);
    expect(game.player("p1").manaPool["G"]).toBe(1);
  });
});

describe("419: replacement effects don't apply to costs", () => {
  it("a -1/-1 counter put on as a cost is not doubled by Doubling Season", () => {
    const game = table({ play: ["Counter Payer", "Doubling Season"] }, {}, { cards });
    ok(game, activate(game, "Counter Payer"));
    expect(game.object(find(game, "p1", "play", "Counter Payer"))?.counters["-1/-1"]).toBe(1);
  });
});

describe("{Q}: the untap symbol", () => {
  it("needs the permanent tapped, and untaps it as the cost", () => {
    const untapped = table({ play: ["Untapper"] }, {}, { cards });
    refused(untapped, activate(untapped, "Untapper"), "{Q}");
    const game = table({ play: [{ card: "Untapper", tapped: true }] }, {}, { cards });
    ok(game, activate(game, "Untapper"));
    expect(game.object(find(game, "p1", "play", "Untapper"))?.tapped).toBe(false);
  });

  it("302.6: a creature's {Q} ability can't be played the turn it came under its controller's control", () => {
    const game = table({ play: [{ card: "Untapper", tapped: true, sinceStartOfTurn: false }] }, {}, { cards });
    refused(game, activate(game, "Untapper"), "summoning sickness");
  });
});

describe("activation restrictions", () => {
  it("sorcery timing: own main phase with an empty stack only", () => {
    const game = table({ play: ["Sorcery Drawer", "Mountain"], hand: ["Shock"] }, {}, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Shock"), targets: [["p2"]] });
    refused(game, activate(game, "Sorcery Drawer"), "sorcery");
    passAll(game);
    ok(game, activate(game, "Sorcery Drawer"));
    const upkeep = table({ play: ["Sorcery Drawer"] }, {}, { cards, step: "upkeep" });
    refused(upkeep, activate(upkeep, "Sorcery Drawer"), "sorcery");
  });

  it("only once each turn: the second is refused and not listed; next turn it may be played again", () => {
    const game = table({ play: ["Once Drawer"] }, {}, { cards });
    ok(game, activate(game, "Once Drawer"));
    passAll(game);
    refused(game, activate(game, "Once Drawer"), "once");
    expect(game.legalActions().some((action) => action.kind === "activate")).toBe(false);
    advance(game, atStep("main1", 5));
    ok(game, activate(game, "Once Drawer"));
  });

  it("no more than twice each turn, counted through a snapshot", () => {
    const game = table({ play: ["Twice Drawer"] }, {}, { cards });
    ok(game, activate(game, "Twice Drawer"));
    ok(game, activate(game, "Twice Drawer"));
    const restored = table({}, {}, { cards });
    restored.restore(JSON.parse(JSON.stringify(game.snapshot())));
    refused(restored, activate(restored, "Twice Drawer"), "2 times");
  });

  it("only during your upkeep: not in the main phase, nor in the opponent's upkeep", () => {
    const main = table({ play: ["Upkeep Drawer"] }, {}, { cards });
    refused(main, activate(main, "Upkeep Drawer"), "upkeep");
    const own = table({ play: ["Upkeep Drawer"] }, {}, { cards, step: "upkeep" });
    ok(own, activate(own, "Upkeep Drawer"));
    const theirs = table({}, { play: ["Upkeep Drawer"] }, { cards, step: "upkeep" });
    ok(theirs, { kind: "pass", player: "p1" });
    refused(theirs, activate(theirs, "Upkeep Drawer", "p2"), "upkeep");
  });
});


describe("502.18 cycling: an ability played from the hand, discarding its own card as its cost", () => {
  it("is listed and played from the hand, at instant speed, and the card is discarded before it resolves", () => {
    const game = table({ hand: ["Cycler"], play: ["Forest"] }, {}, { cards, step: "upkeep", activePlayer: 1 });
    ok(game, { kind: "pass", player: "p2" });
    const cycle = game.legalActions().find((action) => action.kind === "activate");
    expect(cycle).toMatchObject({ player: "p1", object: find(game, "p1", "hand", "Cycler"), ability: 0 });
    ok(game, cycle!);
    expect(names(game, "p1", "graveyard")).toEqual(["Cycler"]);
    expect(game.stack()).toHaveLength(1);
    passAll(game);
    expect(names(game, "p1", "hand")).toEqual(["Island"]);
  });

  it("can't be played without its mana, nor from play", () => {
    const poor = table({ hand: ["Cycler"] }, {}, { cards });
    refused(poor, { kind: "activate", player: "p1", object: find(poor, "p1", "hand", "Cycler"), ability: 0 }, "409.1h");
    expect(poor.legalActions().some((action) => action.kind === "activate")).toBe(false);
    const inPlay = table({ play: ["Cycler", "Forest"] }, {}, { cards });
    refused(inPlay, activate(inPlay, "Cycler"), "hand");
  });
});
