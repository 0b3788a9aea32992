/**
 * The language server never dies on bad input (issue 6, "Responsiveness and robustness"): malformed requests,
 * unknown methods, a document closed twice, a 5 MB file, binary content, edits with ranges outside the
 * document. Each case is followed by a request that must still be answered, and the server must still shut
 * down cleanly (exit code 0) at the end.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient, uriOf } from "./client.js";

const CARD = `card "Serra Angel"
  cost {3}{W}{W}
  type Creature — Angel
  4/4
  Flying, vigilance
`;

let client: TestClient;
let folder: string;
let documents = 0;

function newUri(extension = ".card"): string {
  documents++;
  return uriOf(path.join(folder, `doc${documents}${extension}`));
}

/** A request the server can always answer: proves it is alive and still serving documents. */
async function stillServes(): Promise<void> {
  const uri = newUri();
  const since = client.published.length;
  await client.open(uri, CARD);
  const published = await client.diagnostics(uri, () => true, since);
  expect(published.diagnostics.map((diagnostic) => diagnostic.message)).toEqual([]);
  const symbols = await client.request<{ name: string }[]>("textDocument/documentSymbol", { textDocument: { uri } });
  expect(symbols.map((symbol) => symbol.name)).toEqual(["Serra Angel"]);
  await client.close(uri);
}

function rawWrite(body: string): void {
  client.child.stdin.write(`Content-Length: ${Buffer.byteLength(body, "utf8")}\r\n\r\n${body}`);
}

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), "cardscript-lsp-robust-"));
  client = TestClient.start();
  await client.initialize(folder);
}, 30_000);

afterAll(async () => {
  if (client) {
    const code = await client.stop();
    expect(code, `server stderr:\n${client.stderr}`).toBe(0);
  }
  rmSync(folder, { recursive: true, force: true });
}, 30_000);

