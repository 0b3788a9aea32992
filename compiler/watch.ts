/**
 * `watch`: builds, then rebuilds (incrementally, through the build cache) whenever a `.card` file under the
 * inputs changes, appears or disappears, and tells the listener which diagnostics appeared and which
 * disappeared since the previous build.
 *
 * Changes are collected for a short quiet period (editors save in several steps), and builds never overlap: a
 * change during a build triggers one more build after it.
 */
import { watch as watchFs, type FSWatcher } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import type { Diagnostic } from "../grammar/diagnostics.js";
import { build, type BuildOptions, type BuildResult } from "./build.js";
import { existingPool } from "./workers.js";

export interface WatchUpdate {
  result: BuildResult;
  /** Diagnostics that were not there after the previous build. */
  appeared: Diagnostic[];
  /** Diagnostics of the previous build that are gone. */
  disappeared: Diagnostic[];
  /** The card files whose change triggered this build (empty for the first build). */
  changedFiles: string[];
}

export interface Watcher {
  /** Resolves when the first build is done. */
  ready: Promise<void>;
  close(): Promise<void>;
}

const QUIET_MS = 60;

/** The identity of a diagnostic across builds (its position and text). */
export function diagnosticKey(diagnostic: Diagnostic): string {
  const { line, column } = diagnostic.range.start;
  return JSON.stringify([diagnostic.file, line, column, diagnostic.code, diagnostic.message]);
}

export function startWatch(options: BuildOptions, onUpdate: (update: WatchUpdate) => void, onError: (error: unknown) => void = () => {}): Watcher {
  let previous = new Map<string, Diagnostic>();
  let pending = new Set<string>();
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  /** Loading the grammar and the generator after an initial build that needed neither (see below). */
  let warming: Promise<unknown> | undefined;
  const watchers: FSWatcher[] = [];
  const outDir = path.resolve(options.outDir);

  const runBuild = async (changedFiles: string[]): Promise<void> => {
    try {
      // After the first build, the file-system events say what changed (a folder event means a full scan).
      const result = await build(changedFiles.length > 0 ? { ...options, changedFiles } : options);
      const current = new Map(result.diagnostics.map((diagnostic) => [diagnosticKey(diagnostic), diagnostic]));
      const appeared = [...current].filter(([key]) => !previous.has(key)).map(([, diagnostic]) => diagnostic);
      const disappeared = [...previous].filter(([key]) => !current.has(key)).map(([, diagnostic]) => diagnostic);
      previous = current;
      if (!closed) onUpdate({ result, appeared, disappeared, changedFiles });
    } catch (error) {
      onError(error);
    }
  };

  const schedule = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      if (running || closed) return;
      const changed = [...pending].sort();
      pending = new Set();
      running = runBuild(changed).finally(() => {
        running = undefined;
        if (pending.size > 0) schedule();
      });
    }, QUIET_MS);
  };

  const onChange = (base: string, isFolder: boolean) => (_event: string, name: string | Buffer | null) => {
    // A folder event (a folder of cards moved in) is passed on too: it is not a .card path, so the build scans.
    const changed = isFolder ? (name === null ? base : path.join(base, name.toString())) : base;
    if (path.resolve(changed) === outDir || path.resolve(changed).startsWith(outDir + path.sep)) return;
    pending.add(changed);
    schedule();
  };

  const ready = (async () => {
    for (const input of options.inputs) {
      const info = await stat(input).catch(() => undefined);
      if (closed) return;
      // A missing input is reported by the build; watch its folder so that creating it triggers a build.
      const target = info ? input : path.dirname(input);
      const isFolder = info ? info.isDirectory() : true;
      try {
        watchers.push(watchFs(target, { recursive: isFolder }, onChange(target, isFolder)));
      } catch (error) {
        onError(error);
      }
    }
    running = runBuild([]);
    await running;
    running = undefined;
    if (pending.size > 0) schedule();
    // A first build that found nothing to do loaded neither the grammar nor the generator: load them now rather
    // than on the first change (a second or two). The generator runs in the worker threads instead when the
    // first build started them: they stay for the next builds (workers.ts).
    else if (!closed) {
      const generator = options.workers === undefined && existingPool() === undefined ? import("./generate.js").then(({ warmUp }) => warmUp()) : undefined;
      warming = Promise.all([import("../grammar/index.js"), generator]).catch(() => undefined);
    }
  })();

  return {
    ready,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      for (const watcher of watchers) watcher.close();
      await ready.catch(() => {});
      await running;
      await warming;
    },
  };
}
