/** EntersWithCounters → a rule over the card's own `entersPlay` event adding the counters it enters with. */
import { stringLiteral, withAmount, type ReplacementCodegen } from "../../compiler/family.js";
import type { EntersWithCounters } from "./syntax.js";

const codegen: ReplacementCodegen<EntersWithCounters> = {
  EntersWithCounters(replacement, scope, emit) {
    const counter = stringLiteral(replacement.counter);
    const add = withAmount(replacement.amount, scope, (amount) =>
      emit.eventWith("entersPlay", { counters: `{ ...event.counters, [${counter}]: (event.counters[${counter}] ?? 0) + ${amount} }` }),
    );
    return emit.replacementRule("entersPlay", false, "return event.object === ctx.self;", add || "return event;", false);
  },
};
export default codegen;
