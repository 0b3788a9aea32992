/**
 * The cardscript language server (`cardscript lsp --stdio`).
 *
 * It is a thin layer over the project's one parser, validator and printer (lsp/core.ts): it keeps the open
 * documents (lsp/documents.ts) and the workspace index (lsp/workspace.ts), analyses `.card` files one card block
 * at a time (lsp/card-analysis.ts) and turns the results into LSP answers (lsp/features.ts).
 *
 * Freshness and cancellation: every text change gets a new stamp. Analyses run in short slices and stop as soon
 * as the text they work on is no longer the latest; requests wait for the analysis of the latest text they have
 * seen, so an answer is never computed from text older than the last edit.
 *
 * Robustness: every handler is guarded. Bad parameters get an InvalidParams error, a bug gets an InternalError
 * answer and a log line; neither stops the server.
 */
import {
  createConnection,
  DidChangeWatchedFilesNotification,
  ErrorCodes,
  FileChangeType,
  ResponseError,
  StreamMessageWriter,
  TextDocumentSyncKind,
  type CancellationToken,
  type Connection,
  type InitializeParams,
  type InitializeResult,
} from "vscode-languageserver/node.js";
import type { Diagnostic as LspDiagnostic } from "vscode-languageserver";
import path from "node:path";
import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import type { Declaration } from "../grammar/ast.js";
import { parseCardText, setFileOf, validateParsedBlocks, type CardAnalysis, type ParsedBlocks } from "./card-analysis.js";
import type { LanguageCore, SetContext, SetFile } from "./core.js";
import { Completions, type CompletionContext } from "./completion.js";
import { DocumentStore, type OpenDocument } from "./documents.js";
import * as features from "./features.js";
import { toLspDiagnostic } from "./features.js";
import { RobustMessageReader } from "./message-reader.js";
import { fileToUri, normaliseUri, uriToFile } from "./uris.js";
import { comparePositions } from "./positions.js";
import { absoluteRange, findWorkspaceFiles, readIndexedFile, WorkspaceIndex, type IndexedFile } from "./workspace.js";
import type { Diagnostic } from "../grammar/diagnostics.js";

/** How long an analysis may hold the event loop before it lets other messages (a newer edit) in. */
const SLICE_MILLISECONDS = 8;

export interface ServerOptions {
  /** Called for every log line (besides the client's log). Tests use it to see what the server noticed. */
  log?: (message: string) => void;
}

interface CardJob {
  stamp: number;
  contextKey?: string;
  promise: Promise<CardAnalysis | undefined>;
}

export class CardscriptServer implements CompletionContext {
  readonly store = new DocumentStore();
  readonly completions: Completions;
  readonly index = new WorkspaceIndex();
  private folders: string[] = [];
  private readonly jobs = new Map<string, CardJob>();
  /** Each set's context (its declarations), by set root (see setRootOf). */
  private contexts = new Map<string, SetContext>();
  private readonly setRoots = new Map<string, string>();
  /** File → set-wide diagnostics (duplicate names), from the last run of the set checks. */
  private setDiagnostics = new Map<string, Diagnostic[]>();
  private cardNamesKey = "";
  private namesDirty = true;
  private indexing: Promise<void> = Promise.resolve();
  private readonly scheduled = new Set<string>();

  constructor(
    readonly connection: Connection,
    readonly core: LanguageCore,
    private readonly options: ServerOptions = {},
  ) {
    this.completions = new Completions(core.vocabulary);
  }

  cardNames(): Iterable<string> {
    return this.knownCardNames();
  }

  declaredPlaneswalkerTypes(): Iterable<string> {
    return [...this.contexts.values()]
      .flatMap((context) => context.declarations)
      .filter((declaration) => declaration.what === "planeswalker type")
      .flatMap((declaration) => declaration.names.map((name) => name.name));
  }

  log(message: string): void {
    this.options.log?.(message);
    try {
      this.connection.console.log(message);
    } catch {
      // The connection may already be gone (client exited); the log line is not worth dying for.
    }
  }

