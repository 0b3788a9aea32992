/**
 * The search family's "put that card into play tapped" (Rampant Growth): one Search effect, `tapped`, in both
 * wordings (2007: "… and put that card into play tapped. Then shuffle your library."; Oracle: "…, put that card
 * onto the battlefield tapped, then shuffle."). Held searches ("you may search …") are merged too.
 */
import { describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { compileCardSource } from "../../compiler/index.js";

const PRINTED = "Search your library for a basic land card and put that card into play tapped. Then shuffle your library.";
const ORACLE = "Search your library for a basic land card, put that card onto the battlefield tapped, then shuffle.";
const card = (line: string) => `card "Rampant Growth"\n  cost {1}{G}\n  type Sorcery\n  ${line}\n`;

function withoutRanges(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value, (key, v) => (key === "range" || key === "nameRange" ? undefined : v)));
}
const checked = (text: string) => checkCardSources([{ file: "c.card", text }]);

describe("search: 'put that card into play tapped'", () => {
  it("both wordings parse to one tapped Search into play, shuffled after", () => {
    const trees = [PRINTED, ORACLE].map((line) => {
      const { files, diagnostics } = checked(card(line));
      expect(diagnostics).toEqual([]);
      return withoutRanges(files[0].ast.cards);
    });
    expect(trees[1]).toEqual(trees[0]);
    const ability = (trees[0] as { abilities: { body: { effects: unknown[] } }[] }[])[0].abilities[0];
    expect(ability.body.effects).toEqual([
      { kind: "Search", player: { kind: "You" }, filter: { types: ["Land"], excludedTypes: [], zone: "library", supertypes: ["Basic"] }, destination: "play", shuffle: "afterPutting", tapped: true },
    ]);
  });

  it("prints each wording's words from either text, and each print parses back to the same tree", () => {
    for (const line of [PRINTED, ORACLE]) {
      const ast = checked(card(line)).files[0].ast;
      expect(printCardFile(ast, { wording: "2007" })).toBe(card(PRINTED));
      expect(printCardFile(ast, { wording: "current" })).toBe(card(ORACLE));
      for (const text of [card(PRINTED), card(ORACLE)]) expect(withoutRanges(checked(text).files[0].ast.cards)).toEqual(withoutRanges(ast.cards));
    }
  });

  it("a search that never says where the card goes is an error with the fix", () => {
    const { diagnostics } = checked(card("Search your library for a basic land card. Then shuffle your library."));
    expect(diagnostics.map((d) => [d.code, d.message])).toEqual([["CS1036", "A library search must say where the card goes: add e.g. 'and put it into your hand'."]]);
  });

  it("a search held by 'you may' takes the search's parts after it: the whole search is optional", () => {
    const text = `card "Test Elf"\n  cost {2}{G}\n  type Creature — Elf\n  1/1\n  When Test Elf enters the battlefield, you may search your library for a basic land card, put it onto the battlefield tapped, then shuffle.\n`;
    const { diagnostics, files } = checked(text);
    expect(diagnostics).toEqual([]);
    const effects = (files[0].ast.cards[0].abilities[0] as unknown as { body: { effects: { kind: string; effects?: { kind: string; tapped?: boolean }[] }[] } }).body.effects;
    expect(effects.map((effect) => effect.kind)).toEqual(["May"]);
    expect(effects[0].effects?.map((effect) => [effect.kind, effect.tapped])).toEqual([["Search", true]]);
  });

  it("compiles to ctx.search(…, true): the card comes into play tapped", async () => {
    const result = await compileCardSource(card(PRINTED), "cards/rampant-growth.card");
    expect(result.diagnostics).toEqual([]);
    expect(result.code).toMatch(/ctx\.search\([^;]*"play",\s*"afterPutting",\s*true,?\s*\)/);
  }, 60_000);
});

