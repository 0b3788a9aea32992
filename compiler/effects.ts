/**
 * The codegen kernel: references, filters and amounts of the AST → TypeScript expressions, in the continuation
 * style every family's codegen part (families/<name>/codegen.ts) builds its effects' statements with.
 *
 * Values that may be missing at resolution time (a target that became illegal, the controller of an object
 * that left play) are bound to a local and guarded, so the generated code type-checks under `strict` with no
 * non-null assertions. Every helper is written in continuation style: it receives the code that uses the value
 * and returns that code wrapped in whatever binding, guard or loop the value needs.
 *
 * No card text is spliced into code here: strings reach the output only through `stringLiteral`.
 */
import type {
  ActivatedAbility,
  Amount,
  DamageRecipientPattern,
  Effect,
  ManaCost as AstManaCost,
  ObjectFilter,
  ObjectRef,
  ObjectSet,
  PlayerRef,
  SourceRange,
  TokenSpec,
  TriggeredAbility,
} from "../grammar/ast.js";
import { stringArrayLiteral, stringLiteral } from "./literals.js";

/** A construct that is valid AST but cannot be compiled where it stands (e.g. a target in a static ability). */
export interface CompileProblem {
  range: SourceRange;
  message: string;
}

/**
 * Where generated code runs. "effect": inside `resolve(ctx: EffectContext)`; "static": inside a static ability
 * or a replacement's `applies` (a `StaticContext`: no targets, no X).
 */
export type ContextKind = "effect" | "static";

/** Per-function state: fresh local names, the targets read, problems found. */
export class FunctionScope {
  readonly targetsRead = new Set<number>();
  /** Locals already checked against undefined by an enclosing guard. */
  private readonly guardedLocals = new Set<string>();
  private counter = 0;
  constructor(
    readonly context: ContextKind,
    readonly problems: CompileProblem[],
    /** Range used for problems found in nodes that carry no range of their own (refs, amounts). */
    public range: SourceRange,
  ) {}

  fresh(base: string): string {
    this.counter += 1;
    return `${base}${this.counter}`;
  }

  /** The loop's local while the code of a clause about "each player" is written: what "he or she" means there. */
  playerInTurn: string | undefined;

  /** `then(local)` with `local` as the player "he or she" stands for (each player in turn). */
  eachInTurn(local: string, then: Then): string {
    const outer = this.playerInTurn;
    this.playerInTurn = local;
    try {
      return then(local);
    } finally {
      this.playerInTurn = outer;
    }
  }

  /** The local holding `ctx.target(index)` (declared at the top of the function). */
  target(index: number): string {
    this.targetsRead.add(index);
    return `target${index}`;
  }

  /** `if (local !== undefined) { … }` around the code `then` writes, unless an enclosing guard checked it. */
  guard(local: string, then: Then): string {
    if (this.guardedLocals.has(local)) return then(local);
    this.guardedLocals.add(local);
    try {
      return `if (${local} !== undefined) {\n${then(local)}\n}`;
    } finally {
      this.guardedLocals.delete(local);
    }
  }

  problem(message: string): void {
    this.problems.push({ range: this.range, message: `${message} Rewrite the sentence, or give the ability an escape-hatch block.` });
  }

  /** The declarations of the target locals, to put at the top of the function body. */
  targetDeclarations(): string[] {
    return [...this.targetsRead].sort((a, b) => a - b).map((index) => `const target${index} = ctx.target(${index});`);
  }
}

export type Then = (value: string) => string;

// ---------------------------------------------------------------------------------------------------------
// Players

