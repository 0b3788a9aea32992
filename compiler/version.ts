/**
 * The compiler version recorded in the build cache: the package version plus a hash of the code generator's
 * own sources, so that any change to what the compiler emits invalidates every cached module.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { CODE_ROOT, PACKAGE_ROOT } from "./runtime-entry.js";

/** Files whose content decides the generated text. */
const GENERATOR_SOURCES = ["compiler/codegen.ts", "compiler/effects.ts", "compiler/literals.ts", "compiler/data-printer.ts", "compiler/format.ts", "compiler/generate.ts", "compiler/set-index.ts", "compiler/names.ts", "compiler/emit-js.ts", "compiler/emit-kind.ts", "compiler/family.ts", "compiler/modes.ts", "grammar/mode-count.ts", "grammar/printer.ts", "grammar/words.ts", "grammar/vocabulary.ts", "families/codegen.ts", "families/syntax.ts"];

/** The generator sources above, and every sentence family's codegen and syntax (printer) parts. */
function generatorSources(): string[] {
  let families: string[] = [];
  // The sources' families/ in a checkout; dist/'s in an installed package (which has no sources).
  for (const root of [PACKAGE_ROOT, CODE_ROOT]) {
    try {
      families = readdirSync(path.join(root, "families"), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort();
      break;
    } catch {
      // not here: try the next root; with none, the hash says "(missing)" for the registry files
    }
  }
  return [...GENERATOR_SOURCES, ...families.flatMap((name) => [`families/${name}/codegen.ts`, `families/${name}/syntax.ts`])];
}

let cached: string | undefined;

export function compilerVersion(): string {
  if (cached !== undefined) return cached;
  const hash = createHash("sha256");
  const pkg = JSON.parse(readFileSync(path.join(PACKAGE_ROOT, "package.json"), "utf8")) as { version: string };
  for (const file of generatorSources()) {
    hash.update(file).update("\0");
    try {
      // The sources, also when running dist/ in a checkout: both forms of the same code share the build cache.
      hash.update(readFileSync(path.join(PACKAGE_ROOT, file)));
    } catch {
      // The installed package has no sources: its dist/ holds the same modules as JavaScript.
      try {
        hash.update(readFileSync(path.join(CODE_ROOT, file.replace(/\.ts$/, ".js"))));
      } catch {
        hash.update("(missing)");
      }
    }
  }
  // prettier's version decides the formatting.
  try {
    hash.update(JSON.parse(readFileSync(path.join(PACKAGE_ROOT, "node_modules/prettier/package.json"), "utf8")).version);
  } catch {
    hash.update("prettier?");
  }
  cached = `${pkg.version}+${hash.digest("hex").slice(0, 16)}`;
  return cached;
}
