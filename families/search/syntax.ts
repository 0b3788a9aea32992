/**
 * Library searches: "Search your library for a card, then shuffle your library and put that card on top of it.",
 * "Search your library for an artifact card with converted mana cost X or less and put it into play. Then shuffle
 * your library." Three sentences make one effect: the search, where the card goes, and the shuffle; this family's
 * `finish` pass merges them. Also "Shuffle your library." alone.
 */
import type { Amount, ObjectFilter, ObjectRef, ObjectSet, PlayerRef, SourceRange } from "../../grammar/ast.js";
import { LOOKED_AT_CARD, type SentenceWriter, type SyntaxFamily, alt, article, boundWords, containsNode, filterNoun, numberWord, sameNode, useFilter, usePlayer, type Draft, type Subject } from "../../grammar/family.js";

/** `shuffle` says whether the shuffle happens before or after the found card is put into its destination. */
export interface Search {
  kind: "Search";
  player: PlayerRef;
  filter: ObjectFilter;
  destination: Destination;
  shuffle: "beforePutting" | "afterPutting";
  /**
   * "for up to three Forest cards … put them …" (Seedguide Ash): the most cards the search finds (absent: one card,
   * "a card"). The player may find fewer, or none (a search of a hidden zone for cards of a stated quality may fail to find them).
   */
  upTo?: number;
  /**
   * "for two Forest cards" (Everbark Shaman) rather than "for up to two Forest cards": the printer's words only. The
   * search finds at most that many all the same: a search of a hidden zone for cards of a stated quality may fail to
   * find them (2007: 401.? "isn't required to find"), so the player finds up to `upTo`.
   */
  countWritten?: true;
  /** "put that card into play tapped" (Rampant Growth): the card comes into play tapped. */
  tapped?: true;
  /** "put it into play tapped" (the Panoramas) rather than "that card": the printer's words only. */
  writtenIt?: true;
  /** "put that card into play" (Llanowar Sentinel) rather than "it": the printer's words only. */
  writtenThatCard?: true;
  /** "search your library for a land card, reveal it, and put it …": every player sees the card found. */
  revealed?: true;
  /**
   * The printed wording's "you may search … and put it into your hand. If you do, shuffle your library." (Civic
   * Wayfinder): the shuffle is the same as "then shuffle" inside the "may" (it happens only if you searched); only
   * the printed sentence differs (Oracle: "…, put it into your hand, then shuffle").
   */
  shuffleIfYouDo?: true;
  /**
   * The printed "…, reveal it, put it into your hand, then shuffle your library." (Primal Command) rather than the
   * era's "… and put it into your hand. Then shuffle your library.": the printer's words only (a written form).
   */
  shuffleAfterComma?: true;
  /**
   * The 2008 printed form "search your library for a Plains card, put it into play, then shuffle your library."
   * (Knight of the White Orchid) rather than "… and put it into play. Then shuffle your library.": the printer's
   * 2007 words only (the current wording always writes the commas, and "then shuffle." alone: no mark).
   */
  commaList?: true;
  range: SourceRange;
}

export interface Shuffle {
  kind: "Shuffle";
  player: PlayerRef;
  /** "shuffles his or her graveyard into his or her library" (Reminisce): the graveyard's cards go in first. */
  graveyard?: true;
  /** Written form: "shuffle" alone (the current Oracle's "You may shuffle."), not "shuffle your library". */
  unnamedLibrary?: true;
  range: SourceRange;
}

/** Where the card found goes: on top of the library, into its owner's hand, into play, or into the graveyard (Corpse Connoisseur). */
export type Destination = "libraryTop" | "hand" | "play" | "graveyard";