/** Runs `then` with an expression for each player the ref denotes (one, or each in turn). */
export function withPlayer(ref: PlayerRef, scope: FunctionScope, then: Then): string {
  switch (ref.kind) {
    case "You":
      return then("ctx.controller");
    case "TargetPlayer": {
      if (scope.context === "static") {
        scope.problem("A static ability or replacement effect cannot refer to a target player: it has no targets.");
        return "";
      }
      const local = scope.target(ref.target);
      return scope.guard(local, then);
    }
    case "EachPlayer": {
      const local = scope.fresh("player");
      return `for (const ${local} of ctx.players()) {\n${scope.eachInTurn(local, then)}\n}`;
    }
    case "ControllerOf":
    case "OwnerOf": {
      const field = ref.kind === "ControllerOf" ? "controller" : "owner";
      return withObject(ref.object, scope, (object) => {
        const local = scope.fresh(field);
        // Last known information (413.2a): "Its controller gains 4 life." after the object left play.
        return `const ${local} = ctx.lastKnown(${object})?.${field};\n${scope.guard(local, then)}`;
      });
    }
    case "TriggeringPlayer": {
      if (scope.context === "static") {
        scope.problem("\"that player\" in a static ability or replacement effect names no one: only a triggered ability's event names a player.");
        return "";
      }
      const local = scope.fresh("player");
      return `const ${local} = ctx.triggeringPlayer();\n${scope.guard(local, then)}`;
    }
    case "EachOpponent": {
      const local = scope.fresh("opponent");
      return `for (const ${local} of ctx.opponents(ctx.controller)) {\n${scope.eachInTurn(local, then)}\n}`;
    }
    case "EachInTurn": {
      // "he or she" of "Each player loses 1 life for each creature he or she controls": the loop's player
      if (scope.playerInTurn === undefined) {
        scope.problem("\"he or she\" stands for each player in turn only inside the clause whose subject is \"each player\" (or \"each opponent\").");
        return "";
      }
      return then(scope.playerInTurn);
    }
    case "DefendingPlayer": {
      const local = scope.fresh("defending");
      return `const ${local} = ctx.defendingPlayer();\n${scope.guard(local, then)}`;
    }
    case "ClashedOpponent": {
      const local = scope.fresh("clashed");
      return `const ${local} = ctx.clashedOpponent();\n${scope.guard(local, then)}`;
    }
  }
}

/**
 * A player ref as a filter's `controller` value (`PlayerId | PlayerId[]`): "each player" is every player, so
 * no loop is needed there.
 */
function withControllerValue(ref: PlayerRef, scope: FunctionScope, then: Then): string {
  if (ref.kind === "EachOpponent") return then("ctx.opponents(ctx.controller)");
  return ref.kind === "EachPlayer" ? then("ctx.players()") : withPlayer(ref, scope, then);
}

// ---------------------------------------------------------------------------------------------------------
// Objects

/** Runs `then` with an expression for each object the ref denotes. */
export function withObject(ref: ObjectRef, scope: FunctionScope, then: Then): string {
  switch (ref.kind) {
    case "Self":
      return then("ctx.self");
    case "Target": {
      if (scope.context === "static") {
        scope.problem("A static ability or replacement effect cannot refer to a target: it has no targets.");
        return "";
      }
      const local = scope.target(ref.target);
      return scope.guard(local, then);
    }
    case "Linked": {
      if (scope.context === "static") {
        scope.problem("A static ability or replacement effect cannot refer to the removed card.");
        return "";
      }
      const local = scope.fresh("linked");
      return `for (const ${local} of ctx.linked()) {\n${then(local)}\n}`;
    }
    case "Attached": {
      // "enchanted creature": the permanent the source is attached to now (none: the effect does nothing).
      const local = scope.fresh("attached");
      return `const ${local} = ctx.attachedTo(ctx.self);\n${scope.guard(local, then)}`;
    }
    case "Triggering": {
      if (scope.context === "static") {
        scope.problem("\"it\" in a static ability or replacement effect names nothing: only a triggered ability's event names an object.");
        return "";
      }
      const local = scope.fresh("object");
      return `for (const ${local} of ctx.triggeringObjects()) {\n${then(local)}\n}`;
    }
    case "Made": {
      if (scope.context === "static") {
        scope.problem("\"it\" in a static ability or replacement effect names nothing: only a spell or ability that put objects into play can name them again.");
        return "";
      }
      const local = scope.fresh("made");
      return `for (const ${local} of ctx.made()) {\n${then(local)}\n}`;
    }
  }
}

