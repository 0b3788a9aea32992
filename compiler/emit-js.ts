/**
 * A generated TypeScript module as JavaScript and declarations (`build --emit js`, see emit-kind.ts).
 *
 * - JavaScript: the module's text with its types erased where they stand (annotations, `import type`, `as`,
 *   non-null `!`, type arguments, type declarations), so the code keeps the formatted layout and the
 *   `// from <card file>` comments of the TypeScript module. Generated code only ever uses erasable syntax; an
 *   escape-hatch block (card authors' own TypeScript) that uses syntax which needs a compiler to become
 *   JavaScript (an enum, a namespace, parameter properties) is an error that says so (`EmitError`).
 * - Declarations: TypeScript's own per-file declaration emit (`transpileDeclaration`, no type checking: every
 *   export of a generated module carries its type), with the module's header comment.
 *
 * Both are pure functions of the text: the output is as deterministic as the TypeScript module.
 */
import { createRequire } from "node:module";
import type { ts as TypeScript } from "ts-morph";
import { stringLiteral } from "./literals.js";

/**
 * The TypeScript compiler (ts-morph's), loaded on first use: a card module's JavaScript and declarations are made
 * without it (generate.ts, `cardModuleDeclarations`), so a one-card rebuild usually never loads it.
 */
let loaded: typeof TypeScript | undefined;
function typescript(): typeof TypeScript {
  return (loaded ??= (createRequire(import.meta.url)("ts-morph") as typeof import("ts-morph")).ts);
}

/** The module uses TypeScript that erasing types cannot turn into JavaScript. `offset`: where, in the module text. */
export class EmitError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

type Span = [start: number, end: number];

/** The module's JavaScript: its text with every type erased. Throws EmitError on syntax that is not erasable. */
export function toJavaScript(text: string, fileName = "module.ts"): string {
  const ts = typescript();
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const spans: Span[] = [];
  const fail = (node: TypeScript.Node, what: string): never => {
    throw new EmitError(`${what} cannot be emitted as JavaScript without compiling it; write it without, or build with --emit ts`, node.getStart(source));
  };
  /** A whole statement, with the line break after it. */
  const statement = (node: TypeScript.Node): Span => {
    let end = node.end;
    if (text[end] === "\r") end++;
    if (text[end] === "\n") end++;
    return [node.getStart(source), end];
  };
  /** `: Type` (the colon ends where the type's full text starts). */
  const annotation = (type: TypeScript.TypeNode): Span => {
    if (text[type.pos - 1] !== ":") fail(type, "This type annotation");
    return [type.pos - 1, type.end];
  };
  /** `<…>` of type arguments or type parameters. */
  const angleList = (list: TypeScript.NodeArray<TypeScript.Node>): Span => {
    const open = text.lastIndexOf("<", list.pos);
    const close = text.indexOf(">", list.end);
    return [open, close + 1];
  };
  const isDeclare = (node: TypeScript.Node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.DeclareKeyword);

  const visit = (node: TypeScript.Node): void => {
    // Declarations that exist only for the type checker.
    if (ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node) || isDeclare(node)) return void spans.push(statement(node));
    if (ts.isImportDeclaration(node) && node.importClause?.isTypeOnly) return void spans.push(statement(node));
    if (ts.isExportDeclaration(node) && node.isTypeOnly) return void spans.push(statement(node));
    if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.body === undefined) return void spans.push(statement(node));
    if (ts.isImportSpecifier(node) && node.isTypeOnly) fail(node, "A type-only import specifier");
    if (ts.isExportSpecifier(node) && node.isTypeOnly) fail(node, "A type-only export specifier");
    if (ts.isEnumDeclaration(node)) fail(node, "An enum");
    if (ts.isModuleDeclaration(node)) fail(node, "A namespace");
    if (ts.isImportEqualsDeclaration(node) || (ts.isExportAssignment(node) && node.isExportEquals)) fail(node, "'import =' or 'export ='");
    if (ts.isTypeAssertionExpression(node)) fail(node, "An angle-bracket type assertion");
    if (ts.isParameter(node) && (ts.getModifiers(node) ?? []).length > 0) fail(node, "A parameter property");
    if (ts.isParameter(node) && ts.isIdentifier(node.name) && node.name.text === "this") fail(node, "A 'this' parameter");
    if (ts.isClassDeclaration(node) || ts.isClassExpression(node)) {
      if ((ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.AbstractKeyword)) fail(node, "An abstract class");
      for (const clause of node.heritageClauses ?? []) if (clause.token === ts.SyntaxKind.ImplementsKeyword) spans.push([clause.getStart(source), clause.end]);
    }
    if (ts.isClassElement(node) && ts.canHaveModifiers(node)) {
      for (const modifier of ts.getModifiers(node) ?? []) {
        if (modifier.kind === ts.SyntaxKind.AbstractKeyword) fail(node, "An abstract member");
        const erased = [ts.SyntaxKind.PublicKeyword, ts.SyntaxKind.PrivateKeyword, ts.SyntaxKind.ProtectedKeyword, ts.SyntaxKind.ReadonlyKeyword, ts.SyntaxKind.OverrideKeyword];
        if (erased.includes(modifier.kind)) spans.push([modifier.getStart(source), modifier.end]);
      }
      if (ts.isIndexSignatureDeclaration(node)) return void spans.push(statement(node));
    }
    // Types inside code.
    if ("type" in node && node.type !== undefined && ts.isTypeNode(node.type as TypeScript.Node) && !ts.isTypeNode(node)) {
      if (ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) spans.push([node.expression.end, node.end]);
      else if (ts.isParameter(node) || ts.isVariableDeclaration(node) || ts.isPropertyDeclaration(node) || ts.isFunctionLike(node)) spans.push(annotation(node.type as TypeScript.TypeNode));
    }
    if ((ts.isParameter(node) || ts.isPropertyDeclaration(node)) && node.questionToken) spans.push([node.questionToken.getStart(source), node.questionToken.end]);
    if ((ts.isVariableDeclaration(node) || ts.isPropertyDeclaration(node)) && node.exclamationToken) spans.push([node.exclamationToken.getStart(source), node.exclamationToken.end]);
    if (ts.isNonNullExpression(node)) spans.push([node.expression.end, node.end]);
    if ((ts.isCallExpression(node) || ts.isNewExpression(node) || ts.isTaggedTemplateExpression(node) || ts.isExpressionWithTypeArguments(node)) && node.typeArguments) {
      spans.push(angleList(node.typeArguments));
    }
    if ((ts.isFunctionLike(node) || ts.isClassLike(node)) && "typeParameters" in node && node.typeParameters) spans.push(angleList(node.typeParameters as TypeScript.NodeArray<TypeScript.Node>));
    ts.forEachChild(node, (child) => {
      if (!ts.isTypeNode(child) || ts.isExpressionWithTypeArguments(child)) visit(child);
    });
  };
  visit(source);
  return eraseSpans(text, spans);
}

