/**
 * continuous.ts's shortcuts that answer one question without building a view (`hasKeywordNow`: layer 5 only adds
 * keywords; `controllerOf`: locked-in control effects applied in timestamp order, a view only for a filter) must
 * agree exactly with the view they stand in for: on states from random games, each also with locked-in and
 * filter-based keyword-granting and control-changing effects added, for every object (last known information
 * for those that left play).
 */
import { describe, expect, it } from "vitest";
import { certainlyLacksColors, certainlyLacksSubtypes, controllerOf, hasKeywordNow, hasRestriction, hasSubtype, matchesFilter, protectedFrom, restrictionsOn, view } from "../../runtime/continuous.js";
import type { CombatRestriction, Keyword, ObjectFilter, ObjectId, PlayerId, Zone } from "../../runtime/definition.js";
import { objectsIn } from "../../runtime/effects.js";
import { obj, type Engine } from "../../runtime/engine.js";
import { hasComposedParts, matchesComposedParts } from "../../runtime/filters.js";
import type { GameState, ObjectState } from "../../runtime/state.js";
import { engineFor, sampledStates, seedRange, withEffects } from "./engine-helpers.js";
import { skippedByStateBasedCheck } from "../../runtime/sba.js";

const KEYWORDS: Keyword[] = ["Flying", "Vigilance", "Haste", "Trample", "Reach", "Defender", "First strike", "Indestructible"];

function states(): GameState[] {
  return sampledStates(seedRange(43_001, 43_004), 4, (s, index) => {
    if (index % 3 !== 0 || s.play.length <= 1) return [];
    const p2 = s.players[1].id;
    return [
      withEffects(s, { objects: [s.play[0], s.play[1]], keywords: ["Haste", "Reach"] }),
      withEffects(s, { filter: { types: ["Creature"] }, keywords: ["Defender"] }, { objects: [s.play[1]], keywords: ["Flying"] }),
      withEffects(s, { objects: [s.play[0]], control: p2 }, { objects: [s.play[0]], control: s.players[0].id }),
      withEffects(s, { objects: [s.play[1]], control: p2 }, { filter: { types: ["Land"] }, control: p2 }),
      withEffects(s, { filter: { types: ["Land"] }, addTypes: ["Creature"] }, { filter: { types: ["Creature"], controller: p2 }, keywords: ["Trample"] }),
      // "loses flying" (418.5a: abilities removed), before and after a grant of the same keyword (timestamp order).
      withEffects(s, { objects: [s.play[0], s.play[1]], removeKeywords: ["Flying", "Vigilance"] }, { objects: [s.play[1]], keywords: ["Flying"] }),
      withEffects(s, { filter: { types: ["Creature"] }, keywords: ["Reach", "Protection from red"] }, { objects: [s.play[0]], removeKeywords: ["Reach", "Protection from red"] }),
    ];
  });
}

/** States with protection granted by locked-in and filter-based effects (and none, as the games have it). */
function protectionStates(): GameState[] {
  return sampledStates(seedRange(43_001, 43_002), 8, (s, index) => {
    if (index % 2 !== 0 || s.play.length <= 1) return [];
    const p2 = s.players[1].id;
    return [
      withEffects(s, { objects: [s.play[0], s.play[1]], keywords: ["Protection from red", "Flying"] }, { objects: [s.play[1]], keywords: ["Protection from green"] }),
      withEffects(s, { objects: [s.play[0]], keywords: ["Protection from white"] }, { filter: { types: ["Creature"], controller: p2 }, keywords: ["Protection from black"] }),
    ];
  });
}

