/**
 * Rule coverage (issue 4): one test or more per 212.9 sub-rule and per state-based effect (420.5), each with a
 * passing and a failing case, named by rule number, played through the public API (runtime/api.ts) with the
 * hand-written reference cards. Written from the spec (shared/seed, shared/rules/README.md), independently of
 * the engine's own unit tests, so that the two cross-check each other.
 */
import { describe, expect, it } from "vitest";
import type { Action, Decision, Game, GameSetup, PlayerSetup, SetupEntry, Step } from "../../runtime/api.js";
import {
  createRegistry,
  defineCard,
  type CardRegistry,
  type Chosen,
  type ObjectId,
  type PlayerId,
  type Zone,
} from "../../runtime/definition.js";
import { createGame } from "../../runtime/game.js";
import { referenceCards, referenceRegistry } from "./fixtures/reference-cards.js";

// ---------------------------------------------------------------------------------------------------------
// Helpers

type Zones = Partial<Record<Exclude<Zone, "stack">, (string | SetupEntry)[]>> & { life?: number };

function entries(list: (string | SetupEntry)[] | undefined): SetupEntry[] | undefined {
  return list?.map((entry) => (typeof entry === "string" ? { card: entry } : entry));
}

const islands = (count: number): string[] => Array.from({ length: count }, () => "Island");

/** A planeswalker in play with `loyalty` loyalty counters (a setup places exactly what it says). */
const walker = (card: string, loyalty: number): SetupEntry => ({ card, counters: { loyalty } });

/** A two-player game, p1 active in main phase 1 of turn 3; libraries default to ten Islands. */
function table(p1: Zones, p2: Zones = {}, options: { step?: Step; cards?: CardRegistry; turnNumber?: number } = {}): Game {
  const player = (name: string, zones: Zones): PlayerSetup => ({
    name,
    life: zones.life,
    library: entries(zones.library ?? islands(10)),
    hand: entries(zones.hand),
    graveyard: entries(zones.graveyard),
    play: entries(zones.play),
    removed: entries(zones.removed),
  });
  const setup: GameSetup = {
    cards: options.cards ?? referenceRegistry,
    players: [player("Alice", p1), player("Bob", p2)],
    activePlayer: 0,
    step: options.step ?? "main1",
    turnNumber: options.turnNumber ?? 3,
    seed: 1,
  };
  return createGame(setup);
}

function find(game: Game, player: PlayerId, zone: Zone, name: string, nth = 0): ObjectId {
  const ids = game.zone(player, zone).filter((id) => game.object(id)?.name === name);
  if (ids[nth] === undefined) {
    throw new Error(`no ${name} #${nth} in ${player}'s ${zone} (it holds: ${names(game, player, zone).join(", ") || "nothing"})`);
  }
  return ids[nth];
}

function names(game: Game, player: PlayerId, zone: Zone): string[] {
  return game.zone(player, zone).map((id) => game.object(id)?.name ?? id);
}

function submit(game: Game, action: Action): void {
  const result = game.submit(action);
  if (!result.ok) throw new Error(`${JSON.stringify(action)} refused: ${result.error}`);
}

/** Expects a refusal citing `rule`, with the state untouched; returns the message. */
function refused(game: Game, action: Action, rule: string): string {
  const before = JSON.stringify(game.snapshot());
  const result = game.submit(action);
  expect(result.ok, `expected ${JSON.stringify(action)} to be refused`).toBe(false);
  const error = result.ok ? "" : result.error;
  expect(error).toContain(rule);
  expect(JSON.stringify(game.snapshot()), "a refused action changed the state").toBe(before);
  return error;
}

type Answerer = (decision: Decision) => (Chosen | string)[] | undefined;
const noDecisions: Answerer = () => undefined;

/** Records every decision seen, answering with `answerer`. */
function recording(seen: Decision[], answerer: Answerer): Answerer {
  return (decision) => {
    seen.push(decision);
    return answerer(decision);
  };
}

function answerAll(game: Game, answerer: Answerer): void {
  for (let guard = 0; guard < 100; guard++) {
    const decision = game.pendingDecision();
    if (decision === null) return;
    const choices = answerer(decision);
    if (choices === undefined) throw new Error(`unexpected decision ${JSON.stringify(decision)}`);
    const result = game.answer(choices);
    if (!result.ok) throw new Error(`answer ${JSON.stringify(choices)} refused: ${result.error}`);
  }
  throw new Error("more than 100 decisions in a row");
}

/** Passes priority until the stack has shrunk (the top object resolved), answering decisions on the way. */
function resolveTop(game: Game, answerer: Answerer = noDecisions): void {
  answerAll(game, answerer);
  const size = game.stack().length;
  if (size === 0) throw new Error("resolveTop: the stack is empty");
  for (let guard = 0; guard < 10; guard++) {
    const player = game.priorityPlayer();
    if (player === null) throw new Error("resolveTop: nobody has priority");
    submit(game, { kind: "pass", player });
    answerAll(game, answerer);
    if (game.stack().length < size || game.isOver()) return;
  }
  throw new Error("resolveTop: the stack did not shrink");
}

/** Resolves the whole stack, including triggered abilities put on it meanwhile. */
function resolveAll(game: Game, answerer: Answerer = noDecisions): void {
  answerAll(game, answerer);
  for (let guard = 0; guard < 20 && game.stack().length > 0 && !game.isOver(); guard++) resolveTop(game, answerer);
}

/**
 * Passes (declaring no attackers or blockers) until an action of `kind` is legal, or `step` (of turn `turn`, if
 * given) is reached with a player holding priority.
 */
function advanceTo(game: Game, until: { kind?: Action["kind"]; step?: Step; turn?: number }, answerer: Answerer = noDecisions): void {
  for (let guard = 0; guard < 400; guard++) {
    answerAll(game, answerer);
    const actions = game.legalActions();
    if (until.kind !== undefined && actions.some((action) => action.kind === until.kind)) return;
    const turnReached = until.turn === undefined || game.turnNumber() === until.turn;
    if (until.step !== undefined && turnReached && game.step() === until.step && actions.some((action) => action.kind === "pass")) return;
    const pass = actions.find((action) => action.kind === "pass");
    const declaration = actions.find((action) => action.kind === "declareAttackers" || action.kind === "declareBlockers");
    if (pass !== undefined) submit(game, pass);
    else if (declaration?.kind === "declareAttackers") submit(game, { ...declaration, attackers: [] });
    else if (declaration?.kind === "declareBlockers") submit(game, { ...declaration, blocks: [] });
    else throw new Error(`advanceTo: stuck at ${game.step()} with ${JSON.stringify(actions)}`);
  }
  throw new Error(`advanceTo: never reached ${JSON.stringify(until)}`);
}

/** p1 attacks with the given creatures, p2 blocks with none, and combat damage is put on the stack and dealt. */
function attackUnblocked(game: Game, attackers: { attacker: ObjectId; defender: Chosen }[], answerer: Answerer = noDecisions): void {
  advanceTo(game, { kind: "declareAttackers" }, answerer);
  submit(game, { kind: "declareAttackers", player: "p1", attackers });
  // advanceTo declares no blockers if p2 is asked (an engine may skip the declaration when p2 can't block).
  advanceTo(game, { step: "endOfCombat" }, answerer);
}

const cast = (player: PlayerId, card: ObjectId, targets?: Chosen[][], x?: number): Action => ({ kind: "cast", player, card, targets, x });
const activate = (player: PlayerId, object: ObjectId, ability: number, targets?: Chosen[][], x?: number): Action => ({
  kind: "activate",
  player,
  object,
  ability,
  targets,
  x,
});

const loyalty = (game: Game, id: ObjectId) => game.object(id)?.loyalty;
const life = (game: Game, player: PlayerId) => game.player(player).life;

/** Test-only cards for state-based effects the 26 bundled cards can't reach on their own. */
const testShade = defineCard({
  name: "Test Shade",
  manaCost: { generic: 0, W: 0, U: 0, B: 1, R: 0, G: 0, x: 0 },
  colors: ["B"],
  supertypes: [],
  types: ["Creature"],
  subtypes: ["Shade"],
  power: 0,
  toughness: 0,
  keywords: [],
  abilities: [],
  text: [],
});
const testLegend = defineCard({
  name: "Test Legend",
  manaCost: { generic: 0, W: 0, U: 0, B: 0, R: 0, G: 1, x: 0 },
  colors: ["G"],
  supertypes: ["Legendary"],
  types: ["Creature"],
  subtypes: ["Elf"],
  power: 2,
  toughness: 2,
  keywords: [],
  abilities: [],
  text: [],
});
const withTestCards = createRegistry([...referenceCards, testShade, testLegend]);

// ---------------------------------------------------------------------------------------------------------

