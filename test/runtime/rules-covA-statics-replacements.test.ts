/**
 * Rule-changing static abilities and replacement effects compiled from their text (issue 19, covA): "Other
 * Treefolk and Forests you control are indestructible." (a plural list of subtypes, 420.5c), "If you would draw
 * a card, draw two cards instead." and "If you would gain life, you gain twice that much life instead." (419.6:
 * an event's count multiplied, one draw at a time).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkCardSources } from "../../grammar/index.js";
import { createRegistry, type CardRegistry } from "../../runtime/definition.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { advance, atStep, find, names, ok, passAll, refused, table } from "./engine-helpers.js";
import type { Game } from "../../runtime/api.js";
import { compileTestCards, temporaryFolder, printsBack as printsBackOn } from "../compiler/helpers.js";

const SOURCES: Record<string, string> = {
  "timber-protector": `card "Timber Protector"\n  cost {4}{G}\n  type Creature — Treefolk Warrior\n  4/6\n  Other Treefolk creatures you control get +1/+1.\n  Other Treefolk and Forests you control are indestructible.\n`,
  "oak-sapling": `card "Oak Sapling"\n  cost {G}\n  type Creature — Treefolk\n  1/1\n`,
  "final-wrath": `card "Final Wrath"\n  cost {2}\n  type Sorcery\n  Destroy all creatures.\n`,
  "land-ruin": `card "Land Ruin"\n  cost {2}\n  type Sorcery\n  Destroy all lands.\n`,
  "thought-reflection": `card "Thought Reflection"\n  cost {4}{U}{U}{U}\n  type Enchantment\n  If you would draw a card, draw two cards instead.\n`,
  "boon-reflection": `card "Boon Reflection"\n  cost {4}{W}\n  type Enchantment\n  If you would gain life, you gain twice that much life instead.\n`,
  "inspiration": `card "Inspiration"\n  cost {3}{U}\n  type Instant\n  Target player draws two cards.\n`,
  "healing-salve": `card "Healing Salve"\n  cost {W}\n  type Instant\n  Target player gains 3 life.\n`,
  "warren-scourge-elf": `card "Warren-Scourge Elf"\n  cost {1}{G}\n  type Creature — Elf Warrior\n  1/1\n  Protection from Goblins\n`,
  "mistmeadow-skulk": `card "Mistmeadow Skulk"\n  cost {1}{W}\n  type Creature — Kithkin Rogue\n  1/1\n  Lifelink, protection from converted mana cost 3 or greater\n`,
  "goblin-sharpshooter": `card "Goblin Sharpshooter"\n  cost {2}{R}\n  type Creature — Goblin\n  1/1\n  {T}: Goblin Sharpshooter deals 1 damage to target creature or player.\n`,
  "goblin-brute": `card "Goblin Brute"\n  cost {1}{R}\n  type Creature — Goblin\n  2/2\n`,
  "lava-axe-3": `card "Heavy Bolt"\n  cost {2}{R}\n  type Instant\n  Heavy Bolt deals 3 damage to target creature.\n`,
  "inescapable-brute": `card "Inescapable Brute"\n  cost {5}{R}\n  type Creature — Giant Warrior\n  3/3\n  Wither\n  Inescapable Brute must be blocked if able.\n`,
  "naths-elite": `card "Nath's Elite"\n  cost {4}{G}\n  type Creature — Elf Warrior\n  4/2\n  All creatures able to block Nath's Elite do so.\n`,
  lure: `card "Lure"\n  cost {1}{G}{G}\n  type Enchantment — Aura\n  Enchant creature\n  All creatures able to block enchanted creature do so.\n`,
  "karplusan-strider": `card "Karplusan Strider"\n  cost {3}{G}\n  type Creature — Yeti\n  3/4\n  Karplusan Strider can't be the target of blue or black spells.\n`,
  "frost-bolt": `card "Frost Bolt"\n  cost {U}\n  type Instant\n  Frost Bolt deals 1 damage to target creature.\n`,
  "ember-bolt": `card "Ember Bolt"\n  cost {R}\n  type Instant\n  Ember Bolt deals 1 damage to target creature.\n`,
  "tide-pinger": `card "Tide Pinger"\n  cost {1}{U}\n  type Creature — Merfolk\n  1/1\n  {T}: Tide Pinger deals 1 damage to target creature.\n`,
  "gaddock-teeg": `card "Gaddock Teeg"\n  cost {G}{W}\n  type Legendary Creature — Kithkin Advisor\n  2/2\n  Noncreature spells with converted mana cost 4 or greater can't be played.\n  Noncreature spells with {X} in their mana costs can't be played.\n`,
  "blaze": `card "Blaze"\n  cost {X}{R}\n  type Sorcery\n  Blaze deals X damage to target creature or player.\n`,
  "pyroclasm": `card "Pyroclasm"\n  cost {1}{R}\n  type Sorcery\n  Pyroclasm deals 2 damage to each creature.\n`,
};

const folder = temporaryFolder("rules-covA");
afterAll(() => folder.cleanup());
let cards: CardRegistry;

beforeAll(async () => {
  const compiled = await compileTestCards(folder.dir, SOURCES);
  cards = createRegistry([...referenceCards, ...compiled]);
}, 120_000);

/** The line printed back in the 2007 wording and in the current one (on a Treefolk, the cards' own type). */
function printsBack(line: string, printed: string, current: string, type = "Creature — Treefolk\n  2/2"): void {
  printsBackOn(line, printed, current, type);
}

