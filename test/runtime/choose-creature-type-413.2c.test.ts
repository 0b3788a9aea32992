/**
 * "Choose a creature type." (Morningtide's Distant Melody, Pack's Disdain; families/choose-type): an instruction
 * followed as the spell resolves, in the order written (2007 rules 413.2c), its choice read by "of the chosen type" /
 * "of that type" in the instructions after it; and "As ~ comes into play, choose a creature type." (419.6b of 2007:
 * a choice made as the permanent comes into play, kept by it), read by its static and activated abilities.
 * Distant Melody and Pack's Disdain are Morningtide's texts; Test Banneret is made up for the test.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { createRegistry, type CardRegistry } from "../../runtime/definition.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { advance, answer, atStep, find, logKinds, names, ok, passAll, table } from "./engine-helpers.js";
import { temporaryFolder, compileTestCards } from "../compiler/helpers.js";

const DISTANT_MELODY = `card "Distant Melody"\n  cost {3}{U}\n  type Tribal Sorcery — Merfolk\n  Choose a creature type. Draw a card for each permanent you control of that type.\n`;
const PACKS_DISDAIN = `card "Pack's Disdain"\n  cost {1}{B}\n  type Instant\n  Choose a creature type. Target creature gets -1/-1 until end of turn for each permanent of the chosen type you control.\n`;
const TEST_BANNERET = [
  `card "Test Banneret"`,
  `  cost {3}`,
  `  type Artifact Creature — Construct`,
  `  2/2`,
  `  As Test Banneret comes into play, choose a creature type.`,
  `  Other creatures you control of the chosen type get +1/+1.`,
  `  {T}: You gain 1 life for each creature you control of the chosen type.`,
  ``,
].join("\n");

const folder = temporaryFolder("choose-type");
afterAll(() => folder.cleanup());
let cards: CardRegistry;

beforeAll(async () => {
  const compiled = await compileTestCards(folder.dir, { melody: DISTANT_MELODY, disdain: PACKS_DISDAIN, banneret: TEST_BANNERET });
  cards = createRegistry([...referenceCards, ...compiled]);
}, 120_000);

describe("choose a creature type: the language", () => {
  it("checks clean and prints back in both wordings", () => {
    for (const text of [DISTANT_MELODY, PACKS_DISDAIN]) {
      const { files, diagnostics } = checkCardSources([{ file: "c.card", text }]);
      expect(diagnostics).toEqual([]);
      for (const wording of ["2007", "current"] as const) expect(printCardFile(files[0].ast, { wording })).toBe(text);
    }
    const { files, diagnostics } = checkCardSources([{ file: "b.card", text: TEST_BANNERET }]);
    expect(diagnostics).toEqual([]);
    expect(printCardFile(files[0].ast, { wording: "2007" })).toBe(TEST_BANNERET);
    expect(printCardFile(files[0].ast, { wording: "current" })).toBe(TEST_BANNERET.replace("comes into play", "enters the battlefield"));
  });

  it("CS2097: 'of the chosen type' with no choice before it is an error at the ability, with the fix", () => {
    const text = `card "Bad Melody"\n  cost {3}{U}\n  type Sorcery\n  Draw a card for each permanent you control of the chosen type.\n`;
    const { diagnostics } = checkCardSources([{ file: "bad.card", text }]);
    expect(diagnostics.map((d) => [d.code, d.range.start.line, d.range.start.column])).toEqual([["CS2097", 4, 3]]);
    expect(diagnostics[0].message).toContain("write 'Choose a creature type.' before it");
  });

  it("CS1070: a subtype and 'of the chosen type' in one description contradict each other", () => {
    const text = `card "Bad Rain"\n  cost {2}{G}\n  type Instant\n  Choose a creature type. You gain 2 life for each Goblin you control of that type.\n`;
    const { diagnostics } = checkCardSources([{ file: "bad.card", text }]);
    expect(diagnostics.map((d) => d.code)).toContain("CS1070");
  });
});

describe("413.2c: 'Choose a creature type.' followed as the spell resolves", () => {
  it("413.2c: the type is chosen on resolution among the creature types in the game, and 'of that type' counts it", () => {
    const game = table({ play: ["Island", "Island", "Island", "Island", "Grizzly Bears", "Grizzly Bears", "Hill Giant", "Palisade Giant"], hand: ["Distant Melody"], library: ["Plains", "Forest", "Swamp", "Mountain"] }, {}, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Distant Melody") });
    passAll(game);
    const decision = game.pendingDecision();
    expect(decision?.kind).toBe("creatureType");
    expect(decision?.player).toBe("p1");
    expect(decision?.options).toEqual(["Bear", "Giant", "Merfolk", "Soldier"]);
    answer(game, ["Giant"]);
    expect(names(game, "p1", "hand")).toEqual(["Plains", "Forest"]);
    expect(logKinds(game, "creatureTypeChosen").map((e) => e.creatureType)).toEqual(["Giant"]);
  });

  it("413.2c: a type no permanent of the controller has draws nothing", () => {
    const game = table({ play: ["Island", "Island", "Island", "Island", "Grizzly Bears"], hand: ["Distant Melody"], library: ["Plains"] }, { play: ["Serra Angel"] }, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Distant Melody") });
    passAll(game);
    answer(game, ["Angel"]);
    expect(names(game, "p1", "hand")).toEqual([]);
  });

  it("413.2c: 'of the chosen type you control' counts the caster's permanents only, for the target's -1/-1 each", () => {
    const game = table({ play: ["Swamp", "Swamp", "Grizzly Bears", "Grizzly Bears"], hand: ["Pack's Disdain"] }, { play: ["Hill Giant", "Grizzly Bears"] }, { cards });
    const giant = find(game, "p2", "play", "Hill Giant");
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Pack's Disdain"), targets: [[giant]] });
    passAll(game);
    answer(game, ["Bear"]);
    expect(game.object(giant)?.power).toBe(1);
    expect(game.object(giant)?.toughness).toBe(1);
  });
});

describe("419.6b: 'As ~ comes into play, choose a creature type.'", () => {
  it("419.6b: the choice is made as it comes into play and kept: its static ability and its activated ability read it", () => {
    const game = table({ play: ["Island", "Island", "Island", "Grizzly Bears", "Hill Giant"], hand: ["Test Banneret"] }, { play: ["Grizzly Bears"] }, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Banneret") });
    passAll(game);
    expect(game.pendingDecision()?.kind).toBe("creatureType");
    answer(game, ["Bear"]);
    const banneret = find(game, "p1", "play", "Test Banneret");
    const mine = find(game, "p1", "play", "Grizzly Bears");
    const theirs = find(game, "p2", "play", "Grizzly Bears");
    expect([game.object(mine)?.power, game.object(mine)?.toughness]).toEqual([3, 3]);
    expect(game.object(find(game, "p1", "play", "Hill Giant"))?.power).toBe(3);
    expect(game.object(theirs)?.power).toBe(2);
    expect(game.object(banneret)?.power).toBe(2);
    expect(logKinds(game, "creatureTypeChosen").map((e) => e.creatureType)).toEqual(["Bear"]);
    // Its own turn later: "{T}: You gain 1 life for each creature you control of the chosen type." (Alice's Bears only, the Banneret itself a Construct)
    advance(game, atStep("main1", 5));
    const life = game.players().find((p) => p.id === "p1")!.life;
    const activate = game.legalActions().find((a) => a.kind === "activate" && a.object === banneret);
    expect(activate).toBeDefined();
    ok(game, activate!);
    passAll(game);
    expect(game.players().find((p) => p.id === "p1")!.life).toBe(life + 1);
  });
});
