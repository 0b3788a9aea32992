/**
 * Ripple (Coldsnap; 2007 rules 502.56). 502.56a: ripple is a triggered ability that functions only while the card
 * with ripple is on the stack. "Ripple N" means "When you play this spell, you may reveal the top N cards of your
 * library, or, if there are fewer than N cards in your library, you may reveal all the cards in your library. If you
 * reveal cards from your library this way, you may play any of those cards with the same name as this spell without
 * paying their mana costs, then put all revealed cards not played this way on the bottom of your library in any
 * order." The triggered ability is a keyword trigger (runtime/keyword-triggers.ts) whose resolution is `ripple`
 * here; N is the card's `ripple`. "This spell": its name as it is, or as it last was if it has left the stack
 * (countered). The cards are played during the resolution (runtime/play-free.ts: no timing, targets chosen then),
 * each a spell played, whose own ripple triggers in turn. The rest go to the bottom one choice at a time
 * ("orderBottom": which card goes there next, each below the ones before).
 */
import type { ObjectId, PlayerId } from "./definition.js";
import { definitionOf, log, obj, player, type Engine } from "./engine.js";
import { ask } from "./decisions.js";
import { moveObject } from "./zones.js";
import { playWithoutPayingManaCost } from "./play-free.js";

/** Resolves `spell`'s ripple trigger for its controller `p`. */
export function ripple(e: Engine, p: PlayerId, spell: ObjectId): void {
  const source = obj(e, spell);
  if (source === undefined) return;
  const def = definitionOf(e, source);
  const count = def.ripple ?? 0;
  const library = player(e, p).library;
  if (count < 1 || library.length === 0) return;
  const shown = Math.min(count, library.length);
  const [reveal] = ask(e, { player: p, kind: "may", prompt: `ripple ${count}: reveal the top ${shown === 1 ? "card" : `${shown} cards`} of your library?`, options: ["yes", "no"], min: 1, max: 1 });
  if (reveal !== "yes") return;
  const revealed = library.slice(0, shown);
  log(e, { kind: "reveal", player: p, cards: revealed.slice(), reason: `ripple ${count}` });
  for (const id of revealed) {
    const o = obj(e, id);
    if (o === undefined || !o.alive || o.zone !== "library" || definitionOf(e, o).name !== def.name) continue;
    const [play] = ask(e, { player: p, kind: "may", prompt: `ripple: play ${def.name} without paying its mana cost?`, options: ["yes", "no"], min: 1, max: 1 });
    if (play === "yes") playWithoutPayingManaCost(e, p, id);
  }
  // The revealed cards not played, still on top of the library, go to the bottom in the order the player chooses.
  const left = revealed.filter((id) => {
    const o = obj(e, id);
    return o !== undefined && o.alive && o.zone === "library";
  });
  while (left.length > 0) {
    const [next] = ask(e, { player: p, kind: "orderBottom", prompt: "ripple: put on the bottom of your library: choose the card to go there next (below the ones before)", options: left.slice(), min: 1, max: 1 }) as ObjectId[];
    left.splice(left.indexOf(next), 1);
    moveObject(e, next, "libraryBottom");
  }
}
