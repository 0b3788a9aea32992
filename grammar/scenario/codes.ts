/**
 * Stable diagnostic codes of the scenario language (CS5xxx; card files use lower ranges, see grammar/codes.ts).
 * Tools and docs refer to these codes: never renumber, only add.
 */
export const ScenarioCodes = {
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
  /** A number out of range (0 copies, a count too large). */
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