describe("212.9a: playing a planeswalker", () => {
  it("212.9a: the active player may play one in a main phase with an empty stack, and it uses the stack", () => {
    const game = table({ hand: ["Jace Beleren"], play: islands(3) });
    const jace = find(game, "p1", "hand", "Jace Beleren");
    expect(game.legalActions()).toContainEqual(expect.objectContaining({ kind: "cast", card: jace }));
    submit(game, cast("p1", jace));
    expect(game.stack()).toHaveLength(1);
    expect(names(game, "p1", "play")).not.toContain("Jace Beleren");
    expect(names(game, "p1", "hand")).not.toContain("Jace Beleren");
  });

  it("212.9a: not while the stack is not empty", () => {
    const game = table({ hand: ["Jace Beleren", "Shock"], play: [...islands(3), "Mountain"] });
    submit(game, cast("p1", find(game, "p1", "hand", "Shock"), [["p2"]]));
    expect(game.priorityPlayer()).toBe("p1");
    refused(game, cast("p1", find(game, "p1", "hand", "Jace Beleren")), "212.9a");
  });

  it("212.9a: not outside a main phase", () => {
    const game = table({ hand: ["Jace Beleren"], play: islands(3) }, {}, { step: "beginningOfCombat" });
    expect(game.priorityPlayer()).toBe("p1");
    refused(game, cast("p1", find(game, "p1", "hand", "Jace Beleren")), "212.9a");
  });

  it("212.9a: not in the opponent's turn, even with priority and an empty stack", () => {
    const game = table({}, { hand: ["Jace Beleren"], play: islands(3) });
    submit(game, { kind: "pass", player: "p1" });
    expect(game.priorityPlayer()).toBe("p2");
    expect(game.stack()).toHaveLength(0);
    const jace = find(game, "p2", "hand", "Jace Beleren");
    expect(game.legalActions()).not.toContainEqual(expect.objectContaining({ kind: "cast", card: jace }));
    refused(game, cast("p2", jace), "212.9a");
  });
});

describe("212.9b: a resolving planeswalker spell", () => {
  it("212.9b: its controller puts it into play under their control, as a new object", () => {
    const game = table({ hand: ["Jace Beleren"], play: islands(3) });
    const inHand = find(game, "p1", "hand", "Jace Beleren");
    submit(game, cast("p1", inHand));
    resolveTop(game);
    const inPlay = find(game, "p1", "play", "Jace Beleren");
    expect(inPlay).not.toBe(inHand);
    expect(game.object(inPlay)).toMatchObject({ controller: "p1", owner: "p1", zone: "play" });
    expect(game.zone("p2", "play")).toHaveLength(0);
  });
});

describe("212.9c: planeswalker uniqueness", () => {
  it("212.9c: two planeswalkers sharing a type go to their owners' graveyards, whoever controls them", () => {
    const game = table(
      { hand: ["Ajani Vengeant"], play: ["Mountain", "Plains", "Plains", "Plains"] },
      { play: [walker("Ajani Goldmane", 4)] },
    );
    submit(game, cast("p1", find(game, "p1", "hand", "Ajani Vengeant")));
    resolveTop(game);
    expect(names(game, "p1", "play")).not.toContain("Ajani Vengeant");
    expect(names(game, "p2", "play")).not.toContain("Ajani Goldmane");
    expect(names(game, "p1", "graveyard")).toContain("Ajani Vengeant");
    expect(names(game, "p2", "graveyard")).toContain("Ajani Goldmane");
  });

  it("212.9c: also when one player controls both", () => {
    const game = table({ hand: ["Ajani Vengeant"], play: [walker("Ajani Goldmane", 4), "Mountain", "Plains", "Plains", "Plains"] });
    submit(game, cast("p1", find(game, "p1", "hand", "Ajani Vengeant")));
    resolveTop(game);
    expect(names(game, "p1", "graveyard")).toEqual(expect.arrayContaining(["Ajani Vengeant", "Ajani Goldmane"]));
  });

  it("212.9c: planeswalkers of different types stay", () => {
    const game = table({ hand: ["Jace Beleren"], play: [walker("Liliana Vess", 5), ...islands(3)] }, { play: [walker("Garruk Wildspeaker", 3)] });
    submit(game, cast("p1", find(game, "p1", "hand", "Jace Beleren")));
    resolveTop(game);
    expect(names(game, "p1", "play")).toEqual(expect.arrayContaining(["Jace Beleren", "Liliana Vess"]));
    expect(names(game, "p2", "play")).toContain("Garruk Wildspeaker");
  });
});

describe("212.9d: loyalty", () => {
  it("212.9d: out of play, loyalty is the printed number", () => {
    const game = table({ hand: ["Jace Beleren"], library: ["Chandra Nalaar", ...islands(5)] });
    expect(game.object(find(game, "p1", "hand", "Jace Beleren"))?.loyalty).toBe(3);
    expect(game.object(find(game, "p1", "library", "Chandra Nalaar"))?.loyalty).toBe(6);
  });

  it("212.9d: it comes into play with loyalty counters equal to its printed loyalty", () => {
    const game = table({ hand: ["Chandra Nalaar"], play: ["Mountain", "Mountain", ...islands(3)] });
    submit(game, cast("p1", find(game, "p1", "hand", "Chandra Nalaar")));
    resolveTop(game);
    const chandra = find(game, "p1", "play", "Chandra Nalaar");
    expect(game.object(chandra)?.counters.loyalty).toBe(6);
    expect(loyalty(game, chandra)).toBe(6);
  });

  it("212.9d: that is a replacement effect, so its controller's Doubling Season doubles it", () => {
    const game = table({ hand: ["Jace Beleren"], play: ["Doubling Season", ...islands(3)] });
    submit(game, cast("p1", find(game, "p1", "hand", "Jace Beleren")));
    resolveTop(game);
    expect(loyalty(game, find(game, "p1", "play", "Jace Beleren"))).toBe(6);
  });

  it("212.9d: an opponent's Doubling Season does not double it", () => {
    const game = table({ hand: ["Jace Beleren"], play: islands(3) }, { play: ["Doubling Season"] });
    submit(game, cast("p1", find(game, "p1", "hand", "Jace Beleren")));
    resolveTop(game);
    expect(loyalty(game, find(game, "p1", "play", "Jace Beleren"))).toBe(3);
  });

  it("212.9d: two Doubling Seasons each apply once (419.9): 3 × 2 × 2 = 12", () => {
    const game = table({ hand: ["Jace Beleren"], play: ["Doubling Season", "Doubling Season", ...islands(3)] });
    submit(game, cast("p1", find(game, "p1", "hand", "Jace Beleren")));
    resolveTop(game, (decision) => (decision.kind === "replacementOrder" ? [decision.options[0]] : undefined));
    expect(loyalty(game, find(game, "p1", "play", "Jace Beleren"))).toBe(12);
  });

  it("212.9d: damage dealt to a planeswalker removes that many loyalty counters", () => {
    const game = table({ hand: ["Lightning Bolt"], play: ["Mountain"] }, { play: [walker("Liliana Vess", 5)] });
    const liliana = find(game, "p2", "play", "Liliana Vess");
    submit(game, cast("p1", find(game, "p1", "hand", "Lightning Bolt"), [["p2"]]));
    resolveTop(game, (decision) => (decision.kind === "redirect" ? [liliana] : undefined));
    expect(loyalty(game, liliana)).toBe(2);
    expect(game.object(liliana)?.damage ?? 0).toBe(0);
    expect(life(game, "p2")).toBe(20);
  });

  it("212.9d/420.5: a planeswalker with 0 loyalty goes to its owner's graveyard before anyone gets priority; its ability still resolves", () => {
    const game = table({ play: [walker("Jace Beleren", 1)], library: islands(5) });
    const handBefore = game.zone("p1", "hand").length;
    submit(game, activate("p1", find(game, "p1", "play", "Jace Beleren"), 1, [["p1"]]));
    expect(names(game, "p1", "play")).not.toContain("Jace Beleren");
    expect(names(game, "p1", "graveyard")).toContain("Jace Beleren");
    expect(game.stack()).toHaveLength(1);
    resolveTop(game);
    expect(game.zone("p1", "hand")).toHaveLength(handBefore + 1);
  });

  it("212.9d/420.5: a planeswalker left with loyalty above 0 stays", () => {
    const game = table({ play: [walker("Jace Beleren", 2)] });
    const jace = find(game, "p1", "play", "Jace Beleren");
    submit(game, activate("p1", jace, 1, [["p1"]]));
    resolveTop(game);
    expect(loyalty(game, jace)).toBe(1);
    expect(names(game, "p1", "play")).toContain("Jace Beleren");
  });
});

describe("212.9e: attacking planeswalkers", () => {
  it("212.9e: a creature may attack a planeswalker; its combat damage removes loyalty counters, not life", () => {
    const game = table({ play: ["Grizzly Bears"] }, { play: [walker("Liliana Vess", 5)] });
    const bears = find(game, "p1", "play", "Grizzly Bears");
    const liliana = find(game, "p2", "play", "Liliana Vess");
    attackUnblocked(game, [{ attacker: bears, defender: liliana }]);
    expect(loyalty(game, liliana)).toBe(3);
    expect(life(game, "p2")).toBe(20);
  });

  it("212.9e: lethal combat damage to a planeswalker puts it into its owner's graveyard", () => {
    const game = table({ play: ["Hill Giant"] }, { play: [walker("Jace Beleren", 3)] });
    attackUnblocked(game, [{ attacker: find(game, "p1", "play", "Hill Giant"), defender: find(game, "p2", "play", "Jace Beleren") }]);
    expect(names(game, "p2", "graveyard")).toContain("Jace Beleren");
  });

  it("212.9e: a player can't attack their own planeswalker", () => {
    const game = table({ play: ["Grizzly Bears", walker("Jace Beleren", 3)] });
    advanceTo(game, { kind: "declareAttackers" });
    const bears = find(game, "p1", "play", "Grizzly Bears");
    const before = JSON.stringify(game.snapshot());
    const result = game.submit({ kind: "declareAttackers", player: "p1", attackers: [{ attacker: bears, defender: find(game, "p1", "play", "Jace Beleren") }] });
    expect(result.ok).toBe(false);
    expect(JSON.stringify(game.snapshot())).toBe(before);
  });
});

