/**
 * `ctx.search`: the player searches their library for up to one card (or up to `upTo`) matching the filter (they may find nothing),
 * then shuffles before or after putting it into the destination; `revealed`: the card found is revealed ("reveal
 * it", logged for every player to see). `ctx.shuffle`.
 */
import { ask, enterPlay, log, moveObject, objectsIn, player, playerHasRule, shuffled, type EffectRun, type ObjectFilter, type ObjectId, type PlayerId } from "../../runtime/family.js";

export default {
  search(this: EffectRun, p: PlayerId, filter: ObjectFilter, destination: "libraryTop" | "hand" | "play" | "graveyard", shuffle: "beforePutting" | "afterPutting", tapped = false, revealed = false, upTo = 1): void {
    const e = this.e;
    const ps = player(e, p);
    // "Players can't search libraries." (Mindlock Orb): the search finds nothing; the shuffle still happens.
    const options = playerHasRule(e, p, "cantSearchLibraries") ? [] : objectsIn(e, filter, "library", p);
    // "for up to three Forest cards" (Seedguide Ash): the player chooses up to that many, or none.
    const found = ask(e, {
      player: p,
      kind: "search",
      prompt: upTo === 1 ? "search your library: choose a card, or nothing" : `search your library: choose up to ${upTo} cards, or nothing`,
      options,
      min: 0,
      max: upTo,
    }) as ObjectId[];
    log(e, { kind: "search", player: p, found: found[0] ?? null });
    for (let i = 1; i < found.length; i++) log(e, { kind: "search", player: p, found: found[i] });
    // "reveal it": every player sees the card found (a search that finds nothing reveals nothing)
    if (revealed && found.length > 0) log(e, { kind: "reveal", player: p, from: "library", cards: found.slice() });
    if (found.length === 0) {
      ps.library = shuffled(e.s, ps.library);
      return;
    }
    if (destination === "libraryTop" || shuffle === "beforePutting") {
      // The found cards are set aside, the rest shuffled, then the cards are put where they go.
      ps.library = [...found, ...shuffled(e.s, ps.library.filter((id) => !found.includes(id)))];
      if (destination === "libraryTop") return;
    }
    for (const id of found) {
      if (destination === "hand") moveObject(e, id, "hand");
      else if (destination === "graveyard") moveObject(e, id, "graveyard"); // Corpse Connoisseur
      else enterPlay(e, id, p, { byEffect: true, tapped }); // "put that card into play tapped" (Rampant Growth)
    }
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
