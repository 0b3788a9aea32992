/**
 * EntersWithCounters, EntersTapped → a rule over the card's own `entersPlay` event: the counters it comes into
 * play with are added, and for "tapped" it comes into play tapped.
 */
import { stringLiteral, withAmount, withFilter, type FunctionScope, type ReplacementCodegen } from "../../compiler/family.js";
import type { Amount, CounterKind } from "../../grammar/ast.js";
import type { EntersTapped, EntersWithCounters } from "./syntax.js";

const codegen: ReplacementCodegen<EntersWithCounters | EntersTapped> = {
  EntersWithCounters(replacement, scope, emit) {
    const add = withCounters(replacement.counter, replacement.amount, scope, (counters) => emit.eventWith("entersPlay", { counters }));
    // "… unless you've played another red spell this turn": asked as it comes into play (families/conditional's runtime)
    const unless = replacement.unless;
    if (unless !== undefined && add) {
      const check = withFilter({ ...unless.spells, other: undefined }, scope, (f) => `if (ctx.castThisTurn(${f}, ${unless.another})) return event;`);
      return emit.replacementRule("entersPlay", false, "return event.object === ctx.self;", `${check}\n${add}`, true);
    }
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

/**
 * The event's counters with `amount` more of `counter`. X is the X of the spell the permanent resolved from
 * ("~ comes into play with X +1/+1 counters on it": the event's `x`, 0 when put into play otherwise); the
 * validator requires {X} in the card's mana cost (`xFromManaCost`).
 */
function withCounters(counter: CounterKind, amount: Amount, scope: FunctionScope, then: (counters: string) => string): string {
  const kind = stringLiteral(counter);
  const add = (n: string) => then(`{ ...event.counters, [${kind}]: (event.counters[${kind}] ?? 0) + ${n} }`);
  return amount.kind === "X" ? add("event.x") : withAmount(amount, scope, add);
}
