/**
 * Which targets (and which object sets) an effect uses, and as what: the validator checks each use against the
 * target's declaration (CS2009, CS2010, CS2025). Every family lists its effects' uses with these helpers
 * (families/<name>/syntax.ts `check`). Module-level functions, not closures: validation runs per effect of
 * every card, so nothing is allocated per call.
 */
import type { ObjectFilter, ObjectRef, ObjectSet, PlayerRef } from "./ast.js";

/**
 * Where the objects must be: in play, not in play (put into play), damageable, on the stack (spells), anywhere;
 * or anywhere and moved by the effect to another zone ("removes": "Remove target creature from the game."), where
 * a later effect of the ability finds it (217.1c: "Return that card to play …", so no longer in play).
 */
export type Requirement = "play" | "notInPlay" | "damageable" | "stack" | "any" | "removes";

export type TargetUse =
  | { kind: "object"; target: number; requires: Requirement }
  | { kind: "player"; target: number }
  | { kind: "damage"; target: number }
  | { kind: "each"; filter: ObjectFilter; requires: Requirement }
  | { kind: "linked" };

export function usePlayer(uses: TargetUse[], ref: PlayerRef): void {
  if (ref.kind === "TargetPlayer") uses.push({ kind: "player", target: ref.target });
  else if (ref.kind === "ControllerOf" || ref.kind === "OwnerOf") useObject(uses, ref.object, "any");
}

export function useObject(uses: TargetUse[], ref: ObjectRef, requires: Requirement): void {
  if (ref.kind === "Target") uses.push({ kind: "object", target: ref.target, requires });
  else if (ref.kind === "Linked") uses.push({ kind: "linked" });
}

export function useFilter(uses: TargetUse[], value: ObjectFilter | undefined): void {
  if (value?.controller) usePlayer(uses, value.controller);
}

export function useObjects(uses: TargetUse[], set: ObjectSet, requires: Requirement): void {
  if (set.kind === "Ref") useObject(uses, set.ref, requires);
  else if (set.kind === "Targets") uses.push({ kind: "object", target: set.target, requires });
  else {
    uses.push({ kind: "each", filter: set.filter, requires });
    useFilter(uses, set.filter);
  }
}

/** Permanents matching a filter, which must be in play ("sacrifices seven permanents"). */
export function useEach(uses: TargetUse[], filter: ObjectFilter, requires: Requirement): void {
  uses.push({ kind: "each", filter, requires });
  useFilter(uses, filter);
}
