/**
 * 418.5a (2007), layer 5 "abilities added": TRIGGERED abilities granted in quotes, by a static ability (families/
 * static-modify: Helm of the Ghastlord, 'As long as enchanted creature is blue, it gets +1/+1 and has "Whenever
 * this creature deals damage to an opponent, draw a card."') and by a resolved spell or ability (families/continuous:
 * Heat Shimmer's and Minion Reflector's token, 'It has haste and "At end of turn, remove this permanent from the
 * game."'; 'Target creature gains "…" until end of turn'), compiled from their texts in both wordings. The ability
 * triggers on the object that has it as its own would (410.1: runtime/events.ts offers it the events, runtime/
 * granted-abilities.ts finds it), "this creature" and "you" being that object and its controller; it resolves from
 * the granting card's code. One that triggers on its own object leaving play is refused (CS2163, 410.10c).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectBothWordings } from "../grammar/round-trip.js";
import { checkCardSources } from "../../grammar/index.js";
import { createRegistry, type CardRegistry } from "../../runtime/definition.js";
import { createGame, restoreGame } from "../../runtime/game.js";
import type { Game } from "../../runtime/api.js";
import { playRandomGame } from "./fuzz-harness.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { advance, atStep, find, names, ok, passAll, table } from "./engine-helpers.js";
import { compileTestCards, temporaryFolder } from "../compiler/helpers.js";

const card = (name: string, cost: string, type: string, lines: string[]) => `card "${name}"\n  cost ${cost}\n  type ${type}\n${lines.map((line) => `  ${line}\n`).join("")}`;
const HELM_LINES = [
  "Enchant creature",
  'As long as enchanted creature is blue, it gets +1/+1 and has "Whenever this creature deals damage to an opponent, draw a card."',
  'As long as enchanted creature is black, it gets +1/+1 and has "Whenever this creature deals damage to an opponent, that player discards a card."',
];
const TEXTS = {
  "2007": {
    helm: card("Helm of the Ghastlord", "{3}{U/B}", "Enchantment — Aura", HELM_LINES),
    shimmer: card("Heat Shimmer", "{2}{R}", "Sorcery", ['Put a token into play that\'s a copy of target creature. It has haste and "At end of turn, remove this permanent from the game."']),
    reflector: card("Minion Reflector", "{5}", "Artifact", [
      'Whenever a nontoken creature comes into play under your control, you may pay {2}. If you do, put a token into play that\'s a copy of that creature. That token has haste and "At end of turn, sacrifice this permanent."',
    ]),
    inspire: card("Test Inspiration", "{U}", "Instant", ['Target creature gains "Whenever this creature deals damage to an opponent, draw a card" until end of turn.']),
    tower: card("Tower Above", "{2/G}{2/G}{2/G}", "Sorcery", ['Until end of turn, target creature gets +4/+4 and gains trample, wither, and "When this creature attacks, target creature blocks it this turn if able."']),
  },
  current: {
    helm: card("Helm of the Ghastlord", "{3}{U/B}", "Enchantment — Aura", HELM_LINES),
    shimmer: card("Heat Shimmer", "{2}{R}", "Sorcery", ['Create a token that\'s a copy of target creature. It has haste and "At the beginning of the end step, exile this permanent."']),
    reflector: card("Minion Reflector", "{5}", "Artifact", [
      'Whenever a nontoken creature enters the battlefield under your control, you may pay {2}. If you do, create a token that\'s a copy of that creature. That token has haste and "At the beginning of the end step, sacrifice this permanent."',
    ]),
    inspire: card("Test Inspiration", "{U}", "Instant", ['Target creature gains "Whenever this creature deals damage to an opponent, draw a card" until end of turn.']),
    tower: card("Tower Above", "{2/G}{2/G}{2/G}", "Sorcery", ['Until end of turn, target creature gets +4/+4 and gains trample, wither, and "When this creature attacks, target creature blocks it this turn if able."']),
  },
};
const KEYS = ["helm", "shimmer", "reflector", "inspire", "tower"] as const;
/** A blue creature that deals damage outside combat (its own ability), and a green one. */
const PINGER = card("Test Pinger", "{1}{U}", "Creature — Wizard", ["1/1", "{T}: Test Pinger deals 1 damage to target player."]);

function checked(text: string) {
  const { files, diagnostics } = checkCardSources([{ file: "t.card", text }]);
  return { ast: files[0].ast, diagnostics };
}

