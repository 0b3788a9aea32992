/**
 * Poison counters under the 2007 rules: 104.3d (a player with ten or more poison counters loses the game), a
 * state-based effect (420.5, runtime/sba.ts); the sentences that give them (families/poison: "that player gets a
 * poison counter", "… gets two poison counters") and Poisonous N (Future Sight; 502.68a: "Whenever this creature deals
 * combat damage to a player, that player gets N poison counters."; 502.68b: each instance triggers separately),
 * granted as any keyword is. Real cards: Swamp Mosquito (Alliances; Time Spiral timeshifted), Marsh Viper (The Dark),
 * Pit Scorpion (Legends), Virulent Sliver and Snake Cult Initiation (Future Sight); Platinum Angel (Tenth Edition).
 */
import { describe, expect, it } from "vitest";
import type { Game } from "../../runtime/api.js";
import { createGame } from "../../runtime/game.js";
import { restoreGame } from "../../runtime/index.js";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { compiledWithReference } from "./compiled-cards.js";
import { advance, answer, atStep, find, logKinds, ok, passAll, setupOf, table } from "./engine-helpers.js";

const CARDS = {
  mosquito: `card "Swamp Mosquito"\n  cost {1}{B}\n  type Creature — Insect\n  0/1\n  Flying\n  Whenever Swamp Mosquito deals combat damage to a player, that player gets a poison counter.\n`,
  viper: `card "Marsh Viper"\n  cost {3}{G}\n  type Creature — Snake\n  1/2\n  Whenever Marsh Viper deals damage to a player, that player gets two poison counters.\n`,
  scorpion: `card "Pit Scorpion"\n  cost {2}{B}\n  type Creature — Scorpion\n  1/1\n  Whenever Pit Scorpion deals damage to a player, that player gets a poison counter.\n`,
  sliver: `card "Virulent Sliver"\n  cost {G}\n  type Creature — Sliver\n  1/1\n  All Slivers have poisonous 1.\n`,
  initiation: `card "Snake Cult Initiation"\n  cost {3}{B}\n  type Enchantment — Aura\n  Enchant creature\n  Enchanted creature has poisonous 3.\n`,
  angel: `card "Platinum Angel"\n  cost {7}\n  type Artifact Creature — Angel\n  4/4\n  Flying\n  You can't lose the game and your opponents can't win the game.\n`,
};
const compiled = compiledWithReference("poison", CARDS);

/** A game whose second player (Bob) starts with `poison` poison counters. */
function poisoned(p1: Parameters<typeof setupOf>[0], poison: number, p2: Parameters<typeof setupOf>[1] = {}): Game {
  const setup = setupOf(p1, p2, { cards: compiled.registry });
  setup.players[1].poison = poison;
  return createGame(setup);
}

/** Alice attacks Bob with each of `attackers`; no blocks; play goes on to the second main phase. */
function attackUnblocked(game: Game, ...attackers: string[]): void {
  advance(game, atStep("declareAttackers"));
  ok(game, { kind: "declareAttackers", player: "p1", attackers: attackers.map((name, i) => ({ attacker: find(game, "p1", "play", name, attackers.slice(0, i).filter((a) => a === name).length), defender: "p2" })) });
  advance(game, atStep("main2"));
}

describe("poison counters: the language", () => {
  it("the cards check clean and print back the same in the 2007 and the current wording", () => {
    for (const text of Object.values(CARDS)) {
      const { files, diagnostics } = checkCardSources([{ file: "c.card", text }]);
      expect(diagnostics).toEqual([]);
      expect(printCardFile(files[0].ast, { wording: "2007" })).toBe(text);
      expect(printCardFile(files[0].ast, { wording: "current" })).toBe(text);
    }
  });

  it("'Target player gets three poison counters.' and a printed 'Poisonous 2' line check clean and print back", () => {
    const text = `card "Venom Test"\n  cost {B}\n  type Sorcery\n  Target player gets three poison counters.\n\ncard "Asp Test"\n  cost {B}\n  type Creature — Snake\n  1/1\n  Poisonous 2\n`;
    const { files, diagnostics } = checkCardSources([{ file: "t.card", text }]);
    expect(diagnostics).toEqual([]);
    expect(printCardFile(files[0].ast, { wording: "current" })).toBe(text);
  });

  it("CS1094: a count that disagrees with its noun, at its place with the fix; CS1095: 'Poisonous 0' and 'Poisonous 11'", () => {
    const wrong = checkCardSources([{ file: "w.card", text: CARDS.viper.replace("two poison counters", "two poison counter") }]).diagnostics;
    expect(wrong.map((d) => [d.code, d.range.start.line, d.range.start.column])).toEqual([["CS1094", 5, 62]]);
    expect(wrong[0].message).toContain("write 'two poison counters'");
    for (const n of ["0", "11"]) {
      const bad = checkCardSources([{ file: "p.card", text: CARDS.sliver.replace("poisonous 1", `poisonous ${n}`) }]).diagnostics;
      expect(bad.map((d) => [d.code, d.range.start.line])).toEqual([["CS1095", 5]]);
      expect(bad[0].message).toContain("write e.g. 'Poisonous 2'");
    }
  });
});

