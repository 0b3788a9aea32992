// Entry of the scenario runner's worker thread (isolation.ts). In the built package (dist/runner/) the worker is
// JavaScript beside this file: load it directly. In the sources, register tsx's loader in this thread first, then
// load the TypeScript worker. (Plain JavaScript because nothing can load TypeScript before the loader is
// registered; the package build copies this file into dist/runner/.)
import { existsSync } from "node:fs";

if (existsSync(new URL("./scenario-worker.js", import.meta.url))) {
  await import("./scenario-worker.js");
} else {
  const { register } = await import("tsx/esm/api");
  register();
  await import("./scenario-worker.ts");
}
