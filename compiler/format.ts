/**
 * Formatting of generated modules with prettier (async API). The options are fixed here, never read from a
 * config file, so the output is byte-identical wherever the build runs.
 */
import * as prettier from "prettier";

const OPTIONS: prettier.Options = {
  parser: "typescript",
  printWidth: 100,
  tabWidth: 2,
  useTabs: false,
  semi: true,
  singleQuote: false,
  trailingComma: "all",
  endOfLine: "lf",
};

export async function formatModule(text: string): Promise<string> {
  return prettier.format(text, OPTIONS);
}

/** A prettier syntax error's position (1-based line and column) in the formatted text, when it has one. */
export function syntaxErrorPosition(error: unknown): { line: number; column: number } | undefined {
  const loc = (error as { loc?: { start?: { line?: number; column?: number } } } | null)?.loc?.start;
  if (loc && typeof loc.line === "number" && typeof loc.column === "number") return { line: loc.line, column: loc.column };
  return undefined;
}
