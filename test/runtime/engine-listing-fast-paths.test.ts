/**
 * The listing's and combat's cheap reads must agree exactly with the views they stand in for: target
 * legality and attack/block eligibility (keywords as combat reads them; `hasKeywordNow` itself is checked in
 * engine-continuous-shortcuts.test.ts) read from the definition when no continuous effect changes them, and the permanents combat and target options look among (those that can be creatures or planeswalkers
 * now). Checked on states taken from random games (snapshots, so each state is exactly a game's), including
 * states with type-changing, keyword-granting and control-changing effects.
 */
import { describe, expect, it } from "vitest";
import type { ObjectView, PlayerId, TargetSpec } from "../../runtime/definition.js";
import { obj, type Engine } from "../../runtime/engine.js";
import { matchesCharacteristics, mayBeCreaturesOrPlaneswalkers, protectedFrom, view } from "../../runtime/continuous.js";
import { canAttack, canBlock } from "../../runtime/combat.js";
import { isLegalTarget, targetOptions } from "../../runtime/stack.js";
import type { GameState, ObjectState } from "../../runtime/state.js";
import { engineFor, sampledStates, seedRange, targetSpecsOf, withEffects } from "./engine-helpers.js";

function states(): GameState[] {
  // The card set has no type-changing effect, and the others are rare: each sampled state also with some added
  // (lands become creatures; creatures gain flying; the first permanent changes control), so that the fast
  // paths' other branch is compared too.
  return sampledStates(seedRange(41_001, 41_004), 5, (s, index) => {
    if (index % 3 !== 0 || s.play.length === 0) return [];
    const p2 = s.players[1].id;
    return [
      withEffects(s, { filter: { types: ["Land"] }, addTypes: ["Creature"] }),
      withEffects(s, { filter: { types: ["Creature"] }, keywords: ["Flying"] }),
      withEffects(s, { objects: [s.play[0]], control: p2 }),
      withEffects(s, { filter: { types: ["Land"] }, control: p2 }),
    ];
  });
}

/** isLegalTarget as it read before the fast paths: everything from the view. */
function legalByView(e: Engine, spec: TargetSpec, o: ObjectState, source: string, controller: PlayerId): boolean {
  const filter = spec.objects;
  if (filter === undefined || !o.alive) return false;
  if (filter.other === true && o.id === source) return false;
  const v = view(e, o);
  if (!matchesCharacteristics(v, filter, o.zone)) return false;
  if (filter.controller !== undefined) {
    const who = o.zone === "play" ? v.controller : v.owner;
    if (filter.controller === "you" ? who !== controller : who === controller) return false;
  }
  return true;
}

function canAttackByView(e: Engine, o: ObjectState, attacking: PlayerId): boolean {
  if (!o.alive || o.zone !== "play" || o.tapped) return false;
  const v: ObjectView = view(e, o);
  if (!v.types.includes("Creature") || v.controller !== attacking || v.keywords.includes("Defender")) return false;
  return o.controlledSinceTurn < e.s.turnNumber || v.keywords.includes("Haste");
}

function canBlockByView(e: Engine, blocker: ObjectState, attacker: ObjectState, defending: PlayerId): boolean {
  if (!blocker.alive || blocker.zone !== "play" || blocker.tapped) return false;
  const b = view(e, blocker);
  if (b.controller !== defending || !b.types.includes("Creature")) return false;
  const a = view(e, attacker);
  return !a.keywords.includes("Flying") || b.keywords.includes("Flying") || b.keywords.includes("Reach");
}

