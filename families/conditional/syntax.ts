/**
 * An effect under a condition checked as it happens (2007 413.2c: the instructions are followed in order, each
 * as the spell or ability resolves): "If you control a Giant, draw a card." (Lorwyn's tribal spells: Giant's
 * Ire, Peppersmoke, Rootgrapple, Surge of Thoughtweft), "If you control another Elf, …"; Eventide's mana spent to
 * play the spell: "If {U} was spent to play ~, return …" (River's Grasp), and written after the sentence, "Put two
 * … tokens into play if {W} was spent to play ~." (Repel Intruders, Torrent of Souls; the kernel's sentence rule
 * reads that ending, grammar/parser.ts). Unlike an intervening "if" (410.11), nothing is checked when an ability
 * triggers: the condition is read once, where it is written.
 */
import type { Color, Effect, ObjectFilter, ObjectRef, SourceRange } from "../../grammar/ast.js";
import { alt, COLOR_WORDS, filterPhrase, holdsOtherwise, spellPlayedWords, takeInPreviousEffect, type Draft, type SentenceWriter, type Subject, type SyntaxFamily } from "../../grammar/family.js";

/** What the condition asks: "you control a Giant" / "you control another white creature". */
export interface YouControlCheck {
  kind: "YouControl";
  filter: ObjectFilter;
}

/** "{U} was spent to play ~" (current: "… to cast this spell"): mana of that colour paid the spell's costs. */
export interface ManaSpentCheck {
  kind: "ManaSpent";
  color: Color;
}

/**
 * "that creature was green or white" (Gloomlance), "that creature was blue or black" (Gloomwidow's Feast), "it is
 * red": the object has one of the colours, as it is now or, gone from play, as it last was there (413.2a: the
 * creature the spell just destroyed). `words`: how the card named it ("that creature", "it"), `tense`: "was" or
 * "is" as written (printer only).
 */
export interface ObjectColorCheck {
  kind: "ObjectColor";
  object: ObjectRef;
  colors: Color[];
  words: string;
  tense: "was" | "is";
}

/**
 * "this is the third time this ability has resolved this turn" (Lorwyn's Elementals: Ashling the Pilgrim,
 * Inner-Flame Igniter, Soulbright Flamekin): the resolution now under way is the `nth` of this ability of this
 * object this turn (a permanent that left play and came back is a new object, counted afresh). Only the `nth`
 * time: later resolutions don't count as the third.
 */
export interface NthResolutionCheck {
  kind: "NthResolution";
  nth: number;
}

/** "… if ~ is untapped" (Sphinx Sovereign; written after the sentence, the kernel's sentence rule): the card's permanent's status now. */
export interface SelfTappedCheck {
  kind: "SelfTapped";
  tapped: boolean;
}

/**
 * "you've played another blue spell this turn" (Eventide's Dream Thief; current: "you've cast …"): the ability's
 * controller played a spell this turn that fits `spells`; `another`: other than the card's own spell (the spell
 * resolving, or the one its permanent resolved from).
 */
export interface CastThisTurnCheck {
  kind: "CastThisTurn";
  another: boolean;
  spells: ObjectFilter;
}

/**
 * "If ~ was kicked, …" (kicker; current: "If this spell was kicked, …"): the spell's kicker cost was paid as it was
 * played (the object's `paid`, runtime/costs.ts). `words`: "self" (the card's name) or "this spell", as written.
 */
export interface KickedCheck {
  kind: "Kicked";
  words: "self" | "this spell";
}

/**
 * "an opponent controls more lands than you" (Gift of Estates): some opponent controls more permanents of the filter
 * than the ability's controller, counted as the sentence is reached.
 */
export interface OpponentControlsMoreCheck {
  kind: "OpponentControlsMore";
  filter: ObjectFilter;
}

/**
 * "If X is 5 or more, …" (Martial Coup, Banefire; Conflux): the value of X chosen as the spell was played (409.1b), at
 * least `atLeast`. Only where X is defined (the validator's CS2006, as for any X).
 */
export interface XAtLeastCheck {
  kind: "XAtLeast";
  atLeast: number;
}

