/**
 * The look-at-library family with real cards compiled from their text (Ponder, Telling Time): the player looks
 * at the top cards (217.2b: a library's cards are hidden; the log records who saw what) and decides where they
 * go through the decision interface: "orderCards", one card per position, and "lookPart", the cards of a part.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { compileCardSource } from "../../compiler/index.js";
import { createRegistry, type CardRegistry } from "../../runtime/definition.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { answer, find, logKinds, names, ok, passAll, table } from "./engine-helpers.js";
import { temporaryFolder, compileTestCards } from "../compiler/helpers.js";

const PONDER = `card "Ponder"\n  cost {U}\n  type Sorcery\n  Look at the top three cards of your library, then put them back in any order. You may shuffle your library.\n  Draw a card.\n`;
const TELLING_TIME = `card "Telling Time"\n  cost {1}{U}\n  type Instant\n  Look at the top three cards of your library. Put one of those cards into your hand, one on top of your library, and one on the bottom of your library.\n`;
const PEEK = `card "Test Peek"\n  cost {U}\n  type Instant\n  Look at the top card of target player's library.\n`;

const folder = temporaryFolder("effects-look");
afterAll(() => folder.cleanup());
let cards: CardRegistry;

beforeAll(async () => {
  const compiled = await compileTestCards(folder.dir, { ponder: PONDER, telling: TELLING_TIME, peek: PEEK });
  cards = createRegistry([...referenceCards, ...compiled]);
}, 120_000);

const spell = (line: string) => `card "T"\n  cost {U}\n  type Sorcery\n  ${line}\n`;

describe("look-at-library: the language", () => {
  it.each([PONDER, TELLING_TIME, PEEK])("a real card's text checks clean and prints back the same in both wordings (%#)", (text) => {
    const { files, diagnostics } = checkCardSources([{ file: "c.card", text }]);
    expect(diagnostics).toEqual([]);
    for (const wording of ["2007", "current"] as const) {
      const printed = printCardFile(files[0].ast, { wording });
      const lines = text.split("\n").slice(3).filter(Boolean);
      for (const line of lines) expect(printed).toContain(line.replace(/his or her/g, wording === "2007" ? "his or her" : "their"));
      // and the printed text parses to the same effects
      const again = checkCardSources([{ file: "c.card", text: printed }]);
      expect(again.diagnostics).toEqual([]);
    }
  });

  it("the look and what follows are one effect", () => {
    const { files } = checkCardSources([{ file: "c.card", text: TELLING_TIME }]);
    const ability = files[0].ast.cards[0].abilities[0];
    const effects = ability.kind === "Spell" && ability.body.kind === "Effects" ? ability.body.effects : [];
    expect(effects.map((effect) => effect.kind)).toEqual(["LookAtTop"]);
    expect(effects[0]).toMatchObject({
      then: { kind: "distribute", parts: [{ count: 1, to: "hand" }, { count: 1, to: "libraryTop" }, { count: 1, to: "libraryBottom" }] },
    });
  });

  it("CS1034: 'them' with nothing looked at says to look first; CS1035: parts that do not add up", () => {
    expect(checkCardSources([{ file: "c.card", text: spell("Put them back in any order.") }]).diagnostics.map((d) => [d.code, d.message])).toEqual([
      ["CS1034", "'Them' refers to the cards looked at: write 'Look at the top N cards of your library' first."],
    ]);
    const parts = checkCardSources([{ file: "c.card", text: spell("Look at the top three cards of your library. Put one of those cards into your hand and one on top of your library.") }]);
    expect(parts.diagnostics.map((d) => [d.code, d.message])).toEqual([["CS1035", "The parts (1 + 1) must add up to the 3 cards looked at."]]);
  });

  it("compiles to the family's primitives", async () => {
    const { code } = await compileCardSource(TELLING_TIME, "cards/t.card", { runtimeImport: "../runtime.js" });
    expect(code!.replace(/\s+/g, "")).toContain('ctx.distributeTop(ctx.controller,3,[{count:1,to:"hand"},{count:1,to:"libraryTop"},{count:1,to:"libraryBottom"},]);');
  });
});

describe("look-at-library: the game", () => {
  const library = ["Island", "Plains", "Swamp", "Mountain"];

  it("Ponder: the order is asked card by card ('orderCards'), the last card needs no answer; then may shuffle; then the draw", () => {
    const game = table({ hand: ["Ponder"], play: ["Island"], library }, {}, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Ponder"), targets: [] });
    passAll(game);
    const first = game.pendingDecision()!;
    expect(first).toMatchObject({ player: "p1", kind: "orderCards", min: 1, max: 1 });
    expect(first.options.map((id) => game.object(id as string)?.name)).toEqual(["Island", "Plains", "Swamp"]);
    answer(game, [find(game, "p1", "library", "Swamp")]);
    expect(game.pendingDecision()!.options.map((id) => game.object(id as string)?.name)).toEqual(["Island", "Plains"]);
    answer(game, [find(game, "p1", "library", "Plains")]);
    expect(game.pendingDecision()).toMatchObject({ kind: "may", options: ["yes", "no"] });
    answer(game, ["no"]);
    passAll(game);
    expect(names(game, "p1", "hand")).toEqual(["Swamp"]);
    expect(names(game, "p1", "library")).toEqual(["Plains", "Island", "Mountain"]);
    expect(logKinds(game, "look")).toEqual([expect.objectContaining({ player: "p1", library: "p1" })]);
  });

  it("Telling Time: one card into the hand, one on top, the last on the bottom without a question", () => {
    const game = table({ hand: ["Telling Time"], play: ["Island", "Island"], library }, {}, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Telling Time"), targets: [] });
    passAll(game);
    expect(game.pendingDecision()).toMatchObject({ kind: "lookPart", min: 1, max: 1 });
    answer(game, [find(game, "p1", "library", "Plains")]);
    expect(game.pendingDecision()!.options.map((id) => game.object(id as string)?.name)).toEqual(["Island", "Swamp"]);
    answer(game, [find(game, "p1", "library", "Swamp")]);
    passAll(game);
    expect(names(game, "p1", "hand")).toEqual(["Plains"]);
    expect(names(game, "p1", "library")).toEqual(["Swamp", "Mountain", "Island"]);
  });

  it("a look at another player's library changes nothing but the log", () => {
    const game = table({ hand: ["Test Peek"], play: ["Island"] }, { library: ["Swamp", "Forest"] }, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Peek"), targets: [["p2"]] });
    passAll(game);
    expect(names(game, "p2", "library")).toEqual(["Swamp", "Forest"]);
    const [look] = logKinds(game, "look");
    expect(look).toMatchObject({ player: "p1", library: "p2" });
    expect((look.cards as string[]).map((id) => game.object(id)?.name)).toEqual(["Swamp"]);
  });

  it("fewer cards than the text says: only those are looked at and ordered", () => {
    const game = table({ hand: ["Ponder"], play: ["Island"], library: ["Island", "Plains"] }, {}, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Ponder"), targets: [] });
    passAll(game);
    answer(game, [find(game, "p1", "library", "Plains")]);
    answer(game, ["no"]);
    passAll(game);
    expect(names(game, "p1", "hand")).toEqual(["Plains"]);
  });
});
