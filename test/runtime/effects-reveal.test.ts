/**
 * The reveal family and the search family's "reveal it", with real cards compiled from their text (Distress, Thrull
 * Surgeon, Aven Windreader, Kithkin Harbinger, Wanderer's Twig): a revealed card or hand is shown to every player
 * (a "reveal" log entry), a hand looked at only to the player looking ("look", 217.2b: a hand is hidden), and a card
 * chosen from a hand seen that way goes through the decision interface ("chooseFromHand"), offered only the cards
 * that fit the text ("a nonland card").
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { compileCardSource } from "../../compiler/index.js";
import { createRegistry, type CardRegistry } from "../../runtime/definition.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { answer, find, logKinds, names, ok, passAll, table } from "./engine-helpers.js";
import { temporaryFolder, compileTestCards } from "../compiler/helpers.js";

const DISTRESS = `card "Distress"\n  cost {B}{B}\n  type Sorcery\n  Target player reveals his or her hand. You choose a nonland card from it. That player discards that card.\n`;
const THRULL_SURGEON = `card "Thrull Surgeon"\n  cost {1}{B}\n  type Creature — Thrull\n  1/1\n  {1}{B}, Sacrifice Thrull Surgeon: Look at target player's hand and choose a card from it. That player discards that card. Play this ability only any time you could play a sorcery.\n`;
const AVEN_WINDREADER = `card "Aven Windreader"\n  cost {3}{U}{U}\n  type Creature — Bird Soldier Wizard\n  3/3\n  Flying\n  {1}{U}: Target player reveals the top card of his or her library.\n`;
const KITHKIN_HARBINGER = `card "Kithkin Harbinger"\n  cost {2}{W}\n  type Creature — Kithkin Wizard\n  1/3\n  When Kithkin Harbinger comes into play, you may search your library for a Kithkin card, reveal it, then shuffle your library and put that card on top of it.\n`;
const REMINISCE = `card "Reminisce"\n  cost {2}{U}\n  type Sorcery\n  Target player shuffles his or her graveyard into his or her library.\n`;
const CATHARTIC_ADEPT = `card "Cathartic Adept"\n  cost {U}\n  type Creature — Human Wizard\n  1/1\n  {T}: Target player puts the top card of his or her library into his or her graveyard.\n`;
const VENARIAN_GLIMMER = `card "Venarian Glimmer"\n  cost {X}{U}\n  type Sorcery\n  Target player reveals his or her hand. You choose a nonland card with converted mana cost X or less from it. That player discards that card.\n`;
const TWIG = `card "Wanderer's Twig"\n  cost {1}\n  type Artifact\n  {1}, Sacrifice Wanderer's Twig: Search your library for a basic land card, reveal it, and put it into your hand. Then shuffle your library.\n`;

const folder = temporaryFolder("effects-reveal");
afterAll(() => folder.cleanup());
let cards: CardRegistry;

beforeAll(async () => {
  const compiled = await compileTestCards(folder.dir, { distress: DISTRESS, surgeon: THRULL_SURGEON, aven: AVEN_WINDREADER, harbinger: KITHKIN_HARBINGER, twig: TWIG, reminisce: REMINISCE, adept: CATHARTIC_ADEPT, glimmer: VENARIAN_GLIMMER });
  cards = createRegistry([...referenceCards, ...compiled]);
}, 120_000);

const spell = (line: string) => `card "T"\n  cost {B}\n  type Sorcery\n  ${line}\n`;
const codes = (text: string) => checkCardSources([{ file: "c.card", text }]).diagnostics.map((d) => [d.code, d.message]);

describe("reveal: the language", () => {
  it.each([DISTRESS, THRULL_SURGEON, AVEN_WINDREADER, KITHKIN_HARBINGER, TWIG, REMINISCE, CATHARTIC_ADEPT, VENARIAN_GLIMMER])("a real card's text checks clean and prints back the same in 2007 wording (%#)", (text) => {
    const { files, diagnostics } = checkCardSources([{ file: "c.card", text }]);
    expect(diagnostics).toEqual([]);
    expect(printCardFile(files[0].ast, { wording: "2007" })).toContain(text.split("\n").slice(-2)[0].trim().replace(/ Play this ability only any time you could play a sorcery\.$/, ""));
  });

  it("the current wording: 'their hand', 'exiles that card', and a revealing search's 'then shuffle'", () => {
    const ghastlord = `card "G"\n  cost {5}\n  type Creature — Spirit\n  4/4\n  Whenever G deals combat damage to a player, that player reveals their hand. You choose a card from it. That player exiles that card.\n`;
    for (const [text, line] of [
      [DISTRESS.replace("his or her", "their"), "Target player reveals their hand. You choose a nonland card from it. That player discards that card."],
      [ghastlord, "that player reveals their hand. You choose a card from it. That player exiles that card."],
      [TWIG.replace(/, and put it into your hand\. Then shuffle your library\./, ", put it into your hand, then shuffle."), "Search your library for a basic land card, reveal it, put it into your hand, then shuffle."],
    ] as const) {
      const { files, diagnostics } = checkCardSources([{ file: "c.card", text }]);
      expect(diagnostics).toEqual([]);
      expect(printCardFile(files[0].ast, { wording: "current" })).toContain(line);
    }
  });

  it("Venarian Glimmer: the choice's 'with converted mana cost X or less' prints back in both wordings", () => {
    const { files, diagnostics } = checkCardSources([{ file: "c.card", text: VENARIAN_GLIMMER }]);
    expect(diagnostics).toEqual([]);
    expect(printCardFile(files[0].ast, { wording: "2007" })).toBe(VENARIAN_GLIMMER);
    expect(printCardFile(files[0].ast, { wording: "current" })).toContain(
      "Target player reveals their hand. You choose a nonland card with mana value X or less from it. That player discards that card.",
    );
    const current = printCardFile(files[0].ast, { wording: "current" });
    const again = checkCardSources([{ file: "c.card", text: current }]);
    expect(again.diagnostics).toEqual([]);
    expect(printCardFile(again.files[0].ast, { wording: "2007" })).toBe(VENARIAN_GLIMMER);
  });

  it("the reveal, the choice and the discard are one effect", () => {
    const { files } = checkCardSources([{ file: "c.card", text: DISTRESS }]);
    const ability = files[0].ast.cards[0].abilities[0];
    const effects = ability.kind === "Spell" && ability.body.kind === "Effects" ? ability.body.effects : [];
    expect(effects.map((effect) => effect.kind)).toEqual(["HandChoice"]);
    expect(effects[0]).toMatchObject({ owner: { kind: "TargetPlayer" }, seen: { kind: "revealed" }, choice: { chooser: { kind: "You" }, filter: { excludedTypes: ["Land"] }, then: "discard" } });
  });

  it("CS1034/CS1036/CS1035: 'from it' with no hand seen, a choice nothing acts on, and a discard by another player say what to write", () => {
    expect(codes(spell("You choose a card from it. Draw a card."))).toEqual([
      ["CS1034", "'From it' means a hand just revealed or looked at: write 'Target player reveals his or her hand.' first."],
    ]);
    expect(codes(spell("Target player reveals his or her hand. You choose a card from it."))).toEqual([
      ["CS1036", "A card chosen from a hand must be acted on: add e.g. 'That player discards that card.'"],
    ]);
    expect(codes(spell("Target player reveals his or her hand. You choose a card from it. You discard that card."))).toEqual([
      ["CS1035", "The card chosen is in its owner's hand, so its owner discards it: write 'That player discards that card.'"],
    ]);
    expect(codes(spell("Reveal it."))[0][0]).toBe("CS1034");
  });

  it("compiles to the family's primitives", async () => {
    const { code } = await compileCardSource(DISTRESS, "cards/d.card", { runtimeImport: "../runtime.js" });
    expect(code!.replace(/\s+/g, "")).toContain('ctx.chooseFromHand(target0,null,ctx.controller,{excludedTypes:["Land"],zone:"hand"},"discard",);');
  });
});

describe("reveal: the game", () => {
  it("217.2b/401.2: Distress reveals the hand to every player; the choice offers only nonland cards; the card is discarded", () => {
    const game = table({ hand: ["Distress"], play: ["Swamp", "Swamp"] }, { hand: ["Forest", "Grizzly Bears", "Shock"] }, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Distress"), targets: [["p2"]] });
    passAll(game);
    const decision = game.pendingDecision()!;
    expect(decision).toMatchObject({ player: "p1", kind: "chooseFromHand", min: 1, max: 1 });
    expect(decision.options.map((id) => game.object(id as string)?.name)).toEqual(["Grizzly Bears", "Shock"]);
    answer(game, [find(game, "p2", "hand", "Shock")]);
    passAll(game);
    expect(names(game, "p2", "hand")).toEqual(["Forest", "Grizzly Bears"]);
    expect(names(game, "p2", "graveyard")).toEqual(["Shock"]);
    const [reveal] = logKinds(game, "reveal");
    expect(reveal).toMatchObject({ player: "p2", from: "hand" });
    expect((reveal.cards as string[]).length).toBe(3);
    expect(logKinds(game, "discard")).toEqual([expect.objectContaining({ player: "p2" })]);
  });

  it("401.2/409.1b: Venarian Glimmer offers only nonland cards with converted mana cost at most the X paid", () => {
    const game = table({ hand: ["Venarian Glimmer"], play: ["Island", "Island", "Island"] }, { hand: ["Forest", "Grizzly Bears", "Shock", "Serra Angel"] }, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Venarian Glimmer"), x: 2, targets: [["p2"]] });
    passAll(game);
    const decision = game.pendingDecision()!;
    expect(decision).toMatchObject({ player: "p1", kind: "chooseFromHand" });
    expect(decision.options.map((id) => game.object(id as string)?.name)).toEqual(["Grizzly Bears", "Shock"]);
    answer(game, [find(game, "p2", "hand", "Grizzly Bears")]);
    passAll(game);
    expect(names(game, "p2", "graveyard")).toEqual(["Grizzly Bears"]);
  });

  it("217.2b: Thrull Surgeon's look shows the hand to its controller alone ('look', not 'reveal'); any card may be chosen", () => {
    const game = table({ play: ["Thrull Surgeon", "Swamp", "Swamp"] }, { hand: ["Forest"] }, { cards });
    ok(game, { kind: "activate", player: "p1", object: find(game, "p1", "play", "Thrull Surgeon"), ability: 0, targets: [["p2"]] });
    passAll(game);
    expect(names(game, "p2", "graveyard")).toEqual(["Forest"]);
    expect(logKinds(game, "reveal")).toEqual([]);
    expect(logKinds(game, "look")).toEqual([expect.objectContaining({ player: "p1", hand: "p2" })]);
  });

  it("Aven Windreader: the top card of the target player's library is revealed and stays where it is", () => {
    const game = table({ play: ["Aven Windreader", "Island", "Island"] }, { library: ["Swamp", "Forest"] }, { cards });
    ok(game, { kind: "activate", player: "p1", object: find(game, "p1", "play", "Aven Windreader"), ability: 0, targets: [["p2"]] });
    passAll(game);
    expect(names(game, "p2", "library")).toEqual(["Swamp", "Forest"]);
    const [reveal] = logKinds(game, "reveal");
    expect(reveal).toMatchObject({ player: "p2", from: "library" });
    expect((reveal.cards as string[]).map((id) => game.object(id)?.name)).toEqual(["Swamp"]);
  });

  it("Kithkin Harbinger: the Kithkin card found is revealed, the library shuffled and the card put on top of it", () => {
    const library = ["Island", "Plains", "Kithkin Harbinger", "Swamp", "Forest"];
    const game = table({ hand: ["Kithkin Harbinger"], play: ["Plains", "Plains", "Plains"], library }, {}, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Kithkin Harbinger"), targets: [] });
    passAll(game);
    passAll(game);
    expect(game.pendingDecision()).toMatchObject({ kind: "may" });
    answer(game, ["yes"]);
    const search = game.pendingDecision()!;
    expect(search.options.map((id) => game.object(id as string)?.name)).toEqual(["Kithkin Harbinger"]);
    answer(game, [find(game, "p1", "library", "Kithkin Harbinger")]);
    passAll(game);
    expect(names(game, "p1", "library")[0]).toBe("Kithkin Harbinger");
    expect(names(game, "p1", "library").slice().sort()).toEqual(["Forest", "Island", "Kithkin Harbinger", "Plains", "Swamp"]);
    expect(logKinds(game, "reveal")).toEqual([expect.objectContaining({ player: "p1", from: "library" })]);
  });

  it("a revealing search that finds nothing reveals nothing", () => {
    const game = table({ play: ["Wanderer's Twig", "Plains"], library: ["Grizzly Bears"] }, {}, { cards });
    ok(game, { kind: "activate", player: "p1", object: find(game, "p1", "play", "Wanderer's Twig"), ability: 0, targets: [] });
    passAll(game);
    expect(names(game, "p1", "hand")).toEqual([]);
    expect(logKinds(game, "reveal")).toEqual([]);
  });

  it("Reminisce: every card of the target player's graveyard goes into his or her library, which is shuffled", () => {
    const game = table({ hand: ["Reminisce"], play: ["Island", "Island", "Island"] }, { graveyard: ["Shock", "Grizzly Bears"], library: ["Forest"] }, { cards });
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Reminisce"), targets: [["p2"]] });
    passAll(game);
    expect(names(game, "p2", "graveyard")).toEqual([]);
    expect(names(game, "p2", "library").slice().sort()).toEqual(["Forest", "Grizzly Bears", "Shock"]);
  });

  it("Cathartic Adept: 'the top card' is one card, put into its owner's graveyard (current: 'mills a card')", () => {
    const { files } = checkCardSources([{ file: "c.card", text: CATHARTIC_ADEPT }]);
    expect(printCardFile(files[0].ast, { wording: "current" })).toContain("{T}: Target player mills a card.");
    const game = table({ play: ["Cathartic Adept"] }, { library: ["Swamp", "Forest"] }, { cards });
    ok(game, { kind: "activate", player: "p1", object: find(game, "p1", "play", "Cathartic Adept"), ability: 0, targets: [["p2"]] });
    passAll(game);
    expect(names(game, "p2", "graveyard")).toEqual(["Swamp"]);
    expect(names(game, "p2", "library")).toEqual(["Forest"]);
  });
});