/** Runs `then` with an `ObjectId[]` expression for the set. */
export function withObjectSet(set: ObjectSet, scope: FunctionScope, then: Then): string {
  switch (set.kind) {
    case "Ref":
      switch (set.ref.kind) {
        case "Self":
          return then("[ctx.self]");
        case "Target":
          return withTargets(set.ref.target, scope, then);
        case "Linked":
          if (scope.context === "static") {
            scope.problem("A static ability or replacement effect cannot refer to the removed card.");
            return "";
          }
          return then("ctx.linked()");
        case "Attached":
          return then("ctx.attachedObjects(ctx.self)");
        case "Triggering":
          if (scope.context === "static") {
            scope.problem("\"it\" in a static ability or replacement effect names nothing: only a triggered ability's event names an object.");
            return "";
          }
          return then("ctx.triggeringObjects()");
        case "Made":
          if (scope.context === "static") {
            scope.problem("\"it\" in a static ability or replacement effect names nothing: only a spell or ability that put objects into play can name them again.");
            return "";
          }
          return then("ctx.made()");
      }
    // eslint-disable-next-line no-fallthrough -- every ref kind returns above
    case "Targets":
      return withTargets(set.target, scope, then);
    case "Each":
      return withFilter(set.filter, scope, (filter) => then(`ctx.objects(${filter})`));
  }
}

export function withTargets(index: number, scope: FunctionScope, then: Then): string {
  if (scope.context === "static") {
    scope.problem("A static ability or replacement effect cannot refer to a target: it has no targets.");
    return "";
  }
  return then(`ctx.targets(${index})`);
}

// ---------------------------------------------------------------------------------------------------------
// Filters and amounts

/** Runs `then` with a runtime `ObjectFilter` object literal for the AST filter. */
export function withFilter(filter: ObjectFilter, scope: FunctionScope, then: Then): string {
  const write = (controller: string | undefined, manaValue: string | undefined): string => {
    const fields: string[] = [];
    if (filter.types.length > 0) fields.push(`types: ${stringArrayLiteral(filter.types)}`);
    if (filter.excludedTypes.length > 0) fields.push(`excludedTypes: ${stringArrayLiteral(filter.excludedTypes)}`);
    if (filter.zone !== "play") fields.push(`zone: ${stringLiteral(filter.zone)}`);
    if (controller !== undefined) fields.push(`controller: ${controller}`);
    if (filter.other) fields.push("exclude: ctx.self");
    if (manaValue !== undefined) fields.push(`manaValueAtMost: ${manaValue}`);
    return withComposedParts(filter, scope, (parts) => then(`{ ${[...fields, ...parts].join(", ")} }`));
  };
  const withManaValue = (controller: string | undefined): string =>
    filter.manaValueAtMost === undefined
      ? write(controller, undefined)
      : withAmount(filter.manaValueAtMost, scope, (manaValue) => write(controller, manaValue));
  return filter.controller === undefined
    ? withManaValue(undefined)
    : withControllerValue(filter.controller, scope, (controller) => withManaValue(controller));
}

/**
 * Runs `then` with the runtime filter's fields for the composed parts of a filter (colours, subtypes,
 * supertypes, status, combat, keywords, comparisons, "you don't control"; runtime/filters.ts matches them).
 */
