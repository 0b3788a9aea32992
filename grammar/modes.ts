/**
 * The kernel's part of modal spells ("Choose one — …", families/modes/ parses and prints them):
 * - the parse driver's messages for a modal line the grammar stopped in: the mode it does not know (CS1082,
 *   naming the mode and the closest sentences it knows), an empty mode (CS1081, with a fix removing the extra
 *   separator), and a ';' or '•' outside a list of modes (CS1080, with a fix);
 * - the validator's check that modes stand where they can be chosen (CS2081): the whole text of an instant or
 *   sorcery, chosen as the spell is played (2007 409.1b).
 */
import type { IToken } from "chevrotain";
import type { Ability, Card, Effect, SourceRange } from "./ast.js";
import { Bullet, Dash, Period, SelfName, Semicolon, vocab } from "./lexer.js";
import { closestSentences } from "./sentences.js";

/** A problem the driver reports (its offsets are the file's). */
export interface ModalLineProblem {
  code: "CS1080" | "CS1081" | "CS1082";
  message: string;
  start: number;
  end: number;
  fix?: { message: string; start: number; end: number; replacement: string };
}

function tokenEnd(token: IToken): number {
  return token.startOffset + token.image.length;
}

/** One mode's tokens, and the separator before it ("; or", "•") when there is one. */
interface ModeTokens {
  tokens: IToken[];
  separator?: { start: number; end: number };
}

/**
 * The modes of a "Choose … —" line as written, cut at its separators: "; or" / ";" (printed) and "•" (Oracle,
 * the period before a bullet ends the mode before it).
 */
function splitModes(tokens: readonly IToken[], from: number): ModeTokens[] {
  const Or = vocab("Or");
  const modes: ModeTokens[] = [{ tokens: [] }];
  for (let i = from; i < tokens.length; i++) {
    const token = tokens[i];
    if (token.tokenType === Semicolon) {
      const or = tokens[i + 1]?.tokenType === Or ? tokens[i + 1] : undefined;
      modes.push({ tokens: [], separator: { start: token.startOffset, end: tokenEnd(or ?? token) } });
      if (or) i++;
    } else if (token.tokenType === Bullet) {
      const current = modes[modes.length - 1];
      // The period that ends the mode before a bullet belongs to that mode's sentence, not to the next mode.
      if (current.tokens.length === 0 && modes.length === 1) {
        current.separator = { start: token.startOffset, end: tokenEnd(token) };
      } else {
        modes.push({ tokens: [], separator: { start: token.startOffset, end: tokenEnd(token) } });
      }
    } else {
      modes[modes.length - 1].tokens.push(token);
    }
  }
  return modes;
}

function isEmptyMode(mode: ModeTokens): boolean {
  return mode.tokens.every((token) => token.tokenType === Period);
}

/**
 * What to report for a line the grammar stopped in (`failed`: the token it stopped at, undefined at the line's
 * end) when the line is modal or holds a mode separator; null for any other line (the driver's usual message).
 */
