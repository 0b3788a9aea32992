/**
 * Coldsnap (2006) cards through the importer (test/importer/fixtures/coldsnap.json, MTGJSON's shape): the snow
 * basic lands ("Basic Snow Land — Forest", printed as the big mana symbol), the snow symbol {S} in costs (104.3h;
 * its reminder text, inline on the card, is dropped as all reminder text is), a snow mana creature and recover
 * ("Recover {2}{B}", 502.55) and ripple ("Ripple 4", 502.56) check clean in the printed and the Oracle wording.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { planImport, readSetFile, type MtgjsonSet } from "../../importer/index.js";

function coldsnap(): MtgjsonSet {
  const set = readSetFile(JSON.parse(readFileSync(new URL("./fixtures/coldsnap.json", import.meta.url), "utf8")), "fixtures/coldsnap.json");
  if ("error" in set) throw new Error(set.error);
  return set;
}

describe("Coldsnap through the importer", () => {
  for (const wording of ["printed", "oracle"] as const) {
    it(`205.4/104.3h/502.55/502.56 every fixture card imports and checks clean in the ${wording} wording`, () => {
      const plan = planImport([coldsnap()], wording);
      expect(plan.skipped).toEqual([]);
      expect(plan.cards.length).toBe(coldsnap().cards.length);
      for (const check of plan.cards) expect(check.errors.map((d) => `${check.card.name}: ${d.code} ${d.message}`)).toEqual([]);
      const text = (name: string) => plan.cards.find((check) => check.card.name === name)?.card.text;
      expect(text("Snow-Covered Forest")).toContain("type Basic Snow Land — Forest");
      expect(text("Rimebound Dead")).toContain("{S}: Regenerate Rimebound Dead.");
      expect(text("Grim Harvest")).toContain("\n  Recover {2}{B}\n");
      expect(text("Surging Flame")).toContain("\n  Ripple 4\n");
    });
  }
});
