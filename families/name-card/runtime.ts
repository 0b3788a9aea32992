/**
 * Naming a card (201.3 of 2007: a player names a card; current rules: "choose a card name"): `ctx.nameCard()` as an
 * instruction of a spell or ability ("Name a card, then …", 413.2c: as it resolves), `ctx.nameCardAsEnters()` as a
 * permanent comes into play ("As ~ comes into play, name a card.", the replacement-as-enters family's line: 419.6b,
 * the choice kept on the permanent, ObjectState `chosen.name`), and `ctx.chosenName()`: "with the chosen name",
 * "the named card" in the instructions after it or in the permanent's other abilities.
 *
 * The names offered. 201.3 lets a player name any card of the game's card pool, which no engine can list usefully
 * (a random player would name cards nobody plays). The engine offers the names of the cards of this game: every
 * card in every zone, either player's, hidden ones included (a player may name a card they have never seen), in
 * alphabetical order; a token's name is not a card's (201.3) and is not offered, nor the "no name" of a face-down
 * card (its card's name is: 504). "a nonland card" (Meddling Mage) leaves out the names of land cards. A name no
 * card of the game has changes nothing a card of the game can see, so the list loses no outcome of the rules.
 */
import { ask, log, obj, type EffectRun, type EnteringChoices, type ObjectState } from "../../runtime/family.js";

const namedThisResolution = new WeakMap<object, string>();

/** The names of the cards of the game (every zone, not tokens, not copies of spells), sorted; `nonland`: of nonland cards. */
function cardNamesInGame(run: EffectRun, nonland: boolean): string[] {
  const names = new Set<string>();
  const cards = run.e.cards;
  for (const o of run.e.s.objects as (ObjectState | null)[]) {
    if (o === null || !o.alive || o.token !== null || o.copy === true || names.has(o.card)) continue;
    const definition = cards.get(o.card);
    if (definition === undefined || (nonland && definition.types.includes("Land"))) continue;
    names.add(o.card);
  }
  return [...names].sort();
}

/** The controller names a card (201.3): one of the game's card names. */
function nameOne(run: EffectRun, nonland: boolean): string | undefined {
  const options = cardNamesInGame(run, nonland);
  if (options.length === 0) return undefined;
  const [answer] = ask(run.e, { player: run.controller, kind: "cardName", prompt: nonland ? "name a nonland card" : "name a card", options, min: 1, max: 1 });
  log(run.e, { kind: "cardNamed", object: run.self, player: run.controller, name: answer as string });
  return answer as string;
}

export default {
  /** "As ~ comes into play, name a [nonland] card." (families/replacement-as-enters): the permanent keeps the name. */
  nameCardAsEnters(this: EffectRun, chosen: EnteringChoices | undefined, nonland: boolean): EnteringChoices {
    const name = nameOne(this, nonland);
    return name === undefined ? { ...chosen } : { ...chosen, name };
  },
  /** "Name a card.": the controller names one; kept for "with the chosen name" / "the named card" in this resolution. */
  nameCard(this: EffectRun, nonland: boolean): void {
    const name = nameOne(this, nonland);
    if (name !== undefined) namedThisResolution.set(this, name);
  },
  /**
   * "the chosen name": the name this resolution named, else the one its source named as it came into play; "" if
   * neither named one (no object's name is "": a filter naming it describes no object, runtime/filters.ts).
   */
  chosenName(this: EffectRun): string {
    return namedThisResolution.get(this) ?? obj(this.e, this.self)?.chosen?.name ?? "";
  },
};
