/**
 * 418.5a (2007), layer 5 "abilities added": activated abilities granted in quotes by static abilities (families/
 * static-modify, runtime/granted-abilities.ts), compiled from the corpus texts in both wordings: Power of Fire
 * ('Enchanted creature has "{T}: This creature deals 1 damage to target creature or player."'), Sinking Feeling
 * ('… has "{1}, Put a -1/-1 counter on this creature: Untap this creature."'), Resplendent Mentor ('White creatures
 * you control have "{T}: You gain 1 life."'). The creature plays the ability as its own (409.1: its controller,
 * summoning sickness for {T}, "this creature" is the creature); the ability on the stack resolves even after the
 * grant ended; a snapshot keeps where its code is.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectBothWordings } from "../grammar/round-trip.js";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { createRegistry, type CardRegistry } from "../../runtime/definition.js";
import { createGame, restoreGame } from "../../runtime/game.js";
import { playRandomGame } from "./fuzz-harness.js";
import type { Game } from "../../runtime/api.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { advance, atStep, find, names, ok, passAll, refused, table } from "./engine-helpers.js";
import { compileTestCards, temporaryFolder } from "../compiler/helpers.js";

const aura = (name: string, cost: string, ...lines: string[]) => `card "${name}"\n  cost ${cost}\n  type Enchantment — Aura\n  Enchant creature\n${lines.map((line) => `  ${line}\n`).join("")}`;
const FURYSTOKE = {
  "2007": 'card "Furystoke Giant"\n  cost {3}{R}{R}\n  type Creature — Giant Warrior\n  3/3\n  When Furystoke Giant comes into play, other creatures you control gain "{T}: This creature deals 2 damage to target creature or player" until end of turn.\n  Persist\n',
  current: 'card "Furystoke Giant"\n  cost {3}{R}{R}\n  type Creature — Giant Warrior\n  3/3\n  When Furystoke Giant enters the battlefield, other creatures you control gain "{T}: This creature deals 2 damage to any target" until end of turn.\n  Persist\n',
};
const SPAWNING_POOL = {
  "2007": 'card "Spawning Pool"\n  type Land\n  Spawning Pool comes into play tapped.\n  {T}: Add {B} to your mana pool.\n  {1}{B}: Spawning Pool becomes a 1/1 black Skeleton creature with "{B}: Regenerate this creature" until end of turn. It\'s still a land.\n',
  current: 'card "Spawning Pool"\n  type Land\n  Spawning Pool enters the battlefield tapped.\n  {T}: Add {B}.\n  {1}{B}: Spawning Pool becomes a 1/1 black Skeleton creature with "{B}: Regenerate this creature" until end of turn. It\'s still a land.\n',
};
const TEXTS = {
  "2007": {
    power: aura("Power of Fire", "{1}{R}", 'Enchanted creature has "{T}: This creature deals 1 damage to target creature or player."'),
    sinking: aura("Sinking Feeling", "{2}{U}", "Enchanted creature doesn't untap during its controller's untap step.", 'Enchanted creature has "{1}, Put a -1/-1 counter on this creature: Untap this creature."'),
    mentor: 'card "Resplendent Mentor"\n  cost {4}{W}\n  type Creature — Kithkin Cleric\n  2/2\n  White creatures you control have "{T}: You gain 1 life."\n',
    furystoke: FURYSTOKE["2007"],
    pool: SPAWNING_POOL["2007"],
  },
  current: {
    power: aura("Power of Fire", "{1}{R}", 'Enchanted creature has "{T}: This creature deals 1 damage to any target."'),
    sinking: aura("Sinking Feeling", "{2}{U}", "Enchanted creature doesn't untap during its controller's untap step.", 'Enchanted creature has "{1}, Put a -1/-1 counter on this creature: Untap this creature."'),
    mentor: 'card "Resplendent Mentor"\n  cost {4}{W}\n  type Creature — Kithkin Cleric\n  2/2\n  White creatures you control have "{T}: You gain 1 life."\n',
    furystoke: FURYSTOKE.current,
    pool: SPAWNING_POOL.current,
  },
};
const KEYS = ["power", "sinking", "mentor", "furystoke", "pool"] as const;

function checked(text: string) {
  const { files, diagnostics } = checkCardSources([{ file: "t.card", text }]);
  return { ast: files[0].ast, diagnostics };
}

describe("418.5a: granted activated abilities in the language", () => {
  for (const key of KEYS) {
    it(`${key}: both wordings parse clean to the same tree, and each prints back its own text and the other's`, () => {
      expectBothWordings({ "2007": TEXTS["2007"][key], current: TEXTS.current[key] });
    });
  }

  it("'gets +2/+2 and has \"…\"' (Arcane Teachings) and {Q} (Umbral Mantle) print back as written", () => {
    const teachings = aura("Arcane Teachings", "{2}{R}", 'Enchanted creature gets +2/+2 and has "{T}: This creature deals 1 damage to target creature or player."');
    const mantle = 'card "Umbral Mantle"\n  cost {3}\n  type Artifact — Equipment\n  Equipped creature has "{3}, {Q}: This creature gets +2/+2 until end of turn."\n  Equip {0}\n';
    for (const text of [teachings, mantle]) {
      const { ast, diagnostics } = checked(text);
      expect(diagnostics).toEqual([]);
      expect(printCardFile(ast, { wording: "2007" })).toBe(text);
    }
  });

  it("a granted mana ability checks clean (Joiner Adept: test/runtime/granted-mana-abilities-418.5a.test.ts plays it)", () => {
    const { diagnostics } = checked('card "Joiner Adept"\n  cost {1}{G}\n  type Creature — Elf Druid\n  2/1\n  Lands you control have "{T}: Add one mana of any color to your mana pool."\n');
    expect(diagnostics).toEqual([]);
  });

  it("a quoted ability's own mistakes are reported where they are (X with nothing to define it)", () => {
    const { diagnostics } = checked(aura("Bad Aura", "{R}", 'Enchanted creature has "{T}: This creature deals X damage to target creature or player."'));
    expect(diagnostics.length).toBeGreaterThan(0);
    expect(diagnostics[0].range.start.line).toBe(5);
  });
});

const folder = temporaryFolder("granted-abilities");
afterAll(() => folder.cleanup());
let cards: Record<"2007" | "current", CardRegistry>;

beforeAll(async () => {
  const compile = async (slug: string, text: string) => (await compileTestCards(folder.dir, { [slug]: text }))[0];
  const registry = async (wording: "2007" | "current") =>
    createRegistry([...referenceCards, ...(await Promise.all(KEYS.map((key) => compile(`${key}-${wording}`, TEXTS[wording][key]))))]);
  cards = { "2007": await registry("2007"), current: await registry("current") };
}, 120_000);

describe.each(["2007", "current"] as const)("418.5a: granted abilities compiled from the %s wording", (wording) => {
  const enchant = (game: Game, auraName: string, creature: string, controller: "p1" | "p2" = "p1") => {
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", auraName), targets: [[find(game, controller, "play", creature)]] });
    passAll(game);
  };

  it("Power of Fire: the enchanted creature taps to deal 1 damage as its own ability; without the Aura it has none", () => {
    const game = table({ hand: ["Power of Fire"], play: ["Mountain", "Mountain", "Grizzly Bears"] }, { life: 20 }, { cards: cards[wording] });
    const bears = find(game, "p1", "play", "Grizzly Bears");
    refused(game, { kind: "activate", player: "p1", object: bears, ability: 0, targets: [["p2"]] }, "409.1a");
    enchant(game, "Power of Fire", "Grizzly Bears");
    const listed = game.legalActions().filter((a) => a.kind === "activate" && a.object === bears);
    expect(listed.length).toBeGreaterThan(0);
    ok(game, { kind: "activate", player: "p1", object: bears, ability: 0, targets: [["p2"]] });
    expect(game.object(bears)!.tapped).toBe(true);
    passAll(game);
    expect(game.player("p2").life).toBe(19);
    // Tapped: its {T} ability can't be played again.
    refused(game, { kind: "activate", player: "p1", object: bears, ability: 0, targets: [["p2"]] }, "409.1h");
  });

  it("the ability on the stack resolves after the grant ended (the creature, and so the Aura, gone), and across a snapshot", () => {
    const game = table({ hand: ["Power of Fire"], play: ["Mountain", "Mountain", "Grizzly Bears"] }, { play: ["Mountain"], hand: ["Shock"] }, { cards: cards[wording] });
    enchant(game, "Power of Fire", "Grizzly Bears");
    const bears = find(game, "p1", "play", "Grizzly Bears");
    ok(game, { kind: "activate", player: "p1", object: bears, ability: 0, targets: [["p2"]] });
    const restored = restoreGame(JSON.parse(JSON.stringify(game.snapshot())), cards[wording]);
    for (const g of [game, restored]) {
      ok(g, { kind: "pass", player: "p1" });
      ok(g, { kind: "cast", player: "p2", card: find(g, "p2", "hand", "Shock"), targets: [[bears]] });
      passAll(g); // Shock resolves: the Bears die, the Aura goes to the graveyard (420.5d)
      expect(names(g, "p1", "graveyard").sort()).toEqual(["Grizzly Bears", "Power of Fire"]);
      passAll(g);
      expect(g.player("p2").life).toBe(19);
    }
  });

  it("409.1h: a creature that came under its controller's control this turn can't play a granted {T} ability", () => {
    const game = table({ hand: ["Power of Fire", "Grizzly Bears"], play: ["Mountain", "Mountain", "Forest", "Forest"] }, {}, { cards: cards[wording] });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Grizzly Bears") });
    passAll(game);
    enchant(game, "Power of Fire", "Grizzly Bears");
    refused(game, { kind: "activate", player: "p1", object: find(game, "p1", "play", "Grizzly Bears"), ability: 0, targets: [["p2"]] }, "summoning sickness");
  });

  it("Power of Fire on an opponent's creature: the creature's controller plays it, not the Aura's", () => {
    const game = table({ hand: ["Power of Fire"], play: ["Mountain", "Mountain"] }, { play: ["Grizzly Bears"] }, { cards: cards[wording] });
    enchant(game, "Power of Fire", "Grizzly Bears", "p2");
    const bears = find(game, "p2", "play", "Grizzly Bears");
    refused(game, { kind: "activate", player: "p1", object: bears, ability: 0, targets: [["p2"]] }, "409.1a");
    ok(game, { kind: "pass", player: "p1" });
    ok(game, { kind: "activate", player: "p2", object: bears, ability: 0, targets: [["p1"]] });
    passAll(game);
    expect(game.player("p1").life).toBe(19);
  });

  it("Sinking Feeling: '{1}, Put a -1/-1 counter on this creature: Untap this creature.' pays with the creature's own counter", () => {
    const game = table({ hand: ["Sinking Feeling"], play: ["Island", "Island", "Island", "Island", { card: "Hill Giant", tapped: true }] }, {}, { cards: cards[wording] });
    enchant(game, "Sinking Feeling", "Hill Giant");
    const giant = find(game, "p1", "play", "Hill Giant");
    ok(game, { kind: "activate", player: "p1", object: giant, ability: 0 });
    expect(game.object(giant)!.counters["-1/-1"]).toBe(1);
    passAll(game);
    expect(game.object(giant)!.tapped).toBe(false);
    expect([game.object(giant)!.power, game.object(giant)!.toughness]).toEqual([2, 2]);
  });

  it("Furystoke Giant: the other creatures you control gain the ability until end of turn, locked in as it resolves", () => {
    const game = table({ hand: ["Furystoke Giant"], play: ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Grizzly Bears"] }, { play: ["Hill Giant"] }, { cards: cards[wording] });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Furystoke Giant") });
    passAll(game); // the Giant resolves; its trigger goes on the stack
    passAll(game); // the trigger resolves
    const bears = find(game, "p1", "play", "Grizzly Bears");
    const giant = find(game, "p1", "play", "Furystoke Giant");
    const listed = game.legalActions().filter((a) => a.kind === "activate");
    expect(new Set(listed.map((a) => (a.kind === "activate" ? a.object : "")))).toEqual(new Set([bears]));
    refused(game, { kind: "activate", player: "p1", object: giant, ability: 0, targets: [["p2"]] }, "409.1a");
    ok(game, { kind: "activate", player: "p1", object: bears, ability: 0, targets: [[find(game, "p2", "play", "Hill Giant")]] });
    passAll(game);
    expect(game.object(find(game, "p2", "play", "Hill Giant"))!.damage).toBe(2);
    // 314.2: the effect ends in the cleanup step; next turn the Bears have no ability.
    advance(game, atStep("main1", 4));
    ok(game, { kind: "pass", player: "p2" });
    advance(game, atStep("main1", 5));
    refused(game, { kind: "activate", player: "p1", object: bears, ability: 0, targets: [["p2"]] }, "409.1a");
  });

  it("Spawning Pool: the land becomes a Skeleton with '{B}: Regenerate this creature', numbered after its own abilities", () => {
    const game = table({ hand: ["Shock"], play: ["Spawning Pool", "Swamp", "Swamp", "Swamp", "Mountain"] }, {}, { cards: cards[wording] });
    const pool = find(game, "p1", "play", "Spawning Pool");
    refused(game, { kind: "activate", player: "p1", object: pool, ability: 3 }, "409.1a");
    ok(game, { kind: "activate", player: "p1", object: pool, ability: 2 });
    passAll(game);
    expect(game.object(pool)!.types).toEqual(["Land", "Creature"]);
    ok(game, { kind: "activate", player: "p1", object: pool, ability: 3 });
    passAll(game);
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Shock"), targets: [[pool]] });
    passAll(game);
    expect(names(game, "p1", "play")).toContain("Spawning Pool");
    expect(game.object(pool)!.tapped).toBe(true);
  });

  it("Resplendent Mentor: each white creature you control has the ability (the Mentor too), others and the opponent's don't", () => {
    const game = table({ play: ["Resplendent Mentor", "Serra Angel", "Grizzly Bears"], life: 10 }, { play: ["Serra Angel"] }, { cards: cards[wording] });
    const angel = find(game, "p1", "play", "Serra Angel");
    const mentor = find(game, "p1", "play", "Resplendent Mentor");
    // Serra Angel has no activated ability of its own: the granted one is its number 0.
    ok(game, { kind: "activate", player: "p1", object: angel, ability: 0 });
    passAll(game);
    expect(game.player("p1").life).toBe(11);
    // Left to play: the Mentor's own (it is white itself); not the tapped Angel, the green Bears or Bob's Angel.
    const actions = game.legalActions().filter((a) => a.kind === "activate");
    expect(actions.map((a) => (a.kind === "activate" ? a.object : ""))).toEqual([mentor]);
    refused(game, { kind: "activate", player: "p1", object: find(game, "p1", "play", "Grizzly Bears"), ability: 0 }, "409.1a");
  });
});

describe("418.5a: random games with granted abilities keep the game's invariants", () => {
  it("decks of the granting cards, Grizzly Bears and Serra Angel: no invariant violated, granted abilities played", { timeout: 120_000 }, () => {
    const pool = ["Power of Fire", "Sinking Feeling", "Resplendent Mentor", "Furystoke Giant", "Spawning Pool", "Grizzly Bears", "Serra Angel", "Shock"];
    const violations: string[] = [];
    let grantedPlayed = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const result = playRandomGame({ createGame, restoreGame }, cards["2007"], { seed, maxSteps: 4_000, randomActionEvery: 29, autoPass: "engine", setup: { pool } });
      violations.push(...result.violations);
      grantedPlayed += result.log.filter((event) => event.kind === "activate" && typeof event.object === "string" && !["Spawning Pool"].includes(result.game.object(event.object)?.name ?? "")).length;
    }
    expect(violations).toEqual([]);
    expect(grantedPlayed).toBeGreaterThan(0);
  });
});