  // -------------------------------------------------------------------------------------------------------
  // Life cycle

  initialize(params: InitializeParams): InitializeResult {
    const folders = new Set<string>();
    for (const folder of Array.isArray(params?.workspaceFolders) ? params.workspaceFolders : []) {
      if (typeof folder?.uri === "string" && folder.uri.startsWith("file:")) folders.add(uriToFile(folder.uri));
    }
    if (folders.size === 0 && typeof params?.rootUri === "string" && params.rootUri.startsWith("file:")) {
      folders.add(uriToFile(params.rootUri));
    }
    if (folders.size === 0 && typeof params?.rootPath === "string" && params.rootPath) folders.add(params.rootPath);
    this.folders = [...folders];
    return {
      capabilities: {
        textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental },
        completionProvider: { triggerCharacters: [" ", "{", "—", ":", ","] },
        hoverProvider: true,
        documentFormattingProvider: true,
        definitionProvider: true,
        referencesProvider: true,
        documentSymbolProvider: true,
        foldingRangeProvider: true,
        codeActionProvider: { codeActionKinds: ["quickfix"] },
        workspace: { workspaceFolders: { supported: true } },
      },
      serverInfo: { name: "cardscript", version: "0.1.0" },
    };
  }

  /** After `initialized`: index the workspace and ask the client to tell us about file changes. */
  async initialized(): Promise<void> {
    this.connection.client
      .register(DidChangeWatchedFilesNotification.type, { watchers: [{ globPattern: "**/*.{card,scenario}" }] })
      .catch(() => this.log("the client does not support watching files; the index follows open documents only"));
    this.indexing = this.indexWorkspace();
    await this.indexing;
  }

  private async indexWorkspace(): Promise<void> {
    const started = Date.now();
    let count = 0;
    for (const folder of this.folders) {
      for (const file of await findWorkspaceFiles(folder, (message) => this.log(message))) {
        const uri = fileToUri(file);
        if (this.store.get(uri)) continue; // the editor's text wins over the disk
        const text = await readIndexedFile(file, (message) => this.log(message));
        // Asked again after the read: the editor may have opened the file while it was read, and its text and
        // version must not be replaced by the disk's (diagnostics would then be published without a version).
        if (text === undefined || this.store.get(uri)) continue;
        this.index.setText(uri, file, text);
        count++;
      }
    }
    await this.refreshAll();
    this.log(`indexed ${count} file(s) under ${this.folders.join(", ") || "no folder"} in ${Date.now() - started} ms`);
  }

  // -------------------------------------------------------------------------------------------------------
  // Documents

  didOpen(uri: string, languageId: string, version: number, text: string): void {
    const open = this.store.open(normaliseUri(uri), languageId, version, text);
    if (!open) return;
    this.clientUris.set(open.uri, uri);
    this.index.setText(open.uri, uriToFile(open.uri), open.document.getText(), open.document.version);
    this.schedule(open.uri);
  }

  didChange(uri: string, version: number | null | undefined, changes: unknown): void {
    const key = normaliseUri(uri);
    const outcome = this.store.change(key, version, changes);
    if (!outcome.applied) {
      this.log(`didChange: ${outcome.reason}`);
      return;
    }
    const document = outcome.document.document;
    this.index.setText(key, uriToFile(key), document.getText(), document.version);
    this.schedule(key);
  }

  async didClose(uri: string): Promise<void> {
    const key = normaliseUri(uri);
    if (!this.store.close(key)) {
      this.log(`didClose: ${uri} is not open (closed twice?); ignored`);
      return;
    }
    this.publishRaw(key, []);
    this.clientUris.delete(key);
    // The editor's text leaves the index now; the file on disk (if it was ever saved) takes its place.
    const entry = this.index.get(key);
    this.index.delete(key);
    this.afterCardChange(undefined);
    const text = entry && key.startsWith("file:") ? await readIndexedFile(entry.file, () => {}) : undefined;
    if (text === undefined || this.store.get(key) || !entry) return; // gone, or reopened meanwhile
    this.index.setText(key, entry.file, text);
    await this.refreshAll();
  }

  async didChangeWatchedFiles(changes: { uri: string; type: number }[]): Promise<void> {
    for (const change of changes) {
      if (typeof change?.uri !== "string") continue;
      const key = normaliseUri(change.uri);
      if (this.store.get(key)) continue; // open: the editor's text is the truth
      const file = uriToFile(key);
      if (change.type === FileChangeType.Deleted) {
        this.index.delete(key);
      } else if (key.startsWith("file:")) {
        const text = await readIndexedFile(file, (message) => this.log(message));
        if (this.store.get(key)) continue; // opened while it was read: the editor's text wins (as above)
        if (text === undefined) this.index.delete(key);
        else this.index.setText(key, file, text);
      }
    }
    await this.refreshAll();
  }

  // -------------------------------------------------------------------------------------------------------
  // Analysis

  private readonly clientUris = new Map<string, string>();

  /** Analyse `uri` soon (after the messages already received), then publish its diagnostics. */
  schedule(uri: string): void {
    if (this.scheduled.has(uri)) return;
    this.scheduled.add(uri);
    setImmediate(() => {
      this.scheduled.delete(uri);
      this.refreshDocument(uri).catch((error) => this.log(`analysis of ${uri} failed: ${describe(error)}`));
    });
  }

  private async refreshDocument(uri: string): Promise<void> {
    // Until the workspace is indexed, set-wide findings and scenario card names would be wrong: wait for it.
    await this.indexing;
    const entry = this.index.get(uri);
    if (!entry) return;
    if (entry.kind === "card") {
      const analysis = await this.cardAnalysis(entry);
      if (!analysis || analysis.version !== entry.stamp) return; // a newer edit took over
      this.afterCardChange(uri);
    } else {
      this.publishScenario(entry);
    }
  }

  /**
   * The analysis of `entry`'s current text in the current set context; undefined if the text changed while it
   * was being computed (the caller asks again for the newer text).
   */
  cardAnalysis(entry: IndexedFile): Promise<CardAnalysis | undefined> {
    const current = entry.cardAnalysis;
    const contextKey = this.contextOf(entry).key;
    if (current && current.version === entry.stamp && current.contextKey === contextKey) return Promise.resolve(current);
    const job = this.jobs.get(entry.uri);
    if (job && job.stamp === entry.stamp && (job.contextKey === undefined || job.contextKey === contextKey)) {
      return job.promise;
    }
    const stamp = entry.stamp;
    const newJob: CardJob = { stamp, promise: Promise.resolve(undefined) };
    newJob.promise = this.runCardJob(entry, stamp, newJob);
    this.jobs.set(entry.uri, newJob);
    return newJob.promise;
  }

  private async runCardJob(entry: IndexedFile, stamp: number, job: CardJob): Promise<CardAnalysis | undefined> {
    const stale = () => entry.stamp !== stamp || this.index.get(entry.uri) !== entry;
    const parsed = await this.runSliced(parseCardText(this.core, entry.cache, entry.text, entry.file), stale);
    if (parsed === undefined) return undefined;
    entry.parsedBlocks = { stamp, blocks: parsed };
    this.updateContext();
    const context = this.contextOf(entry);
    job.contextKey = context.key;
    const analysis = await this.runSliced(
      validateParsedBlocks(this.core, entry.cache, parsed, context, stamp),
      () => stale() || this.contextOf(entry) !== context,
    );
    if (analysis === undefined) return undefined;
    entry.cardAnalysis = analysis;
    if (this.jobs.get(entry.uri) === job) this.jobs.delete(entry.uri);
    return analysis;
  }

  /** Runs `work` in slices, letting other messages in between; undefined when `stale()` says to give up. */
  private async runSliced<T>(work: Generator<void, T, void>, stale: () => boolean): Promise<T | undefined> {
    let sliceStart = performance.now();
    for (;;) {
      const step = work.next();
      if (step.done) return step.value;
      if (performance.now() - sliceStart > SLICE_MILLISECONDS) {
        await yieldToEventLoop();
        if (stale()) return undefined;
        sliceStart = performance.now();
      }
    }
  }

  /**
   * The set a card file belongs to, named by its root: the top-level folder of the workspace that holds it
   * (`cards/`, `test/`, …), or the workspace folder itself for files directly in it, or the file's own folder for
   * a file outside every workspace folder. Set-wide checks (declarations, duplicate names) compare the files of
   * one set, as `cardscript check <that folder>` does; a project's test fixtures do not clash with its cards.
   */
  setRootOf(file: string): string {
    let root = this.setRoots.get(file);
    if (root === undefined) {
      root = path.dirname(file);
      for (const folder of this.folders) {
        const relative = path.relative(folder, file);
        if (relative === "" || relative.startsWith("..") || path.isAbsolute(relative)) continue;
        const parts = relative.split(path.sep);
        root = parts.length > 1 ? path.join(folder, parts[0]) : folder;
        break;
      }
      this.setRoots.set(file, root);
    }
    return root;
  }

  private contextOf(entry: IndexedFile): SetContext {
    return this.contexts.get(this.setRootOf(entry.file)) ?? EMPTY_CONTEXT;
  }

  /** Recomputes each set's context from its parsed card files; re-validation follows lazily (key mismatch). */
  private updateContext(): void {
    const declarationsBySet = new Map<string, Declaration[]>();
    for (const file of this.index.cardFiles()) {
      const root = this.setRootOf(file.file);
      const list = declarationsBySet.get(root) ?? [];
      declarationsBySet.set(root, list);
      if (file.parsedBlocks) for (const { entry } of file.parsedBlocks.blocks) list.push(...entry.parsed.ast.declarations);
    }
    const contexts = new Map<string, SetContext>();
    for (const [root, declarations] of declarationsBySet) {
      const key = JSON.stringify(declarations.map((declaration) => [declaration.what, declaration.names.map((name) => name.name)]).sort());
      const previous = this.contexts.get(root);
      if (previous && previous.key === key) {
        previous.declarations = declarations;
        contexts.set(root, previous);
      } else {
        contexts.set(root, { declarations, key });
      }
    }
    this.contexts = contexts;
  }

  /** Brings every indexed file up to date and republishes what changed (after indexing or a file event). */
  async refreshAll(): Promise<void> {
    for (const entry of this.index.cardFiles()) {
      if (!entry.parsedBlocks || entry.parsedBlocks.stamp !== entry.stamp) {
        const parsed = await this.runSliced(parseCardText(this.core, entry.cache, entry.text, entry.file), () => false);
        if (parsed) entry.parsedBlocks = { stamp: entry.stamp, blocks: parsed };
      }
    }
    this.updateContext();
    for (const entry of this.index.cardFiles()) await this.cardAnalysis(entry);
    this.afterCardChange(undefined);
  }

  /**
   * After a card file's analysis changed: re-run the set checks, republish diagnostics that changed, and
   * re-check open files that depend on the set (other card files if the declarations changed, scenarios if the
   * card names changed).
   */
  private afterCardChange(changedUri: string | undefined): void {
    this.updateContext();
    const sets = new Map<string, SetFile[]>();
    for (const entry of this.index.cardFiles()) {
      if (!entry.cardAnalysis) continue;
      const root = this.setRootOf(entry.file);
      const files = sets.get(root) ?? [];
      sets.set(root, files);
      files.push(setFileOf(entry.file, entry.text, entry.cardAnalysis));
    }
    const byFile = new Map<string, Diagnostic[]>();
    const setDiagnostics: Diagnostic[] = [];
    for (const files of sets.values()) {
      try {
        setDiagnostics.push(...this.core.validateSet(files));
      } catch (error) {
        this.log(`the set-wide checks failed (a bug in cardscript): ${describe(error)}`);
      }
    }
    for (const diagnostic of setDiagnostics) {
      const list = byFile.get(diagnostic.file);
      if (list) list.push(diagnostic);
      else byFile.set(diagnostic.file, [diagnostic]);
    }
    const previousSet = this.setDiagnostics;
    this.setDiagnostics = byFile;
    const setChanged = (file: string) => JSON.stringify(previousSet.get(file) ?? []) !== JSON.stringify(byFile.get(file) ?? []);
    // Scenarios depend on the set's card names: compare them only when a scenario is open.
    const previousNames = this.cardNamesKey;
    this.namesDirty = true;
    const namesChanged = [...this.store.all()].some((open) => open.kind === "scenario") && this.currentCardNamesKey() !== previousNames;
    for (const open of this.store.all()) {
      const entry = this.index.get(open.uri);
      if (!entry) continue;
      if (entry.kind === "scenario") {
        if (namesChanged || !entry.scenario) this.publishScenario(entry);
      } else if (entry.cardAnalysis && entry.cardAnalysis.version === entry.stamp && entry.cardAnalysis.contextKey === this.contextOf(entry).key) {
        // The edited file always; another only when a set-wide finding about it appeared or went away.
        if (open.uri === changedUri || changedUri === undefined || setChanged(entry.file)) this.publishCard(entry, entry.cardAnalysis);
      } else if (open.uri !== changedUri || !entry.cardAnalysis) {
        this.schedule(open.uri);
      }
    }
  }

  /** Names tokens of the set can have (their creature types), which scenarios may use as references. */
  tokenNames(): Set<string> {
    const names = new Set<string>();
    const visit = (value: unknown): void => {
      if (Array.isArray(value)) for (const item of value) visit(item);
      else if (value !== null && typeof value === "object") {
        const node = value as { kind?: unknown; token?: { subtypes?: unknown } };
        // A token is named by its creature types (issue 5, "References"), e.g. "Beast" or "Soldier".
        if (node.kind === "CreateTokens" && Array.isArray(node.token?.subtypes) && node.token.subtypes.length > 0) {
          names.add(node.token.subtypes.map(String).join(" "));
        }
        for (const child of Object.values(value)) if (child !== null && typeof child === "object") visit(child);
      }
    };
    for (const { card } of this.index.cards()) visit(card.abilities);
    return names;
  }

  /** A key for the set's card and token names (scenario checks depend on them), recomputed after changes. */
  private currentCardNamesKey(): string {
    if (this.namesDirty) {
      this.cardNamesKey = JSON.stringify([[...this.knownCardNames()].sort(), [...this.tokenNames()].sort()]);
      this.namesDirty = false;
    }
    return this.cardNamesKey;
  }

  knownCardNames(): Set<string> {
    return new Set(this.index.cards().map(({ card }) => card.name));
  }

  scenarioAnalysis(entry: IndexedFile): NonNullable<IndexedFile["scenario"]> {
    const namesKey = this.currentCardNamesKey();
    if (entry.scenario && entry.scenario.stamp === entry.stamp && entry.scenario.knownKey === namesKey) {
      return entry.scenario;
    }
    const parsed = this.core.parseScenario(entry.text, entry.file, { cardNames: this.knownCardNames(), tokenNames: this.tokenNames() });
    entry.scenario = {
      stamp: entry.stamp,
      knownKey: namesKey,
      ast: parsed.ast,
      diagnostics: parsed.diagnostics,
      cardNames: parsed.ast ? features.scenarioCardNames(parsed.ast) : [],
    };
    return entry.scenario;
  }

  // -------------------------------------------------------------------------------------------------------
  // Publishing

  /**
   * The file's diagnostics in the order `cardscript check` gives them (grammar/index.ts checkCardSources): the
   * parser's, then the validator's (sorted by start, end and code), then a stable sort by start and end.
   */
  cardDiagnostics(entry: IndexedFile, analysis: CardAnalysis): LspDiagnostic[] {
    const syntax: LspDiagnostic[] = [];
    const validation: LspDiagnostic[] = [];
    for (const analysed of analysis.blocks) {
      for (const diagnostic of analysed.parsed.diagnostics) syntax.push(toLspDiagnostic(diagnostic, analysed.block.line, entry.file));
      for (const diagnostic of analysed.validation) validation.push(toLspDiagnostic(diagnostic, analysed.block.line, entry.file));
    }
    for (const diagnostic of this.setDiagnostics.get(entry.file) ?? []) validation.push(toLspDiagnostic(diagnostic, 0, entry.file));
    const byRange = (a: LspDiagnostic, b: LspDiagnostic) => comparePositions(a.range.start, b.range.start) || comparePositions(a.range.end, b.range.end);
    validation.sort((a, b) => byRange(a, b) || (String(a.code) < String(b.code) ? -1 : String(a.code) > String(b.code) ? 1 : 0));
    // The build's block findings, when known for this very text (`checkBlocks`), after the grammar's, as check adds them.
    const blocks = this.blockChecks.get(entry.file);
    const build = blocks && blocks.text === entry.text && blocks.diagnostics ? blocks.diagnostics.map((diagnostic) => toLspDiagnostic(diagnostic, 0, entry.file)) : [];
    return [...syntax, ...validation, ...build].sort(byRange);
  }

  private publishCard(entry: IndexedFile, analysis: CardAnalysis): void {
    const diagnostics = this.cardDiagnostics(entry, analysis);
    this.publishRaw(entry.uri, diagnostics, entry.openVersion);
    this.checkBlocks(entry, diagnostics);
  }

  /** File → the build's escape-hatch findings for one text of it (absent `diagnostics`: being checked). */
  private readonly blockChecks = new Map<string, { text: string; diagnostics?: Diagnostic[] }>();
  /** Files waiting for a block check, and whether a check is running (one at a time: each builds a program). */
  private readonly blockCheckWaiting = new Map<string, IndexedFile>();
  private blockCheckRunning = false;

  /**
   * After the grammar's diagnostics of a card file are published: when the file has a code block and no error,
   * runs the build's block checks on it (CS4001, CS4002, CS4010: what `check` and `build` report), in the
   * background, and publishes again with them if the text is still the same. Unchanged text is checked once;
   * the files waiting when a check starts are checked together.
   */
  private checkBlocks(entry: IndexedFile, published: LspDiagnostic[]): void {
    if (this.core.checkEscapeHatches === undefined || !entry.text.includes("```")) return;
    if (published.some((diagnostic) => diagnostic.severity === 1 && !String(diagnostic.code).startsWith("CS40"))) return;
    const known = this.blockChecks.get(entry.file);
    if (known && known.text === entry.text) return;
    this.blockChecks.set(entry.file, { text: entry.text });
    this.blockCheckWaiting.set(entry.file, entry);
    if (!this.blockCheckRunning) void this.runBlockChecks();
  }

  private async runBlockChecks(): Promise<void> {
    this.blockCheckRunning = true;
    try {
      while (this.blockCheckWaiting.size > 0) {
        const batch = [...this.blockCheckWaiting.values()].map((entry) => ({ entry, text: entry.text }));
        this.blockCheckWaiting.clear();
        let found: Diagnostic[];
        try {
          found = await this.core.checkEscapeHatches!(batch.map(({ entry, text }) => ({ file: entry.file, text })));
        } catch (error) {
          this.log(`checking the code blocks of ${batch.map(({ entry }) => entry.file).join(", ")} failed: ${describe(error)}`);
          found = [];
        }
        for (const { entry, text } of batch) {
          const current = this.blockChecks.get(entry.file);
          if (!current || current.text !== text) continue; // a newer edit is waiting: its own check publishes
          current.diagnostics = found.filter((diagnostic) => diagnostic.file === entry.file);
          if (entry.text === text && entry.cardAnalysis) this.publishRaw(entry.uri, this.cardDiagnostics(entry, entry.cardAnalysis), entry.openVersion);
        }
      }
    } finally {
      this.blockCheckRunning = false;
    }
  }

  private publishScenario(entry: IndexedFile): void {
    if (!this.store.get(entry.uri)) return;
    const analysis = this.scenarioAnalysis(entry);
    this.publishRaw(
      entry.uri,
      analysis.diagnostics.map((diagnostic) => toLspDiagnostic(diagnostic, 0, entry.file)),
      entry.openVersion,
    );
  }

  private publishRaw(uri: string, diagnostics: LspDiagnostic[], version?: number): void {
    const clientUri = this.clientUris.get(uri) ?? uri;
    this.connection.sendDiagnostics({ uri: clientUri, diagnostics, version }).catch((error) => {
      this.log(`could not publish diagnostics for ${uri}: ${describe(error)}`);
    });
  }

  // -------------------------------------------------------------------------------------------------------
  // Requests

  /** The open document a request is about, brought up to date; an InvalidParams error if there is none. */
  async documentFor(params: unknown, token?: CancellationToken): Promise<DocumentState> {
    const uri = (params as { textDocument?: { uri?: unknown } } | null)?.textDocument?.uri;
    if (typeof uri !== "string") throw new ResponseError(ErrorCodes.InvalidParams, "the request has no textDocument.uri");
    await this.indexing;
    const key = normaliseUri(uri);
    const open = this.store.get(key);
    const entry = this.index.get(key);
    if (!open || !entry) throw new ResponseError(ErrorCodes.InvalidParams, `${uri} is not an open .card or .scenario document`);
    if (entry.kind === "card") {
      for (;;) {
        if (token?.isCancellationRequested) throw new ResponseError(-32800, "the request was cancelled");
        if (this.index.get(key) !== entry || !this.store.get(key)) {
          throw new ResponseError(ErrorCodes.InvalidParams, `${uri} was closed before the request could be answered`);
        }
        const analysis = await this.cardAnalysis(entry);
        if (analysis && analysis.version === entry.stamp && analysis.contextKey === this.contextOf(entry).key) {
          return { open, entry, card: analysis };
        }
      }
    }
    return { open, entry, scenario: this.scenarioAnalysis(entry) };
  }
}

