/**
 * The keyword abilities that are triggered abilities under the rules of their time (mechanics of 2007–2009;
 * Magic 2010 made lifelink and deathtouch static), each defined once, here, as the triggered ability its
 * reminder text writes out: the same trigger data a card's written-out ability compiles to (the trigger
 * families' `TriggerEvent`s, matched on the event bus: runtime/events.ts) and a `resolve` calling the same
 * effect primitives compiled card code calls. A permanent that has the keyword now, printed or granted by an
 * effect, has the ability (events.ts asks `hasKeywordNow`); one keyword on a permanent is one instance.
 *
 * - Flanking (2007 rules 502.3): "Whenever this creature becomes blocked by a creature without flanking, the blocking
 *   creature gets -1/-1 until end of turn."
 * - Exalted (Shards of Alara): "Whenever a creature you control attacks alone, that creature gets +1/+1 until end
 *   of turn."
 * - Persist (Shadowmoor): "When this creature is put into a graveyard from play, if it had no -1/-1 counters on
 *   it, return it to play under its owner's control with a -1/-1 counter on it."
 * - Lifelink (2007): "Whenever this source deals damage, its controller gains that much life."
 * - Deathtouch (2007): "Whenever this creature deals damage to a creature, destroy that creature."
 * - Evoke (Lorwyn), its triggered half (the alternative cost is runtime/costs.ts's): "When this comes into play, if
 *   its evoke cost was paid, its controller sacrifices it." (an intervening "if", 410.11: runtime/intervening-if.ts)
 * - Conspire (Eventide), its triggered half (the additional cost is runtime/costs.ts's): "When you play this spell,
 *   if its conspire cost was paid, copy it. You may choose new targets for the copy." (runtime/copies.ts)
 * - Storm (Time Spiral; 2007 rules 502.30): "When you play this spell, put a copy of it onto the stack for each other
 *   spell that was played before it this turn. If the spell has any targets, you may choose new targets for any
 *   number of the copies." (runtime/copies.ts; the copies are not played, so they count for no later storm)
 * - Cascade (Alara Reborn): "When you play this spell, remove cards from the top of your library from the game
 *   until you remove a nonland card that costs less. You may play it without paying its mana cost. Put the removed
 *   cards on the bottom in a random order." (runtime/cascade.ts)
 * - Bushido (Champions of Kamigawa; 2007 rules 502.38a): "Whenever this creature blocks or becomes blocked, it gets
 *   +N/+N until end of turn." (N is the card's `bushido`: runtime/combat-keywords.ts)
 * - Rampage (Legends; 2007 rules 502.12a): "Whenever this creature becomes blocked, it gets +N/+N until end of turn for
 *   each creature blocking it beyond the first." (502.12b: the blockers counted as it resolves; runtime/combat-keywords.ts)
 * - Ripple (Coldsnap; 2007 rules 502.56a): "When you play this spell, you may reveal the top N cards of your library.
 *   You may play any revealed cards with the same name as this spell without paying their mana costs. Put the rest
 *   on the bottom of your library." (runtime/ripple.ts; N is the card's `ripple`)
 * - Poisonous N (Future Sight; 2007 rules 502.68a): "Whenever this creature deals combat damage to a player, that
 *   player gets N poison counters." (families/poison's `givePoison`; 104.3d, 420.5). One keyword per N ("Poisonous 1"
 *   … "Poisonous 10"), so a creature with poisonous 1 and poisonous 3 has two abilities and both trigger; each instance
 *   triggers separately (502.68b), the same N granted twice included (continuous.ts `keywordInstances`).
 */
import type { EffectContext, Keyword, PoisonousKeyword, TriggeredAbilityDefinition } from "./definition.js";
import type { RulesEvent } from "./events.js";

export interface KeywordTrigger {
  keyword: Keyword;
  /** Each instance of the keyword triggers separately (poisonous, 502.68b): as many triggers as instances. */
  eachInstance?: true;
  /** The bus events its trigger can match (events.ts asks only about these). */
  events: RulesEvent["kind"][];
  ability: TriggeredAbilityDefinition;
}

/** Poisonous's reminder text counts in words ("three poison counters"). */
const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

