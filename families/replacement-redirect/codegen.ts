/**
 * RedirectDamage → a rule over `damage` events to the patterns' recipients, dealt to the ability's source instead
 * (or to the permanent it is attached to: "enchanted creature").
 */
import { recipientMatch, type ReplacementCodegen } from "../../compiler/family.js";
import type { RedirectDamage } from "./syntax.js";

const codegen: ReplacementCodegen<RedirectDamage> = {
  RedirectDamage(replacement, scope, emit) {
    if (replacement.to.kind !== "Self" && replacement.to.kind !== "Attached") {
      scope.problem("Damage can only be redirected to the permanent that has the ability or the one it is attached to.");
    }
    if (replacement.to.kind === "Attached") {
      // Pariah: to the creature the Aura enchants now; unattached, the rule does not apply.
      const applies = ["const attached = ctx.attachedTo(ctx.self);", "if (event.amount <= 0 || attached === undefined || event.recipient === attached) return false;", recipientMatch(replacement.from, "event.recipient", scope)].join("\n");
      return emit.replacementRule("damage", false, applies, ["const attached = ctx.attachedTo(ctx.self);", "if (attached === undefined) return event;", emit.eventWith("damage", { recipient: "attached" })].join("\n"), true);
    }
    const applies = ["if (event.amount <= 0 || event.recipient === ctx.self) return false;", recipientMatch(replacement.from, "event.recipient", scope)].join("\n");
    return emit.replacementRule("damage", false, applies, emit.eventWith("damage", { recipient: "ctx.self" }), true);
  },
};
export default codegen;
