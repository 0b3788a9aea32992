/**
 * The exile family's "Target player removes a card in his or her graveyard from the game." (Merrow Bonegnawer, Relic
 * of Progenitus; current: "Target player exiles a card from their graveyard."): the player chooses a card of their own
 * graveyard as the effect happens; one tree from either wording, each wording's words back.
 */
import { describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { compileCardSource } from "../../compiler/index.js";

const PRINTED = "{T}: Target player removes a card in his or her graveyard from the game.";
const ORACLE = "{T}: Target player exiles a card from their graveyard.";
const card = (line: string) => `card "Merrow Bonegnawer"\n  cost {B}\n  type Creature — Merfolk Rogue\n  1/1\n  ${line}\n`;
const checked = (text: string) => checkCardSources([{ file: "c.card", text }]);
const withoutRanges = (value: unknown): unknown => JSON.parse(JSON.stringify(value, (key, v) => (key === "range" ? undefined : v)));

describe("exile: a card the player chooses from their own graveyard", () => {
  it("both wordings parse to one ExileChosen by the target player, printed back in each wording", () => {
    const trees = [PRINTED, ORACLE].map((line) => {
      const { files, diagnostics } = checked(card(line));
      expect(diagnostics).toEqual([]);
      expect(printCardFile(files[0].ast, { wording: "2007" })).toContain(`  ${PRINTED}\n`);
      expect(printCardFile(files[0].ast, { wording: "current" })).toContain(`  ${ORACLE}\n`);
      return withoutRanges(files[0].ast.cards);
    });
    expect(trees[1]).toEqual(trees[0]);
    const ability = (trees[0] as { abilities: { body: { effects: unknown[] } }[] }[])[0].abilities[0];
    expect(ability.body.effects).toEqual([
      { kind: "ExileChosen", player: { kind: "TargetPlayer", target: 0 }, filter: { types: [], excludedTypes: [], zone: "graveyard", controller: { kind: "TargetPlayer", target: 0 } } },
    ]);
  });

  it("compiles to the family's primitive with the player's graveyard", async () => {
    const { code } = await compileCardSource(card(PRINTED), "cards/m.card", { runtimeImport: "../runtime.js" });
    expect(code!.replace(/\s+/g, "")).toContain('ctx.exileChosenFromGraveyard(target0,{zone:"graveyard",controller:target0});');
  });

  it("CS1035: the card comes from the player's own graveyard", () => {
    const { diagnostics } = checked(card("{T}: Target player removes a card in your graveyard from the game."));
    expect(diagnostics.map((d) => [d.code, d.message])).toEqual([
      ["CS1035", "A player chooses a card of their own graveyard here: write 'removes a card in his or her graveyard from the game'."],
    ]);
  });
});
