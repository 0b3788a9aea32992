/**
 * `ctx.returnToHand` and `ctx.putInLibrary`: each object still where it was goes to its owner's hand or library
 * (217.1: a card put into a hand, library or graveyard goes to its owner's; "your hand" on a card names the same
 * hand, since only your own cards are in your graveyard). A spell on the stack leaves the stack (it does not
 * resolve); a token leaves play and ceases to exist as a state-based effect. Objects put on a library together
 * go in the order given, each on top of (or below) the one before. `ctx.shuffleIntoLibrary` then shuffles each
 * library that received a card (with the game's seeded generator).
 */
import { ask, moveObject, obj, objectsIn, player, shuffled, type EffectRun, type ObjectFilter, type ObjectId, type PlayerId } from "../../runtime/family.js";

type Destination = "hand" | "libraryTop" | "libraryBottom";

function move(run: EffectRun, ids: readonly ObjectId[], to: Destination): ObjectId[] {
  const e = run.e;
  const moved: ObjectId[] = [];
  for (const id of ids) {
    const o = obj(e, id);
    if (o === undefined || !o.alive) continue;
    if (o.zone === "hand" && to === "hand") continue;
    if (o.zone === "stack") {
      const index = e.s.stack.findIndex((item) => item.kind === "spell" && item.id === id);
      // The zone change's log entry says where it went; it is not countered (it never resolves either).
      if (index >= 0) e.s.stack.splice(index, 1);
    }
    moved.push(moveObject(e, id, to));
  }
  return moved;
}

export default {
  returnToHand(this: EffectRun, ids: ObjectId[]): ObjectId[] {
    return move(this, ids, "hand");
  },

  /**
   * "return a creature you control to its owner's hand": the player chooses that many of the permanents he or she
   * controls that fit (all of them if fewer; none if none: nothing happens), as the ability resolves.
   */
  returnChosenToHand(this: EffectRun, p: PlayerId, count: number, filter: ObjectFilter): ObjectId[] {
    // a permanent the player controls, or a card of his or her graveyard ("a creature card from your graveyard")
    const fromGraveyard = filter.zone === "graveyard";
    const options = objectsIn(this.e, filter, fromGraveyard ? "graveyard" : "play", p);
    const n = Math.min(count, options.length);
    if (n <= 0) return [];
    const prompt = fromGraveyard ? `return ${n} card(s) from your graveyard to your hand` : `return ${n} permanent(s) to their owners' hands`;
    const chosen = ask(this.e, { player: p, kind: "returnToHand", prompt, options, min: n, max: n }) as ObjectId[];
    return move(this, chosen, "hand");
  },

  putInLibrary(this: EffectRun, ids: ObjectId[], position: "top" | "bottom"): ObjectId[] {
    return move(this, ids, position === "top" ? "libraryTop" : "libraryBottom");
  },

  shuffleIntoLibrary(this: EffectRun, ids: ObjectId[]): ObjectId[] {
    const e = this.e;
    const moved = move(this, ids, "libraryTop");
    const owners = new Set<PlayerId>();
    for (const id of moved) {
      const o = obj(e, id);
      if (o !== undefined) owners.add(o.owner);
    }
    for (const owner of owners) {
      const p = player(e, owner);
      p.library = shuffled(e.s, p.library);
    }
    return moved;
  },
};
