/**
 * End to end: the real language server (`node bin/cardscript.js lsp --stdio`) driven over stdio with
 * vscode-jsonrpc, in a workspace folder of card and scenario files. Initialize, open a card file with mistakes,
 * receive diagnostics at exact ranges (identical to `cardscript check`), edit to fix, receive empty diagnostics;
 * completion, hover, formatting, definition and references, a code action, symbols and folding, the workspace
 * index following file events; shutdown and exit.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CodeAction, CompletionItem, Diagnostic, DocumentSymbol, FoldingRange, Hover, Location, TextEdit } from "vscode-languageserver";
import { checkCardSources, formatSource } from "../../grammar/index.js";
import { TextDocument, type TextDocumentContentChangeEvent } from "vscode-languageserver-textdocument";
import { REPO_ROOT, TestClient, uriOf } from "./client.js";

const MISTAKES = `card "Chandra Nalaar"
  cost {3}{R}{R}
  type Planeswalkr — Chandra
  +1: Chandra Nalaar deals 1 damage to target player.
  -X: Chandra Nalaar deals X damage to target creature.

card "Serra Angel"
  cost {3}{W}{W}
  type Creature — Angel
  4/4
  Flying, vigilanse
`;

const SCENARIO = `scenario "Jace draws for both players"
  Alice battlefield: Jace Beleren
  Alice library: 2 x Island
  Bob library: Island

  Alice activates Jace Beleren +2
  resolve
  expect Alice hand count 1
  expect Jace Beleren loyalty 5
`;

let client: TestClient;
let folder: string;
let mistakesFile: string;
let mistakesUri: string;
let scenarioUri: string;
let jaceUri: string;

function position(text: string, needle: string, occurrence = 0, delta = 0): { line: number; character: number } {
  let index = -1;
  for (let i = 0; i <= occurrence; i++) index = text.indexOf(needle, index + 1);
  if (index < 0) throw new Error(`${needle} not in the text`);
  const before = text.slice(0, index + delta);
  const line = before.split("\n").length - 1;
  return { line, character: before.length - before.lastIndexOf("\n") - 1 };
}

/** `cardscript check` over the workspace's card files, the diagnostics of one file, as LSP ranges and codes. */
function checkDiagnostics(file: string, text: string): { code: string; message: string; range: Diagnostic["range"]; severity: number }[] {
  const others = ["jace-beleren.card", "island.card"].map((name) => path.join(folder, "cards", name));
  const sources = [...others.map((other) => ({ file: other, text: readFileSync(other, "utf8") })), { file, text }];
  const severity = { error: 1, warning: 2, info: 3 } as const;
  return checkCardSources(sources)
    .diagnostics.filter((diagnostic) => diagnostic.file === file)
    .map((diagnostic) => ({
      code: diagnostic.code,
      message: diagnostic.message,
      severity: severity[diagnostic.severity],
      range: {
        start: { line: diagnostic.range.start.line - 1, character: diagnostic.range.start.column - 1 },
        end: { line: diagnostic.range.end.line - 1, character: diagnostic.range.end.column - 1 },
      },
    }));
}


beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), "cardscript-lsp-e2e-"));
  mkdirSync(path.join(folder, "cards"));
  mkdirSync(path.join(folder, "scenarios"));
  for (const name of ["jace-beleren.card", "island.card"]) copyFileSync(path.join(REPO_ROOT, "reference", name), path.join(folder, "cards", name));
  mistakesFile = path.join(folder, "cards", "mistakes.card");
  writeFileSync(mistakesFile, MISTAKES);
  writeFileSync(path.join(folder, "scenarios", "jace.scenario"), SCENARIO);
  mistakesUri = uriOf(mistakesFile);
  scenarioUri = uriOf(path.join(folder, "scenarios", "jace.scenario"));
  jaceUri = uriOf(path.join(folder, "cards", "jace-beleren.card"));
  client = TestClient.start();
  const result = (await client.initialize(folder)) as { capabilities: Record<string, unknown> };
  expect(result.capabilities).toMatchObject({
    textDocumentSync: { openClose: true, change: 2 },
    hoverProvider: true,
    documentFormattingProvider: true,
    definitionProvider: true,
    referencesProvider: true,
    documentSymbolProvider: true,
    foldingRangeProvider: true,
  });
}, 30_000);

