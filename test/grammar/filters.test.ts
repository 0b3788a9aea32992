/**
 * Object filters composed from parts, player references and amounts (the kernel's shared phrases, issue 15):
 * each part parses to its own field, prints back in both wordings, round-trips, and a description no object
 * can fit is reported with its fix.
 */
import { describe, expect, it } from "vitest";
import { parseCardFile, printCardFile, validateCardFile, type CardFile, type Diagnostic, type ObjectFilter, type PlayerRef, type TargetSpec } from "../../grammar/index.js";

function card(line: string): string {
  return `card "Probe Spell"\n  cost {2}{B}\n  type Instant\n  ${line}\n`;
}

function parse(line: string): { ast: CardFile; diagnostics: Diagnostic[] } {
  const text = card(line);
  const parsed = parseCardFile(text, "probe.card");
  return { ast: parsed.ast, diagnostics: [...parsed.diagnostics, ...validateCardFile(parsed.ast, { text, syntaxDiagnostics: parsed.diagnostics })] };
}

function clean(line: string): CardFile {
  const { ast, diagnostics } = parse(line);
  expect(diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual([]);
  return ast;
}

function body(ast: CardFile) {
  const ability = ast.cards[0].abilities[0];
  if (ability.kind !== "Spell" || ability.body.kind !== "Effects") throw new Error("expected spell text");
  return ability.body;
}

/** The filter of the spell's first target, or of its first effect's "each"/"all" set. */
function filterOf(ast: CardFile): ObjectFilter {
  const effects = body(ast);
  if (effects.targets[0]?.objects) return effects.targets[0].objects;
  const effect = effects.effects[0] as unknown as { objects?: { kind: string; filter?: ObjectFilter } };
  if (effect.objects?.filter) return effect.objects.filter;
  throw new Error("no filter");
}

function withoutRanges(value: unknown): string {
  return JSON.stringify(value, (key, entry: unknown) => (key === "range" || key === "nameRange" ? undefined : entry));
}

function printed(ast: CardFile, wording: "2007" | "current"): string {
  return printCardFile(ast, { wording }).split("\n")[3].trim();
}

describe("object filters composed from parts", () => {
  const cases: [line: string, parts: Partial<ObjectFilter>][] = [
    ["Destroy target nonartifact, nonblack creature.", { types: ["Creature"], excludedTypes: ["Artifact"], excludedColors: ["B"] }],
    ["Destroy target nonblack creature.", { types: ["Creature"], excludedColors: ["B"] }],
    ["Destroy all nonwhite creatures.", { excludedColors: ["W"] }],
    ["Destroy target black creature.", { colors: ["B"] }],
    ["Destroy target red or green creature.", { colors: ["R", "G"] }],
    ["Destroy target multicolored permanent.", { colorCount: "multicolored" }],
    ["Destroy all monocolored creatures.", { colorCount: "monocolored" }],
    ["Destroy target colorless creature.", { colorCount: "colorless" }],
    ["Destroy target multicolored green creature.", { colorCount: "multicolored", colors: ["G"] }],
    ["Destroy target tapped creature.", { tapped: true }],
    ["Tap target untapped creature.", { tapped: false }],
    ["Destroy target attacking creature.", { combat: "attacking" }],
    ["Destroy target blocking creature.", { combat: "blocking" }],
    ["Destroy target attacking or blocking creature.", { combat: "attackingOrBlocking" }],
    ["Destroy target basic land.", { types: ["Land"], supertypes: ["Basic"] }],
    ["Destroy target nonbasic land.", { excludedSupertypes: ["Basic"] }],
    ["Destroy target legendary creature.", { supertypes: ["Legendary"] }],
    ["Destroy target non-Elf creature.", { excludedSubtypes: ["Elf"] }],
    ["Destroy all Goblin creatures.", { types: ["Creature"], subtypes: ["Goblin"] }],
    ["Destroy all Goblins.", { types: [], subtypes: ["Goblin"] }],
    ["Destroy target Merfolk.", { types: [], subtypes: ["Merfolk"] }],
    ["Destroy all Elves.", { subtypes: ["Elf"] }],
    ["Destroy target creature with flying.", { keywords: ["Flying"] }],
    ["Destroy all creatures without flying.", { excludedKeywords: ["Flying"] }],
    ["Destroy all creatures with first strike.", { keywords: ["First strike"] }],
    ["Destroy all creatures with power 2 or less.", { compare: [{ stat: "power", relation: "atMost", amount: { kind: "Number", value: 2 } }] }],
    ["Destroy all creatures with toughness 4 or greater.", { compare: [{ stat: "toughness", relation: "atLeast", amount: { kind: "Number", value: 4 } }] }],
    ["Destroy target artifact with converted mana cost 3 or greater.", { compare: [{ stat: "manaValue", relation: "atLeast", amount: { kind: "Number", value: 3 } }] }],
    ["Destroy target artifact with converted mana cost 3 or less.", { manaValueAtMost: { kind: "Number", value: 3 } }],
    ["Destroy all creatures you don't control.", { controllerNot: { kind: "You" } }],
    ["Destroy all creatures an opponent controls.", { controller: { kind: "EachOpponent" } }],
    ["Destroy all creatures your opponents control.", { controller: { kind: "EachOpponent" } }],
    ["Destroy all creatures you control with flying.", { controller: { kind: "You" }, keywords: ["Flying"] }],
    ["Destroy another target creature.", { other: true }],
    ["Destroy all creatures target opponent controls.", { controller: { kind: "TargetPlayer", target: 0 } }],
    ["Destroy all tapped black Goblin creatures with power 2 or less.", { tapped: true, colors: ["B"], subtypes: ["Goblin"] }],
    ["Destroy target creature that was dealt damage this turn.", { types: ["Creature"], dealtDamageThisTurn: { plural: false } }],
    ["Destroy all nonblack creatures you control that were dealt damage this turn.", { excludedColors: ["B"], controller: { kind: "You" }, dealtDamageThisTurn: { plural: true } }],
  ];
  for (const [line, parts] of cases) {
    it(`"${line}" parses to its parts, prints back in both wordings and round-trips`, () => {
      const ast = clean(line);
      expect(filterOf(ast)).toMatchObject(parts);
      for (const wording of ["2007", "current"] as const) {
        const text = printed(ast, wording);
        const again = clean(text);
        expect(withoutRanges(body(again))).toBe(withoutRanges(body(ast)));
      }
    });
  }

  it("prints the Oracle spellings: negations in a comma list, subtypes as nouns with their plurals", () => {
    expect(printed(clean("Destroy target nonartifact nonblack creature."), "current")).toBe("Destroy target nonartifact, nonblack creature.");
    expect(printed(clean("Destroy all Elves."), "2007")).toBe("Destroy all Elves.");
    expect(printed(clean("Tap target Elf."), "2007")).toBe("Tap target Elf.");
    // "an opponent controls" is the printer's; a card that says "your opponents control" gets its own words back.
    expect(printed(clean("Destroy all creatures an opponent controls."), "2007")).toBe("Destroy all creatures an opponent controls.");
    expect(printed(clean("Destroy all creatures your opponents control."), "2007")).toBe("Destroy all creatures your opponents control.");
  });

  it("writes converted mana cost in 2007 English and mana value in current English", () => {
    const ast = clean("Destroy target artifact with converted mana cost 3 or greater.");
    expect(printed(ast, "2007")).toBe("Destroy target artifact with converted mana cost 3 or greater.");
    expect(printed(ast, "current")).toBe("Destroy target artifact with mana value 3 or greater.");
    expect(withoutRanges(filterOf(clean("Destroy target artifact with mana value 3 or greater.")))).toBe(withoutRanges(filterOf(ast)));
  });

  it("'that was dealt damage this turn' describes permanents only (CS1035 for a card in a zone, with its fix)", () => {
    expect(printed(clean("Destroy target creature that was dealt damage this turn."), "2007")).toBe("Destroy target creature that was dealt damage this turn.");
    expect(printed(clean("Destroy all creatures that were dealt damage this turn."), "current")).toBe("Destroy all creatures that were dealt damage this turn.");
    const { diagnostics } = parse("Return target creature card in your graveyard that was dealt damage this turn to your hand.");
    expect(diagnostics.find((d) => d.code === "CS1035")?.message).toMatch(/Only a permanent is dealt damage/);
  });

  it("a lower-case word is not a subtype ('plant' is not Plant)", () => {
    const { diagnostics } = parse("Destroy all plants.");
    expect(diagnostics.some((d) => d.severity === "error")).toBe(true);
  });
});

describe("descriptions no object fits are reported with their fix (CS1070)", () => {
  const bad: [line: string, word: string][] = [
    ["Destroy target black nonblack creature.", "nonblack"],
    ["Destroy target red colorless creature.", "colorless"],
    ["Destroy target monocolored multicolored creature.", "multicolored"],
    ["Destroy target tapped untapped creature.", "untapped"],
    ["Destroy target noncreature creature.", "noncreature"],
    ["Put target tapped creature card from a graveyard into play under your control.", "tapped"],
  ];
  for (const [line, word] of bad) {
    it(`"${line}": '${word}' is reported at the word, with its removal as the fix`, () => {
      const { diagnostics } = parse(line);
      const problem = diagnostics.find((d) => d.code === "CS1070");
      expect(problem, JSON.stringify(diagnostics.map((d) => d.message))).toBeDefined();
      const text = card(line);
      expect(text.slice(problem!.range.start.offset, problem!.range.end.offset)).toBe(word);
      expect(problem!.message).toMatch(/Remove/);
      expect(problem!.suggestions?.[0]?.replacement).toBe("");
    });
  }

  it("'with flying' and 'without flying' together are reported", () => {
    const { diagnostics } = parse("Destroy all creatures with flying without flying.");
    expect(diagnostics.find((d) => d.code === "CS1070")?.message).toMatch(/both with and without flying/);
  });

  it("'nonblue' on a player is not a description of a player: it is reported, not read as something else", () => {
    const { diagnostics } = parse("Target nonblue player loses 2 life.");
    expect(diagnostics.some((d) => d.severity === "error")).toBe(true);
  });
});

describe("players", () => {
  const players: [line: string, player: PlayerRef, spec?: Partial<TargetSpec>][] = [
    ["Each opponent loses 2 life.", { kind: "EachOpponent" }],
    ["Target opponent discards a card.", { kind: "TargetPlayer", target: 0 }, { players: true, opponent: true }],
    ["Target opponent loses 3 life.", { kind: "TargetPlayer", target: 0 }, { players: true, opponent: true }],
    ["Destroy target creature. Its controller gains 3 life.", { kind: "ControllerOf", object: { kind: "Target", target: 0 } }],
    ["Destroy target creature. Its owner gains 3 life.", { kind: "OwnerOf", object: { kind: "Target", target: 0 } }],
    ["Defending player loses 1 life.", { kind: "DefendingPlayer" }],
  ];
  for (const [line, player, spec] of players) {
    it(`"${line}": the player is ${player.kind}, and the sentence prints back in both wordings`, () => {
      const ast = clean(line);
      const effects = body(ast).effects as unknown as { player?: PlayerRef }[];
      expect(effects.find((effect) => effect.player)?.player).toEqual(player);
      if (spec) expect(body(ast).targets[0]).toMatchObject(spec);
      for (const wording of ["2007", "current"] as const) {
        const text = printCardFile(ast, { wording }).split("\n").slice(3).join(" ").trim();
        expect(withoutRanges(body(clean(text)))).toBe(withoutRanges(body(ast)));
      }
    });
  }

  it("'its controller' after several objects is reported: it names one object's controller", () => {
    const { diagnostics } = parse("Destroy all creatures. Its controller gains 3 life.");
    expect(diagnostics.find((d) => d.code === "CS1035")?.message).toMatch(/one object/);
  });
});

describe("amounts: 'for each …'", () => {
  const counted: [line: string, per: number][] = [
    ["You gain 1 life for each creature you control.", 1],
    ["Draw a card for each Island you control.", 1],
    ["Each opponent loses 2 life for each Goblin you control.", 2],
    ["Probe Spell deals 3 damage to target creature for each tapped land you control.", 3],
    ["You gain 1 life for each tapped artifact, creature, and land you control.", 1],
  ];
  for (const [line, per] of counted) {
    it(`"${line}": the number is counted per object (CountOf, ${per} each) and prints back in both wordings`, () => {
      const ast = clean(line);
      const effect = body(ast).effects[0] as unknown as { amount: { kind: string; per?: number } };
      expect(effect.amount).toMatchObject({ kind: "CountOf", per });
      for (const wording of ["2007", "current"] as const) expect(withoutRanges(body(clean(printed(ast, wording))))).toBe(withoutRanges(body(ast)));
    });
  }

  it("'for each' after a sentence without a number is reported, not ignored", () => {
    const { diagnostics } = parse("Destroy target creature for each Elf you control.");
    expect(diagnostics.find((d) => d.code === "CS1035")?.message).toMatch(/for each/);
  });

  it("'for each' after X is reported: it multiplies a number per object", () => {
    const { diagnostics } = parse("You gain X life for each creature you control.");
    expect(diagnostics.find((d) => d.code === "CS1035")?.message).toMatch(/multiplies a number/);
  });
});
