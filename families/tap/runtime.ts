/**
 * `ctx.untap`, `ctx.tap`, `ctx.tapOrUntap` (the ability's controller chooses for each permanent as the effect
 * resolves: a "tapOrUntap" decision, options "tap" and "untap"), `ctx.skipNextUntap` (the permanent skips its
 * controller's next untap step).
 */
import { ask, definitionOf, permanentsIn, setTapped, writable, type EffectRun, type ObjectId } from "../../runtime/family.js";

export default {
  untap(this: EffectRun, ids: ObjectId[]): void {
    for (const o of permanentsIn(this.e, ids)) setTapped(this.e, o, false);
  },

  tap(this: EffectRun, ids: ObjectId[]): void {
    for (const o of permanentsIn(this.e, ids)) setTapped(this.e, o, true);
  },

  tapOrUntap(this: EffectRun, ids: ObjectId[]): void {
    for (const o of permanentsIn(this.e, ids)) {
      const name = definitionOf(this.e, o).name;
      const [choice] = ask(this.e, { player: this.controller, kind: "tapOrUntap", prompt: `Tap or untap ${name}?`, options: ["tap", "untap"], min: 1, max: 1 });
      setTapped(this.e, o, choice === "tap");
    }
  },

  skipNextUntap(this: EffectRun, ids: ObjectId[]): void {
    for (const o of permanentsIn(this.e, ids)) writable(this.e, o).skipUntaps = 1;
  },
};
