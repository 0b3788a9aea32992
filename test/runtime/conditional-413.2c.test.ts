/**
 * An effect under a condition read as the spell or ability resolves (413.2c: its instructions followed in the
 * order written), the conditional family: "If you control a Giant, draw a card." (Giant's Ire), "If you control
 * another Giant, …" (the source itself does not count). Grammar round trip in both wordings, then behaviour
 * through cards compiled from their text.
 */
import { describe, expect, it } from "vitest";
import { checkCardSources } from "../../grammar/index.js";
import { restoreGame } from "../../runtime/game.js";
import { compiledWithReference } from "./compiled-cards.js";
import { find, names, ok, passAll, table } from "./engine-helpers.js";
import { expectRoundTrip } from "../grammar/round-trip.js";

const CARDS: Record<string, string> = {
  ire: `card "Test Ire"\n  cost {R}\n  type Tribal Sorcery — Giant\n  Target player loses 2 life. If you control a Giant, draw a card.\n`,
  chief: `card "Test Chief"\n  cost {R}\n  type Creature — Giant\n  1/1\n  {T}: If you control another Giant, you gain 2 life.\n`,
  shade: `card "Test Shade"\n  cost {B}\n  type Creature — Shade\n  1/1\n`,
  temper: `card "Test Temper"\n  cost {R}\n  type Instant\n  Test Temper deals 2 damage to target creature. If you control a black permanent, destroy that creature instead.\n`,
};

const compiled = compiledWithReference("conditional-413.2c", CARDS);

describe("413.2c: 'If <condition>, <clause>' in a spell or ability", () => {
  it("413.2c: 'If you control a Giant, draw a card.' parses and prints back in both wordings", () => {
    const line = "Target player loses 2 life. If you control a Giant, draw a card.";
    expectRoundTrip(CARDS.ire, { "2007": line, current: line });
    const chief = "{T}: If you control another Giant, you gain 2 life.";
    expectRoundTrip(CARDS.chief, { "2007": chief, current: chief });
  });

  it("413.2c: 'If you control a white creature, …' takes any object noun; an unknown condition is still reported", () => {
    const text = (line: string) => `card "T"\n  cost {W}\n  type Sorcery\n  ${line}\n`;
    expect(checkCardSources([{ file: "c.card", text: text("You gain 2 life. If you control a white creature, draw a card.") }]).diagnostics).toEqual([]);
    const { diagnostics } = checkCardSources([{ file: "c.card", text: text("You gain 2 life. If you control seven creatures, draw a card.") }]);
    expect(diagnostics.map((d) => d.code)).toContain("CS1030");
  });

  it("413.2c: the card is drawn only if its controller controls a Giant as the spell resolves", () => {
    for (const [play, drawn] of [[["Mountain", "Hill Giant"], 1], [["Mountain", "Grizzly Bears"], 0]] as const) {
      const game = table({ hand: ["Test Ire"], play: [...play], library: ["Forest", "Forest"] }, { play: ["Hill Giant"] }, { cards: compiled.registry });
      const handBefore = names(game, "p1", "hand").length;
      ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Ire"), targets: [["p2"]] });
      passAll(game);
      expect(game.player("p2").life).toBe(18);
      // the opponent's Giant is not "a Giant you control"
      expect(names(game, "p1", "hand").length).toBe(handBefore - 1 + drawn);
    }
  });

  it("413.2c: 'another Giant' does not count the ability's source", () => {
    for (const [play, life] of [[["Test Chief"], 20], [["Test Chief", "Hill Giant"], 22]] as const) {
      const game = table({ play: [...play] }, {}, { cards: compiled.registry });
      ok(game, { kind: "activate", player: "p1", object: find(game, "p1", "play", "Test Chief"), ability: 0, targets: [] });
      passAll(game);
      expect(game.player("p1").life).toBe(life);
    }
  });
});

