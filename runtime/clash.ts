/**
 * Clash (Lorwyn; 2007 rules 701.20 with the Lorwyn release notes' sequence):
 *
 * 701.20a To clash, a player reveals the top card of his or her library. That player may then put that card on
 *   the bottom of his or her library.
 * 701.20b "Clash with an opponent" means "Choose an opponent. You and that opponent each clash." (The choice
 *   does not target.)
 * 701.20c A player wins a clash if that player revealed a card with a higher converted mana cost than all other
 *   cards revealed in that clash.
 *
 * The release notes' order: the opponent is chosen; each clashing player reveals the top card of his or her
 * library; the converted mana costs are noted; in turn order (the active player first, whoever clashes) each
 * clashing player chooses top or bottom for his or her card, knowing the earlier choices; then the cards move at
 * the same time; then the clash is over and its winner known. Every choice is a decision of the one interface
 * (`ask`): "clashOpponent" (only with several opponents) and "clashCard" (options "top" and "bottom").
 */
import type { ObjectId, PlayerId } from "./definition.js";
import { ask } from "./decisions.js";
import { definitionOf, log, obj, opponentsOf, player, seenDefinitions, type Engine } from "./engine.js";
import { eventKindsMask, publish } from "./events.js";
import { view } from "./continuous.js";
import { moveObject } from "./zones.js";

export interface ClashOutcome {
  /** The opponent clashed with (undefined: the player has no opponent left, and nobody clashed). */
  opponent: PlayerId | undefined;
  /** Whether `player` won the clash (701.20c). */
  won: boolean;
}

/** `clasher` clashes with an opponent of his or her choice; `source` names the spell or ability in prompts. */
export function clashWithAnOpponent(e: Engine, clasher: PlayerId, source: ObjectId): ClashOutcome {
  const opponents = opponentsOf(e, clasher);
  if (opponents.length === 0) return { opponent: undefined, won: false };
  const sourceObject = obj(e, source);
  const name = sourceObject === undefined ? "clash" : definitionOf(e, sourceObject).name;
  const [opponent] =
    opponents.length === 1
      ? opponents
      : (ask(e, { player: clasher, kind: "clashOpponent", prompt: `${name}: choose an opponent to clash with`, options: opponents.slice(), min: 1, max: 1 }) as PlayerId[]);
  // In turn order from the active player (the release notes: the active player decides first).
  const order = turnOrder(e, [clasher, opponent]);
  const revealed = new Map<PlayerId, { card: ObjectId; manaValue: number } | undefined>();
  for (const p of order) {
    const top = player(e, p).library[0];
    const o = top === undefined ? undefined : obj(e, top);
    revealed.set(p, o === undefined ? undefined : { card: o.id, manaValue: view(e, o).manaValue });
    log(e, { kind: "reveal", player: p, cards: o === undefined ? [] : [o.id], reason: "clash" });
  }
  const toBottom: ObjectId[] = [];
  for (const p of order) {
    const shown = revealed.get(p);
    if (shown === undefined) continue;
    const card = definitionOf(e, obj(e, shown.card)!).name;
    const [where] = ask(e, { player: p, kind: "clashCard", prompt: `${name}: clash: put ${card} on the top or the bottom of your library?`, options: ["top", "bottom"], min: 1, max: 1 });
    if (where === "bottom") toBottom.push(shown.card);
  }
  for (const card of toBottom) moveObject(e, card, "libraryBottom");
  const mine = revealed.get(clasher);
  const theirs = revealed.get(opponent);
  const won = mine !== undefined && (theirs === undefined || mine.manaValue > theirs.manaValue);
  log(e, { kind: "clash", player: clasher, opponent, won });
  // "Whenever you clash" (Sylvan Echoes): each clashing player clashed, once the clash is over (the release
  // notes: "This ability triggers after the clash ends"); published only when some definition seen can trigger on it.
  if (clashBit === 0) clashBit = eventKindsMask(["clash"]);
  if ((seenDefinitions(e).triggerEvents & clashBit) !== 0) {
    const opponentWon = theirs !== undefined && (mine === undefined || theirs.manaValue > mine.manaValue);
    for (const p of order) publish(e, { kind: "clash", player: p, won: p === clasher ? won : opponentWon });
  }
  return { opponent, won };
}

let clashBit = 0;

function turnOrder(e: Engine, players: PlayerId[]): PlayerId[] {
  const all = e.s.players;
  const order: PlayerId[] = [];
  for (let i = 0; i < all.length; i++) {
    const p = all[(e.s.active + i) % all.length].id;
    if (players.includes(p)) order.push(p);
  }
  return order;
}
