/**
 * Cascade (Alara Reborn, under its rules of 2009): "When you play this spell, remove cards from the top of your
 * library from the game until you remove a nonland card that costs less. You may play it without paying its mana
 * cost. Put the removed cards on the bottom in a random order." The triggered half is a keyword trigger
 * (runtime/keyword-triggers.ts) whose resolution is `cascade` here. "Costs less": a converted mana cost less than
 * the cascading spell's, read from the spell as it is or, if it has left the stack (countered), as it last was.
 * The card found is played during the resolution (runtime/play-free.ts: no timing, targets chosen then); if it is
 * not played (declined, or no legal targets) it goes to the bottom with the others. The random order comes from
 * the game's seeded generator (runtime/rng.ts), so a game replays the same.
 */
import type { ObjectId, PlayerId } from "./definition.js";
import { contains, definitionEntry, definitionOf, log, obj, player, type Engine } from "./engine.js";
import { ask } from "./decisions.js";
import { moveObject } from "./zones.js";
import { shuffled } from "./rng.js";
import { playWithoutPayingManaCost } from "./play-free.js";

/** Resolves `spell`'s cascade trigger for its controller `p`. */
export function cascade(e: Engine, p: PlayerId, spell: ObjectId): void {
  const source = obj(e, spell);
  if (source === undefined) return;
  const threshold = definitionEntry(e, source).facts.manaValue;
  const removed: ObjectId[] = [];
  let hit: ObjectId | undefined;
  while (player(e, p).library.length > 0) {
    const top = player(e, p).library[0];
    const moved = moveObject(e, top, "removed");
    removed.push(moved);
    const o = obj(e, moved)!;
    if (!contains(definitionOf(e, o).types, "Land") && definitionEntry(e, o).facts.manaValue < threshold) {
      hit = moved;
      break;
    }
  }
  log(e, { kind: "cascade", player: p, spell, removed: removed.slice(), found: hit ?? null });
  if (hit !== undefined) {
    const name = definitionOf(e, obj(e, hit)!).name;
    const [answer] = ask(e, { player: p, kind: "may", prompt: `cascade: play ${name} without paying its mana cost?`, options: ["yes", "no"], min: 1, max: 1 });
    if (answer === "yes") playWithoutPayingManaCost(e, p, hit);
  }
  // The removed cards still removed (the one played is on the stack or in play now), on the bottom at random.
  const rest = removed.filter((id) => {
    const o = obj(e, id);
    return o !== undefined && o.alive && o.zone === "removed";
  });
  for (const id of shuffled(e.s, rest)) moveObject(e, id, "libraryBottom");
}
