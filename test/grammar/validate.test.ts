import { describe, expect, it } from "vitest";
import { checkCardSources, parseCardFile, validateCardFile, type Card, type CardFile, type Diagnostic } from "../../grammar/index.js";
import { applyEdit, codesOf, rangeOf } from "./validate-helpers.js";

function check(text: string, file = "test.card"): Diagnostic[] {
  return checkCardSources([{ file, text }]).diagnostics;
}

function only(diagnostics: Diagnostic[], code: string): Diagnostic[] {
  return diagnostics.filter((diagnostic) => diagnostic.code === code);
}

/** Parses a valid card, lets the test change its AST (for shapes the parser never builds), then validates. */
function validateMutated(text: string, mutate: (card: Card, file: CardFile) => void): Diagnostic[] {
  const { ast, diagnostics } = parseCardFile(text, "mutated.card");
  expect(diagnostics).toEqual([]);
  mutate(ast.cards[0], ast);
  return validateCardFile(ast, { text });
}

const JACE = `card "Jace Beleren"
  cost {1}{U}{U}
  type Planeswalker — Jace
  loyalty 3
  +2: Each player draws a card.
  −1: Target player draws a card.
  −10: Target player puts the top twenty cards of his or her library into his or her graveyard.
`;

const CHANDRA = `card "Chandra Nalaar"
  cost {3}{R}{R}
  type Planeswalker — Chandra
  loyalty 6
  +1: Chandra Nalaar deals 1 damage to target player.
  −X: Chandra Nalaar deals X damage to target creature.
  −8: Chandra Nalaar deals 10 damage to target player and each creature he or she controls.
`;

const LAVA_AXE = `card "Lava Axe"
  cost {4}{R}
  type Sorcery
  Lava Axe deals 5 damage to target player.
`;

const BEARS = `card "Grizzly Bears"
  cost {1}{G}
  type Creature — Bear
  2/2
`;

describe("valid cards", () => {
  it("a planeswalker, a creature and an instant have no diagnostics", () => {
    expect(check(JACE)).toEqual([]);
    expect(check(CHANDRA)).toEqual([]);
    expect(check(BEARS)).toEqual([]);
    expect(check(LAVA_AXE)).toEqual([]);
  });
});

describe("CS2001 planeswalker without loyalty", () => {
  const text = JACE.replace("  loyalty 3\n", "");
  it("is an error on the type line, with a fix inserting a loyalty line", () => {
    const [diagnostic] = only(check(text), "CS2001");
    expect(diagnostic.severity).toBe("error");
    expect(diagnostic.range).toEqual(rangeOf(text, "type Planeswalker — Jace"));
    expect(diagnostic.message).toContain("loyalty");
    const fixed = applyEdit(text, diagnostic.suggestions![0]);
    expect(fixed).toContain("  type Planeswalker — Jace\n  loyalty 1\n  +2:");
    expect(codesOf(check(fixed))).not.toContain("CS2001");
  });
  it("is not reported when loyalty is present", () => {
    expect(codesOf(check(JACE))).not.toContain("CS2001");
  });
});

describe("CS2002 loyalty on a non-planeswalker", () => {
  it("is an error on the loyalty line with a fix removing the line", () => {
    const text = BEARS.replace("  2/2\n", "  loyalty 3\n  2/2\n");
    const [diagnostic] = only(check(text), "CS2002");
    expect(diagnostic.range).toEqual(rangeOf(text, "loyalty 3"));
    expect(applyEdit(text, diagnostic.suggestions![0])).toBe(BEARS);
    expect(diagnostic.message).toBe('"Grizzly Bears" is not a planeswalker, so it has no loyalty; remove the loyalty line or add the Planeswalker type.');
  });
});

describe("CS2003 planeswalker without a planeswalker type (212.9c)", () => {
  it("suggests the first word of the name when it is a known type", () => {
    const text = JACE.replace("type Planeswalker — Jace", "type Planeswalker");
    const [diagnostic] = only(check(text), "CS2003");
    expect(diagnostic.range).toEqual(rangeOf(text, "type Planeswalker"));
    expect(check(applyEdit(text, diagnostic.suggestions![0]))).toEqual([]);
  });
  it("passes with a subtype", () => expect(codesOf(check(JACE))).not.toContain("CS2003"));
});

describe("CS2004 subtypes are single words", () => {
  it("flags a subtype holding two words, with a fix splitting it", () => {
    const diagnostics = validateMutated(JACE, (card) => {
      card.typeLine.subtypes[0].name = "Jace Beleren";
    });
    const [diagnostic] = only(diagnostics, "CS2004");
    expect(diagnostic.suggestions?.[0].replacement).toBe("Jace Beleren");
    expect(diagnostic.message).toContain("single word");
  });
  it("accepts apostrophes and hyphens", () => {
    const diagnostics = validateMutated(BEARS, (card) => {
      card.typeLine.subtypes[0].name = "Urza's";
    });
    expect(codesOf(diagnostics)).not.toContain("CS2004");
  });
});

