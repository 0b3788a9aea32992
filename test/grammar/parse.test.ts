/**
 * The card language, construct by construct: file structure, card skeleton lines, each ability form, numbers,
 * self-reference, anaphora, the escape hatch, and the lexical variants (CRLF, BOM, tabs, typographic quotes and
 * dashes, ASCII minus).
 */
import { describe, expect, it } from "vitest";
import type { Ability, Card, Effects } from "../../grammar/ast.js";
import { parseCardFile } from "../../grammar/parse.js";

function withoutRanges<T>(value: T): T {
  return JSON.parse(
    JSON.stringify(value, (key, v) => (key === "range" || key === "nameRange" || key === "codeRange" ? undefined : v)),
  );
}

function parseClean(text: string): Card[] {
  const { ast, diagnostics } = parseCardFile(text, "test.card");
  expect(diagnostics).toEqual([]);
  return ast.cards;
}

/** A one-card file: a 2/2 creature (or the given type line) with the given ability lines. */
function permanent(lines: string[], type = "Creature — Bear"): string {
  return `card "Test Bear"\n  cost {1}{G}\n  type ${type}\n  2/2\n${lines.map((l) => `  ${l}\n`).join("")}`;
}

function sorcery(lines: string[]): string {
  return `card "Test Spell"\n  cost {1}{R}\n  type Sorcery\n${lines.map((l) => `  ${l}\n`).join("")}`;
}

function only(text: string): Ability {
  const [card] = parseClean(text);
  expect(card.abilities).toHaveLength(1);
  return card.abilities[0];
}

function bodyOf(ability: Ability): Effects {
  if (!("body" in ability) || ability.body.kind !== "Effects") throw new Error(`no effects in ${ability.kind}`);
  return ability.body;
}

const you = { kind: "You" } as const;

describe("file structure", () => {
  it("several cards, comments and set declarations in one file", () => {
    const text = [
      "# a set file",
      "declare planeswalker type Karn, Sorin",
      "declare creature type Kithkin",
      "",
      'card "Karn Test"   # trailing comment',
      "  cost {4}",
      "  type Planeswalker — Karn",
      "  loyalty 3",
      "  +1: You gain 1 life.",
      "",
      'card "Kithkin Test"',
      "  cost {W}",
      "  type Creature — Kithkin Soldier",
      "  1/1",
      "",
    ].join("\n");
    const { ast, diagnostics } = parseCardFile(text, "set.card");
    expect(diagnostics).toEqual([]);
    expect(ast.file).toBe("set.card");
    expect(withoutRanges(ast.declarations)).toEqual([
      {
        kind: "Declaration",
        what: "planeswalker type",
        names: [
          { kind: "Identifier", name: "Karn" },
          { kind: "Identifier", name: "Sorin" },
        ],
      },
      { kind: "Declaration", what: "creature type", names: [{ kind: "Identifier", name: "Kithkin" }] },
    ]);
    expect(ast.cards.map((c) => c.name)).toEqual(["Karn Test", "Kithkin Test"]);
    expect(ast.cards[0].range.start.line).toBe(5);
    expect(ast.cards[0].range.end.line).toBe(9);
    expect(ast.cards[1].typeLine.subtypes.map((s) => s.name)).toEqual(["Kithkin", "Soldier"]);
    expect(ast.range).toEqual({
      start: { offset: 0, line: 1, column: 1 },
      end: { offset: text.length, line: 15, column: 1 },
    });
  });

  it("CRLF, a BOM, tabs, typographic quotes, the en dash and '--' give the same cards", () => {
    const plain =
      'card "Lightning Bolt"\n  cost {R}\n  type Instant\n  Lightning Bolt deals 3 damage to target creature or player.\n';
    const odd =
      "\uFEFFcard “Lightning Bolt”\r\n\tcost {R}\r\n\ttype Instant\r\n\tLightning Bolt deals 3 damage to target creature or player.\r\n";
    expect(withoutRanges(parseClean(odd))).toEqual(withoutRanges(parseClean(plain)));
    const dashes = ["—", "–", "--"].map((dash) =>
      parseClean(`card "Jace"\n  cost {1}{U}{U}\n  type Planeswalker ${dash} Jace\n  loyalty 3\n`),
    );
    expect(withoutRanges(dashes[1])).toEqual(withoutRanges(dashes[0]));
    expect(withoutRanges(dashes[2])).toEqual(withoutRanges(dashes[0]));
    // Positions count UTF-16 units from the start of the text as given; CRLF ends a line.
    const [bolt] = parseClean(odd);
    expect(bolt.typeLine.range.start).toEqual({ offset: odd.indexOf("Instant"), line: 3, column: 7 });
  });

  it("names with escapes, quotes, backticks and ${…} are kept exactly", () => {
    const [card] = parseClean('card "Say \\"Hi\\" `x` ${y} \\\\ end"\n  type Instant\n  Draw a card.\n');
    expect(card.name).toBe('Say "Hi" `x` ${y} \\ end');
  });

  it("names such as __proto__ and constructor are ordinary names, and self-references", () => {
    const cards = parseClean(
      'card "__proto__"\n  type Instant\n  __proto__ deals 2 damage to target player.\ncard "constructor"\n  type Instant\n  constructor deals 1 damage to target player.\n',
    );
    expect(cards.map((c) => c.name)).toEqual(["__proto__", "constructor"]);
    expect(withoutRanges(bodyOf(cards[0].abilities[0]).effects[0])).toMatchObject({
      kind: "DealDamage",
      source: { kind: "Self" },
    });
  });
});

