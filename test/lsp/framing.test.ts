/**
 * The language server reads the LSP base protocol as untrusted input (issue 20, item 7): a bad header
 * (Content-Length −1, 99999999999, past the size limit, larger than the body that follows, missing, or a header
 * block that never ends) is reported in the log and `window/logMessage` and skipped; the server resynchronises
 * on the next valid header, loses no message after the bad one and keeps answering.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_MESSAGE_BYTES, RobustMessageReader } from "../../lsp/message-reader.js";
import { PassThrough } from "node:stream";
import { TestClient, uriOf } from "./client.js";

const CARD = `card "Serra Angel"\n  cost {3}{W}{W}\n  type Creature — Angel\n  4/4\n  Flying, vigilance\n`;

function frame(body: string): string {
  return `Content-Length: ${Buffer.byteLength(body, "utf8")}\r\n\r\n${body}`;
}

const hover = (id: number) => JSON.stringify({ jsonrpc: "2.0", id, method: "cardscript/ping", params: {} });

/** Feeds `bytes` to a reader (in chunks of `chunkSize`), returning the messages it delivered and its reports. */
function read(bytes: string, chunkSize = Number.MAX_SAFE_INTEGER): { messages: unknown[]; reports: string[] } {
  const messages: unknown[] = [];
  const reports: string[] = [];
  const reader = new RobustMessageReader(new PassThrough(), (message) => reports.push(message));
  reader.listen((message) => messages.push(message));
  const buffer = Buffer.from(bytes, "utf8");
  for (let at = 0; at < buffer.length; at += chunkSize) reader.onData(buffer.subarray(at, at + chunkSize));
  reader.dispose();
  return { messages, reports };
}

describe("the message reader", () => {
  const good = frame(hover(1));

  it("reads messages split at every byte, and several in one chunk", () => {
    const stream = good + frame(hover(2)) + frame(hover(3));
    for (const chunkSize of [1, 2, 7, 1000]) {
      const { messages, reports } = read(stream, chunkSize);
      expect(messages.map((message) => (message as { id: number }).id)).toEqual([1, 2, 3]);
      expect(reports).toEqual([]);
    }
  });

  it.each([
    ["a Content-Length of -1", "Content-Length: -1\r\n\r\n{}", /Content-Length "-1", which is not a whole number/],
    ["a Content-Length of 99999999999", "Content-Length: 99999999999\r\n\r\n{}", /Content-Length 99999999999, more than the limit of 67108864 bytes/],
    ["a Content-Length just past the limit", `Content-Length: ${MAX_MESSAGE_BYTES + 1}\r\n\r\n{}`, /more than the limit/],
    ["a Content-Length that is not a number", "Content-Length: twelve\r\n\r\n{}", /"twelve", which is not a whole number/],
    ["a header block without Content-Length", `Content-Type: application/vscode-jsonrpc\r\n\r\n${hover(9)}`, /has no Content-Length/],
    ["a header line without a colon", "Content-Length 12\r\n\r\n{}", /is not "Name: value"/],
    ["a header block that never ends", `X-Junk: ${"x".repeat(9000)}`, /longer than 8192 bytes/],
    ["a body that is not JSON", frame("{ not json"), /is not JSON/],
  ])("reports %s, skips it and reads the next message", (_, bad, report) => {
    for (const chunkSize of [1, 5, Number.MAX_SAFE_INTEGER]) {
      const { messages, reports } = read(bad + good + frame(hover(2)), chunkSize);
      expect(messages.map((message) => (message as { id: number }).id)).toEqual([1, 2]);
      expect(reports).toHaveLength(1);
      expect(reports[0]).toMatch(report);
      expect(reports[0]).toMatch(/skipped/);
    }
  });

  it("loses only the junk before a good header, not the message after it", () => {
    const { messages, reports } = read(`garbage${good}`);
    expect(messages).toHaveLength(1);
    expect(reports).toHaveLength(1);
  });

  it("resynchronises on the header inside a body whose Content-Length was too large", () => {
    const body = hover(7);
    const bad = `Content-Length: ${Buffer.byteLength(body) + 60}\r\n\r\n${body}`;
    // The declared 60 extra bytes eat the next message's header and part of its body: it is not JSON.
    const { messages, reports } = read(bad + good + frame(hover(2)));
    expect(messages.map((message) => (message as { id: number }).id)).toEqual([1, 2]);
    expect(reports[0]).toMatch(/declared Content-Length \d+, but another message's header came after \d+ bytes/);
  });
});

describe("the language server on broken framing", () => {
  let client: TestClient;
  let folder: string;
  let documents = 0;

  /** Proves the server is alive and serving documents: open, diagnostics, a request. */
  async function stillServes(): Promise<void> {
    const uri = uriOf(path.join(folder, `doc${++documents}.card`));
    const since = client.published.length;
    await client.open(uri, CARD);
    const published = await client.diagnostics(uri, () => true, since);
    expect(published.diagnostics).toEqual([]);
    const symbols = await client.request<{ name: string }[]>("textDocument/documentSymbol", { textDocument: { uri } });
    expect(symbols.map((symbol) => symbol.name)).toEqual(["Serra Angel"]);
    await client.close(uri);
  }

  async function logged(pattern: RegExp): Promise<void> {
    await expect.poll(() => client.logs.find((line) => pattern.test(line)), { timeout: 10_000 }).toBeDefined();
    expect(client.stderr).toMatch(pattern);
  }

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), "cardscript-lsp-framing-"));
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

  it("keeps answering after a Content-Length of -1", async () => {
    client.child.stdin.write(`Content-Length: -1\r\n\r\n${hover(901)}`);
    await stillServes();
    await logged(/Content-Length "-1", which is not a whole number of bytes: the message is skipped/);
  });

  it("keeps answering after a Content-Length of 99999999999 (past the message size limit)", async () => {
    client.child.stdin.write(`Content-Length: 99999999999\r\n\r\n${hover(902)}`);
    await stillServes();
    await logged(/Content-Length 99999999999, more than the limit of 67108864 bytes \(64 MiB\)/);
  });

  it("keeps answering after a Content-Length larger than the body that came", async () => {
    const body = hover(903);
    client.child.stdin.write(`Content-Length: ${Buffer.byteLength(body) + 5000}\r\n\r\n${body}`);
    await stillServes();
    await logged(/declared Content-Length \d+, but only \d+ bytes came before another message's header/);
  });

  it("reads the message after a header block without Content-Length (it is not swallowed)", async () => {
    client.child.stdin.write(`Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n${hover(904)}`);
    await stillServes();
    await logged(/has no Content-Length/);
  });
});
