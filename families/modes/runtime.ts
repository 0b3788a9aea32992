/**
 * `ctx.modeChosen(i)`: whether the i-th mode (printed order) of a modal spell was chosen as it was played (2007
 * 409.1b; runtime/modes.ts makes the choice). A spell that is not modal has no modes: every test is false.
 */
import type { EffectRun } from "../../runtime/family.js";

export default {
  modeChosen(this: EffectRun, index: number): boolean {
    const modes = this.modes;
    return modes !== undefined && modes.includes(index);
  },
};
