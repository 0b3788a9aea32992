/**
 * Additional costs to play a spell (409.1b/409.1h of 2007: announced as the spell is played, paid with its total
 * cost): "As an additional cost to play ~, sacrifice a creature." (current: "… to cast this spell, …"), "…, return
 * a creature you control to its owner's hand.", "…, put a -1/-1 counter on a creature you control.", "…, reveal
 * an Elf card from your hand or pay {3}." A static ability of the spell: it functions on the stack as the spell is
 * played (runtime/additional-costs.ts pays it, after the mana).
 */
import type { Amount, ManaCost, ObjectFilter, SourceRange } from "../../grammar/ast.js";
import { alt, article, filterNoun, filterPhrase, fn, numberWord, printManaCost, type StaticFamily } from "../../grammar/family.js";

/** One additional cost: what the player does, to how many of their permanents (or with a card of their hand). */
export type AdditionalCostPart =
  /** "sacrifice a creature", "sacrifice two Goblins"; "sacrifice all creatures you control" (`all`: every one, `count` 0) */
  | { kind: "Sacrifice"; count: number; all?: true; filter: ObjectFilter }
  /** "return a creature you control to its owner's hand" */
  | { kind: "ReturnToHand"; count: number; filter: ObjectFilter }
  /** "put a -1/-1 counter on a creature you control" */
  | { kind: "PutCounter"; counter: string; filter: ObjectFilter }
  /** "reveal an Elf card from your hand or pay {3}" */
  | { kind: "RevealOrPay"; filter: ObjectFilter; mana: ManaCost };

export interface AdditionalCost {
  kind: "AdditionalCost";
  cost: AdditionalCostPart;
  range: SourceRange;
}

