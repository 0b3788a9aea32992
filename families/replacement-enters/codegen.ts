/**
 * EntersWithCounters, EntersTapped → a rule over the card's own `entersPlay` event: the counters it comes into
 * play with are added, and for "tapped" it comes into play tapped.
 */
import { stringLiteral, withAmount, type FunctionScope, type ReplacementCodegen } from "../../compiler/family.js";
import type { Amount, CounterKind } from "../../grammar/ast.js";
import type { EntersTapped, EntersWithCounters } from "./syntax.js";

const codegen: ReplacementCodegen<EntersWithCounters | EntersTapped> = {
  EntersWithCounters(replacement, scope, emit) {
    const add = withCounters(replacement.counter, replacement.amount, scope, (counters) => emit.eventWith("entersPlay", { counters }));
    return emit.replacementRule("entersPlay", false, "return event.object === ctx.self;", add || "return event;", false);
  },
  EntersTapped(replacement, scope, emit) {
    const apply =
      replacement.counters === null
        ? emit.eventWith("entersPlay", { tapped: "true" })
        : withCounters(replacement.counters.counter, replacement.counters.amount, scope, (counters) => emit.eventWith("entersPlay", { tapped: "true", counters }));
    return emit.replacementRule("entersPlay", false, "return event.object === ctx.self;", apply || "return event;", false);
  },
};
export default codegen;

/** The event's counters with `amount` more of `counter`. */
function withCounters(counter: CounterKind, amount: Amount, scope: FunctionScope, then: (counters: string) => string): string {
  const kind = stringLiteral(counter);
  return withAmount(amount, scope, (n) => then(`{ ...event.counters, [${kind}]: (event.counters[${kind}] ?? 0) + ${n} }`));
}
