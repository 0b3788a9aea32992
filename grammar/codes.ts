/**
 * Every diagnostic code, with its title and explanation: the card language's syntax codes (CS1xxx,
 * codes-syntax.ts) and validation codes (CS2xxx, codes-validation.ts), the compiler's (CS4xxx) and CS0001
 * (codes-compiler.ts), and the scenario language's codes (CS5xxx, scenario/codes.ts). `explainCode` is what the language
 * server shows on hover and what `cardscript check` users can look up.
 */
import type { Severity } from "./diagnostics.js";
import { SYNTAX_CODES } from "./codes-syntax.js";
import { VALIDATION_CODES } from "./codes-validation.js";
import { COMPILER_CODES } from "./codes-compiler.js";
import { SCENARIO_CODES } from "./scenario/codes.js";

export { SYNTAX_CODES, VALIDATION_CODES, SCENARIO_CODES, COMPILER_CODES };

export interface CodeInfo {
  code: string;
  title: string;
  explanation: string;
  /** The severity the code is reported with, where it is always the same. */
  severity?: Severity;
}

type CodeEntry = [string, { title: string; explanation: string; severity?: Severity }];

const REGISTRY: ReadonlyMap<string, CodeInfo> = new Map(
  [
    ...(SYNTAX_CODES.entries() as Iterable<CodeEntry>),
    ...(Object.entries(VALIDATION_CODES) as CodeEntry[]),
    ...(SCENARIO_CODES.entries() as Iterable<CodeEntry>),
    ...(COMPILER_CODES.entries() as Iterable<CodeEntry>),
  ]
    .map(([code, info]): [string, CodeInfo] => [code, { code, title: info.title, explanation: info.explanation, ...(info.severity ? { severity: info.severity } : {}) }])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
);

/** All codes, sorted. */
export function allCodes(): CodeInfo[] {
  return [...REGISTRY.values()];
}

/** The title and explanation of a code, or undefined for a code that does not exist. */
export function codeInfo(code: string): CodeInfo | undefined {
  return REGISTRY.get(code.trim().toUpperCase());
}

/** Markdown for a hover: "**CS2001: Planeswalker without loyalty**" and the explanation; undefined if unknown. */
export function explainCode(code: string): string | undefined {
  const info = codeInfo(code);
  return info ? `**${info.code}: ${info.title}**\n\n${info.explanation}` : undefined;
}
