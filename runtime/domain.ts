/**
 * Domain (Invasion, Conflux): "the number of basic land types among lands you control". The Conflux release notes
 * (2009-02-01): look at the lands and ask whether each of Plains, Island, Swamp, Mountain and Forest is among their
 * subtypes; the count is how many times the answer is yes (0 to 5). Ten Forests count as one; a nonbasic land with
 * basic land types (Tundra, Overgrown Tomb) counts each of them.
 */
import type { ObjectId } from "./definition.js";
import { view } from "./continuous.js";
import { obj, type Engine } from "./engine.js";

export const BASIC_LAND_TYPES: readonly string[] = ["Plains", "Island", "Swamp", "Mountain", "Forest"];

/** How many basic land types are among the subtypes of `objects`, as they are now (continuous effects applied). */
export function countBasicLandTypes(e: Engine, objects: readonly ObjectId[]): number {
  let found = 0;
  for (const type of BASIC_LAND_TYPES) {
    for (const id of objects) {
      const o = obj(e, id);
      if (o !== undefined && view(e, o).subtypes.includes(type)) {
        found++;
        break;
      }
    }
  }
  return found;
}
