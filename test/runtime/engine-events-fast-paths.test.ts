/**
 * The event bus's shortcut (runtime/events.ts `publish`) agrees with offering every event to every triggered
 * ability: a permanent is offered only the kinds of event its triggered abilities can trigger on (the kinds each
 * trigger family declares, families/runtime.ts `TRIGGER_EVENT_KINDS`, as bits in `DefinitionFacts.triggerEvents`).
 *
 * Checked three ways: every trigger kind with a matcher declares its kinds of event; no matcher triggers on an event
 * of a kind its trigger kind does not declare (events of every kind taken from random games, trigger data of every
 * kind); the permanents with a triggered ability found by walking the play list (as a zone change to or from play
 * finds them, before the play index is worked out) are the play index's; and random games with a card of every trigger kind and the triggered keywords are the same games, log for
 * log, when every definition is offered every event and asked about every triggered keyword (the plain path) as
 * with the shortcuts.
 */
import { describe, expect, it } from "vitest";
import { createGame, restoreGame } from "../../runtime/game.js";
import { createRegistry, defineCard, type CardDefinition, type CardRegistry, type TriggerEvent, type TriggeredAbilityDefinition } from "../../runtime/definition.js";
import { newCache, playIndex } from "../../runtime/engine.js";
import { triggeringSlots, triggerKindsMask, walkedTriggering, eventBits, type RulesEvent, type TriggerMatcher, type Watcher } from "../../runtime/events.js";
import { TRIGGER_EVENT_KINDS, TRIGGER_MATCHERS } from "../../families/runtime.js";
import { KEYWORD_TRIGGERS } from "../../runtime/keyword-triggers.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { playRandomGame } from "./fuzz-harness.js";
import { alongRandomGames, engineFor, seedRange, stateOf } from "./engine-helpers.js";

const cost = (generic: number, G = 0) => ({ generic, W: 0, U: 0, B: 0, R: 0, G, x: 0 });

function triggered(text: string, trigger: TriggerEvent, resolve: TriggeredAbilityDefinition["resolve"]): TriggeredAbilityDefinition {
  return { kind: "triggered", text, trigger, targets: [], resolve };
}

function creature(name: string, more: Partial<CardDefinition>): CardDefinition {
  return defineCard({
    name,
    manaCost: cost(1, 1),
    colors: ["G"],
    supertypes: [],
    types: ["Creature"],
    subtypes: [],
    power: 2,
    toughness: 2,
    keywords: [],
    abilities: [],
    text: [],
    ...more,
  });
}

