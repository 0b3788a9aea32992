/**
 * AsEntersChooseColor, Devour → rules over the card's own `entersPlay` event: the controller's choice is made as
 * it comes into play and kept in the event's `chosen`, which the permanent keeps (runtime/zones.ts); devour's
 * sacrificed creatures become +1/+1 counters it comes into play with.
 */
import type { ReplacementCodegen } from "../../compiler/family.js";
import type { AsEntersChooseColor, AsEntersChooseCreatureType, AsEntersNameCard, Devour } from "./syntax.js";

const codegen: ReplacementCodegen<AsEntersChooseColor | AsEntersChooseCreatureType | AsEntersNameCard | Devour> = {
  // families/name-card's runtime: "with the chosen name" reads what the permanent keeps (201.3)
  AsEntersNameCard(node, _scope, emit) {
    return emit.replacementRule("entersPlay", false, "return event.object === ctx.self;", emit.eventWith("entersPlay", { chosen: `ctx.nameCardAsEnters(event.chosen, ${node.nonland === true})` }), true);
  },
  // families/choose-type's runtime: "of the chosen type" reads what the permanent keeps
  AsEntersChooseCreatureType(_node, _scope, emit) {
    return emit.replacementRule("entersPlay", false, "return event.object === ctx.self;", emit.eventWith("entersPlay", { chosen: "ctx.chooseCreatureTypeAsEnters(event.chosen)" }), true);
  },
  AsEntersChooseColor(_node, _scope, emit) {
    return emit.replacementRule("entersPlay", false, "return event.object === ctx.self;", emit.eventWith("entersPlay", { chosen: "ctx.chooseColorAsEnters(event.chosen)" }), true);
  },
  Devour(node, _scope, emit) {
    const apply = [
      "const devoured = ctx.devour(event.controller);",
      emit.eventWith("entersPlay", {
        counters: `devoured > 0 ? { ...event.counters, "+1/+1": (event.counters["+1/+1"] ?? 0) + ${node.per} * devoured } : event.counters`,
        chosen: "{ ...event.chosen, devoured }",
      }),
    ].join("\n");
    return emit.replacementRule("entersPlay", false, "return event.object === ctx.self;", apply, true);
  },
};
export default codegen;
