/**
 * The Vite plugin (also a Rollup plugin: it uses only the `transform` hook and `this.error` / `this.warn`), so
 * that an app can `import jace from "./cards/jace-beleren.card"`.
 *
 *     // vite.config.ts
 *     import cardscript from "cardscript/vite";
 *     export default { plugins: [cardscript()] };
 *
 * A `.card` module default-exports the file's first card and exports `cards` (all of them); types for these
 * imports: compiler/card-modules.d.ts (add it to your tsconfig's "files" or reference it with
 * `/// <reference path=".../card-modules.d.ts" />`).
 *
 * The card file is compiled like `cardscript build` compiles it (same code generator and formatter), then its
 * TypeScript is turned into JavaScript with TypeScript's `transpileModule` (the module id ends in `.card`, so
 * the bundler does not treat it as TypeScript). Errors in the card stop the build, or show in Vite's overlay,
 * at the card-file position. HMR: a `.card` file is an ordinary file module in Vite's module graph, so an edit
 * recompiles it and the update propagates through its importers to the nearest HMR boundary (a full reload if
 * none accepts it), which then runs with the newly compiled card.
 */
import path from "node:path";
import ts from "typescript";
import type { Diagnostic } from "../grammar/diagnostics.js";
import { compileCardSource } from "./index.js";

export interface CardscriptPluginOptions {
  /** Module specifier of the runtime type import in generated code (erased from the JavaScript anyway). */
  runtimeImport?: string;
  /** Paths in card locations and messages are relative to this folder. Default: the current folder. */
  root?: string;
}

/** The subset of Rollup's plugin context the plugin uses (Vite's is a superset). */
interface TransformContext {
  error(error: { message: string; id?: string; loc?: { file?: string; line: number; column: number } }): never;
  warn(warning: { message: string; id?: string; loc?: { file?: string; line: number; column: number } } | string): void;
}

export interface CardscriptPlugin {
  name: string;
  enforce: "pre";
  transform(this: TransformContext, code: string, id: string): Promise<{ code: string; map: null } | null>;
}

export default function cardscript(options: CardscriptPluginOptions = {}): CardscriptPlugin {
  return {
    name: "cardscript",
    enforce: "pre",
    async transform(code, id) {
      const file = id.split("?", 1)[0];
      if (!file.endsWith(".card")) return null;
      const display = path.relative(path.resolve(options.root ?? process.cwd()), file).split(path.sep).join("/");
      const compiled = await compileCardSource(code, display, { runtimeImport: options.runtimeImport });
      for (const diagnostic of compiled.diagnostics) {
        if (diagnostic.severity !== "error") this.warn({ message: describe(diagnostic), id: file, loc: locationOf(diagnostic, file) });
      }
      const firstError = compiled.diagnostics.find((diagnostic) => diagnostic.severity === "error");
      if (firstError || compiled.code === undefined) {
        const errors = compiled.diagnostics.filter((diagnostic) => diagnostic.severity === "error");
        this.error({
          message:
            errors.length > 0
              ? `${errors.map(describe).join("\n")}\nFix the card file (cardscript check ${display} lists every problem).`
              : `${display} defines no card; a .card file imported by the app needs at least one \`card "<name>"\`.`,
          id: file,
          loc: firstError ? locationOf(firstError, file) : undefined,
        });
      }
      const javascript = ts.transpileModule(compiled.code, {
        fileName: `${file}.ts`,
        compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, sourceMap: false },
      }).outputText;
      return { code: javascript, map: null };
    },
  };
}

function describe(diagnostic: Diagnostic): string {
  const { line, column } = diagnostic.range.start;
  return `${diagnostic.file}:${line}:${column} - ${diagnostic.severity} ${diagnostic.code}: ${diagnostic.message}`;
}

function locationOf(diagnostic: Diagnostic, file: string): { file: string; line: number; column: number } {
  return { file, line: diagnostic.range.start.line, column: diagnostic.range.start.column - 1 };
}
