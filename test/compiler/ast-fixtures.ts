/**
 * Hand-built ASTs (the contract of grammar/ast.ts) for compiler tests that must not depend on the parser:
 * each card's source text plus its tree, with ranges computed from line numbers of that text.
 */
import type { Ability, Card, CardFile, Effect, ObjectFilter, SourceRange, TargetSpec, TokenSpec } from "../../grammar/ast.js";

export interface Fixture {
  file: string;
  source: string;
  ast: CardFile;
}

/** The range of line `line` (1-based) of `source`, without its indentation. */
export function lineRange(source: string, line: number): SourceRange {
  const lines = source.split("\n");
  let offset = 0;
  for (let index = 0; index < line - 1; index += 1) offset += lines[index].length + 1;
  const text = lines[line - 1];
  const indent = text.length - text.trimStart().length;
  const start = { offset: offset + indent, line, column: indent + 1 };
  const end = { offset: offset + text.trimEnd().length, line, column: text.trimEnd().length + 1 };
  return { start, end };
}

function lineOf(source: string, needle: string): number {
  const index = source.split("\n").findIndex((line) => line.includes(needle));
  if (index < 0) throw new Error(`fixture: '${needle}' not in source`);
  return index + 1;
}

const filter = (partial: Partial<ObjectFilter>): ObjectFilter => ({ types: [], excludedTypes: [], zone: "play", ...partial });

/** Builds a card from its source; `abilities` get the range of the line containing their key text. */
export function cardFixture(
  file: string,
  source: string,
  head: Omit<Card, "kind" | "range" | "nameRange" | "abilities" | "typeLine"> & { types: Card["typeLine"]["types"]; supertypes?: Card["typeLine"]["supertypes"]; subtypes?: string[] },
  abilities: { line: string; ability: (range: SourceRange) => Ability }[],
): Fixture {
  const lines = source.split("\n");
  const whole: SourceRange = {
    start: { offset: 0, line: 1, column: 1 },
    end: { offset: source.length, line: lines.length, column: lines[lines.length - 1].length + 1 },
  };
  const first = lineRange(source, 1);
  const card: Card = {
    kind: "Card",
    range: whole,
    name: head.name,
    nameRange: first,
    cost: head.cost,
    typeLine: {
      kind: "TypeLine",
      range: first,
      supertypes: head.supertypes ?? [],
      types: head.types,
      subtypes: (head.subtypes ?? []).map((name) => ({ kind: "Identifier", name, range: first })),
    },
    loyalty: head.loyalty,
    powerToughness: head.powerToughness,
    abilities: abilities.map(({ line, ability }) => ability(lineRange(source, lineOf(source, line)))),
  };
  return { file, source, ast: { kind: "CardFile", file, range: whole, declarations: [], cards: [card] } };
}

const r0: SourceRange = { start: { offset: 0, line: 1, column: 1 }, end: { offset: 0, line: 1, column: 1 } };

export function mana(text: string): NonNullable<Card["cost"]> {
  const symbols = [...text.matchAll(/\{([^}]+)\}/g)].map(([, symbol]) =>
    /^\d+$/.test(symbol)
      ? { kind: "Generic" as const, amount: Number(symbol), range: r0 }
      : symbol === "X"
        ? { kind: "X" as const, range: r0 }
        : { kind: "Colored" as const, color: symbol as "W", range: r0 },
  );
  return { kind: "ManaCost", range: r0, symbols };
}

const loyalty = (sign: "+" | "-" | "0", amount: number | "X", effects: Effect[], targets: TargetSpec[] = []) =>
  (range: SourceRange): Ability => ({
    kind: "Loyalty",
    range,
    cost: { kind: "LoyaltyCost", range, sign, amount },
    body: { kind: "Effects", range, targets, effects },
  });

const target = (index: number, partial: Partial<TargetSpec>): TargetSpec => ({
  kind: "Target",
  range: r0,
  index,
  min: 1,
  max: 1,
  players: false,
  ...partial,
});