describe("self-reference", () => {
  it("names with punctuation the lexer does not know are self-references", () => {
    const [card] = parseClean(
      'card "Ach! Hans, Run!"\n  type Instant\n  Ach! Hans, Run! deals 2 damage to target player.\n',
    );
    expect(withoutRanges(bodyOf(card.abilities[0]).effects[0])).toMatchObject({
      kind: "DealDamage",
      source: { kind: "Self" },
    });
  });

  it("a card named with ordinary words may still use those words", () => {
    const [card] = parseClean('card "Draw"\n  cost {U}\n  type Instant\n  Draw a card.\n');
    expect(withoutRanges(bodyOf(card.abilities[0]).effects)).toEqual([
      { kind: "Draw", player: you, amount: { kind: "Number", value: 1 } },
    ]);
  });

  it("a name is only recognised on word boundaries", () => {
    const [card] = parseClean('card "Shock"\n  type Instant\n  Shock deals 2 damage to target player.\n');
    expect(withoutRanges(bodyOf(card.abilities[0]).effects[0])).toMatchObject({ source: { kind: "Self" } });
    const { diagnostics } = parseCardFile(
      'card "Shock"\n  type Instant\n  Shockwave deals 2 damage to target player.\n',
      "x.card",
    );
    expect(diagnostics.map((d) => d.code)).toEqual(["CS1030"]);
  });
});

describe("card skeleton lines", () => {
  it("cost symbols: generic, coloured, X", () => {
    const [card] = parseClean('card "X Spell"\n  cost {X}{10}{W}{U}{B}{R}{G}\n  type Sorcery\n  Draw X cards.\n');
    expect(withoutRanges(card.cost!.symbols)).toEqual([
      { kind: "X" },
      { kind: "Generic", amount: 10 },
      { kind: "Colored", color: "W" },
      { kind: "Colored", color: "U" },
      { kind: "Colored", color: "B" },
      { kind: "Colored", color: "R" },
      { kind: "Colored", color: "G" },
    ]);
    expect(withoutRanges(bodyOf(card.abilities[0]).effects[0])).toEqual({
      kind: "Draw",
      player: you,
      amount: { kind: "X" },
    });
  });

  it("supertypes, several types, several subtypes, */*", () => {
    const [card] = parseClean('card "Odd"\n  cost {3}\n  type Legendary Artifact Creature — Golem Construct\n  */*\n');
    expect(withoutRanges(card.typeLine)).toEqual({
      kind: "TypeLine",
      supertypes: ["Legendary"],
      types: ["Artifact", "Creature"],
      subtypes: [
        { kind: "Identifier", name: "Golem" },
        { kind: "Identifier", name: "Construct" },
      ],
    });
    expect(withoutRanges(card.powerToughness)).toEqual({ kind: "PowerToughness", power: null, toughness: null });
  });
});

