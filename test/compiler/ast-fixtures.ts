/**
 * Hand-built ASTs (the contract of grammar/ast.ts) for compiler tests that must not depend on the parser:
 * each card's source text plus its tree, with ranges computed from line numbers of that text.
 */
import type { Ability, Card, CardFile, Effect, ObjectFilter, SourceRange, TargetSpec } from "../../grammar/ast.js";

export interface Fixture {
  file: string;
  source: string;
  ast: CardFile;
}

/** The range of line `line` (1-based) of `source`, without its indentation. */
export function lineRange(source: string, line: number): SourceRange {
  const lines = source.split("\n");
  let offset = 0;
  for (let index = 0; index < line - 1; index += 1) offset += lines[index].length + 1;
  const text = lines[line - 1];
  const indent = text.length - text.trimStart().length;
  const start = { offset: offset + indent, line, column: indent + 1 };
  const end = { offset: offset + text.trimEnd().length, line, column: text.trimEnd().length + 1 };
  return { start, end };
}

function lineOf(source: string, needle: string): number {
  const index = source.split("\n").findIndex((line) => line.includes(needle));
  if (index < 0) throw new Error(`fixture: '${needle}' not in source`);
  return index + 1;
}

const filter = (partial: Partial<ObjectFilter>): ObjectFilter => ({ types: [], excludedTypes: [], zone: "play", ...partial });

/** Builds a card from its source; `abilities` get the range of the line containing their key text. */
export function cardFixture(
  file: string,
  source: string,
  head: Omit<Card, "kind" | "range" | "nameRange" | "abilities" | "typeLine"> & { types: Card["typeLine"]["types"]; supertypes?: Card["typeLine"]["supertypes"]; subtypes?: string[] },
  abilities: { line: string; ability: (range: SourceRange) => Ability }[],
): Fixture {
  const lines = source.split("\n");
  const whole: SourceRange = {
    start: { offset: 0, line: 1, column: 1 },
    end: { offset: source.length, line: lines.length, column: lines[lines.length - 1].length + 1 },
  };
  const first = lineRange(source, 1);
  const card: Card = {
    kind: "Card",
    range: whole,
    name: head.name,
    nameRange: first,
    cost: head.cost,
    typeLine: {
      kind: "TypeLine",
      range: first,
      supertypes: head.supertypes ?? [],
      types: head.types,
      subtypes: (head.subtypes ?? []).map((name) => ({ kind: "Identifier", name, range: first })),
    },
    loyalty: head.loyalty,
    powerToughness: head.powerToughness,
    abilities: abilities.map(({ line, ability }) => ability(lineRange(source, lineOf(source, line)))),
  };
  return { file, source, ast: { kind: "CardFile", file, range: whole, declarations: [], cards: [card] } };
}

const r0: SourceRange = { start: { offset: 0, line: 1, column: 1 }, end: { offset: 0, line: 1, column: 1 } };

export function mana(text: string): Card["cost"] {
  const symbols = [...text.matchAll(/\{([^}]+)\}/g)].map(([, symbol]) =>
    /^\d+$/.test(symbol)
      ? { kind: "Generic" as const, amount: Number(symbol), range: r0 }
      : symbol === "X"
        ? { kind: "X" as const, range: r0 }
        : { kind: "Colored" as const, color: symbol as "W", range: r0 },
  );
  return { kind: "ManaCost", range: r0, symbols };
}

const loyalty = (sign: "+" | "-" | "0", amount: number | "X", effects: Effect[], targets: TargetSpec[] = []) =>
  (range: SourceRange): Ability => ({
    kind: "Loyalty",
    range,
    cost: { kind: "LoyaltyCost", range, sign, amount },
    body: { kind: "Effects", range, targets, effects },
  });

const target = (index: number, partial: Partial<TargetSpec>): TargetSpec => ({
  kind: "Target",
  range: r0,
  index,
  min: 1,
  max: 1,
  players: false,
  ...partial,
});

export const chandra = (): Fixture => {
  const source = `card "Chandra Nalaar"
  cost {3}{R}{R}
  type Planeswalker — Chandra
  loyalty 6
  +1: Chandra Nalaar deals 1 damage to target player.
  −X: Chandra Nalaar deals X damage to target creature.
  −8: Chandra Nalaar deals 10 damage to target player and each creature he or she controls.
`;
  return cardFixture(
    "cards/chandra-nalaar.card",
    source,
    { name: "Chandra Nalaar", cost: mana("{3}{R}{R}"), types: ["Planeswalker"], subtypes: ["Chandra"], loyalty: { kind: "Number", value: 6, range: r0 } },
    [
      {
        line: "+1:",
        ability: loyalty("+", 1, [
          { kind: "DealDamage", range: r0, source: { kind: "Self" }, amount: { kind: "Number", value: 1 }, recipients: [{ kind: "Player", player: { kind: "TargetPlayer", target: 0 } }] },
        ], [target(0, { players: true })]),
      },
      {
        line: "−X:",
        ability: loyalty("-", "X", [
          { kind: "DealDamage", range: r0, source: { kind: "Self" }, amount: { kind: "X" }, recipients: [{ kind: "Objects", objects: { kind: "Ref", ref: { kind: "Target", target: 0 } } }] },
        ], [target(0, { objects: filter({ types: ["Creature"] }) })]),
      },
      {
        line: "−8:",
        ability: loyalty("-", 8, [
          {
            kind: "DealDamage",
            range: r0,
            source: { kind: "Self" },
            amount: { kind: "Number", value: 10 },
            recipients: [
              { kind: "Player", player: { kind: "TargetPlayer", target: 0 } },
              { kind: "Objects", objects: { kind: "Each", filter: filter({ types: ["Creature"], controller: { kind: "TargetPlayer", target: 0 } }) } },
            ],
          },
        ], [target(0, { players: true })]),
      },
    ],
  );
};
