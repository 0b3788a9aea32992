/**
 * Static abilities that make rules about players while their permanent is in play (definition.ts
 * `PlayerRuleDefinition`): "You have shroud." (True Believer: shroud, 502, of a player — spells and abilities can't
 * target that player, checked by stack.ts as targets are chosen, 409.1c, and again on resolution, 413.2a), "You have
 * no maximum hand size." (Spellbook: 314.1's cleanup discard doesn't happen, 402.2), "Players can't search
 * libraries." (Mindlock Orb: a search finds nothing; the shuffle after it still happens), "You can't play creature
 * spells." (Steel Golem: such a card isn't offered and its play is refused, 409.1a), "Each player can't play more
 * than one spell each turn." (Rule of Law: the spells each player played this turn, runtime/turn-record.ts),
 * "Players can't gain life." (a life gain doesn't happen: families/life), "You can't lose the game and your opponents
 * can't win the game." (Platinum Angel: 420.5's losses and effects' "loses/wins the game" don't happen; sba.ts,
 * families/game-result).
 * Pay-for-use: whether any card of the registry makes such a rule is worked out once per registry (engine.ts
 * `RegistryFacts.makesPlayerRules`); a game whose cards make none never looks at a permanent here.
 */
import type { ObjectFilter, ObjectId, PlayerId, PlayerRuleDefinition } from "./definition.js";
import { controllerOf, matchesCharacteristics, matchesFilter, view } from "./continuous.js";
import { definitionOf, obj, playIndex, registryMakesPlayerRules, type Engine } from "./engine.js";
import { staticContext } from "./effect-context.js";
import { spellsPlayedThisTurn } from "./turn-record.js";
import { hasComposedParts, matchesComposedParts } from "./filters.js";
import type { ObjectState } from "./state.js";

type SimpleRule = Exclude<PlayerRuleDefinition["rule"], "cantPlay" | "spellsEachTurn" | "untapDuringOthers" | "untapAtMost" | "protection" | "cantActivate">;

/**
 * 502.2 limited (Stoic Angel: "Players can't untap more than one creature during their untap steps."): the limits
 * on what `player` untaps in their untap step, each a description and how many of those may untap; null when none
 * (one look per untap step, none without such a card in the registry).
 */
export function untapLimits(e: Engine, player: PlayerId): { most: number; permanents: ObjectFilter }[] | null {
  return registryMakesPlayerRules(e) ? findUntapLimits(e, player) : null;
}

/** `untapLimits` once some card of the registry makes player rules (see `findSimpleRule`). */
function findUntapLimits(e: Engine, player: PlayerId): { most: number; permanents: ObjectFilter }[] | null {
  let found: { most: number; permanents: ObjectFilter }[] | null = null;
  findRule(e, player, (rule, permanent) => {
    if (rule.rule === "untapAtMost") (found ??= []).push({ most: rule.most, permanents: rule.permanents(staticContext(e, permanent.id, controllerOf(e, permanent))) });
    return false;
  });
  return found;
}

/** Whether the permanent (in play) fits a description a player rule gives, as it is now. */
export function permanentFits(e: Engine, o: ObjectState, filter: ObjectFilter): boolean {
  const v = view(e, o);
  return matchesFilter(v, filter, "play") && (!hasComposedParts(filter) || matchesComposedParts(e, v, filter, "play"));
}

/**
 * 502.2 in another player's untap step (Seedborn Muse: "Untap all permanents you control during each other
 * player's untap step."): for each player other than `active` with such a rule, the descriptions of the permanents
 * that untap, or null when no player has one (one look per untap step, none without such a card in the registry).
 */
export function untapsDuringOthersStep(e: Engine, active: PlayerId): { player: PlayerId; permanents: ObjectFilter }[] | null {
  return registryMakesPlayerRules(e) ? findUntapsDuringOthersStep(e, active) : null;
}

