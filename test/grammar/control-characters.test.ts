/**
 * Card names and quoted texts can't hold control characters (issue 20, item 11): NUL, ESC and the other C0
 * controls, DEL and the C1 controls are reported (CS1045) at their file:line:col, each named as its \u escape,
 * with a quick fix that removes them; the name the rest of the checks (and `render`) see holds U+FFFD instead,
 * so no message prints them raw to a terminal.
 */
import { describe, expect, it } from "vitest";
import { checkCardSources, explainCode } from "../../grammar/index.js";
import { parseCardFile } from "../../grammar/parse.js";

const card = (name: string, ability = "You gain 1 life.") => `card "${name}"\n  cost {1}\n  type Artifact\n  {T}: ${ability}\n`;

function controlDiagnostics(text: string) {
  return parseCardFile(text, "names.card").diagnostics.filter((diagnostic) => diagnostic.code === "CS1045");
}

describe("CS1045: control characters in names and quoted texts", () => {
  it.each([
    ["NUL", "\u0000", "\\u0000 (NUL)"],
    ["ESC (a terminal escape sequence)", "\u001b[31m", "\\u001b (ESC)"],
    ["BEL", "\u0007", "\\u0007 (BEL)"],
    ["a tab", "\t", "\\u0009 (TAB)"],
    ["DEL", "\u007f", "\\u007f (DEL)"],
    ["the C1 control CSI", "\u009b", "\\u009b (C1 control)"],
  ])("reports %s in a card name at its line and column, naming it as its \\u escape", (_, control, named) => {
    const text = card(`Bad${control}Name`);
    const [diagnostic, ...others] = controlDiagnostics(text);
    expect(others).toEqual([]);
    expect(diagnostic.severity).toBe("error");
    expect(diagnostic.range.start).toMatchObject({ line: 1, column: 10 });
    expect(diagnostic.range.end).toMatchObject({ line: 1, column: 11 });
    expect(diagnostic.message).toBe(
      `Control character ${named} in quoted text: names and quoted texts can't hold control characters (terminals would run them). Remove it.`,
    );
    expect(diagnostic.suggestions).toEqual([{ message: "Remove the control character", range: diagnostic.range, replacement: "" }]);
  });

  it("reports a run of control characters once, naming each, and the name the checks see holds U+FFFD instead", () => {
    const text = card("A\u0000\u001b\u007f\u0085\u0001B");
    const diagnostics = controlDiagnostics(text);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0].message).toContain("Control characters \\u0000 (NUL), \\u001b (ESC), \\u007f (DEL), \\u0085 (C1 control), …");
    expect(diagnostics[0].range.end.column - diagnostics[0].range.start.column).toBe(5);
    const { ast } = parseCardFile(text, "names.card");
    expect(ast.cards[0].name).toBe("A\uFFFD\uFFFD\uFFFD\uFFFD\uFFFDB");
  });

  it("reports control characters in quoted ability text and in a name without its closing quote", () => {
    const quoted = card("Fine", 'You gain 1 life. ("a\u001bb")');
    expect(controlDiagnostics(quoted).map((d) => [d.range.start.line, d.range.start.column])).toEqual([[4, 28]]);
    const unterminated = `card "Open\u001b\n  cost {1}\n  type Artifact\n`;
    expect(controlDiagnostics(unterminated).map((d) => [d.range.start.line, d.range.start.column])).toEqual([[1, 11]]);
    expect(parseCardFile(unterminated, "names.card").ast.cards[0].name).toBe("Open\uFFFD");
  });

  it("accepts printable names of every script, curly quotes and escaped quotes", () => {
    for (const name of ["Æther Vial", "Jötun Grunt", "火の鳥", "Ça va — “ok”", 'Say \\"hi\\"']) expect(controlDiagnostics(card(name))).toEqual([]);
    expect(controlDiagnostics(`card “Curly Name”\n  cost {1}\n  type Artifact\n`)).toEqual([]);
  });

  it("makes the file fail the check, and no message of the check holds a raw control character", () => {
    const { diagnostics } = checkCardSources([{ file: "names.card", text: card("Red\u001b[31mAlert\u009b2J") }]);
    expect(diagnostics.some((d) => d.code === "CS1045" && d.severity === "error")).toBe(true);
    for (const diagnostic of diagnostics) expect(diagnostic.message).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
  });

  it("is explained (check --explain CS1045, hover in the editor)", () => {
    expect(explainCode("CS1045")).toMatch(/^\*\*CS1045: Control character in quoted text\*\*\n\n.*\\u0000 to \\u001f/s);
  });
});
