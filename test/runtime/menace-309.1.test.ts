/**
 * 309.1 (2007): blockers are declared obeying every restriction. Menace, the current keyword for "can't be blocked
 * except by two or more creatures" (the Oracle wording of Viashino Runner, Horde of Boggarts, Kederekt Creeper; their
 * 2007 sentence is the same keyword), on the card or granted by a static ability ("Goblins you
 * control and Elementals you control have menace.", Caterwauling Boggart): one blocker is refused and not listed,
 * two are accepted; no continuous effect restricting combat is needed for the keyword to count.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Game } from "../../runtime/api.js";
import { createRegistry, defineCard, type CardDefinition } from "../../runtime/definition.js";
import { compileTestCards, temporaryFolder } from "../compiler/helpers.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { advance, atStep, find, ok, refused, table } from "./engine-helpers.js";

const runner = defineCard({ ...referenceCards.find((card) => card.name === "Grizzly Bears")!, name: "Menace Runner", keywords: ["Menace"], text: ["Menace"] });

const folder = temporaryFolder("menace");
afterAll(() => folder.cleanup());
let granted: CardDefinition[] = [];
beforeAll(async () => {
  granted = await compileTestCards(folder.dir, {
    crier: 'card "Goblin Crier"\n  cost {3}{R}\n  type Creature — Goblin Shaman\n  2/2\n  Goblins you control and Elementals you control have menace.\n',
    scout: 'card "Goblin Scout"\n  cost {1}{R}\n  type Creature — Goblin\n  1/1\n',
    runner: 'card "Viashino Runner"\n  cost {3}{R}\n  type Creature — Viashino\n  3/2\n  Menace\n',
  });
});

function toBlockers(game: Game, attackers: string[]): void {
  advance(game, atStep("declareAttackers"));
  ok(game, { kind: "declareAttackers", player: "p1", attackers: attackers.map((name) => ({ attacker: find(game, "p1", "play", name), defender: "p2" })) });
  ok(game, { kind: "pass", player: "p1" });
  ok(game, { kind: "pass", player: "p2" });
}

/** The blocks the engine lists for the defending player, each declaration as its blockers' names. */
function listedBlocks(game: Game): string[] {
  return game
    .legalActions()
    .filter((action) => action.kind === "declareBlockers")
    .map((action) => (action.kind === "declareBlockers" ? action.blocks.map((b) => game.object(b.blocker)!.name).sort().join(" + ") : ""))
    .sort();
}

describe("309.1 menace: can't be blocked except by two or more creatures", () => {
  it("a creature with menace: one blocker is refused and not listed, two block it", () => {
    const cards = createRegistry([...referenceCards, runner]);
    const game = table({ play: ["Menace Runner"] }, { play: ["Hill Giant", "Grizzly Bears"] }, { cards });
    toBlockers(game, ["Menace Runner"]);
    expect(listedBlocks(game)).toEqual(["", "Grizzly Bears + Hill Giant"]);
    const attacker = find(game, "p1", "play", "Menace Runner");
    const both = ["Hill Giant", "Grizzly Bears"].map((name) => ({ blocker: find(game, "p2", "play", name), attacker }));
    refused(game, { kind: "declareBlockers", player: "p2", blocks: both.slice(0, 1) }, "309.1: Menace Runner can't be blocked except by 2 or more creatures");
    ok(game, { kind: "declareBlockers", player: "p2", blocks: both });
  });

  it("with one possible blocker it is unblocked: no block is listed", () => {
    const cards = createRegistry([...referenceCards, runner]);
    const game = table({ play: ["Menace Runner"] }, { play: ["Hill Giant"] }, { cards });
    toBlockers(game, ["Menace Runner"]);
    expect(listedBlocks(game)).toEqual([""]);
  });

  it("the compiled keyword line 'Menace' (Viashino Runner's Oracle wording) is the keyword", () => {
    expect(granted.find((card) => card.name === "Viashino Runner")!.keywords).toEqual(["Menace"]);
  });

  it("granted by a compiled static ability ('Goblins you control and Elementals you control have menace.') to those only", () => {
    const cards = createRegistry([...referenceCards, ...granted]);
    const game = table({ play: ["Goblin Crier", "Goblin Scout", "Grizzly Bears"] }, { play: ["Hill Giant", "Grizzly Bears"] }, { cards });
    expect(game.object(find(game, "p1", "play", "Goblin Scout"))!.keywords).toContain("Menace");
    expect(game.object(find(game, "p1", "play", "Grizzly Bears"))!.keywords).not.toContain("Menace");
    toBlockers(game, ["Goblin Scout", "Grizzly Bears"]);
    const scout = find(game, "p1", "play", "Goblin Scout");
    const bears = find(game, "p1", "play", "Grizzly Bears");
    refused(game, { kind: "declareBlockers", player: "p2", blocks: [{ blocker: find(game, "p2", "play", "Hill Giant"), attacker: scout }] }, "309.1");
    ok(game, { kind: "declareBlockers", player: "p2", blocks: [{ blocker: find(game, "p2", "play", "Hill Giant"), attacker: bears }] });
  });
});