function withComposedParts(filter: ObjectFilter, scope: FunctionScope, then: (fields: string[]) => string): string {
  const fields: string[] = [];
  if (filter.colors) fields.push(`colors: ${stringArrayLiteral(filter.colors)}`);
  if (filter.excludedColors) fields.push(`excludedColors: ${stringArrayLiteral(filter.excludedColors)}`);
  if (filter.colorCount) fields.push(`colorCount: ${JSON.stringify(filter.colorCount)}`);
  if (filter.subtypes) fields.push(`subtypes: ${stringArrayLiteral(filter.subtypes)}`);
  // "of the chosen type": the creature type chosen before, as the query runs (families/choose-type)
  else if (filter.chosenType) fields.push("subtypes: ctx.chosenCreatureTypes()");
  if (filter.excludedSubtypes) fields.push(`excludedSubtypes: ${stringArrayLiteral(filter.excludedSubtypes)}`);
  if (filter.supertypes) fields.push(`supertypes: ${stringArrayLiteral(filter.supertypes)}`);
  if (filter.excludedSupertypes) fields.push(`excludedSupertypes: ${stringArrayLiteral(filter.excludedSupertypes)}`);
  if (filter.tapped !== undefined) fields.push(`tapped: ${filter.tapped}`);
  if (filter.token !== undefined) fields.push(`token: ${filter.token}`);
  if (filter.combat) fields.push(`combat: ${stringLiteral(filter.combat)}`);
  if (filter.withCounter) fields.push(`withCounter: ${stringLiteral(filter.withCounter.kind ?? "")}`);
  if (filter.named !== undefined) fields.push(`named: ${stringLiteral(filter.named)}`);
  // "with the chosen name": the name chosen before, as the query runs (201.3, families/name-card)
  else if (filter.chosenName) fields.push("named: ctx.chosenName()");
  if (filter.keywords) fields.push(`keywords: ${stringArrayLiteral(filter.keywords)}`);
  if (filter.excludedKeywords) fields.push(`excludedKeywords: ${stringArrayLiteral(filter.excludedKeywords)}`);
  if (filter.requiredTypes) fields.push(`requiredTypes: ${stringArrayLiteral(filter.requiredTypes)}`);
  if (filter.xInManaCost) fields.push("xInManaCost: true");
  if (filter.singleTarget) fields.push("singleTarget: true");
  if (filter.dealtDamageThisTurn) fields.push("dealtDamageThisTurn: true");
  const withControllerNot = (): string => {
    const player = filter.controllerNot;
    if (player === undefined) return then(fields);
    if (player.kind === "EachPlayer" || player.kind === "EachOpponent") {
      scope.problem("\"… don't control\" needs one player (e.g. \"you don't control\").");
      return "";
    }
    return withPlayer(player, scope, (id) => then([...fields, `controllerNot: ${id}`]));
  };
  const withComparisons = (index: number, written: string[]): string => {
    const comparisons = filter.compare ?? [];
    if (index === comparisons.length) {
      if (written.length > 0) fields.push(`compare: [${written.join(", ")}]`);
      return withControllerNot();
    }
    const comparison = comparisons[index];
    return withAmount(comparison.amount, scope, (value) =>
      withComparisons(index + 1, [...written, `{ stat: ${stringLiteral(comparison.stat)}, ${comparison.relation}: ${value} }`]),
    );
  };
  return withComparisons(0, []);
}

