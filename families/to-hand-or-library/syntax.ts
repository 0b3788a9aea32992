/**
 * Objects moved to a hand or a library (a card always goes to its owner's, 217.1): "Return target creature to
 * its owner's hand.", "Return all creatures to their owners' hands.", "Return target creature card from your
 * graveyard to your hand.", "Put target creature on the bottom of its owner's library.", "… on top of …",
 * "Shuffle ~ into its owner's library."
 *
 * "Return" is also the put-into-play family's word ("Return the removed card to play …") and "Put" several
 * families' ("Put a +1/+1 counter on …", "put that card on top of it" after a search), "Shuffle" the search
 * family's ("Shuffle your library."): the objects between the
 * verb and the destination can be longer than the parser's lookahead, so each phrase here has a gate that looks
 * for its destination ("to its owner's hand", "on the bottom of").
 */
import type { Amount, ObjectFilter, ObjectSet, PlayerRef, SourceRange } from "../../grammar/ast.js";
import { type SyntaxFamily, alt, useEach, useObjects, usePlayer, type Draft, type Subject } from "../../grammar/family.js";

/** Whose hand or library the text names: "its owner's" / "their owners'" (`plural`), or "your". */
export interface Destination {
  whose: "owner" | "you";
  /** "their owners' hands", "their owners' libraries": as written, for printing. */
  plural: boolean;
}

export interface ReturnToHand {
  kind: "ReturnToHand";
  objects: ObjectSet;
  to: Destination;
  /**
   * "Return ~ from your graveyard to your hand." (Summon the School): the card itself, from its owner's graveyard.
   * The ability moves its card out of the graveyard, so it is played from there (the activated ability's cost
   * zone, compiler/costs.ts); only an activated ability may say it (validate.ts, CS2140).
   */
  from?: "yourGraveyard";
  range: SourceRange;
}

/**
 * "Return a green creature you control to its owner's hand." (Stampeding Wildebeests), "that player returns a
 * creature he or she controls to its owner's hand" (Sunken Hope), "You return a creature card from your graveyard
 * to your hand" (Cruel Ultimatum): no target; the player chooses, as the ability resolves, that many of the
 * permanents he or she controls (or cards of his or her graveyard) that fit (as a sacrifice is chosen).
 */
export interface ReturnChosen {
  kind: "ReturnChosen";
  player: PlayerRef;
  amount: Amount;
  filter: ObjectFilter;
  to: Destination;
  range: SourceRange;
}

export interface PutInLibrary {
  kind: "PutInLibrary";
  objects: ObjectSet;
  position: "top" | "bottom";
  to: Destination;
  range: SourceRange;
}

/** "Shuffle ~ into its owner's library.": the objects go into the library, which is then shuffled. */
export interface ShuffleIntoLibrary {
  kind: "ShuffleIntoLibrary";
  objects: ObjectSet;
  to: Destination;
  range: SourceRange;
}

type Node = ReturnToHand | ReturnChosen | PutInLibrary | ShuffleIntoLibrary;

