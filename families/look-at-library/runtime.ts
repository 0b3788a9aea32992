/**
 * `ctx.lookAtTop`, `ctx.reorderTop`, `ctx.distributeTop`: a player looks at the top N cards of a library (the
 * log records what that player saw) and, for the last two, decides where they go. Ordering is a sequence of
 * choices through the one decision interface ("orderCards": which of the cards left goes on top next), so a
 * scenario answers it card by card; sharing out is one choice per part ("lookPart"), the last part taking what
 * is left. `ctx.takeFromTop`: one card for each filter, chosen among those looked at ("lookTake", none
 * allowed when the text says "you may"), is revealed and put into the hand or into play; the rest go on the bottom
 * one choice at a time ("orderBottom": which card goes on the bottom next, each below the ones before).
 */
import { ask, enterPlay, log, moveObject, objectsIn, player, recordLookedAt, type EffectRun, type ObjectFilter, type ObjectId, type PlayerId } from "../../runtime/family.js";

type PartDestination = "hand" | "libraryTop" | "libraryBottom";

/** The top `count` cards of `owner`'s library, which `p` looks at. */
function topCards(run: EffectRun, p: PlayerId, owner: PlayerId, count: number): ObjectId[] {
  const cards = player(run.e, owner).library.slice(0, Math.max(0, count));
  log(run.e, { kind: "look", player: p, library: owner, cards: cards.slice() });
  recordLookedAt(run, cards); // "it" after the look (families/looked-at-card)
  return cards;
}

/** The cards in the order the player puts them back, top first: one choice per position but the last. */
function chooseOrder(run: EffectRun, p: PlayerId, cards: readonly ObjectId[]): ObjectId[] {
  const left = cards.slice();
  const order: ObjectId[] = [];
  while (left.length > 0) {
    const [next] = ask(run.e, {
      player: p,
      kind: "orderCards",
      prompt: `put back on top of the library: choose the card to go ${order.length === 0 ? "on top" : `in position ${order.length + 1}`}`,
      options: left.slice(),
      min: 1,
      max: 1,
    }) as ObjectId[];
    order.push(next);
    left.splice(left.indexOf(next), 1);
  }
  return order;
}

export default {
  lookAtTop(this: EffectRun, p: PlayerId, owner: PlayerId, count: number): void {
    topCards(this, p, owner, count);
  },

  reorderTop(this: EffectRun, p: PlayerId, owner: PlayerId, count: number): void {
    const cards = topCards(this, p, owner, count);
    const order = chooseOrder(this, p, cards);
    const ps = player(this.e, owner);
    // The library is replaced, never changed in place (state.ts PlayerState).
    ps.library = [...order, ...ps.library.slice(cards.length)];
    log(this.e, { kind: "reorderLibrary", player: p, library: owner, count: order.length });
  },

  takeFromTop(this: EffectRun, p: PlayerId, count: number, filters: ObjectFilter[], reveal: boolean, to: "hand" | "play", optional: boolean): void {
    const e = this.e;
    const cards = topCards(this, p, p, count);
    // One card for each filter ("a creature card and/or a land card"), chosen in turn among those not yet taken.
    const taken: ObjectId[] = [];
    for (const filter of filters) {
      const fitting = objectsIn(e, filter, "library", p);
      const options = cards.filter((id) => fitting.includes(id) && !taken.includes(id));
      const [card] = ask(e, {
        player: p,
        kind: "lookTake",
        prompt: `choose a card among those looked at to ${reveal ? "reveal and " : ""}put ${to === "hand" ? "into your hand" : "into play"}${optional ? ", or nothing" : ""}`,
        options,
        min: optional ? 0 : 1,
        max: 1,
      }) as ObjectId[];
      if (card !== undefined) taken.push(card);
    }
    if (reveal && taken.length > 0) log(e, { kind: "reveal", player: p, from: "library", cards: taken.slice() });
    for (const card of taken) {
      if (to === "hand") moveObject(e, card, "hand");
      else enterPlay(e, card, p, { byEffect: true });
    }
    const left = cards.filter((id) => !taken.includes(id));
    while (left.length > 0) {
      const [next] = ask(e, { player: p, kind: "orderBottom", prompt: "put on the bottom of the library: choose the card to go there next (below the ones before)", options: left.slice(), min: 1, max: 1 }) as ObjectId[];
      left.splice(left.indexOf(next), 1);
      moveObject(e, next, "libraryBottom");
    }
  },

  distributeTop(this: EffectRun, p: PlayerId, count: number, parts: { count: number; to: PartDestination }[]): void {
    const e = this.e;
    const left = topCards(this, p, p, count);
    parts.forEach((part, index) => {
      const last = index === parts.length - 1;
      const n = Math.min(part.count, left.length);
      const chosen = last
        ? left.slice(0, n)
        : (ask(e, {
            player: p,
            kind: "lookPart",
            prompt: `choose ${n} of the cards looked at to put ${part.to === "hand" ? "into your hand" : part.to === "libraryTop" ? "on top of your library" : "on the bottom of your library"}`,
            options: left.slice(),
            min: n,
            max: n,
          }) as ObjectId[]);
      for (const id of chosen) {
        left.splice(left.indexOf(id), 1);
        // Cards going on top go after the others are taken away: still in the library, they move to its top.
        moveObject(e, id, part.to);
      }
    });
  },
};