/** Runs `then` with a `number` expression for the amount. */
export function withAmount(amount: Amount, scope: FunctionScope, then: Then): string {
  switch (amount.kind) {
    case "Number":
      return then(String(amount.value));
    case "X":
      if (scope.context === "static") {
        scope.problem("X has no value in a static ability or replacement effect: X is chosen when a spell or ability is played.");
        return "";
      }
      return then("ctx.x");
    case "LifeTotal":
      if (amount.player.kind === "EachPlayer") {
        scope.problem("\"each player's life total\" is not a single number; name one player (e.g. \"your life total\").");
        return "";
      }
      return withPlayer(amount.player, scope, (player) => then(`ctx.lifeTotal(${player})`));
    case "LifeLostThisTurn":
      if (amount.player.kind === "EachPlayer" || amount.player.kind === "EachOpponent") {
        scope.problem("\"the life each player lost this turn\" is not a single number; name one player (e.g. \"the life you lost this turn\").");
        return "";
      }
      return withPlayer(amount.player, scope, (player) => then(`ctx.lifeLostThisTurn(${player})`));
    case "CountOf":
      if (amount.devouredBy !== undefined) {
        // "for each creature it devoured": what the permanent kept as it came into play (devour).
        if (scope.context === "static") {
          scope.problem("'for each creature it devoured' is counted when an effect happens, not in a static ability or replacement effect.");
          return "";
        }
        const per = amount.per ?? 1;
        return withObject(amount.devouredBy, scope, (object) => then(per === 1 ? `ctx.devouredBy(${object})` : `${per} * ctx.devouredBy(${object})`));
      }
      // "for each creature you control" / "equal to the number of …": counted as the effect happens.
      return withFilter(amount.filter, scope, (filter) =>
        then(amount.per === undefined || amount.per === 1 ? `ctx.count(${filter})` : `${amount.per} * ctx.count(${filter})`),
      );
    case "StatOf":
      if (amount.object.kind === "Triggering" && scope.context !== "static") {
        // A triggered ability's event object as it is, or as it last existed if it has left its zone (Angelic
        // Chorus: a creature gone before the ability resolves).
        return then(`(ctx.triggeringView()?.${amount.stat} ?? 0)`);
      }
      // "equal to its power": the object's current value, or its last known one if it left play (413.2a); 0 if none.
      return withObject(amount.object, scope, (object) => then(`(ctx.lastKnown(${object})?.${amount.stat} ?? 0)`));
    case "SacrificedStat":
      // What the cost sacrificed, as it last existed (413.2a): kept on the stack item as the cost is paid.
      if (scope.context === "static") {
        scope.problem("'the sacrificed creature' has no value in a static ability or replacement effect: it is what a spell's or ability's cost sacrificed.");
        return "";
      }
      return then(`ctx.sacrificedTotal(${stringLiteral(amount.stat)})`);
    case "ThatMuch":
      if (scope.context === "static") {
        scope.problem("'that much' has no value in a static ability or replacement effect: it is the amount of the event that triggered an ability.");
        return "";
      }
      return then("ctx.triggeringAmount()");
    case "BasicLandTypes":
      // Domain: the basic land types among the lands as the effect happens (or as the layers ask, in a static ability).
      return withFilter(amount.among, scope, (filter) =>
        then(amount.per === undefined || amount.per === 1 ? `ctx.basicLandTypes(${filter})` : `${amount.per} * ctx.basicLandTypes(${filter})`),
      );
    case "CountersOn": {
      // The counters of that kind on the object as it is, or as it last existed if it left play (413.2a).
      const per = amount.per === undefined || amount.per === 1 ? "" : `${amount.per} * `;
      const counter = stringLiteral(amount.counter);
      // A triggered ability's object as the event saw it: a creature put into a graveyard had its counters in play.
      if (amount.object.kind === "Triggering" && scope.context !== "static") return then(`${per}(ctx.triggeringLastKnown()?.counters[${counter}] ?? 0)`);
      return withObject(amount.object, scope, (object) => then(`${per}(ctx.lastKnown(${object})?.counters[${counter}] ?? 0)`));
    }
    case "WhereX":
      // "…, where X is …": X is the amount the sentence defines, worked out as the effect happens.
      return withAmount(amount.value, scope, then);
    case "ManaSymbols":
      // Chroma: the symbols of one colour in the mana costs of the objects as the effect happens (or as the layers ask).
      return withFilter(amount.among, scope, (filter) => {
        const count = `ctx.manaSymbols(${filter}, ${JSON.stringify(amount.color)})`;
        return then(amount.per === undefined || amount.per === 1 ? count : `${amount.per} * ${count}`);
      });
    case "ThisWay": {
      // What the resolving spell or ability did before (413.2c): read from the game's log of this resolution.
      if (scope.context === "static") {
        scope.problem("'this way' has no value in a static ability or replacement effect: it is what a resolving spell or ability did before.");
        return "";
      }
      if (amount.what === "damageDealt") return then("ctx.damageDealtThisWay()");
      // The damage the applying replacement prevented (families/replacement-prevent logs it before its follow-up).
      if (amount.what === "damagePrevented") return then(amount.per === undefined || amount.per === 1 ? "ctx.damagePreventedThisWay()" : `${amount.per} * ctx.damagePreventedThisWay()`);
      const count = `ctx.destroyedThisWay(${stringArrayLiteral(amount.filter?.types ?? [])})`;
      return then(amount.per === undefined || amount.per === 1 ? count : `${amount.per} * ${count}`);
    }
    case "Sum": {
      // "… plus …": each term worked out in turn, then added.
      const add = (index: number, parts: string[]): string =>
        index === amount.terms.length ? then(`(${parts.join(" + ")})`) : withAmount(amount.terms[index], scope, (term) => add(index + 1, [...parts, term]));
      return add(0, []);
    }
  }
}

