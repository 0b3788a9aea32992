/**
 * Protection from a colour chosen as an effect happens or as a permanent comes into play, and the other statics of
 * covH (issue 19): "Target Merfolk you control gains protection from the color of your choice until end of turn."
 * (Sygg, River Guide), "… of its controller's choice" (Pale Wayfarer): 502.7, granted in layer 5 like a named
 * protection keyword.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { createRegistry, type CardRegistry } from "../../runtime/definition.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { advance, answer, atStep, find, names, ok, passAll, refused, table } from "./engine-helpers.js";
import { compileTestCards, temporaryFolder, printsBack } from "../compiler/helpers.js";
import { continueFromSnapshot, firstLogDifference, playRandomGame, type Engine } from "./fuzz-harness.js";
import { createGame, restoreGame } from "../../runtime/game.js";

const SOURCES: Record<string, string> = {
  "river-guide": `card "River Guide"\n  cost {W}{U}\n  type Legendary Creature — Merfolk Wizard\n  2/2\n  {1}{W}: Target Merfolk you control gains protection from the color of your choice until end of turn.\n`,
  wayfarer: `card "Wayfarer"\n  cost {5}{W}{W}\n  type Creature — Spirit Giant\n  4/4\n  {2}{W}{W}, {Q}: Target creature gains protection from the color of its controller's choice until end of turn.\n`,
  sparks: `card "Sparks"\n  cost {R}\n  type Instant\n  Sparks deals 3 damage to target creature or player.\n`,
  voice: `card "Voice"\n  cost {2}{W}{W}\n  type Creature — Angel\n  2/2\n  Flying\n  As Voice comes into play, choose a color.\n  Voice has protection from the chosen color.\n`,
  snare: `card "Snare"\n  cost {1}{W}\n  type Instant\n  Prevent all damage target attacking or blocking creature would deal this turn. If that creature is black or red, destroy it.\n`,
  "platinum-angel": `card "Platinum Angel"\n  cost {7}\n  type Artifact Creature — Angel\n  4/4\n  Flying\n  You can't lose the game and your opponents can't win the game.\n`,
  victory: `card "Victory"\n  cost {B}\n  type Instant\n  You win the game.\n`,
  defeat: `card "Defeat"\n  cost {B}\n  type Instant\n  Target player loses the game.\n`,
  "shatter-it": `card "Shatter It"\n  cost {R}\n  type Instant\n  Destroy target artifact.\n`,
  harpoonist: `card "Harpoonist"\n  cost {3}{U}\n  type Creature — Kithkin Soldier\n  2/2\n  Flying\n  Whenever Harpoonist attacks, you may have target creature lose flying until end of turn.\n`,
  baron: `card "Baron"\n  cost {1}{B}{B}\n  type Creature — Zombie Wizard\n  2/2\n  Skeleton creatures you control and other Zombie creatures you control get +1/+1 and have deathtouch.\n`,
  "bone-walker": `card "Bone Walker"\n  cost {B}\n  type Creature — Skeleton\n  1/1\n`,
  "walking-corpse": `card "Walking Corpse"\n  cost {1}{B}\n  type Creature — Zombie\n  2/2\n`,
  "seedborn-muse": `card "Seedborn Muse"\n  cost {3}{G}{G}\n  type Creature — Spirit\n  2/4\n  Untap all permanents you control during each other player's untap step.\n`,
  "stoic-angel": `card "Stoic Angel"\n  cost {1}{G}{W}{U}\n  type Creature — Angel\n  3/4\n  Flying, vigilance\n  Players can't untap more than one creature during their untap steps.\n`,
  crucible: `card "Crucible"\n  cost {3}\n  type Artifact\n  You may play land cards from your graveyard.\n`,
  upwelling: `card "Upwelling"\n  cost {3}{G}\n  type Enchantment\n  Mana pools don't empty at the end of phases or turns.\n`,
  ritual: `card "Ritual"\n  cost {B}\n  type Instant\n  Add {B}{B}{B} to your mana pool.\n`,
  "magma-spray": `card "Magma Spray"\n  cost {R}\n  type Instant\n  Magma Spray deals 2 damage to target creature. If that creature would be put into a graveyard this turn, remove it from the game instead.\n`,
  "blue-sparks": `card "Blue Sparks"\n  cost {U}\n  type Instant\n  Blue Sparks deals 1 damage to target creature or player.\n`,
};

const folder = temporaryFolder("rules-covH");
afterAll(() => folder.cleanup());
let cards: CardRegistry;

beforeAll(async () => {
  const compiled = await compileTestCards(folder.dir, SOURCES);
  cards = createRegistry([...referenceCards, ...compiled]);
}, 120_000);


describe("502.7: protection from a colour chosen as the effect happens", () => {
  it("502.7: the sentences print back in both wordings", () => {
    const yours = "{1}{W}: Target Merfolk you control gains protection from the color of your choice until end of turn.";
    printsBack(yours, yours, yours);
    const theirs = "{2}{W}{W}, {Q}: Target creature gains protection from the color of its controller's choice until end of turn.";
    printsBack(theirs, theirs, theirs);
  });

  it("502.7: River Guide — its controller chooses red; the Merfolk can't be the target of a red spell until end of turn", () => {
    const game = table({ play: ["River Guide", "Plains", "Plains"] }, { play: ["Mountain"], hand: ["Sparks"] }, { cards, step: "main1" });
    const guide = find(game, "p1", "play", "River Guide");
    ok(game, { kind: "activate", player: "p1", object: guide, ability: 0, targets: [[guide]] });
    passAll(game);
    const decision = game.pendingDecision()!;
    expect(decision.kind).toBe("color");
    expect(decision.player).toBe("p1");
    expect([decision.min, decision.max]).toEqual([1, 1]);
    answer(game, ["red"]);
    expect(game.object(guide)!.keywords).toContain("Protection from red");
    expect(game.object(guide)!.keywords).not.toContain("Protection from blue");
    ok(game, { kind: "pass", player: "p1" });
    refused(game, { kind: "cast", player: "p2", card: find(game, "p2", "hand", "Sparks"), targets: [[guide]] }, "target");
  });

  it("502.7: Wayfarer — the targeted creature's controller, not the ability's, chooses the colour", () => {
    const game = table({ play: [{ card: "Wayfarer", tapped: true }, "Plains", "Plains", "Plains", "Plains"] }, { play: ["Grizzly Bears"] }, { cards, step: "main1" });
    const wayfarer = find(game, "p1", "play", "Wayfarer");
    const bears = find(game, "p2", "play", "Grizzly Bears");
    ok(game, { kind: "activate", player: "p1", object: wayfarer, ability: 0, targets: [[bears]] });
    passAll(game);
    const decision = game.pendingDecision()!;
    expect(decision.kind).toBe("color");
    expect(decision.player).toBe("p2");
    answer(game, ["white"]);
    expect(game.object(bears)!.keywords).toEqual(["Protection from white"]);
    expect(game.object(wayfarer)!.tapped).toBe(false);
  });
});

describe("502.7: '~ has protection from the chosen color.' (Voice of All)", () => {
  it("502.7: prints back in both wordings; without the choice it is an error that says which line to add", () => {
    const printed = "T has protection from the chosen color.";
    const text = (line: string) => `card "T"\n  cost {2}\n  type Creature — Angel\n  2/2\n${line}  T has protection from the chosen color.\n`;
    const { files, diagnostics } = checkCardSources([{ file: "t.card", text: text("  As T comes into play, choose a color.\n") }]);
    expect(diagnostics).toEqual([]);
    expect(printCardFile(files[0].ast, { wording: "2007" })).toContain(`  ${printed}\n`);
    expect(printCardFile(files[0].ast, { wording: "current" })).toContain(`  ${printed}\n`);
    const without = checkCardSources([{ file: "t.card", text: text("") }]);
    expect(without.diagnostics.map((d) => d.code)).toEqual(["CS2035"]);
    expect(without.diagnostics[0].message).toContain("choose a color");
  });

  it("502.7: the colour chosen as it comes into play: a red spell can't target it, a blue one can", () => {
    const game = table({ play: ["Plains", "Plains", "Plains", "Plains"], hand: ["Voice"] }, { play: ["Mountain", "Island"], hand: ["Sparks", "Blue Sparks"] }, { cards, step: "main1" });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Voice"), targets: [] });
    passAll(game);
    expect(game.pendingDecision()?.kind).toBe("color");
    answer(game, ["red"]);
    const voice = find(game, "p1", "play", "Voice");
    expect(game.object(voice)!.keywords).toEqual(expect.arrayContaining(["Flying", "Protection from red"]));
    ok(game, { kind: "pass", player: "p1" });
    refused(game, { kind: "cast", player: "p2", card: find(game, "p2", "hand", "Sparks"), targets: [[voice]] }, "target");
    ok(game, { kind: "cast", player: "p2", card: find(game, "p2", "hand", "Blue Sparks"), targets: [[voice]] });
  });
});

describe("419.6a: 'Prevent all damage target attacking or blocking creature would deal this turn.' (Inquisitor's Snare)", () => {
  it("419.6a: prints back in both wordings, 'destroy it' after the condition that named the creature", () => {
    const line = "Prevent all damage target attacking or blocking creature would deal this turn. If that creature is black or red, destroy it.";
    printsBack(line, line, line, "Instant");
  });

  /** p1 attacks with the creatures named; p2 casts Snare on `target` in the declare attackers step. */
  function snared(attackers: string[], target: string) {
    const game = table({ play: attackers }, { play: ["Plains", "Plains"], hand: ["Snare"] }, { cards, step: "main1" });
    advance(game, atStep("declareAttackers"));
    ok(game, { kind: "declareAttackers", player: "p1", attackers: attackers.map((name) => ({ attacker: find(game, "p1", "play", name), defender: "p2" })) });
    ok(game, { kind: "pass", player: "p1" });
    ok(game, { kind: "cast", player: "p2", card: find(game, "p2", "hand", "Snare"), targets: [[find(game, "p1", "play", target)]] });
    passAll(game);
    return game;
  }

  it("419.6a: a green attacker is not destroyed, and the damage it would deal this turn is prevented", () => {
    const game = snared(["Grizzly Bears"], "Grizzly Bears");
    expect(names(game, "p1", "play")).toContain("Grizzly Bears");
    advance(game, atStep("main2"));
    expect(game.player("p2").life).toBe(20);
  });

  it("419.6a: a red attacker is destroyed; an attacker not targeted still deals its damage", () => {
    const game = snared(["Hill Giant", "Grizzly Bears"], "Hill Giant");
    expect(names(game, "p1", "graveyard")).toContain("Hill Giant");
    advance(game, atStep("main2"));
    expect(game.player("p2").life).toBe(18);
  });
});

