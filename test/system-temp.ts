/**
 * Folders in the system's temp folder for tests that need a path outside the package (a command run from a fresh
 * folder, symlinks, permissions): each file's folders are removed after its tests, so a run leaves none behind.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll } from "vitest";

/** A maker of fresh folders named `<prefix>…`, all removed after the calling test file's tests. */
export function systemTempFolders(prefix: string): () => string {
  const made: string[] = [];
  afterAll(() => {
    for (const folder of made) rmSync(folder, { recursive: true, force: true });
  });
  return () => {
    const folder = mkdtempSync(path.join(tmpdir(), prefix));
    made.push(folder);
    return folder;
  };
}
