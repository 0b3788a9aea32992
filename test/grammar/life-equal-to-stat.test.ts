/**
 * "You gain life equal to that creature's toughness." (Heal the Scars, Weed Strangle) and "You gain life equal to
 * target creature's power." (Soul's Grace): the power or toughness of an object named before or declared there;
 * each prints back as written in both wordings, and "its" keeps printing "its".
 */
import { describe, expect, it } from "vitest";
import { parseCardFile, printCardFile, validateCardFile, type Diagnostic } from "../../grammar/index.js";

function check(line: string) {
  const text = `card "Probe"\n  cost {1}{W}\n  type Instant\n  ${line}\n`;
  const parsed = parseCardFile(text, "probe.card");
  const diagnostics: Diagnostic[] = [...parsed.diagnostics, ...validateCardFile(parsed.ast, { text, syntaxDiagnostics: parsed.diagnostics })];
  const print = (wording: "2007" | "current") => printCardFile(parsed.ast, { wording }).split("\n")[3].trim();
  return { diagnostics, print, json: JSON.stringify(parsed.ast.cards[0]?.abilities[0]) };
}

describe("life equal to an object's power or toughness", () => {
  for (const line of [
    "Regenerate target creature. You gain life equal to that creature's toughness.",
    "You gain life equal to target creature's power.",
    "Destroy target creature. You gain life equal to its toughness.",
  ]) {
    it(`'${line}' reads the target's stat and prints back in both wordings`, () => {
      const result = check(line);
      expect(result.diagnostics.map((d) => d.message)).toEqual([]);
      expect(result.json).toMatch(/"kind":"StatOf","stat":"(power|toughness)","object":\{"kind":"Target","target":0\}/);
      expect(result.print("2007")).toBe(line);
      expect(result.print("current")).toBe(line);
    });
  }

  it("a player has no power: 'target player's power' is reported with what to write", () => {
    const result = check("You gain life equal to target player's power.");
    expect(result.diagnostics.map((d) => d.message)).toEqual([expect.stringMatching(/target creature's power/)]);
  });
});
