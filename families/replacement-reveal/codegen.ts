/**
 * AsEntersRevealOrTapped → a rule over the card's own `entersPlay` event: the player it comes into play under may
 * reveal a fitting card from their hand (`ctx.revealFromHand`); if they don't, it comes into play tapped.
 */
import { withFilter, type ReplacementCodegen } from "../../compiler/family.js";
import type { AsEntersRevealOrTapped } from "./syntax.js";

const codegen: ReplacementCodegen<AsEntersRevealOrTapped> = {
  AsEntersRevealOrTapped(node, scope, emit) {
    const apply = withFilter(node.filter, scope, (filter) =>
      [`if (ctx.revealFromHand(event.controller, ${filter}, event.object)) return event;`, emit.eventWith("entersPlay", { tapped: "true" })].join("\n"),
    );
    return emit.replacementRule("entersPlay", false, "return event.object === ctx.self;", apply, true);
  },
};
export default codegen;