describe("104.3, 104.2: 'You can't lose the game and your opponents can't win the game.' (Platinum Angel)", () => {
  it("104.3: prints back in both wordings", () => {
    const line = "You can't lose the game and your opponents can't win the game.";
    printsBack(line, line, line, "Artifact Creature — Angel\n  4/4");
  });

  it("420.5: at 0 life its controller doesn't lose while it is in play; once it is destroyed, the state-based check ends the game", () => {
    const game = table({ play: ["Platinum Angel"], life: 0 }, { play: ["Mountain"], hand: ["Shatter It"] }, { cards, step: "main1" });
    ok(game, { kind: "pass", player: "p1" });
    expect(game.isOver()).toBe(false);
    ok(game, { kind: "cast", player: "p2", card: find(game, "p2", "hand", "Shatter It"), targets: [[find(game, "p1", "play", "Platinum Angel")]] });
    passAll(game);
    expect(game.isOver()).toBe(true);
    expect(game.winner()).toBe("p2");
  });

  it("420.5a: a player who can't lose goes on losing life down to −(2^53 − 1) and no further (runtime/life.ts LIFE_BOUND): damage leaves an exact integer", () => {
    const bottom = -Number.MAX_SAFE_INTEGER;
    const game = table({ play: ["Platinum Angel"], life: bottom + 1 }, { play: ["Mountain", "Mountain"], hand: ["Sparks", "Sparks"] }, { cards, step: "main1" });
    ok(game, { kind: "pass", player: "p1" });
    ok(game, { kind: "cast", player: "p2", card: find(game, "p2", "hand", "Sparks"), targets: [["p1"]] });
    passAll(game);
    expect(game.player("p1").life).toBe(bottom);
    expect(game.log().filter((event) => event.kind === "damage").at(-1)).toMatchObject({ recipient: "p1", amount: 3, life: bottom });
    ok(game, { kind: "pass", player: "p1" });
    ok(game, { kind: "cast", player: "p2", card: find(game, "p2", "hand", "Sparks"), targets: [["p1"]] });
    passAll(game);
    expect(game.player("p1").life).toBe(bottom);
    expect(game.isOver()).toBe(false);
  });

  it("104.2b, 104.3e: an opponent's 'You win the game.' and 'Target player loses the game.' do nothing while it is in play", () => {
    const game = table({ play: ["Platinum Angel"] }, { play: ["Swamp", "Swamp"], hand: ["Victory", "Defeat"] }, { cards, step: "main1" });
    ok(game, { kind: "pass", player: "p1" });
    ok(game, { kind: "cast", player: "p2", card: find(game, "p2", "hand", "Victory"), targets: [] });
    passAll(game);
    expect(game.isOver()).toBe(false);
    ok(game, { kind: "pass", player: "p1" });
    ok(game, { kind: "cast", player: "p2", card: find(game, "p2", "hand", "Defeat"), targets: [["p1"]] });
    passAll(game);
    expect(game.isOver()).toBe(false);
    const without = table({}, { play: ["Swamp"], hand: ["Victory"] }, { cards, step: "main1" });
    ok(without, { kind: "pass", player: "p1" });
    ok(without, { kind: "cast", player: "p2", card: find(without, "p2", "hand", "Victory"), targets: [] });
    passAll(without);
    expect(without.winner()).toBe("p2");
  });
});

