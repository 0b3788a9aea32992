/**
 * "…, where X is that spell's converted mana cost" (Manaplasm: "Whenever you play a spell, Manaplasm gets +X/+X until
 * end of turn, where X is that spell's converted mana cost."; Oracle "Whenever you cast a spell, … that spell's mana
 * value."): X is the triggering spell's converted mana cost (202.3 of 2007: the total of its mana cost's symbols, X
 * counted as 0 on the stack), read as the ability resolves, or as the spell last existed if it has left the stack
 * (413.2a). Only as X: elsewhere the grammar says what to write.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { createRegistry, type CardRegistry } from "../../runtime/definition.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { find, ok, passAll, table } from "./engine-helpers.js";
import { compileTestCards, temporaryFolder } from "../compiler/helpers.js";

const PRINTED = "Whenever you play a spell, Manaplasm gets +X/+X until end of turn, where X is that spell's converted mana cost.";
const ORACLE = "Whenever you cast a spell, Manaplasm gets +X/+X until end of turn, where X is that spell's mana value.";
const card = (line: string) => `card "Manaplasm"\n  cost {2}{G}\n  type Creature — Ooze\n  1/1\n  ${line}\n`;

const folder = temporaryFolder("where-x-spell-mana-value-covg3");
afterAll(() => folder.cleanup());
let cards: CardRegistry;

beforeAll(async () => {
  cards = createRegistry([...referenceCards, ...(await compileTestCards(folder.dir, { "manaplasm": card(PRINTED) }))]);
}, 120_000);

describe("202.3: 'where X is that spell's converted mana cost' (Manaplasm)", () => {
  it.each([PRINTED, ORACLE])("'%s' parses and prints back in both wordings", (line) => {
    const { files, diagnostics } = checkCardSources([{ file: "t.card", text: card(line) }]);
    expect(diagnostics).toEqual([]);
    expect(printCardFile(files[0].ast, { wording: "2007" })).toContain(`  ${PRINTED}\n`);
    expect(printCardFile(files[0].ast, { wording: "current" })).toContain(`  ${ORACLE}\n`);
  });

  it("only as X: 'life equal to that spell's converted mana cost' is not a sentence the grammar knows", () => {
    const { diagnostics } = checkCardSources([{ file: "t.card", text: card("Whenever you play a spell, you gain life equal to that spell's converted mana cost.") }]);
    expect(diagnostics.map((d) => d.code)).toContain("CS1030");
  });

  it("Manaplasm gets +4/+4 for Hill Giant ({3}{R}), until end of turn", () => {
    const game = table({ hand: ["Hill Giant"], play: ["Manaplasm", "Mountain", "Mountain", "Mountain", "Mountain"] }, {}, { cards });
    const manaplasm = find(game, "p1", "play", "Manaplasm");
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Hill Giant") });
    passAll(game); // the trigger resolves first, the Giant still on the stack
    expect([game.object(manaplasm)?.power, game.object(manaplasm)?.toughness]).toEqual([5, 5]);
    passAll(game);
    expect(game.object(manaplasm)?.power).toBe(5);
  });
});
