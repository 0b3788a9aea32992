/**
 * The counter-spell family end to end, as a family added by one folder and one line per registry proves its
 * pieces: the sentence parses and prints back in both wordings, is checked (a target that is not a spell is
 * CS2009), compiles to `ctx.counter(…)`, and in a game counters a spell (glossary, "Counter": a countered spell
 * doesn't resolve and goes to its owner's graveyard).
 */
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { compileCardSource } from "../../compiler/index.js";
import { createRegistry, type CardDefinition } from "../../runtime/definition.js";
import { referenceCards } from "../runtime/fixtures/reference-cards.js";
import { find, logKinds, names, ok, passAll, table } from "../runtime/engine-helpers.js";
import { temporaryFolder, writeModule, writeRuntimeReexport } from "../compiler/helpers.js";

const CANCEL = `card "Cancel"\n  cost {1}{U}{U}\n  type Instant\n  Counter target spell.\n`;
const folder = temporaryFolder("counter-spell");
afterAll(() => folder.cleanup());

function check(line: string) {
  return checkCardSources([{ file: "cancel.card", text: `card "Cancel"\n  cost {1}{U}{U}\n  type Instant\n  ${line}\n` }]);
}

describe("counter-spell family", () => {
  it("parses 'Counter target spell.' to a CounterSpell on a spell target, and prints it back in both wordings", () => {
    const { files, diagnostics } = check("Counter target creature spell.");
    expect(diagnostics).toEqual([]);
    const spell = files[0].ast.cards[0].abilities[0];
    expect(spell.kind === "Spell" && spell.body.kind === "Effects" ? spell.body.effects.map((effect) => effect.kind) : []).toEqual(["CounterSpell"]);
    expect(spell.kind === "Spell" && spell.body.kind === "Effects" ? spell.body.targets[0].objects : undefined).toEqual({ types: ["Creature"], excludedTypes: [], zone: "stack" });
    for (const wording of ["2007", "current"] as const) expect(printCardFile(files[0].ast, { wording })).toContain("  Counter target creature spell.\n");
  });

  it("CS2009: countering needs a spell; a spell is not a permanent to destroy", () => {
    expect(check("Counter target creature.").diagnostics.map((d) => [d.code, d.message])).toEqual([
      ["CS2009", 'Countering acts on spells on the stack, but the target is a creature; target a spell instead (e.g. "target spell").'],
    ]);
    expect(check("Destroy target spell.").diagnostics.map((d) => d.code)).toEqual(["CS2009"]);
  });

  it("compiles and counters a spell in a game: the spell doesn't resolve and goes to its owner's graveyard", async () => {
    await writeRuntimeReexport(folder.dir);
    const compiled = await compileCardSource(CANCEL, "cards/cancel.card", { runtimeImport: "../runtime.js" });
    expect(compiled.diagnostics).toEqual([]);
    expect(compiled.code).toContain("ctx.counter(ctx.targets(0));");
    const file = writeModule(folder.dir, "cards/cancel.ts", compiled.code!);
    const cancel = ((await import(pathToFileURL(file).href)) as { default: CardDefinition }).default;
    const cards = createRegistry([...referenceCards, cancel]);

    const game = table({ hand: ["Shock", "Cancel"], play: ["Mountain", "Island", "Island", "Island"] }, {}, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Shock"), targets: [["p2"]] });
    const shock = game.stack()[0].id;
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Cancel"), targets: [[shock]] });
    passAll(game);
    expect(game.stack()).toEqual([]);
    expect(game.player("p2").life).toBe(20);
    expect(names(game, "p1", "graveyard").sort()).toEqual(["Cancel", "Shock"]);
    expect(logKinds(game, "countered")).toEqual([expect.objectContaining({ id: shock, reason: "countered by an effect" })]);
  });
});
