/** RedirectDamage → a rule over `damage` events to the patterns' recipients, dealt to the ability's source instead. */
import { recipientMatch, type ReplacementCodegen } from "../../compiler/family.js";
import type { RedirectDamage } from "./syntax.js";

const codegen: ReplacementCodegen<RedirectDamage> = {
  RedirectDamage(replacement, scope, emit) {
    if (replacement.to.kind !== "Self") {
      scope.problem("Damage can only be redirected to the permanent that has the ability.");
    }
    const applies = ["if (event.amount <= 0 || event.recipient === ctx.self) return false;", recipientMatch(replacement.from, "event.recipient", scope)].join("\n");
    return emit.replacementRule("damage", false, applies, emit.eventWith("damage", { recipient: "ctx.self" }), true);
  },
};
export default codegen;
