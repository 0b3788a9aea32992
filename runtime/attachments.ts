/**
 * Auras and Equipment: what a permanent is attached to (`ObjectState.attachedTo`), and the rules about it.
 *
 * Rules referenced (2007 Comprehensive Rules, Lorwyn update):
 * - Enchant (502, keyword abilities): an Aura's "Enchant <object>" restricts what the Aura spell targets and what
 *   the Aura may be attached to. An Aura spell targets what it will enchant; it resolves into play attached to it,
 *   or is countered on resolution when that target has become illegal (413.2a). An Aura put into play without
 *   being cast is attached to an object its controller chooses (not targeted: shroud doesn't stop it); with no
 *   such object, it stays where it is.
 * - Equip (502): "Equip [cost]" means "[cost]: Attach this to target creature you control. Equip only as a
 *   sorcery." Gaining control of an Equipment does not move it, nor unattach it.
 * - Protection from a colour (502): a permanent with it can't be enchanted or equipped by objects of that colour.
 * - 420.5d: an Aura attached to an illegal object, or to nothing, is put into its owner's graveyard. 420.5: an
 *   Equipment attached to something it can't equip (not a creature, protected from it, itself a creature)
 *   becomes unattached and stays in play (state-based effects: `attachmentStateBasedEffects`, run by sba.ts).
 *
 * `attachedTo` is set only while both objects are in play: a permanent that leaves play is a new object
 * elsewhere (217.1c), whose `attachedTo` starts null; what stays behind, attached to an object that left play, is
 * seen as attached to nothing at once (`attachedTo`) and dealt with by the next state-based check.
 */
import type { CardDefinition, Chosen, ObjectFilter, ObjectId, PlayerId, TargetSpec } from "./definition.js";
import { ask } from "./decisions.js";
import { contains, definitionOf, liveObj, log, obj, opponentsOf, playIndex, seenDefinitions, writable, type Engine } from "./engine.js";
import { controllerOf, hasTypeNow, matchesCharacteristics, protectedFrom, stateVersion, typesNow, view } from "./continuous.js";
import { hasComposedParts, matchesComposedParts } from "./filters.js";
import type { ObjectState } from "./state.js";
import { moveObject } from "./zones.js";

/** Whether a definition is an Aura (the subtype; its "Enchant …" line gives `enchant`). */
export function isAura(def: CardDefinition): boolean {
  return contains(def.subtypes, "Aura") && contains(def.types, "Enchantment");
}

/** Whether a definition is an Equipment. */
export function isEquipment(def: CardDefinition): boolean {
  return contains(def.subtypes, "Equipment") && contains(def.types, "Artifact");
}

/** The targets of a spell: its text's, or an Aura's one target (what it will enchant). */
export function spellTargetSpecs(def: CardDefinition): TargetSpec[] {
  if (def.enchant !== undefined) return [def.enchant];
  return def.spell?.targets ?? [];
}

/** The permanent `id` is attached to, while both are in play; undefined otherwise. */
export function attachedTo(e: Engine, id: ObjectId): ObjectId | undefined {
  const o = obj(e, id);
  if (o === undefined || !o.alive || o.zone !== "play" || o.attachedTo === null) return undefined;
  const host = liveObj(e, o.attachedTo);
  return host !== undefined && host.zone === "play" ? host.id : undefined;
}

/** The Auras and Equipment attached to a permanent, in play order. */
export function attachmentsOf(e: Engine, id: ObjectId): ObjectId[] {
  const out: ObjectId[] = [];
  const host = liveObj(e, id);
  if (host === undefined || host.zone !== "play") return out;
  for (const slot of playIndex(e).slots) {
    const o = e.s.objects[slot]!;
    if (o.attachedTo === id && o.alive) out.push(o.id);
  }
  return out;
}

/**
 * Whether `attachment` (an Aura or Equipment, in play or about to be) could be attached to the permanent `host`
 * now, by its own restrictions: an Aura's "Enchant …" (a relative controller relative to `controller`, the
 * Aura's), an Equipment's "creature" (and not itself a creature); never to itself; and not to a permanent with
 * protection from it. Not targeting: shroud doesn't matter.
 */