describe("212.9f: loyalty abilities", () => {
  it("212.9f: the cost is paid on activation: +2 puts two loyalty counters on at once", () => {
    const game = table({ play: [walker("Jace Beleren", 3)] });
    const jace = find(game, "p1", "play", "Jace Beleren");
    const hands = [game.zone("p1", "hand").length, game.zone("p2", "hand").length];
    submit(game, activate("p1", jace, 0));
    expect(loyalty(game, jace)).toBe(5);
    expect(game.stack()).toHaveLength(1);
    resolveTop(game);
    expect([game.zone("p1", "hand").length, game.zone("p2", "hand").length]).toEqual([hands[0] + 1, hands[1] + 1]);
  });

  it("212.9f: only one loyalty ability of a planeswalker per turn", () => {
    const game = table({ play: [walker("Jace Beleren", 3)] });
    const jace = find(game, "p1", "play", "Jace Beleren");
    submit(game, activate("p1", jace, 0));
    resolveTop(game);
    expect(game.legalActions()).not.toContainEqual(expect.objectContaining({ kind: "activate", object: jace }));
    refused(game, activate("p1", jace, 1, [["p2"]]), "212.9f");
  });

  it("212.9f: another planeswalker may still use its own ability that turn", () => {
    const game = table({ play: [walker("Jace Beleren", 3), walker("Liliana Vess", 5)] });
    submit(game, activate("p1", find(game, "p1", "play", "Jace Beleren"), 0));
    resolveTop(game);
    submit(game, activate("p1", find(game, "p1", "play", "Liliana Vess"), 0, [["p2"]]));
    expect(loyalty(game, find(game, "p1", "play", "Liliana Vess"))).toBe(6);
  });

  it("212.9f: only while the stack is empty", () => {
    const game = table({ hand: ["Shock"], play: [walker("Jace Beleren", 3), "Mountain"] });
    submit(game, cast("p1", find(game, "p1", "hand", "Shock"), [["p2"]]));
    refused(game, activate("p1", find(game, "p1", "play", "Jace Beleren"), 0), "212.9f");
  });

  it("212.9f: only in a main phase of its controller's turn", () => {
    const combat = table({ play: [walker("Jace Beleren", 3)] }, {}, { step: "beginningOfCombat" });
    refused(combat, activate("p1", find(combat, "p1", "play", "Jace Beleren"), 0), "212.9f");
    const theirs = table({}, { play: [walker("Jace Beleren", 3)] });
    submit(theirs, { kind: "pass", player: "p1" });
    expect(theirs.priorityPlayer()).toBe("p2");
    refused(theirs, activate("p2", find(theirs, "p2", "play", "Jace Beleren"), 0), "212.9f");
  });

  it("212.9f: only by its controller", () => {
    const game = table({}, { play: [walker("Jace Beleren", 3)] });
    const result = game.submit(activate("p1", find(game, "p2", "play", "Jace Beleren"), 0));
    expect(result.ok).toBe(false);
  });

  it("212.9f: a negative cost can't be paid without that many counters; exactly that many is enough", () => {
    const game = table({ play: [walker("Jace Beleren", 9)] });
    const jace = find(game, "p1", "play", "Jace Beleren");
    refused(game, activate("p1", jace, 2, [["p2"]]), "212.9f");
    const enough = table({ play: [walker("Jace Beleren", 10)] }, { library: islands(25) });
    submit(enough, activate("p1", find(enough, "p1", "play", "Jace Beleren"), 2, [["p2"]]));
    resolveTop(enough);
    expect(enough.zone("p2", "graveyard")).toHaveLength(20);
  });

  it("212.9f: −X can't remove more counters than there are; X equal to loyalty is allowed", () => {
    const game = table({ play: [walker("Chandra Nalaar", 6)] }, { play: ["Serra Angel"] });
    const chandra = find(game, "p1", "play", "Chandra Nalaar");
    const angel = find(game, "p2", "play", "Serra Angel");
    refused(game, activate("p1", chandra, 1, [[angel]], 7), "212.9f");
    submit(game, activate("p1", chandra, 1, [[angel]], 6));
    expect(names(game, "p1", "graveyard")).toContain("Chandra Nalaar");
    resolveTop(game);
    // 413.2a: the ability's source has left play; its last known information deals the damage.
    expect(names(game, "p2", "graveyard")).toContain("Serra Angel");
  });

  it("212.9f: counters put on as a cost are not placed by an effect, so Doubling Season does not double them", () => {
    const game = table({ play: [walker("Jace Beleren", 3), "Doubling Season"] });
    const jace = find(game, "p1", "play", "Jace Beleren");
    submit(game, activate("p1", jace, 0));
    expect(loyalty(game, jace)).toBe(5);
  });

  it("212.9f: Doubling Season does double counters an effect places (Ajani Goldmane's −1)", () => {
    const game = table({ play: [walker("Ajani Goldmane", 4), "Doubling Season", "Grizzly Bears"] });
    const ajani = find(game, "p1", "play", "Ajani Goldmane");
    submit(game, activate("p1", ajani, 1));
    expect(loyalty(game, ajani)).toBe(3);
    resolveTop(game);
    const bears = game.object(find(game, "p1", "play", "Grizzly Bears"));
    expect(bears?.counters["+1/+1"]).toBe(2);
    expect([bears?.power, bears?.toughness]).toEqual([4, 4]);
    expect(bears?.keywords).toContain("Vigilance");
  });

  it("212.9f: a planeswalker that left play and came back is a new object and may use a loyalty ability again", () => {
    const game = table({
      hand: ["Oblivion Ring"],
      play: [walker("Jace Beleren", 3), walker("Nicol Bolas, Planeswalker", 5), "Plains", "Plains", "Plains"],
      library: islands(10),
    });
    const jace = find(game, "p1", "play", "Jace Beleren");
    submit(game, activate("p1", jace, 0));
    resolveTop(game);
    submit(game, cast("p1", find(game, "p1", "hand", "Oblivion Ring")));
    resolveAll(game, (decision) => (decision.options.includes(jace) ? [jace] : undefined));
    expect(names(game, "p1", "removed")).toContain("Jace Beleren");
    const ring = find(game, "p1", "play", "Oblivion Ring");
    submit(game, activate("p1", find(game, "p1", "play", "Nicol Bolas, Planeswalker"), 0, [[ring]]));
    resolveAll(game);
    const back = find(game, "p1", "play", "Jace Beleren");
    expect(back).not.toBe(jace);
    expect(loyalty(game, back)).toBe(3);
    submit(game, activate("p1", back, 0));
    expect(loyalty(game, back)).toBe(5);
  });
});

