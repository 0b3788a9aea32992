import { mkdirSync, unlinkSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { expandInputs } from "../../compiler/inputs.js";
import { temporaryFolder } from "./helpers.js";

const folder = temporaryFolder("inputs");
afterAll(() => folder.cleanup());

describe("expandInputs", () => {
  it("lists a folder's files in code-unit order of their paths, subfolders included, whatever order the disk gives", async () => {
    const root = path.join(folder.dir, "set");
    const relative = ["a-b.card", "a/z.card", "a/b/c.card", "a.card", "B.card", "a0.card", "ä.card", "a/-.card", "deep/er/est.card"];
    for (const file of relative) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), "");
    }
    const expected = relative.map((file) => path.join(root, file)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    expect((await expandInputs([root], [".card"])).files).toEqual(expected);
    expect((await expandInputs([`${root}${path.sep}`], [".card"])).files).toEqual(expected);
    // Relative inputs give the paths path.join would give (no "./" added, trailing separators dropped).
    const relativeRoot = path.relative(process.cwd(), root);
    const joined = relative.map((file) => path.join(relativeRoot, file)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    for (const input of [relativeRoot, `.${path.sep}${relativeRoot}`, `${relativeRoot}${path.sep}`]) {
      expect((await expandInputs([input], [".card"])).files).toEqual(joined);
    }
    // Several inputs, overlapping: one sorted list without duplicates.
    expect((await expandInputs([path.join(root, "a"), root, path.join(root, "B.card")], [".card"])).files).toEqual(expected);
  });

  it("sees files added and removed after a listing it remembers (entries change the folder's mtime)", async () => {
    const root = path.join(folder.dir, "remembered");
    mkdirSync(root);
    writeFileSync(path.join(root, "a.card"), "");
    const anHourAgo = new Date(Date.now() - 3_600_000);
    utimesSync(root, anHourAgo, anHourAgo); // long unchanged: its listing is remembered and trusted
    expect((await expandInputs([root], [".card"])).files).toEqual([path.join(root, "a.card")]);
    expect((await expandInputs([root], [".card"])).files).toEqual([path.join(root, "a.card")]);
    writeFileSync(path.join(root, "b.card"), "");
    expect((await expandInputs([root], [".card"])).files).toEqual([path.join(root, "a.card"), path.join(root, "b.card")]);
    unlinkSync(path.join(root, "a.card"));
    expect((await expandInputs([root], [".card"])).files).toEqual([path.join(root, "b.card")]);
  });
});
