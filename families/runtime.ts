/**
 * The registry of sentence families, runtime stage: one line per family (the same families as
 * families/syntax.ts). Their primitives together are the effect half of `EffectContext` (runtime/definition.ts)
 * and are installed on its class (runtime/effect-context.ts). Loaded by the runtime only: nothing here reaches
 * the grammar or the compiler.
 */
import damage from "./damage/runtime.js";
import life from "./life/runtime.js";
import cards from "./cards/runtime.js";
import sacrifice from "./sacrifice/runtime.js";
import counters from "./counters/runtime.js";
import tokens from "./tokens/runtime.js";
import continuous from "./continuous/runtime.js";
import tap from "./tap/runtime.js";
import attach from "./attach/runtime.js";
import destroy from "./destroy/runtime.js";
import exile from "./exile/runtime.js";
import putIntoPlay from "./put-into-play/runtime.js";
import control from "./control/runtime.js";
import search from "./search/runtime.js";
import mana from "./mana/runtime.js";
import counterSpell from "./counter-spell/runtime.js";
import extraTurn from "./extra-turn/runtime.js";
import scry from "./scry/runtime.js";
import changeTargets from "./change-targets/runtime.js";
import gameResult from "./game-result/runtime.js";
import poison from "./poison/runtime.js";
import chooseType from "./choose-type/runtime.js";
import nameCard from "./name-card/runtime.js";
import regenerate from "./regenerate/runtime.js";
import prevent from "./prevent/runtime.js";
import toHandOrLibrary from "./to-hand-or-library/runtime.js";
import lookAtLibrary from "./look-at-library/runtime.js";
import reveal from "./reveal/runtime.js";
import optional from "./optional/runtime.js";
import delayed from "./delayed/runtime.js";
import modes from "./modes/runtime.js";
import becomeCreature from "./become-creature/runtime.js";
import clash from "./clash/runtime.js";
import coinFlip from "./coin-flip/runtime.js";
import conditional from "./conditional/runtime.js";
import turnRecord from "./turn-record/runtime.js";
import champion from "./champion/runtime.js";
import hideaway from "./hideaway/runtime.js";
import lookedAtCard from "./looked-at-card/runtime.js";
import triggerZoneChange, { matchers as zoneChangeMatchers, events as zoneChangeEvents, type TriggerEvents as ZoneChangeTriggerEvents } from "./trigger-zone-change/runtime.js";
import triggerStep, { matchers as stepMatchers, events as stepEvents, type TriggerEvents as StepTriggerEvents } from "./trigger-step/runtime.js";
import triggerObject, { matchers as objectMatchers, events as objectEvents, type TriggerEvents as ObjectTriggerEvents } from "./trigger-object/runtime.js";
import triggerPlayer, { matchers as playerMatchers, events as playerEvents, type TriggerEvents as PlayerTriggerEvents } from "./trigger-player/runtime.js";
import triggerCycle, { matchers as cycleMatchers, events as cycleEvents, type TriggerEvents as CycleTriggerEvents } from "./trigger-cycle/runtime.js";
import replacementEnters from "./replacement-enters/runtime.js";
import replacementCopy from "./replacement-copy/runtime.js";
import staticCharacteristic from "./static-characteristic/runtime.js";
import staticModify from "./static-modify/runtime.js";
import staticSpend from "./static-spend/runtime.js";
import staticUntargetable from "./static-untargetable/runtime.js";
import costAdditional from "./cost-additional/runtime.js";
import staticPrevent from "./static-prevent/runtime.js";
import staticPlayer from "./static-player/runtime.js";
import copySpell from "./copy-spell/runtime.js";
import replacementDamage from "./replacement-damage/runtime.js";
import replacementPrevent from "./replacement-prevent/runtime.js";
import replacementMultiply from "./replacement-multiply/runtime.js";
import replacementRedirect from "./replacement-redirect/runtime.js";
import replacementAsEnters from "./replacement-as-enters/runtime.js";
import replacementReveal from "./replacement-reveal/runtime.js";

export const PRIMITIVES = {
  ...damage,
  ...life,
  ...cards,
  ...sacrifice,
  ...counters,
  ...tokens,
  ...continuous,
  ...tap,
  ...attach,
  ...destroy,
  ...exile,
  ...putIntoPlay,
  ...control,
  ...search,
  ...mana,
  ...counterSpell,
  ...extraTurn,
  ...scry,
  ...changeTargets,
  ...gameResult,
  ...poison,
  ...chooseType,
  ...nameCard,
  ...copySpell,
  ...regenerate,
  ...prevent,
  ...toHandOrLibrary,
  ...lookAtLibrary,
  ...reveal,
  ...optional,
  ...delayed,
  ...modes,
  ...becomeCreature,
  ...clash,
  ...coinFlip,
  ...conditional,
  ...turnRecord,
  ...champion,
  ...hideaway,
  ...lookedAtCard,
  ...triggerZoneChange,
  ...triggerStep,
  ...triggerObject,
  ...triggerPlayer,
  ...triggerCycle,
  ...replacementEnters,
  ...staticCharacteristic,
  ...staticModify,
  ...staticSpend,
  ...staticUntargetable,
  ...costAdditional,
  ...staticPrevent,
  ...staticPlayer,
  ...replacementMultiply,
  ...replacementRedirect,
  ...replacementCopy,
  ...replacementAsEnters,
  ...replacementDamage,
  ...replacementPrevent,
  ...replacementReveal,
};

/** The trigger events of the trigger families, as compiled definitions carry them: `TriggerEvent` (definition.ts). */
export type FamilyTriggerEvent = ZoneChangeTriggerEvents | StepTriggerEvents | ObjectTriggerEvents | PlayerTriggerEvents | CycleTriggerEvents;

/**
 * What each trigger family's events mean on the event bus (runtime/events.ts): by trigger kind, the matcher that
 * says whether an event triggers it and what the event binds. Typed over `FamilyTriggerEvent`: a trigger kind
 * without a matcher fails `tsc`.
 */
export const TRIGGER_MATCHERS: { [K in FamilyTriggerEvent["kind"]]: import("../runtime/events.js").TriggerMatcher<Extract<FamilyTriggerEvent, { kind: K }>> } = {
  ...zoneChangeMatchers,
  ...stepMatchers,
  ...objectMatchers,
  ...playerMatchers,
  ...cycleMatchers,
};

/**
 * The bus events each trigger kind can trigger on, by trigger kind (runtime/events.ts offers a permanent only the
 * events its triggered abilities can trigger on: `triggerEventsMask`). A trigger kind missing here is offered
 * every event (correct, only slower); test/runtime/engine-fast-paths.test.ts checks that every kind with a
 * matcher is here, and that no matcher triggers on an event its kind does not list.
 */
export const TRIGGER_EVENT_KINDS: { readonly [K in FamilyTriggerEvent["kind"]]?: readonly import("../runtime/events.js").TriggerEventKind[] } = {
  ...zoneChangeEvents,
  ...stepEvents,
  ...objectEvents,
  ...playerEvents,
  ...cycleEvents,
};

/** The primitives as compiled card code sees them: methods of `EffectContext`. */
export type FamilyPrimitives = { [K in keyof typeof PRIMITIVES]: OmitThisParameter<(typeof PRIMITIVES)[K]> };
