/**
 * ObjectTrigger → the trigger data of families/trigger-object/runtime.ts: the event's kind, the subject ("self"
 * or a filter relative to the ability's controller) and the event's details.
 */
import { characteristicData, type CharacteristicData, type TriggerCodegen } from "../../compiler/family.js";
import type { ObjectFilter } from "../../grammar/ast.js";
import type { ObjectTrigger } from "./syntax.js";

/**
 * The runtime's subject data (families/trigger-object/runtime.ts `TriggerObjectFilter`): the characteristic parts,
 * and the relative ones a subject may have, resolved from the watching permanent.
 */
type TriggerObjectFilter = CharacteristicData & { controller?: "you" | "opponent"; controllerNot?: "you"; other?: boolean; chosenType?: true; damagedByWatcherThisTurn?: boolean };
type Compiled = ReturnType<TriggerCodegen<ObjectTrigger>["ObjectTrigger"]>;

const KINDS = {
  entersPlay: "objectEntersPlay",
  putIntoGraveyardFromPlay: "putIntoGraveyardFromPlay",
  putIntoGraveyardFromAnywhere: "putIntoGraveyardFromAnywhere",
  leavesPlay: "objectLeavesPlay",
  attacks: "attacks",
  blocks: "blocks",
  becomesBlocked: "becomesBlocked",
  attacksUnblocked: "attacksUnblocked",
  dealsDamage: "dealsDamage",
  isDealtDamage: "isDealtDamage",
  becomesTapped: "becomesTapped",
  becomesUntapped: "becomesUntapped",
  counterPlaced: "counterPlaced",
  becomesTarget: "becomesTarget",
  tappedForMana: "tappedForMana",
  turnedFaceUp: "turnedFaceUp",
} as const;

/**
 * The subject's filter as data (families/trigger-object/runtime.ts `TriggerObjectFilter`): card types, "you
 * control" or "an opponent controls" (the grammar allows no other controller here), "another", and the composed parts of the kernel's
 * filters (colours, subtypes, supertypes, status, combat, keywords, comparisons with a number).
 */
function subjectData(filter: ObjectFilter, underYourControl: boolean, underOpponentsControl: boolean): TriggerObjectFilter {
  const data: TriggerObjectFilter = characteristicData(filter);
  // The relative parts the grammar lets a subject have (families/trigger-object/syntax.ts reports the others),
  // resolved from the watching permanent as the event happens.
  if (filter.controller?.kind === "You" || underYourControl) data.controller = "you";
  else if (filter.controller?.kind === "EachOpponent" || underOpponentsControl) data.controller = "opponent";
  if (filter.controllerNot?.kind === "You") data.controllerNot = "you";
  if (filter.other) data.other = true;
  if (filter.chosenType !== undefined) data.chosenType = true;
  return data;
}

const codegen: TriggerCodegen<ObjectTrigger> = {
  ObjectTrigger: (trigger) => {
    const subject: "self" | "attached" | TriggerObjectFilter | { source: true; controller?: "you" | "opponent" } =
      trigger.subject.kind === "Self"
        ? "self"
        : trigger.subject.kind === "Attached"
          ? "attached"
          : trigger.subject.kind === "Source"
            ? trigger.subject.controller === undefined
              ? { source: true }
              : { source: true, controller: trigger.subject.controller }
            : { ...subjectData(trigger.subject.filter, trigger.underYourControl === true, trigger.underOpponentsControl === true), ...(trigger.subject.orSelf === true ? { orSelf: true } : {}) };
    // "a nonblack creature": what the other creature of a block must be
    const other = trigger.other === undefined ? {} : { other: subjectData(trigger.other, false, false) };
    // "blocks or becomes blocked by a creature": each block it is in, the other creature its object
    if (trigger.orEvent === "becomesBlocked" && trigger.blockedByACreature) return { kind: "blocksOrBlockedBy", subject, ...other } as Compiled;
    // "attacks or blocks", "blocks or becomes blocked": one trigger on either event
    if (trigger.orEvent !== undefined) return { kind: "combatEither", subject, on: [trigger.event, trigger.orEvent] } as Compiled;
    // "becomes blocked by a creature": each block of it is an event, the blocker its object
    if (trigger.blockedByACreature) return { kind: "blockedByCreature", subject, ...other } as Compiled;
    if (trigger.damagedBySelfThisTurn === true && typeof subject === "object" && !("source" in subject)) subject.damagedByWatcherThisTurn = true;
    const data: Record<string, unknown> = { kind: KINDS[trigger.event], subject };
    if (trigger.alone) data.alone = true;
    if (trigger.atLeast !== undefined) data.atLeast = trigger.atLeast;
    if (trigger.attacksYou) data.defender = "you";
    if (trigger.underOpponentsControl) data.bindController = true;
    if (trigger.combat) data.combat = true;
    if (trigger.blocksACreature) data.blocked = true;
    if (other.other !== undefined) data.other = other.other;
    if (trigger.yourGraveyard) data.yourGraveyard = true;
    if (trigger.counter !== undefined) data.counter = trigger.counter;
    if (trigger.spellOnly) data.spellOnly = true;
    if (trigger.byOpponent) data.byOpponent = true;
    if (trigger.to !== undefined) data.to = trigger.to;
    return data as Compiled;
  },
};
export default codegen;
