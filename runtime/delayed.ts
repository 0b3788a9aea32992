/**
 * Delayed triggered abilities (2007 rules 410.x: "A delayed triggered ability is created during the resolution of
 * a spell or ability … It triggers only once … its controller is the player who controlled the spell or ability
 * that created it"): "Draw a card at the beginning of the next turn's upkeep." (Stun), "Sacrifice it at end of
 * turn.", Unearth's "Remove it from the game at end of turn.".
 *
 * - Created by `createDelayedTrigger` while a spell or ability resolves (compiled code's `ctx.delay`, or a
 *   keyword's rules): a plain record in the state (`GameState.delayedTriggers`), which names its code by the
 *   creating card and an index into that card's `CardDefinition.delayed` (or a keyword), never a function, and
 *   carries what the creating spell or ability referred to (targets, X, the event's object and player).
 * - Offered each step's beginning (turn.ts, through `delayedTriggersAt`): "at end of turn" triggers at the
 *   beginning of the next end of turn step (one created during the end of turn step waits for the next turn's:
 *   the step has already begun); "at the beginning of the next turn's upkeep" at the upkeep of a later turn than
 *   its creation's. ("At the beginning of the next end step" is the current wording of "at end of turn".) "At
 *   end of combat" (Fog Elemental's "sacrifice it at end of combat") triggers as the next end of combat step
 *   begins (311: the step every combat phase ends with, attackers or not).
 * - When it triggers it leaves the state (it triggers once) and becomes a pending triggered ability like any
 *   other (stack.ts puts it on the stack, APNAP, 410), resolved with the creation's targets and event.
 */
import type { EffectContext, TriggeredAbilityDefinition } from "./definition.js";
import type { Step } from "./api.js";
import { addPendingTrigger, type Engine } from "./engine.js";
import type { DelayedAbilityRef, DelayedTrigger } from "./state.js";

export type { DelayedAbilityRef, DelayedTrigger, DelayedWhen } from "./state.js";

/** The code and text of a delayed triggered ability, as a card defines it (`CardDefinition.delayed`). */
export interface DelayedAbility {
  text: string;
  resolve(ctx: EffectContext): void;
}

/**
 * The delayed triggered abilities keywords create, each defined once, as the text the keyword's reminder writes
 * out (Unearth: "Remove it from the game at end of turn."). `it` is the object the creation bound.
 */
export const KEYWORD_DELAYED: Readonly<Record<"Unearth" | "SuspendUpkeep" | "SuspendPlay" | "VanishingUpkeep" | "VanishingSacrifice" | "FadingUpkeep" | "EchoUpkeep" | "CumulativeUpkeep" | "MadnessPlay" | "Recover", DelayedAbility>> = {
  // Echo's and cumulative upkeep's triggered abilities (runtime/upkeep-costs.ts), named by reference as vanishing's.
  EchoUpkeep: {
    text: "At the beginning of your upkeep, if this came under your control since the beginning of your last upkeep, sacrifice it unless you pay its echo cost.",
    resolve(ctx: EffectContext): void {
      ctx.echoUpkeep();
    },
  },
  CumulativeUpkeep: {
    text: "At the beginning of your upkeep, put an age counter on this permanent, then sacrifice it unless you pay its upkeep cost for each age counter on it.",
    resolve(ctx: EffectContext): void {
      ctx.cumulativeUpkeep();
    },
  },
  // Vanishing's two triggered abilities (runtime/vanishing.ts): named by reference, as the keyword has no written-out lines.
  VanishingUpkeep: {
    text: "At the beginning of your upkeep, if this permanent has a time counter on it, remove a time counter from it.",
    resolve(ctx: EffectContext): void {
      ctx.vanishingUpkeep();
    },
  },
  // Fading's triggered ability (runtime/fading.ts, 502.21a), named by reference as vanishing's.
  FadingUpkeep: {
    text: "At the beginning of your upkeep, remove a fade counter from this permanent. If you can't, sacrifice the permanent.",
    resolve(ctx: EffectContext): void {
      ctx.fadingUpkeep();
    },
  },
  VanishingSacrifice: {
    text: "When the last time counter is removed from this permanent, sacrifice it.",
    resolve(ctx: EffectContext): void {
      ctx.vanishingSacrifice();
    },
  },
  // Recover's triggered ability of a card in its owner's graveyard (runtime/recover.ts, 502.55a), named the same way.
  Recover: {
    text: "When a creature is put into your graveyard from play, you may pay its recover cost. If you do, return this card from your graveyard to your hand. Otherwise, remove this card from the game.",
    resolve(ctx: EffectContext): void {
      ctx.recover();
    },
  },
  // Madness's triggered ability of a card removed from the game (runtime/madness.ts, 502.24a), named the same way.
  MadnessPlay: {
    text: "When this card is removed from the game this way, its owner may play it by paying its madness cost rather than paying its mana cost. If that player doesn't, he or she puts this card into his or her graveyard.",
    resolve(ctx: EffectContext): void {
      ctx.madnessPlay();
    },
  },
  // Suspend's two triggered abilities of a card removed from the game (runtime/suspend.ts, 502.62a): not delayed
  // ones, but named by reference the same way, since no permanent's trigger matching sees a card out of play.
  SuspendUpkeep: {
    text: "At the beginning of your upkeep, if this card is suspended, remove a time counter from it.",
    resolve(ctx: EffectContext): void {
      ctx.suspendUpkeep();
    },
  },
  SuspendPlay: {
    text: "When the last time counter is removed from this card, if it's removed from the game, play it without paying its mana cost if able.",
    resolve(ctx: EffectContext): void {
      ctx.suspendPlay();
    },
  },
  Unearth: {
    text: "Remove it from the game at end of turn.",
    resolve(ctx: EffectContext): void {
      ctx.exile(ctx.triggeringObjects());
    },
  },
};

