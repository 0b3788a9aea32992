/**
 * Command-line plumbing shared by the commands: argument parsing, reading card files, and quiet exits on a closed
 * pipe. Input expansion lives in compiler/inputs.ts (the build needs it too) and is re-exported here.
 */
import { readCardFile } from "../compiler/inputs.js";
import type { Diagnostic } from "../grammar/diagnostics.js";
import { describeUserError } from "./errors.js";

export { expandInputs, type ExpandedFiles } from "../compiler/inputs.js";

export interface ReadSources {
  /** The files read, as text. */
  sources: { file: string; text: string }[];
  /** Files that are not UTF-8 text: their diagnostic (file:line:col of the first bad byte), and their text for code frames only. */
  rejected: { file: string; text: string; diagnostics: Diagnostic[] }[];
  /** Files that could not be read at all (unreadable, a pipe, too large): one line each, saying what to do. */
  errors: string[];
}

/**
 * Reads card files strictly (compiler/inputs.ts `readCardFile`): only regular files, never a silent replacement of
 * bytes that are not UTF-8. A file that can't be read is reported (cli/errors.ts), not thrown.
 */
export async function readSources(files: readonly string[]): Promise<ReadSources> {
  const read: ReadSources = { sources: [], rejected: [], errors: [] };
  for (const file of files) {
    try {
      const { text, diagnostics } = readCardFile(file);
      if (diagnostics.length > 0) read.rejected.push({ file, text, diagnostics });
      else read.sources.push({ file, text });
    } catch (error) {
      const described = describeUserError(error);
      if (described === undefined) throw error;
      read.errors.push(described);
    }
  }
  return read;
}

export interface ParsedArguments {
  positionals: string[];
  /** Flags and options as given: `--check` → "", `--wording current` / `--wording=current` → "current". */
  options: Map<string, string>;
}

/**
 * A small, strict argument parser: `valueOptions` take a value, `flags` don't; anything else starting with
 * '-' is a usage error (returned as a message, never thrown).
 */
export function parseArguments(args: readonly string[], valueOptions: readonly string[], flags: readonly string[]): ParsedArguments | { error: string } {
  const positionals: string[] = [];
  const options = new Map<string, string>();
  for (let index = 0; index < args.length; index++) {
    const arg = args[index];
    if (arg === "--") {
      positionals.push(...args.slice(index + 1));
      break;
    }
    if (!arg.startsWith("-") || arg === "-") {
      positionals.push(arg);
      continue;
    }
    const [name, inlineValue] = arg.includes("=") ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)] : [arg, undefined];
    if (flags.includes(name)) {
      if (inlineValue !== undefined) return { error: `${name} takes no value.` };
      options.set(name, "");
    } else if (valueOptions.includes(name)) {
      const value = inlineValue ?? args[++index];
      if (value === undefined || (inlineValue === undefined && value.startsWith("--"))) return { error: `${name} needs a value.` };
      options.set(name, value);
    } else {
      const known = [...valueOptions, ...flags];
      return { error: `unknown option '${name}'${known.length > 0 ? `; known options: ${known.join(", ")}` : ""}.` };
    }
  }
  return { positionals, options };
}

/**
 * `cardscript check … | head` closes the pipe early: that is the reader's choice, not an error, so it ends the
 * process quietly instead of printing a stack trace.
 */
export function exitQuietlyOnBrokenPipe(): void {
  for (const stream of [process.stdout, process.stderr]) {
    stream.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "EPIPE") process.exit(process.exitCode ?? 0);
      throw error;
    });
  }
}