/** The parts of a search while its ability is parsed ("Search … for …", "put it …"), merged by `finish`. */
interface SearchStart {
  kind: "SearchStart";
  player: PlayerRef;
  filter: ObjectFilter;
  upTo?: number;
  countWritten?: true;
  range: SourceRange;
}
/** "reveal it" after a search */
interface RevealFound {
  kind: "RevealFound";
  /** "reveal them" (after "up to N … cards") */
  plural?: true;
  range: SourceRange;
}
interface PutFound {
  kind: "PutFound";
  destination: Destination;
  tapped?: true;
  writtenIt?: true;
  writtenThatCard?: true;
  /** "put them …": the words name several cards */
  plural?: true;
  /** ", then" follows the words ("put it into your hand, then shuffle …") */
  thenAfterComma?: true;
  range: SourceRange;
}


/** What "it" / "that card" means after a search: the card found (a marker, compared by identity). */
const FOUND_REF = { kind: "Found" } as unknown as ObjectRef;
const FOUND: ObjectSet = { kind: "Ref", ref: FOUND_REF };

const family: SyntaxFamily<Search | Shuffle> = {
  name: "search",
  words: { Search: ["search", "searches"], Shuffle: ["shuffle", "shuffles"] },
  grammar(kit) {
    const { phrases } = kit;
    const [Library, For, On, Top, Of, It, Into, Hand, Tapped, Reveal, Graveyard, Them, Up, To, That, Then] = ["Library", "For", "On", "Top", "Of", "It", "Into", "Hand", "Tapped", "Reveal", "Graveyard", "Them", "Up", "To", "That", "Then"].map((name) => kit.word(name));
    // "put it", "put that card", "put them" (after "up to N … cards"): the card or cards found
    const foundWords = (index: number): { objects: ObjectSet | undefined; plural: boolean } =>
      kit.or<{ objects: ObjectSet | undefined; plural: boolean }>(index, [
        // "them" first: the kernel's anaphor knows "them" too (the tokens a sentence made), for another antecedent.
        {
          ALT: () => {
            kit.consume(index, Them);
            return { objects: kit.ACTION(() => kit.currentObjects()), plural: true };
          },
          IGNORE_AMBIGUITIES: true,
        },
        alt(() => ({ objects: kit.subrule(index, phrases.objectAnaphor), plural: false })),
      ]);

    const search = kit.rule("search_search", (subject: Subject, drafts: Draft[], start: number) => {
      const player = kit.subrule(0, phrases.possessivePlayer);
      kit.consume(0, Library);
      kit.consume(0, For);
      // "for up to three Forest cards" (Seedguide Ash); "for a card"
      const upTo = kit.or<{ amount: Amount; at: number } | { amount: Amount; written: true } | undefined>(7, [
        alt(() => {
          const up = kit.consume(0, Up);
          kit.consume(0, To);
          const amount = kit.subrule(5, phrases.amount);
          return { amount, at: up.startOffset };
        }),
        alt(() => {
          // "for a card", "for two Forest cards" (Everbark Shaman)
          const amount = kit.option(3, () => kit.subrule(4, phrases.amount));
          if (amount === undefined) return undefined;
          return { amount, written: true as const };
        }),
      ]);
      const filter = kit.subrule(0, phrases.objectNoun);
      kit.ACTION(() => {
        // "Target player searches his or her library …" (Fertilid): a player searches their own library
        if (subject.player && !sameNode(player, subject.player)) {
          kit.problem("CS1035", "A player searches their own library: write 'searches his or her library'.", start, kit.lastEnd());
        }
        const searchStart: SearchStart = { kind: "SearchStart", player, filter: { ...filter, zone: "library" }, range: kit.rangeFrom(start) };
        if (upTo !== undefined && "written" in upTo) {
          // "for a card" is the one card of any search; "for two Forest cards" finds up to two.
          if (upTo.amount.kind === "Number" && upTo.amount.value > 1) {
            searchStart.upTo = upTo.amount.value;
            searchStart.countWritten = true;
          } else if (upTo.amount.kind !== "Number" || upTo.amount.value < 1) {
            kit.problem("CS1035", "A search names how many cards it finds as a number: write e.g. 'for a creature card' or 'for two Forest cards'.", start, kit.lastEnd());
          }
        } else if (upTo !== undefined) {
          if (upTo.amount.kind === "Number" && upTo.amount.value >= 1) searchStart.upTo = upTo.amount.value;
          else kit.problem("CS1035", "A search for 'up to' some cards names how many, as a number: write e.g. 'for up to two creature cards'.", upTo.at, kit.lastEnd());
        }
        drafts.push(searchStart as unknown as Draft);
        kit.rememberObjects(FOUND);
      });
    });

    const shuffle = kit.rule("search_shuffle", (_subject: Subject, drafts: Draft[], start: number) => {
      const owner = kit.option(4, () => {
        const owner = kit.subrule(2, phrases.possessivePlayer);
        kit.consume(2, Library);
        return owner;
      });
      kit.ACTION(() =>
        drafts.push(
          owner === undefined
            ? ({ kind: "Shuffle", player: { kind: "You" }, unnamedLibrary: true, range: kit.rangeFrom(start) } as Shuffle)
            : ({ kind: "Shuffle", player: owner, range: kit.rangeFrom(start) } as Shuffle),
        ),
      );
    });

    // "put that card on top of it", "put it into play", "put it into your hand" (after a search)
    const putFound = kit.rule("search_putFound", (_subject: Subject, drafts: Draft[], start: number) => {
      const first = kit.LA(1);
      const { objects, plural } = foundWords(8);
      const destination = kit.or(2, [
        alt(() => {
          kit.consume(2, On);
          kit.consume(0, Top);
          kit.option(3, () => {
            kit.consume(0, Of);
            kit.or(3, [
              alt(() => kit.consume(0, It)),
              alt(() => {
                kit.subrule(0, phrases.possessivePlayer);
                kit.consume(0, Library);
              }),
            ]);
          });
          return "libraryTop" as const;
        }),
        alt(() => {
          kit.subrule(3, phrases.intoPlay);
          // "put that card into play tapped" (Rampant Growth)
          return kit.option(5, () => kit.consume(0, Tapped)) === undefined ? ("play" as const) : ("playTapped" as const);
        }),
        alt(() => {
          kit.consume(0, Into);
          kit.subrule(2, phrases.possessivePlayer);
          return kit.or(9, [
            alt(() => {
              kit.consume(0, Hand);
              return "hand" as const;
            }),
            alt(() => {
              // "put that card into your graveyard" (Corpse Connoisseur)
              kit.consume(1, Graveyard);
              return "graveyard" as const;
            }),
          ]);
        }),
      ]);
      kit.ACTION(() => {
        if (objects !== FOUND) {
          kit.problem("CS1034", "Only a card found by a library search can be put somewhere this way: write 'Search your library for …' first.", start, kit.lastEnd());
          return;
        }
        const put: PutFound = { kind: "PutFound", destination: destination === "playTapped" ? "play" : destination, range: kit.rangeFrom(start) };
        if (destination === "playTapped") put.tapped = true;
        if (destination === "playTapped" && first.tokenType === It) put.writtenIt = true;
        if (destination === "play" && first.tokenType === That) put.writtenThatCard = true;
        if (plural) put.plural = true;
        if (kit.LA(1).tokenType === kit.tokens.Comma && kit.LA(2).tokenType === Then) put.thenAfterComma = true;
        drafts.push(put as unknown as Draft);
      });
    });

    // "reveal it" (after a search): the card found is shown to every player
    const revealFound = kit.rule("search_revealFound", (_subject: Subject, drafts: Draft[], start: number) => {
      const { objects, plural } = foundWords(10);
      kit.ACTION(() => {
        if (objects !== FOUND) {
          kit.problem("CS1034", "Here 'reveal it' reveals the card a library search found: write 'Search your library for …' first.", start, kit.lastEnd());
          return;
        }
        const reveal: RevealFound = { kind: "RevealFound", range: kit.rangeFrom(start) };
        if (plural) reveal.plural = true;
        drafts.push(reveal as unknown as Draft);
      });
    });

    // "Target player shuffles his or her library." (Boggart Forager), "… shuffles his or her graveyard into his or
    // her library." (Reminisce)
    const shufflePredicate = kit.rule("search_shufflePredicate", (subject: Subject, drafts: Draft[], start: number) => {
      // "…, then shuffles." (the current wording of another player's search, Fertilid): their own library, unnamed
      const named = kit.option(7, () => {
        const owner = kit.subrule(3, phrases.possessivePlayer);
        const graveyard = kit.option(6, () => {
          kit.consume(0, Graveyard);
          kit.consume(1, Into);
          return kit.subrule(5, phrases.possessivePlayer);
        });
        kit.consume(3, Library);
        return { owner, graveyard };
      });
      kit.ACTION(() => {
        if (named === undefined) {
          kit.playerEffect(drafts, subject, start, (player, range) => ({ kind: "Shuffle", player, unnamedLibrary: true, range }) as Shuffle);
          return;
        }
        const { owner, graveyard } = named;
        if (subject.player && (!sameNode(owner, subject.player) || (graveyard !== undefined && !sameNode(graveyard, subject.player)))) {
          kit.problem("CS1035", "A player shuffles their own library: write 'shuffles his or her library' (or 'his or her graveyard into his or her library').", start, kit.lastEnd());
        }
        kit.playerEffect(drafts, subject, start, (player, range) => ({ kind: "Shuffle", player, ...(graveyard !== undefined ? { graveyard: true } : {}), range }) as Shuffle);
      });
    });

    const is = (i: number, word: typeof It) => kit.LA(i).tokenType === word;
    const namesFound = () => (is(1, It) || is(1, That) || is(1, Them)) && kit.currentObjects() === FOUND;
    return {
      predicates: [
        { verb: "Shuffle", rule: shufflePredicate },
        // "Target player searches his or her library for a basic land card and puts it into play tapped." (Fertilid)
        { verb: "Search", rule: search },
        // "you may search your library for … and put it into play tapped" (Farhaven Elf): the subject "you" goes on
        { verb: "Puts", rule: putFound, gate: namesFound },
      ],
      imperatives: [
        { verb: "Puts", rule: putFound },
        { verb: "Search", rule: search },
        { verb: "Shuffle", rule: shuffle },
        // "reveal it" / "reveal that card"; the reveal family has "reveal the top card of your library"
        // (after "look at the top card", "reveal it" is families/looked-at-card's)
        { verb: "Reveal", rule: revealFound, gate: () => (is(1, It) || is(1, That) || (is(1, Them) && kit.currentObjects() === FOUND)) && kit.currentObjects() !== LOOKED_AT_CARD },
      ],
    };
  },
  /** Merges the parts of each library search and checks that nothing of the search is left. */
  finish(drafts, kit) {
    absorbShuffleIfYouDo(drafts);
    if (!drafts.some((draft) => draft.kind === "SearchStart" || draft.kind === "PutFound" || draft.kind === "RevealFound")) return drafts;
    const effects: Draft[] = [];
    for (let i = 0; i < drafts.length; i++) {
      const draft = drafts[i];
      if (draft.kind === "PutFound" || draft.kind === "RevealFound") continue; // consumed by its search below
      if (draft.kind !== "SearchStart") {
        effects.push(draft);
        continue;
      }
      const start = draft as SearchStart;
      // The search's destination and shuffle follow it: "…, then shuffle your library and put that card on top"
      // or "… and put it into play. Then shuffle your library."
      let destination: Destination | undefined;
      let tapped: true | undefined;
      let writtenIt: true | undefined;
      let writtenThatCard: true | undefined;
      let plural = false;
      let thenAfterComma = false;
      let shuffleWritten: Shuffle | undefined;
      let shuffle: "beforePutting" | "afterPutting" | undefined;
      let revealed: true | undefined;
      let commaList: true | undefined;
      let endOffset = start.range.end.offset;
      let j = i + 1;
      for (; j < drafts.length && (destination === undefined || shuffle === undefined); j++) {
        const next = drafts[j];
        if (next.kind === "RevealFound" && j === i + 1) {
          revealed = true;
          endOffset = next.range.end.offset;
          checkNumber(start, (next as RevealFound).plural === true, next, kit);
        } else if (next.kind === "PutFound" && destination === undefined) {
          const put = next as PutFound;
          destination = put.destination;
          tapped = put.tapped;
          writtenIt = put.writtenIt;
          writtenThatCard = put.writtenThatCard;
          plural = put.plural === true;
          thenAfterComma = put.thenAfterComma === true;
          // ", put it …" right after the search (two characters between them), not " and put it …"
          if (j === i + 1 && next.range.start.offset - start.range.end.offset <= 2) commaList = true;
          endOffset = next.range.end.offset;
          checkNumber(start, plural, next, kit);
        } else if (next.kind === "Shuffle" && shuffle === undefined && sameNode((next as Shuffle).player, start.player)) {
          shuffle = destination === undefined ? "beforePutting" : "afterPutting";
          shuffleWritten = next as Shuffle;
          // The current wording's "…, then shuffle." names no library: only the printed "then shuffle your library" keeps the commas.
          if ((next as Shuffle).unnamedLibrary === true) commaList = undefined;
          endOffset = next.range.end.offset;
        } else break;
      }
      if (destination === undefined || shuffle === undefined) {
        kit.problem(
          "CS1036",
          destination === undefined
            ? "A library search must say where the card goes: add e.g. 'and put it into your hand'."
            : "A library search ends with a shuffle: add 'Then shuffle your library.'",
          start.range.start.offset,
          endOffset,
        );
        continue;
      }
      const found: Search = { kind: "Search", player: start.player, filter: start.filter, destination, shuffle, range: kit.range(start.range.start.offset, endOffset) };
      if (start.upTo !== undefined) found.upTo = start.upTo;
      if (start.countWritten) found.countWritten = true;
      if (destination === "libraryTop" && start.upTo !== undefined && start.upTo > 1) {
        kit.problem("CS1036", "Only one card found can be put on top of a library this way: search for a card ('for a card'), or put them into your hand.", start.range.start.offset, endOffset);
        continue;
      }
      // Another player's search (Fertilid) is written in the era's one form: "… searches his or her library for …
      // and puts it into play / into his or her hand. Then that player shuffles his or her library."
      if (start.player.kind !== "You" && (revealed || shuffle !== "afterPutting" || (destination !== "play" && destination !== "hand"))) {
        kit.problem(
          "CS1036",
          "Another player's library search is written '… searches his or her library for … and puts it into play (or into his or her hand). Then that player shuffles his or her library.'; other forms are not supported yet: give the ability an escape-hatch block.",
          start.range.start.offset,
          endOffset,
        );
        continue;
      }
      if (tapped) found.tapped = true;
      if (writtenIt) found.writtenIt = true;
      if (writtenThatCard && !plural) found.writtenThatCard = true;
      if (revealed) found.revealed = true;
      if (commaList && shuffle === "afterPutting") found.commaList = true;
      if ((start as SearchStart & { shuffleIfYouDo?: true }).shuffleIfYouDo && shuffle === "afterPutting") found.shuffleIfYouDo = true;
      // "…, then shuffle your library" (the printed Primal Command); the current wording's "…, then shuffle" is its own
      if (shuffle === "afterPutting" && thenAfterComma && shuffleWritten?.unnamedLibrary !== true && !found.shuffleIfYouDo) found.shuffleAfterComma = true;
      effects.push(found as unknown as Draft);
      i = j - 1;
    }
    if (!drafts.some((draft) => draft.kind === "SearchStart")) return effects;
    // "it" / "that card" after a search means the card found; it can only be put somewhere ("put it into your
    // hand"), never acted on otherwise ("destroy it"): such an effect is reported and left out.
    return effects.filter((effect) => {
      if (!containsNode(effect, FOUND_REF)) return true;
      kit.problem("CS1034", "Here 'it' means the card the search found, which can only be put somewhere: e.g. 'put it into your hand'.", effect.range.start.offset, effect.range.end.offset);
      return false;
    });
  },
  print: {
    Search: {
      clause(effect, writer) {
        const several = effect.upTo !== undefined && effect.upTo > 1;
        const noun = filterNoun({ ...effect.filter, zone: "library" }, several ? "plural" : "singular");
        const qualifier = effect.filter.manaValueAtMost ? ` with ${writer.wording === "2007" ? "converted mana cost" : "mana value"} ${boundWords(effect.filter.manaValueAtMost, "atMost")}` : "";
        const named = effect.filter.named !== undefined ? ` named ${effect.filter.named}` : "";
        const what = effect.upTo !== undefined ? `${effect.countWritten ? "" : "up to "}${numberWord(effect.upTo)} ${noun}` : `${article(noun)} ${noun}`;
        if (effect.player.kind !== "You") return anotherPlayersSearch(effect, `${what}${qualifier}${named}`, writer);
        const search = `search your library for ${what}${qualifier}${named}`;
        if (effect.revealed) return revealedSearch(effect, search, writer.wording);
        const now = writer.wording !== "2007";
        if (effect.destination === "libraryTop") {
          const put = now ? "put that card on top" : "put that card on top of it";
          return `${search}, then shuffle${now ? "" : " your library"} and ${put}`;
        }
        // Rampant Growth: "… and put that card into play tapped. Then shuffle your library." (2007); Oracle: "…, put
        // that card onto the battlefield tapped, then shuffle."
        const put = `put ${foundWord(effect)} ${destinationWords(effect, writer.wording)}`;
        // Oracle (Liliana Vess, Diabolic Tutor): "…, then shuffle and put that card on top.", "…, put that card into
        // your hand, then shuffle."
        if (effect.shuffle === "beforePutting") return `${search}, then shuffle${now ? "" : " your library"} and ${put}`;
        if (now) return `${search}, ${put}, then shuffle`;
        // The printed "…, put it …, then shuffle your library" (Knight of the White Orchid's put right after the
        // search, `commaList`; Primal Command's mode, its "then" after a comma, `shuffleAfterComma`)
        if (effect.shuffleAfterComma || effect.commaList) return `${search}, ${put}, then shuffle your library`;
        return `${search} and ${put}. ${effect.shuffleIfYouDo ? "If you do, shuffle" : "Then shuffle"} your library`;
      },
    },
    // The current Oracle writes "shuffle" alone for your own library after "you may" (Ponder: "You may shuffle."),
    // yet "Shuffle your library." alone (Madblind Mountain): the card's own words are kept.
    Shuffle: {
      clause: (effect, writer) =>
        writer.playerClause(effect.player, true, (verb) =>
          effect.graveyard
            ? `${verb("shuffle", "shuffles")} ${writer.his(effect.player)} graveyard into ${writer.his(effect.player)} library`
            : writer.wording !== "2007" && effect.unnamedLibrary === true
              ? verb("shuffle", "shuffles")
              : `${verb("shuffle", "shuffles")} ${writer.his(effect.player)} library`,
        ),
    },
  },
  check: {
    Search: {
      verb: "Searching",
      targetUses(effect, uses) {
        usePlayer(uses, effect.player);
        useFilter(uses, effect.filter);
      },
    },
    Shuffle: { verb: "Shuffling", targetUses: (effect, uses) => usePlayer(uses, effect.player) },
  },
  sentences: [
    { kind: "spell or ability text", template: "Search your library for a card, then shuffle your library and put that card on top of it." },
    {
      kind: "spell or ability text",
      template: "Search your library for an artifact card with converted mana cost X or less and put it into play. Then shuffle your library.",
    },
    { kind: "spell or ability text", template: "Search your library for a card and put it into your hand. Then shuffle your library." },
    { kind: "spell or ability text", template: "Search your library for a basic land card and put that card into play tapped. Then shuffle your library." },
    { kind: "spell or ability text", template: "Search your library for a land card, reveal it, and put it into your hand. Then shuffle your library." },
    { kind: "spell or ability text", template: "Search your library for a Goblin card, reveal it, then shuffle your library and put that card on top of it." },
    { kind: "spell or ability text", template: "Search your library for up to three Forest cards and put them into play tapped. Then shuffle your library." },
    { kind: "spell or ability text", template: "Search your library for up to two creature cards, reveal them, and put them into your hand. Then shuffle your library." },
    { kind: "spell or ability text", template: "Search your library for a creature card and put that card into your graveyard. Then shuffle your library." },
    { kind: "spell or ability text", template: "Target player shuffles his or her library." },
    { kind: "spell or ability text", template: "Target player shuffles his or her graveyard into his or her library." },
  ],
};

