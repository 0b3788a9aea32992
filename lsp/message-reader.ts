/**
 * The language server's reader of the LSP base protocol (`Content-Length: N\r\n\r\n` + N bytes of JSON).
 *
 * Why our own and not vscode-jsonrpc's StreamMessageReader: that reader trusts every header. A `Content-Length`
 * of −1 or of 99999999999, or one larger than the body that follows, leaves it waiting for bytes that never
 * come (every later message is eaten as part of that body), and a header block without `Content-Length` makes it
 * read the next body as headers. The server then never answers again. This reader treats the stream as input:
 *
 * - A header block that is malformed, has no `Content-Length`, or whose length is not a whole number in
 *   0..MAX_MESSAGE_BYTES is reported (`report`: the server's log and `window/logMessage`) and skipped; the
 *   reader then resynchronises on the next `Content-Length:` header in the stream, discarding what lies before
 *   it (the unframed body of the bad message). Discarded bytes are not kept: memory stays bounded.
 * - A header block longer than MAX_HEADER_BYTES without its blank line is reported and skipped the same way.
 * - A body that is not JSON is reported and skipped. If it holds another message's header, its declared length
 *   was wrong (too large): the reader resynchronises on that header, so only the bad message is lost.
 * - A body still incomplete after PARTIAL_BODY_MILLISECONDS of silence is looked at the same way: if a header
 *   has arrived inside it, the declared length was too large and the reader resynchronises there; otherwise it
 *   keeps waiting (a slow client's large message is not cut).
 */
import { AbstractMessageReader, type DataCallback, type Disposable, type Message } from "vscode-jsonrpc/node.js";

/** The largest message body accepted (a 5 MB card file fits many times). */
export const MAX_MESSAGE_BYTES = 64 * 1024 * 1024;
/** The largest header block accepted (real ones are under 100 bytes). */
export const MAX_HEADER_BYTES = 8 * 1024;
/** How long an incomplete body may wait without new bytes before it is checked for a header inside it. */
export const PARTIAL_BODY_MILLISECONDS = 1000;

const HEADER_END = Buffer.from("\r\n\r\n", "latin1");
const CONTENT_LENGTH = "content-length:";

type Reading = { kind: "headers" } | { kind: "body"; length: number } | { kind: "resync" };