describe("the sentences print back in both wordings", () => {
  const cases: [string, string, string][] = [
    ["Other Treefolk and Forests you control are indestructible.", "Other Treefolk and Forests you control are indestructible.", "Other Treefolk and Forests you control have indestructible."],
    ["Other Treefolk and Forests you control have indestructible.", "Other Treefolk and Forests you control are indestructible.", "Other Treefolk and Forests you control have indestructible."],
    ["If you would draw a card, draw two cards instead.", "If you would draw a card, draw two cards instead.", "If you would draw a card, draw two cards instead."],
    ["If you would gain life, you gain twice that much life instead.", "If you would gain life, you gain twice that much life instead.", "If you would gain life, you gain twice that much life instead."],
    ["Protection from Elves", "Protection from Elves", "Protection from Elves"],
    ["T can't be the target of blue or black spells.", "T can't be the target of blue or black spells.", "T can't be the target of blue or black spells."],
    ["Noncreature spells with {X} in their mana costs can't be played.", "Noncreature spells with {X} in their mana costs can't be played.", "Noncreature spells with {X} in their mana costs can't be cast."],
    ["Noncreature spells with converted mana cost 4 or greater can't be played.", "Noncreature spells with converted mana cost 4 or greater can't be played.", "Noncreature spells with mana value 4 or greater can't be cast."],
    ["T must be blocked if able.", "T must be blocked if able.", "T must be blocked if able."],
    ["All creatures able to block T do so.", "All creatures able to block T do so.", "All creatures able to block T do so."],
    ["Flying, protection from artifacts", "Flying, protection from artifacts", "Flying, protection from artifacts"],
    ["Lifelink, protection from converted mana cost 3 or greater", "Lifelink, protection from converted mana cost 3 or greater", "Lifelink, protection from mana value 3 or greater"],
    ["Protection from mana value 2 or less, protection from red", "Protection from converted mana cost 2 or less, protection from red", "Protection from mana value 2 or less, protection from red"],
  ];
  for (const [line, printed, current] of cases) it(`'${line}'`, () => printsBack(line, printed, current));

  it("502.7: protection from a word that is no quality says what protection can be from", () => {
    const { diagnostics } = checkCardSources([{ file: "t.card", text: `card "T"\n  cost {2}\n  type Creature — Elf\n  1/1\n  Protection from Bananas\n` }]);
    expect(diagnostics.map((d) => d.message).join("\n")).toMatch(/a colour, a card type, a subtype or a converted mana cost/);
  });

  it("419.6: drawing one card instead of one is refused with a helpful error", () => {
    const { diagnostics } = checkCardSources([{ file: "t.card", text: `card "T"\n  cost {2}\n  type Enchantment\n  If you would draw a card, draw one cards instead.\n` }]);
    expect(diagnostics.map((d) => d.message).join("\n")).toMatch(/two or more cards/);
  });
});

