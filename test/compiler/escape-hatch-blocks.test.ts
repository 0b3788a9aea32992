/**
 * Escape-hatch blocks under triggered, static and replacement abilities (issue 21): `build --typecheck`,
 * `cardscript check` and the language server report the same block errors, at the same card-file positions, with
 * the same messages: a type error against each kind's contract (runtime/definition.ts), a part the line already
 * gave, braces that break the function, and nothing for good blocks.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import type { Connection } from "vscode-languageserver/node.js";
import { build } from "../../compiler/build.js";
import type { Diagnostic } from "../../grammar/diagnostics.js";
import { CardscriptServer } from "../../lsp/server.js";
import { createGrammarCore } from "../../lsp/grammar-core.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
const folder = mkdtempSync(path.join(tmpdir(), "cardscript-block-errors-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const FENCE = "```";
const card = (name: string, type: string, line: string, code: string[]) =>
  [`card "${name}"`, "  cost {2}", `  type ${type}`, `  ${line}`, `    ${FENCE}ts`, ...code.map((text) => `    ${text}`), `    ${FENCE}`, ""].join("\n");

const files: Record<string, string> = {
  // CS4010: apply returns a count that is not a number (ReplacementBlock).
  "a-replacement.card": card("Odd Season", "Enchantment", "If an effect would put one or more tokens into play under your control, it puts many of those tokens into play instead.", [
    "return {",
    '  event: "createTokens",',
    "  applies: (event, ctx) => event.controller === ctx.controller,",
    '  apply: (event) => ({ ...event, count: "many" }),',
    "};",
  ]),
  // CS4010: the grammar knew the trigger, so the block may give only resolve (TriggeredBlock narrowed).
  "b-trigger.card": card("Odd Warden", "Creature — Spirit\n  1/1", "When Odd Warden comes into play, something odd happens.", [
    "return {",
    '  triggersOn: (event) => event.kind === "entersPlay",',
    "  resolve: (ctx) => ctx.gainLife(ctx.controller, 1),",
    "};",
  ]),
  // CS4010: a keyword the runtime does not have (StaticBlock).
  "c-static.card": card("Odd Anthem", "Enchantment", "Creatures you control have flyng.", ['return { affected: { types: ["Creature"], controller: "you" }, keywords: ["Flyng"] };']),
  // CS4001: the braces close the function early.
  "d-braces.card": card("Odd Braces", "Enchantment", "Creatures you control get +2/+0 while the moon is full.", ["return { affected: {} }; }", "function other() {"]),
  // A good block: nothing to report.
  "e-good.card": card("Good Anthem", "Enchantment", "Creatures you control get +1/+1 while the moon is full.", ['return { affected: { types: ["Creature"], controller: "you" }, power: 1, toughness: 1 };']),
};
const cards = path.join(folder, "cards");
mkdirSync(cards);
for (const [name, text] of Object.entries(files)) writeFileSync(path.join(cards, name), text);

/** What the three tools are compared on: file, position, code and message. */
const key = (d: { file: string; line: number; column: number; code: string; message: string }) => `${path.basename(d.file)}:${d.line}:${d.column} ${d.code} ${d.message}`;
const fromDiagnostic = (d: Diagnostic) => key({ file: d.file, line: d.range.start.line, column: d.range.start.column, code: d.code, message: d.message });

/**
 * The build stops at generation errors (CS4001) before type checking, so the file whose braces break the function
 * is built on its own and the others together.
 */
async function viaBuild(): Promise<string[]> {
  const names = Object.keys(files);
  const sets = [names.filter((name) => name !== "d-braces.card"), ["d-braces.card"]];
  const found: string[] = [];
  for (const [index, set] of sets.entries()) {
    const result = await build({ inputs: set.map((name) => path.join(cards, name)), outDir: path.join(folder, `out-${index}`), typecheck: true, root: folder, workers: 0 });
    expect(result.ok).toBe(false);
    found.push(...result.diagnostics.map(fromDiagnostic));
  }
  return found.sort();
}

function viaCheck(): string[] {
  const result = spawnSync(process.execPath, [path.join(root, "bin/cardscript.js"), "check", "cards", "--format", "json"], { cwd: folder, encoding: "utf8", timeout: 120_000 });
  expect(result.status).toBe(1);
  return (JSON.parse(result.stdout) as Diagnostic[]).map(fromDiagnostic).sort();
}

async function viaLanguageServer(): Promise<string[]> {
  const published = new Map<string, { range: { start: { line: number; character: number } }; code?: string | number; message: string }[]>();
  const connection = {
    console: { log() {} },
    sendDiagnostics: async (params: { uri: string; diagnostics: { range: { start: { line: number; character: number } }; code?: string | number; message: string }[] }) => {
      published.set(params.uri, params.diagnostics);
    },
    client: { register: async () => ({}) },
  } as unknown as Connection;
  const server = new CardscriptServer(connection, createGrammarCore());
  const uris = Object.keys(files).map((name) => pathToFileURL(path.join(cards, name)).href);
  for (const uri of uris) server.didOpen(uri, "cardscript", 1, readFileSync(fileURLToPath(uri), "utf8"));
  // The block checks run in the background after the grammar's diagnostics: wait until the bad files have theirs.
  const deadline = Date.now() + 100_000;
  const bad = uris.slice(0, 4);
  while (!bad.every((uri) => (published.get(uri) ?? []).some((d) => String(d.code).startsWith("CS40")))) {
    if (Date.now() > deadline) throw new Error(`the language server published no block errors: ${JSON.stringify([...published])}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
  return uris
    .flatMap((uri) =>
      (published.get(uri) ?? []).map((d) =>
        key({ file: fileURLToPath(uri), line: d.range.start.line + 1, column: d.range.start.character + 1, code: String(d.code), message: d.message }),
      ),
    )
    .sort();
}

describe("block errors: build, check and the language server agree", () => {
  it("reports each bad block once, at its card-file position, with the same message in all three", async () => {
    const fromBuild = await viaBuild();
    expect(fromBuild.map((line) => line.replace(/ CS\d+ .*/, (m) => m.slice(0, 7)))).toEqual([
      "a-replacement.card:9:38 CS4010",
      "b-trigger.card:8:20 CS4010",
      "b-trigger.card:8:7 CS4010",
      "c-static.card:6:79 CS4010",
      "d-braces.card:6:1 CS4001",
    ]);
    expect(fromBuild.join("\n")).toContain("Type 'string' is not assignable to type 'number'");
    expect(fromBuild.join("\n")).toContain("'triggersOn' does not exist in type");
    expect(fromBuild.join("\n")).toContain('"Flyng"');
    expect(fromBuild.join("\n")).toContain("a function returning the ability's StaticBlock");
    expect(viaCheck()).toEqual(fromBuild);
    expect(await viaLanguageServer()).toEqual(fromBuild);
  }, 240_000);
});
