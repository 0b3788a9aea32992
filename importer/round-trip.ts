/**
 * Whether the grammar renders a card back as its own text: the parsed card printed in the wording it was
 * imported in gives back the imported ability lines (and type line), modulo the canonical layout (indentation,
 * runs of spaces). A card that checks clean but does not render back has been understood as something other
 * than what it says, or the printer lacks that wording: both are worth knowing.
 */
import { printCard, type Card, type Wording } from "../grammar/index.js";
import type { ImportWording } from "./convert.js";

/** The printer's wording for each import wording (the corpus is of 2007–2008: its printed text is 2007 English). */
export const GRAMMAR_WORDING: Readonly<Record<ImportWording, Wording>> = { printed: "2007", oracle: "current" };

export function rendersBack(card: Card, importedText: string, wording: ImportWording): boolean {
  const printed = printCard(card, { wording: GRAMMAR_WORDING[wording] });
  return sameLines(printed, importedText);
}

function sameLines(a: string, b: string): boolean {
  const lines = (text: string) =>
    text
      .split("\n")
      .map((line) => line.replace(/\s+/g, " ").trim())
      .filter((line) => line !== "");
  const left = lines(a);
  const right = lines(b);
  return left.length === right.length && left.every((line, index) => line === right[index]);
}
