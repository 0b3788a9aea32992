/**
 * `ctx.chooseCreatureType()` and `ctx.chosenCreatureTypes()`: "Choose a creature type." followed as an instruction
 * (413.2c of 2007: in the order written, as the spell or ability resolves) and "of the chosen type" / "of that type"
 * in the instructions after it. The choice is kept per resolution (its EffectContext), like the card a resolution
 * looked at (runtime/looked-at.ts); a permanent that chose a creature type as it came into play ("As ~ comes into
 * play, choose a creature type.", families/replacement-as-enters) keeps its choice (ObjectState `chosen`), which
 * its abilities read when no instruction of theirs chose one.
 *
 * A player may name any creature type (205.3m); the options offered are the creature types of the objects of the
 * game, in every zone (tokens and cards alike), in alphabetical order: a type no object has would make "of the
 * chosen type" describe no object but a changeling's, which every offered type also describes.
 */
import { ask, isCreatureSubtype, log, obj, view, type EffectRun, type EnteringChoices, type ObjectState } from "../../runtime/family.js";

const chosenThisResolution = new WeakMap<object, string>();

/** The creature types named by the objects of the game (every zone), sorted. */
function creatureTypesInGame(run: EffectRun): string[] {
  const types = new Set<string>();
  for (const o of run.e.s.objects as (ObjectState | null)[]) {
    if (o === null || !o.alive) continue;
    for (const subtype of view(run.e, o).subtypes) if (isCreatureSubtype(subtype)) types.add(subtype);
  }
  return [...types].sort();
}

export default {
  /**
   * "As ~ comes into play, choose a creature type." (families/replacement-as-enters): the controller names one as
   * the permanent comes into play (419.6b of 2007's "as … comes into play" replacement); the permanent keeps it.
   */
  chooseCreatureTypeAsEnters(this: EffectRun, chosen: EnteringChoices | undefined): EnteringChoices {
    const options = creatureTypesInGame(this);
    if (options.length === 0) return { ...chosen };
    const [answer] = ask(this.e, { player: this.controller, kind: "creatureType", prompt: "choose a creature type", options, min: 1, max: 1 });
    log(this.e, { kind: "creatureTypeChosen", object: this.self, player: this.controller, creatureType: answer as string });
    return { ...chosen, creatureType: answer as string };
  },
  /** "Choose a creature type.": the controller names one; kept for "of the chosen type" in this resolution. */
  chooseCreatureType(this: EffectRun): void {
    const options = creatureTypesInGame(this);
    if (options.length === 0) return;
    const [answer] = ask(this.e, { player: this.controller, kind: "creatureType", prompt: "choose a creature type", options, min: 1, max: 1 });
    chosenThisResolution.set(this, answer as string);
    log(this.e, { kind: "creatureTypeChosen", object: this.self, player: this.controller, creatureType: answer as string });
  },
  /**
   * "of the chosen type": the creature type this resolution chose, else the one its source chose as it came into
   * play; none (an empty list: the description fits no object) if neither chose one.
   */
  chosenCreatureTypes(this: EffectRun): string[] {
    const chosen = chosenThisResolution.get(this) ?? obj(this.e, this.self)?.chosen?.creatureType;
    return chosen === undefined ? [] : [chosen];
  },
};
