/**
 * Mana abilities' effect: "Add {G} to your mana pool." (2007) / "Add {G}." (current), and the choices: "Add {B}
 * or {R} to your mana pool.", "Add {R}, {G}, or {W}.", "Add one mana of any color.", "Add three mana in any
 * combination of colors." (the controller chooses as the ability resolves, 406: at once, without the stack), and
 * "Add one mana of the chosen color to your mana pool." (Coldsteel Heart: the colour its permanent chose as it came
 * into play, replacement-as-enters).
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
  type SentenceWriter,
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
 * `colors` (all five for "any color"), one colour for all ("three mana of any one color", Lotus Bloom: the same
 * mana as "of any color", written with "one": `anyOneWords`) or in any `combination`.
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
      /**
       * "of the chosen color": the colour chosen as the permanent came into play, not the player's choice now (the
       * validator's CS2035 asks for the card's "As ~ comes into play, choose a color.").
       */
      ofColor?: { kind: "ChosenColor" };
      /** Written form: "of any one color" (Lotus Bloom) rather than "of any color": one colour for all, either way. */
      anyOneWords?: true;
      range: SourceRange;
    };

type ManaNode = AddMana | AddManaChoice;

const family: SyntaxFamily<ManaNode> = {
  name: "mana",
  words: {
    Add: ["add"],
    Adds: ["adds"],
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
            const combination = kit.or<boolean | "chosen" | "anyOne">(2, [
              alt(() => {
                kit.consume(0, Of);
                kit.consume(0, Any);
                // "three mana of any one color" (Lotus Bloom): one colour for all of it
                const one = kit.option(7, () => kit.consume(7, NumberWord));
                kit.consume(0, ColorNoun);
                return kit.ACTION(() => {
                  if (one === undefined) return false;
                  if (one.image.toLowerCase() !== "one") kit.problem("CS1035", `Write 'of any one color' (one colour for all the mana), not 'of any ${one.image} color'.`, one.startOffset, one.startOffset + one.image.length);
                  return "anyOne" as const;
                });
              }),
              alt(() => {
                // "of the chosen color" (Coldsteel Heart)
                kit.consume(2, Of);
                kit.consume(0, kit.word("The"));
                kit.consume(0, kit.word("Chosen"));
                kit.consume(2, ColorNoun);
                return "chosen" as const;
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
              const node: AddManaChoice = {
                kind: "AddManaOfColors",
                player: { kind: "You" },
                amount,
                combination: combination === true,
                range: kit.rangeFrom(start),
              };
              if (combination === "chosen") node.ofColor = { kind: "ChosenColor" };
              if (combination === "anyOne" && node.kind === "AddManaOfColors") node.anyOneWords = true;
              drafts.push(node as unknown as Draft);
            });
          }),
        ]);
        kit.option(5, () => {
          kit.consume(2, To);
          // "to your mana pool"; "its controller adds {G}{G} to his or her mana pool" (Overgrowth): the subject's pool,
          // whatever the pronoun (the printer writes it from the subject)
          kit.or(3, [
            alt(() => kit.consume(0, Your)),
            alt(() => {
              kit.consume(0, kit.word("His"));
              kit.consume(1, Or);
              kit.consume(0, kit.word("Her"));
            }),
          ]);
          kit.consume(1, Mana);
          kit.consume(0, Pool);
        });
      },
    );
    // "its controller adds {G}{G} to his or her mana pool" (current: "adds an additional {G}{G}", the same mana: the
    // Oracle's word for mana added beside the land's own): the mana goes to the subject's pool
    const adds = kit.rule("mana_adds", (subject: Subject, drafts: Draft[], start: number) => {
      kit.option(6, () => {
        kit.consume(3, A);
        kit.consume(0, kit.word("Additional"));
      });
      const inner: Draft[] = [];
      kit.subrule(1, add, { ARGS: [subject, inner, start] });
      kit.ACTION(() => {
        const added = inner[0] as ManaNode | undefined;
        if (added === undefined) return;
        kit.playerEffect(drafts, subject, start, (player, range) => ({ ...added, player, range }) as ManaNode);
      });
    });
    return { imperatives: [{ verb: "Add", rule: add }], predicates: [{ verb: "Adds", rule: adds }] };
  },
  print: {
    AddMana: {
      clause: (effect, writer) =>
        addText(printAdded(effect.mana, writer.wording), effect, writer),
    },
    AddManaChoice: {
      clause: (effect, writer) =>
        addText(
          andList(
            effect.options.map((option) => printAdded(option, writer.wording)),
            "or",
          ),
          effect,
          writer,
        ),
    },
    AddManaOfColors: {
      clause: (effect, writer) =>
        addText(
          `${effect.amount === 1 ? "one" : numberWord(effect.amount)} mana ${effect.ofColor !== undefined ? "of the chosen color" : effect.combination ? "in any combination of colors" : effect.anyOneWords ? "of any one color" : "of any color"}`,
          effect,
          writer,
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
    { kind: "mana", template: "Add one mana of the chosen color to your mana pool." },
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

/**
 * "add {G} to your mana pool" / "add {G}"; another player than you: "its controller adds {G}{G} to his or her mana
 * pool", which the current wording says "its controller adds an additional {G}{G}" (Overgrowth, Fertile Ground:
 * an Aura's land's controller gets mana beside the land's own).
 */
function addText(mana: string, effect: ManaNode, writer: SentenceWriter): string {
  if (effect.player.kind === "You") return writer.wording === "2007" ? `add ${mana} to your mana pool` : `add ${mana}`;
  const additional = effect.player.kind === "ControllerOf" ? "an additional " : "";
  return writer.playerClause(effect.player, false, (verb) =>
    writer.wording === "2007" ? `${verb("add", "adds")} ${mana} to ${writer.his(effect.player)} mana pool` : `${verb("add", "adds")} ${additional}${mana}`,
  );
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