export const chandra = (): Fixture => {
  const source = `card "Chandra Nalaar"
  cost {3}{R}{R}
  type Planeswalker — Chandra
  loyalty 6
  +1: Chandra Nalaar deals 1 damage to target player.
  −X: Chandra Nalaar deals X damage to target creature.
  −8: Chandra Nalaar deals 10 damage to target player and each creature he or she controls.
`;
  return cardFixture(
    "cards/chandra-nalaar.card",
    source,
    { name: "Chandra Nalaar", cost: mana("{3}{R}{R}"), types: ["Planeswalker"], subtypes: ["Chandra"], loyalty: { kind: "Number", value: 6, range: r0 } },
    [
      {
        line: "+1:",
        ability: loyalty("+", 1, [
          { kind: "DealDamage", range: r0, source: { kind: "Self" }, amount: { kind: "Number", value: 1 }, recipients: [{ kind: "Player", player: { kind: "TargetPlayer", target: 0 } }] },
        ], [target(0, { players: true })]),
      },
      {
        line: "−X:",
        ability: loyalty("-", "X", [
          { kind: "DealDamage", range: r0, source: { kind: "Self" }, amount: { kind: "X" }, recipients: [{ kind: "Objects", objects: { kind: "Ref", ref: { kind: "Target", target: 0 } } }] },
        ], [target(0, { objects: filter({ types: ["Creature"] }) })]),
      },
      {
        line: "−8:",
        ability: loyalty("-", 8, [
          {
            kind: "DealDamage",
            range: r0,
            source: { kind: "Self" },
            amount: { kind: "Number", value: 10 },
            recipients: [
              { kind: "Player", player: { kind: "TargetPlayer", target: 0 } },
              { kind: "Objects", objects: { kind: "Each", filter: filter({ types: ["Creature"], controller: { kind: "TargetPlayer", target: 0 } }) } },
            ],
          },
        ], [target(0, { players: true })]),
      },
    ],
  );
};

// ---------------------------------------------------------------------------------------------------------
// A card exercising every Effect, Replacement, Trigger, Amount, ref and filter kind of grammar/ast.ts.

const you = { kind: "You" } as const;
const self = { kind: "Self" } as const;
const n = (value: number) => ({ kind: "Number", value }) as const;

