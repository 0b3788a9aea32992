/**
 * The listing's facts about the cards played from outside play agree with walking the zones: the cards of a
 * graveyard cast from there (retrace) or with an ability played from there (unearth), kept per graveyard list
 * (engine.ts `graveyardFacts`), and whether a hand holds a card with an ability played from the hand (cycling,
 * reinforce: `HandFacts.activatesFromHand`), which the listing reads instead of looking every card up on every
 * priority pass. Checked on the states of random games whose decks hold such cards (hand-written definitions, as
 * compiled cards give them): the facts against a walk of the zones; the listing against the rules' own checks
 * (every card in the graveyard or hand that castError / activateError accepts with its first legal targets is
 * listed); and the forced-pass check against the listing (it finds an action exactly when more than a pass is
 * listed).
 */
import { describe, expect, it } from "vitest";
import type { Action, Game } from "../../runtime/api.js";
import { createRegistry, defineCard, type CardDefinition, type Chosen, type ManaCost, type PlayerId, type TargetSpec } from "../../runtime/definition.js";
import { definitionOf, graveyardFacts, handFacts, newCache, newEngine, obj, registryPlaysFromGraveyard, type EngineCache, type Engine, type GraveyardFacts, type HandFacts } from "../../runtime/engine.js";
import { createGame, restoreGame } from "../../runtime/game.js";
import { hasActionBesidesPass, listPriorityActions } from "../../runtime/legal.js";
import { activateError, castError, targetOptions } from "../../runtime/stack.js";
import { spellTargetSpecs } from "../../runtime/attachments.js";
import { referenceCards, referenceRegistry } from "./fixtures/reference-cards.js";
import { applyStep, playRandomGame } from "./fuzz-harness.js";
import { engineFor, seedRange, stateOf } from "./engine-helpers.js";

const noMana: ManaCost = { generic: 0, W: 0, U: 0, B: 0, R: 0, G: 0, x: 0 };
const creatureOrPlayer: TargetSpec = { min: 1, max: 1, players: true, objects: { types: ["Creature"] } };

const retraceJab = defineCard({
  name: "Test Retrace Jab",
  manaCost: { ...noMana, R: 1 },
  colors: ["R"],
  supertypes: [],
  types: ["Sorcery"],
  subtypes: [],
  keywords: ["Retrace"],
  abilities: [],
  spell: { text: "Test Retrace Jab deals 1 damage to target creature or player.", targets: [creatureOrPlayer], resolve: (ctx) => ctx.dealDamage(ctx.self, 1, ctx.targets(0)) },
  text: ["Test Retrace Jab deals 1 damage to target creature or player.", "Retrace"],
});

/** A creature with an ability played from its owner's graveyard (as unearth's is) that deals 1 damage. */
const graveyardPinger = defineCard({
  name: "Test Graveyard Pinger",
  manaCost: { ...noMana, generic: 1, B: 1 },
  colors: ["B"],
  supertypes: [],
  types: ["Creature"],
  subtypes: ["Zombie"],
  power: 2,
  toughness: 1,
  keywords: [],
  abilities: [
    {
      kind: "activated",
      text: "{B}: Test Graveyard Pinger deals 1 damage to target creature or player. Play this ability only while it is in your graveyard.",
      cost: { zone: "graveyard", mana: { ...noMana, B: 1 } },
      targets: [creatureOrPlayer],
      resolve: (ctx) => ctx.dealDamage(ctx.self, 1, ctx.targets(0)),
    },
  ],
  text: ["{B}: Test Graveyard Pinger deals 1 damage to target creature or player. Play this ability only while it is in your graveyard."],
});

const cycler = defineCard({
  name: "Test Cycler",
  manaCost: { ...noMana, generic: 2, U: 1 },
  colors: ["U"],
  supertypes: [],
  types: ["Creature"],
  subtypes: ["Drake"],
  power: 2,
  toughness: 2,
  keywords: [],
  abilities: [
    {
      kind: "activated",
      text: "Cycling {1}",
      cost: { zone: "hand", mana: { ...noMana, generic: 1 }, parts: [{ kind: "discard", count: 1, self: true }] },
      targets: [],
      resolve: (ctx) => ctx.draw(ctx.controller, 1),
    },
  ],
  text: ["Cycling {1}"],
});

