/**
 * Code generation: cards (AST) → one TypeScript module: a list of top-level statements, each either *code* or
 * *data*, printed together by module-printer.ts.
 *
 * - Code: every piece of behaviour (an ability's `resolve`, a replacement's `applies`/`apply`, a
 *   characteristic-defining `powerToughness`) is a top-level function declaration whose text holds nothing
 *   card-specific: no card name and no file path, and a name derived from the hash of its own code
 *   (`resolve_<hash>`), so that the same sentence compiles to the same text in every module. Its card-file
 *   position goes in line comments placed before it (`// from <file>:<line>:<column>`, and for an escape-hatch
 *   block `// escape-hatch block from …`), which lead a stack trace back to the card text and let
 *   `typecheck.ts` map type errors back to the card file. The code is left unformatted here: `format.ts` runs
 *   prettier over each distinct declaration text once per build (generate.ts).
 * - Data: the card and token definitions (`const card0: CardDefinition = { … }`), whose abilities refer to the
 *   functions by name, and the module's exports, printed directly in prettier's layout by `data-printer.ts`.
 *   Card text (names, ability texts, file paths) lives only here, as string literals (literals.ts).
 *
 * The module is printed as a list of finished statement texts (module-printer.ts, the layout ts-morph's
 * `printStructure` gave it), and its JavaScript for `--emit js` from each statement's JavaScript
 * (`renderJavaScriptModule`): nothing is parsed or manipulated node by node, and generating a card loads neither
 * ts-morph nor the TypeScript compiler (only the check of an escape-hatch block's braces does, on first use).
 *
 * The module imports the runtime's types only (`import type`), so it has no run-time dependency at all: it
 * loads wherever it is put, and the type import only has to resolve for type checking.
 */
import { activationCostData, manaCostData, movesItselfFromGraveyard } from "./costs.js";
import { createRequire } from "node:module";
import type {
  Ability,
  AbilityBody,
  ActivatedAbility,
  Card,
  EquipAbility,
  KeywordCostAbility,
  Effect,
  Effects,
  Implementation,
  ImplementedAbility,
  Keyword,
  ObjectFilter,
  ReplacementAbility,
  SourceRange,
  SpellAbility,
  StaticAbility,
  TargetSpec,
  TokenSpec,
  TriggeredAbility,
  ObjectSet,
} from "../grammar/ast.js";
import type { Diagnostic } from "../grammar/diagnostics.js";
import type { ReplaceableEvent, ReplaceableEventKind } from "../runtime/definition.js";
import { printAbility, printQuotedAbility } from "../grammar/printer.js";
import { grantedSelfWords } from "../grammar/words.js";
import { oneLineData, printData, Ref, type Data, type DataObject } from "./data-printer.js";
import { compileEffect, compileReplacement, compileStatic, compileTrigger, resolutionOrder } from "../families/codegen.js";
import type { AbilityEmitter } from "./family.js";
import {
  FunctionScope,
  manaCounts,
  tokenName,
  type CompileProblem,
  type EffectEmitHooks,
} from "./effects.js";
import { commentText, stringLiteral } from "./literals.js";
import { shortHash } from "./names.js";
import { mergeSpellLines } from "./spell-lines.js";
import { spellModes } from "./modes.js";
import { interveningIfData } from "./intervening-if.js";
import { characteristicData } from "./filter-data.js";
import { printModule } from "./module-printer.js";

/** Diagnostic code for a construct the compiler cannot express (see CompileProblem). */
export const CANNOT_COMPILE = "CS4001";

export interface ModuleOptions {
  /** The card file's path as shown in the header, comments and source locations (forward slashes). */
  sourcePath: string;
  /** Module specifier of the type-only runtime import, e.g. "cardscript/runtime" or "../runtime.js". */
  runtimeImport: string;
  /**
   * "prettier" (default): data laid out by data-printer.ts. "one-line": every data literal on one line, never
   * expanded; tests give this to prettier to check that it lays the data out exactly as the printer does.
   */
  dataLayout?: "prettier" | "one-line";
}

/** Where an escape-hatch block came from, so that type errors inside it map back to the card file. */
export interface EscapeHatchOrigin {
  /** The dedented code as emitted (one generated line per code line). */
  code: string;
  codeRange: SourceRange;
}

/** A top-level declaration of code: prettier formats `text`; `comments` are written before it as they are. */
export interface CodeStatement {
  kind: "code";
  /** Line comments naming card-file positions (`// from …`), one per element. */
  comments: string[];
  /** The declaration, unformatted. Holds nothing card-specific, so equal code gives equal text. */
  text: string;
  /** The escape-hatch block in this declaration, if any. */
  escapeHatch?: EscapeHatchOrigin;
  /** The statement exists only for the type checker (the `import type` of the runtime): JavaScript has none of it. */
  typeOnly?: true;
}

/** A top-level statement of data, already in prettier's layout. */
export interface DataStatement {
  kind: "data";
  text: string;
  /**
   * The statement as JavaScript (`--emit js`), when it differs: the head's type annotation erased. The data
   * itself never holds a type (data-printer.ts), so erasing the head is all `emit-js.ts` would do.
   */
  javascript?: string;
}

export type ModuleStatement = CodeStatement | DataStatement;

export interface GeneratedModule {
  /** The header comment (first line of the module, with its line break). */
  header: string;
  statements: ModuleStatement[];
  /**
   * The module with its code unformatted (what `typecheck.ts` checks: there each escape-hatch line sits at a
   * known line). Printed on first use.
   */
  readonly text: string;
  /** Constructs that could not be compiled (errors); the module must not be written when there are any. */
  diagnostics: Diagnostic[];
  escapeHatches: EscapeHatchOrigin[];
}

