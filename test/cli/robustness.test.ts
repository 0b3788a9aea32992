/**
 * The reproductions of issue 20 (items 1, 2, 4, 6, 10, 12), run as a user runs them: `node bin/cardscript.js …`
 * in a child process. Each gives a clear error or the right result, within seconds, and loses nothing.
 *
 * Permission cases need a user that permissions apply to: when the tests run as root, those commands run as
 * `nobody` through setpriv (util-linux).
 */
import { spawnSync } from "node:child_process";
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { describeUserError } from "../../cli/errors.js";
import { InputFileError } from "../../compiler/inputs.js";
import { OutputFolderError } from "../../compiler/output-folder.js";
import { maxWorkerCount } from "../../compiler/workers.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
const work = mkdtempSync(path.join(tmpdir(), "cardscript-robust-"));
chmodSync(work, 0o755);
// Where `test` compiles its cards: writable by the unprivileged user too.
mkdirSync(path.join(work, "scenario-cache"), { mode: 0o777 });
chmodSync(path.join(work, "scenario-cache"), 0o777);
afterAll(() => rmSync(work, { recursive: true, force: true }));

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
  signal: NodeJS.Signals | null;
}

function cardscript(args: string[], options: { asUser?: boolean; timeout?: number } = {}): Run {
  const base = [path.join(root, "bin/cardscript.js"), ...args];
  const asNobody = options.asUser === true && process.getuid?.() === 0;
  const [command, commandArgs] = asNobody
    ? ["setpriv", ["--reuid=65534", "--regid=65534", "--clear-groups", process.execPath, ...base]]
    : [process.execPath, base];
  const result = spawnSync(command, commandArgs, {
    cwd: root,
    encoding: "utf8",
    timeout: options.timeout ?? 60_000,
    env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: undefined, HOME: work, CARDSCRIPT_CACHE_DIR: path.join(work, "scenario-cache") },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr, signal: result.signal };
}

const canDropPrivileges = process.getuid?.() !== 0 || spawnSync("setpriv", ["--version"]).status === 0;

function noInternalError(run: Run): void {
  expect(`${run.stdout}${run.stderr}`).not.toMatch(/internal error|This is a bug|\n\s+at /);
}

describe("exit codes: 0 ok, 1 problems found, 2 usage or environment (item 12)", () => {
  it("an unknown command, no command, and lsp without --stdio are usage errors: exit 2", () => {
    const unknown = cardscript(["frobnicate"]);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain("unknown command 'frobnicate'");
    const none = cardscript([]);
    expect(none.status).toBe(2);
    expect(none.stderr).toContain("give a command");
    const lsp = cardscript(["lsp"]);
    expect(lsp.status).toBe(2);
    expect(lsp.stderr).toContain("Usage: cardscript lsp --stdio");
    expect(cardscript(["--help"]).status).toBe(0);
  });

  it("README documents the same scheme", () => {
    const readme = readFileSync(path.join(root, "README.md"), "utf8");
    expect(readme).toMatch(/\| 0 \|[^\n]*\n\| 1 \|[^\n]*\n\| 2 \|/);
  });
});

describe("build never deletes the user's files (item 1)", () => {
  it("--force keeps a file the user put in the output folder; a folder with a stray cache file is refused and untouched", () => {
    const out = path.join(work, "o");
    expect(cardscript(["build", "reference/shock.card", "--out", out]).status).toBe(0);
    writeFileSync(path.join(out, "NOTES.md"), "mine\n");
    const forced = cardscript(["build", "reference/shock.card", "--out", out, "--force"]);
    expect(forced.status).toBe(0);
    expect(readFileSync(path.join(out, "NOTES.md"), "utf8")).toBe("mine\n");

    const foreign = path.join(work, "f");
    mkdirSync(foreign);
    writeFileSync(path.join(foreign, "important.txt"), "k\n");
    writeFileSync(path.join(foreign, ".cardscript-cache.json"), "x\n");
    const refused = cardscript(["build", "reference/shock.card", "--out", foreign]);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain("was not written by cardscript build");
    expect(readdirSync(foreign).sort()).toEqual([".cardscript-cache.json", "important.txt"]);
  });
});

