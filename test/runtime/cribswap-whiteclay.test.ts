/**
 * Crib Swap (LRW) and Order of Whiteclay (SHM), compiled from their corpus texts in both wordings: the tokens family
 * with a player as the subject ("Its controller puts a 1/1 colorless Shapeshifter creature token with changeling into
 * play."), whose tokens come into play under that player's control — the removed creature's controller by last known
 * information (413.2a of 2007 for "its controller" after the object left play); and the put-into-play family's
 * "Return target creature card with converted mana cost 3 or less from your graveyard to play." with no "under …
 * control": the card comes into play under the control of the player who put it there, the ability's controller.
 * 502 (changeling): the token is every creature type.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { createRegistry, type CardRegistry } from "../../runtime/definition.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { find, names, ok, passAll, refused, table } from "./engine-helpers.js";
import { compileTestCards, temporaryFolder } from "../compiler/helpers.js";

const CRIB_SWAP_2007 = "Remove target creature from the game. Its controller puts a 1/1 colorless Shapeshifter creature token with changeling into play.";
const CRIB_SWAP_CURRENT = "Exile target creature. Its controller creates a 1/1 colorless Shapeshifter creature token with changeling.";
const WHITECLAY_2007 = "{1}{W}{W}, {Q}: Return target creature card with converted mana cost 3 or less from your graveyard to play.";
const WHITECLAY_CURRENT = "{1}{W}{W}, {Q}: Return target creature card with mana value 3 or less from your graveyard to the battlefield.";

const cribSwap = (line: string, name = "Crib Swap") => `card "${name}"\n  cost {2}{W}\n  type Tribal Instant — Shapeshifter\n  Changeling\n  ${line}\n`;
const whiteclay = (line: string, name = "Order of Whiteclay") => `card "${name}"\n  cost {1}{W}{W}\n  type Creature — Kithkin Cleric\n  1/4\n  ${line}\n`;

function withoutRanges(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value, (key, v) => (key === "range" || key === "nameRange" || key === "codeRange" ? undefined : v)));
}

function checked(text: string) {
  const { files, diagnostics } = checkCardSources([{ file: "t.card", text }]);
  return { ast: files[0].ast, diagnostics };
}

describe("Crib Swap and Order of Whiteclay: the language", () => {
  const pairs: [string, (line: string) => string, string, string][] = [
    ["Crib Swap", cribSwap, CRIB_SWAP_2007, CRIB_SWAP_CURRENT],
    ["Order of Whiteclay", whiteclay, WHITECLAY_2007, WHITECLAY_CURRENT],
  ];
  for (const [name, card, printed, oracle] of pairs) {
    it(`${name}: the printed and the Oracle wording parse clean to the same tree`, () => {
      const old = checked(card(printed));
      const current = checked(card(oracle));
      expect(old.diagnostics).toEqual([]);
      expect(current.diagnostics).toEqual([]);
      expect(withoutRanges(current.ast.cards)).toEqual(withoutRanges(old.ast.cards));
    });

    it(`${name}: prints in both wordings from either text, and each print parses back to the same tree`, () => {
      for (const text of [card(printed), card(oracle)]) {
        const { ast } = checked(text);
        const outputs = { "2007": printCardFile(ast, { wording: "2007" }), current: printCardFile(ast, { wording: "current" }) };
        if (name === "Crib Swap") {
          expect(outputs["2007"]).toContain(`  ${printed}\n`);
          expect(outputs.current).toContain(`  ${oracle}\n`);
        } else {
          // The card's own words: the zone after "with …", "from your graveyard" (ObjectFilter.zoneWords).
          expect(outputs["2007"]).toContain("  {1}{W}{W}, {Q}: Return target creature card with converted mana cost 3 or less from your graveyard to play.\n");
          expect(outputs.current).toContain("  {1}{W}{W}, {Q}: Return target creature card with mana value 3 or less from your graveyard to the battlefield.\n");
        }
        for (const output of Object.values(outputs)) expect(withoutRanges(checked(output).ast.cards)).toEqual(withoutRanges(ast.cards));
      }
    });
  }

  it("Crib Swap: the token goes to the target's controller, colourless, a Shapeshifter with changeling", () => {
    const { ast } = checked(cribSwap(CRIB_SWAP_2007));
    const spell = ast.cards[0].abilities.find((a) => a.kind === "Spell");
    const effects = spell?.kind === "Spell" && spell.body.kind === "Effects" ? spell.body.effects : [];
    expect(withoutRanges(effects[1])).toEqual({
      kind: "CreateTokens",
      controller: { kind: "ControllerOf", object: { kind: "Target", target: 0 } },
      amount: { kind: "Number", value: 1 },
      token: { power: 1, toughness: 1, colors: [], types: ["Creature"], subtypes: ["Shapeshifter"], keywords: ["Changeling"], abilities: [] },
      colorless: true,
    });
  });

  it("'That player creates …' in a trigger, and a clause with no subject stays yours ('Put a 1/1 … into play.')", () => {
    const mine = checked(cribSwap("Put a 1/1 green Saproling creature token into play."));
    expect(mine.diagnostics).toEqual([]);
    expect(printCardFile(mine.ast, { wording: "current" })).toContain("  Create a 1/1 green Saproling creature token.\n");
    const theirs = checked(cribSwap("Target player puts a 2/2 black Zombie creature token into play."));
    expect(theirs.diagnostics).toEqual([]);
    expect(printCardFile(theirs.ast, { wording: "current" })).toContain("  Target player creates a 2/2 black Zombie creature token.\n");
  });

  it("a token both colorless and coloured is an error naming the words and the fix", () => {
    const { diagnostics } = checked(cribSwap("Exile target creature. Its controller creates a 1/1 colorless white Shapeshifter creature token."));
    expect(diagnostics.map((d) => d.code)).toEqual(["CS1035"]);
    expect(diagnostics[0].message).toContain("can't be colorless and white");
    expect(diagnostics[0].message).toContain("remove 'colorless' or the colour words");
    expect(diagnostics[0].range.start.line).toBe(5);
  });

  it("'Its controller' with no object named before it is an error that says to name one first", () => {
    const { diagnostics } = checked(cribSwap("Its controller creates a 1/1 colorless Shapeshifter creature token."));
    expect(diagnostics.map((d) => d.code)).toEqual(["CS1034"]);
    expect(diagnostics[0].message).toContain("name one first");
  });
});

const folder = temporaryFolder("cribswap-whiteclay");
afterAll(() => folder.cleanup());
let cards: Record<"2007" | "current", CardRegistry>;

beforeAll(async () => {
  const compile = async (slug: string, text: string) => (await compileTestCards(folder.dir, { [slug]: text }))[0];
  cards = {
    "2007": createRegistry([...referenceCards, await compile("crib-swap-2007", cribSwap(CRIB_SWAP_2007)), await compile("whiteclay-2007", whiteclay(WHITECLAY_2007))]),
    current: createRegistry([...referenceCards, await compile("crib-swap-current", cribSwap(CRIB_SWAP_CURRENT)), await compile("whiteclay-current", whiteclay(WHITECLAY_CURRENT))]),
  };
}, 120_000);

describe.each(["2007", "current"] as const)("Crib Swap and Order of Whiteclay compiled from the %s wording", (wording) => {
  it("Crib Swap: the creature leaves the game; its controller (not the caster) gets a 1/1 colourless Shapeshifter with changeling", () => {
    const game = table({ hand: ["Crib Swap"], play: ["Plains", "Plains", "Plains"] }, { play: ["Hill Giant"] }, { cards: cards[wording] });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Crib Swap"), targets: [[find(game, "p2", "play", "Hill Giant")]] });
    passAll(game);
    expect(names(game, "p2", "removed")).toEqual(["Hill Giant"]);
    expect(names(game, "p1", "play")).not.toContain("Shapeshifter");
    const token = game.object(find(game, "p2", "play", "Shapeshifter"))!;
    expect([token.power, token.toughness, token.colors, token.subtypes, token.keywords]).toEqual([1, 1, [], ["Shapeshifter"], ["Changeling"]]);
  });

  it("Crib Swap on the caster's own creature: the caster is its controller, so the token is the caster's", () => {
    const game = table({ hand: ["Crib Swap"], play: ["Plains", "Plains", "Plains", "Grizzly Bears"] }, {}, { cards: cards[wording] });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Crib Swap"), targets: [[find(game, "p1", "play", "Grizzly Bears")]] });
    passAll(game);
    expect(names(game, "p1", "removed")).toEqual(["Grizzly Bears"]);
    expect(names(game, "p1", "play")).toContain("Shapeshifter");
    expect(names(game, "p2", "play")).toEqual([]);
  });

  it("Order of Whiteclay: returns a creature card of mana value 3 or less from your graveyard to play under your control", () => {
    const game = table(
      { play: [{ card: "Order of Whiteclay", tapped: true }, "Plains", "Plains", "Plains"], graveyard: ["Grizzly Bears", "Hill Giant"] },
      {},
      { cards: cards[wording] },
    );
    const order = find(game, "p1", "play", "Order of Whiteclay");
    refused(game, { kind: "activate", player: "p1", object: order, ability: 0, targets: [[find(game, "p1", "graveyard", "Hill Giant")]] }, "target");
    ok(game, { kind: "activate", player: "p1", object: order, ability: 0, targets: [[find(game, "p1", "graveyard", "Grizzly Bears")]] });
    expect(game.object(order)!.tapped).toBe(false);
    passAll(game);
    expect(names(game, "p1", "play")).toContain("Grizzly Bears");
    expect(names(game, "p1", "graveyard")).toEqual(["Hill Giant"]);
  });
});
