/**
 * `ctx.manaSpent(color)`: "if {U} was spent to play ~" (Eventide): whether the payment of the resolving spell
 * spent mana of that colour (its stack item's `manaSpent`, recorded as it was played: runtime/stack.ts `cast`). A copy
 * of a spell, or an ability, was not played with mana: nothing was spent. `ctx.resolvedThisTurn(key)`: counts this
 * resolution of the ability and gives the turn's count (Lorwyn's "the third time this ability has resolved"). "If you control a Giant, …" needs no
 * primitive of its own: the condition reads `ctx.objects` (the kernel's).
 */
import { matchesComposedParts, matchesFilter, obj, objectsIn, opponentsOf, spellsPlayedBy, spellThatBecame, view, writable, type Color, type EffectRun, type ObjectFilter } from "../../runtime/family.js";

export default {
  /**
   * "… if ~ is untapped": whether the ability's source is a tapped permanent now; undefined when it is not in play
   * (then neither "tapped" nor "untapped" holds).
   */
  selfTapped(this: EffectRun): boolean | undefined {
    const source = obj(this.e, this.self);
    return source !== undefined && source.alive && source.zone === "play" ? source.tapped : undefined;
  },
  /**
   * "If this is the third time this ability has resolved this turn": counts the resolution under way of the ability
   * whose sentence is `key` on the resolving ability's source, and gives how many times it has resolved this turn
   * (this one included). Kept on the object (`ObjectState.resolved`): a new object starts from none.
   */
  resolvedThisTurn(this: EffectRun, key: string): number {
    const source = obj(this.e, this.self);
    if (source === undefined) return 0;
    const turn = this.e.s.turnNumber;
    const before = source.resolved?.turn === turn ? source.resolved.counts : {};
    const count = (before[key] ?? 0) + 1;
    const counts: Record<string, number> = {};
    for (const other in before) counts[other] = before[other];
    counts[key] = count;
    writable(this.e, source).resolved = { turn, counts }; // replaced, never changed in place
    return count;
  },

  /**
   * "If ~ was kicked, …" (kicker: 409.1b of 2007, an optional additional cost announced as the spell is played):
   * whether the resolving spell (or the permanent it became, for its abilities) was played with its kicker cost
   * paid (`ObjectState.paid`, runtime/costs.ts `paidCost`).
   */
  kicked(this: EffectRun): boolean {
    return obj(this.e, this.self)?.paid === "kicker";
  },

  /**
   * "If an opponent controls more lands than you, …" (413.2c: read where it is written): whether some opponent of
   * the ability's controller controls more permanents of the filter than he or she does, now.
   */
  opponentControlsMore(this: EffectRun, filter: ObjectFilter): boolean {
    const yours = objectsIn(this.e, filter, "play", this.controller).length;
    return opponentsOf(this.e, this.controller).some((p) => objectsIn(this.e, filter, "play", p).length > yours);
  },

  /**
   * "if you've played another blue spell this turn" (Eventide's Dream Thief; current: "cast"): whether the
   * controller played a spell this turn that fits `spells` (its characteristics as it was on the stack), other than
   * (`another`) the resolving spell itself and the spell the resolving ability's permanent resolved from.
   */
  castThisTurn(this: EffectRun, spells: ObjectFilter, another: boolean): boolean {
    const itself = another ? [this.self, spellThatBecame(this.e, this.self)] : [];
    for (const id of spellsPlayedBy(this.e, this.controller)) {
      if (itself.includes(id)) continue;
      const o = obj(this.e, id);
      if (o === undefined) continue;
      const v = o.last ?? view(this.e, o);
      if (matchesFilter(v, { ...spells, zone: "stack" }, "stack") && matchesComposedParts(this.e, v, spells, "stack")) return true;
    }
    return false;
  },

  manaSpent(this: EffectRun, color: Color): boolean {
    return this.spentMana?.includes(color) ?? false;
  },
};
