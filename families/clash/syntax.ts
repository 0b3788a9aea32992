/**
 * Clash (Lorwyn; 2007 rules 701.20, the Lorwyn release notes): "Clash with an opponent." and what depends on it,
 * "If you win, …". The ability's controller chooses an opponent (not a target); both reveal the top card of
 * their library; in turn order each decides whether that card stays on top or goes to the bottom; the cards move
 * together; "you win" when your card's converted mana cost is higher than the opponent's. In the sentences after
 * it, "that player" is the opponent clashed with (PlayerRef `ClashedOpponent`).
 */
import type { Effect, EffectPhrasing, SourceRange } from "../../grammar/ast.js";
import { alt, takeInPreviousEffect, takesOtherwise, type Draft, type SentenceWriter, type Subject, type SyntaxFamily } from "../../grammar/family.js";

export interface Clash {
  kind: "Clash";
  range: SourceRange;
}

/**
 * "If you won, <clause>" (Entangling Trap, Rebellion of the Flamekin): in a "Whenever you clash" ability, happens
 * only if the clash that triggered it was won (701.20c; the binding's `won`). grammar/validate.ts requires the trigger.
 */
export interface IfYouWon {
  kind: "IfYouWon";
  effects: Effect[];
  /** "Otherwise, <clause>" (the sentence after it): what happens if the clash that triggered it was not won. */
  otherwise?: Effect[];
  /** "that creature" where the printer says "it": the first clause's subject as written (printing only). */
  written?: EffectPhrasing;
  range: SourceRange;
}

/**
 * "If you win, <clause>": happens only if the ability's controller won the last clash of the ability before it.
 * "If you win, <clause>. Otherwise, <clause>.": the second happens if he or she did not win (701.20c: a lower or
 * equal converted mana cost, or no card revealed); the conditional family's `finish` moves "Otherwise" in.
 */
export interface IfYouWin {
  kind: "IfYouWin";
  effects: Effect[];
  /**
   * "Clash with an opponent, then return target creature to its owner's hand. If you win, you may put that creature
   * on top of its owner's library instead." (Whirlpool Whelm): the effect written before, which the clause replaces
   * when the clash is won (and, after "you may", the player chooses to): it happens only otherwise. Printed before
   * "If you win, …", where the card wrote it.
   */
  replaces?: Effect[];
  /** "Otherwise, <clause>" (the sentence after it): what happens if the clash was not won. Never with `replaces`. */
  otherwise?: Effect[];
  /** "that creature" where the printer says "it": the first clause's subject as written (printing only). */
  written?: EffectPhrasing;
  range: SourceRange;
}

/**
 * "If you win, repeat this process." (Hoarder's Greed): the spell's instructions are followed again from the first
 * (413.2c: the text is the process), as often as the clash is won. Only a spell's text holds it (CS2093), as the
 * last sentence, under "If you win".
 */
export interface RepeatProcess {
  kind: "RepeatProcess";
  range: SourceRange;
}