/** 410.x: records a delayed triggered ability created by a resolving spell or ability. */
export function createDelayedTrigger(e: Engine, trigger: Omit<DelayedTrigger, "turn">): void {
  const created: DelayedTrigger = { ...trigger, turn: e.s.turnNumber };
  e.s.delayedTriggers = [...(e.s.delayedTriggers ?? []), created];
}

/** Whether a delayed trigger waiting for `when` triggers as `step` begins in turn `turn`. */
function triggersAt(trigger: DelayedTrigger, step: Step, turn: number): boolean {
  switch (trigger.when) {
    case "endOfTurn":
      return step === "endOfTurn";
    case "nextUpkeep":
      return step === "upkeep" && turn > trigger.turn;
    case "endOfCombat":
      return step === "endOfCombat";
  }
}

/**
 * As `step` begins (after its turn-based actions): the delayed triggers waiting for it trigger, once each. They
 * leave the state and wait, as pending triggered abilities, for a player to receive priority (410).
 */
export function delayedTriggersAt(e: Engine, step: Step): void {
  const waiting = e.s.delayedTriggers;
  if (waiting === undefined || waiting.length === 0) return;
  const turn = e.s.turnNumber;
  const staying: DelayedTrigger[] = [];
  for (const trigger of waiting) {
    if (!triggersAt(trigger, step, turn)) {
      staying.push(trigger);
      continue;
    }
    addPendingTrigger(e, {
      source: trigger.source,
      card: trigger.card,
      ability: -1,
      controller: trigger.controller,
      ...(trigger.event !== undefined ? { event: trigger.event } : {}),
      delayed: { ref: trigger.ref, targets: trigger.targets, x: trigger.x, ...(trigger.made !== undefined ? { made: trigger.made } : {}) },
    });
  }
  if (staying.length !== waiting.length) e.s.delayedTriggers = staying;
}

/**
 * The delayed ability a reference names: the card's own (`CardDefinition.delayed`, looked up in the registry by
 * the creating card's name: its source may be long gone) or a keyword's. As a triggered ability without targets
 * of its own: its references are the creation's.
 */
export function delayedAbility(e: Engine, card: string, ref: DelayedAbilityRef): TriggeredAbilityDefinition | undefined {
  const ability = "keyword" in ref ? KEYWORD_DELAYED[ref.keyword] : e.cards.get(card)?.delayed?.[ref.index];
  if (ability === undefined) return undefined;
  return { kind: "triggered", text: ability.text, trigger: { kind: "gameEvent", triggersOn: () => false }, targets: [], resolve: ability.resolve };
}
