/**
 * The closed word classes of the card language, each defined once: keyword abilities, card types, supertypes and
 * colours, with their spellings. The AST's types (`Keyword`, `CardType`, `Supertype`, `Color`), the lexer's word
 * types (`KeywordWord`, `TypeWord`, `SupertypeWord`, `NonType`, `ColorWord`), the parser's word → value maps, the
 * printer's words and the tools' lists (completion, the TextMate grammar) are all derived from these tables.
 * A leaf module: no imports.
 */

/** Keyword abilities, as the AST names them, with the spelling of each (lower case). */
const KEYWORD_SPELLINGS = {
  Flying: "flying",
  Vigilance: "vigilance",
  Haste: "haste",
  Trample: "trample",
  Indestructible: "indestructible",
  Reach: "reach",
  "First strike": "first strike",
  Defender: "defender",
  "Double strike": "double strike",
  Fear: "fear",
  Shroud: "shroud",
  // 2007 printed "~ can't be the target of spells or abilities your opponents control." (the printer says so)
  Hexproof: "hexproof",
  // The current word for "~ can't be blocked except by two or more creatures." (2007's sentence: the printer says so).
  Menace: "menace",
  Plainswalk: "plainswalk",
  Islandwalk: "islandwalk",
  Swampwalk: "swampwalk",
  Mountainwalk: "mountainwalk",
  Forestwalk: "forestwalk",
  Wither: "wither",
  Flash: "flash",
  Changeling: "changeling",
  // Shadow (2007 rules 502.17): an evasion ability; a creature with shadow blocks and is blocked by only creatures
  // with shadow (runtime/combat.ts).
  Shadow: "shadow",
  // Triggered abilities under the rules of their time (runtime/keyword-triggers.ts defines what each does).
  // Flanking (502.3): "Whenever this creature becomes blocked by a creature without flanking, the blocking creature
  // gets -1/-1 until end of turn."
  Flanking: "flanking",
  Exalted: "exalted",
  Persist: "persist",
  Lifelink: "lifelink",
  Deathtouch: "deathtouch",
  // Eventide's conspire: an additional cost and a copy (runtime/costs.ts, runtime/copies.ts).
  Conspire: "conspire",
  // Eventide's retrace: played from the graveyard by discarding a land card as well (runtime/retrace.ts).
  Retrace: "retrace",
  // Alara Reborn's cascade: "When you play this spell, remove cards …" (runtime/keyword-triggers.ts, runtime/cascade.ts).
  Cascade: "cascade",
  // Storm (Time Spiral; 2007 rules 502.30): "When you play this spell, put a copy of it onto the stack for each other
  // spell that was played before it this turn." (runtime/keyword-triggers.ts, runtime/copies.ts).
  Storm: "storm",
  // Split second (Time Spiral; 2007 rules 502.58): "As long as this spell is on the stack, players can't play other
  // spells or activated abilities that aren't mana abilities." (runtime/split-second.ts). Two words: "split", then
  // the kernel's ordinal "second" (grammar/parser.ts `keyword`).
  "Split second": "split second",
  // Delve (Future Sight; 2007 rules 502.64a): "As an additional cost to play this spell, you may remove any number of
  // cards in your graveyard from the game. Each card removed this way reduces the cost to play this spell by {1}."
  // (runtime/costs.ts).
  Delve: "delve",
  // Convoke (Ravnica; Future Sight; 2007 rules 502.46a): "As an additional cost to play this spell, you may tap any
  // number of untapped creatures you control. Each creature tapped this way reduces the cost to play this spell by {1}
  // or by one mana of any of that creature's colors." (runtime/costs.ts).
  Convoke: "convoke",
  // Poisonous N (Future Sight; 2007 rules 502.68a): "Whenever this creature deals combat damage to a player, that
  // player gets N poison counters." One keyword per N, 1 to 10 (ten poison counters lose the game, 420.5, so no
  // larger N gives more), so that it is granted as any keyword is ("All Slivers have poisonous 1."); each a triggered
  // ability of runtime/keyword-triggers.ts. The kernel's "poisonous" then a number (grammar/parser.ts `keyword`).
  "Poisonous 1": "poisonous 1",
  "Poisonous 2": "poisonous 2",
  "Poisonous 3": "poisonous 3",
  "Poisonous 4": "poisonous 4",
  "Poisonous 5": "poisonous 5",
  "Poisonous 6": "poisonous 6",
  "Poisonous 7": "poisonous 7",
  "Poisonous 8": "poisonous 8",
  "Poisonous 9": "poisonous 9",
  "Poisonous 10": "poisonous 10",
  "Protection from white": "protection from white",
  "Protection from blue": "protection from blue",
  "Protection from black": "protection from black",
  "Protection from red": "protection from red",
  "Protection from green": "protection from green",
} as const;

