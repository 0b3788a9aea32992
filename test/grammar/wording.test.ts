/**
 * Both wordings parse to the same AST (ranges aside): every bundled card's abilities rewritten in the current
 * Oracle wording (see docs/wording.md) give the same tree as the 2007 text.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseCardFile } from "../../grammar/parse.js";
import { WRITTEN_FORM_FIELDS } from "../../grammar/nodes.js";

const cardsDir = new URL("../../reference/", import.meta.url);

/** Strips source positions so trees from different texts compare. */
/** The tree without ranges and without the fields that record only the words as written (the two wordings differ there). */
function withoutRanges(value: unknown): unknown {
  return JSON.parse(
    JSON.stringify(value, (key, v) => (key === "range" || key === "nameRange" || key === "codeRange" || WRITTEN_FORM_FIELDS.has(key) ? undefined : v)),
  );
}

/** card file → [2007 line, current-wording line] (lines not listed read the same in both wordings). */
const currentWording = new Map<string, [string, string][]>([
  [
    "ajani-goldmane",
    [
      [
        '−6: Put a white Avatar creature token into play with "This creature\'s power and toughness are each equal to your life total."',
        "−6: Create a white Avatar creature token with “This creature’s power and toughness are each equal to your life total.”",
      ],
    ],
  ],
  [
    "chandra-nalaar",
    [
      [
        "−8: Chandra Nalaar deals 10 damage to target player and each creature he or she controls.",
        "−8: Chandra Nalaar deals 10 damage to target player and each creature they control.",
      ],
    ],
  ],
  [
    "garruk-wildspeaker",
    [["−1: Put a 3/3 green Beast creature token into play.", "−1: Create a 3/3 green Beast creature token."]],
  ],
  [
    "jace-beleren",
    [
      [
        "−10: Target player puts the top twenty cards of his or her library into his or her graveyard.",
        "−10: Target player mills twenty cards.",
      ],
    ],
  ],
  [
    "liliana-vess",
    [
      [
        "−2: Search your library for a card, then shuffle your library and put that card on top of it.",
        "−2: Search your library for a card, then shuffle and put that card on top.",
      ],
      [
        "−8: Put all creature cards in all graveyards into play under your control.",
        "−8: Put all creature cards from all graveyards onto the battlefield under your control.",
      ],
    ],
  ],
  [
    "elspeth-knight-errant",
    [
      ["+1: Put a 1/1 white Soldier creature token into play.", "+1: Create a 1/1 white Soldier creature token."],
      [
        "−8: For the rest of the game, artifacts, creatures, enchantments, and lands you control are indestructible.",
        "−8: For the rest of the game, artifacts, creatures, enchantments, and lands you control have indestructible.",
      ],
    ],
  ],
  [
    "sarkhan-vol",
    [
      [
        "−6: Put five 4/4 red Dragon creature tokens with flying into play.",
        "−6: Create five 4/4 red Dragon creature tokens with flying.",
      ],
    ],
  ],
  [
    "tezzeret-the-seeker",
    [
      [
        "−X: Search your library for an artifact card with converted mana cost X or less and put it into play. Then shuffle your library.",
        "−X: Search your library for an artifact card with mana value X or less, put it onto the battlefield, then shuffle.",
      ],
    ],
  ],
  [
    "doubling-season",
    [
      [
        "If an effect would put one or more tokens into play under your control, it puts twice that many of those tokens into play instead.",
        "If an effect would create one or more tokens under your control, it creates twice that many of those tokens instead.",
      ],
      [
        "If an effect would place one or more counters on a permanent you control, it places twice that many of those counters on that permanent instead.",
        "If an effect would put one or more counters on a permanent you control, it puts twice that many of those counters on that permanent instead.",
      ],
    ],
  ],
  ["plains", [["({T}: Add {W} to your mana pool.)", "({T}: Add {W}.)"]]],
  ["island", [["({T}: Add {U} to your mana pool.)", "({T}: Add {U}.)"]]],
  ["swamp", [["({T}: Add {B} to your mana pool.)", "({T}: Add {B}.)"]]],
  ["mountain", [["({T}: Add {R} to your mana pool.)", "({T}: Add {R}.)"]]],
  ["forest", [["({T}: Add {G} to your mana pool.)", "({T}: Add {G}.)"]]],
  [
    "millstone",
    [
      [
        "{2}, {T}: Target player puts the top two cards of his or her library into his or her graveyard.",
        "{2}, {T}: Target player mills two cards.",
      ],
    ],
  ],
  [
    "oblivion-ring",
    [
      [
        "When Oblivion Ring comes into play, remove another target nonland permanent from the game.",
        "When Oblivion Ring enters the battlefield, exile another target nonland permanent.",
      ],
      [
        "When Oblivion Ring leaves play, return the removed card to play under its owner's control.",
        "When Oblivion Ring leaves the battlefield, return the exiled card to the battlefield under its owner’s control.",
      ],
    ],
  ],
]);