describe("212.9g: noncombat damage redirection", () => {
  const redirectTo = (target: Chosen | "no"): Answerer => (decision) => (decision.kind === "redirect" ? [target] : undefined);

  it("212.9g: the source's controller may redirect noncombat damage to a planeswalker the damaged player controls", () => {
    const game = table({ hand: ["Shock"], play: ["Mountain"] }, { play: [walker("Jace Beleren", 3)] });
    const jace = find(game, "p2", "play", "Jace Beleren");
    const seen: Decision[] = [];
    submit(game, cast("p1", find(game, "p1", "hand", "Shock"), [["p2"]]));
    resolveTop(game, recording(seen, redirectTo(jace)));
    expect(seen.map((decision) => [decision.kind, decision.player])).toEqual([["redirect", "p1"]]);
    expect(loyalty(game, jace)).toBe(1);
    expect(life(game, "p2")).toBe(20);
  });

  it("212.9g: the redirection is optional: declining leaves the damage on the player", () => {
    const game = table({ hand: ["Shock"], play: ["Mountain"] }, { play: [walker("Jace Beleren", 3)] });
    const jace = find(game, "p2", "play", "Jace Beleren");
    submit(game, cast("p1", find(game, "p1", "hand", "Shock"), [["p2"]]));
    resolveTop(game, (decision) => (decision.kind === "redirect" ? [decision.options.find((option) => option !== jace) as string] : undefined));
    expect(loyalty(game, jace)).toBe(3);
    expect(life(game, "p2")).toBe(18);
  });

  it("212.9g: nothing is offered when the damaged player controls no planeswalker", () => {
    const game = table({ hand: ["Shock"], play: ["Mountain", walker("Jace Beleren", 3)] });
    submit(game, cast("p1", find(game, "p1", "hand", "Shock"), [["p2"]]));
    resolveTop(game); // any decision would throw
    expect(life(game, "p2")).toBe(18);
  });

  it("212.9g: not for damage from a source the damaged player controls", () => {
    const game = table({ hand: ["Shock"], play: ["Mountain", walker("Jace Beleren", 3)] });
    submit(game, cast("p1", find(game, "p1", "hand", "Shock"), [["p1"]]));
    resolveTop(game);
    expect(life(game, "p1")).toBe(18);
    expect(loyalty(game, find(game, "p1", "play", "Jace Beleren"))).toBe(3);
  });

  it("212.9g: not for damage to a creature", () => {
    const game = table({ hand: ["Shock"], play: ["Mountain"] }, { play: ["Hill Giant", walker("Jace Beleren", 3)] });
    submit(game, cast("p1", find(game, "p1", "hand", "Shock"), [[find(game, "p2", "play", "Hill Giant")]]));
    resolveTop(game);
    expect(game.object(find(game, "p2", "play", "Hill Giant"))?.damage).toBe(2);
  });

  it("212.9g: combat damage is never redirected", () => {
    const game = table({ play: ["Grizzly Bears"] }, { play: [walker("Jace Beleren", 3)] });
    attackUnblocked(game, [{ attacker: find(game, "p1", "play", "Grizzly Bears"), defender: "p2" }]);
    expect(life(game, "p2")).toBe(18);
    expect(loyalty(game, find(game, "p2", "play", "Jace Beleren"))).toBe(3);
  });

  it("212.9g/419.9: with Palisade Giant the damaged player orders the effects; redirection first, then the Giant takes it", () => {
    const game = table({ hand: ["Shock"], play: ["Mountain"] }, { play: ["Palisade Giant", walker("Jace Beleren", 3)] });
    const jace = find(game, "p2", "play", "Jace Beleren");
    const giant = find(game, "p2", "play", "Palisade Giant");
    const seen: Decision[] = [];
    submit(game, cast("p1", find(game, "p1", "hand", "Shock"), [["p2"]]));
    resolveTop(
      game,
      recording(seen, (decision) => {
        if (decision.kind === "replacementOrder") return ["redirection"];
        if (decision.kind === "redirect") return [jace];
        return undefined;
      }),
    );
    expect(seen.map((decision) => [decision.kind, decision.player])).toEqual([["replacementOrder", "p2"], ["redirect", "p1"]]);
    expect(seen[0].options).toEqual(expect.arrayContaining(["redirection", "Palisade Giant"]));
    expect(game.object(giant)?.damage).toBe(2);
    expect(loyalty(game, jace)).toBe(3);
    expect(life(game, "p2")).toBe(20);
  });

  it("212.9g/419.9: Palisade Giant first: the damage is no longer dealt to a player, so the redirection no longer applies", () => {
    const game = table({ hand: ["Shock"], play: ["Mountain"] }, { play: ["Palisade Giant", walker("Jace Beleren", 3)] });
    const seen: Decision[] = [];
    submit(game, cast("p1", find(game, "p1", "hand", "Shock"), [["p2"]]));
    resolveTop(game, recording(seen, (decision) => (decision.kind === "replacementOrder" ? ["Palisade Giant"] : undefined)));
    expect(seen.map((decision) => decision.kind)).toEqual(["replacementOrder"]);
    expect(game.object(find(game, "p2", "play", "Palisade Giant"))?.damage).toBe(2);
    expect(life(game, "p2")).toBe(20);
  });
});

describe("419: replacement effects of the bundled cards", () => {
  it("419 Doubling Season: tokens put into play under its controller's control are doubled; an opponent's are not", () => {
    const game = table({ play: [walker("Garruk Wildspeaker", 3), "Doubling Season"] }, { play: [walker("Elspeth, Knight-Errant", 4)] });
    submit(game, activate("p1", find(game, "p1", "play", "Garruk Wildspeaker"), 1));
    resolveTop(game);
    expect(names(game, "p1", "play").filter((name) => name === "Beast")).toHaveLength(2);
  });

  it("419 Palisade Giant: combat damage to its controller is dealt to the Giant instead", () => {
    const game = table({ play: ["Grizzly Bears"] }, { play: ["Palisade Giant"] });
    attackUnblocked(game, [{ attacker: find(game, "p1", "play", "Grizzly Bears"), defender: "p2" }]);
    expect(life(game, "p2")).toBe(20);
    expect(game.object(find(game, "p2", "play", "Palisade Giant"))?.damage).toBe(2);
  });

  it("419 Palisade Giant: damage to the Giant itself is not redirected, and an opponent's permanents are not covered", () => {
    const game = table({ hand: ["Shock", "Lightning Bolt"], play: ["Mountain", "Mountain", "Hill Giant"] }, { play: ["Palisade Giant"] });
    const giant = find(game, "p2", "play", "Palisade Giant");
    submit(game, cast("p1", find(game, "p1", "hand", "Shock"), [[giant]]));
    resolveTop(game);
    submit(game, cast("p1", find(game, "p1", "hand", "Lightning Bolt"), [[find(game, "p1", "play", "Hill Giant")]]));
    resolveTop(game);
    expect(game.object(giant)?.damage).toBe(2);
    expect(names(game, "p1", "graveyard")).toContain("Hill Giant");
  });
});

describe("420.5: state-based effects", () => {
  it("420.5: a player with 0 or less life loses", () => {
    const game = table({ hand: ["Lava Axe"], play: ["Mountain", ...islands(4)] }, { life: 5 });
    submit(game, cast("p1", find(game, "p1", "hand", "Lava Axe"), [["p2"]]));
    resolveTop(game);
    expect(game.player("p2").lost).toBe(true);
    expect(game.isOver()).toBe(true);
    expect(game.winner()).toBe("p1");
  });

  it("420.5: a player above 0 life plays on", () => {
    const game = table({ hand: ["Lava Axe"], play: ["Mountain", ...islands(4)] }, { life: 6 });
    submit(game, cast("p1", find(game, "p1", "hand", "Lava Axe"), [["p2"]]));
    resolveTop(game);
    expect(life(game, "p2")).toBe(1);
    expect(game.isOver()).toBe(false);
  });

  it("420.5: a player who drew from an empty library loses; one who drew the last card does not", () => {
    const empty = table({ play: [walker("Jace Beleren", 3)] }, { library: [] });
    submit(empty, activate("p1", find(empty, "p1", "play", "Jace Beleren"), 1, [["p2"]]));
    resolveTop(empty);
    expect(empty.player("p2").lost).toBe(true);
    expect(empty.winner()).toBe("p1");
    const last = table({ play: [walker("Jace Beleren", 3)] }, { library: ["Island"] });
    submit(last, activate("p1", find(last, "p1", "play", "Jace Beleren"), 1, [["p2"]]));
    resolveTop(last);
    expect(last.player("p2").lost).toBe(false);
    expect(last.isOver()).toBe(false);
  });

  it("420.5: a creature with toughness 0 or less goes to its owner's graveyard; toughness above 0 stays", () => {
    const game = table({ hand: ["Test Shade", "Ornithopter"], play: ["Swamp"] }, {}, { cards: withTestCards });
    submit(game, cast("p1", find(game, "p1", "hand", "Test Shade")));
    resolveTop(game);
    expect(names(game, "p1", "graveyard")).toContain("Test Shade");
    submit(game, cast("p1", find(game, "p1", "hand", "Ornithopter")));
    resolveTop(game);
    expect(names(game, "p1", "play")).toContain("Ornithopter");
  });

  it("420.5: a creature with lethal damage is destroyed; less than lethal stays", () => {
    const game = table({ hand: ["Shock", "Shock"], play: ["Mountain", "Mountain"] }, { play: ["Grizzly Bears", "Hill Giant"] });
    submit(game, cast("p1", find(game, "p1", "hand", "Shock"), [[find(game, "p2", "play", "Grizzly Bears")]]));
    resolveTop(game);
    submit(game, cast("p1", find(game, "p1", "hand", "Shock"), [[find(game, "p2", "play", "Hill Giant")]]));
    resolveTop(game);
    expect(names(game, "p2", "graveyard")).toEqual(["Grizzly Bears"]);
    expect(game.object(find(game, "p2", "play", "Hill Giant"))?.damage).toBe(2);
  });

  it("420.5: indestructible permanents are not destroyed by lethal damage (Elspeth's −8, which outlives her)", () => {
    const game = table({ hand: ["Lightning Bolt"], play: [walker("Elspeth, Knight-Errant", 8), "Grizzly Bears", "Mountain"] });
    submit(game, activate("p1", find(game, "p1", "play", "Elspeth, Knight-Errant"), 2));
    resolveTop(game);
    expect(names(game, "p1", "graveyard")).toContain("Elspeth, Knight-Errant");
    const bears = find(game, "p1", "play", "Grizzly Bears");
    submit(game, cast("p1", find(game, "p1", "hand", "Lightning Bolt"), [[bears]]));
    resolveTop(game);
    expect(game.object(bears)).toMatchObject({ zone: "play", damage: 3 });
  });

  it("420.5: two legendary permanents with the same name all go to their owners' graveyards (2007 legend rule)", () => {
    const game = table({ hand: ["Test Legend"], play: ["Forest"] }, { play: ["Test Legend"] }, { cards: withTestCards });
    submit(game, cast("p1", find(game, "p1", "hand", "Test Legend")));
    resolveTop(game);
    expect(names(game, "p1", "graveyard")).toContain("Test Legend");
    expect(names(game, "p2", "graveyard")).toContain("Test Legend");
  });

  it("420.5: a single legendary permanent stays", () => {
    const game = table({ hand: ["Test Legend"], play: ["Forest"] }, {}, { cards: withTestCards });
    submit(game, cast("p1", find(game, "p1", "hand", "Test Legend")));
    resolveTop(game);
    expect(names(game, "p1", "play")).toContain("Test Legend");
  });

  it("420.5: a token that leaves play ceases to exist; a token in play stays", () => {
    const game = table({ hand: ["Shock"], play: [walker("Elspeth, Knight-Errant", 4), "Mountain"] });
    submit(game, activate("p1", find(game, "p1", "play", "Elspeth, Knight-Errant"), 0));
    resolveTop(game);
    const soldier = find(game, "p1", "play", "Soldier");
    expect(game.object(soldier)?.token).toBe(true);
    submit(game, cast("p1", find(game, "p1", "hand", "Shock"), [[soldier]]));
    resolveTop(game);
    for (const zone of ["play", "graveyard", "removed", "hand", "library"] as const) expect(names(game, "p1", zone)).not.toContain("Soldier");
  });

  it("420.5: a token removed by Oblivion Ring ceases to exist and never comes back", () => {
    const game = table({ hand: ["Oblivion Ring"], play: [walker("Elspeth, Knight-Errant", 4), walker("Nicol Bolas, Planeswalker", 5), "Plains", "Plains", "Plains"] });
    submit(game, activate("p1", find(game, "p1", "play", "Elspeth, Knight-Errant"), 0));
    resolveTop(game);
    const soldier = find(game, "p1", "play", "Soldier");
    submit(game, cast("p1", find(game, "p1", "hand", "Oblivion Ring")));
    resolveAll(game, (decision) => (decision.options.includes(soldier) ? [soldier] : undefined));
    expect(names(game, "p1", "removed")).not.toContain("Soldier");
    submit(game, activate("p1", find(game, "p1", "play", "Nicol Bolas, Planeswalker"), 0, [[find(game, "p1", "play", "Oblivion Ring")]]));
    resolveAll(game);
    expect(names(game, "p1", "play")).not.toContain("Soldier");
    expect(names(game, "p1", "graveyard")).toContain("Oblivion Ring");
  });
});

