/**
 * Cards from other zones put into play: "Put all creature cards in all graveyards into play under your control.",
 * "Return the removed card to play under its owner's control."
 */
import type { ObjectFilter, ObjectSet, PlayerRef, SourceRange } from "../../grammar/ast.js";
import { type SyntaxFamily, alt, useObjects, usePlayer, type Draft, type Subject } from "../../grammar/family.js";

/** "Put all creature cards in all graveyards into play under your control." */
export interface PutIntoPlay {
  kind: "PutIntoPlay";
  objects: ObjectSet;
  controller: PlayerRef;
  range: SourceRange;
}

/**
 * "Return the removed card to play under its owner's control.", "Return target creature card with converted mana
 * cost 3 or less from your graveyard to play." (Order of Whiteclay): without "under … control" the card enters
 * play under the control of the player who puts it there, the ability's controller (2007: 212.9c / 217.1a).
 */
export interface ReturnToPlay {
  kind: "ReturnToPlay";
  objects: ObjectSet;
  controller: PlayerRef;
  /** The text names no controller ("… to play."): `controller` is then you, and nothing is printed for it. */
  controlUnwritten?: true;
  range: SourceRange;
}

/**
 * "You may put a creature card from your hand into play." (Elvish Piper), "… a green creature card …" (Dramatic
 * Entrance): a card of the player's hand that fits, chosen as the effect happens, put into play under his or her
 * control (none fits: nothing happens). `filter` is the card's description, its zone the hand.
 */
export interface PutCardFromHand {
  kind: "PutCardFromHand";
  player: PlayerRef;
  filter: ObjectFilter;
  /**
   * "… into play tapped and attacking" (Preeminent Captain; current "… onto the battlefield tapped and attacking"):
   * it comes into play tapped and, during combat, attacking without being declared (308.4 of 2007).
   */
  tappedAndAttacking?: true;
  range: SourceRange;
}

