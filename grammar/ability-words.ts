/**
 * Ability words: an italic word and a dash before an ability ("Domain — Target player discards a card for each
 * basic land type among lands you control."). An ability word has no rules meaning: it ties together cards whose
 * abilities do alike; the text after the dash is the ability, parsed like any other line, and the printer writes
 * the word back before it (the `abilityWord` of the ability's node).
 */
import type { IToken } from "chevrotain";
import { Dash } from "./lexer.js";

/** The ability words of the era's cards (Invasion's domain to Shards of Alara's), as printed. */
export const ABILITY_WORDS: readonly string[] = ["Domain", "Chroma", "Kinship", "Threshold", "Hellbent", "Radiance", "Sweep", "Channel", "Grandeur", "Imprint"];

const BY_SPELLING = new Map(ABILITY_WORDS.map((word) => [word.toLowerCase(), word]));

/** The ability word a line starts with ("Domain —"), as printed, or undefined: the line has none. */
export function abilityWordPrefix(tokens: readonly IToken[]): string | undefined {
  if (tokens.length < 2 || tokens[1].tokenType !== Dash) return undefined;
  return BY_SPELLING.get(tokens[0].image.toLowerCase());
}
