/** "This creature's power and toughness are each equal to your life total.": a characteristic-defining ability. */
import type { Amount, SourceRange } from "../../grammar/ast.js";
import { alt, amountEqualTo, sameNode, type StaticFamily } from "../../grammar/family.js";

/** "This creature's power and toughness are each equal to your life total." (characteristic-defining) */
export interface CharacteristicPowerToughness {
  kind: "CharacteristicPowerToughness";
  power: Amount;
  toughness: Amount;
  /** Written with the card's name ("Master of Etherium's power …") rather than "This creature's". */
  byName?: boolean;
  /**
   * "Domain — Aven Trailblazer's toughness is equal to the number of basic land types among lands you control."
   * (Conflux): the ability defines that one stat (`power` and `toughness` hold the same amount; the other stat is
   * the printed number, its P/T line's '*' only on the stat defined).
   */
  only?: "power" | "toughness";
  range: SourceRange;
}

const family: StaticFamily<CharacteristicPowerToughness> = {
  name: "static-characteristic",
  level: "static",
  words: { PlusWord: ["plus"] },
  grammar(kit) {
    const { phrases, tokens } = kit;
    const [Power, And, Toughness, Are, Each, Equal, To, Life, Total] = ["Power", "And", "Toughness", "Are", "Each", "Equal", "To", "Life", "Total"].map((name) =>
      kit.word(name),
    );
    const [The, NumberNoun, Of, PlusWord, Is] = ["The", "Number", "Of", "PlusWord", "Is"].map((name) => kit.word(name));

    /** "your life total", "his or her life total" */
    const lifeTotal = kit.rule("lifeTotal", (): Amount => {
      const player = kit.subrule(0, phrases.possessivePlayer);
      kit.consume(0, Life);
      kit.consume(0, Total);
      return kit.ACTION(() => ({ kind: "LifeTotal", player }));
    });

    /** "the number of artifacts you control" (counted again each time the layers ask: 6a) */
    const numberOf = kit.rule("numberOf", (): Amount => {
      kit.consume(0, The);
      kit.consume(0, NumberNoun);
      kit.consume(0, Of);
      return kit.or(1, [
        // Domain: "the number of basic land types among lands you control"
        alt(() => kit.subrule(1, phrases.basicLandTypes)),
        // Chroma: "the number of green mana symbols in the mana costs of permanents you control"
        alt(() => kit.subrule(2, phrases.manaSymbols)),
        alt(() => {
          const filter = kit.subrule(0, phrases.objectNoun);
          return kit.ACTION(() => ({ kind: "CountOf", filter }) as Amount);
        }),
      ]);
    });

    /** "This creature's power and toughness are each equal to your life total" */
    const characteristicSentence = kit.rule("characteristicSentence", (start: number): CharacteristicPowerToughness => {
      const first = kit.LA(1);
      kit.subrule(0, phrases.selfReference);
      kit.consume(0, tokens.Possessive);
      // "power and toughness are each equal to", or one stat: "power is equal to" / "toughness is equal to"
      const only = kit.or(5, [
        alt(() => {
          kit.consume(0, Power);
          return kit.or(6, [
            alt(() => {
              kit.consume(0, And);
              kit.consume(0, Toughness);
              kit.consume(0, Are);
              kit.consume(0, Each);
              return undefined;
            }),
            alt(() => {
              kit.consume(0, Is);
              return "power" as const;
            }),
          ]);
        }),
        alt(() => {
          kit.consume(1, Toughness);
          kit.consume(1, Is);
          return "toughness" as const;
        }),
      ]);
      kit.consume(0, Equal);
      kit.consume(0, To);
      const head = kit.or(0, [alt(() => kit.subrule(0, lifeTotal)), alt(() => kit.subrule(0, numberOf))]);
      // "the number of Forests you control plus the number of Treefolk you control" (Dauntless Dourbark)
      const more: Amount[] = [];
      kit.many(0, () => {
        kit.consume(0, PlusWord);
        const term = kit.subrule(1, numberOf);
        kit.ACTION(() => more.push(term));
      });
      const amount = kit.ACTION((): Amount => (more.length === 0 ? head : { kind: "Sum", terms: [head, ...more] }));
      return kit.ACTION(() => {
        const node = { kind: "CharacteristicPowerToughness", power: amount, toughness: amount, range: kit.rangeFrom(start) } as CharacteristicPowerToughness;
        if (first.tokenType.name === "SelfName") node.byName = true;
        if (only !== undefined) node.only = only;
        return node;
      });
    });
    return { sentences: [characteristicSentence] };
  },
  print: {
    CharacteristicPowerToughness: {
      print(effect, writer) {
        const self = effect.byName === true ? `${writer.cardName}'s` : "This creature's";
        if (effect.only !== undefined) return `${self} ${effect.only} is equal to ${amountEqualTo(effect.only === "power" ? effect.power : effect.toughness)}.`;
        if (sameNode(effect.power, effect.toughness)) return `${self} power and toughness are each equal to ${amountEqualTo(effect.power)}.`;
        return `${self} power is equal to ${amountEqualTo(effect.power)} and its toughness is equal to ${amountEqualTo(effect.toughness)}.`;
      },
    },
  },
  check: { CharacteristicPowerToughness: { definesPowerToughness: true } },
  sentences: [
    { kind: "static", template: "This creature's power and toughness are each equal to your life total." },
    { kind: "static", template: "~'s power and toughness are each equal to the number of artifacts you control." },
    { kind: "static", template: "~'s power and toughness are each equal to the number of basic land types among lands you control." },
    { kind: "static", template: "~'s toughness is equal to the number of basic land types among lands you control." },
    { kind: "static", template: "~'s power and toughness are each equal to the number of Forests you control plus the number of Treefolk you control." },
  ],
};

export default family;