describe("420.5c: Timber Protector — other Treefolk and Forests you control are indestructible", () => {
  it("its Forest and other Treefolk survive destruction; itself, an opponent's Forest and a non-Treefolk don't", () => {
    const game = table(
      { play: ["Timber Protector", "Oak Sapling", "Grizzly Bears", "Forest", "Mountain", "Mountain", "Mountain", "Mountain"], hand: ["Final Wrath", "Land Ruin"] },
      { play: ["Forest"] },
      { cards, step: "main1" },
    );
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Land Ruin"), targets: [] });
    passAll(game);
    expect(names(game, "p1", "play")).toContain("Forest");
    expect(names(game, "p1", "play")).not.toContain("Mountain");
    expect(names(game, "p2", "play")).not.toContain("Forest");
  });

  it("the lord itself is not 'other': Destroy all creatures leaves the Sapling only", () => {
    const game = table({ play: ["Timber Protector", "Oak Sapling", "Grizzly Bears", "Mountain", "Mountain"], hand: ["Final Wrath"] }, {}, { cards, step: "main1" });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Final Wrath"), targets: [] });
    passAll(game);
    expect(names(game, "p1", "play").filter((name) => name !== "Mountain")).toEqual(["Oak Sapling"]);
  });
});

describe("419.6: Thought Reflection and Boon Reflection — draws and life gained, multiplied", () => {
  it("each card drawn is two cards: 'draws two cards' draws four; an opponent's draws are untouched", () => {
    const game = table({ play: ["Thought Reflection", "Island", "Island", "Island", "Island"], hand: ["Inspiration", "Inspiration"] }, {}, { cards, step: "main1" });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Inspiration"), targets: [["p1"]] });
    passAll(game);
    expect(game.zone("p1", "hand").length).toBe(1 + 4);
    expect(game.zone("p1", "library").length).toBe(10 - 4);
  });

  it("two Thought Reflections make each draw four cards (419.9: each applies once, to the event the other made)", () => {
    const game = table({ play: ["Thought Reflection", "Thought Reflection", "Island", "Island", "Island", "Island"], hand: ["Inspiration"] }, {}, { cards, step: "main1" });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Inspiration"), targets: [["p2"]] });
    passAll(game);
    expect(game.zone("p2", "hand").length).toBe(2);
  });

  it("the draw step's draw is replaced too", () => {
    const game = table({ play: ["Thought Reflection"] }, {}, { cards, step: "upkeep" });
    passAll(game);
    expect(game.zone("p1", "hand").length).toBe(2);
  });

  it("life gained is doubled for its controller only", () => {
    const game = table({ play: ["Boon Reflection", "Plains", "Plains"], hand: ["Healing Salve", "Healing Salve"] }, {}, { cards, step: "main1" });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Healing Salve"), targets: [["p1"]] });
    passAll(game);
    expect(game.player("p1").life).toBe(26);
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Healing Salve"), targets: [["p2"]] });
    passAll(game);
    expect(game.player("p2").life).toBe(23);
  });
});

function toBlockers(game: Game, attacker: string, attackingPlayer: "p1" | "p2" = "p1"): void {
  advance(game, atStep("declareAttackers"));
  ok(game, { kind: "declareAttackers", player: attackingPlayer, attackers: [{ attacker: find(game, attackingPlayer, "play", attacker), defender: attackingPlayer === "p1" ? "p2" : "p1" }] });
  ok(game, { kind: "pass", player: "p1" });
  ok(game, { kind: "pass", player: "p2" });
}

