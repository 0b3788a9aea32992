/**
 * Looking at the top of a library and putting the cards back where the text says (the player chooses, 217.2b:
 * only that player sees them): "Look at the top three cards of your library, then put them back in any order."
 * (Ponder), "Look at the top three cards of your library. Put one of those cards into your hand, one on top of
 * your library, and one on the bottom of your library." (Telling Time), and a look alone ("Look at the top card
 * of target player's library."). The look and what follows are two clauses or sentences, merged into one
 * effect by this family's `finish` pass ("them" and "those cards" are the cards looked at). One card of a kind
 * taken from among them, the rest to the bottom: "Look at the top five cards of your library. You may reveal a
 * creature card from among them and put it into your hand. Put the rest on the bottom of your library in any
 * order." (Commune with Nature), "You may put a creature card with power 5 or greater from among them into play."
 * Any card taken, the rest to the bottom: "Look at the top four cards of your library. Put one of them into your
 * hand and the rest on the bottom of your library in any order." (Impulse; Worldly Counsel's "one of those cards").
 */
import type { Amount, ObjectFilter, PlayerRef, SourceRange } from "../../grammar/ast.js";
import { LOOKED_AT_CARD, type SyntaxFamily, alt, article, countedNoun, digits, filterNoun, filterQualifiers, fn, numberWord, sameNode, useFilter, usePlayer, type Draft, type Subject } from "../../grammar/family.js";

/** Where a part of the cards looked at goes ("one into your hand", "one on the bottom of your library"). */
export interface LookPart {
  count: number;
  to: "hand" | "libraryTop" | "libraryBottom";
}

export interface LookAtTop {
  kind: "LookAtTop";
  /** Who looks and decides. */
  player: PlayerRef;
  /** Whose library: the player's own ("your library") or another's ("target player's library"). */
  library: PlayerRef;
  amount: Amount;
  /**
   * What happens to the cards: back in the order the player chooses, shared out as `parts` say, nothing, or
   * "take": one card that fits `filter` (if the player wants one, `optional`, "You may …") is revealed (`reveal`)
   * and put into the player's hand or into play (`to`), then the rest go on the bottom in the order the player
   * chooses ("Put the rest on the bottom of your library in any order.").
   */
  then: { kind: "reorder" } | { kind: "distribute"; parts: LookPart[] } | { kind: "none" } | LookTakeOne;
  range: SourceRange;
}

/** "You may reveal a creature card from among them and put it into your hand. Put the rest on the bottom …" */
export interface LookTakeOne {
  kind: "take";
  /** One card of each ("a creature card and/or a land card", Gift of the Gargantuan): each at most one card. */
  filters: ObjectFilter[];
  reveal: boolean;
  to: "hand" | "play";
  optional: boolean;
  /**
   * Written "Put one of them into your hand and the rest on the bottom of your library in any order." (Impulse,
   * Worldly Counsel: "one of those cards"): any cards, as many as `filters` (each a card of any kind), taken
   * without a reveal; the words the card uses for the cards looked at.
   */
  oneOf?: "them" | "those cards";
}

interface LookTake {
  kind: "LookTake";
  filters: ObjectFilter[];
  reveal: boolean;
  to: "hand" | "play";
  oneOf?: "them" | "those cards";
  range: SourceRange;
}
interface LookRest {
  kind: "LookRest";
  range: SourceRange;
}

interface LookStart {
  kind: "LookStart";
  player: PlayerRef;
  library: PlayerRef | undefined;
  amount: Amount;
  range: SourceRange;
}
interface PutBack {
  kind: "LookPutBack";
  range: SourceRange;
}
interface Distribute {
  kind: "LookDistribute";
  parts: LookPart[];
  range: SourceRange;
}

