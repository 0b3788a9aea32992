/**
 * Turns the paths a user gives on the command line into the files a command reads: a file is taken as is, a
 * folder is searched recursively for files with the wanted extensions (skipping node_modules and hidden
 * folders). The result is sorted and without duplicates, so output is the same on every machine.
 */
import { readdir, realpath, stat } from "node:fs/promises";
import path from "node:path";

export interface ExpandedFiles {
  files: string[];
  /** One line per path that could not be used, saying what to do (e.g. a missing path). */
  errors: string[];
}

const SKIPPED_FOLDERS = new Set(["node_modules"]);

function hasExtension(file: string, extensions: readonly string[]): boolean {
  return extensions.some((extension) => file.endsWith(extension));
}

export async function expandInputs(inputs: readonly string[], extensions: readonly string[]): Promise<ExpandedFiles> {
  const found = new Set<string>();
  const errors: string[] = [];
  const visitedFolders = new Set<string>();
  const wanted = extensions.join(" or ");

  async function walk(folder: string): Promise<void> {
    // A symbolic link back up the tree must not loop forever.
    const real = await realpath(folder).catch(() => folder);
    if (visitedFolders.has(real)) return;
    visitedFolders.add(real);
    let entries;
    try {
      entries = await readdir(folder, { withFileTypes: true });
    } catch (error) {
      errors.push(`cannot read the folder '${folder}': ${(error as NodeJS.ErrnoException).code ?? String(error)}; check its permissions.`);
      return;
    }
    for (const entry of entries) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory() || (entry.isSymbolicLink() && (await stat(full).catch(() => undefined))?.isDirectory())) {
        if (entry.name.startsWith(".") || SKIPPED_FOLDERS.has(entry.name)) continue;
        await walk(full);
      } else if (hasExtension(entry.name, extensions)) {
        found.add(full);
      }
    }
  }

  for (const input of inputs) {
    const info = await stat(input).catch((error: NodeJS.ErrnoException) => error);
    if (info instanceof Error) {
      errors.push(
        info.code === "ENOENT"
          ? `'${input}' does not exist; give a ${wanted} file or a folder that holds them.`
          : `cannot read '${input}': ${info.code ?? info.message}.`,
      );
      continue;
    }
    if (info.isDirectory()) {
      await walk(input);
    } else if (hasExtension(input, extensions)) {
      found.add(path.normalize(input));
    } else {
      errors.push(`'${input}' is not a ${wanted} file; give ${wanted} files or folders.`);
    }
  }
  const files = [...found].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return { files, errors };
}
