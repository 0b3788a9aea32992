/**
 * Taking cards from among those looked at (Commune with Nature, Gift of the Gargantuan, Mayael the Anima): the
 * look, what is taken and "Put the rest on the bottom of your library in any order." are one effect; it prints
 * back in both wordings, and each part written without the others is reported with its fix.
 */
import { describe, expect, it } from "vitest";
import { parseCardFile, printCardFile, validateCardFile, type Diagnostic } from "../../grammar/index.js";

function check(line: string) {
  const text = `card "Probe"\n  cost {2}{G}\n  type Sorcery\n  ${line}\n`;
  const parsed = parseCardFile(text, "probe.card");
  const diagnostics: Diagnostic[] = [...parsed.diagnostics, ...validateCardFile(parsed.ast, { text, syntaxDiagnostics: parsed.diagnostics })];
  const print = (wording: "2007" | "current") => printCardFile(parsed.ast, { wording }).split("\n")[3].trim();
  const ability = parsed.ast.cards[0].abilities[0];
  const effects = ability?.kind === "Spell" && ability.body.kind === "Effects" ? ability.body.effects : [];
  return { diagnostics, effects, print };
}

const COMMUNE = "Look at the top five cards of your library. You may reveal a creature card from among them and put it into your hand. Put the rest on the bottom of your library in any order.";
const GIFT = "Look at the top four cards of your library. You may reveal a creature card and/or a land card from among them and put the revealed cards into your hand. Put the rest on the bottom of your library in any order.";
const MAYAEL = "Look at the top five cards of your library. You may put a creature card with power 5 or greater from among them into play. Put the rest on the bottom of your library in any order.";

describe("look at the top N cards, take one of a kind, the rest on the bottom", () => {
  it("Commune with Nature: one LookAtTop effect taking an optional revealed creature card into the hand", () => {
    const { diagnostics, effects, print } = check(COMMUNE);
    expect(diagnostics.map((d) => d.message)).toEqual([]);
    expect(effects).toHaveLength(1);
    expect(effects[0]).toMatchObject({ kind: "LookAtTop", then: { kind: "take", reveal: true, to: "hand", optional: true, filters: [{ types: ["Creature"], zone: "library" }] } });
    expect(print("2007")).toBe(COMMUNE);
    expect(print("current")).toBe(COMMUNE);
  });

  it("Gift of the Gargantuan: 'a creature card and/or a land card' is two filters, one card each", () => {
    const { diagnostics, effects, print } = check(GIFT);
    expect(diagnostics.map((d) => d.message)).toEqual([]);
    expect(effects[0]).toMatchObject({ then: { kind: "take", filters: [{ types: ["Creature"] }, { types: ["Land"] }] } });
    expect(print("2007")).toBe(GIFT);
    expect(print("current")).toBe(GIFT);
  });

  it("Mayael the Anima: put into play (Oracle: onto the battlefield), with the power comparison", () => {
    const { diagnostics, effects, print } = check(MAYAEL);
    expect(diagnostics.map((d) => d.message)).toEqual([]);
    expect(effects[0]).toMatchObject({ then: { kind: "take", reveal: false, to: "play", filters: [{ compare: [{ stat: "power", relation: "atLeast" }] }] } });
    expect(print("2007")).toBe(MAYAEL);
    expect(print("current")).toBe(MAYAEL.replace("into play", "onto the battlefield"));
    expect(check(MAYAEL.replace("into play", "onto the battlefield")).diagnostics).toEqual([]);
  });

  it("'from among them' with nothing looked at is reported (CS1034) with what to write first", () => {
    const { diagnostics } = check("You may reveal a creature card from among them and put it into your hand.");
    expect(diagnostics.map((d) => d.code)).toContain("CS1034");
    expect(diagnostics[0].message).toMatch(/Look at the top N cards/);
  });

  it("a card taken without saying where the rest go is reported with the sentence to add", () => {
    const { diagnostics } = check("Look at the top five cards of your library. You may reveal a creature card from among them and put it into your hand.");
    expect(diagnostics.map((d) => d.message)).toEqual([expect.stringMatching(/Put the rest on the bottom of your library in any order/)]);
  });

  it("two kinds of card taken are 'the revealed cards', not 'it'", () => {
    const { diagnostics } = check(GIFT.replace("put the revealed cards", "put it"));
    expect(diagnostics.map((d) => d.message)).toEqual([expect.stringMatching(/the revealed cards/)]);
  });
});