describe("104.3d poison counters, 420.5", () => {
  it("104.3d, 420.5: Pit Scorpion's damage gives Bob his tenth poison counter: he loses the game at 19 life", () => {
    const game = poisoned({ play: ["Pit Scorpion"] }, 9);
    expect(game.player("p2").poison).toBe(9);
    attackUnblocked(game, "Pit Scorpion");
    expect(game.player("p2").poison).toBe(10);
    expect(game.player("p2").lost).toBe(true);
    expect(logKinds(game, "lose")).toEqual([expect.objectContaining({ player: "p2", rule: "420.5", reason: "ten or more poison counters" })]);
  });

  it("104.3d, 420.5: nine poison counters lose nothing; a 0-power Swamp Mosquito deals no damage and gives none", () => {
    const game = poisoned({ play: ["Swamp Mosquito", "Pit Scorpion"] }, 8);
    attackUnblocked(game, "Swamp Mosquito", "Pit Scorpion");
    expect(game.player("p2").poison).toBe(9); // the Scorpion's one; the Mosquito dealt 0 damage (no trigger)
    expect(game.player("p2").lost).toBe(false);
    expect(game.player("p2").life).toBe(19);
  });

  it("Marsh Viper: 'deals damage to a player' gives two poison counters; they stay from turn to turn", () => {
    const game = table({ play: ["Marsh Viper"] }, {}, { cards: compiled.registry });
    attackUnblocked(game, "Marsh Viper");
    expect(game.player("p2").poison).toBe(2);
    advance(game, (g) => g.turnNumber() === 5 && g.step() === "main1", 400);
    expect(game.player("p2").poison).toBe(2);
  });

  it("420.5 with Platinum Angel: Bob with twelve poison counters doesn't lose while he controls it", () => {
    const game = poisoned({ play: ["Marsh Viper"] }, 10, { play: ["Platinum Angel"] });
    attackUnblocked(game, "Marsh Viper");
    expect(game.player("p2").poison).toBe(12);
    expect(game.player("p2").lost).toBe(false);
  });

  it("poison counters are plain data: a snapshot restores them, and a snapshot with 0 or a fraction is refused", () => {
    const game = poisoned({ play: ["Marsh Viper"] }, 3);
    const snapshot = game.snapshot();
    const again = restoreGame(snapshot, compiled.registry);
    expect(again.player("p2").poison).toBe(3);
    expect(again.player("p1").poison).toBe(0);
    for (const bad of [0, 1.5]) {
      const text = JSON.parse(JSON.stringify(snapshot)) as { state: { players: { poison?: number }[] } };
      text.state.players[1].poison = bad;
      expect(() => restoreGame(text as unknown as typeof snapshot, compiled.registry)).toThrow(/poison/);
    }
  });
});