afterAll(async () => {
  if (client) {
    const code = await client.stop();
    expect(code, `server stderr:\n${client.stderr}`).toBe(0);
  }
  rmSync(folder, { recursive: true, force: true });
}, 30_000);

describe("the language server, end to end", () => {
  it("publishes the diagnostics of cardscript check on open, at exact ranges, and clears them once fixed", async () => {
    await client.open(mistakesUri, MISTAKES, 1);
    const published = await client.diagnostics(mistakesUri, (p) => p.version === 1);
    const got = published.diagnostics.map(({ code, message, range, severity }) => ({ code, message, range, severity }));
    expect(got).toEqual(checkDiagnostics(mistakesFile, MISTAKES));
    // And where they are, explicitly (LSP positions are 0-based).
    const byCode = new Map(published.diagnostics.map((diagnostic) => [diagnostic.code, diagnostic]));
    expect(byCode.get("CS1022")?.range).toEqual({ start: { line: 2, character: 7 }, end: { line: 2, character: 18 } });
    expect(byCode.get("CS2018")?.range).toEqual({ start: { line: 4, character: 2 }, end: { line: 4, character: 3 } });
    expect(byCode.get("CS1031")?.range).toEqual({ start: { line: 10, character: 10 }, end: { line: 10, character: 19 } });
    expect(byCode.get("CS1022")?.source).toBe("cardscript");

    // Fix every mistake with incremental edits, as an editor sends them while the author types.
    await client.change(mistakesUri, 2, [{ range: { start: { line: 2, character: 7 }, end: { line: 2, character: 18 } }, text: "Planeswalker" }]);
    await client.change(mistakesUri, 3, [{ range: { start: { line: 3, character: 0 }, end: { line: 3, character: 0 } }, text: "  loyalty 6\n" }]);
    await client.change(mistakesUri, 4, [{ range: { start: { line: 5, character: 2 }, end: { line: 5, character: 3 } }, text: "−" }]);
    await client.change(mistakesUri, 5, [{ range: { start: { line: 11, character: 17 }, end: { line: 11, character: 18 } }, text: "c" }]);
    const fixed = await client.diagnostics(mistakesUri, (p) => p.version === 5);
    expect(fixed.diagnostics).toEqual([]);
  });

  it("offers the diagnostic's suggestion as a quick fix (replace a misspelt word)", async () => {
    const uri = uriOf(path.join(folder, "cards", "fix-me.card"));
    const text = 'card "Grizzly Bears"\n  cost {1}{G}\n  type Creture — Bear\n  2/2\n';
    await client.open(uri, text, 1);
    const published = await client.diagnostics(uri, (p) => p.version === 1);
    const diagnostic = published.diagnostics.find((d) => d.code === "CS1022")!;
    expect(diagnostic).toBeDefined();
    const actions = await client.request<CodeAction[]>("textDocument/codeAction", {
      textDocument: { uri },
      range: diagnostic.range,
      context: { diagnostics: [diagnostic] },
    });
    expect(actions).toHaveLength(1);
    expect(actions[0]).toMatchObject({ title: "Replace with 'Creature'", kind: "quickfix", isPreferred: true });
    expect(actions[0].edit?.changes?.[uri]).toEqual([{ range: { start: { line: 2, character: 7 }, end: { line: 2, character: 14 } }, newText: "Creature" }]);
    // The client may drop `data`: the server finds the suggestion from its own diagnostics.
    const { data: _dropped, ...withoutData } = diagnostic;
    const again = await client.request<CodeAction[]>("textDocument/codeAction", { textDocument: { uri }, range: diagnostic.range, context: { diagnostics: [withoutData] } });
    expect(again.map((action) => action.title)).toEqual(["Replace with 'Creature'"]);
    await client.close(uri);
  });

  it("hovers a card name with the rendered card, a loyalty ability with its cost and 212.9f, and a diagnostic with its explanation", async () => {
    const text = readFileSync(path.join(folder, "cards", "jace-beleren.card"), "utf8");
    await client.open(jaceUri, text, 1);
    const name = await client.request<Hover>("textDocument/hover", { textDocument: { uri: jaceUri }, position: position(text, "Jace Beleren", 0, 3) });
    const rendered = (name.contents as { value: string }).value;
    expect(rendered).toContain("Jace Beleren");
    expect(rendered).toContain("Each player draws a card.");
    const minusOne = await client.request<Hover>("textDocument/hover", { textDocument: { uri: jaceUri }, position: position(text, "−1:", 0, 1) });
    const ability = (minusOne.contents as { value: string }).value;
    expect(ability).toContain("remove 1 loyalty counter from Jace Beleren");
    expect(ability).toContain("212.9f");
    expect(ability).toContain("Target player draws a card.");

    const bad = 'card "Karn"\n  cost {4}\n  type Planeswalker — Karn\n  loyalty 3\n  +1: You gain 1 life.\n';
    const uri = uriOf(path.join(folder, "cards", "karn.card"));
    await client.open(uri, bad, 1);
    const published = await client.diagnostics(uri, (p) => p.version === 1);
    const unknownType = published.diagnostics.find((d) => d.code === "CS2005")!;
    expect(unknownType.range.start).toEqual(position(bad, "Karn\n"));
    const explained = await client.request<Hover>("textDocument/hover", { textDocument: { uri }, position: unknownType.range.start });
    expect((explained.contents as { value: string }).value).toContain("CS2005: Unknown planeswalker type");
    await client.close(uri);
  });

  it("completes section words, card types, planeswalker types, keyword abilities and sentence templates", async () => {
    const uri = uriOf(path.join(folder, "cards", "draft.card"));
    const text = 'card "Chandra Draft"\n  cost {3}{R}{R}\n  type \n  \n';
    await client.open(uri, text, 1);
    const labels = async (line: number, character: number) =>
      (await client.request<CompletionItem[]>("textDocument/completion", { textDocument: { uri }, position: { line, character } })).map((item) => item.label);
    expect(await labels(2, 7)).toEqual(expect.arrayContaining(["Planeswalker", "Creature", "Legendary", "—"]));
    await client.change(uri, 2, [{ range: { start: { line: 2, character: 7 }, end: { line: 2, character: 7 } }, text: "Planeswalker — " }]);
    expect(await labels(2, 22)).toEqual(expect.arrayContaining(["Chandra", "Jace", "Tezzeret"]));
    const atLineStart = await client.request<CompletionItem[]>("textDocument/completion", { textDocument: { uri }, position: { line: 3, character: 2 } });
    const starts = atLineStart.map((item) => item.label);
    expect(starts).toEqual(expect.arrayContaining(["loyalty", "cost", "Flying", "+N: loyalty ability", "−N: loyalty ability"]));
    const damage = atLineStart.find((item) => item.label === "Chandra Draft deals N damage to target player.");
    expect(damage).toMatchObject({ insertTextFormat: 2, insertText: "Chandra Draft deals ${1:2} damage to target player." });
    await client.close(uri);
  });

  it("formats through the same printer as cardscript fmt", async () => {
    const uri = uriOf(path.join(folder, "cards", "messy.card"));
    const text = 'card   "Serra Angel"\n      cost {3}{W}{W}\n  type Creature -- Angel\n 4/4\n\tFlying,   vigilance\n';
    await client.open(uri, text, 1);
    const edits = await client.request<TextEdit[]>("textDocument/formatting", { textDocument: { uri }, options: { tabSize: 2, insertSpaces: true } });
    expect(edits).toHaveLength(1);
    expect(edits[0].newText).toBe(formatSource(text, "messy.card").text);
    expect(edits[0].range).toEqual({ start: { line: 0, character: 0 }, end: { line: 5, character: 0 } });
    await client.close(uri);
  });

  it("goes from a card name in a scenario to its card file, and finds the scenario lines that use a card", async () => {
    await client.open(scenarioUri, SCENARIO, 1);
    const published = await client.diagnostics(scenarioUri, (p) => p.version === 1);
    expect(published.diagnostics).toEqual([]);
    const definition = await client.request<Location[]>("textDocument/definition", { textDocument: { uri: scenarioUri }, position: position(SCENARIO, "Jace Beleren", 0, 2) });
    expect(definition).toEqual([{ uri: jaceUri, range: { start: { line: 0, character: 5 }, end: { line: 0, character: 19 } } }]);

    const references = await client.request<Location[]>("textDocument/references", {
      textDocument: { uri: jaceUri },
      position: { line: 0, character: 8 },
      context: { includeDeclaration: true },
    });
    expect(references).toContainEqual({ uri: jaceUri, range: { start: { line: 0, character: 5 }, end: { line: 0, character: 19 } } });
    const inScenario = references.filter((location) => location.uri === scenarioUri).map((location) => location.range.start.line);
    expect(inScenario).toEqual([1, 5, 8]);
  });

  it("reports unknown card names in scenarios, and follows card files created and deleted on disk", async () => {
    const text = `${SCENARIO}\nscenario "Hill Giant attacks"\n  Alice battlefield: Hill Giant\n  Alice attacks Bob with Hill Giant\n  expect Bob life 17\n`;
    await client.change(scenarioUri, 2, [{ text }]);
    const before = await client.diagnostics(scenarioUri, (p) => p.version === 2);
    const unknown = before.diagnostics.filter((d) => d.code === "CS5006");
    expect(unknown.map((d) => d.range.start)).toContainEqual(position(text, "Hill Giant", 1));

    // A new card file appears on disk (the editor's file watcher reports it): the name is known now.
    const giant = path.join(folder, "cards", "hill-giant.card");
    copyFileSync(path.join(REPO_ROOT, "reference", "hill-giant.card"), giant);
    let since = client.published.length;
    await client.connection.sendNotification("workspace/didChangeWatchedFiles", { changes: [{ uri: uriOf(giant), type: 1 }] });
    const after = await client.diagnostics(scenarioUri, () => true, since);
    expect(after.diagnostics).toEqual([]);
    const definition = await client.request<Location[]>("textDocument/definition", { textDocument: { uri: scenarioUri }, position: position(text, "Hill Giant", 1, 1) });
    expect(definition.map((location) => location.uri)).toEqual([uriOf(giant)]);

    // And deleted again: unknown again.
    rmSync(giant);
    since = client.published.length;
    await client.connection.sendNotification("workspace/didChangeWatchedFiles", { changes: [{ uri: uriOf(giant), type: 3 }] });
    const deleted = await client.diagnostics(scenarioUri, () => true, since);
    expect(deleted.diagnostics.filter((d) => d.code === "CS5006").length).toBeGreaterThan(0);
  });

  it("never answers from text older than the last edit, and ends on the last edit's diagnostics when edits come faster than checks", async () => {
    const uri = uriOf(path.join(folder, "cards", "fast.card"));
    const cards = Array.from({ length: 300 }, (_, index) => `card "Bear ${String.fromCharCode(97 + (index % 26))}${String.fromCharCode(97 + Math.floor(index / 26))}"\n  cost {1}{G}\n  type Creature — Bear\n  2/2\n`);
    const text = cards.join("\n");
    await client.open(uri, text, 1);
    const local = TextDocument.create(uri, "cardscript", 1, text);
    const change = async (version: number, changes: TextDocumentContentChangeEvent[]) => {
      TextDocument.update(local, changes, version);
      await client.change(uri, version, changes);
    };
    // An edit and a request sent together: the answer sees the edit.
    await change(2, [{ range: { start: { line: 0, character: 6 }, end: { line: 0, character: 10 } }, text: "Wolf" }]);
    const symbols = await client.request<DocumentSymbol[]>("textDocument/documentSymbol", { textDocument: { uri } });
    expect(symbols[0].name).toBe("Wolf aa");
    expect(symbols).toHaveLength(300);

    // Twenty edits without waiting: the last version's diagnostics arrive, and nothing older comes after them.
    const since = client.published.length;
    for (let version = 3; version <= 22; version++) {
      const character = 9 + (version % 2);
      await change(version, [{ range: { start: { line: 2, character }, end: { line: 2, character } }, text: version === 22 ? "" : "x" }]);
    }
    const last = await client.diagnostics(uri, (p) => p.version === 22, since);
    const versions = client.published.slice(since).filter((p) => p.uri === uri).map((p) => p.version ?? 0);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(last.diagnostics.map((d) => d.code)).toEqual(checkDiagnostics(path.join(folder, "cards", "fast.card"), local.getText()).map((d) => d.code));
    await client.close(uri);
  });

  it("offers to insert a missing loyalty line and to write − for -", async () => {
    const uri = uriOf(path.join(folder, "cards", "no-loyalty.card"));
    const text = 'card "Liliana Test"\n  cost {3}{B}{B}\n  type Planeswalker — Liliana\n  -2: Target player discards a card.\n';
    await client.open(uri, text, 1);
    const published = await client.diagnostics(uri, (p) => p.version === 1);
    const actions = await client.request<CodeAction[]>("textDocument/codeAction", {
      textDocument: { uri },
      range: { start: { line: 0, character: 0 }, end: { line: 4, character: 0 } },
      context: { diagnostics: published.diagnostics },
    });
    const titles = actions.map((action) => action.title);
    expect(titles.some((title) => /loyalty line/i.test(title))).toBe(true);
    expect(titles).toContain("Replace '-' with '−'");
    const minus = actions.find((action) => action.title === "Replace '-' with '−'")!;
    expect(minus.edit?.changes?.[uri]).toEqual([{ range: { start: { line: 3, character: 2 }, end: { line: 3, character: 3 } }, newText: "−" }]);
    await client.close(uri);
  });

  it("completes card names of the workspace, players and scenario words in scenarios", async () => {
    const text = "scenario \"completion\"\n  Alice battlefield: \n";
    const uri = uriOf(path.join(folder, "scenarios", "draft.scenario"));
    await client.open(uri, text, 1);
    const items = await client.request<CompletionItem[]>("textDocument/completion", { textDocument: { uri }, position: { line: 1, character: 21 } });
    expect(items.map((item) => item.label)).toEqual(expect.arrayContaining(["Jace Beleren", "Island", "Alice", "Bob"]));
    const lineStart = await client.request<CompletionItem[]>("textDocument/completion", { textDocument: { uri }, position: { line: 1, character: 2 } });
    expect(lineStart.map((item) => item.label)).toEqual(expect.arrayContaining(["Alice", "expect", "resolve"]));
    await client.close(uri);
  });

  it("lists one symbol per card (its abilities inside) and per scenario block, and folds them", async () => {
    const text = readFileSync(path.join(folder, "cards", "jace-beleren.card"), "utf8");
    const symbols = await client.request<DocumentSymbol[]>("textDocument/documentSymbol", { textDocument: { uri: jaceUri } });
    expect(symbols.map((symbol) => [symbol.name, symbol.detail])).toEqual([["Jace Beleren", "Planeswalker — Jace"]]);
    expect(symbols[0].children?.map((child) => child.name)).toEqual(text.split("\n").filter((line) => /^\s*[+−-]?\d+:/.test(line)).map((line) => line.trim()));
    const scenarioSymbols = await client.request<DocumentSymbol[]>("textDocument/documentSymbol", { textDocument: { uri: scenarioUri } });
    expect(scenarioSymbols.map((symbol) => symbol.name)).toEqual(["Jace draws for both players", "Hill Giant attacks"]);
    const folds = await client.request<FoldingRange[]>("textDocument/foldingRange", { textDocument: { uri: jaceUri } });
    expect(folds).toContainEqual({ startLine: 0, endLine: text.trimEnd().split("\n").length - 1 });
  });
});
