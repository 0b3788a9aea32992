/**
 * Modal spells (2007 409.1b): "If the spell or ability is modal ("Choose one —" …), the player announces the
 * mode choice" as it is played, before its targets (409.1c); only the chosen modes' targets are chosen. The
 * chosen modes are part of the spell on the stack (`StackItem.modes`): its resolution runs those modes only, in
 * printed order, and 413.2a counts the targets it has (those of its chosen modes).
 *
 * A cast action names its modes (`modes`: indices in printed order) with its targets, as the listing does for
 * players and AIs; or names neither, and the engine asks: a "modes" decision (offering the modes whose targets
 * can be chosen), then a "targets" decision per target of the chosen modes.
 */
import type { CardDefinition, Chosen, ModesDefinition, ObjectId, PlayerId, TargetSpec } from "./definition.js";
import { ask } from "./decisions.js";
import type { Engine } from "./engine.js";
import { distinctOptions, hasTargetOptions, targetOptions } from "./stack.js";

/** The target specs as the chosen modes leave them: a target of a mode not chosen is not chosen (none of it). */
export function specsForModes(specs: readonly TargetSpec[], modes: ModesDefinition, chosen: readonly number[]): TargetSpec[] {
  const unchosen = new Set<number>();
  modes.modes.forEach((mode, index) => {
    if (!chosen.includes(index)) for (const target of mode.targets) unchosen.add(target);
  });
  return specs.map((spec, index) => (unchosen.has(index) ? { ...spec, min: 0, max: 0 } : spec));
}

/** Whether each target of the mode has at least its minimum of legal choices (409.1c could be done). */
export function modeAvailable(e: Engine, specs: readonly TargetSpec[], modes: ModesDefinition, index: number, source: ObjectId, controller: PlayerId): boolean {
  for (const target of modes.modes[index].targets) {
    const spec = specs[target];
    if (spec !== undefined && !hasTargetOptions(e, spec, source, controller, spec.min)) return false;
  }
  return true;
}

/** Every choice of modes the count allows among `available` (indices), each in printed order. */
export function modeChoices(modes: ModesDefinition, available: readonly number[]): number[][] {
  const out: number[][] = [];
  const pick = (from: number, chosen: number[]) => {
    if (chosen.length >= modes.min && chosen.length <= modes.max) out.push(chosen.slice());
    if (chosen.length === modes.max) return;
    for (let i = from; i < available.length; i++) {
      chosen.push(available[i]);
      pick(i + 1, chosen);
      chosen.pop();
    }
  };
  pick(0, []);
  return out;
}

/** The indices of the modes whose targets can be chosen now. */
export function availableModes(e: Engine, specs: readonly TargetSpec[], modes: ModesDefinition, source: ObjectId, controller: PlayerId): number[] {
  const out: number[] = [];
  for (let i = 0; i < modes.modes.length; i++) if (modeAvailable(e, specs, modes, i, source, controller)) out.push(i);
  return out;
}

/**
 * 409.1b/409.1c for a cast of a modal spell: the given modes (a list of distinct mode indices, as many as the
 * spell chooses) and the targets they leave to choose (`checkTargets`, 409.1c over the specs of the chosen
 * modes); or, with neither given, whether enough modes can be chosen for the engine to ask. An error, or null.
 */
export function modalCastError(
  e: Engine,
  def: CardDefinition,
  specs: readonly TargetSpec[],
  modes: ModesDefinition,
  action: { player: PlayerId; modes?: unknown; targets?: unknown },
  source: ObjectId,
  checkTargets: (specs: TargetSpec[]) => string | null,
): string | null {
  const count = modes.min === modes.max ? `${modes.min}` : `${modes.min} to ${modes.max}`;
  if (action.modes === undefined) {
    const targets = action.targets;
    if (Array.isArray(targets) && targets.some((group) => Array.isArray(group) && group.length > 0)) {
      return `409.1b: ${def.name} is modal: give the chosen modes with its targets (modes: the indices of ${count} of its modes, in printed order), or neither (the modes, then their targets, are asked as it is played)`;
    }
    if (availableModes(e, specs, modes, source, action.player).length < modes.min) {
      return `409.1b: ${def.name} can't be played: fewer than ${modes.min} of its modes have legal targets`;
    }
    return null;
  }
  const chosen = action.modes;
  if (!Array.isArray(chosen) || chosen.length < modes.min || chosen.length > modes.max) {
    return `409.1b: ${def.name} chooses ${count} of its ${modes.modes.length} modes; ${Array.isArray(chosen) ? chosen.length : "no list of modes"} given`;
  }
  for (let i = 0; i < chosen.length; i++) {
    const index = chosen[i];
    if (typeof index !== "number" || !Number.isInteger(index) || index < 0 || index >= modes.modes.length) {
      return `409.1b: ${String(index)} is not a mode of ${def.name} (its modes are 0 to ${modes.modes.length - 1}, in printed order)`;
    }
    if (chosen.indexOf(index) !== i) return `409.1b: ${def.name}'s mode ${index} ("${modes.modes[index].text}") was chosen twice`;
  }
  return checkTargets(specsForModes(specs, modes, chosen as number[]));
}

/**
 * The modes and targets of a modal spell cast without them (409.1b, then 409.1c): the controller chooses among
 * the modes whose targets can be chosen, then each target of the chosen modes. Gives the modes in printed order
 * and the targets by spec (empty for the modes not chosen).
 */
export function chooseModesAndTargets(
  e: Engine,
  def: CardDefinition,
  specs: readonly TargetSpec[],
  modes: ModesDefinition,
  source: ObjectId,
  controller: PlayerId,
): { modes: number[]; targets: Chosen[][] } {
  const available = availableModes(e, specs, modes, source, controller);
  const answer = ask(e, {
    player: controller,
    kind: "modes",
    prompt: `choose ${modes.min === modes.max ? modes.min : `${modes.min} to ${modes.max}`} mode(s) of ${def.name}`,
    options: available.map((index) => modes.modes[index].text),
    min: modes.min,
    max: modes.max,
  });
  const chosen = answer.map((text) => modes.modes.findIndex((mode, index) => available.includes(index) && mode.text === text)).sort((a, b) => a - b);
  const targets: Chosen[][] = specs.map(() => []);
  for (const index of chosen) {
    const mode = modes.modes[index];
    for (const target of mode.targets) {
      const spec = specs[target];
      if (spec === undefined) continue;
      targets[target] = ask(e, {
        player: controller,
        kind: "targets",
        prompt: `choose target(s) for ${def.name}: ${mode.text}`,
        options: distinctOptions(spec, targetOptions(e, spec, source, controller), targets.slice(0, target)),
        min: spec.min,
        max: spec.max,
      }) as Chosen[];
    }
  }
  return { modes: chosen, targets };
}