/**
 * prettier's TypeScript parser (typescript-estree, in `prettier/plugins/typescript`), once `loadTypeEraser` has
 * loaded it: the same module prettier loads to format, so a thread that formats statements has it in memory
 * already, while the TypeScript compiler would cost each build thread half a second to load.
 */
let estreeParse: ((text: string) => unknown) | undefined;

/** Loads what `eraseTypes` uses (see `estreeParse`). */
export async function loadTypeEraser(): Promise<void> {
  if (estreeParse) return;
  const { parsers } = await import("prettier/plugins/typescript");
  const parse = parsers.typescript.parse as (text: string, options: object) => unknown;
  // A `.ts` path: parsed as TypeScript without JSX (as toJavaScript parses), and only so (without a path, the parser
  // tries JSX and not, a second parse for some texts).
  estreeParse = (text) => parse(text, { filepath: "statement.ts" });
}

/**
 * `toJavaScript(text)`, without the TypeScript compiler when the text is what generated code is made of: type
 * annotations of parameters, variables and return types, `as`/`satisfies`/`!` after a plain expression, and
 * `import type` declarations, read from prettier's parse of it (`loadTypeEraser`, else straight to
 * `toJavaScript`). Any other TypeScript syntax (an escape-hatch block may hold anything), or text that parser
 * refuses, goes to `toJavaScript`, which decides what it becomes, or throws EmitError. The spans erased are
 * those `toJavaScript` erases: an annotation from its colon to the end of its type (typescript-estree's range of
 * a type annotation is exactly that), a whole statement with its line break. A test checks both against each
 * other on every statement of the bundled sets and on random compositions of such syntax.
 */
export function eraseTypes(text: string): string {
  return eraseTypesByParse(text) ?? toJavaScript(text);
}

/** `eraseTypes` without going to `toJavaScript`: undefined where it would (or before `loadTypeEraser`). */
export function eraseTypesByParse(text: string): string | undefined {
  const spans = estreeParse ? erasableSpans(text, estreeParse) : undefined;
  return spans ? eraseSpans(text, spans) : undefined;
}

interface EstreeNode {
  type: string;
  range: [number, number];
  [key: string]: unknown;
}

/** Keys of typescript-estree nodes that hold no child to visit. */
const NOT_CHILDREN = new Set(["range", "loc", "comments", "tokens", "parent"]);

