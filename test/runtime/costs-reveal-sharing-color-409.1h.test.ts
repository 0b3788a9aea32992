/**
 * 409.1h (2007): a cost in words paid in full before the ability is played — "Reveal two cards from your hand that
 * share a color" (Illuminated Folio, compiled from its corpus text): refused without two cards of one colour in
 * hand; paid by choosing the colour (when more than one would do), then the cards of it, which are revealed and
 * stay in the hand.
 */
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { compileCardSource } from "../../compiler/index.js";
import { createRegistry, type CardDefinition, type CardRegistry } from "../../runtime/definition.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { answer, find, logKinds, names, ok, passAll, refused, table } from "./engine-helpers.js";
import { temporaryFolder, writeModule, writeRuntimeReexport } from "../compiler/helpers.js";

const FOLIO = 'card "Illuminated Folio"\n  cost {5}\n  type Artifact\n  {1}, {T}, Reveal two cards from your hand that share a color: Draw a card.\n';

describe("409.1h: 'Reveal two cards from your hand that share a color' in the language", () => {
  it("parses clean and prints back as written in both wordings", () => {
    const { files, diagnostics } = checkCardSources([{ file: "t.card", text: FOLIO }]);
    expect(diagnostics).toEqual([]);
    expect(printCardFile(files[0].ast, { wording: "2007" })).toBe(FOLIO);
    expect(printCardFile(files[0].ast, { wording: "current" })).toBe(FOLIO);
  });

  it("one card can't share a color: the error says to reveal two or more", () => {
    const { diagnostics } = checkCardSources([{ file: "t.card", text: FOLIO.replace("Reveal two cards", "Reveal a cards") }]);
    expect(diagnostics.map((d) => d.code)).toEqual(["CS1035"]);
    expect(diagnostics[0].message).toContain("two or more");
  });
});

const folder = temporaryFolder("costs-reveal-sharing-color");
afterAll(() => folder.cleanup());
let cards: CardRegistry;

beforeAll(async () => {
  await writeRuntimeReexport(folder.dir);
  const result = await compileCardSource(FOLIO, "cards/illuminated-folio.card", { runtimeImport: "../runtime.js" });
  expect(result.diagnostics).toEqual([]);
  const file = writeModule(folder.dir, "cards/illuminated-folio.ts", result.code!);
  cards = createRegistry([...referenceCards, ((await import(pathToFileURL(file).href)) as { default: CardDefinition }).default]);
}, 120_000);

describe("409.1h: Illuminated Folio's reveal cost", () => {
  it("without two cards of one colour in hand the ability can't be played (a land has no colour)", () => {
    const game = table({ hand: ["Shock", "Grizzly Bears", "Island"], play: ["Illuminated Folio", "Plains"] }, {}, { cards });
    refused(game, { kind: "activate", player: "p1", object: find(game, "p1", "play", "Illuminated Folio"), ability: 0 }, "share a color");
    expect(game.legalActions().some((a) => a.kind === "activate")).toBe(false);
  });

  it("two red cards: revealed, kept in hand, and the ability draws a card", () => {
    const game = table({ hand: ["Shock", "Lightning Bolt", "Grizzly Bears"], play: ["Illuminated Folio", "Plains"] }, {}, { cards });
    ok(game, { kind: "activate", player: "p1", object: find(game, "p1", "play", "Illuminated Folio"), ability: 0 });
    const revealed = logKinds(game, "reveal");
    expect(revealed).toHaveLength(1);
    expect(names(game, "p1", "hand").sort()).toEqual(["Grizzly Bears", "Lightning Bolt", "Shock"]);
    passAll(game);
    expect(names(game, "p1", "hand")).toHaveLength(4);
  });

  it("two colours that would do: the player chooses the colour, then which cards of it", () => {
    const game = table({ hand: ["Shock", "Lightning Bolt", "Grizzly Bears", "Grizzly Bears", "Grizzly Bears"], play: ["Illuminated Folio", "Plains"] }, {}, { cards });
    ok(game, { kind: "activate", player: "p1", object: find(game, "p1", "play", "Illuminated Folio"), ability: 0 });
    expect(game.pendingDecision()?.kind).toBe("color");
    answer(game, ["green"]);
    expect(game.pendingDecision()?.kind).toBe("reveal");
    answer(game, [find(game, "p1", "hand", "Grizzly Bears", 0), find(game, "p1", "hand", "Grizzly Bears", 2)]);
    passAll(game);
    expect(names(game, "p1", "hand")).toHaveLength(6);
  });
});
