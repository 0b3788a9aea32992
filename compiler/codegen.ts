/**
 * Code generation: cards (AST) → the text of one TypeScript module, before formatting.
 *
 * ts-morph is the generation layer: the module is one `SourceFileStructure` (header, a type-only import of the
 * runtime, one `const` per token and card, the exports) printed in a single batch with `printStructure`; the
 * card definitions are object literals written by writer functions. Nothing is parsed or manipulated node by
 * node (that re-parses the file on every call). `format.ts` then runs prettier over the result.
 *
 * The module imports the runtime's types only (`import type`), so it has no run-time dependency at all: it
 * loads wherever it is put, and the type import only has to resolve for type checking.
 *
 * Each ability's code starts with a `// from <file>:<line>:<column>` comment naming its card-file position, so
 * that a stack trace through generated code leads back to the card text; escape-hatch blocks are emitted in
 * place as the body of `resolve(ctx: EffectContext)`, after a `// escape-hatch block from …` comment. Both
 * comments also let `typecheck.ts` map type errors back to the card file.
 */
import { printStructure, StructureKind, ts, VariableDeclarationKind, type SourceFileStructure, type StatementStructures } from "ts-morph";
import type {
  Ability,
  AbilityBody,
  Card,
  Implementation,
  Keyword,
  ReplacementAbility,
  SourceRange,
  StaticAbility,
  TargetSpec,
  TokenSpec,
  Trigger,
} from "../grammar/ast.js";
import type { Diagnostic } from "../grammar/diagnostics.js";
import { printAbility } from "../grammar/printer.js";
import {
  compileEffect,
  filterPredicate,
  FunctionScope,
  manaLiteral,
  recipientMatch,
  tokenName,
  withAmount,
  type CompileProblem,
} from "./effects.js";
import { commentText, stringArrayLiteral, stringLiteral } from "./literals.js";

/** Diagnostic code for a construct the compiler cannot express (see CompileProblem). */
export const CANNOT_COMPILE = "CS4001";

export interface ModuleOptions {
  /** The card file's path as shown in the header, comments and source locations (forward slashes). */
  sourcePath: string;
  /** Module specifier of the type-only runtime import, e.g. "cardscript/runtime" or "../runtime.js". */
  runtimeImport: string;
}

/** Where an escape-hatch block came from, so that type errors inside it map back to the card file. */
export interface EscapeHatchOrigin {
  /** The dedented code as emitted (one generated line per code line). */
  code: string;
  codeRange: SourceRange;
}

export interface GeneratedModule {
  /** Unformatted module text (format.ts formats it). */
  text: string;
  /** Constructs that could not be compiled (errors); the module must not be written when there are any. */
  diagnostics: Diagnostic[];
  escapeHatches: EscapeHatchOrigin[];
}

/** The comment that starts every ability's code. */
export const ABILITY_MARKER = "// from ";
/** The comment right before an escape-hatch block's first line. */
export const ESCAPE_HATCH_MARKER = "// escape-hatch block from ";

/** Generates one module defining `cards` (default export: the first card; `cards`: all of them, in order). */
export function generateModule(cards: readonly Card[], options: ModuleOptions): GeneratedModule {
  const writer = new CardWriter(options.sourcePath);
  const cardInitializers = cards.map((card) => writer.card(card));
  const needed = writer.usedTypes();
  const statements: StatementStructures[] = [
    {
      kind: StructureKind.ImportDeclaration,
      isTypeOnly: true,
      namedImports: [...needed].sort(),
      moduleSpecifier: options.runtimeImport,
    },
  ];
  for (const [index, token] of writer.tokens.entries()) {
    statements.push({
      kind: StructureKind.VariableStatement,
      declarationKind: VariableDeclarationKind.Const,
      declarations: [{ kind: StructureKind.VariableDeclaration, name: `token${index}`, type: "TokenDefinition", initializer: (w) => void w.write(token) }],
    });
  }
  for (const [index, initializer] of cardInitializers.entries()) {
    statements.push({
      kind: StructureKind.VariableStatement,
      declarationKind: VariableDeclarationKind.Const,
      declarations: [{ kind: StructureKind.VariableDeclaration, name: `card${index}`, type: "CardDefinition", initializer: (w) => void w.write(initializer) }],
    });
  }
  statements.push(
    {
      kind: StructureKind.VariableStatement,
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      leadingTrivia: "/** Every card of the file, in order. */\n",
      declarations: [
        {
          kind: StructureKind.VariableDeclaration,
          name: "cards",
          type: "readonly CardDefinition[]",
          initializer: `[${cardInitializers.map((_, index) => `card${index}`).join(", ")}]`,
        },
      ],
    },
    { kind: StructureKind.ExportAssignment, isExportEquals: false, expression: cards.length > 0 ? "card0" : "undefined" },
  );
  const structure: SourceFileStructure = {
    kind: StructureKind.SourceFile,
    leadingTrivia: `// Generated by cardscript from ${commentText(options.sourcePath)}. Do not edit: change the card file and build again.\n`,
    statements,
  };
  const text = printStructure(structure, { indentNumberOfSpaces: 2 });
  const diagnostics = writer.problems.map(
    (problem): Diagnostic => ({
      file: options.sourcePath,
      range: problem.range,
      severity: "error",
      code: CANNOT_COMPILE,
      message: problem.message,
    }),
  );
  return { text, diagnostics, escapeHatches: writer.escapeHatches };
}