export function modalLineProblems(tokens: readonly IToken[], failed: IToken | undefined, cardName: string): ModalLineProblem[] | null {
  const separators = tokens.filter((token) => token.tokenType === Semicolon || token.tokenType === Bullet);
  const Choose = vocab("Choose");
  if (tokens[0]?.tokenType !== Choose) {
    if (separators.length === 0) return null;
    // CS1080: a ';' or '•' with no "Choose one —" before it.
    return separators.map((token) =>
      token.tokenType === Semicolon
        ? {
            code: "CS1080",
            message: "';' only separates the modes of a modal spell ('Choose one — …; or …'): end this sentence with '.' instead, or start the line with 'Choose one —' if it lists modes.",
            start: token.startOffset,
            end: tokenEnd(token),
            fix: { message: "Replace ';' with '.'", start: token.startOffset, end: tokenEnd(token), replacement: "." },
          }
        : {
            code: "CS1080",
            message: "'•' starts a mode of a modal spell ('Choose one — • … • …'): start the line with 'Choose one —' if it lists modes, or remove the '•'.",
            start: token.startOffset,
            end: tokenEnd(token),
            fix: { message: "Remove '•'", start: token.startOffset, end: tokenEnd(token), replacement: "" },
          },
    );
  }
  const dash = tokens.findIndex((token) => token.tokenType === Dash);
  // "Choose a Giant creature you control.", "Choose three target nonenchantment permanents.": a choice, not modes;
  // the driver's usual message (the sentence the grammar does not know) says more than the modal shape would.
  if (dash < 0 && separators.length === 0 && !startsLikeModes(tokens)) return null;
  const failedAt = failed === undefined || Number.isNaN(failed.startOffset) ? tokens.length : tokens.indexOf(failed);
  if (dash < 0 || failedAt <= dash) {
    const start = tokens[0].startOffset;
    const end = tokenEnd(tokens[Math.max(0, (dash < 0 ? Math.min(failedAt, tokens.length) : dash) - 1)] ?? tokens[0]);
    return [
      {
        code: "CS1082",
        message: "A modal spell starts 'Choose one —' ('Choose two —', 'Choose three —', 'Choose one or both —', 'Choose one or more —'), then its modes: write the count and the dash '—' before the first mode.",
        start,
        end,
      },
    ];
  }
  const modes = splitModes(tokens, dash + 1);
  const problems: ModalLineProblem[] = [];
  modes.forEach((mode, index) => {
    if (!isEmptyMode(mode)) return;
    // The first mode's bullet alone, or a separator with nothing after it: remove that separator.
    const separator = mode.separator ?? modes[index + 1]?.separator;
    const where = separator ?? { start: tokens[dash].startOffset, end: tokenEnd(tokens[dash]) };
    problems.push({
      code: "CS1081",
      message: `Mode ${index + 1} of this modal spell is empty: each '; or' (or '•') starts a mode, a sentence the grammar knows. Remove the extra separator, or write the mode.`,
      start: where.start,
      end: where.end,
      fix: separator ? { message: "Remove the empty mode's separator", start: separator.start, end: separator.end, replacement: "" } : undefined,
    });
  });
  if (problems.length > 0) return problems;
  // CS1082: the mode the grammar stopped in, named by its number and words.
  const failedOffset = failed === undefined || Number.isNaN(failed.startOffset) ? tokenEnd(tokens[tokens.length - 1]) : failed.startOffset;
  let index = modes.findIndex((mode) => mode.tokens.length > 0 && failedOffset <= tokenEnd(mode.tokens[mode.tokens.length - 1]));
  if (index < 0) index = modes.length - 1;
  const mode = modes[index];
  const words = mode.tokens.filter((token) => token.tokenType !== Period).map((token) => (token.tokenType === SelfName ? "~" : token.image));
  const closest = closestSentences([...words, "."], 3);
  const list = closest.length > 0 ? ` Closest sentences it knows: ${closest.map((c) => `"${c.template.replace(/~/g, cardName)}"`).join("; ")}.` : "";
  const modeStart = mode.tokens[0].startOffset;
  const modeEnd = tokenEnd(mode.tokens[mode.tokens.length - 1]);
  const atEnd = failed === undefined || Number.isNaN(failed.startOffset);
  return [
    {
      code: "CS1082",
      message: `The grammar does not know mode ${index + 1} of this modal spell (${atEnd ? "the mode ends too early" : `it stopped at '${failed.image}'`}).${list} Rephrase the mode, or implement the spell in a \`\`\`ts code block on the following lines.`,
      start: atEnd ? modeStart : failed.startOffset,
      end: atEnd ? modeEnd : tokenEnd(failed),
    },
  ];
}

const MODE_COUNTS: ReadonlySet<string> = new Set(["one", "two", "three", "four", "five"]);

/**
 * Whether a "Choose …" line without a dash reads like the head of modes missing its dash: "Choose one Destroy …",
 * "Choose one or both ~ deals …" (a count, then a capitalised sentence or the card's name), or the count alone.
 */
function startsLikeModes(tokens: readonly IToken[]): boolean {
  if (!MODE_COUNTS.has(tokens[1]?.image.toLowerCase() ?? "")) return false;
  let next = 2;
  if (tokens[next]?.image.toLowerCase() === "or" && /^(both|more)$/i.test(tokens[next + 1]?.image ?? "")) next += 2;
  const after = tokens[next];
  return after === undefined || after.tokenType === SelfName || after.tokenType === Period || /^[A-Z]/.test(after.image);
}

// ---------------------------------------------------------------------------------------------------------
// Validation (CS2081)

function holdsModes(effect: Effect): boolean {
  if (effect.kind === "ChooseModes") return true;
  return "effects" in effect && Array.isArray(effect.effects) && (effect.effects as Effect[]).some(holdsModes);
}

/**
 * Where an ability's modes can't be chosen as 409.1b chooses them (as the spell is played): in an activated,
 * loyalty or triggered ability, beside other sentences of the line, inside another effect or another mode, or
 * on an instant or sorcery with other lines of text (several lines are one spell: compiler/spell-lines.ts).
 */
export function misplacedModes(card: Card, ability: Ability): { range: SourceRange; message: string }[] {
  const body = "body" in ability && ability.body.kind === "Effects" ? ability.body : undefined;
  if (body === undefined) return [];
  const out: { range: SourceRange; message: string }[] = [];
  body.effects.forEach((effect) => {
    if (effect.kind === "ChooseModes") {
      if (ability.kind !== "Spell") {
        out.push({ range: effect.range, message: "Modes are chosen as a spell is played (409.1b): modal activated and triggered abilities are not supported yet. Write the ability in a ```ts code block." });
      } else if (body.effects.length > 1) {
        out.push({ range: effect.range, message: "'Choose … —' and its modes are the whole text of the line: put the other sentences into the modes, or on a line of their own." });
      } else if (card.abilities.filter((other) => other.kind === "Spell").length > 1) {
        out.push({ range: effect.range, message: `"${card.name}" has other lines of spell text: a modal spell's modes are its whole text. Put those sentences into the modes, or remove them.` });
      }
      for (const mode of effect.modes) {
        for (const inner of mode.effects) {
          if (holdsModes(inner)) out.push({ range: inner.range, message: "A mode can't hold modes of its own: write its choices as modes of the spell." });
        }
      }
    } else if (holdsModes(effect)) {
      out.push({ range: effect.range, message: "'Choose … —' can't stand inside another sentence: modes are chosen as the spell is played (409.1b). Make the modes the spell's whole text." });
    }
  });
  return out;
}
