/**
 * The scenario runner on the real engine (runtime/game.ts) with the hand-written definitions of the 26 cards:
 * how it reports failures (line, expected, found, log), decisions, references, `expect error`, priority and
 * steps. Each test runs small scenario texts in-process.
 */
import { describe, expect, it } from "vitest";
import { formatJson, formatReport, hasFailures, runScenarioText, type FileReport, type ScenarioResult } from "../../runner/index.js";
import { createGame } from "../../runtime/game.js";
import { referenceRegistry } from "../runtime/fixtures/reference-cards.js";

const options = { cards: referenceRegistry, createGame: (setup: Parameters<typeof createGame>[0]) => createGame(setup) };

function run(text: string): FileReport {
  return runScenarioText(text, "test.scenario", options);
}

/** The single scenario of a text that must be free of diagnostics. */
function only(text: string): ScenarioResult {
  const report = run(text);
  expect(report.diagnostics.filter((diagnostic) => diagnostic.severity === "error")).toEqual([]);
  expect(report.scenarios).toHaveLength(1);
  return report.scenarios[0];
}

function failure(text: string) {
  const result = only(text);
  expect(result.passed).toBe(false);
  return result.failure!;
}

describe("failures say where, what was expected and what was found", () => {
  const wrongNumber = `scenario "Shock deals 2"
  Alice battlefield: Mountain
  Alice hand: Shock
  Alice casts Shock targeting Bob
  resolve
  expect Bob life 19
  expect Bob life 0
`;

  it("a wrong number fails at its line with expected and found, and stops there", () => {
    const result = failure(wrongNumber);
    expect(result).toMatchObject({ line: 6, column: 3, message: "expected Bob's life 19, found 18", expected: "19", found: "18" });
    expect(result.log.some((event) => event.startsWith("damage "))).toBe(true);
  });

  it("the human report shows file:line:col, the source line, expected, found and the last events", () => {
    const report = run(wrongNumber);
    const text = formatReport([report], () => wrongNumber, 12, { color: false });
    expect(text).toContain("FAIL  Shock deals 2  test.scenario:1");
    expect(text).toContain("test.scenario:6:3: expected Bob's life 19, found 18");
    expect(text).toContain("6 | expect Bob life 19");
    expect(text).toContain("expected: 19");
    expect(text).toContain("found:    18");
    expect(text).toContain("last events:");
    expect(text).toContain("1 scenario: 0 passed, 1 failed (1 file, 12 ms)");
    expect(hasFailures([report])).toBe(true);
  });

  it("--format json carries the same facts", () => {
    const parsed = JSON.parse(formatJson([run(wrongNumber)], 5));
    expect(parsed.summary).toMatchObject({ files: 1, scenarios: 1, passed: 0, failed: 1, errors: 0 });
    expect(parsed.files[0].scenarios[0].failure).toMatchObject({ line: 6, expected: "19", found: "18" });
  });

  it("a passing scenario passes, and the right number makes it pass", () => {
    expect(only(wrongNumber.replace("life 19\n  expect Bob life 0", "life 18")).passed).toBe(true);
  });

  it("a file with a syntax error runs no scenario and counts as a failure", () => {
    const report = run('scenario "t"\n  expct Bob life 20\n');
    expect(report.scenarios).toEqual([]);
    expect(report.diagnostics.find((diagnostic) => diagnostic.severity === "error")).toMatchObject({ code: "CS5003", range: { start: { line: 2, column: 3 } } });
    expect(hasFailures([report])).toBe(true);
  });
});

