/**
 * Targets of a spell chosen again (2007 415.7; today's 115.7), the change-targets family, played through cards
 * compiled from their text: "Change the target of target spell with a single target." (Shunt, Swerve) and "You may
 * choose new targets for target instant or sorcery spell. Then copy that spell. You may choose new targets for the
 * copy." (Wild Ricochet); and "Up to two target creatures each get +2/+0 …" (Blades of Velis Vel).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkCardSources } from "../../grammar/index.js";
import { createRegistry, type CardRegistry } from "../../runtime/definition.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { answer, find, names, ok, passAll, refused, table } from "./engine-helpers.js";
import { temporaryFolder, compileTestCards } from "../compiler/helpers.js";
import { expectRoundTrip } from "../grammar/round-trip.js";

const SHUNT_LINE = "Change the target of target spell with a single target.";
const RICOCHET_LINE = "You may choose new targets for target instant or sorcery spell. Then copy that spell. You may choose new targets for the copy.";
const BLADES_LINE = "Up to two target creatures each get +2/+0 and gain all creature types until end of turn.";

const CARDS: Record<string, string> = {
  shunt: `card "Test Shunt"\n  cost {R}\n  type Instant\n  ${SHUNT_LINE}\n`,
  ricochet: `card "Test Ricochet"\n  cost {R}\n  type Instant\n  ${RICOCHET_LINE}\n`,
  blades: `card "Test Blades"\n  cost {R}\n  type Instant\n  ${BLADES_LINE}\n`,
  pair: `card "Test Pair"\n  cost {R}\n  type Instant\n  Tap target creature. Target player loses 1 life.\n`,
  smite: `card "Test Smite"\n  cost {R}\n  type Instant\n  Destroy target creature.\n`,
};

/** Passes until the stack is empty (or a decision is pending). */
function resolveAll(game: ReturnType<typeof table>): void {
  for (let i = 0; i < 10 && game.stack().length > 0 && game.pendingDecision() === null; i++) passAll(game);
}

const folder = temporaryFolder("change-targets-415.7");
afterAll(() => folder.cleanup());
let cards: CardRegistry;

beforeAll(async () => {
  const compiled = await compileTestCards(folder.dir, CARDS);
  cards = createRegistry([...referenceCards, ...compiled]);
}, 120_000);

