/**
 * Syntax diagnostic codes (CS1xxx): what the lexer and parser report (grammar/parse.ts, grammar/parser.ts).
 * Codes are stable: tools, docs and tests refer to them. Never reuse a retired code for something else.
 */
import type { Severity } from "./diagnostics.js";
import { KEYWORD_ABILITIES } from "./vocabulary.js";

export interface SyntaxCodeInfo {
  title: string;
  explanation: string;
  severity?: Severity;
}

export const SYNTAX_CODES: ReadonlyMap<string, SyntaxCodeInfo> = new Map<string, SyntaxCodeInfo>([
  [
    "CS1000",
    {
      title: "File is not valid UTF-8",
      explanation:
        "Card files are UTF-8 text. This file holds a byte that is not part of any UTF-8 character (it was probably saved in " +
        "another encoding, such as Latin-1 or Windows-1252, or it is not a text file). Reported at the first bad byte; the file is " +
        "not read further and never rewritten. Save it as UTF-8 in your editor.",
      severity: "error",
    },
  ],
  [
    "CS1001",
    {
      title: "Unexpected character",
      explanation:
        "Card text is made of words, numbers, mana symbols such as {2}{W}, and the punctuation . , : ( ) / + − — and quotes. " +
        "Other characters (control characters, stray symbols, binary data) cannot be part of a card. Remove them, or move notes into a # comment.",
      severity: "error",
    },
  ],
  [
    "CS1002",
    {
      title: "Missing closing quote",
      explanation:
        'A quoted text — a card name (card "Name") or a quoted ability (with "…") — must close on the same line, with " (or ” after “).',
      severity: "error",
    },
  ],
  [
    "CS1003",
    {
      title: "Unbalanced brace",
      explanation:
        "Braces only appear in mana symbols, each closed on its own: {2}, {W}, {X}, and {T} for tap. Add the missing brace or remove the stray one.",
      severity: "error",
    },
  ],
  [
    "CS1004",
    {
      title: "Unterminated code block",
      explanation:
        "An escape-hatch code block opens with a line ```ts and must close with a line holding only ```. Everything between is the TypeScript body of resolve(ctx).",
      severity: "error",
    },
  ],
  [
    "CS1005",
    {
      title: "Number too large",
      explanation: "Numbers in card text (costs, amounts, loyalty, power and toughness) are at most 1,000,000.",
      severity: "error",
    },
  ],
  [
    "CS1010",
    {
      title: "Malformed card header",
      explanation:
        'A card starts with a header line holding only the word card and the name in double quotes: card "Grizzly Bears". Escape a quote inside a name as \\" and a backslash as \\\\.',
      severity: "error",
    },
  ],
  [
    "CS1011",
    {
      title: "Bad card name",
      explanation: "A card name is not empty and has no leading or trailing spaces.",
      severity: "error",
    },
  ],
  [
    "CS1012",
    {
      title: "Text outside a card",
      explanation:
        'Every line of a .card file belongs to a card (after its card "Name" header), is a set declaration (declare planeswalker type X), a comment (#) or blank.',
      severity: "error",
    },
  ],
  [
    "CS1013",
    {
      title: "Duplicate card line",
      explanation: "A card has at most one cost line, one type line, one loyalty line and one power/toughness line.",
      severity: "error",
    },
  ],
  [
    "CS1014",
    {
      title: "Missing type line",
      explanation:
        "Every card has a type line, e.g. type Creature — Bear, type Planeswalker — Jace, type Basic Land — Plains.",
      severity: "error",
    },
  ],
  [
    "CS1015",
    {
      title: "Card line out of order",
      explanation:
        "A card reads like the printed card: cost, type, loyalty, power/toughness, then its abilities. `cardscript fmt` puts the lines in this order.",
      severity: "warning",
    },
  ],
  [
    "CS1016",
    {
      title: "No cards in file",
      explanation:
        'A .card file holds one or more cards, each starting with card "Name". An empty file (or one with only comments) defines nothing.',
      severity: "warning",
    },
  ],
  [
    "CS1020",
    {
      title: "Malformed mana cost",
      explanation:
        "A cost line lists mana symbols in braces: cost {2}{W}{W}. Generic mana is a number, coloured mana W, U, B, R or G, and X a variable amount. Lands have no cost line.",
      severity: "error",
    },
  ],
  [
    "CS1021",
    {
      title: "Unknown mana symbol",
      explanation:
        "Mana symbols are {N} (generic), {W} {U} {B} {R} {G} (coloured) and {X}. {T} (tap) appears only in an activated ability's cost, once.",
      severity: "error",
    },
  ],
  [
    "CS1022",
    {
      title: "Malformed type line",
      explanation:
        "A type line reads [supertypes] card types [— subtypes]: type Legendary Creature — Elf Warrior. Supertypes: Basic, Legendary, Snow, World. Card types: Artifact, Creature, Enchantment, Instant, Land, Planeswalker, Sorcery, Tribal. The dash may be —, – or --; each word after it is one subtype.",
      severity: "error",
    },
  ],
  [
    "CS1023",
    {
      title: "Malformed loyalty line",
      explanation: "A planeswalker's printed loyalty is one number: loyalty 3.",
      severity: "error",
    },
  ],
  [
    "CS1024",
    {
      title: "Malformed power/toughness",
      explanation:
        "Power and toughness are written N/N on a line of their own (2/7), or */* when an ability defines them.",
      severity: "error",
    },
  ],
  [
    "CS1025",
    {
      title: "Malformed declaration",
      explanation:
        "A set declares new types with declare planeswalker type Karn or declare creature type Kithkin; several names are separated by commas.",
      severity: "error",
    },
  ],
  [
    "CS1030",
    {
      title: "Unknown ability text",
      explanation:
        "Ability lines are a controlled subset of Oracle English that the grammar understands sentence by sentence; the message names the closest sentences it knows. Rephrase the line in that wording (2007 or current), or — for an activated or loyalty ability or a spell's text — add a ```ts code block on the next lines implementing it.",
      severity: "error",
    },
  ],
  [
    "CS1031",
    {
      title: "Unknown keyword",
      explanation:
        `Keyword lines list keyword abilities separated by commas: Flying, vigilance. Known keywords: ${KEYWORD_ABILITIES.join(", ")}.`,
      severity: "error",
    },
  ],
  [
    "CS1032",
    {
      title: "Missing period",
      explanation:
        "Every sentence of ability text ends with a period (keyword lines such as Flying, vigilance need none).",
      severity: "error",
    },
  ],
  [
    "CS1033",
    {
      title: "Code block not allowed here",
      explanation:
        "An escape-hatch code block implements the ability line right above it: a block that follows no ability line (a blank line, a card's cost or type line, or another block in between) implements nothing. " +
          "Under an activated ability ({T}: …), a loyalty ability (+1: …) or an instant's or sorcery's text it is the body of resolve(ctx); under a triggered, static or replacement ability it returns that ability's parts (runtime/definition.ts TriggeredBlock, StaticBlock, ReplacementBlock).",
      severity: "error",
    },
  ],
  [
    "CS1034",
    {
      title: "Reference to nothing",
      explanation:
        "Words such as that player, he or she, it, that creature, those creatures and the removed card refer to something named earlier in the same ability (or, for the removed card, removed by another ability of the same card). Name it first, e.g. target player.",
      severity: "error",
    },
  ],
  [
    "CS1035",
    {
      title: "Subject cannot do that",
      explanation:
        "The sentence is well formed but its parts do not fit: e.g. a creature cannot draw a card, a player cannot get +3/+3, an effect that destroys needs permanents, and objects in a graveyard or library are cards.",
      severity: "error",
    },
  ],
  [
    "CS1036",
    {
      title: "Incomplete library search",
      explanation:
        "A library search says where the found card goes (into your hand, into play, on top of your library) and ends with a shuffle: Search your library for a card and put it into your hand. Then shuffle your library.",
      severity: "error",
    },
  ],
  [
    "CS1037",
    {
      title: "Line too long",
      explanation:
        "An ability line holds at most 400 words and symbols. A line that long is almost certainly a mistake (a missing line break, pasted data).",
      severity: "error",
    },
  ],
  [
    "CS1038",
    {
      title: "Too many problems",
      explanation:
        "After 200 problems in one file, the rest are counted but not listed. Fix the ones shown and check again.",
      severity: "info",
    },
  ],
  [
    "CS1040",
    {
      title: "Loyalty cost without sign",
      explanation:
        "A loyalty cost is +N (put N loyalty counters on), −N or −X (remove them), or 0. A number other than 0 needs its sign (212.9f). Both − and - are accepted.",
      severity: "error",
    },
  ],
  [
    "CS1041",
    {
      title: "Instruction on a permanent",
      explanation:
        "A line of plain instructions (Destroy target creature.) is the text of an instant or sorcery. On a permanent, instructions belong to an ability: give them a cost ({T}: …, +1: …) or a trigger (When … comes into play, …).",
      severity: "error",
    },
  ],
  [
    "CS1042",
    {
      title: "Code block overrides known text",
      explanation:
        "The grammar understands this sentence, so its code block is not needed. The block is used; remove it to let the compiler implement the sentence.",
      severity: "warning",
    },
  ],
  [
    "CS1043",
    {
      title: "Code block language",
      explanation: "Escape-hatch code blocks are TypeScript and open with ```ts.",
      severity: "error",
    },
  ],
  [
    "CS1044",
    {
      title: "Empty code block",
      explanation:
        "An escape-hatch code block holds the body of resolve(ctx: EffectContext). An empty block would make the ability do nothing; write its code or remove it.",
      severity: "error",
    },
  ],
  [
    "CS1045",
    {
      title: "Control character in quoted text",
      explanation:
        "A card name or quoted text (card \"Name\", with \"…\") cannot hold control characters: NUL, tab, ESC and the other C0 controls (\\u0000 to \\u001f), " +
        "DEL (\\u007f) and the C1 controls (\\u0080 to \\u009f). They are invisible in an editor, and a terminal runs them (an ESC starts an escape " +
        "sequence) when `cardscript render` or a message prints the name. The message names each character as its \\u escape; delete it (the quick fix does), " +
        "and write a space instead of a tab.",
      severity: "error",
    },
  ],
  [
    "CS1046",
    {
      title: "Multiplier below two",
      explanation:
        "A replacement effect that multiplies tokens or counters (\"it puts three times that many … instead\") takes a factor of two or more: " +
        "\"twice\", \"three times\", \"4 times\". \"One time that many\" changes nothing; remove the ability or write the factor you mean.",
      severity: "error",
    },
  ],
  [
    "CS1047",
    {
      title: "Morph line",
      explanation:
        "Morph (502.26) is written 'Morph {2}{W}{W}' (a mana cost) or 'Morph—Pay 5 life.' (a cost in words after a dash, as an activated ability's cost is written). " +
        "The cost has no {T}, {Q} or X: a face-down permanent is turned face up by paying it. Reminder text after it, if any, is the printed " +
        "'(You may play this face down as a 2/2 creature for {3}. Turn it face up any time for its morph cost.)' or the Oracle " +
        "'(You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time for its morph cost.)': write one of them or leave it out.",
      severity: "error",
    },
  ],
  [
    "CS1070",
    {
      title: "Description of objects that no object fits",
      explanation:
        "A description of objects (a target, \"each …\", \"all …\") names parts that can't hold together: a colour and its negation " +
        "(\"black nonblack creature\"), \"tapped\" and \"untapped\", \"with flying\" and \"without flying\", a type and its negation, or a " +
        "permanent's status (tapped, untapped, attacking, blocking) for cards in a graveyard, library or hand or for spells, which have none " +
        "(217.2, 506). No object matches such a description, so the effect would do nothing. The quick fix removes the part that contradicts; " +
        "keep the one you mean.",
      severity: "error",
    },
  ],
  [
    "CS1071",
    {
      title: "Two card types required inside a list of types",
      explanation:
        "\"artifact creature\" names objects that have both types (205.2): a type word right before the noun is a type the object " +
        "has too (\"artifact creatures\", \"enchantment creature\", \"artifact land\"), and a list (\"artifacts and creatures\", " +
        "\"artifact or creature\") names objects of any of its types. A list whose item requires two types (\"artifacts and enchantment " +
        "creatures\") is refused rather than guessed at. Write the requirement on one noun, write two sentences, or write the ability " +
        "in a ```ts code block.",
      severity: "error",
    },
  ],
  [
    "CS1080",
    {
      title: "Semicolon outside a list of modes",
      explanation:
        "In card text ';' only separates the modes of a modal spell in the printed wording (\"Choose one — Destroy target enchantment; or draw two cards.\"). " +
        "Anywhere else end the sentence with '.' instead, or start the line with 'Choose one —' if it lists modes.",
      severity: "error",
    },
  ],
  [
    "CS1081",
    {
      title: "Empty mode",
      explanation:
        "Each mode of a modal spell is a sentence the grammar knows: '; or' (printed wording) and '•' (Oracle wording) start the next one. " +
        "Nothing stands between two separators here (or after the last one): remove the extra separator, or write the mode's sentence.",
      severity: "error",
    },
  ],
  [
    "CS1082",
    {
      title: "Unknown mode or mode count",
      explanation:
        "A modal spell is 'Choose one —', 'Choose two —', 'Choose three —', 'Choose one or both —' or 'Choose one or more —', then its modes. " +
        "Each mode is parsed like any spell sentence; the error points at the mode the grammar does not know (and lists the closest sentences it knows). " +
        "Rephrase that mode, or implement the spell in a ```ts code block.",
      severity: "error",
    },
  ],
  [
    "CS1087",
    {
      title: "Ability word without an ability",
      explanation:
        "An ability word ('Domain —', 'Chroma —', 'Kinship —') has no rules meaning: it stands before an ability, which is the text after the dash. " +
        "Nothing follows the dash here: write the ability after it, or remove the word.",
      severity: "error",
    },
  ],
  [
    "CS1088",
    {
      title: "Dredge line",
      explanation:
        "Dredge (Ravnica, Future Sight; 2007 rules 502.47) is written 'Dredge 3': a number of cards, 1 or more, put from the top of the library into the graveyard as the draw is replaced. " +
        "Reminder text after it, if any, is the printed '(If you would draw a card, instead you may put exactly three cards from the top of your library into your graveyard. If you do, return this card from your graveyard to your hand. Otherwise, draw a card.)' " +
        "or the Oracle '(If you would draw a card, you may mill three cards instead. If you do, return this card from your graveyard to your hand.)', with the line's number: write one of them or leave it out.",
      severity: "error",
    },
  ],
  [
    "CS1089",
    {
      title: "Bushido or rampage line",
      explanation:
        "Bushido (Champions of Kamigawa; 2007 rules 502.38) and rampage (Legends; 502.12) are written with a number of 1 or more, 'Bushido 2', 'Rampage 2': the bonus to power and toughness. " +
        "Reminder text after it, if any, is the printed or the Oracle one with the line's number: bushido's '(When this blocks or becomes blocked, it gets +2/+2 until end of turn.)' (printed) or " +
        "'(Whenever this creature blocks or becomes blocked, it gets +2/+2 until end of turn.)' (Oracle); rampage's '(Whenever this creature becomes blocked, it gets +2/+2 until end of turn for each creature blocking it beyond the first.)'. Write one of them or leave it out.",
      severity: "error",
    },
  ],
  [
    "CS1094",
    {
      title: "Poison counters",
      explanation:
        "A player gets one or more poison counters (104.3d of 2007: ten or more lose the game): 'that player gets a poison counter', 'Target player gets two poison counters.' " +
        "The number is a word, 'a' for one, and the noun agrees with it ('a poison counter', 'three poison counters').",
      severity: "error",
    },
  ],
  [
    "CS1095",
    {
      title: "Poisonous line",
      explanation:
        "Poisonous (Future Sight; 2007 rules 502.68) is written with its number, 1 to 10, the poison counters it gives: 'Poisonous 1', 'have poisonous 3'. " +
        "Ten poison counters lose the game (420.5), so a larger number gives nothing more. Write e.g. 'Poisonous 2'.",
      severity: "error",
    },
  ],
]);
