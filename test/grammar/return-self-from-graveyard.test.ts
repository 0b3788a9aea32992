/**
 * "Return ~ from your graveyard to your hand." (Summon the School): an activated ability whose effect moves its own
 * card out of the graveyard functions only there: an activated ability is played from the graveyard (the cost's zone, as
 * unearth's), a triggered ability on a step's beginning or a player's action is offered its events there
 * (runtime/events.ts); anywhere else it is an error (CS2140).
 */
import { describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { compileCardSource } from "../../compiler/index.js";

const SUMMON_THE_SCHOOL = `card "Summon the School"
  cost {3}{W}
  type Tribal Sorcery — Merfolk
  Put two 1/1 blue Merfolk Wizard creature tokens into play.
  Tap four untapped Merfolk you control: Return Summon the School from your graveyard to your hand.
`;

const withLine = (line: string, type = "Creature — Goblin\n  1/1") => `card "Squee Test"\n  cost {2}{R}\n  type ${type}\n  ${line}\n`;
const codes = (text: string) => checkCardSources([{ file: "c.card", text }]).diagnostics.map((d) => [d.code, d.range.start.line, d.message]);

describe("Return ~ from your graveyard to your hand", () => {
  it("parses to the card itself, from its owner's graveyard, and prints back in both wordings", () => {
    const { files, diagnostics } = checkCardSources([{ file: "c.card", text: SUMMON_THE_SCHOOL }]);
    expect(diagnostics).toEqual([]);
    const ability = files[0].ast.cards[0].abilities[1];
    expect(ability.kind === "Activated" && ability.body.kind === "Effects" && ability.body.effects[0]).toMatchObject({
      kind: "ReturnToHand",
      objects: { kind: "Ref", ref: { kind: "Self" } },
      to: { whose: "you" },
      from: "yourGraveyard",
    });
    expect(printCardFile(files[0].ast, { wording: "2007" })).toBe(SUMMON_THE_SCHOOL);
    const current = printCardFile(files[0].ast, { wording: "current" });
    expect(current).toContain("  Tap four untapped Merfolk you control: Return Summon the School from your graveyard to your hand.\n");
    const again = checkCardSources([{ file: "c.card", text: current }]);
    expect(again.diagnostics).toEqual([]);
    expect(printCardFile(again.files[0].ast, { wording: "2007" })).toBe(SUMMON_THE_SCHOOL);
  });

  it("compiles to an ability played from the graveyard (the cost's zone)", async () => {
    const { code } = await compileCardSource(SUMMON_THE_SCHOOL, "cards/s.card", { runtimeImport: "../runtime.js" });
    const flat = code!.replace(/\s+/g, "");
    expect(flat).toContain('zone:"graveyard"');
    expect(flat).toContain("ctx.returnToHand([ctx.self]);");
  });

  it("a triggered ability on a step's beginning or a player's action functions from the graveyard (Squee, Masked Admirers)", async () => {
    const squee = withLine("At the beginning of your upkeep, you may return Squee Test from your graveyard to your hand.");
    expect(codes(squee)).toEqual([]);
    const admirers = withLine("Whenever you play a creature spell, you may pay {G}{G}. If you do, return Squee Test from your graveyard to your hand.");
    expect(codes(admirers)).toEqual([]);
    const { files } = checkCardSources([{ file: "c.card", text: admirers }]);
    expect(printCardFile(files[0].ast, { wording: "current" })).toContain(
      "  Whenever you cast a creature spell, you may pay {G}{G}. If you do, return Squee Test from your graveyard to your hand.\n",
    );
    const { code } = await compileCardSource(squee, "cards/s.card", { runtimeImport: "../runtime.js" });
    expect(code!.replace(/\s+/g, "")).toMatch(/trigger:\{kind:"beginningOfStep"[^}]*\},targets:\[\],resolve:resolve_\w+,zone:"graveyard"/);
  });

  it("CS2140: a zone change's trigger or a spell saying it (neither works from the graveyard yet) is an error that says what to do", () => {
    expect(codes(withLine("Whenever a creature comes into play, return Squee Test from your graveyard to your hand."))).toEqual([
      [
        "CS2140",
        5,
        "'Return ~ from your graveyard to your hand' works only where the card is in its graveyard: in an activated ability ('Tap four untapped Merfolk you control: Return ~ from your graveyard to your hand.') or a triggered ability on a step's beginning or a player's action ('At the beginning of your upkeep, …', 'Whenever you play a creature spell, …'); elsewhere it is not supported yet: give the ability an escape-hatch block.",
      ],
    ]);
    expect(codes(withLine("Return Squee Test from your graveyard to your hand.", "Instant")).map(([code]) => code)).toEqual(["CS2140"]);
  });

  it("CS2140: a cost that needs the card in play ({T}) can't be paid from the graveyard", () => {
    expect(codes(withLine("{1}, {T}: Return Squee Test from your graveyard to your hand.")).map(([code]) => code)).toEqual(["CS2140"]);
  });

  it("CS1035: 'from your graveyard' after another object than the card itself", () => {
    expect(codes(withLine("{1}: Return target creature from your graveyard to your hand.")).map(([code]) => code)).toContain("CS1035");
  });
});
