/**
 * Generation jobs: cards → formatted module texts (returned, or written into a fresh build's temporary folder).
 * Runs the same in the main thread and in worker threads (workers.ts), and measures where the time goes (code
 * generation, printing, prettier, writing).
 *
 * Each module is a list of top-level statements (codegen.ts): data, already in prettier's layout, and code,
 * which prettier formats. Each distinct code statement is looked up in the statement store (statement-store.ts:
 * what prettier and type erasure made of it, or of a statement of its shape, in an earlier build of the folder);
 * only the others go through prettier (format.ts, batched) and, for `--emit js`, through type erasure
 * (emit-js.ts `eraseTypes`: from prettier's own parse of the statement, so a build thread never loads the TypeScript
 * compiler for generated code), and are added to the store. The module is then printed with the formatted code in place
 * (module-printer.ts), its JavaScript from each statement's JavaScript and its declarations by
 * `cardModuleDeclarations`, so that a rebuild whose statements are all known loads neither prettier nor
 * TypeScript. A declaration that does not format (an escape-hatch block with a syntax error) is reported at
 * its card-file position.
 */
import { linkSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Card } from "../grammar/ast.js";
import type { Diagnostic } from "../grammar/diagnostics.js";
import { generateModule, renderJavaScriptModule, renderModule, type CodeStatement, type EscapeHatchOrigin, type GeneratedModule } from "./codegen.js";
import { cardModuleDeclarations, EmitError, eraseTypes, loadTypeEraser } from "./emit-js.js";
import { emittedNames, type EmitKind } from "./emit-kind.js";
import { formatStatements, syntaxErrorPosition, type FormatFailure, type FormatStatistics } from "./format.js";
import { StatementStore, type StatementOutput, type StoredStatement } from "./statement-store.js";
import { PositionMap, rangeAt } from "./position-map.js";
import { emptyTimings, type GenerateTimings } from "./workers.js";

export type { GenerateTimings } from "./workers.js";

export interface GenerateJob {
  /** Key the caller uses to match results (e.g. the output module path). */
  id: string;
  sourcePath: string;
  source: string;
  cards: Card[];
  runtimeImport: string;
  /** Also return the unformatted module (for `--typecheck`). */
  keepUnformatted?: boolean;
  /**
   * Write the formatted module to `<writeTo>/<id>` instead of returning its text (a fresh build's temporary
   * output folder: see build.ts).
   */
  writeTo?: string;
  /** What to write for the module (emit-kind.ts): `ts` (default) the module itself, `js` JavaScript + declarations. */
  emit?: EmitKind;
}

export interface GenerateResult {
  id: string;
  /** Formatted module text; undefined when there are error diagnostics, or when it was written (`writeTo`). */
  text?: string;
  /** The files to write for the module (names relative to the output folder; emit-kind.ts), when `text` is given. */
  files?: [name: string, text: string][];
  /** The module was written to `<writeTo>/<id>`. */
  written?: boolean;
  /** Unformatted text (what `typecheck.ts` checks, with exact positions for escape-hatch blocks), if asked for. */
  unformatted?: string;
  escapeHatches: EscapeHatchOrigin[];
  diagnostics: Diagnostic[];
}

/** Diagnostic code for an escape-hatch block that is not valid TypeScript. */
export const ESCAPE_HATCH_SYNTAX = "CS4002";
/** Diagnostic code for an escape-hatch block whose TypeScript cannot be emitted as JavaScript (`--emit js`). */
export const ESCAPE_HATCH_NOT_ERASABLE = "CS4003";

/**
 * The statements this thread has formatted (and erased), for every job it runs (a worker's lifetime, or the
 * process's), when the caller gives no store of its own.
 */
let threadStore: StatementStore | undefined;

/**
 * Runs the jobs. Each distinct code statement is looked up in `store` (statement-store.ts: by text or by shape),
 * and only the others go through prettier, and through type erasure for `--emit js`, so a build whose
 * statements are all known loads neither. `learned`: the store's entries this call added (the caller keeps
 * them in the output folder).
 */
