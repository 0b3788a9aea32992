/**
 * 420.5: the state-based check skips itself when nothing it reads changed since a check that found nothing (sba.ts:
 * the same permanents, effects and records; and, with a characteristic-defining ability or a conditional effect
 * among them, the same version of the state, continuous.ts `stateVersion`). These compare the skip with checking
 * again (the memo of static values turned off: no version, so no skip with those abilities): a change that only the
 * version sees (a life total, which an Avatar's toughness is) must be found, and games with the Avatar, played
 * both ways, must be the same games. test/runtime/static-values-memo.test.ts compares games with conditional
 * effects the same way.
 */
import { afterEach, describe, expect, it } from "vitest";
import { useStaticValuesMemo } from "../../runtime/continuous.js";
import { obj, writable } from "../../runtime/engine.js";
import { createGame, restoreGame } from "../../runtime/game.js";
import { checkStateBasedEffects } from "../../runtime/sba.js";
import { createRegistry, defineCard } from "../../runtime/definition.js";
import { advance, atStep, engineFor, find, names, ok, passAll, stateOf, table, walker } from "./engine-helpers.js";
import { referenceCards, referenceRegistry } from "./fixtures/reference-cards.js";
import { firstLogDifference, playRandomGame, type RandomGameOptions } from "./fuzz-harness.js";

afterEach(() => useStaticValuesMemo(true));

/** Alice at `life` with an Avatar token ("power and toughness are each equal to your life total") in play. */
function avatarState(life: number) {
  const game = table({ life, play: [walker("Ajani Goldmane", 6)] });
  ok(game, { kind: "activate", player: "p1", object: find(game, "p1", "play", "Ajani Goldmane"), ability: 2 });
  passAll(game);
  const s = stateOf(game);
  const avatar = s.play.find((id) => obj(engineFor(s), id)!.token !== null)!;
  expect(avatar).toBeDefined();
  return { s, avatar };
}

describe("420.5: the state-based check skipped while nothing it reads changed, against checking again", () => {
  for (const memo of [true, false]) {
    it(`420.5c: an Avatar found fine with 2 damage at 3 life is destroyed once the life total drops to 2, no record changing (memo ${memo ? "on" : "off"})`, () => {
      useStaticValuesMemo(memo);
      const { s, avatar } = avatarState(3);
      const e = engineFor(s);
      writable(e, obj(e, avatar)!).damage = 2;
      expect(checkStateBasedEffects(e)).toBe(false); // 3/3 with 2 damage: fine, and remembered as fine
      expect(checkStateBasedEffects(e)).toBe(false); // nothing changed: the same
      expect(e.s.play).toContain(avatar);
      e.s.players[0].life = 2; // the toughness follows; no record changes (the record stamp stays)
      expect(checkStateBasedEffects(e)).toBe(true);
      expect(e.s.play).not.toContain(avatar);
    });
  }

  it("420.5: games with the Avatar in play are the same with the skip and without it, event for event", () => {
    // Seeds of the 26-card pool whose games put an Avatar into play (Ajani Goldmane's −6).
    const options = (seed: number): RandomGameOptions => ({ seed, checkInvariants: false, autoPass: "engine" });
    const engine = { createGame, restoreGame };
    let withAvatar = 0;
    for (let seed = 1; seed <= 30; seed++) {
      useStaticValuesMemo(true);
      const skipping = playRandomGame(engine, referenceRegistry, options(seed));
      if (!skipping.log.some((event) => event.kind === "token" && event.name === "Avatar")) continue;
      withAvatar++;
      useStaticValuesMemo(false);
      const plain = playRandomGame(engine, referenceRegistry, options(seed));
      expect(firstLogDifference(plain.log, skipping.log), `seed ${seed}`).toBe(-1);
      expect(JSON.stringify(skipping.game.snapshot())).toBe(JSON.stringify(plain.game.snapshot()));
    }
    expect(withAvatar).toBeGreaterThanOrEqual(4);
  });
});

describe("420.5: a static ability that names creatures by their role in combat", () => {
  // "Blocking creatures get -0/-2.": declaring a blocker changes no record (the combat is not in records), so the
  // check may not take the blocker's record for unchanged and skip it (continuous.ts marks such an effect
  // conditional as it starts: `staticAbilityEffects`).
  const trap = defineCard({
    name: "Test Trap",
    manaCost: { generic: 1, W: 0, U: 0, B: 0, R: 0, G: 0, x: 0 },
    colors: [],
    supertypes: [],
    types: ["Enchantment"],
    subtypes: [],
    keywords: [],
    abilities: [{ kind: "static", text: "Blocking creatures get -0/-2.", effect: { affected: { kind: "Each", filter: () => ({ types: ["Creature"], combat: "blocking" }) }, power: 0, toughness: -2 } }],
    text: ["Blocking creatures get -0/-2."],
  });
  const cards = createRegistry([...referenceCards, trap]);

  it("420.5: a 2/2 that blocks is 2/0 and goes to its owner's graveyard as the blockers are declared, before combat damage", () => {
    const game = table({ play: ["Hill Giant", "Test Trap"] }, { play: ["Grizzly Bears"] }, { cards, step: "main1" });
    const bears = find(game, "p2", "play", "Grizzly Bears");
    expect(game.object(bears)).toMatchObject({ toughness: 2 });
    advance(game, atStep("declareAttackers"));
    ok(game, { kind: "declareAttackers", player: "p1", attackers: [{ attacker: find(game, "p1", "play", "Hill Giant"), defender: "p2" }] });
    advance(game, atStep("declareBlockers"));
    ok(game, { kind: "declareBlockers", player: "p2", blocks: [{ blocker: bears, attacker: find(game, "p1", "play", "Hill Giant") }] });
    expect(game.step()).toBe("declareBlockers");
    expect(names(game, "p2", "graveyard")).toContain("Grizzly Bears");
    expect(game.log().some((event) => event.kind === "stateBased" && event.object === bears)).toBe(true);
  });
});