export const EVERY_EFFECT: Effect[] = [
  { kind: "DealDamage", range: r0, source: self, amount: n(2), recipients: [{ kind: "Target", target: 0 }, { kind: "Player", player: { kind: "EachPlayer" } }] },
  { kind: "DealDamage", range: r0, source: { kind: "Target", target: 1 }, amount: { kind: "LifeTotal", player: you }, recipients: [{ kind: "Player", player: { kind: "ControllerOf", object: { kind: "Target", target: 1 } } }] },
  { kind: "GainLife", range: r0, player: you, amount: n(3) },
  { kind: "LoseLife", range: r0, player: { kind: "TargetPlayer", target: 2 }, amount: { kind: "X" } },
  { kind: "Draw", range: r0, player: { kind: "EachPlayer" }, amount: n(1) },
  { kind: "Mill", range: r0, player: { kind: "TargetPlayer", target: 2 }, amount: n(20) },
  { kind: "Discard", range: r0, player: { kind: "OwnerOf", object: self }, amount: n(7) },
  { kind: "Sacrifice", range: r0, player: { kind: "TargetPlayer", target: 2 }, amount: n(7), filter: filter({}) },
  { kind: "PutCounters", range: r0, objects: { kind: "Each", filter: filter({ types: ["Creature"], controller: you }) }, counter: "+1/+1", amount: n(1) },
  { kind: "CreateTokens", range: r0, controller: you, amount: n(5), token: { power: 4, toughness: 4, colors: ["R"], types: ["Creature"], subtypes: ["Dragon"], keywords: ["Flying"], abilities: [] } },
  { kind: "Modify", range: r0, objects: { kind: "Ref", ref: { kind: "Target", target: 1 } }, power: 3, toughness: 3, keywords: ["Flying"], duration: "untilEndOfTurn" },
  { kind: "GrantContinuously", range: r0, filter: filter({ types: ["Artifact", "Creature", "Enchantment", "Land"], controller: you }), keywords: ["Indestructible"], duration: "restOfGame" },
  { kind: "Become", range: r0, objects: { kind: "Each", filter: filter({ types: ["Artifact"], controller: you }) }, power: 5, toughness: 5, addTypes: ["Artifact", "Creature"], duration: "untilEndOfTurn" },
  { kind: "Untap", range: r0, objects: { kind: "Targets", target: 3 } },
  { kind: "Tap", range: r0, objects: { kind: "Ref", ref: self } },
  { kind: "SkipNextUntap", range: r0, objects: { kind: "Ref", ref: { kind: "Target", target: 1 } } },
  { kind: "Destroy", range: r0, objects: { kind: "Each", filter: filter({ types: ["Land"], controller: { kind: "TargetPlayer", target: 2 } }) } },
  { kind: "Exile", range: r0, objects: { kind: "Ref", ref: { kind: "Target", target: 1 } }, linked: true },
  { kind: "ReturnToPlay", range: r0, objects: { kind: "Ref", ref: { kind: "Linked" } }, controller: { kind: "OwnerOf", object: { kind: "Linked" } } },
  { kind: "PutIntoPlay", range: r0, objects: { kind: "Each", filter: filter({ types: ["Creature"], zone: "graveyard", controller: { kind: "EachPlayer" } }) }, controller: you },
  { kind: "GainControl", range: r0, objects: { kind: "Ref", ref: { kind: "Target", target: 1 } }, controller: you, duration: "untilEndOfTurn" },
  { kind: "Search", range: r0, player: you, filter: filter({ types: ["Artifact"], zone: "library", controller: you, manaValueAtMost: { kind: "X" }, other: true }), destination: "play", shuffle: "afterPutting" },
  { kind: "Search", range: r0, player: you, filter: filter({ zone: "library", excludedTypes: ["Land"] }), destination: "libraryTop", shuffle: "beforePutting" },
  { kind: "AddMana", range: r0, player: you, mana: mana("{2}{W}{U}") },
  { kind: "Shuffle", range: r0, player: { kind: "ControllerOf", object: self } },
  // Composed filter parts, opponents, defending player, counted and stat amounts (issue 15).
  {
    kind: "Destroy",
    range: r0,
    objects: {
      kind: "Each",
      filter: filter({
        types: ["Creature"],
        colors: ["B"],
        excludedColors: ["W"],
        subtypes: ["Goblin"],
        excludedSubtypes: ["Elf"],
        supertypes: ["Legendary"],
        excludedSupertypes: ["Basic"],
        tapped: true,
        combat: "attackingOrBlocking",
        keywords: ["Flying"],
        excludedKeywords: ["Reach"],
        compare: [
          { stat: "power", relation: "atMost", amount: { kind: "X" } },
          { stat: "manaValue", relation: "atLeast", amount: n(3) },
        ],
        controllerNot: you,
      }),
    },
  },
  { kind: "LoseLife", range: r0, player: { kind: "EachOpponent" }, amount: { kind: "CountOf", filter: filter({ types: ["Creature"], controller: { kind: "EachOpponent" } }), per: 2 } },
  { kind: "GainLife", range: r0, player: { kind: "DefendingPlayer" }, amount: { kind: "StatOf", stat: "power", object: { kind: "Target", target: 1 } } },
  { kind: "Draw", range: r0, player: { kind: "TargetPlayer", target: 4 }, amount: { kind: "CountOf", filter: filter({ subtypes: ["Island"], controller: you }) } },
  { kind: "Destroy", range: r0, objects: { kind: "Ref", ref: { kind: "Target", target: 5 } } },
];

