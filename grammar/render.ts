/**
 * A card as a player reads it (for `cardscript render`): name and mana cost, type line, the text lines,
 * then loyalty or power/toughness, in the chosen wording. Implementation blocks are not shown: a player sees
 * the ability's text.
 */
import type { Ability, Card, CardFile } from "./ast.js";
import { lowerFirst, printAbility, printManaCost, printTypeLine, type PrintOptions } from "./printer.js";

export function renderCard(card: Card, options: PrintOptions = {}): string {
  const wording = options.wording ?? "2007";
  const lines: string[] = [];
  lines.push(card.cost ? `${card.name}  ${printManaCost(card.cost)}` : card.name);
  lines.push(printTypeLine(card));
  for (const ability of card.abilities) {
    const text = printAbility(card, ability, wording).text;
    if (ability.kind === "Activated" && ability.sameLine && lines.length > 2) {
      lines[lines.length - 1] += `, ${lowerFirst(text)}`;
      continue;
    }
    // Oracle lays out a modal spell's modes one per line: "Choose one —", then "• …" (a card file keeps them on
    // one line, which is what the printer gives).
    if (wording === "current" && isModal(ability)) lines.push(...text.split(" • ").map((part, index) => (index === 0 ? part : `• ${part}`)));
    else lines.push(text);
  }
  if (card.loyalty) lines.push(`Loyalty: ${card.loyalty.value}`);
  if (card.powerToughness) lines.push(`${card.powerToughness.power ?? "*"}/${card.powerToughness.toughness ?? "*"}`);
  return `${lines.join("\n")}\n`;
}

function isModal(ability: Ability): boolean {
  return ability.kind === "Spell" && ability.body.kind === "Effects" && ability.body.effects.some((effect) => effect.kind === "ChooseModes");
}

/** Every card of a file, separated by blank lines. */
export function renderCardFile(ast: CardFile, options: PrintOptions = {}): string {
  return ast.cards.map((card) => renderCard(card, options)).join("\n");
}
