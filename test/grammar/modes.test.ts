/**
 * Modal spells in the card language (families/modes, grammar/modes.ts): "Choose one — …; or …" (printed) and
 * "Choose one — • … • …" (Oracle) parse to the same tree, print in both wordings and round-trip; each mode is an
 * ordinary spell sentence; separators, empty and unknown modes and impossible counts are reported with a fix.
 */
import { describe, expect, it } from "vitest";
import { checkCardSources, printCardFile, renderCard, type Diagnostic } from "../../grammar/index.js";
import { sameNode, WRITTEN_FORM_FIELDS } from "../../grammar/nodes.js";
import type { ChooseModes } from "../../families/modes/syntax.js";

function card(name: string, line: string, cost = "{W}{U}{B}"): string {
  return `card "${name}"\n  cost ${cost}\n  type Instant\n  ${line}\n`;
}

function check(text: string) {
  const { files, diagnostics } = checkCardSources([{ file: "c.card", text }]);
  return { ast: files[0].ast, diagnostics };
}

function errors(text: string): Diagnostic[] {
  return check(text).diagnostics.filter((d) => d.severity === "error");
}

/** The five Alara Charms, Cryptic Command and Branching Bolt ("; and/or"), in the wordings the importer writes (printed; Oracle). */
const CARDS: [name: string, printed: string, oracle: string][] = [
  [
    "Esper Charm",
    "Choose one — Destroy target enchantment; or draw two cards; or target player discards two cards.",
    "Choose one — • Destroy target enchantment. • Draw two cards. • Target player discards two cards.",
  ],
  [
    "Naya Charm",
    "Choose one — Naya Charm deals 3 damage to target creature; or return target card in a graveyard to its owner's hand; or tap all creatures target player controls.",
    "Choose one — • Naya Charm deals 3 damage to target creature. • Return target card from a graveyard to its owner's hand. • Tap all creatures target player controls.",
  ],
  [
    "Jund Charm",
    "Choose one — Remove target player's graveyard from the game; or Jund Charm deals 2 damage to each creature; or put two +1/+1 counters on target creature.",
    "Choose one — • Exile target player's graveyard. • Jund Charm deals 2 damage to each creature. • Put two +1/+1 counters on target creature.",
  ],
  [
    "Bant Charm",
    "Choose one — Destroy target artifact; or put target creature on the bottom of its owner's library; or counter target instant spell.",
    "Choose one — • Destroy target artifact. • Put target creature on the bottom of its owner's library. • Counter target instant spell.",
  ],
  [
    "Grixis Charm",
    "Choose one — Return target permanent to its owner's hand; or target creature gets -4/-4 until end of turn; or creatures you control get +2/+0 until end of turn.",
    "Choose one — • Return target permanent to its owner's hand. • Target creature gets -4/-4 until end of turn. • Creatures you control get +2/+0 until end of turn.",
  ],
  [
    "Cryptic Command",
    "Choose two — Counter target spell; or return target permanent to its owner's hand; or tap all creatures your opponents control; or draw a card.",
    "Choose two — • Counter target spell. • Return target permanent to its owner's hand. • Tap all creatures your opponents control. • Draw a card.",
  ],
  [
    "Branching Bolt",
    "Choose one or both — Branching Bolt deals 3 damage to target creature with flying; and/or Branching Bolt deals 3 damage to target creature without flying.",
    "Choose one or both — • Branching Bolt deals 3 damage to target creature with flying. • Branching Bolt deals 3 damage to target creature without flying.",
  ],
];

/** An AST value without its source ranges (two wordings place the same words differently). */
function withoutRanges(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutRanges);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => key !== "range" && key !== "countRange" && !WRITTEN_FORM_FIELDS.has(key)).map(([key, inner]) => [key, withoutRanges(inner)]));
}