/** Writes the object literals of one module's cards. Collects the tokens the cards create. */
class CardWriter {
  readonly problems: CompileProblem[] = [];
  readonly escapeHatches: EscapeHatchOrigin[] = [];
  /** Token definition literals, deduplicated by text; index = `token<index>`. */
  readonly tokens: string[] = [];
  private readonly types = new Set<string>(["CardDefinition"]);
  /** The card being written (its name is how the printer writes self-references). */
  private currentCard: Card | undefined;

  constructor(private readonly sourcePath: string) {}

  usedTypes(): Set<string> {
    return this.types;
  }

  card(card: Card): string {
    this.currentCard = card;
    const keywords: Keyword[] = [];
    for (const ability of card.abilities) {
      if (ability.kind !== "Keywords") continue;
      for (const { keyword } of ability.keywords) if (!keywords.includes(keyword)) keywords.push(keyword);
    }
    const cardTokens: number[] = [];
    const abilities: string[] = [];
    let spell: string | undefined;
    for (const ability of card.abilities) {
      if (ability.kind === "Keywords") continue;
      if (ability.kind === "Spell") {
        spell = this.spell(ability.body, ability, cardTokens);
        continue;
      }
      abilities.push(this.ability(ability, cardTokens));
    }
    const colors = (["W", "U", "B", "R", "G"] as const).filter((color) =>
      card.cost?.symbols.some((symbol) => symbol.kind === "Colored" && symbol.color === color),
    );
    const fields = [
      `name: ${stringLiteral(card.name)}`,
      `manaCost: ${card.cost ? manaLiteral(card.cost, false) : "null"}`,
      `colors: ${stringArrayLiteral(colors)}`,
      `supertypes: ${stringArrayLiteral(card.typeLine.supertypes)}`,
      `types: ${stringArrayLiteral(card.typeLine.types)}`,
      `subtypes: ${stringArrayLiteral(card.typeLine.subtypes.map((subtype) => subtype.name))}`,
    ];
    if (card.loyalty) fields.push(`loyalty: ${card.loyalty.value}`);
    if (card.powerToughness) {
      fields.push(`power: ${card.powerToughness.power ?? "null"}`, `toughness: ${card.powerToughness.toughness ?? "null"}`);
    }
    fields.push(`keywords: ${stringArrayLiteral(keywords)}`);
    fields.push(`abilities: [${abilities.map((ability) => `\n${ability}`).join(",")}${abilities.length > 0 ? ",\n" : ""}]`);
    if (spell !== undefined) fields.push(`spell: ${spell}`);
    if (cardTokens.length > 0) fields.push(`tokens: [${cardTokens.map((index) => `token${index}`).join(", ")}]`);
    fields.push(`text: [${card.abilities.map((ability) => `\n${stringLiteral(this.abilityText(ability))}`).join(",")}${card.abilities.length > 0 ? ",\n" : ""}]`);
    fields.push(`source: ${this.location(card.range)}`);
    return `{\n${fields.join(",\n")},\n}`;
  }

  // -------------------------------------------------------------------------------------------------------

