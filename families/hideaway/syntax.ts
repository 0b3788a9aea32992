/**
 * Hideaway (Lorwyn): the keyword line "Hideaway" expands (the parser's `hideawayLine`) into "~ comes into play
 * tapped." and "When ~ comes into play, look at the top four cards of your library, remove one of them from the
 * game face down, then put the rest on the bottom of your library in any order." — this family's `HideawayLook`,
 * which also parses written out. The card removed is remembered for the linked ability, which says "You may play
 * the removed card without paying its mana cost if <condition>." (`PlayWithoutPaying`; its condition is one of the
 * five Lorwyn lands': "if you attacked with three or more creatures this turn", "if each player has no cards in
 * hand", "if creatures you control have total power 10 or greater", "if a library has twenty or fewer cards in it",
 * "if an opponent was dealt 7 or more damage this turn"; the turn's parts read runtime/turn-record.ts).
 */
import type { ObjectFilter, ObjectSet, SourceRange } from "../../grammar/ast.js";
import { alt, filterPhrase, numberWord, useObjects, type Draft, type Subject, type SyntaxFamily } from "../../grammar/family.js";

export interface HideawayLook {
  kind: "HideawayLook";
  /** How many cards are looked at (four). */
  count: number;
  range: SourceRange;
}

/** What the play depends on, checked as the effect happens (Lorwyn's five hideaway lands). */
export type PlayCondition =
  /** "if you attacked with three or more creatures this turn" (Windbrisk Heights) */
  | { kind: "AttackedWithThisTurn"; atLeast: number }
  /** "if each player has no cards in hand" (Howltooth Hollow) */
  | { kind: "EachPlayerNoCardsInHand" }
  /** "if creatures you control have total power 10 or greater" (Mosswort Bridge): the filter names the controller */
  | { kind: "TotalPower"; filter: ObjectFilter; atLeast: number }
  /** "if a library has twenty or fewer cards in it" (Shelldock Isle) */
  | { kind: "LibraryAtMost"; atMost: number }
  /** "if an opponent was dealt 7 or more damage this turn" (Spinerock Knoll): damage dealt, from this turn's log */
  | { kind: "OpponentDealtDamageThisTurn"; atLeast: number };

/** The condition's words after "if" (the same in both wordings). */
function conditionWords(condition: PlayCondition): string {
  switch (condition.kind) {
    case "AttackedWithThisTurn":
      return `you attacked with ${numberWord(condition.atLeast)} or more creatures this turn`;
    case "EachPlayerNoCardsInHand":
      return "each player has no cards in hand";
    case "TotalPower":
      return `${filterPhrase(condition.filter, "plural", "bare")} have total power ${condition.atLeast} or greater`;
    case "LibraryAtMost":
      return `a library has ${numberWord(condition.atMost)} or fewer cards in it`;
    case "OpponentDealtDamageThisTurn":
      return `an opponent was dealt ${condition.atLeast} or more damage this turn`;
  }
}

export interface PlayWithoutPaying {
  kind: "PlayWithoutPaying";
  objects: ObjectSet;
  condition?: PlayCondition;
  range: SourceRange;
}

