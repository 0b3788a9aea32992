/**
 * Turns the paths a user gives (command line, build options) into the files a tool reads: a file is taken as is, a
 * folder is searched recursively for files with the wanted extensions (skipping node_modules and hidden
 * folders). The result is sorted and without duplicates, so output is the same on every machine. It lives in the
 * compiler because the build needs it and the compiler comes before the CLI in the pipeline.
 */
import { statSync, type Dirent } from "node:fs";
import { readdir, realpath, stat } from "node:fs/promises";
import path from "node:path";

export interface ExpandedFiles {
  files: string[];
  /** One line per path that could not be used, saying what to do (e.g. a missing path). */
  errors: string[];
}

const SKIPPED_FOLDERS = new Set(["node_modules"]);

/**
 * Folder listings this process has read, by real path, with the folder's mtime then. Adding, removing or renaming
 * an entry changes the folder's mtime, so a listing whose folder has the same mtime is still right, and a rebuild
 * of a large set (watch, the benchmark) skips listing thousands of entries again. A listing read less than
 * RACY_MS after the folder last changed is not trusted: a change right after it could leave the mtime as it was
 * (timestamps are coarse), as git treats "racily clean" entries.
 */
const listings = new Map<string, { mtimeMs: number; listedAt: number; entries: Dirent[] }>();
const RACY_MS = 1000;

/** The folder's entries in name order (so that a single folder's files come out sorted: see the end). */
async function listFolder(folder: string): Promise<readonly Dirent[]> {
  const mtimeMs = statSync(folder).mtimeMs;
  const known = listings.get(folder);
  if (known && known.mtimeMs === mtimeMs && known.listedAt - mtimeMs > RACY_MS) return known.entries;
  const listedAt = Date.now();
  const entries = await readdir(folder, { withFileTypes: true });
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  if (listings.size > 10_000) listings.clear();
  listings.set(folder, { mtimeMs, listedAt, entries });
  return entries;
}

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
    // Children are named by concatenation, not path.join (which normalises each of thousands of paths again);
    // `folder` is normalised, and "." adds nothing (path.join(".", name) is name).
    const prefix = folder === "." || folder === `.${path.sep}` ? "" : folder.endsWith(path.sep) ? folder : folder + path.sep;
    if (visitedFolders.has(real)) return;
    visitedFolders.add(real);
    let entries: readonly Dirent[];
    try {
      entries = await listFolder(real);
    } catch (error) {
      errors.push(`cannot read the folder '${folder}': ${(error as NodeJS.ErrnoException).code ?? String(error)}; check its permissions.`);
      return;
    }
    for (const entry of entries) {
      const full = prefix + entry.name;
      if (entry.isDirectory() || (entry.isSymbolicLink() && (await stat(full).catch(() => undefined))?.isDirectory())) {
        if (entry.name.startsWith(".") || SKIPPED_FOLDERS.has(entry.name)) continue;
        await walk(full);
      } else if (hasExtension(entry.name, extensions)) {
        // Only regular files (through links too): reading a pipe or a device would block or never end.
        const info = entry.isFile() ? entry : await stat(full).catch(() => undefined);
        if (info?.isFile()) found.add(full);
        else errors.push(`'${full}' is not a regular file; remove it or give the files to check one by one.`);
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
      await walk(path.normalize(input));
    } else if (!info.isFile()) {
      errors.push(`'${input}' is not a regular file (a pipe or a device?); give a ${wanted} file or a folder.`);
    } else if (hasExtension(input, extensions)) {
      found.add(path.normalize(input));
    } else {
      errors.push(`'${input}' is not a ${wanted} file; give ${wanted} files or folders.`);
    }
  }
  // Usually sorted already (one folder, walked in name order); several inputs, or a folder whose name sorts
  // differently from its paths ("a-b" and "a/"), are sorted here.
  const files = [...found];
  if (!isSorted(files)) files.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return { files, errors };
}

function isSorted(values: readonly string[]): boolean {
  for (let index = 1; index < values.length; index += 1) if (values[index - 1] > values[index]) return false;
  return true;
}

/**
 * Reads files as UTF-8 text. A file that can't be read is reported (one line saying what to do), not thrown.
 */
export async function readSources(files: readonly string[]): Promise<{ sources: { file: string; text: string }[]; errors: string[] }> {
  const { readFile } = await import("node:fs/promises");
  const sources: { file: string; text: string }[] = [];
  const errors: string[] = [];
  for (const file of files) {
    try {
      sources.push({ file, text: await readFile(file, "utf8") });
    } catch (error) {
      errors.push(`cannot read '${file}': ${(error as NodeJS.ErrnoException).code ?? String(error)}; check that it exists and is readable.`);
    }
  }
  return { sources, errors };
}
