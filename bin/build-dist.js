#!/usr/bin/env node
// `npm run build` (and `prepack`, so `npm pack`, `npm publish` and an install from git run it): compiles the
// TypeScript sources to JavaScript and declarations in dist/ (tsconfig.build.json), copies the files tsc does not
// emit, and records what it was built from (bin/dist-freshness.js). It builds into a fresh folder and renames it
// over dist/ only when everything succeeded, so a failed build never leaves a half-written dist/. It reports on
// stderr: `npm pack --json` runs it and prints its JSON on stdout.
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { distIsCurrent, sourcesStamp, STAMP_FILE } from "./dist-freshness.js";

const root = fileURLToPath(new URL("../", import.meta.url));
// dist/ built from exactly these sources (compared file by file, by content) is not built again; --force does.
if (!process.argv.includes("--force") && distIsCurrent(root)) {
  process.stderr.write("build: dist/ is up to date with the sources (npm run build -- --force builds it again).\n");
  process.exit(0);
}
const partial = path.join(root, `dist.partial-${process.pid}`);
const dist = path.join(root, "dist");
// Files the package needs that are not TypeScript tsc compiles.
const COPIED = ["compiler/worker-entry.mjs", "runner/scenario-worker-entry.mjs", "compiler/card-modules.d.ts"];

// Taken before compiling: if a source changes while tsc runs, the stamp no longer matches it and dist/ is stale.
const stamp = sourcesStamp(root);
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
const result = spawnSync(process.execPath, [tsc, "-p", path.join(root, "tsconfig.build.json"), "--outDir", partial], { stdio: ["ignore", 2, 2] });
if (result.status !== 0) {
  rmSync(partial, { recursive: true, force: true });
  process.stderr.write(`build: tsc failed (exit ${result.status ?? result.signal}); dist/ was left as it was. Fix the errors above and run 'npm run build' again.\n`);
  process.exit(1);
}
// The parser's recorded grammar (grammar/grammar-recording.ts), recorded once by the built parser itself, so that
// no start of the built package records it again; and the hash of the code generator's sources (compiler/
// version.ts), so that no build of the built package hashes them again. In its own process: the build's modules
// are loaded fresh.
const recordingScript = `
  import { writeFileSync } from "node:fs";
  const { CardLineParser } = await import(${JSON.stringify(pathToFileURL(path.join(partial, "grammar", "parser.js")).href)});
  const { RECORDING_FILE } = await import(${JSON.stringify(pathToFileURL(path.join(partial, "grammar", "grammar-recording.js")).href)});
  writeFileSync(${JSON.stringify(path.join(partial, "grammar"))} + "/" + RECORDING_FILE, JSON.stringify(new CardLineParser().grammarRecording({ withDecisions: true })));
  const { GENERATOR_HASH_FILE, hashGeneratorSources } = await import(${JSON.stringify(pathToFileURL(path.join(partial, "compiler", "version.js")).href)});
  writeFileSync(${JSON.stringify(path.join(partial, "compiler"))} + "/" + GENERATOR_HASH_FILE, JSON.stringify({ generatorHash: hashGeneratorSources() }) + "\\n");
`;
const recorded = spawnSync(process.execPath, ["--input-type=module", "-e", recordingScript], { stdio: ["ignore", 2, 2] });
if (recorded.status !== 0) {
  rmSync(partial, { recursive: true, force: true });
  process.stderr.write(`build: recording the built parser's grammar or the generator's hash failed (exit ${recorded.status ?? recorded.signal}); dist/ was left as it was. See the error above.\n`);
  process.exit(1);
}
for (const file of COPIED) {
  mkdirSync(path.dirname(path.join(partial, file)), { recursive: true });
  copyFileSync(path.join(root, file), path.join(partial, file));
}
writeFileSync(path.join(partial, STAMP_FILE), `${JSON.stringify(stamp)}\n`);
if (existsSync(dist)) rmSync(dist, { recursive: true, force: true });
renameSync(partial, dist);
process.stderr.write(`build: dist/ written from ${Object.keys(stamp.files).length} source files.\n`);