const family: StaticFamily<AdditionalCost> = {
  name: "cost-additional",
  level: "static",
  // "additional" is the kernel's ("As an additional cost …", mana's "adds an additional {G}{G}")
  words: {},
  grammar(kit) {
    const { phrases, tokens } = kit;
    const W = Object.fromEntries(
      ["As", "A", "Additional", "Cost", "To", "Play", "Casts", "This", "Spell", "Sacrifices", "Return", "Its", "Owner", "Hand", "Puts", "Counter", "On", "Reveal", "Or", "Pay", "All"].map((name) => [name, kit.word(name)]),
    );

    /** How many: "a", "two" (an additional cost's count is known as the spell is played). */
    const count = (amount: Amount, start: number): number => {
      if (amount.kind === "Number" && amount.value >= 1) return amount.value;
      kit.problem("CS1035", "An additional cost names how many: write e.g. 'sacrifice a creature' or 'sacrifice two creatures'.", start, kit.lastEnd());
      return 1;
    };
    /** The permanents a cost acts on are the player's own ("a creature": one they control, 409.1h). */
    const ownPermanents = (filter: ObjectFilter, start: number): ObjectFilter => {
      if (filter.zone !== "play" || (filter.controller !== undefined && filter.controller.kind !== "You")) {
        kit.problem("CS1035", "An additional cost acts on permanents you control: write e.g. 'sacrifice a creature' or 'return a creature you control to its owner's hand'.", start, kit.lastEnd());
      }
      return filter;
    };

    const costPart = kit.rule("additionalCost_part", (): AdditionalCostPart =>
      kit.or(1, [
        {
          // "sacrifice all creatures you control" (Soulblast): every one that fits, none chosen (none at all pays it too)
          GATE: fn(() => kit.LA(1).tokenType === W.Sacrifices && kit.LA(2).tokenType === W.All),
          ALT: fn(() => {
            kit.consume(1, W.Sacrifices);
            kit.consume(0, W.All);
            const start = kit.LA(1).startOffset;
            const filter = kit.subrule(4, phrases.objectNoun);
            return kit.ACTION(() => ({ kind: "Sacrifice", count: 0, all: true, filter: ownPermanents(filter, start) }) as AdditionalCostPart);
          }),
        },
        alt(() => {
          kit.consume(0, W.Sacrifices);
          const start = kit.LA(1).startOffset;
          const amount = kit.subrule(0, phrases.amount);
          const filter = kit.subrule(0, phrases.objectNoun);
          return kit.ACTION(() => ({ kind: "Sacrifice", count: count(amount, start), filter: ownPermanents(filter, start) }) as AdditionalCostPart);
        }),
        alt(() => {
          kit.consume(0, W.Return);
          const start = kit.LA(1).startOffset;
          const amount = kit.subrule(1, phrases.amount);
          const filter = kit.subrule(1, phrases.objectNoun);
          kit.consume(0, W.To);
          kit.consume(0, W.Its);
          kit.consume(0, W.Owner);
          kit.consume(0, tokens.Possessive);
          kit.consume(0, W.Hand);
          return kit.ACTION(() => ({ kind: "ReturnToHand", count: count(amount, start), filter: ownPermanents(filter, start) }) as AdditionalCostPart);
        }),
        alt(() => {
          kit.consume(0, W.Puts);
          kit.consume(1, W.A);
          const counter = kit.subrule(0, phrases.counterKind);
          kit.consume(0, W.Counter);
          kit.consume(0, W.On);
          const start = kit.LA(1).startOffset;
          const amount = kit.subrule(2, phrases.amount);
          const filter = kit.subrule(2, phrases.objectNoun);
          return kit.ACTION(() => {
            if (amount.kind !== "Number" || amount.value !== 1) kit.problem("CS1035", "An additional cost puts a counter on one permanent: write e.g. 'put a -1/-1 counter on a creature you control'.", start, kit.lastEnd());
            return { kind: "PutCounter", counter, filter: ownPermanents(filter, start) } as AdditionalCostPart;
          });
        }),
        alt(() => {
          kit.consume(0, W.Reveal);
          const start = kit.LA(1).startOffset;
          kit.subrule(3, phrases.amount);
          // The object noun reads "from your hand" itself ("an Elf card from your hand": a card in that zone).
          const filter = kit.subrule(3, phrases.objectNoun);
          kit.consume(0, W.Or);
          kit.consume(0, W.Pay);
          const symbols: ReturnType<typeof kit.consume>[] = [];
          kit.atLeastOne(0, () => {
            symbols.push(kit.consume(0, tokens.ManaSymbol));
          });
          return kit.ACTION(() => {
            if (filter.zone !== "hand" || (filter.controller !== undefined && filter.controller.kind !== "You")) {
              kit.problem("CS1035", "What an additional cost reveals is a card in your hand: write 'reveal a … card from your hand or pay {3}'.", start, kit.lastEnd());
            }
            const { cost } = kit.manaCostOf(symbols, false);
            return { kind: "RevealOrPay", filter, mana: cost } as AdditionalCostPart;
          });
        }),
      ]),
    );

    /** "As an additional cost to play ~, …" / "As an additional cost to cast this spell, …" (or "… to cast ~, …") */
    const additionalCost = kit.rule("additionalCostSentence", (start: number): AdditionalCost => {
      kit.consume(0, W.As);
      kit.consume(0, W.A);
      kit.consume(0, W.Additional);
      kit.consume(0, W.Cost);
      kit.consume(1, W.To);
      kit.or(0, [
        alt(() => {
          kit.consume(0, W.Play);
          kit.subrule(0, phrases.selfReference);
        }),
        alt(() => {
          kit.consume(0, W.Casts);
          kit.or(1, [
            alt(() => {
              kit.consume(0, W.This);
              kit.consume(0, W.Spell);
            }),
            // The Oracle wording of 2008–2016 named the card: "As an additional cost to cast Shard Volley, …"
            alt(() => kit.subrule(1, phrases.selfReference)),
          ]);
        }),
      ]);
      kit.consume(0, tokens.Comma);
      const cost = kit.subrule(0, costPart);
      return kit.ACTION(() => ({ kind: "AdditionalCost", cost, range: kit.rangeFrom(start) }) as AdditionalCost);
    });
    return { sentences: [additionalCost] };
  },
  print: {
    AdditionalCost: {
      print: (node, writer) => {
        const lead = writer.wording === "2007" ? `As an additional cost to play ${writer.cardName}` : "As an additional cost to cast this spell";
        return `${lead}, ${costWords(node.cost)}.`;
      },
    },
  },
  check: { AdditionalCost: {} },
  sentences: [
    { kind: "static", template: "As an additional cost to play ~, sacrifice a creature." },
    { kind: "static", template: "As an additional cost to cast this spell, sacrifice a creature." },
    { kind: "static", template: "As an additional cost to play ~, return a creature you control to its owner's hand." },
    { kind: "static", template: "As an additional cost to play ~, put a -1/-1 counter on a creature you control." },
    { kind: "static", template: "As an additional cost to play ~, reveal an Elf card from your hand or pay {3}." },
  ],
};

/** One permanent ("a creature you control") or several ("two creatures you control"). */
function permanents(count: number, filter: ObjectFilter): string {
  return count === 1 ? filterPhrase(filter, "singular", "a") : `${numberWord(count)} ${filterPhrase(filter, "plural", "bare")}`;
}

function costWords(cost: AdditionalCostPart): string {
  switch (cost.kind) {
    case "Sacrifice":
      return cost.all === true ? `sacrifice ${filterPhrase(cost.filter, "plural", "all")}` : `sacrifice ${permanents(cost.count, cost.filter)}`;
    case "ReturnToHand":
      return `return ${permanents(cost.count, cost.filter)} to ${cost.count === 1 ? "its owner's hand" : "their owners' hands"}`;
    case "PutCounter":
      return `put ${article(cost.counter)} ${cost.counter} counter on ${permanents(1, cost.filter)}`;
    case "RevealOrPay": {
      const noun = filterNoun(cost.filter, "singular");
      return `reveal ${article(noun)} ${noun} from your hand or pay ${printManaCost(cost.mana)}`;
    }
  }
}

export default family;
