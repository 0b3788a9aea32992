/**
 * Diagnostics of the parser: golden code + exact range (+ suggestion) for the common mistakes, every independent
 * mistake of a file reported, and bad input that never crashes or hangs.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { SourceRange } from "../../grammar/ast.js";
import { SYNTAX_CODES } from "../../grammar/codes-syntax.js";
import type { Diagnostic } from "../../grammar/diagnostics.js";
import { parseCardFile } from "../../grammar/parse.js";
import { SENTENCES } from "../../grammar/sentences.js";

function position(text: string, offset: number) {
  const before = text.slice(0, offset);
  const line = before.split("\n").length;
  return { offset, line, column: offset - (before.lastIndexOf("\n") + 1) + 1 };
}

/** The range of the `occurrence`-th occurrence of `needle` in `text`. */
function rangeOf(text: string, needle: string, occurrence = 0): SourceRange {
  let at = -1;
  for (let i = 0; i <= occurrence; i++) {
    at = text.indexOf(needle, at + 1);
    if (at < 0) throw new Error(`'${needle}' not in the text`);
  }
  return { start: position(text, at), end: position(text, at + needle.length) };
}

function emptyRangeAfter(text: string, needle: string): SourceRange {
  const at = text.indexOf(needle) + needle.length;
  return { start: position(text, at), end: position(text, at) };
}

function diagnose(text: string): Diagnostic[] {
  return parseCardFile(text, "mistakes.card").diagnostics;
}

function golden(text: string, code: string, range: SourceRange, replacement?: string): Diagnostic {
  const diagnostics = diagnose(text);
  expect(diagnostics.map((d) => [d.code, d.range])).toEqual([[code, range]]);
  const [diagnostic] = diagnostics;
  expect(diagnostic.file).toBe("mistakes.card");
  if (replacement !== undefined) expect(diagnostic.suggestions?.[0]?.replacement).toBe(replacement);
  return diagnostic;
}

const angel = (abilities: string) =>
  `card "Serra Angel"\n  cost {3}{W}{W}\n  type Creature — Angel\n  4/4\n  ${abilities}\n`;

