/**
 * Real 2007–2008 cards the language can't express yet are told so accurately (issue 19: a printed card's text is
 * never "wrong"): the diagnostic names what is not supported and what to do, instead of asking for a sentence the
 * card already has. Each case is a corpus card's printed text (bench/corpus/).
 */
import { describe, expect, it } from "vitest";
import { checkCardSources, type Diagnostic } from "../../grammar/index.js";

function errors(line: string, type = "Creature — Test\n  2/2"): Diagnostic[] {
  const text = `card "Test Card"\n  cost {2}\n  type ${type}\n  ${line}\n`;
  return checkCardSources([{ file: "t.card", text }]).diagnostics.filter((d) => d.severity === "error");
}

describe("accurate diagnostics on real cards", () => {
  it("CS1034: 'he or she' after the clause about 'Each player' is not each player in turn (within it, Stronghold Discipline's, it is)", () => {
    expect(errors("Each player loses 1 life for each creature he or she controls.", "Sorcery")).toEqual([]);
    const [diagnostic] = errors("Each player draws a card. You gain 1 life for each creature he or she controls.", "Sorcery");
    expect(diagnostic.code).toBe("CS1034");
    expect(diagnostic.message).toContain("'each player'");
    expect(diagnostic.message).toContain("code block");
    // With no player named at all, the usual message.
    expect(errors("{T}: He or she draws a card.")[0].message).toContain("no player was named before it");
  });

  it("'it' / 'those creatures' / 'them' after tokens or a card put into play names those objects (Giantbaiting, Gilt-Leaf Ambush, Incandescent Soulstoke, Elemental Mastery)", () => {
    expect(errors("Put a 4/4 red and green Giant Warrior creature token with haste into play. Remove it from the game at end of turn.", "Instant")).toEqual([]);
    expect(errors("Put two 1/1 green Elf Warrior creature tokens into play. Clash with an opponent. If you win, those creatures gain deathtouch until end of turn.", "Instant")).toEqual([]);
    expect(errors("{1}{R}, {T}: You may put an Elemental creature card from your hand into play. That creature gains haste until end of turn. Sacrifice it at end of turn.")).toEqual([]);
    expect(errors("{T}: Put two 1/1 red Elemental creature tokens with haste into play. Remove them from the game at end of turn.")).toEqual([]);
    // With nothing made before, the usual message; "them" names only objects a sentence made (else not a sentence).
    expect(errors("Draw a card. Remove it from the game at end of turn.", "Instant")[0]?.message ?? "").toContain("none was named before it");
    expect(errors("Draw a card. Remove them from the game at end of turn.", "Instant")[0]?.code).toBe("CS1030");
  });

  it("'it' after a card put into play is that card, not the trigger's object named before (Deathrender)", () => {
    expect(
      errors("Whenever equipped creature is put into a graveyard from play, you may put a creature card from your hand into play and attach Test Card to it.", "Artifact — Equipment"),
    ).toEqual([]);
    // "that creature" after a trigger that names one, with nothing put into play: the trigger's creature (Prison Term).
    const prison = errors("Whenever a creature comes into play under an opponent's control, you may attach Test Card to that creature.", "Enchantment — Aura\n  Enchant creature");
    expect(prison).toEqual([]);
  });

  it("CS1035: 'for each …' after an effect it can't count names that effect and what to do (a countering; a pump that also grants an ability)", () => {
    // Cenn's Heir's pump alone is counted now (test/runtime/modify-for-each.test.ts)
    expect(errors("Whenever Test Card attacks, it gets +1/+1 until end of turn for each other attacking Kithkin.")).toEqual([]);
    const [pump] = errors("Whenever Test Card attacks, it gets +1/+1 and gains flying until end of turn for each other attacking Kithkin.");
    expect(pump.code).toBe("CS1035");
    expect(pump.message).toContain("(changing power/toughness or abilities) can't be counted that way yet");
    expect(pump.message).toContain("code block");
    // Din of the Fireherd's sacrifice is counted now (test/runtime/modify-for-each.test.ts); a countering still isn't
    expect(errors("Target opponent sacrifices a creature for each black creature you control.", "Sorcery")).toEqual([]);
    const [counter] = errors("Counter target spell for each blue permanent you control.", "Instant");
    expect(counter.message).toContain("(countering");
  });

  it("CS1034: 'If you do' after an effect that is not optional asks whether it happened, not supported yet (Woeleecher)", () => {
    const [diagnostic] = errors("{W}, {T}: Remove a -1/-1 counter from target creature. If you do, you gain 2 life.");
    expect(diagnostic.code).toBe("CS1034");
    expect(diagnostic.message).toContain("whether the sentence before it happened");
    expect(diagnostic.message).not.toContain("refers to something the ability says you may do");
  });

  it("CS1035: 'blocks a creature or becomes blocked by a creature' names what can't be joined and suggests two abilities", () => {
    // Witherscale Wurm's "blocks or becomes blocked by a creature" is one event (test/runtime/blocks-or-blocked-by-309.test.ts)
    expect(errors("Whenever Test Card blocks or becomes blocked by a creature, that creature gains wither until end of turn.")).toEqual([]);
    const [diagnostic] = errors("Whenever Test Card blocks a creature or becomes blocked by a creature, that creature gains wither until end of turn.");
    expect(diagnostic.code).toBe("CS1035");
    expect(diagnostic.message).toContain('"by a creature"');
    expect(diagnostic.message).toContain("its own triggered ability");
    // "attacks or attacks" is the other mistake, and keeps its message.
    expect(errors("Whenever Test Card attacks or attacks, you gain 1 life.")[0].message).toContain("only among");
  });

  it("CS1036: a card chosen from a revealed hand and removed from the game is named as not supported yet (Tidehollow Sculler)", () => {
    const codes = errors("When Test Card comes into play, target opponent reveals his or her hand and you choose a nonland card from it. Remove that card from the game.");
    const diagnostic = codes.find((d) => d.code === "CS1036")!;
    expect(diagnostic.message).toContain("not supported yet");
    expect(diagnostic.message).not.toContain("add e.g.");
  });
});
