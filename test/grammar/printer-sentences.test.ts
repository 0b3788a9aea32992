/**
 * The printer over sentences beyond the bundled cards (the grammar's nearby generality): each card parses, and
 * printing it in either wording gives text that parses back to the same AST.
 */
import { describe, expect, it } from "vitest";
import { parseCardFile, printCardFile } from "../../grammar/index.js";
import { meaning } from "./round-trip.js";
import { SENTENCES as SENTENCE_TEMPLATES } from "../../grammar/sentences.js";

/** [type line, ability line]; the card is named "Lava Axe" so that the name is a self-reference. */
const SENTENCES: [string, string][] = [
  ["Sorcery", "You lose 2 life."],
  ["Sorcery", "Target player loses 3 life."],
  ["Sorcery", "Draw two cards."],
  ["Sorcery", "You draw a card."],
  ["Sorcery", "You discard two cards."],
  ["Sorcery", "Destroy target creature."],
  ["Sorcery", "Destroy target artifact or enchantment."],
  ["Sorcery", "Destroy all creatures."],
  ["Sorcery", "Tap target creature."],
  ["Sorcery", "Target artifact becomes 5/5 artifact creature until end of turn."],
  ["Sorcery", "Up to two target lands become 3/3 creatures until end of turn."],
  ["Sorcery", "Put a +1/+1 counter on target creature. Untap it."],
  ["Sorcery", "Tap up to two target creatures."],
  ["Sorcery", "Untap all lands you control."],
  ["Sorcery", "Each player discards a card."],
  ["Sorcery", "Put two +1/+1 counters on target creature."],
  ["Sorcery", "Put a -1/-1 counter on each creature."],
  ["Sorcery", "Put a 2/2 black Zombie creature token into play."],
  ["Sorcery", "Create a 1/1 green Saproling creature token."],
  ["Sorcery", "Put two 1/1 white and blue Bird creature tokens with flying into play."],
  ["Sorcery", "Target creature gets -2/-2 until end of turn."],
  ["Sorcery", "Creatures you control gain flying and haste until end of turn."],
  ["Sorcery", "Gain control of all creatures target player controls until end of turn."],
  ["Sorcery", "Return target creature card in your graveyard to play under your control."],
  ["Sorcery", "Remove target creature from the game."],
  ["Sorcery", "Exile target creature."],
  ["Sorcery", "Put all creature cards in all graveyards onto the battlefield under your control."],
  ["Sorcery", "Search your library for a land card and put it into your hand. Then shuffle your library."],
  ["Sorcery", "Search your library for a creature card, then shuffle your library and put that card on top of it."],
  ["Sorcery", "Search your library for an artifact card with mana value X or less and put it onto the battlefield. Then shuffle your library."],
  ["Sorcery", "Sacrifice a creature."],
  ["Sorcery", "Target player sacrifices a land."],
  ["Sorcery", "You put the top two cards of your library into your graveyard."],
  ["Sorcery", "You mill two cards."],
  ["Sorcery", "Target creature doesn't untap during its controller's next untap step."],
  ["Sorcery", "Lava Axe deals 2 damage to each creature."],
  ["Sorcery", "Lava Axe deals 2 damage to each creature and each player."],
  ["Sorcery", "Lava Axe deals 3 damage to target creature. You gain 3 life."],
  ["Sorcery", "Lava Axe deals X damage to target creature or player."],
  ["Artifact", "{T}: Add {2}."],
  ["Artifact", "{1}, {T}: You gain 1 life."],
  ["Artifact", "{3}: Draw a card."],
  ["Artifact", "{T}: Target creature you control gains indestructible until end of turn."],
  ["Artifact", "At the beginning of your upkeep, you lose 1 life."],
  ["Artifact", "At the beginning of each end step, draw a card."],
  ["Artifact", "At the beginning of your draw step, target player draws a card."],
  ["Artifact", "When Lava Axe comes into play, draw a card."],
  ["Artifact", "When this permanent leaves play, you gain 2 life."],
  ["Artifact Creature — Golem", "Lava Axe comes into play with two +1/+1 counters on it."],
  ["Creature — Golem", "Flying, first strike, trample"],
  ["Creature — Golem", "Defender, reach"],
];

describe("printer: sentences beyond the bundled cards", () => {
  for (const [type, line] of SENTENCES) {
    it(line, () => {
      const pt = type.includes("Creature") ? "\n  2/2" : "";
      const cost = line.includes("X") ? "{X}{R}" : "{3}";
      const text = `card "Lava Axe"\n  cost ${cost}\n  type ${type}${pt}\n  ${line}\n`;
      const original = parseCardFile(text, "t.card");
      expect(original.diagnostics).toEqual([]);
      for (const wording of ["2007", "current"] as const) {
        const printed = printCardFile(original.ast, { wording });
        const reparsed = parseCardFile(printed, "t.card");
        expect(reparsed.diagnostics, `${wording}:\n${printed}`).toEqual([]);
        expect(meaning(reparsed.ast.cards), `${wording}:\n${printed}`).toBe(meaning(original.ast.cards));
      }
    });
  }
});

describe("printer: every sentence template the grammar advertises (grammar/sentences.ts)", () => {
  for (const { kind, template } of SENTENCE_TEMPLATES) {
    it(`${kind}: ${template}`, () => {
      const line = template.replace(/~/g, "Lava Axe").replace(/\bN\b/g, "2");
      const isSpellText = kind === "spell or ability text";
      const type = kind === "mana" ? "Artifact" : isSpellText ? "Sorcery" : "Creature — Golem";
      const pt = isSpellText || kind === "mana" ? "" : line.startsWith("This creature's power") ? "\n  */*" : "\n  2/2";
      // A linked ability needs the ability that removes the card.
      const partner = line.includes("the removed card") ? "\n  When Lava Axe comes into play, remove another target nonland permanent from the game." : "";
      const cost = line.includes("X") ? "{X}{R}" : "{3}";
      const text = `card "Lava Axe"\n  cost ${cost}\n  type ${type}${pt}${partner}\n  ${kind === "mana" ? "{T}: " : ""}${line}\n`;
      const original = parseCardFile(text, "t.card");
      expect(original.diagnostics).toEqual([]);
      for (const wording of ["2007", "current"] as const) {
        const printed = printCardFile(original.ast, { wording });
        const reparsed = parseCardFile(printed, "t.card");
        expect(reparsed.diagnostics, `${wording}:\n${printed}`).toEqual([]);
        expect(meaning(reparsed.ast.cards), `${wording}:\n${printed}`).toBe(meaning(original.ast.cards));
      }
    });
  }
});
