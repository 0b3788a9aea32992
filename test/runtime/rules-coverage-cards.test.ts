/**
 * The hand-written fixtures (test/runtime/fixtures/reference-cards.ts) against the printed card set
 * (shared/cards/reference-2007.md): every card present once, with its printed cost, type line, loyalty,
 * power/toughness and ability texts, and loyalty costs that match the printed loyalty symbols (212.9f).
 * If a fixture drifts from the printed card, the engine's tests would be testing a different card.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { ActivatedAbilityDefinition, CardDefinition, ManaCost } from "../../runtime/definition.js";
import { referenceCards, referenceRegistry } from "./fixtures/reference-cards.js";

interface PrintedCard {
  name: string;
  cost: string;
  typeLine: string;
  /** Planeswalkers: loyalty number; others: the text column. */
  loyalty?: number;
  abilities?: string[];
  text?: string;
}

function findCardList(): string {
  // A copy of shared/cards/reference-2007.md (the printed texts of the bundled set) is kept in docs/, so the test
  // runs on a clean checkout with nothing beside it.
  return readFileSync(fileURLToPath(new URL("../../docs/reference-2007.md", import.meta.url)), "utf8");
}

function parsePrintedCards(markdown: string): PrintedCard[] {
  const cards: PrintedCard[] = [];
  for (const line of markdown.split("\n")) {
    if (!line.startsWith("|") || line.startsWith("|---") || line.startsWith("| card")) continue;
    const cells = line.split("|").slice(1, -1).map((cell) => cell.trim());
    if (cells.length === 5) {
      const [name, cost, typeLine, loyalty, abilities] = cells;
      cards.push({ name, cost, typeLine, loyalty: Number(loyalty), abilities: abilities.split(" / ") });
    } else if (cells.length === 4) {
      const [name, cost, typeLine, text] = cells;
      cards.push({ name, cost, typeLine, text });
    }
  }
  return cards;
}

function printedCost(cost: ManaCost | null): string {
  if (cost === null) return "—";
  let text = "X".repeat(cost.x).replace(/X/g, "{X}");
  if (cost.generic > 0 || (cost.W + cost.U + cost.B + cost.R + cost.G === 0 && cost.x === 0)) text += `{${cost.generic}}`;
  for (const color of ["W", "U", "B", "R", "G"] as const) text += `{${color}}`.repeat(cost[color]);
  return text;
}

/** Canonical colour order makes "{2}{R}{W}" and "{2}{W}{R}" compare equal. */
function costSymbols(cost: string): string[] {
  return (cost.match(/\{[^}]+\}/g) ?? []).sort();
}

function printedTypeLine(card: CardDefinition): string {
  const left = [...card.supertypes, ...card.types].join(" ");
  const subtypes = card.subtypes.join(" ");
  const typeLine = subtypes ? `${left} — ${subtypes}` : left;
  return card.power !== undefined ? `${typeLine} ${card.power ?? "*"}/${card.toughness ?? "*"}` : typeLine;
}

const printed = parsePrintedCards(findCardList());

describe("reference fixtures match docs/reference-2007.md (the printed card list)", () => {
  it("has all 26 printed cards, each once, and no other", () => {
    expect(printed).toHaveLength(26);
    expect(referenceCards.map((card) => card.name).sort()).toEqual(printed.map((card) => card.name).sort());
    expect(referenceRegistry.all()).toHaveLength(26);
  });

  for (const card of printed) {
    it(`${card.name}: cost, type line, loyalty and texts`, () => {
      const definition = referenceRegistry.get(card.name);
      expect(definition, `no fixture for ${card.name}`).toBeDefined();
      const fixture = definition as CardDefinition;
      expect(costSymbols(printedCost(fixture.manaCost))).toEqual(costSymbols(card.cost));
      const typeLine = card.typeLine;
      if (card.loyalty !== undefined) {
        expect(printedTypeLine(fixture)).toBe(typeLine);
        expect(fixture.loyalty).toBe(card.loyalty);
        const abilities = fixture.abilities as ActivatedAbilityDefinition[];
        expect(abilities.map((ability) => ability.text)).toEqual(card.abilities);
        // 212.9f: the cost of each ability is the printed loyalty symbol.
        for (const ability of abilities) {
          expect(ability.kind).toBe("activated");
          const symbol = ability.text.slice(0, ability.text.indexOf(":")).replace("−", "-");
          expect(String(ability.cost.loyalty).replace(/^(\d)/, "+$1")).toBe(symbol === "0" ? "+0" : symbol);
          expect(ability.cost.mana).toBeUndefined();
        }
      } else {
        expect(printedTypeLine(fixture)).toBe(typeLine);
        const text = card.text ?? "";
        const keywordLine = fixture.keywords.length > 0 ? fixture.keywords.join(", ") : "";
        if (keywordLine) expect(text.toLowerCase()).toContain(keywordLine.toLowerCase());
        const printedText = fixture.spell ? [fixture.spell.text] : fixture.abilities.map((ability) => ability.text);
        for (const line of printedText) expect(text).toContain(line);
      }
    });
  }

  it("every colour of a coloured cost is among the card's colours, and colourless cards have none", () => {
    for (const card of referenceCards) {
      const cost = card.manaCost;
      const colorsInCost = cost === null ? [] : (["W", "U", "B", "R", "G"] as const).filter((color) => cost[color] > 0);
      expect([...card.colors].sort(), card.name).toEqual([...colorsInCost].sort());
    }
  });
});
