/**
 * One MTGJSON card → the text of one `.card` file (docs/language.md), in the wording printed on the card or in
 * today's Oracle wording. Pure and fast (no parsing: the classification parses what this writes).
 *
 * The rules, each for a reason the data gives:
 * - Printed wording reads `originalText`/`originalType`; Oracle wording `text`/`type`. A card without the
 *   fields of its wording is skipped (mixing wordings would make a card the grammar can't judge fairly).
 * - Reminder text (in parentheses) is dropped, unless it is the whole line and an ability (a cost and a colon): a
 *   basic land's mana ability is written as reminder text and is the land's only ability. A whole line of
 *   reminder that is no ability (Spectral Procession's "({2/W} can be paid with any two mana …)") is dropped.
 * - The printed text writes a name with the ligature the name field spells out ("Æthersnipe" for Aethersnipe):
 *   the text's name is written as the name field writes it. Printed basic lands carry just their mana letter
 *   ("W": the big symbol in the text box), which stands for that intrinsic ability; it is written as the bundled
 *   lands write it, `({T}: Add {W} to your mana pool.)` (Oracle: `({T}: Add {W}.)`).
 * - Loyalty costs come as `+1:` / `-1:` (printed) or `[+1]:` / `[−1]:` (Oracle); both become `+1:` / `−1:`.
 * - MTGJSON's printed text drops the dash after "Choose one" (and two, three, "one or both", …) and after an
 *   ability word ("Choose one Destroy target enchantment; or …"): it is put back, `Choose one — Destroy …`
 *   (in printed text only, and not on a line that starts with the card's own name).
 *   Oracle's modal layout (a "Choose one —" line and one "• …" line per mode) is one ability, so its lines are
 *   joined into one: `Choose one — • Destroy target enchantment. • Draw two cards.`
 * - MTGJSON writes some printed mana symbols its own way: hybrid as `{RW}`, and `{2\nW}` (a line break inside
 *   the braces); they are written as the mana cost field writes them, `{R/W}`, `{2/W}`. A line ending in a dash
 *   ("Equip—") continues on the next line.
 * - The name goes through the card language's own string escaping (`quoteName`). What the language cannot
 *   hold is refused with the reason, never written half-right: a line break in a name, `#` in the text (it
 *   would start a comment and silently cut the line), a line starting with a code fence (```) or with the
 *   lower-case word `card` (it would start another card). Whatever else would not read back as exactly this
 *   one card is caught by the classification, which parses every file before anything is written.
 * - Layouts other than `normal` (split, flip, double-faced, …) are skipped: a `.card` holds one face.
 */
import { quoteName } from "../grammar/index.js";
import type { MtgjsonCard } from "./mtgjson.js";

/** `printed`: the text on the printed card; `oracle`: today's Oracle text. */
export type ImportWording = "printed" | "oracle";

export const IMPORT_WORDINGS: readonly ImportWording[] = ["printed", "oracle"];

export type Conversion =
  | {
      ok: true;
      name: string;
      /** The `.card` file's text (canonical layout, ending with a line break). */
      text: string;
      /** The ability lines as written into the file (without indentation), in order. */
      abilityLines: string[];
    }
  | { ok: false; name: string; reason: string };

/** Ability words of the era and after: a line starting with one is "<word> — <ability>". */
export const ABILITY_WORDS: readonly string[] = [
  "Threshold",
  "Hellbent",
  "Kinship",
  "Domain",
  "Grandeur",
  "Chroma",
  "Radiance",
  "Sweep",
  "Channel",
  "Imprint",
  "Metalcraft",
  "Landfall",
  "Morbid",
  "Fateful hour",
  "Battalion",
  "Bloodrush",
  "Heroic",
  "Constellation",
  "Ferocious",
  "Raid",
  "Formidable",
  "Spell mastery",
  "Converge",
  "Rally",
  "Delirium",
  "Revolt",
  "Enrage",
  "Undergrowth",
  "Addendum",
  "Magecraft",
  "Coven",
];

