/**
 * The compiler version recorded in the build cache: the package version plus a hash of the code generator's
 * own sources (and prettier's version), so that any change to what the compiler emits invalidates every cached
 * module.
 *
 * Hashing the ~110 generator sources costs every build a read of each; the built JavaScript (dist/) does not pay
 * it: `npm run build` (bin/build-dist.js) hashes the sources it compiles, once, into dist/compiler/
 * `GENERATOR_HASH_FILE`, and dist/ reads that. It is the hash of the very sources dist/ was built from (the
 * bin runs dist/ only while they are unchanged, bin/dist-freshness.js), so both forms of the same code give the
 * same version and share the build cache. The sources (tsx, vitest) always hash.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { installedPackageFolder } from "../grammar/installed-package.js";
import { CODE_ROOT, PACKAGE_ROOT } from "./runtime-entry.js";

/** Written beside the built version.js by bin/build-dist.js: `{ "generatorHash": "<hex>" }`. */
export const GENERATOR_HASH_FILE = "generator-hash.json";

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

/** SHA-256 (hex) of the generator's sources as they are on disk now. */
export function hashGeneratorSources(): string {
  const hash = createHash("sha256");
  for (const file of generatorSources()) {
    hash.update(file).update("\0");
    try {
      // The sources, also when running dist/ in a checkout: both forms of the same code share the build cache.
      hash.update(readFileSync(path.join(PACKAGE_ROOT, file)));
    } catch {
      // An installed package built before GENERATOR_HASH_FILE existed has no sources: its dist/ holds the same
      // modules as JavaScript.
      try {
        hash.update(readFileSync(path.join(CODE_ROOT, file.replace(/\.ts$/, ".js"))));
      } catch {
        hash.update("(missing)");
      }
    }
  }
  return hash.digest("hex");
}

/** The hash `npm run build` recorded beside the built JavaScript, when this is the built JavaScript. */
function recordedGeneratorHash(): string | undefined {
  // The sources (CODE_ROOT is the package root) never read a file a build may have left: they hash themselves.
  if (CODE_ROOT === PACKAGE_ROOT) return undefined;
  try {
    const recorded = JSON.parse(readFileSync(path.join(CODE_ROOT, "compiler", GENERATOR_HASH_FILE), "utf8")) as { generatorHash?: unknown };
    return typeof recorded?.generatorHash === "string" && /^[0-9a-f]{64}$/.test(recorded.generatorHash) ? recorded.generatorHash : undefined;
  } catch {
    return undefined; // not recorded (or unreadable): hash, as the sources do
  }
}

let cached: string | undefined;

export function compilerVersion(): string {
  if (cached !== undefined) return cached;
  const pkg = JSON.parse(readFileSync(path.join(PACKAGE_ROOT, "package.json"), "utf8")) as { version: string };
  const hash = createHash("sha256").update(recordedGeneratorHash() ?? hashGeneratorSources());
  // prettier's version decides the formatting: read now, as it is installed (not recorded at `npm run build`), where
  // Node resolves it from here (an installed package's prettier is usually hoisted beside it, not inside it).
  try {
    hash.update(JSON.parse(readFileSync(prettierPackageFile(), "utf8")).version);
  } catch {
    hash.update("prettier?");
  }
  cached = `${pkg.version}+${hash.digest("hex").slice(0, 16)}`;
  return cached;
}

/**
 * prettier's package.json as Node resolves it from here (grammar/installed-package.ts: without setting up the
 * resolver, 5–15 ms of a one-card rebuild); `require.resolve` itself when no node_modules folder has it (NODE_PATH,
 * global folders), which throws if prettier is not installed.
 */
function prettierPackageFile(): string {
  const root = installedPackageFolder(import.meta.url, "prettier");
  return root !== null ? path.join(root, "package.json") : createRequire(import.meta.url).resolve("prettier/package.json");
}