const family: SyntaxFamily<Clash | IfYouWin | IfYouWon | RepeatProcess> = {
  name: "clash",
  words: { Clash: ["clash"], Win: ["win"], Won: ["won"], Repeat: ["repeat"], Process: ["process"] },
  grammar(kit) {
    const { phrases, tokens } = kit;
    const [With, A, Opponent, You, Win, Won, Instead] = ["With", "A", "Opponent", "You", "Win", "Won", "Instead"].map((name) => kit.word(name));

    // "Clash with an opponent": the opponent becomes "that player" for the sentences after it.
    const clash = kit.rule("clash_clash", (_subject: Subject, drafts: Draft[], start: number) => {
      kit.consume(0, With);
      kit.consume(0, A);
      kit.consume(0, Opponent);
      kit.ACTION(() => {
        kit.rememberPlayer({ kind: "ClashedOpponent" });
        drafts.push({ kind: "Clash", range: kit.rangeFrom(start) } as Clash);
      });
    });

    // "If you win, <clause>": after a clash; "If you won, <clause>": the clash that triggered the ability
    const ifYouWin = kit.rule("clash_ifYouWin", (_subject: Subject, drafts: Draft[], start: number) => {
      kit.consume(0, You);
      const kind = kit.or(0, [
        alt(() => (kit.consume(0, Win), "IfYouWin" as const)),
        alt(() => (kit.consume(0, Won), "IfYouWon" as const)),
      ]);
      kit.consume(0, tokens.Comma);
      const inner: Draft[] = [];
      kit.subrule(0, phrases.clause, { ARGS: [inner] });
      // "… instead": the effect before is replaced (`finish` takes it in)
      const instead = kit.option(0, () => kit.consume(0, Instead));
      kit.ACTION(() => {
        const node: IfYouWin | IfYouWon = { kind, effects: inner as Effect[], range: kit.rangeFrom(start) };
        if (inner[0]?.phrasing?.subject === "that") node.written = { subject: "that" };
        if (instead !== undefined) {
          if (kind === "IfYouWin") (node as IfYouWin).replaces = [];
          else kit.problem("CS1035", "'If you won, … instead' is not supported: write what happens if you won without 'instead'.", instead.startOffset, kit.lastEnd());
        }
        // "Otherwise, …" after it is what happens if the clash is not won ("… instead" already says that).
        drafts.push(instead === undefined ? takesOtherwise(node) : node);
      });
    });

    // "repeat this process"
    const [This, Process] = ["This", "Process"].map((name) => kit.word(name));
    const repeat = kit.rule("clash_repeat", (_subject: Subject, drafts: Draft[], start: number) => {
      kit.consume(0, This);
      kit.consume(0, Process);
      kit.ACTION(() => drafts.push({ kind: "RepeatProcess", range: kit.rangeFrom(start) } as RepeatProcess));
    });

    return { imperatives: [{ verb: "Clash", rule: clash }, { verb: "If", rule: ifYouWin }, { verb: "Repeat", rule: repeat }] };
  },
  finish(drafts, kit) {
    let clashBefore = false;
    const out: Draft[] = [];
    for (const draft of drafts) {
      if (draft.kind === "Clash") clashBefore = true;
      if (draft.kind === "IfYouWin" && !clashBefore) {
        kit.problem("CS1034", "'If you win' refers to a clash: write 'Clash with an opponent.' before it in the same ability.", draft.range.start.offset, draft.range.end.offset);
      }
      const node = draft as Draft & Partial<IfYouWin>;
      if (node.kind === "IfYouWin" && node.replaces !== undefined) {
        // "… instead": the effect written just before (after the clash) is what the clause replaces; the node
        // takes its place and its joining words.
        const previous = out[out.length - 1];
        if (previous === undefined || previous.kind === "Clash") {
          kit.problem("CS1035", "'If you win, … instead' replaces the effect written before it: write it after the clash, e.g. 'Clash with an opponent, then return target creature to its owner's hand. If you win, … instead.'", draft.range.start.offset, draft.range.end.offset);
        } else {
          node.replaces = [takeInPreviousEffect(out, node, kit)];
        }
      }
      out.push(draft);
    }
    // "If you win, repeat this process.": the spell runs again from its first instruction, so nothing may follow it,
    // and it is asked only when a clash was won (else it would never end).
    // (This runs on the effects an effect holds too: "repeat this process" alone is the clause under "If you win";
    // a spell whose whole text is it is reported by the validator, CS2093.)
    out.forEach((draft, index) => {
      const held = (draft as Draft & { effects?: Draft[] }).effects;
      const bare = draft.kind === "RepeatProcess" && out.length > 1;
      const under = held?.some((inner) => inner.kind === "RepeatProcess") ?? false;
      if (bare || (under && (draft.kind !== "IfYouWin" || held?.length !== 1 || index !== out.length - 1))) {
        kit.problem("CS1035", "'Repeat this process' is written as the last sentence, 'If you win, repeat this process.' after a clash (Hoarder's Greed).", draft.range.start.offset, draft.range.end.offset);
      }
    });
    return out;
  },
  print: {
    Clash: { clause: () => "clash with an opponent" },
    IfYouWin: {
      clause: (effect, writer) => {
        // "return target creature to its owner's hand. If you win, you may put that creature on top … instead": the
        // replaced effect is printed (and names its target) first
        const replaced = effect.replaces?.map((inner) => writer.clauseOf(inner)).join(" and ");
        if (replaced !== undefined) writer.startSentence();
        const won = `if you win, ${effect.effects.map((inner, index) => writer.clauseOf(inner, index === 0 ? effect.written : undefined)).join(" and ")}`;
        return replaced === undefined ? won + otherwiseWords(effect, writer) : `${replaced}. I${won.slice(1)} instead`;
      },
    },
    RepeatProcess: { clause: () => "repeat this process" },
    IfYouWon: {
      clause: (effect, writer) =>
        `if you won, ${effect.effects.map((inner, index) => writer.clauseOf(inner, index === 0 ? effect.written : undefined)).join(" and ")}${otherwiseWords(effect, writer)}`,
    },
  },
  check: {
    Clash: { verb: "Clashing", targetUses: () => undefined },
    IfYouWin: { verb: "Doing something if you won a clash", targetUses: () => undefined, nested: (effect) => [...(effect.replaces ?? []), ...effect.effects, ...(effect.otherwise ?? [])] },
    RepeatProcess: { verb: "Repeating the process", targetUses: () => undefined },
    IfYouWon: { verb: "Doing something if you won the clash that triggered the ability", targetUses: () => undefined, nested: (effect) => [...effect.effects, ...(effect.otherwise ?? [])] },
  },
  sentences: [
    { kind: "spell or ability text", template: "Clash with an opponent. If you win, draw a card." },
    { kind: "spell or ability text", template: "Clash with an opponent. If you win, that player loses 2 life." },
    { kind: "spell or ability text", template: "Clash with an opponent. If you win, draw two cards. Otherwise, draw a card." },
    { kind: "triggered", template: "Whenever you clash, you gain 1 life. If you won, draw a card. Otherwise, you lose 1 life." },
    { kind: "spell or ability text", template: "Clash with an opponent, then return target creature to its owner's hand. If you win, you may put that creature on top of its owner's library instead." },
    { kind: "triggered", template: "Whenever you clash, you gain 1 life. If you won, draw a card." },
    { kind: "spell or ability text", template: "You lose N life and draw N cards, then clash with an opponent. If you win, repeat this process." },
  ],
};

/** ". Otherwise, <clause>" after the condition's own clause, when the card wrote one (its own sentence). */
function otherwiseWords(effect: { otherwise?: Effect[] }, writer: SentenceWriter): string {
  if (effect.otherwise === undefined) return "";
  writer.startSentence();
  return `. Otherwise, ${effect.otherwise.map((inner) => writer.clauseOf(inner)).join(" and ")}`;
}

export default family;
