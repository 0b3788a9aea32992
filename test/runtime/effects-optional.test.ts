/**
 * The optional family: "you may …" is a decision of the player named ("may": yes or no) made as the effect
 * happens; "If you do, …" happens only when that player did it. Cards compiled from their text.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { compileCardSource } from "../../compiler/index.js";
import { createRegistry, type CardRegistry } from "../../runtime/definition.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { answer, find, names, ok, passAll, table } from "./engine-helpers.js";
import { temporaryFolder, compileTestCards } from "../compiler/helpers.js";

const CARDS: Record<string, string> = {
  loot: `card "Test Loot"\n  cost {U}\n  type Sorcery\n  You may draw a card. If you do, discard a card.\n`,
  gift: `card "Test Gift"\n  cost {U}\n  type Sorcery\n  Target player may draw a card.\n`,
  bounce: `card "Test Bounce"\n  cost {U}\n  type Instant\n  You may return target creature to its owner's hand.\n`,
};

const folder = temporaryFolder("effects-optional");
afterAll(() => folder.cleanup());
let cards: CardRegistry;

beforeAll(async () => {
  const compiled = await compileTestCards(folder.dir, CARDS);
  cards = createRegistry([...referenceCards, ...compiled]);
}, 120_000);

const spell = (line: string) => `card "T"\n  cost {U}\n  type Sorcery\n  ${line}\n`;

describe("optional: the language", () => {
  it.each(["You may shuffle your library.", "Target player may draw a card.", "You may return target creature to its owner's hand."])(
    "'%s' parses and prints back the same in both wordings",
    (line) => {
      const { files, diagnostics } = checkCardSources([{ file: "c.card", text: spell(line) }]);
      expect(diagnostics).toEqual([]);
      for (const wording of ["2007", "current"] as const) expect(printCardFile(files[0].ast, { wording })).toContain(`  ${line}\n`);
    },
  );

  it("'If you do' holds its clause, printed with its subject, and parses back to the same tree", () => {
    const { files, diagnostics } = checkCardSources([{ file: "c.card", text: CARDS.loot }]);
    expect(diagnostics).toEqual([]);
    const printed = printCardFile(files[0].ast, { wording: "2007" });
    expect(printed).toContain("You may draw a card. If you do, you discard a card.");
    const again = checkCardSources([{ file: "c.card", text: printed }]);
    const effects = (result: typeof again) => {
      const ability = result.files[0].ast.cards[0].abilities[0];
      return ability.kind === "Spell" && ability.body.kind === "Effects" ? ability.body.effects.map((e) => [e.kind, "effects" in e ? e.effects.map((i) => i.kind) : []]) : [];
    };
    expect(effects(again)).toEqual([["May", ["Draw"]], ["IfYouDo", ["Discard"]]]);
    expect(effects(again)).toEqual(effects({ files, diagnostics }));
  });

  it("CS1034: 'If you do' without a 'may' before it says to write the 'You may …' sentence", () => {
    expect(checkCardSources([{ file: "c.card", text: spell("If you do, draw a card.") }]).diagnostics.map((d) => [d.code, d.message])).toEqual([
      ["CS1034", "'If you do' refers to something the ability says you may do: write the 'You may …' sentence before it."],
    ]);
  });

  it("the effects inside a 'may' are validated as the ability's own: CS2009 for a player where a spell is needed", () => {
    expect(checkCardSources([{ file: "c.card", text: spell("You may counter target creature.") }]).diagnostics.map((d) => d.code)).toEqual(["CS2009"]);
  });

  it("compiles to ctx.may and a guarded block", async () => {
    const { code } = await compileCardSource(CARDS.loot, "cards/loot.card", { runtimeImport: "../runtime.js" });
    expect(code).toContain("const may1 = ctx.may(ctx.controller);");
    expect(code).toMatch(/if \(may1\) \{\s+ctx\.draw\(ctx\.controller, 1\);\s+\}\s+if \(may1\) \{\s+ctx\.discard\(ctx\.controller, 1\);/);
  });
});

describe("optional: the game", () => {
  it("yes: the player draws, and then (if you do) discards", () => {
    const game = table({ hand: ["Test Loot", "Shock"], play: ["Island"], library: ["Swamp"] }, {}, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Loot"), targets: [] });
    passAll(game);
    expect(game.pendingDecision()).toMatchObject({ player: "p1", kind: "may", options: ["yes", "no"], min: 1, max: 1 });
    answer(game, ["yes"]);
    expect(game.pendingDecision()).toMatchObject({ kind: "discard" });
    answer(game, [find(game, "p1", "hand", "Shock")]);
    expect(names(game, "p1", "hand")).toEqual(["Swamp"]);
    expect(names(game, "p1", "graveyard").sort()).toEqual(["Shock", "Test Loot"]);
  });

  it("no: neither the draw nor what depends on it", () => {
    const game = table({ hand: ["Test Loot", "Shock"], play: ["Island"], library: ["Swamp"] }, {}, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Loot"), targets: [] });
    passAll(game);
    answer(game, ["no"]);
    passAll(game);
    expect(names(game, "p1", "hand")).toEqual(["Shock"]);
    expect(names(game, "p1", "library")).toEqual(["Swamp"]);
  });

  it("'Target player may …': the target player decides, not the caster", () => {
    const game = table({ hand: ["Test Gift"], play: ["Island"] }, { library: ["Forest"] }, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Gift"), targets: [["p2"]] });
    passAll(game);
    expect(game.pendingDecision()).toMatchObject({ player: "p2", kind: "may" });
    answer(game, ["yes"]);
    expect(names(game, "p2", "hand")).toEqual(["Forest"]);
  });

  it("the answer is logged and the same answers replay the same game", () => {
    const play = () => {
      const game = table({ hand: ["Test Bounce"], play: ["Island"] }, { play: ["Hill Giant"] }, { cards });
      ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Bounce"), targets: [[find(game, "p2", "play", "Hill Giant")]] });
      passAll(game);
      answer(game, ["yes"]);
      return game;
    };
    const game = play();
    expect(names(game, "p2", "hand")).toEqual(["Hill Giant"]);
    expect(game.log().filter((event) => event.kind === "answer")).toEqual([expect.objectContaining({ player: "p1", decision: "may", choices: ["yes"] })]);
    expect(play().log()).toEqual(game.log());
  });
});