describe("418.5a: 'you may have target creature lose flying until end of turn' (Kinscaer Harpoonist)", () => {
  it("418.5a: prints back in both wordings", () => {
    const line = "Whenever T attacks, you may have target creature lose flying until end of turn.";
    printsBack(line, line, line);
    printsBack("Target creature loses flying until end of turn.", "Target creature loses flying until end of turn.", "Target creature loses flying until end of turn.", "Instant");
  });

  it("418.5a: the Angel loses flying until end of turn and can't block the flying attacker; it flies again the next turn", () => {
    const game = table({ play: ["Harpoonist"] }, { play: ["Serra Angel"] }, { cards, step: "main1" });
    const angel = find(game, "p2", "play", "Serra Angel");
    advance(game, atStep("declareAttackers"));
    ok(game, { kind: "declareAttackers", player: "p1", attackers: [{ attacker: find(game, "p1", "play", "Harpoonist"), defender: "p2" }] });
    // The trigger's target (the Angel), then its "you may" as it resolves.
    for (let i = 0; i < 6; i++) {
      const decision = game.pendingDecision();
      if (decision !== null) answer(game, decision.kind === "may" ? ["yes"] : [angel]);
      else if (game.stack().length > 0) passAll(game);
      else break;
    }
    expect(game.object(angel)!.keywords).toEqual(["Vigilance"]);
    advance(game, atStep("declareBlockers"));
    const blocks = game.legalActions().filter((a) => a.kind === "declareBlockers" && a.blocks.some((b) => b.blocker === angel));
    expect(blocks).toEqual([]);
    advance(game, (g) => g.turnNumber() === 4 && g.step() === "main1");
    expect(game.object(angel)!.keywords).toEqual(expect.arrayContaining(["Flying", "Vigilance"]));
  });
});