/** The comment before each ability's code. */
export const ABILITY_MARKER = "// from ";
/**
 * The comment before a function whose body is an escape-hatch block: it is followed by the function's first line
 * (`function resolve_…(ctx: EffectContext): void {`), then by the block, line for line (position-map.ts).
 */
export const ESCAPE_HATCH_MARKER = "// escape-hatch block from ";

/**
 * The module text: the header, then each statement, code given by `code` (its formatted text, or the
 * unformatted text as is), printed by module-printer.ts (ts-morph's layout, without loading ts-morph).
 */
export function renderModule(module: Pick<GeneratedModule, "header" | "statements">, code: (statement: CodeStatement) => string): string {
  return printModule(
    module.header,
    module.statements.map((statement) => (statement.kind === "data" ? { text: statement.text } : { comments: statement.comments, text: code(statement) })),
  );
}

/**
 * The module as JavaScript (`--emit js`), from the JavaScript of each code statement (`code`: its formatted text
 * with the types erased): type-only statements dropped, data statements' heads without their annotations. Equal
 * to erasing the types of `renderModule`'s text (emit-js.ts `toJavaScript`; a test checks it).
 */
export function renderJavaScriptModule(module: Pick<GeneratedModule, "header" | "statements">, code: (statement: CodeStatement) => string): string {
  return printModule(
    module.header,
    module.statements.flatMap((statement) =>
      statement.kind === "data" ? [{ text: statement.javascript ?? statement.text }] : statement.typeOnly ? [] : [{ comments: statement.comments, text: code(statement) }],
    ),
  );
}

/** Generates one module defining `cards` (default export: the first card; `cards`: all of them, in order). */
export function generateModule(cards: readonly Card[], options: ModuleOptions): GeneratedModule {
  const writer = new ModuleWriter(options.sourcePath, options.dataLayout ?? "prettier");
  const cardData = cards.map((card) => writer.card(card));
  const statements: ModuleStatement[] = [{ kind: "code", comments: [], text: importDeclaration([...writer.usedTypes()].sort(), options.runtimeImport), typeOnly: true }];
  statements.push(...writer.functions);
  // Each data statement's head is its only typed part: its JavaScript is the statement without the annotation.
  const untyped = (statement: DataStatement, annotation: string): DataStatement => ({ ...statement, javascript: statement.text.replace(annotation, "") });
  writer.tokens.forEach((token, index) => statements.push(untyped(writer.constant(`const token${index}: TokenDefinition = `, token.data), ": TokenDefinition")));
  cardData.forEach((data, index) => statements.push(untyped(writer.constant(`const card${index}: CardDefinition = `, data), ": CardDefinition")));
  statements.push(
    untyped(
      writer.constant(
        "/** Every card of the file, in order. */\nexport const cards: readonly CardDefinition[] = ",
        cardData.map((_, index) => new Ref(`card${index}`)),
      ),
      ": readonly CardDefinition[]",
    ),
    { kind: "data", text: `export default ${cards.length > 0 ? "card0" : "undefined"};` },
  );
  const header = `// Generated by cardscript from ${commentText(options.sourcePath)}. Do not edit: change the card file and build again.\n`;
  const diagnostics = writer.problems.map(
    (problem): Diagnostic => ({
      file: options.sourcePath,
      range: problem.range,
      severity: "error",
      code: CANNOT_COMPILE,
      message: problem.message,
    }),
  );
  let text: string | undefined;
  return {
    header,
    statements,
    get text() {
      return (text ??= renderModule({ header, statements }, (statement) => statement.text));
    },
    diagnostics,
    escapeHatches: writer.escapeHatches,
  };
}

/** `import type { … } from "<runtime>";` (formatted with the code: prettier breaks it when it is too long). */
function importDeclaration(namedImports: string[], moduleSpecifier: string): string {
  return `import type { ${namedImports.join(", ")} } from ${stringLiteral(moduleSpecifier)};`;
}

/**
 * The fields of each replaceable event after `kind`, in the order the runtime builds them (runtime/definition.ts
 * `ReplaceableEvent`; the types below fail to compile if a field is missing or unknown).
 */
const EVENT_FIELDS = {
  damage: ["source", "recipient", "amount", "combat", "byEffect"],
  createTokens: ["controller", "count", "token", "byEffect"],
  putCounters: ["object", "counter", "count", "entering", "byEffect", "controller"],
  entersPlay: ["object", "controller", "counters", "tapped", "byEffect", "x", "copyOf", "chosen"],
  destroy: ["object", "byEffect", "canRegenerate", "regenerate"],
  drawCard: ["player", "count", "byEffect"],
  gainLife: ["player", "amount", "byEffect"],
} as const satisfies { [K in ReplaceableEventKind]: readonly EventField<K>[] };

type EventField<K extends ReplaceableEventKind> = Exclude<keyof Extract<ReplaceableEvent, { kind: K }>, "kind">;
type UnlistedEventField = { [K in ReplaceableEventKind]: Exclude<EventField<K>, (typeof EVENT_FIELDS)[K][number]> }[ReplaceableEventKind];
const everyEventFieldListed: [UnlistedEventField] extends [never] ? true : never = true;
void everyEventFieldListed;

/**
 * `return` of the event with some fields replaced (field → expression), as a literal of all its fields rather
 * than `{ ...event, field: value }` (DEVELOPERS.md: no spread-then-field copies on hot paths; these run tens of
 * times a game). An optional field absent from the event (`controller` of putCounters) is undefined in the
 * copy, which the runtime reads the same way.
 */
function eventWith(kind: ReplaceableEventKind, replaced: Partial<Record<string, string>>): string {
  const fields = EVENT_FIELDS[kind].map((field) => `${field}: ${replaced[field] ?? `event.${field}`}`);
  return `return { kind: event.kind, ${fields.join(", ")} };`;
}

