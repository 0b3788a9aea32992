/**
 * PreventDamageStatic → a replacement rule over `damage` events (419.6a: a static prevention effect is a replacement
 * effect): the fields of a replacement ability, which take the place of the static ability's (compiler/codegen.ts
 * spreads a static family's fields after `kind: "static"`). The prevented damage is logged as prevented.
 */
import { recipientMatch, withFilter, type StaticCodegen, type FunctionScope } from "../../compiler/family.js";
import type { PreventDamageStatic } from "./syntax.js";

const codegen: StaticCodegen<PreventDamageStatic> = {
  PreventDamageStatic(node, scope, emit) {
    const checks = ["if (event.amount <= 0) return false;"];
    if (node.combatOnly) checks.push("if (!event.combat) return false;");
    const to = node.dealt !== "by" ? watches(node, "event.recipient", scope) : undefined;
    const by = node.dealt !== "to" ? watches(node, "event.source", scope) : undefined;
    if (to !== undefined && by !== undefined) checks.push(`const to = (() => {\n${to}\n})();`, `if (to) return true;`, by);
    else checks.push((to ?? by)!);
    const apply = ["ctx.damagePreventedByStatic(event.source, event.recipient, event.amount, event.combat);", emit.eventWith("damage", { amount: "0" })].join("\n");
    // `prevents`: none applies while "Damage can't be prevented." (runtime/replacement.ts)
    return { ...emit.replacementRule("damage", false, checks.join("\n"), apply, true), prevents: true };
  },
};
export default codegen;

/** Statements returning whether `who` (an event's recipient or source) is what the prevention watches. */
function watches(node: PreventDamageStatic, who: string, scope: FunctionScope): string {
  const subject = node.subject;
  if (subject.kind === "You") return `return ${who} === ctx.controller;`;
  const objects = subject.objects;
  if (objects.kind === "Each") {
    // "attacking creatures you control" (Dolmen Gate): combat roles are the engine's to know, so the permanents are
    // asked for as the damage happens (only while the card is in play: its rule is consulted only then).
    if (objects.filter.combat !== undefined) return withFilter(objects.filter, scope, (filter) => `return ctx.objects(${filter}).some((id) => id === ${who});`);
    return recipientMatch([{ kind: "Permanents", filter: objects.filter }], who, scope);
  }
  if (objects.kind === "Ref" && objects.ref.kind === "Self") return `return ${who} === ctx.self;`;
  if (objects.kind === "Ref" && objects.ref.kind === "Attached") return `const attached = ctx.attachedTo(ctx.self);\nreturn attached !== undefined && ${who} === attached;`;
  scope.problem("A static prevention watches '~', 'enchanted creature', a kind of permanent or you.");
  return "return false;";
}