function rewrite(text: string, pairs: [string, string][]): string {
  let result = text;
  for (const [old, current] of pairs) {
    expect(result, `the 2007 card text holds "${old}"`).toContain(old);
    result = result.replace(old, current);
  }
  return result;
}

describe("2007 and current wording give the same AST", () => {
  for (const [card, pairs] of currentWording) {
    it(`${card}: current wording`, () => {
      const text = readFileSync(new URL(`${card}.card`, cardsDir), "utf8");
      const current = rewrite(text, pairs);
      expect(current).not.toBe(text);
      const old = parseCardFile(text, `${card}.card`);
      const now = parseCardFile(current, `${card}-current.card`);
      expect(old.diagnostics).toEqual([]);
      expect(now.diagnostics).toEqual([]);
      expect(withoutRanges(now.ast.cards)).toEqual(withoutRanges(old.ast.cards));
    });
  }

  it("intermediate Oracle wordings read the same: 'onto the battlefield' tokens, 'that player controls'", () => {
    const garruk = readFileSync(new URL("garruk-wildspeaker.card", cardsDir), "utf8");
    const onto = garruk.replace("token into play.", "token onto the battlefield.");
    expect(onto).not.toBe(garruk);
    expect(withoutRanges(parseCardFile(onto, "a.card").ast.cards)).toEqual(
      withoutRanges(parseCardFile(garruk, "b.card").ast.cards),
    );
    const chandra = readFileSync(new URL("chandra-nalaar.card", cardsDir), "utf8");
    const thatPlayer = chandra.replace("each creature he or she controls", "each creature that player controls");
    expect(thatPlayer).not.toBe(chandra);
    const parsed = parseCardFile(thatPlayer, "c.card");
    expect(parsed.diagnostics).toEqual([]);
    expect(withoutRanges(parsed.ast.cards)).toEqual(withoutRanges(parseCardFile(chandra, "d.card").ast.cards));
  });

  it("his or her / their / that player in a player possessive", () => {
    const base = (phrase: string) =>
      `card "Mind Rot Test"\n  cost {2}{B}\n  type Sorcery\n  Target player puts the top three cards of ${phrase} library into ${phrase} graveyard.\n`;
    const old = parseCardFile(base("his or her"), "a.card");
    const now = parseCardFile(base("their"), "b.card");
    expect(old.diagnostics).toEqual([]);
    expect(now.diagnostics).toEqual([]);
    expect(withoutRanges(now.ast.cards[0].abilities)).toEqual(withoutRanges(old.ast.cards[0].abilities));
  });

  it("comes into play / enters the battlefield in a replacement", () => {
    const card = (verb: string) =>
      `card "Counter Bear"\n  cost {1}{G}\n  type Creature — Bear\n  0/0\n  Counter Bear ${verb} with two +1/+1 counters on it.\n`;
    const old = parseCardFile(card("comes into play"), "a.card");
    const now = parseCardFile(card("enters the battlefield"), "b.card");
    expect(old.diagnostics).toEqual([]);
    expect(now.diagnostics).toEqual([]);
    expect(withoutRanges(now.ast.cards[0].abilities)).toEqual(withoutRanges(old.ast.cards[0].abilities));
  });
});