describe("CS2005 unknown planeswalker type", () => {
  const text = JACE.replace("— Jace", "— Jacee");
  it("is a warning with a did-you-mean fix", () => {
    const [diagnostic] = only(check(text), "CS2005");
    expect(diagnostic.severity).toBe("warning");
    expect(diagnostic.range).toEqual(rangeOf(text, "Jacee"));
    expect(diagnostic.message).toBe(
      "'Jacee' is not a known planeswalker type. Did you mean 'Jace'? If it is a new type, declare it for the set: 'declare planeswalker type Jacee'.",
    );
    expect(diagnostic.suggestions).toEqual([{ message: "Replace with 'Jace'", range: rangeOf(text, "Jacee"), replacement: "Jace" }]);
  });
  it("a declaration in another file of the set makes the type known", () => {
    const result = checkCardSources([
      { file: "a.card", text },
      { file: "types.card", text: "declare planeswalker type Jacee\n" + BEARS },
    ]);
    expect(codesOf(result.diagnostics)).not.toContain("CS2005");
  });
  it("the checkCardSources option declares types too", () => {
    const result = checkCardSources([{ file: "a.card", text }], { declaredTypes: { planeswalker: ["Jacee"] } });
    expect(codesOf(result.diagnostics)).not.toContain("CS2005");
  });
});

describe("CS2006 X without a cost that defines it / CS2027 X never used", () => {
  it("flags X in a +1 ability at the X", () => {
    const text = CHANDRA.replace("+1: Chandra Nalaar deals 1 damage", "+1: Chandra Nalaar deals X damage");
    const [diagnostic] = only(check(text), "CS2006");
    expect(diagnostic.range).toEqual(rangeOf(text, "X", 0));
    expect(diagnostic.message).toBe("X has no value here: nothing in this ability's cost defines it. Use a number, or add X to the cost (−X, {X}).");
  });
  it("accepts X under a −X cost", () => expect(codesOf(check(CHANDRA))).not.toContain("CS2006"));
  it("an instant's {X} may be used by any of its lines, and is reported once when none uses it", () => {
    const two = `card "Blaze"\n  cost {X}{R}\n  type Sorcery\n  Blaze deals X damage to target creature.\n  You gain 2 life.\n`;
    expect(check(two)).toEqual([]);
    const none = two.replace("deals X damage", "deals 2 damage");
    const diagnostics = only(check(none), "CS2027");
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0].range).toEqual(rangeOf(none, "{X}"));
  });
  it("warns about −X when the text never uses X", () => {
    const text = CHANDRA.replace("deals X damage to target creature", "deals 2 damage to target creature");
    const [diagnostic] = only(check(text), "CS2027");
    expect(diagnostic.range).toEqual(rangeOf(text, "−X"));
  });
});

describe("CS2007/CS2008 mana costs", () => {
  it("generic after coloured is a warning with the canonical spelling", () => {
    const text = BEARS.replace("{1}{G}", "{G}{1}");
    const [diagnostic] = only(check(text), "CS2008");
    expect(diagnostic.range).toEqual(rangeOf(text, "{G}{1}"));
    expect(diagnostic.suggestions![0].replacement).toBe("{1}{G}");
  });
  it("two generic symbols are merged", () => {
    const text = BEARS.replace("{1}{G}", "{1}{1}{G}");
    expect(only(check(text), "CS2008")[0].suggestions![0].replacement).toBe("{2}{G}");
  });
  it("an empty or negative cost is malformed", () => {
    const diagnostics = validateMutated(BEARS, (card) => {
      card.cost!.symbols = [];
    });
    expect(codesOf(diagnostics)).toContain("CS2007");
  });
});

describe("CS2009 targets that fit their effect / CS2010 unused targets", () => {
  it("damage to a target land is an error at the target", () => {
    const diagnostics = validateMutated(LAVA_AXE, (card) => {
      const ability = card.abilities[0];
      if (ability.kind !== "Spell" || ability.body.kind !== "Effects") throw new Error("expected a spell");
      ability.body.targets[0].players = false;
      ability.body.targets[0].objects = { types: ["Land"], excludedTypes: [], zone: "play" };
      const effect = ability.body.effects[0];
      if (effect.kind !== "DealDamage") throw new Error("expected damage");
      effect.recipients = [{ kind: "Objects", objects: { kind: "Ref", ref: { kind: "Target", target: 0 } } }];
    });
    const [diagnostic] = only(diagnostics, "CS2009");
    expect(diagnostic.range).toEqual(rangeOf(LAVA_AXE, "target player"));
    expect(diagnostic.message).toContain("creatures, planeswalkers and players");
  });
  it("a player target used as an object is an error", () => {
    const diagnostics = validateMutated(JACE, (card) => {
      const ability = card.abilities[1];
      if (ability.kind !== "Loyalty" || ability.body.kind !== "Effects") throw new Error("expected a loyalty ability");
      ability.body.effects = [{ kind: "Destroy", objects: { kind: "Ref", ref: { kind: "Target", target: 0 } }, range: ability.body.effects[0].range }];
    });
    expect(only(diagnostics, "CS2009")[0].message).toContain("acts on an object");
  });
  it("destroying cards in graveyards is an error", () => {
    const diagnostics = validateMutated(JACE, (card) => {
      const ability = card.abilities[0];
      if (ability.kind !== "Loyalty" || ability.body.kind !== "Effects") throw new Error("expected a loyalty ability");
      ability.body.effects = [{ kind: "Destroy", objects: { kind: "Each", filter: { types: ["Creature"], excludedTypes: [], zone: "graveyard" } }, range: ability.body.effects[0].range }];
    });
    expect(only(diagnostics, "CS2009")[0].message).toContain("permanents in play");
  });
  it("sacrificing cards in a graveyard is an error", () => {
    const text = `card "Lava Axe"\n  cost {4}{R}\n  type Sorcery\n  Target player sacrifices a land.\n`;
    expect(check(text)).toEqual([]);
    const diagnostics = validateMutated(text, (card) => {
      const ability = card.abilities[0];
      if (ability.kind !== "Spell" || ability.body.kind !== "Effects" || ability.body.effects[0].kind !== "Sacrifice") throw new Error("expected a sacrifice");
      ability.body.effects[0].filter = { types: ["Land"], excludedTypes: [], zone: "graveyard" };
    });
    expect(only(diagnostics, "CS2009")[0].range).toEqual(rangeOf(text, "Target player sacrifices a land"));
  });
  it("a declared target no effect uses is a warning", () => {
    const diagnostics = validateMutated(JACE, (card) => {
      const ability = card.abilities[1];
      if (ability.kind !== "Loyalty" || ability.body.kind !== "Effects") throw new Error("expected a loyalty ability");
      ability.body.effects[0] = { ...ability.body.effects[0], kind: "Draw", player: { kind: "You" } } as never;
    });
    expect(codesOf(diagnostics)).toContain("CS2010");
  });
  it("the bundled-style targets pass", () => expect(codesOf(check(CHANDRA))).not.toContain("CS2009"));
});

