/**
 * Modal spells (2007 409.1b: the mode is announced as the spell is played, before its targets, 409.1c):
 * runtime/modes.ts. Esper Charm and Bant Charm as printed, compiled from their text.
 */
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, expect, it } from "vitest";
import { compileCardSource } from "../../compiler/index.js";
import { createRegistry, type CardDefinition, type CardRegistry } from "../../runtime/definition.js";
import { createGame } from "../../runtime/game.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { advance, answer, find, logKinds, names, ok, passAll, refused, setupOf, table } from "./engine-helpers.js";
import { temporaryFolder, writeModule, writeRuntimeReexport } from "../compiler/helpers.js";

const ESPER = `card "Esper Charm"\n  cost {W}{U}{B}\n  type Instant\n  Choose one — Destroy target enchantment; or draw two cards; or target player discards two cards.\n`;
const BANT = `card "Bant Charm"\n  cost {G}{W}{U}\n  type Instant\n  Choose one — • Destroy target artifact. • Put target creature on the bottom of its owner's library. • Counter target instant spell.\n`;
const COMMAND = `card "Test Command"\n  cost {U}\n  type Instant\n  Choose two — Counter target spell; or return target permanent to its owner's hand; or draw a card.\n`;
const folder = temporaryFolder("modes-409.1b");
afterAll(() => folder.cleanup());
let cards: CardRegistry;

async function compiled(text: string, file: string): Promise<CardDefinition> {
  const result = await compileCardSource(text, file, { runtimeImport: "../runtime.js" });
  expect(result.diagnostics).toEqual([]);
  return ((await import(pathToFileURL(writeModule(folder.dir, file.replace(/\.card$/, ".ts"), result.code!)).href)) as { default: CardDefinition }).default;
}

beforeAll(async () => {
  await writeRuntimeReexport(folder.dir);
  const esper = await compiled(ESPER, "cards/esper-charm.card");
  const bant = await compiled(BANT, "cards/bant-charm.card");
  const command = await compiled(COMMAND, "cards/test-command.card");
  cards = createRegistry([...referenceCards, esper, bant, command]);
}, 120_000);

const ESPER_LANDS = ["Plains", "Island", "Swamp"];

it("the compiled spell carries its modes: the count, each mode's text and the targets it declares", () => {
  const esper = cards.get("Esper Charm")!;
  expect(esper.spell?.modes).toEqual({
    min: 1,
    max: 1,
    modes: [
      { text: "Destroy target enchantment.", targets: [0] },
      { text: "Draw two cards.", targets: [] },
      { text: "Target player discards two cards.", targets: [1] },
    ],
  });
  expect(esper.spell?.targets).toHaveLength(2);
});

it("409.1b: a cast naming a mode runs that mode only; the other modes' targets are not chosen", () => {
  const game = table({ hand: ["Esper Charm"], play: ESPER_LANDS, library: ["Forest", "Forest", "Forest"] }, { hand: ["Mountain", "Mountain"], play: ["Oblivion Ring"] }, { cards });
  const ring = find(game, "p2", "play", "Oblivion Ring");
  ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Esper Charm"), modes: [0], targets: [[ring], []] });
  expect(logKinds(game, "cast")[0]).toMatchObject({ modes: ["Destroy target enchantment."] });
  passAll(game);
  expect(names(game, "p2", "graveyard")).toEqual(["Oblivion Ring"]);
  expect(names(game, "p1", "hand")).toEqual([]); // "draw two cards" was not chosen
  expect(names(game, "p2", "hand")).toEqual(["Mountain", "Mountain"]);
});

it("409.1b: a mode without targets takes none; a target given for a mode not chosen is refused (409.1c)", () => {
  const game = table({ hand: ["Esper Charm"], play: ESPER_LANDS, library: ["Forest", "Forest", "Forest"] }, { play: ["Oblivion Ring"] }, { cards });
  const charm = find(game, "p1", "hand", "Esper Charm");
  const ring = find(game, "p2", "play", "Oblivion Ring");
  expect(refused(game, { kind: "cast", player: "p1", card: charm, modes: [1], targets: [[ring], []] }, "409.1c")).toContain("group 1");
  ok(game, { kind: "cast", player: "p1", card: charm, modes: [1] });
  passAll(game);
  expect(names(game, "p1", "hand")).toEqual(["Forest", "Forest"]);
});

it("409.1b: the number of modes, their indices and repeats are checked", () => {
  const game = table({ hand: ["Esper Charm"], play: ESPER_LANDS }, {}, { cards });
  const charm = find(game, "p1", "hand", "Esper Charm");
  expect(refused(game, { kind: "cast", player: "p1", card: charm, modes: [1, 2], targets: [[], ["p2"]] }, "409.1b")).toContain("chooses 1 of its 3 modes");
  expect(refused(game, { kind: "cast", player: "p1", card: charm, modes: [3] }, "409.1b")).toContain("not a mode");
  expect(refused(game, { kind: "cast", player: "p1", card: charm, targets: [[], ["p2"]] }, "409.1b")).toContain("give the chosen modes with its targets");
});