/** The spans `toJavaScript` would erase from `text`, or undefined when it holds syntax only `toJavaScript` handles. */
function erasableSpans(text: string, parse: (text: string) => unknown): Span[] | undefined {
  let program: unknown;
  try {
    program = parse(text);
  } catch {
    return undefined;
  }
  if (typeof program !== "object" || program === null || (program as EstreeNode).type !== "Program") return undefined;
  const spans: Span[] = [];
  /** An `as`/`satisfies`/`!` after its expression with nothing but spaces between them (no parenthesis, no comment). */
  const after = (node: EstreeNode, operator: RegExp): boolean => {
    const expression = node.expression as EstreeNode;
    if (!operator.test(text.slice(expression.range[1], node.range[1]))) return false;
    spans.push([expression.range[1], node.range[1]]);
    return visit(expression);
  };
  const visit = (node: EstreeNode): boolean => {
    switch (node.type) {
      case "ImportDeclaration":
        if (node.importKind === "type") {
          let end = node.range[1];
          if (text[end] === "\r") end++;
          if (text[end] === "\n") end++;
          spans.push([node.range[0], end]);
          return true;
        }
        break;
      case "ImportSpecifier":
      case "ExportSpecifier":
        if (node.importKind === "type" || node.exportKind === "type") return false;
        break;
      case "ExportNamedDeclaration":
      case "ExportAllDeclaration":
        if (node.exportKind === "type") return false;
        break;
      case "Identifier":
        if (node.optional === true || node.name === "this") return false;
        break;
      case "VariableDeclarator":
        if (node.definite === true) return false;
        break;
      case "TSAsExpression":
      case "TSSatisfiesExpression":
        return after(node, /^ +(?:as|satisfies) [^]*$/);
      case "TSNonNullExpression":
        return after(node, /^!$/);
    }
    if (node.declare === true || /^(?:TS|JSX|Class|Decorator)/.test(node.type)) return false;
    for (const key in node) {
      if (NOT_CHILDREN.has(key)) continue;
      const value = node[key];
      if (typeof value !== "object" || value === null) continue;
      if ((key === "typeAnnotation" || key === "returnType") && (value as EstreeNode).type === "TSTypeAnnotation") {
        const range = (value as EstreeNode).range;
        if (text[range[0]] !== ":") return false;
        spans.push([range[0], range[1]]);
        continue;
      }
      if ((key === "typeArguments" || key === "typeParameters") && value !== null) return false;
      if (Array.isArray(value)) {
        for (const child of value) if (typeof child === "object" && child !== null && typeof child.type === "string" && !visit(child as EstreeNode)) return false;
      } else if (typeof (value as EstreeNode).type === "string" && !visit(value as EstreeNode)) return false;
    }
    return true;
  };
  return visit(program as EstreeNode) ? spans : undefined;
}

/** `text` without `spans` (a span inside one erased already is skipped). */
function eraseSpans(text: string, spans: Span[]): string {
  spans.sort((a, b) => a[0] - b[0]);
  let output = "";
  let at = 0;
  for (const [start, end] of spans) {
    if (start < at) continue; // inside a span already erased
    output += text.slice(at, start);
    at = end;
  }
  return output + text.slice(at);
}

/** The module's declarations, led by its header comment (the `//` lines it starts with). */
export function toDeclarations(text: string, fileName = "module.ts"): string {
  const ts = typescript();
  const { outputText, diagnostics } = ts.transpileDeclaration(text, { fileName, reportDiagnostics: true, compilerOptions: { newLine: ts.NewLineKind.LineFeed } });
  if (diagnostics && diagnostics.length > 0) {
    const first = diagnostics[0];
    throw new EmitError(`no declarations for this module: ${ts.flattenDiagnosticMessageText(first.messageText, "\n")}`, first.start ?? 0);
  }
  const header = /^(?:\/\/[^\n]*\n)*/.exec(text)![0];
  return header + outputText;
}

/** The header of a card module's declarations: the same for every card, so that their files are (see below). */
export const CARD_DECLARATIONS_HEADER = "// Generated by cardscript: the types of a card module (its card is in the .js beside it). Do not edit: build again.\n";

/**
 * The declarations of a card module (codegen.ts `generateModule`), as `toDeclarations` gives them (with
 * `CARD_DECLARATIONS_HEADER` for the module's header), without the TypeScript compiler: a card module exports
 * only `cards` and its first card, both of types it imports from the runtime, and its functions and escape-hatch
 * blocks are never exported (a block is a function's body), so its declarations depend on nothing else.
 * `runtimeImport`: the module specifier of its type import. Every module of one card (a build's) has the same
 * declarations, byte for byte: generate.ts writes them once per folder and links the others to that file. A
 * test checks it against `toDeclarations` over the bundled cards.
 */
export function cardModuleDeclarations(runtimeImport: string, cardCount: number): string {
  const header = CARD_DECLARATIONS_HEADER;
  const imports = `import type { CardDefinition } from ${stringLiteral(runtimeImport)};\n`;
  const cards = "/** Every card of the file, in order. */\nexport declare const cards: readonly CardDefinition[];\n";
  if (cardCount === 0) return `${header}${imports}${cards}declare const _default: undefined;\nexport default _default;\n`;
  return `${header}${imports}declare const card0: CardDefinition;\n${cards}export default card0;\n`;
}
