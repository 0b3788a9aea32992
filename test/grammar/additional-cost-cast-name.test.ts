/**
 * "As an additional cost to cast Shard Volley, sacrifice a land." (the Oracle wording of 2008–2016 named the card
 * where today's says "this spell"): the same additional cost (families/cost-additional), printed back in the
 * grammar's two wordings.
 */
import { describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";

const VOLLEY = (line: string) => `card "Shard Volley"\n  cost {R}\n  type Instant\n  ${line}\n  Shard Volley deals 3 damage to target creature or player.\n`;

describe("409.1b additional costs: 'to cast ~' names the card", () => {
  it("reads as the additional cost of 'to play ~' and 'to cast this spell', and prints back in each wording's own form", () => {
    const { files, diagnostics } = checkCardSources([{ file: "v.card", text: VOLLEY("As an additional cost to cast Shard Volley, sacrifice a land.") }]);
    expect(diagnostics).toEqual([]);
    expect(printCardFile(files[0].ast, { wording: "2007" })).toBe(VOLLEY("As an additional cost to play Shard Volley, sacrifice a land."));
    // (today's wording also says "any target")
    expect(printCardFile(files[0].ast, { wording: "current" })).toBe(VOLLEY("As an additional cost to cast this spell, sacrifice a land.").replace("target creature or player", "any target"));
  });
});