const family: SyntaxFamily<LookAtTop> = {
  name: "look-at-library",
  words: { Look: ["look", "looks"], Back: ["back"], Order: ["order"], Revealed: ["revealed"] },
  grammar(kit) {
    const { phrases, tokens } = kit;
    const W = Object.fromEntries(
      ["At", "The", "Top", "Card", "Of", "Library", "Them", "Back", "In", "Any", "Order", "Those", "Into", "Hand", "On", "Bottom", "And", "NumberWord", "A", "From", "Among", "Rest", "Puts", "It", "Or", "Revealed"].map((name) => [
        name,
        kit.word(name),
      ]),
    );

    // "look at the top three cards of your library", "look at the top card of target player's library"
    const look = kit.rule("look_look", (subject: Subject, drafts: Draft[], start: number) => {
      kit.consume(0, W.At);
      kit.consume(0, W.The);
      kit.consume(0, W.Top);
      const amount = kit.option(0, () => kit.subrule(0, phrases.amount));
      kit.consume(0, W.Card);
      kit.consume(0, W.Of);
      const owner = kit.or(5, [
        alt(() => kit.subrule(0, phrases.possessivePlayer)),
        alt(() => {
          const phrase = kit.subrule(0, phrases.targetPhrase);
          kit.consume(0, tokens.Possessive);
          return kit.ACTION(() => ({ kind: "TargetPlayer", target: phrase.spec.index }) as PlayerRef);
        }),
      ]);
      kit.consume(0, W.Library);
      kit.ACTION(() => {
        const lookStart = (player: PlayerRef, range: SourceRange) => ({ kind: "LookStart", player, library: owner, amount: amount ?? { kind: "Number", value: 1 }, range }) as LookStart;
        kit.playerEffect(drafts, subject, start, lookStart);
        if (amount === undefined) kit.rememberObjects(LOOKED_AT_CARD);
      });
    });

    // "put them back in any order"
    const putBack = kit.rule("look_putBack", (_subject: Subject, drafts: Draft[], start: number) => {
      kit.consume(0, W.Them);
      kit.consume(0, W.Back);
      kit.consume(0, W.In);
      kit.consume(0, W.Any);
      kit.consume(0, W.Order);
      kit.ACTION(() => drafts.push({ kind: "LookPutBack", range: kit.rangeFrom(start) } as PutBack));
    });

    /** "one of those cards into your hand", "one on top of your library", "one on the bottom of your library" */
    const destination = kit.rule("look_destination", (): LookPart["to"] =>
      kit.or(0, [
        alt(() => {
          kit.consume(1, W.Into);
          kit.subrule(1, phrases.possessivePlayer);
          kit.consume(1, W.Hand);
          return "hand" as const;
        }),
        alt(() => {
          kit.consume(1, W.On);
          const to = kit.or(1, [
            alt(() => {
              kit.consume(1, W.Top);
              return "libraryTop" as const;
            }),
            alt(() => {
              kit.consume(1, W.The);
              kit.consume(1, W.Bottom);
              return "libraryBottom" as const;
            }),
          ]);
          kit.consume(1, W.Of);
          kit.subrule(2, phrases.possessivePlayer);
          kit.consume(1, W.Library);
          return to;
        }),
      ]),
    );
    const distribute = kit.rule("look_distribute", (_subject: Subject, drafts: Draft[], start: number) => {
      const parts: LookPart[] = [];
      const first = kit.subrule(2, phrases.amount);
      kit.consume(2, W.Of);
      const oneOf = kit.or(9, [
        alt(() => (kit.consume(10, W.Them), "them" as const)),
        alt(() => {
          kit.consume(2, W.Those);
          kit.consume(2, W.Card);
          return "those cards" as const;
        }),
      ]);
      const to = kit.subrule(0, destination);
      kit.ACTION(() => parts.push({ count: countOf(first), to }));
      // "Put one of them into your hand and the rest on the bottom of your library in any order." (Impulse)
      const rest = kit.option(6, {
        GATE: fn(() => is(1, "And") && is(2, "The") && is(3, "Rest")),
        DEF: fn(() => {
          kit.consume(10, W.And);
          const restStart = kit.LA(1).startOffset;
          kit.consume(10, W.The);
          kit.consume(10, W.Rest);
          kit.consume(10, W.On);
          kit.consume(11, W.The);
          kit.consume(10, W.Bottom);
          kit.consume(10, W.Of);
          kit.subrule(10, phrases.possessivePlayer);
          kit.consume(10, W.Library);
          kit.consume(10, W.In);
          kit.consume(10, W.Any);
          kit.consume(10, W.Order);
          return restStart;
        }),
      });
      kit.ACTION(() => {
        if (rest === undefined) return;
        if (to !== "hand") kit.problem("CS1035", "The cards taken before 'the rest' go into your hand: write 'Put one of them into your hand and the rest on the bottom of your library in any order.'", start, kit.lastEnd());
        const anyCard: ObjectFilter = { types: [], excludedTypes: [], zone: "library" };
        const filters = Array.from({ length: Math.max(1, countOf(first)) }, () => anyCard);
        drafts.push({ kind: "LookTake", filters, reveal: false, to: "hand", oneOf, range: kit.range(start, rest) } as LookTake);
        drafts.push({ kind: "LookRest", range: kit.range(rest, kit.lastEnd()) } as LookRest);
      });
      kit.ACTION(() => {
        if (rest === undefined && oneOf === "them") kit.problem("CS1035", "Cards shared out are 'those cards': write e.g. 'Put one of those cards into your hand, one on top of your library, and one on the bottom of your library.'", start, kit.lastEnd());
      });
      kit.many(0, () => {
        kit.or(6, [
          alt(() => {
            kit.consume(0, tokens.Comma);
            kit.option(1, () => kit.consume(0, W.And));
          }),
          alt(() => kit.consume(3, W.And)),
        ]);
        const count = kit.subrule(1, phrases.amount);
        const next = kit.subrule(1, destination);
        kit.ACTION(() => parts.push({ count: countOf(count), to: next }));
      });
      kit.ACTION(() => {
        if (rest === undefined) drafts.push({ kind: "LookDistribute", parts, range: kit.rangeFrom(start) } as Distribute);
      });
    });

    // "reveal a creature card from among them and put it into your hand", "reveal a creature card and/or a land
    // card from among them and put the revealed cards into your hand"
    const takeRevealed = kit.rule("look_takeRevealed", (_subject: Subject, drafts: Draft[], start: number) => {
      kit.option(3, () => kit.consume(4, W.A));
      const filters = [kit.subrule(3, phrases.objectNoun)];
      kit.many(1, () => {
        kit.consume(8, W.And);
        kit.consume(8, tokens.Slash);
        kit.consume(8, W.Or);
        kit.option(5, () => kit.consume(8, W.A));
        filters.push(kit.subrule(8, phrases.objectNoun));
      });
      kit.consume(4, W.From);
      kit.consume(4, W.Among);
      kit.consume(4, W.Them);
      kit.consume(4, W.And);
      kit.consume(4, W.Puts);
      const written = kit.or(8, [
        alt(() => (kit.consume(4, W.It), "it" as const)),
        alt(() => {
          kit.consume(9, W.The);
          kit.consume(9, W.Revealed);
          kit.consume(9, W.Card);
          return "cards" as const;
        }),
      ]);
      kit.consume(4, W.Into);
      kit.subrule(4, phrases.possessivePlayer);
      kit.consume(4, W.Hand);
      kit.ACTION(() => {
        if ((written === "it") !== (filters.length === 1)) {
          kit.problem("CS1035", filters.length === 1 ? "One card is revealed: write 'put it into your hand'." : "Several cards may be revealed: write 'put the revealed cards into your hand'.", start, kit.lastEnd());
        }
        drafts.push({ kind: "LookTake", filters, reveal: true, to: "hand", range: kit.rangeFrom(start) } as LookTake);
      });
    });
    // "put a creature card with power 5 or greater from among them into play" / "… into your hand"
    const takePut = kit.rule("look_takePut", (_subject: Subject, drafts: Draft[], start: number) => {
      kit.option(4, () => kit.consume(5, W.A));
      const filter = kit.subrule(5, phrases.objectNoun);
      kit.consume(5, W.From);
      kit.consume(5, W.Among);
      kit.consume(5, W.Them);
      const to = kit.or(7, [
        alt(() => {
          kit.consume(5, W.Into);
          kit.subrule(5, phrases.possessivePlayer);
          kit.consume(5, W.Hand);
          return "hand" as const;
        }),
        alt(() => {
          kit.subrule(5, phrases.intoPlay);
          return "play" as const;
        }),
      ]);
      kit.ACTION(() => drafts.push({ kind: "LookTake", filters: [filter], reveal: false, to, range: kit.rangeFrom(start) } as LookTake));
    });
    // "put the rest on the bottom of your library in any order"
    const rest = kit.rule("look_rest", (_subject: Subject, drafts: Draft[], start: number) => {
      kit.consume(6, W.The);
      kit.consume(6, W.Rest);
      kit.consume(6, W.On);
      kit.consume(7, W.The);
      kit.consume(6, W.Bottom);
      kit.consume(6, W.Of);
      kit.subrule(6, phrases.possessivePlayer);
      kit.consume(6, W.Library);
      kit.consume(6, W.In);
      kit.consume(6, W.Any);
      kit.consume(6, W.Order);
      kit.ACTION(() => drafts.push({ kind: "LookRest", range: kit.rangeFrom(start) } as LookRest));
    });

    const is = (i: number, word: string) => kit.LA(i).tokenType === W[word];
    /** "… from among them …" ahead in this sentence: a card taken from the cards looked at. */
    const fromAmongThem = fn(() => {
      for (let i = 1; i < 24; i++) {
        const type = kit.LA(i).tokenType;
        if (type === tokens.Period || type === tokens.EOF) return false;
        if (type === W.From && is(i + 1, "Among") && is(i + 2, "Them")) return true;
      }
      return false;
    });
    return {
      predicates: [{ verb: "Look", rule: look }],
      imperatives: [
        { verb: "Look", rule: look },
        { verb: "Reveal", rule: takeRevealed, gate: fromAmongThem },
        { verb: "Puts", rule: takePut, gate: fromAmongThem },
        { verb: "Puts", rule: rest, gate: () => is(1, "The") && is(2, "Rest") },
        // "put them back …" and "put one of those cards …" share "Put" with other families.
        { verb: "Puts", rule: putBack, gate: () => is(1, "Them") && is(2, "Back") },
        { verb: "Puts", rule: distribute, gate: () => (is(1, "NumberWord") || is(1, "A")) && is(2, "Of") && (is(3, "Those") || is(3, "Them")) },
      ],
    };
  },
  finish(drafts, kit) {
    const isTake = (draft: Draft | undefined) =>
      draft?.kind === "LookTake" || (draft?.kind === "May" && (draft as unknown as { effects: Draft[] }).effects.length === 1 && (draft as unknown as { effects: Draft[] }).effects[0].kind === "LookTake");
    if (!drafts.some((draft) => draft.kind === "LookStart" || draft.kind === "LookPutBack" || draft.kind === "LookDistribute" || draft.kind === "LookRest" || isTake(draft))) return drafts;
    const effects: Draft[] = [];
    for (let i = 0; i < drafts.length; i++) {
      const draft = drafts[i];
      if (draft.kind === "LookRest" || isTake(draft)) {
        kit.problem(
          "CS1034",
          draft.kind === "LookRest"
            ? "'The rest' are the cards looked at but not taken: write 'Look at the top N cards of your library.' and what is taken from among them first."
            : "'From among them' refers to the cards looked at: write 'Look at the top N cards of your library.' first.",
          draft.range.start.offset,
          draft.range.end.offset,
        );
        continue;
      }
      if (draft.kind === "LookPutBack" || draft.kind === "LookDistribute") {
        kit.problem(
          "CS1034",
          draft.kind === "LookPutBack"
            ? "'Them' refers to the cards looked at: write 'Look at the top N cards of your library' first."
            : "'Those cards' refers to the cards looked at: write 'Look at the top N cards of your library.' first.",
          draft.range.start.offset,
          draft.range.end.offset,
        );
        continue;
      }
      if (draft.kind !== "LookStart") {
        effects.push(draft);
        continue;
      }
      const start = draft as LookStart;
      const next = drafts[i + 1];
      let then: LookAtTop["then"] = { kind: "none" };
      let end = start.range.end;
      if (next?.kind === "LookPutBack") then = { kind: "reorder" };
      else if (next?.kind === "LookDistribute") then = { kind: "distribute", parts: (next as Distribute).parts };
      if (then.kind !== "none") {
        end = next.range.end;
        i++;
      } else if (isTake(next)) {
        const optional = next.kind === "May";
        const take = (optional ? (next as unknown as { effects: Draft[] }).effects[0] : next) as LookTake;
        then = take.oneOf === undefined ? { kind: "take", filters: take.filters, reveal: take.reveal, to: take.to, optional } : { kind: "take", filters: take.filters, reveal: take.reveal, to: take.to, optional, oneOf: take.oneOf };
        end = next.range.end;
        i++;
        if (drafts[i + 1]?.kind === "LookRest") {
          end = drafts[i + 1].range.end;
          i++;
        } else {
          kit.problem("CS1035", "Say where the other cards looked at go: add 'Put the rest on the bottom of your library in any order.'", next.range.start.offset, next.range.end.offset);
        }
      }
      const library = start.library ?? start.player;
      if ((then.kind === "distribute" || then.kind === "take") && !sameNode(library, start.player)) {
        kit.problem("CS1035", "Cards looked at in another player's library can't be shared out into your hand or library: look at your own library.", start.range.start.offset, end.offset);
      }
      const total = start.amount.kind === "Number" ? start.amount.value : undefined;
      if (then.kind === "distribute" && total !== undefined && then.parts.reduce((sum, part) => sum + part.count, 0) !== total) {
        kit.problem("CS1035", `The parts (${then.parts.map((part) => part.count).join(" + ")}) must add up to the ${total} cards looked at.`, next.range.start.offset, next.range.end.offset);
      }
      effects.push({ kind: "LookAtTop", player: start.player, library, amount: start.amount, then, range: kit.range(start.range.start.offset, end.offset) } as LookAtTop);
    }
    return effects;
  },
  print: {
    LookAtTop: {
      printsWhereX: true,
      clause(effect, writer) {
        const count = effect.amount.kind === "Number" ? (effect.amount.value === 1 ? "" : `${numberWord(effect.amount.value)} `) : `${digits(effect.amount)} `;
        const cards = effect.amount.kind === "Number" && effect.amount.value === 1 ? "card" : "cards";
        const own = sameNode(effect.library, effect.player);
        const library = () => (own ? `${writer.his(effect.player)} library` : `${writer.playerAsSubject(effect.library)}'s library`);
        const lookWords = writer.playerClause(effect.player, true, (verb) => `${verb("look", "looks")} at the top ${count}${cards} of ${library()}`);
        // ", where X is …" ends the sentence that says X: the look's own when more sentences follow it
        const whereX = writer.whereX([effect]);
        if (effect.then.kind === "reorder") return `${lookWords}, then put them back in any order${whereX}`;
        if (effect.then.kind === "none") return `${lookWords}${whereX}`;
        const look = `${lookWords}${whereX}`;
        if (effect.then.kind === "take") {
          const take = effect.then;
          const his = writer.his(effect.player);
          if (take.oneOf !== undefined) {
            const taken = take.filters.length === 1 ? "one" : numberWord(take.filters.length);
            return `${look}. Put ${taken} of ${take.oneOf} into ${his} hand and the rest on the bottom of ${his} library in any order`;
          }
          const cardWords = (filter: ObjectFilter) => {
            const noun = filterNoun({ ...filter, zone: "library" }, "singular");
            const qualifiers = filterQualifiers({ ...filter, zone: "play", controller: undefined, controllerNot: undefined }, () => "", writer.wording);
            return `${article(noun)} ${noun}${qualifiers === "" ? "" : ` ${qualifiers}`}`;
          };
          const card = take.filters.map(cardWords).join(" and/or ");
          const into = take.to === "hand" ? `into ${his} hand` : writer.wording === "2007" ? "into play" : "onto the battlefield";
          const them = take.filters.length === 1 ? "it" : "the revealed cards";
          const taken = take.reveal ? `reveal ${card} from among them and put ${them} ${into}` : `put ${card} from among them ${into}`;
          return `${look}. ${take.optional ? `You may ${taken}` : `${taken[0].toUpperCase()}${taken.slice(1)}`}. Put the rest on the bottom of ${his} library in any order`;
        }
        const parts = effect.then.parts.map((part, index) => {
          const counted = index === 0 ? `${countedNoun({ kind: "Number", value: part.count }, "card").replace(/^a card$/, "one")} of those cards` : numberWord(part.count);
          const his = writer.his(effect.player);
          const to = part.to === "hand" ? `into ${his} hand` : part.to === "libraryTop" ? `on top of ${his} library` : `on the bottom of ${his} library`;
          return `${counted} ${to}`;
        });
        const list = parts.length > 2 ? `${parts.slice(0, -1).join(", ")}, and ${parts[parts.length - 1]}` : parts.join(" and ");
        return `${look}. Put ${list}`;
      },
    },
  },
  check: {
    LookAtTop: {
      verb: "Looking at cards",
      targetUses(effect, uses) {
        usePlayer(uses, effect.player);
        usePlayer(uses, effect.library);
        if (effect.then.kind === "take") for (const filter of effect.then.filters) useFilter(uses, filter);
      },
    },
  },
  sentences: [
    { kind: "spell or ability text", template: "Look at the top N cards of your library, then put them back in any order." },
    {
      kind: "spell or ability text",
      template: "Look at the top three cards of your library. Put one of those cards into your hand, one on top of your library, and one on the bottom of your library.",
    },
    { kind: "spell or ability text", template: "Look at the top card of target player's library." },
    { kind: "spell or ability text", template: "Look at the top four cards of your library. Put one of them into your hand and the rest on the bottom of your library in any order." },
    {
      kind: "spell or ability text",
      template: "Look at the top five cards of your library. You may reveal a creature card from among them and put it into your hand. Put the rest on the bottom of your library in any order.",
    },
  ],
};

/** A part's count: "one", "two", "a" (a number written out; X has no meaning there). */
function countOf(amount: Amount): number {
  return amount.kind === "Number" ? amount.value : 1;
}

export default family;