describe("golden diagnostics for common mistakes", () => {
  it("CS1031 misspelt keyword, with the fix", () => {
    const text = angel("Flyng, vigilance");
    const d = golden(text, "CS1031", rangeOf(text, "Flyng"), "Flying");
    expect(d.message).toContain("did you mean 'Flying'");
    expect(d.suggestions?.[0].range).toEqual(rangeOf(text, "Flyng"));
  });

  it("CS1022 misspelt card type, with the fix", () => {
    const text = 'card "Jace Beleren"\n  cost {1}{U}{U}\n  type Planeswalkr — Jace\n  loyalty 3\n';
    const d = golden(text, "CS1022", rangeOf(text, "Planeswalkr"), "Planeswalker");
    expect(d.message).toContain("did you mean 'Planeswalker'");
  });

  it("CS1010 card name without quotes, with the fix", () => {
    const text = "card Jace Beleren\n  cost {1}{U}{U}\n  type Planeswalker — Jace\n  loyalty 3\n";
    golden(text, "CS1010", rangeOf(text, "Jace Beleren"), '"Jace Beleren"');
  });

  it("CS1032 missing period: an insertion at the end of the sentence", () => {
    const text = angel("{T}: You gain 1 life");
    const d = golden(text, "CS1032", emptyRangeAfter(text, "You gain 1 life"), ".");
    expect(d.suggestions?.[0].range).toEqual(emptyRangeAfter(text, "You gain 1 life"));
  });

  it("CS1032 a keyword line with a period: the fix removes it", () => {
    const text = angel("Flying, vigilance.");
    golden(text, "CS1032", rangeOf(text, "."), "");
  });

  it("CS1030 unknown sentence: at the word where the grammar stopped, naming the closest sentences", () => {
    const text =
      'card "Jace Beleren"\n  cost {1}{U}{U}\n  type Planeswalker — Jace\n  loyalty 3\n  −1: Target player drawz a card.\n';
    const d = golden(text, "CS1030", rangeOf(text, "drawz"));
    expect(d.message).toContain('"Target player draws N cards."');
    expect(d.suggestions?.[0]).toMatchObject({ replacement: "−1: Target player draws a card." });
  });

  it("CS1003 unbalanced brace in a cost", () => {
    const text = 'card "Shock"\n  cost {R\n  type Instant\n  Shock deals 2 damage to target creature or player.\n';
    golden(text, "CS1003", rangeOf(text, "{"));
  });

  it("CS1002 card name without closing quote", () => {
    const text = 'card "Shock\n  cost {R}\n  type Instant\n';
    golden(text, "CS1002", rangeOf(text, '"Shock'), '"');
  });

  it("CS1004 unterminated code block, reported at the fence", () => {
    const text = 'card "Book"\n  cost {3}\n  type Artifact\n  {T}: Do a thing.\n    ```ts\n    ctx.log("x");\n';
    golden(text, "CS1004", rangeOf(text, "```ts"));
  });

  it("CS1040 loyalty cost without sign", () => {
    const text =
      'card "Jace"\n  cost {1}{U}{U}\n  type Planeswalker — Jace\n  loyalty 3\n  2: Each player draws a card.\n';
    golden(
      text,
      "CS1040",
      rangeOf(text, "2:", 0).start.offset === text.indexOf("2:")
        ? { start: position(text, text.indexOf("2:")), end: position(text, text.indexOf("2:") + 1) }
        : rangeOf(text, "2"),
      "+2",
    );
  });

  it("CS1021 unknown mana symbol", () => {
    const text = 'card "Odd"\n  cost {Q}\n  type Sorcery\n  Draw a card.\n';
    golden(text, "CS1021", rangeOf(text, "{Q}"));
  });

  it("CS1013 duplicate line, CS1014 missing type line, CS1012 text outside a card", () => {
    const dup = 'card "Odd"\n  cost {1}\n  cost {2}\n  type Sorcery\n  Draw a card.\n';
    golden(dup, "CS1013", rangeOf(dup, "cost {2}"));
    const noType = 'card "Odd"\n  cost {1}\n';
    golden(noType, "CS1014", rangeOf(noType, 'card "Odd"'));
    const outside = 'Flying\ncard "Odd"\n  type Sorcery\n  Draw a card.\n';
    golden(outside, "CS1012", rangeOf(outside, "Flying"));
    const run = 'Some notes\n  more notes.\n\ncard "Odd"\n  type Sorcery\n  Draw a card.\n';
    golden(run, "CS1012", rangeOf(run, "Some notes\n  more notes."));
  });

  it("CS1034 a reference to nothing, CS1035 a subject that cannot act so", () => {
    const that = 'card "Odd"\n  type Sorcery\n  Destroy that creature.\n';
    golden(that, "CS1034", rangeOf(that, "that creature"));
    const draws = 'card "Odd"\n  type Sorcery\n  Target creature draws a card.\n';
    golden(draws, "CS1035", rangeOf(draws, "Target creature draws a card"));
  });

  it("CS1034 the searched card acted on other than by putting it somewhere", () => {
    const text =
      'card "Odd"\n  type Sorcery\n  Search your library for a card and put it into your hand. Then shuffle your library. Destroy it.\n';
    golden(text, "CS1034", rangeOf(text, "Destroy it"));
  });

  it("CS1036 a library search without its shuffle", () => {
    const text = 'card "Odd"\n  type Sorcery\n  Search your library for a card and put it into your hand.\n';
    golden(text, "CS1036", rangeOf(text, "Search your library for a card and put it into your hand"));
  });

  it("CS1041 instructions on a permanent; CS1033 a code block under no ability line", () => {
    const text = 'card "Odd"\n  cost {1}\n  type Enchantment\n  Draw a card.\n';
    golden(text, "CS1041", rangeOf(text, "Draw a card."));
    const stray = 'card "Odd"\n  cost {1}\n  type Enchantment\n    ```ts\n    return {};\n    ```\n  Flying\n';
    golden(stray, "CS1033", rangeOf(stray, "```"));
  });

  it("CS1020 a cost without braces, with the fix", () => {
    const text = 'card "Odd"\n  cost 2WW\n  type Sorcery\n  Draw a card.\n';
    golden(text, "CS1020", rangeOf(text, "2WW"), "{2}{W}{W}");
  });

  it("every code the parser can report has an entry in SYNTAX_CODES", () => {
    const sources = ["parse.ts", "parser.ts"].map((file) =>
      readFileSync(new URL(`../../grammar/${file}`, import.meta.url), "utf8"),
    );
    const used = new Set(sources.flatMap((text) => [...text.matchAll(/"(CS1\d{3})"/g)].map((m) => m[1])));
    expect(used.size).toBeGreaterThan(20);
    for (const code of used) expect(SYNTAX_CODES.has(code), code).toBe(true);
  });

  it("every code reported has an entry in SYNTAX_CODES, with title and explanation", () => {
    for (const [code, info] of SYNTAX_CODES) {
      expect(code).toMatch(/^CS1\d{3}$/);
      expect(info.title.length).toBeGreaterThan(3);
      expect(info.explanation.length).toBeGreaterThan(20);
    }
  });
});

