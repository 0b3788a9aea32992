/**
 * Rule-changing statics and control from their text (issue 19, covA2): "Equipped creature gets +1/+1 and is every
 * creature type." (418.5a layer 4), "You control enchanted creature." (418.5a layer 2: a static ability's control
 * effect, following the Aura's controller), "gain control of target creature as long as ~ remains in play" (a
 * resolved ability's control effect lasting while its source is in play), "Target spell can't be countered by
 * spells or abilities." (an effect on a spell, asked as an effect would counter it), "Each player can't play more
 * than one spell each turn." (a player rule over the turn's record), "Prevent all damage that black sources and red
 * sources would deal this turn." (a prevention shield over sources by colour, 419.6a).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkCardSources } from "../../grammar/index.js";
import { createRegistry, type CardRegistry, type ObjectId } from "../../runtime/definition.js";
import type { Game } from "../../runtime/api.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { find, names, ok, passAll, table } from "./engine-helpers.js";
import { compileTestCards, temporaryFolder, printsBack } from "../compiler/helpers.js";

const SOURCES: Record<string, string> = {
  "runed-stalactite": `card "Runed Stalactite"\n  cost {1}\n  type Artifact — Equipment\n  Equipped creature gets +1/+1 and is every creature type.\n  Equip {2}\n`,
  "goblin-banner": `card "Goblin Banner"\n  cost {1}{R}\n  type Enchantment\n  Goblin creatures get +1/+1.\n`,
  persuasion: `card "Persuasion"\n  cost {3}{U}{U}\n  type Enchantment — Aura\n  Enchant creature\n  You control enchanted creature.\n`,
  "sower-of-temptation": `card "Sower of Temptation"\n  cost {2}{U}{U}\n  type Creature — Faerie Wizard\n  2/2\n  Flying\n  When Sower of Temptation comes into play, gain control of target creature as long as Sower of Temptation remains in play.\n`,
  slay: `card "Slay"\n  cost {B}\n  type Instant\n  Destroy target creature.\n`,
  "vexing-shusher": `card "Vexing Shusher"\n  cost {R/G}{R/G}\n  type Creature — Goblin Shaman\n  2/2\n  Vexing Shusher can't be countered.\n  {R/G}: Target spell can't be countered by spells or abilities.\n`,
  spark: `card "Spark"\n  cost {R}\n  type Instant\n  Spark deals 1 damage to target creature or player.\n`,
  cancel: `card "Cancel"\n  cost {U}\n  type Instant\n  Counter target spell.\n`,
  "rule-of-law": `card "Rule of Law"\n  cost {2}{W}\n  type Enchantment\n  Each player can't play more than one spell each turn.\n`,
  luminesce: `card "Luminesce"\n  cost {W}\n  type Instant\n  Prevent all damage that black sources and red sources would deal this turn.\n`,
  "life-ban": `card "Life Ban"\n  cost {2}{B}\n  type Enchantment\n  Players can't gain life.\n`,
  "healing-drops": `card "Healing Drops"\n  cost {W}\n  type Instant\n  You gain 3 life.\n`,
  "everlasting-torment": `card "Everlasting Torment"\n  cost {2}{B/R}\n  type Enchantment\n  Players can't gain life.\n  Damage can't be prevented.\n  All damage is dealt as though its source had wither.\n`,
  "shielded-guard": `card "Shielded Guard"\n  cost {3}{W}\n  type Creature — Human Soldier\n  4/4\n  Prevent all damage that would be dealt to Shielded Guard.\n`,
  "stone-ox": `card "Stone Ox"\n  cost {3}{G}\n  type Creature — Ox\n  4/4\n`,
  sparks: `card "Sparks"\n  cost {R}\n  type Instant\n  Sparks deals 3 damage to target creature or player.\n`,
  "aura-shatter": `card "Aura Shatter"\n  cost {W}\n  type Instant\n  Destroy target enchantment.\n`,
};

const folder = temporaryFolder("rules-covA2");
afterAll(() => folder.cleanup());
let cards: CardRegistry;

beforeAll(async () => {
  const compiled = await compileTestCards(folder.dir, SOURCES);
  cards = createRegistry([...referenceCards, ...compiled]);
}, 120_000);


describe("the sentences print back in both wordings", () => {
  it("418.5a: 'is every creature type', 'You control enchanted creature.'", () => {
    printsBack("Equipped creature gets +1/+1 and is every creature type.", "Equipped creature gets +1/+1 and is every creature type.", "Equipped creature gets +1/+1 and is every creature type.", "Artifact — Equipment");
    printsBack("Equipped creature is every creature type.", "Equipped creature is every creature type.", "Equipped creature is every creature type.", "Artifact — Equipment");
    printsBack("You control enchanted creature.", "You control enchanted creature.", "You control enchanted creature.", "Enchantment — Aura\n  Enchant creature");
  });

  it("'as long as ~ remains in play' (current: 'for as long as ~ remains on the battlefield')", () => {
    const printed = "When T comes into play, gain control of target creature as long as T remains in play.";
    printsBack(printed, printed, "When T enters the battlefield, gain control of target creature for as long as T remains on the battlefield.");
    printsBack("When T enters the battlefield, gain control of target creature for as long as T remains on the battlefield.", printed, "When T enters the battlefield, gain control of target creature for as long as T remains on the battlefield.");
  });

  it("'Target spell can't be countered by spells or abilities.' (current: 'Target spell can't be countered.')", () => {
    const type = "Creature — Goblin Shaman\n  2/2";
    printsBack("{R/G}: Target spell can't be countered by spells or abilities.", "{R/G}: Target spell can't be countered by spells or abilities.", "{R/G}: Target spell can't be countered.", type);
    printsBack("{R/G}: Target spell can't be countered.", "{R/G}: Target spell can't be countered by spells or abilities.", "{R/G}: Target spell can't be countered.", type);
  });

  it("'Creature spells you control with power 5 or greater can't be countered.': spells you control, described by their parts", () => {
    const type = "Creature — Beast\n  5/5";
    const line = "Creature spells you control with power 5 or greater can't be countered.";
    printsBack(line, line, line, type);
  });

  it("'Each player can't play more than one spell each turn.' (current: 'cast')", () => {
    printsBack("Each player can't play more than one spell each turn.", "Each player can't play more than one spell each turn.", "Each player can't cast more than one spell each turn.", "Enchantment");
    printsBack("Each player can't cast more than one spell each turn.", "Each player can't play more than one spell each turn.", "Each player can't cast more than one spell each turn.", "Enchantment");
  });

  it("419.6a: 'Prevent all damage that black sources and red sources would deal this turn.'", () => {
    const line = "Prevent all damage that black sources and red sources would deal this turn.";
    printsBack(line, line, line, "Instant");
  });

  it("'Players can't gain life.'", () => {
    printsBack("Players can't gain life.", "Players can't gain life.", "Players can't gain life.", "Enchantment");
  });

  it("'Damage can't be prevented.', 'All damage is dealt as though its source had wither.'", () => {
    printsBack("Damage can't be prevented.", "Damage can't be prevented.", "Damage can't be prevented.", "Enchantment");
    const wither = "All damage is dealt as though its source had wither.";
    printsBack(wither, wither, wither, "Enchantment");
  });

  it("'You control …' names what an Aura is attached to", () => {
    const { diagnostics } = checkCardSources([{ file: "t.card", text: `card "T"\n  cost {2}\n  type Enchantment\n  You control target creature.\n` }]);
    expect(diagnostics.map((d) => d.message).join("\n")).toMatch(/'You control enchanted creature\.'/);
  });
});

describe("418.5a layer 4: Runed Stalactite — equipped creature is every creature type", () => {
  it("the equipped Grizzly Bears is a Goblin (and every other creature type): Goblin Banner gives it +1/+1 on top of the Equipment's", () => {
    const game = table({ play: ["Runed Stalactite", "Grizzly Bears", "Goblin Banner", "Plains", "Plains"] }, {}, { cards, step: "main1" });
    const bears = find(game, "p1", "play", "Grizzly Bears");
    expect(game.object(bears)!.power).toBe(2);
    ok(game, { kind: "activate", player: "p1", object: find(game, "p1", "play", "Runed Stalactite"), ability: 1, targets: [[bears]] });
    passAll(game);
    const v = game.object(bears)!;
    expect(v.allCreatureTypes).toBe(true);
    expect([v.power, v.toughness]).toEqual([4, 4]);
  });
});

describe("418.5a layer 2: Persuasion — You control enchanted creature", () => {
  it("the enchanted creature is the Aura's controller's while the Aura is on it, summoning sick for them; its owner gets it back when the Aura leaves", () => {
    const game = table({ play: ["Island", "Island", "Island", "Island", "Island"], hand: ["Persuasion"] }, { play: ["Grizzly Bears", "Plains"], hand: ["Aura Shatter"] }, { cards, step: "main1" });
    const bears = find(game, "p2", "play", "Grizzly Bears");
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Persuasion"), targets: [[bears]] });
    passAll(game);
    expect(game.object(bears)!.controller).toBe("p1");
    // It came under Alice's control this turn: it can't attack.
    expect(game.legalActions().some((a) => a.kind === "declareAttackers" && a.attackers?.some((x) => x.attacker === bears))).toBe(false);
    // Bob destroys the Aura: the Bears are his again.
    const persuasion = find(game, "p1", "play", "Persuasion");
    game.submit({ kind: "pass", player: "p1" });
    ok(game, { kind: "cast", player: "p2", card: find(game, "p2", "hand", "Aura Shatter"), targets: [[persuasion]] });
    passAll(game);
    expect(names(game, "p1", "graveyard")).toContain("Persuasion");
    expect(game.object(bears)!.controller).toBe("p2");
  });
});

describe("418.5a layer 2: two control statics do not ask each other's controller forever", () => {
  it("two Persuasions on two creatures: each creature is the Aura's controller's, and the game plays on", () => {
    const game = table({ play: Array(10).fill("Island"), hand: ["Persuasion", "Persuasion"] }, { play: ["Grizzly Bears", "Hill Giant"] }, { cards, step: "main1" });
    const bears = find(game, "p2", "play", "Grizzly Bears");
    const giant = find(game, "p2", "play", "Hill Giant");
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Persuasion"), targets: [[bears]] });
    passAll(game);
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Persuasion"), targets: [[giant]] });
    passAll(game);
    expect(game.object(bears)!.controller).toBe("p1");
    expect(game.object(giant)!.controller).toBe("p1");
    expect(game.legalActions().length).toBeGreaterThan(0);
  });
});

describe("Sower of Temptation — gain control of target creature as long as ~ remains in play", () => {
  it("the creature is taken while the Sower is in play and goes back when it leaves", () => {
    const game = table({ play: ["Island", "Island", "Island", "Island"], hand: ["Sower of Temptation"] }, { play: ["Grizzly Bears", "Swamp"], hand: ["Slay"] }, { cards, step: "main1" });
    const bears = find(game, "p2", "play", "Grizzly Bears");
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Sower of Temptation"), targets: [] });
    passAll(game);
    const trigger = game.pendingDecision();
    if (trigger !== null) game.answer([bears]);
    passAll(game);
    expect(game.object(bears)!.controller).toBe("p1");
    const sower = find(game, "p1", "play", "Sower of Temptation");
    game.submit({ kind: "pass", player: "p1" });
    ok(game, { kind: "cast", player: "p2", card: find(game, "p2", "hand", "Slay"), targets: [[sower]] });
    passAll(game);
    expect(names(game, "p1", "graveyard")).toContain("Sower of Temptation");
    expect(game.object(bears)!.controller).toBe("p2");
  });

  it("if the Sower has left play before its ability resolves, control never changes", () => {
    const game = table({ play: ["Island", "Island", "Island", "Island"], hand: ["Sower of Temptation"] }, { play: ["Grizzly Bears", "Swamp"], hand: ["Slay"] }, { cards, step: "main1" });
    const bears = find(game, "p2", "play", "Grizzly Bears");
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Sower of Temptation"), targets: [] });
    passAll(game);
    if (game.pendingDecision() !== null) game.answer([bears]);
    // The trigger is on the stack: Bob kills the Sower in response.
    const sower = find(game, "p1", "play", "Sower of Temptation");
    game.submit({ kind: "pass", player: "p1" });
    ok(game, { kind: "cast", player: "p2", card: find(game, "p2", "hand", "Slay"), targets: [[sower]] });
    passAll(game);
    expect(game.object(bears)!.controller).toBe("p2");
  });
});

describe("Vexing Shusher — target spell can't be countered by spells or abilities", () => {
  function spellOnStack() {
    const game = table({ play: ["Vexing Shusher", "Mountain", "Mountain"], hand: ["Spark"] }, { play: ["Island"], hand: ["Cancel"] }, { cards, step: "main1" });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Spark"), targets: [["p2"]] });
    const spark = game.stack()[0].id;
    return { game, spark };
  }
  function counterIt(game: Game, spark: ObjectId) {
    ok(game, { kind: "pass", player: "p1" });
    ok(game, { kind: "cast", player: "p2", card: find(game, "p2", "hand", "Cancel"), targets: [[spark]] });
    passAll(game); // Cancel resolves
    passAll(game); // Spark resolves if it is still there
  }

  it("a spell the Shusher's ability made uncounterable stays on the stack as Cancel resolves, and resolves", () => {
    const { game, spark } = spellOnStack();
    ok(game, { kind: "activate", player: "p1", object: find(game, "p1", "play", "Vexing Shusher"), ability: 1, targets: [[spark]] });
    passAll(game);
    counterIt(game, spark);
    expect(game.player("p2").life).toBe(19);
    expect(names(game, "p1", "graveyard")).toContain("Spark");
  });

  it("without it, Cancel counters the spell", () => {
    const { game, spark } = spellOnStack();
    counterIt(game, spark);
    expect(game.player("p2").life).toBe(20);
  });
});

describe("409.1a: Rule of Law — each player can't play more than one spell each turn", () => {
  it("the second spell of a turn is refused and not offered; the other player may still play one; a new turn allows one again", () => {
    const game = table({ play: ["Rule of Law", "Mountain", "Mountain"], hand: ["Spark", "Spark"] }, { play: ["Island"], hand: ["Cancel"] }, { cards, step: "main1" });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Spark"), targets: [["p2"]] });
    passAll(game);
    expect(game.player("p2").life).toBe(19);
    const second = find(game, "p1", "hand", "Spark");
    expect(game.submit({ kind: "cast", player: "p1", card: second, targets: [["p2"]] }).ok).toBe(false);
    expect(game.legalActions().some((a) => a.kind === "cast" && a.card === second)).toBe(false);
  });

  it("without Rule of Law the second spell is played", () => {
    const game = table({ play: ["Mountain", "Mountain"], hand: ["Spark", "Spark"] }, {}, { cards, step: "main1" });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Spark"), targets: [["p2"]] });
    passAll(game);
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Spark"), targets: [["p2"]] });
    passAll(game);
    expect(game.player("p2").life).toBe(18);
  });
});

describe("419.6a: Luminesce — prevent all damage that black sources and red sources would deal this turn", () => {
  it("a red spell's damage to a player is prevented after Luminesce resolves", () => {
    const game = table({ play: ["Plains"], hand: ["Luminesce"] }, { play: ["Mountain"], hand: ["Spark"] }, { cards, step: "main1" });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Luminesce"), targets: [] });
    passAll(game);
    ok(game, { kind: "pass", player: "p1" });
    ok(game, { kind: "cast", player: "p2", card: find(game, "p2", "hand", "Spark"), targets: [["p1"]] });
    passAll(game);
    expect(game.player("p1").life).toBe(20);
  });

  it("without it, the red spell deals its damage", () => {
    const game = table({ play: ["Plains"] }, { play: ["Mountain"], hand: ["Spark"] }, { cards, step: "main1" });
    ok(game, { kind: "pass", player: "p1" });
    ok(game, { kind: "cast", player: "p2", card: find(game, "p2", "hand", "Spark"), targets: [["p1"]] });
    passAll(game);
    expect(game.player("p1").life).toBe(19);
  });
});

describe("Everlasting Torment's 'Players can't gain life.'", () => {
  it("a life gain doesn't happen while the enchantment is in play, whoever controls it; without it, it does", () => {
    const game = table({ play: ["Plains"], hand: ["Healing Drops"] }, { play: ["Life Ban"] }, { cards, step: "main1" });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Healing Drops"), targets: [] });
    passAll(game);
    expect(game.player("p1").life).toBe(20);
    const without = table({ play: ["Plains"], hand: ["Healing Drops"] }, {}, { cards, step: "main1" });
    ok(without, { kind: "cast", player: "p1", card: find(without, "p1", "hand", "Healing Drops"), targets: [] });
    passAll(without);
    expect(without.player("p1").life).toBe(23);
  });
});

describe("Everlasting Torment: damage can't be prevented (419.6a, 502.7) and is dealt as though its source had wither", () => {
  it("a red spell's damage to a creature is dealt as -1/-1 counters", () => {
    const game = table({ play: ["Everlasting Torment", "Mountain"], hand: ["Sparks"] }, { play: ["Stone Ox"] }, { cards, step: "main1" });
    const ox = find(game, "p2", "play", "Stone Ox");
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Sparks"), targets: [[ox]] });
    passAll(game);
    expect(game.object(ox)!.counters["-1/-1"]).toBe(3);
    expect(game.object(ox)!.damage).toBe(0);
  });

  it("a static prevention doesn't apply: Shielded Guard gets the counters; without the Torment it is unharmed", () => {
    const game = table({ play: ["Everlasting Torment", "Mountain"], hand: ["Sparks"] }, { play: ["Shielded Guard"] }, { cards, step: "main1" });
    const guard = find(game, "p2", "play", "Shielded Guard");
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Sparks"), targets: [[guard]] });
    passAll(game);
    expect(game.object(guard)!.counters["-1/-1"]).toBe(3);
    const without = table({ play: ["Mountain"], hand: ["Sparks"] }, { play: ["Shielded Guard"] }, { cards, step: "main1" });
    const other = find(without, "p2", "play", "Shielded Guard");
    ok(without, { kind: "cast", player: "p1", card: find(without, "p1", "hand", "Sparks"), targets: [[other]] });
    passAll(without);
    expect(without.object(other)!.counters["-1/-1"] ?? 0).toBe(0);
    expect(without.object(other)!.damage).toBe(0);
  });

  it("a prevention shield doesn't apply: Luminesce leaves the red spell's damage to a player", () => {
    const game = table({ play: ["Everlasting Torment", "Mountain"], hand: ["Sparks"] }, { play: ["Plains"], hand: ["Luminesce"] }, { cards, step: "main1" });
    ok(game, { kind: "pass", player: "p1" });
    ok(game, { kind: "cast", player: "p2", card: find(game, "p2", "hand", "Luminesce"), targets: [] });
    passAll(game);
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Sparks"), targets: [["p2"]] });
    passAll(game);
    expect(game.player("p2").life).toBe(17);
  });
});