const NUMBER_WORD = "(?:one|two|three|four|five)";
/** "Choose one", "Choose two", "Choose one or both", "Choose one or more", "Choose any number" — not followed by a dash. */
const MODAL_HEAD = new RegExp(`^(Choose (?:${NUMBER_WORD} or (?:both|more)|${NUMBER_WORD}|any number))(?= +[A-Z{•])`);
const ABILITY_WORD_HEAD = new RegExp(`^(${ABILITY_WORDS.join("|")})(?= +[A-Z{])`);
/** `[+1]:`, `[−2]:`, `[-X]:`, `[0]:`, `+1:`, `-1:`, `−X:` at the start of a line. */
const LOYALTY_COST = /^\[?([+−–-]?)(\d+|X)\]?\s*:\s*/;
const BASIC_MANA_LETTER = /^\{?([WUBRG])\}?$/;

export function convertCard(card: MtgjsonCard, wording: ImportWording): Conversion {
  const name = typeof card.name === "string" ? card.name : "";
  const refuse = (reason: string): Conversion => ({ ok: false, name: name === "" ? "(no name)" : name, reason });
  if (typeof card.name !== "string" || card.name.trim() === "") return refuse("it has no name");
  const layout = card.layout === undefined ? "normal" : card.layout;
  if (layout !== "normal") {
    return refuse(`its layout is '${String(layout)}': a .card file holds one card face, so only layout 'normal' is imported (write the faces by hand)`);
  }
  if (/[\u0000-\u001f\u007f\u2028\u2029]/.test(name)) return refuse("its name contains a line break or a control character, which a card header cannot hold");

  const typeField = wording === "printed" ? "originalType" : "type";
  const textField = wording === "printed" ? "originalText" : "text";
  const typeLine = card[typeField];
  if (typeof typeLine !== "string" || typeLine.trim() === "") {
    return refuse(`it has no ${wording} type line ('${typeField}')${wording === "printed" ? "; import it with --wording oracle" : ""}`);
  }
  const rawText = card[textField];
  const otherText = card[wording === "printed" ? "text" : "originalText"];
  if (rawText !== undefined && rawText !== null && typeof rawText !== "string") return refuse(`its '${textField}' is not text`);
  if ((rawText === undefined || rawText === null) && typeof otherText === "string" && otherText.trim() !== "") {
    return refuse(`it has no ${wording} text ('${textField}') but has ${wording === "printed" ? "Oracle" : "printed"} text; import it with --wording ${wording === "printed" ? "oracle" : "printed"}`);
  }

  const type = normaliseTypeLine(typeLine);
  const abilityLines = abilityLinesOf(typeof rawText === "string" ? rawText : "", type, wording, name);
  for (const line of abilityLines) {
    if (line.includes("#")) return refuse(`its text contains '#', which starts a comment in a card file and would cut the line short ("${excerpt(line)}")`);
    if (line.startsWith("```")) return refuse(`a line of its text starts with \`\`\`, which opens a code block in a card file ("${excerpt(line)}")`);
    if (/^card(?![A-Za-z])/.test(line)) return refuse(`a line of its text starts with the word 'card', which starts a new card in a card file ("${excerpt(line)}")`);
  }

  const lines = [`card ${quoteName(name)}`];
  const cost = typeof card.manaCost === "string" ? card.manaCost.trim() : "";
  if (cost !== "") lines.push(`  cost ${singleLine(cost)}`);
  lines.push(`  type ${type}`);
  if (card.loyalty !== undefined && card.loyalty !== null && String(card.loyalty).trim() !== "") lines.push(`  loyalty ${singleLine(String(card.loyalty))}`);
  if (card.power !== undefined && card.power !== null && card.toughness !== undefined && card.toughness !== null) {
    lines.push(`  ${singleLine(String(card.power))}/${singleLine(String(card.toughness))}`);
  }
  for (const line of abilityLines) lines.push(`  ${line}`);
  return { ok: true, name, text: `${lines.join("\n")}\n`, abilityLines };
}

/** "Creature - Human Soldier" → "Creature — Human Soldier" (the printed type line's dash as MTGJSON writes it). */
export function normaliseTypeLine(type: string): string {
  return singleLine(type).replace(/\s+[-–—]\s+/, " — ");
}

