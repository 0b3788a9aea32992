/**
 * Sentence parts of Lorwyn's clash spells and of Shadowmoor's hand choices, played through cards compiled from their
 * text: "Counter target spell unless its controller pays {X}." (the payment's X is the countering spell's X),
 * "that spell's controller" (the controller of the spell named before, and "his or her" after it), "that creature
 * gets an additional +2/+2" (Fistful of Force), and the hand choice written in one sentence, "target player reveals
 * his or her hand, you choose a card from it, then that player discards that card." (River's Grasp, Splitting
 * Headache), also inside "If {B} was spent to play ~, …" and inside a mode.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkCardSources } from "../../grammar/index.js";
import { createRegistry, type CardRegistry } from "../../runtime/definition.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { answer, find, logKinds, names, ok, passAll, table } from "./engine-helpers.js";
import { temporaryFolder, compileTestCards } from "../compiler/helpers.js";
import { expectRoundTrip } from "../grammar/round-trip.js";

const AMBITIONS_LINE =
  "Counter target spell unless its controller pays {X}. Clash with an opponent. If you win, that spell's controller puts the top four cards of his or her library into his or her graveyard.";
const FISTFUL_LINE = "Target creature gets +2/+2 until end of turn. Clash with an opponent. If you win, that creature gets an additional +2/+2 and gains trample until end of turn.";
const WHELM_LINE =
  "Clash with an opponent, then return target creature to its owner's hand. If you win, you may put that creature on top of its owner's library instead.";
const GREED_LINE = "You lose 2 life and draw two cards, then clash with an opponent. If you win, repeat this process.";
const GRASP_LINE =
  "If {U} was spent to play Test Grasp, return up to one target creature to its owner's hand. If {B} was spent to play Test Grasp, target player reveals his or her hand, you choose a nonland card from it, then that player discards that card.";
const HEADACHE_LINE =
  "Choose one — Target player discards two cards; or target player reveals his or her hand, you choose a card from it, then that player discards that card.";

const CARDS: Record<string, string> = {
  ambitions: `card "Test Ambitions"\n  cost {X}{U}\n  type Instant\n  ${AMBITIONS_LINE}\n`,
  fistful: `card "Test Fistful"\n  cost {1}{G}\n  type Instant\n  ${FISTFUL_LINE}\n`,
  whelm: `card "Test Whelm"\n  cost {1}{U}\n  type Instant\n  ${WHELM_LINE}\n`,
  greed: `card "Test Greed"\n  cost {B}\n  type Sorcery\n  ${GREED_LINE}\n`,
  grasp: `card "Test Grasp"\n  cost {3}{U/B}\n  type Sorcery\n  ${GRASP_LINE}\n`,
  headache: `card "Test Headache"\n  cost {3}{B}\n  type Sorcery\n  ${HEADACHE_LINE}\n`,
};

const folder = temporaryFolder("clash-results-covK");
afterAll(() => folder.cleanup());
let cards: CardRegistry;

beforeAll(async () => {
  const compiled = await compileTestCards(folder.dir, CARDS);
  cards = createRegistry([...referenceCards, ...compiled]);
}, 120_000);

describe("clash results", () => {
  it("701.20: 'unless its controller pays {X}', 'that spell's controller' and 'gets an additional +2/+2' parse and print back in both wordings", () => {
    expectRoundTrip(CARDS.ambitions, {
      "2007": AMBITIONS_LINE,
      current: "Counter target spell unless its controller pays {X}. Clash with an opponent. If you win, that spell's controller mills four cards.",
    });
    expectRoundTrip(CARDS.fistful, { "2007": FISTFUL_LINE, current: FISTFUL_LINE });
    // {X} paid to keep the spell is the card's X: no CS2027 "never uses X" warning
    expect(checkCardSources([{ file: "a.card", text: CARDS.ambitions }]).diagnostics).toEqual([]);
    // "that spell's controller" names one spell named before
    const unnamed = `card "T"\n  cost {U}\n  type Instant\n  Clash with an opponent. If you win, that spell's controller discards a card.\n`;
    expect(checkCardSources([{ file: "t.card", text: unnamed }]).diagnostics.map((d) => d.code)).toContain("CS1034");
  });

  /** Alice (p1) plays Shock at Bob; Bob answers with Test Ambitions for X = 2, and clashes with Alice. */
  function ambitionsOnShock(aliceLibrary: string[], bobLibrary: string[]) {
    const game = table({ hand: ["Shock"], play: ["Mountain", "Mountain", "Mountain"], library: aliceLibrary }, { hand: ["Test Ambitions"], play: ["Island", "Island", "Island"], library: bobLibrary }, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Shock"), targets: [["p2"]] });
    const shock = game.stack()[0].id;
    ok(game, { kind: "pass", player: "p1" });
    ok(game, { kind: "cast", player: "p2", card: find(game, "p2", "hand", "Test Ambitions"), x: 2, targets: [[shock]] });
    passAll(game);
    return game;
  }

  it("402.x/701.20: '{X}' to keep the spell is the countering spell's X (2 here); paid, the spell stays and resolves", () => {
    const game = ambitionsOnShock(["Forest", "Forest", "Forest", "Forest", "Forest"], ["Hill Giant"]);
    expect(game.pendingDecision()).toMatchObject({ player: "p1", kind: "payToKeep" });
    expect(game.pendingDecision()!.prompt).toContain("X=2");
    answer(game, ["yes"]);
    // both clash cards stay on top
    while (game.pendingDecision()?.kind === "clashCard") answer(game, ["top"]);
    passAll(game);
    expect(game.player("p2").life).toBe(18);
    expect(game.zone("p1", "play").every((id) => game.object(id)?.tapped)).toBe(true);
    // Bob won the clash (Hill Giant's 4 beats Forest's 0): the spell's controller, Alice, puts four cards into her graveyard
    expect(names(game, "p1", "graveyard").sort()).toEqual(["Forest", "Forest", "Forest", "Forest", "Shock"]);
    expect(names(game, "p1", "library")).toEqual(["Forest"]);
  });

  it("701.20c: not paid, the spell is countered; a lost clash mills nothing", () => {
    const game = ambitionsOnShock(["Hill Giant", "Forest", "Forest", "Forest", "Forest"], ["Island"]);
    answer(game, ["no"]);
    while (game.pendingDecision()?.kind === "clashCard") answer(game, ["top"]);
    passAll(game);
    expect(game.player("p2").life).toBe(20);
    expect(logKinds(game, "countered")).toHaveLength(1);
    expect(names(game, "p1", "graveyard")).toEqual(["Shock"]);
    expect(names(game, "p1", "library")).toHaveLength(5);
  });

  it("701.20: a won clash gives the creature an additional +2/+2 and trample (6/6 in all); a lost one leaves +2/+2", () => {
    for (const [mine, theirs, power, trample] of [["Hill Giant", "Forest", 6, true], ["Forest", "Hill Giant", 4, false]] as const) {
      const game = table({ hand: ["Test Fistful"], play: ["Forest", "Forest", "Grizzly Bears"], library: [mine] }, { library: [theirs] }, { cards });
      const bears = find(game, "p1", "play", "Grizzly Bears");
      ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Fistful"), targets: [[bears]] });
      passAll(game);
      while (game.pendingDecision()?.kind === "clashCard") answer(game, ["top"]);
      expect(game.object(bears)!.power, mine).toBe(power);
      expect(game.object(bears)!.toughness, mine).toBe(power);
      expect(game.object(bears)!.keywords.includes("Trample"), mine).toBe(trample);
    }
  });
});