  private ability(ability: Exclude<Ability, { kind: "Keywords" | "Spell" }>, cardTokens: number[]): string {
    const common = [`text: ${stringLiteral(this.abilityText(ability))}`, `source: ${this.location(ability.range)}`];
    switch (ability.kind) {
      case "Activated": {
        const cost: string[] = [];
        if (ability.cost.mana) cost.push(`mana: ${manaLiteral(ability.cost.mana, false)}`);
        if (ability.cost.tap) cost.push("tap: true");
        const isManaAbility =
          ability.body.kind === "Effects" &&
          ability.body.targets.length === 0 &&
          ability.body.effects.length > 0 &&
          ability.body.effects.every((effect) => effect.kind === "AddMana");
        return this.object([
          `kind: "activated"`,
          ...common,
          `cost: { ${cost.join(", ")} }`,
          ...(isManaAbility ? ["mana: true"] : []),
          `targets: ${this.targets(ability.body)}`,
          this.resolve(ability.body, ability.range, cardTokens),
        ]);
      }
      case "Loyalty": {
        const { sign, amount } = ability.cost;
        const loyalty =
          amount === "X" ? (sign === "-" ? `"-X"` : undefined) : sign === "-" ? String(-amount) : sign === "+" ? String(amount) : "0";
        if (loyalty === undefined) {
          this.problems.push({ range: ability.cost.range, message: "Only a loyalty cost of −X may use X (212.9f); write the cost as −X or as a number." });
        }
        return this.object([
          `kind: "activated"`,
          ...common,
          `cost: { loyalty: ${loyalty ?? "0"} }`,
          `targets: ${this.targets(ability.body)}`,
          this.resolve(ability.body, ability.range, cardTokens),
        ]);
      }
      case "Triggered":
        return this.object([
          `kind: "triggered"`,
          ...common,
          `trigger: ${triggerLiteral(ability.trigger)}`,
          `targets: ${this.targets(ability.body)}`,
          this.resolve(ability.body, ability.range, cardTokens),
        ]);
      case "Static":
        return this.staticAbility(ability);
      case "Replacement":
        return this.replacement(ability);
    }
  }

  private spell(body: AbilityBody, ability: Ability, cardTokens: number[]): string {
    return this.object([
      `text: ${stringLiteral(this.abilityText(ability))}`,
      `source: ${this.location(ability.range)}`,
      `targets: ${this.targets(body)}`,
      this.resolve(body, ability.range, cardTokens),
    ]);
  }

  private staticAbility(ability: StaticAbility): string {
    this.types.add("StaticContext");
    const scope = new FunctionScope("static", this.problems, ability.effect.range);
    const effect = ability.effect;
    const body = withAmount(effect.power, scope, (power) =>
      withAmount(effect.toughness, scope, (toughness) => `return { power: ${power}, toughness: ${toughness} };`),
    );
    return this.object([
      `kind: "static"`,
      `text: ${stringLiteral(this.abilityText(ability))}`,
      `source: ${this.location(ability.range)}`,
      `powerToughness(ctx: StaticContext): { power: number; toughness: number } {\n${this.marker(ability.range)}\n${body}\n${
        body.startsWith("return") ? "" : "return { power: 0, toughness: 0 };"
      }\n}`,
    ]);
  }