describe("continuous.ts shortcuts agree with views", () => {
  it("hasKeywordNow and controllerOf, every object of every state", () => {
    const mismatches: string[] = [];
    let compared = 0;
    for (const s of states()) {
      const e = engineFor(s);
      for (const o of s.objects) {
        if (o === null) continue;
        const v = view(e, o as ObjectState);
        for (const keyword of KEYWORDS) {
          if (hasKeywordNow(e, o, keyword) !== v.keywords.includes(keyword)) mismatches.push(`${keyword} of ${o.id}`);
          compared++;
        }
        if (o.alive && o.zone === "play" && controllerOf(e, o) !== v.controller) mismatches.push(`controller of ${o.id}`);
      }
    }
    expect(mismatches).toEqual([]);
    expect(compared).toBeGreaterThan(10_000);
  });

  it("protectedFrom (the protections in one pass) agrees with asking hasKeywordNow for each protection keyword", () => {
    const COLORS = [
      ["Protection from white", "W"],
      ["Protection from blue", "U"],
      ["Protection from black", "B"],
      ["Protection from red", "R"],
      ["Protection from green", "G"],
    ] as const;
    const mismatches: string[] = [];
    let compared = 0;
    let protectedCount = 0;
    for (const s of protectionStates()) {
      const e = engineFor(s);
      const sources = s.objects.filter((o): o is ObjectState => o !== null).slice(-6);
      for (const id of s.play) {
        const o = obj(e, id)!;
        for (const source of sources) {
          const seen = source.alive || source.last === null ? view(e, source).colors : source.last.colors;
          const plain = obj(e, source.id) !== undefined && COLORS.some(([keyword, color]) => hasKeywordNow(e, o, keyword) && seen.includes(color));
          const fast = protectedFrom(e, o, source.id);
          if (fast !== plain) mismatches.push(`${o.id} from ${source.id}`);
          if (fast) protectedCount++;
          compared++;
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(compared).toBeGreaterThan(2_000);
    expect(protectedCount).toBeGreaterThan(50);
  });
});

/** States with P/T effects that raise and that lower toughness, set it or switch it, and damage on creatures. */
function toughnessStates(): GameState[] {
  return sampledStates(seedRange(43_001, 43_006), 3, (s, index) => {
    if (s.play.length <= 1) return [];
    const damaged = (t: GameState): GameState => ({ ...t, objects: t.objects.map((o) => (o !== null && o.zone === "play" ? { ...o, damage: 1 + (index % 3) } : o)) });
    return [
      withEffects(damaged(s), { filter: { types: ["Creature"] }, power: 1, toughness: 1 }),
      withEffects(damaged(s), { filter: { types: ["Creature"] }, power: 0, toughness: -1 }),
      withEffects(damaged(s), { objects: [s.play[0], s.play[1]], setPower: 1, setToughness: 1 }),
      withEffects(damaged(s), { filter: { types: ["Creature"] }, switchPowerToughness: true }, { objects: [s.play[1]], power: 2, toughness: 0 }),
      withEffects(damaged(s), { filter: { types: ["Land"] }, addTypes: ["Creature"] }),
      // Locked in: the effect applies to the objects it names only (the others are skipped as before).
      withEffects(damaged(s), { objects: [s.play[0]], power: 0, toughness: -2 }),
      withEffects(damaged(s), { objects: [s.play[0], s.play[1]], addTypes: ["Creature"] }),
    ];
  });
}

describe("420.5: the state-based check's skip of a permanent agrees with its view", () => {
  it("420.5c: a creature the check skips as having nothing to check has toughness above 0 and less damage than its toughness (or indestructible), by its view", () => {
    const mismatches: string[] = [];
    let skipped = 0;
    for (const s of toughnessStates()) {
      const e = engineFor(s);
      for (const id of s.play) {
        const o = obj(e, id)!;
        if (!skippedByStateBasedCheck(e, o)) continue;
        skipped++;
        const v = view(e, o);
        if (!v.types.includes("Creature")) continue;
        const toughness = v.toughness ?? 0;
        if (toughness <= 0 || (v.damage >= toughness && !v.keywords.includes("Indestructible"))) mismatches.push(`${id} (${v.name}) in turn ${s.turnNumber}: ${v.power}/${toughness}, damage ${v.damage}`);
      }
    }
    expect(mismatches).toEqual([]);
    expect(skipped).toBeGreaterThan(200);
  });
});

/**
 * States with the effects that change subtypes and colours (layers 4 and 5), locked in and filter-based, and a
 * granted changeling, beside the games' own.
 */
function subtypeAndColorStates(): GameState[] {
  return sampledStates(seedRange(43_001, 43_003), 5, (s, index) => {
    if (index % 2 !== 0 || s.play.length <= 2) return [];
    const p2 = s.players[1].id;
    return [
      withEffects(s, { objects: [s.play[0]], addSubtypes: ["Goblin", "Forest"] }, { objects: [s.play[1]], setColors: ["U"] }),
      withEffects(s, { filter: { types: ["Creature"], controller: p2 }, allCreatureTypes: true }, { filter: { types: ["Land"] }, setColors: ["B"] }),
      withEffects(s, { objects: [s.play[1], s.play[2]], keywords: ["Changeling"] }, { objects: [s.play[2]], loseCreatureTypes: true }),
      withEffects(s, { filter: { types: ["Creature"] }, keywords: ["Changeling"] }),
      withEffects(s, { filter: { types: ["Land"] }, setTypes: ["Creature"], setSubtypes: ["Elemental"] }),
    ];
  });
}

describe("object scans' printed pre-checks agree with views", () => {
  it("certainlyLacksSubtypes and certainlyLacksColors say an object lacks them only when its view lacks them", () => {
    const SUBTYPES = ["Goblin", "Elf", "Forest", "Island", "Elemental", "Ajani", "Equipment", "Treefolk", "Soldier"];
    const COLORS = ["W", "U", "B", "R", "G"] as const;
    const mismatches: string[] = [];
    let ruledOut = 0;
    let compared = 0;
    for (const s of subtypeAndColorStates()) {
      const e = engineFor(s);
      for (const o of s.objects) {
        if (o === null || !o.alive) continue;
        const v = view(e, o);
        for (const subtype of SUBTYPES) {
          compared++;
          if (!certainlyLacksSubtypes(e, o, [subtype])) continue;
          ruledOut++;
          if (hasSubtype(v, subtype)) mismatches.push(`${o.id} (${v.name}, ${o.zone}) is a ${subtype} by its view`);
        }
        for (const color of COLORS) {
          compared++;
          if (!certainlyLacksColors(e, o, [color])) continue;
          ruledOut++;
          if (v.colors.includes(color)) mismatches.push(`${o.id} (${v.name}, ${o.zone}) is ${color} by its view`);
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(compared).toBeGreaterThan(20_000);
    expect(ruledOut).toBeGreaterThan(compared / 2);
  });

  it("objectsIn finds what a plain scan finds (every object of the zone, its view, the whole filter)", () => {
    const plain = (e: Engine, filter: ObjectFilter, zone: Zone, controller: PlayerId | undefined): ObjectId[] => {
      const ids = zone === "play" ? e.s.play : e.s.players.flatMap((p) => p[zone as "graveyard" | "hand"]);
      return ids.filter((id) => {
        const o = obj(e, id);
        if (o === undefined || !o.alive) return false;
        const v = view(e, o);
        const whole = { ...filter, zone, controller };
        return matchesFilter(v, whole, zone) && (!hasComposedParts(whole) || matchesComposedParts(e, v, whole, zone));
      });
    };
    let found = 0;
    let scans = 0;
    const mismatches: string[] = [];
    for (const s of subtypeAndColorStates()) {
      const e = engineFor(s);
      const [p1, p2] = [s.players[0].id, s.players[1].id];
      const filters: ObjectFilter[] = [
        { types: ["Creature"] },
        { types: ["Land"], excludedTypes: ["Creature"] },
        { types: ["Creature", "Planeswalker"], manaValueAtMost: 3 },
        { types: [], exclude: s.play[0] },
        { types: ["Creature"], subtypes: ["Goblin", "Elf"] },
        { types: [], subtypes: ["Forest"] },
        { types: ["Creature"], colors: ["W", "U"] },
        { types: [], colors: ["B"], excludedTypes: ["Land"] },
      ];
      for (const filter of filters) {
        for (const zone of ["play", "graveyard", "hand"] as const) {
          for (const controller of [undefined, p1, p2]) {
            const fast = objectsIn(e, filter, zone, controller);
            const slow = plain(e, filter, zone, controller);
            scans++;
            found += slow.length;
            if (fast.join() !== slow.join()) mismatches.push(`${JSON.stringify(filter)} in ${zone} for ${controller ?? "anyone"}: ${fast.join()} against ${slow.join()}`);
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(scans).toBeGreaterThan(1_000);
    expect(found).toBeGreaterThan(scans);
  });
});

describe("hasRestriction's index of restriction kinds agrees with the restrictions on each permanent", () => {
  it("every permanent, every kind, on states with locked-in and filter-based restrictions and none", () => {
    const KINDS: CombatRestriction["kind"][] = ["cantBlock", "cantAttack", "unblockable", "abilitiesCantBePlayed", "mustBeBlocked"];
    const mismatches: string[] = [];
    let restricted = 0;
    const states = sampledStates(seedRange(43_001, 43_002), 6, (s, index) => {
      if (index % 2 !== 0 || s.play.length <= 1) return [];
      return [
        withEffects(s, { objects: [s.play[0]], restrictions: [{ kind: "cantBlock" }, { kind: "abilitiesCantBePlayed" }] }),
        withEffects(s, { filter: { types: ["Creature"], controller: s.players[1].id }, restrictions: [{ kind: "cantAttack" }] }, { objects: [s.play[1]], restrictions: [{ kind: "unblockable" }] }),
      ];
    });
    for (const s of states) {
      const e = engineFor(s);
      for (const id of s.play) {
        const o = obj(e, id)!;
        const plain = restrictionsOn(e, o);
        for (const kind of KINDS) {
          const has = hasRestriction(e, o, kind);
          if (has) restricted++;
          if (has !== plain.some((r) => r.kind === kind)) mismatches.push(`${kind} on ${id} in turn ${s.turnNumber}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(restricted).toBeGreaterThan(50);
  });
});
