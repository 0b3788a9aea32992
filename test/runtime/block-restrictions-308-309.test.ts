/**
 * 308.1 and 309.1 (2007): attackers and blockers are declared obeying every restriction. The restrictions that
 * describe the other creature of a block or the defending player's permanents (runtime/block-restrictions.ts),
 * from hand-written static abilities as compiled cards give them (runtime/definition.ts `CombatRestriction`):
 * refused when declared, left out of the legal actions, and kept by a snapshot (which validates them).
 */
import { describe, expect, it } from "vitest";
import type { Game } from "../../runtime/api.js";
import { createRegistry, defineCard, type CardDefinition, type CombatRestriction } from "../../runtime/definition.js";
import { restoreGame } from "../../runtime/game.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { advance, atStep, find, ok, refused, table } from "./engine-helpers.js";

/** A 2/2 creature with one static ability imposing `restrictions` on itself. */
function restricted(name: string, restrictions: CombatRestriction[], subtypes: string[] = ["Test"]): CardDefinition {
  return defineCard({
    name,
    manaCost: { generic: 2, W: 0, U: 0, B: 0, R: 0, G: 0, x: 0 },
    colors: [],
    supertypes: [],
    types: ["Creature"],
    subtypes,
    power: 2,
    toughness: 2,
    keywords: [],
    abilities: [{ kind: "static", text: name, effect: { affected: { kind: "Ref", ref: { kind: "Self" } }, restrictions } }],
    text: [name],
  });
}

const cards = createRegistry([
  ...referenceCards,
  restricted("Red Dodger", [{ kind: "notBlockedBy", blockers: [{ colors: ["R"] }] }]),
  restricted("Flyer Only", [{ kind: "blockedOnlyBy", blockers: [{ keywords: ["Flying"] }] }]),
  restricted("Lone Blocker", [{ kind: "maximumBlockers", count: 1 }]),
  // A flyer itself (Cloud Sprite): it could block either attacker but for its restriction.
  defineCard({ ...restricted("Sky Guard", [{ kind: "blocksOnly", attackers: [{ keywords: ["Flying"] }] }]), keywords: ["Flying"] }),
  restricted("Island Raider", [{ kind: "cantAttack", unlessDefendingControls: { subtypes: ["Island"] } }]),
]);

function toBlockers(game: Game, attackers: string[]): void {
  advance(game, atStep("declareAttackers"));
  ok(game, { kind: "declareAttackers", player: "p1", attackers: attackers.map((name) => ({ attacker: find(game, "p1", "play", name), defender: "p2" })) });
  ok(game, { kind: "pass", player: "p1" });
  ok(game, { kind: "pass", player: "p2" });
}

/** The blocks the engine lists for the defending player, as [attacker, blocker] names. */
function listedBlocks(game: Game): string[] {
  const out = new Set<string>();
  for (const action of game.legalActions()) {
    if (action.kind !== "declareBlockers") continue;
    for (const b of action.blocks) out.add(`${game.object(b.attacker)!.name} by ${game.object(b.blocker)!.name}`);
  }
  return [...out].sort();
}

describe("309.1: blocking restrictions that describe creatures", () => {
  it("'can't be blocked by red creatures': the red blocker is refused and not listed, another blocks", () => {
    const game = table({ play: ["Red Dodger"] }, { play: ["Hill Giant", "Grizzly Bears"] }, { cards });
    toBlockers(game, ["Red Dodger"]);
    expect(listedBlocks(game)).toEqual(["Red Dodger by Grizzly Bears"]);
    const dodger = find(game, "p1", "play", "Red Dodger");
    refused(game, { kind: "declareBlockers", player: "p2", blocks: [{ blocker: find(game, "p2", "play", "Hill Giant"), attacker: dodger }] }, "309.1");
    ok(game, { kind: "declareBlockers", player: "p2", blocks: [{ blocker: find(game, "p2", "play", "Grizzly Bears"), attacker: dodger }] });
  });

  it("'can't be blocked except by creatures with flying': only the flyer is listed", () => {
    const game = table({ play: ["Flyer Only"] }, { play: ["Hill Giant", "Ornithopter"] }, { cards });
    toBlockers(game, ["Flyer Only"]);
    expect(listedBlocks(game)).toEqual(["Flyer Only by Ornithopter"]);
  });

  it("'can't be blocked by more than one creature': two blockers refused, one accepted", () => {
    const game = table({ play: ["Lone Blocker"] }, { play: ["Hill Giant", "Grizzly Bears"] }, { cards });
    toBlockers(game, ["Lone Blocker"]);
    const attacker = find(game, "p1", "play", "Lone Blocker");
    const both = ["Hill Giant", "Grizzly Bears"].map((name) => ({ blocker: find(game, "p2", "play", name), attacker }));
    refused(game, { kind: "declareBlockers", player: "p2", blocks: both }, "more than 1 creature");
    ok(game, { kind: "declareBlockers", player: "p2", blocks: both.slice(0, 1) });
  });

  it("'can block only creatures with flying': the restricted blocker is listed only against the flyer", () => {
    const game = table({ play: ["Grizzly Bears", "Ornithopter"] }, { play: ["Sky Guard"] }, { cards });
    toBlockers(game, ["Grizzly Bears", "Ornithopter"]);
    expect(listedBlocks(game)).toEqual(["Ornithopter by Sky Guard"]);
  });
});

describe("308.1: 'can't attack unless defending player controls an Island'", () => {
  it("without an Island the creature is not listed as an attacker and its declaration is refused", () => {
    const game = table({ play: ["Island Raider", "Grizzly Bears"] }, { play: ["Mountain"] }, { cards });
    advance(game, atStep("declareAttackers"));
    const raider = find(game, "p1", "play", "Island Raider");
    const listed = game.legalActions().filter((a) => a.kind === "declareAttackers" && a.attackers.some((x) => x.attacker === raider));
    expect(listed).toEqual([]);
    refused(game, { kind: "declareAttackers", player: "p1", attackers: [{ attacker: raider, defender: "p2" }] }, "308.1");
  });

  it("with an Island under the defending player's control it attacks", () => {
    const game = table({ play: ["Island Raider"] }, { play: ["Island"] }, { cards });
    advance(game, atStep("declareAttackers"));
    ok(game, { kind: "declareAttackers", player: "p1", attackers: [{ attacker: find(game, "p1", "play", "Island Raider"), defender: "p2" }] });
  });
});

describe("snapshots keep and validate the restrictions", () => {
  it("a restored game keeps the descriptions; a malformed restriction is refused with its path", () => {
    const game = table({ play: ["Red Dodger"] }, { play: ["Hill Giant", "Grizzly Bears"] }, { cards });
    const snapshot = JSON.parse(JSON.stringify(game.snapshot()));
    const restored = restoreGame(snapshot, cards);
    toBlockers(restored, ["Red Dodger"]);
    expect(listedBlocks(restored)).toEqual(["Red Dodger by Grizzly Bears"]);
    const effect = snapshot.state.effects.find((x: { restrictions?: unknown }) => x.restrictions !== undefined);
    effect.restrictions[0] = { kind: "notBlockedBy", count: 2 };
    expect(() => restoreGame(snapshot, cards)).toThrow(/restrictions\[0\]/);
  });
});
