/**
 * Naming a card (201.3 of 2007; current rules: "choose a card name"): "As ~ comes into play, name a card." (419.6b:
 * the choice made as the permanent comes into play, kept on it, ObjectState `chosen.name`; families/replacement-as-
 * enters and families/name-card), read by "with the chosen name" and "protection from the chosen name":
 * Pithing Needle (Tenth Edition: 409.1, activated abilities of sources with the name can't be played unless they're
 * mana abilities), Runed Halo (Shadowmoor: 502.7, a player's protection from the name) and Meddling Mage (Alara's
 * era, Planeshift: spells with the name can't be played). The names offered are those of the game's cards
 * (families/name-card/runtime.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { createRegistry, type CardRegistry } from "../../runtime/definition.js";
import type { Game } from "../../runtime/api.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { advance, answer, atStep, find, logKinds, ok, passAll, refused, table } from "./engine-helpers.js";
import { temporaryFolder, compileTestCards } from "../compiler/helpers.js";

const NEEDLE = `card "Pithing Needle"\n  cost {1}\n  type Artifact\n  As Pithing Needle comes into play, name a card.\n  Activated abilities of sources with the chosen name can't be played unless they're mana abilities.\n`;
const NEEDLE_CURRENT = `card "Pithing Needle"\n  cost {1}\n  type Artifact\n  As Pithing Needle enters the battlefield, choose a card name.\n  Activated abilities of sources with the chosen name can't be activated unless they're mana abilities.\n`;
const HALO = `card "Runed Halo"\n  cost {W}{W}\n  type Enchantment\n  As Runed Halo comes into play, name a card.\n  You have protection from the chosen name.\n`;
const HALO_CURRENT = `card "Runed Halo"\n  cost {W}{W}\n  type Enchantment\n  As Runed Halo enters the battlefield, choose a card name.\n  You have protection from the chosen card name.\n`;
const MAGE = `card "Meddling Mage"\n  cost {W}{U}\n  type Creature — Human Wizard\n  2/2\n  As Meddling Mage comes into play, name a nonland card.\n  Spells with the chosen name can't be played.\n`;
const MAGE_CURRENT = `card "Meddling Mage"\n  cost {W}{U}\n  type Creature — Human Wizard\n  2/2\n  As Meddling Mage enters the battlefield, choose a nonland card name.\n  Spells with the chosen name can't be cast.\n`;
const PYROMANCER = `card "Prodigal Pyromancer"\n  cost {2}{R}\n  type Creature — Human Wizard\n  1/1\n  {T}: Prodigal Pyromancer deals 1 damage to target creature or player.\n`;
const ELVES = `card "Llanowar Elves"\n  cost {G}\n  type Creature — Elf Druid\n  1/1\n  {T}: Add {G} to your mana pool.\n`;
const WEAVE = `card "Lammastide Weave"\n  cost {1}{G}\n  type Instant\n  Name a card, then target player puts the top card of his or her library into his or her graveyard. If that card is the named card, you gain life equal to its converted mana cost.\n  Draw a card.\n`;
const WEAVE_CURRENT = `card "Lammastide Weave"\n  cost {1}{G}\n  type Instant\n  Choose a card name, then target player mills a card. If a card with the chosen name was milled this way, you gain life equal to its mana value.\n  Draw a card.\n`;
const ANGELSONG = `card "Angelsong"\n  cost {1}{W}\n  type Instant\n  Prevent all combat damage that would be dealt this turn.\n  Cycling {2}\n`;

const folder = temporaryFolder("name-a-card");
afterAll(() => folder.cleanup());
let cards: CardRegistry;

beforeAll(async () => {
  const compiled = await compileTestCards(folder.dir, { needle: NEEDLE, halo: HALO, mage: MAGE, weave: WEAVE, pyromancer: PYROMANCER, elves: ELVES, angelsong: ANGELSONG });
  cards = createRegistry([...referenceCards, ...compiled]);
}, 120_000);

/** The name a permanent named as it came into play (its record's `chosen.name`). */
function chosenName(game: Game, id: string): string | undefined {
  const state = game.snapshot().state as { objects: ({ id: string; chosen?: { name?: string } } | null)[] };
  return state.objects.find((o) => o !== null && o.id === id)?.chosen?.name;
}

