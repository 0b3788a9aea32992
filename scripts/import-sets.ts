/**
 * `npm run sets:import`: regenerates the bundled sets (`cards/10e/`, `cards/lrw/`, `cards/shm/`, `cards/ala/`) and
 * `cards/LEFT-OUT.md` from bench/corpus/ for the current grammar (scripts/bundled-sets.ts says which cards go in),
 * then prints the per-set counts. Deterministic: a rerun with the same grammar changes nothing.
 *
 * The set folders are generated: a card file that is no longer bundled is removed, and a file is written only
 * when its text changes (to a temporary name, then renamed, so an interrupted run never leaves half a card).
 * Only `.card` files inside the four set folders and LEFT-OUT.md are ever written or removed.
 *
 * Exit code: 0 done, 2 when the corpus cannot be read or the bundle cannot be built.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { bundleFiles, figureLines, LEFT_OUT_FILE, planBundle, SET_FOLDERS, CARDS_DIR } from "./bundled-sets.js";

const started = performance.now();
let plan;
try {
  plan = await planBundle();
} catch (error) {
  process.stderr.write(`sets:import: ${(error as Error).message}\nNothing was written.\n`);
  process.exit(2);
}
const wanted = bundleFiles(plan);

let written = 0;
let removed = 0;
let unchanged = 0;
const writeIfChanged = (relative: string, text: string) => {
  const target = path.join(CARDS_DIR, relative);
  if (existsSync(target) && readFileSync(target, "utf8") === text) {
    unchanged++;
    return;
  }
  const temporary = path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.tmp`);
  writeFileSync(temporary, text);
  renameSync(temporary, target);
  written++;
};

for (const set of SET_FOLDERS) {
  const folder = path.join(CARDS_DIR, set.folder);
  mkdirSync(folder, { recursive: true });
  for (const entry of readdirSync(folder)) {
    if (entry.endsWith(".card") && !wanted.has(`${set.folder}/${entry}`)) {
      rmSync(path.join(folder, entry));
      removed++;
    }
  }
}
for (const [relative, text] of wanted) {
  if (relative === LEFT_OUT_FILE) continue;
  writeIfChanged(relative, text);
}
writeIfChanged(LEFT_OUT_FILE, wanted.get(LEFT_OUT_FILE)!);

for (const line of figureLines(plan)) console.log(line);
console.log(
  `cards/<set>/: ${written} file${written === 1 ? "" : "s"} written, ${removed} removed, ${unchanged} unchanged; ` +
    `every card left out is listed with why in cards/${LEFT_OUT_FILE} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
);
