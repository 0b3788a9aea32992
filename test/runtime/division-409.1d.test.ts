/**
 * 409.1d: divided damage is divided as the spell is played, at least 1 to each target; the division is a decision
 * ("divide") of the caster, asked target by target after the targets and before the cost is paid, and kept on the
 * stack (snapshots keep it). Hail of Arrows compiled from its text.
 */
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compileCardSource } from "../../compiler/index.js";
import { createRegistry, type CardDefinition, type CardRegistry } from "../../runtime/definition.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { answer, find, ok, passAll, refused, table } from "./engine-helpers.js";
import { temporaryFolder, writeModule, writeRuntimeReexport } from "../compiler/helpers.js";

const HAIL = `card "Hail of Arrows"\n  cost {X}{W}\n  type Instant\n  Hail of Arrows deals X damage divided as you choose among any number of target attacking creatures.\n`;

const folder = temporaryFolder("division");
afterAll(() => folder.cleanup());
let cards: CardRegistry;

beforeAll(async () => {
  await writeRuntimeReexport(folder.dir);
  const result = await compileCardSource(HAIL, "cards/hail-of-arrows.card", { runtimeImport: "../runtime.js" });
  expect(result.diagnostics).toEqual([]);
  const hail = ((await import(pathToFileURL(writeModule(folder.dir, "cards/hail-of-arrows.ts", result.code!)).href)) as { default: CardDefinition }).default;
  cards = createRegistry([...referenceCards, hail]);
}, 120_000);

/** Bob (active) attacks Alice with Hill Giant and Grizzly Bears; Alice holds Hail of Arrows and Plains. */
function attacked(plains: number) {
  const game = table(
    { hand: ["Hail of Arrows"], play: Array.from({ length: plains }, () => "Plains") },
    { play: ["Hill Giant", "Grizzly Bears"] },
    { cards, activePlayer: 1, step: "main1" },
  );
  const giant = find(game, "p2", "play", "Hill Giant");
  const bears = find(game, "p2", "play", "Grizzly Bears");
  while (game.step() !== "declareAttackers") ok(game, { kind: "pass", player: game.priorityPlayer()! });
  ok(game, { kind: "declareAttackers", player: "p2", attackers: [giant, bears].map((attacker) => ({ attacker, defender: "p1" })) });
  ok(game, { kind: "pass", player: "p2" });
  return { game, giant, bears, hail: find(game, "p1", "hand", "Hail of Arrows") };
}

describe("409.1d dividing damage as the spell is played", () => {
  it("the caster is asked how much goes to each target but the last, leaving at least 1 for each after it", () => {
    const { game, giant, bears, hail } = attacked(6);
    ok(game, { kind: "cast", player: "p1", card: hail, x: 5, targets: [[giant, bears]] });
    const decision = game.pendingDecision()!;
    expect(decision).toMatchObject({ player: "p1", kind: "divide", options: ["1", "2", "3", "4"], min: 1, max: 1 });
    expect(decision.prompt).toContain("Hill Giant");
    answer(game, ["3"]);
    expect(game.pendingDecision()).toBeNull();
    // The division is on the stack item and survives a snapshot through JSON.
    const snapshot = JSON.parse(JSON.stringify(game.snapshot()));
    game.restore(snapshot);
    passAll(game);
    expect(game.object(giant)).toBeUndefined(); // 3 damage: dead
    expect(game.zone("p2", "graveyard").length).toBe(2); // 2 damage to the 2/2 as well
  });

  it("X = 0 allows no target; X = 1 allows one target, not two (each gets at least 1)", () => {
    const { game, giant, bears, hail } = attacked(2);
    refused(game, { kind: "cast", player: "p1", card: hail, x: 0, targets: [[giant]] }, "409.1d");
    refused(game, { kind: "cast", player: "p1", card: hail, x: 1, targets: [[giant, bears]] }, "409.1d");
    ok(game, { kind: "cast", player: "p1", card: hail, x: 1, targets: [[bears]] });
    expect(game.pendingDecision()).toBeNull(); // one target: all of it, nothing to ask
  });

  it("the listed casts respect 409.1d: never more targets than damage to divide", () => {
    const { game } = attacked(2);
    const casts = game.legalActions().filter((action) => action.kind === "cast");
    expect(casts.length).toBeGreaterThan(0);
    for (const action of casts) {
      if (action.kind !== "cast") continue;
      const count = action.targets?.[0]?.length ?? 0;
      const x = action.x ?? 0;
      expect(x === 0 ? count === 0 : count >= 1 && count <= x).toBe(true);
    }
  });
});
