/**
 * The language core the server is built on: the project's one parser, validator, printer and renderer
 * (grammar/), seen through the few operations the server needs. The server never parses text itself; it only
 * decides which text to hand to the core (one card block at a time, see lsp/blocks.ts) and how to show results.
 */
import type { Card, CardFile, Declaration } from "../grammar/ast.js";
import type { Diagnostic } from "../grammar/diagnostics.js";
import type { ScenarioFile } from "../grammar/scenario/ast.js";
import type { TextBlock } from "./blocks.js";
import type { Vocabulary } from "./completion.js";

/** What the parser found in one block of a card file; ranges are relative to the block. */
export interface ParsedBlock {
  /** The block's text (validation reads it for exact ranges and line-level fixes). */
  text: string;
  ast: CardFile;
  /** Syntax diagnostics of the block. */
  diagnostics: Diagnostic[];
  /** True when a message names a line of the file: the block must be parsed again when it moves. */
  lineDependent: boolean;
}

/** Set-level knowledge a card's validation depends on (declarations from every file of the set). */
export interface SetContext {
  declarations: Declaration[];
  /** A stable key for the context: validation results are cached per block and per key. */
  key: string;
}

/**
 * One file of the set as the set-wide checks see it, block by block: ranges in `declarations` and `cards` are
 * relative to their block, which starts `at` (moveCard / moveDeclaration in card-analysis.ts move them into the
 * file; only the few that a set-wide check reports on are ever moved).
 */
export interface SetFile {
  file: string;
  /** The file's text (the checks use it for exact ranges and line-level fixes). */
  text: string;
  blocks: SetBlock[];
}

export interface SetBlock {
  declarations: Declaration[];
  cards: Card[];
  at: TextBlock;
}

export interface ParsedScenario {
  ast: ScenarioFile | undefined;
  diagnostics: Diagnostic[];
}

export interface LanguageCore {
  /**
   * Parses one block that starts at 0-based `line` of its file. Ranges in the result are relative to the block
   * (line 1 is the block's first line), but messages read as in the whole file (a message that names another
   * line names its line in the file). `wholeFile` says whether the block is the entire file: file-level
   * findings (a file that holds no cards) belong only to a whole file.
   */
  parseCardBlock(text: string, file: string, wholeFile: boolean, line: number): ParsedBlock;
  /**
   * The parser reports at most this many syntax diagnostics per file (the rest are counted in one line). When
   * the blocks of a file reach it together, the file is parsed whole, so that the same ones are shown.
   */
  maxSyntaxDiagnostics: number;
  /** Per-card validation of one parsed block, in the set's context. Ranges relative to the block. */
  validateCardBlock(block: ParsedBlock, context: SetContext): Diagnostic[];
  /** Checks across the set (duplicate names): cheap, run over the whole index after any change. */
  validateSet(files: SetFile[]): Diagnostic[];
  formatCardSource(text: string, file: string): string | undefined;
  /** The card as a player reads it. */
  renderCard(card: Card): string;
  explainCode(code: string): string | undefined;
  /** Parses and validates a scenario file against the card names (and token names) of the set. */
  parseScenario(text: string, file: string, set: { cardNames: ReadonlySet<string>; tokenNames: ReadonlySet<string> }): ParsedScenario;
  /** The language's words, for completion (and the TextMate grammar). */
  vocabulary: Vocabulary;
  /**
   * What the build says about the file's escape-hatch blocks (CS4001, CS4002, CS4010; compiler/escape-hatches.ts,
   * loaded on first use: only files with a block pay for the compiler and the type checker), for several files
   * in one type-checker program. Each diagnostic names its file; ranges in the file.
   * Optional: a core without it reports the grammar's findings only.
   */
  checkEscapeHatches?(files: readonly { file: string; text: string }[]): Promise<Diagnostic[]>;
}
