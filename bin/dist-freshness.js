// Whether dist/ (the built JavaScript, see bin/build-dist.js) was built from the TypeScript sources as they are
// now. The build writes dist/.sources.json: every source file it compiled, with its size, mtime and SHA-256.
// dist/ is current when the same files exist with the same contents: a file whose size and mtime are unchanged
// is taken as unchanged; one whose mtime moved (a git checkout, a touch) is hashed and compared. A file added
// or removed makes dist/ stale. Plain JavaScript: it runs before anything can load TypeScript.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** The folders tsconfig.build.json compiles, and the other files its output depends on. */
export const SOURCE_FOLDERS = ["grammar", "families", "compiler", "runtime", "importer", "cli", "lsp", "runner"];
const OTHER_INPUTS = ["tsconfig.json", "tsconfig.build.json", "bin/build-dist.js"];
export const STAMP_FILE = ".sources.json";
/** Where in dist/ `npm run build` puts the command line bundled into one module (bin/build-dist.js), if it could. */
export const BUNDLE_FOLDER = "cli/bundle";

/** Every input of the build, relative to root, in a stable order. */
export function sourceFiles(root) {
  const files = [];
  const walk = (relative) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== "node_modules" && entry.name !== "generated") walk(child);
      } else if (/\.(ts|mts|mjs|js)$/.test(entry.name)) {
        files.push(child);
      }
    }
  };
  for (const folder of SOURCE_FOLDERS) if (existsSync(path.join(root, folder))) walk(folder);
  files.push(...OTHER_INPUTS.filter((file) => existsSync(path.join(root, file))));
  return files.sort();
}

const sha256 = (file) => createHash("sha256").update(readFileSync(file)).digest("hex");

/** The stamp of the sources as they are now. */
export function sourcesStamp(root) {
  const files = {};
  for (const file of sourceFiles(root)) {
    const info = statSync(path.join(root, file));
    files[file] = { size: info.size, mtimeMs: info.mtimeMs, sha256: sha256(path.join(root, file)) };
  }
  return { files };
}

/** Whether `<root>/dist` holds the build of the sources in `root` as they are now. */
export function distIsCurrent(root) {
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(path.join(root, "dist", STAMP_FILE), "utf8"));
  } catch {
    return false;
  }
  const recorded = stamp?.files ?? {};
  const files = sourceFiles(root);
  if (files.length !== Object.keys(recorded).length) return false;
  // Each file's path by concatenation: path.join normalises every one of the ~340 paths again (5-10 ms of a cold
  // start); the files are relative paths with "/" that sourceFiles made, which Node takes on every platform.
  const resolved = path.resolve(root);
  const base = resolved.endsWith(path.sep) ? resolved : resolved + path.sep;
  for (const file of files) {
    const entry = recorded[file];
    if (entry === undefined) return false;
    const absolute = base + file;
    const info = statSync(absolute);
    if (info.size !== entry.size) return false;
    if (info.mtimeMs !== entry.mtimeMs && sha256(absolute) !== entry.sha256) return false;
  }
  return true;
}
