/** cli/files.ts in process: which files a command reads, and the errors for paths it can't use. */
import { execFileSync } from "node:child_process";
import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { systemTempFolders } from "../system-temp.js";
import { expandInputs, readSources } from "../../cli/files.js";

const treeFolder = systemTempFolders("cardscript-files-");

function tree(files: string[]): string {
  const root = treeFolder();
  for (const file of files) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), "");
  }
  return root;
}

describe("expandInputs", () => {
  it("finds the wanted files in folders, sorted and without duplicates, skipping hidden folders and node_modules", async () => {
    const root = tree(["b.card", "a/z.card", "a/y.scenario", "a/notes.txt", ".git/x.card", "node_modules/pkg/m.card", "c/.hidden.card"]);
    const result = await expandInputs([root, path.join(root, "b.card"), path.join(root, "a")], [".card"]);
    expect(result.errors).toEqual([]);
    expect(result.files.map((file) => path.relative(root, file))).toEqual(["a/z.card", "b.card", "c/.hidden.card"]);
    const both = await expandInputs([root], [".card", ".scenario"]);
    expect(both.files.map((file) => path.relative(root, file))).toEqual(["a/y.scenario", "a/z.card", "b.card", "c/.hidden.card"]);
  });
  it("says what to do about a missing path, a wrong extension and a pipe", async () => {
    const root = tree(["notes.txt"]);
    execFileSync("mkfifo", [path.join(root, "pipe.card")]);
    const result = await expandInputs([path.join(root, "missing"), path.join(root, "notes.txt"), path.join(root, "pipe.card")], [".card"]);
    expect(result.files).toEqual([]);
    expect(result.errors).toEqual([
      `'${path.join(root, "missing")}' does not exist; give a .card file or a folder that holds them.`,
      `'${path.join(root, "notes.txt")}' is not a .card file; give .card files or folders.`,
      `'${path.join(root, "pipe.card")}' is not a regular file (a pipe or a device?); give a .card file or a folder.`,
    ]);
  });
  it("follows a symbolic link to a folder once, even when it loops", async () => {
    const root = tree(["set/a.card"]);
    symlinkSync("..", path.join(root, "set", "loop"));
    const result = await expandInputs([path.join(root, "set")], [".card"]);
    expect(result.errors).toEqual([]);
    expect(result.files.map((file) => path.relative(root, file))).toEqual(["set/a.card"]);
  });
});

describe("readSources", () => {
  it("reads UTF-8 text and reports a file it can't read", async () => {
    const root = tree([]);
    writeFileSync(path.join(root, "a.card"), "card “É”\n");
    const result = await readSources([path.join(root, "a.card"), path.join(root, "gone.card")]);
    expect(result.sources).toEqual([{ file: path.join(root, "a.card"), text: "card “É”\n" }]);
    expect(result.errors).toEqual([`cannot read '${path.join(root, "gone.card")}': no such file or folder (ENOENT); check the path.`]);
  });
});
