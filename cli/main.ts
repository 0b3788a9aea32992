/**
 * The `cardscript` command line. Each command lives in cli/commands/<name>.ts and exports
 * `run(args: string[]): Promise<number>` returning the exit code. Commands are loaded lazily so that a quick
 * command (check) does not pay for a heavy one (build loads ts-morph and prettier).
 *
 * Exit codes, the same for every command: 0 done, nothing wrong; 1 problems found in the user's files (card or
 * scenario errors, a failed scenario, files fmt --check would change); 2 the command could not do its job: a
 * usage error (an unknown command or option, a missing argument) or the environment (a path that does not exist
 * or cannot be read or written, an output folder that is not cardscript's, an interrupted build).
 */
import { describeUserError } from "./errors.js";

export const EXIT_OK = 0;
export const EXIT_PROBLEMS = 1;
export const EXIT_USAGE_OR_ENVIRONMENT = 2;

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
  return [
    "Usage: cardscript <command> [options]",
    "",
    "Commands:",
    ...lines,
    "",
    "Exit codes: 0 done, 1 problems found in your files, 2 usage error or the environment (a path that cannot be read or written).",
    "",
  ].join("\n");
}

export async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined || name === "help" || name === "--help" || name === "-h") {
    if (name === undefined) {
      process.stderr.write(`cardscript: give a command.\n\n${usage()}`);
      return EXIT_USAGE_OR_ENVIRONMENT;
    }
    process.stdout.write(usage());
    return EXIT_OK;
  }
  if (name === "--version" || name === "-v") {
    const { existsSync, readFileSync } = await import("node:fs");
    // ../package.json from the sources, ../../package.json from the built JavaScript (dist/cli/main.js).
    const file = [new URL("../package.json", import.meta.url), new URL("../../package.json", import.meta.url)].find((url) => existsSync(url));
    const pkg = JSON.parse(readFileSync(file!, "utf8")) as { version: string };
    process.stdout.write(`${pkg.version}\n`);
    return 0;
  }
  const command = commands[name];
  if (!command) {
    process.stderr.write(`cardscript: unknown command '${name}'.\n\n${usage()}`);
    return EXIT_USAGE_OR_ENVIRONMENT;
  }
  try {
    const module = await command.load();
    return await module.run(args);
  } catch (error) {
    // The user's situation (a file it cannot read or write, a pipe, a foreign output folder): what to do.
    const described = describeUserError(error);
    if (described !== undefined) {
      process.stderr.write(`cardscript ${name}: ${described}\n`);
      return EXIT_USAGE_OR_ENVIRONMENT;
    }
    // A bug in cardscript, not in the user's input: say so plainly, without a stack trace unless asked.
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`cardscript ${name}: internal error: ${message}\n`);
    if (process.env.CARDSCRIPT_DEBUG) process.stderr.write(`${(error as Error)?.stack ?? ""}\n`);
    process.stderr.write("This is a bug in cardscript; set CARDSCRIPT_DEBUG=1 for details and report it.\n");
    return EXIT_USAGE_OR_ENVIRONMENT;
  }
}
