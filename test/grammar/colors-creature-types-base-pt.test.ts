/**
 * One-shot changes of characteristics (418.5 layers 4, 5 and 6b of 2007), parsed and printed back in both
 * wordings: colours ("becomes blue", "becomes all colors", "the color or colors of your choice"), creature types
 * ("gains / loses all creature types"), base power and toughness ("becomes 3/3"; Oracle "has base power and
 * toughness 3/3"; "become 5/5 artifact creatures", Oracle "become artifact creatures with base power and toughness
 * 5/5"), and the "unblocked" combat role of a filter.
 */
import { describe, expect, it } from "vitest";
import { checkCardSources } from "../../grammar/index.js";
import { compileCardSource } from "../../compiler/index.js";
import { expectRoundTrip } from "./round-trip.js";

const spell = (line: string) => `card "T"\n  cost {U}\n  type Instant\n  ${line}\n`;
const creature = (line: string) => `card "T"\n  cost {U}\n  type Creature — Faerie\n  1/1\n  ${line}\n`;
const same = (line: string) => ({ "2007": line, current: line });

describe("418.5 layer 5: 'becomes <colour>'", () => {
  for (const line of [
    "Target creature becomes blue until end of turn.",
    "Target creature becomes red and gains haste until end of turn.",
    "Target creature becomes green and gets +1/+0 until end of turn.",
    "Target creature becomes the color or colors of your choice until end of turn.",
  ]) {
    it(`'${line}' round-trips in both wordings`, () => expectRoundTrip(spell(line), same(line)));
  }
  it("'~ becomes all colors until end of turn.' round-trips", () => expectRoundTrip(creature("{1}: T becomes all colors until end of turn."), same("{1}: T becomes all colors until end of turn.")));

  it("compiles to ctx.modify with the colours set, or chosen as it resolves", async () => {
    const set = await compileCardSource(spell("Target creature becomes red and gains haste until end of turn."), "cards/t.card");
    expect(set.diagnostics).toEqual([]);
    expect(set.code).toContain(`ctx.modify(ctx.targets(0), { keywords: ["Haste"], colors: ["R"] }, "untilEndOfTurn");`);
    const chosen = await compileCardSource(spell("Target creature becomes the color or colors of your choice until end of turn."), "cards/t.card");
    expect(chosen.code).toContain("chooseColors: true");
  });
});

describe("418.5 layer 4: 'gains / loses all creature types'", () => {
  for (const line of [
    "Target creature gains all creature types until end of turn.",
    "Target creature loses all creature types until end of turn.",
    "Target creature gets +3/-3 and loses all creature types until end of turn.",
    "Creatures target player controls get -2/-0 and lose all creature types until end of turn.",
    "Creatures target player controls get +0/+1 and gain all creature types until end of turn.",
  ]) {
    it(`'${line}' round-trips in both wordings ("-0" kept)`, () => expectRoundTrip(spell(line), same(line)));
  }
  it("'all artifact types' is refused with what to write", () => {
    const { diagnostics } = checkCardSources([{ file: "t.card", text: spell("Target creature gains all artifact types until end of turn.") }]);
    expect(diagnostics.map((d) => d.message).join("\n")).toMatch(/all creature types/);
  });
  it("'loses 3 life' is still the life family's", () => {
    const { diagnostics } = checkCardSources([{ file: "t.card", text: spell("Target player loses 3 life.") }]);
    expect(diagnostics).toEqual([]);
  });
});

describe("418.5 6b: base power and toughness set", () => {
  it("'~ becomes 3/3 until end of turn.' (2007) / '~ has base power and toughness 3/3 until end of turn.' (current)", () => {
    expectRoundTrip(creature("{B}: T becomes 3/3 until end of turn."), { "2007": "{B}: T becomes 3/3 until end of turn.", current: "{B}: T has base power and toughness 3/3 until end of turn." });
    expectRoundTrip(creature("{B}: T has base power and toughness 3/3 until end of turn."), { "2007": "{B}: T becomes 3/3 until end of turn.", current: "{B}: T has base power and toughness 3/3 until end of turn." });
  });
  it("Wings of Velis Vel: 'becomes 4/4, gains all creature types, and gains flying' and its Oracle wording", () => {
    const printed = "Target creature becomes 4/4, gains all creature types, and gains flying until end of turn.";
    const current = "Until end of turn, target creature has base power and toughness 4/4, gains all creature types, and gains flying.";
    expectRoundTrip(spell(printed), { "2007": printed, current });
    expectRoundTrip(spell(current), { "2007": printed, current });
  });
  it("Tezzeret the Seeker: 'become 5/5 artifact creatures' (2007) / 'become artifact creatures with base power and toughness 5/5' (current), one tree", () => {
    const printed = "Artifacts you control become 5/5 artifact creatures until end of turn.";
    const current = "Artifacts you control become artifact creatures with base power and toughness 5/5 until end of turn.";
    expectRoundTrip(spell(printed), { "2007": printed, current });
    expectRoundTrip(spell(current), { "2007": printed, current });
    // One object: the current wording keeps the size first, as the grammar reads it.
    expectRoundTrip(spell("Target artifact becomes 5/5 artifact creature until end of turn."), same("Target artifact becomes 5/5 artifact creature until end of turn."));
  });
  it("309: 'Each unblocked creature becomes 4/1 until end of turn.' (the unblocked combat role)", () => {
    expectRoundTrip(creature("{2}{U}{B}: Each unblocked creature becomes 4/1 until end of turn."), {
      "2007": "{2}{U}{B}: Each unblocked creature becomes 4/1 until end of turn.",
      current: "{2}{U}{B}: Each unblocked creature has base power and toughness 4/1 until end of turn.",
    });
  });
});