/** A card with a triggered ability of every trigger kind (and one written in code), and the triggered keywords. */
const watchers: CardDefinition[] = [
  creature("Test Warden", {
    abilities: [triggered("Whenever another creature comes into play, you gain 1 life.", { kind: "objectEntersPlay", subject: { types: ["Creature"], other: true } }, (ctx) => ctx.gainLife(ctx.controller, 1))],
  }),
  creature("Test Phoenix", {
    abilities: [triggered("When ~ is put into a graveyard from play, you gain 2 life.", { kind: "putIntoGraveyardFromPlay", subject: "self" }, (ctx) => ctx.gainLife(ctx.controller, 2))],
  }),
  creature("Test Raider", {
    abilities: [triggered("Whenever ~ attacks, that player loses 1 life.", { kind: "attacks", subject: "self" }, (ctx) => ctx.loseLife(ctx.triggeringPlayer() ?? ctx.controller, 1))],
  }),
  creature("Test Wall", {
    power: 0,
    toughness: 4,
    abilities: [triggered("Whenever ~ blocks, you gain 1 life.", { kind: "blocks", subject: "self" }, (ctx) => ctx.gainLife(ctx.controller, 1))],
  }),
  creature("Test Lure", {
    abilities: [triggered("Whenever ~ becomes blocked, put a +1/+1 counter on it.", { kind: "becomesBlocked", subject: "self" }, (ctx) => ctx.putCounters([ctx.self], "+1/+1", 1))],
  }),
  creature("Test Striker", {
    abilities: [triggered("Whenever ~ deals damage, you gain that much life.", { kind: "dealsDamage", subject: "self" }, (ctx) => ctx.gainLife(ctx.controller, ctx.triggeringAmount()))],
  }),
  creature("Test Skirmisher", {
    abilities: [
      triggered("Whenever ~ attacks or blocks, you gain 1 life.", { kind: "combatEither", subject: "self", on: ["attacks", "blocks"] }, (ctx) => ctx.gainLife(ctx.controller, 1)),
    ],
  }),
  creature("Test Basilisk", {
    abilities: [triggered("Whenever ~ becomes blocked by a creature, you gain 1 life.", { kind: "blockedByCreature", subject: "self" }, (ctx) => ctx.gainLife(ctx.controller, 1))],
  }),
  creature("Test Gazer", {
    abilities: [triggered("Whenever ~ blocks or becomes blocked by a creature, you gain 1 life.", { kind: "blocksOrBlockedBy", subject: "self" }, (ctx) => ctx.gainLife(ctx.controller, 1))],
  }),
  creature("Test Titan", {
    abilities: [triggered("Whenever ~ is dealt damage, you gain that much life.", { kind: "isDealtDamage", subject: "self" }, (ctx) => ctx.gainLife(ctx.controller, ctx.triggeringAmount()))],
  }),
  creature("Test Vigil", {
    abilities: [
      triggered("Whenever ~ becomes tapped, you gain 1 life.", { kind: "becomesTapped", subject: "self" }, (ctx) => ctx.gainLife(ctx.controller, 1)),
      triggered("Whenever a creature you control becomes untapped, you gain 1 life.", { kind: "becomesUntapped", subject: { types: ["Creature"], controller: "you" } }, (ctx) => ctx.gainLife(ctx.controller, 1)),
      triggered("When ~ is put into a graveyard from anywhere, you gain 1 life.", { kind: "putIntoGraveyardFromAnywhere", subject: "self" }, (ctx) => ctx.gainLife(ctx.controller, 1)),
    ],
  }),
  creature("Test Scholar", {
    abilities: [triggered("Whenever you gain life, draw a card.", { kind: "gainsLife", who: "you" }, (ctx) => ctx.draw(ctx.controller, 1))],
  }),
  creature("Test Spellwatcher", {
    abilities: [triggered("Whenever an opponent plays a spell, you gain 1 life.", { kind: "playsSpell", who: "opponent" }, (ctx) => ctx.gainLife(ctx.controller, 1))],
  }),
  creature("Test Dreamwatcher", {
    abilities: [triggered("Whenever an opponent draws a card, you gain 1 life.", { kind: "drawsCard", who: "opponent" }, (ctx) => ctx.gainLife(ctx.controller, 1))],
  }),
  creature("Test Megrimwatcher", {
    abilities: [triggered("Whenever an opponent discards a card, you gain 1 life.", { kind: "discardsCard", who: "opponent" }, (ctx) => ctx.gainLife(ctx.controller, 1))],
  }),
  creature("Test Grower", {
    abilities: [
      triggered("Whenever a +1/+1 counter is placed on a creature, you gain 1 life.", { kind: "counterPlaced", subject: { types: ["Creature"] }, counter: "+1/+1" }, (ctx) => ctx.gainLife(ctx.controller, 1)),
    ],
  }),
  creature("Test Mirror", {
    abilities: [
      triggered("Whenever ~ becomes the target of a spell or ability an opponent controls, that player loses 1 life.", { kind: "becomesTarget", subject: "self", byOpponent: true }, (ctx) =>
        ctx.loseLife(ctx.triggeringPlayer() ?? ctx.controller, 1),
      ),
    ],
  }),
  creature("Test Barbs", {
    abilities: [
      triggered("Whenever a player taps a land for mana, that player loses 1 life.", { kind: "tapsForMana", who: "player", tapped: { types: ["Land"] } }, (ctx) =>
        ctx.loseLife(ctx.triggeringPlayer() ?? ctx.controller, 1),
      ),
      {
        ...triggered("Whenever ~ is tapped for mana, you gain 1 life.", { kind: "tappedForMana", subject: "self" }, (ctx) => ctx.gainLife(ctx.controller, 1)),
        manaAbility: true,
      },
    ],
  }),
  creature("Test Tally", {
    abilities: [triggered("Whenever a player sacrifices a creature, you gain 1 life.", { kind: "sacrifices", who: "player", sacrificed: { types: ["Creature"] } }, (ctx) => ctx.gainLife(ctx.controller, 1))],
  }),
  creature("Test Stalker", {
    abilities: [triggered("Whenever a creature you control attacks and isn't blocked, you gain 1 life.", { kind: "attacksUnblocked", subject: { types: ["Creature"], controller: "you" } }, (ctx) => ctx.gainLife(ctx.controller, 1))],
  }),
  creature("Test Auditor", {
    abilities: [triggered("Whenever another creature leaves play, you gain 1 life.", { kind: "objectLeavesPlay", subject: { types: ["Creature"], other: true } }, (ctx) => ctx.gainLife(ctx.controller, 1))],
  }),
  creature("Test Marauder", {
    abilities: [triggered("When ~ is turned face up, you gain 1 life.", { kind: "turnedFaceUp", subject: "self" }, (ctx) => ctx.gainLife(ctx.controller, 1))],
  }),
  creature("Test Echo", {
    abilities: [triggered("Whenever you clash, you gain 1 life.", { kind: "clashes", who: "you" }, (ctx) => ctx.gainLife(ctx.controller, ctx.triggeringClashWon() ? 2 : 1))],
  }),
  defineCard({
    name: "Test Clasher",
    manaCost: cost(0, 1),
    colors: ["G"],
    supertypes: [],
    types: ["Instant"],
    subtypes: [],
    keywords: [],
    abilities: [],
    spell: { text: "Clash with an opponent.", targets: [], resolve: (ctx) => void ctx.clash() },
    text: ["Clash with an opponent."],
  }),
  creature("Test Upkeeper", {
    abilities: [triggered("At the beginning of your upkeep, you gain 1 life.", { kind: "beginningOfStep", step: "upkeep", whose: "your" }, (ctx) => ctx.gainLife(ctx.controller, 1))],
  }),
  creature("Test Herald", {
    abilities: [
      triggered("When ~ comes into play, you gain 1 life.", { kind: "entersPlay" }, (ctx) => ctx.gainLife(ctx.controller, 1)),
      triggered("When ~ leaves play, you gain 1 life.", { kind: "leavesPlay" }, (ctx) => ctx.gainLife(ctx.controller, 1)),
      triggered("When ~ comes into play or is put into a graveyard from play, you gain 1 life.", { kind: "entersPlayOrPutIntoGraveyardFromPlay" }, (ctx) => ctx.gainLife(ctx.controller, 1)),
    ],
  }),
  creature("Test Riftwatcher", {
    abilities: [triggered("When ~ comes into play or leaves play, you gain 1 life.", { kind: "entersOrLeavesPlay" }, (ctx) => ctx.gainLife(ctx.controller, 1))],
  }),
  creature("Test Cycler", {
    abilities: [triggered("When you cycle ~, you gain 1 life.", { kind: "cyclesSelf" }, (ctx) => ctx.gainLife(ctx.controller, 1))],
  }),
  creature("Test Sojourner", {
    abilities: [
      triggered("When you cycle ~ or it's put into a graveyard from play, you gain 1 life.", { kind: "cyclesSelfOrPutIntoGraveyardFromPlay" }, (ctx) => ctx.gainLife(ctx.controller, 1)),
    ],
  }),
  creature("Test Watcher", {
    abilities: [
      triggered("Whenever a permanent leaves play, you gain 1 life.", { kind: "gameEvent", triggersOn: (event) => event.kind === "leavesPlay" }, (ctx) => ctx.gainLife(ctx.controller, 1)),
    ],
  }),
  creature("Test Exalted", { keywords: ["Exalted"] }),
  creature("Test Lifelinker", { keywords: ["Lifelink"] }),
  creature("Test Deathtoucher", { power: 1, toughness: 1, keywords: ["Deathtouch"] }),
  creature("Test Persister", { keywords: ["Persist"] }),
  // Triggered keywords granted by effects, not printed: a static ability's and a resolved spell's (events.ts
  // `offerKeywords` looks for a keyword only on objects that could have it: printed, granted or last known).
  creature("Test Banner", {
    abilities: [
      {
        kind: "static",
        text: "Other creatures you control have lifelink and exalted.",
        effect: { affected: { kind: "Each", filter: (ctx) => ({ types: ["Creature"], controller: ctx.controller, exclude: ctx.self }) }, keywords: ["Lifelink", "Exalted"] },
      },
    ],
  }),
  defineCard({
    name: "Test Gift",
    manaCost: cost(0, 1),
    colors: ["G"],
    supertypes: [],
    types: ["Instant"],
    subtypes: [],
    keywords: [],
    abilities: [],
    spell: {
      text: "Target creature gains deathtouch and persist until end of turn.",
      targets: [{ min: 1, max: 1, players: false, objects: { types: ["Creature"] } }],
      resolve: (ctx) => ctx.modify(ctx.targets(0), { keywords: ["Deathtouch", "Persist"] }, "untilEndOfTurn"),
    },
    text: ["Target creature gains deathtouch and persist until end of turn."],
  }),
];

