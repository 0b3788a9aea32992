/**
 * "~ deals 5 damage to each opponent." (Breath of Malfegor, Alara Reborn): every opponent of the spell's controller
 * is dealt the damage, the controller none; each of those damage events is noncombat damage to a player, which the
 * source's controller may redirect to a planeswalker that player controls (212.9g).
 */
import { describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { compiledWithReference } from "./compiled-cards.js";
import { answer, find, loyalty, ok, passAll, table, walker } from "./engine-helpers.js";

const BREATH = `card "Test Malfegor Breath"\n  cost {3}{B}{R}\n  type Instant\n  Test Malfegor Breath deals 5 damage to each opponent.\n`;
const FALLOUT = `card "Test Fallout Wave"\n  cost {1}{R}{R}\n  type Instant\n  Test Fallout Wave deals 2 damage to each opponent and each creature you control.\n`;

const compiled = compiledWithReference("damage-each-opponent", { breath: BREATH, fallout: FALLOUT });

describe("'deals N damage to each opponent': the language", () => {
  it("checks clean and prints back the same words in both wordings, alone and in a list of recipients", () => {
    for (const text of [BREATH, FALLOUT]) {
      const { files, diagnostics } = checkCardSources([{ file: "b.card", text }]);
      expect(diagnostics).toEqual([]);
      const effect = (files[0].ast.cards[0].abilities[0] as { body: { effects: { kind: string; recipients: unknown[] }[] } }).body.effects[0];
      expect(effect.kind).toBe("DealDamage");
      expect(effect.recipients[0]).toEqual({ kind: "Player", player: { kind: "EachOpponent" } });
      for (const wording of ["2007", "current"] as const) expect(printCardFile(files[0].ast, { wording })).toBe(text);
    }
  });

  it("CS1030: 'each opponents' is not a recipient; the error names the line and column", () => {
    const text = `card "T"\n  cost {R}\n  type Instant\n  T deals 5 damage to each opponents creature.\n`;
    const diagnostics = checkCardSources([{ file: "t.card", text }]).diagnostics;
    expect(diagnostics.length).toBeGreaterThan(0);
    expect(diagnostics[0].range.start.line).toBe(4);
  });
});

describe("'deals N damage to each opponent': the runtime", () => {
  it("212.9g: the opponent is dealt 5 damage, the caster none", () => {
    const game = table({ hand: ["Test Malfegor Breath"], play: ["Swamp", "Swamp", "Swamp", "Swamp", "Mountain"] }, {}, { cards: compiled.registry });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Malfegor Breath"), targets: [] });
    passAll(game);
    expect(game.player("p2").life).toBe(15);
    expect(game.player("p1").life).toBe(20);
  });

  it("212.9g: the damage to an opponent who controls a planeswalker may be redirected to it", () => {
    const game = table({ hand: ["Test Malfegor Breath"], play: ["Swamp", "Swamp", "Swamp", "Swamp", "Mountain"] }, { play: [walker("Jace Beleren", 6)] }, { cards: compiled.registry });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Malfegor Breath"), targets: [] });
    passAll(game);
    const decision = game.pendingDecision();
    expect(decision).toMatchObject({ player: "p1", kind: "redirect" });
    const jace = find(game, "p2", "play", "Jace Beleren");
    answer(game, [jace]);
    expect(game.player("p2").life).toBe(20);
    expect(loyalty(game, jace)).toBe(1);
  });

  it("damage to each opponent and each creature you control: the opponent and the caster's creatures, not the opponent's", () => {
    const game = table({ hand: ["Test Fallout Wave"], play: ["Mountain", "Mountain", "Mountain", "Grizzly Bears"] }, { play: ["Grizzly Bears"] }, { cards: compiled.registry });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Fallout Wave"), targets: [] });
    passAll(game);
    expect(game.player("p2").life).toBe(18);
    expect(game.zone("p1", "graveyard").map((id) => game.object(id)?.name)).toContain("Grizzly Bears");
    expect(game.zone("p2", "play").map((id) => game.object(id)?.name)).toContain("Grizzly Bears");
  });
});
