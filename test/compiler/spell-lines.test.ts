/**
 * A spell written on several lines is one spell (compiler/spell-lines.ts): its targets are the lines' targets
 * in order, and each later line's references are renumbered past the targets before it.
 */
import { describe, expect, it } from "vitest";
import { compileCardSource } from "../../compiler/index.js";

describe("spells of several lines", () => {
  it("compiles every line into the one resolve, later lines' targets renumbered", async () => {
    const text = `card "T"\n  cost {R}\n  type Instant\n  T deals 1 damage to target creature.\n  T deals 2 damage to target player.\n  Draw a card.\n`;
    const { diagnostics, code } = await compileCardSource(text, "cards/t.card", { runtimeImport: "../runtime.js" });
    expect(diagnostics).toEqual([]);
    expect(code).toContain("ctx.dealDamage(ctx.self, 1, ctx.targets(0));");
    expect(code).toContain("const target1 = ctx.target(1);");
    expect(code).toContain("ctx.dealDamage(ctx.self, 2, [target1]);");
    expect(code).toContain("ctx.draw(ctx.controller, 1);");
    expect(code).toContain('text: "T deals 1 damage to target creature.\\nT deals 2 damage to target player.\\nDraw a card."');
    expect(code).toContain("{ min: 1, max: 1, players: true }");
  });
});
