/**
 * Champion's first ability written out (502.72 of the 2007 rules, Lorwyn): "sacrifice it unless you remove another
 * creature you control from the game" (current: "… unless you exile another creature you control"). The player
 * chooses: remove one of the described permanents (the removed card is remembered for the source's linked
 * ability, "the removed card": runtime `linked`) or sacrifice the object. The keyword line "Champion a creature"
 * expands into this and "When ~ leaves play, return the removed card to play under its owner's control." (the
 * parser's `championLine`).
 *
 * The same shape with a discard (Hidden Horror's "When ~ comes into play, sacrifice it unless you discard a creature
 * card.", Razormane Masticore's "At the beginning of your upkeep, sacrifice ~ unless you discard a card."): the
 * controller may discard one card of the hand that fits; otherwise the object is sacrificed.
 *
 * And with mana (Conflux's Wild Leotau, "At the beginning of your upkeep, sacrifice ~ unless you pay {G}."; Ninth
 * Edition's Force of Nature): the controller may pay the cost as the ability resolves; otherwise the object is
 * sacrificed.
 */
import type { ManaCost, ObjectFilter, ObjectSet, SourceRange } from "../../grammar/ast.js";
import { alt, countedNoun, filterNoun, printManaCost, useObjects, type Draft, type Subject, type SyntaxFamily } from "../../grammar/family.js";
import type { IToken } from "chevrotain";

export interface SacrificeUnlessRemove {
  kind: "SacrificeUnlessRemove";
  /** What is sacrificed when nothing is removed ("it", the card's name). */
  objects: ObjectSet;
  /** What may be removed instead: "another creature you control" (`other`, controller you). */
  filter: ObjectFilter;
  /** Written "it" (the permanent whose ability this is, in its "comes into play" trigger), for printing. */
  it?: true;
  range: SourceRange;
}

/** "sacrifice ~ unless you discard a card" / "… a creature card": `filter` is the card of the hand to discard. */
export interface SacrificeUnlessDiscard {
  kind: "SacrificeUnlessDiscard";
  objects: ObjectSet;
  filter: ObjectFilter;
  it?: true;
  range: SourceRange;
}

/** "sacrifice ~ unless you pay {G}": `cost` is paid (or not) by the ability's controller as it resolves. */
export interface SacrificeUnlessPay {
  kind: "SacrificeUnlessPay";
  objects: ObjectSet;
  cost: ManaCost;
  it?: true;
  range: SourceRange;
}

