/**
 * Optional effects and what depends on them: "You may shuffle your library." (Ponder), "Target player may draw a
 * card.", "You may put that creature on top of its owner's library. If you do, …". The player decides as the
 * effect happens (a "may" decision: yes or no); "If you do," happens only if the player did the last "may" of
 * the ability.
 */
import type { Effect, PlayerRef, SourceRange } from "../../grammar/ast.js";
import { type SyntaxFamily, alt, fn, type Draft, type Subject } from "../../grammar/family.js";

export interface May {
  kind: "May";
  player: PlayerRef;
  effects: Effect[];
  range: SourceRange;
}

export interface IfYouDo {
  kind: "IfYouDo";
  effects: Effect[];
  range: SourceRange;
}

const family: SyntaxFamily<May | IfYouDo> = {
  name: "optional",
  words: { May: ["may"], Do: ["do"] },
  grammar(kit) {
    const { phrases, tokens } = kit;
    const [You, Do] = ["You", "Do"].map((name) => kit.word(name));

    // "<player> may <predicate>": for you, any clause a card writes without a subject ("You may shuffle your
    // library": "shuffle" has no subject form); for another player, a predicate ("Target player may draw a card").
    const may = kit.rule("optional_may", (subject: Subject, drafts: Draft[], start: number) => {
      const inner: Draft[] = [];
      kit.or(0, [
        {
          GATE: fn(() => subject.player?.kind === "You"),
          IGNORE_AMBIGUITIES: true,
          ALT: fn(() => kit.subrule(0, phrases.imperative, { ARGS: [inner] })),
        },
        { IGNORE_AMBIGUITIES: true, ALT: fn(() => kit.subrule(0, phrases.predicate, { ARGS: [subject, inner] })) },
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

    return { predicates: [{ verb: "May", rule: may }], imperatives: [{ verb: "If", rule: ifYouDo }] };
  },
  finish(drafts, kit) {
    let mayBefore = false;
    for (const draft of drafts) {
      if (draft.kind === "May") mayBefore = true;
      if (draft.kind === "IfYouDo" && !mayBefore) {
        kit.problem("CS1034", "'If you do' refers to something the ability says you may do: write the 'You may …' sentence before it.", draft.range.start.offset, draft.range.end.offset);
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
  },
  check: {
    May: { verb: "Doing something optional", targetUses: () => undefined, nested: (effect) => effect.effects },
    IfYouDo: { verb: "Doing something if you did", targetUses: () => undefined, nested: (effect) => effect.effects },
  },
  sentences: [
    { kind: "spell or ability text", template: "You may shuffle your library." },
    { kind: "spell or ability text", template: "Target player may draw a card." },
    { kind: "spell or ability text", template: "You may draw a card. If you do, discard a card." },
  ],
};

export default family;
