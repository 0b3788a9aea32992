// The VS Code side of cardscript: starts `cardscript lsp --stdio` and connects it to the editor. Highlighting
// comes from the TextMate grammar (syntaxes/); everything else (diagnostics, completion, hover, formatting,
// definition, references, symbols, folding, code actions) comes from the language server.
//
// `vscode-languageclient` is a dependency of this extension package (run `npm install` in editors/vscode),
// not of the cardscript package itself.
"use strict";

const path = require("node:path");
const fs = require("node:fs");
const vscode = require("vscode");
const { LanguageClient } = require("vscode-languageclient/node");

/** @type {LanguageClient | undefined} */
let client;

/**
 * The server command, first match wins: the `cardscript.server.command` setting; the workspace's
 * node_modules/.bin/cardscript (a project that depends on cardscript); the cardscript checkout this extension
 * lives in (editors/vscode → ../../bin/cardscript.js, when loaded from the folder); `cardscript` on the PATH.
 */
function serverCommand(context) {
  const configured = vscode.workspace.getConfiguration("cardscript").get("server.command");
  if (Array.isArray(configured) && configured.length > 0) {
    return { command: String(configured[0]), args: configured.slice(1).map(String) };
  }
  for (const folder of vscode.workspace.workspaceFolders ?? []) {
    const local = path.join(folder.uri.fsPath, "node_modules", "cardscript", "bin", "cardscript.js");
    if (fs.existsSync(local)) return { command: process.execPath, args: [local, "lsp", "--stdio"], node: true };
    const own = path.join(folder.uri.fsPath, "bin", "cardscript.js");
    if (fs.existsSync(own) && fs.existsSync(path.join(folder.uri.fsPath, "lsp", "server.ts"))) {
      return { command: process.execPath, args: [own, "lsp", "--stdio"], node: true };
    }
  }
  const checkout = path.resolve(context.extensionPath, "..", "..", "bin", "cardscript.js");
  if (fs.existsSync(checkout)) return { command: process.execPath, args: [checkout, "lsp", "--stdio"], node: true };
  return { command: process.platform === "win32" ? "cardscript.cmd" : "cardscript", args: ["lsp", "--stdio"] };
}

async function activate(context) {
  const { command, args, node } = serverCommand(context);
  // VS Code's own Node is Electron: run it as plain Node so the server sees a normal runtime.
  const options = node ? { env: { ...process.env, ELECTRON_RUN_AS_NODE: "1" } } : undefined;
  // No `transport`: the client would add a second --stdio; the command already asks for stdio.
  const serverOptions = { command, args, options };
  const clientOptions = {
    documentSelector: [
      { scheme: "file", language: "cardscript" },
      { scheme: "untitled", language: "cardscript" },
    ],
    synchronize: {
      // The server indexes every .card file of the workspace and follows created, changed and deleted files.
      fileEvents: vscode.workspace.createFileSystemWatcher("**/*.{card,scenario}"),
    },
  };
  client = new LanguageClient("cardscript", "cardscript", serverOptions, clientOptions);
  context.subscriptions.push(
    vscode.commands.registerCommand("cardscript.restartServer", async () => {
      if (client) await client.restart();
    }),
  );
  await client.start();
}

async function deactivate() {
  if (client) await client.stop();
  client = undefined;
}

module.exports = { activate, deactivate };