/** A `ManaCost` as data: generic, coloured and X symbols counted (`partial`: only the symbols present). */
export function manaCounts(cost: AstManaCost | undefined, partial: boolean): Record<string, number> {
  const counts: Record<string, number> = { generic: 0, W: 0, U: 0, B: 0, R: 0, G: 0, x: 0 };
  for (const symbol of cost?.symbols ?? []) {
    if (symbol.kind === "Hybrid") continue; // listed apart (compiler/costs.ts manaCostData)
    if (symbol.kind === "Snow") {
      // 104.3h: counted apart, and only when present (a cost without {S} has no `snow` field).
      counts.snow = (counts.snow ?? 0) + 1;
      continue;
    }
    const key = symbol.kind === "Generic" ? "generic" : symbol.kind === "X" ? "x" : symbol.color;
    counts[key] = (counts[key] ?? 0) + (symbol.kind === "Generic" ? symbol.amount : 1);
  }
  if (!partial) return counts;
  return Object.fromEntries(Object.entries(counts).filter(([, count]) => count > 0));
}

/** A `Partial<ManaCost>` literal in code (see manaCounts). */
export function manaLiteral(cost: AstManaCost | undefined, partial: boolean): string {
  const fields = Object.entries(manaCounts(cost, partial)).map(([key, count]) => `${key}: ${count}`);
  return fields.length === 0 ? "{}" : `{ ${fields.join(", ")} }`;
}

// ---------------------------------------------------------------------------------------------------------
// Tokens

/** The name the rules give a token: its creature types ("Beast"), else its card types. */
export function tokenName(token: TokenSpec): string {
  if (token.name !== undefined) return token.name;
  return token.subtypes.length > 0 ? token.subtypes.join(" ") : token.types.join(" ");
}

// ---------------------------------------------------------------------------------------------------------
// Effects

export interface EffectEmitHooks {
  /** The TokenDefinition expression for a token spec (the card declares its tokens once, in `tokens`). */
  token(token: TokenSpec): string;
  /** The statements of effects held by another ("you may …"), in the same function. */
  effects?(effects: readonly Effect[]): string;
  /**
   * A delayed triggered ability's effects ("… at end of turn", `sentence` the whole Delayed node): compiled into a
   * function of their own, listed in the card's `delayed`; returns its index there (families/delayed).
   */
  delayed?(effects: readonly Effect[], sentence: Effect): number;
  /**
   * An activated ability a resolving effect grants in quotes ("gain \"{T}: …\" until end of turn"): compiled as the
   * card's own, listed in the card's `granted`; returns its index there (runtime/granted-abilities.ts).
   */
  granted?(ability: ActivatedAbility): number;
  /**
   * A triggered ability a resolving effect grants in quotes ("That token has haste and \"At end of turn, sacrifice
   * this permanent.\""): compiled as the card's own, its text as quoted ("this permanent" for `grantedTo`), listed in
   * the card's `grantedTriggers`; returns its index there (runtime/granted-abilities.ts).
   */
  grantedTrigger?(ability: TriggeredAbility, grantedTo: ObjectSet): number;
}

/**
 * How one kind of effect compiles: the statements calling its runtime primitive. Each family's codegen part
 * (families/<name>/codegen.ts) gives one per kind of its effects; families/codegen.ts gathers them in a map
 * typed over the AST's `Effect` union, so a kind without one fails `tsc`.
 */
export type EffectCompiler<N extends Effect> = (effect: N, scope: FunctionScope, hooks: EffectEmitHooks) => string;

/**
 * Objects put into play or gained "under its owner's control" / "under its controller's control": when the
 * player is the owner or controller of the very objects moved, each object goes under its own owner, one by one.
 */
export function withObjectsUnder(
  objects: ObjectSet,
  controller: PlayerRef,
  scope: FunctionScope,
  then: (objects: string, controller: string) => string,
): string {
  if (
    objects.kind === "Ref" &&
    (controller.kind === "OwnerOf" || controller.kind === "ControllerOf") &&
    controller.object.kind === objects.ref.kind &&
    (controller.object.kind !== "Target" || (objects.ref.kind === "Target" && controller.object.target === objects.ref.target))
  ) {
    const field = controller.kind === "OwnerOf" ? "owner" : "controller";
    return withObject(objects.ref, scope, (object) => {
      const local = scope.fresh(field);
      return `const ${local} = ctx.object(${object})?.${field};\n${scope.guard(local, (player) => then(`[${object}]`, player))}`;
    });
  }
  return withObjectSet(objects, scope, (set) => withPlayer(controller, scope, (player) => then(set, player)));
}