export const KEYWORD_TRIGGERS: readonly KeywordTrigger[] = [
  {
    keyword: "Exalted",
    events: ["attacks"],
    ability: {
      kind: "triggered",
      text: "Exalted (Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn.)",
      trigger: { kind: "attacks", subject: { types: ["Creature"], controller: "you" }, alone: true },
      targets: [],
      resolve(ctx: EffectContext): void {
        ctx.modify(ctx.triggeringObjects(), { power: 1, toughness: 1 }, "untilEndOfTurn");
      },
    },
  },
  {
    keyword: "Persist",
    events: ["zoneChange"],
    ability: {
      kind: "triggered",
      text: "Persist (When this creature is put into a graveyard from play, if it had no -1/-1 counters on it, return it to play under its owner's control with a -1/-1 counter on it.)",
      trigger: { kind: "putIntoGraveyardFromPlay", subject: "self", condition: { kind: "hadNoCounters", counter: "-1/-1" } },
      targets: [],
      resolve(ctx: EffectContext): void {
        for (const card of ctx.triggeringObjects()) {
          const owner = ctx.object(card)?.owner;
          if (owner !== undefined) ctx.putIntoPlay([card], owner, { "-1/-1": 1 });
        }
      },
    },
  },
  {
    keyword: "Lifelink",
    events: ["damage"],
    ability: {
      kind: "triggered",
      text: "Lifelink (Whenever this source deals damage, its controller gains that much life.)",
      trigger: { kind: "dealsDamage", subject: "self" },
      targets: [],
      resolve(ctx: EffectContext): void {
        ctx.gainLife(ctx.controller, ctx.triggeringAmount());
      },
    },
  },
  {
    keyword: "Deathtouch",
    events: ["damage"],
    ability: {
      kind: "triggered",
      text: "Deathtouch (Whenever this creature deals damage to a creature, destroy that creature.)",
      trigger: { kind: "dealsDamage", subject: "self", to: "creature" },
      targets: [],
      resolve(ctx: EffectContext): void {
        ctx.destroy(ctx.triggeringObjects());
      },
    },
  },
  {
    keyword: "Evoke",
    events: ["zoneChange"],
    ability: {
      kind: "triggered",
      text: "Evoke (When this comes into play, if its evoke cost was paid, its controller sacrifices it.)",
      trigger: { kind: "entersPlay" },
      interveningIf: { kind: "costPaid", cost: "evoke" },
      targets: [],
      resolve(ctx: EffectContext): void {
        ctx.sacrificeObjects([ctx.self]);
      },
    },
  },
  {
    keyword: "Conspire",
    events: ["spellPlayed"],
    ability: {
      kind: "triggered",
      text: "Conspire (When you play this spell, if its conspire cost was paid, copy it. You may choose new targets for the copy.)",
      trigger: { kind: "playsSpell", who: "you" },
      interveningIf: { kind: "costPaid", cost: "conspire" },
      targets: [],
      resolve(ctx: EffectContext): void {
        ctx.copySpell(ctx.self, true);
      },
    },
  },
  {
    keyword: "Storm",
    events: ["spellPlayed"],
    ability: {
      kind: "triggered",
      text: "Storm (When you play this spell, copy it for each spell played before it this turn. You may choose new targets for the copies.)",
      trigger: { kind: "playsSpell", who: "you" },
      targets: [],
      resolve(ctx: EffectContext): void {
        ctx.storm();
      },
    },
  },
  {
    keyword: "Cascade",
    events: ["spellPlayed"],
    ability: {
      kind: "triggered",
      text: "Cascade (When you play this spell, remove cards from the top of your library from the game until you remove a nonland card that costs less. You may play it without paying its mana cost. Put the removed cards on the bottom in a random order.)",
      trigger: { kind: "playsSpell", who: "you" },
      targets: [],
      resolve(ctx: EffectContext): void {
        ctx.cascade();
      },
    },
  },
  {
    keyword: "Ripple",
    events: ["spellPlayed"],
    ability: {
      kind: "triggered",
      text: "Ripple (When you play this spell, you may reveal the top N cards of your library. You may play any revealed cards with the same name as this spell without paying their mana costs. Put the rest on the bottom of your library.)",
      trigger: { kind: "playsSpell", who: "you" },
      targets: [],
      resolve(ctx: EffectContext): void {
        ctx.ripple();
      },
    },
  },
  {
    // Flanking (2007 rules 502.3): one trigger per instance (502.3b) and per blocker without flanking.
    keyword: "Flanking",
    events: ["blocks"],
    ability: {
      kind: "triggered",
      text: "Flanking (Whenever this creature becomes blocked by a creature without flanking, the blocking creature gets -1/-1 until end of turn.)",
      trigger: { kind: "blockedByCreature", subject: "self", other: { types: ["Creature"], excludedKeywords: ["Flanking"] } },
      targets: [],
      resolve(ctx: EffectContext): void {
        ctx.modify(ctx.triggeringObjects(), { power: -1, toughness: -1 }, "untilEndOfTurn");
      },
    },
  },
  {
    // Bushido (2007 rules 502.38a): it blocks (once, however many attackers it blocks) or it becomes blocked.
    keyword: "Bushido",
    events: ["blocks", "becomesBlocked"],
    ability: {
      kind: "triggered",
      text: "Bushido (Whenever this creature blocks or becomes blocked, it gets +N/+N until end of turn.)",
      trigger: { kind: "combatEither", subject: "self", on: ["blocks", "becomesBlocked"] },
      targets: [],
      resolve(ctx: EffectContext): void {
        const n = ctx.combatKeywordBonus("Bushido");
        if (n !== 0) ctx.modify([ctx.self], { power: n, toughness: n }, "untilEndOfTurn");
      },
    },
  },
  {
    // Rampage (2007 rules 502.12a/b): the bonus counted once, as the ability resolves.
    keyword: "Rampage",
    events: ["becomesBlocked"],
    ability: {
      kind: "triggered",
      text: "Rampage (Whenever this creature becomes blocked, it gets +N/+N until end of turn for each creature blocking it beyond the first.)",
      trigger: { kind: "becomesBlocked", subject: "self" },
      targets: [],
      resolve(ctx: EffectContext): void {
        const n = ctx.combatKeywordBonus("Rampage");
        if (n !== 0) ctx.modify([ctx.self], { power: n, toughness: n }, "untilEndOfTurn");
      },
    },
  },
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(poisonous),
];

/** "Poisonous N" (2007 rules 502.68a): its triggered ability, N bound in the ability itself. */
function poisonous(n: number): KeywordTrigger {
  const counters = n === 1 ? "a poison counter" : `${NUMBER_WORDS[n]} poison counters`;
  return {
    keyword: `Poisonous ${n}` as PoisonousKeyword,
    events: ["damage"],
    eachInstance: true,
    ability: {
      kind: "triggered",
      text: `Poisonous ${n} (Whenever this creature deals combat damage to a player, that player gets ${counters}.)`,
      trigger: { kind: "dealsDamage", subject: "self", combat: true, to: "player" },
      targets: [],
      resolve(ctx: EffectContext): void {
        const player = ctx.triggeringPlayer();
        if (player !== undefined) ctx.givePoison(player, n);
      },
    },
  };
}