describe("ability forms", () => {
  it("loyalty costs: +N, −N (U+2212), -N (ASCII), −X, 0", () => {
    const [card] = parseClean(
      'card "Costs"\n  cost {2}\n  type Planeswalker — Jace\n  loyalty 3\n  +1: You gain 1 life.\n  −2: You gain 1 life.\n  -3: You gain 1 life.\n  −X: You gain X life.\n  0: You gain 1 life.\n',
    );
    expect(card.abilities.map((a) => (a.kind === "Loyalty" ? [a.cost.sign, a.cost.amount] : a.kind))).toEqual([
      ["+", 1],
      ["-", 2],
      ["-", 3],
      ["-", "X"],
      ["0", 0],
    ]);
  });

  it("keyword lines, case-insensitive, including first strike", () => {
    const [card] = parseClean(
      permanent(["Flying, vigilance", "first strike, Reach, trample, haste, defender, indestructible"]),
    );
    expect(withoutRanges(card.abilities)).toEqual([
      { kind: "Keywords", keywords: [{ keyword: "Flying" }, { keyword: "Vigilance" }] },
      {
        kind: "Keywords",
        keywords: ["First strike", "Reach", "Trample", "Haste", "Defender", "Indestructible"].map((keyword) => ({
          keyword,
        })),
      },
    ]);
  });

  it("activated abilities with mana and tap costs", () => {
    const ability = only(permanent(["{1}{G}, {T}: Put a +1/+1 counter on target creature."]));
    expect(withoutRanges(ability)).toEqual({
      kind: "Activated",
      cost: {
        kind: "ActivationCost",
        tap: true,
        mana: {
          kind: "ManaCost",
          symbols: [
            { kind: "Generic", amount: 1 },
            { kind: "Colored", color: "G" },
          ],
        },
      },
      body: {
        kind: "Effects",
        targets: [
          {
            kind: "Target",
            index: 0,
            min: 1,
            max: 1,
            players: false,
            objects: { types: ["Creature"], excludedTypes: [], zone: "play" },
          },
        ],
        effects: [
          {
            kind: "PutCounters",
            objects: { kind: "Ref", ref: { kind: "Target", target: 0 } },
            counter: "+1/+1",
            amount: { kind: "Number", value: 1 },
          },
        ],
      },
      reminder: false,
    });
  });

  it("triggers: comes into play / enters the battlefield, this creature, beginning of upkeep and end step", () => {
    const a = only(permanent(["When Test Bear comes into play, you gain 3 life."]));
    const b = only(permanent(["When this creature enters the battlefield, you gain 3 life."]));
    expect(withoutRanges(b)).toEqual(withoutRanges(a));
    expect(withoutRanges(a)).toEqual({
      kind: "Triggered",
      trigger: { kind: "EntersPlay", object: { kind: "Self" } },
      body: {
        kind: "Effects",
        targets: [],
        effects: [{ kind: "GainLife", player: you, amount: { kind: "Number", value: 3 } }],
      },
    });
    expect(withoutRanges(only(permanent(["At the beginning of your upkeep, you lose 1 life."])))).toMatchObject({
      trigger: { kind: "BeginningOfStep", step: "upkeep", whose: "your" },
      body: { effects: [{ kind: "LoseLife", player: you, amount: { kind: "Number", value: 1 } }] },
    });
    expect(withoutRanges(only(permanent(["At the beginning of each end step, draw a card."])))).toMatchObject({
      trigger: { kind: "BeginningOfStep", step: "end", whose: "each" },
    });
  });

  it("~ comes into play with N counters on it (a replacement), numbers as words or digits", () => {
    const words = only(permanent(["Test Bear comes into play with three +1/+1 counters on it."]));
    const digits = only(permanent(["Test Bear enters the battlefield with 3 +1/+1 counters on it."]));
    expect(withoutRanges(digits)).toEqual(withoutRanges(words));
    expect(withoutRanges(words)).toEqual({
      kind: "Replacement",
      replacement: { kind: "EntersWithCounters", counter: "+1/+1", amount: { kind: "Number", value: 3 } },
    });
  });

  it("number words one … twenty", () => {
    const words = [
      "one",
      "two",
      "three",
      "four",
      "five",
      "six",
      "seven",
      "eight",
      "nine",
      "ten",
      "eleven",
      "twelve",
      "thirteen",
      "fourteen",
      "fifteen",
      "sixteen",
      "seventeen",
      "eighteen",
      "nineteen",
      "twenty",
    ];
    const [card] = parseClean(sorcery(words.map((w) => `Draw ${w} cards.`)));
    expect(card.abilities.map((a) => (bodyOf(a).effects[0] as { amount: { value: number } }).amount.value)).toEqual(
      words.map((_, i) => i + 1),
    );
  });

  it("nearby sentences", () => {
    const cases: [string, unknown][] = [
      ["Destroy target creature.", { kind: "Destroy", objects: { kind: "Ref", ref: { kind: "Target", target: 0 } } }],
      ["Destroy two target lands.", { kind: "Destroy", objects: { kind: "Targets", target: 0 } }],
      [
        "Exile target artifact.",
        { kind: "Exile", objects: { kind: "Ref", ref: { kind: "Target", target: 0 } }, linked: false },
      ],
      ["You lose 2 life.", { kind: "LoseLife", player: you, amount: { kind: "Number", value: 2 } }],
      ["Draw two cards.", { kind: "Draw", player: you, amount: { kind: "Number", value: 2 } }],
      [
        "Each player discards a card.",
        { kind: "Discard", player: { kind: "EachPlayer" }, amount: { kind: "Number", value: 1 } },
      ],
      [
        "Target player sacrifices a creature.",
        {
          kind: "Sacrifice",
          player: { kind: "TargetPlayer", target: 0 },
          amount: { kind: "Number", value: 1 },
          filter: { types: ["Creature"], excludedTypes: [], zone: "play" },
        },
      ],
      [
        "Untap all lands you control.",
        {
          kind: "Untap",
          objects: { kind: "Each", filter: { types: ["Land"], excludedTypes: [], zone: "play", controller: you }, quantifier: "all" },
        },
      ],
      ["Tap target artifact.", { kind: "Tap", objects: { kind: "Ref", ref: { kind: "Target", target: 0 } } }],
      [
        "Test Spell deals 4 damage to each creature.",
        {
          kind: "DealDamage",
          source: { kind: "Self" },
          amount: { kind: "Number", value: 4 },
          recipients: [
            {
              kind: "Objects",
              objects: { kind: "Each", filter: { types: ["Creature"], excludedTypes: [], zone: "play" } },
            },
          ],
        },
      ],
      [
        "Target creature gets -2/-2 until end of turn.",
        {
          kind: "Modify",
          objects: { kind: "Ref", ref: { kind: "Target", target: 0 } },
          power: -2,
          toughness: -2,
          keywords: [],
          duration: "untilEndOfTurn",
        },
      ],
      [
        "Create two 1/1 white Soldier creature tokens.",
        {
          kind: "CreateTokens",
          controller: you,
          amount: { kind: "Number", value: 2 },
          token: {
            power: 1,
            toughness: 1,
            colors: ["W"],
            types: ["Creature"],
            subtypes: ["Soldier"],
            keywords: [],
            abilities: [],
          },
        },
      ],
      [
        "Search your library for a creature card and put it into your hand. Then shuffle your library.",
        {
          kind: "Search",
          player: you,
          filter: { types: ["Creature"], excludedTypes: [], zone: "library" },
          destination: "hand",
          shuffle: "afterPutting",
        },
      ],
    ];
    for (const [sentence, effect] of cases) {
      const ability = only(sorcery([sentence]));
      expect(ability.kind, sentence).toBe("Spell");
      expect(withoutRanges(bodyOf(ability).effects), sentence).toEqual([effect]);
    }
  });

  it("cards in graveyards: any graveyard, a target player's graveyard", () => {
    const reanimate = only(
      sorcery(["Put target creature card from a graveyard onto the battlefield under your control."]),
    );
    expect(withoutRanges(bodyOf(reanimate))).toEqual({
      kind: "Effects",
      targets: [
        {
          kind: "Target",
          index: 0,
          min: 1,
          max: 1,
          players: false,
          // "from a graveyard": the words as written, for the printer (any graveyard, as "in all graveyards").
          objects: { types: ["Creature"], excludedTypes: [], zone: "graveyard", zoneWords: { preposition: "from", anyPlayer: "a" } },
        },
      ],
      effects: [{ kind: "PutIntoPlay", objects: { kind: "Ref", ref: { kind: "Target", target: 0 } }, controller: you }],
    });
    const exile = only(sorcery(["Exile all creature cards in target player's graveyard."]));
    expect(withoutRanges(bodyOf(exile))).toEqual({
      kind: "Effects",
      targets: [{ kind: "Target", index: 0, min: 1, max: 1, players: true }],
      effects: [
        {
          kind: "Exile",
          objects: {
            kind: "Each",
            filter: {
              types: ["Creature"],
              excludedTypes: [],
              zone: "graveyard",
              controller: { kind: "TargetPlayer", target: 0 },
            },
            quantifier: "all",
          },
          linked: false,
        },
      ],
    });
  });

  it("imperatives chain: 'Draw a card, then discard a card.'", () => {
    expect(withoutRanges(bodyOf(only(sorcery(["Draw a card, then discard a card."]))).effects)).toEqual([
      { kind: "Draw", player: you, amount: { kind: "Number", value: 1 } },
      { kind: "Discard", player: you, amount: { kind: "Number", value: 1 } },
    ]);
  });

  it("a sentence may name a player and refer back to it: 'Target player loses 4 life and you gain 4 life.'", () => {
    const ability = only(sorcery(["Target player loses 4 life and you gain 4 life."]));
    expect(withoutRanges(bodyOf(ability).effects)).toEqual([
      { kind: "LoseLife", player: { kind: "TargetPlayer", target: 0 }, amount: { kind: "Number", value: 4 } },
      { kind: "GainLife", player: you, amount: { kind: "Number", value: 4 } },
    ]);
  });

  it("effect ranges cover their words; a later predicate's range starts at its verb", () => {
    const text = sorcery(["Target player discards two cards, then sacrifices a land."]);
    const ability = only(text);
    const [discard, sacrifice] = bodyOf(ability).effects;
    expect(text.slice(discard.range.start.offset, discard.range.end.offset)).toBe("Target player discards two cards");
    expect(text.slice(sacrifice.range.start.offset, sacrifice.range.end.offset)).toBe("sacrifices a land");
    expect(text.slice(ability.range.start.offset, ability.range.end.offset)).toBe(
      "Target player discards two cards, then sacrifices a land.",
    );
  });
});

