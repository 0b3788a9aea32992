// Entry of the build's worker threads: the generation workers (worker.ts, workers.ts) and, when `workerData` says
// so, the front-end thread (frontend-worker.ts, frontend-thread.ts). In the built package (dist/compiler/) the
// worker is JavaScript: its bundle (dist/cli/bundle/, which bin/build-dist.js makes when esbuild is installed: a
// few files to load instead of ~100) or the module beside this file. In the sources, register tsx's loader in
// this thread first, then load the TypeScript worker. (Plain JavaScript because nothing can load TypeScript
// before the loader is registered; the package build copies this file into dist/compiler/.)
import { existsSync } from "node:fs";
import { workerData } from "node:worker_threads";

const name = workerData?.role === "frontend" ? "frontend-worker" : "worker";
// ../cli/bundle: BUNDLE_FOLDER of bin/dist-freshness.js, from dist/compiler/.
const bundled = new URL(`../cli/bundle/${name}.js`, import.meta.url);
if (existsSync(new URL("./worker.js", import.meta.url)) && existsSync(bundled)) {
  await import(bundled.href);
} else if (existsSync(new URL(`./${name}.js`, import.meta.url))) {
  await import(`./${name}.js`);
} else {
  const { register } = await import("tsx/esm/api");
  register();
  await import(`./${name}.ts`);
}