export class RobustMessageReader extends AbstractMessageReader {
  private buffer: Buffer = Buffer.alloc(0);
  private state: Reading = { kind: "headers" };
  private callback: DataCallback | null = null;
  private partialTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly readable: NodeJS.ReadableStream,
    /** Called with one line for every problem with the stream (the message is skipped, reading goes on). */
    private readonly report: (message: string) => void,
  ) {
    super();
  }

  listen(callback: DataCallback): Disposable {
    this.callback = callback;
    const onData = (chunk: Buffer | string) => this.onData(typeof chunk === "string" ? Buffer.from(chunk, "utf8") : chunk);
    const onError = (error: Error) => this.fireError(error);
    const onClose = () => this.fireClose();
    this.readable.on("data", onData);
    this.readable.on("error", onError);
    this.readable.on("close", onClose);
    this.readable.on("end", onClose);
    return {
      dispose: () => {
        this.readable.off("data", onData);
        this.readable.off("error", onError);
        this.readable.off("close", onClose);
        this.readable.off("end", onClose);
        this.clearPartialTimer();
      },
    };
  }

  override dispose(): void {
    this.clearPartialTimer();
    super.dispose();
  }

  /** Feeds bytes as they arrive (public for the tests, which feed exact byte sequences). */
  onData(chunk: Buffer): void {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    this.clearPartialTimer();
    for (;;) {
      if (this.state.kind === "resync" && !this.resync()) return;
      if (this.state.kind === "headers" && !this.readHeaders()) return;
      if (this.state.kind === "body" && !this.readBody(this.state.length)) return;
    }
  }

  /** Drops bytes up to the next `Content-Length:`; false when there is none yet (keeps a possible prefix of one). */
  private resync(): boolean {
    const at = indexOfContentLength(this.buffer, 0);
    if (at < 0) {
      // Keep only what could be the start of a `Content-Length:` split across chunks.
      this.buffer = this.buffer.subarray(Math.max(0, this.buffer.length - (CONTENT_LENGTH.length - 1)));
      return false;
    }
    this.buffer = this.buffer.subarray(at);
    this.state = { kind: "headers" };
    return true;
  }

  private readHeaders(): boolean {
    const end = this.buffer.subarray(0, MAX_HEADER_BYTES + HEADER_END.length).indexOf(HEADER_END);
    if (end < 0) {
      if (this.buffer.length >= MAX_HEADER_BYTES + HEADER_END.length) {
        this.skip(`a message header block is longer than ${MAX_HEADER_BYTES} bytes without its blank line`, 1);
        return true;
      }
      return false;
    }
    const block = this.buffer.subarray(0, end).toString("latin1");
    const problem = headerProblem(block);
    if (typeof problem === "string") {
      // Stray bytes before a good header ("junkContent-Length: 52"): lose the junk, not the message after it.
      const inside = indexOfContentLength(this.buffer.subarray(0, end), 1);
      this.skip(problem, inside >= 0 ? inside : end + HEADER_END.length);
      return true;
    }
    this.buffer = this.buffer.subarray(end + HEADER_END.length);
    this.state = { kind: "body", length: problem.length };
    return true;
  }

  private readBody(length: number): boolean {
    if (this.buffer.length < length) {
      this.partialTimer = setTimeout(() => this.checkPartialBody(length), PARTIAL_BODY_MILLISECONDS);
      this.partialTimer.unref?.();
      return false;
    }
    const body = this.buffer.subarray(0, length);
    let message: unknown;
    try {
      message = JSON.parse(body.toString("utf8"));
    } catch (error) {
      const inside = indexOfContentLength(body, 1);
      if (inside >= 0) {
        this.report(
          `a message declared Content-Length ${length}, but another message's header came after ${inside} bytes of it: the message is skipped and reading goes on from that header`,
        );
        this.buffer = this.buffer.subarray(inside);
      } else {
        this.report(`a message of ${length} bytes is not JSON (${error instanceof Error ? error.message : String(error)}): it is skipped`);
        this.buffer = this.buffer.subarray(length);
      }
      this.state = { kind: "headers" };
      return true;
    }
    this.buffer = this.buffer.subarray(length);
    this.state = { kind: "headers" };
    this.callback?.(message as Message);
    return true;
  }

  /** No byte came for a while in the middle of a body: was its length too large (a new header inside)? */
  private checkPartialBody(length: number): void {
    this.partialTimer = null;
    if (this.state.kind !== "body" || this.state.length !== length) return;
    const inside = indexOfContentLength(this.buffer, 1);
    if (inside < 0) return; // a slow client: keep waiting
    this.report(
      `a message declared Content-Length ${length}, but only ${inside} bytes came before another message's header: the message is skipped and reading goes on from that header`,
    );
    this.buffer = this.buffer.subarray(inside);
    this.state = { kind: "headers" };
    this.onData(Buffer.alloc(0));
  }

  /** Reports `problem`, drops the first `consumed` bytes and looks for the next header. */
  private skip(problem: string, consumed: number): void {
    this.report(`${problem}: the message is skipped and reading goes on from the next Content-Length header`);
    this.buffer = this.buffer.subarray(consumed);
    this.state = { kind: "resync" };
  }

  private clearPartialTimer(): void {
    if (this.partialTimer !== null) clearTimeout(this.partialTimer);
    this.partialTimer = null;
  }
}

/** The body length the header block declares, or what is wrong with it. */
export function headerProblem(block: string): { length: number } | string {
  let length: number | undefined;
  for (const line of block.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon <= 0) return `a message header line ${JSON.stringify(clip(line))} is not "Name: value"`;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (name !== "content-length") continue; // Content-Type and unknown headers are allowed
    if (!/^\d+$/.test(value)) return `a message header has Content-Length ${JSON.stringify(clip(value))}, which is not a whole number of bytes`;
    const declared = Number(value);
    if (declared > MAX_MESSAGE_BYTES) {
      return `a message header has Content-Length ${value}, more than the limit of ${MAX_MESSAGE_BYTES} bytes (${MAX_MESSAGE_BYTES / 1024 / 1024} MiB)`;
    }
    length = declared;
  }
  if (length === undefined) return `a message header block has no Content-Length (${JSON.stringify(clip(block))})`;
  return { length };
}

function clip(text: string): string {
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
}

/** The index of the next `Content-Length:` (any case) at or after `from`, or -1. */
function indexOfContentLength(buffer: Buffer, from: number): number {
  for (let at = buffer.indexOf(":", from + CONTENT_LENGTH.length - 1); at >= 0; at = buffer.indexOf(":", at + 1)) {
    const start = at - (CONTENT_LENGTH.length - 1);
    if (buffer.subarray(start, at + 1).toString("latin1").toLowerCase() === CONTENT_LENGTH) return start;
  }
  return -1;
}