/** Alice plays `card` (from her hand, with Plains/Islands in play) and names `name` as it comes into play. */
function playAndName(game: Game, card: string, name: string): string {
  ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", card) });
  passAll(game);
  const decision = game.pendingDecision();
  expect(decision?.kind).toBe("cardName");
  expect(decision?.player).toBe("p1");
  answer(game, [name]);
  const id = find(game, "p1", "play", card);
  expect(chosenName(game, id)).toBe(name);
  return id;
}

describe("naming a card: the language", () => {
  it("checks clean in both wordings and prints each back in both", () => {
    for (const [printed, current] of [[NEEDLE, NEEDLE_CURRENT], [HALO, HALO_CURRENT], [MAGE, MAGE_CURRENT], [WEAVE, WEAVE_CURRENT]]) {
      for (const text of [printed, current]) {
        const { files, diagnostics } = checkCardSources([{ file: "c.card", text }]);
        expect(diagnostics).toEqual([]);
        expect(printCardFile(files[0].ast, { wording: "2007" })).toBe(printed);
        expect(printCardFile(files[0].ast, { wording: "current" })).toBe(current);
      }
    }
  });

  it("CS2098: 'the chosen name' on a card that names none is an error at the ability, with the fix", () => {
    const text = `card "Bad Halo"\n  cost {W}\n  type Enchantment\n  You have protection from the chosen name.\n`;
    const { diagnostics } = checkCardSources([{ file: "bad.card", text }]);
    expect(diagnostics.map((d) => [d.code, d.range.start.line, d.range.start.column])).toEqual([["CS2098", 4, 3]]);
    expect(diagnostics[0].message).toContain('add the line "As Bad Halo comes into play, name a card."');
  });

  it("CS2098: 'the named card' in a spell that names none is an error, with the fix; CS1035: it asks of a card just milled", () => {
    const unnamed = WEAVE.replace("Name a card, then target", "Target");
    const { diagnostics } = checkCardSources([{ file: "bad.card", text: unnamed }]);
    expect(diagnostics.map((d) => d.code)).toEqual(["CS2098"]);
    expect(diagnostics[0].message).toContain("write 'Name a card.' before it in the same ability");
    const notMilled = `card "Bad Weave"\n  cost {1}{G}\n  type Sorcery\n  Name a card. Put a 1/1 white Soldier creature token into play. If it is the named card, you gain 2 life.\n`;
    expect(checkCardSources([{ file: "bad.card", text: notMilled }]).diagnostics.map((d) => d.code)).toContain("CS1035");
  });

  it("CS1035: the sentence excepts mana abilities; a named card is 'a card' or 'a nonland card'", () => {
    const errors = (text: string) => checkCardSources([{ file: "c.card", text }]).diagnostics.map((d) => d.code);
    expect(errors(NEEDLE.replace(" unless they're mana abilities", ""))).toContain("CS1035");
    expect(errors(MAGE.replace("nonland card", "noncreature card"))).toContain("CS1035");
  });
});

