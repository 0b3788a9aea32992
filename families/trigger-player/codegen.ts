/** PlayerTrigger → the trigger data `{ kind: "gainsLife" | "playsSpell", who, spell? }` (families/trigger-player/runtime.ts). */
import type { TriggerCodegen } from "../../compiler/family.js";
import type { PlayerTrigger } from "./syntax.js";

const codegen: TriggerCodegen<PlayerTrigger> = {
  PlayerTrigger: (trigger) => {
    if (trigger.event === "gainsLife") return { kind: "gainsLife", who: trigger.who };
    const { types, excludedTypes, colors } = trigger.spell!;
    const spell: { types?: typeof types; excludedTypes?: typeof excludedTypes; colors?: typeof colors } = {};
    if (types.length > 0) spell.types = types;
    if (excludedTypes.length > 0) spell.excludedTypes = excludedTypes;
    if (colors !== undefined) spell.colors = colors; // "a white spell"
    return { kind: "playsSpell", who: trigger.who, ...(Object.keys(spell).length > 0 ? { spell } : {}) };
  },
};
export default codegen;
