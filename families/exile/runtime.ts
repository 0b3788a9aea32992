/**
 * `ctx.exile`: removes from the game; with `link`, remembers the new objects for this source's linked abilities,
 * which `ctx.linked()` gives back (kept after the source leaves play, via LKI).
 */
import { addRemoveInsteadShield, ask, log, obj, objectsIn, moveObject, moveTopOfLibrary, writable, type EffectRun, type ObjectFilter, type ObjectId, type PlayerId } from "../../runtime/family.js";

export default {
  exile(this: EffectRun, ids: ObjectId[], link?: boolean): ObjectId[] {
    const e = this.e;
    const moved: ObjectId[] = [];
    for (const id of ids) {
      const o = obj(e, id);
      if (o === undefined || !o.alive || o.zone === "removed") continue;
      const removed = moveObject(e, id, "removed");
      moved.push(removed);
      this.followMoved?.(id, removed);
    }
    if (link === true) {
      const source = obj(e, this.self);
      if (source !== undefined) {
        writable(e, source).linked = [...(source.linked ?? []), ...moved];
      }
    }
    return moved;
  },

  /**
   * "Target player removes a card in his or her graveyard from the game.": the player chooses one of the cards of
   * their own graveyard that fit, as the effect happens (none: nothing happens), and it is removed from the game.
   */
  exileChosenFromGraveyard(this: EffectRun, p: PlayerId, filter: ObjectFilter): void {
    const e = this.e;
    const options = objectsIn(e, filter, "graveyard", p);
    if (options.length === 0) return;
    const [chosen] = ask(e, { player: p, kind: "removeFromGraveyard", prompt: "remove a card in your graveyard from the game", options, min: 1, max: 1 }) as ObjectId[];
    const moved = moveObject(e, chosen, "removed");
    log(e, { kind: "removedFromGame", player: p, object: chosen, newObject: moved });
  },

  /** "removes the top four cards of his or her library from the game": one at a time from the top, as many as there are (face up). */
  exileTop(this: EffectRun, p: PlayerId, count: number): void {
    moveTopOfLibrary(this.e, p, count, "removed");
  },

  /** "If that creature would be put into a graveyard this turn, remove it from the game instead.": a shield for this turn (419). */
  removeInsteadOfGraveyard(this: EffectRun, ids: ObjectId[]): void {
    for (const id of ids) {
      const o = obj(this.e, id);
      if (o !== undefined && o.alive && o.zone === "play") addRemoveInsteadShield(this.e, this.self, this.controller, id);
    }
  },

  linked(this: EffectRun): ObjectId[] {
    return (obj(this.e, this.self)?.linked ?? []).filter((id) => obj(this.e, id)?.alive === true);
  },
};
