/**
 * Auras and Equipment compiled: an "Enchant …" line becomes the definition's `enchant` target spec, "Equip {N}" a
 * sorcery-speed activated ability whose effect is `ctx.attach`, and "enchanted creature" the permanent the source
 * is attached to (`ctx.attachedObjects(ctx.self)`); the compiled cards then play by those rules.
 */
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { compileCardSource } from "../../compiler/index.js";
import { createRegistry, type CardDefinition } from "../../runtime/definition.js";
import { referenceCards } from "../runtime/fixtures/reference-cards.js";
import { find, ok, passAll, refused, table } from "../runtime/engine-helpers.js";
import { temporaryFolder, writeModule, writeRuntimeReexport } from "./helpers.js";

const AURA = `card "Test Blessing"
  cost {W}
  type Enchantment — Aura
  Enchant creature
  {W}: Enchanted creature gets +1/+1 until end of turn.
`;
const EQUIPMENT = `card "Test Spear"
  cost {1}
  type Artifact — Equipment
  {1}: Equipped creature gains flying until end of turn.
  Equip {2}
`;

const folder = temporaryFolder("attachments");
afterAll(() => folder.cleanup());

async function compiled(text: string, slug: string): Promise<{ code: string; card: CardDefinition }> {
  const result = await compileCardSource(text, `cards/${slug}.card`, { runtimeImport: "../runtime.js" });
  expect(result.diagnostics).toEqual([]);
  const file = writeModule(folder.dir, `cards/${slug}.ts`, result.code!);
  return { code: result.code!, card: ((await import(pathToFileURL(file).href)) as { default: CardDefinition }).default };
}

describe("Auras and Equipment compiled", () => {
  it("compiles the enchant restriction, the equip ability and 'enchanted/equipped creature', and plays them", async () => {
    await writeRuntimeReexport(folder.dir);
    const aura = await compiled(AURA, "test-blessing");
    expect(aura.card.enchant).toEqual({ min: 1, max: 1, players: false, objects: { types: ["Creature"] } });
    expect(aura.code).toContain("ctx.modify(ctx.attachedObjects(ctx.self), { power: 1, toughness: 1 }, \"untilEndOfTurn\");");
    const spear = await compiled(EQUIPMENT, "test-spear");
    expect(spear.card.abilities[1]).toMatchObject({ kind: "activated", text: "Equip {2}", sorcerySpeed: true, cost: { mana: { generic: 2 } } });
    expect(spear.code).toContain("ctx.attach(ctx.self, ctx.target(0));");

    const cards = createRegistry([...referenceCards, aura.card, spear.card]);
    const game = table({ hand: ["Test Blessing"], play: ["Test Spear", "Grizzly Bears", "Plains", "Plains", "Plains", "Plains", "Plains"] }, {}, { cards });
    const bears = find(game, "p1", "play", "Grizzly Bears");
    // Nothing attached yet: "enchanted creature" is no creature, the effect does nothing.
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Blessing"), targets: [[bears]] });
    passAll(game);
    const blessing = find(game, "p1", "play", "Test Blessing");
    expect(game.attachedTo(blessing)).toBe(bears);
    ok(game, { kind: "activate", player: "p1", object: blessing, ability: 0 });
    passAll(game);
    expect(game.object(bears)).toMatchObject({ power: 3, toughness: 3 });

    const spearId = find(game, "p1", "play", "Test Spear");
    ok(game, { kind: "activate", player: "p1", object: spearId, ability: 0 });
    passAll(game);
    expect(game.object(bears)!.keywords).not.toContain("Flying"); // not equipped yet
    ok(game, { kind: "activate", player: "p1", object: spearId, ability: 1, targets: [[bears]] });
    passAll(game);
    expect(game.attachedTo(spearId)).toBe(bears);
    refused(game, { kind: "activate", player: "p1", object: spearId, ability: 1, targets: [[bears]] }, "409.1h"); // five Plains, all spent
  }, 60_000);
});
