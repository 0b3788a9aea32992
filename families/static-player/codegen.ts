/**
 * PlayerRule, CantPlaySpells → the static ability's `playerRule` (runtime/definition.ts `PlayerRuleDefinition`),
 * asked by runtime/player-rules.ts where the rule matters.
 */
import { withFilter, type DataObject, type StaticCodegen } from "../../compiler/family.js";
import type { AbilitiesCantBePlayed, CantPlaySpells, GameRule, PlayerProtection, PlayerRule, RulePlayers, SpellsEachTurn, UntapAtMost, UntapDuringOthers } from "./syntax.js";

const PLAYERS: Record<RulePlayers, string> = { You: "you", Players: "each", EachPlayer: "each", Opponents: "opponents" };
const RULES: Record<PlayerRule["rule"], string> = {
  Shroud: "shroud",
  NoMaximumHandSize: "noMaximumHandSize",
  CantSearchLibraries: "cantSearchLibraries",
  CantGainLife: "cantGainLife",
  CantLoseGame: "cantLoseGame",
  CantWinGame: "cantWinGame",
  PlayLandsFromGraveyard: "playLandsFromGraveyard",
};

/** A rule about players as data, with the rule joined to it by "and" (Platinum Angel). */
function playerRuleData(node: PlayerRule): DataObject {
  const data = { players: PLAYERS[node.players], rule: RULES[node.rule] };
  return node.and === undefined ? data : { ...data, and: playerRuleData(node.and) };
}

const codegen: StaticCodegen<PlayerRule | CantPlaySpells | SpellsEachTurn | GameRule | UntapDuringOthers | UntapAtMost | PlayerProtection | AbilitiesCantBePlayed> = {
  // 502.7 of a player: the sources, matched in any zone (runtime/player-rules.ts `playerProtectedFrom`)
  PlayerProtection(node, scope, emit) {
    const body = withFilter(node.from, scope, (filter) => `return ${filter};`);
    return { playerRule: { players: PLAYERS[node.players], rule: "protection", sources: emit.declareFunction("sources", "ctx: StaticContext", 'Parameters<StaticContext["objects"]>[0]', body) } };
  },
  // 409.1: a rule of every player (runtime/player-rules.ts `abilityForbiddenBy`); "sources …" in any zone
  AbilitiesCantBePlayed(node, scope, emit) {
    const body = withFilter(node.sources, scope, (filter) => `return ${filter};`);
    return {
      playerRule: { players: "each", rule: "cantActivate", sources: emit.declareFunction("sources", "ctx: StaticContext", 'Parameters<StaticContext["objects"]>[0]', body), anyZone: node.anyZone },
    };
  },
  UntapAtMost(node, scope, emit) {
    const body = withFilter(node.permanents, scope, (filter) => `return ${filter};`);
    return {
      playerRule: {
        players: PLAYERS[node.players],
        rule: "untapAtMost",
        most: node.most,
        permanents: emit.declareFunction("permanents", "ctx: StaticContext", 'Parameters<StaticContext["objects"]>[0]', body),
      },
    };
  },
  UntapDuringOthers(node, scope, emit) {
    const body = withFilter(node.permanents, scope, (filter) => `return ${filter};`);
    return { playerRule: { players: "you", rule: "untapDuringOthers", permanents: emit.declareFunction("permanents", "ctx: StaticContext", 'Parameters<StaticContext["objects"]>[0]', body) } };
  },
  // Rules of the game: every player's alike.
  GameRule: (node) => ({ playerRule: { players: "each", rule: node.rule === "DamageCantBePrevented" ? "damageCantBePrevented" : node.rule === "DamageAsWither" ? "damageAsWither" : "manaPoolsDontEmpty" } }),
  PlayerRule: (node) => ({ playerRule: playerRuleData(node) }),
  SpellsEachTurn: (node) => ({ playerRule: { players: PLAYERS[node.players], rule: "spellsEachTurn", most: node.most } }),
  CantPlaySpells(node, scope, emit) {
    const body = withFilter(node.spells, scope, (filter) => `return ${filter};`);
    return { playerRule: { players: PLAYERS[node.players], rule: "cantPlay", spells: emit.declareFunction("spells", "ctx: StaticContext", 'Parameters<StaticContext["objects"]>[0]', body) } };
  },
};
export default codegen;
