/**
 * `ctx.preventDamage`: a prevention shield (419.6a, runtime/shields.ts) for each player or permanent it watches.
 * `ctx.preventFromChosenSource`: the controller chooses a source (a permanent or a spell, of the colour asked) as
 * the ability resolves, and a shield watches that source's damage.
 */
import { addPreventionShield, ask, log, obj, objectsIn, type Chosen, type Color, type EffectRun, type ObjectFilter, type ObjectId, type PlayerId } from "../../runtime/family.js";

export default {
  /** "Prevent all damage that black sources and red sources would deal this turn.": one shield over sources of those colours. */
  preventFromSources(this: EffectRun, colors: Color[]): void {
    addPreventionShield(this.e, this.self, this.controller, { amount: null, combatOnly: false, to: null, by: null, byColors: colors });
  },
  /**
   * "Prevent all damage that would be dealt to creatures this turn." (Forfend), "… to you and permanents you control
   * …" (Endure): a shield over every permanent that fits `filter` as the damage would be dealt (runtime/shields.ts),
   * and with `you` one over the controller.
   */
  preventDamageToDescribed(this: EffectRun, combatOnly: boolean, filter: ObjectFilter, you: boolean): void {
    if (you) addPreventionShield(this.e, this.self, this.controller, { amount: null, combatOnly, to: this.controller, by: null });
    addPreventionShield(this.e, this.self, this.controller, { amount: null, combatOnly, to: null, by: null, toFilter: filter });
  },
  preventDamage(this: EffectRun, amount: number | null, combatOnly: boolean, dealt: "to" | "by" | "toAndBy" | "any", subjects: Chosen[]): void {
    if (amount !== null && amount <= 0) return; // "the next 0 damage": nothing to prevent
    if (dealt === "any") {
      addPreventionShield(this.e, this.self, this.controller, { amount, combatOnly, to: null, by: null });
      return;
    }
    for (const subject of subjects) {
      const to = dealt === "by" ? null : subject;
      const by = dealt === "to" ? null : (subject as string);
      addPreventionShield(this.e, this.self, this.controller, { amount, combatOnly, to, by });
    }
  },
  /**
   * "a [red] source of your choice [of the chosen color]": the controller chooses one of the permanents in play
   * and spells on the stack of that colour ("chosen": the colour chosen as this permanent came into play; none
   * chosen, no source); with none, nothing happens. `next`: the shield prevents the next damage event from that
   * source (to `to`) and is used up; else all of its damage this turn.
   */
  preventFromChosenSource(this: EffectRun, next: boolean, color: Color | "chosen" | null, to: PlayerId | null): void {
    const e = this.e;
    const wanted = color === "chosen" ? obj(e, this.self)?.chosen?.color : color;
    if (color === "chosen" && wanted === undefined) {
      log(e, { kind: "noSourceChosen", object: this.self, reason: "no color was chosen for it" });
      return;
    }
    const filter = wanted === null || wanted === undefined ? { types: [], excludedTypes: [] } : { types: [], excludedTypes: [], colors: [wanted] };
    const options: ObjectId[] = [...objectsIn(e, filter, "play", undefined), ...objectsIn(e, filter, "stack", undefined)];
    if (options.length === 0) {
      log(e, { kind: "noSourceChosen", object: this.self, reason: "no source of that color" });
      return;
    }
    const [source] = ask(e, { player: this.controller, kind: "source", prompt: "choose a source", options, min: 1, max: 1 });
    log(e, { kind: "sourceChosen", player: this.controller, object: source });
    addPreventionShield(e, this.self, this.controller, { amount: null, combatOnly: false, to, by: source as ObjectId, both: to !== null, once: next });
  },
};