/** `untapsDuringOthersStep` once some card of the registry makes player rules (see `findSimpleRule`). */
function findUntapsDuringOthersStep(e: Engine, active: PlayerId): { player: PlayerId; permanents: ObjectFilter }[] | null {
  let found: { player: PlayerId; permanents: ObjectFilter }[] | null = null;
  for (const p of e.s.players) {
    if (p.id === active) continue;
    findRule(e, p.id, (rule, permanent) => {
      if (rule.rule === "untapDuringOthers") (found ??= []).push({ player: p.id, permanents: rule.permanents(staticContext(e, permanent.id, controllerOf(e, permanent))) });
      return false;
    });
  }
  return found;
}

/** Whether a permanent of a player other than the active one untaps in this untap step (`untapsDuringOthersStep`). */
export function untapsInOthersStep(e: Engine, rules: readonly { player: PlayerId; permanents: ObjectFilter }[], o: ObjectState, controller: PlayerId): boolean {
  for (const rule of rules) if (rule.player === controller && permanentFits(e, o, rule.permanents)) return true;
  return false;
}

/**
 * 104.3 of 2007 (Platinum Angel): whether `player` can't lose the game now ("You can't lose the game"). Asked only
 * as a player would lose (sba.ts), never on the way of a game where nobody is losing.
 */
export function cantLoseGame(e: Engine, player: PlayerId): boolean {
  return playerHasRule(e, player, "cantLoseGame");
}

/** Whether a permanent in play gives `player` this rule now. */
export function playerHasRule(e: Engine, player: PlayerId, rule: SimpleRule): boolean {
  return registryMakesPlayerRules(e) && findSimpleRule(e, player, rule);
}

/**
 * `findRule` for one simple rule. The tests that close over their arguments live in functions of their own, called
 * only when some card of the registry makes player rules: a function whose parameters a closure captures allocates
 * their context on every call, before its first line, and these are asked on every listing and every draw.
 */
function findSimpleRule(e: Engine, player: PlayerId, rule: SimpleRule): boolean {
  return findRule(e, player, (r) => r.rule === rule) !== undefined;
}

/** "Damage can't be prevented." (a rule of the game: any player's rule is every player's). */
export function damageCantBePrevented(e: Engine): boolean {
  return registryMakesPlayerRules(e) && findSimpleRule(e, e.s.players[e.s.active].id, "damageCantBePrevented");
}

/** "All damage is dealt as though its source had wither." */
export function damageDealtAsWither(e: Engine): boolean {
  return registryMakesPlayerRules(e) && findSimpleRule(e, e.s.players[e.s.active].id, "damageAsWither");
}

/**
 * The name of a permanent in play whose ability forbids `player` to play `card` as a spell ("You can't play
 * creature spells."), or undefined. The card is matched as the spell it would become (its characteristics, on the
 * stack), in the context of the permanent with the ability.
 */
export function spellForbiddenBy(e: Engine, player: PlayerId, card: ObjectState): string | undefined {
  return registryMakesPlayerRules(e) ? spellForbiddingRule(e, player, card) : undefined;
}

/** `spellForbiddenBy` once some card of the registry makes player rules (see `findSimpleRule`). */
function spellForbiddingRule(e: Engine, player: PlayerId, card: ObjectState): string | undefined {
  const found = findRule(e, player, (r, permanent) => {
    if (r.rule === "spellsEachTurn") return spellsPlayedThisTurn(e, player) >= r.most;
    if (r.rule !== "cantPlay") return false;
    const filter = r.spells(staticContext(e, permanent.id, controllerOf(e, permanent)));
    const v = view(e, card);
    return matchesFilter(v, filter, "stack") && (!hasComposedParts(filter) || matchesComposedParts(e, v, filter, "stack"));
  });
  return found === undefined ? undefined : definitionOf(e, found).name;
}