export function canBeAttached(e: Engine, attachment: ObjectState, host: ObjectState, controller: PlayerId): boolean {
  if (host.id === attachment.id || !host.alive || host.zone !== "play") return false;
  const def = definitionOf(e, attachment);
  // The host's types as they are now, without its view unless a type-changing effect may apply to it (the check
  // runs after every change of the state, for every Aura and Equipment): most enchant and equip only by type.
  if (def.enchant !== undefined) {
    const spec = def.enchant.objects;
    if (spec === undefined) return false;
    const filter: ObjectFilter = { types: spec.types, excludedTypes: spec.excludedTypes };
    if (!matchesCharacteristics({ types: typesNow(e, host) }, filter, "play")) return false;
    // "Enchant nonblack creature", "Enchant Forest", "Enchant tapped creature" (runtime/filters.ts): current ones.
    if (hasComposedParts(spec) && !matchesComposedParts(e, view(e, host), spec as ObjectFilter, "play")) return false;
    if (spec.controller !== undefined) {
      const who = controllerOf(e, host);
      if (spec.controller === "you" ? who !== controller : !contains(opponentsOf(e, controller), who)) return false;
    }
  } else if (isEquipment(def)) {
    if (!hasTypeNow(e, host, "Creature")) return false;
    // An Equipment that is also a creature can't equip a creature.
    if (attachment.zone === "play" && hasTypeNow(e, attachment, "Creature")) return false;
  } else {
    return false;
  }
  return !protectedFrom(e, host, attachment.id);
}

/** Attaches a permanent in play to another (Equip's effect, an Aura coming into play); logs it. */
export function attach(e: Engine, attachmentId: ObjectId, hostId: ObjectId): boolean {
  const attachment = liveObj(e, attachmentId);
  const host = liveObj(e, hostId);
  if (attachment === undefined || host === undefined || attachment.zone !== "play") return false;
  if (!canBeAttached(e, attachment, host, controllerOf(e, attachment))) return false;
  if (attachment.attachedTo === host.id) return true;
  writable(e, attachment).attachedTo = host.id;
  log(e, { kind: "attach", object: attachment.id, to: host.id });
  return true;
}

/**
 * Where an Aura coming into play without being cast goes: the object its controller chooses among those it could
 * enchant (a decision "attach"), or null when there is none (it then stays in its zone).
 */
export function chooseAuraHost(e: Engine, aura: ObjectState, controller: PlayerId): ObjectId | null {
  const options: Chosen[] = [];
  for (const slot of playIndex(e).slots) {
    const host = e.s.objects[slot]!;
    if (canBeAttached(e, aura, host, controller)) options.push(host.id);
  }
  if (options.length === 0) return null;
  const [chosen] = ask(e, {
    player: controller,
    kind: "attach",
    prompt: `choose what ${definitionOf(e, aura).name} comes into play attached to`,
    options,
    min: 1,
    max: 1,
  });
  return chosen as ObjectId;
}

/**
 * 420.5d: Auras attached illegally or to nothing are put into their owners' graveyards; 420.5: Equipment attached
 * illegally becomes unattached and stays in play. Returns whether anything happened (sba.ts runs this in each
 * round of its fixed point).
 */
export function attachmentStateBasedEffects(e: Engine): boolean {
  // No Aura or Equipment among the definitions the registry's games have looked up (engine.ts `SeenDefinitions`:
  // a permanent's definition is looked up by the time it is in play): none is in play, and no index is needed.
  if (!seenDefinitions(e).attaches) return false;
  // The Auras and Equipment in play (table slots, in play order): the play index's list, so that the check, run
  // before every priority, costs one read while none is in play.
  const slots = playIndex(e).attaching;
  if (slots.length === 0) return false;
  // Run before every priority, most often in the version of the state the last one found all fine in (a step
  // begun, priority passed on): it finds the same. Legality reads views, which hold for the version.
  const version = stateVersion(e);
  if (version !== null && e.cache.attachmentsFineIn === version) return false;
  let toGraveyard: Map<ObjectId, string> | null = null;
  let happened = false;
  for (const slot of slots) {
    const o = e.s.objects[slot]!;
    if (!o.alive || o.zone !== "play") continue;
    const def = definitionOf(e, o);
    const host = o.attachedTo === null ? undefined : liveObj(e, o.attachedTo);
    const legal = host !== undefined && canBeAttached(e, o, host, controllerOf(e, o));
    if (def.enchant !== undefined || isAura(def)) {
      if (!legal) (toGraveyard ??= new Map()).set(o.id, host === undefined ? "420.5d: Aura attached to nothing" : "420.5d: Aura attached illegally");
    } else if (o.attachedTo !== null && !legal) {
      writable(e, o).attachedTo = null;
      log(e, { kind: "unattach", object: o.id, from: host?.id ?? null, rule: "420.5: Equipment attached illegally becomes unattached" });
      happened = true;
    }
  }
  if (toGraveyard !== null) {
    for (const [id, rule] of toGraveyard) {
      log(e, { kind: "stateBased", object: id, rule });
      moveObject(e, id, "graveyard");
    }
    happened = true;
  }
  e.cache.attachmentsFineIn = happened ? null : version;
  return happened;
}
