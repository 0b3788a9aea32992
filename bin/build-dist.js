#!/usr/bin/env node
// `npm run build` (and `prepack`, so `npm pack`, `npm publish` and an install from git run it): compiles the
// TypeScript sources to JavaScript and declarations in dist/ (tsconfig.build.json), copies the files tsc does not
// emit, and records what it was built from (bin/dist-freshness.js). It builds into a fresh folder and renames it
// over dist/ only when everything succeeded, so a failed build never leaves a half-written dist/. It reports on
// stderr: `npm pack --json` runs it and prints its JSON on stdout.
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { BUNDLE_FOLDER, distIsCurrent, sourcesStamp, STAMP_FILE } from "./dist-freshness.js";

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
// The command line as one module (and the chunks its commands load lazily), beside the modules it is made of:
// a command then resolves, reads and links a handful of files instead of ~115 (~50 ms of CPU at every start).
// bin/cardscript.js runs it when it is there; without esbuild (a devDependency) it is simply not made.
let bundled;
try {
  bundled = await bundleCommandLine(partial);
} catch (error) {
  rmSync(partial, { recursive: true, force: true });
  process.stderr.write(`build: bundling the command line with esbuild failed (${error instanceof Error ? error.message : error}); dist/ was left as it was. See the error above.\n`);
  process.exit(1);
}
writeFileSync(path.join(partial, STAMP_FILE), `${JSON.stringify(stamp)}\n`);
if (existsSync(dist)) rmSync(dist, { recursive: true, force: true });
renameSync(partial, dist);
process.stderr.write(`build: dist/ written from ${Object.keys(stamp.files).length} source files${bundled ? ", the command line bundled into dist/" + BUNDLE_FOLDER : " (esbuild is not installed: the command line runs dist/cli/main.js unbundled)"}.\n`);

/**
 * Bundles `<dist>/cli/main.js` with esbuild into `<dist>/${BUNDLE_FOLDER}/`: the entry `main.js` (and the worker
 * threads' `frontend-worker.js` and `worker.js`) and shared chunks (each command, the language server and the
 * generator stay lazily loaded), packages left external. Every
 * module keeps its own `import.meta.url` (each use is rewritten to the module's URL in dist/), so what a module finds
 * beside itself (the recorded grammar, the worker entry, the package root) is found as before. Returns false when
 * esbuild cannot be loaded; throws when bundling fails.
 */
async function bundleCommandLine(distFolder) {
  let esbuild;
  try {
    esbuild = await import(pathToFileURL(createRequire(path.join(root, "package.json")).resolve("esbuild")).href);
  } catch {
    return false;
  }
  const outdir = path.join(distFolder, BUNDLE_FOLDER);
  const ownURL = {
    name: "own-import-meta-url",
    setup(build) {
      build.onLoad({ filter: /\.js$/ }, (args) => {
        const contents = readFileSync(args.path, "utf8");
        if (!contents.includes("import.meta.url")) return { contents, loader: "js" };
        const relative = path.relative(outdir, args.path).split(path.sep).join("/");
        return { contents: contents.replaceAll("import.meta.url", `new URL(${JSON.stringify(relative)}, import.meta.url).href`), loader: "js" };
      });
    },
  };
  await esbuild.build({
    // The worker threads' modules too (compiler/worker-entry.mjs loads them from here): the front-end thread
    // loads the grammar while the build's thread lists the set, and shares the command line's chunks.
    entryPoints: { main: path.join(distFolder, "cli", "main.js"), "frontend-worker": path.join(distFolder, "compiler", "frontend-worker.js"), worker: path.join(distFolder, "compiler", "worker.js") },
    outdir,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    packages: "external",
    logLevel: "warning",
    plugins: [ownURL],
  });
  return true;
}