export const everything = (): Fixture => {
  const source = `card "Everything Engine"
  cost {X}{2}{W}{U}{B}{R}{G}
  type Legendary Artifact Creature — Golem
  */*
  Flying, vigilance
  {2}, {T}: Do everything.
  When Everything Engine comes into play, do everything.
  When Everything Engine leaves play, return the removed card.
  At the beginning of your upkeep, put a token into play.
  This creature's power and toughness are each equal to your life total.
  If an effect would put one or more tokens into play under your control, it puts twice that many of those tokens into play instead.
  If an effect would place one or more counters on a permanent you control, it places twice that many of those counters on that permanent instead.
  All damage that would be dealt to you and other permanents you control is dealt to Everything Engine instead.
  Everything Engine comes into play with three +1/+1 counters on it.
  {T}: Add {W} to your mana pool.
  {1}: Do something unusual.
    \`\`\`ts
    const life = ctx.lifeTotal(ctx.controller);
    ctx.gainLife(ctx.controller, life > 10 ? 1 : 2);
    \`\`\`
`;
  const targets: TargetSpec[] = [
    target(0, { players: true, objects: filter({ types: ["Creature"] }) }),
    target(1, { objects: filter({ excludedTypes: ["Land"], other: true }) }),
    target(2, { players: true }),
    target(3, { min: 0, max: 2, objects: filter({ types: ["Artifact"], controller: you }) }),
    target(4, { players: true, opponent: true }),
    target(5, { objects: filter({ types: ["Creature"], excludedTypes: ["Artifact"], excludedColors: ["B"], tapped: false, compare: [{ stat: "toughness", relation: "atLeast", amount: n(4) }], controllerNot: you }) }),
  ];
  const lifeTotal = { kind: "LifeTotal", player: you } as const;
  const avatar: TokenSpec = {
    power: null,
    toughness: null,
    colors: ["W"],
    types: ["Creature"],
    subtypes: ["Avatar"],
    keywords: [],
    abilities: [{ kind: "Static", range: r0, effect: { kind: "CharacteristicPowerToughness", power: lifeTotal, toughness: lifeTotal, range: r0 } }],
  };
  const codeLine = lineOf(source, "const life");
  const codeStart = lineRange(source, codeLine).start;
  const code = "const life = ctx.lifeTotal(ctx.controller);\nctx.gainLife(ctx.controller, life > 10 ? 1 : 2);";
  return cardFixture(
    "cards/everything-engine.card",
    source,
    {
      name: "Everything Engine",
      cost: mana("{X}{2}{W}{U}{B}{R}{G}"),
      supertypes: ["Legendary"],
      types: ["Artifact", "Creature"],
      subtypes: ["Golem"],
      powerToughness: { kind: "PowerToughness", range: r0, power: null, toughness: null },
    },
    [
      { line: "Flying, vigilance", ability: (range) => ({ kind: "Keywords", range, keywords: [{ keyword: "Flying", range }, { keyword: "Vigilance", range }] }) },
      {
        line: "Do everything.",
        ability: (range) => ({ kind: "Activated", range, reminder: false, cost: { kind: "ActivationCost", range, mana: mana("{2}"), tap: true }, body: { kind: "Effects", range, targets, effects: EVERY_EFFECT } }),
      },
      {
        line: "comes into play, do everything",
        ability: (range) => ({ kind: "Triggered", range, trigger: { kind: "EntersPlay", object: self, range }, body: { kind: "Effects", range, targets, effects: EVERY_EFFECT } }),
      },
      {
        line: "leaves play",
        ability: (range) => ({ kind: "Triggered", range, trigger: { kind: "LeavesPlay", object: self, range }, body: { kind: "Effects", range, targets: [], effects: [EVERY_EFFECT[18]] } }),
      },
      {
        line: "beginning of your upkeep",
        ability: (range) => ({
          kind: "Triggered",
          range,
          trigger: { kind: "BeginningOfStep", step: "upkeep", whose: "your", range },
          body: { kind: "Effects", range, targets: [], effects: [{ kind: "CreateTokens", range, controller: you, amount: n(1), token: avatar }] },
        }),
      },
      { line: "This creature's power", ability: (range) => ({ kind: "Static", range, effect: { kind: "CharacteristicPowerToughness", power: lifeTotal, toughness: lifeTotal, range } }) },
      { line: "tokens into play under", ability: (range) => ({ kind: "Replacement", range, replacement: { kind: "MultiplyTokens", factor: 2, controller: you, range } }) },
      { line: "place one or more counters", ability: (range) => ({ kind: "Replacement", range, replacement: { kind: "MultiplyCounters", factor: 2, on: filter({ controller: you }), range } }) },
      {
        line: "All damage",
        ability: (range) => ({
          kind: "Replacement",
          range,
          replacement: { kind: "RedirectDamage", from: [{ kind: "Player", player: you }, { kind: "Permanents", filter: filter({ controller: you, other: true }) }], to: self, range },
        }),
      },
      { line: "comes into play with three", ability: (range) => ({ kind: "Replacement", range, replacement: { kind: "EntersWithCounters", counter: "+1/+1", amount: n(3), range } }) },
      {
        line: "{T}: Add {W}",
        ability: (range) => ({ kind: "Activated", range, reminder: false, cost: { kind: "ActivationCost", range, tap: true }, body: { kind: "Effects", range, targets: [], effects: [{ kind: "AddMana", range, player: you, mana: mana("{W}") }] } }),
      },
      {
        line: "Do something unusual",
        ability: (range) => ({
          kind: "Activated",
          range,
          reminder: false,
          cost: { kind: "ActivationCost", range, mana: mana("{1}"), tap: false },
          body: { kind: "Implementation", range, text: "Do something unusual.", code, codeRange: { start: codeStart, end: codeStart } },
        }),
      },
    ],
  );
};

