/**
 * `cardscript check` reports what `build` reports about escape-hatch blocks (issue 20, item 9): it said "No
 * problems" for blocks that `build` rejects (CS4001, CS4002), and it reports type errors in them (CS4010, as
 * `build --typecheck`). It loads ts-morph and prettier only when a card has a block: startup matters.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../", import.meta.url));
const folder = mkdtempSync(path.join(tmpdir(), "cardscript-check-blocks-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

// A module hook that logs every module specifier resolved in the process, to see whether ts-morph is loaded.
writeFileSync(path.join(folder, "hooks.mjs"), 'import { appendFileSync } from "node:fs";\nexport async function resolve(specifier, context, next) {\n  appendFileSync(process.env.CARDSCRIPT_TEST_RESOLVED_LOG, `${specifier}\\n`);\n  return next(specifier, context);\n}\n');
writeFileSync(path.join(folder, "register.mjs"), `import { register } from "node:module";\nregister(${JSON.stringify(pathToFileURL(path.join(folder, "hooks.mjs")).href)});\n`);

/** Runs `cardscript <args>` from the repository root; `loaded` is every module specifier the process resolved. */
function cardscript(args: string[]): { status: number | null; stdout: string; stderr: string; loaded: string[] } {
  const log = path.join(folder, `resolved-${Math.random().toString(36).slice(2)}.log`);
  writeFileSync(log, "");
  const result = spawnSync(process.execPath, ["--import", pathToFileURL(path.join(folder, "register.mjs")).href, path.join(root, "bin/cardscript.js"), ...args], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: undefined, CARDSCRIPT_TEST_RESOLVED_LOG: log },
    timeout: 120_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr, loaded: readFileSync(log, "utf8").split("\n") };
}

const FENCE = "```";
const blockCard = (name: string, code: string) => `card "${name}"\n  cost {R}\n  type Sorcery\n  ${name} does something new.\n    ${FENCE}ts\n    ${code}\n    ${FENCE}\n`;

describe("cardscript check on escape-hatch blocks", () => {
  it("reports the build's CS4001 and CS4002 and the type checker's CS4010, at their card-file positions", () => {
    const cards = path.join(folder, "cards");
    mkdirSync(cards);
    writeFileSync(path.join(cards, "a-braces.card"), blockCard("Brace Breaker", "if (ctx.x > 0) {"));
    writeFileSync(path.join(cards, "b-syntax.card"), blockCard("Bad Syntax", 'ctx.gainLife(ctx.controller, "two" "three");'));
    writeFileSync(path.join(cards, "c-type.card"), blockCard("Bad Type", 'ctx.gainLife(ctx.controller, "two");'));
    writeFileSync(path.join(cards, "d-good.card"), blockCard("Good Block", "ctx.gainLife(ctx.controller, 2);"));
    const result = cardscript(["check", cards]);
    expect(result.stderr).toBe("");
    expect(result.status).toBe(1);
    const located = result.stdout
      .split("\n")
      .filter((line) => / - error CS\d{4}: /.test(line))
      .map((line) => line.replace(`${cards}/`, "").replace(/: .*$/, ""));
    expect(located).toEqual(["a-braces.card:6:1 - error CS4001", "b-syntax.card:6:40 - error CS4002", "c-type.card:6:34 - error CS4010"]);
    expect(result.stdout).toContain("Balance the braces in the block.");
    expect(result.stdout).toContain("The escape-hatch block is not valid TypeScript: ',' expected. Fix the code between the ```ts fences.");
    expect(result.stdout).toContain("Argument of type 'string' is not assignable to parameter of type 'number'. (TS2345)");
    expect(result.stdout).toContain("Found 3 errors in 3 files (4 files checked).");
    expect(result.loaded).toContain("ts-morph");
  });

  it("loads neither ts-morph nor prettier for files without blocks", () => {
    const result = cardscript(["check", "reference"]);
    expect(result.stdout).toBe("No problems in 26 files.\n");
    expect(result.status).toBe(0);
    // The hook saw the process's modules: ~30 for the bundled command line (dist/cli/bundle/), over 100 unbundled.
    expect(result.loaded.length).toBeGreaterThan(20);
    expect(result.loaded.filter((specifier) => /^(ts-morph|prettier|typescript)\b/.test(specifier))).toEqual([]);
  });

  it("--explain knows CS4001 (it said the code does not exist)", () => {
    const result = cardscript(["check", "--explain", "CS4001"]);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^CS4001: Cannot be compiled\n\n.*escape-hatch block whose braces/s);
  });
});
