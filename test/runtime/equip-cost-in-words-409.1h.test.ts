/**
 * "Equip—Remove a charge counter from Sigil of Distinction." (Shards of Alara): Equip with a cost in words after a
 * dash, compiled from the corpus text in both wordings: the equip ability (attach to target creature you control,
 * only as a sorcery) whose cost removes a counter from the Equipment, paid in full before it is played (409.1h), and
 * refused when it can't be paid.
 */
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { compileCardSource } from "../../compiler/index.js";
import { createRegistry, type CardDefinition, type CardRegistry } from "../../runtime/definition.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { find, ok, refused, table } from "./engine-helpers.js";
import { temporaryFolder, writeModule, writeRuntimeReexport } from "../compiler/helpers.js";

const SIGIL = {
  "2007": 'card "Sigil of Distinction"\n  cost {X}\n  type Artifact — Equipment\n  Sigil of Distinction comes into play with X charge counters on it.\n  Equipped creature gets +1/+1 for each charge counter on Sigil of Distinction.\n  Equip—Remove a charge counter from Sigil of Distinction.\n',
  current: 'card "Sigil of Distinction"\n  cost {X}\n  type Artifact — Equipment\n  Sigil of Distinction enters the battlefield with X charge counters on it.\n  Equipped creature gets +1/+1 for each charge counter on Sigil of Distinction.\n  Equip—Remove a charge counter from Sigil of Distinction.\n',
};

describe("Equip with a cost in words: the language", () => {
  it("both wordings parse clean to the same tree and print back as written", () => {
    const trees = (["2007", "current"] as const).map((wording) => {
      const { files, diagnostics } = checkCardSources([{ file: "t.card", text: SIGIL[wording] }]);
      expect(diagnostics).toEqual([]);
      expect(printCardFile(files[0].ast, { wording })).toBe(SIGIL[wording]);
      return JSON.stringify(files[0].ast.cards, (key, v) => (key === "range" || key === "nameRange" ? undefined : v));
    });
    expect(trees[1]).toBe(trees[0]);
  });
});

const folder = temporaryFolder("equip-cost-in-words");
afterAll(() => folder.cleanup());
let cards: Record<"2007" | "current", CardRegistry>;

beforeAll(async () => {
  await writeRuntimeReexport(folder.dir);
  const compile = async (wording: "2007" | "current") => {
    // The card's X on entering is not carried from the spell to the permanent yet (a build error says so): the
    // runtime test gives it a number of counters instead.
    const text = SIGIL[wording].replace("cost {X}", "cost {3}").replace("with X charge counters", "with two charge counters");
    const result = await compileCardSource(text, `cards/sigil-${wording}.card`, { runtimeImport: "../runtime.js" });
    expect(result.diagnostics).toEqual([]);
    const file = writeModule(folder.dir, `cards/sigil-${wording}.ts`, result.code!);
    return ((await import(pathToFileURL(file).href)) as { default: CardDefinition }).default;
  };
  cards = { "2007": createRegistry([...referenceCards, await compile("2007")]), current: createRegistry([...referenceCards, await compile("current")]) };
}, 120_000);

describe.each(["2007", "current"] as const)("409.1h: Equip—Remove a charge counter (%s wording)", (wording) => {
  it("equipping removes a charge counter, then the creature gets +1/+1 for each one left", () => {
    const game = table({ play: [{ card: "Sigil of Distinction", counters: { charge: 2 } }, "Grizzly Bears"] }, {}, { cards: cards[wording] });
    const sigil = find(game, "p1", "play", "Sigil of Distinction");
    const bears = find(game, "p1", "play", "Grizzly Bears");
    ok(game, { kind: "activate", player: "p1", object: sigil, ability: 2, targets: [[bears]] });
    expect(game.object(sigil)!.counters["charge"]).toBe(1);
    ok(game, { kind: "pass", player: "p1" });
    ok(game, { kind: "pass", player: "p2" });
    expect(game.attachedTo(sigil)).toBe(bears);
    expect([game.object(bears)!.power, game.object(bears)!.toughness]).toEqual([3, 3]);
  });

  it("without a charge counter the cost can't be paid, so it can't be played", () => {
    const game = table({ play: ["Sigil of Distinction", "Grizzly Bears"] }, {}, { cards: cards[wording] });
    refused(game, { kind: "activate", player: "p1", object: find(game, "p1", "play", "Sigil of Distinction"), ability: 2, targets: [[find(game, "p1", "play", "Grizzly Bears")]] }, "409.1h");
  });
});
