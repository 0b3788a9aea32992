/**
 * "You may play the removed card without paying its mana cost" (hideaway, Lorwyn): a player plays a card during
 * the resolution of a spell or ability, from where it is, without paying its mana cost. The Lorwyn release notes
 * on hideaway: a spell played this way ignores the timing of its type (it is played while the ability resolves)
 * and its targets are chosen as it is played; X is 0; a land is played only if its controller could play a land
 * now (his or her turn and no land played yet this turn: 2007 rule 212.6), and counts as the turn's land.
 */
import type { Chosen, ObjectId, PlayerId } from "./definition.js";
import { activePlayerId, contains, definitionOf, log, obj, player, writable, type Engine } from "./engine.js";
import { ask } from "./decisions.js";
import { spellTargetSpecs } from "./attachments.js";
import { distinctOptions, targetOptions } from "./stack.js";
import { enterPlay, moveObject } from "./zones.js";
import { publish } from "./events.js";
import { splitSecondError } from "./split-second.js";
import type { PaidCost, StackItem } from "./state.js";

/**
 * Plays `card` for `p` without paying its mana cost; false when it can't be played (the reason is logged). `paid`:
 * how the spell was played, remembered by it and the permanent it becomes (suspend: runtime/suspend.ts).
 */
export function playWithoutPayingManaCost(e: Engine, p: PlayerId, card: ObjectId, paid?: PaidCost): boolean {
  const o = obj(e, card);
  if (o === undefined || !o.alive) return false;
  const def = definitionOf(e, o);
  if (contains(def.types, "Land")) {
    const ps = player(e, p);
    if (activePlayerId(e) !== p || ps.landsPlayedThisTurn >= 1) {
      log(e, { kind: "cantPlay", player: p, object: card, card: def.name, reason: "212.6: a land can be played only in its controller's turn, one each turn" });
      return false;
    }
    ps.landsPlayedThisTurn++;
    log(e, { kind: "playLand", player: p, object: card, card: o.card });
    enterPlay(e, card, p, { byEffect: false });
    return true;
  }
  // 502.58a: while a spell with split second is on the stack, the card can't be played (runtime/split-second.ts).
  const splitSecond = splitSecondError(e, "spells");
  if (splitSecond !== null) {
    log(e, { kind: "cantPlay", player: p, object: card, card: def.name, reason: splitSecond });
    return false;
  }
  const targets: Chosen[][] = [];
  for (const spec of spellTargetSpecs(def)) {
    const options = distinctOptions(spec, targetOptions(e, spec, card, p), targets);
    if (options.length < spec.min) {
      log(e, { kind: "cantPlay", player: p, object: card, card: def.name, reason: "409.1c: no legal targets" });
      return false;
    }
    targets.push(ask(e, { player: p, kind: "targets", prompt: `choose target(s) for ${def.name}`, options, min: spec.min, max: spec.max }) as Chosen[]);
  }
  const onStack = moveObject(e, card, "stack");
  const item: StackItem = { id: onStack, kind: "spell", source: onStack, card: o.card, ability: -1, controller: p, x: 0, targets, description: def.name, damage: null, ...(paid !== undefined ? { paid } : {}) };
  e.s.stack.push(item);
  writable(e, obj(e, onStack)!).controller = p;
  if (paid !== undefined) writable(e, obj(e, onStack)!).paid = paid;
  log(e, { kind: "cast", player: p, card: def.name, object: onStack, x: 0, targets, withoutPaying: true });
  publish(e, { kind: "spellPlayed", player: p, spell: onStack });
  return true;
}
