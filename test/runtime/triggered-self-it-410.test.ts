/**
 * 410 (2007) triggered abilities whose trigger names the card itself: "it" in the effect is that card
 * ("When Caldera Hellion comes into play, it deals 3 damage to each creature." — the Hellion is the damage's
 * source, so it is dealt 3 damage too), and after "leaves play" the card as it last existed in play (413.2a: last
 * known information); after "is put into a graveyard from play", "it" stays the event's object, the card in the
 * graveyard (so "return it to its owner's hand" finds it). Played through cards compiled from their text.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRegistry, type CardRegistry } from "../../runtime/definition.js";
import type { Game } from "../../runtime/api.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { answer, find, ok, passAll, table } from "./engine-helpers.js";
import { temporaryFolder, compileTestCards } from "../compiler/helpers.js";

const CARDS: Record<string, string> = {
  // Shards of Alara's Caldera Hellion, printed text.
  hellion: `card "Caldera Hellion"\n  cost {3}{R}{R}\n  type Creature — Hellion\n  3/3\n  Devour 1\n  When Caldera Hellion comes into play, it deals 3 damage to each creature.\n`,
  // A leaves-play self trigger, cheap: the card has left play when its ability resolves.
  bomb: `card "Test Bomb"\n  cost {1}\n  type Creature — Construct\n  1/1\n  When Test Bomb leaves play, it deals 2 damage to each creature and each player.\n`,
  // The same after "is put into a graveyard from play" (the object-trigger family's self trigger).
  mine: `card "Test Mine"\n  cost {1}\n  type Creature — Construct\n  1/1\n  When Test Mine is put into a graveyard from play, it deals 2 damage to each creature and each player.\n`,
};

const folder = temporaryFolder("triggered-self-it");
afterAll(() => folder.cleanup());
let cards: CardRegistry;

beforeAll(async () => {
  const compiled = await compileTestCards(folder.dir, CARDS);
  cards = createRegistry([...referenceCards, ...compiled]);
}, 120_000);

/** Passes priority until the stack is empty, devouring nothing when asked. */
function settle(game: Game): void {
  for (let i = 0; i < 20; i++) {
    passAll(game);
    const decision = game.pendingDecision();
    if (decision === null && game.stack().length === 0) return;
    if (decision !== null) answer(game, []);
  }
}

/** The id the named card had in play (the object that came into play: 400.7, a new object in each zone). */
function idInPlay(game: Game, name: string): string | undefined {
  const event = game.log().find((e) => e.kind === "zoneChange" && e.to === "play" && (e as unknown as { card: string }).card === name);
  return (event as unknown as { newObject: string } | undefined)?.newObject;
}

function damageEvents(game: Game): { source: string; recipient: unknown; amount: number }[] {
  return game.log().filter((event) => event.kind === "damage") as unknown as { source: string; recipient: unknown; amount: number }[];
}

describe("410 a self trigger's 'it' is the card itself", () => {
  it("Caldera Hellion's trigger deals 3 damage from the Hellion to each creature, the Hellion included", () => {
    const game = table({ hand: ["Caldera Hellion"], play: ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain"] }, { play: ["Hill Giant", "Grizzly Bears"] }, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Caldera Hellion") });
    settle(game);
    const hellion = game.zone("p1", "graveyard").find((id) => game.object(id)?.name === "Caldera Hellion");
    expect(hellion, "the Hellion is dealt 3 damage by its own ability and dies").toBeDefined();
    const dealt = damageEvents(game);
    expect(dealt).toHaveLength(3);
    expect(dealt.every((event) => event.amount === 3)).toBe(true);
    // The source is the Hellion as it was in play, for each of the three.
    const hellionInPlay = idInPlay(game, "Caldera Hellion");
    expect(hellionInPlay).toBeDefined();
    expect(dealt.map((event) => event.source)).toEqual([hellionInPlay, hellionInPlay, hellionInPlay]);
    expect(game.zone("p2", "graveyard").map((id) => game.object(id)?.name).sort()).toEqual(["Grizzly Bears", "Hill Giant"]);
  });

  it("413.2a after 'leaves play' the card deals the damage as it last existed in play", () => {
    const game = table({ hand: ["Shock"], play: ["Test Bomb", "Mountain"] }, { play: ["Hill Giant"] }, { cards });
    const bomb = find(game, "p1", "play", "Test Bomb");
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Shock"), targets: [[bomb]] });
    settle(game);
    expect(game.player("p1").life).toBe(18);
    expect(game.player("p2").life).toBe(18);
    const bombDamage = damageEvents(game).filter((event) => event.source === bomb);
    expect(bombDamage.map((event) => event.amount)).toEqual([2, 2, 2]);
  });

  it("after 'is put into a graveyard from play', 'it' is the card that died: the event's object, now in the graveyard", () => {
    const game = table({ hand: ["Shock"], play: ["Test Mine", "Mountain"] }, { play: ["Hill Giant"] }, { cards });
    const mine = find(game, "p1", "play", "Test Mine");
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Shock"), targets: [[mine]] });
    settle(game);
    expect(game.player("p1").life).toBe(18);
    expect(game.player("p2").life).toBe(18);
    const inGraveyard = find(game, "p1", "graveyard", "Test Mine");
    expect(damageEvents(game).filter((event) => event.source === inGraveyard).map((event) => event.amount)).toEqual([2, 2, 2]);
    expect(damageEvents(game).some((event) => event.source === mine)).toBe(false);
  });
});