describe("every independent mistake is reported", () => {
  it("three mistakes in one card: all three at their exact positions, and the rest of the card still parses", () => {
    const text = [
      'card "Serra Angel"',
      "  cost {3}{W}{W",
      "  type Creature — Angel",
      "  4/4",
      "  Flyng, vigilance",
      "  When Serra Angel comes into play, draw a crd.",
      "  {T}: You gain 1 life.",
      "",
    ].join("\n");
    const { ast, diagnostics } = parseCardFile(text, "three.card");
    expect(diagnostics.map((d) => [d.code, d.range])).toEqual([
      ["CS1003", rangeOf(text, "{", 2)],
      ["CS1031", rangeOf(text, "Flyng")],
      ["CS1030", rangeOf(text, "crd")],
    ]);
    const [card] = ast.cards;
    expect(card.typeLine.types).toEqual(["Creature"]);
    expect(card.powerToughness).toMatchObject({ power: 4, toughness: 4 });
    expect(card.abilities.map((a) => a.kind)).toEqual(["Activated"]);
  });

  it("mistakes in different sentences of one line are all reported", () => {
    const text = 'card "A"\n  type Sorcery\n  Target player drawz a card. You gain 2 life. Destroy target creatur.\n';
    const diagnostics = diagnose(text);
    expect(diagnostics.map((d) => [d.code, d.range])).toEqual([
      ["CS1030", rangeOf(text, "drawz")],
      ["CS1030", rangeOf(text, "creatur")],
    ]);
    expect(diagnostics[1].message).toContain('"Destroy target creature."');
  });

  it("after a header without quotes (or without its closing quote) the card is still read", () => {
    const unquoted = "card Jace Beleren\n  cost {1}{U}{U}\n  type Planeswalkr — Jace\n  loyalty 3\n";
    const { ast, diagnostics } = parseCardFile(unquoted, "a.card");
    expect(diagnostics.map((d) => [d.code, d.range])).toEqual([
      ["CS1010", rangeOf(unquoted, "Jace Beleren")],
      ["CS1022", rangeOf(unquoted, "Planeswalkr")],
    ]);
    expect(ast.cards.map((c) => c.name)).toEqual(["Jace Beleren"]);
    const open = 'card "Shock\n  cost {R}\n  type Instant\n  Shock deals 2 damage to target creature or playr.\n';
    expect(diagnose(open).map((d) => [d.code, d.range])).toEqual([
      ["CS1002", rangeOf(open, '"Shock')],
      ["CS1030", rangeOf(open, "playr")],
    ]);
  });

  it("mistakes in different cards of one file are all reported", () => {
    const text =
      'card "A"\n  type Sorcery\n  Draw a crd.\ncard "B"\n  type Sorcery\n  Destroy target creatur.\ncard "C"\n  type Sorcry\n';
    expect(diagnose(text).map((d) => [d.code, d.range.start.line])).toEqual([
      ["CS1030", 3],
      ["CS1030", 6],
      ["CS1022", 8],
    ]);
  });
});