export async function runJobs(
  jobs: readonly GenerateJob[],
  store: StatementStore = threadStatements(),
): Promise<{ results: GenerateResult[]; timings: GenerateTimings; learned: StoredStatement[] }> {
  const timings = emptyTimings();
  const learnedBefore = store.learned.length;
  let started = performance.now();
  const modules = jobs.map((job) => generateModule(job.cards, { sourcePath: job.sourcePath, runtimeImport: job.runtimeImport }));
  timings.generateMs += performance.now() - started;

  started = performance.now();
  const javascript = jobs.some((job) => (job.emit ?? "ts") === "js");
  const code = new Set<string>();
  for (const module of modules) {
    if (module.diagnostics.length > 0) continue;
    for (const statement of module.statements) if (statement.kind === "code") code.add(statement.text);
  }
  /** Each code statement's output, or why it has none (it does not parse, or it cannot be erased to JavaScript). */
  const outputs = new Map<string, StatementOutput | FormatFailure | EmitError>();
  const missing: string[] = [];
  for (const text of code) {
    const known = store.lookup(text);
    if (known && (!javascript || known.js !== undefined)) outputs.set(text, known);
    else missing.push(text);
  }
  const statistics: FormatStatistics = { distinct: 0, formatted: 0, calls: 0 };
  const formatted = missing.length > 0 ? await formatStatements(missing, statistics) : new Map<string, string | FormatFailure>();
  if (javascript && missing.length > 0) await loadTypeEraser();
  for (const text of missing) {
    const ts = formatted.get(text)!;
    if (typeof ts !== "string") {
      outputs.set(text, ts);
      continue;
    }
    let js: string | undefined;
    if (javascript) {
      try {
        js = eraseTypes(ts);
      } catch (error) {
        if (!(error instanceof EmitError)) throw error;
        outputs.set(text, error);
        continue;
      }
    }
    store.learn(text, { ts, js });
    outputs.set(text, { ts, js });
  }
  timings.formatMs += performance.now() - started;
  timings.statements = code.size;
  timings.statementsFormatted = statistics.formatted;
  timings.formatCalls = statistics.calls;

  const results = jobs.map((job, index): GenerateResult => {
    const module = modules[index];
    const result: GenerateResult = { id: job.id, escapeHatches: module.escapeHatches, diagnostics: module.diagnostics };
    if (job.keepUnformatted) result.unformatted = module.text;
    if (module.diagnostics.length > 0) return result;
    const emit = job.emit ?? "ts";
    for (const statement of module.statements) {
      if (statement.kind !== "code") continue;
      const output = outputs.get(statement.text);
      if (output instanceof EmitError) {
        if (emit === "js" && !statement.typeOnly) {
          result.diagnostics.push(notErasableDiagnostic(output, job, module));
          return result;
        }
      } else if (output && !("ts" in output)) result.diagnostics.push(syntaxDiagnostic(output, statement as CodeStatement, job, module));
    }
    if (result.diagnostics.length > 0) return result;
    let started = performance.now();
    const output = (statement: CodeStatement) => outputs.get(statement.text) as StatementOutput;
    const text = renderModule(module, (statement) => output(statement).ts);
    const files: [string, string][] =
      emit === "ts"
        ? [[job.id, text]]
        : emittedNames(job.id, emit).map((name): [string, string] => [
            name,
            name.endsWith(".d.ts") ? cardModuleDeclarations(job.runtimeImport, job.cards.length) : renderJavaScriptModule(module, (statement) => output(statement).js!),
          ]);
    timings.printMs += performance.now() - started;
    if (job.writeTo === undefined) {
      result.text = text;
      result.files = files;
    } else {
      started = performance.now();
      // Synchronous on purpose: creating many files through the thread pool costs more CPU than in a loop.
      for (const [name, content] of files) {
        if (name.endsWith(".d.ts")) writeShared(job.writeTo, name, content);
        else writeFileSync(path.join(job.writeTo, name), content);
      }
      timings.writeMs += performance.now() - started;
      result.written = true;
    }
    return result;
  });
  return { results, timings, learned: store.learned.splice(learnedBefore) };
}

