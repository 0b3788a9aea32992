/**
 * One-shot sentences of the corpus, by the phrase they needed: each parses, prints back in both wordings (its
 * 2007 text, and Oracle's where it differs), and the print parses to the same tree.
 */
import { describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";

const card = (line: string, type = "Sorcery") => `card "Ember Imp"\n  cost {1}{B}\n  type ${type}\n  ${line}\n`;

function withoutRanges(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value, (key, v) => (key === "range" || key === "nameRange" ? undefined : v)));
}

function abilities(text: string): unknown {
  const { files, diagnostics } = checkCardSources([{ file: "t.card", text }]);
  expect(diagnostics).toEqual([]);
  return withoutRanges(files[0].ast.cards[0].abilities);
}

/** The line prints back as itself in 2007 wording and as `current` in today's, and both prints parse to the same tree. */
function roundTrips(text: string, line: string, current: string): void {
  const { files } = checkCardSources([{ file: "t.card", text }]);
  const printed = printCardFile(files[0].ast, { wording: "2007" });
  expect(printed).toContain(`  ${line}\n`);
  expect(abilities(printed)).toEqual(abilities(text));
  const today = printCardFile(files[0].ast, { wording: "current" });
  expect(today).toContain(`  ${current}\n`);
  expect(abilities(today)).toEqual(abilities(text));
}

describe("one-shot sentences' phrases", () => {
  it("'target cards in graveyards' (Faerie Macabre): any player's graveyard, printed without a determiner", () => {
    const line = "Remove up to two target cards in graveyards from the game.";
    const parsed = abilities(card(line)) as { body: { targets: { objects: { zone: string; zoneWords: unknown } }[] } }[];
    expect(parsed[0].body.targets[0].objects).toMatchObject({ zone: "graveyard", zoneWords: { anyPlayer: "none" } });
    roundTrips(card(line), line, "Exile up to two target cards in graveyards.");
    const oracle = "Exile up to two target cards from graveyards.";
    roundTrips(card(oracle), "Remove up to two target cards from graveyards from the game.", oracle);
  });
});