/**
 * 502.7 of a player ("You have protection from the chosen name.", Runed Halo): the permanent whose ability gives
 * `player` protection from `source` (a spell, a permanent or a card, as it is now or as it last existed), or
 * undefined. Asked as a spell or ability would target the player (409.1c, 413.2a) and as damage would be dealt to
 * them (its prevention: runtime/replacement.ts); only in games of a registry whose cards make player rules.
 */
export function playerProtectedFrom(e: Engine, player: PlayerId, source: ObjectId): ObjectState | undefined {
  return registryMakesPlayerRules(e) ? protectingPermanent(e, player, source) : undefined;
}

/** `playerProtectedFrom` once some card of the registry makes player rules (see `findSimpleRule`). */
function protectingPermanent(e: Engine, player: PlayerId, source: ObjectId): ObjectState | undefined {
  const s = obj(e, source);
  if (s === undefined) return undefined;
  return findRule(e, player, (r, permanent) => r.rule === "protection" && objectFits(e, s, r.sources(staticContext(e, permanent.id, controllerOf(e, permanent))), true));
}

/**
 * 409.1 ("Activated abilities of sources with the chosen name can't be played unless they're mana abilities.",
 * Pithing Needle): the name of the permanent whose ability forbids playing an activated ability of `source`, or
 * undefined (always for a mana ability, `mana`: the rule excepts them). Every player's rule alike; only in games of
 * a registry whose cards make player rules.
 */
export function abilityForbiddenBy(e: Engine, player: PlayerId, source: ObjectState, mana: boolean): string | undefined {
  return registryMakesPlayerRules(e) && !mana ? abilityForbiddingRule(e, player, source) : undefined;
}

/** `abilityForbiddenBy` once some card of the registry makes player rules (see `findSimpleRule`). */
function abilityForbiddingRule(e: Engine, player: PlayerId, source: ObjectState): string | undefined {
  const found = findRule(e, player, (r, permanent) => {
    if (r.rule !== "cantActivate") return false;
    return objectFits(e, source, r.sources(staticContext(e, permanent.id, controllerOf(e, permanent))), r.anyZone);
  });
  return found === undefined ? undefined : definitionOf(e, found).name;
}

/**
 * Whether an object fits a description a player rule gives: as it is now, or as it last existed once it has left its
 * zone (the source of an ability on the stack, 413.2a); `anyZone`: wherever it is (else only a permanent in play).
 */
function objectFits(e: Engine, o: ObjectState, filter: ObjectFilter, anyZone: boolean): boolean {
  const v = !o.alive && o.last !== null ? o.last : view(e, o);
  const zone = anyZone ? (filter.zone ?? "play") : o.alive ? o.zone : "";
  return matchesCharacteristics(v, filter, zone) && (!hasComposedParts(filter) || matchesComposedParts(e, v, filter, o.zone));
}

/** The first permanent in play with a player rule that applies to `player` and passes `test`. */
function findRule(e: Engine, player: PlayerId, test: (rule: PlayerRuleDefinition, permanent: ObjectState) => boolean): ObjectState | undefined {
  // The permanents with such an ability, in play order (the play index's list: most permanents have none).
  const slots = playIndex(e).makingRules;
  for (let k = 0; k < slots.length; k++) {
    const permanent = e.s.objects[slots[k]]!;
    if (!permanent.alive || permanent.zone !== "play") continue;
    const abilities = definitionOf(e, permanent).abilities;
    for (let i = 0; i < abilities.length; i++) {
      const ability = abilities[i];
      if (ability.kind !== "static" || ability.playerRule === undefined) continue;
      const controller = controllerOf(e, permanent);
      // "You can't lose the game and your opponents can't win the game.": each rule joined by "and" in its turn.
      for (let rule: PlayerRuleDefinition | undefined = ability.playerRule; rule !== undefined; rule = "and" in rule ? rule.and : undefined) {
        if (rule.players === "you" ? player !== controller : rule.players === "opponents" ? player === controller : false) continue;
        if (test(rule, permanent)) return permanent;
      }
    }
  }
  return undefined;
}
