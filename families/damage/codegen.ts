/** DealDamage → `ctx.dealDamage(source, amount, recipients)`. */
import { stringLiteral, withAmount, withObject, withObjectSet, withPlayer, withTargets, type CodegenFamily, type FunctionScope, type Then } from "../../compiler/family.js";
import type { DamageRecipient, DealDamage } from "./syntax.js";

const codegen: CodegenFamily<DealDamage> = {
  DealDamage: (effect, scope) =>
    // 409.1d: divided damage is split as the spell is played; the one recipient is the target group it is split among.
    effect.divided && dividedGroup(effect.recipients[0]) !== undefined
      ? withObject(effect.source, scope, (source) => `ctx.dealDividedDamage(${source}, ${dividedGroup(effect.recipients[0])});`)
      : withObject(effect.source, scope, (source) =>
          // "… and 3 damage to you": each part is its own damage event, in the order written.
          // "… if {R} was spent to play ~" (Firespout): that part only if mana of the colour paid the spell (`ctx.manaSpent`).
          [{ amount: effect.amount, recipients: effect.recipients, spent: effect.spent }, ...(effect.also ?? [])]
            .map((part) => {
              const deal = withAmount(part.amount, scope, (amount) => withRecipients(part.recipients, scope, (recipients) => `ctx.dealDamage(${source}, ${amount}, ${recipients});`));
              return part.spent === undefined ? deal : `if (ctx.manaSpent(${stringLiteral(part.spent.color)})) {\n${deal}\n}`;
            })
            .join("\n"),
        ),
};
export default codegen;

/** The target group divided damage is split among: target creatures, or target creatures and/or players. */
function dividedGroup(recipient: DamageRecipient | undefined): number | undefined {
  if (recipient?.kind === "Objects" && recipient.objects.kind === "Targets") return recipient.objects.target;
  if (recipient?.kind === "Target") return recipient.target;
  return undefined;
}

/** The array literal of damage recipients ("target player and each creature he or she controls"). */
function withRecipients(recipients: DamageRecipient[], scope: FunctionScope, then: Then): string {
  const step = (index: number, parts: string[]): string => {
    if (index === recipients.length) {
      const single = parts.length === 1 && parts[0].startsWith("...") ? parts[0].slice(3) : undefined;
      return then(single ?? `[${parts.join(", ")}]`);
    }
    const recipient = recipients[index];
    const next = (part: string): string => step(index + 1, [...parts, part]);
    switch (recipient.kind) {
      case "Player":
        // "each player" / "each opponent": every one of them, each dealt the damage in turn order (ctx.dealDamage)
        if (recipient.player.kind === "EachPlayer") return next("...ctx.players()");
        if (recipient.player.kind === "EachOpponent") return next("...ctx.opponents(ctx.controller)");
        return withPlayer(recipient.player, scope, (player) => next(player));
      case "Objects":
        return withObjectSet(recipient.objects, scope, (objects) => next(`...${objects}`));
      case "Target":
        return withTargets(recipient.target, scope, (targets) => next(`...${targets}`));
    }
  };
  return step(0, []);
}