describe("CS2011/CS2012 power/toughness exactly on creatures", () => {
  it("a creature without P/T is an error with an insertion fix", () => {
    const text = BEARS.replace("  2/2\n", "");
    const [diagnostic] = only(check(text), "CS2011");
    expect(diagnostic.range.start.line).toBe(3);
    expect(applyEdit(text, diagnostic.suggestions![0])).toBe(BEARS.replace("2/2", "1/1"));
  });
  it("P/T on an enchantment is an error", () => {
    const text = `card "Doubling Season"\n  cost {4}{G}\n  type Enchantment\n  2/2\n  If an effect would put one or more tokens into play under your control, it puts twice that many of those tokens into play instead.\n`;
    const [diagnostic] = only(check(text), "CS2012");
    expect(diagnostic.range).toEqual(rangeOf(text, "2/2"));
  });
});

describe("CS2013 duplicate card names across a set", () => {
  it("reports both cards, each with the other as related location", () => {
    const result = checkCardSources([
      { file: "a.card", text: BEARS },
      { file: "b.card", text: BEARS.replace("Grizzly Bears", "grizzly bears") },
    ]);
    const duplicates = only(result.diagnostics, "CS2013");
    expect(duplicates.map((d) => d.file)).toEqual(["a.card", "b.card"]);
    expect(duplicates[0].range).toEqual(rangeOf(BEARS, '"Grizzly Bears"'));
    expect(duplicates[0].related).toEqual([{ file: "b.card", range: rangeOf(BEARS, '"Grizzly Bears"'), message: 'The other card named "grizzly bears".' }]);
    expect(duplicates[1].message).toBe(
      'The card name "grizzly bears" is used by another card of the set (a.card:1:6); card names must be unique, so rename one of them or remove the duplicate.',
    );
  });
  it("names such as __proto__ and constructor are ordinary names", () => {
    const text = BEARS.replace("Grizzly Bears", "__proto__") + "\n" + BEARS.replace("Grizzly Bears", "constructor");
    expect(check(text)).toEqual([]);
  });
});

describe("abilities against card types", () => {
  it("CS2014 a loyalty ability on a creature", () => {
    const text = BEARS + "  +1: You gain 2 life.\n";
    const [diagnostic] = only(check(text), "CS2014");
    expect(diagnostic.range).toEqual(rangeOf(text, "+1"));
  });
  it("CS2015 an instant without text", () => {
    const text = `card "Shock"\n  cost {R}\n  type Instant\n`;
    expect(codesOf(check(text))).toContain("CS2015");
  });
  it("CS2016 spell text on a permanent", () => {
    const diagnostics = validateMutated(LAVA_AXE, (card) => {
      card.typeLine.types = ["Enchantment"];
    });
    expect(codesOf(diagnostics)).toContain("CS2016");
  });
  it("CS2019 a planeswalker without loyalty abilities", () => {
    const text = JACE.split("\n").slice(0, 4).join("\n") + "\n";
    expect(codesOf(check(text))).toContain("CS2019");
  });
  it("CS2020 a land with a cost", () => {
    const text = `card "Plains"\n  cost {1}\n  type Basic Land — Plains\n  ({T}: Add {W} to your mana pool.)\n`;
    const [diagnostic] = only(check(text), "CS2020");
    expect(diagnostic.range).toEqual(rangeOf(text, "cost {1}"));
    expect(applyEdit(text, diagnostic.suggestions![0])).not.toContain("cost");
  });
  it("CS2021 instant and creature together", () => {
    const diagnostics = validateMutated(BEARS, (card) => {
      card.typeLine.types = ["Instant", "Creature"];
    });
    expect(codesOf(diagnostics)).toContain("CS2021");
  });
  it("CS2029 a nonland card without a cost", () => {
    expect(codesOf(check(BEARS.replace("  cost {1}{G}\n", "")))).toContain("CS2029");
  });
});

describe("keywords, types and declarations", () => {
  it("CS2017 a repeated keyword, with a fix removing it", () => {
    const text = BEARS + "  Flying, vigilance, flying\n";
    const [diagnostic] = only(check(text), "CS2017");
    expect(diagnostic.range).toEqual(rangeOf(text, "flying"));
    expect(applyEdit(text, diagnostic.suggestions![0])).toBe(BEARS + "  Flying, vigilance\n");
  });
  it("CS2022 a repeated subtype", () => {
    const text = BEARS.replace("— Bear", "— Bear Bear");
    const [diagnostic] = only(check(text), "CS2022");
    expect(diagnostic.range).toEqual(rangeOf(text, "Bear", 2));
    expect(applyEdit(text, diagnostic.suggestions![0])).toBe(BEARS);
  });
  it("CS2023 declaring a built-in planeswalker type", () => {
    const text = "declare planeswalker type Jace\n\n" + JACE;
    const [diagnostic] = only(check(text), "CS2023");
    expect(diagnostic.range).toEqual(rangeOf(text, "Jace"));
    expect(applyEdit(text, diagnostic.suggestions![0])).toBe("\n" + JACE);
    const two = "declare planeswalker type Karn, Jace\n\n" + JACE;
    const [second] = only(check(two), "CS2023");
    expect(applyEdit(two, second.suggestions![0])).toBe("declare planeswalker type Karn\n\n" + JACE);
  });
});

