/**
 * `ctx.becomeCreature`: one continuous effect, one timestamp, on the objects locked in as it resolves (418.2):
 * card types and subtypes (layer 4: added when the object keeps its own, 212.1c of 2007 — "It's still a land.",
 * "in addition to its other types", "becomes an … artifact creature", or no card type named; set otherwise, 212.1b), colour (layer 5), keyword
 * abilities (layer 5 of 2007), power and toughness set (6b, with X as the ability resolved).
 */
import { addEffect, contains, obj, permanentsIn, type CardType, type Color, type ContinuousEffect, type Duration, type EffectRun, type Keyword, type ObjectId } from "../../runtime/family.js";

export default {
  becomeCreature(
    this: EffectRun,
    ids: ObjectId[],
    change: {
      power: number;
      toughness: number;
      types?: CardType[];
      subtypes?: string[];
      colors?: Color[];
      keywords?: Keyword[];
      allCreatureTypes?: boolean;
      stillTypes?: CardType[];
      /** "in addition to its other types": it keeps its card types and subtypes (212.1c). */
      inAddition?: boolean;
      /** Indices of the card's `granted` abilities it gains (runtime/granted-abilities.ts). */
      abilities?: number[];
    },
    duration: Duration,
  ): void {
    const objects = permanentsIn(this.e, ids).map((o) => o.id);
    if (objects.length === 0) return;
    const types = change.types ?? [];
    const keepsOwnTypes = types.length === 0 || change.stillTypes !== undefined || change.inAddition === true || (contains(types, "Artifact") && contains(types, "Creature"));
    const effect: Omit<ContinuousEffect, "timestamp"> = { duration, source: this.self, controller: this.controller, objects, filter: null };
    if (types.length > 0) {
      if (keepsOwnTypes) {
        effect.addTypes = types.slice();
        if (change.subtypes !== undefined) effect.addSubtypes = change.subtypes.slice();
      } else {
        effect.setTypes = types.slice();
        effect.setSubtypes = (change.subtypes ?? []).slice();
      }
    }
    if (change.allCreatureTypes === true) effect.allCreatureTypes = true;
    if (change.colors !== undefined) effect.setColors = change.colors.slice();
    if (change.keywords !== undefined && change.keywords.length > 0) effect.keywords = change.keywords.slice();
    if (change.abilities !== undefined && change.abilities.length > 0) {
      // Named by the card (or token) whose ability this is: its `granted` holds their code.
      const source = obj(this.e, this.self);
      if (source !== undefined) {
        const from = source.copyOf ?? source;
        effect.granted = { card: from.card, token: from.token, abilities: change.abilities.slice() };
      }
    }
    effect.setPower = change.power;
    effect.setToughness = change.toughness;
    addEffect(this.e, effect);
  },
};
