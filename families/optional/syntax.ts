/**
 * Optional effects and what depends on them: "You may shuffle your library." (Ponder), "Target player may draw a
 * card.", "You may put that creature on top of its owner's library. If you do, …". The player decides as the
 * effect happens (a "may" decision: yes or no); "If you do," happens only if the player did the last "may" of
 * the ability. An optional cost: "You may pay {1}. If you do, you gain 1 life." (the player is asked only when
 * they can pay; paying is what "if you do" asks about).
 */
import type { Effect, ManaCost, PlayerRef, SourceRange } from "../../grammar/ast.js";
import { type SyntaxFamily, alt, fn, printManaCost, type Draft, type SentenceWriter, type Subject } from "../../grammar/family.js";

export interface May {
  kind: "May";
  player: PlayerRef;
  effects: Effect[];
  range: SourceRange;
}

/**
 * "have <clause>" after "you may" (the causative): "you may have target player discard a card", "you may have
 * target creature get +3/-3 until end of turn", "you may have each opponent lose 1 life". The held clause is what
 * happens, its own subject acting; "have ~ deal …" is the damage family's.
 */
export interface Have {
  kind: "Have";
  effects: Effect[];
  range: SourceRange;
}

/** "pay {1}" after "you may": mana paid as the ability resolves, an optional cost "If you do" then asks about. */
export interface PayMana {
  kind: "PayMana";
  cost: ManaCost;
  range: SourceRange;
}

export interface IfYouDo {
  kind: "IfYouDo";
  effects: Effect[];
  range: SourceRange;
}

/**
 * The "pay {…}" and "have …" drafts a "you may" holds: the kernel finishes an effect's held drafts after the list holding it,
 * so one not marked here by then stands alone ("Pay {1}."), which the language gives no meaning.
 */
const heldByMay = new WeakSet<object>();

/** A verb form that is always the base form: the causative's held clause ("have target player discard"). */
const baseForm = (base: string): string => base;