// ---------------------------------------------------------------------------------------------------------
// Predicates for replacement effects (`applies`), over ObjectViews rather than ctx.objects: an object coming
// into play is not in play yet.

/** A boolean expression: the object view `view` matches the filter (zone checked by the caller). */
export function filterPredicate(filter: ObjectFilter, view: string, controllerExpr: string, scope: FunctionScope): string {
  const conditions: string[] = [];
  if (filter.types.length > 0) {
    conditions.push(`${view}.types.some((type) => ${stringArrayLiteral(filter.types)}.includes(type))`);
  }
  if (filter.excludedTypes.length > 0) {
    conditions.push(`!${view}.types.some((type) => ${stringArrayLiteral(filter.excludedTypes)}.includes(type))`);
  }
  if (filter.controller !== undefined) {
    switch (filter.controller.kind) {
      case "You":
        conditions.push(`${controllerExpr} === ctx.controller`);
        break;
      case "EachOpponent":
        conditions.push(`${controllerExpr} !== ctx.controller`);
        break;
      case "EachPlayer":
        break;
      default:
        scope.problem("A replacement effect can only watch permanents \"you\" control or permanents of any player.");
    }
  }
  if (filter.other) conditions.push(`${view}.id !== ctx.self`);
  if (filter.manaValueAtMost !== undefined) {
    const amount = filter.manaValueAtMost;
    if (amount.kind === "Number") conditions.push(`${view}.manaValue <= ${amount.value}`);
    else scope.problem("A replacement effect's filter needs a fixed converted mana cost.");
  }
  conditions.push(...composedConditions(filter, view, controllerExpr, scope));
  return conditions.length > 0 ? conditions.join(" && ") : "true";
}

/**
 * `filterPredicate`'s conditions for the composed parts, over an object view (the parts runtime/filters.ts
 * matches, written out: a replacement's `applies` reads the object coming into play, which no query can find).
 */
