/** BecomeCreature → `ctx.becomeCreature(objects, { … }, duration)`, X read as the ability resolves (locked in). */
import { stringArrayLiteral, stringLiteral, withAmount, withObjectSet, type CodegenFamily } from "../../compiler/family.js";
import type { BecomeCreature } from "./syntax.js";

const codegen: CodegenFamily<BecomeCreature> = {
  BecomeCreature: (effect, scope, hooks) =>
    withObjectSet(effect.objects, scope, (objects) =>
      withAmount(effect.power, scope, (power) =>
        withAmount(effect.toughness, scope, (toughness) => {
          const change = [`power: ${power}`, `toughness: ${toughness}`];
          if (effect.types.length > 0) change.push(`types: ${stringArrayLiteral(effect.types)}`);
          if (effect.subtypes.length > 0) change.push(`subtypes: ${stringArrayLiteral(effect.subtypes)}`);
          if (effect.colors.length > 0) change.push(`colors: ${stringArrayLiteral(effect.colors)}`);
          if (effect.keywords.length > 0) change.push(`keywords: ${stringArrayLiteral(effect.keywords)}`);
          if (effect.allCreatureTypes) change.push("allCreatureTypes: true");
          if (effect.stillTypes !== undefined) change.push(`stillTypes: ${stringArrayLiteral(effect.stillTypes)}`);
          if (effect.inAddition === true) change.push("inAddition: true");
          // 'with "{B}: Regenerate this creature"': compiled into the card's `granted`, named by their indices.
          if (effect.abilities !== undefined && effect.abilities.length > 0) {
            if (hooks.granted === undefined) scope.problem("An ability granted in quotes can be written only in a spell's or an ability's text.");
            else change.push(`abilities: [${effect.abilities.map((ability) => hooks.granted!(ability)).join(", ")}]`);
          }
          return `ctx.becomeCreature(${objects}, { ${change.join(", ")} }, ${stringLiteral(effect.duration)});`;
        }),
      ),
    ),
};
export default codegen;