describe("'If you win, … instead' (Whirlpool Whelm)", () => {
  it("701.20/419: 'If you win, you may … instead' prints back in both wordings after the effect it replaces; without an effect before it, it is reported", () => {
    expectRoundTrip(CARDS.whelm, { "2007": WHELM_LINE, current: WHELM_LINE });
    const alone = `card "T"\n  cost {U}\n  type Instant\n  Clash with an opponent. If you win, you may put target creature on top of its owner's library instead.\n`;
    expect(checkCardSources([{ file: "t.card", text: alone }]).diagnostics.map((d) => d.code)).toContain("CS1035");
  });

  /** Alice casts Test Whelm at Bob's Hill Giant; her library's top card decides the clash. */
  function whelm(aliceTop: string, bobTop: string) {
    const game = table({ hand: ["Test Whelm"], play: ["Island", "Island"], library: [aliceTop] }, { play: ["Hill Giant"], library: [bobTop] }, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Whelm"), targets: [[find(game, "p2", "play", "Hill Giant")]] });
    passAll(game);
    while (game.pendingDecision()?.kind === "clashCard") answer(game, ["top"]);
    return game;
  }

  it("701.20c: won, and Alice chooses to: the creature goes on top of its owner's library instead of to the hand", () => {
    const game = whelm("Hill Giant", "Forest");
    expect(game.pendingDecision()).toMatchObject({ player: "p1", kind: "may" });
    answer(game, ["yes"]);
    expect(names(game, "p2", "library")).toEqual(["Hill Giant", "Forest"]);
    expect(names(game, "p2", "hand")).toEqual([]);
  });

  it("701.20c: won, but Alice declines; or lost (nothing asked): the creature returns to its owner's hand", () => {
    const declined = whelm("Hill Giant", "Forest");
    answer(declined, ["no"]);
    expect(names(declined, "p2", "hand")).toEqual(["Hill Giant"]);
    const lost = whelm("Forest", "Hill Giant");
    expect(lost.pendingDecision()).toBeNull();
    expect(names(lost, "p2", "hand")).toEqual(["Hill Giant"]);
    expect(names(lost, "p2", "library")).toEqual(["Hill Giant"]);
  });
});

describe("'If you win, repeat this process.' (Hoarder's Greed)", () => {
  it("701.20/413.2c: prints back in both wordings; the process runs again while the clash is won", () => {
    expectRoundTrip(CARDS.greed, { "2007": GREED_LINE, current: GREED_LINE });
    // Alice's library: 2 draws, then a clash card (Hill Giant, 4, beats Bob's Forest: won), 2 draws, then Forest (lost)
    const game = table(
      { hand: ["Test Greed"], play: ["Swamp"], library: ["Island", "Island", "Hill Giant", "Island", "Island", "Forest", "Swamp"] },
      { library: ["Forest", "Forest"] },
      { cards },
    );
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Greed"), targets: [] });
    passAll(game);
    // each clash: both keep their card on top
    while (game.pendingDecision()?.kind === "clashCard") answer(game, ["top"]);
    expect(game.player("p1").life).toBe(16);
    expect(names(game, "p1", "hand")).toEqual(["Island", "Island", "Hill Giant", "Island"]);
    expect(names(game, "p1", "library")).toEqual(["Island", "Forest", "Swamp"]);
    expect(game.log().filter((event) => event.kind === "clash").map((event) => (event as { won?: boolean }).won)).toEqual([true, false]);
  });
});

describe("a hand choice in one sentence", () => {
  it("413.2c: '…, you choose a nonland card from it, then that player discards that card.' prints back in both wordings, under a mana condition and in a mode", () => {
    expectRoundTrip(CARDS.grasp, {
      "2007": GRASP_LINE,
      current:
        "If {U} was spent to cast this spell, return up to one target creature to its owner's hand. If {B} was spent to cast this spell, target player reveals their hand, you choose a nonland card from it, then that player discards that card.",
    });
    expectRoundTrip(CARDS.headache, {
      "2007": HEADACHE_LINE,
      current: "Choose one — • Target player discards two cards. • Target player reveals their hand, you choose a card from it, then that player discards that card.",
    });
  });

  it("413.2c: with only {B} spent, Bob reveals his hand and discards the nonland card Alice chooses; no creature returns", () => {
    const game = table({ hand: ["Test Grasp"], play: ["Swamp", "Swamp", "Swamp", "Swamp"] }, { hand: ["Forest", "Shock", "Hill Giant"], play: ["Grizzly Bears"] }, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Grasp"), targets: [[], ["p2"]] });
    passAll(game);
    const decision = game.pendingDecision()!;
    expect(decision).toMatchObject({ player: "p1", kind: "chooseFromHand" });
    // a nonland card: the Forest is not offered
    expect(decision.options).toHaveLength(2);
    answer(game, [find(game, "p2", "hand", "Hill Giant")]);
    passAll(game);
    expect(names(game, "p2", "graveyard")).toEqual(["Hill Giant"]);
    expect(names(game, "p2", "play")).toEqual(["Grizzly Bears"]);
  });

  it("413.2c: with no {B} spent, nothing of the sentence happens (the choice is inside the condition)", () => {
    const game = table({ hand: ["Test Grasp"], play: ["Island", "Island", "Island", "Island"] }, { hand: ["Shock"], play: ["Grizzly Bears"] }, { cards });
    const bears = find(game, "p2", "play", "Grizzly Bears");
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Grasp"), targets: [[bears], ["p2"]] });
    passAll(game);
    expect(game.pendingDecision()).toBeNull();
    expect(names(game, "p2", "hand").sort()).toEqual(["Grizzly Bears", "Shock"]);
  });

  it("409.1b: the mode written in one sentence plays as the three-sentence one: any card may be chosen", () => {
    const game = table({ hand: ["Test Headache"], play: ["Swamp", "Swamp", "Swamp", "Swamp"] }, { hand: ["Forest", "Shock"] }, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Headache"), modes: [1], targets: [[], ["p2"]] });
    passAll(game);
    expect(game.pendingDecision()).toMatchObject({ player: "p1", kind: "chooseFromHand" });
    answer(game, [find(game, "p2", "hand", "Forest")]);
    passAll(game);
    expect(names(game, "p2", "graveyard")).toEqual(["Forest"]);
    expect(names(game, "p2", "hand")).toEqual(["Shock"]);
  });
});
