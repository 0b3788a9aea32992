/**
 * The `cardscript` command line. Each command lives in cli/commands/<name>.ts and exports
 * `run(args: string[]): Promise<number>` returning the exit code. Commands are loaded lazily so that a quick
 * command (check) does not pay for a heavy one (build loads ts-morph and prettier).
 */

type Command = { summary: string; load: () => Promise<{ run(args: string[]): Promise<number> }> };

const commands: Record<string, Command> = {
  check: { summary: "check .card files and report every mistake", load: () => import("./commands/check.js") },
  fmt: { summary: "rewrite .card files in canonical layout (--check: exit 1 if any would change)", load: () => import("./commands/fmt.js") },
  render: { summary: "print cards as a player reads them (--wording 2007|current)", load: () => import("./commands/render.js") },
  build: { summary: "compile .card files to TypeScript modules (--out <dir>)", load: () => import("./commands/build.js") },
  watch: { summary: "rebuild on change and print diagnostics as they appear and disappear", load: () => import("./commands/watch.js") },
  import: { summary: "write .card files from MTGJSON set files and report what the grammar knows of them (--out <dir>)", load: () => import("./commands/import.js") },
  test: { summary: "run .scenario files against the compiled cards", load: () => import("./commands/test.js") },
  lsp: { summary: "start the language server (--stdio)", load: () => import("./commands/lsp.js") },
  main: { summary: "check and build the bundled set, then play its scenarios (npm start)", load: () => import("./commands/main.js") },
};

function usage(): string {
  const width = Math.max(...Object.keys(commands).map((name) => name.length));
  const lines = Object.entries(commands).map(([name, command]) => `  ${name.padEnd(width)}  ${command.summary}`);
  return ["Usage: cardscript <command> [options]", "", "Commands:", ...lines, ""].join("\n");
}

export async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined || name === "help" || name === "--help" || name === "-h") {
    process.stdout.write(usage());
    return name === undefined ? 1 : 0;
  }
  if (name === "--version" || name === "-v") {
    const { readFileSync } = await import("node:fs");
    const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string };
    process.stdout.write(`${pkg.version}\n`);
    return 0;
  }
  const command = commands[name];
  if (!command) {
    process.stderr.write(`cardscript: unknown command '${name}'.\n\n${usage()}`);
    return 1;
  }
  try {
    const module = await command.load();
    return await module.run(args);
  } catch (error) {
    // A bug in cardscript, not in the user's input: say so plainly, without a stack trace unless asked.
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`cardscript ${name}: internal error: ${message}\n`);
    if (process.env.CARDSCRIPT_DEBUG) process.stderr.write(`${(error as Error)?.stack ?? ""}\n`);
    process.stderr.write("This is a bug in cardscript; set CARDSCRIPT_DEBUG=1 for details and report it.\n");
    return 2;
  }
}
