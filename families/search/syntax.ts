/**
 * Library searches: "Search your library for a card, then shuffle your library and put that card on top of it.",
 * "Search your library for an artifact card with converted mana cost X or less and put it into play. Then shuffle
 * your library." Three sentences make one effect: the search, where the card goes, and the shuffle; this family's
 * `finish` pass merges them. Also "Shuffle your library." alone.
 */
import type { ObjectFilter, ObjectRef, ObjectSet, PlayerRef, SourceRange } from "../../grammar/ast.js";
import { LOOKED_AT_CARD, type SyntaxFamily, alt, article, containsNode, digits, filterNoun, sameNode, useFilter, usePlayer, type Draft, type Subject } from "../../grammar/family.js";

/** `shuffle` says whether the shuffle happens before or after the found card is put into its destination. */
export interface Search {
  kind: "Search";
  player: PlayerRef;
  filter: ObjectFilter;
  destination: "libraryTop" | "hand" | "play";
  shuffle: "beforePutting" | "afterPutting";
  /** "put that card into play tapped" (Rampant Growth): the card comes into play tapped. */
  tapped?: true;
  /** "put it into play tapped" (the Panoramas) rather than "that card": the printer's words only. */
  writtenIt?: true;
  /** "search your library for a land card, reveal it, and put it …": every player sees the card found. */
  revealed?: true;
  /**
   * The printed wording's "you may search … and put it into your hand. If you do, shuffle your library." (Civic
   * Wayfinder): the shuffle is the same as "then shuffle" inside the "may" (it happens only if you searched); only
   * the printed sentence differs (Oracle: "…, put it into your hand, then shuffle").
   */
  shuffleIfYouDo?: true;
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

/** The parts of a search while its ability is parsed ("Search … for …", "put it …"), merged by `finish`. */
interface SearchStart {
  kind: "SearchStart";
  player: PlayerRef;
  filter: ObjectFilter;
  range: SourceRange;
}
/** "reveal it" after a search */
interface RevealFound {
  kind: "RevealFound";
  range: SourceRange;
}
interface PutFound {
  kind: "PutFound";
  destination: "libraryTop" | "hand" | "play";
  tapped?: true;
  writtenIt?: true;
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
    const [Library, For, On, Top, Of, It, Into, Hand, Tapped, Reveal, Graveyard] = ["Library", "For", "On", "Top", "Of", "It", "Into", "Hand", "Tapped", "Reveal", "Graveyard"].map((name) => kit.word(name));

    const search = kit.rule("search_search", (_subject: Subject, drafts: Draft[], start: number) => {
      const player = kit.subrule(0, phrases.possessivePlayer);
      kit.consume(0, Library);
      kit.consume(0, For);
      kit.option(3, () => kit.subrule(4, phrases.amount));
      const filter = kit.subrule(0, phrases.objectNoun);
      kit.ACTION(() => {
        drafts.push({ kind: "SearchStart", player, filter: { ...filter, zone: "library" }, range: kit.rangeFrom(start) } as SearchStart);
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
      const objects = kit.subrule(0, phrases.objectAnaphor);
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
          kit.consume(0, Hand);
          return "hand" as const;
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
        drafts.push(put as unknown as Draft);
      });
    });

    // "reveal it" (after a search): the card found is shown to every player
    const revealFound = kit.rule("search_revealFound", (_subject: Subject, drafts: Draft[], start: number) => {
      const objects = kit.subrule(1, phrases.objectAnaphor);
      kit.ACTION(() => {
        if (objects !== FOUND) {
          kit.problem("CS1034", "Here 'reveal it' reveals the card a library search found: write 'Search your library for …' first.", start, kit.lastEnd());
          return;
        }
        drafts.push({ kind: "RevealFound", range: kit.rangeFrom(start) } as RevealFound);
      });
    });

    // "Target player shuffles his or her library." (Boggart Forager), "… shuffles his or her graveyard into his or
    // her library." (Reminisce)
    const shufflePredicate = kit.rule("search_shufflePredicate", (subject: Subject, drafts: Draft[], start: number) => {
      const owner = kit.subrule(3, phrases.possessivePlayer);
      const graveyard = kit.option(6, () => {
        kit.consume(0, Graveyard);
        kit.consume(1, Into);
        return kit.subrule(5, phrases.possessivePlayer);
      });
      kit.consume(3, Library);
      kit.ACTION(() => {
        if (subject.player && (!sameNode(owner, subject.player) || (graveyard !== undefined && !sameNode(graveyard, subject.player)))) {
          kit.problem("CS1035", "A player shuffles their own library: write 'shuffles his or her library' (or 'his or her graveyard into his or her library').", start, kit.lastEnd());
        }
        kit.playerEffect(drafts, subject, start, (player, range) => ({ kind: "Shuffle", player, ...(graveyard !== undefined ? { graveyard: true } : {}), range }) as Shuffle);
      });
    });

