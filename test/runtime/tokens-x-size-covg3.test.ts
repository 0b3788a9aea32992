/**
 * X/X tokens (216.2 of 2007: a token's characteristics are set by the effect that puts it into play): "Put an X/X
 * green Ooze creature token into play, where X is the sacrificed creature's power." (Ooze Garden; Oracle "Create an
 * X/X …"). X is worked out as the ability resolves: here the power of the creature the cost sacrificed, as it last
 * existed in play (409.1h, 413.2a).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkCardSources, printCardFile } from "../../grammar/index.js";
import { createRegistry, type CardRegistry } from "../../runtime/definition.js";
import { referenceCards } from "./fixtures/reference-cards.js";
import { answer, find, names, ok, passAll, table } from "./engine-helpers.js";
import { compileTestCards, temporaryFolder } from "../compiler/helpers.js";

const PRINTED =
  'card "Ooze Garden"\n  cost {1}{G}\n  type Enchantment\n  {1}{G}, Sacrifice a non-Ooze creature: Put an X/X green Ooze creature token into play, where X is the sacrificed creature\'s power. Play this ability only any time you could play a sorcery.\n';
const ORACLE =
  'card "Ooze Garden"\n  cost {1}{G}\n  type Enchantment\n  {1}{G}, Sacrifice a non-Ooze creature: Create an X/X green Ooze creature token, where X is the sacrificed creature\'s power. Activate only as a sorcery.\n';

const folder = temporaryFolder("tokens-x-size-covg3");
afterAll(() => folder.cleanup());
let cards: CardRegistry;

beforeAll(async () => {
  cards = createRegistry([...referenceCards, ...(await compileTestCards(folder.dir, { "ooze-garden": PRINTED }))]);
}, 120_000);

describe("216.2: 'Put an X/X … creature token into play, where X is …'", () => {
  it("parses clean and prints back as written in both wordings (2007 'Put … into play', current 'Create …')", () => {
    for (const text of [PRINTED, ORACLE]) {
      const { files, diagnostics } = checkCardSources([{ file: "t.card", text }]);
      expect(diagnostics).toEqual([]);
      expect(printCardFile(files[0].ast, { wording: "2007" })).toBe(PRINTED);
      expect(printCardFile(files[0].ast, { wording: "current" })).toBe(ORACLE);
    }
  });

  it("an X/X token with no X defined is told so", () => {
    const { diagnostics } = checkCardSources([{ file: "t.card", text: 'card "T"\n  cost {G}\n  type Sorcery\n  Put an X/X green Ooze creature token into play.\n' }]);
    expect(diagnostics.length).toBeGreaterThan(0);
  });

  it("Ooze Garden sacrifices Hill Giant (power 3): a 3/3 green Ooze token", () => {
    const game = table({ play: ["Ooze Garden", "Hill Giant", "Forest", "Forest"] }, {}, { cards });
    ok(game, { kind: "activate", player: "p1", object: find(game, "p1", "play", "Ooze Garden"), ability: 0 });
    if (game.pendingDecision()?.kind === "sacrifice") answer(game, [find(game, "p1", "play", "Hill Giant")]);
    passAll(game);
    expect(names(game, "p1", "graveyard")).toContain("Hill Giant");
    const ooze = find(game, "p1", "play", "Ooze");
    expect([game.object(ooze)?.power, game.object(ooze)?.toughness, game.object(ooze)?.colors]).toEqual([3, 3, ["G"]]);
  });

  it("two Oozes of different sizes keep their own: Grizzly Bears makes a 2/2, then Hill Giant a 3/3", () => {
    const game = table({ play: ["Ooze Garden", "Grizzly Bears", "Hill Giant", "Forest", "Forest", "Forest", "Forest"] }, {}, { cards });
    for (const sacrificed of ["Grizzly Bears", "Hill Giant"]) {
      ok(game, { kind: "activate", player: "p1", object: find(game, "p1", "play", "Ooze Garden"), ability: 0 });
      if (game.pendingDecision()?.kind === "sacrifice") answer(game, [find(game, "p1", "play", sacrificed)]);
      passAll(game);
    }
    const sizes = [0, 1].map((nth) => game.object(find(game, "p1", "play", "Ooze", nth))?.power);
    expect(sizes.sort()).toEqual([2, 3]);
  });
});
