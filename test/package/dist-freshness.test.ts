/**
 * bin/cardscript.js runs the built JavaScript (dist/) only while it was built from exactly the sources as they are
 * (bin/dist-freshness.js): a stale dist/ is never run.
 */
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { distIsCurrent, sourcesStamp, STAMP_FILE } from "../../bin/dist-freshness.js";

let root: string;
const write = (relative: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
  writeFileSync(path.join(root, relative), text);
};
/** What bin/build-dist.js records when it builds. */
const build = () => {
  mkdirSync(path.join(root, "dist"), { recursive: true });
  writeFileSync(path.join(root, "dist", STAMP_FILE), JSON.stringify(sourcesStamp(root)));
};

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "cardscript-freshness-"));
  write("tsconfig.json", "{}\n");
  write("grammar/parse.ts", "export const a = 1;\n");
  write("compiler/worker-entry.mjs", "await import('./worker.js');\n");
  write("runtime/game.ts", "export const b = 2;\n");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("dist/ is current", () => {
  it("when built from the sources as they are", () => {
    build();
    expect(distIsCurrent(root)).toBe(true);
  });

  it("when a file's mtime moved but its content did not (a checkout, a touch)", () => {
    build();
    utimesSync(path.join(root, "grammar/parse.ts"), new Date(), new Date(Date.now() + 60_000));
    expect(distIsCurrent(root)).toBe(true);
  });

  it("not when there is no dist/ or no record of its sources", () => {
    expect(distIsCurrent(root)).toBe(false);
    mkdirSync(path.join(root, "dist"));
    expect(distIsCurrent(root)).toBe(false);
  });

  it("not when a source changed to a text of the same size", () => {
    build();
    write("grammar/parse.ts", "export const a = 9;\n");
    utimesSync(path.join(root, "grammar/parse.ts"), new Date(), new Date(Date.now() + 60_000));
    expect(distIsCurrent(root)).toBe(false);
  });

  it("not when a source's content changed (its mtime moved)", () => {
    build();
    write("runtime/game.ts", "export const b = 3;\n");
    utimesSync(path.join(root, "runtime/game.ts"), new Date(), new Date(Date.now() + 60_000));
    expect(distIsCurrent(root)).toBe(false);
  });

  it("not when a source was added or removed, or the build configuration changed", () => {
    build();
    write("lsp/server.ts", "export {};\n");
    expect(distIsCurrent(root)).toBe(false);
    unlinkSync(path.join(root, "lsp/server.ts"));
    expect(distIsCurrent(root)).toBe(true);
    unlinkSync(path.join(root, "runtime/game.ts"));
    expect(distIsCurrent(root)).toBe(false);
    build();
    write("tsconfig.json", '{"compilerOptions":{}}\n');
    expect(distIsCurrent(root)).toBe(false);
  });
});
