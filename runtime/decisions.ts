/**
 * Decisions: every player choice goes through `ask` — targets of triggered abilities, which replacement effect
 * applies first (419.9), whether and where to redirect (212.9g), which card to discard, what to find in a
 * search, which permanents to sacrifice.
 *
 * Resumable design: compiled `resolve` functions are plain synchronous code, so an action is run against a
 * copy of the state with the answers given so far; an unanswered decision throws `DecisionNeeded`, the copy is
 * discarded and the decision recorded with the action; `answer()` re-runs the action deterministically with
 * one more answer. An optional inline decider answers immediately instead (random play, AIs, the fuzzer).
 */
import type { Decision } from "./api.js";
import type { Chosen } from "./definition.js";
import { DecisionNeeded, log, RuleError, type Engine } from "./engine.js";

/** Checks an answer against its decision; returns an error message or null. */
export function answerError(decision: Decision, choices: readonly (Chosen | string)[]): string | null {
  if (!Array.isArray(choices)) return `the answer to "${decision.prompt}" must be a list of options`;
  if (choices.length < decision.min || choices.length > decision.max) {
    const range = decision.min === decision.max ? `${decision.min}` : `${decision.min} to ${decision.max}`;
    return `"${decision.prompt}" needs ${range} choice(s), got ${choices.length}`;
  }
  // A few choices among a few options (every answer given comes here): looked up in the lists, no Set made.
  for (let i = 0; i < choices.length; i++) {
    const choice = choices[i];
    if (!decision.options.includes(choice)) {
      return `"${String(choice)}" is not one of the options of "${decision.prompt}" (${decision.options.join(", ")})`;
    }
    if (choices.indexOf(choice) !== i) return `"${choice}" was chosen twice for "${decision.prompt}"`;
  }
  return null;
}

/**
 * Ask a player to choose. A decision with exactly one possible answer (all options required) is answered
 * without asking; a decision with nothing to choose from returns [].
 */
export function ask(e: Engine, decision: Decision): (Chosen | string)[] {
  if (decision.max > decision.options.length) decision = { ...decision, max: decision.options.length };
  if (decision.min > decision.max) decision = { ...decision, min: decision.max };
  if (decision.max === 0) return [];
  if (decision.min === decision.options.length) return decision.options.slice();
  let choices: (Chosen | string)[];
  if (e.cursor < e.answers.length) {
    choices = e.answers[e.cursor++];
  } else if (e.decide !== null) {
    choices = e.decide(decision);
    const error = answerError(decision, choices);
    if (error !== null) throw new RuleError(`the decider gave an invalid answer: ${error}`);
  } else {
    throw new DecisionNeeded(decision);
  }
  log(e, { kind: "answer", player: decision.player, decision: decision.kind, choices: choices.slice() });
  return choices;
}
