/**
 * StaticModify, StaticRestriction → the static ability's `effect` (runtime/definition.ts `StaticEffectDefinition`):
 * which objects it affects as data (`staticObjectSet`), its condition as a function, and what it does (P/T change,
 * keywords, combat restrictions); the layer system and combat apply it (runtime/continuous.ts, runtime/combat.ts).
 */
import { characteristicData, filterPredicate, relativeParts, stringLiteral, withAmount, withFilter, type AbilityEmitter, type Data, type DataObject, type FunctionScope, type StaticCodegen } from "../../compiler/family.js";
import type { ObjectFilter, ObjectSet } from "../../grammar/ast.js";
import type { Restriction, StaticCondition, StaticCostChange, StaticCount, StaticEntersTapped, StaticModify, StaticNoCounters, StaticUncounterable, StaticCantBePlayed, StaticControl, StaticRestriction, UnlessControls } from "./syntax.js";

/**
 * The objects a static ability names, as the runtime's `StaticObjectSet`: the card itself, or a filter made from
 * the ability's context at each moment (`affected(ctx)`: "you" is the permanent's controller then, "other" the
 * permanent itself). Targets and anaphora name nothing a static ability could follow (the grammar reports them).
 */
export function staticObjectSet(set: ObjectSet, scope: FunctionScope, emit: AbilityEmitter): DataObject {
  switch (set.kind) {
    case "Ref":
      if (set.ref.kind === "Self") return { kind: "Ref", ref: { kind: "Self" } };
      // "enchanted creature", "equipped creature": what the permanent is attached to at each moment.
      if (set.ref.kind === "Attached") return { kind: "Ref", ref: { kind: "Attached" } };
      break;
    case "Each": {
      const body = withFilter(set.filter, scope, (filter) => `return ${filter};`);
      return { kind: "Each", filter: emit.declareFunction("affected", "ctx: StaticContext", 'Parameters<StaticContext["objects"]>[0]', body) };
    }
  }
  scope.problem("A static ability affects the permanents it names at each moment: it cannot refer to a target or to an object named earlier.");
  return { kind: "Ref", ref: { kind: "Self" } };
}

/**
 * "As long as …" → `condition(ctx)`, asked each time the layers apply the ability (never a snapshot): whether the
 * ability's controller controls such a permanent, such a card is in its graveyard, a library is that small, or the
 * permanent the card is attached to has one of the colours now.
 */
function condition(node: StaticCondition | null, scope: FunctionScope, emit: AbilityEmitter): Data | undefined {
  if (node === null) return undefined;
  let body: string;
  switch (node.kind) {
    case "YouControl": {
      const filter = { ...node.filter, controller: { kind: "You" as const } };
      body = withFilter(filter, scope, (f) => `return ctx.any(${f});`);
      break;
    }
    case "CardInGraveyard":
      body = withFilter(node.filter, scope, (f) => `return ctx.any(${f});`);
      break;
    case "LibraryAtMost":
      body = `return ctx.players().some((player) => ctx.librarySize(player) <= ${node.count});`;
      break;
    case "HandEmpty": {
      // hellbent: no card in the hand of the ability's controller
      const hand: ObjectFilter = { types: [], excludedTypes: [], zone: "hand", controller: { kind: "You" } };
      body = withFilter(hand, scope, (f) => `return !ctx.any(${f});`);
      break;
    }
    case "AttackingAlone": {
      // the one attacking creature is the ability's own permanent
      const attacking: ObjectFilter = { types: ["Creature"], excludedTypes: [], zone: "play", combat: "attacking" };
      body = withFilter(attacking, scope, (f) => `const attackers = ctx.objects(${f});\nreturn attackers.length === 1 && attackers[0] === ctx.self;`);
      break;
    }
    case "AttachedIs": {
      const colors = node.colors.map((c) => `host.colors.includes(${stringLiteral(c)})`).join(" || ");
      body = `const attached = ctx.attachedTo(ctx.self);\nconst host = attached === undefined ? undefined : ctx.object(attached);\nreturn host !== undefined && (${colors});`;
      break;
    }
  }
  return emit.declareFunction("condition", "ctx: StaticContext", "boolean", body);
}

/** "for each Forest you control" → `count(ctx)`: what the change is multiplied by, counted at each view. */
function count(node: StaticCount, scope: FunctionScope, emit: AbilityEmitter): Data {
  const body = withAmount(node.amount, scope, (amount) => `return ${amount};`);
  return emit.declareFunction("count", "ctx: StaticContext", "number", `${body}\n${body.startsWith("return") ? "" : "return 0;"}`);
}