describe("201.3, 419.6b: 'As ~ comes into play, name a card.'", () => {
  it("201.3: the controller names one of the game's card names as it comes into play; the permanent keeps it", () => {
    const game = table({ hand: ["Pithing Needle"], play: ["Plains"], library: ["Island"] }, { play: ["Prodigal Pyromancer"], library: ["Swamp"] }, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Pithing Needle") });
    passAll(game);
    expect(game.pendingDecision()?.options).toEqual(["Island", "Pithing Needle", "Plains", "Prodigal Pyromancer", "Swamp"]);
    answer(game, ["Prodigal Pyromancer"]);
    const needle = find(game, "p1", "play", "Pithing Needle");
    expect(chosenName(game, needle)).toBe("Prodigal Pyromancer");
    expect(logKinds(game, "cardNamed").map((e) => [e.player, e.name])).toEqual([["p1", "Prodigal Pyromancer"]]);
  });

  it("201.3: 'name a nonland card' offers no land card's name", () => {
    const game = table({ hand: ["Meddling Mage"], play: ["Plains", "Island"], library: ["Island"] }, { hand: ["Shock"], library: ["Mountain"] }, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Meddling Mage") });
    passAll(game);
    expect(game.pendingDecision()?.options).toEqual(["Meddling Mage", "Shock"]);
  });
});

describe("409.1: Pithing Needle, 'Activated abilities of sources with the chosen name can't be played unless they're mana abilities.'", () => {
  const bobHasPriority = (name: string): Game => {
    const game = table({ hand: ["Pithing Needle"], play: ["Plains"] }, { play: ["Prodigal Pyromancer", "Llanowar Elves", "Plains", "Plains"], hand: ["Angelsong"] }, { cards, turnNumber: 3 });
    playAndName(game, "Pithing Needle", name);
    ok(game, { kind: "pass", player: "p1" });
    expect(game.priorityPlayer()).toBe("p2");
    return game;
  };

  it("409.1: an activated ability of a permanent with the chosen name is refused and not listed", () => {
    const game = bobHasPriority("Prodigal Pyromancer");
    const pyromancer = find(game, "p2", "play", "Prodigal Pyromancer");
    refused(game, { kind: "activate", player: "p2", object: pyromancer, ability: 0, targets: [["p1"]] }, "409.1: Pithing Needle says activated abilities of Prodigal Pyromancer can't be played unless they're mana abilities");
    expect(game.legalActions().some((a) => a.kind === "activate" && a.object === pyromancer)).toBe(false);
  });

  it("409.1: another name leaves the ability alone", () => {
    const game = bobHasPriority("Llanowar Elves");
    ok(game, { kind: "activate", player: "p2", object: find(game, "p2", "play", "Prodigal Pyromancer"), ability: 0, targets: [["p1"]] });
    passAll(game);
    expect(game.player("p1").life).toBe(19);
  });

  it("409.1: a mana ability of a source with the chosen name can still be played", () => {
    const game = bobHasPriority("Llanowar Elves");
    ok(game, { kind: "activate", player: "p2", object: find(game, "p2", "play", "Llanowar Elves"), ability: 0 });
    expect(game.player("p2").manaPool.G).toBe(1);
  });

  it("409.1: the sources are in every zone: a card with the chosen name can't be cycled from a hand", () => {
    const named = bobHasPriority("Angelsong");
    refused(named, { kind: "activate", player: "p2", object: find(named, "p2", "hand", "Angelsong"), ability: 0 }, "409.1: Pithing Needle says activated abilities of Angelsong");
    const other = bobHasPriority("Prodigal Pyromancer");
    ok(other, { kind: "activate", player: "p2", object: find(other, "p2", "hand", "Angelsong"), ability: 0 });
  });
});

describe("502.7: Runed Halo, 'You have protection from the chosen name.'", () => {
  const haloNaming = (name: string): Game => {
    const game = table({ hand: ["Runed Halo"], play: ["Plains", "Plains", "Grizzly Bears"] }, { play: ["Prodigal Pyromancer", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Grizzly Bears"], hand: ["Shock", "Lightning Bolt"] }, { cards });
    playAndName(game, "Runed Halo", name);
    ok(game, { kind: "pass", player: "p1" });
    return game;
  };

  it("502.7: a spell with the chosen name can't target the player; another spell can", () => {
    const game = haloNaming("Lightning Bolt");
    refused(game, { kind: "cast", player: "p2", card: find(game, "p2", "hand", "Lightning Bolt"), targets: [["p1"]] }, "409.1c");
    ok(game, { kind: "cast", player: "p2", card: find(game, "p2", "hand", "Shock"), targets: [["p1"]] });
    passAll(game);
    expect(game.player("p1").life).toBe(18);
  });

  it("502.7: an ability of a source with the chosen name can't target the player; the player's permanents can be", () => {
    const game = haloNaming("Prodigal Pyromancer");
    const pyromancer = find(game, "p2", "play", "Prodigal Pyromancer");
    refused(game, { kind: "activate", player: "p2", object: pyromancer, ability: 0, targets: [["p1"]] }, "409.1c");
    ok(game, { kind: "activate", player: "p2", object: pyromancer, ability: 0, targets: [[find(game, "p1", "play", "Grizzly Bears")]] });
  });

  it("502.7: damage a source with the chosen name would deal to the player is prevented (combat damage, no target)", () => {
    const game = table({ hand: ["Runed Halo"], play: ["Plains", "Plains"] }, { play: ["Grizzly Bears", "Hill Giant"] }, { cards });
    playAndName(game, "Runed Halo", "Grizzly Bears");
    advance(game, (g) => g.turnNumber() === 4 && g.legalActions().some((a) => a.kind === "declareAttackers"));
    ok(game, { kind: "declareAttackers", player: "p2", attackers: [{ attacker: find(game, "p2", "play", "Grizzly Bears"), defender: "p1" }, { attacker: find(game, "p2", "play", "Hill Giant"), defender: "p1" }] });
    advance(game, atStep("main2", 4));
    expect(game.player("p1").life).toBe(17);
    expect(logKinds(game, "damagePrevented").map((e) => [e.rule, e.amount])).toEqual([["502.7", 2]]);
  });
});

describe("Meddling Mage: 'Spells with the chosen name can't be played.'", () => {
  it("409.1a: no player can play a spell with the chosen name; other spells can be", () => {
    const game = table({ hand: ["Meddling Mage", "Shock"], play: ["Plains", "Island", "Mountain"] }, { hand: ["Shock", "Lightning Bolt"], play: ["Mountain"] }, { cards });
    playAndName(game, "Meddling Mage", "Shock");
    refused(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Shock"), targets: [["p2"]] }, "409.1a");
    ok(game, { kind: "pass", player: "p1" });
    refused(game, { kind: "cast", player: "p2", card: find(game, "p2", "hand", "Shock"), targets: [["p1"]] }, "409.1a");
    ok(game, { kind: "cast", player: "p2", card: find(game, "p2", "hand", "Lightning Bolt"), targets: [["p1"]] });
  });
});

describe("413.2c, 201.3: Lammastide Weave, 'Name a card, then target player puts the top card … If that card is the named card, …'", () => {
  const weave = (top: string, name: string): Game => {
    const game = table({ hand: ["Lammastide Weave"], play: ["Forest", "Forest"], library: ["Island", "Plains"] }, { library: [top, "Swamp"] }, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Lammastide Weave"), targets: [["p2"]] });
    passAll(game);
    const decision = game.pendingDecision();
    expect(decision?.kind).toBe("cardName");
    expect(decision?.options).toContain(top);
    answer(game, [name]);
    return game;
  };

  it("413.2c: the named card put into the graveyard: its controller gains life equal to its converted mana cost, then draws", () => {
    const game = weave("Serra Angel", "Serra Angel");
    expect(game.zone("p2", "graveyard").map((id) => game.object(id)?.name)).toEqual(["Serra Angel"]);
    expect(game.player("p1").life).toBe(25);
    expect(game.zone("p1", "hand").map((id) => game.object(id)?.name)).toEqual(["Island"]);
  });

  it("413.2c: another card put into the graveyard gains nothing; the card is still drawn", () => {
    const game = weave("Serra Angel", "Swamp");
    expect(game.zone("p2", "graveyard").map((id) => game.object(id)?.name)).toEqual(["Serra Angel"]);
    expect(game.player("p1").life).toBe(20);
    expect(game.zone("p1", "hand").map((id) => game.object(id)?.name)).toEqual(["Island"]);
  });
});