describe("418.5a: granted triggered abilities in the language", () => {
  for (const key of KEYS) {
    it(`${key}: both wordings parse clean to the same tree, and each prints back its own text and the other's`, () => {
      expectBothWordings({ "2007": TEXTS["2007"][key], current: TEXTS.current[key] });
    });
  }

  it("410.10c: a granted trigger on its own object leaving play is refused with what to do (CS2163), in both wordings", () => {
    const texts = [
      card("Test Sliver", "{1}{G}", "Creature — Sliver", ["1/1", 'All Slivers have "When this permanent is put into a graveyard from play, draw a card."']),
      card("Test Sliver", "{1}{G}", "Creature — Sliver", ["1/1", 'All Slivers have "When this permanent dies, draw a card."']),
      card("Test Curse", "{1}{B}", "Enchantment — Aura", ["Enchant creature", 'Enchanted creature has "When this creature leaves play, draw a card."']),
    ];
    for (const text of texts) {
      const { diagnostics } = checked(text);
      expect(diagnostics.map((d) => d.code)).toEqual(["CS2163"]);
      expect(diagnostics[0].message).toContain("escape-hatch");
      expect(diagnostics[0].range.start.line).toBe(5);
    }
  });

  it("Tower Above: in the granted 'target creature blocks it', 'it' is the object that has the ability, never the blocker itself", () => {
    const { ast } = checked(TEXTS["2007"].tower);
    const modify = (ast.cards[0].abilities[0] as { body: { effects: { abilities?: { body: { effects: { blocked?: unknown }[] } }[] }[] } }).body.effects[0];
    expect(modify.abilities![0].body.effects[0].blocked).toEqual({ kind: "Ref", ref: { kind: "Self", pronoun: true } });
  });

  it("a granted trigger on another object's coming into play is not refused", () => {
    const { diagnostics } = checked(card("Test Sliver", "{1}{G}", "Creature — Sliver", ["1/1", 'All Slivers have "Whenever another creature comes into play, you gain 1 life."']));
    expect(diagnostics).toEqual([]);
  });
});

const folder = temporaryFolder("granted-triggers");
afterAll(() => folder.cleanup());
let cards: Record<"2007" | "current", CardRegistry>;

beforeAll(async () => {
  const compile = async (slug: string, text: string) => (await compileTestCards(folder.dir, { [slug]: text }))[0];
  const registry = async (wording: "2007" | "current") =>
    createRegistry([...referenceCards, await compile(`pinger-${wording}`, PINGER), ...(await Promise.all(KEYS.map((key) => compile(`${key}-${wording}`, TEXTS[wording][key]))))]);
  cards = { "2007": await registry("2007"), current: await registry("current") };
}, 120_000);

