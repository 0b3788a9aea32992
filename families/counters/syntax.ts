/**
 * Counters placed on and removed from permanents: "Put a +1/+1 counter on each creature you control.", "Put a
 * -1/-1 counter on target creature for each -1/-1 counter on ~.", "Remove a -1/-1 counter from target creature.",
 * "Remove all -1/-1 counters from it."
 */
import type { Amount, CounterKind, ObjectSet, SourceRange } from "../../grammar/ast.js";
import { type SyntaxFamily, alt, countedNoun, useObjects, type Draft, type Subject } from "../../grammar/family.js";

export interface PutCounters {
  kind: "PutCounters";
  objects: ObjectSet;
  counter: CounterKind;
  amount: Amount;
  /**
   * ", two +1/+1 counters on another target creature, and three +1/+1 counters on a third target creature"
   * (Incremental Growth): more counters put in the same clause, in the order written.
   */
  also?: { amount: Amount; counter: CounterKind; objects: ObjectSet }[];
  range: SourceRange;
}

/**
 * "Remove a -1/-1 counter from target creature." (`amount` null: "Remove all -1/-1 counters from it."). `counter`
 * absent: "remove a counter from target permanent" (Medicine Runner): any kind, the controller choosing which of the
 * kinds the permanent has, one counter at a time.
 */
export interface RemoveCounters {
  kind: "RemoveCounters";
  objects: ObjectSet;
  counter?: CounterKind;
  amount: Amount | null;
  range: SourceRange;
}

/**
 * "Move a counter from target creature onto another target creature." (Leech Bonder; Oracle "onto a second target
 * creature"), "Move all counters from target creature onto another target creature." (Fate Transfer). `counter`:
 * a kind when the text names one ("a +1/+1 counter"); absent, any kind (for "a counter", chosen on resolution).
 */
export interface MoveCounters {
  kind: "MoveCounters";
  from: ObjectSet;
  to: ObjectSet;
  all: boolean;
  counter?: CounterKind;
  range: SourceRange;
}

