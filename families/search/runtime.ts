/**
 * `ctx.search`: the player searches their library for up to one card matching the filter (they may find nothing),
 * then shuffles before or after putting it into the destination; `revealed`: the card found is revealed ("reveal
 * it", logged for every player to see). `ctx.shuffle`.
 */
import { ask, enterPlay, log, moveObject, objectsIn, player, playerHasRule, shuffled, type EffectRun, type ObjectFilter, type ObjectId, type PlayerId } from "../../runtime/family.js";

export default {
  search(this: EffectRun, p: PlayerId, filter: ObjectFilter, destination: "libraryTop" | "hand" | "play", shuffle: "beforePutting" | "afterPutting", tapped = false, revealed = false): void {
    const e = this.e;
    const ps = player(e, p);
    // "Players can't search libraries." (Mindlock Orb): the search finds nothing; the shuffle still happens.
    const options = playerHasRule(e, p, "cantSearchLibraries") ? [] : objectsIn(e, filter, "library", p);
    const [found] = ask(e, {
      player: p,
      kind: "search",
      prompt: "search your library: choose a card, or nothing",
      options,
      min: 0,
      max: 1,
    }) as ObjectId[];
    log(e, { kind: "search", player: p, found: found ?? null });
    // "reveal it": every player sees the card found (a search that finds nothing reveals nothing)
    if (revealed && found !== undefined) log(e, { kind: "reveal", player: p, from: "library", cards: [found] });
    if (found === undefined) {
      ps.library = shuffled(e.s, ps.library);
      return;
    }
    if (destination === "libraryTop" || shuffle === "beforePutting") {
      // The found card is set aside, the rest shuffled, then the card is put where it goes.
      ps.library = [found, ...shuffled(e.s, ps.library.filter((id) => id !== found))];
      if (destination === "libraryTop") return;
    }
    if (destination === "hand") moveObject(e, found, "hand");
    else enterPlay(e, found, p, { byEffect: true, tapped }); // "put that card into play tapped" (Rampant Growth)
    if (shuffle === "afterPutting") ps.library = shuffled(e.s, ps.library);
  },

  /** "shuffles his or her graveyard into his or her library": every card of the graveyard, then the shuffle. */
  shuffleGraveyardIntoLibrary(this: EffectRun, p: PlayerId): void {
    for (const id of player(this.e, p).graveyard.slice()) moveObject(this.e, id, "libraryTop");
    const ps = player(this.e, p);
    ps.library = shuffled(this.e.s, ps.library);
  },

  shuffle(this: EffectRun, p: PlayerId): void {
    const ps = player(this.e, p);
    ps.library = shuffled(this.e.s, ps.library);
  },
};
