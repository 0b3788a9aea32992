// Entry of the build's worker threads: the generation workers (worker.ts, workers.ts) and, when `workerData` says
// so, the front-end thread (frontend-worker.ts, frontend-thread.ts). In the built package (dist/compiler/) the
// worker is JavaScript beside this file: load it directly. In the sources, register tsx's loader in this thread
// first, then load the TypeScript worker. (Plain JavaScript because nothing can load TypeScript before the loader
// is registered; the package build copies this file into dist/compiler/.)
import { existsSync } from "node:fs";
import { workerData } from "node:worker_threads";

const name = workerData?.role === "frontend" ? "frontend-worker" : "worker";
if (existsSync(new URL(`./${name}.js`, import.meta.url))) {
  await import(`./${name}.js`);
} else {
  const { register } = await import("tsx/esm/api");
  register();
  await import(`./${name}.ts`);
}