export type Keyword = keyof typeof KEYWORD_SPELLINGS;
export const KEYWORD_ABILITIES: readonly Keyword[] = Object.keys(KEYWORD_SPELLINGS) as Keyword[];

/** Card types with their singular and plural spellings ("tribal" has no plural). */
const CARD_TYPE_SPELLINGS = {
  Artifact: ["artifact", "artifacts"],
  Creature: ["creature", "creatures"],
  Enchantment: ["enchantment", "enchantments"],
  Instant: ["instant", "instants"],
  Land: ["land", "lands"],
  Planeswalker: ["planeswalker", "planeswalkers"],
  Sorcery: ["sorcery", "sorceries"],
  Tribal: ["tribal"],
} as const;

export type CardType = keyof typeof CARD_TYPE_SPELLINGS;
export const CARD_TYPES: readonly CardType[] = Object.keys(CARD_TYPE_SPELLINGS) as CardType[];

/** The card types a "non-" word may negate ("noncreature", "nonland"). */
const NEGATABLE_TYPES: readonly CardType[] = ["Creature", "Land", "Artifact", "Enchantment", "Planeswalker"];

export type Supertype = "Basic" | "Legendary" | "Snow" | "World";
export const SUPERTYPES: readonly Supertype[] = ["Basic", "Legendary", "Snow", "World"];

export type Color = "W" | "U" | "B" | "R" | "G";
export const COLOR_WORDS: Readonly<Record<Color, string>> = { W: "white", U: "blue", B: "black", R: "red", G: "green" };

// ---------------------------------------------------------------------------------------------------------
// Derived: spellings for the lexer, lookups for the parser

/**
 * Single-word keyword abilities' spellings. The others are phrases of kernel words: "first strike" and "double
 * strike" (First or Double, then Strike), "protection from <colour>" (Protection, From, a ColorWord).
 */
export const KEYWORD_WORDS: readonly string[] = Object.values(KEYWORD_SPELLINGS).filter((word) => !word.includes(" "));
export const TYPE_WORDS: readonly string[] = Object.values(CARD_TYPE_SPELLINGS).flat();
export const NON_TYPE_WORDS: readonly string[] = NEGATABLE_TYPES.map((type) => `non${type.toLowerCase()}`);
export const SUPERTYPE_WORDS: readonly string[] = SUPERTYPES.map((supertype) => supertype.toLowerCase());
export const COLOR_NAMES: readonly string[] = Object.values(COLOR_WORDS);
/** "nonblack", "nonwhite": a filter's negated colours. */
export const NON_COLOR_WORDS: readonly string[] = COLOR_NAMES.map((word) => `non${word}`);
/** "nonbasic", "nonlegendary": a filter's negated supertypes. */
export const NON_SUPERTYPE_WORDS: readonly string[] = SUPERTYPE_WORDS.map((word) => `non${word}`);

const keywordBySpelling = new Map<string, Keyword>(Object.entries(KEYWORD_SPELLINGS).map(([keyword, word]) => [word, keyword as Keyword]));
const typeBySpelling = new Map<string, CardType>(
  Object.entries(CARD_TYPE_SPELLINGS).flatMap(([type, words]) => words.map((word): [string, CardType] => [word, type as CardType])),
);
const supertypeBySpelling = new Map<string, Supertype>(SUPERTYPES.map((supertype) => [supertype.toLowerCase(), supertype]));
const colorBySpelling = new Map<string, Color>(Object.entries(COLOR_WORDS).map(([color, word]) => [word, color as Color]));

/** The keyword ability a word spells ("flying" → Flying), any case. */
export function keywordOf(image: string): Keyword | undefined {
  return keywordBySpelling.get(image.toLowerCase());
}
/** The card type a word spells ("creatures" → Creature), any case. */
export function cardTypeOf(image: string): CardType | undefined {
  return typeBySpelling.get(image.toLowerCase());
}
export function supertypeOf(image: string): Supertype | undefined {
  return supertypeBySpelling.get(image.toLowerCase());
}
export function colorOf(image: string): Color | undefined {
  return colorBySpelling.get(image.toLowerCase());
}