/**
 * "unless you control another Giant" → `condition(ctx)`: the restrictions hold while the ability's controller
 * controls no such permanent ("another": other than this one).
 */
function unlessYouControl(node: UnlessControls, scope: FunctionScope, emit: AbilityEmitter): Data {
  const filter = { ...node.filter, controller: { kind: "You" as const } };
  const body = withFilter(filter, scope, (f) => `return !ctx.any(${f});`);
  return emit.declareFunction("condition", "ctx: StaticContext", "boolean", body);
}

/**
 * A description of blockers or attackers ("red creatures", "Walls", "creatures with power 4 or greater") as the
 * runtime's filter data, matched by characteristics when blocks are declared (the grammar reports descriptions
 * that name a player or an object: they have no value there).
 */
export function descriptionData(filter: ObjectFilter, scope: FunctionScope): DataObject {
  // Matched as blocks are declared, by what the creatures are: a description that names a player, the source, a
  // choice or a count has no fixed meaning there, and is reported rather than left out.
  for (const { part, words } of relativeParts(filter)) {
    scope.problem(
      part === "compare"
        ? "A blocker or attacker description compares with a number: 'with power 4 or greater', 'with converted mana cost 3 or less'."
        : `A blocker or attacker description names what the creatures are, not ${words}: write e.g. 'creatures with flying', 'red creatures', 'Walls'.`,
    );
  }
  return characteristicData(filter) as DataObject;
}

/** One restriction as the runtime's `CombatRestriction` data. */
function restrictionData(r: Restriction, unless: UnlessControls | undefined, scope: FunctionScope): DataObject {
  switch (r.kind) {
    case "minimumBlockers":
    case "maximumBlockers":
      return { kind: r.kind, count: r.count };
    case "notBlockedBy":
    case "blockedOnlyBy":
      return { kind: r.kind, blockers: r.blockers.map((f) => descriptionData(f, scope)) };
    case "blocksOnly":
    case "cantBlockThose":
      return { kind: r.kind, attackers: r.attackers.map((f) => descriptionData(f, scope)) };
    case "cantAttack":
      // "unless defending player controls an Island": asked of the defending player as attackers are declared.
      if (unless !== undefined && unless.player === "DefendingPlayer") return { kind: r.kind, unlessDefendingControls: descriptionData(unless.filter, scope) };
      return { kind: r.kind };
    default:
      return { kind: r.kind };
  }
}

