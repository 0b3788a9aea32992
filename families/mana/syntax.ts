/**
 * Mana abilities' effect: "Add {G} to your mana pool." (2007) / "Add {G}." (current), and the choices: "Add {B}
 * or {R} to your mana pool.", "Add {R}, {G}, or {W}.", "Add one mana of any color.", "Add three mana in any
 * combination of colors." (the controller chooses as the ability resolves, 406: at once, without the stack).
 */
import type { ManaCost, PlayerRef, SourceRange } from "../../grammar/ast.js";
import {
  type SyntaxFamily,
  alt,
  andList,
  fn,
  numberWord,
  printManaCost,
  usePlayer,
  type Draft,
  type Subject,
} from "../../grammar/family.js";
import type { IToken } from "chevrotain";

export interface AddMana {
  kind: "AddMana";
  player: PlayerRef;
  mana: ManaCost;
  range: SourceRange;
}

/**
 * One of several amounts of mana (`options`: "{B} or {R}", "{R}, {G}, or {W}"), or `amount` mana of the colours
 * `colors` (all five for "any color"), one colour for all ("of any one color" is not in this era's cards) or in
 * any `combination`.
 */
export type AddManaChoice =
  | {
      kind: "AddManaChoice";
      player: PlayerRef;
      options: ManaCost[];
      range: SourceRange;
    }
  | {
      kind: "AddManaOfColors";
      player: PlayerRef;
      amount: number;
      combination: boolean;
      range: SourceRange;
    };

type ManaNode = AddMana | AddManaChoice;

