/**
 * 410.10c leaves-play triggers described by their object and their graveyard, played through cards compiled from
 * their text: "an attacking Kithkin or Elf" (the object as it last existed in play: still attacking as it died),
 * "another nontoken Elf" (216.2: a token is no card, but it is put into a graveyard before it ceases to exist), and
 * "is put into your graveyard from play" (217.1d: a card goes to its owner's graveyard; the owner is the ability's
 * controller).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRegistry, type CardRegistry } from "../../runtime/definition.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { advance, answer, atStep, find, names, ok, passAll, table } from "./engine-helpers.js";
import { temporaryFolder, compileTestCards } from "../compiler/helpers.js";

const CARDS: Record<string, string> = {
  elf: `card "Test Elf"\n  cost {G}\n  type Creature — Elf Warrior\n  1/1\n`,
  mourncaller: `card "Test Mourncaller"\n  cost {2}{G}\n  type Creature — Kithkin Scout\n  2/2\n  Whenever an attacking Kithkin or Elf is put into your graveyard from play, draw a card.\n`,
  prowess: `card "Test Prowess"\n  cost {1}{B}\n  type Tribal Enchantment — Elf\n  Whenever another nontoken Elf is put into your graveyard from play, you gain 1 life.\n`,
  maker: `card "Test Elf Maker"\n  cost {G}\n  type Sorcery\n  Put a 1/1 green Elf Warrior creature token into play.\n`,
};

const folder = temporaryFolder("rules-410-graveyard-filters");
afterAll(() => folder.cleanup());
let cards: CardRegistry;

beforeAll(async () => {
  const compiled = await compileTestCards(folder.dir, CARDS);
  cards = createRegistry([...referenceCards, ...compiled]);
}, 120_000);

describe("410.10c graveyard triggers with a described object and 'your graveyard'", () => {
  it("410.10c: an attacking Elf shot during combat is 'an attacking Kithkin or Elf' as it last existed; a nontoken Elf of yours triggers 'another nontoken Elf'", () => {
    const game = table({ hand: ["Shock"], play: ["Mountain", "Test Elf", "Test Mourncaller", "Test Prowess"], library: ["Island", "Island", "Island"] }, {}, { cards });
    advance(game, atStep("declareAttackers"));
    ok(game, { kind: "declareAttackers", player: "p1", attackers: [{ attacker: find(game, "p1", "play", "Test Elf"), defender: "p2" }] });
    advance(game, (g) => g.priorityPlayer() === "p1");
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Shock"), targets: [[find(game, "p1", "play", "Test Elf")]] });
    passAll(game); // Shock resolves; the Elf dies: both abilities trigger, and p1 orders them
    const order = game.pendingDecision();
    expect(order).toMatchObject({ player: "p1", kind: "triggerOrder" });
    answer(game, [order!.options[0] as string]);
    passAll(game); // the first trigger
    passAll(game); // the second
    expect(names(game, "p1", "graveyard").sort()).toEqual(["Shock", "Test Elf"]);
    expect(names(game, "p1", "hand")).toEqual(["Island"]);
    expect(game.player("p1").life).toBe(21);
  });

  it("410.10c: an Elf that was not attacking, an Elf token, and an Elf an opponent owns trigger neither", () => {
    const game = table(
      { hand: ["Shock", "Lightning Bolt", "Test Elf Maker", "Shock"], play: ["Mountain", "Mountain", "Mountain", "Forest", "Test Elf", "Test Mourncaller", "Test Prowess"] },
      { play: ["Test Elf"] },
      { cards },
    );
    // Not attacking: "another nontoken Elf" triggers, "an attacking Kithkin or Elf" doesn't.
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Shock"), targets: [[find(game, "p1", "play", "Test Elf")]] });
    passAll(game);
    passAll(game);
    expect(game.player("p1").life).toBe(21);
    expect(names(game, "p1", "hand").sort()).toEqual(["Lightning Bolt", "Shock", "Test Elf Maker"]);
    // A token Elf of p1's: not "nontoken".
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Elf Maker"), targets: [] });
    passAll(game);
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Lightning Bolt"), targets: [[find(game, "p1", "play", "Elf Warrior")]] });
    passAll(game);
    expect(game.stack()).toEqual([]);
    // p2's Elf goes to p2's graveyard: not "your graveyard".
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Shock"), targets: [[find(game, "p2", "play", "Test Elf")]] });
    passAll(game);
    expect(game.stack()).toEqual([]);
    expect(names(game, "p2", "graveyard")).toEqual(["Test Elf"]);
    expect(game.player("p1").life).toBe(21);
  });
});
