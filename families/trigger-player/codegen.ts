/** PlayerTrigger → the trigger data `{ kind: "gainsLife" | "playsSpell" | "drawsCard" | "discardsCard" | "clashes", who, spell?, during?, won? }` (families/trigger-player/runtime.ts). */
import { characteristicData, type TriggerCodegen } from "../../compiler/family.js";
import type { PlayerTrigger } from "./syntax.js";

const codegen: TriggerCodegen<PlayerTrigger> = {
  PlayerTrigger: (trigger) => {
    if (trigger.event === "gainsLife") return { kind: "gainsLife", who: trigger.who };
    if (trigger.event === "drawsCard") return { kind: "drawsCard", who: trigger.who };
    if (trigger.event === "discardsCard") return { kind: "discardsCard", who: trigger.who };
    // "a player sacrifices a creature": the permanent by its characteristics (the grammar allows no relative part)
    if (trigger.event === "sacrifices") return { kind: "sacrifices", who: trigger.who, sacrificed: characteristicData(trigger.sacrificed!) } as ReturnType<TriggerCodegen<PlayerTrigger>["PlayerTrigger"]>;
    if (trigger.event === "tapsForMana") {
      const { types, excludedTypes, subtypes, supertypes, colors } = trigger.tapped!;
      const tapped: Record<string, unknown> = {};
      if (types.length > 0) tapped.types = types;
      if (excludedTypes.length > 0) tapped.excludedTypes = excludedTypes;
      if (subtypes !== undefined) tapped.subtypes = subtypes; // "a Mountain, Forest, or Plains"
      if (supertypes !== undefined) tapped.supertypes = supertypes; // "a basic land"
      if (colors !== undefined) tapped.colors = colors;
      return { kind: "tapsForMana", who: trigger.who, tapped } as ReturnType<TriggerCodegen<PlayerTrigger>["PlayerTrigger"]>;
    }
    if (trigger.event === "clashes") return trigger.won === true ? { kind: "clashes", who: trigger.who, won: true } : { kind: "clashes", who: trigger.who };
    // "a white spell", "a nonblack spell", "a multicolored spell", "a Goblin spell": the parts the text says (the
    // grammar allows only what a spell is: syntax.ts SPELL_PARTS).
    const spell = characteristicData(trigger.spell!);
    return {
      kind: "playsSpell",
      who: trigger.who,
      ...(Object.keys(spell).length > 0 ? { spell } : {}),
      ...(trigger.during !== undefined ? { during: trigger.during } : {}),
    };
  },
};
export default codegen;