/** The ability lines of a text field, in the order printed, by the rules in this file's header. */
export function abilityLinesOf(text: string, typeLine: string, wording: ImportWording, cardName = ""): string[] {
  const ligatured = cardName.replace(/Ae/g, "Æ").replace(/ae/g, "æ");
  if (ligatured !== cardName) text = text.split(ligatured).join(cardName);
  let normalised = text.replace(/\r\n?/g, "\n").replace(/\{([^{}]*)\}/g, (_, inside: string) => `{${normaliseSymbol(inside)}}`);
  // A line ending in a dash continues on the next ("Equip—\nRemove a charge counter …").
  normalised = normalised.replace(/([—–])[ \t]*\n(?![ \t]*•)[ \t]*/g, "$1");
  const raw = normalised.split("\n").map((line) => line.replace(/[ \t\u00a0]+/g, " ").trim());

  const basicLand = /\bBasic\b/.test(typeLine) && /\bLand\b/.test(typeLine);
  const lines: string[] = [];
  for (const line of raw) {
    if (line === "") continue;
    // Oracle's modes: "• Destroy target enchantment." belongs to the "Choose one —" line before it.
    if (line.startsWith("•") && lines.length > 0 && /^Choose\b/.test(lines[lines.length - 1])) {
      lines[lines.length - 1] = `${lines[lines.length - 1]} ${line}`;
      continue;
    }
    const letter = basicLand ? BASIC_MANA_LETTER.exec(line) : null;
    if (letter) {
      lines.push(wording === "printed" ? `({T}: Add {${letter[1]}} to your mana pool.)` : `({T}: Add {${letter[1]}}.)`);
      continue;
    }
    const withoutReminder = dropReminderText(line);
    if (withoutReminder === "") {
      // The whole line is reminder text: kept when it is an ability (a basic land's mana ability), else dropped.
      if (/^\(.*\S: /.test(line)) lines.push(line);
      continue;
    }
    const cleaned = normaliseLoyaltyCost(withoutReminder);
    // Only the printed text lost its dashes; a line that starts with the card's own name ("Kinship Raider gets
    // …") starts with no ability word, whatever the name's first word.
    lines.push(wording === "printed" && (cardName === "" || !cleaned.startsWith(cardName)) ? restoreDashes(cleaned) : cleaned);
  }
  return lines;
}

/** MTGJSON's hybrid `RW` / `2\nW` → `R/W` / `2/W`; anything else as it is (without spaces). */
function normaliseSymbol(inside: string): string {
  const compact = inside.replace(/\s+/g, "");
  const hybrid = /^([WUBRG2])([WUBRG])$/.exec(compact);
  return hybrid ? `${hybrid[1]}/${hybrid[2]}` : compact;
}

/** The line without its parenthesised groups (nested groups included); "" when nothing else is left. */
export function dropReminderText(line: string): string {
  let result = "";
  let depth = 0;
  let groupStart = -1;
  for (let index = 0; index < line.length; index++) {
    const char = line[index];
    if (char === "(") {
      if (depth === 0) groupStart = index;
      depth++;
    } else if (char === ")" && depth > 0) {
      depth--;
    } else if (depth === 0) {
      result += char;
    }
  }
  // An unclosed parenthesis is not reminder text: keep the line as written from it on.
  if (depth > 0) result += line.slice(groupStart);
  return result.replace(/ +/g, " ").replace(/ ([.,;:])/g, "$1").trim();
}

/** `[+1]:` / `[−1]:` / `-1:` → `+1:` / `−1:` (U+2212, the canonical minus). */
export function normaliseLoyaltyCost(line: string): string {
  const match = LOYALTY_COST.exec(line);
  if (!match) return line;
  const [, sign, amount] = match;
  const written = sign === "" ? amount : `${sign === "+" ? "+" : "−"}${amount}`;
  // Without a sign only 0 is a loyalty cost ("0:"); "2: …" is not one, leave it for the grammar to judge.
  if (sign === "" && amount !== "0") return line;
  return `${written}: ${line.slice(match[0].length)}`;
}

/** Puts back the dash MTGJSON's printed text drops after "Choose one" and after an ability word. */
export function restoreDashes(line: string): string {
  return line.replace(MODAL_HEAD, "$1 —").replace(ABILITY_WORD_HEAD, "$1 —");
}

function singleLine(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}

function excerpt(line: string): string {
  return line.length > 50 ? `${line.slice(0, 50)}…` : line;
}
