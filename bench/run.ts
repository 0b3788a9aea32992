/**
 * `npm run bench`: runs every benchmark in its own process, one after the other (so one benchmark's heap and
 * JIT state never skew the next), and stops on the first that fails. Benchmarks are never part of `npm test`.
 *
 * `npm run bench -- check runtime` runs only the named ones.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const benchmarks = ["check", "build", "runtime", "fuzz-sets", "lsp", "coverage", "startup"];
const wanted = process.argv.slice(2);
const selected = wanted.length > 0 ? benchmarks.filter((name) => wanted.includes(name)) : benchmarks;
const unknown = wanted.filter((name) => !benchmarks.includes(name));
if (unknown.length > 0) {
  console.error(`bench: unknown benchmark(s) ${unknown.join(", ")}; known: ${benchmarks.join(", ")}`);
  process.exit(2);
}

let failed = false;
for (const name of selected) {
  const file = fileURLToPath(new URL(`./${name}.ts`, import.meta.url));
  if (!existsSync(file)) {
    console.error(`bench: ${name}: bench/${name}.ts is missing`);
    failed = true;
    continue;
  }
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(process.execPath, ["--import", "tsx", file], { stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`bench: ${name} exited with ${result.status ?? result.signal}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