describe("'is unblockable this turn' (2007) / 'can't be blocked this turn' (current): a restriction from a resolving ability", () => {
  it("Crafty Pathmage's line in both wordings, either wording read", () => {
    const printed = "{T}: Target creature with power 2 or less is unblockable this turn.";
    const current = "{T}: Target creature with power 2 or less can't be blocked this turn.";
    expectRoundTrip(creature(printed), { "2007": printed, current });
    expectRoundTrip(creature(current), { "2007": printed, current });
  });
  it("plural subjects: 'Creatures you control are unblockable this turn.'", () => {
    expectRoundTrip(spell("Creatures you control are unblockable this turn."), { "2007": "Creatures you control are unblockable this turn.", current: "Creatures you control can't be blocked this turn." });
  });
  it("compiles to ctx.restrict with the 'unblockable' restriction", async () => {
    const set = await compileCardSource(spell("Target creature is unblockable this turn."), "cards/t.card");
    expect(set.diagnostics).toEqual([]);
    expect(set.code).toContain(`ctx.restrict(ctx.targets(0), ["unblockable"], "untilEndOfTurn");`);
  });
  it("a static '~ is unblockable.' is still a static ability", () => {
    const { diagnostics } = checkCardSources([{ file: "t.card", text: creature("T is unblockable.") }]);
    expect(diagnostics).toEqual([]);
  });
});

describe("418.5c 6e: 'Switch …'s power and toughness until end of turn.'", () => {
  it("round-trips with the card's name and with a target", () => {
    expectRoundTrip(creature("{1}{U}: Switch T's power and toughness until end of turn."), same("{1}{U}: Switch T's power and toughness until end of turn."));
    expectRoundTrip(spell("Switch target creature's power and toughness until end of turn."), same("Switch target creature's power and toughness until end of turn."));
  });
  it("compiles to ctx.switchPowerToughness; a player's power is refused", async () => {
    const set = await compileCardSource(spell("Switch target creature's power and toughness until end of turn."), "cards/t.card");
    expect(set.code).toContain(`ctx.switchPowerToughness(ctx.targets(0), "untilEndOfTurn");`);
    const { diagnostics } = checkCardSources([{ file: "t.card", text: spell("Switch target player's power and toughness until end of turn.") }]);
    expect(diagnostics.map((d) => d.message).join("\n")).toMatch(/Only a creature has power and toughness/);
  });
});

describe("309.1: 'Target creature can't block ~ this turn.'", () => {
  it("round-trips in both wordings and compiles to the 'cantBlockSelf' restriction", async () => {
    expectRoundTrip(creature("{1}{R}: Target creature can't block T this turn."), same("{1}{R}: Target creature can't block T this turn."));
    const set = await compileCardSource(creature("{1}{R}: Target creature can't block T this turn."), "cards/t.card");
    expect(set.code).toContain(`ctx.restrict(ctx.targets(0), ["cantBlockSelf"], "untilEndOfTurn");`);
  });
});

describe("205.2 filters: 'white and/or blue creature' (the colours of 'white or blue', in the card's words)", () => {
  it("round-trips with its 'and/or' and means the same colours as 'or'", () => {
    const { ast } = expectRoundTrip(spell("T deals 1 damage to each white and/or blue creature."), same("T deals 1 damage to each white and/or blue creature."));
    const effects = JSON.stringify(ast.cards[0].abilities);
    expect(effects).toContain('"colors":["W","U"]');
    expect(effects).toContain('"colorWords":"and/or"');
    expectRoundTrip(spell("Destroy target red or green creature."), same("Destroy target red or green creature."));
  });
});
