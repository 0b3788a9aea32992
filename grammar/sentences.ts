/**
 * The sentences the grammar knows, as templates, and a similarity measure over words: used to tell an author
 * which known sentences are closest to a line the grammar does not understand (and to offer a fix when one is
 * very close), and by the language server for completion.
 *
 * Placeholders: `~` is the card's own name, `N` a number. Every template here parses (a test checks it), so a
 * suggestion built from one is always valid card text.
 */
import { cardLexer, numberWordValue, retypeWord, Word } from "./lexer.js";
import type { SentenceTemplate } from "./family.js";
import { ABILITY_FAMILIES, SYNTAX_FAMILIES } from "../families/syntax.js";

export type { SentenceTemplate } from "./family.js";

/** The sentences of the kernel's own ability shape: keyword lines. */
const KERNEL_SENTENCES: readonly SentenceTemplate[] = [
  { kind: "keywords", template: "Flying, vigilance" },
  { kind: "keywords", template: "First strike" },
];

/** Every sentence the grammar knows: each sentence family's, each ability family's, then the kernel's. */
export const SENTENCES: readonly SentenceTemplate[] = [
  ...SYNTAX_FAMILIES.flatMap((family) => family.sentences),
  ...ABILITY_FAMILIES.flatMap((family) => family.sentences),
  ...KERNEL_SENTENCES,
];

// ---------------------------------------------------------------------------------------------------------
// Similarity

/** Words longer than this are not compared letter by letter (they match nothing we know). */
const MAX_WORD_LENGTH = 40;
/** At most this many words of a line are compared. */
const MAX_WORDS = 60;

/** Normalises a word for comparison: numbers → N, inflections folded by the vocabulary. */
function normalizeWord(image: string): string {
  if (image === "~" || image === "N") return image; // the templates' placeholders
  if (/^[0-9]+$/.test(image)) return "N";
  const lower = image.toLowerCase().replace(/’/g, "'");
  if (lower === "x" || numberWordValue(lower) !== undefined) return "N";
  const token = { image, tokenType: Word, tokenTypeIdx: Word.tokenTypeIdx } as Parameters<typeof retypeWord>[0];
  retypeWord(token);
  const type = token.tokenType.name;
  // Words the vocabulary lumps together but that matter here keep their own (singular) spelling.
  if (type === "Word" || type === "TypeWord" || type === "ColorWord" || type === "KeywordWord" || type === "NonType") {
    return lower.endsWith("s") && lower.length > 4 ? lower.slice(0, -1) : lower;
  }
  return type;
}

function templateWords(template: string): string[] {
  const lexed = cardLexer.tokenize(template.replace(/~/g, "SELFNAMEPLACEHOLDER"));
  return lexed.tokens
    .filter((t) => t.tokenType.name !== "Newline")
    .map((t) => (t.image === "SELFNAMEPLACEHOLDER" ? "~" : t.image));
}

interface PreparedSentence {
  sentence: SentenceTemplate;
  words: string[];
  normalized: string[];
}

let preparedSentences: PreparedSentence[] | undefined;

/**
 * Every template lexed and normalised, made on first use: only a line the grammar does not understand asks for
 * the closest sentences, and lexing the few hundred templates cost every start (a `build` that parses one clean
 * card) ~50 ms of CPU.
 */
function prepared(): PreparedSentence[] {
  preparedSentences ??= SENTENCES.map((sentence) => {
    const words = templateWords(sentence.template);
    return { sentence, words, normalized: words.map(normalizeWord).filter((w) => w !== ".") };
  });
  return preparedSentences;
}

function wordDistance(a: string[], b: string[]): number {
  const previous = new Array<number>(b.length + 1);
  const current = new Array<number>(b.length + 1);
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
    }
    for (let j = 0; j <= b.length; j++) previous[j] = current[j];
  }
  return previous[b.length];
}

export interface ClosestSentence {
  template: string;
  /** 1 = identical words, 0 = nothing in common. */
  score: number;
  /** The template as card text: `~` → the card name, each `N` → the line's numbers in order (when they fit). */
  instantiate(cardName: string): string | undefined;
}

/**
 * The known sentences closest to a line's words (the line's cost prefix, e.g. `+1:`, is ignored).
 * Words are token images; the card's own name is given as "~".
 */
export function closestSentences(lineWords: string[], count: number): ClosestSentence[] {
  // Each edit in the language server parses the edited card again, with every unknown line in it: the answer
  // for a line is remembered (its words decide it), so that only new lines are compared with every sentence.
  const key = `${count}\u0000${lineWords.join("\u0000")}`;
  let closest = closestMemo.get(key);
  if (closest === undefined) {
    closest = computeClosestSentences(lineWords, count);
    if (closestMemo.size >= CLOSEST_MEMO_SIZE) closestMemo.delete(closestMemo.keys().next().value!);
    closestMemo.set(key, closest);
  }
  return closest.slice();
}

/** Answers of closestSentences, oldest first (a bounded memory: the oldest is forgotten first). */
const closestMemo = new Map<string, ClosestSentence[]>();
const CLOSEST_MEMO_SIZE = 4096;

function computeClosestSentences(lineWords: string[], count: number): ClosestSentence[] {
  let words = lineWords.slice(0, MAX_WORDS);
  const colon = words.indexOf(":");
  if (colon >= 0 && colon <= 8) words = words.slice(colon + 1);
  if (words[0] === "(") words = words.slice(1);
  const normalized = words.map(normalizeWord).filter((w) => w !== "." && w !== ")");
  const numbers = words.filter(
    (w) => /^[0-9]+$/.test(w) || numberWordValue(w) !== undefined || w.toLowerCase() === "x",
  );
  const scored = prepared().map((p) => {
    const distance = wordDistance(normalized, p.normalized);
    const score = 1 - distance / Math.max(normalized.length, p.normalized.length, 1);
    return { p, score };
  });
  scored.sort((a, b) => b.score - a.score);
  return scored
    .filter((s) => s.score > 0.3)
    .slice(0, count)
    .map(({ p, score }) => ({
      template: p.sentence.template,
      score,
      instantiate(cardName: string) {
        const placeholders = p.words.filter((w) => w === "N").length;
        if (placeholders > 0 && placeholders !== numbers.length) return undefined;
        let n = 0;
        // "N cards" with the number "a" reads "a card".
        return p.sentence.template.replace(/~|\bN\b( [a-z]+)?/g, (m, noun: string | undefined) => {
          if (m === "~") return cardName;
          const number = numbers[n++];
          const article = /^an?$/i.test(number);
          return number + (noun === undefined ? "" : article && noun.endsWith("s") ? noun.slice(0, -1) : noun);
        });
      },
    }));
}

// ---------------------------------------------------------------------------------------------------------
// Single words

function letterDistance(a: string, b: string): number {
  const previous = new Array<number>(b.length + 1);
  const current = new Array<number>(b.length + 1);
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
    }
    for (let j = 0; j <= b.length; j++) previous[j] = current[j];
  }
  return previous[b.length];
}

/** The candidate closest to `word` (case-insensitive) when it is a plausible misspelling, else undefined. */
export function closestWord(word: string, candidates: readonly string[]): string | undefined {
  if (word.length === 0 || word.length > MAX_WORD_LENGTH) return undefined;
  const lower = word.toLowerCase();
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const distance = letterDistance(lower, candidate.toLowerCase());
    if (distance < bestDistance) {
      bestDistance = distance;
      best = candidate;
    }
  }
  const allowed = Math.min(3, Math.max(1, Math.floor(lower.length / 3)));
  return best !== undefined && bestDistance > 0 && bestDistance <= allowed ? best : undefined;
}
