/**
 * The VS Code extension's manifest, language configuration and client. VS Code itself is not available here, so
 * the client (extension.js) is loaded with stand-ins for the `vscode` and `vscode-languageclient/node` modules
 * that record what it asks for; the server command it chooses is then started for real and must answer
 * `initialize` over stdio.
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import Module, { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createMessageConnection, StreamMessageReader, StreamMessageWriter } from "vscode-jsonrpc/node.js";

const REPO = path.resolve(import.meta.dirname, "../..");
const EXTENSION = path.join(REPO, "editors/vscode");
const manifest = JSON.parse(readFileSync(path.join(EXTENSION, "package.json"), "utf8"));

describe("the VS Code extension", () => {
  it("contributes the cardscript language for .card and .scenario, with its grammar and configuration", () => {
    const language = manifest.contributes.languages.find((candidate: { id: string }) => candidate.id === "cardscript");
    expect(language.extensions).toEqual([".card", ".scenario"]);
    const grammar = manifest.contributes.grammars.find((candidate: { language: string }) => candidate.language === "cardscript");
    const grammarFile = JSON.parse(readFileSync(path.join(EXTENSION, grammar.path), "utf8"));
    expect(grammarFile.scopeName).toBe(grammar.scopeName);
    expect(manifest.main).toBe("./extension.js");
    expect(manifest.dependencies).toHaveProperty("vscode-languageclient");
    // The client library belongs to the extension package, never to cardscript itself.
    const root = JSON.parse(readFileSync(path.join(REPO, "package.json"), "utf8"));
    expect({ ...root.dependencies, ...root.devDependencies }).not.toHaveProperty("vscode-languageclient");

    const configuration = JSON.parse(readFileSync(path.join(EXTENSION, language.configuration), "utf8"));
    expect(configuration.comments).toEqual({ lineComment: "#" });
    expect(configuration.brackets).toEqual(expect.arrayContaining([["{", "}"], ["(", ")"]]));
    const pairs = configuration.autoClosingPairs.map((pair: { open: string; close: string }) => pair.open + pair.close);
    expect(pairs).toEqual(expect.arrayContaining(["{}", "()", '""', "\u201C\u201D"]));
  });

  it("starts `cardscript lsp --stdio` for cardscript documents, and that command answers initialize", async () => {
    const created: { id: string; serverOptions: { command: string; args: string[] }; clientOptions: { documentSelector: { language: string }[] } }[] = [];
    class LanguageClient {
      constructor(id: string, _name: string, serverOptions: never, clientOptions: never) {
        created.push({ id, serverOptions, clientOptions });
      }
      start() {
        return Promise.resolve();
      }
      stop() {
        return Promise.resolve();
      }
    }
    const vscode = {
      workspace: {
        workspaceFolders: [{ uri: { fsPath: REPO } }],
        getConfiguration: () => ({ get: () => [] }),
        createFileSystemWatcher: (glob: string) => ({ glob }),
      },
      commands: { registerCommand: (name: string) => ({ name, dispose() {} }) },
    };
    const stand_ins = new Map<string, unknown>([
      ["vscode", vscode],
      ["vscode-languageclient/node", { LanguageClient }],
    ]);
    const loader = Module as unknown as { _load: (request: string, ...rest: unknown[]) => unknown };
    const original = loader._load;
    loader._load = function (request: string, ...rest: unknown[]) {
      return stand_ins.has(request) ? stand_ins.get(request) : original.call(this, request, ...rest);
    };
    try {
      const extension = createRequire(import.meta.url)(path.join(EXTENSION, "extension.js"));
      const subscriptions: unknown[] = [];
      await extension.activate({ extensionPath: EXTENSION, subscriptions });
      await extension.deactivate();
      expect(subscriptions).toHaveLength(1);
    } finally {
      loader._load = original;
    }
    expect(created).toHaveLength(1);
    const { serverOptions, clientOptions } = created[0];
    expect(serverOptions.args.slice(-2)).toEqual(["lsp", "--stdio"]);
    expect(existsSync(serverOptions.args[0])).toBe(true);
    expect(clientOptions.documentSelector.map((selector) => selector.language)).toEqual(["cardscript", "cardscript"]);

    // The command it would run is the real server.
    const child = spawn(serverOptions.command, serverOptions.args, { stdio: ["pipe", "pipe", "pipe"] });
    const connection = createMessageConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
    connection.listen();
    try {
      const result = (await connection.sendRequest("initialize", { processId: process.pid, rootUri: null, capabilities: {} })) as { serverInfo: { name: string } };
      expect(result.serverInfo.name).toBe("cardscript");
      await connection.sendRequest("shutdown");
      const exited = new Promise((resolve) => child.on("exit", resolve));
      await connection.sendNotification("exit");
      expect(await exited).toBe(0);
    } finally {
      connection.dispose();
      child.kill();
    }
  }, 30_000);
});