  private replacement(ability: ReplacementAbility): string {
    this.types.add("StaticContext");
    const replacement = ability.replacement;
    const scope = new FunctionScope("static", this.problems, replacement.range);
    const marker = this.marker(ability.range);
    const common = [`text: ${stringLiteral(this.abilityText(ability))}`, `source: ${this.location(ability.range)}`];
    const rule = (event: string, effectsOnly: boolean, applies: string, apply: string, applyUsesCtx: boolean): string => {
      if (applyUsesCtx) this.types.add("EffectContext");
      this.types.add("ReplaceableEvent");
      const eventType = `Extract<ReplaceableEvent, { kind: ${stringLiteral(event)} }>`;
      return this.object([
        `kind: "replacement"`,
        ...common,
        `event: ${stringLiteral(event)}`,
        `effectsOnly: ${effectsOnly}`,
        `applies(event: ${eventType}, ctx: StaticContext): boolean {\n${marker}\n${applies}\n}`,
        `apply(event: ${eventType}${applyUsesCtx ? ", ctx: EffectContext" : ""}): ${eventType} {\n${marker}\n${apply}\n}`,
      ]);
    };
    switch (replacement.kind) {
      case "MultiplyTokens": {
        let condition = "event.count > 0";
        if (replacement.controller.kind === "You") condition += " && event.controller === ctx.controller";
        else if (replacement.controller.kind !== "EachPlayer") {
          scope.problem("Token doubling can only watch tokens put into play under \"your\" control or any player's.");
        }
        return rule("createTokens", true, `return ${condition};`, `return { ...event, count: event.count * ${replacement.factor} };`, false);
      }
      case "MultiplyCounters": {
        // A permanent "you control": counters an object comes into play with are placed on the permanent it
        // becomes, under the player it comes into play under (event.controller); otherwise the object must
        // already be in play.
        const matches = filterPredicate(replacement.on, "object", "controller", scope);
        const applies = [
          "if (event.count <= 0) return false;",
          "const object = ctx.object(event.object);",
          "if (object === undefined) return false;",
          `if (!event.entering && object.zone !== "play") return false;`,
          "const controller = (event.entering ? event.controller : undefined) ?? object.controller;",
          `return ${matches};`,
        ].join("\n");
        return rule("putCounters", true, applies, `return { ...event, count: event.count * ${replacement.factor} };`, false);
      }
      case "RedirectDamage": {
        if (replacement.to.kind !== "Self") {
          scope.problem("Damage can only be redirected to the permanent that has the ability.");
        }
        const applies = [
          "if (event.amount <= 0 || event.recipient === ctx.self) return false;",
          recipientMatch(replacement.from, "event.recipient", scope),
        ].join("\n");
        return rule("damage", false, applies, "return { ...event, recipient: ctx.self };", true);
      }
      case "EntersWithCounters": {
        const counter = stringLiteral(replacement.counter);
        const add = withAmount(
          replacement.amount,
          scope,
          (amount) => `return { ...event, counters: { ...event.counters, [${counter}]: (event.counters[${counter}] ?? 0) + ${amount} } };`,
        );
        return rule("entersPlay", false, "return event.object === ctx.self;", add || "return event;", false);
      }
    }
  }

  // -------------------------------------------------------------------------------------------------------

  /** `resolve(ctx: EffectContext): void { … }` for a body of sentences or an escape-hatch block. */
  private resolve(body: AbilityBody, abilityRange: SourceRange, cardTokens: number[]): string {
    this.types.add("EffectContext");
    const head = `resolve(ctx: EffectContext): void {\n${this.marker(abilityRange)}`;
    if (body.kind === "Implementation") return `${head}\n${this.escapeHatch(body)}\n}`;
    const scope = new FunctionScope("effect", this.problems, body.range);
    const statements = body.effects.map((effect) =>
      compileEffect(effect, scope, { token: (token) => `token${this.token(token, cardTokens)}` }),
    );
    return [head, ...scope.targetDeclarations(), ...statements, "}"].join("\n");
  }

  private escapeHatch(block: Implementation): string {
    if (!isFunctionBody(block.code)) {
      this.problems.push({
        range: block.codeRange,
        message:
          "The escape-hatch block must be the statements of one function body (the body of resolve(ctx)); its braces close that function early or leave it open. Balance the braces in the block.",
      });
    }
    this.escapeHatches.push({ code: block.code, codeRange: block.codeRange });
    const { line, column } = block.codeRange.start;
    // The code goes in verbatim, each line at column 0, so that line k of the block is the k-th line after the
    // marker (typecheck.ts relies on it) and a multi-line template literal keeps its exact text.
    return `${ESCAPE_HATCH_MARKER}${commentText(this.sourcePath)}:${line}:${column}\n${block.code.replace(/\r\n?/g, "\n")}\n`;
  }