/** A sorcery whose text is an escape-hatch block with a type error on its second line. */
export const brokenHatch = (): Fixture => {
  const source = `card "Broken Hatch"
  cost {R}
  type Sorcery
  Do something wrong.
    \`\`\`ts
    const amount = 2;
    ctx.gainLife(ctx.controller, "two");
    \`\`\`
`;
  const codeStart = lineRange(source, lineOf(source, "const amount")).start;
  return cardFixture("cards/broken-hatch.card", source, { name: "Broken Hatch", cost: mana("{R}"), types: ["Sorcery"] }, [
    {
      line: "Do something wrong",
      ability: (range) => ({
        kind: "Spell",
        range,
        body: { kind: "Implementation", range, text: "Do something wrong.", code: 'const amount = 2;\nctx.gainLife(ctx.controller, "two");', codeRange: { start: codeStart, end: codeStart } },
      }),
    },
  ]);
};

/** A one-card fixture whose name and ability text are `hostile` (the injection corpus). */
export const hostileCard = (hostile: string): Fixture => {
  const escaped = hostile.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
  const source = `card "${escaped}"\n  cost {R}\n  type Instant\n  ${hostile} deals 2 damage to target creature or player.\n`;
  const fixture = cardFixture("cards/hostile.card", source, { name: hostile, cost: mana("{R}"), types: ["Instant"] }, []);
  const range = lineRange(source, 4);
  fixture.ast.cards[0].abilities.push({
    kind: "Spell",
    range,
    body: {
      kind: "Effects",
      range,
      targets: [target(0, { players: true, objects: filter({ types: ["Creature"] }) })],
      effects: [{ kind: "DealDamage", range, source: self, amount: n(2), recipients: [{ kind: "Target", target: 0 }] }],
    },
  });
  return fixture;
};