const family: SyntaxFamily<SacrificeUnlessRemove | SacrificeUnlessDiscard | SacrificeUnlessPay> = {
  name: "champion",
  words: { Champion: ["champion"] },
  grammar(kit) {
    const W = Object.fromEntries(["Unless", "You", "Remove", "Exile", "Another", "From", "The", "Game", "It", "Discards", "A", "Pay"].map((name) => [name, kit.word(name)]));
    const unlessRemove = (objects: ObjectSet, it: boolean, drafts: Draft[], start: number) => {
      const exile = kit.or(0, [
        alt(() => {
          kit.consume(0, W.Remove);
          return false;
        }),
        alt(() => {
          kit.consume(0, W.Exile);
          return true;
        }),
      ]);
      kit.consume(0, W.Another);
      const noun = kit.subrule(0, kit.phrases.objectNoun);
      kit.option(0, {
        GATE: () => !exile,
        DEF: () => {
          kit.consume(0, W.From);
          kit.consume(0, W.The);
          kit.consume(0, W.Game);
        },
      });
      kit.ACTION(() => {
        const filter: ObjectFilter = { ...noun, other: true };
        if (filter.zone !== "play" || filter.controller?.kind !== "You") {
          kit.problem("CS1035", "Champion removes a permanent you control: write e.g. 'unless you remove another creature you control from the game'.", start, kit.lastEnd());
        } else if (!exile && kit.LA(0).tokenType !== W.Game) {
          kit.problem("CS1035", "'remove … from the game' needs its last words: add 'from the game'.", start, kit.lastEnd());
        }
        drafts.push({ kind: "SacrificeUnlessRemove", objects, filter, ...(it ? { it: true } : {}), range: kit.rangeFrom(start) } as SacrificeUnlessRemove);
      });
    };
    const sacrificeUnless = kit.rule("champion_sacrificeUnless", (_subject: Subject, drafts: Draft[], start: number) => {
      // "sacrifice it unless …": in champion's "When ~ comes into play" trigger, "it" is the permanent itself.
      const it = kit.option(1, {
        GATE: () => kit.LA(1).tokenType === W.It,
        DEF: () => {
          kit.consume(0, W.It);
          return true;
        },
      });
      const objects: ObjectSet = it === true ? { kind: "Ref", ref: { kind: "Self" } } : kit.subrule(0, kit.phrases.objectSet);
      kit.consume(0, W.Unless);
      kit.consume(0, W.You);
      kit.or(1, [
        alt(() => {
          // "unless you discard a card" / "… a creature card"
          kit.consume(0, W.Discards);
          kit.consume(0, W.A);
          const card = kit.subrule(1, kit.phrases.objectNoun);
          kit.ACTION(() => {
            if (card.zone === "play") {
              kit.problem("CS1035", "A discard takes a card from the hand: write e.g. 'unless you discard a card' or 'unless you discard a creature card'.", start, kit.lastEnd());
            }
            const filter: ObjectFilter = { ...card, zone: "hand" };
            drafts.push({ kind: "SacrificeUnlessDiscard", objects, filter, ...(it === true ? { it: true } : {}), range: kit.rangeFrom(start) } as SacrificeUnlessDiscard);
          });
        }),
        alt(() => {
          // "unless you pay {G}"
          // ({T} is no mana symbol there: the lexer's CS1021 says so)
          kit.consume(0, W.Pay);
          const symbols: IToken[] = [];
          kit.atLeastOne(0, () => symbols.push(kit.consume(0, kit.tokens.ManaSymbol)));
          kit.ACTION(() => {
            const { cost } = kit.manaCostOf(symbols, false);
            drafts.push({ kind: "SacrificeUnlessPay", objects, cost, ...(it === true ? { it: true } : {}), range: kit.rangeFrom(start) } as SacrificeUnlessPay);
          });
        }),
        alt(() => unlessRemove(objects, it === true, drafts, start)),
      ]);
    });
    // "Sacrifice it unless …": the sacrifice family's "Sacrifice a creature" has no "unless" after its object.
    const unlessAhead = () => {
      for (let i = 1; i <= 3; i++) if (kit.LA(i).tokenType === W.Unless) return true;
      return false;
    };
    return { imperatives: [{ verb: "Sacrifices", rule: sacrificeUnless, gate: unlessAhead }] };
  },
  print: {
    SacrificeUnlessRemove: {
      clause: (effect, writer) => {
        const other = writer.filterWithControllers(effect.filter, "singular", "a");
        const what = effect.it ? "it" : writer.objects(effect.objects, "all");
        return writer.wording === "2007"
          ? `sacrifice ${what} unless you remove ${other} from the game`
          : `sacrifice ${what} unless you exile ${other}`;
      },
    },
    SacrificeUnlessDiscard: {
      clause: (effect, writer) => `sacrifice ${effect.it ? "it" : writer.objects(effect.objects, "all")} unless you discard ${countedNoun({ kind: "Number", value: 1 }, filterNoun(effect.filter, "singular"))}`,
    },
    SacrificeUnlessPay: {
      clause: (effect, writer) => `sacrifice ${effect.it ? "it" : writer.objects(effect.objects, "all")} unless you pay ${printManaCost(effect.cost)}`,
    },
  },
  check: {
    SacrificeUnlessPay: { verb: "Sacrificing unless paying", targetUses: (effect, uses) => useObjects(uses, effect.objects, "play") },
    SacrificeUnlessDiscard: { verb: "Sacrificing unless discarding", targetUses: (effect, uses) => useObjects(uses, effect.objects, "play") },
    SacrificeUnlessRemove: { verb: "Sacrificing unless removing another", targetUses: (effect, uses) => useObjects(uses, effect.objects, "play") },
  },
  sentences: [
    { kind: "triggered", template: "When ~ comes into play, sacrifice it unless you remove another creature you control from the game." },
    { kind: "triggered", template: "At the beginning of your upkeep, sacrifice ~ unless you discard a card." },
    { kind: "triggered", template: "At the beginning of your upkeep, sacrifice ~ unless you pay {G}." },
  ],
};

export default family;
