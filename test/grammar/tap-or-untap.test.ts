/**
 * "You may tap or untap target permanent." (Pestermite, Puppeteer, Twitch): one effect whose choice, tap or untap,
 * is made as it resolves. It parses, prints back in both wordings, and a target that is not a permanent is
 * reported with its fix.
 */
import { describe, expect, it } from "vitest";
import { parseCardFile, printCardFile, validateCardFile, type Diagnostic } from "../../grammar/index.js";

function check(line: string): { text: string; diagnostics: Diagnostic[]; printed: Record<"2007" | "current", string>; json: string } {
  const text = `card "Probe"\n  cost {2}{U}\n  type Instant\n  ${line}\n`;
  const parsed = parseCardFile(text, "probe.card");
  const diagnostics = [...parsed.diagnostics, ...validateCardFile(parsed.ast, { text, syntaxDiagnostics: parsed.diagnostics })];
  const print = (wording: "2007" | "current") => printCardFile(parsed.ast, { wording }).split("\n")[3].trim();
  return { text, diagnostics, printed: { "2007": print("2007"), current: print("current") }, json: JSON.stringify(parsed.ast.cards[0].abilities[0]) };
}

describe("tap or untap", () => {
  for (const line of [
    "You may tap or untap target permanent.",
    "You may tap or untap target creature.",
    "You may tap or untap target artifact, creature, or land.",
    "You may tap or untap another target permanent.",
    "Tap or untap target land.",
  ]) {
    it(`'${line}' is one TapOrUntap effect and prints back in both wordings`, () => {
      const result = check(line);
      expect(result.diagnostics.map((d) => d.message)).toEqual([]);
      expect(result.json).toContain('"kind":"TapOrUntap"');
      expect(result.printed["2007"]).toBe(line);
      expect(result.printed.current).toBe(line);
    });
  }

  it("'tap target creature' stays a plain Tap", () => {
    expect(check("Tap target creature.").json).toContain('"kind":"Tap"');
  });

  it("a player can't be tapped or untapped: the target is reported with what to write", () => {
    const result = check("You may tap or untap target player.");
    expect(result.diagnostics.length).toBeGreaterThan(0);
    expect(result.diagnostics[0].range.start.line).toBe(4);
  });
});
