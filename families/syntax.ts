/**
 * The registry of sentence families, syntax stage: one line per family. The lexer takes their words, the parser
 * their rules, the printer and validator their per-kind rules, and the AST its `Effect` union from this list.
 * Adding a family: its folder (families/<name>/ with syntax.ts, codegen.ts, runtime.ts) and one line here, in
 * families/codegen.ts and in families/runtime.ts (ARCHITECTURE.md, "Adding a sentence family").
 *
 * Order matters only where families share a leading word: their phrases are tried in this order (Chevrotain
 * tells them apart by the words that follow, so the order changes no result), and "did you mean" lists equally
 * close sentences in this order.
 */
import type { ReplacementFamily, StaticFamily, SyntaxFamily, TriggerFamily } from "../grammar/family.js";
import damage from "./damage/syntax.js";
import life from "./life/syntax.js";
import cards from "./cards/syntax.js";
import sacrifice from "./sacrifice/syntax.js";
import counters from "./counters/syntax.js";
import tokens from "./tokens/syntax.js";
import continuous from "./continuous/syntax.js";
import tap from "./tap/syntax.js";
import attach from "./attach/syntax.js";
import destroy from "./destroy/syntax.js";
import exile from "./exile/syntax.js";
import putIntoPlay from "./put-into-play/syntax.js";
import control from "./control/syntax.js";
import search from "./search/syntax.js";
import mana from "./mana/syntax.js";
import counterSpell from "./counter-spell/syntax.js";
import extraTurn from "./extra-turn/syntax.js";
import scry from "./scry/syntax.js";
import changeTargets from "./change-targets/syntax.js";
import gameResult from "./game-result/syntax.js";
import poison from "./poison/syntax.js";
import chooseType from "./choose-type/syntax.js";
import nameCard from "./name-card/syntax.js";
import regenerate from "./regenerate/syntax.js";
import prevent from "./prevent/syntax.js";
import toHandOrLibrary from "./to-hand-or-library/syntax.js";
import lookAtLibrary from "./look-at-library/syntax.js";
import reveal from "./reveal/syntax.js";
import optional from "./optional/syntax.js";
import delayed from "./delayed/syntax.js";
import modes from "./modes/syntax.js";
import becomeCreature from "./become-creature/syntax.js";
import clash from "./clash/syntax.js";
import coinFlip from "./coin-flip/syntax.js";
import conditional from "./conditional/syntax.js";
import turnRecord from "./turn-record/syntax.js";
import champion from "./champion/syntax.js";
import hideaway from "./hideaway/syntax.js";
import lookedAtCard from "./looked-at-card/syntax.js";
import triggerZoneChange from "./trigger-zone-change/syntax.js";
import triggerStep from "./trigger-step/syntax.js";
import triggerObject from "./trigger-object/syntax.js";
import triggerPlayer from "./trigger-player/syntax.js";
import triggerCycle from "./trigger-cycle/syntax.js";
import replacementEnters from "./replacement-enters/syntax.js";
import replacementCopy from "./replacement-copy/syntax.js";
import staticCharacteristic from "./static-characteristic/syntax.js";
import replacementMultiply from "./replacement-multiply/syntax.js";
import replacementRedirect from "./replacement-redirect/syntax.js";
import staticModify from "./static-modify/syntax.js";
import replacementAsEnters from "./replacement-as-enters/syntax.js";
import replacementReveal from "./replacement-reveal/syntax.js";
import staticSpend from "./static-spend/syntax.js";
import staticUntargetable from "./static-untargetable/syntax.js";
import staticPrevent from "./static-prevent/syntax.js";
import staticPlayer from "./static-player/syntax.js";
import copySpell from "./copy-spell/syntax.js";
import replacementDamage from "./replacement-damage/syntax.js";
import replacementPrevent from "./replacement-prevent/syntax.js";
import costAdditional from "./cost-additional/syntax.js";

export const SYNTAX_FAMILIES = [damage, life, cards, sacrifice, counters, tokens, continuous, tap, attach, destroy, exile, putIntoPlay, control, search, mana, counterSpell, regenerate, prevent, toHandOrLibrary, lookAtLibrary, lookedAtCard, reveal, optional, delayed, modes, becomeCreature, clash, coinFlip, conditional, turnRecord, champion, hideaway, copySpell, changeTargets, extraTurn, gameResult, poison, chooseType, nameCard, scry] as const;
/**
 * The ability-level families: trigger events, replacement effects and static abilities, each inside the ability
 * shape the kernel owns (families whose `level` is "trigger", "replacement" or "static"). Their order is the
 * order of their sentences in "did you mean" and completion, and of the alternatives tried within one shape.
 */
export const ABILITY_FAMILIES = [triggerZoneChange, triggerStep, triggerObject, triggerPlayer, triggerCycle, replacementEnters, staticCharacteristic, replacementMultiply, replacementRedirect, staticModify, replacementCopy, replacementAsEnters, replacementReveal, staticSpend, staticPrevent, replacementDamage, replacementPrevent, costAdditional, staticPlayer, staticUntargetable] as const;

/** The effect node types of every registered family: the AST's `Effect` union (grammar/ast.ts). */
export type FamilyEffect = NodeOf<(typeof SYNTAX_FAMILIES)[number]>;
type NodeOf<F> = F extends SyntaxFamily<infer N> ? N : never;

type AbilityFamilies = (typeof ABILITY_FAMILIES)[number];
/** The trigger node types of the trigger families: the AST's `Trigger` union. */
export type FamilyTrigger = AbilityFamilies extends infer F ? (F extends TriggerFamily<infer N> ? N : never) : never;
/** The replacement node types of the replacement families: the AST's `Replacement` union. */
export type FamilyReplacement = AbilityFamilies extends infer F ? (F extends ReplacementFamily<infer N> ? N : never) : never;
/** The static node types of the static families: the AST's `StaticEffect` union. */
export type FamilyStaticEffect = AbilityFamilies extends infer F ? (F extends StaticFamily<infer N> ? N : never) : never;
