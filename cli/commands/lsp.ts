/**
 * `cardscript lsp --stdio`: the language server for `.card` and `.scenario` files (see lsp/server.ts).
 * Editors start it as a child process and speak the Language Server Protocol over its stdin and stdout, so
 * nothing else may ever be written to stdout while it runs: logs go to stderr and to the client's log.
 */
export async function run(args: string[]): Promise<number> {
  // `--clientProcessId=<pid>` (or `--clientProcessId <pid>`), which some clients add: the server then exits when
  // that process is gone (vscode-languageserver reads it from process.argv).
  const unknown = args.filter((arg, index) => arg !== "--stdio" && !arg.startsWith("--clientProcessId") && args[index - 1] !== "--clientProcessId");
  if (unknown.length > 0 || !args.includes("--stdio")) {
    const what = unknown.length > 0 ? `unknown option(s) ${unknown.join(" ")}` : "no transport given";
    process.stderr.write(
      `cardscript lsp: ${what}.\n` +
        "Usage: cardscript lsp --stdio\n" +
        "The language server speaks LSP over stdin/stdout; editors start it for you (see editors/README.md).\n",
    );
    return 2;
  }
  const { startStdioServer } = await import("../../lsp/server.js");
  // Resolves when the client has sent `exit` (or closed the pipe); the exit code follows the protocol:
  // 0 after a `shutdown` request, 1 otherwise.
  return await startStdioServer();
}