describe("loyalty costs", () => {
  it("CS2018 an ASCII hyphen is an info with a fix to '−'", () => {
    const text = JACE.replace("−1:", "-1:");
    const diagnostics = check(text);
    expect(codesOf(diagnostics)).toEqual(["CS2018"]);
    expect(diagnostics[0].severity).toBe("info");
    expect(diagnostics[0].range).toEqual(rangeOf(text, "-"));
    expect(applyEdit(text, diagnostics[0].suggestions![0])).toBe(JACE);
  });
  it("CS2026 loyalty 0", () => {
    expect(codesOf(check(JACE.replace("loyalty 3", "loyalty 0")))).toContain("CS2026");
  });
});

describe("power/toughness defined by an ability", () => {
  it("CS2024 */* without a characteristic-defining ability", () => {
    expect(codesOf(check(BEARS.replace("2/2", "*/*")))).toContain("CS2024");
  });
});

describe("CS2025 linked abilities", () => {
  it("'the removed card' needs an ability that removes one (reported once per effect)", () => {
    const text = `card "Oblivion Ring"\n  cost {2}{W}\n  type Enchantment\n  When Oblivion Ring comes into play, remove another target nonland permanent from the game.\n  When Oblivion Ring leaves play, return the removed card to play under its owner's control.\n`;
    expect(check(text)).toEqual([]);
    const diagnostics = validateMutated(text, (card) => {
      const ability = card.abilities[0];
      if (ability.kind !== "Triggered" || ability.body.effects[0].kind !== "Exile") throw new Error("expected the exile trigger");
      ability.body.effects[0].linked = false;
    });
    expect(codesOf(diagnostics)).toEqual(["CS2025"]);
    expect(diagnostics[0].range).toEqual(rangeOf(text, "return the removed card to play under its owner's control"));
  });
  it("a line the parser reported is not reported again by validation", () => {
    const text = `card "Oblivion Ring"\n  cost {2}{W}\n  type Enchantment\n  When Oblivion Ring leaves play, return the removed card to play under its owner's control.\n`;
    expect(codesOf(check(text)).filter((code) => code.startsWith("CS2"))).toEqual([]);
    expect(codesOf(check(text)).length).toBe(1);
  });
});

describe("CS2030 mana abilities", () => {
  const PLAINS = `card "Plains"\n  type Basic Land — Plains\n  ({T}: Add {W} to your mana pool.)\n`;
  it("adding {W} is fine; adding {X} is an error at the symbol", () => {
    expect(check(PLAINS)).toEqual([]);
    const diagnostics = validateMutated(PLAINS, (card) => {
      const ability = card.abilities[0];
      if (ability.kind !== "Activated" || ability.body.kind !== "Effects" || ability.body.effects[0].kind !== "AddMana") throw new Error("expected a mana ability");
      const symbol = ability.body.effects[0].mana.symbols[0];
      ability.body.effects[0].mana.symbols = [{ kind: "X", range: symbol.range }];
    });
    expect(codesOf(diagnostics)).toEqual(["CS2030"]);
    expect(diagnostics[0].range).toEqual(rangeOf(PLAINS, "{W}"));
  });
});

describe("CS2023 declarations", () => {
  it("a type declared twice in a set is reported at the second, related to the first", () => {
    const result = checkCardSources([
      { file: "a.card", text: "declare planeswalker type Karn\n\n" + BEARS },
      { file: "b.card", text: "declare planeswalker type Karn, Venser\n\n" + JACE },
    ]);
    const [diagnostic] = only(result.diagnostics, "CS2023");
    expect(diagnostic.file).toBe("b.card");
    expect(diagnostic.related?.[0]).toMatchObject({ file: "a.card", message: "'Karn' is first declared here." });
    expect(only(result.diagnostics, "CS2023")).toHaveLength(1);
  });
});

describe("CS2028 empty names", () => {
  it("an empty card name is an error", () => {
    const diagnostics = validateMutated(BEARS, (card) => {
      card.name = "";
    });
    expect(codesOf(diagnostics)).toContain("CS2028");
  });
});

describe("several mistakes in one file", () => {
  it("reports all three at their exact positions", () => {
    const text = [
      'card "Jace Beleren"',
      "  cost {1}{U}{U}",
      "  type Planeswalker — Jacee",
      "  loyalty 3",
      "  +2: Each player draws a card.",
      "",
      'card "Grizzly Bears"',
      "  cost {1}{G}",
      "  type Creature — Bear",
      "",
      'card "Serra Angel"',
      "  cost {3}{W}{W}",
      "  type Creature — Angel",
      "  loyalty 4",
      "  4/4",
      "  Flying, vigilance",
      "",
    ].join("\n");
    const diagnostics = check(text);
    expect(diagnostics.map((d) => [d.code, d.range.start.line, d.range.start.column, d.range.end.line, d.range.end.column])).toEqual([
      ["CS2005", 3, 23, 3, 28],
      ["CS2011", 9, 3, 9, 23],
      ["CS2002", 14, 3, 14, 12],
    ]);
  });
});