describe("Eventide: 'if {W} was spent to play ~' (the colours of mana the spell's payment spent)", () => {
  const SPENT: Record<string, string> = {
    spent: `card "Test Infusion"\n  cost {1}{W/U}\n  type Sorcery\n  You gain 2 life if {W} was spent to play Test Infusion.\n  If {U} was spent to play Test Infusion, draw a card.\n`,
  };
  const spent = compiledWithReference("conditional-mana-spent", SPENT);

  it("413.2c: 'You gain 2 life if {W} was spent to play ~.' and 'If {U} was spent to play ~, draw a card.' print back in both wordings ('to cast this spell' today)", () => {
    const card = (line: string) => `card "Test Infusion"\n  cost {1}{W/U}\n  type Sorcery\n  ${line}\n`;
    expectRoundTrip(card("You gain 2 life if {W} was spent to play Test Infusion."), {
      "2007": "You gain 2 life if {W} was spent to play Test Infusion.",
      current: "You gain 2 life if {W} was spent to cast this spell.",
    });
    expectRoundTrip(card("If {U} was spent to cast this spell, return up to one target creature to its owner's hand."), {
      "2007": "If {U} was spent to play Test Infusion, return up to one target creature to its owner's hand.",
      current: "If {U} was spent to cast this spell, return up to one target creature to its owner's hand.",
    });
    const { diagnostics } = checkCardSources([{ file: "c.card", text: card("You gain 2 life if {2} was spent to play Test Infusion.") }]);
    expect(diagnostics.map((d) => d.code)).toEqual(["CS1035"]);
    expect(diagnostics[0].message).toContain("one coloured mana symbol");
  });

  it("413.2c: each part happens only if its colour was spent: W and U, W alone, U alone", () => {
    for (const [lands, life, drawn] of [[["Plains", "Island"], 22, 1], [["Plains", "Plains"], 22, 0], [["Island", "Island"], 20, 1]] as const) {
      const game = table({ hand: ["Test Infusion"], play: [...lands], library: ["Forest", "Forest"] }, {}, { cards: spent.registry });
      ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Infusion"), targets: [] });
      passAll(game);
      expect([game.player("p1").life, names(game, "p1", "hand").length], lands.join("+")).toEqual([life, drawn]);
    }
  });

  it("413.2c: the colours spent are the spell's plain data: a snapshot taken while it is on the stack keeps them", () => {
    const game = table({ hand: ["Test Infusion"], play: ["Plains", "Plains"] }, {}, { cards: spent.registry });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Infusion"), targets: [] });
    const restored = restoreGame(JSON.parse(JSON.stringify(game.snapshot())), spent.registry);
    passAll(restored);
    expect(restored.player("p1").life).toBe(22);
    const bad = JSON.parse(JSON.stringify(game.snapshot()));
    const spell = bad.state.stack.find((item: { manaSpent?: string[] }) => item.manaSpent !== undefined);
    expect(spell.manaSpent).toEqual(["W"]);
    spell.manaSpent = ["P"];
    expect(() => restoreGame(bad, spent.registry)).toThrow(/manaSpent/);
  });

  it("413.2c: a snapshot of version 4, whose spell's record held the colours spent, restores with them on the spell", () => {
    const game = table({ hand: ["Test Infusion"], play: ["Plains", "Plains"] }, {}, { cards: spent.registry });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Infusion"), targets: [] });
    const old = JSON.parse(JSON.stringify(game.snapshot()));
    const item = old.state.stack[0];
    old.state.objects.find((o: { id?: string } | null) => o?.id === item.id).manaSpent = item.manaSpent;
    delete item.manaSpent;
    old.version = 4;
    const restored = restoreGame(old, spent.registry);
    expect(old.state.stack[0].manaSpent).toBeUndefined(); // the snapshot itself is not changed
    passAll(restored);
    expect(restored.player("p1").life).toBe(22);
    // Version 5 records have no such field.
    const misplaced = JSON.parse(JSON.stringify(game.snapshot()));
    misplaced.state.objects.find((o: { id?: string } | null) => o?.id === item.id).manaSpent = ["W"];
    expect(() => restoreGame(misplaced, spent.registry)).toThrow(/manaSpent/);
  });
});

