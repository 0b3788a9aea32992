/**
 * What happened this turn, for the text that asks about it afterwards: "all cards in your graveyard put there from
 * play this turn" (Twilight Shepherd), "if you attacked with three or more creatures this turn" (Windbrisk
 * Heights). The record is kept from the event bus (runtime/events.ts `publish` hands it every event), for the
 * turn whose number it carries: the first event of a new turn starts a new record, so nothing has to clear it.
 * Like the zone lists, it is replaced on change, never changed in place (state copies share it).
 */
import type { ObjectId, PlayerId } from "./definition.js";
import type { Engine } from "./engine.js";
import type { RulesEvent } from "./events.js";
import { controllerOf } from "./continuous.js";
import { obj } from "./engine.js";
import type { TurnRecord } from "./state.js";

/** Notes an event the record keeps (a card put into a graveyard from play; a creature declared as an attacker). */
export function recordTurnEvent(e: Engine, event: RulesEvent): void {
  if (event.kind === "zoneChange" && event.from === "play" && event.to === "graveyard") {
    const record = current(e);
    e.s.turnRecord = { turn: record.turn, toGraveyardFromPlay: [...record.toGraveyardFromPlay, event.newObject], attackers: record.attackers };
  } else if (event.kind === "attacks") {
    const attacker = obj(e, event.attacker);
    if (attacker === undefined) return;
    const record = current(e);
    const who = controllerOf(e, attacker);
    e.s.turnRecord = { turn: record.turn, toGraveyardFromPlay: record.toGraveyardFromPlay, attackers: { ...record.attackers, [who]: (record.attackers[who] ?? 0) + 1 } };
  }
}

/** The cards put into a graveyard from play this turn that are still there (the objects they became there). */
export function putIntoGraveyardFromPlayThisTurn(e: Engine): ObjectId[] {
  const out: ObjectId[] = [];
  for (const id of current(e).toGraveyardFromPlay) {
    const o = obj(e, id);
    if (o !== undefined && o.alive && o.zone === "graveyard") out.push(id);
  }
  return out;
}

/** How many creatures `p` attacked with this turn (declared as attackers: 308 of 2007). */
export function creaturesAttackedWithThisTurn(e: Engine, p: PlayerId): number {
  return current(e).attackers[p] ?? 0;
}

const EMPTY: readonly ObjectId[] = [];

function current(e: Engine): TurnRecord {
  const record = e.s.turnRecord;
  return record !== undefined && record.turn === e.s.turnNumber ? record : { turn: e.s.turnNumber, toGraveyardFromPlay: EMPTY, attackers: {} };
}