describe("golden diagnostics for the common mistakes (code, severity, exact range, message, fix)", () => {
  const cases: { mistake: string; text: string; code: string; severity: string; at: string; message: string; fix?: string }[] = [
    {
      mistake: "a planeswalker without loyalty",
      text: JACE.replace("  loyalty 3\n", ""),
      code: "CS2001",
      severity: "error",
      at: "type Planeswalker — Jace",
      message: `The planeswalker "Jace Beleren" has no loyalty; add a line 'loyalty N' after its type line (N is its printed loyalty).`,
      fix: "\n  loyalty 1",
    },
    {
      mistake: "a creature without P/T",
      text: BEARS.replace("  2/2\n", ""),
      code: "CS2011",
      severity: "error",
      at: "type Creature — Bear",
      message: `The creature "Grizzly Bears" has no power/toughness; add a line such as '2/2' after its type line.`,
      fix: "\n  1/1",
    },
    {
      mistake: "a planeswalker without a type",
      text: JACE.replace(" — Jace", ""),
      code: "CS2003",
      severity: "error",
      at: "type Planeswalker",
      message: `The planeswalker "Jace Beleren" has no planeswalker type; add one after a dash, e.g. 'type Planeswalker — Jace' (212.9c).`,
      fix: " — Jace",
    },
    {
      mistake: "a loyalty ability on a creature",
      text: BEARS + "  +1: You gain 2 life.\n",
      code: "CS2014",
      severity: "error",
      at: "+1",
      message: `"Grizzly Bears" is not a planeswalker, so it can't have loyalty abilities (212.9f); use a cost such as '{T}:' or make it a planeswalker.`,
    },
    {
      mistake: "−X whose text never uses X",
      text: JACE.replace("−1: Target player draws a card.", "−X: Target player draws a card."),
      code: "CS2027",
      severity: "warning",
      at: "−X",
      message: "The −X loyalty cost defines X, but the ability's text never uses it; use X in the text or remove it from the cost.",
    },
    {
      mistake: "mana symbols out of order",
      text: BEARS.replace("{1}{G}", "{G}{1}"),
      code: "CS2008",
      severity: "warning",
      at: "{G}{1}",
      message: "Write this mana cost as {1}{G}: X first, then the generic amount as one symbol, then coloured symbols.",
      fix: "{1}{G}",
    },
    {
      mistake: "an instant without text",
      text: `card "Shock"\n  cost {R}\n  type Instant\n`,
      code: "CS2015",
      severity: "error",
      at: "type Instant",
      message: `The instant "Shock" has no text, so it would do nothing; write what it does on the lines after the type line.`,
    },
    {
      mistake: "a land with a cost",
      text: `card "Plains"\n  cost {1}\n  type Basic Land — Plains\n  ({T}: Add {W} to your mana pool.)\n`,
      code: "CS2020",
      severity: "error",
      at: "cost {1}",
      message: `"Plains" is a land: lands are played, not cast, so remove its cost line.`,
      fix: "",
    },
  ];
  for (const golden of cases) {
    it(golden.mistake, () => {
      const diagnostics = check(golden.text);
      expect(diagnostics).toHaveLength(1);
      const [diagnostic] = diagnostics;
      expect({ code: diagnostic.code, severity: diagnostic.severity, range: diagnostic.range, message: diagnostic.message }).toEqual({
        code: golden.code,
        severity: golden.severity,
        range: rangeOf(golden.text, golden.at),
        message: golden.message,
      });
      if (golden.fix !== undefined) {
        expect(diagnostic.suggestions?.[0].replacement).toBe(golden.fix);
        expect(codesOf(check(applyEdit(golden.text, diagnostic.suggestions![0])))).not.toContain(golden.code);
      }
    });
  }
});

describe("a syntax error does not hide independent semantic mistakes in the same card", () => {
  it("reports a missing loyalty line (CS2001) next to an unknown sentence (CS1030) on an ability line", () => {
    const text = [
      'card "Chandra Nalaar"',
      "  cost {3}{R}{R}",
      "  type Planeswalker — Chandra",
      "  +1: Chandra Nalaar deals 1 damage to target player.",
      "  −X: Chandra Nalaar deals X damge to target creature.",
      "",
    ].join("\n");
    const { diagnostics } = checkCardSources([{ file: "chandra.card", text }]);
    expect(diagnostics.map((d) => [d.code, d.range.start.line, d.range.start.column])).toEqual([
      ["CS2001", 3, 3],
      ["CS1030", 5, 30],
    ]);
  });

  it("withholds the missing-loyalty error when the unreadable line is the loyalty line itself", () => {
    const text = ['card "A"', "  cost {1}", "  type Planeswalker — Jace", "  loyaty 3", "  +1: You gain 1 life.", ""].join("\n");
    const { diagnostics } = checkCardSources([{ file: "a.card", text }]);
    expect(diagnostics.map((d) => d.code)).toEqual(["CS1030"]);
  });
});