describe("418.5a: 'Skeleton creatures you control and other Zombie creatures you control get +1/+1 and have deathtouch.' (Death Baron)", () => {
  it("418.5a: prints back in both wordings (current: 'Skeletons you control and other Zombies you control')", () => {
    const printed = "Skeleton creatures you control and other Zombie creatures you control get +1/+1 and have deathtouch.";
    printsBack(printed, printed, printed);
    const oracle = "Skeletons you control and other Zombies you control get +1/+1 and have deathtouch.";
    printsBack(oracle, oracle, oracle);
  });

  it("'and' joins kinds of permanents, not the card itself: the error says how to write it", () => {
    const text = `card "T"\n  cost {2}\n  type Creature — Zombie\n  2/2\n  T and other Zombie creatures you control get +1/+1.\n`;
    const { diagnostics } = checkCardSources([{ file: "t.card", text }]);
    expect(diagnostics.map((d) => d.code)).toEqual(["CS1035"]);
    expect(diagnostics[0].message).toContain("plural description");
  });

  it("418.5a: its controller's Skeleton and other Zombies get +1/+1 and deathtouch; itself, a Bear and the opponent's Zombie don't", () => {
    const game = table({ play: ["Baron", "Bone Walker", "Walking Corpse", "Grizzly Bears"] }, { play: ["Walking Corpse"] }, { cards, step: "main1" });
    const stats = (player: "p1" | "p2", name: string) => {
      const v = game.object(find(game, player, "play", name))!;
      return [v.power, v.toughness, v.keywords.includes("Deathtouch")];
    };
    expect(stats("p1", "Bone Walker")).toEqual([2, 2, true]);
    expect(stats("p1", "Walking Corpse")).toEqual([3, 3, true]);
    expect(stats("p1", "Baron")).toEqual([2, 2, false]);
    expect(stats("p1", "Grizzly Bears")).toEqual([2, 2, false]);
    expect(stats("p2", "Walking Corpse")).toEqual([2, 2, false]);
  });
});