const cards = createRegistry([...referenceCards, retraceJab, graveyardPinger, cycler]);
const pool = ["Test Retrace Jab", "Test Graveyard Pinger", "Test Cycler", "Grizzly Bears", "Shock", "Serra Angel", "Lava Axe", "Hill Giant"];

/**
 * Calls `onState` with an engine over each state of the random games of `seeds` (deals from `pool`), and with
 * one over the same state holding a cache kept along the game (`along`: the facts remembered per player are
 * then brought along from the lists before, as in a game; only the facts kept by list are read through it).
 */
function alongGames(seeds: number[], onState: (e: Engine, game: Game, along: Engine) => void): void {
  for (const seed of seeds) {
    const played = playRandomGame({ createGame, restoreGame }, cards, { seed, checkInvariants: false, setup: { pool } });
    const game = createGame(played.setup);
    const cache: EngineCache = newCache(cards);
    played.trace.forEach((step, index) => {
      applyStep(game, step, index);
      if (game.isOver() || game.pendingDecision() !== null) return;
      const s = stateOf(game, "shared"); // read only: the records are the game's
      onState(engineFor(s, { cards, memoViews: true }), game, newEngine(s, cards, cache, null, [], null));
    });
  }
}

function firstTargets(e: Engine, specs: TargetSpec[], source: string, p: PlayerId): Chosen[][] | null {
  const targets: Chosen[][] = [];
  for (const spec of specs) {
    const options = targetOptions(e, spec, source, p);
    if (options.length < spec.min) return null;
    targets.push(options.slice(0, spec.min));
  }
  return targets;
}

