/**
 * `cardscript import <MTGJSON set files…> --out <dir> [--wording printed|oracle] [--format human|json] [--top N]
 * [--force]`: writes one `.card` file per card of the set files (importer/ converts and checks them) and prints a
 * report: cards imported and skipped (with reasons), cards that check clean, errors by code, and the sentences the
 * grammar does not know, most frequent first.
 *
 * The output folder keeps a manifest (`.cardscript-import.json`: each file an import wrote, with the hash of what
 * it wrote). An existing file is replaced only when a previous import wrote it and it has not been edited since;
 * anything else (a user's card, an imported card edited by hand) stops the import before it writes anything,
 * naming the files, unless `--force`. Each file is written to a temporary name in the same folder and renamed
 * into place, so an interrupted import never leaves a half-written card.
 *
 * Exit code: 0 when the cards are written (whether or not they check clean: an imported set is always partly
 * unfinished; the report says how much), 1 when files would be overwritten or a write fails, 2 on usage errors
 * and unreadable or invalid set files.
 */
import { createHash } from "node:crypto";
import { lstat, mkdir, readFile, rename, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { formatImportReport, IMPORT_WORDINGS, planImport, readSetFile, reportOf, type ImportWording, type MtgjsonSet } from "../../importer/index.js";
import { exitQuietlyOnBrokenPipe, parseArguments } from "../files.js";

const USAGE =
  "Usage: cardscript import <MTGJSON set files…> --out <dir> [--wording printed|oracle] [--format human|json] [--top N] [--force]\n" +
  "  --wording  printed (default): the text printed on the cards; oracle: today's Oracle text\n" +
  "  --top      how many unknown sentences the report lists (default 20; JSON lists all)\n" +
  "  --force    overwrite files in --out that no previous import wrote, or that were edited since\n";

/** The manifest of what imports wrote into a folder. */
export const MANIFEST_FILE = ".cardscript-import.json";

interface Manifest {
  /** File name → the hashes of the contents imports wrote to it (more than one only while an import runs). */
  files: Record<string, string[]>;
}

export async function run(args: string[]): Promise<number> {
  exitQuietlyOnBrokenPipe();
  const parsed = parseArguments(args, ["--out", "--wording", "--format", "--top"], ["--force", "--help", "-h"]);
  if ("error" in parsed) return usageError(parsed.error);
  if (parsed.options.has("--help") || parsed.options.has("-h")) {
    process.stdout.write(USAGE);
    return 0;
  }
  const wording = parsed.options.get("--wording") ?? "printed";
  if (!IMPORT_WORDINGS.includes(wording as ImportWording)) return usageError(`unknown wording '${wording}'; use --wording printed or --wording oracle.`);
  const format = parsed.options.get("--format") ?? "human";
  if (format !== "human" && format !== "json") return usageError(`unknown format '${format}'; use --format human or --format json.`);
  const topOption = parsed.options.get("--top") ?? "20";
  const top = Number(topOption);
  if (!Number.isInteger(top) || top < 0) return usageError(`--top needs a whole number, not '${topOption}'.`);
  const outDir = parsed.options.get("--out");
  if (outDir === undefined || outDir === "") return usageError("give the folder to write the cards to with --out <dir>, e.g. --out my-set");
  if (parsed.positionals.length === 0) return usageError("give the MTGJSON set files to import, e.g. cardscript import LRW.json --out lorwyn");

  // Every input is read and checked before anything is written.
  const sets: MtgjsonSet[] = [];
  let unreadable = false;
  for (const file of parsed.positionals) {
    const set = await readSet(file);
    if ("error" in set) {
      process.stderr.write(`cardscript import: ${set.error}\n`);
      unreadable = true;
    } else sets.push(set);
  }
  if (unreadable) {
    process.stderr.write("cardscript import: nothing was written.\n");
    return 2;
  }

  const outInfo = await stat(outDir).catch(() => undefined);
  if (outInfo !== undefined && !outInfo.isDirectory()) {
    return usageError(`--out '${outDir}' exists and is not a folder; give a folder (it is created if missing).`);
  }

  const plan = planImport(sets, wording as ImportWording);

  try {
    await mkdir(outDir, { recursive: true });
  } catch (error) {
    process.stderr.write(`cardscript import: cannot create the folder '${outDir}': ${(error as Error).message}\nNothing was written. Give another folder with --out.\n`);
    return 1;
  }
  const manifest = await readManifest(outDir);

  // What each planned file needs: nothing (same content), a write, or the user's word (a file we did not write).
  const force = parsed.options.has("--force");
  const writes: { file: string; text: string; hash: string }[] = [];
  const foreign: string[] = [];
  const notFiles: string[] = [];
  let unchanged = 0;
  for (const check of plan.cards) {
    const target = path.join(outDir, check.card.file);
    const hash = sha256(check.card.text);
    const info = await lstat(target).catch(() => undefined);
    if (info === undefined) {
      writes.push({ file: check.card.file, text: check.card.text, hash });
      continue;
    }
    if (!info.isFile()) {
      notFiles.push(check.card.file);
      continue;
    }
    const current = await readFile(target, "utf8");
    if (current === check.card.text) unchanged++;
    else if (force || (manifest.files[check.card.file] ?? []).includes(sha256(current))) writes.push({ file: check.card.file, text: check.card.text, hash });
    else foreign.push(check.card.file);
  }
  if (notFiles.length > 0) {
    process.stderr.write(
      `cardscript import: ${listOf(notFiles, outDir)} ${notFiles.length === 1 ? "is" : "are"} in the way: the cards' files would go there, but ${notFiles.length === 1 ? "it is not a regular file" : "they are not regular files"} (a folder or a link).\n` +
        "Nothing was written. Move them away, or import into another folder (--out).\n",
    );
    return 1;
  }
  if (foreign.length > 0) {
    process.stderr.write(
      `cardscript import: ${foreign.length} file${foreign.length === 1 ? "" : "s"} in '${outDir}' would be overwritten, but no previous import wrote ${foreign.length === 1 ? "it" : "them"} (or ${foreign.length === 1 ? "it was" : "they were"} edited since): ${listOf(foreign, outDir)}.\n` +
        `Nothing was written. Import into another folder (--out), move ${foreign.length === 1 ? "that file" : "those files"} away, or pass --force to overwrite ${foreign.length === 1 ? "it" : "them"}.\n`,
    );
    return 1;
  }

  // The manifest first knows both the old and the new content of each file, so an interrupted import can be
  // run again; once every file is in place it knows only the new content.
  const during: Manifest = { files: { ...manifest.files } };
  for (const write of writes) during.files[write.file] = [...new Set([...(manifest.files[write.file] ?? []), write.hash])];
  const after: Manifest = { files: { ...manifest.files } };
  for (const check of plan.cards) after.files[check.card.file] = [sha256(check.card.text)];
  let written = 0;
  try {
    if (writes.length > 0) await writeAtomically(path.join(outDir, MANIFEST_FILE), manifestText(during));
    for (const write of writes) {
      await writeAtomically(path.join(outDir, write.file), write.text);
      written++;
    }
    await writeAtomically(path.join(outDir, MANIFEST_FILE), manifestText(after));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(
      `cardscript import: writing to '${outDir}' failed after ${written} of ${writes.length} files: ${message}\n` +
        "Fix the cause (space, permissions) and run the same import again: the files it wrote are recognised and replaced.\n",
    );
    return 1;
  }

  const report = reportOf(plan, { dir: outDir, written, unchanged });
  process.stdout.write(format === "json" ? `${JSON.stringify(report, null, 2)}\n` : formatImportReport(report, { top }));
  return 0;
}

async function readSet(file: string): Promise<MtgjsonSet | { error: string }> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === "ENOENT" ? "no such file" : code === "EISDIR" ? "it is a folder; give the set files themselves (e.g. LRW.json)" : code === "EACCES" ? "permission denied" : (error as Error).message;
    return { error: `cannot read '${file}': ${why}.` };
  }
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (error) {
    return { error: `'${file}' is not valid JSON (${(error as Error).message}); expected an MTGJSON set file such as https://mtgjson.com/api/v5/LRW.json.` };
  }
  return readSetFile(json, file);
}