describe("415.7: changing the targets of a spell", () => {
  it("415.7: the sentences parse and print back in both wordings; 'with a single target' is a filter of spells", () => {
    expectRoundTrip(CARDS.shunt, { "2007": SHUNT_LINE, current: SHUNT_LINE });
    expectRoundTrip(CARDS.ricochet, { "2007": RICOCHET_LINE, current: RICOCHET_LINE });
    const { files } = checkCardSources([{ file: "s.card", text: CARDS.shunt }]);
    const ability = files[0].ast.cards[0].abilities[0] as { body: { targets: { objects?: unknown }[] } };
    expect(ability.body.targets[0].objects).toMatchObject({ zone: "stack", singleTarget: true });
    // 'without a single target' is no description: it is reported with what to write
    const without = CARDS.shunt.replace("with a single target", "without a single target");
    expect(checkCardSources([{ file: "s.card", text: without }]).diagnostics.map((d) => d.code)).toContain("CS1070");
  });

  /** Alice (p1) plays `spell` with `targets`; Bob (p2) answers with `answerCard` targeting it. */
  function respond(spell: string, targets: string[][], answerCard: string, p1Play: string[] = ["Mountain", "Grizzly Bears"], p2Play: string[] = ["Mountain", "Hill Giant"]) {
    const game = table({ hand: [spell], play: p1Play }, { hand: [answerCard], play: p2Play }, { cards });
    const resolveTarget = (name: string) => (name === "p1" || name === "p2" ? name : find(game, name === "Hill Giant" ? "p2" : "p1", "play", name));
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", spell), targets: targets.map((group) => group.map(resolveTarget)) });
    const cast = game.stack()[0].id;
    ok(game, { kind: "pass", player: "p1" });
    ok(game, { kind: "cast", player: "p2", card: find(game, "p2", "hand", answerCard), targets: [[cast]] });
    passAll(game);
    return game;
  }

  it("415.7a: 'change the target': Shock aimed at Bob is changed to Alice, chosen by the Shunt's controller among the other legal targets", () => {
    const game = respond("Shock", [["p2"]], "Test Shunt");
    const decision = game.pendingDecision()!;
    expect(decision).toMatchObject({ player: "p2", kind: "targets", min: 1, max: 1 });
    expect(decision.options).not.toContain("p2");
    expect(decision.options).toContain("p1");
    answer(game, ["p1"]);
    resolveAll(game);
    expect(game.player("p1").life).toBe(18);
    expect(game.player("p2").life).toBe(20);
  });

  it("415.7a: with no other legal target, the target stays as it was and nothing is asked", () => {
    const game = respond("Test Smite", [["Grizzly Bears"]], "Test Shunt", ["Mountain", "Grizzly Bears"], ["Mountain"]);
    expect(game.pendingDecision()).toBeNull();
    resolveAll(game);
    expect(names(game, "p1", "graveyard").sort()).toEqual(["Grizzly Bears", "Test Smite"]);
  });

  it("415.7/409.1c: a spell with two targets is no legal target of 'target spell with a single target'", () => {
    const game = table({ hand: ["Test Pair"], play: ["Mountain", "Grizzly Bears"] }, { hand: ["Test Shunt"], play: ["Mountain"] }, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Pair"), targets: [[find(game, "p1", "play", "Grizzly Bears")], ["p2"]] });
    const pair = game.stack()[0].id;
    ok(game, { kind: "pass", player: "p1" });
    refused(game, { kind: "cast", player: "p2", card: find(game, "p2", "hand", "Test Shunt"), targets: [[pair]] }, "409.1c");
  });

  it("415.7d/503.1: 'you may choose new targets', then a copy with new targets: both Shocks hit Alice", () => {
    const game = respond("Shock", [["p2"]], "Test Ricochet");
    expect(game.pendingDecision()).toMatchObject({ player: "p2", kind: "may" });
    answer(game, ["yes"]);
    const decision = game.pendingDecision()!;
    expect(decision).toMatchObject({ player: "p2", kind: "targets" });
    // the current target may be chosen again
    expect(decision.options).toContain("p2");
    answer(game, ["p1"]);
    // the copy: "You may choose new targets for the copy"
    if (game.pendingDecision()?.kind === "may") answer(game, ["yes"]);
    expect(game.pendingDecision()).toMatchObject({ player: "p2", kind: "targets" });
    answer(game, ["p1"]);
    resolveAll(game);
    expect(game.player("p1").life).toBe(16);
    expect(game.player("p2").life).toBe(20);
  });

  it("415.7d: declining keeps the targets: the original and its copy both hit Bob", () => {
    const game = respond("Shock", [["p2"]], "Test Ricochet");
    answer(game, ["no"]);
    // the copy's targets: Bob again
    if (game.pendingDecision()?.kind === "targets") answer(game, ["p2"]);
    resolveAll(game);
    expect(game.player("p2").life).toBe(16);
  });
});

describe("'each get' after a plural subject", () => {
  it("418.5: 'Up to two target creatures each get +2/+0 and gain all creature types' prints back and pumps each target", () => {
    expectRoundTrip(CARDS.blades, { "2007": BLADES_LINE, current: BLADES_LINE });
    const game = table({ hand: ["Test Blades"], play: ["Mountain", "Grizzly Bears", "Hill Giant"] }, {}, { cards });
    const [bears, giant] = [find(game, "p1", "play", "Grizzly Bears"), find(game, "p1", "play", "Hill Giant")];
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Blades"), targets: [[bears, giant]] });
    passAll(game);
    expect([game.object(bears)!.power, game.object(bears)!.toughness, game.object(giant)!.power]).toEqual([4, 2, 5]);
  });
});
