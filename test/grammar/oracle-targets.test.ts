/**
 * The Oracle wordings of 2007 targets (docs/wording.md: since 2018 the redirection rule
 * is gone and damage cards say "any target"). Under the 2007 rules, Oracle's "any target" is exactly the printed
 * "target creature or player", "target player or planeswalker" is "target player" (a planeswalker is reached by
 * redirection, 212.9g), and "that player or that planeswalker's controller" is "that player": each wording gives
 * the same tree, and the printer gives each wording its own words back.
 */
import { describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { compileCardSource } from "../../compiler/index.js";

/** Strips source positions so trees from different texts compare. */
function withoutRanges(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value, (key, v) => (key === "range" || key === "nameRange" || key === "codeRange" ? undefined : v)));
}

function card(name: string, lines: string[], typeLine = "Instant", cost = "{1}{R}"): string {
  return `card "${name}"\n  cost ${cost}\n  type ${typeLine}\n${lines.map((line) => `  ${line}\n`).join("")}`;
}

function checked(text: string) {
  const { files, diagnostics } = checkCardSources([{ file: "t.card", text }]);
  return { ast: files[0].ast, diagnostics };
}

/** [name, type line, 2007 lines, Oracle lines], from the corpus (bench/corpus, MTGJSON originalText / text). */
const PAIRS: [string, string, string[], string[]][] = [
  [
    "Incinerate",
    "Instant",
    ["Incinerate deals 3 damage to target creature or player. A creature dealt damage this way can't be regenerated this turn."],
    ["Incinerate deals 3 damage to any target. A creature dealt damage this way can't be regenerated this turn."],
  ],
  [
    "Blightning",
    "Sorcery",
    ["Blightning deals 3 damage to target player. That player discards two cards."],
    ["Blightning deals 3 damage to target player or planeswalker. That player or that planeswalker's controller discards two cards."],
  ],
  [
    "Siege-Gang Commander",
    "Creature — Goblin\n  2/2",
    [
      "When Siege-Gang Commander comes into play, put three 1/1 red Goblin creature tokens into play.",
      "{1}{R}, Sacrifice a Goblin: Siege-Gang Commander deals 2 damage to target creature or player.",
    ],
    [
      "When Siege-Gang Commander enters the battlefield, create three 1/1 red Goblin creature tokens.",
      "{1}{R}, Sacrifice a Goblin: Siege-Gang Commander deals 2 damage to any target.",
    ],
  ],
  [
    "Bandage",
    "Instant",
    ["Prevent the next 1 damage that would be dealt to target creature or player this turn.", "Draw a card."],
    ["Prevent the next 1 damage that would be dealt to any target this turn.", "Draw a card."],
  ],
  [
    "Samite Healer",
    "Creature — Human Cleric\n  1/1",
    ["{T}: Prevent the next 1 damage that would be dealt to target creature or player this turn."],
    ["{T}: Prevent the next 1 damage that would be dealt to any target this turn."],
  ],
  [
    "Lava Axe Test",
    "Sorcery",
    ["Lava Axe Test deals 5 damage to target player."],
    ["Lava Axe Test deals 5 damage to target player or planeswalker."],
  ],
  [
    "Cinder Test",
    "Sorcery",
    ["Cinder Test deals 10 damage to target player and each creature he or she controls."],
    ["Cinder Test deals 10 damage to target player or planeswalker and each creature that player or that planeswalker's controller controls."],
  ],
  [
    "Drain Test",
    "Sorcery",
    ["Drain Test deals 3 damage to target creature or player and you gain 3 life."],
    ["Drain Test deals 3 damage to any target and you gain 3 life."],
  ],
];