export interface DocumentState {
  open: OpenDocument;
  entry: IndexedFile;
  card?: CardAnalysis;
  scenario?: NonNullable<IndexedFile["scenario"]>;
}

const EMPTY_CONTEXT: SetContext = { declarations: [], key: "[]" };

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Wraps a request handler: parameter errors pass through as they are; anything else is logged and answered. */
function guarded<P, R>(server: CardscriptServer, name: string, handler: (params: P, token: CancellationToken) => Promise<R> | R) {
  return async (params: P, token: CancellationToken): Promise<R | ResponseError<void>> => {
    try {
      return await handler(params, token);
    } catch (error) {
      if (error instanceof ResponseError) return error;
      server.log(`${name} failed: ${describe(error)}${process.env.CARDSCRIPT_DEBUG ? `\n${(error as Error)?.stack}` : ""}`);
      return new ResponseError(ErrorCodes.InternalError, `cardscript: ${name} failed: ${describe(error)}`);
    }
  };
}

function guardedNotification<P>(server: CardscriptServer, name: string, handler: (params: P) => Promise<void> | void) {
  return (params: P): void => {
    try {
      Promise.resolve(handler(params)).catch((error) => server.log(`${name} failed: ${describe(error)}`));
    } catch (error) {
      server.log(`${name} failed: ${describe(error)}`);
    }
  };
}