function modesOf(text: string): ChooseModes {
  const ability = check(text).ast.cards[0].abilities[0];
  if (ability.kind !== "Spell" || ability.body.kind !== "Effects") throw new Error("not spell text");
  const effect = ability.body.effects[0];
  if (effect.kind !== "ChooseModes") throw new Error(`not modal: ${effect.kind}`);
  return effect;
}

describe("parsing", () => {
  it.each(CARDS)("%s checks clean in both wordings, and both give the same tree", (name, printed, oracle) => {
    expect(errors(card(name, printed))).toEqual([]);
    expect(errors(card(name, oracle))).toEqual([]);
    const a = check(card(name, printed)).ast.cards[0].abilities[0];
    const b = check(card(name, oracle)).ast.cards[0].abilities[0];
    if (a.kind !== "Spell" || b.kind !== "Spell" || a.body.kind !== "Effects" || b.body.kind !== "Effects") throw new Error("not spell text");
    expect(withoutRanges(a.body.targets)).toEqual(withoutRanges(b.body.targets));
    const [ma, mb] = [a.body.effects[0] as ChooseModes, b.body.effects[0] as ChooseModes];
    expect(ma.count).toBe(mb.count);
    expect(ma.modes.map((m) => m.targets)).toEqual(mb.modes.map((m) => m.targets));
    ma.modes.forEach((mode, i) => mode.effects.forEach((effect, j) => expect(sameNode(withoutRanges(effect), withoutRanges(mb.modes[i].effects[j])), `${name} mode ${i + 1}`).toBe(true)));
  });

  it("Oracle's layout, one mode per line after 'Choose one —', is the same ability; fmt writes it on one line", () => {
    const layout = card("Esper Charm", "Choose one —\n  • Destroy target enchantment.\n  • Draw two cards.\n  • Target player discards two cards.");
    expect(errors(layout)).toEqual([]);
    const ast = check(layout).ast;
    expect(ast.cards[0].abilities).toHaveLength(1);
    expect(printCardFile(ast, { wording: "current" }).split("\n")[3]).toBe(`  ${CARDS[0][2]}`);
    const typo = layout.replace("Draw two", "Drw two");
    const [diagnostic] = errors(typo);
    expect(diagnostic.code).toBe("CS1082");
    expect(diagnostic.range.start.line).toBe(6);
  });

  it("each mode's targets are the ones its sentences declare; 'or' before a printed mode is the list's word", () => {
    const esper = modesOf(card("Esper Charm", CARDS[0][1]));
    expect(esper.count).toBe("one");
    expect(esper.modes.map((mode) => mode.effects.map((effect) => effect.kind))).toEqual([["Destroy"], ["Draw"], ["Discard"]]);
    expect(esper.modes.map((mode) => mode.targets)).toEqual([[0], [], [1]]);
  });

  it("'Choose one or both' and a mode of several sentences ('… It can't be regenerated.')", () => {
    const both = modesOf(card("Both", "Choose one or both — Destroy target creature. It can't be regenerated; or draw a card."));
    expect(both.count).toBe("one or both");
    expect(both.modes[0].effects.map((effect) => effect.kind)).toEqual(["Destroy", "CantBeRegenerated"]);
    const oracle = modesOf(card("Both", "Choose one or both — • Destroy target creature. It can't be regenerated. • Draw a card."));
    expect(oracle.modes[0].effects).toHaveLength(2);
    expect(oracle.modes[1].effects.map((effect) => effect.kind)).toEqual(["Draw"]);
  });

  it("'Choose one or both' prints its second mode after '; and/or' in 2007 (the printed words of its time), and reads '; or' too", () => {
    const text = card("Both", "Choose one or both — Destroy target creature; or draw a card.");
    expect(errors(text)).toEqual([]);
    expect(printCardFile(check(text).ast, { wording: "2007" })).toContain("Choose one or both — Destroy target creature; and/or draw a card.");
    expect(printCardFile(check(card("One", "Choose one — Destroy target creature; or draw a card.")).ast, { wording: "2007" })).toContain("; or draw a card.");
  });

  it("'it' in a mode never refers to another mode's target", () => {
    const diagnostics = errors(card("Anaphor", "Choose one — Destroy target creature; or it can't be regenerated."));
    expect(diagnostics.map((d) => d.code)).toEqual(["CS1034"]);
  });
});

