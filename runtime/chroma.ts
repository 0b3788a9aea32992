/**
 * Chroma (Eventide): "the number of green mana symbols in the mana costs of permanents you control". The Eventide
 * release notes (2008-07): only mana costs count (not rules text, not activation costs); a hybrid symbol counts for
 * each of its colours ({G/W} is one green and one white symbol, {2/G} one green); a token, and a card without a mana
 * cost, has none; {X} and generic symbols have no colour.
 */
import type { Color, ManaCost, ObjectId } from "./definition.js";
import { definitionOf, obj, type Engine } from "./engine.js";

/** The `color` mana symbols of one mana cost, hybrid symbols counted for each of their colours. */
export function manaSymbolsOfColor(cost: ManaCost, color: Color): number {
  let count = cost[color];
  if (cost.hybrid !== undefined) for (const symbol of cost.hybrid) if (symbol.colors.includes(color)) count++;
  return count;
}

/** How many `color` mana symbols are in the mana costs of `objects` (their definitions': a copy's are what it copies). */
export function countManaSymbols(e: Engine, objects: readonly ObjectId[], color: Color): number {
  let total = 0;
  for (const id of objects) {
    const o = obj(e, id);
    const cost = o === undefined ? null : definitionOf(e, o).manaCost;
    if (cost !== null) total += manaSymbolsOfColor(cost, color); // null: no mana cost (a land, a token)
  }
  return total;
}