describe("502.2: 'Untap all permanents you control during each other player's untap step.' (Seedborn Muse)", () => {
  it("502.2: prints back in both wordings; it names permanents its controller controls", () => {
    const line = "Untap all permanents you control during each other player's untap step.";
    printsBack(line, line, line, "Creature — Spirit\n  2/4");
    const { diagnostics } = checkCardSources([{ file: "t.card", text: `card "T"\n  cost {2}\n  type Enchantment\n  Untap all creatures during each other player's untap step.\n` }]);
    expect(diagnostics.map((d) => d.code)).toEqual(["CS1035"]);
  });

  it("502.2: in the opponent's untap step its controller's tapped permanents untap, the opponent's own as usual; without it they stay tapped", () => {
    const setup = (muse: boolean) =>
      table({ play: [{ card: "Forest", tapped: true }, { card: "Grizzly Bears", tapped: true }, ...(muse ? ["Seedborn Muse"] : [])] }, { play: [{ card: "Mountain", tapped: true }] }, { cards, step: "main2" });
    for (const muse of [true, false]) {
      const game = setup(muse);
      advance(game, (g) => g.turnNumber() === 4 && g.step() === "upkeep");
      expect(game.activePlayer()).toBe("p2");
      expect(game.object(find(game, "p2", "play", "Mountain"))!.tapped).toBe(false);
      expect(game.object(find(game, "p1", "play", "Forest"))!.tapped).toBe(!muse);
      expect(game.object(find(game, "p1", "play", "Grizzly Bears"))!.tapped).toBe(!muse);
    }
  });
});

