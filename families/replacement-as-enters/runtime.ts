/**
 * The choices a permanent's "As ~ comes into play" abilities make, asked of the player it comes into play under
 * (the replacement's controller, runtime/replacement.ts), and what the permanent keeps of them (ObjectState
 * `chosen`): "the chosen color" and "the number of creatures it devoured".
 */
import { ask, log, sacrifice, obj, objectsIn, type EffectRun, type EnteringChoices, type ObjectId, type PlayerId } from "../../runtime/family.js";

const COLOR_NAMES = { W: "white", U: "blue", B: "black", R: "red", G: "green" } as const;
const COLORS = ["W", "U", "B", "R", "G"] as const;

export default {
  /** "As ~ comes into play, choose a color": the controller names one of the five colours. */
  chooseColorAsEnters(this: EffectRun, chosen: EnteringChoices | undefined): EnteringChoices {
    const options = COLORS.map((color) => COLOR_NAMES[color]);
    const [answer] = ask(this.e, { player: this.controller, kind: "color", prompt: "choose a color", options, min: 1, max: 1 });
    const color = COLORS[options.indexOf(answer as (typeof options)[number])];
    log(this.e, { kind: "colorChosen", object: this.self, player: this.controller, color });
    return { ...chosen, color };
  },
  /**
   * Devour: the player sacrifices any number of the creatures they control (none is allowed) as this comes into
   * play; gives how many.
   */
  devour(this: EffectRun, player: PlayerId): number {
    const e = this.e;
    const options = objectsIn(e, { types: ["Creature"] }, "play", player).filter((id) => id !== this.self);
    if (options.length === 0) return 0;
    const chosen = ask(e, { player, kind: "devour", prompt: "devour: sacrifice any number of creatures", options, min: 0, max: options.length });
    for (const id of chosen) {
      sacrifice(e, id as ObjectId, player);
    }
    return chosen.length;
  },
  /** "the number of creatures it devoured" (0 for a permanent that devoured none, or has no record). */
  devouredBy(this: EffectRun, object: ObjectId | undefined): number {
    const o = object === undefined ? undefined : obj(this.e, object);
    return o?.chosen?.devoured ?? 0;
  },
  /** "the chosen color" of a permanent (undefined if none was chosen). */
  chosenColorOf(this: EffectRun, object: ObjectId): EnteringChoices["color"] {
    return obj(this.e, object)?.chosen?.color;
  },
};
