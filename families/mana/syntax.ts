/** Mana abilities' effect: "Add {G} to your mana pool." (2007) / "Add {G}." (current). */
import type { ManaCost, PlayerRef, SourceRange } from "../../grammar/ast.js";
import { type SyntaxFamily, printManaCost, usePlayer, type Draft, type Subject } from "../../grammar/family.js";
import type { IToken } from "chevrotain";

export interface AddMana {
  kind: "AddMana";
  player: PlayerRef;
  mana: ManaCost;
  range: SourceRange;
}

const family: SyntaxFamily<AddMana> = {
  name: "mana",
  words: { Add: ["add"], Pool: ["pool"] },
  grammar(kit) {
    const [To, Your, Mana, Pool] = ["To", "Your", "Mana", "Pool"].map((name) => kit.word(name));
    const add = kit.rule("mana_add", (_subject: Subject, drafts: Draft[], start: number) => {
      const symbols: IToken[] = [];
      kit.atLeastOne(0, () => symbols.push(kit.consume(0, kit.tokens.ManaSymbol)));
      kit.option(5, () => {
        kit.consume(2, To);
        kit.consume(0, Your);
        kit.consume(0, Mana);
        kit.consume(0, Pool);
      });
      kit.ACTION(() => {
        const { cost, tap } = kit.manaCostOf(symbols, false);
        if (!tap) drafts.push({ kind: "AddMana", player: { kind: "You" }, mana: cost, range: kit.rangeFrom(start) } as AddMana);
      });
    });
    return { imperatives: [{ verb: "Add", rule: add }] };
  },
  print: {
    AddMana: { clause: (effect, writer) => (writer.wording === "2007" ? `add ${printManaCost(effect.mana)} to your mana pool` : `add ${printManaCost(effect.mana)}`) },
  },
  check: {
    AddMana: {
      verb: "Adding mana",
      targetUses: (effect, uses) => usePlayer(uses, effect.player),
      check(effect, report) {
        for (const symbol of effect.mana.symbols) {
          if (symbol.kind === "X") report("CS2030", symbol.range, "An ability can't add {X} mana; add known symbols such as {W} or {2}.");
        }
      },
    },
  },
  sentences: [
    { kind: "mana", template: "Add {G} to your mana pool." },
    { kind: "mana", template: "Add {G}." },
  ],
};

export default family;