function composedConditions(filter: ObjectFilter, view: string, controllerExpr: string, scope: FunctionScope): string[] {
  const conditions: string[] = [];
  const anyOf = (field: string, values: readonly string[]) => `${view}.${field}.some((value) => ${stringArrayLiteral(values)}.includes(value))`;
  const allOf = (field: string, values: readonly string[]) => `${stringArrayLiteral(values)}.every((value) => ${view}.${field}.includes(value))`;
  if (filter.colors) conditions.push(anyOf("colors", filter.colors));
  if (filter.excludedColors) conditions.push(`!${anyOf("colors", filter.excludedColors)}`);
  if (filter.colorCount) conditions.push(`${view}.colors.length ${{ colorless: "=== 0", monocolored: "=== 1", multicolored: ">= 2" }[filter.colorCount]}`);
  if (filter.subtypes) conditions.push(anyOf("subtypes", filter.subtypes));
  if (filter.chosenType) scope.problem("A replacement effect's filter cannot read a chosen creature type: write the filter without 'of the chosen type', or give the ability an escape-hatch block.");
  if (filter.excludedSubtypes) conditions.push(`!${anyOf("subtypes", filter.excludedSubtypes)}`);
  if (filter.supertypes) conditions.push(allOf("supertypes", filter.supertypes));
  if (filter.excludedSupertypes) conditions.push(`!${anyOf("supertypes", filter.excludedSupertypes)}`);
  if (filter.keywords) conditions.push(allOf("keywords", filter.keywords));
  if (filter.excludedKeywords) conditions.push(`!${anyOf("keywords", filter.excludedKeywords)}`);
  if (filter.requiredTypes) conditions.push(allOf("types", filter.requiredTypes));
  if (filter.tapped !== undefined) conditions.push(`${filter.tapped ? "" : "!"}${view}.tapped`);
  if (filter.token !== undefined) conditions.push(`${filter.token ? "" : "!"}${view}.token`);
  if (filter.named !== undefined) conditions.push(`${view}.name === ${stringLiteral(filter.named)}`);
  if (filter.chosenName) scope.problem("A replacement effect's filter cannot read a chosen name: write the filter without 'with the chosen name', or give the ability an escape-hatch block.");
  if (filter.withCounter) scope.problem("A replacement effect cannot watch permanents with counters on them: write the filter without 'with … counter on it', or give the ability an escape-hatch block.");
  if (filter.singleTarget) scope.problem("A replacement effect's filter cannot ask about a spell's targets: write the filter without 'with a single target', or give the ability an escape-hatch block.");
  if (filter.xInManaCost) scope.problem("A replacement effect's filter cannot ask about {X} in a mana cost: write the filter without 'with {X} in their mana costs', or give the ability an escape-hatch block.");
  if (filter.dealtDamageThisTurn) scope.problem("A replacement effect's filter cannot ask what was dealt damage this turn: write the filter without 'that was dealt damage this turn', or give the ability an escape-hatch block.");
  if (filter.combat) scope.problem("A replacement effect cannot watch attacking or blocking creatures: an object it watches is not in combat yet.");
  for (const comparison of filter.compare ?? []) {
    if (comparison.amount.kind !== "Number") {
      scope.problem("A replacement effect's filter needs fixed numbers in its comparisons.");
      continue;
    }
    const operator = comparison.relation === "atMost" ? "<=" : ">=";
    // A noncreature has no power to compare: "power 2 or less" is false of it, as runtime/filters.ts reads it.
    const stat = `${view}.${comparison.stat}`;
    conditions.push(comparison.stat === "manaValue" ? `${stat} ${operator} ${comparison.amount.value}` : `${stat} !== null && ${stat} ${operator} ${comparison.amount.value}`);
  }
  if (filter.controllerNot !== undefined) {
    if (filter.controllerNot.kind === "You") conditions.push(`${controllerExpr} !== ctx.controller`);
    else scope.problem("A replacement effect can only watch permanents \"you don't control\", not another player's.");
  }
  return conditions;
}

/** Whether a filter reads keyword abilities or power and toughness: what the layers of continuous effects compute. */
export function filterReadsLayers(filter: ObjectFilter): boolean {
  return filter.keywords !== undefined || filter.excludedKeywords !== undefined || (filter.compare ?? []).some((comparison) => comparison.stat !== "manaValue");
}

/**
 * `withFilter` for a continuous effect whose filter is matched while the layers apply (runtime/continuous.ts):
 * such a filter can't read keyword abilities or power and toughness, which the layers themselves compute (418.5).
 */
export function withContinuousFilter(filter: ObjectFilter, scope: FunctionScope, then: Then): string {
  if (filterReadsLayers(filter)) {
    scope.problem("An effect that applies to whatever matches its description for a time can't describe objects by their abilities or power and toughness, which continuous effects change (418.5).");
    return "";
  }
  return withFilter(filter, scope, then);
}

/**
 * Statements ending in `return <boolean>`: whether `recipient` (a Chosen) matches one of the damage recipient
 * patterns (players first, then permanents in play).
 */
export function recipientMatch(patterns: DamageRecipientPattern[], recipient: string, scope: FunctionScope): string {
  const players: string[] = [];
  const permanents: string[] = [];
  for (const pattern of patterns) {
    if (pattern.kind === "Player") {
      switch (pattern.player.kind) {
        case "You":
          players.push(`${recipient} === ctx.controller`);
          break;
        case "EachPlayer":
          players.push("true");
          break;
        default:
          scope.problem("A redirection can only watch damage to \"you\" or to every player.");
      }
    } else {
      permanents.push(filterPredicate(pattern.filter, "object", "object.controller", scope));
    }
  }
  const anyOf = (conditions: string[]) => (conditions.length === 0 ? "false" : conditions.map((condition) => `(${condition})`).join(" || "));
  return [
    `if (ctx.isPlayer(${recipient})) return ${anyOf(players)};`,
    `const object = ctx.object(${recipient});`,
    `return object !== undefined && object.zone === "play" && (${anyOf(permanents)});`,
  ].join("\n");
}