// ---------------------------------------------------------------------------------------------------------
// The rest of issue 4's rule list: turn structure, mana, the stack, triggers, continuous effects — and every
// bundled card's abilities doing what their text says.

/** Answers any decision by choosing the option(s) that are objects with these names (in this order). */
const choosing = (...wanted: string[]): ((game: Game) => Answerer) => (game) => (decision) => {
  const picked: (Chosen | string)[] = [];
  for (const name of wanted) {
    const option = decision.options.find((o) => !picked.includes(o) && game.object(o)?.name === name);
    if (option !== undefined) picked.push(option);
  }
  return picked.length >= decision.min ? picked.slice(0, decision.max) : undefined;
};

describe("turn structure, mana and costs (2007)", () => {
  it("409.1f: a cost is paid automatically from untapped lands", () => {
    const game = table({ hand: ["Lava Axe"], play: ["Mountain", ...islands(4)] });
    submit(game, cast("p1", find(game, "p1", "hand", "Lava Axe"), [["p2"]]));
    expect(game.zone("p1", "play").every((id) => game.object(id)?.tapped)).toBe(true);
  });

  it("409.1f: a cost that the untapped lands can't pay is refused, and not listed", () => {
    const short = table({ hand: ["Lava Axe"], play: ["Mountain", ...islands(3)] });
    const axe = find(short, "p1", "hand", "Lava Axe");
    expect(short.legalActions()).not.toContainEqual(expect.objectContaining({ kind: "cast", card: axe }));
    expect(short.submit(cast("p1", axe, [["p2"]])).ok).toBe(false);
    const wrongColour = table({ hand: ["Shock"], play: islands(3) });
    expect(wrongColour.submit(cast("p1", find(wrongColour, "p1", "hand", "Shock"), [["p2"]])).ok).toBe(false);
    const tapped = table({ hand: ["Shock"], play: [{ card: "Mountain", tapped: true }] });
    expect(tapped.submit(cast("p1", find(tapped, "p1", "hand", "Shock"), [["p2"]])).ok).toBe(false);
  });

  it("300.3 (2007): mana left in a pool at the end of a phase empties and burns its player for 1 life each", () => {
    const game = table({ play: ["Mountain", "Forest"] });
    submit(game, activate("p1", find(game, "p1", "play", "Mountain"), 0));
    expect(game.player("p1").manaPool.R).toBe(1);
    advanceTo(game, { step: "beginningOfCombat" });
    expect(life(game, "p1")).toBe(19);
    expect(game.player("p1").manaPool.R ?? 0).toBe(0);
  });

  it("300.3 (2007): mana spent before the phase ends burns nothing", () => {
    const game = table({ hand: ["Shock"], play: ["Mountain"] });
    submit(game, activate("p1", find(game, "p1", "play", "Mountain"), 0));
    submit(game, cast("p1", find(game, "p1", "hand", "Shock"), [["p2"]]));
    resolveTop(game);
    advanceTo(game, { step: "beginningOfCombat" });
    expect(life(game, "p1")).toBe(20);
  });

  it("the player who goes first skips the draw of their first turn; the next player draws", () => {
    const game = table({ library: islands(5) }, { library: islands(5) }, { step: "upkeep", turnNumber: 1 });
    advanceTo(game, { step: "main1", turn: 1 });
    expect(game.zone("p1", "hand")).toHaveLength(0);
    advanceTo(game, { step: "main1", turn: 2 });
    expect(game.activePlayer()).toBe("p2");
    expect(game.zone("p2", "hand")).toHaveLength(1);
  });

  it("cleanup: damage wears off and \"until end of turn\" effects end", () => {
    const game = table({ hand: ["Shock"], play: ["Mountain", walker("Elspeth, Knight-Errant", 4), "Grizzly Bears", "Hill Giant"] });
    const bears = find(game, "p1", "play", "Grizzly Bears");
    const giant = find(game, "p1", "play", "Hill Giant");
    submit(game, activate("p1", find(game, "p1", "play", "Elspeth, Knight-Errant"), 1, [[bears]]));
    resolveTop(game);
    expect(game.object(bears)).toMatchObject({ power: 5, toughness: 5 });
    expect(game.object(bears)?.keywords).toContain("Flying");
    submit(game, cast("p1", find(game, "p1", "hand", "Shock"), [[giant]]));
    resolveTop(game);
    expect(game.object(giant)?.damage).toBe(2);
    advanceTo(game, { step: "upkeep", turn: 4 });
    expect(game.object(giant)?.damage).toBe(0);
    expect(game.object(bears)).toMatchObject({ power: 2, toughness: 2 });
    expect(game.object(bears)?.keywords).not.toContain("Flying");
  });
});

describe("the stack and triggered abilities", () => {
  it("413.2a: an ability whose only target became illegal is countered on resolution: none of it happens", () => {
    const game = table({ hand: ["Lightning Bolt"], play: [walker("Ajani Vengeant", 3), "Mountain"] }, { play: ["Grizzly Bears"] });
    const bears = find(game, "p2", "play", "Grizzly Bears");
    submit(game, activate("p1", find(game, "p1", "play", "Ajani Vengeant"), 1, [[bears]]));
    submit(game, cast("p1", find(game, "p1", "hand", "Lightning Bolt"), [[bears]]));
    resolveTop(game);
    expect(names(game, "p2", "graveyard")).toContain("Grizzly Bears");
    resolveTop(game);
    expect(life(game, "p1")).toBe(20); // "and you gain 3 life" did not happen either
  });

  it("413.2a: with its target still legal, the whole ability happens", () => {
    const game = table({ play: [walker("Ajani Vengeant", 3)] }, { play: ["Grizzly Bears"] });
    submit(game, activate("p1", find(game, "p1", "play", "Ajani Vengeant"), 1, [[find(game, "p2", "play", "Grizzly Bears")]]));
    resolveTop(game);
    expect(names(game, "p2", "graveyard")).toContain("Grizzly Bears");
    expect(life(game, "p1")).toBe(23);
  });

  it("410: Oblivion Ring's trigger goes on the stack when it comes into play; the removed card returns under its owner's control when it leaves", () => {
    const game = table(
      { hand: ["Oblivion Ring"], play: [walker("Nicol Bolas, Planeswalker", 5), "Plains", "Plains", "Plains"] },
      { play: ["Hill Giant"] },
    );
    submit(game, cast("p1", find(game, "p1", "hand", "Oblivion Ring")));
    submit(game, { kind: "pass", player: "p1" });
    submit(game, { kind: "pass", player: "p2" });
    answerAll(game, choosing("Hill Giant")(game));
    // The Ring resolved; its trigger went on the stack (its target chosen then) before p1 got priority again.
    expect(names(game, "p1", "play")).toContain("Oblivion Ring");
    expect(game.stack()).toHaveLength(1);
    expect(game.priorityPlayer()).toBe("p1");
    expect(names(game, "p2", "play")).toContain("Hill Giant");
    resolveTop(game, choosing("Hill Giant")(game));
    expect(names(game, "p2", "removed")).toContain("Hill Giant");
    submit(game, activate("p1", find(game, "p1", "play", "Nicol Bolas, Planeswalker"), 0, [[find(game, "p1", "play", "Oblivion Ring")]]));
    resolveAll(game);
    const giant = find(game, "p2", "play", "Hill Giant");
    expect(game.object(giant)).toMatchObject({ owner: "p2", controller: "p2" });
    expect(names(game, "p2", "removed")).not.toContain("Hill Giant");
  });

  it("410: Oblivion Ring can't target itself or a land (\"another target nonland permanent\")", () => {
    const game = table({ hand: ["Oblivion Ring"], play: ["Plains", "Plains", "Plains"] }, { play: ["Forest", "Grizzly Bears"] });
    const seen: Decision[] = [];
    submit(game, cast("p1", find(game, "p1", "hand", "Oblivion Ring")));
    resolveAll(game, recording(seen, choosing("Grizzly Bears")(game)));
    const offered = seen.flatMap((decision) => decision.options.map((option) => game.object(option)?.name ?? option));
    expect(offered).not.toContain("Forest");
    expect(offered).not.toContain("Plains");
    expect(offered).not.toContain("Oblivion Ring");
    expect(names(game, "p2", "removed")).toEqual(["Grizzly Bears"]);
  });
});

