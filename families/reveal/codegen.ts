/**
 * HandChoice → `ctx.revealHand(owner)`, `ctx.lookAtHand(viewer, owner)`, or with a choice
 * `ctx.chooseFromHand(owner, viewer | null, chooser, filter, then)`; RevealTop → `ctx.revealTop(player, n)`.
 */
import { stringLiteral, withAmount, withFilter, withPlayer, type CodegenFamily } from "../../compiler/family.js";
import type { HandChoice, RevealTop } from "./syntax.js";

const codegen: CodegenFamily<HandChoice | RevealTop> = {
  HandChoice: (effect, scope) =>
    withPlayer(effect.owner, scope, (owner) => {
      const seen = effect.seen;
      const withViewer = (then: (viewer: string) => string) => (seen.kind === "lookedAt" ? withPlayer(seen.viewer, scope, then) : then("null"));
      const choice = effect.choice;
      if (!choice) return withViewer((viewer) => (viewer === "null" ? `ctx.revealHand(${owner});` : `ctx.lookAtHand(${viewer}, ${owner});`));
      return withViewer((viewer) =>
        withPlayer(choice.chooser, scope, (chooser) =>
          withFilter(choice.filter, scope, (filter) => `ctx.chooseFromHand(${owner}, ${viewer}, ${chooser}, ${filter}, ${stringLiteral(choice.then)});`),
        ),
      );
    }),
  RevealTop: (effect, scope) => withPlayer(effect.player, scope, (player) => withAmount(effect.amount, scope, (amount) => `ctx.revealTop(${player}, ${amount});`)),
};
export default codegen;
