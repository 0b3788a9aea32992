/**
 * Split second (Time Spiral; 2007 rules 502.58). 502.58a: a static ability that functions only while the spell with
 * split second is on the stack: "As long as this spell is on the stack, players can't play other spells or activated
 * abilities that aren't mana abilities." 502.58b: more than one instance is redundant.
 *
 * What it stops, and where it is asked:
 * - playing a spell: stack.ts `castError` (the listing, legal.ts, lists no spell then), and a spell played during a
 *   resolution (the Time Spiral release notes: "If the resolution of a triggered ability involves playing a spell,
 *   that part of the effect won't work"): play-free.ts (suspend's last counter, cascade, hideaway) and madness.ts;
 * - playing an activated ability that is not a mana ability: stack.ts `abilityPlayError` (the listing likewise).
 * What it leaves alone: mana abilities; special actions (suspending a card, 502.62a; playing a land, though the stack
 * is not empty then); triggered abilities, which trigger and are put on the stack as usual; the spells and abilities
 * already on the stack; and priority, which players still receive (they may pass, or play mana abilities).
 *
 * Asked only in games whose registry has a card with split second (`RegistryFacts.splitSeconds`); then a walk over
 * the stack, which is short.
 */
import { contains, definitionOf, obj, type Engine } from "./engine.js";

/** Whether some card of the game's registry has split second (`RegistryFacts.splitSeconds`). */
function registrySplitSeconds(e: Engine): boolean {
  const facts = e.cache.registryFacts;
  if (facts.splitSeconds === null) facts.splitSeconds = e.cards.all().some((def) => contains(def.keywords, "Split second"));
  return facts.splitSeconds;
}

/**
 * 502.58a: the name of a spell with split second on the stack (its own card or a copy of one, 503.1: a copy has the
 * copied spell's characteristics), or null when none is: then players may play spells and abilities as usual.
 */
export function splitSecondSpellOnStack(e: Engine): string | null {
  const stack = e.s.stack;
  if (stack.length === 0 || !registrySplitSeconds(e)) return null;
  for (let i = stack.length - 1; i >= 0; i--) {
    const item = stack[i];
    if (item.kind !== "spell") continue;
    const o = obj(e, item.source);
    if (o === undefined || !o.alive || o.zone !== "stack") continue;
    const def = definitionOf(e, o);
    if (contains(def.keywords, "Split second")) return def.name;
  }
  return null;
}

/** The error a spell or a non-mana activated ability meets while a split second spell is on the stack, or null. */
export function splitSecondError(e: Engine, what: string): string | null {
  const name = splitSecondSpellOnStack(e);
  return name === null ? null : `502.58a: ${name} has split second: while it is on the stack, players can't play ${what}`;
}