describe("continuous effects: control, type, characteristic P/T, untap", () => {
  it("Sarkhan Vol −2: control until end of turn, untapped, with haste — it can attack its owner; it goes back at end of turn", () => {
    const game = table({ play: [walker("Sarkhan Vol", 4)] }, { play: [{ card: "Hill Giant", tapped: true }] });
    const giant = find(game, "p2", "play", "Hill Giant");
    submit(game, activate("p1", find(game, "p1", "play", "Sarkhan Vol"), 1, [[giant]]));
    resolveTop(game);
    expect(game.object(giant)).toMatchObject({ controller: "p1", tapped: false });
    expect(game.object(giant)?.keywords).toContain("Haste");
    attackUnblocked(game, [{ attacker: giant, defender: "p2" }]);
    expect(life(game, "p2")).toBe(17);
    advanceTo(game, { step: "upkeep", turn: 4 });
    expect(game.object(giant)?.controller).toBe("p2");
  });

  it("Nicol Bolas −2: control that does not end with the turn", () => {
    const game = table({ play: [walker("Nicol Bolas, Planeswalker", 5)] }, { play: ["Serra Angel"] });
    const angel = find(game, "p2", "play", "Serra Angel");
    submit(game, activate("p1", find(game, "p1", "play", "Nicol Bolas, Planeswalker"), 1, [[angel]]));
    resolveTop(game);
    advanceTo(game, { step: "main1", turn: 5 });
    expect(game.object(angel)).toMatchObject({ controller: "p1", owner: "p2" });
  });

  it("Tezzeret −5: artifacts you control become 5/5 artifact creatures until end of turn, then stop", () => {
    const game = table({ play: [walker("Tezzeret the Seeker", 5), "Millstone", "Ornithopter"] }, { play: ["Millstone"] });
    const millstone = find(game, "p1", "play", "Millstone");
    const thopter = find(game, "p1", "play", "Ornithopter");
    submit(game, activate("p1", find(game, "p1", "play", "Tezzeret the Seeker"), 2));
    resolveTop(game);
    expect(game.object(millstone)).toMatchObject({ power: 5, toughness: 5 });
    expect(game.object(millstone)?.types).toEqual(expect.arrayContaining(["Artifact", "Creature"]));
    expect(game.object(thopter)).toMatchObject({ power: 5, toughness: 5 });
    expect(game.object(find(game, "p2", "play", "Millstone"))?.types).not.toContain("Creature");
    advanceTo(game, { step: "upkeep", turn: 4 });
    expect(game.object(millstone)?.types).not.toContain("Creature");
    expect(game.object(thopter)).toMatchObject({ power: 0, toughness: 2 });
  });

  it("Ajani Goldmane −6: the Avatar's power and toughness follow its controller's life total", () => {
    const game = table({ hand: ["Shock"], play: [walker("Ajani Goldmane", 6), "Mountain"], life: 12 });
    submit(game, activate("p1", find(game, "p1", "play", "Ajani Goldmane"), 2));
    resolveTop(game);
    const avatar = find(game, "p1", "play", "Avatar");
    expect(game.object(avatar)).toMatchObject({ power: 12, toughness: 12, token: true });
    expect(game.object(avatar)?.colors).toEqual(["W"]);
    submit(game, cast("p1", find(game, "p1", "hand", "Shock"), [["p1"]]));
    resolveTop(game);
    expect(game.object(avatar)).toMatchObject({ power: 10, toughness: 10 });
  });

  it("Ajani Vengeant +1: the permanent doesn't untap during its controller's next untap step, and untaps at the one after", () => {
    const game = table({ play: [walker("Ajani Vengeant", 3)] }, { play: [{ card: "Mountain", tapped: true }, { card: "Forest", tapped: true }] });
    const mountain = find(game, "p2", "play", "Mountain");
    submit(game, activate("p1", find(game, "p1", "play", "Ajani Vengeant"), 0, [[mountain]]));
    resolveTop(game);
    advanceTo(game, { step: "upkeep", turn: 4 });
    expect(game.object(mountain)?.tapped).toBe(true);
    expect(game.object(find(game, "p2", "play", "Forest"))?.tapped).toBe(false);
    advanceTo(game, { step: "upkeep", turn: 6 });
    expect(game.object(mountain)?.tapped).toBe(false);
  });
});

