/**
 * MultiplyTokens / MultiplyCounters / MultiplyDraws / MultiplyLifeGain → rules over `createTokens` / `putCounters`
 * / `drawCard` / `gainLife` events multiplying their count.
 */
import { filterPredicate, type ReplacementCodegen } from "../../compiler/family.js";
import type { Multiply } from "./syntax.js";

const codegen: ReplacementCodegen<Multiply> = {
  MultiplyTokens(replacement, scope, emit) {
    let condition = "event.count > 0";
    if (replacement.controller.kind === "You") condition += " && event.controller === ctx.controller";
    else if (replacement.controller.kind !== "EachPlayer") {
      scope.problem("Token doubling can only watch tokens put into play under \"your\" control or any player's.");
    }
    return emit.replacementRule("createTokens", true, `return ${condition};`, emit.eventWith("createTokens", { count: `event.count * ${replacement.factor}` }), false);
  },
  MultiplyCounters(replacement, scope, emit) {
    // A permanent "you control": counters an object comes into play with are placed on the permanent it
    // becomes, under the player it comes into play under (event.controller); otherwise the object must
    // already be in play.
    const matches = filterPredicate(replacement.on, "object", "controller", scope);
    const applies = [
      "if (event.count <= 0) return false;",
      "const object = ctx.object(event.object);",
      "if (object === undefined) return false;",
      `if (!event.entering && object.zone !== "play") return false;`,
      "const controller = (event.entering ? event.controller : undefined) ?? object.controller;",
      `return ${matches};`,
    ].join("\n");
    return emit.replacementRule("putCounters", true, applies, emit.eventWith("putCounters", { count: `event.count * ${replacement.factor}` }), false);
  },
  MultiplyDraws(replacement, scope, emit) {
    // "If you would draw a card": each draw is one event of one card, made `count` cards (a second such effect
    // then multiplies those, 419.9: two Thought Reflections make four).
    if (replacement.player.kind !== "You") scope.problem("A draw replacement can only watch \"you\" drawing.");
    return emit.replacementRule("drawCard", false, "return event.count > 0 && event.player === ctx.controller;", emit.eventWith("drawCard", { count: `event.count * ${replacement.count}` }), false);
  },
  MultiplyLifeGain(replacement, scope, emit) {
    if (replacement.player.kind !== "You") scope.problem("A life gain replacement can only watch \"you\" gaining life.");
    return emit.replacementRule("gainLife", false, "return event.amount > 0 && event.player === ctx.controller;", emit.eventWith("gainLife", { amount: `event.amount * ${replacement.factor}` }), false);
  },
};
export default codegen;
