/**
 * An effect that attaches the card to a permanent (212.4 of 2007: an Aura is attached only to what its enchant
 * keyword allows; 502.7 protection): "Whenever a creature comes into play under an opponent's control, you may
 * attach Prison Term to that creature." (Prison Term, Shadowmoor; families/attach). The Aura moves from what it
 * enchanted to the new creature, so "Enchanted creature can't attack or block …" follows it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { createRegistry, type CardRegistry } from "../../runtime/definition.js";
import type { Game } from "../../runtime/api.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { answer, find, ok, passAll, table } from "./engine-helpers.js";
import { temporaryFolder, compileTestCards } from "../compiler/helpers.js";

const TRIGGER_2007 = "Whenever a creature comes into play under an opponent's control, you may attach Prison Term to that creature.";
const TRIGGER_CURRENT = "Whenever a creature enters the battlefield under an opponent's control, you may attach Prison Term to that creature.";
const PRISON = `card "Prison Term"\n  cost {1}{W}{W}\n  type Enchantment — Aura\n  Enchant creature\n  Enchanted creature can't attack or block and its activated abilities can't be played.\n  ${TRIGGER_2007}\n`;
const FLASH_BEAR = `card "Test Flash Bear"\n  cost {1}{G}\n  type Creature — Bear\n  2/2\n  Flash\n`;
const WHITE_WARD = `card "Test White Ward"\n  cost {G}\n  type Creature — Bear\n  1/1\n  Flash, protection from white\n`;

const folder = temporaryFolder("attach-self");
afterAll(() => folder.cleanup());
let cards: CardRegistry;

beforeAll(async () => {
  const compiled = await compileTestCards(folder.dir, { prison: PRISON, bear: FLASH_BEAR, ward: WHITE_WARD });
  cards = createRegistry([...referenceCards, ...compiled]);
}, 120_000);

describe("212.4: 'attach ~ to that creature': the language", () => {
  it("Prison Term checks clean and prints back in both wordings", () => {
    const { files, diagnostics } = checkCardSources([{ file: "p.card", text: PRISON }]);
    expect(diagnostics).toEqual([]);
    expect(printCardFile(files[0].ast, { wording: "2007" })).toContain(TRIGGER_2007);
    expect(printCardFile(files[0].ast, { wording: "current" })).toContain(TRIGGER_CURRENT);
  });

  it("CS1035: the card is attached to one permanent, not to all of them", () => {
    const text = PRISON.replace(TRIGGER_2007, "Whenever a creature comes into play under an opponent's control, you may attach Prison Term to all creatures.");
    expect(checkCardSources([{ file: "p.card", text }]).diagnostics.map((d) => d.code)).toContain("CS1035");
  });
});

describe("212.4: Prison Term moves to a creature coming into play under an opponent's control", () => {
  // Alice enchants Bob's Grizzly Bears with Prison Term, passes; Bob flashes in a creature, which resolves.
  const flashIn = (creature: string): { game: Game; bears: string; prison: string; entered: string } => {
    const game = table({ hand: ["Prison Term"], play: ["Plains", "Plains", "Plains"] }, { hand: [creature], play: ["Forest", "Forest", "Grizzly Bears"] }, { cards });
    const bears = find(game, "p2", "play", "Grizzly Bears");
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Prison Term"), targets: [[bears]] });
    passAll(game);
    const prison = find(game, "p1", "play", "Prison Term");
    expect(game.attachedTo(prison)).toBe(bears);
    ok(game, { kind: "pass", player: "p1" });
    ok(game, { kind: "cast", player: "p2", card: find(game, "p2", "hand", creature) });
    passAll(game);
    return { game, bears, prison, entered: find(game, "p2", "play", creature) };
  };

  it("its controller may attach it to the new creature: the old one is free, the new one can't activate or attack", () => {
    const { game, bears, prison, entered } = flashIn("Test Flash Bear");
    while (game.pendingDecision() === null) ok(game, { kind: "pass", player: game.priorityPlayer()! });
    expect(game.pendingDecision()).toMatchObject({ player: "p1", kind: "may" });
    answer(game, ["yes"]);
    expect(game.attachedTo(prison)).toBe(entered);
    expect(game.attachments(bears)).toEqual([]);
  });

  it("declining leaves it where it was", () => {
    const { game, bears, prison } = flashIn("Test Flash Bear");
    while (game.pendingDecision() === null) ok(game, { kind: "pass", player: game.priorityPlayer()! });
    answer(game, ["no"]);
    expect(game.attachedTo(prison)).toBe(bears);
  });

  it("502.7: a creature with protection from white can't be enchanted by it: it stays where it was", () => {
    const { game, bears, prison } = flashIn("Test White Ward");
    while (game.pendingDecision() === null) ok(game, { kind: "pass", player: game.priorityPlayer()! });
    answer(game, ["yes"]);
    expect(game.attachedTo(prison)).toBe(bears);
  });
});
