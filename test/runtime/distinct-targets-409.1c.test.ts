/**
 * 409.1c: a spell or ability that says "target" several times may choose one object for each instance, but "another
 * target" / "a third target" after earlier targets must be a different one. Cone of Flame and Fate Transfer
 * compiled from their printed text: the listed casts never repeat a target across groups, the engine refuses a
 * repeat, and with too few different targets the spell can't be cast at all.
 */
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compileCardSource } from "../../compiler/index.js";
import { createRegistry, type CardDefinition, type CardRegistry } from "../../runtime/definition.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { find, ok, refused, table } from "./engine-helpers.js";
import { temporaryFolder, writeModule, writeRuntimeReexport } from "../compiler/helpers.js";

const CONE = `card "Cone of Flame"\n  cost {3}{R}{R}\n  type Sorcery\n  Cone of Flame deals 1 damage to target creature or player, 2 damage to another target creature or player, and 3 damage to a third target creature or player.\n`;
const FATE = `card "Fate Transfer"\n  cost {1}{U/B}\n  type Instant\n  Move all counters from target creature onto another target creature.\n`;

const folder = temporaryFolder("distinct-targets");
afterAll(() => folder.cleanup());
let cards: CardRegistry;

async function compiled(text: string, file: string): Promise<CardDefinition> {
  const result = await compileCardSource(text, `cards/${file}.card`, { runtimeImport: "../runtime.js" });
  expect(result.diagnostics).toEqual([]);
  return ((await import(pathToFileURL(writeModule(folder.dir, `cards/${file}.ts`, result.code!)).href)) as { default: CardDefinition }).default;
}

beforeAll(async () => {
  await writeRuntimeReexport(folder.dir);
  cards = createRegistry([...referenceCards, await compiled(CONE, "cone-of-flame"), await compiled(FATE, "fate-transfer")]);
}, 120_000);

describe("409.1c 'another target' differs from the earlier targets", () => {
  it("409.1c: the later groups are compiled as distinct, the first is not", () => {
    const cone = cards.get("Cone of Flame")!;
    expect(cone.spell!.targets.map((spec) => spec.distinct === true)).toEqual([false, true, true]);
  });

  it("409.1c: every listed cast of Cone of Flame names three different targets, and every such choice is listed", () => {
    const game = table({ hand: ["Cone of Flame"], play: ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain"] }, { play: ["Grizzly Bears"] }, { cards });
    const casts = game.legalActions().filter((action) => action.kind === "cast");
    // Two players and one creature: 3! orders of the three different targets.
    expect(casts.length).toBe(6);
    for (const action of casts) {
      if (action.kind !== "cast") continue;
      const chosen = (action.targets ?? []).flat();
      expect(new Set(chosen).size).toBe(3);
    }
  });

  it("409.1c: with fewer than three different targets Cone of Flame can't be cast (nor listed)", () => {
    const game = table({ hand: ["Cone of Flame"], play: ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain"] }, {}, { cards });
    expect(game.legalActions().some((action) => action.kind === "cast")).toBe(false);
    const cone = find(game, "p1", "hand", "Cone of Flame");
    refused(game, { kind: "cast", player: "p1", card: cone, targets: [["p2"], ["p1"], ["p2"]] }, "409.1c");
  });

  it("409.1c: Fate Transfer can't move counters from a creature onto itself; onto another it moves them all", () => {
    const game = table({ hand: ["Fate Transfer"], play: ["Island", "Island", "Grizzly Bears"] }, { play: ["Hill Giant"] }, { cards });
    const bears = find(game, "p1", "play", "Grizzly Bears");
    const giant = find(game, "p2", "play", "Hill Giant");
    const fate = find(game, "p1", "hand", "Fate Transfer");
    refused(game, { kind: "cast", player: "p1", card: fate, targets: [[bears], [bears]] }, "409.1c");
    const casts = game.legalActions().filter((action) => action.kind === "cast");
    expect(casts.map((action) => (action.kind === "cast" ? action.targets : null))).toEqual([
      [[bears], [giant]],
      [[giant], [bears]],
    ]);
    ok(game, { kind: "cast", player: "p1", card: fate, targets: [[bears], [giant]] });
  });
});
