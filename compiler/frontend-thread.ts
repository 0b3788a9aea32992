/**
 * The front end (frontend.ts) in a worker thread, for the first build of a large set in a process: a one-card edit
 * of a 10,000-card set from the command line spends a few hundred milliseconds listing the set, reading its cache
 * and stat-ing every file, and about as long loading the grammar and building its parser to parse the one changed
 * file. Started at the beginning of such a build, the thread loads the grammar on another core while this thread
 * does the set-wide work, then parses the changed files it is sent (build.ts). It costs more CPU in all (a
 * thread's start, its own loading of modules) for less time on the build's path, so it is started only when a CPU
 * is free to run it (workers.ts `cpuToSpare`).
 *
 * Its answers are the same trees and diagnostics as `analyze` in this thread: they are plain data, and the
 * structured clone that carries them keeps what JSON would blur (`undefined` fields, the order of keys), so the
 * output keys (build.ts `outputKeyOf`) and everything generated from them are unchanged (a test compares both).
 * If the thread fails, the build parses in its own thread instead: a bug of the front end then shows as it does
 * without the thread. The thread never keeps the process alive, and the build ends it when it is done.
 */
import { Worker } from "node:worker_threads";
import type { AnalyzedFile, DeclaredTypes, SourceFile } from "./frontend.js";

export class FrontEndThread {
  private readonly worker: Worker;
  /** Set when the thread failed or was ended: it is not asked again. */
  private unusable = false;
  /** Answers are given in the order the requests were sent, one at a time. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor() {
    this.worker = new Worker(new URL("./worker-entry.mjs", import.meta.url), { workerData: { role: "frontend" } });
    this.worker.unref();
    // An error before any request (a failed start) must not be an unhandled 'error' event.
    this.worker.on("error", () => (this.unusable = true));
    this.worker.on("exit", () => (this.unusable = true));
  }

  /** The analysis of `sources` by the thread, or undefined if the thread could not give it (then analyse here). */
  analyze(sources: readonly SourceFile[], external: DeclaredTypes | undefined): Promise<AnalyzedFile[] | undefined> {
    const answer = this.queue.then(() => (this.unusable ? undefined : this.request(sources, external)));
    this.queue = answer;
    return answer;
  }

  private request(sources: readonly SourceFile[], external: DeclaredTypes | undefined): Promise<AnalyzedFile[] | undefined> {
    return new Promise((resolve) => {
      const done = (files: AnalyzedFile[] | undefined) => {
        this.worker.off("message", onMessage);
        this.worker.off("error", onFailure);
        this.worker.off("exit", onFailure);
        this.worker.unref();
        if (files === undefined) this.unusable = true;
        resolve(files);
      };
      const onMessage = (message: { ok: true; files: { file: string; ast: AnalyzedFile["ast"]; diagnostics: AnalyzedFile["diagnostics"] }[] } | { ok: false; error: string }) =>
        // The texts stay here: only the trees and diagnostics come back.
        done(message.ok ? message.files.map((file, index) => ({ file: file.file, text: sources[index].text, ast: file.ast, diagnostics: file.diagnostics })) : undefined);
      const onFailure = () => done(undefined);
      this.worker.on("message", onMessage);
      this.worker.on("error", onFailure);
      this.worker.on("exit", onFailure);
      // While a request is in flight the thread keeps the process alive (the build is waiting for it).
      this.worker.ref();
      this.worker.postMessage({ sources, external });
    });
  }

  /** Ends the thread (whatever it was doing); later requests are answered with undefined. */
  end(): void {
    this.unusable = true;
    void this.worker.terminate();
  }
}
