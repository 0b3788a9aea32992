/**
 * One-shot sentences of the corpus, by the phrase they needed: each parses, prints back in both wordings (its
 * 2007 text, and Oracle's where it differs), and the print parses to the same tree.
 */
import { describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";

const card = (line: string, type = "Sorcery") => `card "Ember Imp"\n  cost {1}{B}\n  type ${type}\n  ${line}\n`;

function withoutRanges(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value, (key, v) => (key === "range" || key === "nameRange" ? undefined : v)));
}

function abilities(text: string): unknown {
  const { files, diagnostics } = checkCardSources([{ file: "t.card", text }]);
  expect(diagnostics).toEqual([]);
  return withoutRanges(files[0].ast.cards[0].abilities);
}

/** The line prints back as itself in 2007 wording and as `current` in today's, and both prints parse to the same tree. */
function roundTrips(text: string, line: string, current: string): void {
  const { files } = checkCardSources([{ file: "t.card", text }]);
  const printed = printCardFile(files[0].ast, { wording: "2007" });
  expect(printed).toContain(`  ${line}\n`);
  expect(abilities(printed)).toEqual(abilities(text));
  const today = printCardFile(files[0].ast, { wording: "current" });
  expect(today).toContain(`  ${current}\n`);
  expect(abilities(today)).toEqual(abilities(text));
}

