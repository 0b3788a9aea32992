/**
 * Finding the objects a scenario names. A reference is a card name (`Jace Beleren`), optionally qualified by
 * a player (`Bob's Jace Beleren`: controller in play, owner elsewhere) and an ordinal (`Grizzly Bears #2`:
 * the k-th such object in setup order, then creation order). A reference that matches nothing, or more than
 * one object without an ordinal, is a scenario error with the line.
 */
import type { Game } from "../runtime/api.js";
import type { ObjectId, ObjectView, PlayerId, Zone } from "../runtime/definition.js";
import type { ObjectRef, SourceRange } from "../grammar/scenario/ast.js";

/**
 * The name a scenario gives an object: its name, or for a face-down spell or permanent (which has none, 504.2) the
 * card it is, as its controller may look at it (504.3): a scenario plays every player.
 */
export function scenarioName(game: Game, id: ObjectId): string | undefined {
  const view = game.object(id);
  if (view === undefined) return undefined;
  if (view.name === "") return game.lookAt(id, view.controller) ?? view.name;
  return view.name;
}

/** A scenario error or failed expectation, reported at a line. */
export class ScenarioFailure extends Error {
  constructor(
    readonly range: SourceRange,
    message: string,
    readonly expected?: string,
    readonly found?: string,
  ) {
    super(message);
  }
}

export const ALL_ZONES: readonly Zone[] = ["library", "hand", "play", "graveyard", "removed", "stack"];

/** Order of objects: setup order first, then the order in which the runner first saw them. */
export class ObjectOrder {
  private readonly ranks = new Map<ObjectId, number>();
  private nextRank = 0;

  /** Records an object placed by the setup (call in the setup's written order). */
  setup(id: ObjectId): void {
    if (!this.ranks.has(id)) this.ranks.set(id, this.nextRank++);
  }

  /**
   * Gives every object not seen before the next ranks. Within one observation, new objects are ordered by the
   * number in their id (the runtime numbers objects in creation order).
   */
  observe(game: Game): void {
    const fresh: ObjectId[] = [];
    for (const player of game.players()) {
      for (const zone of ALL_ZONES) {
        for (const id of game.zone(player.id, zone)) if (!this.ranks.has(id)) fresh.push(id);
      }
    }
    for (const item of game.stack()) if (!this.ranks.has(item.id)) fresh.push(item.id);
    const serial = (id: string) => {
      const match = /(\d+)$/.exec(id);
      return match ? Number(match[1]) : Number.MAX_SAFE_INTEGER;
    };
    fresh.sort((a, b) => serial(a) - serial(b) || (a < b ? -1 : a > b ? 1 : 0));
    for (const id of new Set(fresh)) this.ranks.set(id, this.nextRank++);
  }

  rank(id: ObjectId): number {
    return this.ranks.get(id) ?? Number.MAX_SAFE_INTEGER;
  }
}

export interface Lookup {
  game: Game;
  order: ObjectOrder;
  playerId(name: string): PlayerId;
}

const ZONE_WORDS: Record<Zone, string> = {
  library: "library",
  hand: "hand",
  play: "battlefield",
  graveyard: "graveyard",
  removed: "exile",
  stack: "stack",
};

export function describeObjects(game: Game, ids: readonly ObjectId[]): string {
  return ids
    .map((id) => {
      const view = game.object(id);
      if (!view) return id;
      const owner = game.player(view.controller).name;
      return `${owner}'s ${view.name} (${ZONE_WORDS[view.zone]})`;
    })
    .join(", ");
}

/**
 * The one object `ref` names among `candidates`. `where` describes the candidates for messages
 * ("on the battlefield", "in Alice's hand").
 */
export function pickObject(lookup: Lookup, ref: ObjectRef, candidates: readonly ObjectId[], where: string): ObjectId {
  const { game, order } = lookup;
  const ownerId = ref.owner ? lookup.playerId(ref.owner.name) : undefined;
  const views: ObjectView[] = [];
  for (const id of candidates) {
    const view = game.object(id);
    if (!view || scenarioName(game, id) !== ref.card.name) continue;
    if (ownerId !== undefined && (view.zone === "play" ? view.controller : view.owner) !== ownerId) continue;
    views.push(view);
  }
  views.sort((a, b) => order.rank(a.id) - order.rank(b.id));
  const written = `${ref.owner ? `${ref.owner.name}'s ` : ""}${ref.card.name}${ref.ordinal ? ` #${ref.ordinal}` : ""}`;
  if (ref.ordinal !== undefined) {
    const chosen = views[ref.ordinal - 1];
    if (!chosen) {
      throw new ScenarioFailure(ref.range, `'${written}' matches nothing ${where}: there ${views.length === 1 ? "is 1 such object" : `are ${views.length} such objects`}.`);
    }
    return chosen.id;
  }
  if (views.length === 0) {
    const elsewhere = everyObject(game).filter((id) => scenarioName(game, id) === ref.card.name);
    const hint = elsewhere.length > 0 ? ` (found elsewhere: ${describeObjects(game, elsewhere)})` : "";
    throw new ScenarioFailure(ref.range, `'${written}' matches nothing ${where}${hint}.`);
  }
  if (views.length > 1) {
    throw new ScenarioFailure(
      ref.range,
      `'${written}' matches ${views.length} objects ${where} (${describeObjects(game, views.map((view) => view.id))}): write '${ref.card.name} #1', '${ref.card.name} #2', … or qualify it with a player ('Alice's ${ref.card.name}').`,
    );
  }
  return views[0].id;
}

export function everyObject(game: Game): ObjectId[] {
  const ids: ObjectId[] = [];
  for (const player of game.players()) for (const zone of ALL_ZONES) ids.push(...game.zone(player.id, zone));
  return ids;
}

export function permanents(game: Game): ObjectId[] {
  return game.players().flatMap((player) => game.zone(player.id, "play"));
}