describe("decisions", () => {
  it("a decision with no queued answer fails, naming the decision and the player", () => {
    const result = failure(`scenario "redirect without an answer"
  Alice battlefield: Mountain
  Alice hand: Shock
  Bob battlefield: Jace Beleren
  Alice casts Shock targeting Bob
  resolve
  expect Bob life 18
`);
    expect(result.line).toBe(6);
    expect(result.message).toMatch(/^Alice must answer a redirect decision/);
    expect(result.message).toContain("options: Jace Beleren, no");
    expect(result.message).toContain("add a line 'Alice chooses …'");
  });

  it("an answer still queued at the end of the block fails at its line", () => {
    const result = failure(`scenario "unused answer"
  Alice battlefield: Mountain
  Alice hand: Shock
  Bob chooses Grizzly Bears
  Alice casts Shock targeting Bob
  resolve
  expect Bob life 18
`);
    expect(result).toMatchObject({ line: 4, message: "Bob's answer on line 4 was never used: no decision came for Bob after it." });
  });

  it("an answer that is not among the options fails at the answer's line", () => {
    const result = failure(`scenario "wrong answer"
  Alice battlefield: Mountain
  Alice hand: Shock
  Bob battlefield: Jace Beleren, Grizzly Bears
  Alice chooses Grizzly Bears
  Alice casts Shock targeting Bob
  resolve
  expect Bob life 18
`);
    expect(result.line).toBe(5);
    expect(result.message).toContain("'Grizzly Bears' matches nothing among the options of the redirect decision");
  });

  it("answers are used in order, per player", () => {
    expect(
      only(`scenario "two redirections"
  Alice battlefield: 2 x Mountain
  Alice hand: Shock, Lightning Bolt
  Bob battlefield: Jace Beleren with 6 loyalty counters, Garruk Wildspeaker
  Alice chooses no
  Alice chooses Garruk Wildspeaker
  Alice casts Shock targeting Bob
  resolve
  Alice casts Lightning Bolt targeting Bob
  resolve
  expect Bob life 18
  expect Bob controls no Garruk Wildspeaker
  expect Jace Beleren loyalty 6
`).passed,
    ).toBe(true);
  });
});

describe("references", () => {
  it("a reference matching more than one object is an error at its line; #k and a player pick one", () => {
    const result = failure(`scenario "ambiguous"
  Alice battlefield: Grizzly Bears
  Bob battlefield: Grizzly Bears
  expect Grizzly Bears 2/2
`);
    expect(result).toMatchObject({ line: 4, column: 10 });
    expect(result.message).toContain("'Grizzly Bears' matches 2 objects on the battlefield");
    expect(
      only(`scenario "picked"
  Alice battlefield: Grizzly Bears, Hill Giant tapped, Grizzly Bears tapped
  expect Grizzly Bears #1 untapped
  expect Grizzly Bears #2 tapped
  expect Alice's Hill Giant tapped
`).passed,
    ).toBe(true);
  });

  it("a reference matching nothing says so, and where the card is instead", () => {
    const result = failure(`scenario "nothing"
  Alice hand: Grizzly Bears
  expect Grizzly Bears 2/2
`);
    expect(result.message).toBe("'Grizzly Bears' matches nothing on the battlefield (found elsewhere: Alice's Grizzly Bears (hand)).");
    const ordinal = failure(`scenario "too far"
  Alice battlefield: Grizzly Bears
  expect Grizzly Bears #2 2/2
`);
    expect(ordinal.message).toBe("'Grizzly Bears #2' matches nothing on the battlefield: there is 1 such object.");
  });

  it("an ability cost that the permanent doesn't have lists the costs it has", () => {
    const result = failure(`scenario "no such ability"
  Alice battlefield: Jace Beleren
  Alice activates Jace Beleren +3
  expect Jace Beleren loyalty 6
`);
    expect(result).toMatchObject({ line: 3, column: 32 });
    expect(result.message).toBe("Jace Beleren has no ability with cost +3; its abilities cost +2, -1, -10.");
  });
});

