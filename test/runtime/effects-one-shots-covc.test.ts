/**
 * One-shot effects of real cards, compiled from their text (issue 19's coverage): each sentence parses, prints back
 * in both wordings (2007 printed and current Oracle), and does in a game what it says.
 * - 418 (continuous effects from a resolving spell, locked in as it resolves): "Until end of turn, target creature
 *   you control gets +3/+3 and other creatures you control get +1/+1." (Sigil Blessing), "Until end of turn,
 *   creatures you control get +5/+5 and gain first strike, lifelink, and trample." (Titanic Ultimatum).
 * - 413.2a/413.2c (a condition read where it is written, of an object gone from play as it last was): "If that
 *   creature was green or white, its controller discards a card." (Gloomlance), "If that creature was blue or black,
 *   put a 1/2 green Spider creature token with reach into play." (Gloomwidow's Feast).
 * - Counters of any kind: "When ~ comes into play, you may remove a counter from target permanent." (Medicine Runner):
 *   one counter, of a kind the permanent has, its kind chosen by the controller when there are several.
 * - Amounts: "where X is the number of Merfolk and/or Faeries you control" (Silvergill Douser): a list of subtypes
 *   joined by "and/or" is the same union as "or"; a permanent with both types counts once.
 * - 413.2c ("this way": what the resolution's earlier instructions did): "You gain life equal to the damage dealt
 *   this way." (Corrupt: prevented damage is not dealt), "You gain 2 life for each permanent destroyed this way."
 *   (Fracturing Gust: indestructible or regenerated permanents were not destroyed).
 * - Damage to "its controller": "Tap target untapped creature. It deals damage equal to its power to its
 *   controller." (Traitor's Roar).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { compileCardSource } from "../../compiler/index.js";
import { createRegistry, type CardRegistry } from "../../runtime/definition.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { answer, find, ok, passAll, table } from "./engine-helpers.js";
import { compileTestCards, temporaryFolder } from "../compiler/helpers.js";

const CARDS: Record<string, string> = {
  sigil: `card "Sigil Blessing"\n  cost {G}{W}\n  type Instant\n  Until end of turn, target creature you control gets +3/+3 and other creatures you control get +1/+1.\n`,
  titanic: `card "Titanic Ultimatum"\n  cost {R}{R}{G}{G}{G}{W}{W}\n  type Sorcery\n  Until end of turn, creatures you control get +5/+5 and gain first strike, lifelink, and trample.\n`,
  gloomlance: `card "Gloomlance"\n  cost {3}{B}{B}\n  type Sorcery\n  Destroy target creature. If that creature was green or white, its controller discards a card.\n`,
  feast: `card "Gloomwidow's Feast"\n  cost {3}{G}\n  type Instant\n  Destroy target creature with flying. If that creature was blue or black, put a 1/2 green Spider creature token with reach into play.\n`,
  thaw: `card "Test Thaw"\n  cost {W}\n  type Instant\n  Remove a counter from target permanent.\n`,
  runner: `card "Medicine Runner"\n  cost {1}{G/W}\n  type Creature — Elf Cleric\n  1/1\n  When Medicine Runner comes into play, you may remove a counter from target permanent.\n`,
  douser: `card "Silvergill Douser"\n  cost {1}{U}\n  type Creature — Merfolk Wizard\n  1/1\n  {T}: Target creature gets -X/-0 until end of turn, where X is the number of Merfolk and/or Faeries you control.\n`,
  faerie: `card "Test Faerie"\n  cost {U}\n  type Creature — Faerie Rogue\n  1/1\n  Flying\n`,
  merfae: `card "Test Merfolk Faerie"\n  cost {U}\n  type Creature — Merfolk Faerie\n  1/1\n`,
  corrupt: `card "Corrupt"\n  cost {5}{B}\n  type Sorcery\n  Corrupt deals damage equal to the number of Swamps you control to target creature or player. You gain life equal to the damage dealt this way.\n`,
  gust: `card "Fracturing Gust"\n  cost {2}{G/W}{G/W}{G/W}\n  type Instant\n  Destroy all artifacts and enchantments. You gain 2 life for each permanent destroyed this way.\n`,
  roar: `card "Traitor's Roar"\n  cost {4}{B/R}\n  type Sorcery\n  Tap target untapped creature. It deals damage equal to its power to its controller.\n`,
  drake: `card "Test Drake"\n  cost {1}{U}\n  type Creature — Drake\n  2/2\n  Flying\n`,
};

const folder = temporaryFolder("effects-one-shots-covc");
afterAll(() => folder.cleanup());
let cards: CardRegistry;

beforeAll(async () => {
  const compiled = await compileTestCards(folder.dir, CARDS);
  cards = createRegistry([...referenceCards, ...compiled]);
}, 120_000);

function check(line: string, type = "Instant") {
  return checkCardSources([{ file: "t.card", text: `card "T"\n  cost {U}\n  type ${type}\n  ${line}\n` }]);
}

/** The sentence parses clean and prints back as written in both wordings (or as `current` in the current one). */
function printsBack(sentence: string, current = sentence, type = "Instant") {
  const { files, diagnostics } = check(sentence, type);
  expect(diagnostics).toEqual([]);
  expect(printCardFile(files[0].ast, { wording: "2007" })).toContain(`  ${sentence}\n`);
  expect(printCardFile(files[0].ast, { wording: "current" })).toContain(`  ${current}\n`);
}