/**
 * "put them" after a search for one card, or "put it" after a search for up to three cards: the words must name as
 * many cards as the search finds.
 */
function checkNumber(start: SearchStart, plural: boolean, part: Draft, kit: { problem(code: string, message: string, start: number, end: number): void }): void {
  const several = start.upTo !== undefined && start.upTo > 1;
  if (plural === several) return;
  kit.problem(
    "CS1034",
    several ? "This search finds several cards: write 'them' ('reveal them', 'put them into your hand')." : "This search finds one card: write 'it' or 'that card', not 'them'.",
    part.range.start.offset,
    part.range.end.offset,
  );
}

/**
 * A search whose card is revealed, in each wording: "…, reveal it, and put it into your hand. Then shuffle your
 * library." / "…, reveal it, put it into your hand, then shuffle." and "…, reveal it, then shuffle your library and
 * put that card on top of it." / "…, reveal it, then shuffle and put that card on top."
 */
function revealedSearch(effect: Search, search: string, wording: "2007" | "current"): string {
  const them = effect.upTo !== undefined && effect.upTo > 1 ? "them" : "it";
  if (effect.destination === "libraryTop" || effect.shuffle === "beforePutting") {
    const put = effect.destination === "libraryTop" ? (wording === "2007" ? "put that card on top of it" : "put that card on top") : `put ${them} ${destinationWords(effect, wording)}`;
    return wording === "2007" ? `${search}, reveal ${them}, then shuffle your library and ${put}` : `${search}, reveal ${them}, then shuffle and ${put}`;
  }
  const into = destinationWords(effect, wording);
  if (wording === "current") return `${search}, reveal ${them}, put ${them} ${into}, then shuffle`;
  if (effect.shuffleAfterComma) return `${search}, reveal ${them}, put ${them} ${into}, then shuffle your library`;
  return `${search}, reveal ${them}, and put ${them} ${into}. ${effect.shuffleIfYouDo ? "If you do, shuffle" : "Then shuffle"} your library`;
}

