/**
 * `cardscript import` on the fixture folder: once end to end as a user runs it (`node bin/cardscript.js import …`
 * in a child process), the other cases through the command's `run` in this process: the files it writes, its
 * report (human and JSON), its refusal to overwrite what it did not write, and bad input.
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it, vi } from "vitest";
import { systemTempFolders } from "../system-temp.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
const fixtures = fileURLToPath(new URL("./fixtures/", import.meta.url));

function cardscript(args: string[], cwd: string): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [path.join(root, "bin/cardscript.js"), ...args], { cwd, encoding: "utf8", env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: undefined } });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/**
 * The command's `run` in this process (a child process per case would cost seconds each): paths made absolute
 * against `cwd`, output captured.
 */
async function importInProcess(args: string[], cwd: string): Promise<{ status: number; stdout: string; stderr: string }> {
  const { run } = await import("../../cli/commands/import.js");
  const absolute = args.slice(1).map((arg, index, all) => (arg.startsWith("-") || ["--wording", "--format", "--top"].includes(all[index - 1]) ? arg : path.join(cwd, arg)));
  let stdout = "";
  let stderr = "";
  const out = vi.spyOn(process.stdout, "write").mockImplementation((chunk) => ((stdout += String(chunk)), true));
  const err = vi.spyOn(process.stderr, "write").mockImplementation((chunk) => ((stderr += String(chunk)), true));
  try {
    const status = await run(absolute);
    return { status, stdout, stderr };
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
}

const importFolder = systemTempFolders("cardscript-import-");

/** A folder holding copies of the fixture set files. */
function workspace(): string {
  const folder = importFolder();
  cpSync(fixtures, folder, { recursive: true });
  return folder;
}

describe("cardscript import", () => {
  it("writes one .card per card, prints the report, and a second run changes nothing", () => {
    const folder = workspace();
    const first = cardscript(["import", "rules.json", "hostile.json", "--out", "set"], folder);
    expect(first.stderr).toBe("");
    expect(first.status).toBe(0);
    expect(first.stdout).toContain("Imported 12 of 20 cards from 2 set files [TST (9), BAD (11)], printed wording.");
    expect(first.stdout).toContain("Wrote 12 files to set.");
    expect(first.stdout).toContain('Skipped 8 cards:\n  TST "Fire // Ice": its layout is \'split\'');
    expect(first.stdout).toContain('  BAD "Line\\nBreak": its name contains a line break');
    expect(first.stdout).toMatch(/Check: \d+ of 12 \(\d+\.\d %\) cards check clean\./);
    expect(first.stdout).toContain("most frequent sentences the grammar does not know");
    const files = readdirSync(path.join(folder, "set")).sort();
    expect(files.filter((file) => file.endsWith(".card"))).toHaveLength(12);
    expect(files).toContain(".cardscript-import.json");
    expect(files.some((file) => file.endsWith(".tmp"))).toBe(false);
    expect(readFileSync(path.join(folder, "set", "esper-charm.card"), "utf8")).toBe(
      'card "Esper Charm"\n  cost {W}{U}{B}\n  type Instant\n  Choose one — Destroy target enchantment; or draw two cards; or target player discards two cards.\n',
    );

    const second = cardscript(["import", "rules.json", "hostile.json", "--out", "set"], folder);
    expect(second.status).toBe(0);
    expect(second.stdout).toContain("Wrote 0 files to set (12 already up to date).");
  });

  it("--wording oracle replaces the files an import wrote; --format json gives the report as JSON", async () => {
    const folder = workspace();
    expect((await importInProcess(["import", "rules.json", "--out", "set"], folder)).status).toBe(0);
    const oracle = await importInProcess(["import", "rules.json", "--out", "set", "--wording", "oracle", "--format", "json"], folder);
    expect(oracle.stderr).toBe("");
    expect(oracle.status).toBe(0);
    const report = JSON.parse(oracle.stdout) as { wording: string; imported: number; clean: number; errorCodes: { code: string }[]; unknownSentences: { sentence: string }[]; output: { written: number } };
    expect(report).toMatchObject({ wording: "oracle", imported: 8 });
    expect(report.output.written).toBeGreaterThan(0);
    expect(report.unknownSentences.length).toBeGreaterThan(0);
    expect(readFileSync(path.join(folder, "set", "shock.card"), "utf8")).toContain("Shock deals 2 damage to any target.");
  });

  it("refuses to overwrite a file it did not write, or one edited since, and writes nothing; --force overwrites", async () => {
    const folder = workspace();
    expect((await importInProcess(["import", "rules.json", "--out", "set"], folder)).status).toBe(0);
    writeFileSync(path.join(folder, "set", "shock.card"), 'card "Shock"\n  cost {R}\n  type Instant\n  Shock deals 2 damage to target creature or player.\n# my notes\n');
    writeFileSync(path.join(folder, "mine.json"), JSON.stringify({ data: { code: "MINE", cards: [{ name: "Brand New", type: "Sorcery", originalType: "Sorcery", originalText: "Draw a card.", text: "Draw a card." }] } }));
    const refused = await importInProcess(["import", "rules.json", "mine.json", "--out", "set"], folder);
    expect(refused.status).toBe(1);
    expect(refused.stdout).toBe("");
    expect(refused.stderr).toContain(`1 file in '${path.join(folder, "set")}' would be overwritten, but no previous import wrote it (or it was edited since): '${path.join(folder, "set", "shock.card")}'.`);
    expect(refused.stderr).toContain("Nothing was written. Import into another folder (--out), move that file away, or pass --force to overwrite it.");
    expect(existsSync(path.join(folder, "set", "brand-new.card"))).toBe(false);
    expect(readFileSync(path.join(folder, "set", "shock.card"), "utf8")).toContain("# my notes");

    const forced = await importInProcess(["import", "rules.json", "mine.json", "--out", "set", "--force"], folder);
    expect(forced.status).toBe(0);
    expect(readFileSync(path.join(folder, "set", "shock.card"), "utf8")).not.toContain("# my notes");
    expect(existsSync(path.join(folder, "set", "brand-new.card"))).toBe(true);
  });

  it("a user's own card file in the folder is never overwritten without --force", async () => {
    const folder = workspace();
    mkdirSync(path.join(folder, "set"));
    writeFileSync(path.join(folder, "set", "grizzly-bears.card"), 'card "Grizzly Bears"\n  cost {1}{G}\n  type Creature — Bear\n  2/2\n# mine\n');
    const refused = await importInProcess(["import", "rules.json", "--out", "set"], folder);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(`'${path.join(folder, "set", "grizzly-bears.card")}'`);
    expect(readdirSync(path.join(folder, "set"))).toEqual(["grizzly-bears.card"]);
  });

  it("bad input: a clear message, exit 2, nothing written", async () => {
    const folder = workspace();
    writeFileSync(path.join(folder, "broken.json"), "{ not json");
    const broken = await importInProcess(["import", "broken.json", "nowhere.json", "rules.json", "--out", "set"], folder);
    expect(broken.status).toBe(2);
    expect(broken.stderr).toMatch(/^cardscript import: '.*broken\.json' is not valid JSON \(.*\); expected an MTGJSON set file/);
    expect(broken.stderr).toMatch(/cannot read '.*nowhere\.json': no such file\./);
    expect(broken.stderr).toContain("nothing was written");
    expect(existsSync(path.join(folder, "set"))).toBe(false);

    const noOut = await importInProcess(["import", "rules.json"], folder);
    expect(noOut.status).toBe(2);
    expect(noOut.stderr).toContain("give the folder to write the cards to with --out <dir>");

    const wording = await importInProcess(["import", "rules.json", "--out", "set", "--wording", "2007"], folder);
    expect(wording.status).toBe(2);
    expect(wording.stderr).toContain("unknown wording '2007'; use --wording printed or --wording oracle.");

    writeFileSync(path.join(folder, "a-file"), "");
    const notFolder = await importInProcess(["import", "rules.json", "--out", "a-file"], folder);
    expect(notFolder.status).toBe(2);
    expect(notFolder.stderr).toContain(`--out '${path.join(folder, "a-file")}' exists and is not a folder`);
    for (const result of [broken, noOut, wording, notFolder]) expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});
