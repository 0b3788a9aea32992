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
export async function analyze(sources: readonly SourceFile[], external?: DeclaredTypes): Promise<AnalyzedFile[]> {
  const { checkCardSources } = await import("../grammar/index.js");
  grammarLoaded = true;
  const { files } = checkCardSources(sources, external ? { declaredTypes: external } : {});
  return files.map((file, index) => ({ file: file.file, text: sources[index].text, ast: file.ast, diagnostics: file.diagnostics }));
}