describe.each(["2007", "current"] as const)("418.5a: granted triggered abilities compiled from the %s wording", (wording) => {
  const hand = (game: Game, p: "p1" | "p2") => game.zone(p, "hand").length;
  /** Alice's Test Pinger (or Bob's) enchanted with Helm of the Ghastlord, cast by Alice. */
  function enchanted(pingerOwner: "p1" | "p2"): { game: Game; pinger: string } {
    const mine = pingerOwner === "p1" ? ["Test Pinger"] : [];
    const theirs = pingerOwner === "p2" ? ["Test Pinger"] : [];
    const game = table({ play: [...mine, "Island", "Island", "Island", "Island"], hand: ["Helm of the Ghastlord"] }, { play: theirs }, { cards: cards[wording] });
    const pinger = find(game, pingerOwner, "play", "Test Pinger");
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Helm of the Ghastlord"), targets: [[pinger]] });
    passAll(game);
    expect(game.attachedTo(find(game, "p1", "play", "Helm of the Ghastlord"))).toBe(pinger);
    expect(game.object(pinger)!.power).toBe(2);
    return { game, pinger };
  }

  it("410.1: the enchanted blue creature's damage to an opponent triggers its granted ability: its controller draws", () => {
    const { game, pinger } = enchanted("p1");
    const before = hand(game, "p1");
    ok(game, { kind: "activate", player: "p1", object: pinger, ability: 0, targets: [["p2"]] });
    passAll(game);
    // The damage is dealt; the granted trigger is on the stack, described by the object that has it.
    expect(game.player("p2").life).toBe(19);
    expect(game.stack().map((item) => item.description)).toEqual(["Test Pinger: Whenever this creature deals damage to an opponent, draw a card."]);
    passAll(game);
    expect(game.stack()).toEqual([]);
    expect(hand(game, "p1")).toBe(before + 1);
  });

  it("the trigger's event decides: damage to its own controller is not damage to an opponent", () => {
    const { game, pinger } = enchanted("p1");
    ok(game, { kind: "activate", player: "p1", object: pinger, ability: 0, targets: [["p1"]] });
    passAll(game);
    expect(game.player("p1").life).toBe(19);
    expect(game.stack()).toEqual([]);
  });

  it("'you' is the controller of the object that has the ability, not of the Aura that grants it", () => {
    const { game, pinger } = enchanted("p2");
    advance(game, atStep("main1", 4));
    const before = { p1: hand(game, "p1"), p2: hand(game, "p2") };
    ok(game, { kind: "activate", player: "p2", object: pinger, ability: 0, targets: [["p1"]] });
    passAll(game);
    expect(game.stack().map((item) => item.controller)).toEqual(["p2"]);
    passAll(game);
    expect({ p1: hand(game, "p1"), p2: hand(game, "p2") }).toEqual({ p1: before.p1, p2: before.p2 + 1 });
  });

  it("a snapshot taken with the granted trigger on the stack restores, and the trigger resolves from the granting card's code", () => {
    const { game, pinger } = enchanted("p1");
    ok(game, { kind: "activate", player: "p1", object: pinger, ability: 0, targets: [["p2"]] });
    passAll(game);
    expect(game.stack().length).toBe(1);
    const restored = restoreGame(JSON.parse(JSON.stringify(game.snapshot())), cards[wording]);
    const before = hand(restored, "p1");
    passAll(restored);
    expect(hand(restored, "p1")).toBe(before + 1);
  });

  it("Heat Shimmer: the token copy has haste, and at end of turn its granted trigger removes it from the game; the original stays", () => {
    const game = table({ play: ["Grizzly Bears", "Mountain", "Mountain", "Mountain"], hand: ["Heat Shimmer"] }, {}, { cards: cards[wording] });
    const bears = find(game, "p1", "play", "Grizzly Bears");
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Heat Shimmer"), targets: [[bears]] });
    passAll(game);
    const token = find(game, "p1", "play", "Grizzly Bears", 1);
    expect(game.object(token)!.keywords).toContain("Haste");
    expect(game.object(bears)!.keywords).not.toContain("Haste");
    advance(game, (g) => g.stack().length > 0);
    expect(game.step()).toBe("endOfTurn");
    expect(game.stack().map((item) => item.description)).toEqual(["Grizzly Bears: At end of turn, remove this permanent from the game."]);
    passAll(game);
    expect(names(game, "p1", "play")).toEqual(["Grizzly Bears", "Mountain", "Mountain", "Mountain"]);
    expect(game.object(bears)!.keywords).not.toContain("Haste");
  });

  it("a grant 'until end of turn' ends in the cleanup step: next turn the creature's damage triggers nothing", () => {
    const game = table({ play: ["Test Pinger", "Island"], hand: ["Test Inspiration"] }, {}, { cards: cards[wording] });
    const pinger = find(game, "p1", "play", "Test Pinger");
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Inspiration"), targets: [[pinger]] });
    passAll(game);
    const before = hand(game, "p1");
    ok(game, { kind: "activate", player: "p1", object: pinger, ability: 0, targets: [["p2"]] });
    passAll(game);
    passAll(game);
    expect(hand(game, "p1")).toBe(before + 1);
    advance(game, atStep("main1", 5));
    const later = hand(game, "p1");
    ok(game, { kind: "activate", player: "p1", object: pinger, ability: 0, targets: [["p2"]] });
    passAll(game);
    expect(game.stack()).toEqual([]);
    expect(hand(game, "p1")).toBe(later);
  });
});

describe("418.5a: random games with granted triggered abilities keep the game's invariants", () => {
  it("decks of Helm of the Ghastlord, Heat Shimmer, Minion Reflector, Test Pinger and the reference creatures: no invariant violated", { timeout: 120_000 }, () => {
    const pool = ["Helm of the Ghastlord", "Heat Shimmer", "Minion Reflector", "Test Pinger", "Test Inspiration", "Grizzly Bears", "Hill Giant", "Shock"];
    const violations: string[] = [];
    for (let seed = 1; seed <= 6; seed++) {
      const result = playRandomGame({ createGame, restoreGame }, cards["2007"], { seed, maxSteps: 4_000, randomActionEvery: 29, autoPass: "engine", setup: { pool } });
      violations.push(...result.violations);
    }
    expect(violations).toEqual([]);
  });
});