/**
 * Another player's search (Fertilid): "Target player searches his or her library for a basic land card and puts it
 * into play tapped. Then that player shuffles his or her library." (2007); "Target player searches their library for
 * a basic land card, puts it onto the battlefield tapped, then shuffles." (current).
 */
function anotherPlayersSearch(effect: Search, what: string, writer: SentenceWriter): string {
  const his = writer.his(effect.player);
  const into = effect.destination === "hand" ? `into ${his} hand` : destinationWords(effect, writer.wording);
  const put = `${foundWord(effect)} ${into}`;
  // Through playerClause, so that after "may" the verbs are bare and the subject is the "may"'s ("Its controller may
  // search his or her library for …, put it into play, then shuffle his or her library.", Path to Exile).
  return writer.playerClause(effect.player, false, (verb) => {
    const searches = `${verb("search", "searches")} ${his} library for ${what}`;
    if (writer.wording !== "2007") return `${searches}, ${verb("put", "puts")} ${put}, then ${verb("shuffle", "shuffles")}`;
    if (effect.shuffleAfterComma || effect.commaList) return `${searches}, ${verb("put", "puts")} ${put}, then ${verb("shuffle", "shuffles")} ${his} library`;
    return `${searches} and ${verb("put", "puts")} ${put}. Then ${writer.playerAsSubject(effect.player)} shuffles ${his} library`;
  });
}

