/**
 * `ctx.chooseToCopy`: "you may choose a creature in play" as a permanent comes into play as a copy (Clone). The
 * player it comes into play under chooses one of the permanents the filter names (not the entering object
 * itself), or none ("copy" decision: min 0, max 1); the engine applies the copy (continuous.ts `enterAsCopy`).
 */
import { ask, definitionOf, obj, objectsIn, type EffectRun, type ObjectFilter, type ObjectId, type PlayerId } from "../../runtime/family.js";

export default {
  chooseToCopy(this: EffectRun, chooser: PlayerId, filter: ObjectFilter, entering: ObjectId): ObjectId | undefined {
    const options = objectsIn(this.e, filter, "play", filter.controller).filter((id) => id !== entering);
    if (options.length === 0) return undefined;
    const self = obj(this.e, entering);
    const name = self === undefined ? "it" : definitionOf(this.e, self).name;
    const [chosen] = ask(this.e, { player: chooser, kind: "copy", prompt: `${name} comes into play as a copy of a permanent you choose (or none)`, options, min: 0, max: 1 });
    return chosen === undefined ? undefined : (chosen as ObjectId);
  },
};