const codegen: StaticCodegen<StaticModify | StaticRestriction | StaticCostChange | StaticEntersTapped | StaticNoCounters | StaticUncounterable | StaticCantBePlayed | StaticControl> = {
  /** "You control enchanted creature." → a layer 2 effect of the static ability (runtime/continuous.ts). */
  StaticControl: (node, scope, emit) => ({ effect: { affected: staticObjectSet(node.objects, scope, emit), control: true } }),
  /** "… spells can't be played." → a rule of every player (runtime/player-rules.ts `cantPlay`). */
  StaticCantBePlayed(node, scope, emit) {
    if (node.objects.kind !== "Each") {
      scope.problem("'… can't be played' names spells by what they are.");
      return {};
    }
    const body = withFilter(node.objects.filter, scope, (filter) => `return ${filter};`);
    return { playerRule: { players: "each", rule: "cantPlay", spells: emit.declareFunction("spells", "ctx: StaticContext", 'Parameters<StaticContext["objects"]>[0]', body) } };
  },
  /** "~ can't be countered." → `uncounterable: {}`; "Creature spells can't be countered." → the spells as a filter. */
  StaticUncounterable(node, scope, emit) {
    if (node.objects.kind !== "Each") return { uncounterable: {} };
    const body = withFilter(node.objects.filter, scope, (filter) => `return ${filter};`);
    return { uncounterable: { spells: emit.declareFunction("spells", "ctx: StaticContext", 'Parameters<StaticContext["objects"]>[0]', body) } };
  },
  /**
   * "~ can't have counters placed on it." → a replacement rule over `putCounters` events on the card itself (those it
   * would come into play with included) that places none.
   */
  StaticNoCounters(_node, _scope, emit) {
    return emit.replacementRule("putCounters", false, "return event.object === ctx.self && event.count > 0;", emit.eventWith("putCounters", { count: "0" }), false);
  },
  /**
   * "Artifacts and lands come into play tapped." → a replacement rule over every `entersPlay` event while the
   * permanent is in play (419.6b): the fields of a replacement ability take the place of the static ability's (as
   * families/static-prevent does). The entering object is not in play yet: it is matched by its characteristics, and
   * "you control" by the player it comes into play under.
   */
  StaticEntersTapped(node, scope, emit) {
    let matches = "false";
    if (node.objects.kind === "Each") matches = filterPredicate(node.objects.filter, "object", "event.controller", scope);
    else scope.problem("'… come into play tapped' names a kind of permanent: 'Artifacts and lands come into play tapped.'");
    const applies = ["if (event.tapped) return false;", "const object = ctx.object(event.object);", `return object !== undefined && ${matches};`].join("\n");
    return emit.replacementRule("entersPlay", false, applies, emit.eventWith("entersPlay", { tapped: "true" }), false);
  },
  StaticCostChange(node, scope, emit) {
    const body = withFilter(node.spells, scope, (filter) => `return ${filter};`);
    const change: Record<string, Data> = {
      spells: emit.declareFunction("spells", "ctx: StaticContext", 'Parameters<StaticContext["objects"]>[0]', body),
      caster: node.caster === "Any" ? "any" : node.caster === "You" ? "you" : "opponents",
      generic: node.generic,
    };
    if (node.andSpells !== undefined) {
      const andBody = withFilter(node.andSpells, scope, (filter) => `return ${filter};`);
      change.andSpells = emit.declareFunction("andSpells", "ctx: StaticContext", 'Parameters<StaticContext["objects"]>[0]', andBody);
    }
    const when = condition(node.condition, scope, emit);
    if (when !== undefined) change.condition = when;
    return { costChange: change };
  },
  StaticModify(node, scope, emit) {
    const effect: Record<string, Data> = { affected: staticObjectSet(node.objects, scope, emit) };
    // "Skeleton creatures you control and other Zombie creatures you control": either description (each a filter).
    if (node.andObjects !== undefined) {
      const filters = [effect.affected, staticObjectSet(node.andObjects, scope, emit)].map((set) => (set as DataObject).filter as Data);
      effect.affected = { kind: "AnyOf", filters };
    }
    const when = condition(node.condition, scope, emit);
    if (when !== undefined) effect.condition = when;
    if (node.change !== null) {
      effect.power = node.change.power;
      effect.toughness = node.change.toughness;
      if (node.count !== undefined) effect.count = count(node.count, scope, emit);
    }
    if (node.keywords.length > 0) effect.keywords = node.keywords.slice();
    if (node.addTypes !== undefined && node.addTypes.length > 0) effect.addTypes = node.addTypes.slice();
    if (node.allCreatureTypes === true) effect.allCreatureTypes = true;
    if (node.protectionFrom !== undefined) effect.protectionFromChosenColor = true;
    if (node.setPowerToughness !== undefined) {
      effect.setPower = node.setPowerToughness.power;
      effect.setToughness = node.setPowerToughness.toughness;
    }
    // 'has "{T}: …"': the granted abilities, compiled as activated abilities (runtime/granted-abilities.ts).
    const activated = (node.abilities ?? []).filter((ability) => ability.kind === "Activated");
    if (activated.length > 0) effect.abilities = activated.map((ability) => emit.activatedAbility(ability, node.objects));
    // 'has "Whenever this creature …"': granted triggered abilities, offered the events of the objects that have them.
    const triggered = (node.abilities ?? []).filter((ability) => ability.kind === "Triggered");
    if (triggered.length > 0) effect.triggers = triggered.map((ability) => emit.triggeredAbility(ability, node.objects));
    return { effect };
  },
  StaticRestriction(node, scope, emit) {
    const effect: Record<string, Data> = { affected: staticObjectSet(node.objects, scope, emit) };
    const when = node.unless !== undefined && node.unless.player === "You" ? unlessYouControl(node.unless, scope, emit) : condition(node.condition, scope, emit);
    if (when !== undefined) effect.condition = when;
    effect.restrictions = node.restrictions.map((r): DataObject => restrictionData(r, node.unless, scope));
    if (node.change !== undefined) {
      effect.power = node.change.power;
      effect.toughness = node.change.toughness;
    }
    if (node.keywords !== undefined && node.keywords.length > 0) effect.keywords = node.keywords.slice();
    return { effect };
  },
};
export default codegen;
