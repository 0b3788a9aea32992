/**
 * 300.7 of 2007, extra turns: "Take an extra turn after this one.", "Target player takes two extra turns after
 * this one.", "Skip the untap step of that turn." (merged into the extra turn before it), printed back in both
 * wordings, compiled to `ctx.extraTurns`, and refused where "that turn" names nothing.
 */
import { describe, expect, it } from "vitest";
import { checkCardSources } from "../../grammar/index.js";
import { compileCardSource } from "../../compiler/index.js";
import { expectRoundTrip } from "./round-trip.js";

const spell = (line: string) => `card "T"\n  cost {U}\n  type Sorcery\n  ${line}\n`;
const same = (line: string) => ({ "2007": line, current: line });

describe("300.7: extra turns", () => {
  for (const line of [
    "Take an extra turn after this one.",
    "Target player takes two extra turns after this one.",
    "Take an extra turn after this one. Skip the untap step of that turn.",
  ]) {
    it(`'${line}' round-trips in both wordings`, () => expectRoundTrip(spell(line), same(line)));
  }

  it("'If you do, take an extra turn after this one.' (Wanderwine Prophets) keeps its imperative", () => {
    const line = "Whenever T deals combat damage to a player, you may sacrifice a Merfolk. If you do, take an extra turn after this one.";
    expectRoundTrip(`card "T"\n  cost {U}\n  type Creature — Merfolk\n  1/1\n  ${line}\n`, same(line));
  });

  it("compiles to ctx.extraTurns with the count and whether the untap step is skipped", async () => {
    const stretch = await compileCardSource(spell("Target player takes two extra turns after this one."), "cards/t.card");
    expect(stretch.diagnostics).toEqual([]);
    expect(stretch.code).toContain("ctx.extraTurns(target0, 2, false);");
    const savor = await compileCardSource(spell("Take an extra turn after this one. Skip the untap step of that turn."), "cards/t.card");
    expect(savor.code).toContain("ctx.extraTurns(ctx.controller, 1, true);");
  });

  it("'Skip the untap step of that turn.' alone is refused with what to write", () => {
    const { diagnostics } = checkCardSources([{ file: "t.card", text: spell("Skip the untap step of that turn.") }]);
    expect(diagnostics.map((d) => d.message).join("\n")).toMatch(/right after 'Take an extra turn after this one\.'/);
  });

  it("'after this two' is refused: extra turns come after this one", () => {
    const { diagnostics } = checkCardSources([{ file: "t.card", text: spell("Take an extra turn after this two.") }]);
    expect(diagnostics.map((d) => d.message).join("\n")).toMatch(/after this one/);
  });
});
