/**
 * Extra turns (300.7 of 2007): "Take an extra turn after this one.", "Target player takes two extra turns after
 * this one." (Time Stretch), and "Skip the untap step of that turn." after it (Savor the Moment), merged into it
 * by `finish`: the turns are added directly after this one, the most recently created taken first.
 */
import type { PlayerRef, SourceRange } from "../../grammar/ast.js";
import { alt, numberWord, usePlayer, type Draft, type Subject, type SyntaxFamily } from "../../grammar/family.js";

export interface ExtraTurn {
  kind: "ExtraTurn";
  player: PlayerRef;
  /** "an extra turn": 1; "two extra turns": 2. */
  count: number;
  /** "Skip the untap step of that turn.": the (one) extra turn begins with its upkeep. */
  skipUntap: boolean;
  range: SourceRange;
}

/** "Skip the untap step of that turn.": merged into the extra turn before it, never an effect of its own. */
interface SkipUntapDraft extends Draft {
  kind: "ExtraTurn_skipUntap";
}

const family: SyntaxFamily<ExtraTurn> = {
  name: "extra-turn",
  words: { Takes: ["take", "takes"], Extra: ["extra"], Turns: ["turns"], After: ["after"], Skip: ["skip"] },
  grammar(kit) {
    const [A, NumberWord, Extra, Turn, Turns, After, This, Skip, The, Untap, Step, Of, That] = [
      "A",
      "NumberWord",
      "Extra",
      "Turn",
      "Turns",
      "After",
      "This",
      "Skip",
      "The",
      "Untap",
      "Step",
      "Of",
      "That",
    ].map((name) => kit.word(name));

    // "takes an extra turn after this one", "takes two extra turns after this one"
    const takes = kit.rule("extraTurn_takes", (subject: Subject, drafts: Draft[], start: number) => {
      const count = kit.or(0, [
        alt(() => {
          kit.consume(0, A);
          kit.consume(0, Extra);
          kit.consume(0, Turn);
          return 1;
        }),
        alt(() => {
          const n = kit.consume(0, NumberWord);
          kit.consume(1, Extra);
          kit.consume(0, Turns);
          return kit.ACTION(() => kit.numberWordValue(n));
        }),
      ]);
      kit.consume(0, After);
      kit.consume(0, This);
      const one = kit.consume(1, NumberWord);
      kit.ACTION(() => {
        if (one.image.toLowerCase() !== "one") kit.problem("CS1035", "Extra turns come 'after this one': write e.g. 'Take an extra turn after this one.'", one.startOffset, kit.lastEnd());
        kit.playerEffect(drafts, subject, start, (player, range) => ({ kind: "ExtraTurn", player, count, skipUntap: false, range }) as ExtraTurn);
      });
    });

    // "Skip the untap step of that turn."
    const skip = kit.rule("extraTurn_skip", (_subject: Subject, drafts: Draft[], start: number) => {
      kit.consume(0, The);
      kit.consume(0, Untap);
      kit.consume(0, Step);
      kit.consume(0, Of);
      kit.consume(0, That);
      kit.consume(0, Turn);
      kit.ACTION(() => drafts.push({ kind: "ExtraTurn_skipUntap", range: kit.rangeFrom(start) } as SkipUntapDraft));
    });

    return {
      predicates: [{ verb: "Takes", rule: takes }],
      imperatives: [
        { verb: "Takes", rule: takes },
        { verb: "Skip", rule: skip },
      ],
    };
  },
  finish(drafts, kit) {
    const out: Draft[] = [];
    for (const draft of drafts) {
      if (draft.kind !== "ExtraTurn_skipUntap") {
        out.push(draft);
        continue;
      }
      const previous = out[out.length - 1] as ExtraTurn | undefined;
      if (previous === undefined || previous.kind !== "ExtraTurn" || previous.count !== 1 || previous.skipUntap) {
        kit.problem(
          "CS1035",
          "'Skip the untap step of that turn.' names the extra turn of the sentence before it: write it right after 'Take an extra turn after this one.'",
          draft.range.start.offset,
          draft.range.end.offset,
        );
        continue;
      }
      previous.skipUntap = true;
      previous.range = kit.range(previous.range.start.offset, draft.range.end.offset);
    }
    return out;
  },
  print: {
    ExtraTurn: {
      clause: (effect, writer) =>
        writer.playerClause(effect.player, true, (verb) => {
          const turns = effect.count === 1 ? "an extra turn" : `${numberWord(effect.count)} extra turns`;
          return `${verb("take", "takes")} ${turns} after this one${effect.skipUntap ? ". Skip the untap step of that turn" : ""}`;
        }),
    },
  },
  check: {
    ExtraTurn: { verb: "Taking extra turns", targetUses: (effect, uses) => usePlayer(uses, effect.player) },
  },
  sentences: [
    { kind: "spell or ability text", template: "Take an extra turn after this one." },
    { kind: "spell or ability text", template: "Target player takes two extra turns after this one." },
    { kind: "spell or ability text", template: "Take an extra turn after this one. Skip the untap step of that turn." },
  ],
};

export default family;
