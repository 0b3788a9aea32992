/**
 * What the build says about escape-hatch blocks, for `cardscript check` and the language server: a block whose braces do not form one
 * function body (CS4001), one that is not valid TypeScript (CS4002), and type errors in it (CS4010). The checks are
 * the build's own (generate.ts, typecheck.ts), run on the cards that have a block, so `check` and `build` cannot
 * disagree; `check` also reports any other CS4001 of those cards.
 *
 * Startup matters for `check`: this module loads nothing heavy, and ts-morph, prettier and the TypeScript checker
 * are loaded only when a card has a block (`hasEscapeHatch` first).
 */
import path from "node:path";
import type { Card } from "../grammar/ast.js";
import type { Diagnostic } from "../grammar/diagnostics.js";
import { RUNTIME_FILE } from "./names.js";
import { defaultRuntimeImport } from "./runtime-entry.js";
import { hasEscapeHatch, parseCardFile } from "../grammar/index.js";

export { hasEscapeHatch };

export interface FileWithCards {
  /** As shown in diagnostics. */
  file: string;
  text: string;
  cards: readonly Card[];
}

/**
 * The build's diagnostics for the cards with escape-hatch blocks of `files`: generation (CS4001, CS4002), then
 * type checking against the runtime's types (CS4010) for the cards that generated. Give only files free of errors
 * (the build generates nothing for a set with errors).
 */
export async function checkEscapeHatches(files: readonly FileWithCards[]): Promise<Diagnostic[]> {
  let count = 0;
  const jobs = files.flatMap((file) =>
    file.cards.filter(hasEscapeHatch).map((card) => ({
      id: `cards/block-${count++}.ts`,
      sourcePath: file.file,
      source: file.text,
      cards: [card],
      runtimeImport: `../${RUNTIME_FILE.replace(/\.ts$/, ".js")}`,
      keepUnformatted: true,
    })),
  );
  if (jobs.length === 0) return [];
  const { runJobs } = await import("./generate.js");
  const { results } = await runJobs(jobs);
  const diagnostics = results.flatMap((result) => result.diagnostics);
  const generated = results.map((result, index) => ({ result, job: jobs[index] })).filter(({ result }) => result.diagnostics.length === 0);
  if (generated.length === 0) return diagnostics;

  // Type-checked in memory, as `build --typecheck` checks an output folder: the modules and `runtime.ts` are
  // placed in a folder that is never written, and the runtime's types are read from disk through runtime.ts.
  const [{ typecheckModules }, { generateRuntimeReexport }] = await Promise.all([import("./typecheck.js"), import("./set-index.js")]);
  const outDir = path.resolve(".cardscript-check");
  diagnostics.push(
    ...typecheckModules({
      outDir,
      modules: generated.map(({ result, job }) => ({
        path: path.join(outDir, job.id),
        text: result.unformatted!,
        escapeHatches: result.escapeHatches,
        sourcePath: job.sourcePath,
        source: job.source,
      })),
      extraFiles: [{ path: path.join(outDir, RUNTIME_FILE), text: generateRuntimeReexport(defaultRuntimeImport(outDir)) }],
    }),
  );
  return diagnostics;
}

/**
 * The build's block diagnostics for card files' texts, for the language server: none for a file without a block
 * or with a syntax error of its own (as `check` adds them only to files free of errors). The same checks as
 * `checkEscapeHatches`, in one type-checker program for all the files, so the editor, `check` and `build` report
 * the same block errors at the same positions.
 */
export async function escapeHatchDiagnosticsOf(sources: readonly { file: string; text: string }[]): Promise<Diagnostic[]> {
  const files: FileWithCards[] = [];
  for (const { file, text } of sources) {
    const parsed = parseCardFile(text, file);
    if (parsed.diagnostics.some((diagnostic) => diagnostic.severity === "error")) continue;
    if (parsed.ast.cards.some(hasEscapeHatch)) files.push({ file, text, cards: parsed.ast.cards });
  }
  return files.length === 0 ? [] : checkEscapeHatches(files);
}