describe("502.7: protection from a subtype and from a converted mana cost", () => {
  it("Warren-Scourge Elf: a Goblin's ability can't target it; another creature it can", () => {
    const game = table({ play: ["Goblin Sharpshooter"] }, { play: ["Warren-Scourge Elf", "Grizzly Bears"] }, { cards, step: "main1" });
    const sharpshooter = find(game, "p1", "play", "Goblin Sharpshooter");
    refused(game, { kind: "activate", player: "p1", object: sharpshooter, ability: 0, targets: [[find(game, "p2", "play", "Warren-Scourge Elf")]] }, "");
    ok(game, { kind: "activate", player: "p1", object: sharpshooter, ability: 0, targets: [[find(game, "p2", "play", "Grizzly Bears")]] });
  });

  it("Warren-Scourge Elf: not blocked by Goblins; a non-Goblin blocks it", () => {
    const game = table({ play: ["Warren-Scourge Elf"] }, { play: ["Goblin Brute", "Grizzly Bears"] }, { cards, step: "upkeep" });
    const elf = find(game, "p1", "play", "Warren-Scourge Elf");
    toBlockers(game, "Warren-Scourge Elf");
    refused(game, { kind: "declareBlockers", player: "p2", blocks: [{ blocker: find(game, "p2", "play", "Goblin Brute"), attacker: elf }] }, "309.1");
    ok(game, { kind: "declareBlockers", player: "p2", blocks: [{ blocker: find(game, "p2", "play", "Grizzly Bears"), attacker: elf }] });
  });

  it("Warren-Scourge Elf: the combat damage a Goblin deals to it is prevented", () => {
    const game = table({ play: ["Goblin Brute"] }, { play: ["Warren-Scourge Elf", "Grizzly Bears"] }, { cards, step: "upkeep" });
    toBlockers(game, "Goblin Brute");
    const brute = find(game, "p1", "play", "Goblin Brute");
    ok(game, { kind: "declareBlockers", player: "p2", blocks: [{ blocker: find(game, "p2", "play", "Warren-Scourge Elf"), attacker: brute }] });
    advance(game, atStep("endOfCombat"));
    expect(names(game, "p2", "play")).toContain("Warren-Scourge Elf");
    expect(game.object(find(game, "p2", "play", "Warren-Scourge Elf"))!.damage).toBe(0);
  });

  it("Mistmeadow Skulk: a spell of converted mana cost 3 can't target it and its damage is prevented; one of cost 2 deals it", () => {
    const game = table({ play: ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain"], hand: ["Heavy Bolt", "Pyroclasm"] }, { play: ["Mistmeadow Skulk", "Grizzly Bears"] }, { cards, step: "main1" });
    const skulk = find(game, "p2", "play", "Mistmeadow Skulk");
    refused(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Heavy Bolt"), targets: [[skulk]] }, "");
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Pyroclasm"), targets: [] });
    passAll(game);
    expect(names(game, "p2", "play")).not.toContain("Mistmeadow Skulk");
    expect(names(game, "p2", "play")).not.toContain("Grizzly Bears");
  });

  it("Mistmeadow Skulk: a creature of converted mana cost 3 or more can't block it; one of cost 2 can", () => {
    const game = table({ play: ["Mistmeadow Skulk"] }, { play: ["Goblin Sharpshooter", "Goblin Brute"] }, { cards, step: "upkeep" });
    toBlockers(game, "Mistmeadow Skulk");
    const skulk = find(game, "p1", "play", "Mistmeadow Skulk");
    refused(game, { kind: "declareBlockers", player: "p2", blocks: [{ blocker: find(game, "p2", "play", "Goblin Sharpshooter"), attacker: skulk }] }, "309.1");
    ok(game, { kind: "declareBlockers", player: "p2", blocks: [{ blocker: find(game, "p2", "play", "Goblin Brute"), attacker: skulk }] });
  });
});

describe("309.1: requirements on blocks — 'must be blocked if able', 'All creatures able to block ~ do so'", () => {
  it("Inescapable Brute: no block is refused while a creature can block it; one blocker obeys, and the listing offers only obeying blocks", () => {
    const game = table({ play: ["Inescapable Brute", "Grizzly Bears"] }, { play: ["Hill Giant", "Ornithopter"] }, { cards, step: "upkeep" });
    advance(game, atStep("declareAttackers"));
    const brute = find(game, "p1", "play", "Inescapable Brute");
    const bears = find(game, "p1", "play", "Grizzly Bears");
    ok(game, { kind: "declareAttackers", player: "p1", attackers: [{ attacker: brute, defender: "p2" }, { attacker: bears, defender: "p2" }] });
    ok(game, { kind: "pass", player: "p1" });
    ok(game, { kind: "pass", player: "p2" });
    const giant = find(game, "p2", "play", "Hill Giant");
    refused(game, { kind: "declareBlockers", player: "p2", blocks: [] }, "must be blocked if able");
    // The giant blocking the Bears while the Ornithopter stays home: the Ornithopter could block the Brute.
    refused(game, { kind: "declareBlockers", player: "p2", blocks: [{ blocker: giant, attacker: bears }] }, "309.1");
    for (const action of game.legalActions()) {
      if (action.kind === "declareBlockers") expect(action.blocks.some((b) => b.attacker === brute)).toBe(true);
    }
    ok(game, { kind: "declareBlockers", player: "p2", blocks: [{ blocker: giant, attacker: bears }, { blocker: find(game, "p2", "play", "Ornithopter"), attacker: brute }] });
  });

  it("Inescapable Brute: with no creature able to block it (tapped), it goes unblocked", () => {
    const game = table({ play: ["Inescapable Brute"] }, { play: [{ card: "Hill Giant", tapped: true }] }, { cards, step: "upkeep" });
    advance(game, atStep("declareAttackers"));
    ok(game, { kind: "declareAttackers", player: "p1", attackers: [{ attacker: find(game, "p1", "play", "Inescapable Brute"), defender: "p2" }] });
    ok(game, { kind: "pass", player: "p1" });
    ok(game, { kind: "pass", player: "p2" });
    advance(game, atStep("endOfCombat"));
    expect(game.player("p2").life).toBe(17);
  });

  it("Nath's Elite: every creature able to block it must; the listing offers that one declaration", () => {
    const game = table({ play: ["Nath's Elite"] }, { play: ["Hill Giant", "Grizzly Bears"] }, { cards, step: "upkeep" });
    toBlockers(game, "Nath's Elite");
    const elite = find(game, "p1", "play", "Nath's Elite");
    const giant = find(game, "p2", "play", "Hill Giant");
    const bears = find(game, "p2", "play", "Grizzly Bears");
    refused(game, { kind: "declareBlockers", player: "p2", blocks: [] }, "all creatures able to block Nath's Elite do so");
    refused(game, { kind: "declareBlockers", player: "p2", blocks: [{ blocker: giant, attacker: elite }] }, "Grizzly Bears must block it");
    const listed = game.legalActions().filter((a) => a.kind === "declareBlockers");
    expect(listed.length).toBe(1);
    ok(game, listed[0]);
    expect(listed[0].kind === "declareBlockers" && listed[0].blocks.map((b) => b.blocker).sort()).toEqual([giant, bears].sort());
  });

  it("Lure: the creature it enchants is the one every able creature blocks; the Aura's own controller's other attacker is not", () => {
    const game = table({ play: ["Grizzly Bears", "Hill Giant", "Forest", "Forest", "Forest"], hand: ["Lure"] }, { play: ["Ornithopter"] }, { cards, step: "main1" });
    const bears = find(game, "p1", "play", "Grizzly Bears");
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Lure"), targets: [[bears]] });
    passAll(game);
    advance(game, atStep("declareAttackers"));
    const giant = find(game, "p1", "play", "Hill Giant");
    ok(game, { kind: "declareAttackers", player: "p1", attackers: [{ attacker: giant, defender: "p2" }, { attacker: bears, defender: "p2" }] });
    ok(game, { kind: "pass", player: "p1" });
    ok(game, { kind: "pass", player: "p2" });
    const thopter = find(game, "p2", "play", "Ornithopter");
    refused(game, { kind: "declareBlockers", player: "p2", blocks: [{ blocker: thopter, attacker: giant }] }, "309.1");
    ok(game, { kind: "declareBlockers", player: "p2", blocks: [{ blocker: thopter, attacker: bears }] });
  });
});

describe("409.1c: Karplusan Strider — can't be the target of blue or black spells", () => {
  it("a blue spell can't target it, a red spell and a blue creature's ability can", () => {
    const game = table({ play: ["Tide Pinger", "Island", "Mountain"], hand: ["Frost Bolt", "Ember Bolt"] }, { play: ["Karplusan Strider"] }, { cards, step: "main1" });
    const strider = find(game, "p2", "play", "Karplusan Strider");
    refused(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Frost Bolt"), targets: [[strider]] }, "");
    expect(game.legalActions().some((a) => a.kind === "cast" && a.targets?.some((group) => group.includes(strider)) && game.object(a.card)!.name === "Frost Bolt")).toBe(false);
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Ember Bolt"), targets: [[strider]] });
    passAll(game);
    ok(game, { kind: "activate", player: "p1", object: find(game, "p1", "play", "Tide Pinger"), ability: 0, targets: [[strider]] });
    passAll(game);
    expect(game.object(strider)!.damage).toBe(2);
  });
});

describe("Gaddock Teeg — noncreature spells with {X} in their mana costs can't be played", () => {
  it("Blaze can't be played while an opponent's Gaddock Teeg is in play; a spell without {X} can, and Blaze can without it", () => {
    const game = table({ play: ["Mountain", "Mountain", "Mountain"], hand: ["Blaze", "Ember Bolt"] }, { play: ["Gaddock Teeg"] }, { cards, step: "main1" });
    refused(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Blaze"), x: 1, targets: [["p2"]] }, "");
    expect(game.legalActions().some((a) => a.kind === "cast" && game.object(a.card)!.name === "Blaze")).toBe(false);
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Ember Bolt"), targets: [[find(game, "p2", "play", "Gaddock Teeg")]] });
    const without = table({ play: ["Mountain", "Mountain"], hand: ["Blaze"] }, {}, { cards, step: "main1" });
    ok(without, { kind: "cast", player: "p1", card: find(without, "p1", "hand", "Blaze"), x: 1, targets: [["p2"]] });
  });
});
