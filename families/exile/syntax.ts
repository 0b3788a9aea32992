/** "Remove target creature from the game." (2007) / "Exile target creature." (current). */
import type { Amount, ObjectFilter, ObjectSet, PlayerRef, SourceRange } from "../../grammar/ast.js";
import { alt, article, digits, filterNoun, numberWord, sameNode, type SyntaxFamily, useEach, useObjects, usePlayer, type Draft, type Subject } from "../../grammar/family.js";

/** `linked`: remembered for a "the removed card" ability of the same card (set by parse.ts linkAbilities). */
export interface Exile {
  kind: "Exile";
  objects: ObjectSet;
  linked: boolean;
  /**
   * "Remove target player's graveyard from the game." / "Exile target player's graveyard." (Jund Charm): every
   * card in that graveyard (`objects` says so as "all cards in target player's graveyard" would); printed as written.
   */
  wholeGraveyard?: boolean;
  range: SourceRange;
}

/**
 * "If that creature would be put into a graveyard this turn, remove it from the game instead." (Magma Spray;
 * current: "If that creature would die this turn, exile it instead."): a replacement effect (419) on the object
 * for the rest of the turn: put into a graveyard from play, it is removed from the game instead
 * (runtime/shields.ts, zones.ts).
 */
export interface RemoveInsteadOfGraveyard {
  kind: "RemoveInsteadOfGraveyard";
  objects: ObjectSet;
  range: SourceRange;
}

/**
 * "Remove the top five cards of your library from the game." (Brilliant Ultimatum), "that player removes the top four
 * cards of his or her library from the game" (Scalpelexis; current: "exiles the top four cards of their library"): the
 * player's top cards, face up, as many as the library holds.
 */
export interface ExileTop {
  kind: "ExileTop";
  player: PlayerRef;
  amount: Amount;
  range: SourceRange;
}

/**
 * "Target player removes a card in his or her graveyard from the game." (Merrow Bonegnawer; current: "… exiles a card
 * from their graveyard"): no target card; the player chooses one of the cards of their own graveyard that fit as
 * the effect happens (none: nothing happens).
 */
export interface ExileChosen {
  kind: "ExileChosen";
  player: PlayerRef;
  /** The cards that may be chosen: zone "graveyard", the player's own. */
  filter: ObjectFilter;
  range: SourceRange;
}

/** Every card in a player's graveyard, as the object noun "cards in <player's> graveyard" builds it. */
function graveyardOf(player: PlayerRef): ObjectSet {
  return { kind: "Each", filter: { types: [], excludedTypes: [], zone: "graveyard", controller: player } } as ObjectSet;
}

