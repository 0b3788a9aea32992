/**
 * Chevrotain, loaded from its one-file build. The package's entry (`lib/src/api.js`) is ~700 ES modules (most of
 * them lodash-es): about 0.5 s to load in plain Node and more than a second through tsx, on every start of every
 * command. The same release ships the same code bundled in one file, `lib/chevrotain.mjs`, which loads in tens of
 * milliseconds. The package's "exports" does not expose that file, so it is found beside the resolved entry.
 *
 * Every grammar module imports Chevrotain's values from here (never from "chevrotain", which would load the
 * second copy, whose classes `instanceof` would not recognise); types still come from the package's own
 * declarations (`import type … from "chevrotain"` is erased and loads nothing).
 */
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

type Chevrotain = typeof import("chevrotain");

// `require.resolve` follows the package's "exports" (`require` condition): …/chevrotain/lib/src/api.js.
const entry = createRequire(import.meta.url).resolve("chevrotain");
const bundle = path.join(path.dirname(entry), "..", "chevrotain.mjs");
const chevrotain = (await import(pathToFileURL(bundle).href)) as Chevrotain;

export const { createToken, EarlyExitException, EmbeddedActionsParser, EOF, Lexer, NoViableAltException, tokenMatcher } = chevrotain;
export type Lexer = import("chevrotain").Lexer;
export type { CustomPatternMatcherReturn, IOrAlt, IToken, TokenType } from "chevrotain";
