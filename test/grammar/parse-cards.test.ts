/**
 * The 26 bundled cards: they parse without diagnostics, are written in canonical layout, and give the structured
 * effects their printed text means (a few asserted in full).
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Ability, Card, Effects, LoyaltyAbility } from "../../grammar/ast.js";
import { parseCardFile } from "../../grammar/parse.js";

const cardsDir = new URL("../../reference/", import.meta.url);
const files = readdirSync(cardsDir)
  .filter((f) => f.endsWith(".card"))
  .sort();

function withoutRanges<T>(value: T): T {
  return JSON.parse(
    JSON.stringify(value, (key, v) => (key === "range" || key === "nameRange" || key === "codeRange" ? undefined : v)),
  );
}

function card(file: string): { card: Card; text: string } {
  const text = readFileSync(new URL(file, cardsDir), "utf8");
  const { ast, diagnostics } = parseCardFile(text, file);
  expect(diagnostics).toEqual([]);
  expect(ast.cards).toHaveLength(1);
  return { card: ast.cards[0], text };
}

function loyalty(c: Card, index: number): LoyaltyAbility {
  const ability = c.abilities[index];
  if (ability.kind !== "Loyalty") throw new Error(`ability ${index} of ${c.name} is ${ability.kind}`);
  return ability;
}

function effects(ability: Ability): Effects {
  if (!("body" in ability) || ability.body.kind !== "Effects") throw new Error(`no effects in ${ability.kind}`);
  return ability.body;
}

const you = { kind: "You" } as const;
const target0Player = { kind: "TargetPlayer", target: 0 } as const;
const target0Ref = { kind: "Ref", ref: { kind: "Target", target: 0 } } as const;
const creaturesYouControl = {
  kind: "Each",
  filter: { types: ["Creature"], excludedTypes: [], zone: "play", controller: you },
} as const;

describe("the bundled card set", () => {
  it("holds the 26 cards, one per file named in kebab case", () => {
    expect(files).toHaveLength(26);
    for (const file of files) {
      const { card: c } = card(file);
      const kebab = c.name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-|-$/g, "");
      expect(file).toBe(`${kebab}.card`);
    }
  });

  it.each(files)("%s is in canonical layout (2007 wording, − and —, no escape hatch, one final newline)", (file) => {
    const { card: c, text } = card(file);
    const lines = text.split("\n");
    expect(lines[lines.length - 1]).toBe("");
    expect(lines[lines.length - 2]).not.toBe("");
    expect(lines[0]).toBe(`card "${c.name}"`);
    for (const line of lines.slice(1, -1)) expect(line).toMatch(/^ {2}\S/);
    expect(text).not.toContain("```");
    expect(text).not.toMatch(/^ {2}-\d/m); // loyalty minus is U+2212
    expect(text).not.toMatch(/ -- | – /);
    for (const word of ["battlefield", "exile", " their ", "mills", "Create", "mana value"])
      expect(text).not.toContain(word);
    // order: cost, type, loyalty, P/T, abilities
    const order = lines.slice(1, -1).map((line) => {
      const t = line.trim();
      if (t.startsWith("cost ")) return 0;
      if (t.startsWith("type ")) return 1;
      if (t.startsWith("loyalty ")) return 2;
      if (/^(\d+|\*)\/(\d+|\*)$/.test(t)) return 3;
      return 4;
    });
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(c.abilities.every((a) => !("body" in a) || a.body.kind === "Effects")).toBe(true);
  });

  it("Jace Beleren: skeleton, loyalty costs and exact ranges", () => {
    const { card: c, text } = card("jace-beleren.card");
    expect(c.name).toBe("Jace Beleren");
    expect(c.nameRange).toEqual({ start: { offset: 5, line: 1, column: 6 }, end: { offset: 19, line: 1, column: 20 } });
    expect(withoutRanges(c.cost)).toEqual({
      kind: "ManaCost",
      symbols: [
        { kind: "Generic", amount: 1 },
        { kind: "Colored", color: "U" },
        { kind: "Colored", color: "U" },
      ],
    });
    expect(withoutRanges(c.typeLine)).toEqual({
      kind: "TypeLine",
      supertypes: [],
      types: ["Planeswalker"],
      subtypes: [{ kind: "Identifier", name: "Jace" }],
    });
    expect(c.loyalty?.value).toBe(3);
    expect(c.abilities.map((a) => (a as LoyaltyAbility).cost.sign + (a as LoyaltyAbility).cost.amount)).toEqual([
      "+2",
      "-1",
      "-10",
    ]);
    const minusTen = loyalty(c, 2);
    const lineStart = text.indexOf("−10:");
    const lineEnd = text.indexOf("\n", lineStart);
    expect(minusTen.range.start).toEqual({ offset: lineStart, line: 7, column: 3 });
    expect(minusTen.range.end).toEqual({ offset: lineEnd, line: 7, column: 3 + (lineEnd - lineStart) });
    expect(minusTen.cost.range.end.offset).toBe(lineStart + 3);
    const mill = effects(minusTen).effects[0];
    expect(text.slice(mill.range.start.offset, mill.range.end.offset)).toBe(
      "Target player puts the top twenty cards of his or her library into his or her graveyard",
    );
    expect(withoutRanges(mill)).toEqual({ kind: "Mill", player: target0Player, amount: { kind: "Number", value: 20 } });
    const targetRange = effects(minusTen).targets[0].range;
    expect(text.slice(targetRange.start.offset, targetRange.end.offset)).toBe("Target player");
  });

  it("Chandra Nalaar −8: 10 damage to the target player and each creature he or she controls", () => {
    const { card: c } = card("chandra-nalaar.card");
    expect(withoutRanges(effects(loyalty(c, 2)))).toEqual({
      kind: "Effects",
      targets: [{ kind: "Target", index: 0, min: 1, max: 1, players: true }],
      effects: [
        {
          kind: "DealDamage",
          source: { kind: "Self" },
          amount: { kind: "Number", value: 10 },
          recipients: [
            { kind: "Player", player: target0Player },
            {
              kind: "Objects",
              objects: {
                kind: "Each",
                filter: { types: ["Creature"], excludedTypes: [], zone: "play", controller: target0Player },
              },
            },
          ],
        },
      ],
    });
    expect(withoutRanges(effects(loyalty(c, 1)).effects[0])).toEqual({
      kind: "DealDamage",
      source: { kind: "Self" },
      amount: { kind: "X" },
      recipients: [{ kind: "Objects", objects: target0Ref }],
    });
    expect(loyalty(c, 1).cost).toMatchObject({ sign: "-", amount: "X" });
  });

  it("Sarkhan Vol −2: 'that creature' and 'it' resolve to the target", () => {
    const { card: c } = card("sarkhan-vol.card");
    expect(withoutRanges(effects(loyalty(c, 1)))).toEqual({
      kind: "Effects",
      targets: [
        {
          kind: "Target",
          index: 0,
          min: 1,
          max: 1,
          players: false,
          objects: { types: ["Creature"], excludedTypes: [], zone: "play" },
        },
      ],
      effects: [
        { kind: "GainControl", objects: target0Ref, controller: you, duration: "untilEndOfTurn" },
        { kind: "Untap", objects: target0Ref },
        {
          kind: "Modify",
          objects: target0Ref,
          power: 0,
          toughness: 0,
          keywords: ["Haste"],
          duration: "untilEndOfTurn",
        },
      ],
    });
    expect(withoutRanges(effects(loyalty(c, 2)).effects[0])).toEqual({
      kind: "CreateTokens",
      controller: you,
      amount: { kind: "Number", value: 5 },
      token: {
        power: 4,
        toughness: 4,
        colors: ["R"],
        types: ["Creature"],
        subtypes: ["Dragon"],
        keywords: ["Flying"],
        abilities: [],
      },
    });
  });

  it("Liliana Vess −2: one Search effect, shuffled before the card goes on top", () => {
    const { card: c, text } = card("liliana-vess.card");
    const body = effects(loyalty(c, 1));
    expect(withoutRanges(body)).toEqual({
      kind: "Effects",
      targets: [],
      effects: [
        {
          kind: "Search",
          player: you,
          filter: { types: [], excludedTypes: [], zone: "library" },
          destination: "libraryTop",
          shuffle: "beforePutting",
        },
      ],
    });
    const range = body.effects[0].range;
    expect(text.slice(range.start.offset, range.end.offset)).toBe(
      "Search your library for a card, then shuffle your library and put that card on top of it",
    );
    expect(withoutRanges(effects(loyalty(c, 2)).effects[0])).toEqual({
      kind: "PutIntoPlay",
      objects: { kind: "Each", filter: { types: ["Creature"], excludedTypes: [], zone: "graveyard" } },
      controller: you,
    });
  });

  it("Tezzeret the Seeker −X: an artifact with mana value at most X, put into play, then a shuffle", () => {
    const { card: c } = card("tezzeret-the-seeker.card");
    expect(withoutRanges(effects(loyalty(c, 1)).effects)).toEqual([
      {
        kind: "Search",
        player: you,
        filter: { types: ["Artifact"], excludedTypes: [], zone: "library", manaValueAtMost: { kind: "X" } },
        destination: "play",
        shuffle: "afterPutting",
      },
    ]);
    expect(withoutRanges(effects(loyalty(c, 0)))).toMatchObject({
      targets: [{ index: 0, min: 0, max: 2, players: false, objects: { types: ["Artifact"] } }],
      effects: [{ kind: "Untap", objects: { kind: "Targets", target: 0 } }],
    });
    expect(withoutRanges(effects(loyalty(c, 2)).effects[0])).toEqual({
      kind: "Become",
      objects: { kind: "Each", filter: { types: ["Artifact"], excludedTypes: [], zone: "play", controller: you } },
      power: 5,
      toughness: 5,
      addTypes: ["Artifact", "Creature"],
      duration: "untilEndOfTurn",
    });
  });

  it("Doubling Season: two replacement abilities", () => {
    const { card: c } = card("doubling-season.card");
    expect(withoutRanges(c.abilities)).toEqual([
      { kind: "Replacement", replacement: { kind: "MultiplyTokens", factor: 2, controller: you } },
      {
        kind: "Replacement",
        replacement: {
          kind: "MultiplyCounters",
          factor: 2,
          on: { types: [], excludedTypes: [], zone: "play", controller: you },
        },
      },
    ]);
  });

  it("Palisade Giant: damage to you and other permanents you control is redirected to it", () => {
    const { card: c } = card("palisade-giant.card");
    expect(withoutRanges(c.powerToughness)).toEqual({ kind: "PowerToughness", power: 2, toughness: 7 });
    expect(withoutRanges(c.abilities)).toEqual([
      {
        kind: "Replacement",
        replacement: {
          kind: "RedirectDamage",
          from: [
            { kind: "Player", player: you },
            {
              kind: "Permanents",
              filter: { types: [], excludedTypes: [], zone: "play", controller: you, other: true },
            },
          ],
          to: { kind: "Self" },
        },
      },
    ]);
  });

  it("Oblivion Ring: the exile is linked to 'the removed card'", () => {
    const { card: c } = card("oblivion-ring.card");
    expect(withoutRanges(c.abilities)).toEqual([
      {
        kind: "Triggered",
        trigger: { kind: "EntersPlay", object: { kind: "Self" } },
        body: {
          kind: "Effects",
          targets: [
            {
              kind: "Target",
              index: 0,
              min: 1,
              max: 1,
              players: false,
              objects: { types: [], excludedTypes: ["Land"], zone: "play", other: true },
            },
          ],
          effects: [{ kind: "Exile", objects: target0Ref, linked: true }],
        },
      },
      {
        kind: "Triggered",
        trigger: { kind: "LeavesPlay", object: { kind: "Self" } },
        body: {
          kind: "Effects",
          targets: [],
          effects: [
            {
              kind: "ReturnToPlay",
              objects: { kind: "Ref", ref: { kind: "Linked" } },
              controller: { kind: "OwnerOf", object: { kind: "Linked" } },
            },
          ],
        },
      },
    ]);
  });

  it("Ajani Goldmane: 'those creatures' and the Avatar token's quoted ability", () => {
    const { card: c } = card("ajani-goldmane.card");
    // "on each creature you control": the card's written quantifier (a written form, grammar/nodes.ts); "those creatures" repeats the set.
    const eachCreatureYouControl = { ...creaturesYouControl, quantifier: "each" };
    expect(withoutRanges(effects(loyalty(c, 1)).effects)).toEqual([
      { kind: "PutCounters", objects: eachCreatureYouControl, counter: "+1/+1", amount: { kind: "Number", value: 1 } },
      {
        kind: "Modify",
        objects: eachCreatureYouControl,
        power: 0,
        toughness: 0,
        keywords: ["Vigilance"],
        duration: "untilEndOfTurn",
      },
    ]);
    const life = { kind: "LifeTotal", player: you };
    expect(withoutRanges(effects(loyalty(c, 2)).effects[0])).toEqual({
      kind: "CreateTokens",
      controller: you,
      amount: { kind: "Number", value: 1 },
      token: {
        power: null,
        toughness: null,
        colors: ["W"],
        types: ["Creature"],
        subtypes: ["Avatar"],
        keywords: [],
        abilities: [{ kind: "Static", effect: { kind: "CharacteristicPowerToughness", power: life, toughness: life } }],
      },
    });
  });

  it("Nicol Bolas, Planeswalker: a name with a comma is a self-reference; 'that player' chains", () => {
    const { card: c } = card("nicol-bolas-planeswalker.card");
    expect(withoutRanges(effects(loyalty(c, 2)).effects)).toEqual([
      {
        kind: "DealDamage",
        source: { kind: "Self" },
        amount: { kind: "Number", value: 7 },
        recipients: [{ kind: "Player", player: target0Player }],
      },
      { kind: "Discard", player: target0Player, amount: { kind: "Number", value: 7 } },
      {
        kind: "Sacrifice",
        player: target0Player,
        amount: { kind: "Number", value: 7 },
        filter: { types: [], excludedTypes: [], zone: "play" },
      },
    ]);
    expect(withoutRanges(effects(loyalty(c, 0)).targets[0].objects)).toEqual({
      types: [],
      excludedTypes: ["Creature"],
      zone: "play",
    });
  });

  it("Elspeth, Knight-Errant −8: indestructible for the rest of the game", () => {
    const { card: c } = card("elspeth-knight-errant.card");
    expect(withoutRanges(effects(loyalty(c, 2)).effects)).toEqual([
      {
        kind: "GrantContinuously",
        filter: {
          types: ["Artifact", "Creature", "Enchantment", "Land"],
          excludedTypes: [],
          zone: "play",
          controller: you,
        },
        keywords: ["Indestructible"],
        duration: "restOfGame",
      },
    ]);
  });

  it("Ajani Vengeant: creature-or-player target, then 'and you gain 3 life'", () => {
    const { card: c } = card("ajani-vengeant.card");
    expect(withoutRanges(effects(loyalty(c, 1)))).toEqual({
      kind: "Effects",
      targets: [
        {
          kind: "Target",
          index: 0,
          min: 1,
          max: 1,
          players: true,
          objects: { types: ["Creature"], excludedTypes: [], zone: "play" },
        },
      ],
      effects: [
        {
          kind: "DealDamage",
          source: { kind: "Self" },
          amount: { kind: "Number", value: 3 },
          recipients: [{ kind: "Target", target: 0 }],
        },
        { kind: "GainLife", player: you, amount: { kind: "Number", value: 3 } },
      ],
    });
    expect(withoutRanges(effects(loyalty(c, 0)).effects)).toEqual([{ kind: "SkipNextUntap", objects: target0Ref }]);
  });

  it("basic lands: a reminder-text mana ability; Millstone: {2}, {T}", () => {
    const { card: plains } = card("plains.card");
    expect(plains.cost).toBeUndefined();
    expect(withoutRanges(plains.typeLine)).toEqual({
      kind: "TypeLine",
      supertypes: ["Basic"],
      types: ["Land"],
      subtypes: [{ kind: "Identifier", name: "Plains" }],
    });
    expect(withoutRanges(plains.abilities)).toEqual([
      {
        kind: "Activated",
        cost: { kind: "ActivationCost", tap: true },
        body: {
          kind: "Effects",
          targets: [],
          effects: [
            { kind: "AddMana", player: you, mana: { kind: "ManaCost", symbols: [{ kind: "Colored", color: "W" }] } },
          ],
        },
        reminder: true,
      },
    ]);
    const { card: millstone } = card("millstone.card");
    expect(withoutRanges(millstone.abilities[0])).toMatchObject({
      kind: "Activated",
      cost: { tap: true, mana: { symbols: [{ kind: "Generic", amount: 2 }] } },
      reminder: false,
      body: { effects: [{ kind: "Mill", player: target0Player, amount: { kind: "Number", value: 2 } }] },
    });
  });

  it("spells and vanilla creatures", () => {
    const { card: shock } = card("shock.card");
    expect(withoutRanges(shock.abilities)).toMatchObject([
      {
        kind: "Spell",
        body: { effects: [{ kind: "DealDamage", amount: { value: 2 }, recipients: [{ kind: "Target", target: 0 }] }] },
      },
    ]);
    const { card: axe } = card("lava-axe.card");
    expect(withoutRanges(axe.abilities)).toMatchObject([
      {
        kind: "Spell",
        body: { effects: [{ kind: "DealDamage", recipients: [{ kind: "Player", player: target0Player }] }] },
      },
    ]);
    const { card: bears } = card("grizzly-bears.card");
    expect(bears.abilities).toEqual([]);
    const { card: thopter } = card("ornithopter.card");
    expect(thopter.typeLine.types).toEqual(["Artifact", "Creature"]);
    expect(withoutRanges(thopter.abilities)).toEqual([{ kind: "Keywords", keywords: [{ keyword: "Flying" }] }]);
    const { card: angel } = card("serra-angel.card");
    expect(withoutRanges(angel.abilities)).toEqual([
      { kind: "Keywords", keywords: [{ keyword: "Flying" }, { keyword: "Vigilance" }] },
    ]);
  });
});