describe("files that are not UTF-8 (item 2)", () => {
  const bad = Buffer.concat([Buffer.from('card "Bad '), Buffer.from([0xff]), Buffer.from('"\n   type Artifact\n')]);

  it("fmt reports file:line:col (CS1000) and never rewrites the file; check and render report it too", () => {
    const file = path.join(work, "b.card");
    writeFileSync(file, bad);
    const fmt = cardscript(["fmt", file]);
    expect(fmt.status).toBe(1);
    expect(fmt.stderr).toContain(`${file}:1:11 - error CS1000: The file is not valid UTF-8 text: the byte 0xFF`);
    expect(readFileSync(file).equals(bad)).toBe(true);
    const check = cardscript(["check", file]);
    expect(check.status).toBe(1);
    expect(check.stdout).toContain(`${file}:1:11 - error CS1000`);
    const render = cardscript(["render", file]);
    expect(render.status).toBe(1);
    expect(render.stderr).toContain("CS1000");
    expect(readFileSync(file).equals(bad)).toBe(true);
  });
});

describe("nothing hangs, nothing grows without bound (item 4)", () => {
  it.skipIf(process.platform === "win32")("render on a FIFO is refused at once instead of waiting for a writer", () => {
    const fifo = path.join(work, "pipe.card");
    expect(spawnSync("mkfifo", [fifo]).status).toBe(0);
    const run = cardscript(["render", fifo], { timeout: 30_000 });
    expect(run.signal).toBe(null);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(`'${fifo}' is not a regular file (a pipe)`);
  });

  it.skipIf(!existsSync("/proc/self"))("build --out in /proc fails at once with a clear error", () => {
    const run = cardscript(["build", "reference/shock.card", "--out", "/proc/x"], { timeout: 30_000 });
    expect(run.signal).toBe(null);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("cannot create a folder in '/proc'");
    noInternalError(run);
  });

  it("--workers is bounded by the CPUs", () => {
    const run = cardscript(["build", "reference/shock.card", "--out", path.join(work, "w"), "--workers", "100000"]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(`give at most ${maxWorkerCount()}`);
    expect(existsSync(path.join(work, "w"))).toBe(false);
  });
});

describe("watch stops when it cannot work (item 6)", () => {
  it("a missing input or a refused --out ends watch with exit 2 within seconds", () => {
    const missing = cardscript(["watch", path.join(work, "no-such-cards"), "--out", path.join(work, "watch-out")], { timeout: 30_000 });
    expect(missing.signal).toBe(null);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain("does not exist");
    const foreign = path.join(work, "watch-foreign");
    mkdirSync(foreign);
    writeFileSync(path.join(foreign, "mine.txt"), "k\n");
    const refused = cardscript(["watch", "reference/shock.card", "--out", foreign], { timeout: 30_000 });
    expect(refused.signal).toBe(null);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain("was not written by cardscript build");
    expect(readdirSync(foreign)).toEqual(["mine.txt"]);
  });
});

describe("the user's situation is not a bug in cardscript (item 10)", () => {
  it("an --out that is a link to nothing, or a file, is refused with what to do", () => {
    const dangling = path.join(work, "dangling");
    symlinkSync(path.join(work, "nowhere"), dangling);
    const link = cardscript(["build", "reference/shock.card", "--out", dangling]);
    expect(link.status).toBe(2);
    expect(link.stderr).toContain("is a symbolic link to a folder that does not exist");
    const file = path.join(work, "a-file");
    writeFileSync(file, "x");
    const underFile = cardscript(["build", "reference/shock.card", "--out", path.join(file, "out")]);
    expect(underFile.status).toBe(2);
    expect(underFile.stderr).toContain("a part of the path is a file, not a folder (ENOTDIR)");
    noInternalError(underFile);
  });

  it.skipIf(!canDropPrivileges)("unreadable card files: check, build, fmt and test say so (exit 2)", () => {
    const cards = path.join(work, "locked-cards");
    mkdirSync(cards);
    cpSync(path.join(root, "reference/shock.card"), path.join(cards, "shock.card"));
    chmodSync(path.join(cards, "shock.card"), 0o000);
    const scenario = path.join(work, "a.scenario");
    writeFileSync(scenario, "");
    for (const args of [["check", cards], ["build", cards, "--out", path.join(work, "locked-out")], ["fmt", cards], ["test", scenario, "--cards", cards]]) {
      const run = cardscript(args, { asUser: true });
      expect(run.status, args.join(" ")).toBe(2);
      expect(run.stderr, args.join(" ")).toContain(`cannot read '${path.join(cards, "shock.card")}': permission denied (EACCES)`);
      noInternalError(run);
    }
  });

  it.skipIf(!canDropPrivileges)("a folder of cards that cannot be listed: exit 2, naming it", () => {
    const cards = path.join(work, "locked-folder");
    mkdirSync(path.join(cards, "inner"), { recursive: true });
    cpSync(path.join(root, "reference/shock.card"), path.join(cards, "inner", "shock.card"));
    chmodSync(path.join(cards, "inner"), 0o000);
    const run = cardscript(["check", cards], { asUser: true });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(`cannot list the folder '${path.join(cards, "inner")}': permission denied (EACCES)`);
    noInternalError(run);
    chmodSync(path.join(cards, "inner"), 0o755);
  });

  it.skipIf(!canDropPrivileges)("an output folder or a card file that cannot be written: build and fmt say so (exit 2) and change nothing", () => {
    const readOnly = path.join(work, "read-only");
    mkdirSync(readOnly);
    const messy = 'card  "Messy"\n  type Artifact\n';
    writeFileSync(path.join(readOnly, "messy.card"), messy);
    chmodSync(readOnly, 0o555);
    const built = cardscript(["build", readOnly, "--out", path.join(readOnly, "out")], { asUser: true });
    expect(built.status).toBe(2);
    expect(built.stderr).toContain(`cannot write in the folder '${readOnly}': permission denied (EACCES)`);
    noInternalError(built);
    const formatted = cardscript(["fmt", readOnly], { asUser: true });
    expect(formatted.status).toBe(2);
    expect(formatted.stderr).toContain(`cannot write in the folder '${readOnly}'`);
    noInternalError(formatted);
    expect(readFileSync(path.join(readOnly, "messy.card"), "utf8")).toBe(messy);
    expect(readdirSync(readOnly)).toEqual(["messy.card"]);
  });
});

describe("describeUserError: the one classification the commands share", () => {
  const errno = (code: string, syscall: string, file?: string, dest?: string) =>
    Object.assign(new Error(`${code}: ${syscall}`), { code, syscall, ...(file ? { path: file } : {}), ...(dest ? { dest } : {}) });

  it("tells what failed, on which path, and what to do", () => {
    expect(describeUserError(errno("EACCES", "open", "/x/a.card"))).toBe(
      "cannot read '/x/a.card': permission denied (EACCES); check its permissions (and its folder's), or run as a user who may.",
    );
    expect(describeUserError(errno("ENOSPC", "write", "/x/out/index.ts"))).toBe("cannot write '/x/out/index.ts': no space left on the disk (ENOSPC); free some space, or choose another disk.");
    expect(describeUserError(errno("EROFS", "rename", "/x/a", "/x/b"))).toBe("cannot move '/x/a' to '/x/b': the file system is read-only (EROFS); choose a place on a writable disk.");
    expect(describeUserError(errno("EMFILE", "scandir", "/x/cards"))).toContain("cannot list the folder '/x/cards': too many open files");
  });

  it("names the folder, not cardscript's temporary names in it", () => {
    expect(describeUserError(errno("EACCES", "mkdir", "/x/.out.cardscript-123-0123abcd"))).toBe(
      "cannot write in the folder '/x': permission denied (EACCES); check its permissions (and its folder's), or run as a user who may.",
    );
    expect(describeUserError(errno("EDQUOT", "open", "/x/out/.cardscript-staging-9-89abcdef/cards/a.ts"))).toContain("cannot write in the folder '/x/out'");
  });

  it("passes the compiler's own user-facing errors through, and leaves everything else to be reported as a bug", () => {
    expect(describeUserError(new InputFileError("'a.card' is not a regular file"))).toBe("'a.card' is not a regular file");
    expect(describeUserError(new OutputFolderError("the build was interrupted (SIGINT)"))).toBe("the build was interrupted (SIGINT)");
    expect(describeUserError(new TypeError("x is undefined"))).toBeUndefined();
    expect(describeUserError(errno("ERR_SOMETHING", "open", "/x"))).toBeUndefined();
    expect(describeUserError("a string")).toBeUndefined();
  });
});