/** Writes one module's cards as data, and their behaviour as function declarations. */
class ModuleWriter {
  readonly problems: CompileProblem[] = [];
  readonly escapeHatches: EscapeHatchOrigin[] = [];
  /** The function declarations, in order of creation. */
  readonly functions: CodeStatement[] = [];
  /** Token definitions, deduplicated by their one-line text; index = `token<index>`. */
  readonly tokens: { key: string; data: DataObject }[] = [];
  private readonly types = new Set<string>(["CardDefinition"]);
  /** Function names taken, and the declaration (comments and text) each stands for. */
  private readonly functionNames = new Map<string, string>();
  /** The card being written (its name is how the printer writes self-references). */
  private currentCard: Card | undefined;
  /** The delayed triggered abilities of the card being written (its `delayed`: families/delayed). */
  private cardDelayed: DataObject[] = [];
  /** The tokens of the card being written (its `tokens`), which granted abilities may create too. */
  private cardTokens: number[] = [];
  /** The activated abilities the card's resolving effects grant (its `granted`: runtime/granted-abilities.ts). */
  private cardGranted: Data[] = [];
  /** The triggered abilities the card's resolving effects grant (its `grantedTriggers`: runtime/granted-abilities.ts). */
  private cardGrantedTriggers: Data[] = [];

  constructor(
    private readonly sourcePath: string,
    private readonly dataLayout: "prettier" | "one-line",
  ) {}

  usedTypes(): Set<string> {
    return this.types;
  }

  /** `<head><data>;` as a data statement (`head` ends with `= `; its last line gives the data's column). */
  constant(head: string, data: Data): DataStatement {
    const column = head.length - head.lastIndexOf("\n") - 1;
    const printed = this.dataLayout === "one-line" ? oneLineData(data) : printData(data, 0, column, ";");
    return { kind: "data", text: `${head}${printed};` };
  }