/**
 * The words for the card or cards found: "them" (a search for up to several), "it" / "that card" as the card wrote
 * them (Rampant Growth's "that card into play tapped", the Panoramas' "it"; Llanowar Sentinel's "that card into play").
 */
function foundWord(effect: Search): string {
  if (effect.upTo !== undefined && effect.upTo > 1) return "them";
  if (effect.destination !== "play") return "that card";
  if (effect.tapped) return effect.writtenIt ? "it" : "that card";
  return effect.writtenThatCard ? "that card" : "it";
}

/** "into your hand", "into your graveyard", "into play tapped" (current: "onto the battlefield tapped"). */
function destinationWords(effect: Search, wording: "2007" | "current"): string {
  if (effect.destination === "hand") return "into your hand";
  if (effect.destination === "graveyard") return "into your graveyard";
  const play = wording === "2007" ? "into play" : "onto the battlefield";
  return effect.tapped ? `${play} tapped` : play;
}

/**
 * "You may search your library for …, reveal it, and put it into your hand. If you do, shuffle your library."
 * (Civic Wayfinder, printed): the shuffle of "If you do," joins the search held by the "may" before it, which
 * then reads as the Oracle wording's "you may search …, put it into your hand, then shuffle". Changes the drafts
 * in place (before the held drafts are finished).
 */
