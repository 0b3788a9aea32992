/**
 * PreventDamageThen → a replacement rule over `damage` events (419: a static prevention effect is a replacement
 * effect): it applies to the damage its words watch, logs what it prevents (`ctx.preventDamageThen`, which "the
 * damage prevented this way" then reads), performs the follow-up sentence and leaves the event no damage.
 */
import { recipientMatch, type ReplacementCodegen } from "../../compiler/family.js";
import type { PreventDamageThen } from "./syntax.js";

const codegen: ReplacementCodegen<PreventDamageThen> = {
  PreventDamageThen(node, scope, emit) {
    const checks = ["if (event.amount <= 0) return false;"];
    if (node.noncombat) checks.push("if (event.combat) return false;");
    // "a spell you control": damage whose source is a spell (on the stack as it resolves) its controller controls.
    if (node.spellYouControl) checks.push('const spell = ctx.object(event.source);', 'if (spell === undefined || spell.zone !== "stack" || spell.controller !== ctx.controller) return false;');
    const recipient = node.recipient;
    if (recipient.kind === "You") checks.push("return event.recipient === ctx.controller;");
    else if (recipient.kind === "Opponent") checks.push("return ctx.isPlayer(event.recipient) && event.recipient !== ctx.controller;");
    else if (recipient.objects.kind === "Ref" && recipient.objects.ref.kind === "Self") checks.push("return event.recipient === ctx.self;");
    else if (recipient.objects.kind === "Each") checks.push(recipientMatch([{ kind: "Permanents", filter: recipient.objects.filter }], "event.recipient", scope));
    else {
      scope.problem("This prevention watches damage to you, to '~' or to a kind of permanent.");
      checks.push("return false;");
    }
    const apply = ["ctx.preventDamageThen(event.source, event.recipient, event.amount, event.combat);", emit.effects(node.effects), emit.eventWith("damage", { amount: "0" })].join("\n");
    // `prevents`: none applies while "Damage can't be prevented." (runtime/replacement.ts)
    const rule = { ...emit.replacementRule("damage", false, checks.join("\n"), apply, true), prevents: true };
    // "that creature" in the follow-up (Vigor): the recipient, bound as the apply's event object.
    return recipient.kind === "Objects" && recipient.objects.kind === "Each" ? { ...rule, bindsRecipient: true } : rule;
  },
};
export default codegen;