  card(card: Card): DataObject {
    this.currentCard = card;
    this.cardDelayed = [];
    this.cardGranted = [];
    this.cardGrantedTriggers = [];
    const keywords: (Keyword | KeywordCostAbility["keyword"] | "Vanishing" | "Morph" | "Ripple" | "Fading" | "Dredge" | "Bushido" | "Rampage")[] = [];
    for (const ability of card.abilities) {
      if (ability.kind !== "Keywords") continue;
      for (const { keyword } of ability.keywords) if (keyword !== undefined && !keywords.includes(keyword)) keywords.push(keyword);
    }
    // 502.7: protection from a subtype, a card type or a converted mana cost, as the description it is from.
    const protections = card.abilities.flatMap((ability) =>
      ability.kind === "Keywords" ? ability.keywords.flatMap((entry) => (entry.protectionFrom === undefined ? [] : [characteristicData(entry.protectionFrom.filter) as DataObject])) : [],
    );
    const cardTokens: number[] = [];
    this.cardTokens = cardTokens;
    const abilities: Data[] = [];
    let spell: DataObject | undefined;
    const spellLines = card.abilities.filter((ability): ability is SpellAbility => ability.kind === "Spell");
    let enchant: DataObject | undefined;
    let evoke: DataObject | undefined;
    let prowl: DataObject | undefined;
    let flashback: DataObject | undefined;
    let suspend: DataObject | undefined;
    let kicker: DataObject | undefined;
    let buyback: DataObject | undefined;
    let vanishing: number | undefined;
    let ripple: number | undefined;
    let fading: number | undefined;
    let dredge: number | undefined;
    let bushido: number | undefined;
    let rampage: number | undefined;
    let echo: DataObject | undefined;
    let cumulativeUpkeep: DataObject | undefined;
    let madness: DataObject | undefined;
    let morph: DataObject | undefined;
    let recover: DataObject | undefined;
    for (const ability of card.abilities) {
      // A hybrid or snow symbol's reminder text: the costs already mean it (the validator checked that it agrees).
      if (ability.kind === "Keywords" || ability.kind === "HybridReminder" || ability.kind === "SnowReminder") continue;
      if (ability.kind === "KeywordCost") {
        // Evoke: an alternative cost and the keyword's triggered ability (runtime/keyword-triggers.ts); Unearth: an
        // activated ability played from the graveyard whose effect is the keyword's (runtime/effect-context.ts).
        if (!keywords.includes(ability.keyword)) keywords.push(ability.keyword);
        if (ability.keyword === "Evoke") evoke = manaCostData(ability.cost);
        else if (ability.keyword === "Prowl") prowl = manaCostData(ability.cost); // an alternative cost (runtime/costs.ts)
        else if (ability.keyword === "Flashback") flashback = manaCostData(ability.cost); // played from the graveyard (runtime/costs.ts)
        else if (ability.keyword === "Kicker") kicker = manaCostData(ability.cost); // an optional additional cost (runtime/costs.ts)
        else if (ability.keyword === "Buyback") buyback = manaCostData(ability.cost); // an optional additional cost (runtime/costs.ts, 502.16)
        else if (ability.keyword === "Echo") echo = manaCostData(ability.cost); // runtime/upkeep-costs.ts
        else if (ability.keyword === "Cumulative upkeep") cumulativeUpkeep = manaCostData(ability.cost); // runtime/upkeep-costs.ts
        else if (ability.keyword === "Madness") madness = manaCostData(ability.cost); // a discarded card's alternative cost (runtime/madness.ts)
        else if (ability.keyword === "Recover") recover = manaCostData(ability.cost); // a triggered ability in the graveyard (runtime/recover.ts)
        else if (ability.keyword === "Suspend") suspend = { counters: ability.timeCounters ?? 1, cost: manaCostData(ability.cost) }; // runtime/suspend.ts
        else abilities.push(this.unearth(ability));
        continue;
      }
      if (ability.kind === "Morph") {
        // Morph (502.26): played face down, turned face up for its cost (runtime/morph.ts): the keyword and its cost.
        if (!keywords.includes("Morph")) keywords.push("Morph");
        const cost = activationCostData(ability.cost, undefined, (filter) => this.target({ min: 1, max: 1, players: false, objects: filter, range: ability.cost.range } as TargetSpec).objects as DataObject | undefined);
        morph = { cost, text: this.abilityText(ability) };
        continue;
      }
      if (ability.kind === "Ripple") {
        // Ripple's triggered ability is the runtime's (runtime/keyword-triggers.ts, runtime/ripple.ts): the keyword and its number.
        if (!keywords.includes("Ripple")) keywords.push("Ripple");
        ripple = ability.count;
        continue;
      }
      if (ability.kind === "Fading") {
        // Fading's two abilities are the runtime's (runtime/fading.ts, 502.21a): the keyword and its number.
        if (!keywords.includes("Fading")) keywords.push("Fading");
        fading = ability.count;
        continue;
      }
      if (ability.kind === "CombatKeyword") {
        // Bushido's and rampage's triggered abilities are the runtime's (runtime/keyword-triggers.ts): the keyword and its number.
        if (!keywords.includes(ability.keyword)) keywords.push(ability.keyword);
        if (ability.keyword === "Bushido") bushido = ability.count;
        else rampage = ability.count;
        continue;
      }
      if (ability.kind === "Dredge") {
        // Dredge's replacement is the runtime's (runtime/dredge.ts, 502.47a): the keyword and its number.
        if (!keywords.includes("Dredge")) keywords.push("Dredge");
        dredge = ability.count;
        continue;
      }
      if (ability.kind === "Vanishing") {
        // Vanishing's three abilities are the runtime's (runtime/vanishing.ts): the keyword and its number.
        if (!keywords.includes("Vanishing")) keywords.push("Vanishing");
        vanishing = ability.count;
        continue;
      }
      if (ability.kind === "Enchant") {
        // The Aura spell's target and what the Aura may stay attached to (runtime/attachments.ts).
        enchant = this.target({ kind: "Target", index: 0, min: 1, max: 1, players: false, objects: ability.filter, range: ability.range });
        continue;
      }
      if (ability.kind === "Champion" || ability.kind === "Hideaway") {
        // "Champion a creature", "Hideaway": the abilities their rules text writes out, as those lines compile.
        for (const part of ability.abilities) abilities.push({ ...(this.ability(part, cardTokens) as DataObject), text: `${this.abilityText(ability)} (${this.abilityText(part)})` });
        continue;
      }
      if (ability.kind === "Spell") {
        if (ability !== spellLines[0]) continue;
        if (spellLines.length === 1) spell = this.spell(ability.body, ability, cardTokens);
        else if (spellLines.every((line): line is SpellAbility & { body: Effects } => line.body.kind === "Effects")) {
          // Several lines of spell text are one spell, resolved line after line (compiler/spell-lines.ts).
          const text = spellLines.map((line) => this.abilityText(line)).join("\n");
          spell = { ...this.spell(mergeSpellLines(spellLines), ability, cardTokens), text };
        } else {
          this.problems.push({ range: spellLines[1].range, message: "A spell whose text is a code block has that one line of spell text: move the other lines' effects into the block." });
        }
        continue;
      }
      abilities.push(this.ability(ability, cardTokens));
    }
    const colors = (["W", "U", "B", "R", "G"] as const).filter((color) =>
      card.cost?.symbols.some((symbol) => (symbol.kind === "Colored" && symbol.color === color) || (symbol.kind === "Hybrid" && symbol.colors.includes(color))),
    );
    return {
      name: card.name,
      manaCost: card.cost ? manaCostData(card.cost) : null,
      colors,
      supertypes: card.typeLine.supertypes,
      types: card.typeLine.types,
      subtypes: card.typeLine.subtypes.map((subtype) => subtype.name),
      loyalty: card.loyalty?.value,
      power: card.powerToughness ? card.powerToughness.power : undefined,
      toughness: card.powerToughness ? card.powerToughness.toughness : undefined,
      keywords,
      protections: protections.length > 0 ? protections : undefined,
      abilities,
      spell,
      enchant,
      evoke,
      prowl,
      flashback,
      madness,
      morph,
      recover,
      suspend,
      kicker,
      buyback,
      vanishing,
      ripple,
      fading,
      dredge,
      bushido,
      rampage,
      echo,
      cumulativeUpkeep,
      tokens: cardTokens.length > 0 ? cardTokens.map((index) => new Ref(`token${index}`)) : undefined,
      delayed: this.cardDelayed.length > 0 ? this.cardDelayed : undefined,
      granted: this.cardGranted.length > 0 ? this.cardGranted : undefined,
      grantedTriggers: this.cardGrantedTriggers.length > 0 ? this.cardGrantedTriggers : undefined,
      text: card.abilities.map((ability) => this.abilityText(ability)),
      source: this.location(card.range),
    };
  }

  // -------------------------------------------------------------------------------------------------------

  /**
   * "Unearth {B}": "{B}: Return this card from your graveyard to play. It gains haste. Remove it from the game at end
   * of turn. If it would leave play, remove it from the game instead of putting it anywhere else. Play this
   * ability only any time you could play a sorcery." An activated ability played from the graveyard at sorcery
   * speed, whose effect is the keyword's, defined once in the runtime (`ctx.unearth`).
   */
  private unearth(ability: KeywordCostAbility): DataObject {
    this.types.add("EffectContext");
    return {
      kind: "activated",
      text: this.abilityText(ability),
      source: this.location(ability.range),
      cost: { zone: "graveyard", mana: manaCostData(ability.cost), restriction: { sorcery: true } },
      targets: [],
      resolve: this.declareFunction("resolve", "ctx: EffectContext", "void", "ctx.unearth();", [this.marker(ability.range)]),
    };
  }

