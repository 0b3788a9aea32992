// Entry of the build's worker threads. In the built package (dist/compiler/) the worker is JavaScript beside this
// file: load it directly. In the sources, register tsx's loader in this thread first, then load the TypeScript
// worker. (Plain JavaScript because nothing can load TypeScript before the loader is registered; the package
// build copies this file into dist/compiler/.)
import { existsSync } from "node:fs";

if (existsSync(new URL("./worker.js", import.meta.url))) {
  await import("./worker.js");
} else {
  const { register } = await import("tsx/esm/api");
  register();
  await import("./worker.ts");
}
