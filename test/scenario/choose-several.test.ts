/** "chooses A and B": one answer of several cards (a decision such as "discard two cards"). */
import { expect, it } from "vitest";
import { parseScenarioFile } from "../../grammar/scenario/index.js";

it("reads 'Bob chooses Island and Hill Giant #2' as one answer of two cards; 'chooses yes' stays one word", () => {
  const { file, diagnostics } = parseScenarioFile(`scenario "t"\n  Bob chooses Island and Hill Giant #2\n  Alice chooses yes\n  expect Bob life 20\n`, "t.scenario");
  expect(diagnostics).toEqual([]);
  const [several, yes] = file.blocks[0].steps;
  expect(several).toMatchObject({
    kind: "Choose",
    answer: { kind: "ObjectRef", card: { name: "Island" } },
    more: [{ kind: "ObjectRef", card: { name: "Hill Giant" }, ordinal: 2 }],
  });
  expect(yes).toMatchObject({ kind: "Choose", answer: { kind: "Yes" } });
  expect(yes).not.toHaveProperty("more");
});

it("'chooses Island and' without the next card is an error that says what is missing", () => {
  const { diagnostics } = parseScenarioFile(`scenario "t"\n  Bob chooses Island and\n  expect Bob life 20\n`, "t.scenario");
  expect(diagnostics).toHaveLength(1);
  expect(diagnostics[0].message).toMatch(/after 'and'/);
});
