/**
 * Validation of a parsed scenario file against the known card names, and the joining of card names that
 * contain commas (`Nicol Bolas, Planeswalker` in a comma-separated entry list).
 */
import type { SourceRange } from "../ast.js";
import type { Diagnostic } from "../diagnostics.js";
import { SCENARIO_KEYWORDS, ScenarioCodes } from "./codes.js";
import { closest } from "./suggest.js";
import { MAX_SETUP_OBJECTS, type CardName, type ObjectRef, type ScenarioBlock, type ScenarioFile, type StepLine, type ZoneEntry } from "./ast.js";

function span(first: SourceRange, last: SourceRange): SourceRange {
  return { start: first.start, end: last.end };
}

function joinName(left: CardName, right: CardName): CardName {
  return { kind: "CardName", name: `${left.name}, ${right.name}`, range: span(left.range, right.range) };
}

/**
 * Merges neighbouring comma-separated pieces whose join is a known card name: in `Nicol Bolas, Planeswalker,
 * Island` the first two pieces are one card. The longest known join wins. Returns a new file; the input is
 * not changed.
 */
export function joinCardNames(file: ScenarioFile, knownCardNames: ReadonlySet<string>): ScenarioFile {
  // A join of k pieces has at least k − 1 commas, so no known name is longer than its comma count + 1 pieces:
  // looking no further keeps a long list (`Alice hand: Island, Island, …`) linear instead of cubic.
  const maxPieces = 1 + mostCommas(knownCardNames);
  const joinEntries = (entries: ZoneEntry[]): ZoneEntry[] => {
    const result: ZoneEntry[] = [];
    for (let index = 0; index < entries.length; index++) {
      let entry = entries[index];
      // Try to absorb following pieces while the longer name is known (only a bare name can be continued).
      let best: { entry: ZoneEntry; next: number } | undefined;
      let name = entry.card;
      for (let next = index + 1; next < entries.length && next - index < maxPieces; next++) {
        const previous = entries[next - 1];
        const piece = entries[next];
        if (previous.tapped || previous.counters.length > 0 || piece.count !== 1 || piece.range.start.offset !== piece.card.range.start.offset) break;
        name = joinName(name, piece.card);
        if (knownCardNames.has(name.name)) best = { entry: { ...piece, count: entry.count, card: name, range: span(entry.range, piece.range) }, next };
      }
      if (best) {
        entry = best.entry;
        index = best.next;
      }
      result.push(entry);
    }
    return result;
  };

  const joinRefs = (refs: ObjectRef[]): ObjectRef[] => {
    const result: ObjectRef[] = [];
    for (let index = 0; index < refs.length; index++) {
      let ref = refs[index];
      let name = ref.card;
      for (let next = index + 1; next < refs.length && next - index < maxPieces; next++) {
        const previous = refs[next - 1];
        const piece = refs[next];
        if (previous.ordinal !== undefined || piece.owner !== undefined) break;
        name = joinName(name, piece.card);
        if (knownCardNames.has(name.name)) {
          ref = { ...ref, card: name, ordinal: piece.ordinal, range: span(ref.range, piece.range) };
          index = next;
        }
      }
      result.push(ref);
    }
    return result;
  };

  const blocks: ScenarioBlock[] = file.blocks.map((block) => ({
    ...block,
    setup: block.setup.map((line) => (line.kind === "Zone" ? { ...line, entries: joinEntries(line.entries) } : line)),
    steps: block.steps.map((line) => (line.kind === "Attack" ? { ...line, attackers: joinRefs(line.attackers) } : line)),
  }));
  return { ...file, blocks };
}

/** The largest number of commas in any of the names. */
function mostCommas(names: Iterable<string>): number {
  let most = 0;
  for (const name of names) {
    let commas = 0;
    for (let at = name.indexOf(","); at !== -1; at = name.indexOf(",", at + 1)) commas++;
    if (commas > most) most = commas;
  }
  return most;
}

export interface ValidateOptions {
  /**
   * Names objects may have that are not card names (tokens are named by their creature types). A reference
   * to a name that is neither a card nor one of these is accepted unless it looks like a misspelt card name;
   * whether it matches an object is checked when the scenario runs.
   */
  tokenNames?: Iterable<string>;
}

