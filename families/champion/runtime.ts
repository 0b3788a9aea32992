/**
 * `ctx.sacrificeUnlessRemove(ids, filter)` (champion's first ability): the ability's controller chooses one
 * permanent the filter describes to remove from the game ("champion" decision; choosing nothing is allowed), or,
 * choosing none or having none, sacrifices the objects given that are still in play under his or her control.
 * The removed card is remembered for the source's linked ability (`ctx.linked()`, "the removed card"), which
 * reads it even after the source has left play (its record keeps the list).
 */
import { ask, controllerOf, definitionOf, discardedCardGoes, formatCost, log, moveObject, sacrifice, obj, objectsIn, payPlan, planPayment, publish, writable, type EffectRun, type ManaCost, type ObjectFilter, type ObjectId } from "../../runtime/family.js";

export default {
  sacrificeUnlessRemove(this: EffectRun, ids: ObjectId[], filter: ObjectFilter): void {
    const e = this.e;
    const options = objectsIn(e, filter, "play", this.controller);
    const source = obj(e, this.self);
    const name = source === undefined ? "champion" : definitionOf(e, source).name;
    const [chosen] = ask(e, {
      player: this.controller,
      kind: "champion",
      prompt: `${name}: remove a permanent from the game (choose nothing to sacrifice ${name} instead)`,
      options,
      min: 0,
      max: 1,
    }) as ObjectId[];
    if (chosen !== undefined) {
      const removed = moveObject(e, chosen, "removed");
      if (source !== undefined) writable(e, source).linked = [...(source.linked ?? []), removed];
      return;
    }
    sacrificeNamed(this, ids);
  },

  /**
   * `ctx.sacrificeUnlessDiscard(ids, filter)` ("sacrifice ~ unless you discard a card"): the controller may discard
   * one card of his or her hand the filter describes ("discard" decision; choosing nothing is allowed); otherwise,
   * or having none, the objects given that are still in play under his or her control are sacrificed.
   */
  sacrificeUnlessDiscard(this: EffectRun, ids: ObjectId[], filter: ObjectFilter): void {
    const e = this.e;
    const options = objectsIn(e, filter, "hand", this.controller);
    if (options.length > 0) {
      const source = obj(e, this.self);
      const name = source === undefined ? "this" : definitionOf(e, source).name;
      const [chosen] = ask(e, { player: this.controller, kind: "discard", prompt: `${name}: discard a card (choose nothing to sacrifice ${name} instead)`, options, min: 0, max: 1 }) as ObjectId[];
      if (chosen !== undefined) {
        const moved = discardedCardGoes(e, chosen);
        log(e, { kind: "discard", player: this.controller, object: chosen, newObject: moved });
        publish(e, { kind: "discard", player: this.controller, card: moved }); // runtime/events.ts
        return;
      }
    }
    sacrificeNamed(this, ids);
  },

  /**
   * `ctx.sacrificeUnlessPay(ids, cost)` ("sacrifice ~ unless you pay {G}", an upkeep cost of the era): as the
   * ability resolves its controller may pay the cost ("may" decision, asked only when he or she can pay it now;
   * paying taps mana sources as the engine plans a payment, as mayPay does); otherwise, or unable to, the objects
   * given that are still in play under his or her control are sacrificed.
   */
  sacrificeUnlessPay(this: EffectRun, ids: ObjectId[], cost: ManaCost): void {
    const e = this.e;
    const plan = planPayment(e, this.controller, cost, 0, null);
    if (typeof plan !== "string") {
      const source = obj(e, this.self);
      const name = source === undefined ? "this" : definitionOf(e, source).name;
      const [answer] = ask(e, { player: this.controller, kind: "may", prompt: `${name}: pay ${formatCost(cost, 0)} (or sacrifice ${name})?`, options: ["yes", "no"], min: 1, max: 1 });
      if (answer === "yes") {
        payPlan(e, this.controller, plan);
        log(e, { kind: "paidOptionalCost", player: this.controller, card: name, cost: formatCost(cost, 0) });
        return;
      }
    }
    sacrificeNamed(this, ids);
  },
};

/** The named objects still in play under the controller's control are sacrificed (a player sacrifices only his or her own). */
function sacrificeNamed(run: EffectRun, ids: ObjectId[]): void {
  const e = run.e;
  for (const id of ids) {
    const o = obj(e, id);
    if (o === undefined || !o.alive || o.zone !== "play" || controllerOf(e, o) !== run.controller) continue;
    sacrifice(e, id, run.controller);
  }
}