describe("Auras and Equipment", () => {
  const AURA = `card "Holy Strength"\n  cost {W}\n  type Enchantment — Aura\n  Enchant creature\n  {W}: Enchanted creature gets +1/+1 until end of turn.\n`;
  const EQUIPMENT = `card "Leonin Scimitar"\n  cost {1}\n  type Artifact — Equipment\n  Equip {1}\n  {1}: Equipped creature gains flying until end of turn.\n`;
  it("an Aura with one Enchant line and an Equipment with Equip check clean", () => {
    expect(check(AURA)).toEqual([]);
    expect(check(EQUIPMENT)).toEqual([]);
  });
  it("CS2031 an Enchant line on a card that is not an Aura; an Aura without one; a second one", () => {
    const notAura = AURA.replace("Enchantment — Aura", "Enchantment").replace("  {W}: Enchanted creature gets +1/+1 until end of turn.\n", "");
    const [diagnostic] = only(check(notAura), "CS2031");
    expect(diagnostic.range).toEqual(rangeOf(notAura, "Enchant creature"));
    expect(diagnostic.message).toContain("is not an Aura");
    expect(codesOf(check(AURA.replace("  Enchant creature\n", "")))).toEqual(["CS2031"]);
    const twice = AURA.replace("  Enchant creature\n", "  Enchant creature\n  Enchant land\n");
    expect(only(check(twice), "CS2031")[0].range).toEqual(rangeOf(twice, "Enchant land"));
  });
  it("CS2032 Equip on a card that is not an Equipment", () => {
    const text = EQUIPMENT.replace("Artifact — Equipment", "Artifact").replace("  {1}: Equipped creature gains flying until end of turn.\n", "");
    expect(only(check(text), "CS2032")[0].range).toEqual(rangeOf(text, "Equip {1}"));
  });
  it("CS2034 a cost that takes what its payer can't give: cards elsewhere, another player's permanents", () => {
    const graveyard = 'card "Grave Cost"\n  cost {1}\n  type Artifact\n  Sacrifice a creature card in your graveyard: Draw a card.\n';
    const [diagnostic] = only(check(graveyard), "CS2034");
    expect(diagnostic.range).toEqual(rangeOf(graveyard, "Sacrifice a creature card in your graveyard"));
    expect(diagnostic.message).toContain("permanents");
    const theirs = 'card "Their Cost"\n  cost {1}\n  type Artifact\n  Tap an untapped creature target player controls: Draw a card.\n';
    expect(codesOf(check(theirs))).toContain("CS2034");
  });
  it("CS2080 a mode count the modes can't give: 'Choose two' with one mode, 'one or both' with three", () => {
    const two = 'card "Two of One"\n  cost {U}\n  type Instant\n  Choose two — Draw a card.\n';
    const [diagnostic] = only(check(two), "CS2080");
    expect(diagnostic.range).toEqual(rangeOf(two, "two"));
    expect(diagnostic.message).toContain("add a mode");
    const both = 'card "Both of Three"\n  cost {U}\n  type Instant\n  Choose one or both — Draw a card; or destroy target artifact; or draw two cards.\n';
    expect(only(check(both), "CS2080")[0].message).toContain("exactly two modes");
  });
  it("CS2081 modes where they can't be chosen: an activated ability, beside another line of spell text", () => {
    const activated = 'card "Modal Rock"\n  cost {2}\n  type Artifact\n  {T}: Choose one — Draw a card; or destroy target artifact.\n';
    expect(codesOf(check(activated))).toEqual(["CS2081"]);
    const twoLines = 'card "Modal Plus"\n  cost {U}\n  type Instant\n  Choose one — Draw a card; or destroy target artifact.\n  Draw a card.\n';
    expect(only(check(twoLines), "CS2081")[0].message).toContain("other lines of spell text");
  });
  it("CS2090 'if its prowl cost was paid' on a card without a prowl cost (410.11)", () => {
    const faerie = 'card "Test Faerie"\n  cost {3}{U}\n  type Creature — Faerie Rogue\n  2/1\n  When Test Faerie comes into play, if its prowl cost was paid, draw a card.\n';
    const [diagnostic] = only(check(faerie), "CS2090");
    expect(diagnostic.range.start.line).toBe(5);
    expect(diagnostic.message).toContain("has no prowl cost");
    expect(codesOf(check(faerie.replace("  2/1\n", "  2/1\n  Prowl {2}{U}\n")))).toEqual([]);
  });
  it("CS2035 'the chosen color' on a card that chooses no color as it comes into play", () => {
    const circle = 'card "Test Circle"\n  cost {W}\n  type Enchantment\n  {W}: The next time a source of your choice of the chosen color would deal damage to you this turn, prevent that damage.\n';
    const [diagnostic] = only(check(circle), "CS2035");
    expect(diagnostic.range.start.line).toBe(4);
    expect(diagnostic.message).toContain("As Test Circle comes into play, choose a color.");
    const chooses = circle.replace("  {W}:", "  As Test Circle comes into play, choose a color.\n  {W}:");
    expect(codesOf(check(chooses))).toEqual([]);
  });
  it("CS2033 'enchanted creature' on a card that is not an Aura, 'equipped creature' on one that is not an Equipment", () => {
    const bears = BEARS + "  {G}: Enchanted creature gets +1/+1 until end of turn.\n";
    expect(codesOf(check(bears))).toEqual(["CS2033"]);
    expect(only(check(bears), "CS2033")[0].message).toContain("is not an Aura");
    const aura = AURA.replace("Enchanted creature", "Equipped creature");
    expect(only(check(aura), "CS2033")[0].message).toContain("is not an Equipment");
  });
  it("CS2036 'the sacrificed creature' in an ability whose cost sacrifices nothing (409.1h)", () => {
    const giant = (cost: string) => `card "Test Giant"\n  cost {2}{R}\n  type Creature — Giant\n  4/4\n  ${cost}: Test Giant deals damage equal to the sacrificed creature's power to target creature or player.\n`;
    const [diagnostic] = only(check(giant("{R}, {T}")), "CS2036");
    expect(diagnostic.range.start.line).toBe(5);
    expect(diagnostic.message).toContain("add e.g. 'Sacrifice a creature' to its cost");
    expect(codesOf(check(giant("{R}, {T}, Sacrifice a creature")))).toEqual([]);
  });
  it("CS2037 'When you cycle ~ or it's put into a graveyard from play' on an instant or sorcery (never in play)", () => {
    const card = (type: string) => `card "Test Sojourn"\n  cost {3}{W}\n  type ${type}\n  2/2\n  Cycling {2}{W}\n  When you cycle Test Sojourn or it's put into a graveyard from play, you gain 2 life.\n`;
    const [diagnostic] = only(check(card("Sorcery").replace("  2/2\n", "")), "CS2037");
    expect(diagnostic.range.start).toMatchObject({ line: 5, column: 3 });
    expect(diagnostic.message).toContain("is a sorcery");
    expect(diagnostic.message).toContain("make the card a permanent");
    expect(codesOf(check(card("Creature — Human Soldier")))).toEqual([]);
  });
  it("CS2092 'If you won' in an ability that no clash triggered (701.20)", () => {
    const trap = (trigger: string) => `card "Test Trap"\n  cost {1}{W}\n  type Enchantment\n  ${trigger}, you gain 1 life. If you won, you gain 2 life.\n`;
    const [diagnostic] = only(check(trap("Whenever a creature comes into play")), "CS2092");
    expect(diagnostic.range.start.line).toBe(4);
    expect(diagnostic.message).toContain("If you win");
    expect(codesOf(check(trap("Whenever you clash")))).toEqual([]);
  });
  it("CS2093 'repeat this process' outside a spell, or not under 'If you win' (701.20)", () => {
    const greed = (type: string, line: string) => `card "Test Greed"\n  cost {3}{B}\n  type ${type}\n  ${line}\n`;
    const process = "You lose 2 life and draw two cards, then clash with an opponent. If you win, repeat this process.";
    const [diagnostic] = only(check(greed("Artifact", `{T}: ${process}`)), "CS2093");
    expect(diagnostic.range.start.line).toBe(4);
    expect(diagnostic.message).toContain("only an instant's or sorcery's text");
    expect(only(check(greed("Sorcery", "Repeat this process.")), "CS2093")[0].message).toContain("If you win, repeat this process.");
    expect(codesOf(check(greed("Sorcery", process)))).toEqual([]);
  });
  it("CS2094 flashback (502.23) on a card that is not an instant or sorcery", () => {
    const card = (type: string) => `card "Test Glance"\n  cost {1}{U}\n  type ${type}\n  Draw a card.\n  Flashback {2}{U}\n`;
    const [diagnostic] = only(check(card("Enchantment")), "CS2094");
    expect([diagnostic.range.start.line, diagnostic.range.start.column]).toEqual([5, 3]);
    expect(diagnostic.message).toContain("give the card the type Instant or Sorcery");
    expect(codesOf(check(card("Instant")))).toEqual([]);
    expect(codesOf(check(card("Sorcery")))).toEqual([]);
  });
  it("CS2095 vanishing on an instant or sorcery", () => {
    const card = (type: string) => `card "Test Fade"\n  cost {1}{B}\n  type ${type}\n  Draw a card.\n  Vanishing 2\n`;
    const [diagnostic] = only(check(card("Sorcery")), "CS2095");
    expect([diagnostic.range.start.line, diagnostic.range.start.column]).toEqual([5, 3]);
    expect(diagnostic.message).toContain("remove the 'Vanishing' line");
    expect(codesOf(check(`card "Test Fader"\n  cost {1}{B}\n  type Creature — Zombie\n  3/3\n  Vanishing 2\n`))).toEqual([]);
  });
  it("CS2161 split second (502.58) on a land", () => {
    const card = (type: string) => `card "Test Sudden"\n  cost {1}{R}\n  type ${type}\n  Split second\n  Draw a card.\n`;
    const [diagnostic] = only(check(`card "Test Sudden"\n  type Land\n  Split second\n`), "CS2161");
    expect([diagnostic.range.start.line, diagnostic.range.start.column]).toEqual([3, 3]);
    expect(diagnostic.message).toContain("remove 'split second'");
    expect(codesOf(check(card("Instant")))).toEqual([]);
    const [delve, convoke] = only(check(`card "Test Sudden"\n  type Land\n  Delve, convoke\n`), "CS2161");
    expect([delve.range.start.column, convoke.range.start.column]).toEqual([3, 10]);
    expect(convoke.message).toContain("remove 'convoke'");
  });
  it("CS2162 buyback (502.16) on a card that is not an instant or sorcery", () => {
    const card = (type: string) => `card "Test Whispers"\n  cost {U}\n  type ${type}\n  Buyback {5}\n  Draw a card.\n`;
    const [diagnostic] = only(check(`card "Test Whispers"\n  cost {U}\n  type Artifact\n  Buyback {5}\n`), "CS2162");
    expect([diagnostic.range.start.line, diagnostic.range.start.column]).toEqual([4, 3]);
    expect(diagnostic.message).toContain("give the card the type Instant or Sorcery");
    expect(codesOf(check(card("Instant")))).toEqual([]);
    expect(codesOf(check(card("Sorcery")))).toEqual([]);
  });
  it("CS2163 a granted triggered ability (418.5a) that triggers on its own object leaving play (410.10c)", () => {
    const sliver = (text: string) => `card "Test Sliver"\n  cost {1}{G}\n  type Creature — Sliver\n  1/1\n  ${text}\n`;
    const [diagnostic] = only(check(sliver('All Slivers have "When this permanent is put into a graveyard from play, draw a card."')), "CS2163");
    expect([diagnostic.range.start.line, diagnostic.range.start.column]).toEqual([5, 21]);
    expect(diagnostic.message).toContain("give the card an escape-hatch block");
    expect(codesOf(check(sliver('All Slivers have "Whenever this creature deals damage to an opponent, draw a card."')))).toEqual([]);
  });
  it("CS2097 'of the chosen type' without a creature type chosen before it", () => {
    const melody = (text: string) => `card "Test Melody"\n  cost {3}{U}\n  type Sorcery\n  ${text}\n`;
    const [diagnostic] = only(check(melody("Draw a card for each permanent you control of that type.")), "CS2097");
    expect([diagnostic.range.start.line, diagnostic.range.start.column]).toEqual([4, 3]);
    expect(diagnostic.message).toContain("no creature type is chosen");
    expect(only(check(melody("Draw a card for each permanent you control of that type. Choose a creature type.")), "CS2097")[0].message).toContain("before the creature type is chosen");
    expect(codesOf(check(melody("Choose a creature type. Draw a card for each permanent you control of that type.")))).toEqual([]);
  });
  it("CS2098 'the chosen name' / 'the named card' without a card named before it", () => {
    const halo = (text: string) => `card "Test Halo"\n  cost {W}{W}\n  type Enchantment\n  ${text}\n`;
    const [diagnostic] = only(check(halo("You have protection from the chosen name.")), "CS2098");
    expect([diagnostic.range.start.line, diagnostic.range.start.column]).toEqual([4, 3]);
    expect(diagnostic.message).toContain('add the line "As Test Halo comes into play, name a card."');
    expect(codesOf(check(halo("As Test Halo comes into play, name a card.\n  You have protection from the chosen name.")))).toEqual([]);
    const weave = (text: string) => `card "Test Weave"\n  cost {1}{G}\n  type Instant\n  ${text}\n`;
    const mill = "target player puts the top card of his or her library into his or her graveyard. If that card is the named card, you gain 2 life.";
    expect(only(check(weave(`Target ${mill.slice("target ".length)}`)), "CS2098")[0].message).toContain("write 'Name a card.' before it");
    expect(codesOf(check(weave(`Name a card, then ${mill}`)))).toEqual([]);
  });
  it("CS2140 'Return ~ from your graveyard to your hand' outside an activated ability, or with a cost paid in play", () => {
    const squee = (text: string) => `card "Test Squee"\n  cost {2}{R}\n  type Creature — Goblin\n  1/1\n  ${text}\n`;
    const [trigger] = only(check(squee("When Test Squee comes into play, return Test Squee from your graveyard to your hand.")), "CS2140");
    expect([trigger.range.start.line, trigger.range.start.column]).toEqual([5, 36]);
    expect(trigger.message).toContain("works only where the card is in its graveyard");
    expect(codesOf(check(squee("At the beginning of your upkeep, return Test Squee from your graveyard to your hand.")))).toEqual([]);
    expect(only(check(squee("{T}: Return Test Squee from your graveyard to your hand.")), "CS2140")[0].message).toContain("needs the card in play");
    expect(codesOf(check(squee("{2}{R}: Return Test Squee from your graveyard to your hand.")))).toEqual([]);
  });
  it("CS2095 echo (502.19) on an instant or sorcery", () => {
    const card = (type: string) => `card "Test Echo"\n  cost {1}{R}\n  type ${type}\n  Echo {1}{R}\n`;
    const [diagnostic] = only(check(card("Sorcery")), "CS2095");
    expect([diagnostic.range.start.line, diagnostic.range.start.column]).toEqual([4, 3]);
    expect(diagnostic.message).toContain("remove the 'Echo' line, or make the card a permanent");
    expect(codesOf(check(card("Artifact")))).toEqual([]);
  });
  it("CS2091 a monocoloured hybrid reminder text that does not say what the card's cost means", () => {
    const javelin = (reminder: string) => `card "Test Javelin"\n  cost {2/R}{2/R}{2/R}\n  type Instant\n  ${reminder}\n  Test Javelin deals 4 damage to target creature.\n`;
    const reminder = "({2/R} can be paid with any two mana or with {R}. This card's converted mana cost is 6.)";
    const [diagnostic] = only(check(javelin(reminder.replace("is 6", "is 5"))), "CS2091");
    expect(diagnostic.range.start.line).toBe(4);
    expect(diagnostic.message).toContain("converted mana cost is 6");
    expect(codesOf(check(javelin(reminder)))).toEqual([]);
  });
  it("CS2150 the snow symbol's reminder text on a card without {S} (104.3h)", () => {
    const dead = (cost: string) => `card "Rimebound Dead"\n  cost {B}\n  type Snow Creature — Skeleton\n  1/1\n  ${cost}: Regenerate Rimebound Dead.\n  ({S} can be paid with one mana from a snow permanent.)\n`;
    const [diagnostic] = only(check(dead("{B}")), "CS2150");
    expect(diagnostic.range.start.line).toBe(6);
    expect(diagnostic.message).toContain("remove the line, or write {S}");
    expect(codesOf(check(dead("{S}")))).toEqual([]);
  });
  it("CS2151 ripple on a land (502.56a: a triggered ability of a spell)", () => {
    const card = (type: string) => `card "Test Ripple"\n  type ${type}\n  Ripple 4\n`;
    const [diagnostic] = only(check(card("Land")), "CS2151");
    expect(diagnostic.range.start.line).toBe(3);
    expect(diagnostic.message).toContain("remove the 'Ripple' line");
    expect(codesOf(check(`card "Test Ripple"\n  cost {R}\n  type Instant\n  Ripple 4\n  Test Ripple deals 2 damage to target creature or player.\n`))).toEqual([]);
  });
});