  private ability(ability: Exclude<Ability, { kind: "Keywords" | "Spell" | "Enchant" | "Champion" | "Hideaway" | "Vanishing" | "Morph" | "Ripple" | "Fading" | "Dredge" | "CombatKeyword" | "KeywordCost" | "HybridReminder" | "SnowReminder" }>, cardTokens: number[]): DataObject {
    const text = this.abilityText(ability);
    const source = this.location(ability.range);
    switch (ability.kind) {
      case "Activated": {
        const isManaAbility =
          ability.body.kind === "Effects" &&
          ability.body.targets.length === 0 &&
          ability.body.effects.length > 0 &&
          // 406.1 (2007): an ability that could add mana and has no target is a mana ability, whatever else it does
          // (Sulfurous Springs: "Add {B} or {R} … Sulfurous Springs deals 1 damage to you.").
          ability.body.effects.some((effect) => effect.kind === "AddMana" || effect.kind === "AddManaChoice" || effect.kind === "AddManaOfColors");
        return {
          kind: "activated",
          text,
          source,
          cost: activationCostData(
            ability.cost,
            ability.restriction,
            (filter) => this.target({ min: 1, max: 1, players: false, objects: filter, range: ability.cost.range } as TargetSpec).objects as DataObject | undefined,
            movesItselfFromGraveyard(ability.body),
          ),
          mana: isManaAbility ? true : undefined,
          cycling: ability.cycling ? true : undefined,
          targets: this.targets(ability.body),
          resolve: this.resolve(ability.body, ability.range, cardTokens),
        };
      }
      case "Loyalty": {
        const { sign, amount } = ability.cost;
        const loyalty = amount === "X" ? (sign === "-" ? "-X" : undefined) : sign === "-" ? -amount : sign === "+" ? amount : 0;
        if (loyalty === undefined) {
          this.problems.push({ range: ability.cost.range, message: "Only a loyalty cost of −X may use X (212.9f); write the cost as −X or as a number." });
        }
        return {
          kind: "activated",
          text,
          source,
          cost: { loyalty: loyalty ?? 0 },
          targets: this.targets(ability.body),
          resolve: this.resolve(ability.body, ability.range, cardTokens),
        };
      }
      case "Triggered": {
        const trigger = compileTrigger(ability.trigger);
        const triggered = {
          kind: "triggered",
          text,
          source,
          trigger,
          targets: this.targets(ability.body),
          resolve: this.resolve(ability.body, ability.range, cardTokens),
        };
        // 406 (2007): triggered by a mana ability, with no target, adding mana: a mana ability, resolved at once
        const triggeredMana =
          (trigger.kind === "tappedForMana" || trigger.kind === "tapsForMana") &&
          ability.body.targets.length === 0 &&
          ability.body.effects.some((effect) => effect.kind === "AddMana" || effect.kind === "AddManaChoice" || effect.kind === "AddManaOfColors");
        const withMana = triggeredMana ? { ...triggered, manaAbility: true } : triggered;
        // An ability whose effect returns its card from the graveyard functions only there (events.ts offers it there)
        const withZone = movesItselfFromGraveyard(ability.body) ? { ...withMana, zone: "graveyard" } : withMana;
        // 410.11: "if its prowl cost was paid" (runtime/intervening-if.ts checks it on trigger and on resolution)
        return ability.interveningIf === undefined ? withZone : { ...withZone, interveningIf: interveningIfData(ability.interveningIf) };
      }
      case "Static":
        return this.staticAbility(ability);
      case "Replacement":
        return this.replacement(ability);
      case "Implemented":
        return this.implemented(ability, text, source, cardTokens);
      case "Equip":
        return this.equip(ability, text, source);
    }
  }

  /**
   * "Equip {N}": "{N}: Attach this to target creature you control. Equip only as a sorcery." An activated ability
   * played at sorcery speed whose effect attaches the Equipment (runtime/attachments.ts).
   */
  private equip(ability: EquipAbility, text: string, source: DataObject): DataObject {
    this.types.add("EffectContext");
    const creatureYouControl: ObjectFilter = { types: ["Creature"], excludedTypes: [], zone: "play", controller: { kind: "You" } };
    const target = this.target({ kind: "Target", index: 0, min: 1, max: 1, players: false, objects: creatureYouControl, range: ability.range });
    return {
      kind: "activated",
      text,
      source,
      // "Equip—Remove a charge counter from ~.": the cost in words, paid as an activated ability's (409.1h).
      cost:
        ability.parts === undefined
          ? { mana: manaCounts(ability.cost, false) }
          : activationCostData({ kind: "ActivationCost", tap: false, parts: ability.parts, range: ability.range }, undefined, (filter) => this.target({ kind: "Target", index: 0, min: 1, max: 1, players: false, objects: filter, range: ability.range }).objects as DataObject | undefined),
      sorcerySpeed: true,
      targets: [target],
      resolve: this.declareFunction("resolve", "ctx: EffectContext", "void", "ctx.attach(ctx.self, ctx.target(0));", [this.marker(ability.range)]),
    };
  }

