import { describe, expect, it } from "vitest";
import { formatModule, formatStatements } from "../../compiler/format.js";

describe("formatStatements", () => {
  it("formats each statement exactly as prettier formats it alone, batched or not, blank lines and template literals included", async () => {
    const statements = [
      "function resolve_a(ctx: EffectContext): void {\nctx.gainLife(ctx.controller, 1);\n}",
      "function resolve_b(ctx: EffectContext): void {\nconst text = `first line\n\nthird line`;\nctx.gainLife(ctx.controller, text.length);\n}",
      "function resolve_c(ctx: EffectContext): void {\nconst a = 1;\n\nconst b = 2;\nctx.gainLife(ctx.controller, a + b);\n}",
      'import type { CardDefinition, EffectContext, ReplaceableEvent, StaticContext, TokenDefinition } from "../runtime.js";',
      "function resolve_d(ctx: EffectContext): void {\nctx.dealDamage(ctx.self, 10, [...ctx.objects({ types: [\"Creature\"], controller: ctx.controller }), ...ctx.players()]);\n}",
      ...Array.from({ length: 60 }, (_, index) => `function resolve_n${index}(ctx: EffectContext): void {\nctx.draw(ctx.controller, ${index});\n}`),
    ];
    const formatted = await formatStatements(statements);
    for (const statement of statements) expect(formatted.get(statement)).toBe((await formatModule(statement)).replace(/\n$/, ""));
  });

  it("reports a statement prettier cannot parse without losing the others of its batch", async () => {
    const good = "function resolve_ok(ctx: EffectContext): void {\nctx.draw(ctx.controller, 1);\n}";
    const bad = "function resolve_bad(ctx: EffectContext): void {\nctx.draw(ctx.controller 1);\n}";
    const formatted = await formatStatements([good, bad]);
    expect(formatted.get(good)).toBe((await formatModule(good)).replace(/\n$/, ""));
    expect(typeof formatted.get(bad)).toBe("object");
  });
});
