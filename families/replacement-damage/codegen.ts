/**
 * DoubleDamage → a rule over `damage` events to a player or to a creature (a permanent: Oracle's wording) in play,
 * dealt as twice the amount (419: applied once per event, ordered with the others by 419.9).
 */
import type { ReplacementCodegen } from "../../compiler/family.js";
import type { DoubleDamage } from "./syntax.js";

const codegen: ReplacementCodegen<DoubleDamage> = {
  DoubleDamage(node, _scope, emit) {
    const permanent = node.recipient === "creatureOrPlayer" ? `object.types.includes("Creature")` : "true";
    const applies = [
      "if (event.amount <= 0) return false;",
      "if (ctx.isPlayer(event.recipient)) return true;",
      "const object = ctx.object(event.recipient);",
      `return object !== undefined && object.zone === "play" && ${permanent};`,
    ].join("\n");
    return emit.replacementRule("damage", false, applies, emit.eventWith("damage", { amount: "event.amount * 2" }), false);
  },
};
export default codegen;
