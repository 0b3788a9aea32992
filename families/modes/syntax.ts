/**
 * Modal spells (2007 409.1b, glossary "Modal"): "Choose one — Destroy target enchantment; or draw two cards; or
 * target player discards two cards." (the printed wording) and "Choose one — • Destroy target enchantment.
 * • Draw two cards. • Target player discards two cards." (the Oracle wording, as the importer joins its lines).
 *
 * Each mode is made of ordinary clauses: the kernel's `clause` phrase, the same rule as any spell sentence, so a
 * mode says whatever the families say. In the printed wording "or" before a mode is the list's word, not part of
 * the mode. A mode's targets are the targets its clauses declare (by index into the ability's target list): only
 * the chosen modes' targets are chosen (runtime/modes.ts). "it" and "that player" never reach into another mode.
 */
import type { Effect, SourceRange } from "../../grammar/ast.js";
import { modeRange, type Draft, type ModeCount, type SentenceWriter, type Subject, type SyntaxFamily } from "../../grammar/family.js";

export type { ModeCount };

export interface Mode {
  kind: "Mode";
  effects: Effect[];
  /** Indices into the ability's targets of the targets this mode declares. */
  targets: number[];
  range: SourceRange;
}

export interface ChooseModes {
  kind: "ChooseModes";
  count: ModeCount;
  /** The range of the count's words ("one or both"), for diagnostics. */
  countRange: SourceRange;
  modes: Mode[];
  range: SourceRange;
}

const COUNT_WORDS: Readonly<Record<string, ModeCount>> = { one: "one", two: "two", three: "three" };

function capitalise(text: string): string {
  return text.length === 0 ? text : text[0].toUpperCase() + text.slice(1);
}

/** A mode's sentences: each effect's clause, the first capitalised when `capitaliseFirst`. */
function modeText(mode: Mode, writer: SentenceWriter, capitaliseFirst: boolean): string {
  writer.forgetAntecedents(); // the parser reads each mode afresh ("those creatures" can't name another mode's)
  return mode.effects.map((effect, i) => (i > 0 || capitaliseFirst ? capitalise(writer.clauseOf(effect)) : writer.clauseOf(effect))).join(". ");
}

