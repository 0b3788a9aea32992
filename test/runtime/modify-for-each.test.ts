/**
 * "for each" after a change of power and toughness: "Whenever Cenn's Heir attacks, it gets +1/+1 until end of turn
 * for each other attacking Kithkin." (Lorwyn). The numbers written are per object counted; the count is made once,
 * as the ability resolves, and the bonus is then locked in until end of turn (a one-shot continuous effect).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { createRegistry, type CardRegistry } from "../../runtime/definition.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { advance, answer, atStep, find, names, ok, passAll, table } from "./engine-helpers.js";
import { temporaryFolder, compileTestCards } from "../compiler/helpers.js";

const CENNS_HEIR = `card "Cenn's Heir"\n  cost {1}{W}\n  type Creature — Kithkin Soldier\n  1/1\n  Whenever Cenn's Heir attacks, it gets +1/+1 until end of turn for each other attacking Kithkin.\n`;
const DIN_OF_THE_FIREHERD = `card "Din of the Fireherd"\n  cost {5}{B/R}{B/R}{B/R}\n  type Sorcery\n  Put a 5/5 black and red Elemental creature token into play. Target opponent sacrifices a creature for each black creature you control, then sacrifices a land for each red creature you control.\n`;
const SPELL_SYPHON = `card "Spell Syphon"\n  cost {1}{U}\n  type Instant\n  Counter target spell unless its controller pays {1} for each blue permanent you control.\n`;
// Domain (Conflux): the power and toughness written are per basic land type among the lands the controller controls.
const DOMAIN_PUMP = `card "Test Domain Growth"\n  cost {G}\n  type Instant\n  Domain — Target creature gets +1/+1 until end of turn for each basic land type among lands you control.\n`;
const DOMAIN_GOBLINS = `card "Test Domain Goblins"\n  cost {2}{R}\n  type Creature — Goblin Warrior\n  0/3\n  Domain — {3}: Test Domain Goblins gets +1/+0 until end of turn for each basic land type among lands you control.\n`;
const WISP = `card "Test Wisp"\n  cost {U}\n  type Creature — Faerie\n  1/1\n`;
const KITHKIN = `card "Test Kithkin"\n  cost {W}\n  type Creature — Kithkin\n  1/1\n`;

const folder = temporaryFolder("modify-for-each");
afterAll(() => folder.cleanup());
let cards: CardRegistry;

beforeAll(async () => {
  const compiled = await compileTestCards(folder.dir, { heir: CENNS_HEIR, kithkin: KITHKIN, din: DIN_OF_THE_FIREHERD, syphon: SPELL_SYPHON, wisp: WISP, growth: DOMAIN_PUMP, goblins: DOMAIN_GOBLINS });
  cards = createRegistry([...referenceCards, ...compiled]);
}, 120_000);

describe("'gets +1/+1 … for each …': the language", () => {
  it("the card checks clean and prints back in both wordings (the same words)", () => {
    const { files, diagnostics } = checkCardSources([{ file: "h.card", text: CENNS_HEIR }]);
    expect(diagnostics).toEqual([]);
    const line = CENNS_HEIR.split("\n")[4].trim();
    expect(printCardFile(files[0].ast, { wording: "2007" })).toContain(line);
    expect(printCardFile(files[0].ast, { wording: "current" })).toContain(line);
  });

  it("each predicate of a subject's list counts on its own: 'sacrifices a creature for each …, then sacrifices a land for each …' (Din of the Fireherd)", () => {
    const { files, diagnostics } = checkCardSources([{ file: "d.card", text: DIN_OF_THE_FIREHERD }]);
    expect(diagnostics).toEqual([]);
    const effects = (files[0].ast.cards[0].abilities[0] as { body: { effects: unknown[] } }).body.effects;
    expect(effects).toMatchObject([
      { kind: "CreateTokens" },
      { kind: "Sacrifice", player: { kind: "TargetPlayer" }, filter: { types: ["Creature"] }, amount: { kind: "CountOf", per: 1, filter: { colors: ["B"] } } },
      { kind: "Sacrifice", player: { kind: "TargetPlayer" }, filter: { types: ["Land"] }, amount: { kind: "CountOf", per: 1, filter: { colors: ["R"] } } },
    ]);
    expect(printCardFile(files[0].ast, { wording: "2007" })).toContain(DIN_OF_THE_FIREHERD.split("\n")[3].trim());
    expect(printCardFile(files[0].ast, { wording: "current" })).toContain(
      "Create a 5/5 black and red Elemental creature token. Target opponent sacrifices a creature for each black creature you control, then sacrifices a land for each red creature you control.",
    );
  });

  it("'unless its controller pays {1} for each blue permanent you control' (Spell Syphon): the generic mana per object counted", () => {
    const { files, diagnostics } = checkCardSources([{ file: "s.card", text: SPELL_SYPHON }]);
    expect(diagnostics).toEqual([]);
    expect(files[0].ast.cards[0].abilities[0]).toMatchObject({ body: { effects: [{ kind: "CounterSpell", amount: { kind: "CountOf", per: 1, filter: { colors: ["U"] } } }] } });
    for (const wording of ["2007", "current"] as const) expect(printCardFile(files[0].ast, { wording })).toContain(SPELL_SYPHON.split("\n")[3].trim());
  });

  it("domain: '… gets +1/+1 until end of turn for each basic land type among lands you control' (Might of Alara, Wandering Goblins) prints back in both wordings", () => {
    for (const text of [DOMAIN_PUMP, DOMAIN_GOBLINS]) {
      const { files, diagnostics } = checkCardSources([{ file: "g.card", text }]);
      expect(diagnostics).toEqual([]);
      expect(files[0].ast.cards[0].abilities.at(-1)).toMatchObject({ abilityWord: "Domain", body: { effects: [{ kind: "Modify", amount: { kind: "BasicLandTypes", per: 1 } }] } });
      for (const wording of ["2007", "current"] as const) expect(printCardFile(files[0].ast, { wording })).toBe(text);
    }
  });

  it("CS1035: domain after a change that also grants a keyword is reported where the count starts, with what to write", () => {
    const text = `card "T"\n  cost {2}\n  type Instant\n  Target creature gets +1/+1 and gains trample until end of turn for each basic land type among lands you control.\n`;
    const diagnostics = checkCardSources([{ file: "t.card", text }]).diagnostics;
    expect(diagnostics.map((d) => `${d.code} ${d.range.start.line}:${d.range.start.column}`)).toEqual(["CS1035 4:66"]);
    expect(diagnostics[0].message).toMatch(/write a fixed number/);
  });

  it("CS1035: 'for each' after a change that also grants abilities is still reported (only the numbers are counted)", () => {
    const text = `card "T"\n  cost {2}\n  type Instant\n  Target creature gets +1/+1 and gains flying until end of turn for each Forest you control.\n`;
    expect(checkCardSources([{ file: "t.card", text }]).diagnostics.map((d) => d.code)).toEqual(["CS1035"]);
  });
});

describe("'gets +1/+1 … for each …': the runtime", () => {
  it("410: attacking with two other Kithkin, Cenn's Heir gets +2/+2 until end of turn; the other Kithkin are unchanged", () => {
    const game = table({ play: ["Cenn's Heir", "Test Kithkin", "Test Kithkin", "Serra Angel"] }, {}, { cards });
    advance(game, atStep("declareAttackers"));
    const attackers = ["Cenn's Heir", "Serra Angel"].map((name) => find(game, "p1", "play", name));
    const kithkin = [0, 1].map((nth) => find(game, "p1", "play", "Test Kithkin", nth));
    ok(game, { kind: "declareAttackers", player: "p1", attackers: [...attackers, ...kithkin].map((attacker) => ({ attacker, defender: "p2" })) });
    passAll(game); // the trigger resolves
    const heir = find(game, "p1", "play", "Cenn's Heir");
    expect(game.object(heir)?.power).toBe(3);
    expect(game.object(heir)?.toughness).toBe(3);
    expect(game.object(kithkin[0])?.power).toBe(1);
  });

  it("Din of the Fireherd: the opponent sacrifices as many creatures as the caster controls black creatures (its new token included), then as many lands as red ones", () => {
    const game = table(
      { hand: ["Din of the Fireherd"], play: ["Swamp", "Swamp", "Swamp", "Swamp", "Mountain", "Mountain", "Mountain", "Mountain", "Test Kithkin"] },
      { play: ["Test Kithkin", "Test Kithkin", "Serra Angel", "Island", "Island", "Island"] },
      { cards },
    );
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Din of the Fireherd"), targets: [["p2"]] });
    passAll(game);
    for (let guard = 0; guard < 4 && game.pendingDecision() !== null; guard++) {
      const decision = game.pendingDecision()!;
      expect(decision.player).toBe("p2");
      answer(game, (decision.options as string[]).slice(0, decision.min ?? 1));
    }
    // one black creature (the Elemental token) and one red one (the same token): one creature and one land
    expect(game.zone("p2", "play").map((id) => game.object(id)?.name).filter((name) => name !== "Island")).toHaveLength(2);
    expect(game.zone("p2", "play").map((id) => game.object(id)?.name).filter((name) => name === "Island")).toHaveLength(2);
  });

  it("Spell Syphon: with two blue permanents, the spell's controller must pay {2}; unable to, the spell is countered", () => {
    const game = table({ hand: ["Test Kithkin", "Spell Syphon"], play: ["Plains", "Island", "Island", "Test Wisp", "Test Wisp", "Forest"] }, {}, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Kithkin"), targets: [] });
    const kithkin = game.stack()[0];
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Spell Syphon"), targets: [[typeof kithkin === "string" ? kithkin : (kithkin as { id: string }).id]] });
    passAll(game); // Spell Syphon resolves: one untapped Forest can't pay {2}
    expect(game.pendingDecision()).toBeNull();
    expect(names(game, "p1", "graveyard").sort()).toEqual(["Spell Syphon", "Test Kithkin"]);
  });

  it("418.2: domain is counted as the spell resolves: Forest, Island, Swamp and a second Forest are three basic land types, +3/+3", () => {
    const game = table({ hand: ["Test Domain Growth"], play: ["Forest", "Island", "Swamp", "Forest", "Test Kithkin"] }, {}, { cards });
    const kithkin = find(game, "p1", "play", "Test Kithkin");
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Test Domain Growth"), targets: [[kithkin]] });
    passAll(game);
    expect([game.object(kithkin)?.power, game.object(kithkin)?.toughness]).toEqual([4, 4]);
  });

  it("418.2: the domain ability of a permanent (Wandering Goblins): +1/+0 per basic land type among three, its toughness unchanged", () => {
    const game = table({ play: ["Test Domain Goblins", "Mountain", "Plains", "Island"] }, {}, { cards });
    const goblins = find(game, "p1", "play", "Test Domain Goblins");
    ok(game, { kind: "activate", player: "p1", object: goblins, ability: 0 });
    passAll(game);
    expect([game.object(goblins)?.power, game.object(goblins)?.toughness]).toEqual([3, 3]);
  });

  it("410: attacking alone it gets +0/+0 (no other attacking Kithkin)", () => {
    const game = table({ play: ["Cenn's Heir", "Test Kithkin"] }, {}, { cards });
    advance(game, atStep("declareAttackers"));
    ok(game, { kind: "declareAttackers", player: "p1", attackers: [{ attacker: find(game, "p1", "play", "Cenn's Heir"), defender: "p2" }] });
    passAll(game);
    expect(game.object(find(game, "p1", "play", "Cenn's Heir"))?.power).toBe(1);
  });
});
