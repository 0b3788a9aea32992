/**
 * Prints a generated module: its header, then its top-level statements, each already a finished text. This is the
 * layout ts-morph's `printStructure` gives a `SourceFileStructure` whose statements are writer functions (the
 * generator used it until it was the only reason a one-card rebuild loaded ts-morph, and the TypeScript compiler
 * inside it): a statement that follows text ending in `}` (ignoring whitespace) starts after a blank line, any
 * other starts on a new line, and the module ends with a line break. At indentation level 0 ts-morph's writer
 * passes every written text through as it is. `test/compiler/module-printer.test.ts` checks, over every bundled
 * card, a sample of the synthetic set and escape-hatch blocks, that the two print the same bytes.
 */

/** One statement's text, with the comment lines written before it (each followed by a line break). */
export interface PrintedStatement {
  comments?: readonly string[];
  text: string;
}

export function printModule(header: string, statements: Iterable<PrintedStatement>): string {
  let out = header;
  // ts-morph's writer: on the first line of the file until a line break is written.
  let firstLine = !header.includes("\n");
  for (const statement of statements) {
    if (lastNonWhitespaceIsCloseBrace(out)) out = blankLineIfLastNot(out);
    else if (!(firstLine && (out.length === 0 || out.endsWith("\n")))) out = newLineIfLastNot(out);
    for (const comment of statement.comments ?? []) out = `${out}${comment}\n`;
    out += statement.text;
    if (out.includes("\n")) firstLine = false;
  }
  if (!(firstLine && (out.length === 0 || out.endsWith("\n"))) && !out.endsWith("\n")) out += "\n";
  return out;
}

function lastNonWhitespaceIsCloseBrace(text: string): boolean {
  for (let index = text.length - 1; index >= 0; index--) {
    const char = text.charCodeAt(index);
    // ts-morph's StringUtils.isWhitespaceCharCode: space, tab, line feed, carriage return, and the rest of \s.
    if (char === 32 || char === 9 || char === 10 || char === 13 || char === 11 || char === 12) continue;
    return char === 125;
  }
  return false;
}

function newLineIfLastNot(text: string): string {
  return text.length === 0 || text.endsWith("\n") ? text : `${text}\n`;
}

function blankLineIfLastNot(text: string): string {
  if (/\n\r?\n$/.test(text)) return text;
  return `${newLineIfLastNot(text)}\n`;
}
