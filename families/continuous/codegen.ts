/** Modify/Become/GrantContinuously → `ctx.modify(…)`, `ctx.become(…)`, `ctx.grantContinuously(…)`. */
import { stringArrayLiteral, stringLiteral, withAmount, withContinuousFilter, withObject, withObjectSet, type CodegenFamily, type EffectEmitHooks, type FunctionScope } from "../../compiler/family.js";
import type { ObjectSet } from "../../grammar/ast.js";
import type { Become, GrantContinuously, Modify, Restrict, SwitchPowerToughness } from "./syntax.js";

const codegen: CodegenFamily<Modify | Become | GrantContinuously | Restrict | SwitchPowerToughness> = {
  SwitchPowerToughness: (effect, scope) => withObjectSet(effect.objects, scope, (objects) => `ctx.switchPowerToughness(${objects}, ${stringLiteral(effect.duration)});`),
  Restrict: (effect, scope) =>
    withObjectSet(effect.objects, scope, (objects) =>
      effect.blocked === undefined
        ? `ctx.restrict(${objects}, ${stringArrayLiteral(effect.restrictions)}, ${stringLiteral(effect.duration)});`
        : // "blocks target creature this turn if able": the creature to block, as the effect happens
          withObjectSet(effect.blocked, scope, (blocked) => `ctx.restrict(${objects}, ${stringArrayLiteral(effect.restrictions)}, ${stringLiteral(effect.duration)}, ${blocked});`),
    ),
  Modify(effect, scope, hooks) {
    const byX = effect.byX;
    // "+X/-X", "-X/-X …, where X is …": X counted once as the effect happens, with its sign beside the number.
    if (byX !== undefined) return withAmount(byX.amount, scope, (x) => modifyStatement(effect, scope, hooks, side(effect.power, byX.power, x), side(effect.toughness, byX.toughness, x)));
    // "gets +1/+1 until end of turn for each other attacking Kithkin": the numbers times the count, as it happens
    const times = effect.amount;
    if (times !== undefined) {
      const local = scope.fresh("times");
      return withAmount(times, scope, (count) =>
        `const ${local} = ${count};\n${modifyStatement(effect, scope, hooks, effect.power !== 0 ? `${effect.power} * ${local}` : undefined, effect.toughness !== 0 ? `${effect.toughness} * ${local}` : undefined)}`,
      );
    }
    return modifyStatement(effect, scope, hooks, effect.power !== 0 ? `${effect.power}` : undefined, effect.toughness !== 0 ? `${effect.toughness}` : undefined);
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

/** One side of "+X/-X": X with its sign (and the number beside it, if any), or the number alone. */
function side(n: number, sign: -1 | 0 | 1, x: string): string | undefined {
  if (sign === 0) return n !== 0 ? `${n}` : undefined;
  const signed = sign > 0 ? `${x}` : `-(${x})`;
  return n !== 0 ? `${signed} + ${n}` : signed;
}

function modifyStatement(effect: Modify, scope: FunctionScope, hooks: EffectEmitHooks, power: string | undefined, toughness: string | undefined): string {
  const change: string[] = [];
  if (power !== undefined) change.push(`power: ${power}`);
  if (toughness !== undefined) change.push(`toughness: ${toughness}`);
  if (effect.keywords.length > 0) change.push(`keywords: ${stringArrayLiteral(effect.keywords)}`);
  if (effect.colors?.kind === "Set") change.push(`colors: ${stringArrayLiteral(effect.colors.colors)}`);
  if (effect.colors?.kind === "All") change.push(`colors: ${stringArrayLiteral(["W", "U", "B", "R", "G"])}`);
  if (effect.colors?.kind === "Chosen") change.push("chooseColors: true");
  if (effect.setCreatureTypes !== undefined) change.push(`setCreatureTypes: ${stringArrayLiteral(effect.setCreatureTypes)}`);
  if (effect.colors?.kind === "Add") change.push(`addColors: ${stringArrayLiteral(effect.colors.colors)}`);
  if (effect.creatureTypes !== undefined) change.push(`creatureTypes: ${stringLiteral(effect.creatureTypes)}`);
  if (effect.loseKeywords !== undefined) change.push(`loseKeywords: ${stringArrayLiteral(effect.loseKeywords)}`);
  if (effect.protectionChoice !== undefined) change.push(`protectionChoice: ${stringLiteral(effect.protectionChoice)}`);
  // 'gain "{T}: …"': the abilities compile into the card's `granted`, named here by their indices.
  const activated = (effect.abilities ?? []).filter((ability) => ability.kind === "Activated");
  const triggered = (effect.abilities ?? []).filter((ability) => ability.kind === "Triggered");
  if (activated.length > 0 || triggered.length > 0) {
    if (hooks.granted === undefined || hooks.grantedTrigger === undefined) scope.problem("An ability granted in quotes can be written only in a spell's or an ability's text.");
    else {
      if (activated.length > 0) change.push(`abilities: [${activated.map((ability) => hooks.granted!(ability)).join(", ")}]`);
      // 'has "At end of turn, …"': the card's `grantedTriggers`, by their indices (runtime/granted-abilities.ts).
      if (triggered.length > 0) change.push(`triggers: [${triggered.map((ability) => hooks.grantedTrigger!(ability, effect.objects)).join(", ")}]`);
    }
  }
  const statement = (objects: string) => `ctx.modify(${objects}, { ${change.join(", ")} }, ${stringLiteral(effect.duration)});`;
  const otherThan = effect.otherThan;
  // "other creatures you control" after a target in the same sentence: all but that object (the source may be among them).
  if (otherThan !== undefined && effect.objects.kind === "Each") {
    const objects: ObjectSet = { kind: "Each", filter: { ...effect.objects.filter, other: false } };
    return withObject(otherThan, scope, (named) => withObjectSet(objects, scope, (ids) => statement(`${ids}.filter((id) => id !== ${named})`)));
  }
  return withObjectSet(effect.objects, scope, statement);
}
