/** A modal spell compiles to its modes as data (compiler/modes.ts) and one block per mode (families/modes/codegen.ts). */
import { expect, it } from "vitest";
import { compileCardSource } from "../../compiler/index.js";

const BANT = `card "Bant Charm"\n  cost {G}{W}{U}\n  type Instant\n  Choose one — Destroy target artifact; or put target creature on the bottom of its owner's library; or counter target instant spell.\n`;

it("Bant Charm: its modes with their targets, and a block per mode run when that mode was chosen", async () => {
  const result = await compileCardSource(BANT, "cards/bant-charm.card");
  expect(result.diagnostics).toEqual([]);
  const code = result.code!;
  for (const index of [0, 1, 2]) expect(code).toContain(`if (ctx.modeChosen(${index})) {`);
  expect(code).toContain('text: "Destroy target artifact."');
  expect(code).toContain('text: "Put target creature on the bottom of its owner\'s library."');
  expect(code).toMatch(/modes: \{\s*min: 1,\s*max: 1,/);
  expect(code).toMatch(/targets: \[2\]/);
  // The same card in the Oracle wording compiles to the same module.
  const oracle = BANT.replace(
    "Destroy target artifact; or put target creature on the bottom of its owner's library; or counter target instant spell.",
    "• Destroy target artifact. • Put target creature on the bottom of its owner's library. • Counter target instant spell.",
  );
  const fromOracle = await compileCardSource(oracle, "cards/bant-charm.card");
  expect(fromOracle.diagnostics).toEqual([]);
  expect(fromOracle.code!.replace(/\/\/ from [^\n]*\n/g, "")).toBe(code.replace(/\/\/ from [^\n]*\n/g, ""));
}, 60_000);