/**
 * "that card is the named card" (Lammastide Weave; current: "a card with the chosen name was milled this way"): the
 * card the sentence before put into a graveyard (a one-card mill, the kernel's `MadeRef`) has the name chosen
 * before it in the resolution (201.3, families/name-card). `words`: how the 2007 text named the card ("that card", "it").
 */
export interface NamedCardCheck {
  kind: "NamedCard";
  object: ObjectRef;
  words: string;
}

export type EffectCondition = OpponentControlsMoreCheck | YouControlCheck | ManaSpentCheck | ObjectColorCheck | NthResolutionCheck | SelfTappedCheck | KickedCheck | CastThisTurnCheck | XAtLeastCheck | NamedCardCheck;

/** "Otherwise, <clause>": while its ability is parsed, before `finish` moves it into the IfCondition before it. */
interface OtherwiseDraft {
  kind: "Otherwise";
  effects: Effect[];
  range: SourceRange;
}

/** "If <condition>, <clause>": the clause happens only if the condition holds as the effect is reached. */
export interface IfCondition {
  kind: "IfCondition";
  condition: EffectCondition;
  effects: Effect[];
  /** The condition was written after the clause ("… into play if {W} was spent to play ~."). */
  after?: true;
  /**
   * "Otherwise, <clause>." (the next sentence; Sphinx Sovereign): what happens instead when the condition doesn't
   * hold, the same check deciding both (merged by the family's `finish`).
   */
  otherwise?: Effect[];
  /**
   * "Dark Temper deals 2 damage to target creature. If you control a black permanent, destroy that creature
   * instead.": `otherwise` is the effect written before the sentence, which the clause replaces when the condition
   * holds (the same check deciding both; merged by the family's `finish`).
   */
  instead?: true;
  range: SourceRange;
}

function conditionWords(condition: EffectCondition, writer: SentenceWriter): string {
  switch (condition.kind) {
    case "YouControl":
      return `you control ${filterPhrase(condition.filter, "singular", "a")}`;
    case "ManaSpent":
      return writer.wording === "2007" ? `{${condition.color}} was spent to play ${writer.cardName}` : `{${condition.color}} was spent to cast this spell`;
    case "ObjectColor":
      return `${condition.words} ${condition.tense} ${condition.colors.map((color) => COLOR_WORDS[color]).join(" or ")}`;
    case "NthResolution":
      return `this is the ${ORDINALS[condition.nth]} time this ability has resolved this turn`;
    case "SelfTapped":
      return `${writer.cardName} is ${condition.tapped ? "tapped" : "untapped"}`;
    case "OpponentControlsMore":
      return `an opponent controls more ${filterPhrase(condition.filter, "plural", "bare")} than you`;
    case "Kicked":
      return `${condition.words === "this spell" ? "this spell" : writer.cardName} was kicked`;
    case "CastThisTurn":
      return spellPlayedWords(condition, writer.wording);
    case "XAtLeast":
      return `X is ${condition.atLeast} or more`;
    case "NamedCard":
      return writer.wording === "2007" ? `${condition.words} is the named card` : "a card with the chosen name was milled this way";
  }
}

/**
 * "If you control a Giant, draw a card and you gain 2 life.", "If an opponent controls more lands than you, search
 * your library for up to three Plains cards, reveal them, and put them into your hand.": the condition's clause is
 * parsed alone, and the clauses after it in the same sentence (joined by "and", "then" or a comma, not a period)
 * come after it among the drafts; they are under the condition too, so they move into it (and into an
 * "Otherwise, …" likewise). A condition written after its clause ("… if {W} was spent to play ~") or ending in
 * "instead" holds only its own clause. A search's "Then shuffle your library." is the search's own, though a
 * sentence of its own: it goes with the search.
 */
