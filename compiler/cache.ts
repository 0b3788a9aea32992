/**
 * The incremental build cache, kept in the output folder (`.cardscript-cache.json`): for each card file its
 * content hash (and size and mtime, a fast path that avoids reading files that were not touched), the cards it
 * defines and their module paths, the set-level types it declares, and its warnings (reported again on a no-op
 * build). A cache written by another compiler version, or for another runtime import, is ignored: everything is
 * rebuilt. The cache is written last, so a build that stops early is redone, never trusted.
 */
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { SourceRange } from "../grammar/ast.js";
import type { Diagnostic } from "../grammar/diagnostics.js";
import type { DeclaredTypes } from "./frontend.js";

export const CACHE_FILE = ".cardscript-cache.json";

export interface CachedCard {
  name: string;
  nameRange: SourceRange;
  /** Module path relative to the output folder. */
  module: string;
}

export interface CachedFile {
  /** Display path (relative to the build root, forward slashes). */
  path: string;
  hash: string;
  size: number;
  mtimeMs: number;
  declared: DeclaredTypes;
  cards: CachedCard[];
  /** Warnings and infos of the file (a file with errors is never cached). */
  diagnostics: Diagnostic[];
}

export interface BuildCache {
  compilerVersion: string;
  runtimeImport: string;
  /** Hash of the set index's entries (card name → module): the index is only generated again when it changes. */
  indexKey: string;
  files: CachedFile[];
}

export function contentHash(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

/** The cache of `outDir`, or undefined if there is none or it is unreadable (then everything is rebuilt). */
export async function readCache(outDir: string): Promise<BuildCache | undefined> {
  let text: string;
  try {
    text = await readFile(path.join(outDir, CACHE_FILE), "utf8");
  } catch {
    return undefined;
  }
  try {
    const cache = JSON.parse(text) as BuildCache;
    if (typeof cache.compilerVersion !== "string" || !Array.isArray(cache.files)) return undefined;
    return cache;
  } catch {
    return undefined;
  }
}

export function serializeCache(cache: BuildCache): string {
  return `${JSON.stringify(cache)}\n`;
}