describe("escape hatch", () => {
  it("a code block after an activated ability becomes an Implementation: text kept, code dedented, exact code range", () => {
    const text = [
      'card "Book"',
      "  cost {3}",
      "  type Artifact",
      "  {T}: You gain life equal to twice the number of cards in your hand.",
      "    ```ts",
      '    const cards = ctx.objects({ zone: "hand", controller: ctx.controller });',
      "    if (cards.length > 0) {",
      "      ctx.gainLife(ctx.controller, cards.length);",
      "    }",
      "    ```",
      "",
    ].join("\n");
    const [card] = parseClean(text);
    expect(card.abilities).toHaveLength(1);
    const ability = card.abilities[0];
    if (ability.kind !== "Activated" || ability.body.kind !== "Implementation")
      throw new Error("expected an implemented activated ability");
    expect(ability.cost.tap).toBe(true);
    expect(ability.body.text).toBe("You gain life equal to twice the number of cards in your hand.");
    expect(ability.body.code).toBe(
      'const cards = ctx.objects({ zone: "hand", controller: ctx.controller });\nif (cards.length > 0) {\n  ctx.gainLife(ctx.controller, cards.length);\n}',
    );
    const codeStart = text.indexOf("    const cards");
    const codeEnd = text.indexOf("\n    ```", codeStart);
    expect(ability.body.codeRange).toEqual({
      start: { offset: codeStart, line: 6, column: 1 },
      end: { offset: codeEnd, line: 9, column: 6 },
    });
    expect(ability.range.end.line).toBe(10);
  });

  it("a loyalty ability and a spell's text may be implemented", () => {
    const [walker] = parseClean(
      'card "Odd Walker"\n  cost {3}\n  type Planeswalker — Odd\n  loyalty 3\n  −1: Do something odd.\n    ```ts\n    ctx.log("odd");\n    ```\n',
    );
    expect(withoutRanges(walker.abilities[0])).toEqual({
      kind: "Loyalty",
      cost: { kind: "LoyaltyCost", sign: "-", amount: 1 },
      body: { kind: "Implementation", text: "Do something odd.", code: 'ctx.log("odd");' },
    });
    const [spell] = parseClean(
      'card "Odd Spell"\n  cost {R}\n  type Instant\n  Do something odd.\n  ```ts\n  ctx.log("odd");\n  ```\n',
    );
    expect(withoutRanges(spell.abilities[0])).toEqual({
      kind: "Spell",
      body: { kind: "Implementation", text: "Do something odd.", code: 'ctx.log("odd");' },
    });
  });

  it("code may hold anything, including backticks, braces and quotes", () => {
    const [card] = parseClean(
      'card "Odd Spell"\n  cost {R}\n  type Instant\n  Do something odd.\n  ```ts\n  ctx.log(`${"}"} {T} \\u0000 # not a comment`);\n  ```\n',
    );
    const ability = card.abilities[0];
    expect(ability.kind === "Spell" && ability.body.kind === "Implementation" && ability.body.code).toBe(
      'ctx.log(`${"}"} {T} \\u0000 # not a comment`);',
    );
  });
});