function absorbShuffleIfYouDo(drafts: Draft[]): void {
  pullSearchPartsIntoMay(drafts);
  for (let i = 0; i + 1 < drafts.length; i++) {
    const may = drafts[i] as Draft & { effects?: Draft[] };
    const ifYouDo = drafts[i + 1] as Draft & { effects?: Draft[] };
    if (may.kind !== "May" || ifYouDo.kind !== "IfYouDo" || !may.effects || ifYouDo.effects?.length !== 1) continue;
    const shuffle = ifYouDo.effects[0];
    const start = may.effects.find((draft) => draft.kind === "SearchStart") as (SearchStart & { shuffleIfYouDo?: true }) | undefined;
    if (shuffle.kind !== "Shuffle" || !start || may.effects.some((draft) => draft.kind === "Shuffle") || !sameNode((shuffle as Shuffle).player, start.player)) continue;
    start.shuffleIfYouDo = true;
    may.effects = [...may.effects, shuffle];
    may.range = { start: may.range.start, end: ifYouDo.range.end };
    drafts.splice(i + 1, 1);
  }
}

/**
 * "You may search your library for a Kithkin card, reveal it, then shuffle your library and put that card on top of
 * it.": the "may" holds the first clause only; the search's other parts (which can only be about the card it finds)
 * are optional with it, so they join the "may" that holds the search. Changes the drafts in place.
 */