describe("expect error", () => {
  it("passes when the action is rejected with the text, and the state is unchanged", () => {
    expect(
      only(`scenario "rejected"
  Alice battlefield: Jace Beleren
  Alice activates Jace Beleren -10 targeting Bob
  expect error "212.9F"
  expect Jace Beleren loyalty 3
`).passed,
    ).toBe(true);
  });

  it("fails when the action was accepted", () => {
    const result = failure(`scenario "accepted"
  Alice battlefield: Jace Beleren
  Alice library: Island
  Bob library: Island
  Alice activates Jace Beleren +2
  expect error
`);
    expect(result).toMatchObject({ line: 6, message: "expected the action on line 5 to be rejected, but it was accepted" });
  });

  it("fails when the error says something else", () => {
    const result = failure(`scenario "other error"
  Alice battlefield: Jace Beleren
  Alice activates Jace Beleren -10 targeting Bob
  expect error "mana"
`);
    expect(result.line).toBe(4);
    expect(result.expected).toBe('"mana"');
    expect(result.found).toContain("212.9f");
  });

  it("a rejected action without 'expect error' fails at the action with the game's reason", () => {
    const result = failure(`scenario "unexpected rejection"
  Alice battlefield: Jace Beleren
  Alice activates Jace Beleren -10 targeting Bob
  expect Jace Beleren loyalty 3
`);
    expect(result.line).toBe(3);
    expect(result.message).toMatch(/^the action was rejected: 212\.9f/);
  });
});

describe("priority, steps and the game moving forward", () => {
  it("'can activate' leaves the game as it was (the passes it needed are undone)", () => {
    const result = failure(`scenario "can activate is a question"
  Bob battlefield: Garruk Wildspeaker
  expect Bob cannot activate Garruk Wildspeaker +1
  expect Bob life 0
`);
    expect(result.line).toBe(4);
    expect(result.log).toEqual(["gameStart players=[Alice,Bob] active=Alice step=main1 turn=1", "step turn=1 step=main1 active=Alice"]);
  });

  it("advance to a step with a player goes to that player's next turn", () => {
    expect(
      only(`scenario "advance"
  Alice library: Island
  Bob library: Forest
  advance to Bob main 1
  expect Bob hand has Forest
  advance to Alice upkeep
  expect Alice hand count 0
  advance to draw
  expect Alice hand has Island
`).passed,
    ).toBe(true);
  });

  it("advance to a step in which nobody gets priority fails with what to do", () => {
    const result = failure(`scenario "untap"
  advance to Bob untap
  expect Bob life 20
`);
    expect(result.message).toContain("went through the untap step without any player receiving priority");
  });

  it("attacking after the declare attackers step of the turn has passed is a scenario error", () => {
    const result = failure(`scenario "too late"
  turn Alice main 2
  Alice battlefield: Grizzly Bears
  Alice attacks Bob with Grizzly Bears
  expect Bob life 18
`);
    expect(result.message).toBe("Cannot declare attackers: this turn is already in the main 2 step, after declare attackers.");
  });
});

describe("a bug in the engine", () => {
  it("is reported at the line being played, as a bug in cardscript, without stopping the other scenarios", () => {
    const throwing = (setup: Parameters<typeof createGame>[0]) => {
      const game = createGame(setup);
      return new Proxy(game, {
        get(target, property, receiver) {
          if (property === "submit") return () => { throw new Error("engine exploded"); };
          const value = Reflect.get(target, property, receiver);
          return typeof value === "function" ? value.bind(target) : value;
        },
      });
    };
    const report = runScenarioText(
      `scenario "first"
  Alice battlefield: Mountain
  Alice hand: Shock
  expect Alice hand has Shock
  Alice casts Shock targeting Bob
  expect Bob life 18
scenario "second"
  expect Bob life 20
`,
      "bug.scenario",
      { cards: referenceRegistry, createGame: throwing },
    );
    expect(report.scenarios.map((scenario) => scenario.passed)).toEqual([false, true]);
    expect(report.scenarios[0].failure).toMatchObject({
      line: 5,
      message: "internal error in the game or the runner while playing this line (a bug in cardscript, not in the scenario): engine exploded",
    });
  });
});
