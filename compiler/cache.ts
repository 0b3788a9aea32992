/**
 * The incremental build cache, kept in the output folder (`.cardscript-cache.json`): for each card file its
 * content hash (and size and mtime, a fast path that avoids reading files that were not touched), the cards it
 * defines and their module paths, the set-level types it declares, and its warnings (reported again on a no-op
 * build). A cache written by another compiler version, or for another runtime import, is ignored: everything is
 * rebuilt. The cache is written last, so a build that stops early is redone, never trusted.
 */
import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
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

/**
 * Caches this process read or wrote, by cache file, with the file's size and mtime then: a process that builds
 * again (watch, the scenario runner, the benchmark) does not read and parse a large cache it already holds.
 * Cache objects are never mutated once made.
 */
const inMemory = new Map<string, { size: number; mtimeMs: number; cache: BuildCache }>();

/** The cache of `outDir`, or undefined if there is none or it is unreadable (then everything is rebuilt). */
export async function readCache(outDir: string): Promise<BuildCache | undefined> {
  const file = path.join(outDir, CACHE_FILE);
  const info = await stat(file).catch(() => undefined);
  if (!info) return undefined;
  const known = inMemory.get(file);
  if (known && known.size === info.size && known.mtimeMs === info.mtimeMs) return known.cache;
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch {
    return undefined;
  }
  try {
    const cache = JSON.parse(text) as BuildCache;
    if (typeof cache.compilerVersion !== "string" || !Array.isArray(cache.files)) return undefined;
    inMemory.set(file, { size: info.size, mtimeMs: info.mtimeMs, cache });
    return cache;
  } catch {
    return undefined;
  }
}

/** Remembers the cache just written to `outDir` (see `inMemory`). */
export async function rememberCache(outDir: string, cache: BuildCache): Promise<void> {
  const file = path.join(outDir, CACHE_FILE);
  const info = await stat(file).catch(() => undefined);
  if (info) inMemory.set(file, { size: info.size, mtimeMs: info.mtimeMs, cache });
}

export function serializeCache(cache: BuildCache): string {
  return `${JSON.stringify(cache)}\n`;
}
