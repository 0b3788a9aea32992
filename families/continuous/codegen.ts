/** Modify/Become/GrantContinuously → `ctx.modify(…)`, `ctx.become(…)`, `ctx.grantContinuously(…)`. */
import { stringArrayLiteral, stringLiteral, withContinuousFilter, withObjectSet, type CodegenFamily } from "../../compiler/family.js";
import type { Become, GrantContinuously, Modify, Restrict, SwitchPowerToughness } from "./syntax.js";

const codegen: CodegenFamily<Modify | Become | GrantContinuously | Restrict | SwitchPowerToughness> = {
  SwitchPowerToughness: (effect, scope) => withObjectSet(effect.objects, scope, (objects) => `ctx.switchPowerToughness(${objects}, ${stringLiteral(effect.duration)});`),
  Restrict: (effect, scope) =>
    withObjectSet(effect.objects, scope, (objects) => `ctx.restrict(${objects}, ${stringArrayLiteral(effect.restrictions)}, ${stringLiteral(effect.duration)});`),
  Modify(effect, scope, hooks) {
    const change: string[] = [];
    if (effect.power !== 0) change.push(`power: ${effect.power}`);
    if (effect.toughness !== 0) change.push(`toughness: ${effect.toughness}`);
    if (effect.keywords.length > 0) change.push(`keywords: ${stringArrayLiteral(effect.keywords)}`);
    if (effect.colors?.kind === "Set") change.push(`colors: ${stringArrayLiteral(effect.colors.colors)}`);
    if (effect.colors?.kind === "All") change.push(`colors: ${stringArrayLiteral(["W", "U", "B", "R", "G"])}`);
    if (effect.colors?.kind === "Chosen") change.push("chooseColors: true");
    if (effect.creatureTypes !== undefined) change.push(`creatureTypes: ${stringLiteral(effect.creatureTypes)}`);
    // 'gain "{T}: …"': the abilities compile into the card's `granted`, named here by their indices.
    if (effect.abilities !== undefined && effect.abilities.length > 0) {
      if (hooks.granted === undefined) scope.problem("An ability granted in quotes can be written only in a spell's or an ability's text.");
      else change.push(`abilities: [${effect.abilities.map((ability) => hooks.granted!(ability)).join(", ")}]`);
    }
    return withObjectSet(effect.objects, scope, (objects) => `ctx.modify(${objects}, { ${change.join(", ")} }, ${stringLiteral(effect.duration)});`);
  },
  GrantContinuously: (effect, scope) =>
    withContinuousFilter(effect.filter, scope, (filter) => `ctx.grantContinuously(${filter}, { keywords: ${stringArrayLiteral(effect.keywords)} }, ${stringLiteral(effect.duration)});`),
  Become: (effect, scope) =>
    withObjectSet(
      effect.objects,
      scope,
      (objects) =>
        `ctx.become(${objects}, { power: ${effect.power}, toughness: ${effect.toughness}, addTypes: ${stringArrayLiteral(effect.addTypes)} }, ${stringLiteral(effect.duration)});`,
    ),
};
export default codegen;