describe("printing", () => {
  it.each(CARDS)("%s prints as one line with '; or' (2007) and with bullets (current), and each round-trips", (name, printed, oracle) => {
    const fromPrinted = check(card(name, printed)).ast;
    const fromOracle = check(card(name, oracle)).ast;
    const old = printCardFile(fromPrinted, { wording: "2007" });
    const current = printCardFile(fromPrinted, { wording: "current" });
    expect(old.split("\n")[3]).toMatch(/^ {2}Choose (one|two|one or both) — [A-Z][^•]*; (or|and\/or) /);
    expect(current.split("\n")[3]).toMatch(/^ {2}Choose (one|two|one or both) — • [A-Z].*\. • [A-Z]/);
    // Whichever wording was read, each wording prints the same ability; the words a card chose itself (Naya
    // Charm's Oracle "from a graveyard" where the printed card says "in a graveyard") stay as written.
    expect(withoutRanges(check(printCardFile(fromOracle, { wording: "2007" })).ast.cards)).toEqual(withoutRanges(fromPrinted.cards));
    expect(withoutRanges(check(printCardFile(fromOracle, { wording: "current" })).ast.cards)).toEqual(withoutRanges(fromPrinted.cards));
    // And reading the printed text again gives the same text (the round trip both ways).
    expect(printCardFile(check(old).ast, { wording: "current" })).toBe(current);
    expect(printCardFile(check(current).ast, { wording: "2007" })).toBe(old);
    expect(errors(old)).toEqual([]);
    expect(errors(current)).toEqual([]);
  });

  it("the Charms whose sentences print as the card does give their own text back", () => {
    for (const [name, printed, oracle] of CARDS.filter(([name]) => name !== "Cryptic Command")) {
      expect(printCardFile(check(card(name, printed)).ast, { wording: "2007" }).split("\n")[3]).toBe(`  ${printed}`);
      expect(printCardFile(check(card(name, oracle)).ast, { wording: "current" }).split("\n")[3]).toBe(`  ${oracle}`);
    }
  });

  it("each mode is printed afresh: Final Revels' second mode names its creatures, not 'those creatures'", () => {
    const text = card("Final Revels", "Choose one — All creatures get +2/+0 until end of turn; or all creatures get -0/-2 until end of turn.", "{4}{B}");
    for (const wording of ["2007", "current"] as const) {
      const printed = printCardFile(check(text).ast, { wording });
      expect(printed).not.toContain("those creatures");
      expect(errors(printed)).toEqual([]);
    }
  });

  it("rendered as a player reads it, the current wording lays out one mode per line", () => {
    const ast = check(card("Esper Charm", CARDS[0][1])).ast;
    expect(renderCard(ast.cards[0], { wording: "current" }).split("\n").slice(2, 6)).toEqual([
      "Choose one —",
      "• Destroy target enchantment.",
      "• Draw two cards.",
      "• Target player discards two cards.",
    ]);
    expect(renderCard(ast.cards[0], { wording: "2007" }).split("\n")[2]).toBe(CARDS[0][1]);
  });

  it("Jund Charm's graveyard is printed as the card says it, in both wordings", () => {
    const ast = check(card("Jund Charm", CARDS[2][1])).ast;
    expect(printCardFile(ast, { wording: "2007" })).toContain("Remove target player's graveyard from the game; or");
    expect(printCardFile(ast, { wording: "current" })).toContain("• Exile target player's graveyard. •");
  });
});

