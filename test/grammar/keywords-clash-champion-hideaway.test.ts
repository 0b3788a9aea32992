/**
 * The language of clash (701.20), champion (502.72), hideaway and the turn's record: each sentence parses and
 * prints back in both wordings, the keyword lines expand into the abilities their rules text writes out, and
 * misuses are reported with what to write instead.
 */
import { describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";

const card = (lines: string[], type = "Instant", extra = "") => `card "T"\n  cost {1}{W}\n  type ${type}\n${extra}${lines.map((line) => `  ${line}\n`).join("")}`;
const creature = (lines: string[]) => card(lines, "Creature — Shapeshifter", "  4/4\n");
const check = (text: string) => checkCardSources([{ file: "c.card", text }]);

describe("701.20 clash", () => {
  it.each([
    "Clash with an opponent. If you win, draw a card.",
    "Prevent all combat damage that would be dealt this turn. Clash with an opponent. If you win, creatures that player controls don't untap during the player's next untap step.",
  ])("'%s' parses and prints back the same in both wordings", (line) => {
    const { files, diagnostics } = check(card([line]));
    expect(diagnostics).toEqual([]);
    for (const wording of ["2007", "current"] as const) expect(printCardFile(files[0].ast, { wording })).toContain(`  ${line}\n`);
  });

  it("'that player' after a clash is the opponent clashed with", () => {
    const { files, diagnostics } = check(card(["Clash with an opponent. If you win, that player loses 2 life."]));
    expect(diagnostics).toEqual([]);
    const ability = files[0].ast.cards[0].abilities[0];
    expect(JSON.stringify(ability)).toContain('"player":{"kind":"ClashedOpponent"}');
  });

  it("'If you win' without a clash before it is CS1034, saying to write the clash first", () => {
    const { diagnostics } = check(card(["If you win, draw a card."]));
    expect(diagnostics.map((d) => d.code)).toContain("CS1034");
    expect(diagnostics.find((d) => d.code === "CS1034")!.message).toContain("Clash with an opponent.");
  });

  it("'the player's next untap step' needs permanents a player controls (CS1035)", () => {
    const { diagnostics } = check(card(["Target creature doesn't untap during the player's next untap step."]));
    expect(diagnostics.map((d) => d.code)).toContain("CS1035");
  });
});

describe("701.20 clash triggers", () => {
  it.each([
    "Whenever you clash, tap target creature an opponent controls. If you won, that creature doesn't untap during its controller's next untap step.",
    "Whenever you clash and win, you may draw a card.",
    "Whenever you clash, you gain 1 life. If you won, draw a card.",
  ])("'%s' parses and prints back the same in both wordings", (line) => {
    const { files, diagnostics } = check(card([line], "Enchantment"));
    expect(diagnostics).toEqual([]);
    for (const wording of ["2007", "current"] as const) expect(printCardFile(files[0].ast, { wording })).toContain(`  ${line}\n`);
  });

  it("'and win' is kept on the trigger: only a won clash triggers it", () => {
    const { files } = check(card(["Whenever you clash and win, you may draw a card."], "Enchantment"));
    expect(files[0].ast.cards[0].abilities[0]).toMatchObject({ kind: "Triggered", trigger: { kind: "PlayerTrigger", who: "you", event: "clashes", won: true } });
  });

  it("'If you won' outside a 'Whenever you clash' ability is CS2092, saying what to write instead", () => {
    for (const text of [card(["Clash with an opponent. If you won, draw a card."]), card(["Whenever you gain life, tap target creature. If you won, draw a card."], "Enchantment")]) {
      const { diagnostics } = check(text);
      expect(diagnostics.map((d) => d.code)).toEqual(["CS2092"]);
      expect(diagnostics[0].message).toContain("'If you win, …'");
    }
  });
});

describe("502.72 champion", () => {
  it("'Champion a Faerie' is one line that expands into its two linked triggered abilities, printed as the keyword", () => {
    const { files, diagnostics } = check(creature(["Champion a Faerie"]));
    expect(diagnostics).toEqual([]);
    const ability = files[0].ast.cards[0].abilities[0];
    expect(ability.kind).toBe("Champion");
    if (ability.kind !== "Champion") return;
    expect(ability.abilities.map((part) => [part.trigger.kind, part.body.effects.map((effect) => effect.kind)])).toEqual([
      ["EntersPlay", ["SacrificeUnlessRemove"]],
      ["LeavesPlay", ["ReturnToPlay"]],
    ]);
    for (const wording of ["2007", "current"] as const) expect(printCardFile(files[0].ast, { wording })).toContain("  Champion a Faerie\n");
  });

  it("written out in full, it parses and prints back in both wordings", () => {
    const lines = ["When T comes into play, sacrifice it unless you remove another creature you control from the game.", "When T leaves play, return the removed card to play under its owner's control."];
    const { files, diagnostics } = check(creature(lines));
    expect(diagnostics).toEqual([]);
    const current = printCardFile(files[0].ast, { wording: "current" });
    expect(current).toContain("When T enters the battlefield, sacrifice it unless you exile another creature you control.");
    expect(check(current).diagnostics).toEqual([]);
    expect(printCardFile(files[0].ast, { wording: "2007" })).toContain(`  ${lines[0]}\n`);
  });

  it("'Champion a creature you control' is CS1035, saying to name the kind of permanent alone", () => {
    const { diagnostics } = check(creature(["Champion a creature you control"]));
    expect(diagnostics.find((d) => d.code === "CS1035")?.message).toContain("Champion a creature");
  });
});

describe("hideaway and the turn's record", () => {
  it("'Hideaway' expands into 'comes into play tapped' and its trigger, and the linked play parses in both wordings", () => {
    const text = card(["Hideaway", "{W}, {T}: You may play the removed card without paying its mana cost if you attacked with three or more creatures this turn."], "Land").replace("  cost {1}{W}\n", "");
    const { files, diagnostics } = check(text);
    expect(diagnostics).toEqual([]);
    const ability = files[0].ast.cards[0].abilities[0];
    expect(ability.kind === "Hideaway" && ability.abilities.map((part) => part.kind)).toEqual(["Replacement", "Triggered"]);
    expect(printCardFile(files[0].ast, { wording: "current" })).toContain("You may play the exiled card without paying its mana cost if you attacked with three or more creatures this turn.");
    expect(printCardFile(files[0].ast, { wording: "2007" })).toContain("  Hideaway\n");
  });

  it.each([
    "if each player has no cards in hand",
    "if creatures you control have total power 10 or greater",
    "if a library has twenty or fewer cards in it",
    "if an opponent was dealt 7 or more damage this turn",
  ])("the hideaway lands' condition '%s' parses and prints back the same in both wordings", (condition) => {
    const line = (removed: string) => `{B}, {T}: You may play the ${removed} card without paying its mana cost ${condition}.`;
    const { files, diagnostics } = check(card(["Hideaway", line("removed")], "Land").replace("  cost {1}{W}\n", ""));
    expect(diagnostics).toEqual([]);
    expect(printCardFile(files[0].ast, { wording: "2007" })).toContain(`  ${line("removed")}\n`);
    expect(printCardFile(files[0].ast, { wording: "current" })).toContain(`  ${line("exiled")}\n`);
  });

  it("'creatures have total power 10 or greater' without whose creatures is CS1035, saying to name the controller", () => {
    const text = card(["Hideaway", "{G}, {T}: You may play the removed card without paying its mana cost if creatures have total power 10 or greater."], "Land").replace("  cost {1}{W}\n", "");
    const problems = check(text).diagnostics;
    expect(problems.map((d) => d.code)).toContain("CS1035");
    expect(problems.find((d) => d.code === "CS1035")?.message).toContain("creatures you control have total power");
  });

  it.each([
    ["At end of turn, if an opponent lost 3 or more life this turn, you may draw a card.", "At the beginning of each end step, if an opponent lost 3 or more life this turn, you may draw a card."],
    [
      "When T comes into play, if an opponent controls more lands than you, you may search your library for a Plains card, put it into play, then shuffle your library.",
      "When T enters the battlefield, if an opponent controls more lands than you, you may search your library for a Plains card, put it onto the battlefield, then shuffle.",
    ],
  ])("410.11: the intervening 'if' of '%s' parses and prints back in both wordings", (printed, oracle) => {
    for (const [line, wording] of [[printed, "2007"], [oracle, "current"]] as const) {
      const { files, diagnostics } = check(creature([line]));
      expect(diagnostics).toEqual([]);
      expect(printCardFile(files[0].ast, { wording })).toContain(`  ${line}\n`);
    }
  });

  it("410.11: 'if an opponent controls more lands you control than you' is CS1035, saying to compare permanents", () => {
    const problems = check(creature(["When T comes into play, if an opponent controls more lands you control than you, draw a card."])).diagnostics;
    expect(problems.find((d) => d.code === "CS1035")?.message).toContain("if an opponent controls more lands than you");
  });

  it("'Play this ability only once each turn.' after an ability's sentences stays its activation restriction", () => {
    const { files, diagnostics } = check(creature(["{1}{G}: T gets +2/+2 until end of turn. Play this ability only once each turn."]));
    expect(diagnostics).toEqual([]);
    const ability = files[0].ast.cards[0].abilities[0];
    expect(ability.kind === "Activated" && ability.restriction).toMatchObject({ perTurn: 1 });
  });

  it("'the removed card' without hideaway or another removal is CS1034", () => {
    const text = card(["{W}, {T}: You may play the removed card without paying its mana cost."], "Land").replace("  cost {1}{W}\n", "");
    expect(check(text).diagnostics.map((d) => d.code)).toContain("CS1034");
  });

  it("Twilight Shepherd's sentence parses in both wordings; on cards not in your graveyard it is CS1035", () => {
    const line = "When T comes into play, return to your hand all cards in your graveyard put there from play this turn.";
    const { files, diagnostics } = check(creature([line]));
    expect(diagnostics).toEqual([]);
    expect(printCardFile(files[0].ast, { wording: "current" })).toContain(
      "When T enters the battlefield, return to your hand all cards in your graveyard that were put there from the battlefield this turn.",
    );
    const bad = check(creature(["When T comes into play, return to your hand all creatures put there from play this turn."]));
    expect(bad.diagnostics.map((d) => d.code)).toContain("CS1035");
  });
});
