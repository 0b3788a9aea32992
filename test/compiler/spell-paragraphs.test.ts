/**
 * An instant's or sorcery's text on several lines is one spell: its lines happen in order in one `resolve`, and
 * the targets of a later line are numbered after the earlier lines' (each line numbers its own from 0).
 */
import { describe, expect, it } from "vitest";
import { compileCardSource } from "../../compiler/index.js";

describe("a spell's text on several lines", () => {
  it("Bandage: 'Prevent …' with its target, then 'Draw a card.', in one resolve", async () => {
    const text = `card "Bandage"\n  cost {W}\n  type Instant\n  Prevent the next 1 damage that would be dealt to target creature or player this turn.\n  Draw a card.\n`;
    const compiled = await compileCardSource(text, "cards/bandage.card");
    expect(compiled.diagnostics).toEqual([]);
    expect(compiled.code).toMatch(/ctx\.preventDamage\(1, false, "to", ctx\.targets\(0\)\);\n\s*ctx\.draw\(ctx\.controller, 1\);/);
    expect(compiled.code).toContain('text: "Prevent the next 1 damage that would be dealt to target creature or player this turn.\\nDraw a card."');
  });

  it("Agony Warp: each line's target is its own: the second line's is target 1", async () => {
    const text = `card "Agony Warp"\n  cost {U}{B}\n  type Instant\n  Target creature gets -3/-0 until end of turn.\n  Target creature gets -0/-3 until end of turn.\n`;
    const compiled = await compileCardSource(text, "cards/agony-warp.card");
    expect(compiled.diagnostics).toEqual([]);
    expect(compiled.code).toContain("ctx.modify(ctx.targets(0), { power: -3 }");
    expect(compiled.code).toContain("ctx.modify(ctx.targets(1), { toughness: -3 }");
    expect(compiled.code!.match(/types: \["Creature"\]/g)).toHaveLength(2);
  });
});
