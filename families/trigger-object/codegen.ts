/**
 * ObjectTrigger → the trigger data of families/trigger-object/runtime.ts: the event's kind, the subject ("self"
 * or a filter relative to the ability's controller) and the event's details.
 */
import type { TriggerCodegen } from "../../compiler/family.js";
import type { ObjectFilter } from "../../grammar/ast.js";
import type { ObjectTrigger } from "./syntax.js";

/** The runtime's subject data (families/trigger-object/runtime.ts `TriggerObjectFilter`), built field by field. */
type TriggerObjectFilter = Record<string, unknown>;
type Compiled = ReturnType<TriggerCodegen<ObjectTrigger>["ObjectTrigger"]>;

const KINDS = {
  entersPlay: "objectEntersPlay",
  putIntoGraveyardFromPlay: "putIntoGraveyardFromPlay",
  attacks: "attacks",
  blocks: "blocks",
  becomesBlocked: "becomesBlocked",
  dealsDamage: "dealsDamage",
} as const;

/**
 * The subject's filter as data. The grammar allows only "you" as a controller here; the kernel filter's other
 * fields (card types, excluded types, and any a later filter phrase adds, such as colours) pass through as the
 * runtime's `ObjectFilter` fields of the same names.
 */
function subjectData(filter: ObjectFilter, underYourControl: boolean): TriggerObjectFilter {
  const { types, excludedTypes, zone: _zone, controller, other, manaValueAtMost, ...rest } = filter;
  const data: TriggerObjectFilter = { ...(rest as object) };
  if (types.length > 0) data.types = types;
  if (excludedTypes.length > 0) data.excludedTypes = excludedTypes;
  if (controller?.kind === "You" || underYourControl) data.controller = "you";
  if (other) data.other = true;
  if (manaValueAtMost?.kind === "Number") data.manaValueAtMost = manaValueAtMost.value;
  return data;
}

const codegen: TriggerCodegen<ObjectTrigger> = {
  ObjectTrigger: (trigger) => {
    const subject: "self" | TriggerObjectFilter = trigger.subject.kind === "Self" ? "self" : subjectData(trigger.subject.filter, trigger.underYourControl === true);
    const data: Record<string, unknown> = { kind: KINDS[trigger.event], subject };
    if (trigger.alone) data.alone = true;
    if (trigger.combat) data.combat = true;
    if (trigger.to !== undefined) data.to = trigger.to;
    return data as Compiled;
  },
};
export default codegen;