function takeInSentence(drafts: Draft[], kit: { range(start: number, end: number): SourceRange }): Draft[] {
  if (!drafts.some((draft) => draft.kind === "IfCondition" || draft.kind === "Otherwise")) return drafts;
  const out: Draft[] = [];
  let holder: (Draft & { effects: Draft[] }) | undefined;
  for (const draft of drafts) {
    const joined = draft.phrasing?.joined;
    // "… put them into your hand. Then shuffle your library.": a search's own shuffle, though a sentence of its own
    const searchShuffle = joined === ". then" && draft.kind === "Shuffle" && holder?.effects.some((held) => held.kind === "SearchStart") === true;
    if (holder !== undefined && joined !== undefined && ((joined !== "." && joined !== ". then") || searchShuffle)) {
      holder.effects = [...holder.effects, draft];
      holder.range = kit.range(holder.range.start.offset, draft.range.end.offset);
      continue;
    }
    holder = undefined;
    out.push(draft);
    const condition = draft as unknown as Partial<IfCondition>;
    if ((draft.kind === "IfCondition" && condition.after !== true && condition.instead !== true) || draft.kind === "Otherwise") holder = draft as Draft & { effects: Draft[] };
  }
  return out;
}


/** The ordinals the lexer knows ("second", "third"), by the number they say. */
const ORDINALS: Record<number, string> = { 2: "second", 3: "third" };