describe("bad input: diagnostics, never a crash or a hang", () => {
  const inputs: [string, string][] = [
    ["empty file", ""],
    ["only whitespace", " \n\t\n\r\n"],
    ["binary junk", Array.from({ length: 4096 }, (_, i) => String.fromCharCode((i * 7919) % 65536)).join("")],
    ["NUL bytes in a card", 'card "A"\n  type Sorcery\n  Draw\u0000 a card.\n'],
    ["a 1 MB line of words", 'card "Big"\n  type Sorcery\n  ' + "Draw a card. ".repeat(80_000)],
    ["a 1 MB word", 'card "Big"\n  type Sorcery\n  ' + "a".repeat(1_000_000)],
    ["a 1 MB number", 'card "Big"\n  cost {' + "9".repeat(1_000_000) + "}\n  type Sorcery\n"],
    ["a 1 MB card name", 'card "' + "N".repeat(1_000_000) + '"\n  type Sorcery\n'],
    ["unbalanced braces", 'card "A"\n  cost {{2}}}\n  type Sorcery\n  {T}}: Draw a card.\n'],
    ["unknown characters", 'card "A"\n  type Sorcery\n  Draw a card. ¤ @ ~ ^ | \\ ♥\n'],
    ["a card cut off in its header", 'card "Jace Bel'],
    [
      "a card cut off mid-line",
      'card "Jace Beleren"\n  cost {1}{U}{U}\n  type Planeswalker — Jace\n  loyalty 3\n  +2: Each player dra',
    ],
    ["a card cut off in a code block", 'card "A"\n  type Sorcery\n  Do it.\n  ```ts\n  ctx.log("'],
    ["a header alone", "card"],
    [
      "names that are JavaScript words",
      'card "__proto__"\n  type Sorcery\n  Draw a card.\ncard "constructor"\n  type Sorcery\n  Draw a card.\ncard "toString"\n  type Sorcery\n',
    ],
    ["quotes, backticks and ${} in names", 'card "a\\"b`c${d}"\n  type Sorcery\n  Draw a card.\n'],
    ["CR line endings only", 'card "A"\r  type Sorcery\r  Draw a card.\r'],
    ["deeply nested parentheses", 'card "A"\n  type Sorcery\n  ' + "(".repeat(10_000) + "\n"],
    ["many lines of nothing known", 'card "A"\n  type Sorcery\n' + "  xyzzy plugh.\n".repeat(300)],
  ];

  it.each(inputs)("%s", (_name, text) => {
    const { ast, diagnostics } = parseCardFile(text, "bad.card");
    expect(ast.kind).toBe("CardFile");
    expect(JSON.parse(JSON.stringify(ast))).toEqual(ast); // plain data
    for (const d of diagnostics) {
      expect(d.range.start.offset).toBeGreaterThanOrEqual(0);
      expect(d.range.end.offset).toBeLessThanOrEqual(text.length);
      expect(d.range.start.offset).toBeLessThanOrEqual(d.range.end.offset);
      expect(d.message.length).toBeGreaterThan(10);
      expect(d.message.length).toBeLessThan(2_000);
      expect(SYNTAX_CODES.has(d.code), d.code).toBe(true);
    }
    expect(diagnostics.length).toBeLessThanOrEqual(201);
    if (text.trim() !== "" || text === "") expect(diagnostics.length + ast.cards.length).toBeGreaterThan(0);
  });

  it("the 1 MB line is reported as too long, once", () => {
    const text = 'card "Big"\n  type Sorcery\n  ' + "Draw a card. ".repeat(80_000);
    expect(diagnose(text).map((d) => d.code)).toEqual(["CS1037"]);
  });
});

describe("the known sentences (grammar/sentences.ts)", () => {
  it.each(SENTENCES.map((s) => [s.kind, s.template]))("%s: %s parses", (kind, template) => {
    let text = template.replace(/~/g, "Test Card").replace(/\bN\b/g, "2");
    // "the removed card" needs an ability of the same card that removes one (linked abilities).
    if (text.includes("the removed card"))
      text = `When Test Card comes into play, remove target creature from the game.\n  ${text}`;
    const isSpellText = kind === "spell or ability text" || kind === "mana";
    const card = isSpellText
      ? `card "Test Card"\n  cost {1}\n  type Sorcery\n  ${text}\n`
      : `card "Test Card"\n  cost {1}\n  type Creature — Test\n  1/1\n  ${text}\n`;
    expect(diagnose(card)).toEqual([]);
  });
});