/** Connects a server to `connection` and starts listening. */
export function attachServer(connection: Connection, core: LanguageCore, options: ServerOptions = {}): CardscriptServer {
  const server = new CardscriptServer(connection, core, options);
  connection.onInitialize((params) => server.initialize(params));
  connection.onInitialized(guardedNotification(server, "initialized", () => server.initialized()));
  connection.onDidOpenTextDocument(
    guardedNotification(server, "didOpen", (params) => {
      const document = params?.textDocument;
      if (typeof document?.uri !== "string" || typeof document.text !== "string") {
        server.log("didOpen without a uri and text; ignored");
        return;
      }
      server.didOpen(document.uri, String(document.languageId ?? ""), Number(document.version), document.text);
    }),
  );
  connection.onDidChangeTextDocument(
    guardedNotification(server, "didChange", (params) => {
      const uri = params?.textDocument?.uri;
      if (typeof uri !== "string") {
        server.log("didChange without a uri; ignored");
        return;
      }
      server.didChange(uri, params.textDocument.version, params.contentChanges);
    }),
  );
  connection.onDidCloseTextDocument(
    guardedNotification(server, "didClose", async (params) => {
      if (typeof params?.textDocument?.uri === "string") await server.didClose(params.textDocument.uri);
    }),
  );
  connection.onDidSaveTextDocument(() => {});
  connection.onDidChangeWatchedFiles(
    guardedNotification(server, "didChangeWatchedFiles", async (params) => {
      if (Array.isArray(params?.changes)) await server.didChangeWatchedFiles(params.changes);
    }),
  );
  connection.onCompletion(guarded(server, "completion", async (params, token) => features.completion(server, await server.documentFor(params, token), params.position)));
  connection.onHover(guarded(server, "hover", async (params, token) => features.hover(server, await server.documentFor(params, token), params.position)));
  connection.onDocumentFormatting(guarded(server, "formatting", async (params, token) => features.formatting(server, await server.documentFor(params, token))));
  connection.onDefinition(guarded(server, "definition", async (params, token) => features.definition(server, await server.documentFor(params, token), params.position)));
  connection.onReferences(
    guarded(server, "references", async (params, token) =>
      features.references(server, await server.documentFor(params, token), params.position, params.context?.includeDeclaration !== false),
    ),
  );
  connection.onDocumentSymbol(guarded(server, "documentSymbol", async (params, token) => features.documentSymbols(await server.documentFor(params, token))));
  connection.onFoldingRanges(guarded(server, "foldingRange", async (params, token) => features.foldingRanges(await server.documentFor(params, token))));
  connection.onCodeAction(guarded(server, "codeAction", async (params, token) => features.codeActions(server, await server.documentFor(params, token), params)));
  connection.onShutdown(() => {
    server.log("shutting down");
  });
  return server;
}

