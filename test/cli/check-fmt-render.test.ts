/**
 * The commands as a user runs them: `node bin/cardscript.js …` in a child process (slow-ish, so few tests).
 */
import { spawnSync } from "node:child_process";
import { chmodSync, lstatSync, readFileSync, readdirSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parseArguments } from "../../cli/files.js";
import { systemTempFolders } from "../system-temp.js";

const root = fileURLToPath(new URL("../../", import.meta.url));

function cardscript(args: string[], cwd = root): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [path.join(root, "bin/cardscript.js"), ...args], {
    cwd,
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: undefined },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const MISTAKES = [
  'card "Jace Beleren"',
  "  cost {1}{U}{U}",
  "  type Planeswalker — Jacee",
  "  +2: Each player draws a card.",
  "",
].join("\n");

const temporaryFolder = systemTempFolders("cardscript-cli-");

describe("cardscript check", () => {
  it("the bundled cards are clean (exit 0)", () => {
    const result = cardscript(["check", "reference"]);
    expect(result.stderr).toBe("");
    expect(result.stdout).toMatch(/^No problems in 26 files\.\n$/);
    expect(result.status).toBe(0);
  });
  it("reports mistakes tsc-style with a code frame, a fix and a summary (exit 1)", () => {
    const folder = temporaryFolder();
    writeFileSync(path.join(folder, "jace.card"), MISTAKES);
    const result = cardscript(["check", "jace.card"], folder);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain("jace.card:3:23 - warning CS2005: 'Jacee' is not a known planeswalker type.");
    expect(result.stdout).toContain("  3 |   type Planeswalker — Jacee\n    |                       ^^^^^");
    expect(result.stdout).toContain("fix: Replace with 'Jace'");
    expect(result.stdout).toContain("error CS2001");
    expect(result.stdout).toMatch(/Found 1 error and 1 warning in 1 file \(1 file checked\)\.\n$/);
  });
  it("--format json prints the diagnostics as a JSON array", () => {
    const folder = temporaryFolder();
    writeFileSync(path.join(folder, "jace.card"), MISTAKES);
    const result = cardscript(["check", ".", "--format", "json"], folder);
    const diagnostics = JSON.parse(result.stdout) as { code: string; file: string }[];
    expect(diagnostics.map((d) => d.code).sort()).toEqual(["CS2001", "CS2005"]);
    expect(diagnostics[0].file).toBe("jace.card");
    expect(result.status).toBe(1);
  });
  it("--explain prints a code's explanation; usage errors exit 2 with a clear message", () => {
    const explained = cardscript(["check", "--explain", "CS2001"]);
    expect(explained.status).toBe(0);
    expect(explained.stdout).toMatch(/^CS2001: Planeswalker without loyalty\n\nA planeswalker comes into play/);
    const missing = cardscript(["check", "no-such-folder"]);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain("'no-such-folder' does not exist");
  });
  it("options are parsed strictly (in process: no spawn needed)", () => {
    expect(parseArguments(["cards", "--format", "json"], ["--format"], [])).toEqual({ positionals: ["cards"], options: new Map([["--format", "json"]]) });
    expect(parseArguments(["--format=json", "a", "--", "--b"], ["--format"], [])).toEqual({ positionals: ["a", "--b"], options: new Map([["--format", "json"]]) });
    expect(parseArguments(["--fromat", "json"], ["--format"], ["--check"])).toEqual({ error: "unknown option '--fromat'; known options: --format, --check." });
    expect(parseArguments(["--format"], ["--format"], [])).toEqual({ error: "--format needs a value." });
    expect(parseArguments(["--check=yes"], [], ["--check"])).toEqual({ error: "--check takes no value." });
  });
});

describe("cardscript fmt and render", () => {
  it("fmt --check is clean on the bundled cards", () => {
    const result = cardscript(["fmt", "--check", "reference"]);
    expect(result.stdout).toContain("All 26 files are formatted.");
    expect(result.status).toBe(0);
  });
  it("fmt rewrites messy files (keeping permissions and symbolic links), leaves no temporary file, and refuses a file with syntax errors", () => {
    const folder = temporaryFolder();
    const messy = 'card "Grizzly Bears"\n    cost {1}{G}\n type Creature -- Bear\n2/2\n';
    writeFileSync(path.join(folder, "bears.card"), messy);
    chmodSync(path.join(folder, "bears.card"), 0o640);
    const broken = 'card "Broken\n  cost {1}{G\n';
    writeFileSync(path.join(folder, "broken.card"), broken);
    writeFileSync(path.join(folder, "real.txt"), messy.replace("Grizzly Bears", "Linked Bears"));
    symlinkSync("real.txt", path.join(folder, "link.card"));
    const check = cardscript(["fmt", "--check", "."], folder);
    expect(check.status).toBe(1);
    expect(check.stdout).toContain("would reformat bears.card");
    const result = cardscript(["fmt", "."], folder);
    expect(result.status).toBe(1);
    expect(readFileSync(path.join(folder, "bears.card"), "utf8")).toBe('card "Grizzly Bears"\n  cost {1}{G}\n  type Creature — Bear\n  2/2\n');
    expect(readFileSync(path.join(folder, "broken.card"), "utf8")).toBe(broken);
    expect(result.stderr).toContain("'broken.card' has syntax errors and was not formatted");
    expect(readdirSync(folder).sort()).toEqual(["bears.card", "broken.card", "link.card", "real.txt"]);
    expect(statSync(path.join(folder, "bears.card")).mode & 0o777).toBe(0o640);
    // Through a symbolic link: the target is rewritten, the link stays a link.
    expect(lstatSync(path.join(folder, "link.card")).isSymbolicLink()).toBe(true);
    expect(readFileSync(path.join(folder, "real.txt"), "utf8")).toBe('card "Linked Bears"\n  cost {1}{G}\n  type Creature — Bear\n  2/2\n');
  });
  it("render prints a card as a player reads it, in the current wording", () => {
    const result = cardscript(["render", "reference/jace-beleren.card", "--wording", "current"]);
    expect(result.status).toBe(0);
    expect(result.stdout).toBe(
      "Jace Beleren  {1}{U}{U}\nPlaneswalker — Jace\n+2: Each player draws a card.\n−1: Target player draws a card.\n−10: Target player mills twenty cards.\nLoyalty: 3\n",
    );
  });
});