describe("search: another player's search (Fertilid)", () => {
  const FERTILID_PRINTED = "{1}{G}: Target player searches his or her library for a basic land card and puts it into play tapped. Then that player shuffles his or her library.";
  const FERTILID_ORACLE = "{1}{G}: Target player searches their library for a basic land card, puts it onto the battlefield tapped, then shuffles.";
  const creature = (line: string) => `card "Fertilid"\n  cost {2}{G}\n  type Creature — Elemental\n  2/2\n  ${line}\n`;

  it("both wordings parse to one Search by the target player, printed back in each wording", () => {
    const trees = [FERTILID_PRINTED, FERTILID_ORACLE].map((line) => {
      const { files, diagnostics } = checked(creature(line));
      expect(diagnostics).toEqual([]);
      expect(printCardFile(files[0].ast, { wording: "2007" })).toContain(`  ${FERTILID_PRINTED}\n`);
      expect(printCardFile(files[0].ast, { wording: "current" })).toContain(`  ${FERTILID_ORACLE}\n`);
      return withoutRanges(files[0].ast.cards);
    });
    expect(trees[1]).toEqual(trees[0]);
    const ability = (trees[0] as { abilities: { body: { effects: unknown[] } }[] }[])[0].abilities[0];
    expect(ability.body.effects).toEqual([
      {
        kind: "Search",
        player: { kind: "TargetPlayer", target: 0 },
        filter: { types: ["Land"], excludedTypes: [], zone: "library", supertypes: ["Basic"] },
        destination: "play",
        shuffle: "afterPutting",
        tapped: true,
        writtenIt: true,
      },
    ]);
  });

  it("compiles to the target player's search", async () => {
    const { code } = await compileCardSource(creature(FERTILID_PRINTED), "cards/f.card", { runtimeImport: "../runtime.js" });
    expect(code!.replace(/\s+/g, "")).toContain('ctx.search(target0,{types:["Land"],zone:"library",supertypes:["Basic"]},"play","afterPutting",true,);');
  });

  it("CS1035: a player searches their own library; CS1036: another player's search in a form not supported yet", () => {
    const codes = (line: string) => checked(creature(line)).diagnostics.map((d) => [d.code, d.message]);
    expect(codes("{1}: Target player searches your library for a card and puts it into play. Then that player shuffles his or her library.")[0]).toEqual([
      "CS1035",
      "A player searches their own library: write 'searches his or her library'.",
    ]);
    expect(codes("{1}: Target player searches his or her library for a card, then shuffles his or her library and puts that card on top of it.").map(([code]) => code)).toContain("CS1036");
  });
});

describe("search: a count written without 'up to' ('for two Forest cards')", () => {
  const line = "Search your library for two Forest cards and put them into play tapped. Then shuffle your library.";
  const oracle = "Search your library for two Forest cards, put them onto the battlefield tapped, then shuffle.";

  it("finds up to that many (a search for cards of a stated quality may find fewer), printed back as written", () => {
    const { files, diagnostics } = checked(card(line));
    expect(diagnostics).toEqual([]);
    const ability = (withoutRanges(files[0].ast.cards) as { abilities: { body: { effects: unknown[] } }[] }[])[0].abilities[0];
    expect(ability.body.effects[0]).toMatchObject({ kind: "Search", upTo: 2, countWritten: true, destination: "play", tapped: true });
    expect(printCardFile(files[0].ast, { wording: "2007" })).toBe(card(line));
    expect(printCardFile(files[0].ast, { wording: "current" })).toBe(card(oracle));
    expect(withoutRanges(checked(card(oracle)).files[0].ast.cards)).toEqual(withoutRanges(files[0].ast.cards));
  });

  it("'for X cards' is an error that says to write a number", () => {
    const { diagnostics } = checked(card("Search your library for X Forest cards and put them into play tapped. Then shuffle your library."));
    expect(diagnostics.map((d) => d.code)).toContain("CS1035");
  });
});