const family: SyntaxFamily<Exile | RemoveInsteadOfGraveyard | ExileTop | ExileChosen> = {
  name: "exile",
  words: { Remove: ["remove", "removes"], Exile: ["exile", "exiles"], Die: ["die"] },
  grammar(kit) {
    const [From, The, Game, Graveyard, Your] = ["From", "The", "Game", "Graveyard", "Your"].map((name) => kit.word(name));
    // "target player's graveyard", "your graveyard": a possessive right before "graveyard" within the next words.
    const wholeGraveyardFollows = () => {
      for (let i = 2; i <= 4; i++) {
        if (kit.LA(i).tokenType === Graveyard) return kit.LA(i - 1).tokenType === kit.tokens.Possessive || kit.LA(i - 1).tokenType === Your;
      }
      return false;
    };
    const exiled = kit.rule("exile_objects", (): { objects: ObjectSet; wholeGraveyard: boolean } =>
      kit.or(0, [
        {
          GATE: wholeGraveyardFollows,
          IGNORE_AMBIGUITIES: true,
          ALT: () => {
            const player = kit.or(1, [
              { ALT: () => kit.subrule(0, kit.phrases.possessivePlayer) },
              {
                // "target player's graveyard", "target opponent's graveyard"
                ALT: () => {
                  const phrase = kit.subrule(0, kit.phrases.targetPhrase);
                  kit.consume(0, kit.tokens.Possessive);
                  return kit.ACTION(() => ({ kind: "TargetPlayer", target: phrase.spec.index }) as PlayerRef);
                },
              },
            ]);
            kit.consume(0, Graveyard);
            return kit.ACTION(() => ({ objects: graveyardOf(player), wholeGraveyard: true as boolean }));
          },
        },
        { IGNORE_AMBIGUITIES: true, ALT: () => ({ objects: kit.subrule(0, kit.phrases.objectSet), wholeGraveyard: false as boolean }) },
      ]),
    );
    const exileOf = (what: { objects: ObjectSet; wholeGraveyard: boolean }, start: number): Exile =>
      what.wholeGraveyard
        ? { kind: "Exile", objects: what.objects, linked: false, wholeGraveyard: true, range: kit.rangeFrom(start) }
        : { kind: "Exile", objects: what.objects, linked: false, range: kit.rangeFrom(start) };
    const remove = kit.rule("exile_remove", (_subject: Subject, drafts: Draft[], start: number) => {
      const what = kit.subrule(0, exiled);
      kit.consume(0, From);
      kit.consume(0, The);
      kit.consume(0, Game);
      kit.ACTION(() => drafts.push(exileOf(what, start)));
    });
    const exile = kit.rule("exile_exile", (_subject: Subject, drafts: Draft[], start: number) => {
      const what = kit.subrule(0, exiled);
      kit.ACTION(() => drafts.push(exileOf(what, start)));
    });
    const [Would, Be, Puts, Into, A, Die, This, Turn, It, Instead, RemoveWord, ExileWord] = ["Would", "Be", "Puts", "Into", "A", "Die", "This", "Turn", "It", "Instead", "Remove", "Exile"].map((name) => kit.word(name));
    /** "If that creature would be put into a graveyard this turn, remove it from the game instead." / "… would die this turn, exile it instead." */
    const insteadOfGraveyard = kit.rule("exile_insteadOfGraveyard", (_subject: Subject, drafts: Draft[], start: number) => {
      const at = kit.LA(1).startOffset;
      const objects = kit.subrule(1, kit.phrases.objectAnaphor);
      kit.consume(1, Would);
      kit.or(2, [
        alt(() => {
          kit.consume(1, Be);
          kit.consume(1, Puts);
          kit.consume(1, Into);
          kit.consume(1, A);
          kit.consume(1, Graveyard);
        }),
        alt(() => kit.consume(1, Die)),
      ]);
      kit.consume(1, This);
      kit.consume(1, Turn);
      kit.consume(1, kit.tokens.Comma);
      kit.or(3, [
        alt(() => {
          kit.consume(2, RemoveWord);
          kit.consume(2, It);
          kit.consume(2, From);
          kit.consume(2, The);
          kit.consume(2, Game);
        }),
        alt(() => {
          kit.consume(3, ExileWord);
          kit.consume(3, It);
        }),
      ]);
      kit.consume(1, Instead);
      kit.ACTION(() => {
        if (objects.kind !== "Ref") kit.problem("CS1035", "Name one object here: 'If that creature would be put into a graveyard this turn, remove it from the game instead.'.", at, kit.lastEnd());
        drafts.push({ kind: "RemoveInsteadOfGraveyard", objects, range: kit.rangeFrom(start) } as RemoveInsteadOfGraveyard);
      });
    });
    const [Top, Of, Library, Card] = ["Top", "Of", "Library", "Card"].map((name) => kit.word(name));
    /** "the top five cards of his or her library", "the top card of your library" */
    const topOfLibrary = kit.rule("exile_topOfLibrary", (): { amount: Amount; owner: PlayerRef } => {
      kit.consume(5, The);
      kit.consume(5, Top);
      const amount = kit.option(6, () => kit.subrule(6, kit.phrases.amount)) ?? ({ kind: "Number", value: 1 } as Amount);
      kit.consume(5, Card);
      kit.consume(5, Of);
      const owner = kit.subrule(5, kit.phrases.possessivePlayer);
      kit.consume(5, Library);
      return { amount, owner };
    });
    const exileTop = (subject: Subject, drafts: Draft[], start: number, top: { amount: Amount; owner: PlayerRef }) =>
      kit.ACTION(() => {
        if (subject.player !== undefined && !sameNode(top.owner, subject.player)) {
          kit.problem("CS1035", "A player removes the top cards of their own library: write 'removes the top four cards of his or her library from the game' (or 'your library' for you).", start, kit.lastEnd());
        }
        kit.playerEffect(drafts, subject, start, (player, range) => ({ kind: "ExileTop", player, amount: top.amount, range }) as ExileTop);
      });
    const removeTop = kit.rule("exile_removeTop", (subject: Subject, drafts: Draft[], start: number) => {
      const top = kit.subrule(7, topOfLibrary);
      kit.consume(7, From);
      kit.consume(7, The);
      kit.consume(7, Game);
      exileTop(subject, drafts, start, top);
    });
    const exileTopCards = kit.rule("exile_exileTop", (subject: Subject, drafts: Draft[], start: number) => {
      const top = kit.subrule(8, topOfLibrary);
      exileTop(subject, drafts, start, top);
    });
    // "removes a card in his or her graveyard from the game", "exiles a card from his or her graveyard"
    const chosenFromGraveyard = (removeWords: boolean) =>
      kit.rule(removeWords ? "exile_removeChosen" : "exile_exileChosen", (subject: Subject, drafts: Draft[], start: number) => {
        kit.consume(9, A);
        const filter = kit.subrule(9, kit.phrases.objectNoun);
        if (removeWords) {
          kit.consume(9, From);
          kit.consume(9, The);
          kit.consume(9, Game);
        }
        kit.ACTION(() => {
          if (filter.zone !== "graveyard" || (subject.player !== undefined && (filter.controller === undefined || !sameNode(filter.controller, subject.player)))) {
            kit.problem(
              "CS1035",
              `A player chooses a card of their own graveyard here: write '${removeWords ? "removes a card in his or her graveyard from the game" : "exiles a card from his or her graveyard"}'.`,
              start,
              kit.lastEnd(),
            );
          }
          // The graveyard's words are the wording's ("in … graveyard" / "from … graveyard"): not kept.
          const { zoneWords: _written, ...card } = filter;
          kit.playerEffect(drafts, subject, start, (player, range) => ({ kind: "ExileChosen", player, filter: card, range }) as ExileChosen);
        });
      });
    const is = (i: number, word: string) => kit.LA(i).tokenType === kit.word(word);
    const topFollows = () => is(1, "The") && is(2, "Top");
    // "If that creature would …" / "If it would …"
    const insteadFollows = () => (is(1, "It") && is(2, "Would")) || (is(1, "That") && is(3, "Would"));
    return {
      imperatives: [
        { verb: "Remove", rule: removeTop, gate: topFollows },
        { verb: "Exile", rule: exileTopCards, gate: topFollows },
        { verb: "Remove", rule: remove, gate: () => !topFollows() },
        { verb: "Exile", rule: exile, gate: () => !topFollows() },
        { verb: "If", rule: insteadOfGraveyard, gate: insteadFollows },
      ],
      predicates: [
        { verb: "Remove", rule: removeTop, gate: topFollows },
        { verb: "Exile", rule: exileTopCards, gate: topFollows },
        { verb: "Remove", rule: chosenFromGraveyard(true), gate: () => is(1, "A") },
        { verb: "Exile", rule: chosenFromGraveyard(false), gate: () => is(1, "A") },
      ],
    };
  },
  print: {
    ExileChosen: {
      clause(effect, writer) {
        return writer.playerClause(effect.player, false, (verb) => {
          const noun = filterNoun({ ...effect.filter, zone: "graveyard" }, "singular");
          const card = `${article(noun)} ${noun}`;
          const graveyard = `${writer.his(effect.player)} graveyard`;
          return writer.wording === "2007" ? `${verb("remove", "removes")} ${card} in ${graveyard} from the game` : `${verb("exile", "exiles")} ${card} from ${graveyard}`;
        });
      },
    },
    ExileTop: {
      clause(effect, writer) {
        return writer.playerClause(effect.player, false, (verb) => {
          const one = effect.amount.kind === "Number" && effect.amount.value === 1;
          const cards = one ? "card" : `${effect.amount.kind === "Number" ? numberWord(effect.amount.value) : digits(effect.amount)} cards`;
          const top = `the top ${cards} of ${writer.his(effect.player)} library`;
          return writer.wording === "2007" ? `${verb("remove", "removes")} ${top} from the game` : `${verb("exile", "exiles")} ${top}`;
        });
      },
    },
    RemoveInsteadOfGraveyard: {
      clause: (effect, writer) => {
        // "that creature" (the target named in an earlier sentence), then "it".
        const object = effect.objects.kind === "Ref" ? writer.objectRef(effect.objects.ref) : writer.objectsAsSubject(effect.objects).words;
        return writer.wording === "2007"
          ? `if ${object} would be put into a graveyard this turn, remove it from the game instead`
          : `if ${object} would die this turn, exile it instead`;
      },
    },
    Exile: {
      clause: (effect, writer) => {
        const all = writer.objects(effect.objects, "all");
        // "all cards in target player's graveyard" → "target player's graveyard", as the card says it.
        const objects = effect.wholeGraveyard === true && all.startsWith("all cards in ") ? all.slice("all cards in ".length) : all;
        return writer.wording === "2007" ? `remove ${objects} from the game` : `exile ${objects}`;
      },
    },
  },
  check: {
    ExileChosen: {
      verb: "Removing from the game",
      targetUses(effect, uses) {
        usePlayer(uses, effect.player);
        useEach(uses, effect.filter, "notInPlay");
      },
    },
    ExileTop: { verb: "Removing cards from the game", targetUses: (effect, uses) => usePlayer(uses, effect.player) },
    RemoveInsteadOfGraveyard: { verb: "Removing from the game instead", targetUses: (effect, uses) => useObjects(uses, effect.objects, "play") },
    Exile: { verb: "Removing from the game", targetUses: (effect, uses) => useObjects(uses, effect.objects, "removes") },
  },
  sentences: [
    { kind: "spell or ability text", template: "Remove target creature from the game." },
    { kind: "spell or ability text", template: "Exile target creature." },
    { kind: "spell or ability text", template: "~ deals N damage to target creature. If that creature would be put into a graveyard this turn, remove it from the game instead." },
    { kind: "spell or ability text", template: "Remove all creature cards in target player's graveyard from the game." },
    { kind: "spell or ability text", template: "Remove target player's graveyard from the game." },
    { kind: "spell or ability text", template: "Remove the top N cards of your library from the game." },
    { kind: "spell or ability text", template: "Target opponent removes the top card of his or her library from the game." },
    { kind: "spell or ability text", template: "Target player removes a card in his or her graveyard from the game." },
  ],
};

export default family;
