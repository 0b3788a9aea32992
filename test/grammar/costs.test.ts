/**
 * Activated abilities' costs in the grammar: mana with hybrid symbols ({G/W}, {2/W}), {T} and {Q}, costs in
 * words (409.1h: sacrifice, discard, pay life, remove and put counters, tap an untapped creature), activation
 * restrictions in both wordings, the mana family's choices ("Add one mana of any color", "Add {B} or {R}"), and
 * the checks that reject what a cost can't mean.
 */
import { describe, expect, it } from "vitest";
import { checkCardSources, formatSource } from "../../grammar/index.js";
import type { ActivatedAbility, Card } from "../../grammar/ast.js";

function card(lines: string[], cost = "{2}", type = "Artifact"): string {
  return [`card "Test Relic"`, `  cost ${cost}`, `  type ${type}`, ...lines.map((line) => `  ${line}`), ""].join("\n");
}

function check(text: string) {
  const { files, diagnostics } = checkCardSources([{ file: "test.card", text }]);
  return { card: files[0].ast.cards[0] as Card, diagnostics };
}

function activated(text: string): ActivatedAbility {
  const { card: parsed, diagnostics } = check(text);
  expect(diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual([]);
  return parsed.abilities[0] as ActivatedAbility;
}

/** The file printed in one wording (it must parse back to the same cards: formatSource checks that). */
function printed(text: string, wording: "2007" | "current"): string {
  const result = formatSource(text, "test.card", { wording });
  expect(result.internalError).toBeUndefined();
  return result.text!;
}

describe("costs in words (409.1h)", () => {
  it("Sacrifice ~, with mana and {T}: each part in the AST, printed back in order", () => {
    const ability = activated(card(["{1}, {T}, Sacrifice Test Relic: Draw a card."]));
    expect(ability.cost.tap).toBe(true);
    expect(ability.cost.mana?.symbols).toHaveLength(1);
    expect(ability.cost.parts?.map((part) => part.kind)).toEqual(["SacrificeCost"]);
    expect(ability.cost.parts?.[0]).toMatchObject({ self: true, amount: 1 });
    expect(printed(card(["{1}, {T}, Sacrifice Test Relic: Draw a card."]), "current")).toContain("{1}, {T}, Sacrifice Test Relic: Draw a card.");
  });

  it("Sacrifice a creature / two lands: an amount and a filter of permanents", () => {
    const one = activated(card(["Sacrifice a creature: Draw a card."]));
    expect(one.cost.parts?.[0]).toMatchObject({ kind: "SacrificeCost", self: false, amount: 1, filter: { types: ["Creature"], zone: "play" } });
    const two = activated(card(["Sacrifice two lands: Draw a card."]));
    expect(two.cost.parts?.[0]).toMatchObject({ amount: 2, filter: { types: ["Land"] } });
    expect(printed(card(["Sacrifice two lands: Draw a card."]), "2007")).toContain("  Sacrifice two lands: Draw a card.");
  });

  it("Discard a card / two cards / your hand; Pay N life", () => {
    expect(activated(card(["Discard a card: Draw a card."])).cost.parts?.[0]).toMatchObject({ kind: "DiscardCost", amount: 1, hand: false });
    expect(activated(card(["Discard two cards: Draw a card."])).cost.parts?.[0]).toMatchObject({ amount: 2 });
    expect(activated(card(["Discard your hand: Draw a card."])).cost.parts?.[0]).toMatchObject({ hand: true });
    expect(activated(card(["{U}, Pay 2 life: Draw a card."])).cost.parts?.[0]).toMatchObject({ kind: "PayLifeCost", amount: 2 });
    for (const line of ["Discard two cards: Draw a card.", "Discard your hand: Draw a card.", "{U}, Pay 2 life: Draw a card."]) {
      expect(printed(card([line]), "current")).toContain(`  ${line}\n`);
    }
  });

  it("Remove / Put counters on ~; Tap an untapped creature you control", () => {
    const remove = activated(card(["{T}, Remove a charge counter from Test Relic: Add one mana of any color to your mana pool."]));
    expect(remove.cost.parts?.[0]).toMatchObject({ kind: "RemoveCountersCost", amount: 1, counter: "charge" });
    const plus = activated(card(["Remove two +1/+1 counters from Test Relic: Draw a card."]));
    expect(plus.cost.parts?.[0]).toMatchObject({ amount: 2, counter: "+1/+1" });
    const put = activated(card(["Put a -1/-1 counter on Test Relic: Draw a card."]));
    expect(put.cost.parts?.[0]).toMatchObject({ kind: "PutCountersCost", amount: 1, counter: "-1/-1" });
    const tap = activated(card(["{1}, {T}, Tap an untapped creature you control: Draw a card."]));
    expect(tap.cost.parts?.[0]).toMatchObject({ kind: "TapUntappedCost", amount: 1, filter: { types: ["Creature"], controller: { kind: "You" } } });
    for (const line of ["Remove two +1/+1 counters from Test Relic: Draw a card.", "Put a -1/-1 counter on Test Relic: Draw a card.", "{1}, {T}, Tap an untapped creature you control: Draw a card."]) {
      expect(printed(card([line]), "2007")).toContain(`  ${line}\n`);
    }
  });

  it("Put a -1/-1 counter on a creature you control (Hatchet Bully): the permanents it may go on, printed back in both wordings", () => {
    const line = "{2}{R}, {T}, Put a -1/-1 counter on a creature you control: Draw a card.";
    const put = activated(card([line]));
    expect(put.cost.parts?.[0]).toMatchObject({ kind: "PutCountersCost", amount: 1, counter: "-1/-1", on: { types: ["Creature"], zone: "play", controller: { kind: "You" } } });
    for (const wording of ["2007", "current"] as const) {
      const text = printed(card([line]), wording);
      expect(text).toContain(`  ${line}\n`);
      expect(activated(text).cost).toEqual(put.cost);
    }
  });

  it("CS1035: a cost's counters go on a permanent its player controls", () => {
    const { diagnostics } = check(card(["Put a -1/-1 counter on a creature target player controls: Draw a card."]));
    expect(diagnostics.map((d) => [d.code, d.message])).toEqual([
      ["CS1035", "A cost puts counters on a permanent its player controls: write e.g. 'Put a -1/-1 counter on a creature you control'."],
    ]);
  });

  it("a sentence that starts like a cost but has no colon is still an effect (spell text)", () => {
    const { card: parsed, diagnostics } = check(card(["Sacrifice a creature."], "{B}", "Sorcery"));
    expect(diagnostics).toEqual([]);
    expect(parsed.abilities[0].kind).toBe("Spell");
  });

  it("CS2034: a cost can't sacrifice cards elsewhere, nor tap another player's permanents", () => {
    const graveyard = check(card(["Sacrifice a creature card in your graveyard: Draw a card."]));
    expect(graveyard.diagnostics.map((d) => d.code)).toContain("CS2034");
    const theirs = check(card(["Tap an untapped creature target player controls: Draw a card."]));
    expect(theirs.diagnostics.map((d) => d.code)).toContain("CS2034");
  });
});

describe("{Q} and hybrid mana symbols", () => {
  it("{Q} is the untap symbol, in a cost only", () => {
    const ability = activated(card(["{2}{W}, {Q}: Draw a card."]));
    expect(ability.cost).toMatchObject({ untap: true, tap: false });
    expect(printed(card(["{2}{W}, {Q}: Draw a card."]), "current")).toContain("  {2}{W}, {Q}: Draw a card.\n");
    const twice = check(card(["{Q}{Q}: Draw a card."]));
    expect(twice.diagnostics.map((d) => d.message)).toContainEqual(expect.stringContaining("{Q} appears twice"));
    const inManaCost = check(card([], "{Q}"));
    expect(inManaCost.diagnostics.map((d) => d.message)).toContainEqual(expect.stringContaining("untap"));
  });

  it("{G/W} and {2/W}: hybrid symbols of the card's cost and of costs, printed as written", () => {
    const { card: finks, diagnostics } = check(card([], "{1}{G/W}{G/W}", "Creature — Ouphe\n  3/2"));
    expect(diagnostics).toEqual([]);
    expect(finks.cost?.symbols.slice(1)).toMatchObject([{ kind: "Hybrid", colors: ["G", "W"] }, { kind: "Hybrid", colors: ["G", "W"] }]);
    const mono = activated(card(["{2/W}: Draw a card."]));
    expect(mono.cost.mana?.symbols[0]).toMatchObject({ kind: "Hybrid", colors: ["W"], generic: 2 });
    expect(printed(card(["{2/W}: Draw a card."], "{1}{G/W}{G/W}"), "2007")).toContain("cost {1}{G/W}{G/W}\n");
  });

  it("a symbol that is no hybrid says which ones are", () => {
    for (const symbol of ["{G/G}", "{3/W}", "{W/C}"]) {
      const { diagnostics } = check(card([], symbol));
      expect(diagnostics.map((d) => d.message)).toContainEqual(expect.stringContaining("hybrid {G/W} and {2/W}"));
    }
  });

  it("CS2007: at most 16 hybrid symbols in one cost (the automatic payment tries each way to pay them)", () => {
    expect(check(card([], "{G/W}".repeat(16))).diagnostics).toEqual([]);
    expect(check(card([], "{G/W}".repeat(17))).diagnostics.map((d) => d.code)).toEqual(["CS2007"]);
  });

  it("CS2008: hybrid symbols come after the generic amount, kept in order", () => {
    const { diagnostics } = check(card([], "{G/W}{1}"));
    const ordering = diagnostics.find((d) => d.code === "CS2008");
    expect(ordering?.message).toContain("{1}{G/W}");
  });
});

describe("activation restrictions, 2007 and current wording", () => {
  const pairs: [string, string, object][] = [
    ["Play this ability only any time you could play a sorcery.", "Activate only as a sorcery.", { sorcery: true }],
    ["Play this ability only once each turn.", "Activate only once each turn.", { perTurn: 1 }],
    ["Play this ability no more than twice each turn.", "Activate no more than twice each turn.", { perTurn: 2 }],
    ["Play this ability only during your turn.", "Activate only during your turn.", { during: "yourTurn" }],
    ["Play this ability only during your upkeep.", "Activate only during your upkeep.", { during: "yourUpkeep" }],
  ];
  for (const [old, current, meaning] of pairs) {
    it(`"${old}" = "${current}"`, () => {
      for (const sentence of [old, current]) {
        const ability = activated(card([`{1}: Draw a card. ${sentence}`]));
        expect(ability.restriction).toMatchObject(meaning);
        expect(printed(card([`{1}: Draw a card. ${sentence}`]), "2007")).toContain(`  {1}: Draw a card. ${old}\n`);
        expect(printed(card([`{1}: Draw a card. ${sentence}`]), "current")).toContain(`  {1}: Draw a card. ${current}\n`);
      }
    });
  }

  it("two restrictions joined by 'and'", () => {
    const ability = activated(card(["{1}: Draw a card. Activate only as a sorcery and only once each turn."]));
    expect(ability.restriction).toMatchObject({ sorcery: true, perTurn: 1 });
  });
});

describe("the mana family's choices", () => {
  it("Add one mana of any color / N mana in any combination of colors / {B} or {R} / {R}, {G}, or {W}", () => {
    const lines: [string, string][] = [
      ["{T}: Add one mana of any color to your mana pool.", "{T}: Add one mana of any color."],
      ["{T}: Add three mana in any combination of colors to your mana pool.", "{T}: Add three mana in any combination of colors."],
      ["{T}: Add {B} or {R} to your mana pool.", "{T}: Add {B} or {R}."],
      ["{T}: Add {R}, {G}, or {W} to your mana pool.", "{T}: Add {R}, {G}, or {W}."],
      ["{T}: Add {R}{R} to your mana pool.", "{T}: Add {R}{R}."],
    ];
    for (const [old, current] of lines) {
      activated(card([old]));
      activated(card([current]));
      expect(printed(card([current]), "2007")).toContain(`  ${old}\n`);
      expect(printed(card([old]), "current")).toContain(`  ${current}\n`);
    }
  });

  it("Add one mana of the chosen color (Coldsteel Heart): the colour chosen as it came into play, in both wordings", () => {
    const choose = "As Test Relic comes into play, choose a color.";
    const [old, current] = ["{T}: Add one mana of the chosen color to your mana pool.", "{T}: Add one mana of the chosen color."];
    const { card: parsed, diagnostics } = check(card([choose, old]));
    expect(diagnostics).toEqual([]);
    const ability = parsed.abilities[1] as ActivatedAbility;
    expect(ability.body.kind === "Effects" && ability.body.effects[0]).toMatchObject({ kind: "AddManaOfColors", amount: 1, combination: false, ofColor: { kind: "ChosenColor" } });
    expect(printed(card([choose, old]), "current")).toContain(`  ${current}\n`);
    expect(printed(card([choose.replace("comes into play", "enters the battlefield"), current]), "2007")).toContain(`  ${old}\n`);
  });

  it("CS2035: 'of the chosen color' without the card's choice says what line to add", () => {
    const { diagnostics } = check(card(["{T}: Add one mana of the chosen color to your mana pool."]));
    expect(diagnostics.map((d) => [d.code, d.message])).toEqual([
      ["CS2035", `"Test Relic" refers to "the chosen color", but no color is chosen for it: add the line "As Test Relic comes into play, choose a color." or name a color.`],
    ]);
  });

  it("CS2030: an ability can't add hybrid mana", () => {
    const { diagnostics } = check(card(["{T}: Add {G/W} to your mana pool."]));
    expect(diagnostics.map((d) => d.code)).toContain("CS2030");
  });
});

describe("502.18 cycling", () => {
  it("'Cycling {2}' is the ability '{2}, Discard this card: Draw a card.', printed back as the keyword", () => {
    const text = card(["Cycling {2}"], "{4}{R}", "Sorcery\n  Destroy target artifact or land.");
    const { card: parsed, diagnostics } = check(text);
    expect(diagnostics).toEqual([]);
    const ability = parsed.abilities[1] as ActivatedAbility;
    expect(ability).toMatchObject({ kind: "Activated", cycling: true });
    expect(ability.cost.parts).toMatchObject([{ kind: "DiscardCost", self: true, thisCard: true }]);
    expect(ability.body).toMatchObject({ kind: "Effects", effects: [{ kind: "Draw", amount: { kind: "Number", value: 1 } }] });
    for (const wording of ["2007", "current"] as const) expect(printed(text, wording)).toContain("  Cycling {2}\n");
  });

  it("the cost 'Discard this card' or 'Discard ~' is played from the hand, and printed as written", () => {
    const written = activated(card(["{2}, Discard this card: Draw a card."]));
    expect(written.cost.parts).toMatchObject([{ kind: "DiscardCost", self: true, thisCard: true }]);
    const named = activated(card(["Discard Test Relic: Draw a card."]));
    expect(named.cost.parts).toMatchObject([{ kind: "DiscardCost", self: true }]);
    expect(printed(card(["Discard Test Relic: Draw a card."]), "2007")).toContain("  Discard Test Relic: Draw a card.\n");
  });
});