/** `cardscript lsp --stdio`. The process ends on the client's `exit` notification (or when stdin closes). */
export async function startStdioServer(): Promise<number> {
  // stdout carries the protocol: anything else written there would corrupt it.
  const toStderr = (...args: unknown[]) => process.stderr.write(`${args.map(String).join(" ")}\n`);
  console.log = toStderr;
  console.info = toStderr;
  console.debug = toStderr;
  process.on("uncaughtException", (error) => process.stderr.write(`cardscript lsp: unexpected error (ignored): ${describe(error)}\n`));
  process.on("unhandledRejection", (error) => process.stderr.write(`cardscript lsp: unexpected error (ignored): ${describe(error)}\n`));
  const { createGrammarCore } = await import("./grammar-core.js");
  const log = (message: string) => process.stderr.write(`cardscript lsp: ${message}\n`);
  let server: CardscriptServer | undefined;
  // A broken message is reported to the client too (window/logMessage) once the server is attached.
  const reportFraming = (message: string) => (server ? server.log(message) : log(message));
  const connection = createConnection(new RobustMessageReader(process.stdin, reportFraming), new StreamMessageWriter(process.stdout));
  // The client went away without `exit` (closed our stdin): end too, with the code for an unexpected end.
  const gone = () => process.exit(1);
  process.stdin.on("end", gone);
  process.stdin.on("close", gone);
  server = attachServer(connection, createGrammarCore(), { log });
  connection.listen();
  // Never resolves: vscode-languageserver ends the process on `exit` with the code the protocol prescribes.
  return await new Promise<number>(() => {});
}
