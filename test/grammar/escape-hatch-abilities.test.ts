/**
 * A code block under any ability line (issue 21): the kind of ability it implements comes from the line; a
 * triggered ability keeps the grammar's reading of its trigger or of its effect; the line is kept as its text in
 * both wordings. Multipliers take any factor ("three times that many"), with no block.
 */
import { describe, expect, it } from "vitest";
import type { Ability, ImplementedAbility } from "../../grammar/ast.js";
import { parseCardFile } from "../../grammar/index.js";
import { printAbility } from "../../grammar/printer.js";

const FENCE = "```";
const withBlock = (type: string, line: string) => `card "Odd"\n  cost {1}\n  type ${type}\n  ${line}\n    ${FENCE}ts\n    return {};\n    ${FENCE}\n`;

function onlyAbility(text: string): Ability {
  const { ast, diagnostics } = parseCardFile(text, "odd.card");
  expect(diagnostics).toEqual([]);
  expect(ast.cards[0].abilities).toHaveLength(1);
  return ast.cards[0].abilities[0];
}

describe("a block under a triggered, static or replacement ability", () => {
  it("a line that starts with When/Whenever/At is triggered; the grammar's trigger is kept and the block gives the effect", () => {
    const ability = onlyAbility(withBlock("Enchantment", "When Odd comes into play, something odd happens.")) as ImplementedAbility;
    expect(ability).toMatchObject({ kind: "Implemented", implements: "Triggered", trigger: { kind: "EntersPlay" } });
    expect(ability.effects).toBeUndefined();
    expect(ability.body).toMatchObject({ kind: "Implementation", text: "When Odd comes into play, something odd happens.", code: "return {};" });
  });

  it("an unknown trigger with a known effect: the effect is kept and the block gives the trigger", () => {
    const ability = onlyAbility(withBlock("Enchantment", "Whenever a player shuffles a library, you gain 1 life.")) as ImplementedAbility;
    expect(ability).toMatchObject({ kind: "Implemented", implements: "Triggered" });
    expect(ability.trigger).toBeUndefined();
    expect(ability.effects?.effects.map((effect) => effect.kind)).toEqual(["GainLife"]);
  });

  it("a line the grammar knows neither part of: the block gives both", () => {
    const ability = onlyAbility(withBlock("Enchantment", "At the end of combat, something odd happens.")) as ImplementedAbility;
    expect(ability.trigger).toBeUndefined();
    expect(ability.effects).toBeUndefined();
  });

  it("'instead' or 'comes into play with' make a replacement effect; any other line a static ability", () => {
    expect(onlyAbility(withBlock("Enchantment", "If a player would draw a card, that player draws two cards instead."))).toMatchObject({ kind: "Implemented", implements: "Replacement" });
    expect(onlyAbility(withBlock("Creature — Wall\n  0/4", "Odd comes into play with a shield on it."))).toMatchObject({ kind: "Implemented", implements: "Replacement" });
    expect(onlyAbility(withBlock("Enchantment", "Creatures you control get +1/+1 while the moon is full."))).toMatchObject({ kind: "Implemented", implements: "Static" });
  });

  it("the line is the ability's text, in both wordings", () => {
    const text = withBlock("Enchantment", "Creatures you control get +1/+1 while the moon is full.");
    const { ast } = parseCardFile(text, "odd.card");
    const card = ast.cards[0];
    for (const wording of ["2007", "current"] as const) {
      expect(printAbility(card, card.abilities[0], wording)).toEqual({ text: "Creatures you control get +1/+1 while the moon is full.", code: "return {};" });
    }
  });
});

describe("multipliers", () => {
  const season = (times: string) =>
    `card "Odd Season"\n  cost {1}\n  type Enchantment\n  If an effect would put one or more tokens into play under your control, it puts ${times} that many of those tokens into play instead.\n`;

  it("takes any factor of two or more, as a word or a numeral, and prints it back", () => {
    for (const [times, factor, printed] of [["twice", 2, "twice"], ["three times", 3, "three times"], ["four times", 4, "four times"], ["10 times", 10, "ten times"]] as const) {
      const ability = onlyAbility(season(times));
      expect(ability).toMatchObject({ kind: "Replacement", replacement: { kind: "MultiplyTokens", factor } });
      const { ast } = parseCardFile(season(times), "odd.card");
      expect(printAbility(ast.cards[0], ability, "2007").text).toContain(`it puts ${printed} that many`);
    }
  });

  it("CS1046 a factor below two, at the factor", () => {
    const text = season("one times");
    const { diagnostics } = parseCardFile(text, "odd.card");
    expect(diagnostics.map((d) => [d.code, d.range.start.offset, d.range.end.offset])).toEqual([["CS1046", text.indexOf("one times"), text.indexOf("one times") + "one times".length]]);
    expect(diagnostics[0].message).toContain("write a factor of two or more");
  });
});