    const is = (i: number, word: typeof It) => kit.LA(i).tokenType === word;
    return {
      predicates: [{ verb: "Shuffle", rule: shufflePredicate }],
      imperatives: [
        { verb: "Puts", rule: putFound },
        { verb: "Search", rule: search },
        { verb: "Shuffle", rule: shuffle },
        // "reveal it" / "reveal that card"; the reveal family has "reveal the top card of your library"
        // (after "look at the top card", "reveal it" is families/looked-at-card's)
        { verb: "Reveal", rule: revealFound, gate: () => (is(1, It) || is(1, kit.word("That"))) && kit.currentObjects() !== LOOKED_AT_CARD },
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
      let destination: "libraryTop" | "hand" | "play" | undefined;
      let tapped: true | undefined;
      let writtenIt: true | undefined;
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
        } else if (next.kind === "PutFound" && destination === undefined) {
          destination = (next as PutFound).destination;
          tapped = (next as PutFound).tapped;
          writtenIt = (next as PutFound).writtenIt;
          // ", put it …" right after the search (two characters between them), not " and put it …"
          if (j === i + 1 && next.range.start.offset - start.range.end.offset <= 2) commaList = true;
          endOffset = next.range.end.offset;
        } else if (next.kind === "Shuffle" && shuffle === undefined && sameNode((next as Shuffle).player, start.player)) {
          shuffle = destination === undefined ? "beforePutting" : "afterPutting";
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
      if (tapped) found.tapped = true;
      if (writtenIt) found.writtenIt = true;
      if (revealed) found.revealed = true;
      if (commaList && shuffle === "afterPutting") found.commaList = true;
      if ((start as SearchStart & { shuffleIfYouDo?: true }).shuffleIfYouDo && shuffle === "afterPutting") found.shuffleIfYouDo = true;
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
        const noun = filterNoun({ ...effect.filter, zone: "library" }, "singular");
        const qualifier = effect.filter.manaValueAtMost ? ` with ${writer.wording === "2007" ? "converted mana cost" : "mana value"} ${digits(effect.filter.manaValueAtMost)} or less` : "";
        const named = effect.filter.named !== undefined ? ` named ${effect.filter.named}` : "";
        const search = `search your library for ${article(noun)} ${noun}${qualifier}${named}`;
        if (effect.revealed) return revealedSearch(effect, search, writer.wording);
        // Rampant Growth: "… and put that card into play tapped. Then shuffle your library." (2007); Oracle: "…, put
        // that card onto the battlefield tapped, then shuffle."
        if (effect.tapped && effect.destination === "play" && effect.shuffle === "afterPutting") {
          const card = effect.writtenIt ? "it" : "that card";
          return writer.wording === "2007" ? `${search} and put ${card} into play tapped. Then shuffle your library` : `${search}, put ${card} onto the battlefield tapped, then shuffle`;
        }
        const now = writer.wording !== "2007";
        const put =
          effect.destination === "libraryTop"
            ? now
              ? "put that card on top"
              : "put that card on top of it"
            : effect.destination === "hand"
              ? "put that card into your hand"
              : `put it ${writer.wording === "2007" ? "into play" : "onto the battlefield"}`;
        // Oracle (Liliana Vess, Diabolic Tutor): "…, then shuffle and put that card on top.", "…, put that card into
        // your hand, then shuffle."
        if (effect.shuffle === "beforePutting") return `${search}, then shuffle${now ? "" : " your library"} and ${put}`;
        if (now) return `${search}, ${put}, then shuffle`;
        return effect.commaList ? `${search}, ${put}, then shuffle your library` : `${search} and ${put}. Then shuffle your library`;
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
    { kind: "spell or ability text", template: "Target player shuffles his or her library." },
    { kind: "spell or ability text", template: "Target player shuffles his or her graveyard into his or her library." },
  ],
};

/**
 * A search whose card is revealed, in each wording: "…, reveal it, and put it into your hand. Then shuffle your
 * library." / "…, reveal it, put it into your hand, then shuffle." and "…, reveal it, then shuffle your library and
 * put that card on top of it." / "…, reveal it, then shuffle and put that card on top."
 */
function revealedSearch(effect: Search, search: string, wording: "2007" | "current"): string {
  const into = effect.destination === "hand" ? "into your hand" : effect.destination === "play" ? (wording === "2007" ? "into play" : "onto the battlefield") : "";
  if (effect.destination === "libraryTop" || effect.shuffle === "beforePutting") {
    const put = effect.destination === "libraryTop" ? (wording === "2007" ? "put that card on top of it" : "put that card on top") : `put it ${into}`;
    return wording === "2007" ? `${search}, reveal it, then shuffle your library and ${put}` : `${search}, reveal it, then shuffle and ${put}`;
  }
  if (wording === "current") return `${search}, reveal it, put it ${into}, then shuffle`;
  return `${search}, reveal it, and put it ${into}. ${effect.shuffleIfYouDo ? "If you do, shuffle" : "Then shuffle"} your library`;
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
    const start = may.kind === "May" ? may.effects?.[may.effects.length - 1] : undefined;
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
