/**
 * PreventDamage → `ctx.preventDamage(amount, combatOnly, dealt, subjects)`; PreventFromChosenSource →
 * `ctx.preventFromChosenSource(next, color, to)`; PreventFromSources → `ctx.preventFromSources(colors)`.
 */
import { stringArrayLiteral, withAmount, withFilter, withObjectSet, withPlayer, withTargets, type CodegenFamily, type FunctionScope, type Then } from "../../compiler/family.js";
import type { PreventDamage, PreventFromChosenSource, PreventFromSources, PreventionSubject } from "./syntax.js";

const codegen: CodegenFamily<PreventDamage | PreventFromChosenSource | PreventFromSources> = {
  PreventFromSources: (effect) => `ctx.preventFromSources(${stringArrayLiteral(effect.colors)});`,
  PreventFromChosenSource: (effect, scope) => {
    const color = effect.color === null ? "null" : effect.color.kind === "ChosenColor" ? `"chosen"` : `"${effect.color.color}"`;
    return effect.to === null
      ? `ctx.preventFromChosenSource(${effect.next}, ${color}, null);`
      : withPlayer(effect.to, scope, (player) => `ctx.preventFromChosenSource(${effect.next}, ${color}, ${player});`);
  },
  PreventDamage: (effect, scope) => {
    const subject = effect.subject;
    if (subject?.kind === "Described") {
      // "to creatures", "to you and permanents you control": one shield over the description (and one over you)
      return withFilter(subject.filter, scope, (filter) => `ctx.preventDamageToDescribed(${effect.combatOnly}, ${filter}, ${subject.you === true});`);
    }
    const call = (amount: string) =>
      effect.subject === null
        ? `ctx.preventDamage(${amount}, ${effect.combatOnly}, "any", []);`
        : withSubjects(effect.subject, scope, (subjects) => `ctx.preventDamage(${amount}, ${effect.combatOnly}, "${effect.dealt}", ${subjects});`);
    return effect.amount === null ? call("null") : withAmount(effect.amount, scope, call);
  },
};
export default codegen;

function withSubjects(subject: PreventionSubject, scope: FunctionScope, then: Then): string {
  switch (subject.kind) {
    case "Player":
      return withPlayer(subject.player, scope, (player) => then(`[${player}]`));
    case "Objects":
      return withObjectSet(subject.objects, scope, then);
    case "Target":
      return withTargets(subject.target, scope, then);
    case "Described":
      throw new Error("internal: a described subject has its own primitive (ctx.preventDamageToDescribed)");
  }
}
