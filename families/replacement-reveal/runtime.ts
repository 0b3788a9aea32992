/**
 * `ctx.revealFromHand`: as a permanent comes into play, the player it comes into play under may reveal a card of
 * their hand that fits (choosing nothing is not revealing); the card revealed stays in the hand.
 */
import { ask, log, objectsIn, type EffectRun, type ObjectFilter, type ObjectId, type PlayerId } from "../../runtime/family.js";

export default {
  /** Whether `player` revealed a card of their hand fitting `filter` (`entering`, the permanent itself, is never offered). */
  revealFromHand(this: EffectRun, player: PlayerId, filter: ObjectFilter, entering: ObjectId): boolean {
    const e = this.e;
    const options = objectsIn(e, filter, "hand", player).filter((id) => id !== entering);
    if (options.length === 0) return false;
    const [card] = ask(e, { player, kind: "revealFromHand", prompt: "you may reveal a card from your hand (or nothing)", options, min: 0, max: 1 }) as ObjectId[];
    if (card === undefined) return false;
    log(e, { kind: "reveal", player, from: "hand", cards: [card] });
    return true;
  },
};
