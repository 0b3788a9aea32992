/**
 * `ctx.counter` (glossary, "Counter": to cancel a spell so that it doesn't resolve and none of its effects occur;
 * a countered spell is put into its owner's graveyard). Each object that is still a spell on the stack leaves
 * it; anything else (an ability, a spell that already resolved) is left alone. `ctx.counterUnlessPaid`: the
 * same unless the spell's controller pays.
 */
import { addEffect, ask, cantBeCountered, formatCost, log, moveObject, obj, payPlan, planPayment, type EffectRun, type ManaCost, type ObjectId } from "../../runtime/family.js";

function counter(run: EffectRun, ids: readonly ObjectId[]): void {
  const e = run.e;
  for (const id of ids) {
    const index = e.s.stack.findIndex((item) => item.kind === "spell" && item.id === id);
    if (index < 0) continue;
    // "~ can't be countered." / "Creature spells can't be countered.": the spell stays on the stack.
    const spell = obj(e, id);
    if (spell !== undefined && cantBeCountered(e, spell)) {
      log(e, { kind: "notCountered", id, description: e.s.stack[index].description });
      continue;
    }
    const [item] = e.s.stack.splice(index, 1);
    log(e, { kind: "countered", id: item.id, description: item.description, reason: "countered by an effect" });
    if (obj(e, id)?.alive === true) moveObject(e, id, "graveyard");
  }
}

export default {
  /**
   * "Target spell can't be countered.": an effect over the spells still on the stack, for as long as each is that
   * spell. It is kept until the turn ends: a spell leaves the stack before then (the stack is empty as the turn
   * ends), and the effect is only asked about spells (runtime/uncounterable.ts).
   */
  makeUncounterable(this: EffectRun, ids: ObjectId[]): void {
    const e = this.e;
    const spells = ids.filter((id) => e.s.stack.some((item) => item.kind === "spell" && item.id === id));
    if (spells.length === 0) return;
    addEffect(e, { duration: "untilEndOfTurn", source: this.self, controller: this.controller, objects: spells, filter: null, uncounterable: true });
  },

  counter(this: EffectRun, ids: ObjectId[]): void {
    counter(this, ids);
  },

  /**
   * "Counter target spell unless its controller pays {1}": each spell's controller decides ("payToKeep": yes or
   * no), asked only when that player can pay; paying taps the player's mana sources as the engine plans it (as
   * when casting) and keeps the spell; otherwise the spell is countered.
   */
  counterUnlessPaid(this: EffectRun, ids: ObjectId[], cost: ManaCost): void {
    const e = this.e;
    for (const id of ids) {
      const item = e.s.stack.find((entry) => entry.kind === "spell" && entry.id === id);
      if (item === undefined) continue;
      // A spell that can't be countered: nothing to pay for.
      const spell = obj(e, id);
      if (spell !== undefined && cantBeCountered(e, spell)) {
        log(e, { kind: "notCountered", id, description: item.description });
        continue;
      }
      // "unless its controller pays {X}" (Broken Ambitions): X is the countering spell's X.
      const x = cost.x > 0 ? this.x : 0;
      const plan = planPayment(e, item.controller, cost, x, null);
      if (typeof plan !== "string") {
        const prompt = `pay ${formatCost(cost, x)} to keep ${item.description} from being countered?`;
        const [choice] = ask(e, { player: item.controller, kind: "payToKeep", prompt, options: ["yes", "no"], min: 1, max: 1 });
        if (choice === "yes") {
          payPlan(e, item.controller, plan);
          log(e, { kind: "paidToKeep", id: item.id, description: item.description });
          continue;
        }
      }
      counter(this, [id]);
    }
  },
};
