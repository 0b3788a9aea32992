/**
 * Upkeep costs of permanents, keywords whose abilities the runtime writes out (named by reference, as suspend's and
 * vanishing's are: delayed.ts `KEYWORD_DELAYED`):
 * - Echo (Urza's Saga; Time Spiral block), "Echo [cost]": "At the beginning of your upkeep, if this came under your
 *   control since the beginning of your last upkeep, sacrifice it unless you pay [cost]." The intervening "if"
 *   (410.11) compares when its controller's control of it began (`ObjectState.controlledSinceTurn`) with the turn of
 *   that player's previous upkeep (read back from the log's step events): it triggers at the first upkeep of the
 *   player after the permanent came under his or her control. On resolution it is checked again: still in play
 *   under that player's control.
 * - Cumulative upkeep (Ice Age; Coldsnap), "Cumulative upkeep [mana cost]": "At the beginning of your upkeep, put an
 *   age counter on this permanent, then sacrifice it unless you pay [cost] for each age counter on it." The counter
 *   is put on (a replaceable event, zones.ts `putCounters`), then the whole cost, [cost] times the age counters, is
 *   paid or not: partial payments aren't allowed.
 * Both ask the controller whether to pay (a "may" decision, asked only when the cost can be paid now), then pay as
 * the engine plans a payment, or sacrifice the permanent.
 */
import type { ManaCost, ObjectId, PlayerId } from "./definition.js";
import { addPendingTrigger, definitionOf, log, obj, type Engine } from "./engine.js";
import { controllerOf } from "./continuous.js";
import { ask } from "./decisions.js";
import { formatCost, payPlan, planPayment } from "./mana.js";
import { sacrifice, putCounters } from "./zones.js";
import { walkLogBack } from "./this-way.js";
import type { ObjectState } from "./state.js";

/** As `active`'s upkeep begins: the echo and cumulative upkeep abilities of the permanents he or she controls. */
export function upkeepCostTriggers(e: Engine, active: PlayerId): void {
  let previousUpkeep: number | null | undefined; // worked out once, for the first permanent with echo
  for (const id of e.s.play) {
    const o = obj(e, id);
    if (o === undefined || !o.alive || controllerOf(e, o) !== active) continue;
    const def = definitionOf(e, o);
    if (def.echo !== undefined) {
      if (previousUpkeep === undefined) previousUpkeep = previousUpkeepTurn(e, active);
      // 410.11: "if this came under your control since the beginning of your last upkeep"
      if (previousUpkeep === null || o.controlledSinceTurn >= previousUpkeep) {
        addPendingTrigger(e, { source: id, card: o.card, ability: -1, controller: active, event: { object: id }, delayed: { ref: { keyword: "EchoUpkeep" }, targets: [], x: 0 } });
      }
    }
    if (def.cumulativeUpkeep !== undefined) {
      addPendingTrigger(e, { source: id, card: o.card, ability: -1, controller: active, event: { object: id }, delayed: { ref: { keyword: "CumulativeUpkeep" }, targets: [], x: 0 } });
    }
  }
}

/**
 * The turn of `player`'s upkeep before the one now beginning (the log's step events, newest first: the first is
 * this one's), or null if he or she had none (the permanent came under control since the game began). A game set
 * up in one of the player's turns after its upkeep began (the log's "gameStart" event, in a later step) had that
 * upkeep: its beginning is before the log's first step event.
 */
function previousUpkeepTurn(e: Engine, player: PlayerId): number | null {
  const now = e.s.turnNumber;
  const found: { turn: number | null } = { turn: null };
  walkLogBack(e, (event) => {
    if (event.kind === "gameStart") {
      const turn = Number(event.turn);
      if (event.active === player && turn < now && event.step !== "untap") found.turn = turn;
      return true;
    }
    if (event.kind !== "step" || event.step !== "upkeep" || event.active !== player) return;
    const turn = Number(event.turn);
    if (turn < now) {
      found.turn = turn;
      return true;
    }
  });
  return found.turn;
}

/** Echo's ability resolving: the permanent, still in play under the ability's controller, is paid for or sacrificed. */
export function resolveEchoUpkeep(e: Engine, id: ObjectId, controller: PlayerId): void {
  const o = obj(e, id);
  if (o === undefined || !o.alive || o.zone !== "play" || controllerOf(e, o) !== controller) return; // 410.11
  const echo = definitionOf(e, o).echo;
  if (echo === undefined) return;
  payOrSacrifice(e, o, controller, echo, "echo");
}

/** Cumulative upkeep's ability resolving: an age counter, then [cost] for each age counter, or the sacrifice. */
export function resolveCumulativeUpkeep(e: Engine, id: ObjectId, controller: PlayerId): void {
  const o = obj(e, id);
  if (o === undefined || !o.alive || o.zone !== "play") return;
  const cost = definitionOf(e, o).cumulativeUpkeep;
  if (cost === undefined) return;
  putCounters(e, id, "age", 1, { entering: false, byEffect: true, controller });
  const now = obj(e, id);
  if (now === undefined || !now.alive || now.zone !== "play") return;
  const ages = now.counters.age ?? 0;
  payOrSacrifice(e, now, controller, timesCost(cost, ages), "cumulative upkeep");
}

/** `n` times a mana cost (cumulative upkeep: the cost for each age counter). */
function timesCost(cost: ManaCost, n: number): ManaCost {
  const total: ManaCost = { generic: cost.generic * n, W: cost.W * n, U: cost.U * n, B: cost.B * n, R: cost.R * n, G: cost.G * n, x: 0 };
  if (cost.hybrid !== undefined && cost.hybrid.length > 0) total.hybrid = Array.from({ length: n }, () => cost.hybrid!).flat();
  if (cost.snow !== undefined && cost.snow > 0) total.snow = cost.snow * n; // "Cumulative upkeep {S}" (104.3h)
  return total;
}

/** The controller may pay `cost` ("may", asked only if it can be paid now); otherwise the permanent is sacrificed. */
function payOrSacrifice(e: Engine, o: ObjectState, controller: PlayerId, cost: ManaCost, what: string): void {
  const name = definitionOf(e, o).name;
  const plan = planPayment(e, controller, cost, 0, null);
  if (typeof plan !== "string") {
    const [answer] = ask(e, { player: controller, kind: "may", prompt: `${name}: pay its ${what} ${formatCost(cost, 0)} (or sacrifice ${name})?`, options: ["yes", "no"], min: 1, max: 1 });
    if (answer === "yes") {
      payPlan(e, controller, plan);
      log(e, { kind: "paidOptionalCost", player: controller, card: name, cost: formatCost(cost, 0) });
      return;
    }
  }
  if (controllerOf(e, o) !== controller) return; // a player sacrifices only his or her own permanents
  sacrifice(e, o.id, controller);
}