const family: SyntaxFamily<Node> = {
  name: "to-hand-or-library",
  words: { Owners: ["owners"], Hands: ["hands"], Libraries: ["libraries"], Bottom: ["bottom"] },
  grammar(kit) {
    const { phrases, tokens } = kit;
    const W = Object.fromEntries(
      ["To", "Up", "Its", "Their", "Your", "Owner", "Owners", "Hand", "Hands", "Library", "Libraries", "On", "Top", "Of", "The", "Bottom", "It", "That", "Card", "Into", "His", "A", "From", "Graveyard"].map(
        (name) => [name, kit.word(name)],
      ),
    );

    /** "its owner's", "their owners'", "your" */
    const whose = kit.rule("toHandOrLibrary_whose", (): Destination =>
      kit.or(0, [
        alt(() => {
          kit.consume(0, W.Its);
          kit.consume(0, W.Owner);
          kit.consume(0, tokens.Possessive);
          return { whose: "owner", plural: false } as Destination;
        }),
        alt(() => {
          kit.consume(0, W.Their);
          kit.consume(0, W.Owners);
          kit.consume(0, tokens.Apostrophe);
          return { whose: "owner", plural: true } as Destination;
        }),
        alt(() => {
          kit.consume(0, W.Your);
          return { whose: "you", plural: false } as Destination;
        }),
      ]),
    );

    const returnToHand = kit.rule("toHandOrLibrary_return", (_subject: Subject, drafts: Draft[], start: number) => {
      const objects = kit.subrule(0, phrases.objectSet);
      // "Return ~ from your graveyard to your hand" (a card of a graveyard described otherwise is the object phrase's:
      // "target creature card from your graveyard")
      const fromGraveyard = kit.option(0, () => {
        const from = kit.consume(0, W.From);
        kit.consume(1, W.Your);
        kit.consume(0, W.Graveyard);
        return from;
      });
      kit.consume(0, W.To);
      const to = kit.subrule(0, whose);
      kit.or(1, [alt(() => kit.consume(1, W.Hand)), alt(() => kit.consume(1, W.Hands))]);
      kit.ACTION(() => {
        const node: ReturnToHand = { kind: "ReturnToHand", objects, to, range: kit.rangeFrom(start) };
        if (fromGraveyard !== undefined) {
          if (objects.kind !== "Ref" || objects.ref.kind !== "Self") {
            kit.problem("CS1035", "'from your graveyard' after the objects names the card itself: write 'Return ~ from your graveyard to your hand', or 'Return target creature card from your graveyard to your hand'.", fromGraveyard.startOffset, kit.lastEnd());
          }
          node.from = "yourGraveyard";
        }
        drafts.push(node as unknown as Draft);
      });
    });

    // "return a creature you control to its owner's hand": the player's choice among his or her permanents.
    const returnChosen = kit.rule("toHandOrLibrary_returnChosen", (subject: Subject, drafts: Draft[], start: number) => {
      kit.consume(0, W.A);
      const amount: Amount = { kind: "Number", value: 1 };
      const filter = kit.subrule(0, phrases.objectNoun);
      kit.consume(0, W.To);
      const to = kit.subrule(0, whose);
      kit.consume(0, W.Hand);
      kit.ACTION(() => {
        // "You return a creature card from your graveyard to your hand" (Cruel Ultimatum): a card of the player's own
        // graveyard, chosen as the effect happens, back to his or her hand
        const ownGraveyardCard = filter.zone === "graveyard" && filter.controller?.kind === "You" && subject.player?.kind === "You" && to.whose === "you";
        if (ownGraveyardCard) {
          // nothing to report
        } else if (filter.zone !== "play" || filter.controller === undefined || to.whose !== "owner" || to.plural) {
          kit.problem(
            "CS1035",
            "A permanent returned by its controller's choice is one he or she controls: write e.g. 'return a creature you control to its owner's hand' (or name a target: 'return target creature to its owner's hand').",
            start,
            kit.lastEnd(),
          );
        }
        kit.playerEffect(drafts, subject, start, (player, range) => ({ kind: "ReturnChosen", player, amount, filter, to, range }) as ReturnChosen);
      });
    });

    const putInLibrary = kit.rule("toHandOrLibrary_put", (_subject: Subject, drafts: Draft[], start: number) => {
      const objects = kit.subrule(0, phrases.objectSet);
      kit.consume(0, W.On);
      const position = kit.or(2, [
        alt(() => {
          kit.consume(0, W.Top);
          return "top" as const;
        }),
        alt(() => {
          kit.consume(0, W.The);
          kit.consume(0, W.Bottom);
          return "bottom" as const;
        }),
      ]);
      kit.consume(0, W.Of);
      const to = kit.subrule(1, whose);
      kit.or(3, [alt(() => kit.consume(2, W.Library)), alt(() => kit.consume(2, W.Libraries))]);
      kit.ACTION(() => drafts.push({ kind: "PutInLibrary", objects, position, to, range: kit.rangeFrom(start) } as PutInLibrary));
    });

    const shuffleIntoLibrary = kit.rule("toHandOrLibrary_shuffle", (_subject: Subject, drafts: Draft[], start: number) => {
      const objects = kit.subrule(0, phrases.objectSet);
      kit.consume(0, W.Into);
      const to = kit.subrule(2, whose);
      kit.or(4, [alt(() => kit.consume(3, W.Library)), alt(() => kit.consume(3, W.Libraries))]);
      kit.ACTION(() => drafts.push({ kind: "ShuffleIntoLibrary", objects, to, range: kit.rangeFrom(start) } as ShuffleIntoLibrary));
    });

    const is = (i: number, word: string) => kit.LA(i).tokenType === W[word];
    const sentenceGoesOn = (i: number) => {
      const name = kit.LA(i).tokenType.name;
      return name !== "EOF" && name !== "Period";
    };
    const startsWhose = (i: number) => is(i, "Its") || is(i, "Their") || is(i, "Your");
    // "Return … to its owner's hand": the first "to" that is not "up to" names a hand (not "to play").
    const returnsToHand = () => {
      for (let i = 1; sentenceGoesOn(i); i++) {
        if (is(i, "To") && !(i > 1 && is(i - 1, "Up"))) return startsWhose(i + 1);
      }
      return false;
    };
    // "Put … on the bottom of …", "Put … on top of its owner's library" (not a search's "put that card on top of
    // your library", nor "put a counter on target creature").
    const putsInLibrary = () => {
      // "Put one of those cards into your hand, one on the bottom …" shares cards out (no object phrase starts "N of").
      if (is(2, "Of")) return false;
      // "Put the rest on the bottom of your library in any order." names the cards looked at (look-at-library).
      if (is(1, "The") && kit.LA(2).image.toLowerCase() === "rest") return false;
      const foundCard = is(1, "It") || (is(1, "That") && is(2, "Card"));
      for (let i = 1; sentenceGoesOn(i); i++) {
        if (!is(i, "On")) continue;
        if (is(i + 1, "The") && is(i + 2, "Bottom")) return true;
        if (is(i + 1, "Top") && is(i + 2, "Of") && startsWhose(i + 3)) return !foundCard;
      }
      return false;
    };

    // "Shuffle ~ into its owner's library" (not "Shuffle your library"): objects, then "into" a library.
    const shufflesInto = () => {
      if (is(1, "Your") || is(1, "His") || is(1, "Their")) return false;
      for (let i = 2; sentenceGoesOn(i); i++) if (is(i, "Into")) return startsWhose(i + 1);
      return false;
    };

    // "return a creature you control to …" (an article: no object phrase of returnToHand starts with one)
    const returnsChosen = () => is(1, "A") && returnsToHand();

    return {
      predicates: [{ verb: "Return", rule: returnChosen, gate: returnsChosen }],
      imperatives: [
        { verb: "Return", rule: returnChosen, gate: returnsChosen },
        { verb: "Return", rule: returnToHand, gate: returnsToHand },
        { verb: "Puts", rule: putInLibrary, gate: putsInLibrary },
        { verb: "Shuffle", rule: shuffleIntoLibrary, gate: shufflesInto },
      ],
    };
  },
  print: {
    ReturnToHand: {
      clause: (effect, writer) =>
        `return ${writer.objects(effect.objects, "all")}${effect.from === "yourGraveyard" ? " from your graveyard" : ""} to ${whoseWords(effect.to)} ${effect.to.plural ? "hands" : "hand"}`,
    },
    ReturnChosen: {
      clause: (effect, writer) => writer.playerClause(effect.player, true, (verb) => `${verb("return", "returns")} ${chosenWords(effect, writer.filterWithControllers(effect.filter, "singular", "a"))}`),
      predicate: (effect, writer) => `${writer.verbFor(effect.player)("return", "returns")} ${chosenWords(effect, writer.filterWithControllers(effect.filter, "singular", "a"))}`,
    },
    PutInLibrary: {
      clause: (effect, writer) =>
        `put ${writer.objects(effect.objects, "all")} on ${effect.position === "top" ? "top" : "the bottom"} of ${whoseWords(effect.to)} ${effect.to.plural ? "libraries" : "library"}`,
    },
    ShuffleIntoLibrary: {
      clause: (effect, writer) => `shuffle ${writer.objects(effect.objects, "all")} into ${whoseWords(effect.to)} ${effect.to.plural ? "libraries" : "library"}`,
    },
  },
  check: {
    ReturnToHand: { verb: "Returning to a hand", targetUses: (effect, uses) => useObjects(uses, effect.objects, "any") },
    ReturnChosen: {
      verb: "Returning to a hand",
      targetUses(effect, uses) {
        usePlayer(uses, effect.player);
        useEach(uses, effect.filter, effect.filter.zone === "graveyard" ? "notInPlay" : "play");
      },
    },
    PutInLibrary: { verb: "Putting into a library", targetUses: (effect, uses) => useObjects(uses, effect.objects, "any") },
    ShuffleIntoLibrary: { verb: "Shuffling into a library", targetUses: (effect, uses) => useObjects(uses, effect.objects, "any") },
  },
  sentences: [
    { kind: "spell or ability text", template: "Return target creature to its owner's hand." },
    { kind: "spell or ability text", template: "Return all creatures to their owners' hands." },
    { kind: "spell or ability text", template: "Return up to two target creatures to their owners' hands." },
    { kind: "spell or ability text", template: "Return target creature card from your graveyard to your hand." },
    { kind: "spell or ability text", template: "Tap four untapped Merfolk you control: Return ~ from your graveyard to your hand." },
    { kind: "triggered", template: "At the beginning of your upkeep, return a green creature you control to its owner's hand." },
    { kind: "spell or ability text", template: "Put target creature on the bottom of its owner's library." },
    { kind: "spell or ability text", template: "Put target creature on top of its owner's library." },
    { kind: "spell or ability text", template: "Shuffle ~ into its owner's library." },
  ],
};

/** "a creature you control to its owner's hand" (one permanent: the grammar reads the article "a"). */
function chosenWords(effect: ReturnChosen, permanent: string): string {
  return `${permanent} to ${whoseWords(effect.to)} hand`;
}

function whoseWords(to: Destination): string {
  if (to.whose === "you") return "your";
  return to.plural ? "their owners'" : "its owner's";
}

export default family;