const CAN_BE_REJECTED = new Set(["Cast", "Play", "Suspend", "TurnFaceUp", "Activate", "Attack", "Block"]);

/**
 * Checks a parsed file against the card set: unknown cards (with did-you-mean), the rules edition,
 * misplaced `expect error`, duplicate titles, blocks without expectations. Card names with commas are joined
 * first (see joinCardNames).
 */
export function validateScenarioFile(ast: ScenarioFile, knownCardNames: Iterable<string>, options: ValidateOptions = {}): Diagnostic[] {
  const known = new Set(knownCardNames);
  const tokenNames = new Set(options.tokenNames ?? []);
  const file = joinCardNames(ast, known);
  const diagnostics: Diagnostic[] = [];
  const report = (range: SourceRange, code: string, message: string, severity: Diagnostic["severity"] = "error", replacement?: string) =>
    diagnostics.push({
      file: file.file,
      range,
      severity,
      code,
      message,
      suggestions: replacement ? [{ message: `Replace with '${replacement}'`, range, replacement }] : undefined,
    });

  // The known name an unknown one most likely means, once per distinct name (a long list may repeat a typo).
  let byLowerCase: Map<string, string> | undefined;
  const guesses = new Map<string, string | undefined>();
  const guessFor = (name: string): string | undefined => {
    if (guesses.has(name)) return guesses.get(name);
    byLowerCase ??= new Map([...known].map((knownName) => [knownName.toLowerCase(), knownName]));
    const guess = byLowerCase.get(name.toLowerCase()) ?? closest(name, known);
    guesses.set(name, guess);
    return guess;
  };

  /** A card that must be in the set (setup entries, casts, plays, zone and control checks). */
  const requireCard = (card: CardName) => {
    if (known.has(card.name) || tokenNames.has(card.name)) return;
    const guess = guessFor(card.name);
    report(
      card.range,
      ScenarioCodes.unknownCard,
      `Unknown card '${card.name}'${guess ? `: did you mean '${guess}'?` : "."} Card names are written as printed; the set has ${known.size} cards (add others with --cards <dir>).`,
      "error",
      guess,
    );
  };
  /** A reference to an object: a card name, or a token's name. Only a likely misspelling is reported. */
  const checkReference = (card: CardName) => {
    if (known.has(card.name) || tokenNames.has(card.name)) return;
    const guess = guessFor(card.name);
    if (guess) {
      report(card.range, ScenarioCodes.unknownCard, `Unknown card '${card.name}': did you mean '${guess}'?`, "error", guess);
    }
  };
  const checkRefOrPlayer = (target: { kind: string; card?: CardName }) => {
    if (target.kind === "ObjectRef" && target.card) checkReference(target.card);
  };

  if (file.blocks.length === 0) {
    report({ start: file.range.start, end: file.range.start }, ScenarioCodes.emptyFile, 'This file has no scenario: start one with a line such as scenario "212.9a: …".', "warning");
  }

  const titles = new Map<string, ScenarioBlock>();
  for (const block of file.blocks) {
    const earlier = titles.get(block.title);
    if (earlier) {
      diagnostics.push({
        file: file.file,
        range: block.titleRange,
        severity: "warning",
        code: ScenarioCodes.duplicateTitle,
        message: `Another scenario in this file is also titled "${block.title}": give each a title that names what it shows.`,
        related: [{ file: file.file, range: earlier.titleRange, message: "the other scenario with this title" }],
      });
    } else titles.set(block.title, block);

    let placed = 0;
    let tooMany = false;
    for (const line of block.setup) {
      if (line.kind === "Zone" && !tooMany) {
        for (const entry of line.entries) {
          placed += entry.count;
          if (placed > MAX_SETUP_OBJECTS) {
            tooMany = true;
            report(
              entry.range,
              ScenarioCodes.badNumber,
              `This entry brings the scenario's setup to ${placed.toLocaleString("en-US")} objects; a scenario may place at most ${MAX_SETUP_OBJECTS.toLocaleString("en-US")} (all zones of both players): use fewer copies.`,
            );
            break;
          }
        }
      }
      if (line.kind === "Rules" && line.edition !== "2007") {
        report(line.range, ScenarioCodes.unknownEdition, `Unknown rules edition '${line.edition}': the only edition is 2007 (write 'rules 2007', or leave the line out).`);
      }
      if (line.kind === "Zone") {
        for (let index = 0; index < line.entries.length; index++) {
          const entry = line.entries[index];
          const next = line.entries[index + 1];
          // A misspelt name with a comma (`Nicol Bolas, Planeswalkr`) was left in two pieces: report it once, whole.
          if (!known.has(entry.card.name) && !tokenNames.has(entry.card.name) && next && !entry.tapped && entry.counters.length === 0 && next.count === 1) {
            const joined = joinName(entry.card, next.card);
            const guess = guessFor(joined.name);
            if (guess && guess.includes(",")) {
              report(joined.range, ScenarioCodes.unknownCard, `Unknown card '${joined.name}': did you mean '${guess}'?`, "error", guess);
              index++;
              continue;
            }
          }
          requireCard(entry.card);
        }
      }
    }

    let previous: StepLine | undefined;
    let expectations = 0;
    for (const line of block.steps) {
      switch (line.kind) {
        case "Cast":
        case "Play":
        case "Suspend":
          requireCard(line.card.card);
          if (line.kind === "Cast") line.targets.forEach(checkRefOrPlayer);
          break;
        case "TurnFaceUp":
          requireCard(line.permanent.card);
          break;
        case "Activate":
          checkReference(line.permanent.card);
          line.targets.forEach(checkRefOrPlayer);
          break;
        case "Choose":
          if (line.answer.kind === "ObjectRef" && line.answer.card.name !== "redirection") checkReference(line.answer.card);
          line.more?.forEach((ref) => checkReference(ref.card));
          break;
        case "Attack":
          checkRefOrPlayer(line.defender);
          line.attackers.forEach((attacker) => checkReference(attacker.card));
          break;
        case "Block":
          checkReference(line.attacker.card);
          checkReference(line.blocker.card);
          break;
        case "ExpectError":
          expectations++;
          if (!previous || !CAN_BE_REJECTED.has(previous.kind)) {
            report(
              line.range,
              ScenarioCodes.misplacedExpectError,
              "'expect error' must come right after the action that should be rejected (a cast, play, activation, attack or block).",
            );
          }
          break;
        case "Resolve":
        case "Advance":
          break;
        case "ExpectZoneHas":
        case "ExpectZoneLacks":
        case "ExpectControls":
        case "ExpectControlsNo":
          expectations++;
          checkReference(line.card);
          break;
        case "ExpectKeyword":
          if (!SCENARIO_KEYWORDS.some((keyword) => keyword.toLowerCase() === line.keyword.toLowerCase())) {
            const guess = closest(line.keyword, SCENARIO_KEYWORDS);
            const range = { start: { ...line.range.end, offset: line.range.end.offset - line.keyword.length, column: line.range.end.column - line.keyword.length }, end: line.range.end };
            report(
              range,
              ScenarioCodes.unknownKeywordAbility,
              `Unknown keyword ability '${line.keyword}'${guess ? `: did you mean '${guess.toLowerCase()}'?` : "."} The keyword abilities are ${SCENARIO_KEYWORDS.map((keyword) => keyword.toLowerCase()).join(", ")}.`,
              "error",
              guess?.toLowerCase(),
            );
          }
        // falls through: an object expectation
        case "ExpectLoyalty":
        case "ExpectCounters":
        case "ExpectDamage":
        case "ExpectPowerToughness":
        case "ExpectTapped":
          expectations++;
          checkReference(line.object.card);
          break;
        case "ExpectCanActivate":
          expectations++;
          checkReference(line.permanent.card);
          break;
        default:
          expectations++;
      }
      previous = line;
    }
    // A block with unreadable lines already has errors; "no expectation" would only be noise then.
    if (expectations === 0 && block.malformedLines === 0) {
      report(block.titleRange, ScenarioCodes.noExpectation, `Scenario "${block.title}" has no expectation, so it proves nothing: add an 'expect' line.`, "warning");
    }
  }
  return diagnostics;
}