/**
 * Per folder written into (a fresh build's temporary folder) and text: a file this thread wrote there with that
 * text. The card modules' declarations are one text (emit-js.ts `cardModuleDeclarations`), so each is written
 * once per thread and folder, and every other module's is a hard link to that file: a link is a name for the
 * file already written, where writing it again would make a new file (an inode) for every card. On a file system
 * that was just cleared of a previous output (ext4: the inode allocator steps around recently freed inodes,
 * `perf` shows most of the build's kernel time there), that is most of what writing the file costs. The
 * folder's files are never changed in place (a later build replaces a file by a rename: output-folder.ts), so
 * the linked names stay what they are. Where a link cannot be made (a file system without hard links, the
 * file's link count at its limit, the file removed), the text is written, and that file links the next ones.
 */
const sharedFiles = new Map<string, string>();

function writeShared(folder: string, name: string, text: string): void {
  const target = path.join(folder, name);
  const key = `${folder}\0${text}`;
  const source = sharedFiles.get(key);
  if (source !== undefined) {
    try {
      linkSync(source, target);
      return;
    } catch {
      // Written below, and linked from then on.
    }
  }
  writeFileSync(target, text);
  if (sharedFiles.size >= 64) sharedFiles.clear();
  sharedFiles.set(key, target);
}

/** Adds statements formatted elsewhere (another worker thread) to this thread's store, for the next `runJobs`. */
export function knowStatements(entries: readonly StoredStatement[]): void {
  if (entries.length > 0) threadStatements().adopt(entries);
}

/** The thread's store, started again when it grows large (a language server runs for days). */
function threadStatements(): StatementStore {
  if (!threadStore || threadStore.size > 100_000) threadStore = new StatementStore("");
  return threadStore;
}

/**
 * Loads what generating new statements in this thread needs (prettier and its TypeScript parser, which type erasure
 * also reads: emit-js.ts `eraseTypes`), so that a later
 * build does not pay for it: `watch` calls it when it starts idle on an up-to-date output.
 */
export async function warmUp(): Promise<void> {
  await formatStatements(["export {};"]);
  await loadTypeEraser();
}

/** Only an escape-hatch block can hold TypeScript that is not erasable: the error is reported at the block. */
function notErasableDiagnostic(error: EmitError, job: GenerateJob, module: GeneratedModule): Diagnostic {
  return {
    file: job.sourcePath,
    range: module.escapeHatches[0]?.codeRange ?? job.cards[0].range,
    severity: "error",
    code: ESCAPE_HATCH_NOT_ERASABLE,
    message: `The escape-hatch block uses TypeScript that has no JavaScript of its own: ${error.message}.`,
  };
}

function syntaxDiagnostic(failure: FormatFailure, statement: CodeStatement, job: GenerateJob, module: GeneratedModule): Diagnostic {
  const { error } = failure;
  const position = syntaxErrorPosition(error);
  // The position is in the statement as prettier got it; its comments (the card-file markers) come first.
  const map = new PositionMap([...statement.comments, statement.text].join("\n"), job.source, statement.escapeHatch ? [statement.escapeHatch] : []);
  const mapped = position ? map.map(position.line - 1 + statement.comments.length, position.column - 1) : undefined;
  const fallback = statement.escapeHatch?.codeRange ?? module.escapeHatches[0]?.codeRange ?? job.cards[0].range;
  const message = (error instanceof Error ? error.message : String(error)).split("\n")[0].replace(/\s*\(\d+:\d+\)$/, "").replace(/\.+$/, "");
  return {
    file: job.sourcePath,
    range: mapped ? rangeAt(job.source, mapped.line, mapped.column, 1) : fallback,
    severity: "error",
    code: ESCAPE_HATCH_SYNTAX,
    message: `The escape-hatch block is not valid TypeScript: ${message}. Fix the code between the \`\`\`ts fences.`,
  };
}