describe("listing and combat fast paths agree with views", () => {
  const all = states();
  const specs = targetSpecsOf();

  it("keywords, attack and block eligibility, target legality and the candidates looked among", () => {
    const mismatches: string[] = [];
    let compared = 0;
    let typeEffects = 0;
    let keywordEffects = 0;
    for (const s of all) {
      const e = engineFor(s);
      if (s.effects.some((effect) => effect.addTypes !== undefined)) typeEffects++;
      if (s.effects.some((effect) => effect.keywords !== undefined)) keywordEffects++;
      const candidates = mayBeCreaturesOrPlaneswalkers(e);
      const players = s.players.map((p) => p.id);
      const objects = s.objects.filter((o): o is ObjectState => o !== null && o.alive);
      const creatures = objects.filter((o) => o.zone === "play" && view(e, o).types.includes("Creature"));
      for (const o of objects) {
        if (o.zone === "play") {
          const v = view(e, o);
          if ((v.types.includes("Creature") || v.types.includes("Planeswalker")) && !candidates.includes(o.slot)) mismatches.push(`candidate ${o.id}`);
          for (const p of players) {
            if (canAttack(e, o, p) !== canAttackByView(e, o, p)) mismatches.push(`canAttack ${o.id} ${p}`);
            for (const a of creatures) if (canBlock(e, o, a, p) !== canBlockByView(e, o, a, p)) mismatches.push(`canBlock ${o.id} ${a.id} ${p}`);
          }
        }
        for (const spec of specs) {
          for (const p of players) {
            if (isLegalTarget(e, spec, o.id, objects[0].id, p) !== legalByView(e, spec, o, objects[0].id, p)) mismatches.push(`target ${o.id} ${p}`);
            compared++;
          }
        }
      }
      for (const spec of specs) {
        for (const p of players) {
          const zone = spec.objects?.zone ?? "play";
          const expected: string[] = spec.players ? s.players.filter((q) => !q.lost).map((q) => q.id) : [];
          if (spec.objects !== undefined && zone === "play") {
            for (const id of s.play) if (legalByView(e, spec, obj(e, id)!, "none", p)) expected.push(id);
            if (targetOptions(e, spec, "none", p).join() !== expected.join()) mismatches.push(`options ${JSON.stringify(spec)} ${p}`);
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(compared).toBeGreaterThan(10_000);
    // Both branches of each fast path were met.
    expect(typeEffects).toBeGreaterThan(0);
    expect(keywordEffects).toBeGreaterThan(0);
    expect(keywordEffects).toBeLessThan(all.length);
  });
});

/**
 * isLegalTarget's checks of shroud, hexproof and protection are skipped for a permanent whose definition has none
 * of those keywords while no effect grants keywords (engine.ts `DefinitionFacts.limitsTargeting`): the same
 * verdicts as making every check, by the view, on states with and without effects granting them.
 */
describe("target legality: the keyword checks skipped without those keywords", () => {
  it("agrees with checking shroud, hexproof and protection by the view on every permanent", () => {
    const all = sampledStates(seedRange(41_005, 41_005), 4, (s, index) => {
      if (index % 2 !== 0 || s.play.length < 2) return [];
      return [
        withEffects(s, { filter: { types: ["Creature"] }, keywords: ["Shroud"] }),
        withEffects(s, { objects: [s.play[0], s.play[1]], keywords: ["Hexproof"] }),
        withEffects(s, { filter: { types: ["Creature"] }, keywords: ["Protection from red"] }),
      ];
    });
    const specs = targetSpecsOf();
    const mismatches: string[] = [];
    let refusedByKeywords = 0;
    let compared = 0;
    for (const s of all) {
      const e = engineFor(s);
      const players = s.players.map((p) => p.id);
      for (const id of s.play) {
        const o = obj(e, id)!;
        for (const source of [s.play[0], s.play[s.play.length - 1]]) {
          for (const spec of specs) {
            for (const p of players) {
              let expected = legalByView(e, spec, o, source, p);
              if (expected) {
                const v = view(e, o);
                const shielded = v.keywords.includes("Shroud") || (v.controller !== p && v.keywords.includes("Hexproof")) || protectedFrom(e, o, source);
                if (shielded) refusedByKeywords++;
                expected = !shielded;
              }
              if (isLegalTarget(e, spec, id, source, p) !== expected) mismatches.push(`${id} ${source} ${p} ${JSON.stringify(spec)}`);
              compared++;
            }
          }
        }
      }
    }
    expect(mismatches.slice(0, 10)).toEqual([]);
    expect(compared).toBeGreaterThan(5_000);
    expect(refusedByKeywords).toBeGreaterThan(100);
  });
});
