/**
 * Stable diagnostic codes of the scenario language (CS5xxx; card files use CS1xxx and CS2xxx, see
 * grammar/codes.ts). Tools and docs refer to these codes: never renumber, only add. `SCENARIO_CODES` has the
 * same shape as the card-language tables, so grammar/codes.ts can register it for `explainCode`.
 */
import type { Severity } from "../diagnostics.js";
import { KEYWORD_ABILITIES } from "../vocabulary.js";
import type { KeywordCostAbility } from "../ast.js";

/**
 * What `expect <permanent> has <keyword>` takes: the keyword abilities, and the keywords with a cost that change how
 * a card is played (evoke, unearth, prowl), which a permanent keeps among its keywords.
 */
export const SCENARIO_KEYWORDS: readonly string[] = [...KEYWORD_ABILITIES, ...(["Evoke", "Unearth", "Prowl", "Flashback", "Suspend", "Echo", "Madness"] satisfies KeywordCostAbility["keyword"][])];

export const ScenarioCodes = {
  /** A scenario file that cannot be read. */
  unreadableFile: "CS5000",
  /** A character no token starts with. */
  unexpectedCharacter: "CS5001",
  /** A line that does not have the shape of any scenario line (expected …, found …). */
  malformedLine: "CS5002",
  /** A word where a keyword belongs that is not one (did-you-mean). */
  unknownKeyword: "CS5003",
  /** A step name that is not one of the twelve steps. */
  unknownStep: "CS5004",
  /** A zone that is not hand, library, graveyard, battlefield or exile. */
  unknownZone: "CS5005",
  /** A card name that is not in the card set. */
  unknownCard: "CS5006",
  /** A setup line after the block's first action. */
  setupAfterAction: "CS5007",
  /** A line before the first `scenario "…"` header. */
  outsideBlock: "CS5008",
  /** A rules edition other than 2007. */
  unknownEdition: "CS5009",
  /** `expect error` not right after an action that can be rejected. */
  misplacedExpectError: "CS5010",
  /** A number out of range (0 copies, a count too large, a setup placing more than MAX_SETUP_OBJECTS objects). */
  badNumber: "CS5011",
  /** Two blocks in one file with the same title. */
  duplicateTitle: "CS5012",
  /** A block without any expectation proves nothing. */
  noExpectation: "CS5013",
  /** A file without any block. */
  emptyFile: "CS5014",
  /** `expect … has <keyword>` with a word that is not a keyword ability. */
  unknownKeywordAbility: "CS5015",
} as const;

export const SCENARIO_CODES: ReadonlyMap<string, { title: string; explanation: string; severity?: Severity }> = new Map([
  [ScenarioCodes.unreadableFile, { title: "Unreadable scenario file", explanation: "The file could not be read (missing, a folder, or no permission). Check the path given to `cardscript test`.", severity: "error" }],
  [ScenarioCodes.unexpectedCharacter, { title: "Unexpected character", explanation: "Scenario lines are made of words, numbers, double-quoted titles, costs such as `{2}` and `+1`, and `#` comments. Remove the character or put it inside a title.", severity: "error" }],
  [ScenarioCodes.malformedLine, { title: "Malformed line", explanation: "The line does not have the shape of any scenario line; the message says what was expected where. See grammar/scenario/README.md for every line form, e.g. `Alice hand: 2 x Island, Shock` or `expect Jace Beleren loyalty 3`.", severity: "error" }],
  [ScenarioCodes.unknownKeyword, { title: "Unknown keyword", explanation: "A word stands where a keyword belongs (`expect`, `casts`, `life`, …) but is not one; the fix offers the closest keyword. Keywords are lowercase.", severity: "error" }],
  [ScenarioCodes.unknownStep, { title: "Unknown step", explanation: "Steps are `untap`, `upkeep`, `draw`, `main 1`, `beginning of combat`, `declare attackers`, `declare blockers`, `combat damage`, `end of combat`, `main 2`, `end of turn`, `cleanup`.", severity: "error" }],
  [ScenarioCodes.unknownZone, { title: "Unknown zone", explanation: "Zones are `hand`, `library` (top card first), `graveyard`, `battlefield` and `exile`.", severity: "error" }],
  [ScenarioCodes.unknownCard, { title: "Unknown card", explanation: "The name is not a card of the set the scenarios run with (the bundled set plus `--cards` folders). Write names exactly as printed, commas included (`Nicol Bolas, Planeswalker`). Tokens are named by their creature types (`Beast`).", severity: "error" }],
  [ScenarioCodes.setupAfterAction, { title: "Setup after an action", explanation: "Setup lines (`rules`, `seed`, `turn`, life totals, zone contents) describe the game before anything happens, so they must come before the block's first action or expectation.", severity: "error" }],
  [ScenarioCodes.outsideBlock, { title: "Line outside a scenario", explanation: 'Every line after the comments at the top belongs to a block that starts with `scenario "<title>"`.', severity: "error" }],
  [ScenarioCodes.unknownEdition, { title: "Unknown rules edition", explanation: "The only rules edition is `2007` (the default); other editions come later.", severity: "error" }],
  [ScenarioCodes.misplacedExpectError, { title: "Misplaced expect error", explanation: "`expect error` checks that the action just before it was rejected, so it must follow a cast, play, activation, attack or block directly.", severity: "error" }],
  [ScenarioCodes.badNumber, { title: "Number out of range", explanation: "Counts start at 1 (`#1`, `1 x Island`) and numbers are at most 1,000,000. A block's setup places at most 10,000 objects (all zones of both players together; real games have 40 to 250 cards), so an entry has at most 10,000 copies.", severity: "error" }],
  [ScenarioCodes.duplicateTitle, { title: "Duplicate scenario title", explanation: "Two scenarios of one file have the same title, so a report cannot tell them apart. Give each a title that names the rule or card it shows.", severity: "warning" }],
  [ScenarioCodes.noExpectation, { title: "Scenario without expectations", explanation: "A scenario without an `expect` line passes whatever the cards do. Add the expectations that show the rule at work.", severity: "warning" }],
  [ScenarioCodes.emptyFile, { title: "Empty scenario file", explanation: 'The file holds no `scenario "<title>"` block, so it tests nothing.', severity: "warning" }],
  [ScenarioCodes.unknownKeywordAbility, { title: "Unknown keyword ability", explanation: `\`expect <permanent> has <keyword>\` takes a keyword ability: ${SCENARIO_KEYWORDS.map((keyword) => keyword.toLowerCase()).join(", ")}.`, severity: "error" }],
]);
