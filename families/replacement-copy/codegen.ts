/**
 * EntersAsCopy → a rule over the card's own `entersPlay` event: as it comes into play, its controller may choose
 * a permanent the filter names (`ctx.chooseToCopy`); the event then carries what it copies (layer 1, applied by
 * zones.ts `enterPlay` through continuous.ts `enterAsCopy`).
 */
import { withFilter, type ReplacementCodegen } from "../../compiler/family.js";
import type { EntersAsCopy } from "./syntax.js";

const codegen: ReplacementCodegen<EntersAsCopy> = {
  EntersAsCopy(replacement, scope, emit) {
    const apply = withFilter(replacement.filter, scope, (filter) =>
      emit.eventWith("entersPlay", { copyOf: `ctx.chooseToCopy(event.controller, ${filter}, event.object) ?? event.copyOf` }),
    );
    return emit.replacementRule("entersPlay", false, "return event.object === ctx.self;", apply || "return event;", true);
  },
};
export default codegen;
