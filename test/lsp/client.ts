/**
 * A minimal LSP client for the end-to-end tests and the benchmark: starts the real server as a child process
 * (`node bin/cardscript.js lsp --stdio`) and talks to it with vscode-jsonrpc over its stdin and stdout.
 */
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createMessageConnection, StreamMessageReader, StreamMessageWriter, type MessageConnection } from "vscode-jsonrpc/node.js";
import type { Diagnostic, PublishDiagnosticsParams } from "vscode-languageserver";

export const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));
export const BIN = fileURLToPath(new URL("../../bin/cardscript.js", import.meta.url));

export function uriOf(file: string): string {
  return pathToFileURL(file).href;
}

export interface Published {
  uri: string;
  version?: number;
  diagnostics: Diagnostic[];
  at: number;
}

export class TestClient {
  readonly connection: MessageConnection;
  readonly published: Published[] = [];
  /** The messages of every `window/logMessage` the server sent. */
  readonly logs: string[] = [];
  stderr = "";
  private waiters: { test: (published: Published) => boolean; resolve: (published: Published) => void }[] = [];
  readonly exited: Promise<number | null>;

  private constructor(readonly child: ChildProcessWithoutNullStreams) {
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (chunk: string) => {
      this.stderr += chunk;
    });
    this.exited = new Promise((resolve) => child.on("exit", (code) => resolve(code)));
    this.connection = createMessageConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
    this.connection.onNotification("textDocument/publishDiagnostics", (params: PublishDiagnosticsParams) => {
      const published: Published = { ...params, at: performance.now() };
      this.published.push(published);
      const still: typeof this.waiters = [];
      for (const waiter of this.waiters) {
        if (waiter.test(published)) waiter.resolve(published);
        else still.push(waiter);
      }
      this.waiters = still;
    });
    this.connection.onRequest("client/registerCapability", () => null);
    this.connection.onNotification("window/logMessage", (params: { message?: unknown }) => {
      this.logs.push(String(params?.message));
    });
    this.connection.listen();
  }

  /** `nodeArguments` go before the script, e.g. ["--cpu-prof"] to profile the server. */
  static start(nodeArguments: string[] = []): TestClient {
    const child = spawn(process.execPath, [...nodeArguments, BIN, "lsp", "--stdio"], { cwd: REPO_ROOT, stdio: ["pipe", "pipe", "pipe"] });
    return new TestClient(child);
  }

  async initialize(rootFolder?: string): Promise<unknown> {
    const result = await this.connection.sendRequest("initialize", {
      processId: process.pid,
      rootUri: rootFolder ? uriOf(rootFolder) : null,
      workspaceFolders: rootFolder ? [{ uri: uriOf(rootFolder), name: "workspace" }] : null,
      capabilities: { textDocument: { publishDiagnostics: { versionSupport: true } }, workspace: { didChangeWatchedFiles: { dynamicRegistration: true } } },
    });
    await this.connection.sendNotification("initialized", {});
    return result;
  }

  /** The next diagnostics published for `uri` that satisfy `test` (or that were published since `since`). */
  diagnostics(uri: string, test: (published: Published) => boolean = () => true, since = 0): Promise<Published> {
    const earlier = this.published.slice(since).find((published) => published.uri === uri && test(published));
    if (earlier) return Promise.resolve(earlier);
    return new Promise((resolve) => this.waiters.push({ test: (published) => published.uri === uri && test(published), resolve }));
  }

  open(uri: string, text: string, version = 1): Promise<void> {
    return this.connection.sendNotification("textDocument/didOpen", { textDocument: { uri, languageId: "cardscript", version, text } });
  }

  change(uri: string, version: number, contentChanges: unknown[]): Promise<void> {
    return this.connection.sendNotification("textDocument/didChange", { textDocument: { uri, version }, contentChanges });
  }

  close(uri: string): Promise<void> {
    return this.connection.sendNotification("textDocument/didClose", { textDocument: { uri } });
  }

  request<R>(method: string, params: unknown): Promise<R> {
    return this.connection.sendRequest(method, params) as Promise<R>;
  }

  /** shutdown, then exit; resolves with the process exit code. */
  async stop(): Promise<number | null> {
    await this.connection.sendRequest("shutdown");
    await this.connection.sendNotification("exit");
    const code = await this.exited;
    this.connection.dispose();
    return code;
  }

  kill(): void {
    this.connection.dispose();
    this.child.kill();
  }
}
