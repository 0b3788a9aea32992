/**
 * Turns the paths a user gives (command line, build options) into the files a tool reads: a file is taken as is, a
 * folder is searched recursively for files with the wanted extensions (skipping node_modules and hidden
 * folders). The result is sorted and without duplicates, so output is the same on every machine. It lives in the
 * compiler because the build needs it and the compiler comes before the CLI in the pipeline.
 */
import { closeSync, constants, fstatSync, openSync, readSync, statSync, type Dirent } from "node:fs";
import { readdir, realpath, stat } from "node:fs/promises";
import path from "node:path";
import type { Diagnostic } from "../grammar/diagnostics.js";

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
  // An indexed loop, not some() or for-of (an iterator per call): called for each of thousands of files.
  for (let index = 0; index < extensions.length; index++) if (file.endsWith(extensions[index])) return true;
  return false;
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
    // A folder that cannot be listed (EACCES, EIO…) throws, with its path: the CLI tells the user (cli/errors.ts).
    const entries: readonly Dirent[] = await listFolder(real);
    // Indexed: a for-of over a folder of thousands of files makes an iterator result per entry.
    for (let index = 0; index < entries.length; index++) {
      const entry = entries[index];
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
      // Anything but a missing path is the environment's (EACCES, ELOOP…): thrown with its path (cli/errors.ts).
      if (info.code !== "ENOENT") throw info;
      errors.push(`'${input}' does not exist; give a ${wanted} file or a folder that holds them.`);
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
  // Sorted already when one folder without subfolders was walked (its listing is in name order, and its files share
  // its path as a prefix); else usually sorted, but several inputs, or a folder whose name sorts differently from
  // its paths ("a-b" and "a/"), are sorted here.
  const files = [...found];
  const oneFolder = inputs.length === 1 && visitedFolders.size === 1;
  if (!oneFolder && !isSorted(files)) files.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return { files, errors };
}

function isSorted(values: readonly string[]): boolean {
  for (let index = 1; index < values.length; index += 1) if (values[index - 1] > values[index]) return false;
  return true;
}

/**
 * A card file that cannot be used for a reason the user can fix (not a regular file, too large). Thrown by
 * `readCardFile`; the CLI prints its message as it is (cli/errors.ts). Errors of the file system itself (EACCES,
 * EISDIR, …) are thrown as Node gives them, with their path.
 */
export class InputFileError extends Error {
  override name = "InputFileError";
}

/** The largest card file read (a file of 50,000 cards is about 10 MB): beyond it, a file is refused, not read. */
export const MAX_CARD_FILE_BYTES = 64 * 1024 * 1024;

/** Diagnostic code: a card file that is not valid UTF-8 (grammar/codes-syntax.ts explains it). */
export const INVALID_UTF8 = "CS1000";

const strictUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
const lossyUtf8 = new TextDecoder("utf-8", { fatal: false, ignoreBOM: true });

/**
 * Reads a text file strictly: only a regular file (opened without blocking, so a pipe or a device is refused
 * before anything waits on it), at most `maxBytes`, decoded as UTF-8. Bytes that are not UTF-8 are never replaced
 * silently: the text comes back with one error diagnostic at the first bad byte (file:line:col), and `text` is
 * then only good for showing that line (its bad bytes read as U+FFFD); callers must not use it as the file's
 * content (`fmt` must never write it back).
 */
export function readCardFile(file: string, display = file, maxBytes = MAX_CARD_FILE_BYTES): { text: string; diagnostics: Diagnostic[] } {
  const descriptor = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  let bytes: Buffer;
  try {
    const info = fstatSync(descriptor);
    if (!info.isFile()) {
      throw new InputFileError(`'${display}' is not a regular file (${info.isDirectory() ? "a folder" : info.isFIFO() ? "a pipe" : info.isSocket() ? "a socket" : "a device"}); give a file, or a folder that holds them.`);
    }
    if (info.size > maxBytes) {
      throw new InputFileError(
        `'${display}' is ${megabytes(info.size)}, more than the ${megabytes(maxBytes)} a file may have (is it really a card file?); split its cards into several files.`,
      );
    }
    bytes = Buffer.allocUnsafe(info.size);
    let read = 0;
    while (read < bytes.length) {
      const count = readSync(descriptor, bytes, read, bytes.length - read, null);
      if (count === 0) break; // shrank while being read: what is there is the file
      read += count;
    }
    bytes = bytes.subarray(0, read);
  } finally {
    closeSync(descriptor);
  }
  try {
    return { text: strictUtf8.decode(bytes), diagnostics: [] };
  } catch {
    const text = lossyUtf8.decode(bytes);
    return { text, diagnostics: [invalidUtf8Diagnostic(display, bytes, text)] };
  }
}

function megabytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

function invalidUtf8Diagnostic(file: string, bytes: Uint8Array, text: string): Diagnostic {
  const at = firstInvalidUtf8(bytes);
  const before = lossyUtf8.decode(bytes.subarray(0, at));
  const line = before.split("\n").length;
  const column = before.length - (before.lastIndexOf("\n") + 1) + 1;
  const offset = before.length;
  const byte = `the byte 0x${(bytes[at] ?? 0).toString(16).toUpperCase().padStart(2, "0")}`;
  return {
    file,
    range: { start: { offset, line, column }, end: { offset: Math.min(offset + 1, text.length), line, column: column + 1 } },
    severity: "error",
    code: INVALID_UTF8,
    message: `The file is not valid UTF-8 text: ${byte} does not start a UTF-8 character here. Save the file as UTF-8 (cardscript never guesses an encoding, and leaves the file as it is).`,
  };
}

/** Offset of the first byte that does not start a well-formed UTF-8 sequence (RFC 3629), or the length if none. */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  let index = 0;
  while (index < bytes.length) {
    const lead = bytes[index];
    if (lead < 0x80) {
      index += 1;
      continue;
    }
    let length: number;
    let low = 0x80;
    let high = 0xbf;
    if (lead >= 0xc2 && lead <= 0xdf) length = 2;
    else if (lead >= 0xe0 && lead <= 0xef) {
      length = 3;
      if (lead === 0xe0) low = 0xa0;
      if (lead === 0xed) high = 0x9f; // no surrogates
    } else if (lead >= 0xf0 && lead <= 0xf4) {
      length = 4;
      if (lead === 0xf0) low = 0x90;
      if (lead === 0xf4) high = 0x8f; // nothing above U+10FFFF
    } else return index;
    // A broken sequence is reported at its first byte: the character the reader sees as wrong starts there.
    for (let next = 1; next < length; next += 1) {
      const byte = bytes[index + next];
      if (byte === undefined || (next === 1 ? byte < low || byte > high : byte < 0x80 || byte > 0xbf)) return index;
    }
    index += length;
  }
  return bytes.length;
}
