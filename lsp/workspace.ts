/**
 * The workspace index: every `.card` and `.scenario` file under the workspace folders, read at start and kept
 * current from `workspace/didChangeWatchedFiles`. An open document's text (what the user is typing) takes the
 * place of the file on disk until it is closed.
 *
 * The index is what makes set-wide knowledge possible in the editor: duplicate card names across files,
 * planeswalker types declared in another file, unknown card names in scenarios, go to definition and references.
 */
import { promises as fs } from "node:fs";
import path from "node:path";
import type { Card, SourceRange } from "../grammar/ast.js";
import type { ScenarioFile, CardName } from "../grammar/scenario/ast.js";
import type { Diagnostic } from "../grammar/diagnostics.js";
import { BlockCache, type CardAnalysis, type ParsedBlocks } from "./card-analysis.js";
import type { TextBlock } from "./blocks.js";
import { documentKind, type DocumentKind } from "./documents.js";
import { fileToUri } from "./uris.js";

export interface IndexedFile {
  uri: string;
  file: string;
  kind: DocumentKind;
  text: string;
  /** The open document's version, or undefined while the text comes from disk. */
  openVersion?: number;
  /** Increases on every text change; analyses carry the stamp they were computed for. */
  stamp: number;
  cache: BlockCache;
  /** The blocks of the latest parse (set declarations are read from here before validation). */
  parsedBlocks?: { stamp: number; blocks: ParsedBlocks };
  cardAnalysis?: CardAnalysis;
  scenario?: { stamp: number; ast: ScenarioFile | undefined; diagnostics: Diagnostic[]; cardNames: CardName[]; knownKey: string };
}

export interface IndexedCard {
  uri: string;
  file: string;
  card: Card;
  block: TextBlock;
}

const SKIPPED_DIRECTORIES = new Set(["node_modules", ".git", "out", "dist", "build", "coverage"]);
/** Files larger than this are indexed only when opened (the editor shows them; the index would pay for nothing). */
export const MAX_INDEXED_FILE_BYTES = 2 * 1024 * 1024;

export class WorkspaceIndex {
  readonly files = new Map<string, IndexedFile>();
  private nextStamp = 1;

  stamp(): number {
    return this.nextStamp++;
  }

  get(uri: string): IndexedFile | undefined {
    return this.files.get(uri);
  }

  /** Records new text for `uri` (from disk or from the editor). Returns the entry, or undefined if not ours. */
  setText(uri: string, file: string, text: string, openVersion?: number): IndexedFile | undefined {
    const kind = documentKind(uri);
    if (!kind) return undefined;
    let entry = this.files.get(uri);
    if (!entry) {
      entry = { uri, file, kind, text, openVersion, stamp: this.stamp(), cache: new BlockCache() };
      this.files.set(uri, entry);
    } else if (entry.text !== text || entry.openVersion !== openVersion) {
      entry.text = text;
      entry.openVersion = openVersion;
      entry.stamp = this.stamp();
    }
    return entry;
  }

  delete(uri: string): boolean {
    return this.files.delete(uri);
  }

  cardFiles(): IndexedFile[] {
    return [...this.files.values()].filter((entry) => entry.kind === "card");
  }

  scenarioFiles(): IndexedFile[] {
    return [...this.files.values()].filter((entry) => entry.kind === "scenario");
  }

  /** Every card of every analysed card file. */
  cards(): IndexedCard[] {
    const cards: IndexedCard[] = [];
    for (const entry of this.files.values()) {
      if (entry.kind !== "card" || !entry.cardAnalysis) continue;
      for (const analysed of entry.cardAnalysis.blocks) {
        for (const card of analysed.parsed.ast.cards) cards.push({ uri: entry.uri, file: entry.file, card, block: analysed.block });
      }
    }
    return cards;
  }

  /** Card name → where it is defined. A Map: card names such as `__proto__` are ordinary names here. */
  cardsByName(): Map<string, IndexedCard[]> {
    const byName = new Map<string, IndexedCard[]>();
    for (const card of this.cards()) {
      const list = byName.get(card.card.name);
      if (list) list.push(card);
      else byName.set(card.card.name, [card]);
    }
    return byName;
  }
}

/** Every `.card` and `.scenario` file under `folder`, skipping dependency and output folders. */
export async function findWorkspaceFiles(folder: string, log: (message: string) => void): Promise<string[]> {
  const found: string[] = [];
  const pending = [folder];
  while (pending.length > 0) {
    const directory = pending.pop()!;
    let entries: import("node:fs").Dirent[];
    try {
      entries = await fs.readdir(directory, { withFileTypes: true });
    } catch (error) {
      log(`cannot read folder ${directory}: ${(error as Error).message}; skipped`);
      continue;
    }
    for (const entry of entries) {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRECTORIES.has(entry.name) && !entry.name.startsWith(".")) pending.push(full);
      } else if (entry.isFile() && documentKind(full) !== undefined) {
        found.push(full);
      }
    }
  }
  return found.sort();
}

/** Reads a file for the index: undefined (with a log line) when it cannot be read or is too large. */
export async function readIndexedFile(file: string, log: (message: string) => void): Promise<string | undefined> {
  try {
    const stat = await fs.stat(file);
    if (stat.size > MAX_INDEXED_FILE_BYTES) {
      log(`${file} is ${stat.size} bytes; not indexed until opened`);
      return undefined;
    }
    return await fs.readFile(file, "utf8");
  } catch (error) {
    log(`cannot read ${file}: ${(error as Error).message}; skipped`);
    return undefined;
  }
}

export function absoluteRange(range: SourceRange, block: TextBlock): SourceRange {
  return {
    start: { offset: range.start.offset + block.offset, line: range.start.line + block.line, column: range.start.column },
    end: { offset: range.end.offset + block.offset, line: range.end.line + block.line, column: range.end.column },
  };
}

export { fileToUri };
