/**
 * The card a player looked at, after "look at the top card of your library" (families/look-at-library remembers
 * it as the ability's "it"): Morningtide's kinship, "At the beginning of your upkeep, you may look at the top card
 * of your library. If it shares a creature type with ~, you may reveal it. If you do, …". The condition is a
 * part ("it shares a creature type with ~"), checked as the ability resolves, on the card looked at in that
 * resolution (none looked at — the player declined the "may" — is no card: the condition is false); "reveal it"
 * shows that card to every player. "If you do" is the optional family's.
 */
import type { Effect, ObjectRef, SourceRange } from "../../grammar/ast.js";
import { containsNode, LOOKED_AT_CARD as LOOKED_AT, type Draft, type Subject, type SyntaxFamily } from "../../grammar/family.js";

/** What the card looked at is asked: it shares a creature type with an object (the card itself, 2007 rule 212.2f). */
export type LookedAtCondition = { kind: "SharesCreatureTypeWith"; object: ObjectRef };

/** "If it shares a creature type with ~, <clause>" */
export interface IfLookedAtCard {
  kind: "IfLookedAtCard";
  condition: LookedAtCondition;
  effects: Effect[];
  range: SourceRange;
}

/** "reveal it": the card looked at is shown to every player. */
export interface RevealLookedAt {
  kind: "RevealLookedAt";
  range: SourceRange;
}

const family: SyntaxFamily<IfLookedAtCard | RevealLookedAt> = {
  name: "looked-at-card",
  words: { Shares: ["shares", "share"] },
  grammar(kit) {
    const { phrases, tokens } = kit;
    const W = Object.fromEntries(["It", "Shares", "A", "TypeWord", "Type", "With", "Reveal"].map((name) => [name, kit.word(name)]));

    const ifShares = kit.rule("lookedAt_ifShares", (_subject: Subject, drafts: Draft[], start: number) => {
      const objects = kit.subrule(0, phrases.objectAnaphor);
      kit.consume(0, W.Shares);
      kit.consume(0, W.A);
      const noun = kit.consume(0, W.TypeWord);
      kit.consume(0, W.Type);
      kit.consume(0, W.With);
      kit.subrule(0, phrases.selfReference);
      kit.consume(0, tokens.Comma);
      const inner: Draft[] = [];
      kit.subrule(0, phrases.clause, { ARGS: [inner] });
      kit.ACTION(() => {
        if (objects !== LOOKED_AT) {
          kit.problem("CS1034", "Here 'it' is the card looked at: write 'Look at the top card of your library.' before it in the same ability.", start, kit.lastEnd());
          return;
        }
        if (noun.image.toLowerCase() !== "creature") {
          kit.problem("CS1035", `Cards share a creature type, not a ${noun.image.toLowerCase()} type: write 'shares a creature type with'.`, noun.startOffset, noun.endOffset! + 1);
          return;
        }
        drafts.push({
          kind: "IfLookedAtCard",
          condition: { kind: "SharesCreatureTypeWith", object: { kind: "Self" } },
          effects: inner as Effect[],
          range: kit.rangeFrom(start),
        } as IfLookedAtCard);
      });
    });

    const revealIt = kit.rule("lookedAt_reveal", (_subject: Subject, drafts: Draft[], start: number) => {
      kit.subrule(1, phrases.objectAnaphor);
      kit.ACTION(() => drafts.push({ kind: "RevealLookedAt", range: kit.rangeFrom(start) } as RevealLookedAt));
    });

    const is = (i: number, word: string) => kit.LA(i).tokenType === W[word];
    return {
      imperatives: [
        { verb: "If", rule: ifShares, gate: () => is(1, "It") && is(2, "Shares") },
        // "reveal it" is the search family's after a library search; after a look it is this family's.
        { verb: "Reveal", rule: revealIt, gate: () => is(1, "It") && kit.currentObjects() === LOOKED_AT },
      ],
    };
  },
  finish(drafts, kit) {
    // "If it shares …, you may reveal it. If you do, …": the "if you do" answers the "may" inside the condition,
    // so it goes inside it (the card not sharing a type, nothing was revealed: the same meaning).
    for (let i = 0; i + 1 < drafts.length; i++) {
      const draft = drafts[i];
      if (draft.kind !== "IfLookedAtCard" || drafts[i + 1].kind !== "IfYouDo") continue;
      const condition = draft as unknown as IfLookedAtCard;
      if (!condition.effects.some((effect) => effect.kind === "May")) continue;
      const ifYouDo = drafts[i + 1];
      condition.effects = [...condition.effects, ifYouDo as unknown as Effect];
      condition.range = kit.range(condition.range.start.offset, ifYouDo.range.end.offset);
      drafts.splice(i + 1, 1);
    }
    // "it" after a look is the card looked at, which this family's sentences alone act on: any other effect
    // naming it would act on a card in a library the engine's effects do not reach.
    if (!drafts.some((draft) => containsNode(draft, LOOKED_AT.ref))) return drafts;
    return drafts.filter((draft) => {
      if (draft.kind === "IfLookedAtCard" || draft.kind === "RevealLookedAt" || !containsNode(draft, LOOKED_AT.ref)) return true;
      kit.problem("CS1034", "Here 'it' is the card looked at, which can only be revealed or compared ('If it shares a creature type with ~, you may reveal it.').", draft.range.start.offset, draft.range.end.offset);
      return false;
    });
  },
  print: {
    IfLookedAtCard: {
      clause(effect, writer) {
        // An "If you do" inside (see `finish`) is the next sentence, as the card writes it.
        const sentences: string[][] = [[]];
        for (const inner of effect.effects) {
          if (inner.kind === "IfYouDo") sentences.push([]);
          sentences[sentences.length - 1].push(writer.clauseOf(inner));
        }
        const [first, ...rest] = sentences.map((clauses) => clauses.join(" and "));
        const after = rest.map((sentence) => `. ${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}`).join("");
        return `if it shares a creature type with ${writer.objectRef(effect.condition.object)}, ${first}${after}`;
      },
    },
    RevealLookedAt: { clause: () => "reveal it" },
  },
  check: {
    IfLookedAtCard: { verb: "Doing something if the card looked at shares a creature type", targetUses: () => undefined, nested: (effect) => effect.effects },
    RevealLookedAt: { verb: "Revealing the card looked at", targetUses: () => undefined },
  },
  sentences: [
    {
      kind: "spell or ability text",
      template: "Look at the top card of your library. If it shares a creature type with ~, you may reveal it. If you do, draw a card.",
    },
  ],
};

export default family;