describe("the language server on bad input", () => {
  it("answers a request with missing parameters with InvalidParams, and goes on", async () => {
    await expect(client.request("textDocument/hover", {})).rejects.toMatchObject({ code: -32602 });
    await expect(client.request("textDocument/hover", { textDocument: { uri: newUri() }, position: { line: 0, character: 0 } })).rejects.toMatchObject({
      code: -32602,
      message: expect.stringContaining("not an open .card or .scenario document"),
    });
    await expect(client.request("textDocument/completion", null)).rejects.toMatchObject({ code: -32602 });
    await stillServes();
  });

  it("answers an unknown method with MethodNotFound and ignores an unknown notification", async () => {
    await expect(client.request("cardscript/doesNotExist", { anything: 1 })).rejects.toMatchObject({ code: -32601 });
    await client.connection.sendNotification("cardscript/unknownNotification", { x: 1 });
    await stillServes();
  });

  it("survives malformed JSON and a message that is not JSON-RPC", async () => {
    rawWrite("{ this is not json");
    rawWrite(JSON.stringify({ jsonrpc: "2.0", id: 991, method: "textDocument/hover", params: "a string, not an object" }));
    rawWrite(JSON.stringify({ jsonrpc: "2.0", method: "textDocument/didOpen", params: { textDocument: 42 } }));
    rawWrite(JSON.stringify({ jsonrpc: "2.0", method: "textDocument/didChange", params: { textDocument: { uri: 7 }, contentChanges: "no" } }));
    await stillServes();
  });

  it("ignores a document closed twice and a change to a document that is not open", async () => {
    const uri = newUri();
    await client.open(uri, CARD);
    await client.close(uri);
    await client.close(uri);
    await client.change(uri, 5, [{ text: "card \"Late\"\n" }]);
    await client.change(uri, 6, [{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 1 } } }]);
    await stillServes();
    expect(client.stderr).toContain("is not open (closed twice?)");
  });

  it("clamps edits whose ranges lie outside the document, and keeps the text consistent", async () => {
    const uri = newUri();
    await client.open(uri, CARD);
    // An insertion far past the end lands at the end; a negative range lands at the start.
    await client.change(uri, 2, [{ range: { start: { line: 1_000_000, character: 5 }, end: { line: 1_000_001, character: 0 } }, text: "      Trample\n" }]);
    await client.change(uri, 3, [{ range: { start: { line: -4, character: -1 }, end: { line: -4, character: -1 } }, text: "# first\n" }]);
    // A reversed range (end before start) with a character past the line's end: the rest of the comment goes.
    await client.change(uri, 4, [{ range: { start: { line: 0, character: 999 }, end: { line: 0, character: 3 } }, text: "" }]);
    await client.change(uri, 5, [{ range: { start: { line: Number.NaN, character: 0.5 }, end: { line: "x", character: null } }, text: "" }]);
    const formatted = await client.request<{ newText: string }[]>("textDocument/formatting", { textDocument: { uri }, options: { tabSize: 2, insertSpaces: true } });
    const symbols = await client.request<{ name: string; children: { name: string }[] }[]>("textDocument/documentSymbol", { textDocument: { uri } });
    expect(symbols.map((symbol) => symbol.name)).toEqual(["Serra Angel"]);
    expect(symbols[0].children.map((child) => child.name)).toEqual(["Flying, vigilance", "Trample"]);
    // The formatter sees the same text: the comment cut to "# f", the card with its new (over-indented) line.
    expect(formatted).toHaveLength(1);
    expect(formatted[0].newText).toBe(`# f\n${CARD}  Trample\n`);
    await client.close(uri);
    await stillServes();
  });

  it("checks binary content without dying", async () => {
    const uri = newUri();
    const bytes = Array.from({ length: 4096 }, (_, index) => String.fromCharCode((index * 7919 + 13) % 256)).join("");
    const since = client.published.length;
    await client.open(uri, `\u0000\u0001\uFFFD${bytes}\u0000card "\u0000"\n\uD800`);
    const published = await client.diagnostics(uri, () => true, since);
    expect(published.diagnostics.length).toBeGreaterThan(0);
    for (const diagnostic of published.diagnostics) expect(diagnostic.range.start.line).toBeGreaterThanOrEqual(0);
    await client.close(uri);
    await stillServes();
  });

  it("checks a 5 MB file and then answers requests about it", async () => {
    const uri = newUri();
    const cards: string[] = [];
    let size = 0;
    // 1,000 cards with a long comment each: size without the time of 35,000 cards (that is bench/lsp.ts's job).
    for (let index = 0; size < 5 * 1024 * 1024; index++) {
      const card = `# ${"note ".repeat(1050)}\n${CARD.replace("Serra Angel", `Serra Angel ${index}`)}`;
      cards.push(card);
      size += card.length + 1;
    }
    const text = cards.join("\n");
    const since = client.published.length;
    await client.open(uri, text);
    const published = await client.diagnostics(uri, () => true, since);
    expect(published.diagnostics).toEqual([]);
    const hover = await client.request<{ contents: { value: string } } | null>("textDocument/hover", {
      textDocument: { uri },
      position: { line: 1, character: 8 },
    });
    expect(hover?.contents.value).toContain("Serra Angel 0");
    await client.close(uri);
    await stillServes();
  }, 120_000);

  it("checks a 5 MB single line without dying", async () => {
    const uri = newUri();
    const since = client.published.length;
    await client.open(uri, `card "Long"\n  ${"x".repeat(5 * 1024 * 1024)}\n`);
    const published = await client.diagnostics(uri, () => true, since);
    expect(published.diagnostics.length).toBeGreaterThan(0);
    await client.close(uri);
    await stillServes();
  }, 120_000);

  it("settles a request about a document that is closed while the request waits for its check", async () => {
    const uri = newUri();
    const text = Array.from({ length: 1000 }, (_, index) => CARD.replace("Serra Angel", `Angel ${index.toString(26).replace(/\d/g, (d) => "qrstuvwxyz"[Number(d)])}`)).join("\n");
    await client.open(uri, text);
    const pending = client.request("textDocument/documentSymbol", { textDocument: { uri } }).then(
      (symbols) => ({ answered: (symbols as unknown[]).length }),
      (error: { code: number }) => ({ rejected: error.code }),
    );
    await client.close(uri);
    const outcome = await pending;
    expect(outcome).toSatisfy((value: { answered?: number; rejected?: number }) => value.answered === 1000 || value.rejected === -32602);
    await stillServes();
  }, 60_000);

  it("ends when the client closes its stdin without saying exit (no orphan servers)", async () => {
    const orphan = TestClient.start();
    await orphan.initialize();
    orphan.child.stdin.end();
    expect(await orphan.exited).toBe(1);
    orphan.kill();
  }, 30_000);
});