const family: SyntaxFamily<ChooseModes> = {
  name: "modes",
  words: { Both: ["both"] },
  grammar(kit) {
    const { phrases, tokens } = kit;
    const [NumberWord, Or, Both, More, And, Then, You] = ["NumberWord", "Or", "Both", "More", "And", "Then", "You"].map((name) => kit.word(name));

    // One mode: clauses, joined as a sentence joins them ("…, then …", "… and …"), and in the Oracle wording
    // further sentences before the next bullet.
    const mode = kit.rule("modes_mode", (modes: Mode[]) => {
      const start = kit.LA(1).startOffset;
      const before = kit.ACTION(() => {
        kit.forgetAntecedents();
        return kit.targetCount();
      });
      const inner: Draft[] = [];
      kit.subrule(0, phrases.clause, { ARGS: [inner] });
      kit.many(0, {
        GATE: () => {
          const next = kit.LA(1).tokenType;
          if (next === And || next === Then) return true;
          // A bare comma before a clause without a subject, as a sentence joins them ("…, reveal it, put it into your
          // hand, then shuffle your library": Primal Command), or before "you" ("…, you choose a card from it, then …":
          // Splitting Headache)
          if (next === tokens.Comma) return kit.LA(2).tokenType === And || kit.LA(2).tokenType === Then || kit.LA(2).tokenType === You || kit.imperativeFollows(2);
          // A further sentence of the mode: a period not followed by the next bullet or the line's end.
          return next === tokens.Period && kit.LA(2).tokenType !== tokens.Bullet && kit.LA(2).tokenType !== tokens.EOF;
        },
        DEF: () => {
          const comma = kit.option(0, () => kit.consume(0, tokens.Comma));
          const word = kit.or(0, [
            { ALT: () => kit.consume(1, And) },
            { ALT: () => kit.consume(1, Then) },
            { ALT: () => kit.consume(1, tokens.Period) },
            { GATE: () => comma !== undefined, ALT: () => undefined },
          ]);
          const next = inner.length;
          kit.subrule(1, phrases.clause, { ARGS: [inner] });
          // The words joining the clauses, as a sentence records them: the reveal family prints "…, you choose …,
          // then …" back from them.
          kit.ACTION(() => {
            const draft = inner[next];
            if (draft === undefined || comma === undefined || word?.tokenType === tokens.Period) return;
            draft.phrasing = { ...draft.phrasing, joined: word === undefined ? "," : word.tokenType === Then ? ", then" : ", and" };
          });
        },
      });
      kit.ACTION(() => {
        const targets: number[] = [];
        for (let index = before; index < kit.targetCount(); index++) targets.push(index);
        modes.push({ kind: "Mode", effects: inner as Effect[], targets, range: kit.rangeFrom(start) });
      });
    });

    const choose = kit.rule("modes_choose", (_subject: Subject, drafts: Draft[], start: number) => {
      const countStart = kit.LA(1).startOffset;
      const first = kit.consume(0, NumberWord);
      const or = kit.option(1, () => {
        kit.consume(0, Or);
        return kit.or(1, [{ ALT: () => kit.consume(0, Both) }, { ALT: () => kit.consume(0, More) }]);
      });
      const countEnd = kit.lastEnd();
      kit.consume(0, tokens.Dash);
      const modes: Mode[] = [];
      kit.or(2, [
        {
          // Oracle: "• Destroy target enchantment. • Draw two cards. • …" (the last period is the sentence's).
          ALT: () => {
            kit.consume(0, tokens.Bullet);
            kit.subrule(0, mode, { ARGS: [modes] });
            kit.many(1, {
              GATE: () => kit.LA(1).tokenType === tokens.Period && kit.LA(2).tokenType === tokens.Bullet,
              DEF: () => {
                kit.consume(2, tokens.Period);
                kit.consume(1, tokens.Bullet);
                kit.subrule(1, mode, { ARGS: [modes] });
              },
            });
          },
        },
        {
          // Printed: "Destroy target enchantment; or draw two cards; or …".
          ALT: () => {
            kit.subrule(2, mode, { ARGS: [modes] });
            kit.many(2, () => {
              kit.consume(0, tokens.Semicolon);
              kit.option(2, () =>
                kit.or(3, [
                  { ALT: () => kit.consume(1, Or) },
                  {
                    // "; and/or" (Branching Bolt: the 2008 printed words of "Choose one or both")
                    ALT: () => {
                      kit.consume(2, And);
                      kit.consume(0, tokens.Slash);
                      kit.consume(2, Or);
                    },
                  },
                ]),
              );
              kit.subrule(3, mode, { ARGS: [modes] });
            });
          },
        },
      ]);
      kit.ACTION(() => {
        const word = first.image.toLowerCase();
        const count: ModeCount | undefined =
          or === undefined ? COUNT_WORDS[word] : word === "one" ? (or.tokenType === Both ? "one or both" : "one or more") : undefined;
        if (count === undefined) {
          kit.problem(
            "CS1082",
            `A modal spell chooses "one", "two", "three", "one or both" or "one or more" of its modes, not "${first.image}${or ? ` or ${or.image}` : ""}": write 'Choose one —' or one of the others.`,
            countStart,
            countEnd,
          );
        }
        drafts.push({ kind: "ChooseModes", count: count ?? "one", countRange: kit.range(countStart, countEnd), modes, range: kit.rangeFrom(start) } as ChooseModes);
      });
    });

    return { imperatives: [{ verb: "Choose", rule: choose }] };
  },
  print: {
    ChooseModes: {
      clause: (effect, writer) =>
        writer.wording === "2007"
          ? // "Choose one or both — …; and/or …": the printed words of its time (Shards of Alara, Branching Bolt).
            `choose ${effect.count} — ${effect.modes.map((mode, i) => (i === 0 ? modeText(mode, writer, true) : `${effect.count === "one or both" ? "and/or" : "or"} ${modeText(mode, writer, false)}`)).join("; ")}`
          : `choose ${effect.count} — ${effect.modes.map((mode) => `• ${modeText(mode, writer, true)}`).join(". ")}`,
    },
  },
  check: {
    ChooseModes: {
      verb: "Choosing modes",
      targetUses: () => undefined,
      nested: (effect) => effect.modes.flatMap((mode) => mode.effects),
      check(effect, report) {
        const { min } = modeRange(effect.count, effect.modes.length);
        if (effect.count === "one or both" && effect.modes.length !== 2) {
          report("CS2080", effect.countRange, `"Choose one or both" chooses among exactly two modes; this spell has ${effect.modes.length}: write 'Choose one —' (or 'Choose one or more —') for ${effect.modes.length} modes, or keep two.`);
        } else if (min > effect.modes.length) {
          report("CS2080", effect.countRange, `"Choose ${effect.count}" needs at least ${min} modes to choose from; this spell has ${effect.modes.length}: add a mode, or choose fewer ('Choose one —').`);
        } else if (effect.modes.length < 2) {
          report("CS2080", effect.countRange, `A modal spell offers a choice: "Choose ${effect.count}" with a single mode chooses nothing. Add a mode after '; or' (or '•'), or write the mode's sentence without 'Choose ${effect.count} —'.`);
        }
      },
    },
  },
  sentences: [
    { kind: "spell or ability text", template: "Choose one — Destroy target creature; or draw N cards." },
    { kind: "spell or ability text", template: "Choose two — Counter target spell; or return target permanent to its owner's hand; or draw a card." },
  ],
};

export default family;
