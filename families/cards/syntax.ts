/**
 * A player's cards move between library, hand and graveyard: "Draw two cards.", "Target player discards a card.",
 * "Target player puts the top N cards of his or her library into his or her graveyard." (current: "mills N cards").
 */
import type { Amount, PlayerRef, SourceRange } from "../../grammar/ast.js";
import { type SyntaxFamily, alt, amountEqualTo, countedNoun, digits, numberWord, sameNode, usePlayer, type Draft, type Subject } from "../../grammar/family.js";

export interface Draw {
  kind: "Draw";
  player: PlayerRef;
  amount: Amount;
  /**
   * Written form: "draws an additional card" (the current Oracle of Howling Mine, printed "draws a card"): the
   * same draw, said of a draw step's extra card.
   */
  additionalWords?: true;
  /**
   * Written form: "draw cards equal to the number of creatures you control" (Collective Unconscious; Oracle the
   * same): the amount named by what it measures, not counted out as "a card for each creature you control".
   */
  equalToWords?: true;
  range: SourceRange;
}

/** The player chooses the cards; `random`: "discards a card at random" (chosen by the game's seeded generator). */
export interface Discard {
  kind: "Discard";
  player: PlayerRef;
  amount: Amount;
  random?: true;
  range: SourceRange;
}

/** 2007: "puts the top N cards of his or her library into his or her graveyard"; current: "mills N cards". */
export interface Mill {
  kind: "Mill";
  player: PlayerRef;
  amount: Amount;
  /**
   * One player puts one card ("the top card of his or her library", current "mills a card"): a later "that card" /
   * "it" names the card put into the graveyard (Lammastide Weave: "If that card is the named card, …"; the kernel's
   * `MadeRef`, the runtime's `EffectContext.made`). Derived from the words.
   */
  namesCard?: true;
  range: SourceRange;
}

/** Whether a mill of `amount` by `player` puts exactly one card a later sentence may name ("that card"). */
function namesOneCard(player: PlayerRef, amount: Amount): boolean {
  return amount.kind === "Number" && amount.value === 1 && player.kind !== "EachPlayer" && player.kind !== "EachOpponent";
}

/**
 * 2007: "puts the top half of his or her library, rounded down, into his or her graveyard" (Traumatize); current:
 * "mills half their library, rounded down": half the cards in the library as it resolves, rounded down.
 */
export interface MillHalf {
  kind: "MillHalf";
  player: PlayerRef;
  range: SourceRange;
}

