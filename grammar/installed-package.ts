/**
 * Where an installed package is, found as Node's resolution walks for it: the first `node_modules/<name>` (with its
 * package.json) of a module's folder or a folder above it, looked for directly. Setting up the CommonJS resolver
 * for `require.resolve` costs 5–15 ms of a command's start; this costs well under one. Null when no such folder is
 * found (the package comes from NODE_PATH or a global folder): the caller then asks `require.resolve`.
 * A leaf: grammar/chevrotain.ts (the grammar's Chevrotain) and compiler/version.ts (prettier's version) use it.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The folder of package `name` as seen from the module at `fromUrl` (its `import.meta.url`), or null. */
export function installedPackageFolder(fromUrl: string, name: string): string | null {
  let folder = path.dirname(fileURLToPath(fromUrl));
  for (;;) {
    const root = path.join(folder, "node_modules", name);
    // A folder named node_modules holds packages, not a node_modules of its own to look in.
    if (path.basename(folder) !== "node_modules" && existsSync(path.join(root, "package.json"))) return root;
    const parent = path.dirname(folder);
    if (parent === folder) return null;
    folder = parent;
  }
}