describe("413.2c: '… if ~ is untapped. Otherwise, …' (Sphinx Sovereign)", () => {
  const line = "{1}: You gain 3 life if Test Sphinx is untapped. Otherwise, each opponent loses 3 life.";
  const SPHINX = `card "Test Sphinx"\n  cost {W}\n  type Artifact\n  ${line}\n  {T}: You gain 1 life.\n`;
  const sphinxSet = compiledWithReference("conditional-sphinx", { sphinx: SPHINX });

  it("413.2c: parses and prints back in both wordings; 'Otherwise' after no condition is CS1034", () => {
    expectRoundTrip(SPHINX, { "2007": line, current: line });
    const lone = SPHINX.replace("You gain 3 life if Test Sphinx is untapped. ", "You gain 3 life. ");
    expect(checkCardSources([{ file: "s.card", text: lone }]).diagnostics.find((d) => d.code === "CS1034")?.message).toContain("'Otherwise' follows a sentence with a condition");
  });

  it("413.2c: untapped as the ability resolves, its controller gains 3 life; tapped, each opponent loses 3 life instead", () => {
    for (const tapFirst of [false, true]) {
      const game = table({ play: ["Test Sphinx", "Plains"] }, {}, { cards: sphinxSet.registry });
      const sphinx = find(game, "p1", "play", "Test Sphinx");
      ok(game, { kind: "activate", player: "p1", object: sphinx, ability: 0 });
      if (tapFirst) ok(game, { kind: "activate", player: "p1", object: sphinx, ability: 1 });
      passAll(game); // the {T} ability (if any) resolves first: +1
      if (tapFirst) passAll(game);
      expect([game.player("p1").life, game.player("p2").life]).toEqual(tapFirst ? [21, 17] : [23, 20]);
    }
  });
});

describe("413.2c: 'If <condition>, <clause> instead.' replaces the effect before it (Conflux's Dark Temper)", () => {
  const line = "Test Temper deals 2 damage to target creature. If you control a black permanent, destroy that creature instead.";

  it("parses into one condition whose otherwise is the effect before, and prints back in both wordings", () => {
    expectRoundTrip(CARDS.temper, { "2007": line, current: line });
    const { files, diagnostics } = checkCardSources([{ file: "t.card", text: CARDS.temper }]);
    expect(diagnostics).toEqual([]);
    const ability = files[0].ast!.cards[0].abilities[0];
    if (ability.kind !== "Spell" || ability.body.kind !== "Effects") throw new Error("expected spell text");
    expect(ability.body.effects).toHaveLength(1);
    expect(ability.body.effects[0]).toMatchObject({ kind: "IfCondition", instead: true, effects: [{ kind: "Destroy" }], otherwise: [{ kind: "DealDamage" }] });
  });

  it("Dark Temper's own words, 'destroy the creature instead': the target named again as 'the creature', printed back so", () => {
    const written = "Test Temper deals 2 damage to target creature. If you control a black permanent, destroy the creature instead.";
    const text = CARDS.temper.replace(line, written);
    expectRoundTrip(text, { "2007": written, current: written });
    const { files, diagnostics } = checkCardSources([{ file: "t.card", text }]);
    expect(diagnostics).toEqual([]);
    const ability = files[0].ast!.cards[0].abilities[0];
    if (ability.kind !== "Spell" || ability.body.kind !== "Effects") throw new Error("expected spell text");
    expect(ability.body.effects[0]).toMatchObject({ kind: "IfCondition", effects: [{ kind: "Destroy", objects: { kind: "Ref", ref: { kind: "Target", target: 0, theWords: true } } }] });
    // "the creature" with no target before it is an error at the words
    const alone = checkCardSources([{ file: "t.card", text: `card "T"\n  cost {B}\n  type Sorcery\n  You gain 2 life. Destroy the creature.\n` }]).diagnostics;
    expect(alone.map((d) => d.code)).toContain("CS1034");
  });

  it("'… instead' with no effect before it is reported with what to write", () => {
    const text = `card "T"\n  cost {B}\n  type Sorcery\n  If you control a black permanent, draw a card instead.\n`;
    const { diagnostics } = checkCardSources([{ file: "t.card", text }]);
    expect(diagnostics.map((d) => d.code)).toContain("CS1035");
    expect(diagnostics.find((d) => d.code === "CS1035")?.message).toContain("replaces the effect written just before it");
  });

  it("with a black permanent (a black creature) the creature is destroyed and dealt no damage; without one (a Swamp is colourless) it is dealt 2 damage", () => {
    for (const [play, destroyed] of [[["Mountain", "Test Shade"], true], [["Mountain", "Swamp"], false]] as const) {
      const game = table({ hand: ["Test Temper"], play: [...play] }, { play: ["Hill Giant"] }, { cards: compiled.registry });
      const giant = find(game, "p2", "play", "Hill Giant");
      ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Temper"), targets: [[giant]] });
      passAll(game);
      if (destroyed) {
        expect(names(game, "p2", "graveyard")).toContain("Hill Giant");
        expect(game.log().some((event) => event.kind === "damage" && event.recipient === giant)).toBe(false);
      } else {
        expect(names(game, "p2", "play")).toContain("Hill Giant");
        expect(game.object(giant)!.damage).toBe(2);
      }
    }
  });
});
