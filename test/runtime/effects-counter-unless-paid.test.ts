/**
 * "Counter target spell unless its controller pays {1}." (Spell Snip's first line; its Cycling line is the costs
 * work's): the glossary's "Counter", with a "payToKeep" decision of the spell's controller, asked only when
 * that player can pay (mana from their untapped sources, planned as for casting).
 */
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { compileCardSource } from "../../compiler/index.js";
import { createRegistry, type CardDefinition, type CardRegistry } from "../../runtime/definition.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { answer, find, logKinds, names, ok, passAll, table } from "./engine-helpers.js";
import { temporaryFolder, writeModule, writeRuntimeReexport } from "../compiler/helpers.js";

const SNIP = `card "Test Snip"\n  cost {2}{U}\n  type Instant\n  Counter target spell unless its controller pays {1}.\n`;
const folder = temporaryFolder("effects-counter-unless");
afterAll(() => folder.cleanup());
let cards: CardRegistry;

beforeAll(async () => {
  await writeRuntimeReexport(folder.dir);
  const result = await compileCardSource(SNIP, "cards/snip.card", { runtimeImport: "../runtime.js" });
  expect(result.diagnostics).toEqual([]);
  expect(result.code).toContain("ctx.counterUnlessPaid(ctx.targets(0), { generic: 1, W: 0, U: 0, B: 0, R: 0, G: 0, x: 0 });");
  const snip = ((await import(pathToFileURL(writeModule(folder.dir, "cards/snip.ts", result.code!)).href)) as { default: CardDefinition }).default;
  cards = createRegistry([...referenceCards, snip]);
}, 120_000);

it("parses, prints back in both wordings; CS2009 still wants a spell", () => {
  const { files, diagnostics } = checkCardSources([{ file: "c.card", text: SNIP }]);
  expect(diagnostics).toEqual([]);
  for (const wording of ["2007", "current"] as const) expect(printCardFile(files[0].ast, { wording })).toContain("  Counter target spell unless its controller pays {1}.\n");
  const creature = SNIP.replace("target spell", "target creature");
  expect(checkCardSources([{ file: "c.card", text: creature }]).diagnostics.map((d) => d.code)).toEqual(["CS2009"]);
});

/** Alice casts Shock at Bob; Bob answers with the snip. Alice keeps `aliceLands` lands, one of them untapped after Shock. */
function snipShock(aliceLands: string[]) {
  const game = table({ hand: ["Shock"], play: aliceLands }, { hand: ["Test Snip"], play: ["Island", "Island", "Island"] }, { cards });
  ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Shock"), targets: [["p2"]] });
  const shock = game.stack()[0].id;
  ok(game, { kind: "pass", player: "p1" });
  ok(game, { kind: "cast", player: "p2", card: find(game, "p2", "hand", "Test Snip"), targets: [[shock]] });
  passAll(game);
  return game;
}

it("the controller pays {1}: the spell stays and resolves, and the land is tapped", () => {
  const game = snipShock(["Mountain", "Mountain"]);
  expect(game.pendingDecision()).toMatchObject({ player: "p1", kind: "payToKeep", options: ["yes", "no"] });
  answer(game, ["yes"]);
  passAll(game);
  expect(game.player("p2").life).toBe(18);
  expect(logKinds(game, "countered")).toEqual([]);
  expect(game.zone("p1", "play").every((id) => game.object(id)?.tapped)).toBe(true);
});

it("the controller declines: countered", () => {
  const game = snipShock(["Mountain", "Mountain"]);
  answer(game, ["no"]);
  passAll(game);
  expect(game.player("p2").life).toBe(20);
  expect(names(game, "p1", "graveyard")).toEqual(["Shock"]);
});

it("the controller cannot pay: countered without a question", () => {
  const game = snipShock(["Mountain"]);
  expect(game.pendingDecision()).toBeNull();
  expect(game.player("p2").life).toBe(20);
  expect(logKinds(game, "countered")).toHaveLength(1);
});