it("409.1b then 409.1c: cast without modes, the engine asks the modes (only those with legal targets), then their targets", () => {
  const game = table({ hand: ["Esper Charm"], play: ESPER_LANDS, library: ["Forest", "Forest"] }, { hand: ["Mountain", "Mountain"] }, { cards });
  ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Esper Charm") });
  // No enchantment in play: "Destroy target enchantment" is not offered.
  expect(game.pendingDecision()).toMatchObject({ player: "p1", kind: "modes", options: ["Draw two cards.", "Target player discards two cards."], min: 1, max: 1 });
  answer(game, ["Target player discards two cards."]);
  expect(game.pendingDecision()).toMatchObject({ player: "p1", kind: "targets", options: ["p1", "p2"], min: 1, max: 1 });
  answer(game, ["p2"]);
  expect(game.stack()).toHaveLength(1);
  passAll(game);
  expect(names(game, "p2", "graveyard")).toEqual(["Mountain", "Mountain"]);
  expect(names(game, "p1", "hand")).toEqual([]);
});

it("409.1b: a modal spell none of whose modes can be chosen can't be played, and is not listed", () => {
  // Bant Charm: no artifact, no creature, no instant spell on the stack.
  const game = table({ hand: ["Bant Charm"], play: ["Forest", "Plains", "Island"] }, {}, { cards });
  expect(refused(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Bant Charm") }, "409.1b")).toContain("modes have legal targets");
  expect(game.legalActions().some((action) => action.kind === "cast")).toBe(false);
});

it("the listing offers each mode that has legal targets, with its targets only", () => {
  const game = table({ hand: ["Bant Charm"], play: ["Forest", "Plains", "Island", "Millstone"] }, { play: ["Grizzly Bears"] }, { cards });
  const casts = game.legalActions().filter((action) => action.kind === "cast");
  const millstone = find(game, "p1", "play", "Millstone");
  const bears = find(game, "p2", "play", "Grizzly Bears");
  expect(casts).toContainEqual(expect.objectContaining({ modes: [0], targets: [[millstone], [], []] }));
  expect(casts).toContainEqual(expect.objectContaining({ modes: [1], targets: [[], [bears], []] }));
  expect(casts.some((action) => action.kind === "cast" && action.modes?.[0] === 2)).toBe(false); // no instant spell to counter
  for (const action of casts) {
    const copy = createGame(setupOf({ hand: ["Bant Charm"], play: ["Forest", "Plains", "Island", "Millstone"] }, { play: ["Grizzly Bears"] }, { cards }));
    expect(copy.submit(action)).toEqual({ ok: true });
  }
});

it("'Choose two': two modes, each with its own targets; a mode is not chosen twice", () => {
  const game = table({ hand: ["Test Command"], play: ["Island"], library: ["Forest"] }, { play: ["Grizzly Bears"] }, { cards });
  const command = find(game, "p1", "hand", "Test Command");
  const bears = find(game, "p2", "play", "Grizzly Bears");
  expect(refused(game, { kind: "cast", player: "p1", card: command, modes: [2, 2] }, "409.1b")).toContain("chosen twice");
  ok(game, { kind: "cast", player: "p1", card: command, modes: [2, 1], targets: [[], [bears]] });
  passAll(game);
  expect(names(game, "p2", "hand")).toEqual(["Grizzly Bears"]);
  expect(names(game, "p1", "hand")).toEqual(["Forest"]);
});

it("413.2a: a modal spell whose chosen mode's target became illegal is countered on resolution", () => {
  const game = table({ hand: ["Esper Charm"], play: ESPER_LANDS, library: ["Forest", "Forest"] }, { play: ["Oblivion Ring", "Swamp", "Plains", "Island"], hand: ["Esper Charm"] }, { cards });
  const ring = find(game, "p2", "play", "Oblivion Ring");
  ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Esper Charm"), modes: [0], targets: [[ring], []] });
  ok(game, { kind: "pass", player: "p1" });
  // Bob destroys his own Oblivion Ring in response: Alice's charm has no legal target left.
  ok(game, { kind: "cast", player: "p2", card: find(game, "p2", "hand", "Esper Charm"), modes: [0], targets: [[ring], []] });
  advance(game, (g) => g.stack().length === 0); // Bob's charm, Oblivion Ring's leaves-play trigger, Alice's charm
  expect(logKinds(game, "countered")).toEqual([expect.objectContaining({ reason: "413.2a: all its targets are illegal" })]);
  expect(names(game, "p1", "hand")).toEqual([]); // "draw two cards" was never chosen, so nothing is drawn
});

it("a snapshot keeps the spell's chosen modes on the stack", () => {
  const game = table({ hand: ["Esper Charm"], play: ESPER_LANDS, library: ["Forest", "Forest"] }, {}, { cards });
  ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Esper Charm"), modes: [1] });
  const restored = createGame(setupOf({}, {}, { cards }));
  restored.restore(JSON.parse(JSON.stringify(game.snapshot())));
  passAll(restored);
  expect(names(restored, "p1", "hand")).toEqual(["Forest", "Forest"]);
});