const family: SyntaxFamily<ManaNode> = {
  name: "mana",
  words: {
    Add: ["add"],
    Pool: ["pool"],
    ColorNoun: ["color", "colors"],
    Combination: ["combination"],
  },
  grammar(kit) {
    const [
      To,
      Your,
      Mana,
      Pool,
      Or,
      Of,
      Any,
      ColorNoun,
      In,
      Combination,
      A,
      NumberWord,
    ] = [
      "To",
      "Your",
      "Mana",
      "Pool",
      "Or",
      "Of",
      "Any",
      "ColorNoun",
      "In",
      "Combination",
      "A",
      "NumberWord",
    ].map((name) => kit.word(name));
    const { ManaSymbol, Comma, NumberLit } = kit.tokens;
    const add = kit.rule(
      "mana_add",
      (_subject: Subject, drafts: Draft[], start: number) => {
        kit.or(0, [
          alt(() => {
            const groups: IToken[][] = [[]];
            kit.atLeastOne(0, () => groups[0].push(kit.consume(0, ManaSymbol)));
            kit.many(0, {
              GATE: fn(
                () =>
                  kit.LA(1).tokenType === Comma &&
                  kit.LA(2).tokenType === ManaSymbol,
              ),
              DEF: fn(() => {
                kit.consume(0, Comma);
                const group: IToken[] = [];
                kit.atLeastOne(1, () => group.push(kit.consume(1, ManaSymbol)));
                groups.push(group);
              }),
            });
            kit.option(0, {
              GATE: fn(
                () =>
                  kit.LA(1).tokenType === Or ||
                  (kit.LA(1).tokenType === Comma && kit.LA(2).tokenType === Or),
              ),
              DEF: fn(() => {
                kit.option(1, () => kit.consume(1, Comma));
                kit.consume(0, Or);
                const group: IToken[] = [];
                kit.atLeastOne(2, () => group.push(kit.consume(2, ManaSymbol)));
                groups.push(group);
              }),
            });
            kit.ACTION(() => {
              const costs = groups.map(
                (group) => kit.manaCostOf(group, false, true).cost,
              );
              const range = kit.rangeFrom(start);
              if (costs.length === 1)
                drafts.push({
                  kind: "AddMana",
                  player: { kind: "You" },
                  mana: costs[0],
                  range,
                } as AddMana);
              else
                drafts.push({
                  kind: "AddManaChoice",
                  player: { kind: "You" },
                  options: costs,
                  range,
                } as AddManaChoice);
            });
          }),
          alt(() => {
            const count = kit.or(1, [
              alt(() => kit.consume(0, A)),
              alt(() => kit.consume(0, NumberWord)),
              alt(() => kit.consume(0, NumberLit)),
            ]);
            kit.consume(0, Mana);
            const combination = kit.or(2, [
              alt(() => {
                kit.consume(0, Of);
                kit.consume(0, Any);
                kit.consume(0, ColorNoun);
                return false;
              }),
              alt(() => {
                kit.consume(0, In);
                kit.consume(1, Any);
                kit.consume(0, Combination);
                kit.consume(1, Of);
                kit.consume(1, ColorNoun);
                return true;
              }),
            ]);
            kit.ACTION(() => {
              const amount =
                count.tokenType === NumberLit
                  ? kit.numberValue(count)
                  : count.tokenType === NumberWord
                    ? kit.numberWordValue(count)
                    : 1;
              drafts.push({
                kind: "AddManaOfColors",
                player: { kind: "You" },
                amount,
                combination,
                range: kit.rangeFrom(start),
              } as AddManaChoice);
            });
          }),
        ]);
        kit.option(5, () => {
          kit.consume(2, To);
          kit.consume(0, Your);
          kit.consume(1, Mana);
          kit.consume(0, Pool);
        });
      },
    );
    return { imperatives: [{ verb: "Add", rule: add }] };
  },
  print: {
    AddMana: {
      clause: (effect, writer) =>
        addText(printAdded(effect.mana, writer.wording), writer.wording),
    },
    AddManaChoice: {
      clause: (effect, writer) =>
        addText(
          andList(
            effect.options.map((option) => printAdded(option, writer.wording)),
            "or",
          ),
          writer.wording,
        ),
    },
    AddManaOfColors: {
      clause: (effect, writer) =>
        addText(
          `${effect.amount === 1 ? "one" : numberWord(effect.amount)} mana ${effect.combination ? "in any combination of colors" : "of any color"}`,
          writer.wording,
        ),
    },
  },
  check: {
    AddMana: {
      verb: "Adding mana",
      targetUses: (effect, uses) => usePlayer(uses, effect.player),
      check(effect, report) {
        checkAdded(effect.mana, report);
      },
    },
    AddManaChoice: {
      verb: "Adding mana",
      targetUses: (effect, uses) => usePlayer(uses, effect.player),
      check(effect, report) {
        for (const option of effect.options) checkAdded(option, report);
      },
    },
    AddManaOfColors: {
      verb: "Adding mana",
      targetUses: (effect, uses) => usePlayer(uses, effect.player),
      check(effect, report) {
        if (effect.amount < 1)
          report(
            "CS2030",
            effect.range,
            "An ability adds at least one mana; write a number from one up.",
          );
      },
    },
  },
  sentences: [
    { kind: "mana", template: "Add {G} to your mana pool." },
    { kind: "mana", template: "Add {G}." },
    { kind: "mana", template: "Add {C}." },
    { kind: "mana", template: "Add one mana of any color to your mana pool." },
    { kind: "mana", template: "Add {B} or {R} to your mana pool." },
  ],
};

export default family;

/**
 * The mana added: generic mana is colorless here, which 2007 writes {1}, {2} and the current Oracle {C}, {C}{C}
 * (Mind Stone: "Add {1} to your mana pool." / "Add {C}.").
 */
function printAdded(mana: ManaCost, wording: "2007" | "current"): string {
  if (wording === "2007") return printManaCost(mana);
  return mana.symbols
    .map((symbol) =>
      symbol.kind === "Generic" && symbol.amount > 0
        ? "{C}".repeat(symbol.amount)
        : printManaCost({ ...mana, symbols: [symbol] }),
    )
    .join("");
}

function addText(mana: string, wording: "2007" | "current"): string {
  return wording === "2007" ? `add ${mana} to your mana pool` : `add ${mana}`;
}

function checkAdded(
  mana: ManaCost,
  report: (code: string, range: SourceRange, message: string) => void,
): void {
  for (const symbol of mana.symbols) {
    if (symbol.kind === "X")
      report(
        "CS2030",
        symbol.range,
        "An ability can't add {X} mana; add known symbols such as {W} or {2}.",
      );
    if (symbol.kind === "Hybrid")
      report(
        "CS2030",
        symbol.range,
        'An ability can\'t add hybrid mana; write the choice: "Add {G} or {W}".',
      );
  }
}
