/**
 * The compiler's front end: parse card sources and validate them with the grammar's one parser and validator
 * (the compiler never re-parses English itself). Loaded lazily so that code generation alone (tests with
 * hand-built trees, workers) does not load Chevrotain.
 */
import type { CardFile } from "../grammar/ast.js";
import type { Diagnostic } from "../grammar/diagnostics.js";

export interface SourceFile {
  /** The path shown in diagnostics and generated code. */
  file: string;
  text: string;
}

export interface AnalyzedFile extends SourceFile {
  ast: CardFile;
  /** Syntax and validation diagnostics of this file, sorted by position. */
  diagnostics: Diagnostic[];
}

export interface DeclaredTypes {
  planeswalker: string[];
  creature: string[];
}

/** Types a file declares for the whole set. */
export function declaredTypesOf(ast: CardFile): DeclaredTypes {
  const result: DeclaredTypes = { planeswalker: [], creature: [] };
  for (const declaration of ast.declarations) {
    for (const identifier of declaration.names) {
      (declaration.what === "planeswalker type" ? result.planeswalker : result.creature).push(identifier.name);
    }
  }
  return result;
}

let grammarLoaded = false;

/** Whether this thread has loaded the grammar (then parsing here is cheap: see frontend-thread.ts). */
export function grammarLoadedHere(): boolean {
  return grammarLoaded;
}

/**
 * Parses and validates `sources` as (part of) one set. `external` are the declared types of the set's other
 * files (incremental builds validate only the changed files against the rest of the set).
 */
export async function analyze(sources: readonly SourceFile[], external?: DeclaredTypes, onParsed?: (files: ParsedFile[]) => void): Promise<AnalyzedFile[]> {
  if (onParsed) return analyzeInParts(sources, external, onParsed);
  const { checkCardSources } = await import("../grammar/index.js");
  grammarLoaded = true;
  const { files } = checkCardSources(sources, external ? { declaredTypes: external } : {});
  return files.map((file, index) => ({ file: file.file, text: sources[index].text, ast: file.ast, diagnostics: file.diagnostics }));
}

/** A file parsed, before the set is validated: its tree, and whether its syntax has errors. */
export interface ParsedFile extends SourceFile {
  ast: CardFile;
  syntaxErrors: boolean;
}

/** Files parsed between two turns of the event loop (`analyzeInParts`): about 20-40 ms of parsing. */
const PARSE_PART = 64;

/**
 * `analyze`, giving each part of the files to `onParsed` as soon as it is parsed, and letting the event loop turn
 * between parts (build.ts hands the parsed cards to the worker threads meanwhile). The same result as
 * grammar/index.ts `checkCardSources`: each file parsed, then the set validated, each file's diagnostics sorted
 * by position. Validation does not change the trees (a test checks it), so what was done with a part's trees
 * holds for the validated set.
 */
async function analyzeInParts(sources: readonly SourceFile[], external: DeclaredTypes | undefined, onParsed: (files: ParsedFile[]) => void): Promise<AnalyzedFile[]> {
  const { parseCardFile, validateCardSet } = await import("../grammar/index.js");
  grammarLoaded = true;
  const parsed: { ast: CardFile; diagnostics: Diagnostic[] }[] = [];
  for (let start = 0; start < sources.length; start += PARSE_PART) {
    const part: ParsedFile[] = [];
    for (const source of sources.slice(start, start + PARSE_PART)) {
      const { ast, diagnostics } = parseCardFile(source.text, source.file);
      parsed.push({ ast, diagnostics });
      part.push({ file: source.file, text: source.text, ast, syntaxErrors: diagnostics.some((diagnostic) => diagnostic.severity === "error") });
    }
    onParsed(part);
    await new Promise((resolve) => setImmediate(resolve));
  }
  const validation = validateCardSet(
    parsed.map((entry, index) => ({ ast: entry.ast, text: sources[index].text, syntaxDiagnostics: entry.diagnostics })),
    { declaredTypes: external },
  );
  return parsed.map((entry, index) => ({
    file: sources[index].file,
    text: sources[index].text,
    ast: entry.ast,
    diagnostics: [...entry.diagnostics, ...validation[index]].sort((a, b) => a.range.start.offset - b.range.start.offset || a.range.end.offset - b.range.end.offset),
  }));
}
