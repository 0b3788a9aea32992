/**
 * Combat restrictions from a resolving spell or ability (the continuous family's `Restrict`): "Target creature
 * can't block this turn." (Stun), "… can't attack or block until end of turn.": parsed, printed in both wordings
 * with the card's own duration words, compiled to `ctx.restrict`, refused where a static ability is meant.
 */
import { describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { compileCardSource } from "../../compiler/index.js";

function card(lines: string[], typeLine = "Instant"): string {
  return `card "Stun"\n  cost {1}{R}\n  type ${typeLine}\n${lines.map((line) => `  ${line}\n`).join("")}`;
}

function checked(text: string) {
  const { files, diagnostics } = checkCardSources([{ file: "t.card", text }]);
  return { ast: files[0].ast, diagnostics };
}

describe("Restrict: 'can't attack/block this turn' on a locked-in set of objects", () => {
  const lines = [
    "Target creature can't block this turn.",
    "Target creature can't attack this turn.",
    "Target creature can't attack or block this turn.",
    "Creatures can't block this turn.",
    "Target creature can't block until end of turn.",
  ];
  for (const line of lines) {
    it(`'${line}' parses and prints back as written in both wordings`, () => {
      const { ast, diagnostics } = checked(card([line, "Draw a card."]));
      expect(diagnostics).toEqual([]);
      for (const wording of ["2007", "current"] as const) expect(printCardFile(ast!, { wording })).toContain(`  ${line}\n`);
    });
  }

  it("Stun's tree: the target's restriction for the rest of the turn, then the draw", () => {
    const { ast } = checked(card(["Target creature can't block this turn.", "Draw a card."]));
    const abilities = JSON.stringify(ast);
    expect(abilities).toContain('"kind":"Restrict"');
    expect(abilities).toContain('"restrictions":["cantBlock"]');
    expect(abilities).toContain('"thisTurn":true');
  });

  it("compiles to ctx.restrict on the target, with the duration until end of turn", async () => {
    const { code, diagnostics } = await compileCardSource(card(["Target creature can't block this turn.", "Draw a card."]), "cards/stun.card");
    expect(diagnostics).toEqual([]);
    expect(code).toContain(`ctx.restrict(ctx.targets(0), ["cantBlock"], "untilEndOfTurn");`);
  });

  it("'can't be regenerated' is still the regenerate family's phrase after the same verb", () => {
    const { diagnostics } = checked(card(["Destroy target creature. It can't be regenerated."]));
    expect(diagnostics).toEqual([]);
  });

  it("a permanent's line without a duration is a static ability, refused for a target with what to write instead", () => {
    const { diagnostics } = checked(card(["Target creature can't block."], "Enchantment"));
    expect(diagnostics.map((d) => d.code)).toContain("CS1035");
    expect(diagnostics.find((d) => d.code === "CS1035")!.message).toMatch(/name them/);
  });
});