const family: SyntaxFamily<Draw | Discard | Mill | MillHalf> = {
  name: "cards",
  words: { Discards: ["discard", "discards"], Mills: ["mill", "mills"], Random: ["random"], Half: ["half"], Rounded: ["rounded"] },
  grammar(kit) {
    const { phrases } = kit;
    const [Card, The, Top, Of, Library, Into, Graveyard, At, Random, Additional, Equal, To] = ["Card", "The", "Top", "Of", "Library", "Into", "Graveyard", "At", "Random", "Additional", "Equal", "To"].map((name) => kit.word(name));
    /** "draw N cards", "discard N cards", "mill N cards": a verb, an amount, cards. */
    const counted = (name: string, kind: "Draw" | "Discard" | "Mill") =>
      kit.rule(name, (subject: Subject, drafts: Draft[], start: number) => {
        const amount = kit.subrule(0, phrases.amount);
        kit.consume(0, Card);
        kit.ACTION(() =>
          kit.playerEffect(drafts, subject, start, (player, range) => {
            if (kind !== "Mill" || !namesOneCard(player, amount)) return { kind, player, amount, range } as Draw | Discard | Mill;
            kit.noteObjectsMade();
            return { kind, player, amount, namesCard: true, range } as Mill;
          }),
        );
      });
    // "draw N cards", "draws an additional card", "draw cards equal to the number of …"
    const draw = kit.rule("cards_draw", (subject: Subject, drafts: Draft[], start: number) => {
      const { amount, additional, equalTo } = kit.or(8, [
        alt(() => {
          kit.consume(1, Card);
          kit.consume(0, Equal);
          kit.consume(0, To);
          return { amount: kit.subrule(1, phrases.amountNoun), additional: false, equalTo: true };
        }),
        alt(() => {
          const counted = kit.subrule(0, phrases.amount);
          const additional = kit.option(2, () => kit.consume(0, Additional)) !== undefined;
          kit.consume(0, Card);
          return { amount: counted, additional, equalTo: false };
        }),
      ]);
      kit.ACTION(() =>
        kit.playerEffect(
          drafts,
          subject,
          start,
          (player, range) => ({ kind: "Draw", player, amount, ...(additional ? { additionalWords: true } : {}), ...(equalTo ? { equalToWords: true } : {}), range }) as Draw,
        ),
      );
    });
    // "discards two cards", "discards a card at random"
    const discard = kit.rule("cards_discard", (subject: Subject, drafts: Draft[], start: number) => {
      const amount = kit.subrule(0, phrases.amount);
      kit.consume(0, Card);
      const random = kit.option(0, () => {
        kit.consume(0, At);
        kit.consume(0, Random);
        return true as const;
      });
      kit.ACTION(() =>
        kit.playerEffect(drafts, subject, start, (player, range) => ({ kind: "Discard", player, amount, ...(random ? { random } : {}), range }) as Discard),
      );
    });
    const [Half, Rounded, Down] = ["Half", "Rounded", "Down"].map((name) => kit.word(name));
    /** ", rounded down" (after "half …") */
    const roundedDown = kit.rule("cards_roundedDown", () => {
      kit.consume(3, kit.tokens.Comma);
      kit.consume(3, Rounded);
      kit.consume(3, Down);
    });
    const millCounted = counted("cards_mill", "Mill");
    // "mills N cards"; "mills half their library, rounded down"
    const mill = kit.rule("cards_millOrHalf", (subject: Subject, drafts: Draft[], start: number) => {
      kit.or(5, [
        alt(() => {
          kit.consume(5, Half);
          const owner = kit.subrule(5, phrases.possessivePlayer);
          kit.consume(5, Library);
          kit.subrule(5, roundedDown);
          kit.ACTION(() => millHalf(subject, drafts, start, [owner]));
        }),
        alt(() => kit.subrule(6, millCounted, { ARGS: [subject, drafts, start] })),
      ]);
    });
    /**
     * Whether "his or her library" names the subject's own: the subject itself, or, after "each player" / "each
     * opponent", each of them in turn (Ink Dissolver: "each opponent puts the top three cards of his or her library
     * into his or her graveyard").
     */
    const ownLibrary = (owner: PlayerRef, subject: Subject): boolean =>
      sameNode(owner, subject.player) || (owner.kind === "EachInTurn" && (subject.player?.kind === "EachPlayer" || subject.player?.kind === "EachOpponent"));
    const millHalf = (subject: Subject, drafts: Draft[], start: number, owners: PlayerRef[]) => {
      if (subject.player && owners.some((owner) => !ownLibrary(owner, subject))) {
        kit.problem("CS1035", "A player puts cards from their own library into their own graveyard: write 'his or her library into his or her graveyard'.", start, kit.lastEnd());
      }
      kit.playerEffect(drafts, subject, start, (player, range) => ({ kind: "MillHalf", player, range }) as MillHalf);
    };
    // "puts the top twenty cards of his or her library into his or her graveyard"
    const putTop = kit.rule("cards_putTop", (subject: Subject, drafts: Draft[], start: number) => {
      kit.consume(0, The);
      kit.consume(0, Top);
      kit.or(4, [
        alt(() => {
          // "the top half of his or her library, rounded down, into his or her graveyard" (Traumatize)
          kit.consume(4, Half);
          kit.consume(4, Of);
          const owner1 = kit.subrule(3, phrases.possessivePlayer);
          kit.consume(4, Library);
          kit.subrule(4, roundedDown);
          kit.consume(4, kit.tokens.Comma);
          kit.consume(4, Into);
          const owner2 = kit.subrule(4, phrases.possessivePlayer);
          kit.consume(4, Graveyard);
          kit.ACTION(() => millHalf(subject, drafts, start, [owner1, owner2]));
        }),
        alt(() => kit.subrule(7, putTopCards, { ARGS: [subject, drafts, start] })),
      ]);
    });
    const putTopCards = kit.rule("cards_putTopCards", (subject: Subject, drafts: Draft[], start: number) => {
      // "the top card of his or her library" (Cathartic Adept): one card
      const amount = kit.option(1, () => kit.subrule(0, phrases.amount)) ?? ({ kind: "Number", value: 1 } as Amount);
      kit.consume(0, Card);
      kit.consume(0, Of);
      const owner1 = kit.subrule(0, phrases.possessivePlayer);
      kit.consume(0, Library);
      kit.consume(0, Into);
      const owner2 = kit.subrule(2, phrases.possessivePlayer);
      kit.consume(0, Graveyard);
      kit.ACTION(() => {
        if (subject.player && (!ownLibrary(owner1, subject) || !ownLibrary(owner2, subject))) {
          kit.problem(
            "CS1035",
            "A player puts cards from their own library into their own graveyard: write 'his or her library into his or her graveyard'.",
            start,
            kit.lastEnd(),
          );
        }
        kit.playerEffect(drafts, subject, start, (player, range) => {
          if (!namesOneCard(player, amount)) return { kind: "Mill", player, amount, range } as Mill;
          kit.noteObjectsMade();
          return { kind: "Mill", player, amount, namesCard: true, range } as Mill;
        });
      });
    });
    return {
      predicates: [
        { verb: "Draws", rule: draw },
        { verb: "Discards", rule: discard },
        { verb: "Puts", rule: putTop },
        { verb: "Mills", rule: mill },
      ],
      imperatives: [
        { verb: "Draws", rule: draw },
        { verb: "Discards", rule: discard },
      ],
    };
  },
  print: {
    // Oracle writes "Draw a card." for you, but "You discard a card." with the subject.
    Draw: {
      clause: (effect, writer) =>
        writer.playerClause(effect.player, true, (verb) =>
          effect.equalToWords
            ? `${verb("draw", "draws")} cards equal to ${amountEqualTo(effect.amount)}`
            : `${verb("draw", "draws")} ${countedNoun(effect.amount, effect.additionalWords && writer.wording !== "2007" ? "additional card" : "card")}`,
        ),
    },
    Discard: {
      clause: (effect, writer) =>
        writer.playerClause(effect.player, false, (verb) => `${verb("discard", "discards")} ${countedNoun(effect.amount, "card")}${effect.random ? " at random" : ""}`),
      // "Target player discards seven cards, then sacrifices seven permanents."
      join: (effect, next) => (next.kind === "Sacrifice" && sameNode(effect.player, next.player) ? "then" : undefined),
    },
    MillHalf: {
      clause: (effect, writer) =>
        writer.playerClause(effect.player, false, (verb) =>
          writer.wording === "current"
            ? `${verb("mill", "mills")} half ${writer.his(effect.player)} library, rounded down`
            : `${verb("put", "puts")} the top half of ${writer.his(effect.player)} library, rounded down, into ${writer.his(effect.player)} graveyard`,
        ),
    },
    Mill: {
      clause(effect, writer) {
        return writer.playerClause(effect.player, false, (verb) => {
          if (writer.wording === "current") return `${verb("mill", "mills")} ${countedNoun(effect.amount, "card")}`;
          const one = effect.amount.kind === "Number" && effect.amount.value === 1;
          const count = one ? "" : `${effect.amount.kind === "Number" ? numberWord(effect.amount.value) : digits(effect.amount)} `;
          const cards = one ? "card" : "cards";
          return `${verb("put", "puts")} the top ${count}${cards} of ${writer.his(effect.player)} library into ${writer.his(effect.player)} graveyard`;
        });
      },
    },
  },
  check: {
    Draw: { verb: "Drawing", targetUses: (effect, uses) => usePlayer(uses, effect.player) },
    Discard: { verb: "Discarding", targetUses: (effect, uses) => usePlayer(uses, effect.player) },
    Mill: { verb: "Milling", targetUses: (effect, uses) => usePlayer(uses, effect.player) },
    MillHalf: { verb: "Milling", targetUses: (effect, uses) => usePlayer(uses, effect.player) },
  },
  sentences: [
    { kind: "spell or ability text", template: "Draw N cards." },
    { kind: "spell or ability text", template: "Draw cards equal to the number of creatures you control." },
    { kind: "spell or ability text", template: "Each player draws a card." },
    { kind: "spell or ability text", template: "Target player draws N cards." },
    { kind: "spell or ability text", template: "Target player discards N cards." },
    { kind: "spell or ability text", template: "Target player discards a card at random." },
    { kind: "spell or ability text", template: "Target player puts the top N cards of his or her library into his or her graveyard." },
    { kind: "spell or ability text", template: "Target player mills N cards." },
    { kind: "spell or ability text", template: "Target player puts the top card of his or her library into his or her graveyard." },
    { kind: "spell or ability text", template: "Target player puts the top half of his or her library, rounded down, into his or her graveyard." },
    { kind: "spell or ability text", template: "Target player discards N cards, then sacrifices N permanents." },
    { kind: "spell or ability text", template: "Draw a card, then discard a card." },
  ],
};

export default family;