/**
 * An Aura and an Equipment, for the attachment rules the state-based check skips while no definition seen attaches
 * (engine.ts `SeenDefinitions`).
 */
const attachers: CardDefinition[] = [
  defineCard({
    name: "Test Aura",
    manaCost: cost(0, 1),
    colors: ["G"],
    supertypes: [],
    types: ["Enchantment"],
    subtypes: ["Aura"],
    keywords: [],
    abilities: [],
    enchant: { min: 1, max: 1, players: false, objects: { types: ["Creature"] } },
    text: ["Enchant creature"],
  }),
  defineCard({
    name: "Test Sword",
    manaCost: cost(1),
    colors: [],
    supertypes: [],
    types: ["Artifact"],
    subtypes: ["Equipment"],
    keywords: [],
    abilities: [
      {
        kind: "activated",
        text: "Equip {1}",
        cost: { mana: cost(1) },
        sorcerySpeed: true,
        targets: [{ min: 1, max: 1, players: false, objects: { types: ["Creature"], controller: "you" } }],
        resolve: (ctx) => ctx.attach(ctx.self, ctx.target(0)),
      },
    ],
    text: ["Equip {1}"],
  }),
];

const pool = [
  ...watchers.map((card) => card.name),
  ...attachers.map((card) => card.name),
  "Shock",
  "Lightning Bolt",
  "Oblivion Ring",
  "Grizzly Bears",
  "Serra Angel",
  "Ajani Goldmane",
  "Garruk Wildspeaker",
  // Replacement abilities of permanents (replacement.ts asks only those of the kind of event replaced).
  "Doubling Season",
  "Palisade Giant",
];

