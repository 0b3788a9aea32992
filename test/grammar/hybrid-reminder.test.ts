/**
 * A monocoloured hybrid symbol's reminder text (Shadowmoor, Eventide; mechanics-2007: {2/W} is paid with two
 * generic mana or one W and counts 2 in the converted mana cost): "({2/W} can be paid with any two mana or with
 * {W}. This card's converted mana cost is 6.)" parses, prints back in both wordings ("mana value" today), adds
 * nothing to the compiled card, and is checked against the card's cost (CS2091).
 */
import { afterAll, describe, expect, it } from "vitest";
import { checkCardSources } from "../../grammar/index.js";
import { expectRoundTrip } from "./round-trip.js";
import { temporaryFolder, compileTestCards } from "../compiler/helpers.js";

const javelin = (reminder: string, cost = "{2/R}{2/R}{2/R}") =>
  `card "Test Javelin"\n  cost ${cost}\n  type Instant\n  ${reminder}\n  Test Javelin deals 4 damage to target creature.\n`;
const REMINDER = "({2/R} can be paid with any two mana or with {R}. This card's converted mana cost is 6.)";
const codes = (text: string) => checkCardSources([{ file: "c.card", text }]).diagnostics.map((d) => d.code);
const messages = (text: string) => checkCardSources([{ file: "c.card", text }]).diagnostics.map((d) => d.message);

const folder = temporaryFolder("hybrid-reminder");
afterAll(() => folder.cleanup());

describe("mechanics-2007 monocoloured hybrid: the reminder text of {2/W}", () => {
  it("hybrid {2/R}: the reminder text prints back as 'converted mana cost' (2007) and 'mana value' (current), each parsing back the same", () => {
    expectRoundTrip(javelin(REMINDER), { "2007": REMINDER, current: REMINDER.replace("converted mana cost", "mana value") });
    expect(codes(javelin(REMINDER.replace("converted mana cost", "mana value")))).toEqual([]);
  });

  it("hybrid {2/W}: the converted mana cost counts each {2/…} as 2 and other symbols as theirs (Reaper King: 10)", () => {
    const king = `card "Test King"\n  cost {2/W}{2/U}{2/B}{2/R}{2/G}\n  type Artifact Creature — Scarecrow\n  6/6\n  ({2/U} can be paid with any two mana or with {U}. This card's converted mana cost is 10.)\n`;
    expect(codes(king)).toEqual([]);
    expect(codes(javelin(REMINDER.replace("is 6", "is 7"), "{1}{2/R}{2/R}{2/R}"))).toEqual([]);
  });

  it("CS2091: the reminder text must say what the cost means (converted mana cost, amount, colour, a symbol of the cost)", () => {
    expect(messages(javelin(REMINDER.replace("is 6", "is 3")))).toEqual([expect.stringContaining("converted mana cost is 6")]);
    expect(codes(javelin(REMINDER.replace("is 6", "is 3")))).toEqual(["CS2091"]);
    expect(messages(javelin(REMINDER.replace("with {R}", "with {W}")))).toEqual([expect.stringContaining("write 'or with {R}'")]);
    expect(messages(javelin(REMINDER.replace("any two", "any three")))).toEqual([expect.stringContaining("any two mana")]);
    expect(messages(javelin(REMINDER.replace("({2/R}", "({2/W}")))).toEqual([expect.stringContaining("has no {2/W} in its mana cost")]);
    expect(codes(javelin(REMINDER.replace("({2/R}", "({R/W}")))).toEqual(["CS2091"]);
  });

  it("hybrid {2/R}: the reminder text adds no ability to the compiled card; its cost is the cost line's", async () => {
    const withoutText = javelin(REMINDER).replace(`  ${REMINDER}\n`, "").replace(/Test Javelin/g, "Test Plain Javelin");
    const [withReminder, plain] = await compileTestCards(folder.dir, { javelin: javelin(REMINDER), plain: withoutText });
    expect([withReminder.name, plain.name]).toEqual(["Test Javelin", "Test Plain Javelin"]);
    expect(withReminder.abilities).toEqual(plain.abilities);
    expect(withReminder.manaCost).toEqual(plain.manaCost);
  });
});