async function readManifest(outDir: string): Promise<Manifest> {
  const text = await readFile(path.join(outDir, MANIFEST_FILE), "utf8").catch(() => undefined);
  if (text === undefined) return { files: {} };
  try {
    const json = JSON.parse(text) as { files?: unknown };
    const files: Record<string, string[]> = {};
    if (typeof json.files === "object" && json.files !== null) {
      for (const [file, hashes] of Object.entries(json.files)) {
        if (Array.isArray(hashes)) files[file] = hashes.filter((hash): hash is string => typeof hash === "string");
      }
    }
    return { files };
  } catch {
    // A damaged manifest vouches for nothing: every existing file is then treated as the user's.
    return { files: {} };
  }
}

function manifestText(manifest: Manifest): string {
  const files = Object.fromEntries(Object.entries(manifest.files).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return `${JSON.stringify({ generator: "cardscript import", note: "The card files an import wrote here, with a hash of what it wrote: a later import replaces only these, and only while unedited.", files }, null, 2)}\n`;
}

async function writeAtomically(target: string, text: string): Promise<void> {
  const temporary = path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.tmp`);
  try {
    await writeFile(temporary, text, "utf8");
    await rename(temporary, target);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
}

/** The first few paths, then how many more. */
function listOf(files: readonly string[], outDir: string): string {
  const shown = files.slice(0, 5).map((file) => `'${path.join(outDir, file)}'`);
  if (files.length > 5) shown.push(`and ${files.length - 5} more`);
  return shown.join(", ");
}

function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

function usageError(message: string): number {
  process.stderr.write(`cardscript import: ${message}\n${USAGE}`);
  return 2;
}
