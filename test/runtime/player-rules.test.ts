/**
 * Static abilities that make rules about players (families/static-player, runtime/player-rules.ts), compiled from
 * their text: "You have shroud." (502: no spell or ability can target that player, 409.1c), "You have no maximum
 * hand size." (314.1/402.2: no discard in cleanup), "Players can't search libraries." (a search finds nothing; the
 * shuffle still happens), "You can't play creature spells." (409.1a: refused and not offered).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { createRegistry, type CardRegistry } from "../../runtime/definition.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { advance, atStep, find, logKinds, many, names, ok, passAll, refused, table } from "./engine-helpers.js";
import { compileTestCards, temporaryFolder } from "../compiler/helpers.js";

const SOURCES: Record<string, string> = {
  "true-believer": `card "True Believer"\n  cost {W}{W}\n  type Creature — Human Cleric\n  2/2\n  You have shroud.\n`,
  spellbook: `card "Spellbook"\n  cost {0}\n  type Artifact\n  You have no maximum hand size.\n`,
  "mindlock-orb": `card "Mindlock Orb"\n  cost {3}{U}\n  type Artifact\n  Players can't search libraries.\n`,
  "steel-golem": `card "Steel Golem"\n  cost {3}\n  type Artifact Creature — Golem\n  3/4\n  You can't play creature spells.\n`,
  "gaeas-herald": `card "Gaea's Herald"\n  cost {1}{G}\n  type Creature — Elf\n  1/1\n  Creature spells can't be countered.\n`,
  "stubborn-goblin": `card "Stubborn Goblin"\n  cost {R}\n  type Creature — Goblin\n  1/1\n  Stubborn Goblin can't be countered.\n`,
  "teeg-test": `card "Teeg Test"\n  cost {G}{W}\n  type Legendary Creature — Kithkin Advisor\n  2/2\n  Noncreature spells with converted mana cost 4 or greater can't be played.\n`,
  "lava-blast": `card "Lava Blast"\n  cost {3}{R}\n  type Sorcery\n  Lava Blast deals 4 damage to target creature or player.\n`,
  cancel: `card "Cancel"\n  cost {U}\n  type Instant\n  Counter target spell.\n`,
  sparks: `card "Sparks"\n  cost {R}\n  type Instant\n  Sparks deals 3 damage to target creature or player.\n`,
  "land-tutor": `card "Land Tutor"\n  cost {G}\n  type Sorcery\n  Search your library for a land card and put it into your hand. Then shuffle your library.\n`,
};

const folder = temporaryFolder("player-rules");
afterAll(() => folder.cleanup());
let cards: CardRegistry;

beforeAll(async () => {
  const compiled = await compileTestCards(folder.dir, SOURCES);
  cards = createRegistry([...referenceCards, ...compiled]);
}, 120_000);

describe("static-player: the sentences print back in both wordings", () => {
  const cases: [string, string, string][] = [
    ["You have shroud.", "You have shroud.", "You have shroud."],
    ["You have no maximum hand size.", "You have no maximum hand size.", "You have no maximum hand size."],
    ["Players can't search libraries.", "Players can't search libraries.", "Players can't search libraries."],
    ["You can't cast creature spells.", "You can't play creature spells.", "You can't cast creature spells."],
    ["Creature spells can't be countered.", "Creature spells can't be countered.", "Creature spells can't be countered."],
    ["Noncreature spells with converted mana cost 4 or greater can't be cast.", "Noncreature spells with converted mana cost 4 or greater can't be played.", "Noncreature spells with mana value 4 or greater can't be cast."],
    ["T can't be countered.", "T can't be countered.", "This spell can't be countered."],
    ["This spell can't be countered.", "T can't be countered.", "This spell can't be countered."],
    ["Your opponents can't play noncreature spells.", "Your opponents can't play noncreature spells.", "Your opponents can't cast noncreature spells."],
  ];
  for (const [line, printed, oracle] of cases) {
    it(`'${line}'`, () => {
      const text = `card "T"\n  cost {2}\n  type Artifact\n  ${line}\n`;
      const { files, diagnostics } = checkCardSources([{ file: "t.card", text }]);
      expect(diagnostics).toEqual([]);
      expect(printCardFile(files[0].ast, { wording: "2007" })).toContain(`  ${printed}\n`);
      expect(printCardFile(files[0].ast, { wording: "current" })).toContain(`  ${oracle}\n`);
    });
  }

  it("a player has shroud, no other keyword: the error says what to write", () => {
    const { diagnostics } = checkCardSources([{ file: "t.card", text: `card "T"\n  cost {2}\n  type Artifact\n  You have flying.\n` }]);
    expect(diagnostics.map((d) => d.message).join("\n")).toMatch(/You have shroud/);
  });
});

describe("502 (shroud): 'You have shroud.' — the player can't be the target of spells or abilities", () => {
  it("Sparks can target the opponent but not the player with True Believer; its controller neither", () => {
    const game = table({ play: ["True Believer", "Mountain"], hand: ["Sparks"] }, { play: ["Mountain"] }, { cards, step: "main1" });
    const sparks = find(game, "p1", "hand", "Sparks");
    refused(game, { kind: "cast", player: "p1", card: sparks, targets: [["p1"]] }, "");
    const targets = game.legalActions().filter((a) => a.kind === "cast" && a.card === sparks).map((a) => (a.kind === "cast" ? a.targets?.[0]?.[0] : undefined));
    expect(targets).toContain("p2");
    expect(targets).not.toContain("p1");
    expect(targets).toContain(find(game, "p1", "play", "True Believer"));
    ok(game, { kind: "cast", player: "p1", card: sparks, targets: [["p2"]] });
    passAll(game);
    expect(game.player("p2").life).toBe(17);
  });
});

describe("314.1/402.2: 'You have no maximum hand size.' — no discard in the cleanup step", () => {
  it("its controller keeps nine cards through cleanup; without it, the same hand is discarded down to seven", () => {
    const game = table({ play: ["Spellbook"], hand: many("Island", 9) }, {}, { cards, step: "endOfTurn" });
    advance(game, atStep("upkeep", 4));
    expect(names(game, "p1", "hand")).toHaveLength(9);
    const without = table({ hand: many("Island", 9) }, {}, { cards, step: "endOfTurn" });
    advance(without, (g) => g.pendingDecision() !== null || atStep("upkeep", 4)(g));
    expect(without.pendingDecision()?.prompt).toMatch(/314.1/);
  });
});

describe("'Players can't search libraries.' — a search finds nothing, and the library is still shuffled", () => {
  it("Land Tutor finds no land with Mindlock Orb in play (anyone's), and does without it", () => {
    const library = ["Forest", ...many("Island", 5)];
    const game = table({ play: ["Forest"], hand: ["Land Tutor"], library }, { play: ["Mindlock Orb"] }, { cards, step: "main1" });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Land Tutor"), targets: [] });
    passAll(game);
    const decision = game.pendingDecision();
    if (decision !== null) expect(decision.options).toEqual([]);
    expect(logKinds(game, "search").every((event) => event.found === null)).toBe(true);
    expect(names(game, "p1", "hand")).not.toContain("Forest");
    const free = table({ play: ["Forest"], hand: ["Land Tutor"], library }, {}, { cards, step: "main1" });
    ok(free, { kind: "cast", player: "p1", card: find(free, "p1", "hand", "Land Tutor"), targets: [] });
    passAll(free);
    expect(free.pendingDecision()?.options).toContain(find(free, "p1", "library", "Forest"));
  });
});

describe("409.1a: 'You can't play creature spells.' — refused and not offered; other spells and players are free", () => {
  it("its controller can't play Grizzly Bears but can play Sparks; the opponent can play creatures", () => {
    const game = table({ play: ["Steel Golem", "Forest", "Forest", "Mountain"], hand: ["Grizzly Bears", "Sparks"] }, { play: ["Forest", "Forest"], hand: ["Grizzly Bears"] }, { cards, step: "main1" });
    const bears = find(game, "p1", "hand", "Grizzly Bears");
    expect(refused(game, { kind: "cast", player: "p1", card: bears, targets: [] }, "409.1a")).toContain("Steel Golem");
    expect(game.legalActions().some((a) => a.kind === "cast" && a.card === bears)).toBe(false);
    expect(game.legalActions().some((a) => a.kind === "cast" && a.card === find(game, "p1", "hand", "Sparks"))).toBe(true);
    const theirs = table({ play: ["Forest", "Forest"], hand: ["Grizzly Bears"] }, { play: ["Steel Golem"] }, { cards, step: "main1" });
    ok(theirs, { kind: "cast", player: "p1", card: find(theirs, "p1", "hand", "Grizzly Bears"), targets: [] });
  });
});

describe("'Creature spells can't be countered.' / '~ can't be countered.': an effect that counters leaves the spell on the stack", () => {
  function counterAttempt(p1: { play: string[]; hand: string[] }, cast: string): ReturnType<typeof table> {
    const game = table(p1, { play: ["Island"], hand: ["Cancel"] }, { cards, step: "main1" });
    const spell = find(game, "p1", "hand", cast);
    ok(game, { kind: "cast", player: "p1", card: spell, targets: cast === "Sparks" ? [["p2"]] : [] });
    ok(game, { kind: "pass", player: "p1" });
    ok(game, { kind: "cast", player: "p2", card: find(game, "p2", "hand", "Cancel"), targets: [[game.stack()[0].id]] });
    passAll(game);
    passAll(game);
    return game;
  }

  it("Gaea's Herald: a creature spell resolves through Cancel; a noncreature spell is countered", () => {
    const bears = counterAttempt({ play: ["Gaea's Herald", "Forest", "Forest"], hand: ["Grizzly Bears"] }, "Grizzly Bears");
    expect(names(bears, "p1", "play")).toContain("Grizzly Bears");
    expect(logKinds(bears, "notCountered")).toHaveLength(1);
    const sparks = counterAttempt({ play: ["Gaea's Herald", "Mountain"], hand: ["Sparks"] }, "Sparks");
    expect(names(sparks, "p1", "graveyard")).toContain("Sparks");
    expect(sparks.player("p2").life).toBe(20);
  });

  it("'~ can't be countered.': its own ability, as a spell; without Gaea's Herald other creature spells are countered", () => {
    const goblin = counterAttempt({ play: ["Mountain"], hand: ["Stubborn Goblin"] }, "Stubborn Goblin");
    expect(names(goblin, "p1", "play")).toContain("Stubborn Goblin");
    const bears = counterAttempt({ play: ["Forest", "Forest"], hand: ["Grizzly Bears"] }, "Grizzly Bears");
    expect(names(bears, "p1", "graveyard")).toContain("Grizzly Bears");
  });
});

describe("409.1a: 'Noncreature spells with converted mana cost 4 or greater can't be played.' — a rule of every player", () => {
  it("neither player can play a four-mana sorcery; a cheaper one and a creature are fine", () => {
    const game = table({ play: ["Mountain", "Mountain", "Mountain", "Mountain"], hand: ["Lava Blast", "Sparks"] }, { play: ["Teeg Test"] }, { cards, step: "main1" });
    expect(refused(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Lava Blast"), targets: [["p2"]] }, "409.1a")).toContain("Teeg Test");
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Sparks"), targets: [["p2"]] });
    const free = table({ play: ["Mountain", "Mountain", "Mountain", "Mountain"], hand: ["Lava Blast"] }, {}, { cards, step: "main1" });
    ok(free, { kind: "cast", player: "p1", card: find(free, "p1", "hand", "Lava Blast"), targets: [["p2"]] });
  });
});