describe("errors, each with where and what to do", () => {
  it("CS1082: a mode the grammar does not know is reported at that mode, with the closest sentences", () => {
    const text = card("Typo Charm", "Choose one — Destroy target enchantment; or drw two cards; or target player discards two cards.");
    const [diagnostic] = errors(text);
    expect(diagnostic.code).toBe("CS1082");
    expect(diagnostic.message).toContain("mode 2");
    expect(diagnostic.message).toContain('"Draw N cards."');
    expect(text.slice(diagnostic.range.start.offset, diagnostic.range.end.offset)).toBe("drw");
    const oracle = card("Typo Charm", "Choose one — • Destroy target enchantment. • Draw two cards. • Target player discardz two cards.");
    const [third] = errors(oracle);
    expect(third.code).toBe("CS1082");
    expect(third.message).toContain("mode 3");
  });

  it("CS1081: an empty mode, with a fix that removes its separator", () => {
    const text = card("Empty Charm", "Choose one — Destroy target enchantment; or ; or draw two cards.");
    const [diagnostic] = errors(text);
    expect(diagnostic.code).toBe("CS1081");
    expect(diagnostic.message).toContain("Mode 2");
    const fix = diagnostic.suggestions![0];
    const fixed = text.slice(0, fix.range.start.offset) + fix.replacement + text.slice(fix.range.end.offset);
    expect(errors(fixed)).toEqual([]);
    const bullets = card("Empty Charm", "Choose one — • Destroy target enchantment. • • Draw two cards.");
    expect(errors(bullets).map((d) => d.code)).toEqual(["CS1081"]);
  });

  it("CS1080: a ';' outside a list of modes, with a fix that ends the sentence", () => {
    const text = card("Stray", "Destroy target enchantment; draw two cards.");
    const [diagnostic] = errors(text);
    expect(diagnostic.code).toBe("CS1080");
    expect(text.slice(diagnostic.range.start.offset, diagnostic.range.end.offset)).toBe(";");
    const fix = diagnostic.suggestions![0];
    const fixed = text.slice(0, fix.range.start.offset) + fix.replacement + text.slice(fix.range.end.offset);
    expect(errors(fixed)).toEqual([]);
    expect(errors(card("Stray", "Draw a card. • Draw a card.")).map((d) => d.code)).toEqual(["CS1080"]);
  });

  it("CS1082: a count or dash missing before the modes", () => {
    const [diagnostic] = errors(card("No Dash", "Choose one Destroy target enchantment; or draw two cards."));
    expect(diagnostic.code).toBe("CS1082");
    expect(diagnostic.message).toContain("the dash '—'");
  });

  it("a choice that is not modes ('Choose a Giant creature you control.', 'Choose three target permanents.') is an unknown sentence, not CS1082 (Crush Underfoot, Wild Swing, Clarion Ultimatum)", () => {
    for (const line of ["Choose a Giant creature you control. It deals damage equal to its power to target creature.", "Choose three target nonenchantment permanents. Destroy one of them at random.", "Choose five permanents you control."]) {
      const codes = errors(card("Not Modal", line)).map((d) => d.code);
      expect(codes, line).not.toContain("CS1082");
      expect(codes, line).toContain("CS1030");
    }
    // A count then a capitalised sentence is still modes missing their dash.
    expect(errors(card("No Dash", "Choose one or both Draw a card; or destroy target artifact.")).map((d) => d.code)).toEqual(["CS1082"]);
  });

  it("CS2080: more modes to choose than there are", () => {
    expect(errors(card("Greedy", "Choose three — Destroy target enchantment; or draw two cards.")).map((d) => d.code)).toEqual(["CS2080"]);
  });

  it("CS2081: modes inside another sentence or an activated ability", () => {
    expect(errors(card("Maybe", "You may choose one — draw a card; or draw two cards.")).map((d) => d.code)).toEqual(["CS2081"]);
    const rock = 'card "Modal Rock"\n  cost {2}\n  type Artifact\n  {T}: Choose one — Draw a card; or destroy target artifact.\n';
    const [diagnostic] = errors(rock);
    expect(diagnostic.code).toBe("CS2081");
    expect(diagnostic.message).toContain("code block");
  });
});
