/**
 * "Becomes" sentences composed from parts (families/become-creature, families/continuous): "each become … creatures
 * in addition to their other types" (212.1c of 2007), "with all creature types", "Until end of turn, target Forest
 * becomes an X/X … where X is …", and "becomes blue in addition to its other colors" (418.5a layer 5). Each parses
 * clean in the 2007 and the current wording, prints back in both, and a misuse is reported with what to write.
 */
import { describe, expect, it } from "vitest";
import { parseCardFile, printCardFile, validateCardFile, type Diagnostic } from "../../grammar/index.js";

function check(text: string): Diagnostic[] {
  const parsed = parseCardFile(text, "probe.card");
  return [...parsed.diagnostics, ...validateCardFile(parsed.ast, { text, syntaxDiagnostics: parsed.diagnostics })];
}

const caller = `card "Bogwood Caller"
  cost {4}{B}
  type Creature — Treefolk Shaman
  3/5
  {T}: Up to two target Swamps each become 3/5 Treefolk Warrior creatures in addition to their other types until end of turn.
`;
const hollow2007 = `card "Shifting Hollow"
  type Land
  {T}: Add {1} to your mana pool.
  {1}: Shifting Hollow becomes a 2/2 creature with all creature types until end of turn. It's still a land.
`;
const branchbender = `card "Elvish Branchbender"
  cost {2}{G}
  type Creature — Elf Druid
  2/2
  {T}: Until end of turn, target Forest becomes an X/X Treefolk creature in addition to its other types, where X is the number of Elves you control.
`;
const sprite = `card "Tinted Sprite"
  cost {1}{U}
  type Creature — Faerie Wizard
  1/1
  Flying
  {U}: Target permanent becomes blue in addition to its other colors until end of turn.
`;

const giant = `card "Taunting Giant"
  cost {5}{R}{R}
  type Creature — Giant Warrior
  5/5
  Cowards can't block Warriors.
  {R}: Target creature becomes a Coward until end of turn.
`;
const knight = `card "Prismatic Knight"
  cost {2}{W}
  type Creature — Human Knight
  2/2
  First strike
  {W}{U}{B}{R}{G}: Until end of turn, Prismatic Knight becomes an Angel, gets +3/+3, and gains flying and lifelink.
`;

describe("212.1c, 418.5: composed 'becomes' sentences print back in both wordings", () => {
  const pairs: [name: string, wording2007: string, current: string][] = [
    ["212.1c 'each become … creatures in addition to their other types' (plural, no article)", caller, caller],
    ["212.1c 'a 2/2 creature with all creature types … It's still a land.'", hollow2007, hollow2007.replace(" to your mana pool", "").replace("{1}.", "{C}.")],
    ["212.1c 'Until end of turn, target Forest becomes an X/X … in addition to its other types, where X is …'", branchbender, branchbender],
    ["418.5a layer 5 'becomes blue in addition to its other colors'", sprite, sprite],
    ["418.5 layer 4 'becomes a Coward' (creature types set)", giant, giant],
    ["418.5 layers 4, 5, 6b 'Until end of turn, ~ becomes an Angel, gets +3/+3, and gains flying and lifelink'", knight, knight],
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

  it("212.1c: the parts are one effect: types, subtypes, P/T, 'in addition' and 'each' kept on the node", () => {
    const ast = parseCardFile(caller, "probe.card").ast;
    const json = JSON.stringify(ast);
    expect(json).toContain('"kind":"BecomeCreature"');
    expect(json).toContain('"subtypes":["Treefolk","Warrior"]');
    expect(json).toContain('"types":["Creature"]');
    expect(json).toContain('"inAddition":true');
    expect(json).toContain('"eachWords":true');
  });
});

describe("misuses are reported with what to write", () => {
  it("CS1035: a chosen colour can't be 'in addition to its other colors'", () => {
    const text = sprite.replace("becomes blue in addition", "becomes the color or colors of your choice in addition");
    const problem = check(text).find((d) => d.code === "CS1035");
    expect(problem?.message).toMatch(/Only named colours can be added/);
    expect(text.slice(problem!.range.start.offset, problem!.range.end.offset)).toBe("in addition to its other colors");
  });

  it("CS1035: 'becomes a Swamp' is not a creature type: the creature-type change says so", () => {
    const text = giant.replace("becomes a Coward", "becomes a Swamp");
    const problem = check(text).find((d) => d.code === "CS1035");
    expect(problem?.message).toMatch(/'Swamp' is not a creature type/);
    expect(text.slice(problem!.range.start.offset, problem!.range.end.offset)).toBe("Swamp");
  });

  it("CS1035: 'in addition to its other type' (singular) says to write 'types'", () => {
    const text = branchbender.replace("its other types", "its other type");
    expect(check(text).find((d) => d.code === "CS1035")?.message).toMatch(/in addition to its other types/);
  });
});
