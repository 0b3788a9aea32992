import { describe, expect, it } from "vitest";
import { CardLineParser, cardLineParser } from "../../grammar/parser.js";

// The parser skips Chevrotain's grammar checks at start (they cost every command a few hundred milliseconds);
// this test is where they run.
describe("the card grammar passes Chevrotain's own validations", () => {
  it("builds with validations on and reports no grammar definition error", () => {
    // performSelfAnalysis throws "Parser Definition Errors detected" when a check fails.
    let parser: CardLineParser | undefined;
    expect(() => (parser = new CardLineParser({ validateGrammar: true }))).not.toThrow();
    expect((parser as unknown as { definitionErrors: unknown[] }).definitionErrors).toEqual([]);
  });

  it("the parser the tools use (built without them) has the same rules", () => {
    const validated = new CardLineParser({ validateGrammar: true });
    expect(Object.keys(validated.getGAstProductions())).toEqual(Object.keys(cardLineParser().getGAstProductions()));
  });
});
