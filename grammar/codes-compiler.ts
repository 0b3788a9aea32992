/**
 * Codes reported after the grammar: by the compiler (CS4xxx: compiler/codegen.ts CANNOT_COMPILE, compiler/generate.ts
 * ESCAPE_HATCH_SYNTAX, compiler/typecheck.ts TYPE_ERROR), and CS0001, a checker's own failure (lsp/card-analysis.ts).
 * Their text lives here so that `explainCode` (grammar/codes.ts) knows every code any command can emit; the grammar
 * imports nothing of the compiler.
 */
import type { Severity } from "./diagnostics.js";

export const COMPILER_CODES: ReadonlyMap<string, { title: string; explanation: string; severity?: Severity }> = new Map([
  [
    "CS0001",
    {
      title: "Internal error",
      explanation:
        "cardscript itself failed while checking this card: a bug in cardscript, not in the card. The message names what failed; please report it with the card's text. Other cards are still checked.",
      severity: "error",
    },
  ],
  [
    "CS4001",
    {
      title: "Cannot be compiled",
      explanation:
        "The card reads correctly, but the compiler cannot turn this part into code: a sentence whose parts do not fit together in this kind of ability (a target in a static ability, X outside a −X loyalty cost, …), or an escape-hatch block whose braces close its function early or leave it open. Rewrite the sentence, or give the ability an escape-hatch block (```ts … ```) whose statements form one function body. `cardscript check` and `cardscript build` both report it.",
      severity: "error",
    },
  ],
  [
    "CS4002",
    {
      title: "Escape-hatch block is not valid TypeScript",
      explanation:
        "The code between the ```ts fences does not parse as TypeScript; the diagnostic points at the first place the parser stopped. The block is the body of `resolve(ctx: EffectContext): void` (see runtime/definition.ts): fix the syntax there. `cardscript check` and `cardscript build` both report it.",
      severity: "error",
    },
  ],
  [
    "CS4003",
    {
      title: "Escape-hatch block cannot be emitted as JavaScript",
      explanation:
        "`cardscript build` writes JavaScript by default (`--emit js`): it deletes the TypeScript types of each module in place, so an escape-hatch block may use only TypeScript whose types can be erased. An `enum`, a `namespace` with code, or a constructor parameter property has runtime behaviour and cannot be erased: use a plain object or a function instead, or build TypeScript modules with `--emit ts`.",
      severity: "error",
    },
  ],
  [
    "CS4010",
    {
      title: "Type error",
      explanation:
        "The TypeScript compiler found a type error: in an escape-hatch block (the diagnostic points at the card-file position; fix the code between the ```ts fences, which sees `ctx: EffectContext` from runtime/definition.ts), or, if it points at the ability's text, in the code generated for it (a bug in cardscript or a runtime/compiler version mismatch: please report it). `cardscript check` type-checks the blocks of the files it checks; `cardscript build --typecheck` every generated module.",
      severity: "error",
    },
  ],
]);
