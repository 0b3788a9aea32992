/**
 * Formatting with prettier (async API). The options are fixed here, never read from a config file, so the
 * output is byte-identical wherever the build runs.
 *
 * Generated modules are formatted statement by statement (`formatStatements`): prettier formats each top-level
 * statement independently of its neighbours, so a module assembled from separately formatted statements is
 * byte-identical to the whole module formatted at once (a test checks it). Each distinct statement text is
 * formatted once per process (a Map by exact text), and the texts not seen before are formatted together in
 * batches, because each prettier call has a fixed cost. Generated code holds nothing card-specific (codegen.ts),
 * so a set that repeats its sentences ("Flying", "deals 3 damage to target creature") repeats its texts.
 */
import type * as Prettier from "prettier";

const OPTIONS: Prettier.Options = {
  parser: "typescript",
  printWidth: 100,
  tabWidth: 2,
  useTabs: false,
  semi: true,
  singleQuote: false,
  trailingComma: "all",
  endOfLine: "lf",
};

/** prettier, loaded on first use (a build whose code statements are all known formats nothing: statement-store.ts). */
let prettier: Promise<typeof Prettier> | undefined;

export async function formatModule(text: string): Promise<string> {
  return (await (prettier ??= import("prettier"))).format(text, OPTIONS);
}

/** A statement prettier could not format (a syntax error, in practice inside an escape-hatch block). */
export interface FormatFailure {
  error: unknown;
}

/** Formatted statements by exact text (without the final line break), for every build of this process. */
const formatted = new Map<string, string>();
const MAX_REMEMBERED = 200_000;
/** Statements formatted in one prettier call: enough to amortise its fixed cost, few enough to redo one by one. */
const BATCH_STATEMENTS = 48;
/**
 * A line holding only whitespace. A batch joins statements with one blank line, which prettier keeps between
 * top-level statements (and never adds inside one), so the output splits at its blank lines; a statement that
 * has a blank line of its own (an escape-hatch block may) is formatted alone. (A boundary comment would do as
 * well, but prettier's comment attachment makes the batch a third slower.)
 */
const BLANK_LINE = /\n[ \t]*\n/;

export interface FormatStatistics {
  /** Distinct texts asked for. */
  distinct: number;
  /** Of those, formatted by prettier now (the rest were known). */
  formatted: number;
  /** prettier calls made. */
  calls: number;
}

/**
 * Formats top-level statements (each a complete declaration). Returns each text's formatted form (no final line
 * break), or a FormatFailure.
 */
export async function formatStatements(
  texts: Iterable<string>,
  statistics?: FormatStatistics,
): Promise<Map<string, string | FormatFailure>> {
  const result = new Map<string, string | FormatFailure>();
  const missing: string[] = [];
  for (const text of texts) {
    if (result.has(text)) continue;
    const known = formatted.get(text);
    result.set(text, known ?? "");
    if (known === undefined) missing.push(text);
  }
  if (statistics) {
    statistics.distinct += result.size;
    statistics.formatted += missing.length;
  }
  if (formatted.size + missing.length > MAX_REMEMBERED) formatted.clear();
  const batchable = missing.filter((text) => !BLANK_LINE.test(text));
  const alone = missing.filter((text) => BLANK_LINE.test(text));
  const groups: string[][] = alone.map((text) => [text]);
  for (let start = 0; start < batchable.length; start += BATCH_STATEMENTS) groups.push(batchable.slice(start, start + BATCH_STATEMENTS));
  for (const batch of groups) {
    const outputs = batch.length > 1 ? await formatBatch(batch, statistics) : undefined;
    for (const [index, text] of batch.entries()) {
      let output: string | FormatFailure | undefined = outputs?.[index];
      if (output === undefined) {
        if (statistics) statistics.calls += 1;
        try {
          output = (await formatModule(text)).replace(/\n$/, "");
        } catch (error) {
          output = { error };
        }
      }
      if (typeof output === "string") formatted.set(text, output);
      result.set(text, output);
    }
  }
  return result;
}

/**
 * Formats several statements (none with a blank line) in one prettier call; undefined if the batch does not
 * format cleanly or does not split back into its statements, each starting as it did.
 */
async function formatBatch(texts: string[], statistics?: FormatStatistics): Promise<string[] | undefined> {
  if (statistics) statistics.calls += 1;
  let output: string;
  try {
    output = await formatModule(texts.join("\n\n"));
  } catch {
    return undefined;
  }
  const parts = output.replace(/\n$/, "").split("\n\n");
  if (parts.length !== texts.length) return undefined;
  return parts.every((part, index) => part.slice(0, 8) === texts[index].slice(0, 8)) ? parts : undefined;
}

/** A prettier syntax error's position (1-based line and column) in the formatted text, when it has one. */
export function syntaxErrorPosition(error: unknown): { line: number; column: number } | undefined {
  const loc = (error as { loc?: { start?: { line?: number; column?: number } } } | null)?.loc?.start;
  if (loc && typeof loc.line === "number" && typeof loc.column === "number") return { line: loc.line, column: loc.column };
  return undefined;
}
