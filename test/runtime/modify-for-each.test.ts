/**
 * "for each" after a change of power and toughness: "Whenever Cenn's Heir attacks, it gets +1/+1 until end of turn
 * for each other attacking Kithkin." (Lorwyn). The numbers written are per object counted; the count is made once,
 * as the ability resolves, and the bonus is then locked in until end of turn (a one-shot continuous effect).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { createRegistry, type CardRegistry } from "../../runtime/definition.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { advance, atStep, find, ok, passAll, table } from "./engine-helpers.js";
import { temporaryFolder, compileTestCards } from "../compiler/helpers.js";

const CENNS_HEIR = `card "Cenn's Heir"\n  cost {1}{W}\n  type Creature — Kithkin Soldier\n  1/1\n  Whenever Cenn's Heir attacks, it gets +1/+1 until end of turn for each other attacking Kithkin.\n`;
const KITHKIN = `card "Test Kithkin"\n  cost {W}\n  type Creature — Kithkin\n  1/1\n`;

const folder = temporaryFolder("modify-for-each");
afterAll(() => folder.cleanup());
let cards: CardRegistry;

beforeAll(async () => {
  const compiled = await compileTestCards(folder.dir, { heir: CENNS_HEIR, kithkin: KITHKIN });
  cards = createRegistry([...referenceCards, ...compiled]);
}, 120_000);

describe("'gets +1/+1 … for each …': the language", () => {
  it("the card checks clean and prints back in both wordings (the same words)", () => {
    const { files, diagnostics } = checkCardSources([{ file: "h.card", text: CENNS_HEIR }]);
    expect(diagnostics).toEqual([]);
    const line = CENNS_HEIR.split("\n")[4].trim();
    expect(printCardFile(files[0].ast, { wording: "2007" })).toContain(line);
    expect(printCardFile(files[0].ast, { wording: "current" })).toContain(line);
  });

  it("CS1035: 'for each' after a change that also grants abilities is still reported (only the numbers are counted)", () => {
    const text = `card "T"\n  cost {2}\n  type Instant\n  Target creature gets +1/+1 and gains flying until end of turn for each Forest you control.\n`;
    expect(checkCardSources([{ file: "t.card", text }]).diagnostics.map((d) => d.code)).toEqual(["CS1035"]);
  });
});

describe("'gets +1/+1 … for each …': the runtime", () => {
  it("410: attacking with two other Kithkin, Cenn's Heir gets +2/+2 until end of turn; the other Kithkin are unchanged", () => {
    const game = table({ play: ["Cenn's Heir", "Test Kithkin", "Test Kithkin", "Serra Angel"] }, {}, { cards });
    advance(game, atStep("declareAttackers"));
    const attackers = ["Cenn's Heir", "Serra Angel"].map((name) => find(game, "p1", "play", name));
    const kithkin = [0, 1].map((nth) => find(game, "p1", "play", "Test Kithkin", nth));
    ok(game, { kind: "declareAttackers", player: "p1", attackers: [...attackers, ...kithkin].map((attacker) => ({ attacker, defender: "p2" })) });
    passAll(game); // the trigger resolves
    const heir = find(game, "p1", "play", "Cenn's Heir");
    expect(game.object(heir)?.power).toBe(3);
    expect(game.object(heir)?.toughness).toBe(3);
    expect(game.object(kithkin[0])?.power).toBe(1);
  });

  it("410: attacking alone it gets +0/+0 (no other attacking Kithkin)", () => {
    const game = table({ play: ["Cenn's Heir", "Test Kithkin"] }, {}, { cards });
    advance(game, atStep("declareAttackers"));
    ok(game, { kind: "declareAttackers", player: "p1", attackers: [{ attacker: find(game, "p1", "play", "Cenn's Heir"), defender: "p2" }] });
    passAll(game);
    expect(game.object(find(game, "p1", "play", "Cenn's Heir"))?.power).toBe(1);
  });
});
