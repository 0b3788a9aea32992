/**
 * A document the editor opens while the workspace is being indexed keeps the editor's text and version: the
 * indexer, which read the same file from disk meanwhile, must not put the disk's text (with no version) in its
 * place, or the diagnostics are published without the version the editor waits for. The reads of the indexer
 * are held back here (a stand-in for `readIndexedFile`), so that the document opens exactly while its file is
 * being read; the server runs in-process with a stand-in connection, as in cancellation.test.ts.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import type { Connection } from "vscode-languageserver/node.js";

const reads = vi.hoisted(() => {
  let release: () => void = () => {};
  let started: () => void = () => {};
  return {
    gate: new Promise<void>((resolve) => (release = resolve)),
    begun: new Promise<void>((resolve) => (started = resolve)),
    release: () => release(),
    started: () => started(),
  };
});

vi.mock("../../lsp/workspace.js", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../lsp/workspace.js")>();
  return {
    ...actual,
    readIndexedFile: async (file: string, log: (message: string) => void) => {
      reads.started();
      await reads.gate;
      return actual.readIndexedFile(file, log);
    },
  };
});

const { CardscriptServer } = await import("../../lsp/server.js");
const { createGrammarCore } = await import("../../lsp/grammar-core.js");
const { fileToUri } = await import("../../lsp/uris.js");

const folder = mkdtempSync(path.join(tmpdir(), "cardscript-lsp-indexing-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("indexing the workspace while the editor opens a file", () => {
  it("publishes the open document's diagnostics with the editor's version, from the editor's text", async () => {
    mkdirSync(path.join(folder, "cards"));
    const file = path.join(folder, "cards", "bears.card");
    writeFileSync(file, 'card "Grizzly Bears"\n  cost {1}{G}\n  type Creature — Bear\n  2/2\n');
    const published: { uri: string; version?: number; count: number }[] = [];
    const connection = {
      console: { log() {} },
      sendDiagnostics: async (params: { uri: string; version?: number; diagnostics: unknown[] }) => {
        published.push({ uri: params.uri, version: params.version, count: params.diagnostics.length });
      },
      client: { register: async () => ({}) },
    } as unknown as Connection;
    const server = new CardscriptServer(connection, createGrammarCore());
    server.initialize({ processId: null, rootUri: null, capabilities: {}, workspaceFolders: [{ uri: fileToUri(folder), name: "workspace" }] });
    const indexing = server.initialized();
    await reads.begun; // the indexer is reading bears.card from disk
    const uri = fileToUri(file);
    // The editor's text differs from the disk's (a misspelt type): its diagnostics show whose text was checked.
    server.didOpen(uri, "cardscript", 7, 'card "Grizzly Bears"\n  cost {1}{G}\n  type Creture — Bear\n  2/2\n');
    reads.release();
    await indexing;
    while (!published.some((entry) => entry.uri === uri)) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(server.index.get(uri)?.openVersion).toBe(7);
    for (const entry of published.filter((p) => p.uri === uri)) expect(entry).toEqual({ uri, version: 7, count: 1 });
  });
});