  /**
   * A triggered, static or replacement ability implemented by a block (runtime/definition.ts
   * `BlockAbilityDefinition`): the block is the body of `block_…(): <contract>`, the contract narrowed to what
   * the line did not give, so a block that gives a part twice or leaves one out is a type error at its position.
   */
  private implemented(ability: ImplementedAbility, text: string, source: DataObject, cardTokens: number[]): DataObject {
    const contract = ability.implements === "Triggered" ? "TriggeredBlock" : ability.implements === "Static" ? "StaticBlock" : "ReplacementBlock";
    const hatch = this.escapeHatch(ability.body, `a function returning the ability's ${contract}`);
    const comments = [this.marker(ability.range), hatch.marker];
    switch (ability.implements) {
      case "Replacement":
        this.types.add("ReplacementBlock");
        return { kind: "block", implements: "replacement", text, source, block: this.declareFunction("replacement", "", "ReplacementBlock", hatch.code, comments, hatch.origin) };
      case "Static":
        this.types.add("StaticBlock");
        return { kind: "block", implements: "static", text, source, block: this.declareFunction("static", "", "StaticBlock", hatch.code, comments, hatch.origin) };
      case "Triggered": {
        this.types.add("TriggeredBlock");
        const gives = ability.trigger ? `"resolve"` : ability.effects ? `"triggersOn"` : `"triggersOn" | "resolve"`;
        const block = this.declareFunction("triggered", "", `Required<Pick<TriggeredBlock, ${gives}>>`, hatch.code, comments, hatch.origin);
        return {
          kind: "block",
          implements: "triggered",
          text,
          source,
          trigger: ability.trigger ? compileTrigger(ability.trigger) : undefined,
          targets: ability.effects ? this.targets(ability.effects) : [],
          resolve: ability.effects ? this.resolve(ability.effects, ability.range, cardTokens) : undefined,
          block,
        };
      }
    }
  }

  private spell(body: AbilityBody, ability: Ability, cardTokens: number[]): DataObject {
    // A modal spell's modes (compiler/modes.ts): which targets each mode declares, chosen as it is played.
    const modes = this.currentCard === undefined ? undefined : spellModes(this.currentCard, body);
    return {
      text: this.abilityText(ability),
      source: this.location(ability.range),
      targets: this.targets(body),
      ...(modes === undefined ? {} : { modes }),
      resolve: this.resolve(body, ability.range, cardTokens),
    };
  }


  private staticAbility(ability: StaticAbility): DataObject {
    this.types.add("StaticContext");
    const scope = new FunctionScope("static", this.problems, ability.effect.range);
    const fields = compileStatic(ability.effect, scope, this.abilityEmitter(ability));
    return { kind: "static", text: this.abilityText(ability), source: this.location(ability.range), ...fields };
  }

  private replacement(ability: ReplacementAbility): DataObject {
    this.types.add("StaticContext");
    const scope = new FunctionScope("static", this.problems, ability.replacement.range);
    return compileReplacement(ability.replacement, scope, this.abilityEmitter(ability));
  }

  /** What an ability family's codegen writes with, for one ability (its functions are marked with its position). */
  private abilityEmitter(ability: Ability): AbilityEmitter {
    const marker = this.marker(ability.range);
    return {
      declareFunction: (role, parameters, returnType, body) => this.declareFunction(role, parameters, returnType, body, [marker]),
      replacementRule: (event, effectsOnly, applies, apply, applyUsesCtx) => {
        if (applyUsesCtx) this.types.add("EffectContext");
        this.types.add("ReplaceableEvent");
        const eventType = `Extract<ReplaceableEvent, { kind: ${stringLiteral(event)} }>`;
        return {
          kind: "replacement",
          text: this.abilityText(ability),
          source: this.location(ability.range),
          event,
          effectsOnly,
          applies: this.declareFunction("applies", `event: ${eventType}, ctx: StaticContext`, "boolean", applies, [marker]),
          apply: this.declareFunction("apply", `event: ${eventType}${applyUsesCtx ? ", ctx: EffectContext" : ""}`, eventType, apply, [marker]),
        };
      },
      eventWith,
      effects: (effects) => {
        // What a replacement does as it applies (families/replacement-prevent): the ability's own context, no targets.
        this.types.add("EffectContext");
        const scope = new FunctionScope("effect", this.problems, ability.range);
        const hooks: EffectEmitHooks = {
          token: (token) => `token${this.token(token, this.cardTokens)}`,
          effects: (inner) => resolutionOrder(inner).map((effect) => compileEffect(effect, scope, hooks)).join("\n"),
          granted: (granted) => this.grantedAbility(granted),
          grantedTrigger: (granted, grantedTo) => this.grantedTrigger(granted, grantedTo),
        };
        return resolutionOrder([...effects]).map((effect) => compileEffect(effect, scope, hooks)).join("\n");
      },
      // A granted ability compiles as the card's own would; the tokens it creates are listed on the card.
      activatedAbility: (granted, grantedTo) => ({ ...this.ability(granted, this.cardTokens), text: printQuotedAbility(this.currentCard!, granted, grantedSelfWords(grantedTo), "2007") }),
      triggeredAbility: (granted, grantedTo) => ({ ...this.ability(granted, this.cardTokens), text: printQuotedAbility(this.currentCard!, granted, grantedSelfWords(grantedTo), "2007") }),
    };
  }

  // -------------------------------------------------------------------------------------------------------

  /** The `resolve(ctx: EffectContext): void` function for a body of sentences or an escape-hatch block. */
  private resolve(body: AbilityBody, abilityRange: SourceRange, cardTokens: number[]): Ref {
    this.types.add("EffectContext");
    const marker = this.marker(abilityRange);
    if (body.kind === "Implementation") {
      const hatch = this.escapeHatch(body);
      return this.declareFunction("resolve", "ctx: EffectContext", "void", hatch.code, [marker, hatch.marker], hatch.origin);
    }
    const scope = new FunctionScope("effect", this.problems, body.range);
    const hooks: EffectEmitHooks = {
      token: (token) => `token${this.token(token, cardTokens)}`,
      effects: (effects) => resolutionOrder(effects).map((effect) => compileEffect(effect, scope, hooks)).join("\n"),
      delayed: (effects, sentence) => this.delayedAbility(body, effects, sentence, marker, cardTokens),
      granted: (ability) => this.grantedAbility(ability),
      grantedTrigger: (ability, grantedTo) => this.grantedTrigger(ability, grantedTo),
    };
    const statements = resolutionOrder(body.effects).map((effect) => compileEffect(effect, scope, hooks));
    return this.declareFunction("resolve", "ctx: EffectContext", "void", [...scope.targetDeclarations(), ...statements].join("\n"), [marker]);
  }