describe("every bundled card's abilities do what the text says", () => {
  it("Ajani Goldmane +1: you gain 2 life", () => {
    const game = table({ play: [walker("Ajani Goldmane", 4)] });
    submit(game, activate("p1", find(game, "p1", "play", "Ajani Goldmane"), 0));
    resolveTop(game);
    expect(life(game, "p1")).toBe(22);
  });

  it("Chandra Nalaar +1: 1 damage to target player", () => {
    const game = table({ play: [walker("Chandra Nalaar", 6)] });
    submit(game, activate("p1", find(game, "p1", "play", "Chandra Nalaar"), 0, [["p2"]]));
    resolveTop(game);
    expect(life(game, "p2")).toBe(19);
  });

  it("Chandra Nalaar −8: 10 damage to target player and each creature that player controls, not to yours", () => {
    const game = table({ play: [walker("Chandra Nalaar", 8), "Grizzly Bears"] }, { play: ["Serra Angel", "Palisade Giant", "Ornithopter"] });
    submit(game, activate("p1", find(game, "p1", "play", "Chandra Nalaar"), 2, [["p2"]]));
    // Palisade Giant takes all of it (10 × 3 redirected to it, 10 to itself); only the Giant dies.
    resolveTop(game);
    expect(life(game, "p2")).toBe(20);
    expect(names(game, "p2", "graveyard")).toEqual(["Palisade Giant"]);
    expect(names(game, "p1", "play")).toContain("Grizzly Bears");
  });

  it("Garruk Wildspeaker +1: untap two target lands", () => {
    const game = table({ play: [walker("Garruk Wildspeaker", 3), { card: "Forest", tapped: true }, { card: "Forest", tapped: true }] });
    const forests = [find(game, "p1", "play", "Forest", 0), find(game, "p1", "play", "Forest", 1)];
    submit(game, activate("p1", find(game, "p1", "play", "Garruk Wildspeaker"), 0, [forests]));
    resolveTop(game);
    expect(forests.map((id) => game.object(id)?.tapped)).toEqual([false, false]);
  });

  it("Garruk Wildspeaker +1 needs exactly two targets", () => {
    const game = table({ play: [walker("Garruk Wildspeaker", 3), { card: "Forest", tapped: true }] });
    const result = game.submit(activate("p1", find(game, "p1", "play", "Garruk Wildspeaker"), 0, [[find(game, "p1", "play", "Forest")]]));
    expect(result.ok).toBe(false);
  });

  it("Garruk Wildspeaker −4: creatures you control get +3/+3 and trample until end of turn", () => {
    const game = table({ play: [walker("Garruk Wildspeaker", 4), "Grizzly Bears"] }, { play: ["Hill Giant"] });
    submit(game, activate("p1", find(game, "p1", "play", "Garruk Wildspeaker"), 2));
    resolveTop(game);
    expect(game.object(find(game, "p1", "play", "Grizzly Bears"))).toMatchObject({ power: 5, toughness: 5 });
    expect(game.object(find(game, "p1", "play", "Grizzly Bears"))?.keywords).toContain("Trample");
    expect(game.object(find(game, "p2", "play", "Hill Giant"))).toMatchObject({ power: 3, toughness: 3 });
  });

  it("Liliana Vess +1: target player discards a card of their choice", () => {
    const game = table({ play: [walker("Liliana Vess", 5)] }, { hand: ["Shock", "Lava Axe"] });
    const seen: Decision[] = [];
    submit(game, activate("p1", find(game, "p1", "play", "Liliana Vess"), 0, [["p2"]]));
    resolveTop(game, recording(seen, choosing("Lava Axe")(game)));
    expect(seen.map((decision) => [decision.kind, decision.player])).toEqual([["discard", "p2"]]);
    expect(names(game, "p2", "hand")).toEqual(["Shock"]);
    expect(names(game, "p2", "graveyard")).toEqual(["Lava Axe"]);
  });

  it("Liliana Vess −2: search your library for a card, shuffle, and put it on top", () => {
    const game = table({ play: [walker("Liliana Vess", 5)], library: [...islands(6), "Lava Axe", ...islands(3)] });
    submit(game, activate("p1", find(game, "p1", "play", "Liliana Vess"), 1));
    resolveTop(game, choosing("Lava Axe")(game));
    expect(names(game, "p1", "library")[0]).toBe("Lava Axe");
    expect(game.zone("p1", "library")).toHaveLength(10);
  });

  it("Liliana Vess −8: all creature cards in all graveyards come into play under your control", () => {
    const game = table(
      { play: [walker("Liliana Vess", 8)], graveyard: ["Grizzly Bears", "Shock"] },
      { graveyard: ["Hill Giant", "Ornithopter", "Jace Beleren"] },
    );
    submit(game, activate("p1", find(game, "p1", "play", "Liliana Vess"), 2));
    resolveTop(game);
    expect(names(game, "p1", "play").sort()).toEqual(["Grizzly Bears", "Hill Giant", "Ornithopter"]);
    expect(game.object(find(game, "p1", "play", "Hill Giant"))?.owner).toBe("p2");
    expect(names(game, "p2", "graveyard")).toEqual(["Jace Beleren"]);
    expect(names(game, "p1", "graveyard")).toEqual(expect.arrayContaining(["Shock", "Liliana Vess"]));
  });

  it("Jace Beleren −10: target player puts the top twenty cards of their library into their graveyard", () => {
    const game = table({ play: [walker("Jace Beleren", 10)] }, { library: ["Lava Axe", ...islands(24)] });
    submit(game, activate("p1", find(game, "p1", "play", "Jace Beleren"), 2, [["p2"]]));
    resolveTop(game);
    expect(game.zone("p2", "library")).toHaveLength(5);
    expect(names(game, "p2", "graveyard")).toContain("Lava Axe");
  });

  it("Ajani Vengeant −7: destroy all lands target player controls", () => {
    const game = table({ play: [walker("Ajani Vengeant", 7), "Plains"] }, { play: ["Forest", "Forest", "Grizzly Bears"] });
    submit(game, activate("p1", find(game, "p1", "play", "Ajani Vengeant"), 2, [["p2"]]));
    resolveTop(game);
    expect(names(game, "p2", "play")).toEqual(["Grizzly Bears"]);
    expect(names(game, "p1", "play")).toContain("Plains");
  });

  it("Elspeth, Knight-Errant +1: a 1/1 white Soldier token", () => {
    const game = table({ play: [walker("Elspeth, Knight-Errant", 4)] });
    submit(game, activate("p1", find(game, "p1", "play", "Elspeth, Knight-Errant"), 0));
    resolveTop(game);
    expect(game.object(find(game, "p1", "play", "Soldier"))).toMatchObject({ power: 1, toughness: 1, token: true, colors: ["W"] });
  });

  it("Sarkhan Vol +1: creatures you control get +1/+1 and haste until end of turn", () => {
    const game = table({ play: [walker("Sarkhan Vol", 4), { card: "Grizzly Bears", sinceStartOfTurn: false }] });
    const bears = find(game, "p1", "play", "Grizzly Bears");
    submit(game, activate("p1", find(game, "p1", "play", "Sarkhan Vol"), 0));
    resolveTop(game);
    expect(game.object(bears)).toMatchObject({ power: 3, toughness: 3 });
    attackUnblocked(game, [{ attacker: bears, defender: "p2" }]);
    expect(life(game, "p2")).toBe(17);
  });

  it("Sarkhan Vol −6: five 4/4 red Dragons with flying — ten with Doubling Season", () => {
    const game = table({ play: [walker("Sarkhan Vol", 6), "Doubling Season"] });
    submit(game, activate("p1", find(game, "p1", "play", "Sarkhan Vol"), 2));
    resolveTop(game);
    const dragons = game.zone("p1", "play").filter((id) => game.object(id)?.name === "Dragon");
    expect(dragons).toHaveLength(10);
    expect(game.object(dragons[0])).toMatchObject({ power: 4, toughness: 4, colors: ["R"] });
    expect(game.object(dragons[0])?.keywords).toContain("Flying");
  });

  it("Tezzeret the Seeker +1: untap up to two target artifacts (none is fine)", () => {
    const game = table({ play: [walker("Tezzeret the Seeker", 4), { card: "Millstone", tapped: true }] });
    const millstone = find(game, "p1", "play", "Millstone");
    submit(game, activate("p1", find(game, "p1", "play", "Tezzeret the Seeker"), 0, [[millstone]]));
    resolveTop(game);
    expect(game.object(millstone)?.tapped).toBe(false);
    const none = table({ play: [walker("Tezzeret the Seeker", 4)] });
    submit(none, activate("p1", find(none, "p1", "play", "Tezzeret the Seeker"), 0, [[]]));
    resolveTop(none);
    expect(loyalty(none, find(none, "p1", "play", "Tezzeret the Seeker"))).toBe(5);
  });

  it("Tezzeret the Seeker −X: finds only an artifact with converted mana cost X or less, puts it into play", () => {
    const game = table({ play: [walker("Tezzeret the Seeker", 4)], library: ["Millstone", "Ornithopter", ...islands(4)] });
    const seen: Decision[] = [];
    submit(game, activate("p1", find(game, "p1", "play", "Tezzeret the Seeker"), 1, [], 1));
    resolveTop(game, recording(seen, choosing("Ornithopter", "Millstone")(game)));
    const offered = seen.flatMap((decision) => decision.options.map((option) => game.object(option)?.name ?? option));
    expect(offered).not.toContain("Millstone");
    expect(offered).not.toContain("Island");
    expect(names(game, "p1", "play")).toContain("Ornithopter");
    expect(loyalty(game, find(game, "p1", "play", "Tezzeret the Seeker"))).toBe(3);
  });

  it("Nicol Bolas +3: destroy target noncreature permanent; creatures can't be targeted", () => {
    const game = table({ play: [walker("Nicol Bolas, Planeswalker", 5)] }, { play: ["Doubling Season", "Grizzly Bears"] });
    const bolas = find(game, "p1", "play", "Nicol Bolas, Planeswalker");
    expect(game.submit(activate("p1", bolas, 0, [[find(game, "p2", "play", "Grizzly Bears")]])).ok).toBe(false);
    submit(game, activate("p1", bolas, 0, [[find(game, "p2", "play", "Doubling Season")]]));
    resolveTop(game);
    expect(names(game, "p2", "graveyard")).toEqual(["Doubling Season"]);
  });

  it("Nicol Bolas −9: 7 damage to target player, who discards seven cards, then sacrifices seven permanents", () => {
    const game = table(
      { play: [walker("Nicol Bolas, Planeswalker", 9)] },
      { hand: ["Shock", "Lava Axe", "Island"], play: ["Forest", "Grizzly Bears", "Millstone", "Doubling Season"] },
    );
    submit(game, activate("p1", find(game, "p1", "play", "Nicol Bolas, Planeswalker"), 2, [["p2"]]));
    resolveTop(game);
    expect(life(game, "p2")).toBe(13);
    expect(game.zone("p2", "hand")).toHaveLength(0);
    expect(game.zone("p2", "play")).toHaveLength(0);
    expect(game.zone("p2", "graveyard")).toHaveLength(7);
  });

  it("Millstone: {2}, {T}: target player puts the top two cards of their library into their graveyard", () => {
    const game = table({ play: ["Millstone", "Island", "Island"] });
    submit(game, activate("p1", find(game, "p1", "play", "Millstone"), 0, [["p2"]]));
    resolveTop(game);
    expect(game.zone("p2", "graveyard")).toHaveLength(2);
    expect(game.zone("p2", "library")).toHaveLength(8);
    expect(game.object(find(game, "p1", "play", "Millstone"))?.tapped).toBe(true);
  });

  it("Serra Angel: vigilance — attacking doesn't tap it; a creature without vigilance taps", () => {
    const game = table({ play: ["Serra Angel", "Grizzly Bears"] });
    const angel = find(game, "p1", "play", "Serra Angel");
    const bears = find(game, "p1", "play", "Grizzly Bears");
    attackUnblocked(game, [
      { attacker: angel, defender: "p2" },
      { attacker: bears, defender: "p2" },
    ]);
    expect(game.object(angel)?.tapped).toBe(false);
    expect(game.object(bears)?.tapped).toBe(true);
    expect(life(game, "p2")).toBe(14);
  });
});

describe("419.9: ordering replacement effects from different objects", () => {
  it("419: Palisade Giant also takes combat damage dealt to a planeswalker its controller controls", () => {
    const game = table({ play: ["Grizzly Bears"] }, { play: [walker("Jace Beleren", 3), "Palisade Giant"] });
    const jace = find(game, "p2", "play", "Jace Beleren");
    attackUnblocked(game, [{ attacker: find(game, "p1", "play", "Grizzly Bears"), defender: jace }]);
    expect(loyalty(game, jace)).toBe(3);
    expect(game.object(find(game, "p2", "play", "Palisade Giant"))?.damage).toBe(2);
  });
});