function pullSearchPartsIntoMay(drafts: Draft[]): void {
  for (let i = 0; i < drafts.length; i++) {
    const may = drafts[i] as Draft & { effects?: Draft[] };
    // "If you do, search your library for a card named ~ and put that card into play. Then shuffle your library."
    // (Llanowar Sentinel): the search's parts join the "If you do" that holds it, as they join a "may".
    const start = may.kind === "May" || may.kind === "IfYouDo" ? may.effects?.[may.effects.length - 1] : undefined;
    if (!start || start.kind !== "SearchStart" || !may.effects) continue;
    let j = i + 1;
    let put = false;
    let shuffle = false;
    for (; j < drafts.length && !(put && shuffle); j++) {
      const next = drafts[j];
      if (next.kind === "RevealFound" && j === i + 1) continue;
      if (next.kind === "PutFound" && !put) put = true;
      else if (next.kind === "Shuffle" && !shuffle && sameNode((next as Shuffle).player, (start as SearchStart).player)) shuffle = true;
      else break;
    }
    if (j === i + 1) continue;
    may.effects = [...may.effects, ...drafts.slice(i + 1, j)];
    may.range = { start: may.range.start, end: drafts[j - 1].range.end };
    drafts.splice(i + 1, j - i - 1);
  }
}

export default family;
