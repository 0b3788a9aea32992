/** "This creature's power and toughness are each equal to your life total.": a characteristic-defining ability. */
import type { Amount, SourceRange } from "../../grammar/ast.js";
import { amountEqualTo, sameNode, type StaticFamily } from "../../grammar/family.js";

/** "This creature's power and toughness are each equal to your life total." (characteristic-defining) */
export interface CharacteristicPowerToughness {
  kind: "CharacteristicPowerToughness";
  power: Amount;
  toughness: Amount;
  range: SourceRange;
}

const family: StaticFamily<CharacteristicPowerToughness> = {
  name: "static-characteristic",
  level: "static",
  grammar(kit) {
    const { phrases, tokens } = kit;
    const [Power, And, Toughness, Are, Each, Equal, To, Life, Total] = ["Power", "And", "Toughness", "Are", "Each", "Equal", "To", "Life", "Total"].map((name) =>
      kit.word(name),
    );

    /** "your life total", "his or her life total" */
    const lifeTotal = kit.rule("lifeTotal", (): Amount => {
      const player = kit.subrule(0, phrases.possessivePlayer);
      kit.consume(0, Life);
      kit.consume(0, Total);
      return kit.ACTION(() => ({ kind: "LifeTotal", player }));
    });

    /** "This creature's power and toughness are each equal to your life total" */
    const characteristicSentence = kit.rule("characteristicSentence", (start: number): CharacteristicPowerToughness => {
      kit.subrule(0, phrases.selfReference);
      kit.consume(0, tokens.Possessive);
      kit.consume(0, Power);
      kit.consume(0, And);
      kit.consume(0, Toughness);
      kit.consume(0, Are);
      kit.consume(0, Each);
      kit.consume(0, Equal);
      kit.consume(0, To);
      const amount = kit.subrule(0, lifeTotal);
      return kit.ACTION(() => ({ kind: "CharacteristicPowerToughness", power: amount, toughness: amount, range: kit.rangeFrom(start) }) as CharacteristicPowerToughness);
    });
    return { sentences: [characteristicSentence] };
  },
  print: {
    CharacteristicPowerToughness: {
      print(effect) {
        if (sameNode(effect.power, effect.toughness)) return `This creature's power and toughness are each equal to ${amountEqualTo(effect.power)}.`;
        return `This creature's power is equal to ${amountEqualTo(effect.power)} and its toughness is equal to ${amountEqualTo(effect.toughness)}.`;
      },
    },
  },
  check: { CharacteristicPowerToughness: { definesPowerToughness: true } },
  sentences: [{ kind: "static", template: "This creature's power and toughness are each equal to your life total." }],
};

export default family;