describe("Oracle targets of 2007 cards: one tree, each wording's own words", () => {
  for (const [name, typeLine, printed, oracle] of PAIRS) {
    it(`${name}: the 2007 and the Oracle wording parse to the same tree`, () => {
      const old = checked(card(name, printed, typeLine));
      const current = checked(card(name, oracle, typeLine));
      expect(old.diagnostics).toEqual([]);
      expect(current.diagnostics).toEqual([]);
      expect(withoutRanges(current.ast.cards)).toEqual(withoutRanges(old.ast.cards));
    });

    it(`${name}: prints the 2007 words in the 2007 wording and the Oracle words in the current one, from either text`, () => {
      for (const text of [card(name, printed, typeLine), card(name, oracle, typeLine)]) {
        const { ast } = checked(text);
        const old = printCardFile(ast, { wording: "2007" });
        const current = printCardFile(ast, { wording: "current" });
        for (const line of printed) expect(old).toContain(`  ${line}\n`);
        for (const line of oracle) expect(current).toContain(`  ${line}\n`);
        // Round trip: each printed text parses back to the same tree.
        expect(withoutRanges(checked(old).ast.cards)).toEqual(withoutRanges(ast.cards));
        expect(withoutRanges(checked(current).ast.cards)).toEqual(withoutRanges(ast.cards));
      }
    });
  }

  it("'any target' declares exactly the target 'target creature or player' does: one creature in play or one player", () => {
    const { ast } = checked(card("Incinerate", ["Incinerate deals 3 damage to any target."]));
    const ability = ast.cards[0].abilities[0];
    expect(ability.kind === "Spell" && ability.body.kind === "Effects" && withoutRanges(ability.body.targets)).toEqual([
      { kind: "Target", index: 0, min: 1, max: 1, players: true, objects: { types: ["Creature"], excludedTypes: [], zone: "play" } },
    ]);
  });

  it("'target creature other than ~' says 'other' once: as written in 2007, Oracle's 'another target creature' today (Serendib Sorcerer)", () => {
    const printed = "{T}: Target creature other than Serendib Sorcerer becomes 0/2 until end of turn.";
    const { ast, diagnostics } = checked(card("Serendib Sorcerer", [printed], "Creature — Human Wizard\n  1/1", "{3}{U}"));
    expect(diagnostics).toEqual([]);
    expect(printCardFile(ast, { wording: "2007" })).toContain(`  ${printed}\n`);
    const current = printCardFile(ast, { wording: "current" });
    expect(current).toContain("  {T}: Another target creature has base power and toughness 0/2 until end of turn.\n");
    // The same target either way: another creature than the source (only the words kept for printing differ).
    const again = checked(current);
    expect(again.diagnostics).toEqual([]);
    expect(JSON.stringify(withoutRanges(again.ast.cards))).toBe(JSON.stringify(withoutRanges(ast.cards)).replace(',"otherWords":"other than self"', ""));
  });

  it("'target player' where no damage is dealt stays 'target player' in the current wording (Mind Rot)", () => {
    const { ast } = checked(card("Mind Rot", ["Target player discards two cards."], "Sorcery", "{2}{B}"));
    expect(printCardFile(ast, { wording: "current" })).toContain("  Target player discards two cards.\n");
  });

  it("'two target creatures or players' is not 'any target': printed as written in both wordings", () => {
    const line = "Test Card deals 1 damage to two target creatures or players.";
    const { ast, diagnostics } = checked(card("Test Card", [line]));
    expect(diagnostics).toEqual([]);
    for (const wording of ["2007", "current"] as const) expect(printCardFile(ast, { wording })).toContain(`  ${line}\n`);
  });

  it("'or planeswalker' after a target other than 'target player' is an error that says what to write", () => {
    const { diagnostics } = checked(card("Test Card", ["Test Card deals 3 damage to target opponent or planeswalker."]));
    expect(diagnostics.map((d) => [d.code, d.range.start.line, d.range.start.column, d.message])).toEqual([
      [
        "CS1030",
        4,
        31,
        "'or planeswalker' follows only 'target player' here (Oracle's 'target player or planeswalker', the 2007 'target player'). Write 'target player or planeswalker' or the 2007 'target player'.",
      ],
    ]);
  });

  it("'any target' and 'target creature or player' compile to the same module", async () => {
    const printed = await compileCardSource(card("Incinerate", PAIRS[0][2]), "cards/incinerate.card");
    const oracle = await compileCardSource(card("Incinerate", PAIRS[0][3]), "cards/incinerate.card");
    expect(printed.diagnostics).toEqual([]);
    expect(oracle.diagnostics).toEqual([]);
    expect(oracle.code).toBe(printed.code);
  }, 60_000);
});
