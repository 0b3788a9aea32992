#!/usr/bin/env node
// The `cardscript` command. It runs one of two builds of the same code (ARCHITECTURE.md, "Running TypeScript on
// Node 20"):
// - the JavaScript in dist/ (what the package ships, built by `npm run build` / `prepack`): no transpiling at
//   start. An installed package has no sources, so it always runs dist/.
// - in a checkout, the TypeScript sources through tsx's loader, unless dist/ was built from exactly the sources
//   as they are now (bin/dist-freshness.js compares every file). So a fresh clone runs with no build step, a
//   contributor who builds once gets the fast start, and a dist/ older than the sources is never run: the
//   moment a source differs from what dist/ was built from, the sources run instead.
// In dist/, the command line bundled into one module (dist/cli/bundle/, made by `npm run build` when esbuild is
// installed: a handful of files to load instead of ~115) when it is there, else dist/cli/main.js.
// CARDSCRIPT_RUN=sources forces the sources.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { BUNDLE_FOLDER, distIsCurrent } from "./dist-freshness.js";

const root = fileURLToPath(new URL("../", import.meta.url));
const hasSources = existsSync(new URL("../cli/main.ts", import.meta.url));
const built = new URL("../dist/cli/main.js", import.meta.url);
const bundled = new URL(`../dist/${BUNDLE_FOLDER}/main.js`, import.meta.url);
let main;
if (hasSources && (process.env.CARDSCRIPT_RUN === "sources" || !distIsCurrent(root))) {
  const { register } = await import("tsx/esm/api");
  register();
  ({ main } = await import("../cli/main.ts"));
} else if (existsSync(bundled)) {
  ({ main } = await import(bundled.href));
} else if (existsSync(built)) {
  ({ main } = await import(built.href));
} else {
  process.stderr.write(`cardscript: this installation has neither its TypeScript sources nor its built JavaScript (${fileURLToPath(built)} is missing). Reinstall the package, or run 'npm run build' in ${root}.\n`);
  process.exit(2);
}
process.exitCode = await main(process.argv.slice(2));
// The command is done (every command's main resolves only then: watch and lsp when they stop). Exit now, instead
// of letting Node tear the heap down and wait for V8's background tasks first: after a build of a large set
// (tens of MB of heap) that costs ~30-40 ms of CPU, and more wall time on a busy machine. Only when stdout and
// stderr hold nothing still to write (asynchronous pipes, e.g. on macOS, may): otherwise Node's own exit waits
// for them, as before.
if (process.stdout.writableLength === 0 && process.stderr.writableLength === 0) process.exit();
