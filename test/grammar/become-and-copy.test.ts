/**
 * The sentences of the type-changing "becomes" (families/become-creature) and of coming into play as a copy
 * (families/replacement-copy): each parses clean in the 2007 and the current wording, prints back in both, and
 * the misuses are reported with what to write.
 */
import { describe, expect, it } from "vitest";
import { parseCardFile, printCardFile, validateCardFile, type Diagnostic } from "../../grammar/index.js";

function check(text: string): Diagnostic[] {
  const parsed = parseCardFile(text, "probe.card");
  return [...parsed.diagnostics, ...validateCardFile(parsed.ast, { text, syntaxDiagnostics: parsed.diagnostics })];
}

const conclave2007 = `card "Faerie Conclave"
  type Land
  Faerie Conclave comes into play tapped.
  {T}: Add {U} to your mana pool.
  {1}{U}: Faerie Conclave becomes a 2/1 blue Faerie creature with flying until end of turn. It's still a land.
`;
const staff = `card "Chimeric Staff"
  cost {4}
  type Artifact
  {X}: Chimeric Staff becomes an X/X Construct artifact creature until end of turn.
`;
const mirror2007 = `card "Mirror Entity"
  cost {2}{W}
  type Creature — Shapeshifter
  1/1
  Changeling
  {X}: Creatures you control become X/X and gain all creature types until end of turn.
`;
const mirrorOracle = `card "Mirror Entity"
  cost {2}{W}
  type Creature — Shapeshifter
  1/1
  Changeling
  {X}: Until end of turn, creatures you control have base power and toughness X/X and gain all creature types.
`;
const clone2007 = `card "Clone"
  cost {3}{U}
  type Creature — Shapeshifter
  0/0
  As Clone comes into play, you may choose a creature in play. If you do, Clone comes into play as a copy of that creature.
`;
const cloneOracle = `card "Clone"
  cost {3}{U}
  type Creature — Shapeshifter
  0/0
  You may have Clone enter the battlefield as a copy of any creature on the battlefield.
`;

describe("the type-changing 'becomes' and 'as a copy' print back in both wordings", () => {
  const pairs: [name: string, wording2007: string, current: string][] = [
    ["Faerie Conclave's animation (212.1c)", conclave2007, conclave2007.replace("comes into play tapped", "enters the battlefield tapped").replace(" to your mana pool", "")],
    ["Chimeric Staff's X/X artifact creature", staff, staff],
    ["Mirror Entity's X/X (6b) and all creature types", mirror2007, mirrorOracle],
    ["Clone's copy (418.5a)", clone2007, cloneOracle],
  ];
  for (const [name, old, current] of pairs) {
    it(`${name}: both wordings are clean and each prints as the other`, () => {
      expect(check(old)).toEqual([]);
      expect(check(current)).toEqual([]);
      for (const text of [old, current]) {
        const ast = parseCardFile(text, "probe.card").ast;
        expect(printCardFile(ast, { wording: "2007" })).toBe(old);
        expect(printCardFile(ast, { wording: "current" })).toBe(current);
      }
    });
  }
});

describe("misuses are reported with what to write", () => {
  it("'It's still a land.' with no 'becomes' before it says where it belongs", () => {
    const text = `card "Probe"\n  type Land\n  {1}: Probe deals 1 damage to target player. It's still a land.\n`;
    const problem = check(text).find((d) => d.code === "CS1035");
    expect(problem?.message).toMatch(/right after a sentence such as/);
    expect(text.slice(problem!.range.start.offset, problem!.range.end.offset)).toBe("It's still a land");
  });

  it("'gain all land types' is refused: only creature types can all be gained", () => {
    const text = `card "Probe"\n  cost {1}\n  type Artifact\n  {X}: Creatures you control become X/X and gain all land types until end of turn.\n`;
    expect(check(text).find((d) => d.code === "CS1035")?.message).toMatch(/all creature types/);
  });

  it("a copy of a card in a graveyard is refused: a permanent copies a permanent", () => {
    const text = `card "Probe"\n  cost {3}{U}\n  type Creature — Shapeshifter\n  0/0\n  As Probe comes into play, you may choose a creature card in your graveyard in play. If you do, Probe comes into play as a copy of that creature.\n`;
    expect(check(text).some((d) => d.severity === "error")).toBe(true);
  });

  it("'that creature' must name what was chosen", () => {
    const text = clone2007.replace("copy of that creature", "copy of that artifact");
    expect(check(text).find((d) => d.code === "CS1035")?.message).toMatch(/must name what was chosen/);
  });
});