/** A registry of its own (each registry has its own definition facts, engine.ts `newCache`). */
const registry = (): CardRegistry => createRegistry([...referenceCards, ...watchers, ...attachers]);

describe("the event bus offers a permanent only the kinds of event its triggered abilities can trigger on", () => {
  it("every trigger kind with a matcher declares the kinds of event it can trigger on", () => {
    const undeclared = Object.keys(TRIGGER_MATCHERS).filter((kind) => TRIGGER_EVENT_KINDS[kind as keyof typeof TRIGGER_EVENT_KINDS] === undefined);
    expect(undeclared).toEqual([]);
    // The test cards above have one of each.
    const kinds = new Set(watchers.flatMap((card) => card.abilities.flatMap((a) => (a.kind === "triggered" ? [a.trigger.kind] : []))));
    expect(Object.keys(TRIGGER_MATCHERS).filter((kind) => !kinds.has(kind as TriggerEvent["kind"]))).toEqual([]);
  });

  it("no matcher triggers on an event of a kind its trigger kind does not declare (events of every kind from random games)", () => {
    const triggers: TriggerEvent[] = [
      ...watchers.flatMap((card) => card.abilities.flatMap((a) => (a.kind === "triggered" ? [a.trigger] : []))),
      ...KEYWORD_TRIGGERS.map((k) => k.ability.trigger),
      { kind: "beginningOfStep", step: "end", whose: "each" },
      { kind: "beginningOfStep", step: "draw", whose: "each" },
      { kind: "playsSpell", who: "player" },
      { kind: "objectEntersPlay", subject: {} },
      { kind: "putIntoGraveyardFromPlay", subject: {} },
      { kind: "attacks", subject: {} },
      { kind: "blocks", subject: {} },
      { kind: "becomesBlocked", subject: {} },
      { kind: "dealsDamage", subject: {} },
      { kind: "dealsDamage", subject: {}, to: "you" },
      { kind: "isDealtDamage", subject: {} },
      { kind: "combatEither", subject: {}, on: ["attacks", "blocks", "becomesBlocked"] },
      { kind: "blockedByCreature", subject: {} },
      { kind: "blocksOrBlockedBy", subject: {} },
      { kind: "putIntoGraveyardFromAnywhere", subject: "self" },
      { kind: "becomesTapped", subject: {} },
      { kind: "becomesUntapped", subject: {} },
      { kind: "gainsLife", who: "player" },
      { kind: "drawsCard", who: "player" },
      { kind: "discardsCard", who: "player" },
      { kind: "clashes", who: "player" },
      { kind: "counterPlaced", subject: {}, counter: "-1/-1" },
      { kind: "becomesTarget", subject: {} },
      { kind: "tappedForMana", subject: {} },
      { kind: "turnedFaceUp", subject: {} },
      { kind: "tapsForMana", who: "player", tapped: {} },
      { kind: "sacrifices", who: "player", sacrificed: {} },
      { kind: "attacksUnblocked", subject: {} },
      { kind: "objectLeavesPlay", subject: {} },
      { kind: "dealsDamage", subject: { source: true, controller: "opponent" }, to: "you" },
    ] as TriggerEvent[];
    const cards = registry();
    const matched = new Set<string>();
    const wrong = new Set<string>();
    let offered = 0;
    alongRandomGames(seedRange(40_301, 40_302), (game, index) => {
      if (index % 40 !== 0 || game.isOver()) return;
      const s = stateOf(game);
      const e = engineFor(s, { cards });
      const [p1, p2] = s.players.map((p) => p.id);
      for (const id of s.play) {
        const o = s.objects[Number(id.slice(1))]!;
        const other = s.play.find((x) => x !== id) ?? id;
        // An event of every kind, about this permanent and another one.
        const events: RulesEvent[] = [
          { kind: "zoneChange", object: id, newObject: id, from: "hand", to: "play", controller: o.controller },
          { kind: "zoneChange", object: other, newObject: other, from: "library", to: "play", controller: p2 },
          { kind: "zoneChange", object: id, newObject: other, from: "play", to: "graveyard", controller: o.controller },
          { kind: "zoneChange", object: other, newObject: id, from: "play", to: "hand", controller: p1 },
          // Zone changes elsewhere than play (offered only to the triggers that declare every zone change).
          { kind: "zoneChange", object: other, newObject: id, from: "library", to: "hand", controller: o.owner },
          { kind: "zoneChange", object: id, newObject: id, from: "hand", to: "graveyard", controller: o.owner },
          { kind: "zoneChange", object: other, newObject: id, from: "stack", to: "graveyard", controller: p2 },
          { kind: "zoneChange", object: id, newObject: other, from: "graveyard", to: "removed", controller: p1 },
          { kind: "attacks", attacker: id, defender: p2, alone: true },
          { kind: "attacks", attacker: other, defender: p1, alone: true },
          { kind: "blocks", blocker: id, attacker: other },
          { kind: "becomesBlocked", attacker: id },
          { kind: "damage", source: id, recipient: p2, recipientIsPlayer: true, amount: 2, combat: true },
          { kind: "damage", source: id, recipient: other, recipientIsPlayer: false, amount: 1, combat: false },
          { kind: "spellPlayed", player: p2, spell: other },
          { kind: "spellPlayed", player: p1, spell: id },
          { kind: "lifeGained", player: p1, amount: 3 },
          { kind: "lifeGained", player: p2, amount: 1 },
          { kind: "draw", player: p1, card: other },
          { kind: "discard", player: p2, card: other },
          { kind: "stepBegins", step: "upkeep", active: p1 },
          { kind: "stepBegins", step: "endOfTurn", active: p2 },
          { kind: "stepBegins", step: "draw", active: o.controller },
          { kind: "cycled", player: o.owner, card: id, newObject: id },
          { kind: "cycled", player: p2, card: other, newObject: other },
          { kind: "tapChange", object: id, tapped: true },
          { kind: "tapChange", object: other, tapped: false },
          { kind: "clash", player: p1, won: true },
          { kind: "clash", player: p2, won: false },
          { kind: "counterPlaced", object: id, counter: "+1/+1" },
          { kind: "counterPlaced", object: other, counter: "-1/-1" },
          { kind: "becomesTarget", object: id, controller: p2, spell: true },
          { kind: "becomesTarget", object: other, controller: p1, spell: false },
          { kind: "tappedForMana", object: id, player: o.controller },
          { kind: "tappedForMana", object: other, player: p2 },
          { kind: "turnedFaceUp", object: id, player: o.controller },
          { kind: "turnedFaceUp", object: other, player: p2 },
          { kind: "sacrificed", player: o.controller, object: id, newObject: id },
          { kind: "sacrificed", player: p2, object: other, newObject: other },
          { kind: "notBlocked", attacker: id },
          { kind: "notBlocked", attacker: other },
        ];
        for (const controller of [p1, p2]) {
          const watcher: Watcher = { e, id, controller };
          for (const trigger of triggers) {
            if (trigger.kind === "gameEvent") continue;
            const matcher = TRIGGER_MATCHERS[trigger.kind] as TriggerMatcher;
            const declared = triggerKindsMask(trigger);
            for (const event of events) {
              offered++;
              const binding = matcher(trigger, event, watcher);
              if (binding !== null) matched.add(`${trigger.kind} ${event.kind}`);
              if (binding !== null && (declared & eventBits(event)) === 0) wrong.add(`${trigger.kind} on ${event.kind}${event.kind === "zoneChange" ? ` from ${event.from} to ${event.to}` : ""}`);
            }
          }
        }
      }
    });
    expect([...wrong]).toEqual([]);
    expect(offered).toBeGreaterThan(10_000);
    // The events do trigger what they should: every trigger kind matched some event (the check above is not vacuous).
    for (const kind of Object.keys(TRIGGER_MATCHERS)) expect([...matched].some((m) => m.startsWith(`${kind} `)), kind).toBe(true);
  });

  it("the permanents with a triggered ability found by walking the play list are the play index's", () => {
    const cards = registry();
    let compared = 0;
    let found = 0;
    alongRandomGames(
      seedRange(40_501, 40_503),
      (game, index) => {
        if (index % 10 !== 0) return;
        const s = stateOf(game, "shared");
        const walked = triggeringSlots(engineFor(s, { cards })); // a new cache: no play index yet
        const e = engineFor(s, { cards });
        const indexed = playIndex(e).triggeringOnEvents;
        expect(triggeringSlots(e)).toBe(indexed);
        expect(walked).toEqual(indexed);
        compared++;
        found += walked.length;
      },
      false,
    );
    expect(compared).toBeGreaterThan(100);
    expect(found).toBeGreaterThan(compared / 10);
  });

  it("the permanents with a triggered ability brought along from the list before one permanent came or left are those found by walking", () => {
    const cards = registry();
    let derived = 0;
    let found = 0;
    alongRandomGames(
      seedRange(40_511, 40_513),
      (game, index) => {
        if (index % 10 !== 0) return;
        const s = stateOf(game, "shared");
        const play = s.play;
        const walked = (list: readonly string[]) => walkedTriggering(engineFor({ ...s, play: list }, { cards }), list);
        // Each permanent taken out of the list, and the last one added to the list without it.
        const changes: [readonly string[], readonly string[]][] = play.map((id) => [play, play.filter((x) => x !== id)]);
        if (play.length > 0) changes.push([play.slice(0, -1), play]);
        for (const [before, after] of changes) {
          const e = engineFor({ ...s, play: before }, { cards });
          triggeringSlots(e); // remembered for `before` (no play index)
          e.s.play = after;
          const slots = triggeringSlots(e); // brought along from `before`
          expect(e.cache.triggering?.play).toBe(after);
          expect(slots).toEqual(walked(after));
          derived++;
          found += slots.length;
        }
        // Two permanents taken out at once: not brought along, walked.
        if (play.length > 2) {
          const e = engineFor({ ...s, play }, { cards });
          triggeringSlots(e);
          e.s.play = play.slice(2);
          expect(triggeringSlots(e)).toEqual(walked(play.slice(2)));
        }
      },
      false,
    );
    expect(derived).toBeGreaterThan(100);
    expect(found).toBeGreaterThan(derived / 10);
  });

  it("random games with every trigger kind, the triggered keywords, Auras, Equipment and replacement abilities are the same when every event is offered to every permanent", () => {
    const fast = registry();
    const plain = registry();
    const engine = { createGame, restoreGame };
    let triggers = 0;
    let attached = 0;
    let replaced = 0;
    for (const seed of seedRange(40_401, 40_408)) {
      const options = { seed, checkInvariants: false, autoPass: "engine" as const, setup: { pool } };
      const withShortcut = playRandomGame(engine, fast, options);
      // The plain path: every definition the game met offered every event. The game is played once so that every
      // definition it meets has its facts, which are then widened, and played again.
      playRandomGame(engine, plain, options);
      for (const facts of newCache(plain).definitionFacts.values()) {
        facts.triggerEvents = -1;
        // Every triggered keyword looked for on every object the bus asks about (events.ts `offerKeywords`).
        facts.keywordTriggers = -1;
        // Every replacement ability asked about every kind of event (replacement.ts `candidates`).
        facts.replacesEvents = -1;
      }
      // The registry-wide facts (engine.ts `SeenDefinitions`) say that anything may be in play: the permanents
      // with a triggered ability offered every kind of event, every permanent walked for triggered keywords on an
      // attack, every damage source, spell and permanent coming into play asked about them, the replacement abilities of permanents asked about every
      // event, the attachment rules checked before every priority.
      const seen = newCache(plain).seen;
      seen.keywordTriggers = -1;
      seen.triggerEvents = -1;
      seen.replacesEvents = -1;
      seen.attaches = true;
      const offeredEverything = playRandomGame(engine, plain, options);
      expect(offeredEverything.steps, `seed ${seed}`).toBe(withShortcut.steps);
      expect(JSON.stringify(offeredEverything.log), `seed ${seed}`).toBe(JSON.stringify(withShortcut.log));
      triggers += withShortcut.log.filter((event) => event.kind === "trigger").length;
      attached += withShortcut.log.filter((event) => event.kind === "attach").length;
      replaced += withShortcut.log.filter((event) => event.kind === "replacement").length;
    }
    // The games do trigger abilities (of the cards above) often.
    expect(triggers).toBeGreaterThan(50);
    expect(attached).toBeGreaterThan(0);
    expect(replaced).toBeGreaterThan(0);
  });
});