describe("502.2: 'Players can't untap more than one creature during their untap steps.' (Stoic Angel)", () => {
  it("502.2: prints back in both wordings; 'their untap steps' goes with players", () => {
    const line = "Players can't untap more than one creature during their untap steps.";
    printsBack(line, line, line, "Creature — Angel\n  3/4");
    const { diagnostics } = checkCardSources([{ file: "t.card", text: `card "T"\n  cost {2}\n  type Enchantment\n  Players can't untap more than one creature during your untap step.\n` }]);
    expect(diagnostics.map((d) => d.message)).toEqual([expect.stringContaining("during their untap steps")]);
  });

  it("502.2: the active player chooses the one creature that untaps; lands untap as usual; the opponent is limited too", () => {
    const game = table(
      { play: ["Stoic Angel", { card: "Grizzly Bears", tapped: true }, { card: "Hill Giant", tapped: true }, { card: "Forest", tapped: true }] },
      { play: [{ card: "Grizzly Bears", tapped: true }, { card: "Mountain", tapped: true }] },
      { cards, step: "main2", activePlayer: 1 },
    );
    advance(game, (g) => g.turnNumber() === 4 && g.step() === "upkeep");
    const decision = game.pendingDecision()!;
    expect(decision).toMatchObject({ player: "p1", kind: "untap", min: 1, max: 1 });
    const giant = find(game, "p1", "play", "Hill Giant");
    expect([...decision.options].sort()).toEqual([find(game, "p1", "play", "Grizzly Bears"), giant].sort());
    answer(game, [giant]);
    expect(game.object(giant)!.tapped).toBe(false);
    expect(game.object(find(game, "p1", "play", "Grizzly Bears"))!.tapped).toBe(true);
    expect(game.object(find(game, "p1", "play", "Forest"))!.tapped).toBe(false);
    // One tapped creature only: nothing to choose, it untaps.
    const single = table({ play: ["Stoic Angel"] }, { play: [{ card: "Grizzly Bears", tapped: true }] }, { cards, step: "main2" });
    advance(single, (g) => g.turnNumber() === 4 && g.step() === "upkeep");
    expect(single.object(find(single, "p2", "play", "Grizzly Bears"))!.tapped).toBe(false);
  });
});

describe("212.6: 'You may play land cards from your graveyard.' (Crucible of Worlds)", () => {
  it("212.6: prints back in both wordings (current: 'You may play lands from your graveyard.')", () => {
    printsBack("You may play land cards from your graveyard.", "You may play land cards from your graveyard.", "You may play lands from your graveyard.", "Artifact");
    printsBack("You may play lands from your graveyard.", "You may play land cards from your graveyard.", "You may play lands from your graveyard.", "Artifact");
  });

  it("212.6: its controller's land play may come from their graveyard, once a turn; without it, none can", () => {
    const game = table({ play: ["Crucible"], graveyard: ["Forest", "Mountain", "Grizzly Bears"] }, { graveyard: ["Plains"] }, { cards, step: "main1" });
    const forest = find(game, "p1", "graveyard", "Forest");
    const listed = game.legalActions().filter((a) => a.kind === "playLand").map((a) => (a as { card: string }).card);
    expect(listed.sort()).toEqual([forest, find(game, "p1", "graveyard", "Mountain")].sort());
    ok(game, { kind: "playLand", player: "p1", card: forest });
    expect(names(game, "p1", "play")).toContain("Forest");
    refused(game, { kind: "playLand", player: "p1", card: find(game, "p1", "graveyard", "Mountain") }, "one land");
    const without = table({ graveyard: ["Forest"] }, {}, { cards, step: "main1" });
    expect(without.legalActions().some((a) => a.kind === "playLand")).toBe(false);
    refused(without, { kind: "playLand", player: "p1", card: find(without, "p1", "graveyard", "Forest") }, "hand");
  });
});