const family: SyntaxFamily<HideawayLook | PlayWithoutPaying> = {
  name: "hideaway",
  words: { Hideaway: ["hideaway"], Face: ["face"], Paying: ["paying"], Attacked: ["attacked"] },
  grammar(kit) {
    const W = Object.fromEntries(
      [
        "At", "The", "Top", "Card", "Of", "Your", "Library", "Remove", "Exile", "Them", "From", "Game", "Face", "Down", "Then", "Puts", "Rest", "On",
        "Bottom", "In", "Any", "Order", "Without", "Paying", "Its", "Mana", "Cost", "If", "You", "Attacked", "With", "Or", "More", "TypeWord", "This", "Turn",
        "NumberWord", "Greater", "Fewer", "Each", "Player", "Have", "No", "Hand", "Total", "Power", "A", "It", "Opponent", "Was", "Dealt", "Damage",
      ].map((name) => [name, kit.word(name)]),
    );
    const { tokens } = kit;

    const count = kit.rule("hideaway_count", (): number =>
      kit.or(0, [
        alt(() => {
          const token = kit.consume(0, W.NumberWord);
          return kit.ACTION(() => kit.numberWordValue(token));
        }),
        alt(() => {
          const token = kit.consume(0, tokens.NumberLit);
          return kit.ACTION(() => kit.numberValue(token));
        }),
      ]),
    );

    // "look at the top four cards of your library, remove one of them from the game face down (current: exile one
    // of them face down), then put the rest on the bottom of your library [in any order]"
    const look = kit.rule("hideaway_look", (_subject: Subject, drafts: Draft[], start: number) => {
      kit.consume(0, W.At);
      kit.consume(0, W.The);
      kit.consume(0, W.Top);
      const n = kit.subrule(0, count);
      kit.consume(0, W.Card);
      kit.consume(0, W.Of);
      kit.consume(0, W.Your);
      kit.consume(0, W.Library);
      kit.consume(0, tokens.Comma);
      const removed = kit.or(1, [
        alt(() => {
          kit.consume(0, W.Remove);
          return "remove";
        }),
        alt(() => {
          kit.consume(0, W.Exile);
          return "exile";
        }),
      ]);
      kit.consume(0, W.NumberWord);
      kit.consume(1, W.Of);
      kit.consume(0, W.Them);
      if (removed === "remove") {
        kit.consume(0, W.From);
        kit.consume(1, W.The);
        kit.consume(0, W.Game);
      }
      kit.consume(0, W.Face);
      kit.consume(0, W.Down);
      kit.consume(1, tokens.Comma);
      kit.consume(0, W.Then);
      kit.consume(0, W.Puts);
      kit.consume(2, W.The);
      kit.consume(0, W.Rest);
      kit.consume(0, W.On);
      kit.consume(3, W.The);
      kit.consume(0, W.Bottom);
      kit.consume(2, W.Of);
      kit.consume(1, W.Your);
      kit.consume(1, W.Library);
      kit.option(0, () => {
        kit.consume(0, W.In);
        kit.consume(0, W.Any);
        kit.consume(0, W.Order);
      });
      kit.ACTION(() => drafts.push({ kind: "HideawayLook", count: n, range: kit.rangeFrom(start) } as HideawayLook));
    });

    /** "N or more" / "N or greater" / "N or fewer" after a number (the number checked by the action). */
    const atLeastOrMost = kit.rule("hideaway_bound", (): number => {
      const n = kit.subrule(0, count);
      kit.consume(0, W.Or);
      kit.or(2, [alt(() => kit.consume(0, W.More)), alt(() => kit.consume(0, W.Greater)), alt(() => kit.consume(0, W.Fewer))]);
      return n;
    });

    // What the play depends on: the five lands' conditions (Lorwyn), each a state of the game or of this turn's
    // record read as the ability resolves.
    const playCondition = kit.rule("hideaway_condition", (): PlayCondition =>
      kit.or(3, [
        alt((): PlayCondition => {
          // "you attacked with three or more creatures this turn" (Windbrisk Heights)
          kit.consume(0, W.You);
          kit.consume(0, W.Attacked);
          kit.consume(0, W.With);
          const atLeast = kit.subrule(1, atLeastOrMost);
          const noun = kit.consume(0, W.TypeWord);
          kit.consume(0, W.This);
          kit.consume(0, W.Turn);
          return kit.ACTION(() => {
            if (kit.cardTypeOf(noun.image) !== "Creature") kit.problem("CS1035", "A player attacks with creatures: write 'if you attacked with N or more creatures this turn'.", noun.startOffset, noun.endOffset! + 1);
            return { kind: "AttackedWithThisTurn", atLeast } as PlayCondition;
          });
        }),
        alt((): PlayCondition => {
          // "each player has no cards in hand" (Howltooth Hollow)
          kit.consume(0, W.Each);
          kit.consume(0, W.Player);
          kit.consume(0, W.Have);
          kit.consume(0, W.No);
          kit.consume(0, W.Card);
          kit.consume(1, W.In);
          kit.consume(0, W.Hand);
          return { kind: "EachPlayerNoCardsInHand" };
        }),
        alt((): PlayCondition => {
          // "creatures you control have total power 10 or greater" (Mosswort Bridge)
          const start = kit.LA(1).startOffset;
          const filter = kit.subrule(0, kit.phrases.objectNoun);
          kit.consume(1, W.Have);
          kit.consume(0, W.Total);
          kit.consume(0, W.Power);
          const atLeast = kit.subrule(2, atLeastOrMost);
          return kit.ACTION((): PlayCondition => {
            if (filter.controller === undefined) kit.problem("CS1035", "Say whose creatures' power is added up: 'creatures you control have total power 10 or greater'.", start, kit.lastEnd());
            return { kind: "TotalPower", filter, atLeast };
          });
        }),
        alt((): PlayCondition => {
          kit.consume(0, W.A);
          return kit.or(4, [
            alt((): PlayCondition => {
              // "a library has twenty or fewer cards in it" (Shelldock Isle)
              kit.consume(0, W.Library);
              kit.consume(2, W.Have);
              const atMost = kit.subrule(3, atLeastOrMost);
              kit.consume(1, W.Card);
              kit.consume(2, W.In);
              kit.consume(0, W.It);
              return { kind: "LibraryAtMost", atMost };
            }),
            alt((): PlayCondition => {
              // "an opponent was dealt 7 or more damage this turn" (Spinerock Knoll)
              kit.consume(0, W.Opponent);
              kit.consume(0, W.Was);
              kit.consume(0, W.Dealt);
              const atLeast = kit.subrule(4, atLeastOrMost);
              kit.consume(0, W.Damage);
              kit.consume(1, W.This);
              kit.consume(1, W.Turn);
              return { kind: "OpponentDealtDamageThisTurn", atLeast };
            }),
          ]);
        }),
      ]),
    );

    // "play the removed card without paying its mana cost [if you attacked with three or more creatures this turn]"
    const play = kit.rule("hideaway_play", (_subject: Subject, drafts: Draft[], start: number) => {
      const objects = kit.subrule(0, kit.phrases.objectSet);
      kit.consume(0, W.Without);
      kit.consume(0, W.Paying);
      kit.consume(0, W.Its);
      kit.consume(0, W.Mana);
      kit.consume(0, W.Cost);
      const condition = kit.option(0, (): PlayCondition => {
      kit.consume(0, W.If);
      return kit.subrule(0, playCondition);
    });
      kit.ACTION(() => {
        const node: PlayWithoutPaying = { kind: "PlayWithoutPaying", objects, range: kit.rangeFrom(start) };
        if (condition !== undefined) node.condition = condition;
        drafts.push(node);
      });
    });

    // "Look at the top four cards …, remove one of them …": Ponder's "Look at the top N cards …, then put them
    // back" shares the first eight words; this one names "face down" before the sentence ends.
    const faceDownAhead = () => {
      for (let i = 1; ; i++) {
        const type = kit.LA(i).tokenType;
        if (type === W.Face) return true;
        if (type.name === "EOF" || type.name === "Period") return false;
      }
    };
    return {
      imperatives: [
        { verb: "Look", rule: look, gate: faceDownAhead },
        // "Play this ability only …" is an activation restriction (the kernel's), not a sentence of this family.
        { verb: "Play", rule: play, gate: () => kit.LA(1).tokenType !== W.This },
      ],
    };
  },
  print: {
    HideawayLook: {
      clause: (effect, writer) =>
        `look at the top ${numberWord(effect.count)} cards of your library, ${writer.wording === "2007" ? "remove one of them from the game face down" : "exile one of them face down"}, then put the rest on the bottom of your library${writer.wording === "2007" ? "" : " in any order"}`,
    },
    PlayWithoutPaying: {
      clause: (effect, writer) => {
        const condition = effect.condition === undefined ? "" : ` if ${conditionWords(effect.condition)}`;
        return `play ${writer.objects(effect.objects, "all")} without paying its mana cost${condition}`;
      },
    },
  },
  check: {
    HideawayLook: { verb: "Looking at the top of your library", targetUses: () => undefined },
    PlayWithoutPaying: { verb: "Playing a card without paying its mana cost", targetUses: (effect, uses) => useObjects(uses, effect.objects, "notInPlay") },
  },
  sentences: [
    {
      kind: "triggered",
      template: "When ~ comes into play, look at the top four cards of your library, remove one of them from the game face down, then put the rest on the bottom of your library.",
    },
    { kind: "spell or ability text", template: "You may play the removed card without paying its mana cost if you attacked with three or more creatures this turn." },
  ],
};

export default family;
