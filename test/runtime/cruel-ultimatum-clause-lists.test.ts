/**
 * A list of one subject's predicates joined by bare commas ("Target opponent sacrifices a creature, discards three
 * cards, then loses 5 life."), and a card chosen from the player's own graveyard as the effect happens ("You return
 * a creature card from your graveyard to your hand", no target): Cruel Ultimatum (Shards of Alara). Its instructions
 * are followed in the order written (413.2c).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { createRegistry, type CardRegistry } from "../../runtime/definition.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { answer, find, names, ok, passAll, table } from "./engine-helpers.js";
import { temporaryFolder, compileTestCards } from "../compiler/helpers.js";

const CRUEL_ULTIMATUM = `card "Cruel Ultimatum"\n  cost {U}{U}{B}{B}{B}{R}{R}\n  type Sorcery\n  Target opponent sacrifices a creature, discards three cards, then loses 5 life. You return a creature card from your graveyard to your hand, draw three cards, then gain 5 life.\n`;
const BEAR = `card "Test Bear"\n  cost {1}{G}\n  type Creature — Bear\n  2/2\n`;

const folder = temporaryFolder("cruel-ultimatum");
afterAll(() => folder.cleanup());
let cards: CardRegistry;

beforeAll(async () => {
  const compiled = await compileTestCards(folder.dir, { ultimatum: CRUEL_ULTIMATUM, bear: BEAR });
  cards = createRegistry([...referenceCards, ...compiled]);
}, 120_000);

describe("Cruel Ultimatum: the language", () => {
  it("413.2c: the clauses joined by bare commas parse, and print back in both wordings", () => {
    const { files, diagnostics } = checkCardSources([{ file: "c.card", text: CRUEL_ULTIMATUM }]);
    expect(diagnostics).toEqual([]);
    const line = CRUEL_ULTIMATUM.split("\n")[3].trim();
    expect(printCardFile(files[0].ast, { wording: "2007" })).toContain(line);
    expect(printCardFile(files[0].ast, { wording: "current" })).toContain(line); // Oracle's words are the same
    const kinds = files[0].ast.cards[0].abilities[0];
    expect(kinds).toMatchObject({ body: { effects: [{ kind: "Sacrifice" }, { kind: "Discard" }, { kind: "LoseLife" }, { kind: "ReturnChosen", filter: { zone: "graveyard" } }, { kind: "Draw" }, { kind: "GainLife" }] } });
  });

  it("CS1035: a card returned from a graveyard by the player's choice is one of his or her own graveyard, to his or her hand", () => {
    const text = `card "T"\n  cost {2}\n  type Sorcery\n  You return a creature card from your graveyard to its owner's hand.\n`;
    expect(checkCardSources([{ file: "t.card", text }]).diagnostics.map((d) => d.code)).toEqual(["CS1035"]);
  });
});

describe("Cruel Ultimatum: the runtime", () => {
  it("413.2c: the opponent sacrifices, discards three, loses 5; the caster returns a creature card of his or her choice, draws three, gains 5", () => {
    const game = table(
      { hand: ["Cruel Ultimatum"], play: ["Island", "Island", "Swamp", "Swamp", "Swamp", "Mountain", "Mountain"], graveyard: ["Test Bear", "Forest", "Serra Angel"], library: ["Forest", "Forest", "Forest", "Forest"], life: 10 },
      { hand: ["Forest", "Island", "Plains", "Mountain"], play: ["Test Bear"], life: 20 },
      { cards },
    );
    ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Cruel Ultimatum"), targets: [["p2"]] });
    passAll(game);
    for (let guard = 0; guard < 10 && game.pendingDecision() !== null; guard++) {
      const decision = game.pendingDecision()!;
      if (decision.kind === "returnToHand") {
        expect(decision.player).toBe("p1");
        expect((decision.options as string[]).map((id) => game.object(id)?.name).sort()).toEqual(["Serra Angel", "Test Bear"]);
        answer(game, [find(game, "p1", "graveyard", "Serra Angel")]);
      } else answer(game, (decision.options as string[]).slice(0, decision.min ?? 1));
    }
    expect(names(game, "p2", "play")).toEqual([]);
    expect(names(game, "p2", "hand")).toHaveLength(1);
    expect(game.player("p2").life).toBe(15);
    expect(names(game, "p1", "hand").sort()).toEqual(["Forest", "Forest", "Forest", "Serra Angel"]);
    expect(game.player("p1").life).toBe(15);
  });
});
