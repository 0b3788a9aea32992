/**
 * A card prints back its own words (`ObjectFilter.zoneWords`, `Effects.phrasing`): where real cards say the same
 * thing in other words than the printer's own — "from your graveyard", "Draw a card, then discard a card.", "you
 * draw a card and you lose 1 life", "gains 7 life and draws two cards" — the tree records the words, and only
 * those (a card written in the printer's words has a tree without them). The records change no meaning: the
 * compiler's output is the same either way, but for the ability's text kept for display.
 */
import { describe, expect, it } from "vitest";
import { compileCardSource } from "../../compiler/index.js";
import { checkCardSources, printCardFile, type Diagnostic } from "../../grammar/index.js";
import { WRITTEN_FORM_FIELDS } from "../../grammar/nodes.js";

function card(line: string, type = "Sorcery"): string {
  return `card "Example"\n  cost {1}{B}\n  type ${type}\n  ${line}\n`;
}

function check(text: string) {
  const { files, diagnostics } = checkCardSources([{ file: "c.card", text }]);
  return { ast: files[0].ast, diagnostics: diagnostics.filter((d: Diagnostic) => d.severity === "error") };
}

function abilityLine(text: string, wording: "2007" | "current" = "2007"): string {
  return printCardFile(check(text).ast, { wording }).split("\n")[3].trim();
}

/** The fields that record words, wherever they are in a tree. */
function writtenFields(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) writtenFields(item, found);
  else if (value !== null && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      if (WRITTEN_FORM_FIELDS.has(key)) found.push(key);
      writtenFields(inner, found);
    }
  }
  return found;
}

describe("a card prints back its own words", () => {
  it.each([
    // Zone phrases: "from", "a graveyard", and the zone after "with …".
    "Return target creature card from your graveyard to your hand.",
    "Return target creature card in a graveyard to its owner's hand.",
    "Return target creature card from a graveyard to its owner's hand.",
    "Return target creature card with converted mana cost 3 or less from your graveyard to play.",
    "Put all creature cards in all graveyards into play under your control.",
    // "your opponents control" beside the printer's "an opponent controls"; the sign of a zero.
    "Tap all creatures your opponents control.",
    "Destroy all enchantments an opponent controls.",
    "Target creature gets -3/-0 until end of turn.",
    // Joins and subjects.
    "Draw a card, then discard a card.",
    "Draw three cards, then discard three cards at random.",
    "You draw a card and you lose 1 life.",
    "Target player loses 4 life and you gain 4 life.",
    "Target player gains 7 life and draws two cards.",
    "Target player discards a card. You draw a card.",
  ])("%s", (line) => {
    const text = card(line);
    expect(check(text).diagnostics).toEqual([]);
    expect(abilityLine(text)).toBe(line);
  });

  it("a trigger's sentences too: 'you draw a card' after the trigger's comma", () => {
    const text = card("Whenever Example deals damage to an opponent, you draw a card.", "Creature — Bird\n  2/1");
    expect(check(text).diagnostics).toEqual([]);
    expect(printCardFile(check(text).ast).includes("Whenever Example deals damage to an opponent, you draw a card.")).toBe(true);
  });

  it("the other wording keeps the card's words where only the era's words differ", () => {
    expect(abilityLine(card("Draw a card, then discard a card."), "current")).toBe("Draw a card, then discard a card.");
    expect(abilityLine(card("Return target creature card from your graveyard to play."), "current")).toBe(
      "Return target creature card from your graveyard to the battlefield.",
    );
  });
});

describe("only the words that differ from the printer's are recorded", () => {
  it.each([
    "Target player discards two cards.",
    "Return target creature card in your graveyard to your hand.",
    "Draw two cards.",
    "Target player discards seven cards, then sacrifices seven permanents.",
  ])("%s has a tree without written-form fields", (line) => {
    const { ast, diagnostics } = check(card(line));
    expect(diagnostics).toEqual([]);
    expect(writtenFields(ast)).toEqual([]);
  });

  it("the records sit on the body and on filters, never on an effect node", () => {
    const { ast } = check(card("You may draw a card, then discard a card."));
    const body = (ast.cards[0].abilities[0] as { body: { effects: unknown[] } }).body;
    expect(JSON.stringify(body.effects)).not.toContain('"phrasing"');
  });
});

describe("the records change no meaning", () => {
  it.each([
    ["Draw a card, then discard a card.", "Draw a card. Discard a card."],
    ["You draw a card and you lose 1 life.", "Draw a card. You lose 1 life."],
    ["Return target creature card from a graveyard to its owner's hand.", "Return target creature card in all graveyards to its owner's hand."],
  ])("%s compiles as %s does", async (written, plain) => {
    const compile = async (line: string) => {
      const result = await compileCardSource(card(line), "example.card");
      expect(result.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
      expect(result.code).toBeDefined();
      // The ability's text is kept for display, as written; everything else is the same.
      return result.code?.replace(/text: \[?"[^"]*"\]?/g, "text: …");
    };
    expect(await compile(written)).toBe(await compile(plain));
  });
});