const family: SyntaxFamily<May | IfYouDo | PayMana | Have> = {
  name: "optional",
  words: { Do: ["do"] },
  grammar(kit) {
    const { phrases, tokens } = kit;
    const [You, Do] = ["You", "Do"].map((name) => kit.word(name));

    // "<player> may <predicate>": for you, any clause a card writes without a subject ("You may shuffle your
    // library": "shuffle" has no subject form); for another player, a predicate ("Target player may draw a card").
    const may = kit.rule("optional_may", (subject: Subject, drafts: Draft[], start: number) => {
      const inner: Draft[] = [];
      // "each other player may put a creature card from his or her hand into play" (Hunted Wumpus): each of them
      // decides and acts in turn, so what the "may" holds is done by that one player, not again by each of them
      const heldSubject = kit.ACTION((): Subject => {
        const each = subject.player?.kind === "EachPlayer" || subject.player?.kind === "EachOpponent";
        return each ? { ...subject, player: { kind: "EachInTurn" } } : subject;
      });
      kit.or(0, [
        {
          GATE: fn(() => subject.player?.kind === "You"),
          IGNORE_AMBIGUITIES: true,
          ALT: fn(() => kit.subrule(0, phrases.imperative, { ARGS: [inner] })),
        },
        { IGNORE_AMBIGUITIES: true, ALT: fn(() => kit.subrule(0, phrases.predicate, { ARGS: [heldSubject, inner] })) },
      ]);
      kit.ACTION(() =>
        kit.playerEffect(drafts, subject, start, (player, range) => ({ kind: "May", player, effects: inner as Effect[], range }) as May),
      );
    });

    // "If you do, <clause>": after a "may"
    const ifYouDo = kit.rule("optional_ifYouDo", (_subject: Subject, drafts: Draft[], start: number) => {
      kit.consume(0, You);
      kit.consume(0, Do);
      kit.consume(0, tokens.Comma);
      const inner: Draft[] = [];
      kit.subrule(0, phrases.clause, { ARGS: [inner] });
      kit.ACTION(() => drafts.push({ kind: "IfYouDo", effects: inner as Effect[], range: kit.rangeFrom(start) } as IfYouDo));
    });

    // "pay {1}{G}" (after "you may"): the optional cost
    const pay = kit.rule("optional_pay", (_subject: Subject, drafts: Draft[], start: number) => {
      const symbols = [kit.consume(0, tokens.ManaSymbol)];
      kit.many(0, () => symbols.push(kit.consume(1, tokens.ManaSymbol)));
      kit.ACTION(() => {
        const { cost, tap } = kit.manaCostOf(symbols, false);
        if (tap) kit.problem("CS1035", "An optional cost paid as the ability resolves is mana, not {T}: write a mana cost such as 'you may pay {1}'.", start, kit.lastEnd());
        else if (cost.symbols.some((symbol) => symbol.kind === "X")) {
          kit.problem("CS1035", "An optional cost with {X} needs X chosen as the ability resolves, which the language doesn't support yet: write a fixed cost such as 'you may pay {2}{R}'.", start, kit.lastEnd());
        }
        drafts.push({ kind: "PayMana", cost, range: kit.rangeFrom(start) } as PayMana);
      });
    });

    // "have target player discard a card" (after "you may"): another player or object does what the clause says
    const have = kit.rule("optional_have", (_subject: Subject, drafts: Draft[], start: number) => {
      const inner: Draft[] = [];
      kit.subrule(1, phrases.clause, { ARGS: [inner] });
      kit.ACTION(() => drafts.push({ kind: "Have", effects: inner as Effect[], range: kit.rangeFrom(start) } as Have));
    });
    // "have ~ deal 1 damage …" is the damage family's (the card itself as the source)
    const namesTheCard = (): boolean => kit.LA(1).tokenType.name === "SelfName" || kit.LA(1).image.toLowerCase() === "this";

    return {
      predicates: [{ verb: "May", rule: may }],
      imperatives: [
        { verb: "If", rule: ifYouDo },
        { verb: "Pay", rule: pay },
        { verb: "Have", rule: have, gate: () => !namesTheCard() },
      ],
    };
  },
  finish(drafts, kit) {
    let mayBefore = false;
    for (const draft of drafts) {
      if (draft.kind === "Have" && !heldByMay.has(draft)) {
        kit.problem("CS1035", "'Have … ' says what you may have another player or object do: write 'you may have target player draw a card', or write the clause alone ('Target player draws a card').", draft.range.start.offset, draft.range.end.offset);
      }
      if (draft.kind === "PayMana" && !heldByMay.has(draft)) {
        kit.problem("CS1035", "Paying mana as an ability resolves is an optional cost: write 'You may pay {1}. If you do, …'.", draft.range.start.offset, draft.range.end.offset);
      }
      if (draft.kind === "May") {
        const inner = (draft as May).effects;
        for (const effect of inner) if (effect.kind === "PayMana" || effect.kind === "Have") heldByMay.add(effect);
        if (inner.some((effect) => effect.kind === "PayMana") && inner.length > 1) {
          kit.problem("CS1035", "An optional cost is paid on its own: write 'You may pay {1}. If you do, …' with what it buys after 'If you do'.", draft.range.start.offset, draft.range.end.offset);
        }
        if (inner.some((effect) => effect.kind === "PayMana") && (draft as May).player.kind !== "You") {
          kit.problem("CS1035", "Only the ability's controller pays its optional cost here: write 'you may pay {1}'.", draft.range.start.offset, draft.range.end.offset);
        }
      }
      if (draft.kind === "May") mayBefore = true;
      if (draft.kind === "IfYouDo" && !mayBefore) {
        kit.problem(
          "CS1034",
          drafts.indexOf(draft) > 0
            ? "'If you do' here asks whether the sentence before it happened ('Remove a -1/-1 counter from target creature. If you do, …'), which is supported only after a 'You may …' sentence: write 'You may …' before it, or implement the ability in a ```ts code block."
            : "'If you do' refers to something the ability says you may do: write the 'You may …' sentence before it.",
          draft.range.start.offset,
          draft.range.end.offset,
        );
      }
    }
    return drafts;
  },
  print: {
    May: {
      clause: (effect, writer) => `${writer.playerAsSubject(effect.player)} may ${effect.effects.map((inner) => writer.predicateOf(inner)).join(" and ")}`,
    },
    IfYouDo: {
      clause: (effect, writer) => `if you do, ${effect.effects.map((inner) => writer.clauseOf(inner)).join(" and ")}`,
    },
    PayMana: {
      clause: (effect) => `pay ${printManaCost(effect.cost)}`,
    },
    Have: {
      clause(effect, writer) {
        // The held clause with its subject and its verb in the base form: "target player discard a card".
        const causative = Object.create(writer) as SentenceWriter;
        causative.verbFor = () => baseForm;
        causative.playerClause = (player, _imperativeForYou, predicate) => `${writer.playerAsSubject(player)} ${predicate(baseForm)}`;
        causative.objectsAsSubject = (set) => {
          const { words } = writer.objectsAsSubject(set);
          return { words: words.startsWith(writer.cardName) ? words : words.charAt(0).toLowerCase() + words.slice(1), plural: true };
        };
        return `have ${effect.effects.map((inner) => causative.clauseOf(inner)).join(" and ")}`;
      },
    },
  },
  check: {
    May: { verb: "Doing something optional", targetUses: () => undefined, nested: (effect) => effect.effects },
    IfYouDo: { verb: "Doing something if you did", targetUses: () => undefined, nested: (effect) => effect.effects },
    PayMana: { verb: "Paying mana", targetUses: () => undefined },
    Have: { verb: "Having someone do something", targetUses: () => undefined, nested: (effect) => effect.effects },
  },
  sentences: [
    { kind: "spell or ability text", template: "You may shuffle your library." },
    { kind: "spell or ability text", template: "Target player may draw a card." },
    { kind: "spell or ability text", template: "You may draw a card. If you do, discard a card." },
    { kind: "spell or ability text", template: "You may pay {N}. If you do, you gain N life." },
    { kind: "spell or ability text", template: "You may have target player discard a card." },
  ],
};

export default family;