  /** A triggered ability a resolving effect grants in quotes, listed in the card's `grantedTriggers`: its index there. */
  private grantedTrigger(ability: TriggeredAbility, grantedTo: ObjectSet): number {
    this.cardGrantedTriggers.push({ ...this.ability(ability, this.cardTokens), text: printQuotedAbility(this.currentCard!, ability, grantedSelfWords(grantedTo), "2007") });
    return this.cardGrantedTriggers.length - 1;
  }

  /** An activated ability a resolving effect grants in quotes, listed in the card's `granted`: its index there. */
  private grantedAbility(ability: ActivatedAbility): number {
    this.cardGranted.push(this.ability(ability, this.cardTokens));
    return this.cardGranted.length - 1;
  }

  /**
   * A delayed triggered ability's effects (families/delayed): a `resolve` function of their own, run when the
   * delayed trigger resolves with the creating spell's or ability's targets and event (so its references compile
   * as the creating ability's do), listed in the card's `delayed`. Returns its index there.
   */
  private delayedAbility(body: Effects, effects: readonly Effect[], sentence: Effect, marker: string, cardTokens: number[]): number {
    const scope = new FunctionScope("effect", this.problems, sentence.range);
    const hooks: EffectEmitHooks = {
      token: (token) => `token${this.token(token, cardTokens)}`,
      effects: (inner) => resolutionOrder(inner).map((effect) => compileEffect(effect, scope, hooks)).join("\n"),
      delayed: (inner, nested) => this.delayedAbility(body, inner, nested, marker, cardTokens),
      granted: (ability) => this.grantedAbility(ability),
      grantedTrigger: (ability, grantedTo) => this.grantedTrigger(ability, grantedTo),
    };
    const statements = resolutionOrder([...effects]).map((effect) => compileEffect(effect, scope, hooks));
    const resolve = this.declareFunction("resolve", "ctx: EffectContext", "void", [...scope.targetDeclarations(), ...statements].join("\n"), [marker]);
    const sentenceText = printAbility(this.currentCard!, { kind: "Spell", body: { ...body, effects: [sentence] }, range: sentence.range } as Ability, "2007").text;
    this.cardDelayed.push({ text: sentenceText, resolve });
    return this.cardDelayed.length - 1;
  }

  /**
   * Declares `function <role>_<hash>(<parameters>): <returnType> { <body> }` and returns a reference to it. The
   * name is a hash of the code, so equal code has equal text everywhere; within the module, the same declaration
   * with the same comments is declared once, and equal code at another position gets a numbered name.
   */
  private declareFunction(role: string, parameters: string, returnType: string, body: string, comments: string[], escapeHatch?: EscapeHatchOrigin): Ref {
    const signatureAndBody = `(${parameters}): ${returnType} {\n${body}\n}`;
    const base = `${role}_${shortHash(`${role}${signatureAndBody}`)}`;
    const identity = `${comments.join("\n")}\n${signatureAndBody}`;
    let name = base;
    for (let index = 2; this.functionNames.has(name); index += 1) {
      if (this.functionNames.get(name) === identity) return new Ref(name);
      name = `${base}_${index}`;
    }
    this.functionNames.set(name, identity);
    this.functions.push({ kind: "code", comments, text: `function ${name}${signatureAndBody}`, escapeHatch });
    return new Ref(name);
  }

  private escapeHatch(block: Implementation, role = "the body of resolve(ctx)"): { code: string; marker: string; origin: EscapeHatchOrigin } {
    if (!isFunctionBody(block.code)) {
      this.problems.push({
        range: block.codeRange,
        message: `The escape-hatch block must be the statements of one function body (${role}); its braces close that function early or leave it open. Balance the braces in the block.`,
      });
    }
    const origin: EscapeHatchOrigin = { code: block.code, codeRange: block.codeRange };
    this.escapeHatches.push(origin);
    const { line, column } = block.codeRange.start;
    // The code goes in verbatim, each line at column 0, so that line k of the block is the k-th line after the
    // function's first line (typecheck.ts relies on it) and a multi-line template literal keeps its exact text.
    return { code: block.code.replace(/\r\n?/g, "\n"), marker: `${ESCAPE_HATCH_MARKER}${commentText(this.sourcePath)}:${line}:${column}`, origin };
  }

  private token(token: TokenSpec, cardTokens: number[]): number {
    this.types.add("TokenDefinition");
    const data: DataObject = {
      name: tokenName(token),
      colors: token.colors,
      types: token.types,
      subtypes: token.subtypes,
      power: token.power,
      toughness: token.toughness,
      keywords: token.keywords,
      abilities: token.abilities.map((ability) => this.staticAbility(ability)),
    };
    const key = oneLineData(data);
    let index = this.tokens.findIndex((known) => known.key === key);
    if (index < 0) index = this.tokens.push({ key, data }) - 1;
    if (!cardTokens.includes(index)) cardTokens.push(index);
    return index;
  }

  private targets(body: AbilityBody): Data[] {
    if (body.kind !== "Effects") return [];
    return body.targets.map((target) => this.target(target));
  }