describe("300.3: 'Mana pools don't empty at the end of phases or turns.' (Upwelling)", () => {
  it("300.3: prints back in both wordings (current: 'Players don't lose unspent mana as steps and phases end.')", () => {
    const printed = "Mana pools don't empty at the end of phases or turns.";
    const current = "Players don't lose unspent mana as steps and phases end.";
    printsBack(printed, printed, current, "Enchantment");
    printsBack(current, printed, current, "Enchantment");
  });

  it("300.3: the mana stays in the pool past the phase's end, with no mana burn; without it the pool empties and burns", () => {
    for (const upwelling of [true, false]) {
      const game = table({ play: ["Swamp", ...(upwelling ? ["Upwelling"] : [])], hand: ["Ritual"] }, {}, { cards, step: "main1" });
      ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Ritual"), targets: [] });
      passAll(game);
      expect(Object.values(game.player("p1").manaPool).reduce((a, b) => a + b, 0)).toBe(3);
      advance(game, atStep("main2"));
      expect(Object.values(game.player("p1").manaPool).reduce((a, b) => a + b, 0)).toBe(upwelling ? 3 : 0);
      expect(game.player("p1").life).toBe(upwelling ? 20 : 17);
    }
  });
});

describe("419: 'If that creature would be put into a graveyard this turn, remove it from the game instead.' (Magma Spray)", () => {
  it("419: prints back in both wordings (current: 'If that creature would die this turn, exile it instead.')", () => {
    const printed = "T deals 2 damage to target creature. If that creature would be put into a graveyard this turn, remove it from the game instead.";
    const current = "T deals 2 damage to target creature. If that creature would die this turn, exile it instead.";
    printsBack(printed, printed, current, "Instant");
    printsBack(current, printed, current, "Instant");
  });

  it("419: the creature its damage kills is removed from the game, not put into the graveyard", () => {
    const game = table({ play: ["Mountain"], hand: ["Magma Spray"] }, { play: ["Grizzly Bears"] }, { cards, step: "main1" });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Magma Spray"), targets: [[find(game, "p2", "play", "Grizzly Bears")]] });
    passAll(game);
    expect(names(game, "p2", "removed")).toEqual(["Grizzly Bears"]);
    expect(names(game, "p2", "graveyard")).toEqual([]);
  });

  it("419: a creature that survives the damage and dies later this turn is removed too", () => {
    const game = table({ play: ["Mountain", "Mountain"], hand: ["Magma Spray", "Sparks"] }, { play: ["Hill Giant", "Grizzly Bears"] }, { cards, step: "main1" });
    const giant = find(game, "p2", "play", "Hill Giant");
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Magma Spray"), targets: [[giant]] });
    passAll(game);
    expect(names(game, "p2", "play")).toContain("Hill Giant");
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Sparks"), targets: [[giant]] });
    passAll(game);
    expect(names(game, "p2", "removed")).toEqual(["Hill Giant"]);
  });
});

describe("random play with these cards keeps the game's invariants", () => {
  it("seeds 1–30: no invariant violated (a player at 0 life under Platinum Angel included), every game ends, and goes on the same from a snapshot", { timeout: 120_000 }, () => {
    const engine: Engine = { createGame, restoreGame };
    const pool = ["River Guide", "Wayfarer", "Voice", "Snare", "Platinum Angel", "Harpoonist", "Baron", "Seedborn Muse", "Stoic Angel", "Crucible", "Upwelling", "Ritual", "Magma Spray", "Sparks", "Shatter It", "Bone Walker", "Walking Corpse", "Grizzly Bears", "Hill Giant", "Serra Angel"];
    const violations: string[] = [];
    for (let seed = 1; seed <= 30; seed++) {
      const result = playRandomGame(engine, cards, { seed, illegalProbeEvery: 61, randomActionEvery: 37, maxSteps: 20_000, autoPass: "engine", setup: { pool } });
      violations.push(...result.violations);
      if (result.hitCap) violations.push(`seed ${seed}: the game did not end within ${result.steps} steps`);
      if (result.violations.length === 0) {
        const { restored } = continueFromSnapshot(engine, result.setup, result.trace, result.trace.length >> 1);
        if (firstLogDifference(result.log, restored.log()) >= 0) violations.push(`seed ${seed}: restored from a snapshot halfway, the game's log differs`);
      }
    }
    expect(violations.slice(0, 5)).toEqual([]);
  });
});