describe("one-shot sentences' phrases", () => {
  it("'target cards in graveyards' (Faerie Macabre): any player's graveyard, printed without a determiner", () => {
    const line = "Remove up to two target cards in graveyards from the game.";
    const parsed = abilities(card(line)) as { body: { targets: { objects: { zone: string; zoneWords: unknown } }[] } }[];
    expect(parsed[0].body.targets[0].objects).toMatchObject({ zone: "graveyard", zoneWords: { anyPlayer: "none" } });
    roundTrips(card(line), line, "Exile up to two target cards in graveyards.");
    const oracle = "Exile up to two target cards from graveyards.";
    roundTrips(card(oracle), "Remove up to two target cards from graveyards from the game.", oracle);
  });

  it("a token 'named Wasp' (The Hive) is named so; without a name it is named by its subtypes", () => {
    const line = "Put a 1/1 Insect artifact creature token with flying named Wasp into play.";
    const parsed = abilities(card(line)) as { body: { effects: { token: unknown }[] } }[];
    expect(parsed[0].body.effects[0].token).toMatchObject({ name: "Wasp", subtypes: ["Insect"], types: ["Artifact", "Creature"], keywords: ["Flying"] });
    roundTrips(card(line), line, "Create a 1/1 Insect artifact creature token with flying named Wasp.");
  });

  it("a token's colours after it, 'that's red, green, and white' (Godsire), are its colours, printed where written", () => {
    const line = "Put an 8/8 Beast creature token into play that's red, green, and white.";
    const parsed = abilities(card(line)) as { body: { effects: { token: unknown; colorsAfterWords?: true }[] } }[];
    expect(parsed[0].body.effects[0]).toMatchObject({ token: { colors: ["R", "G", "W"], subtypes: ["Beast"] }, colorsAfterWords: true });
    roundTrips(card(line), line, "Create an 8/8 Beast creature token that's red, green, and white.");
    const { diagnostics } = checkCardSources([{ file: "t.card", text: card("Put an 8/8 green Beast creature token into play that's red and white.") }]);
    expect(diagnostics.map((d) => d.code)).toContain("CS1035");
  });

  it("'each blocked creature' (Tattermunge Witch): attacking creatures that were blocked (509.1h), printed back as written", () => {
    const line = "Each blocked creature gets +1/+0 and gains trample until end of turn.";
    const parsed = abilities(card(line, "Instant")) as { body: { effects: { objects: unknown }[] } }[];
    expect(parsed[0].body.effects[0].objects).toMatchObject({ kind: "Each", filter: { combat: "blocked", types: ["Creature"] } });
    roundTrips(card(line, "Instant"), line, line);
    // "blocked" before "by" is not a filter's adjective: a trigger's words still parse.
    abilities(card("Whenever Ember Imp becomes blocked by a creature, Ember Imp gets +1/+1 until end of turn.", "Creature — Elf\n  2/2"));
  });

  it("'with a counter on it' (Hunter of Eyeblights), '… a -1/-1 counter on it', '… counters on them': a filter part, printed as written", () => {
    const line = "Destroy target creature with a counter on it.";
    const parsed = abilities(card(line)) as { body: { targets: { objects: unknown }[] } }[];
    expect(parsed[0].body.targets[0].objects).toMatchObject({ types: ["Creature"], withCounter: {} });
    roundTrips(card(line), line, line);
    const kind = "Put a -1/-1 counter on each creature with a -1/-1 counter on it.";
    roundTrips(card(kind), kind, kind);
    const plural = "Destroy all creatures with counters on them.";
    expect(JSON.stringify(abilities(card(plural)))).toContain('"withCounter":{"plural":true}');
    roundTrips(card(plural), plural, plural);
    const { diagnostics } = checkCardSources([{ file: "t.card", text: card("Destroy target creature with counters on it.") }]);
    expect(diagnostics.map((d) => d.code)).toContain("CS1030");
  });

  it("'puts the top half of his or her library, rounded down, into his or her graveyard' (Traumatize) / Oracle 'mills half their library, rounded down'", () => {
    const line = "Target player puts the top half of his or her library, rounded down, into his or her graveyard.";
    const oracle = "Target player mills half their library, rounded down.";
    const parsed = abilities(card(line)) as { body: { effects: unknown[] } }[];
    expect(parsed[0].body.effects[0]).toMatchObject({ kind: "MillHalf", player: { kind: "TargetPlayer", target: 0 } });
    roundTrips(card(line), line, oracle);
    roundTrips(card(oracle), line, oracle);
  });

  it("'defending player puts the top ten cards of his or her library into his or her graveyard': 'his or her' is the defending player", () => {
    const line = "Whenever Ember Imp attacks, defending player puts the top ten cards of his or her library into his or her graveyard.";
    const creature = `card "Ember Imp"\n  cost {1}{B}\n  type Creature — Imp\n  1/1\n  ${line}\n`;
    const parsed = abilities(creature) as { effects: { effects: unknown[] } }[];
    expect(JSON.stringify(parsed)).toContain('{"kind":"Mill","player":{"kind":"DefendingPlayer"}');
    roundTrips(creature, line, "Whenever Ember Imp attacks, defending player mills ten cards.");
    // "that player" after it is the defending player too.
    const follow = "Whenever Ember Imp attacks, defending player discards a card. Ember Imp deals 1 damage to that player.";
    expect(JSON.stringify(abilities(`card "Ember Imp"\n  cost {1}{B}\n  type Creature — Imp\n  1/1\n  ${follow}\n`))).toContain('"recipients":[{"kind":"Player","player":{"kind":"DefendingPlayer"}}]');
  });

  it("'You may put a green creature card from your hand into play' (Dramatic Entrance): a card of your hand chosen as it resolves", () => {
    const line = "You may put a green creature card from your hand into play.";
    const parsed = abilities(card(line, "Instant")) as { body: { effects: { effects?: unknown[] }[] } }[];
    expect(JSON.stringify(parsed[0].body.effects)).toContain('"kind":"PutCardFromHand"');
    expect(JSON.stringify(parsed[0].body.effects)).toContain('"zone":"hand"');
    roundTrips(card(line, "Instant"), line, "You may put a green creature card from your hand onto the battlefield.");
    const { diagnostics } = checkCardSources([{ file: "t.card", text: card("Put a creature card from an opponent's graveyard into play.") }]);
    expect(diagnostics.length).toBeGreaterThan(0);
  });

  it("'Destroy all permanents except for artifacts and lands.' (Scourglass): those types left out, printed after 'except for'", () => {
    const line = "Destroy all permanents except for artifacts and lands.";
    const parsed = abilities(card(line)) as { body: { effects: unknown[] } }[];
    expect(parsed[0].body.effects[0]).toMatchObject({ kind: "Destroy", exceptFor: ["Artifact", "Land"], objects: { kind: "Each", filter: { excludedTypes: ["Artifact", "Land"] } } });
    roundTrips(card(line), line, line);
    const { diagnostics } = checkCardSources([{ file: "t.card", text: card("Destroy target creature except for artifacts.") }]);
    expect(diagnostics.map((d) => d.code)).toContain("CS1035");
  });
});
