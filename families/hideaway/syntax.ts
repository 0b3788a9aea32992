/**
 * Hideaway (Lorwyn): the keyword line "Hideaway" expands (the parser's `hideawayLine`) into "~ comes into play
 * tapped." and "When ~ comes into play, look at the top four cards of your library, remove one of them from the
 * game face down, then put the rest on the bottom of your library in any order." — this family's `HideawayLook`,
 * which also parses written out. The card removed is remembered for the linked ability, which says "You may play
 * the removed card without paying its mana cost if <condition>." (`PlayWithoutPaying`; its condition reads the
 * turn's record, runtime/turn-record.ts: "if you attacked with three or more creatures this turn").
 */
import type { ObjectSet, SourceRange } from "../../grammar/ast.js";
import { alt, numberWord, useObjects, type Draft, type Subject, type SyntaxFamily } from "../../grammar/family.js";

export interface HideawayLook {
  kind: "HideawayLook";
  /** How many cards are looked at (four). */
  count: number;
  range: SourceRange;
}

/** What the play depends on, checked as the effect happens. */
export type PlayCondition = { kind: "AttackedWithThisTurn"; atLeast: number };

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
        "NumberWord",
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
        kit.consume(0, W.You);
        kit.consume(0, W.Attacked);
        kit.consume(0, W.With);
        const atLeast = kit.subrule(1, count);
        kit.consume(0, W.Or);
        kit.consume(0, W.More);
        const noun = kit.consume(0, W.TypeWord);
        kit.consume(0, W.This);
        kit.consume(0, W.Turn);
        return kit.ACTION(() => {
          if (kit.cardTypeOf(noun.image) !== "Creature") kit.problem("CS1035", "A player attacks with creatures: write 'if you attacked with N or more creatures this turn'.", noun.startOffset, noun.endOffset! + 1);
          return { kind: "AttackedWithThisTurn", atLeast } as PlayCondition;
        });
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
        const condition = effect.condition === undefined ? "" : ` if you attacked with ${numberWord(effect.condition.atLeast)} or more creatures this turn`;
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