const family: SyntaxFamily<PutIntoPlay | ReturnToPlay | PutCardFromHand> = {
  name: "put-into-play",
  words: { Return: ["return", "returns"] },
  grammar(kit) {
    const { phrases } = kit;
    const [All, To, Play, The, Battlefield] = ["All", "To", "Play", "The", "Battlefield"].map((name) => kit.word(name));
    // "Put all creature cards in all graveyards into play under your control.", "Put target creature card from a
    // graveyard onto the battlefield under your control."
    const put = kit.rule("putIntoPlay_put", (_subject: Subject, drafts: Draft[], start: number) => {
      const objects = kit.or<ObjectSet>(4, [
        alt(() => {
          kit.consume(0, All);
          const filter = kit.subrule(0, phrases.objectNoun);
          return kit.ACTION(() => ({ kind: "Each", filter }) as ObjectSet);
        }),
        alt(() => {
          const phrase = kit.subrule(0, phrases.targetPhrase);
          return kit.ACTION(() => kit.targetObjects(phrase.spec));
        }),
      ]);
      kit.subrule(2, phrases.intoPlay);
      const controller = kit.subrule(0, phrases.underControl, { ARGS: [objects] });
      kit.ACTION(() => drafts.push({ kind: "PutIntoPlay", objects, controller, range: kit.rangeFrom(start) } as PutIntoPlay));
    });
    const returnToPlay = kit.rule("putIntoPlay_return", (_subject: Subject, drafts: Draft[], start: number) => {
      const objects = kit.subrule(7, phrases.objectSet);
      kit.consume(0, To);
      kit.or(3, [
        alt(() => kit.consume(0, Play)),
        alt(() => {
          kit.consume(2, The);
          kit.consume(0, Battlefield);
        }),
      ]);
      const controller = kit.option(5, () => kit.subrule(0, phrases.underControl, { ARGS: [objects] }));
      kit.ACTION(() =>
        drafts.push(
          (controller === undefined
            ? { kind: "ReturnToPlay", objects, controller: { kind: "You" }, controlUnwritten: true, range: kit.rangeFrom(start) }
            : { kind: "ReturnToPlay", objects, controller, range: kit.rangeFrom(start) }) as ReturnToPlay,
        ),
      );
    });
    const [A, Tapped, And, Attacking] = ["A", "Tapped", "And", "Attacking"].map((name) => kit.word(name));
    // "put a creature card from your hand into play": a card described, "from" a hand, before "into play".
    const putCard = kit.rule("putIntoPlay_putCard", (subject: Subject, drafts: Draft[], start: number) => {
      kit.consume(0, A);
      const filter = kit.subrule(8, phrases.objectNoun);
      kit.subrule(3, phrases.intoPlay);
      // "tapped and attacking" (308.4): only a creature card can come into play attacking (306.3a)
      const attacking = kit.option(9, () => {
        const tapped = kit.consume(0, Tapped);
        kit.consume(0, And);
        kit.consume(0, Attacking);
        return tapped;
      });
      kit.ACTION(() => {
        kit.noteObjectsMade();
        if (attacking !== undefined && !(filter.types.length > 0 && filter.types.every((type) => type === "Creature"))) {
          kit.problem(
            "CS1035",
            "Only a creature can attack (306.3a): a card put into play \"tapped and attacking\" is a creature card: write e.g. 'put a Soldier creature card from your hand into play tapped and attacking'.",
            attacking.startOffset,
            kit.lastEnd(),
          );
        }
        if (filter.zone !== "hand" || filter.controller === undefined) {
          kit.problem("CS1035", "A card put into play this way comes from its player's hand: write e.g. 'put a creature card from your hand into play'.", start, kit.lastEnd());
          return;
        }
        const owner = filter.controller;
        const make = (player: PlayerRef, range: SourceRange) => ({ kind: "PutCardFromHand", player, filter, ...(attacking !== undefined ? { tappedAndAttacking: true } : {}), range }) as PutCardFromHand;
        if (subject.player === undefined && subject.objects === undefined) {
          if (owner.kind !== "You") kit.problem("CS1035", "You put a card from your own hand into play: write 'from your hand'.", start, kit.lastEnd());
          drafts.push(make({ kind: "You" }, kit.rangeFrom(start)));
        } else kit.playerEffect(drafts, subject, start, make);
      });
    });
    const cardFromHandFollows = (): boolean => {
      if (kit.LA(1).tokenType !== A) return false;
      for (let i = 2; i <= 8; i++) {
        const type = kit.LA(i).tokenType;
        if (type === Card) return kit.LA(i + 1).tokenType === From;
        if (type === kit.tokens.EOF || type === kit.tokens.Period || type === kit.tokens.Comma) return false;
      }
      return false;
    };
    const [Card, From] = ["Card", "From"].map((name) => kit.word(name));
    return {
      predicates: [{ verb: "Puts", rule: putCard, gate: cardFromHandFollows }],
      imperatives: [
        { verb: "Puts", rule: putCard, gate: cardFromHandFollows },
        { verb: "Puts", rule: put },
        { verb: "Return", rule: returnToPlay },
      ],
    };
  },
  print: {
    PutCardFromHand: {
      clause: (effect, writer) =>
        writer.playerClause(
          effect.player,
          true,
          (verb) =>
            `${verb("put", "puts")} ${writer.filterWithControllers(effect.filter, "singular", "a")} ${writer.wording === "2007" ? "into play" : "onto the battlefield"}${effect.tappedAndAttacking ? " tapped and attacking" : ""}`,
        ),
    },
    PutIntoPlay: {
      clause: (effect, writer) =>
        `put ${writer.objects(effect.objects, "all")} ${writer.wording === "2007" ? "into play" : "onto the battlefield"} under ${writer.controlOwner(effect.controller)} control`,
    },
    ReturnToPlay: {
      clause: (effect, writer) =>
        `return ${writer.objects(effect.objects, "all")} ${writer.wording === "2007" ? "to play" : "to the battlefield"}${effect.controlUnwritten ? "" : ` under ${writer.controlOwner(effect.controller)} control`}`,
    },
  },
  check: {
    PutCardFromHand: { verb: "Putting into play", targetUses: (effect, uses) => usePlayer(uses, effect.player) },
    PutIntoPlay: {
      verb: "Putting into play",
      targetUses(effect, uses) {
        useObjects(uses, effect.objects, "notInPlay");
        usePlayer(uses, effect.controller);
      },
    },
    ReturnToPlay: {
      verb: "Returning to play",
      targetUses(effect, uses) {
        useObjects(uses, effect.objects, "notInPlay");
        usePlayer(uses, effect.controller);
      },
    },
  },
  sentences: [
    { kind: "spell or ability text", template: "Put all creature cards in all graveyards into play under your control." },
    { kind: "spell or ability text", template: "You may put a creature card from your hand into play." },
    { kind: "spell or ability text", template: "You may put a Soldier creature card from your hand into play tapped and attacking." },
    { kind: "spell or ability text", template: "Put target creature card from a graveyard into play under your control." },
    { kind: "spell or ability text", template: "Return target creature card with converted mana cost N or less from your graveyard to play." },
  ],
};

export default family;
