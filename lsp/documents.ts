/**
 * The open documents, kept in sync with the client by incremental edits.
 *
 * Unlike vscode-languageserver's `TextDocuments`, this store validates every change before applying it: a client
 * (or a broken proxy) may send ranges outside the document, negative or fractional positions, a version older
 * than the one we hold, or a change for a document that was never opened. Each of those is logged and either
 * clamped into the document or ignored; none of them may corrupt the line table or throw.
 */
import { TextDocument } from "vscode-languageserver-textdocument";
import type { Position, Range, TextDocumentContentChangeEvent } from "vscode-languageserver";

export type DocumentKind = "card" | "scenario";

export interface OpenDocument {
  readonly uri: string;
  readonly kind: DocumentKind;
  readonly document: TextDocument;
}

/** `.card` → card, `.scenario` → scenario; anything else is not ours (undefined). */
export function documentKind(uri: string, languageId?: string): DocumentKind | undefined {
  const path = uri.split(/[?#]/, 1)[0]!.toLowerCase();
  if (path.endsWith(".card")) return "card";
  if (path.endsWith(".scenario")) return "scenario";
  if (languageId === "cardscript") return "card";
  return undefined;
}

function finiteNonNegativeInteger(value: unknown): number {
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/** A position that is guaranteed to lie inside `document` (clamped line and character). */
export function clampPosition(document: TextDocument, position: Partial<Position> | undefined): Position {
  const line = finiteNonNegativeInteger(position?.line);
  const character = finiteNonNegativeInteger(position?.character);
  // offsetAt clamps a line past the end to the text length and a character past the line's end to the line's end.
  return document.positionAt(document.offsetAt({ line: Math.min(line, document.lineCount), character }));
}

function clampRange(document: TextDocument, range: Partial<Range>): Range {
  const start = clampPosition(document, range.start);
  const end = clampPosition(document, range.end);
  return document.offsetAt(start) <= document.offsetAt(end) ? { start, end } : { start: end, end: start };
}

export type ChangeOutcome = { applied: true; document: OpenDocument } | { applied: false; reason: string };

export class DocumentStore {
  private readonly documents = new Map<string, OpenDocument>();

  get(uri: string): OpenDocument | undefined {
    return this.documents.get(uri);
  }

  all(): IterableIterator<OpenDocument> {
    return this.documents.values();
  }

  open(uri: string, languageId: string, version: number, text: string): OpenDocument | undefined {
    const kind = documentKind(uri, languageId);
    if (kind === undefined) return undefined;
    const open: OpenDocument = {
      uri,
      kind,
      document: TextDocument.create(uri, languageId, Number.isInteger(version) ? version : 0, String(text)),
    };
    this.documents.set(uri, open);
    return open;
  }

  /** Applies the client's changes in order. Out-of-range positions are clamped into the document. */
  change(uri: string, version: number | null | undefined, changes: unknown): ChangeOutcome {
    const open = this.documents.get(uri);
    if (!open) return { applied: false, reason: `a change for ${uri}, which is not open; ignored` };
    if (!Array.isArray(changes)) return { applied: false, reason: `a change for ${uri} without a list of changes; ignored` };
    const current = open.document;
    const nextVersion = typeof version === "number" && Number.isInteger(version) ? version : current.version + 1;
    const events: TextDocumentContentChangeEvent[] = [];
    for (const change of changes as unknown[]) {
      if (change === null || typeof change !== "object" || typeof (change as { text?: unknown }).text !== "string") {
        return { applied: false, reason: `a malformed change for ${uri} (a change without text); the whole edit was ignored` };
      }
      events.push(change as TextDocumentContentChangeEvent);
    }
    // Each change applies to the text left by the previous one, so each range is clamped against the text as it
    // stands just before that change.
    for (const event of events) {
      const range = (event as { range?: Partial<Range> }).range;
      const safe: TextDocumentContentChangeEvent =
        range && typeof range === "object" ? { range: clampRange(current, range), text: event.text } : { text: event.text };
      TextDocument.update(current, [safe], nextVersion);
    }
    return { applied: true, document: open };
  }

  close(uri: string): boolean {
    return this.documents.delete(uri);
  }
}
