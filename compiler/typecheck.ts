/**
 * `build --typecheck`: type-checks generated modules (escape-hatch blocks included) with the TypeScript that
 * ts-morph bundles, and reports each error at the card-file position it came from, as a Diagnostic like
 * `check`'s. The modules are checked in memory before anything is written; the runtime's types are read from
 * disk through the same import the written modules use.
 *
 * The unformatted module text is checked (formatting changes no types), because there every escape-hatch line
 * sits at a known line, so positions inside a block map back exactly (position-map.ts).
 */
import { Project, ts } from "ts-morph";
import type { Diagnostic } from "../grammar/diagnostics.js";
import type { EscapeHatchOrigin } from "./codegen.js";
import { PositionMap, rangeAt } from "./position-map.js";

/** Diagnostic code for a type error in generated code (escape-hatch blocks included). */
export const TYPE_ERROR = "CS4010";

export interface ModuleToCheck {
  /** Absolute path the module will have. */
  path: string;
  /** Unformatted text (see generate.ts). */
  text: string;
  escapeHatches: EscapeHatchOrigin[];
  /** The card file: display path and text. */
  sourcePath: string;
  source: string;
}

export const TYPECHECK_OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  skipLibCheck: true,
  types: [],
  lib: ["lib.es2022.d.ts"],
};

export function typecheckModules(input: { outDir: string; modules: ModuleToCheck[]; extraFiles: { path: string; text: string }[] }): Diagnostic[] {
  const project = new Project({ compilerOptions: TYPECHECK_OPTIONS, skipAddingFilesFromTsConfig: true, skipFileDependencyResolution: false });
  const byPath = new Map<string, ModuleToCheck>();
  for (const file of input.extraFiles) project.createSourceFile(file.path, file.text, { overwrite: true });
  for (const module of input.modules) {
    const sourceFile = project.createSourceFile(module.path, module.text, { overwrite: true });
    byPath.set(sourceFile.getFilePath(), module);
  }
  const program = project.getProgram().compilerObject;
  const diagnostics: Diagnostic[] = [];
  for (const [filePath, module] of byPath) {
    const sourceFile = program.getSourceFile(filePath);
    if (!sourceFile) continue;
    const found = [...program.getSyntacticDiagnostics(sourceFile), ...program.getSemanticDiagnostics(sourceFile)];
    if (found.length === 0) continue;
    const map = new PositionMap(module.text, module.source, module.escapeHatches);
    for (const diagnostic of found) diagnostics.push(toCardDiagnostic(diagnostic, sourceFile, module, map));
  }
  return diagnostics;
}

function toCardDiagnostic(diagnostic: ts.Diagnostic, sourceFile: ts.SourceFile, module: ModuleToCheck, map: PositionMap): Diagnostic {
  const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, " ");
  const start = diagnostic.start ?? 0;
  const { line, character } = sourceFile.getLineAndCharacterOfPosition(start);
  const mapped = map.map(line, character);
  const range = mapped ? rangeAt(module.source, mapped.line, mapped.column, mapped.exact ? (diagnostic.length ?? 1) : 1) : rangeAt(module.source, 1, 1, 1);
  return {
    file: module.sourcePath,
    range,
    severity: "error",
    code: TYPE_ERROR,
    message: mapped?.exact
      ? `Type error in the escape-hatch block: ${message} (TS${diagnostic.code}). Fix the code between the \`\`\`ts fences.`
      : `Type error in the code generated for this ability: ${message} (TS${diagnostic.code}). This is a bug in cardscript or a runtime/compiler version mismatch; please report it.`,
  };
}