describe("the listing's facts about cards played from the graveyard and the hand", () => {
  it("agree with walking the zones; the listing offers what castError and activateError accept; the forced-pass check agrees with the listing", () => {
    const mismatches: string[] = [];
    let graveyardPlays = 0;
    let handPlays = 0;
    let states = 0;
    let derived = 0; // graveyard facts brought along from the list before (they share its lists: a walk makes new ones)
    const previous = new Map<string, GraveyardFacts>();
    const previousHands = new Map<string, HandFacts>();
    let derivedHands = 0; // hand facts brought along (a walk makes new lists; a card that is no instant shares them)
    alongGames(seedRange(52_001, 52_006), (e, game, along) => {
      const p = game.priorityPlayer()!;
      const s = e.s;
      if (s.combat !== null && s.combat.awaiting !== null) return;
      states++;
      s.players.forEach((ps, index) => {
        const fresh = graveyardFacts(e, ps.graveyard, index);
        const facts = graveyardFacts(along, ps.graveyard, index);
        const before = previous.get(ps.id);
        if (before !== undefined && before.graveyard !== ps.graveyard && before.activating === facts.activating) derived++;
        previous.set(ps.id, facts);
        if (fresh.casting.join() !== facts.casting.join() || fresh.activating.join() !== facts.activating.join()) mismatches.push(`graveyard facts along the game`);
        const casting = ps.graveyard.filter((id) => definitionOf(e, obj(e, id)!).keywords.includes("Retrace"));
        const activating = ps.graveyard.filter((id) => definitionOf(e, obj(e, id)!).abilities.some((a) => a.kind === "activated" && a.cost.zone === "graveyard"));
        if (facts.casting.join() !== casting.join()) mismatches.push(`graveyard casting ${facts.casting.join()} / ${casting.join()}`);
        if (facts.activating.join() !== activating.join()) mismatches.push(`graveyard activating ${facts.activating.join()} / ${activating.join()}`);
        const fromHand = ps.hand.some((id) => definitionOf(e, obj(e, id)!).abilities.some((a) => a.kind === "activated" && a.cost.zone === "hand"));
        if (handFacts(e, ps.hand).activatesFromHand !== fromHand) mismatches.push(`hand ${ps.hand.join()}`);
        const hand = handFacts(along, ps.hand, index);
        if (hand.activatesFromHand !== fromHand) mismatches.push(`hand (along the game) ${ps.hand.join()}`);
        // The whole of the hand's facts kept along the game (brought along from the hand before) against a walk.
        const walked = handFacts(e, ps.hand);
        const names = (facts: HandFacts) => [facts.entries.map((entry) => entry.def.name).join(), facts.instants.join(), facts.instantEntries.map((entry) => entry.def.name).join()];
        if (names(hand).join("|") !== names(walked).join("|")) mismatches.push(`hand facts (along the game) ${names(hand).join("|")} / ${names(walked).join("|")}`);
        const handBefore = previousHands.get(ps.id);
        if (handBefore !== undefined && handBefore.hand !== ps.hand && handBefore.instants === hand.instants) derivedHands++;
        previousHands.set(ps.id, hand);
      });
      const listed = listPriorityActions(e, p);
      if (hasActionBesidesPass(e, p) !== listed.length > 1) mismatches.push(`forced pass at step ${game.step()}: ${listed.length} listed`);
      const ps = s.players.find((q) => q.id === p)!;
      for (const id of [...ps.graveyard, ...ps.hand]) {
        const o = obj(e, id)!;
        const def: CardDefinition = definitionOf(e, o);
        if (o.zone === "graveyard" && def.keywords.includes("Retrace")) {
          const targets = firstTargets(e, spellTargetSpecs(def), id, p);
          const action: Action = { kind: "cast", player: p, card: id, targets: targets ?? [] };
          const legal = targets !== null && typeof castError(e, action) !== "string";
          if (legal) graveyardPlays++;
          if (legal !== listed.some((a) => a.kind === "cast" && a.card === id)) mismatches.push(`retrace ${def.name} ${id}: legal ${legal}`);
        }
        def.abilities.forEach((ability, index) => {
          if (ability.kind !== "activated" || ability.cost.zone !== o.zone) return;
          const targets = firstTargets(e, ability.targets, id, p);
          const action: Action = { kind: "activate", player: p, object: id, ability: index, targets: targets ?? [] };
          const legal = targets !== null && typeof activateError(e, action) !== "string";
          if (legal) (o.zone === "hand" ? handPlays++ : graveyardPlays++);
          if (legal !== listed.some((a) => a.kind === "activate" && a.object === id && a.ability === index)) mismatches.push(`${o.zone} ability ${def.name} ${id}: legal ${legal}`);
        });
      }
    });
    expect(mismatches).toEqual([]);
    expect(states).toBeGreaterThan(500);
    expect(derived).toBeGreaterThan(50);
    expect(derivedHands).toBeGreaterThan(50);
    // The plays from outside play were met, so both answers of each check were compared.
    expect(graveyardPlays).toBeGreaterThan(20);
    expect(handPlays).toBeGreaterThan(20);
  });
});

describe("a card set with no card played from a graveyard", () => {
  it("is known as such, and the listing's skipping of graveyards then changes nothing: their facts are always empty", () => {
    const engineOf = (registry: typeof cards) => newEngine(stateOf(createGame(playRandomGame({ createGame, restoreGame }, registry, { seed: 1, checkInvariants: false }).setup), "shared"), registry, newCache(registry), null, [], null);
    expect(registryPlaysFromGraveyard(engineOf(cards))).toBe(true);
    expect(registryPlaysFromGraveyard(engineOf(referenceRegistry))).toBe(false);
    let graveyardCards = 0;
    for (const seed of seedRange(52_101, 52_102)) {
      const played = playRandomGame({ createGame, restoreGame }, referenceRegistry, { seed, checkInvariants: false });
      const game = createGame(played.setup);
      played.trace.forEach((step, index) => {
        applyStep(game, step, index);
        if (index % 3 !== 0) return; // a sample of the game's states
        const e = engineFor(stateOf(game, "shared"));
        e.s.players.forEach((ps, player) => {
          graveyardCards += ps.graveyard.length;
          const facts = graveyardFacts(e, ps.graveyard, player);
          expect([facts.casting.length, facts.activating.length]).toEqual([0, 0]);
        });
      });
    }
    expect(graveyardCards).toBeGreaterThan(200);
  });
});
