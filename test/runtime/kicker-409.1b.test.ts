/**
 * Kicker (Invasion; Time Spiral block, Zendikar): "Kicker [cost]" means "You may pay an additional [cost] as you
 * play this spell." An additional cost announced as the spell is played and paid with its total cost (409.1b of
 * 2007: the `cast` action's `kicker: true`); the spell, and the permanent it becomes, is kicked: "If ~ was kicked, …"
 * (families/conditional) and "When ~ comes into play, if it was kicked, …" (410.11, runtime/intervening-if.ts).
 * The cards are made up for the test (the era's kicker cards are measured unseen).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { createRegistry, type CardRegistry } from "../../runtime/definition.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import type { Game } from "../../runtime/api.js";
import { answer, find, names, ok, passAll, refused, table } from "./engine-helpers.js";
import { temporaryFolder, compileTestCards } from "../compiler/helpers.js";

const TEST_ROIL = `card "Test Roil"\n  cost {1}{U}\n  type Instant\n  Kicker {1}{U}\n  Return target creature to its owner's hand. If Test Roil was kicked, draw a card.\n`;
const TEST_RUINBLASTER = `card "Test Ruinblaster"\n  cost {2}{R}\n  type Creature — Goblin Shaman\n  2/1\n  Kicker {R}\n  When Test Ruinblaster comes into play, if it was kicked, Test Ruinblaster deals 2 damage to target creature or player.\n`;

const folder = temporaryFolder("kicker");
afterAll(() => folder.cleanup());
let cards: CardRegistry;
/** How many of the player's permanents are tapped. */
const tappedCount = (game: Game, p: "p1" | "p2") => game.zone(p, "play").filter((id) => game.object(id)?.tapped === true).length;

beforeAll(async () => {
  const compiled = await compileTestCards(folder.dir, { roil: TEST_ROIL, ruinblaster: TEST_RUINBLASTER });
  cards = createRegistry([...referenceCards, ...compiled]);
}, 120_000);

describe("kicker: the language", () => {
  it("checks clean and prints 'Kicker {1}{U}' and 'If ~ was kicked, …' back in both wordings", () => {
    const { files, diagnostics } = checkCardSources([{ file: "roil.card", text: TEST_ROIL }]);
    expect(diagnostics).toEqual([]);
    for (const wording of ["2007", "current"] as const) expect(printCardFile(files[0].ast, { wording })).toBe(TEST_ROIL);
  });

  it("prints 'if it was kicked' after the trigger in both wordings (current: 'enters the battlefield')", () => {
    const { files, diagnostics } = checkCardSources([{ file: "r.card", text: TEST_RUINBLASTER }]);
    expect(diagnostics).toEqual([]);
    expect(printCardFile(files[0].ast, { wording: "2007" })).toBe(TEST_RUINBLASTER);
    expect(printCardFile(files[0].ast, { wording: "current" })).toBe(TEST_RUINBLASTER.replace("comes into play", "enters the battlefield").replace("target creature or player", "any target"));
  });

  it("410.11: 'if it was kicked' on a card without a kicker line is an error at the condition, with the fix (CS2090)", () => {
    const text = `card "Bad Bear"\n  cost {1}{G}\n  type Creature — Bear\n  2/2\n  When Bad Bear comes into play, if it was kicked, draw a card.\n`;
    const { diagnostics } = checkCardSources([{ file: "bad.card", text }]);
    expect(diagnostics.map((d) => [d.code, d.range.start.line, d.range.start.column])).toEqual([["CS2090", 5, 34]]);
    expect(diagnostics[0].message).toContain("add its 'Kicker {…}' line");
  });

  it("'If ~ was kicked, …' in a spell without a kicker line is an error at the sentence, with the fix (CS2090)", () => {
    const text = `card "Bad Bolt"\n  cost {R}\n  type Instant\n  Bad Bolt deals 1 damage to target creature or player. If Bad Bolt was kicked, draw a card.\n`;
    const { diagnostics } = checkCardSources([{ file: "bad.card", text }]);
    expect(diagnostics.map((d) => [d.code, d.range.start.line])).toEqual([["CS2090", 4]]);
    expect(diagnostics[0].message).toContain("If Bad Bolt was kicked");
  });
});

