/**
 * Snow (Coldsnap; 2007 rules 104.3h: "{S}" is one generic mana paid with one mana produced by a snow permanent;
 * 205.4: the supertype snow): the symbol in activated abilities' costs and cumulative upkeep, printed back in both
 * wordings; its reminder text "({S} can be paid with one mana from a snow permanent.)" (current: "… snow source.")
 * parses, prints back, adds nothing to the compiled card and is checked against the card's costs (CS2150); {S} in
 * what an ability adds is refused (CS1021).
 */
import { afterAll, describe, expect, it } from "vitest";
import { checkCardSources } from "../../grammar/index.js";
import { expectRoundTrip } from "./round-trip.js";
import { temporaryFolder, compileTestCards } from "../compiler/helpers.js";

const REMINDER = "({S} can be paid with one mana from a snow permanent.)";
const CURRENT = "({S} can be paid with one mana from a snow source.)";
const rimebound = (lines: string) => `card "Rimebound Dead"\n  cost {B}\n  type Snow Creature — Skeleton\n  1/1\n${lines}`;
const codes = (text: string) => checkCardSources([{ file: "c.card", text }]).diagnostics.map((d) => d.code);
const messages = (text: string) => checkCardSources([{ file: "c.card", text }]).diagnostics.map((d) => d.message);

const folder = temporaryFolder("snow-grammar");
afterAll(() => folder.cleanup());

describe("104.3h the snow symbol {S}", () => {
  it("104.3h Rimebound Dead: '{S}: Regenerate ~.' and its reminder text print back in both wordings ('snow source' today)", () => {
    const card = rimebound(`  {S}: Regenerate Rimebound Dead.\n  ${REMINDER}\n`);
    expect(codes(card)).toEqual([]);
    expectRoundTrip(card, { "2007": REMINDER, current: CURRENT });
    expect(codes(rimebound(`  {S}: Regenerate Rimebound Dead.\n  ${CURRENT}\n`))).toEqual([]);
  });

  it("104.3h Frost Raptor's {S}{S} and Adarkar Windform's {1}{S} are costs that check clean and print back", () => {
    const raptor = `card "Frost Raptor"\n  cost {2}{U}\n  type Snow Creature — Bird\n  2/2\n  Flying\n  {S}{S}: Frost Raptor gains shroud until end of turn.\n`;
    const windform = `card "Adarkar Windform"\n  cost {4}{U}\n  type Snow Creature — Illusion\n  3/3\n  Flying\n  {1}{S}: Target creature loses flying until end of turn.\n`;
    expect(codes(raptor)).toEqual([]);
    expect(codes(windform)).toEqual([]);
    expectRoundTrip(raptor, { "2007": "{S}{S}: Frost Raptor gains shroud until end of turn.", current: "{S}{S}: Frost Raptor gains shroud until end of turn." });
    expectRoundTrip(windform, { "2007": "{1}{S}: Target creature loses flying until end of turn.", current: "{1}{S}: Target creature loses flying until end of turn." });
  });

  it("104.3h 'Cumulative upkeep {S}' is a cost with the snow symbol", () => {
    const plating = `card "Test Plating"\n  cost {2}{W}{W}\n  type Snow Enchantment\n  Cumulative upkeep {S}\n  ${REMINDER}\n`;
    expect(codes(plating)).toEqual([]);
    expectRoundTrip(plating, { "2007": "Cumulative upkeep {S}", current: "Cumulative upkeep {S}" });
  });

  it("CS2150: the reminder text on a card without {S}, or explaining another symbol", () => {
    const bare = rimebound(`  {B}: Regenerate Rimebound Dead.\n  ${REMINDER}\n`);
    expect(codes(bare)).toEqual(["CS2150"]);
    expect(messages(bare)).toEqual([expect.stringContaining("has no {S} in its costs")]);
    expect(codes(rimebound(`  {S}: Regenerate Rimebound Dead.\n  ({B} can be paid with one mana from a snow permanent.)\n`))).toEqual(["CS2150"]);
  });

  it("CS1021: {S} is no mana an ability adds", () => {
    const card = `card "Test Sheets"\n  type Snow Land\n  {T}: Add {S} to your mana pool.\n`;
    expect(codes(card)).toContain("CS1021");
    expect(messages(card).join(" ")).toContain("{S} (104.3h)");
  });

  it("104.3h the reminder text adds no ability to the compiled card; {S} is compiled as `snow`", async () => {
    const [withReminder, plain] = await compileTestCards(folder.dir, {
      dead: rimebound(`  {S}: Regenerate Rimebound Dead.\n  ${REMINDER}\n`),
      plain: rimebound(`  {S}: Regenerate Rimebound Dead.\n`).replace(/Rimebound Dead/g, "Test Plain Dead"),
    });
    expect(withReminder.abilities.length).toBe(1);
    expect(plain.abilities.length).toBe(1);
    const cost = (withReminder.abilities[0] as { cost: { mana?: unknown } }).cost.mana;
    expect(cost).toEqual({ generic: 0, W: 0, U: 0, B: 0, R: 0, G: 0, x: 0, snow: 1 });
  });
});