const family: SyntaxFamily<PutCounters | RemoveCounters | MoveCounters> = {
  name: "counters",
  words: { Move: ["move", "moves"] },
  grammar(kit) {
    const { phrases } = kit;
    const [Counter, On, From, All, A, NumberWord, X, And] = ["Counter", "On", "From", "All", "A", "NumberWord", "X", "And"].map((name) => kit.word(name));
    // ", two +1/+1 counters on …" / ", and three … counters on …": another part of the same clause (a count, then
    // "counter(s) on" within the next few words).
    const morePartFollows = (): boolean => {
      if (kit.LA(1).tokenType !== kit.tokens.Comma) return false;
      const first = kit.LA(2).tokenType === And ? 3 : 2;
      if (!counts.has(kit.LA(first).tokenType)) return false;
      for (let i = first + 1; i <= first + 6; i++) {
        const type = kit.LA(i).tokenType;
        if (type === Counter) return kit.LA(i + 1).tokenType === On;
        if (type === kit.tokens.EOF || type === kit.tokens.Period || type === kit.tokens.Comma) return false;
      }
      return false;
    };
    // "Remove" is also "Remove target creature from the game." (families/exile): this phrase is the one whose
    // count and counter kind come first ("a -1/-1 counter", "all +1/+1 counters", "two charge counters").
    const counts = new Set([All, A, NumberWord, X, kit.tokens.NumberLit]);
    const put = kit.rule("counters_put", (_subject: Subject, drafts: Draft[], start: number) => {
      const amount = kit.subrule(0, phrases.amount);
      const counter = kit.subrule(0, phrases.counterKind);
      kit.consume(0, Counter);
      kit.consume(0, On);
      const objects = kit.subrule(0, phrases.objectSet);
      const also: NonNullable<PutCounters["also"]> = [];
      kit.many(0, {
        GATE: morePartFollows,
        DEF: () => {
          kit.consume(0, kit.tokens.Comma);
          kit.option(0, () => kit.consume(0, And));
          const moreAmount = kit.subrule(1, phrases.amount);
          const moreCounter = kit.subrule(1, phrases.counterKind);
          kit.consume(1, Counter);
          kit.consume(1, On);
          const moreObjects = kit.subrule(1, phrases.objectSet);
          kit.ACTION(() => also.push({ amount: moreAmount, counter: moreCounter, objects: moreObjects }));
        },
      });
      kit.ACTION(() => {
        const effect = { kind: "PutCounters", objects, counter, amount, range: kit.rangeFrom(start) } as PutCounters;
        if (also.length > 0) effect.also = also;
        drafts.push(effect);
      });
    });
    const remove = kit.rule("counters_remove", (_subject: Subject, drafts: Draft[], start: number) => {
      const amount = kit.or(0, [
        alt(() => {
          kit.consume(0, All);
          return null;
        }),
        alt(() => kit.subrule(0, phrases.amount)),
      ]);
      const counter = kit.option(3, () => kit.subrule(0, phrases.counterKind));
      kit.consume(0, Counter);
      kit.consume(0, From);
      const objects = kit.subrule(0, phrases.objectSet);
      kit.ACTION(() => {
        const effect = { kind: "RemoveCounters", objects, amount, range: kit.rangeFrom(start) } as RemoveCounters;
        if (counter !== undefined) effect.counter = counter;
        drafts.push(effect);
      });
    });
    const removesCounters = () => {
      if (!counts.has(kit.LA(1).tokenType)) return false;
      for (let i = 2; i <= 7; i++) {
        const type = kit.LA(i).tokenType;
        if (type === Counter) return kit.LA(i + 1).tokenType === From;
        if (type === kit.tokens.EOF || type === kit.tokens.Period) return false;
      }
      return false;
    };
    const Onto = kit.word("Onto");
    const move = kit.rule("counters_move", (_subject: Subject, drafts: Draft[], start: number) => {
      const all = kit.or(1, [
        alt(() => {
          kit.consume(1, All);
          return true;
        }),
        alt(() => {
          kit.consume(1, A);
          return false;
        }),
      ]);
      const counter = kit.option(1, { GATE: () => kit.LA(1).tokenType !== Counter, DEF: () => kit.subrule(2, phrases.counterKind) });
      kit.consume(2, Counter);
      kit.consume(2, From);
      const from = kit.subrule(2, phrases.objectSet);
      kit.consume(0, Onto);
      const to = kit.subrule(3, phrases.objectSet);
      kit.ACTION(() => {
        const effect = { kind: "MoveCounters", from, to, all, range: kit.rangeFrom(start) } as MoveCounters;
        if (counter !== undefined) effect.counter = counter;
        drafts.push(effect);
      });
    });
    return {
      imperatives: [
        { verb: "Move", rule: move },
        { verb: "Puts", rule: put },
        { verb: "Remove", rule: remove, gate: removesCounters },
      ],
    };
  },
  print: {
    PutCounters: {
      clause: (effect, writer) => {
        const part = (amount: Amount, counter: CounterKind, objects: ObjectSet): string => `${countedNoun(amount, `${counter} counter`)} on ${writer.objects(objects, "each")}`;
        const more = effect.also ?? [];
        // "…, two … on another target creature, and three … on a third target creature": the last after ", and".
        const also = more.map((next, i) => `${i === more.length - 1 ? ", and" : ","} ${part(next.amount, next.counter, next.objects)}`).join("");
        return `put ${part(effect.amount, effect.counter, effect.objects)}${also}`;
      },
    },
    MoveCounters: {
      clause: (effect, writer) => {
        const kind = effect.counter !== undefined ? `${effect.counter} ` : "";
        const what = effect.all ? `all ${kind}counters` : `${effect.counter !== undefined ? countedNoun({ kind: "Number", value: 1 }, `${effect.counter} counter`) : "a counter"}`;
        return `move ${what} from ${writer.objects(effect.from, "each")} onto ${writer.objects(effect.to, "each")}`;
      },
    },
    RemoveCounters: {
      clause: (effect, writer) =>
        `remove ${effect.amount === null ? `all ${effect.counter === undefined ? "" : `${effect.counter} `}counters` : countedNoun(effect.amount, effect.counter === undefined ? "counter" : `${effect.counter} counter`)} from ${writer.objects(effect.objects, "each")}`,
    },
  },
  check: {
    PutCounters: {
      verb: "Putting counters",
      targetUses: (effect, uses) => {
        useObjects(uses, effect.objects, "play");
        for (const more of effect.also ?? []) useObjects(uses, more.objects, "play");
      },
    },
    MoveCounters: {
      verb: "Moving counters",
      targetUses: (effect, uses) => {
        useObjects(uses, effect.from, "play");
        useObjects(uses, effect.to, "play");
      },
    },
    RemoveCounters: { verb: "Removing counters", targetUses: (effect, uses) => useObjects(uses, effect.objects, "play") },
  },
  sentences: [
    { kind: "spell or ability text", template: "Put a +1/+1 counter on each creature you control." },
    { kind: "spell or ability text", template: "Put N +1/+1 counters on target creature." },
    { kind: "spell or ability text", template: "Put a +1/+1 counter on target creature, two +1/+1 counters on another target creature, and three +1/+1 counters on a third target creature." },
    { kind: "spell or ability text", template: "Put a +1/+1 counter on target creature for each Elf you control." },
    { kind: "spell or ability text", template: "Remove a -1/-1 counter from target creature." },
    { kind: "spell or ability text", template: "Remove a counter from target permanent." },
    { kind: "spell or ability text", template: "Move a counter from target creature onto another target creature." },
    { kind: "spell or ability text", template: "Move all counters from target creature onto another target creature." },
    { kind: "spell or ability text", template: "Remove all -1/-1 counters from each creature you control." },
  ],
};

export default family;