describe("control change and summoning sickness", () => {
  it("302.6: a creature gained with Nicol Bolas −2 can't attack that turn (no haste)", () => {
    const game = table({ play: [walker("Nicol Bolas, Planeswalker", 5), "Grizzly Bears"] }, { play: ["Hill Giant"] });
    const giant = find(game, "p2", "play", "Hill Giant");
    const bears = find(game, "p1", "play", "Grizzly Bears");
    submit(game, activate("p1", find(game, "p1", "play", "Nicol Bolas, Planeswalker"), 1, [[giant]]));
    resolveTop(game);
    advanceTo(game, { kind: "declareAttackers" });
    expect(game.turnNumber()).toBe(3);
    const before = JSON.stringify(game.snapshot());
    const result = game.submit({ kind: "declareAttackers", player: "p1", attackers: [{ attacker: giant, defender: "p2" }] });
    expect(result.ok).toBe(false);
    expect(JSON.stringify(game.snapshot())).toBe(before);
    submit(game, { kind: "declareAttackers", player: "p1", attackers: [{ attacker: bears, defender: "p2" }] });
  });
});

describe("timing of instants and sorceries", () => {
  it("409: an instant may be played whenever its controller has priority: in the opponent's turn and with a spell on the stack", () => {
    const game = table({ hand: ["Lava Axe"], play: ["Mountain", ...islands(4)] }, { hand: ["Shock"], play: ["Mountain"] });
    submit(game, cast("p1", find(game, "p1", "hand", "Lava Axe"), [["p2"]]));
    submit(game, { kind: "pass", player: "p1" });
    expect(game.priorityPlayer()).toBe("p2");
    submit(game, cast("p2", find(game, "p2", "hand", "Shock"), [["p1"]]));
    resolveAll(game);
    expect(life(game, "p1")).toBe(18);
    expect(life(game, "p2")).toBe(15);
  });

  it("409: a sorcery can't be played in the opponent's turn, outside a main phase, or with a spell on the stack", () => {
    const theirs = table({}, { hand: ["Lava Axe"], play: ["Mountain", ...islands(4)] });
    submit(theirs, { kind: "pass", player: "p1" });
    expect(theirs.submit(cast("p2", find(theirs, "p2", "hand", "Lava Axe"), [["p1"]])).ok).toBe(false);
    const combat = table({ hand: ["Lava Axe"], play: ["Mountain", ...islands(4)] }, {}, { step: "beginningOfCombat" });
    expect(combat.submit(cast("p1", find(combat, "p1", "hand", "Lava Axe"), [["p2"]])).ok).toBe(false);
    const stacked = table({ hand: ["Lava Axe", "Shock"], play: ["Mountain", "Mountain", ...islands(4)] });
    submit(stacked, cast("p1", find(stacked, "p1", "hand", "Shock"), [["p2"]]));
    expect(stacked.submit(cast("p1", find(stacked, "p1", "hand", "Lava Axe"), [["p2"]])).ok).toBe(false);
  });
});

describe("418.5 (2007): the order continuous effects apply in", () => {
  it("418.5c (2007, sublayer 6b): a 'becomes 5/5' (Tezzeret −5) and a +3/+3 (Garruk −4) apply together, in timestamp order", () => {
    // The later setting effect overrides the earlier modifying one.
    const game = table({ play: [walker("Garruk Wildspeaker", 4), walker("Tezzeret the Seeker", 5), "Ornithopter"] });
    const thopter = find(game, "p1", "play", "Ornithopter");
    submit(game, activate("p1", find(game, "p1", "play", "Garruk Wildspeaker"), 2));
    resolveTop(game);
    expect(game.object(thopter)).toMatchObject({ power: 3, toughness: 5 });
    submit(game, activate("p1", find(game, "p1", "play", "Tezzeret the Seeker"), 2));
    resolveTop(game);
    expect(game.object(thopter)).toMatchObject({ power: 5, toughness: 5 });
    // The other way round, the later +3/+3 adds to the 5/5.
    const other = table({ play: [walker("Garruk Wildspeaker", 4), walker("Tezzeret the Seeker", 5), "Ornithopter"] });
    const thopter2 = find(other, "p1", "play", "Ornithopter");
    submit(other, activate("p1", find(other, "p1", "play", "Tezzeret the Seeker"), 2));
    resolveTop(other);
    submit(other, activate("p1", find(other, "p1", "play", "Garruk Wildspeaker"), 2));
    resolveTop(other);
    expect(other.object(thopter2)).toMatchObject({ power: 8, toughness: 8 });
  });

  it("418.5c: +1/+1 counters still count on a creature whose power/toughness an effect sets", () => {
    const game = table({ play: [walker("Ajani Goldmane", 4), walker("Tezzeret the Seeker", 5), "Ornithopter"] });
    const thopter = find(game, "p1", "play", "Ornithopter");
    submit(game, activate("p1", find(game, "p1", "play", "Ajani Goldmane"), 1));
    resolveTop(game);
    expect(game.object(thopter)).toMatchObject({ power: 1, toughness: 3 });
    submit(game, activate("p1", find(game, "p1", "play", "Tezzeret the Seeker"), 2));
    resolveTop(game);
    expect(game.object(thopter)).toMatchObject({ power: 6, toughness: 6 });
  });
});

describe("more of the 2007 rules the bundled cards lean on", () => {
  it("300.3: mana empties when a phase ends, not when a step ends: upkeep mana can pay for a spell in the draw step", () => {
    const game = table({ hand: ["Shock"], play: ["Mountain"] }, {}, { step: "upkeep" });
    submit(game, activate("p1", find(game, "p1", "play", "Mountain"), 0));
    advanceTo(game, { step: "draw", turn: 3 });
    expect(game.player("p1").manaPool.R).toBe(1);
    submit(game, cast("p1", find(game, "p1", "hand", "Shock"), [["p2"]]));
    resolveTop(game);
    expect(life(game, "p2")).toBe(18);
    advanceTo(game, { step: "main1", turn: 3 });
    expect(life(game, "p1")).toBe(20); // nothing left to burn
  });

  it("314.2: in cleanup the active player discards down to seven cards, choosing which", () => {
    const hand = ["Shock", "Lava Axe", ...islands(7)];
    const game = table({ hand }, {}, { step: "main2" });
    const seen: Decision[] = [];
    advanceTo(game, { step: "upkeep", turn: 4 }, recording(seen, (decision) => (decision.kind === "discard" ? decision.options.filter((o) => game.object(o)?.name === "Island").slice(0, decision.min) : undefined)));
    expect(seen.map((decision) => [decision.kind, decision.player, decision.min])).toEqual([["discard", "p1", 2]]);
    expect(game.zone("p1", "hand")).toHaveLength(7);
    expect(names(game, "p1", "hand")).toEqual(expect.arrayContaining(["Shock", "Lava Axe"]));
  });

  it("418.5c: a characteristic-defining P/T (Ajani's Avatar) is still modified by \"+3/+3\" effects (Garruk −4)", () => {
    const game = table({ play: [walker("Ajani Goldmane", 6), walker("Garruk Wildspeaker", 4)], life: 10 });
    submit(game, activate("p1", find(game, "p1", "play", "Ajani Goldmane"), 2));
    resolveTop(game);
    submit(game, activate("p1", find(game, "p1", "play", "Garruk Wildspeaker"), 2));
    resolveTop(game);
    expect(game.object(find(game, "p1", "play", "Avatar"))).toMatchObject({ power: 13, toughness: 13 });
  });

  it("Elspeth −8 lasts for the rest of the game and covers permanents that come into play later; an opponent's are not covered", () => {
    const game = table(
      { hand: ["Grizzly Bears", "Lightning Bolt", "Lightning Bolt"], play: [walker("Elspeth, Knight-Errant", 8), "Forest", "Forest", "Mountain", "Mountain"] },
      { play: ["Hill Giant"] },
    );
    submit(game, activate("p1", find(game, "p1", "play", "Elspeth, Knight-Errant"), 2));
    resolveTop(game);
    submit(game, cast("p1", find(game, "p1", "hand", "Grizzly Bears")));
    resolveTop(game);
    const bears = find(game, "p1", "play", "Grizzly Bears");
    expect(game.object(bears)?.keywords).toContain("Indestructible");
    submit(game, cast("p1", find(game, "p1", "hand", "Lightning Bolt"), [[bears]]));
    resolveTop(game);
    submit(game, cast("p1", find(game, "p1", "hand", "Lightning Bolt"), [[find(game, "p2", "play", "Hill Giant")]]));
    resolveTop(game);
    expect(game.object(bears)).toMatchObject({ zone: "play", damage: 3 });
    expect(names(game, "p2", "graveyard")).toContain("Hill Giant");
    advanceTo(game, { step: "main1", turn: 5 });
    expect(game.object(bears)?.keywords).toContain("Indestructible");
  });

  it("Ajani Goldmane −1: only the creatures there when it resolved gain vigilance", () => {
    const game = table({ hand: ["Grizzly Bears"], play: [walker("Ajani Goldmane", 4), "Hill Giant", "Forest", "Forest"] });
    submit(game, activate("p1", find(game, "p1", "play", "Ajani Goldmane"), 1));
    resolveTop(game);
    submit(game, cast("p1", find(game, "p1", "hand", "Grizzly Bears")));
    resolveTop(game);
    expect(game.object(find(game, "p1", "play", "Hill Giant"))?.keywords).toContain("Vigilance");
    expect(game.object(find(game, "p1", "play", "Grizzly Bears"))?.keywords).not.toContain("Vigilance");
    expect(game.object(find(game, "p1", "play", "Grizzly Bears"))?.counters["+1/+1"] ?? 0).toBe(0);
  });
});