describe("418: 'Until end of turn, …' leading a sentence of pumps", () => {
  it.each([
    "Until end of turn, target creature you control gets +3/+3 and other creatures you control get +1/+1.",
    "Until end of turn, creatures you control get +5/+5 and gain first strike, lifelink, and trample.",
    "Until end of turn, creatures you control get +5/+5 and gain first strike, trample, and lifelink.",
    "Until end of turn, target creature gets +2/+0 and creatures you control get +1/+1.",
  ])("'%s' parses and prints back in both wordings", (sentence) => printsBack(sentence));

  it("the same sentence with its duration at the end means the same", () => {
    const effects = (line: string) => {
      const ability = check(line).files[0].ast.cards[0].abilities[0];
      return ability.kind === "Spell" && ability.body.kind === "Effects" ? ability.body.effects.map((e) => ({ ...e, range: undefined, durationWritten: undefined })) : [];
    };
    expect(effects("Until end of turn, creatures you control get +5/+5 and gain trample.")).toEqual(effects("Creatures you control get +5/+5 and gain trample until end of turn."));
  });

  it("'Until end of turn, … have base power and toughness …' is still become-creature's sentence", () => {
    const ability = check("Until end of turn, creatures you control have base power and toughness 5/5.").files[0].ast.cards[0].abilities[0];
    expect(ability.kind === "Spell" && ability.body.kind === "Effects" ? ability.body.effects.map((e) => e.kind) : []).toEqual(["BecomeCreature"]);
  });

  it("418: Sigil Blessing: the target gets +3/+3 only; 'other creatures' are the others you control (not Bob's), until end of turn", () => {
    const game = table({ hand: ["Sigil Blessing"], play: ["Forest", "Plains", "Grizzly Bears", "Grizzly Bears"] }, { play: ["Hill Giant"] }, { cards });
    const target = find(game, "p1", "play", "Grizzly Bears", 0);
    const other = find(game, "p1", "play", "Grizzly Bears", 1);
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Sigil Blessing"), targets: [[target]] });
    passAll(game);
    expect([game.object(target)?.power, game.object(target)?.toughness]).toEqual([5, 5]);
    expect([game.object(other)?.power, game.object(other)?.toughness]).toEqual([3, 3]);
    const giant = find(game, "p2", "play", "Hill Giant");
    expect([game.object(giant)?.power, game.object(giant)?.toughness]).toEqual([3, 3]);
  });

  it("418: Titanic Ultimatum: your creatures get +5/+5 and the three keywords; Bob's do not", () => {
    const lands = ["Mountain", "Mountain", "Forest", "Forest", "Forest", "Plains", "Plains"];
    const game = table({ hand: ["Titanic Ultimatum"], play: [...lands, "Grizzly Bears"] }, { play: ["Hill Giant"] }, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Titanic Ultimatum"), targets: [] });
    passAll(game);
    const bears = game.object(find(game, "p1", "play", "Grizzly Bears"))!;
    expect([bears.power, bears.toughness]).toEqual([7, 7]);
    expect([...bears.keywords].sort()).toEqual(["First strike", "Lifelink", "Trample"]);
    const giant = game.object(find(game, "p2", "play", "Hill Giant"))!;
    expect([giant.power, giant.keywords]).toEqual([3, []]);
  });
});

describe("413.2c: 'If that creature was <colour> or <colour>, …'", () => {
  it("prints back in both wordings", () => {
    printsBack("Destroy target creature. If that creature was green or white, its controller discards a card.", undefined, "Sorcery");
    printsBack(
      "Destroy target creature with flying. If that creature was blue or black, put a 1/2 green Spider creature token with reach into play.",
      "Destroy target creature with flying. If that creature was blue or black, create a 1/2 green Spider creature token with reach.",
    );
    printsBack("Tap target creature. If it is red, you gain 2 life.");
  });

  it("a colour is asked of one object: 'those creatures' is CS1035", () => {
    const { diagnostics } = check("Destroy two target creatures. If those creatures were red, draw a card.");
    expect(diagnostics.length).toBeGreaterThan(0);
  });

  const gloomlance = (victim: string) => {
    const game = table({ hand: ["Gloomlance"], play: ["Swamp", "Swamp", "Swamp", "Swamp", "Swamp"] }, { play: [victim], hand: ["Island", "Island"] }, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Gloomlance"), targets: [[find(game, "p2", "play", victim)]] });
    passAll(game);
    return game;
  };

  it("413.2a: Gloomlance destroys green Grizzly Bears, then its controller (as it last was in play) discards a card", () => {
    const game = gloomlance("Grizzly Bears");
    expect(game.pendingDecision()?.player).toBe("p2");
    answer(game, [find(game, "p2", "hand", "Island")]);
    expect(game.zone("p2", "graveyard").map((id) => game.object(id)?.name).sort()).toEqual(["Grizzly Bears", "Island"]);
    expect(game.zone("p2", "hand")).toHaveLength(1);
  });

  it("Gloomlance on red Hill Giant: destroyed, no discard", () => {
    const game = gloomlance("Hill Giant");
    expect(game.pendingDecision()).toBeNull();
    expect(game.zone("p2", "graveyard").map((id) => game.object(id)?.name)).toEqual(["Hill Giant"]);
    expect(game.zone("p2", "hand")).toHaveLength(2);
  });

  const feast = (victim: string) => {
    const game = table({ hand: ["Gloomwidow's Feast"], play: ["Forest", "Forest", "Forest", "Forest"] }, { play: [victim] }, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Gloomwidow's Feast"), targets: [[find(game, "p2", "play", victim)]] });
    passAll(game);
    return game;
  };

  it("Gloomwidow's Feast on a blue flyer: a 1/2 green Spider with reach for its caster", () => {
    const game = feast("Test Drake");
    const spiders = game.zone("p1", "play").map((id) => game.object(id)!).filter((o) => o.token);
    expect(spiders.map((o) => [o.power, o.toughness, o.colors, o.subtypes, o.keywords])).toEqual([[1, 2, ["G"], ["Spider"], ["Reach"]]]);
  });

  it("Gloomwidow's Feast on white Serra Angel: destroyed, no token", () => {
    const game = feast("Serra Angel");
    expect(game.zone("p2", "graveyard").map((id) => game.object(id)?.name)).toEqual(["Serra Angel"]);
    expect(game.zone("p1", "play").filter((id) => game.object(id)?.token)).toEqual([]);
  });
});

describe("counters: 'remove a counter from target permanent' (any kind)", () => {
  it("prints back in both wordings, beside the counters of a named kind", () => {
    printsBack("Remove a counter from target permanent.");
    printsBack("Remove two counters from target permanent.");
    printsBack("Remove a -1/-1 counter from target creature.");
    const runner = checkCardSources([{ file: "m.card", text: CARDS.runner }]);
    expect(runner.diagnostics).toEqual([]);
    expect(printCardFile(runner.files[0].ast, { wording: "current" })).toContain("When Medicine Runner enters the battlefield, you may remove a counter from target permanent.");
  });

  const thaw = (counters: Record<string, number>) => {
    const game = table({ hand: ["Test Thaw"], play: ["Plains"] }, { play: [{ card: "Millstone", counters }] }, { cards });
    const millstone = find(game, "p2", "play", "Millstone");
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Thaw"), targets: [[millstone]] });
    passAll(game);
    return { game, millstone };
  };

  it("one kind on the permanent: one counter of it goes, nothing to choose", () => {
    const { game, millstone } = thaw({ charge: 2 });
    expect(game.pendingDecision()).toBeNull();
    expect(game.object(millstone)?.counters).toEqual({ charge: 1 });
  });

  it("several kinds: the spell's controller chooses which kind loses one counter", () => {
    const { game, millstone } = thaw({ charge: 2, "+1/+1": 1 });
    expect(game.pendingDecision()).toMatchObject({ player: "p1", kind: "counter" });
    answer(game, ["+1/+1"]);
    expect(game.object(millstone)?.counters).toEqual({ charge: 2 });
  });

  it("no counters: nothing happens", () => {
    const { game, millstone } = thaw({});
    expect(game.pendingDecision()).toBeNull();
    expect(game.object(millstone)?.counters).toEqual({});
  });
});

describe("amounts: 'the number of Merfolk and/or Faeries you control'", () => {
  it("prints back in both wordings; the same filter as 'Merfolk or Faeries'", () => {
    printsBack("Target creature gets -X/-0 until end of turn, where X is the number of Merfolk and/or Faeries you control.");
    printsBack("Destroy target Merfolk and/or Faerie.");
    const filter = (line: string) => {
      const ability = check(line).files[0].ast.cards[0].abilities[0];
      return ability.kind === "Spell" && ability.body.kind === "Effects" ? ability.body.targets[0].objects?.subtypes : undefined;
    };
    expect(filter("Destroy target Merfolk and/or Faerie.")).toEqual(filter("Destroy target Merfolk or Faerie."));
  });

  it("Silvergill Douser counts each of your Merfolk and Faeries once (a Merfolk Faerie once): Hill Giant gets -3/-0", () => {
    const game = table({ play: ["Silvergill Douser", "Test Faerie", "Test Merfolk Faerie", "Grizzly Bears"] }, { play: ["Hill Giant", "Test Faerie"] }, { cards });
    const giant = find(game, "p2", "play", "Hill Giant");
    ok(game, { kind: "activate", player: "p1", object: find(game, "p1", "play", "Silvergill Douser"), ability: 0, targets: [[giant]] });
    passAll(game);
    expect([game.object(giant)?.power, game.object(giant)?.toughness]).toEqual([0, 3]);
  });
});

describe("413.2c: amounts of what the resolution did 'this way'", () => {
  it("prints back in both wordings", () => {
    printsBack(
      "Corrupt deals damage equal to the number of Swamps you control to target creature or player. You gain life equal to the damage dealt this way.".replace(/Corrupt/g, "T"),
      "T deals damage equal to the number of Swamps you control to any target. You gain life equal to the damage dealt this way.",
      "Sorcery",
    );
    printsBack("Destroy all artifacts and enchantments. You gain 2 life for each permanent destroyed this way.");
    printsBack("Destroy all creatures. You gain 1 life for each creature destroyed this way.");
  });

  it("'this way' has no value in a static ability: the compiler says so", async () => {
    const result = await compileCardSource(`card "T"\n  cost {W}\n  type Creature — Spirit\n  1/1\n  T gets +1/+1 for each permanent destroyed this way.\n`, "cards/t.card", { runtimeImport: "../runtime.js" });
    expect(result.diagnostics.length).toBeGreaterThan(0);
  });

  it("413.2c: Corrupt with three Swamps deals 3 damage to Bob and Alice gains 3 life", () => {
    const game = table({ hand: ["Corrupt"], play: ["Swamp", "Swamp", "Swamp", "Island", "Island", "Island"] }, {}, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Corrupt"), targets: [["p2"]] });
    passAll(game);
    expect([game.player("p1").life, game.player("p2").life]).toEqual([23, 17]);
  });

  it("Corrupt at a 2/2 deals all 3 (damage dealt is not capped by toughness): Alice gains 3", () => {
    const game = table({ hand: ["Corrupt"], play: ["Swamp", "Swamp", "Swamp", "Island", "Island", "Island"] }, { play: ["Grizzly Bears"] }, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Corrupt"), targets: [[find(game, "p2", "play", "Grizzly Bears")]] });
    passAll(game);
    expect(game.player("p1").life).toBe(23);
    expect(game.zone("p2", "graveyard").map((id) => game.object(id)?.name)).toEqual(["Grizzly Bears"]);
  });

  it("413.2c: Fracturing Gust destroys both players' artifacts and enchantments: 2 life for each", () => {
    const game = table({ hand: ["Fracturing Gust"], play: ["Forest", "Forest", "Forest", "Forest", "Forest", "Millstone", "Grizzly Bears"] }, { play: ["Ornithopter", "Oblivion Ring"] }, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Fracturing Gust"), targets: [] });
    passAll(game);
    expect(game.player("p1").life).toBe(26);
    expect(game.zone("p1", "play").map((id) => game.object(id)?.name)).not.toContain("Millstone");
  });

  it("Fracturing Gust with nothing to destroy: no life", () => {
    const game = table({ hand: ["Fracturing Gust"], play: ["Forest", "Forest", "Forest", "Forest", "Forest", "Grizzly Bears"] }, {}, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Fracturing Gust"), targets: [] });
    passAll(game);
    expect(game.player("p1").life).toBe(20);
  });
});

describe("damage: '… to its controller'", () => {
  it("prints back in both wordings, 'It' and 'That creature' as written", () => {
    printsBack("Tap target untapped creature. It deals damage equal to its power to its controller.", undefined, "Sorcery");
    printsBack("Tap target creature. That creature deals 2 damage to you.");
  });

  it("Traitor's Roar taps Bob's Hill Giant, which deals 3 damage to Bob", () => {
    const game = table({ hand: ["Traitor's Roar"], play: ["Swamp", "Swamp", "Swamp", "Swamp", "Swamp"] }, { play: ["Hill Giant"] }, { cards });
    const giant = find(game, "p2", "play", "Hill Giant");
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Traitor's Roar"), targets: [[giant]] });
    passAll(game);
    expect(game.object(giant)?.tapped).toBe(true);
    expect([game.player("p1").life, game.player("p2").life]).toEqual([20, 17]);
  });
});
