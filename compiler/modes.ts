/**
 * A modal spell's modes as data (`SpellDefinition.modes`, runtime/modes.ts): how many are chosen, and for each
 * mode its text (what a player chooses by, printed in the 2007 wording) and the indices of the targets it
 * declares, so that only the chosen modes' targets are chosen (2007 409.1b, then 409.1c).
 */
import type { AbilityBody, Card } from "../grammar/ast.js";
import { printAbility } from "../grammar/printer.js";
import { modeRange } from "../grammar/mode-count.js";
import type { DataObject } from "./data.js";

export function spellModes(card: Card, body: AbilityBody): DataObject | undefined {
  if (body.kind !== "Effects" || body.effects.length !== 1) return undefined;
  const choice = body.effects[0];
  if (choice.kind !== "ChooseModes") return undefined;
  const { min, max } = modeRange(choice.count, choice.modes.length);
  return {
    min,
    max,
    modes: choice.modes.map((mode) => ({
      text: printAbility(card, { kind: "Spell", body: { kind: "Effects", targets: body.targets, effects: mode.effects, range: mode.range }, range: mode.range }, "2007").text,
      targets: mode.targets,
    })),
  };
}
