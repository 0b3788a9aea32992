/**
 * IfCondition → `if (<condition>) { … }`, the condition read where it is written as the effect resolves:
 * "you control a Giant" is whether `ctx.objects` finds a permanent of the filter under the ability's controller
 * ("another": other than the source); "{U} was spent to play ~" is `ctx.manaSpent("U")` (this family's runtime);
 * "that creature was green or white" reads the object's last known colours (`ctx.lastKnown`, the kernel's); "this is
 * the third time this ability has resolved this turn" counts this resolution and compares (`ctx.resolvedThisTurn`);
 * "if ~ is untapped" asks `ctx.selfTapped()`; "Otherwise, …" is the else branch of the same check.
 */
import { stringArrayLiteral, stringLiteral, withFilter, withObject, type CodegenFamily } from "../../compiler/family.js";
import type { IfCondition } from "./syntax.js";

const codegen: CodegenFamily<IfCondition> = {
  IfCondition: (effect, scope, hooks) => {
    // "Otherwise, …": the same check decides, as an else branch
    const inner = effect.otherwise === undefined ? (hooks.effects?.(effect.effects) ?? "") : `${hooks.effects?.(effect.effects) ?? ""}\n} else {\n${hooks.effects?.(effect.otherwise) ?? ""}`;
    const { condition } = effect;
    // "… if ~ is untapped": the status of the ability's source as the sentence is reached (not in play: neither)
    if (condition.kind === "SelfTapped") return `if (ctx.selfTapped() === ${condition.tapped}) {\n${inner}\n}`;
    if (condition.kind === "ManaSpent") return `if (ctx.manaSpent(${stringLiteral(condition.color)})) {\n${inner}\n}`;
    // "If ~ was kicked": the kicker cost paid as the spell was played (the resolving spell's `paid`)
    if (condition.kind === "Kicked") return `if (ctx.kicked()) {\n${inner}\n}`;
    // "If X is 5 or more": X as chosen when the spell was played
    if (condition.kind === "XAtLeast") return `if (ctx.x >= ${condition.atLeast}) {\n${inner}\n}`;
    // "If an opponent controls more lands than you": counted as the sentence is reached, each opponent against you
    if (condition.kind === "OpponentControlsMore") return withFilter(condition.filter, scope, (f) => `if (ctx.opponentControlsMore(${f})) {\n${inner}\n}`);
    // "If this is the third time this ability has resolved this turn": the sentence's place in the card tells apart
    // the abilities of one object that count their resolutions.
    if (condition.kind === "NthResolution") return `if (ctx.resolvedThisTurn(${stringLiteral(String(effect.range.start.offset))}) === ${condition.nth}) {\n${inner}\n}`;
    // "If that creature was green or white": its colours now, or as it last was in play (413.2a).
    if (condition.kind === "ObjectColor")
      return withObject(condition.object, scope, (object) => `if (ctx.lastKnown(${object})?.colors.some((color) => ${stringArrayLiteral(condition.colors)}.includes(color))) {\n${inner}\n}`);
    // "If that card is the named card": the milled card's name is the one chosen before (201.3; "" when none was)
    if (condition.kind === "NamedCard")
      return withObject(condition.object, scope, (object) => `if (ctx.lastKnown(${object})?.name === ctx.chosenName()) {\n${inner}\n}`);
    // "if you've played another blue spell this turn": the controller's spells of this turn (`ctx.castThisTurn`)
    if (condition.kind === "CastThisTurn")
      return withFilter({ ...condition.spells, other: undefined }, scope, (f) => `if (ctx.castThisTurn(${f}, ${condition.another})) {\n${inner}\n}`);
    const filter = { ...condition.filter, controller: { kind: "You" as const } };
    return withFilter(filter, scope, (f) => `if (ctx.any(${f})) {\n${inner}\n}`);
  },
};
export default codegen;
