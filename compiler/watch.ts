/**
 * `watch`: builds, then rebuilds (incrementally, through the build cache) whenever a `.card` file under the
 * inputs changes, appears or disappears, and tells the listener which diagnostics appeared and which
 * disappeared since the previous build.
 *
 * Changes are collected for a short quiet period (editors save in several steps), and builds never overlap: a
 * change during a build triggers one more build after it.
 */
import { statSync, watch as watchFs, type FSWatcher } from "node:fs";
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
  /**
   * Resolves when the first build is done, with its result (undefined if it failed: `onError` was told). A first
   * build with input errors (a missing input, an output folder that is not cardscript's) watches nothing: the
   * caller should report them and stop.
   */
  ready: Promise<BuildResult | undefined>;
  close(): Promise<void>;
}

const QUIET_MS = 60;

/** The identity of a diagnostic across builds (its position and text). */
export function diagnosticKey(diagnostic: Diagnostic): string {
  const { line, column } = diagnostic.range.start;
  return JSON.stringify([diagnostic.file, line, column, diagnostic.code, diagnostic.message]);
}

/**
 * Whether a change of `name` under the watched folder `base` can change the set: a `.card` file, or a folder
 * (cards moved in or out). Other files (a log written next to the cards, an editor's swap file) and anything in a
 * hidden folder or node_modules (the build skips them) do not trigger a build.
 */
function mayConcernCards(base: string, name: string): boolean {
  const segments = name.split(/[\\/]/);
  if (segments.slice(0, -1).some((segment) => segment.startsWith(".") || segment === "node_modules")) return false;
  const last = segments[segments.length - 1];
  if (last.endsWith(".card")) return true;
  if (last.startsWith(".") || last === "node_modules") return false;
  const info = statSync(path.join(base, name), { throwIfNoEntry: false });
  // Gone: a folder of cards removed or renamed away, unless the name says it was a file.
  return info ? info.isDirectory() : path.extname(last) === "";
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

  const runBuild = async (changedFiles: string[]): Promise<BuildResult | undefined> => {
    try {
      // After the first build, the file-system events say what changed (a folder event means a full scan).
      const result = await build(changedFiles.length > 0 ? { ...options, changedFiles } : options);
      const current = new Map(result.diagnostics.map((diagnostic) => [diagnosticKey(diagnostic), diagnostic]));
      const appeared = [...current].filter(([key]) => !previous.has(key)).map(([, diagnostic]) => diagnostic);
      const disappeared = [...previous].filter(([key]) => !current.has(key)).map(([, diagnostic]) => diagnostic);
      previous = current;
      if (!closed) onUpdate({ result, appeared, disappeared, changedFiles });
      return result;
    } catch (error) {
      onError(error);
      return undefined;
    }
  };

  const schedule = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      if (running || closed) return;
      const changed = [...pending].sort();
      pending = new Set();
      running = runBuild(changed).then(
        () => undefined,
        () => undefined,
      );
      void running.finally(() => {
        running = undefined;
        if (pending.size > 0) schedule();
      });
    }, QUIET_MS);
  };

  const onChange = (base: string, isFolder: boolean) => (_event: string, name: string | Buffer | null) => {
    // A folder event (a folder of cards moved in) is passed on too: it is not a .card path, so the build scans.
    const changed = isFolder ? (name === null ? base : path.join(base, name.toString())) : base;
    if (path.resolve(changed) === outDir || path.resolve(changed).startsWith(outDir + path.sep)) return;
    if (isFolder && name !== null && !mayConcernCards(base, name.toString())) return;
    pending.add(changed);
    schedule();
  };

  const ready = (async (): Promise<BuildResult | undefined> => {
    const infos = await Promise.all(options.inputs.map((input) => stat(input).catch(() => undefined)));
    if (closed) return undefined;
    // A missing input is an error the first build reports; then nothing is watched (the caller stops).
    if (infos.every((info) => info !== undefined)) {
      for (const [index, input] of options.inputs.entries()) {
        const isFolder = infos[index]!.isDirectory();
        try {
          const watcher = watchFs(input, { recursive: isFolder }, onChange(input, isFolder));
          // A watched folder that is removed or becomes unreadable: say so, and keep the other watchers.
          watcher.on("error", onError);
          watchers.push(watcher);
        } catch (error) {
          onError(error);
        }
      }
    }
    const first = runBuild([]);
    running = first.then(() => undefined);
    const result = await first;
    running = undefined;
    if (result === undefined || result.inputErrors.length > 0) {
      for (const watcher of watchers.splice(0)) watcher.close();
      return result;
    }
    if (pending.size > 0) schedule();
    // A first build that found nothing to do loaded neither the grammar nor the generator: load them now rather
    // than on the first change (a second or two). The generator runs in the worker threads instead when the
    // first build started them: they stay for the next builds (workers.ts).
    else if (!closed) {
      const generator = options.workers === undefined && existingPool() === undefined ? import("./generate.js").then(({ warmUp }) => warmUp()) : undefined;
      warming = Promise.all([import("../grammar/index.js"), generator]).catch(() => undefined);
    }
    return result;
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
