/**
 * The numbers of the combat keywords whose triggered abilities runtime/keyword-triggers.ts defines:
 * - Bushido (Champions of Kamigawa; 2007 rules 502.38a): "Bushido N" means "Whenever this creature blocks or becomes
 *   blocked, it gets +N/+N until end of turn."
 * - Rampage (Legends; 2007 rules 502.12a): "Rampage N" means "Whenever this creature becomes blocked, it gets +N/+N
 *   until end of turn for each creature blocking it beyond the first." 502.12b: the bonus is calculated once, as the
 *   triggered ability resolves; blockers added or removed later don't change it.
 * N is the card's (`CardDefinition.bushido`, `rampage`), read from the source as it is, or as it last existed.
 */
import { definitionOf, obj, type Engine } from "./engine.js";
import type { ObjectId } from "./definition.js";

/** The +N/+N the source's bushido or rampage ability gives as it resolves (0: none). */
export function combatKeywordBonus(e: Engine, self: ObjectId, keyword: "Bushido" | "Rampage"): number {
  const o = obj(e, self);
  if (o === undefined) return 0;
  const def = definitionOf(e, o);
  if (keyword === "Bushido") return def.bushido ?? 0;
  const n = def.rampage ?? 0;
  const combat = e.s.combat;
  if (n === 0 || combat === null) return 0;
  const attack = combat.attackers.find((a) => a.attacker === self);
  // 502.12b: the creatures blocking it now, as the ability resolves.
  const blockers = attack === undefined ? 0 : attack.blockers.length;
  return n * Math.max(0, blockers - 1);
}