describe("409.1b kicker: an optional additional cost announced as the spell is played", () => {
  it("409.1b: kicked, the spell costs its mana cost plus its kicker cost, and 'If ~ was kicked' holds as it resolves", () => {
    const game = table({ play: ["Island", "Island", "Island", "Island"], hand: ["Test Roil"], library: ["Plains", "Forest"] }, { play: ["Grizzly Bears"] }, { cards });
    const bears = find(game, "p2", "play", "Grizzly Bears");
    // The listing offers the cast both ways while four lands can pay {1}{U} + {1}{U}.
    const casts = game.legalActions().filter((a) => a.kind === "cast" && a.targets?.[0]?.[0] === bears);
    expect(casts.map((a) => (a.kind === "cast" ? a.kicker === true : null))).toEqual([false, true]);
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Roil"), targets: [[bears]], kicker: true });
    expect(tappedCount(game, "p1")).toBe(4);
    passAll(game);
    expect(names(game, "p2", "hand")).toEqual(["Grizzly Bears"]);
    expect(names(game, "p1", "hand")).toEqual(["Plains"]);
  });

  it("409.1b: not kicked, it costs its mana cost alone and the kicked part does nothing", () => {
    const game = table({ play: ["Island", "Island", "Island", "Island"], hand: ["Test Roil"], library: ["Plains", "Forest"] }, { play: ["Grizzly Bears"] }, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Roil"), targets: [[find(game, "p2", "play", "Grizzly Bears")]] });
    expect(tappedCount(game, "p1")).toBe(2);
    passAll(game);
    expect(names(game, "p2", "hand")).toEqual(["Grizzly Bears"]);
    expect(names(game, "p1", "hand")).toEqual([]);
  });

  it("409.1b: a kicker the player can't pay is refused with the reason, and so is kicking a card without kicker", () => {
    const game = table({ play: ["Island", "Island", "Island"], hand: ["Test Roil", "Grizzly Bears"], library: ["Plains"] }, { play: ["Grizzly Bears"] }, { cards });
    const target = [[find(game, "p2", "play", "Grizzly Bears")]];
    refused(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Roil"), targets: target, kicker: true }, "");
    expect(game.legalActions().some((a) => a.kind === "cast" && a.kicker === true)).toBe(false);
    refused(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Grizzly Bears"), kicker: true }, "409.1b: Grizzly Bears has no kicker cost");
  });

  it("410.11: the permanent of a kicked spell is kicked: its 'if it was kicked' ability triggers; unkicked, it doesn't", () => {
    const kicked = table({ play: ["Mountain", "Mountain", "Mountain", "Mountain"], hand: ["Test Ruinblaster"] }, { life: 20 }, { cards });
    ok(kicked, { kind: "cast", player: "p1", card: find(kicked, "p1", "hand", "Test Ruinblaster"), kicker: true });
    passAll(kicked); // the spell resolves; its ability triggers and asks for a target
    expect(kicked.pendingDecision()).toMatchObject({ player: "p1", kind: "targets" });
    answer(kicked, ["p2"]);
    passAll(kicked);
    expect(kicked.player("p2").life).toBe(18);

    const plain = table({ play: ["Mountain", "Mountain", "Mountain", "Mountain"], hand: ["Test Ruinblaster"] }, { life: 20 }, { cards });
    ok(plain, { kind: "cast", player: "p1", card: find(plain, "p1", "hand", "Test Ruinblaster") });
    passAll(plain);
    expect(plain.pendingDecision()).toBeNull();
    expect(names(plain, "p1", "play")).toContain("Test Ruinblaster");
    expect(plain.player("p2").life).toBe(20);
  });
});
