/** `ctx.may`: the player decides whether to do what the text says they may do ("may" decision: yes or no). */
import { ask, definitionOf, obj, type EffectRun, type PlayerId } from "../../runtime/family.js";

export default {
  may(this: EffectRun, p: PlayerId): boolean {
    const source = obj(this.e, this.self);
    const name = source === undefined ? "the ability" : definitionOf(this.e, source).name;
    const [answer] = ask(this.e, { player: p, kind: "may", prompt: `${name}: do what it says you may do?`, options: ["yes", "no"], min: 1, max: 1 });
    return answer === "yes";
  },
};