const family: SyntaxFamily<IfCondition> = {
  name: "conditional",
  words: { Resolved: ["resolved"], Otherwise: ["otherwise"], Milled: ["milled"] },
  grammar(kit) {
    const { phrases, tokens } = kit;
    const [You, Control, A, Another, Instead] = ["You", "Control", "A", "Another", "Instead"].map((name) => kit.word(name));
    /** "… instead" after a condition's clause (index: the rule's own): `finish` takes in the effect before. */
    /** The condition's draft: its clause's drafts under it, "instead" if written, its range from the "If". */
    const ifDraft = (condition: EffectCondition, inner: Draft[], instead: true | undefined, start: number): IfCondition =>
      ({ kind: "IfCondition", condition, effects: inner as Effect[], ...(instead ? { instead } : {}), range: kit.rangeFrom(start) }) as IfCondition;
    const insteadAfter = (index: number): true | undefined => (kit.option(20 + index, () => kit.consume(20 + index, Instead)) === undefined ? undefined : true);

    const ifCondition = kit.rule("conditional_if", (_subject: Subject, drafts: Draft[], start: number) => {
      kit.consume(0, You);
      kit.consume(0, Control);
      const another = kit.or(0, [alt(() => kit.consume(0, A) && false), alt(() => kit.consume(0, Another) && true)]);
      const filter = kit.subrule(0, phrases.objectNoun);
      kit.consume(0, tokens.Comma);
      const inner: Draft[] = [];
      kit.subrule(0, phrases.clause, { ARGS: [inner] });
      const instead = insteadAfter(0);
      kit.ACTION(() => {
        const condition: YouControlCheck = { kind: "YouControl", filter: another ? { ...filter, other: true } : filter };
        drafts.push(ifDraft(condition, inner, instead, start));
      });
    });

    // "If {U} was spent to play ~, <clause>"
    const ifManaSpent = kit.rule("conditional_ifManaSpent", (_subject: Subject, drafts: Draft[], start: number) => {
      const color = kit.subrule(0, phrases.manaSpent);
      kit.consume(1, tokens.Comma);
      const inner: Draft[] = [];
      kit.subrule(1, phrases.clause, { ARGS: [inner] });
      const instead = insteadAfter(1);
      kit.ACTION(() => {
        const condition: ManaSpentCheck = { kind: "ManaSpent", color };
        drafts.push(ifDraft(condition, inner, instead, start));
      });
    });

    // "If that creature was green or white, its controller discards a card."
    const [Was, Is, ColorWord, Or] = ["Was", "Is", "ColorWord", "Or"].map((name) => kit.word(name));
    const ifObjectColor = kit.rule("conditional_ifObjectColor", (_subject: Subject, drafts: Draft[], start: number) => {
      const [first, second] = [kit.LA(1), kit.LA(2)];
      const at = first.startOffset;
      const objects = kit.subrule(2, phrases.objectAnaphor);
      const words = kit.ACTION(() => (first.tokenType === kit.word("That") ? `that ${second.image.toLowerCase()}` : "it"));
      const tense = kit.or(2, [alt(() => (kit.consume(2, Was), "was" as const)), alt(() => (kit.consume(2, Is), "is" as const))]);
      const colors = [kit.consume(2, ColorWord)];
      kit.many(2, () => {
        kit.consume(2, Or);
        colors.push(kit.consume(3, ColorWord));
      });
      kit.consume(2, tokens.Comma);
      const inner: Draft[] = [];
      kit.subrule(2, phrases.clause, { ARGS: [inner] });
      const instead = insteadAfter(2);
      kit.ACTION(() => {
        if (objects.kind !== "Ref") {
          kit.problem("CS1035", "A colour is asked of one object here: write 'that creature' or 'it'.", at, kit.lastEnd());
          return;
        }
        const condition: ObjectColorCheck = { kind: "ObjectColor", object: objects.ref, colors: colors.map((color) => kit.colorOf(color.image)!), words, tense };
        drafts.push(ifDraft(condition, inner, instead, start));
      });
    });

    // "If this is the third time this ability has resolved this turn, <clause>"
    const [This, The, Ordinal, Time, Ability, Have, Resolved, Turn] = ["This", "The", "Ordinal", "Time", "Ability", "Have", "Resolved", "Turn"].map((name) => kit.word(name));
    const ifNthResolution = kit.rule("conditional_ifNthResolution", (_subject: Subject, drafts: Draft[], start: number) => {
      kit.consume(3, This);
      kit.consume(3, Is);
      kit.consume(3, The);
      const ordinal = kit.consume(3, Ordinal);
      kit.consume(3, Time);
      kit.consume(4, This);
      const ability = kit.consume(3, Ability);
      kit.consume(3, Have);
      kit.consume(3, Resolved);
      kit.consume(5, This);
      kit.consume(3, Turn);
      kit.consume(3, tokens.Comma);
      const inner: Draft[] = [];
      kit.subrule(3, phrases.clause, { ARGS: [inner] });
      const instead = insteadAfter(3);
      kit.ACTION(() => {
        if (ability.image.toLowerCase() !== "ability") kit.problem("CS1035", "Count the resolutions of one ability: write 'this ability has resolved this turn'.", ability.startOffset, ability.endOffset! + 1);
        const nth = Number(Object.keys(ORDINALS).find((n) => ORDINALS[Number(n)] === ordinal.image.toLowerCase()));
        const condition: NthResolutionCheck = { kind: "NthResolution", nth };
        drafts.push(ifDraft(condition, inner, instead, start));
      });
    });

    // "If ~ was kicked, <clause>" / "If this spell was kicked, <clause>" (kicker)
    const [Spell, Kicked] = ["Spell", "Kicked"].map((name) => kit.word(name));
    const ifKicked = kit.rule("conditional_ifKicked", (_subject: Subject, drafts: Draft[], start: number) => {
      const words = kit.or(5, [
        alt(() => (kit.consume(5, tokens.SelfName), "self" as const)),
        alt(() => {
          kit.consume(6, This);
          kit.consume(5, Spell);
          return "this spell" as const;
        }),
      ]);
      kit.consume(5, Was);
      kit.consume(5, Kicked);
      kit.consume(5, tokens.Comma);
      const inner: Draft[] = [];
      kit.subrule(5, phrases.clause, { ARGS: [inner] });
      const instead = insteadAfter(5);
      kit.ACTION(() => {
        const condition: KickedCheck = { kind: "Kicked", words };
        drafts.push(ifDraft(condition, inner, instead, start));
      });
    });

    // "If an opponent controls more lands than you, <clause>" (Gift of Estates)
    const [Opponent, More, Than] = ["Opponent", "More", "Than"].map((name) => kit.word(name));
    const ifOpponentControlsMore = kit.rule("conditional_ifOpponentControlsMore", (_subject: Subject, drafts: Draft[], start: number) => {
      kit.consume(7, A);
      kit.consume(7, Opponent);
      kit.consume(7, Control);
      kit.consume(7, More);
      const filter = kit.subrule(7, phrases.objectNoun);
      kit.consume(7, Than);
      kit.consume(7, You);
      kit.consume(7, tokens.Comma);
      const inner: Draft[] = [];
      kit.subrule(8, phrases.clause, { ARGS: [inner] });
      const instead = insteadAfter(7);
      kit.ACTION(() => {
        if (filter.zone !== "play" || filter.controller !== undefined) {
          kit.problem("CS1035", "'If an opponent controls more … than you' compares permanents: write e.g. 'If an opponent controls more lands than you, …'.", start, kit.lastEnd());
        }
        const condition: OpponentControlsMoreCheck = { kind: "OpponentControlsMore", filter };
        drafts.push(ifDraft(condition, inner, instead, start));
      });
    });

    // "Otherwise, <clause>": the sentence after a condition
    const otherwise = kit.rule("conditional_otherwise", (_subject: Subject, drafts: Draft[], start: number) => {
      kit.consume(4, tokens.Comma);
      const inner: Draft[] = [];
      kit.subrule(4, phrases.clause, { ARGS: [inner] });
      kit.ACTION(() => drafts.push({ kind: "Otherwise", effects: inner as Effect[], range: kit.rangeFrom(start) } as unknown as Draft));
    });

    // "If you've played another blue spell this turn, <clause>"
    const ifCastThisTurn = kit.rule("conditional_ifCastThisTurn", (_subject: Subject, drafts: Draft[], start: number) => {
      const played = kit.subrule(5, phrases.spellPlayedThisTurn);
      kit.consume(5, tokens.Comma);
      const inner: Draft[] = [];
      kit.subrule(5, phrases.clause, { ARGS: [inner] });
      const instead = insteadAfter(5);
      kit.ACTION(() => {
        const condition: CastThisTurnCheck = { kind: "CastThisTurn", ...played };
        drafts.push(ifDraft(condition, inner, instead, start));
      });
    });

    // "If X is 5 or more, <clause>" (Martial Coup): the spell's X, compared with a number
    const XWord = kit.word("X");
    const ifXAtLeast = kit.rule("conditional_ifXAtLeast", (_subject: Subject, drafts: Draft[], start: number) => {
      kit.consume(9, XWord);
      kit.consume(9, Is);
      const n = kit.consume(9, tokens.NumberLit);
      kit.consume(9, Or);
      kit.consume(9, More);
      kit.consume(9, tokens.Comma);
      const inner: Draft[] = [];
      kit.subrule(9, phrases.clause, { ARGS: [inner] });
      const instead = insteadAfter(9);
      kit.ACTION(() => {
        const condition: XAtLeastCheck = { kind: "XAtLeast", atLeast: kit.numberValue(n) };
        drafts.push(ifDraft(condition, inner, instead, start));
      });
    });

    // "If that card is the named card, <clause>" (2007) / "If a card with the chosen name was milled this way, <clause>"
    // (current): the card a one-card mill just put into a graveyard (Lammastide Weave)
    const [Named, Card, With, Chosen, NameWord, Milled, Way] = ["Named", "Card", "With", "Chosen", "Name", "Milled", "Way"].map((name) => kit.word(name));
    const ifNamedCard = kit.rule("conditional_ifNamedCard", (_subject: Subject, drafts: Draft[], start: number) => {
      const at = kit.LA(1).startOffset;
      const written = kit.or(10, [
        alt(() => {
          const [first, second] = [kit.LA(1), kit.LA(2)];
          kit.subrule(10, phrases.objectAnaphor);
          kit.consume(10, Is);
          kit.consume(10, The);
          kit.consume(10, Named);
          kit.consume(10, Card);
          return kit.ACTION(() => (first.tokenType === kit.word("That") ? `that ${second.image.toLowerCase()}` : "it"));
        }),
        alt(() => {
          kit.consume(11, A);
          kit.consume(11, Card);
          kit.consume(11, With);
          kit.consume(11, The);
          kit.consume(11, Chosen);
          kit.consume(11, NameWord);
          kit.consume(11, Was);
          kit.consume(11, Milled);
          kit.consume(11, This);
          kit.consume(11, Way);
          return "that card";
        }),
      ]);
      const end = kit.lastEnd();
      kit.consume(10, tokens.Comma);
      const inner: Draft[] = [];
      kit.subrule(10, phrases.clause, { ARGS: [inner] });
      const instead = insteadAfter(10);
      kit.ACTION(() => {
        // The card is the one the mill just before it put into a graveyard, which "that card" and "its" now name.
        const milled = drafts.length > 0 && drafts[drafts.length - 1].kind === "Mill" && (drafts[drafts.length - 1] as { namesCard?: true }).namesCard === true;
        if (!milled) {
          kit.problem("CS1035", "The named card is asked of the one card put into a graveyard just before: write e.g. 'Name a card, then target player puts the top card of his or her library into his or her graveyard. If that card is the named card, …'.", at, end);
          return;
        }
        const condition: NamedCardCheck = { kind: "NamedCard", object: { kind: "Made", noun: "card" }, words: written };
        drafts.push(ifDraft(condition, inner, instead, start));
      });
    });

    const is = (i: number, word: string) => kit.LA(i).tokenType === kit.word(word);
    /** "that card is the named card", "it is the named card", "a card with the chosen name was milled this way" */
    const namedCardFollows = () => {
      const verb = is(1, "It") ? 2 : is(1, "That") ? 3 : 0;
      if (verb > 0) return is(verb, "Is") && is(verb + 1, "The") && is(verb + 2, "Named");
      return is(1, "A") && is(2, "Card") && is(3, "With") && is(4, "The") && is(5, "Chosen") && is(6, "Name");
    };
    /** "that creature was", "that permanent is", "it was" */
    const objectColorFollows = () => {
      const verb = is(1, "It") ? 2 : is(1, "That") ? 3 : 0;
      return verb > 0 && (is(verb, "Was") || is(verb, "Is")) && is(verb + 1, "ColorWord");
    };
    return {
      imperatives: [
        { verb: "If", rule: ifCondition, gate: () => is(1, "You") && is(2, "Control") },
        { verb: "If", rule: ifManaSpent, gate: () => kit.LA(1).tokenType === tokens.ManaSymbol },
        { verb: "If", rule: ifObjectColor, gate: objectColorFollows },
        { verb: "If", rule: ifNamedCard, gate: namedCardFollows },
        { verb: "Otherwise", rule: otherwise },
        { verb: "If", rule: ifNthResolution, gate: () => is(1, "This") && is(2, "Is") && is(3, "The") && is(4, "Ordinal") },
        { verb: "If", rule: ifOpponentControlsMore, gate: () => is(1, "A") && is(2, "Opponent") && is(3, "Control") && is(4, "More") },
        { verb: "If", rule: ifXAtLeast, gate: () => is(1, "X") && is(2, "Is") && kit.LA(3).tokenType === tokens.NumberLit },
        { verb: "If", rule: ifKicked, gate: () => (kit.LA(1).tokenType === tokens.SelfName && is(2, "Was") && is(3, "Kicked")) || (is(1, "This") && is(2, "Spell") && is(3, "Was") && is(4, "Kicked")) },
        { verb: "If", rule: ifCastThisTurn, gate: () => is(1, "You") && kit.LA(2).tokenType === tokens.Apostrophe && kit.LA(3).tokenType === tokens.Word && /^ve$/i.test(kit.LA(3).image) },
      ],
    };
  },
  /**
   * Moves each "Otherwise, …" into the condition of the sentence before it (this family's, or one another family
   * marked with `takesOtherwise`: a clash's "If you win, …"), and the effect before an "If …, …
   * instead." into that condition (what happens when it doesn't hold); reports one with nothing to attach to.
   */
  gather: (drafts, kit) => takeInSentence(drafts, kit),
  finish(drafts, kit) {
    if (!drafts.some((draft) => draft.kind === "Otherwise" || (draft.kind === "IfCondition" && (draft as unknown as IfCondition).instead === true))) return drafts;
    const out: Draft[] = [];
    for (const draft of drafts) {
      if (draft.kind === "IfCondition" && (draft as unknown as IfCondition).instead === true) {
        const node = draft as Draft & IfCondition;
        const previous = out[out.length - 1] as Draft | undefined;
        if (previous === undefined || previous.kind === "IfCondition") {
          kit.problem("CS1035", "'If …, … instead' replaces the effect written just before it: write e.g. 'Dark Temper deals 2 damage to target creature. If you control a black permanent, destroy that creature instead.'", draft.range.start.offset, draft.range.end.offset);
          delete (node as Partial<IfCondition>).instead;
          out.push(draft);
          continue;
        }
        node.otherwise = [takeInPreviousEffect(out, node, kit)];
        out.push(draft);
        continue;
      }
      if (draft.kind !== "Otherwise") {
        out.push(draft);
        continue;
      }
      // The condition before: this family's, or another family's that takes "Otherwise" ("If you win, …": clash)
      const previous = out[out.length - 1] as Draft | undefined;
      const holder = previous !== undefined && (previous.kind === "IfCondition" || holdsOtherwise(previous)) ? (previous as Draft & { otherwise?: Effect[] }) : undefined;
      if (holder === undefined || holder.otherwise !== undefined) {
        kit.problem("CS1034", "'Otherwise' follows a sentence with a condition (not one ending in 'instead': the effect it replaces already happens otherwise): write e.g. 'You gain 3 life if ~ is untapped. Otherwise, each opponent loses 3 life.' or 'Clash with an opponent. If you win, draw two cards. Otherwise, draw a card.'", draft.range.start.offset, draft.range.end.offset);
        continue;
      }
      const condition = holder;
      condition.otherwise = (draft as unknown as OtherwiseDraft).effects;
      condition.range = kit.range(condition.range.start.offset, draft.range.end.offset);
    }
    return out;
  },
  print: {
    IfCondition: {
      clause(effect, writer) {
        // "If that creature is black or red, destroy it.": the condition named the object; the clause says "it".
        if ((effect.condition.kind === "ObjectColor" || effect.condition.kind === "NamedCard") && !effect.after) writer.namedInSentence(effect.condition.object);
        if (effect.instead === true && effect.otherwise !== undefined) {
          // "<the effect replaced>. If <condition>, <clause> instead": the replaced effect is printed (and names its target) first
          const replaced = effect.otherwise.map((inner) => writer.clauseOf(inner)).join(" and ");
          writer.startSentence();
          return `${replaced}. If ${conditionWords(effect.condition, writer)}, ${effect.effects.map((inner) => writer.clauseOf(inner)).join(" and ")} instead`;
        }
        const clauses = effect.effects.map((inner) => writer.clauseOf(inner)).join(" and ");
        const main = effect.after ? `${clauses} if ${conditionWords(effect.condition, writer)}` : `if ${conditionWords(effect.condition, writer)}, ${clauses}`;
        if (effect.otherwise === undefined) return main;
        return `${main}. Otherwise, ${effect.otherwise.map((inner) => writer.clauseOf(inner)).join(" and ")}`;
      },
    },
  },
  check: {
    IfCondition: { verb: "Doing something under a condition", targetUses: () => undefined, nested: (effect) => (effect.otherwise === undefined ? effect.effects : [...effect.effects, ...effect.otherwise]) },
  },
  sentences: [
    { kind: "spell or ability text", template: "If you control a Giant, draw a card." },
    { kind: "spell or ability text", template: "If you control another Elf, you gain N life." },
    { kind: "spell or ability text", template: "If {U} was spent to play ~, return up to one target creature to its owner's hand." },
    { kind: "spell or ability text", template: "Draw a card if {G} was spent to play ~." },
    { kind: "spell or ability text", template: "Destroy target creature. If that creature was green or white, its controller discards a card." },
    { kind: "spell or ability text", template: "If this is the third time this ability has resolved this turn, draw a card." },
    { kind: "spell or ability text", template: "Return target creature to its owner's hand. If ~ was kicked, draw a card." },
    { kind: "spell or ability text", template: "If an opponent controls more lands than you, draw a card." },
    { kind: "spell or ability text", template: "You gain N life if ~ is untapped. Otherwise, each opponent loses N life." },
    { kind: "spell or ability text", template: "Draw a card if you've played another blue spell this turn." },
    { kind: "spell or ability text", template: "~ deals N damage to target creature. If you control a black permanent, destroy that creature instead." },
  ],
};

export default family;