  private target(target: TargetSpec): DataObject {
    const filter = target.objects;
    let objects: DataObject | undefined;
    if (filter) {
      let controller: string | undefined;
      if (filter.controller || filter.controllerNot) {
        if (filter.controller?.kind === "You" && !filter.controllerNot) controller = "you";
        // "an opponent controls" / "you don't control": a target's controller is any player but you (two-player and free-for-all alike).
        else if ((filter.controller?.kind === "EachOpponent" && !filter.controllerNot) || (!filter.controller && filter.controllerNot?.kind === "You")) controller = "opponent";
        // A triggered ability's "target land that player controls" (Deus of Calamity): the player its event names.
        else if (filter.controller?.kind === "TriggeringPlayer" && !filter.controllerNot) controller = "triggeringPlayer";
        else this.problems.push({ range: target.range, message: "A target can only be restricted to permanents \"you control\", \"an opponent controls\" or (in a triggered ability) \"that player controls\"; rewrite the target, or give the ability an escape-hatch block." });
      }
      let manaValueAtMost: number | undefined;
      if (filter.manaValueAtMost) {
        if (filter.manaValueAtMost.kind === "Number") manaValueAtMost = filter.manaValueAtMost.value;
        else this.problems.push({ range: target.range, message: "A target's converted mana cost limit must be a number; rewrite the target, or give the ability an escape-hatch block." });
      }
      objects = {
        types: filter.types.length > 0 ? filter.types : undefined,
        excludedTypes: filter.excludedTypes.length > 0 ? filter.excludedTypes : undefined,
        zone: filter.zone !== "play" ? filter.zone : undefined,
        controller,
        other: filter.other ? true : undefined,
        manaValueAtMost,
        ...this.targetParts(filter, target.range),
      };
    }
    // 409.1d: "deals 4 damage divided as you choose among …": the amount split as the spell is played.
    let data: DataObject;
    if (target.divided !== undefined && (target.divided.kind === "Number" || target.divided.kind === "X")) {
      const divide = target.divided.kind === "X" ? "X" : target.divided.value;
      data = target.opponent ? { min: target.min, max: target.max, players: target.players, opponents: true, objects, divide } : { min: target.min, max: target.max, players: target.players, objects, divide };
    } else data = target.opponent ? { min: target.min, max: target.max, players: target.players, opponents: true, objects } : { min: target.min, max: target.max, players: target.players, objects };
    // 409.1c: "another target …" after earlier targets differs from them.
    return target.distinct !== undefined ? { ...data, distinct: true } : data;
  }

  /** A target filter's composed parts as data (runtime/filters.ts); its comparisons need numbers. */
  private targetParts(filter: ObjectFilter, range: SourceRange): DataObject {
    const parts: Record<string, Data> = {};
    if (filter.colors) parts.colors = filter.colors;
    if (filter.excludedColors) parts.excludedColors = filter.excludedColors;
    if (filter.colorCount) parts.colorCount = filter.colorCount;
    if (filter.subtypes) parts.subtypes = filter.subtypes;
    if (filter.excludedSubtypes) parts.excludedSubtypes = filter.excludedSubtypes;
    if (filter.supertypes) parts.supertypes = filter.supertypes;
    if (filter.excludedSupertypes) parts.excludedSupertypes = filter.excludedSupertypes;
    if (filter.tapped !== undefined) parts.tapped = filter.tapped;
    if (filter.token !== undefined) parts.token = filter.token;
    if (filter.combat) parts.combat = filter.combat;
    if (filter.withCounter) parts.withCounter = filter.withCounter.kind ?? "";
    if (filter.named !== undefined) parts.named = filter.named;
    if (filter.keywords) parts.keywords = filter.keywords;
    if (filter.excludedKeywords) parts.excludedKeywords = filter.excludedKeywords;
    if (filter.requiredTypes) parts.requiredTypes = filter.requiredTypes;
    if (filter.xInManaCost) parts.xInManaCost = true;
    if (filter.singleTarget) parts.singleTarget = true;
    if (filter.dealtDamageThisTurn) parts.dealtDamageThisTurn = true;
    // A target is chosen as the spell is played, before any instruction of it chooses a creature type.
    if (filter.chosenType) this.problems.push({ range, message: "A target is chosen as the spell or ability is played, before a creature type is chosen: write the target without 'of the chosen type', or give the ability an escape-hatch block." });
    if (filter.chosenName) this.problems.push({ range, message: "A target is chosen as the spell or ability is played, before a name is chosen: write the target without 'with the chosen name', or give the ability an escape-hatch block." });
    if (filter.compare) {
      const compare: Data[] = [];
      for (const comparison of filter.compare) {
        if (comparison.amount.kind === "Number") compare.push({ stat: comparison.stat, [comparison.relation]: comparison.amount.value });
        else this.problems.push({ range, message: "A target's power, toughness or converted mana cost must be compared with a number; rewrite the target, or give the ability an escape-hatch block." });
      }
      parts.compare = compare;
    }
    return parts;
  }

  private location(range: SourceRange): DataObject {
    return { file: this.sourcePath, line: range.start.line, column: range.start.column };
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
  const ts = typescript();
  const file = ts.createSourceFile("escape-hatch.ts", wrapped, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  if (file.statements.length !== 1) return false;
  const statement = file.statements[0];
  if (!ts.isExpressionStatement(statement) || !ts.isParenthesizedExpression(statement.expression)) return false;
  const fn = statement.expression.expression;
  if (!ts.isFunctionExpression(fn)) return false;
  return fn.body.getStart(file) === prefix.length - 2 && fn.body.end === wrapped.length - "\n});\n".length + 2;
}

/**
 * The TypeScript compiler (ts-morph's, as emit-js.ts uses), loaded on first use: only a card with an escape-hatch
 * block needs it here, and loading it costs more than the rest of a one-card rebuild.
 */
let loadedTypeScript: typeof import("ts-morph").ts | undefined;
function typescript(): typeof import("ts-morph").ts {
  return (loadedTypeScript ??= (createRequire(import.meta.url)("ts-morph") as typeof import("ts-morph")).ts);
}