  private token(token: TokenSpec, cardTokens: number[]): number {
    this.types.add("TokenDefinition");
    const abilities = token.abilities.map((ability) => this.staticAbility(ability));
    const literal = this.object([
      `name: ${stringLiteral(tokenName(token))}`,
      `colors: ${stringArrayLiteral(token.colors)}`,
      `types: ${stringArrayLiteral(token.types)}`,
      `subtypes: ${stringArrayLiteral(token.subtypes)}`,
      `power: ${token.power ?? "null"}`,
      `toughness: ${token.toughness ?? "null"}`,
      `keywords: ${stringArrayLiteral(token.keywords)}`,
      `abilities: [${abilities.join(", ")}]`,
    ]);
    let index = this.tokens.indexOf(literal);
    if (index < 0) index = this.tokens.push(literal) - 1;
    if (!cardTokens.includes(index)) cardTokens.push(index);
    return index;
  }

  private targets(body: AbilityBody): string {
    if (body.kind !== "Effects") return "[]";
    return `[${body.targets.map((target) => this.target(target)).join(", ")}]`;
  }

  private target(target: TargetSpec): string {
    const fields = [`min: ${target.min}`, `max: ${target.max}`, `players: ${target.players}`];
    const filter = target.objects;
    if (filter) {
      const objects: string[] = [];
      if (filter.types.length > 0) objects.push(`types: ${stringArrayLiteral(filter.types)}`);
      if (filter.excludedTypes.length > 0) objects.push(`excludedTypes: ${stringArrayLiteral(filter.excludedTypes)}`);
      if (filter.zone !== "play") objects.push(`zone: ${stringLiteral(filter.zone)}`);
      if (filter.controller) {
        if (filter.controller.kind === "You") objects.push(`controller: "you"`);
        else this.problems.push({ range: target.range, message: "A target can only be restricted to permanents \"you control\"; rewrite the target, or give the ability an escape-hatch block." });
      }
      if (filter.other) objects.push("other: true");
      if (filter.manaValueAtMost) {
        if (filter.manaValueAtMost.kind === "Number") objects.push(`manaValueAtMost: ${filter.manaValueAtMost.value}`);
        else this.problems.push({ range: target.range, message: "A target's converted mana cost limit must be a number; rewrite the target, or give the ability an escape-hatch block." });
      }
      fields.push(`objects: { ${objects.join(", ")} }`);
    }
    return `{ ${fields.join(", ")} }`;
  }

  private object(fields: string[]): string {
    return `{\n${fields.join(",\n")},\n}`;
  }

  private location(range: SourceRange): string {
    return `{ file: ${stringLiteral(this.sourcePath)}, line: ${range.start.line}, column: ${range.start.column} }`;
  }

  private marker(range: SourceRange): string {
    return `${ABILITY_MARKER}${commentText(this.sourcePath)}:${range.start.line}:${range.start.column}`;
  }

  /**
   * An ability's printed text in the 2007 wording (AbilityBase.text), by the grammar's one printer, so a card
   * written in the current wording shows the same text. An escape-hatch block's code is not text.
   */
  private abilityText(ability: Ability): string {
    if (!this.currentCard) throw new Error("abilityText called outside a card");
    return printAbility(this.currentCard, ability, "2007").text;
  }
}

/**
 * Whether `code` is exactly the statements of one function body: wrapped in a function, it must parse as that
 * single function whose body ends at the wrapper's closing brace. Code that closes the function early and opens
 * another construct (`}, other() {`) would otherwise change the generated object around it.
 */
function isFunctionBody(code: string): boolean {
  const prefix = "(function (ctx: unknown): void {\n";
  const wrapped = `${prefix}${code}\n});\n`;
  const file = ts.createSourceFile("escape-hatch.ts", wrapped, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  if (file.statements.length !== 1) return false;
  const statement = file.statements[0];
  if (!ts.isExpressionStatement(statement) || !ts.isParenthesizedExpression(statement.expression)) return false;
  const fn = statement.expression.expression;
  if (!ts.isFunctionExpression(fn)) return false;
  return fn.body.getStart(file) === prefix.length - 2 && fn.body.end === wrapped.length - "\n});\n".length + 2;
}

function triggerLiteral(trigger: Trigger): string {
  switch (trigger.kind) {
    case "EntersPlay":
      return `{ kind: "entersPlay" }`;
    case "LeavesPlay":
      return `{ kind: "leavesPlay" }`;
    case "BeginningOfStep":
      return `{ kind: "beginningOfStep", step: ${stringLiteral(trigger.step)}, whose: ${stringLiteral(trigger.whose)} }`;
  }
}