describe("502.68 poisonous", () => {
  it("502.68a: Virulent Sliver has poisonous 1 from its own ability: one poison counter per hit, whatever the damage", () => {
    const game = table({ play: ["Virulent Sliver", "Forest"] }, {}, { cards: compiled.registry });
    expect(game.object(find(game, "p1", "play", "Virulent Sliver"))!.keywords).toContain("Poisonous 1");
    attackUnblocked(game, "Virulent Sliver");
    expect(game.player("p2").poison).toBe(1);
    expect(game.player("p2").life).toBe(19);
  });

  it("502.68b: two Virulent Slivers: each has poisonous 1 twice, and both instances trigger: two poison counters per hit", () => {
    const game = table({ play: ["Virulent Sliver", "Virulent Sliver"] }, { play: ["Grizzly Bears"] }, { cards: compiled.registry });
    advance(game, atStep("declareAttackers"));
    ok(game, { kind: "declareAttackers", player: "p1", attackers: [{ attacker: find(game, "p1", "play", "Virulent Sliver"), defender: "p2" }] });
    advance(game, atStep("main2"));
    const order = game.pendingDecision()!;
    expect(order.kind).toBe("triggerOrder");
    expect(order.options).toHaveLength(2);
    answer(game, [order.options[0]]);
    advance(game, atStep("main2"));
    expect(game.player("p2").poison).toBe(2);
    expect(logKinds(game, "poison").map((entry) => entry.change)).toEqual([1, 1]);
  });

  it("502.68b: one Virulent Sliver alone: one instance, one trigger, no order to choose", () => {
    const game = table({ play: ["Virulent Sliver"] }, {}, { cards: compiled.registry });
    attackUnblocked(game, "Virulent Sliver");
    expect(game.pendingDecision()).toBeNull();
    expect(logKinds(game, "poison").map((entry) => entry.change)).toEqual([1]);
  });

  it("502.68a: blocked, it deals no combat damage to a player: no poison counter", () => {
    const game = table({ play: ["Virulent Sliver"] }, { play: ["Grizzly Bears"] }, { cards: compiled.registry });
    advance(game, atStep("declareAttackers"));
    ok(game, { kind: "declareAttackers", player: "p1", attackers: [{ attacker: find(game, "p1", "play", "Virulent Sliver"), defender: "p2" }] });
    passAll(game);
    ok(game, { kind: "declareBlockers", player: "p2", blocks: [{ blocker: find(game, "p2", "play", "Grizzly Bears"), attacker: find(game, "p1", "play", "Virulent Sliver") }] });
    advance(game, atStep("main2"));
    expect(game.player("p2").poison).toBe(0);
  });

  it("502.68b: Snake Cult Initiation on Virulent Sliver: poisonous 1 and poisonous 3 trigger separately, four counters", () => {
    const game = table({ play: ["Virulent Sliver", "Swamp", "Swamp", "Swamp", "Swamp"], hand: ["Snake Cult Initiation"] }, {}, { cards: compiled.registry });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Snake Cult Initiation"), targets: [[find(game, "p1", "play", "Virulent Sliver")]] });
    passAll(game);
    const keywords = game.object(find(game, "p1", "play", "Virulent Sliver"))!.keywords;
    expect(keywords).toEqual(expect.arrayContaining(["Poisonous 1", "Poisonous 3"]));
    advance(game, atStep("declareAttackers"));
    ok(game, { kind: "declareAttackers", player: "p1", attackers: [{ attacker: find(game, "p1", "play", "Virulent Sliver"), defender: "p2" }] });
    advance(game, atStep("main2")); // stops at the order of the two triggered abilities: two abilities, not one
    const order = game.pendingDecision()!;
    expect(order.kind).toBe("triggerOrder");
    expect(order.options).toHaveLength(2);
    answer(game, [order.options.find((o) => String(o).includes("Poisonous 3"))!]); // on the stack first: resolves last
    passAll(game);
    expect(game.player("p2").poison).toBe(1); // poisonous 1 resolved on its own
    passAll(game);
    expect(game.player("p2").poison).toBe(4);
    expect(logKinds(game, "poison").map((entry) => entry.change)).toEqual([1, 3]);
  });

  it("502.68a: Grizzly Bears enchanted with Snake Cult Initiation deal 2 damage and give three poison counters", () => {
    const game = table({ play: ["Grizzly Bears", "Swamp", "Swamp", "Swamp", "Swamp"], hand: ["Snake Cult Initiation"] }, {}, { cards: compiled.registry });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Snake Cult Initiation"), targets: [[find(game, "p1", "play", "Grizzly Bears")]] });
    passAll(game);
    attackUnblocked(game, "Grizzly Bears");
    expect(game.player("p2").poison).toBe(3);
    expect(game.player("p2").life).toBe(18);
  });
});
