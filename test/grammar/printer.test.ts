import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { checkCardSources, formatSource, parseCardFile, printCard, printCardFile, renderCard, type CardFile } from "../../grammar/index.js";

const cardsFolder = fileURLToPath(new URL("../../reference/", import.meta.url));
const bundled = readdirSync(cardsFolder)
  .filter((name) => name.endsWith(".card"))
  .sort()
  .map((name) => ({ file: `cards/${name}`, text: readFileSync(path.join(cardsFolder, name), "utf8") }));

/** The AST as plain data with every source range (and the file name) removed. */
function withoutRanges(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutRanges);
  if (value === null || typeof value !== "object") return value;
  const result: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (key === "range" || key === "nameRange" || key === "codeRange" || key === "file") continue;
    result[key] = withoutRanges(entry);
  }
  return result;
}

function parseClean(text: string, file: string): CardFile {
  const { ast, diagnostics } = parseCardFile(text, file);
  expect(diagnostics, `${file} should parse cleanly:\n${text}`).toEqual([]);
  return ast;
}

describe("round trip over the bundled cards", () => {
  it("there are 26 bundled cards", () => {
    const names = bundled.flatMap((source) => parseClean(source.text, source.file).cards.map((card) => card.name));
    expect(names).toHaveLength(26);
  });
  for (const wording of ["2007", "current"] as const) {
    for (const source of bundled) {
      it(`${source.file}: parse(print(ast, ${wording})) equals ast`, () => {
        const ast = parseClean(source.text, source.file);
        const printed = printCardFile(ast, { wording });
        const reparsed = parseClean(printed, source.file);
        expect(withoutRanges(reparsed)).toEqual(withoutRanges(ast));
        expect(checkCardSources([{ file: source.file, text: printed }]).diagnostics).toEqual([]);
      });
    }
  }
});

describe("canonical layout", () => {
  it("the bundled files are already formatted (fmt --check is clean)", () => {
    for (const source of bundled) {
      const result = formatSource(source.text, source.file);
      expect(result.diagnostics).toEqual([]);
      expect(result.text, source.file).toBe(source.text);
    }
  });
  it("normalises layout: indentation, hyphen in loyalty costs, dash, CRLF", () => {
    const messy = 'card "Jace Beleren"\r\n\tcost {1}{U}{U}\r\n      type Planeswalker -- Jace\r\n loyalty 3\r\n+2: Each player draws a card.\r\n -1: Target player draws a card.\r\n';
    const result = formatSource(messy, "messy.card");
    expect(result.text).toBe(
      'card "Jace Beleren"\n  cost {1}{U}{U}\n  type Planeswalker — Jace\n  loyalty 3\n  +2: Each player draws a card.\n  −1: Target player draws a card.\n',
    );
    expect(result.changed).toBe(true);
    expect(formatSource(result.text!, "messy.card").changed).toBe(false);
  });
  it("keeps comments: whole-line comments before their line, trailing comments on their line", () => {
    const text = '# The set\ncard "Grizzly Bears"\n  # a vanilla creature\n  cost {1}{G}  # cheap\n  type Creature — Bear\n  2/2\n';
    const result = formatSource(text, "c.card");
    expect(result.text).toBe(text);
  });
  it("keeps a file's wording unless asked to convert it", () => {
    const current = 'card "Oblivion Ring"\n  cost {2}{W}\n  type Enchantment\n  When Oblivion Ring enters the battlefield, exile another target nonland permanent.\n  When Oblivion Ring leaves the battlefield, return the exiled card to the battlefield under its owner\'s control.\n';
    expect(formatSource(current, "ring.card").changed).toBe(false);
    const converted = formatSource(current, "ring.card", { wording: "2007" }).text!;
    expect(converted).toContain("When Oblivion Ring comes into play, remove another target nonland permanent from the game.");
    expect(formatSource(converted, "ring.card", { wording: "current" }).text).toBe(current);
  });
  it("prints implementation blocks verbatim, re-indented under their line", () => {
    const block = ["// '#' inside code is not a card comment", "const hand = ctx.objects({ zone: \"hand\", controller: ctx.controller });", "", "  ctx.gainLife(ctx.controller, hand.length);"];
    const canonical = ['card "Odd Sorcery"', "  cost {3}", "  type Sorcery", "  You gain life equal to twice the number of cards in your hand.", "    ```ts", ...block.map((line) => (line === "" ? "" : `    ${line}`)), "    ```", ""].join("\n");
    expect(formatSource(canonical, "odd.card")).toEqual({ text: canonical, diagnostics: [], changed: false });
    const shifted = canonical.replace(/\n {4}/g, "\n        ").replace(/\n {8}(?=You gain)/, "\n  ");
    const result = formatSource(shifted, "odd.card");
    expect(result.text).toBe(canonical);
    const ability = parseClean(canonical, "odd.card").cards[0].abilities[0];
    expect(ability.kind === "Spell" && ability.body.kind === "Implementation" ? ability.body.code.split("\n").slice(0, 4) : []).toEqual(block);
  });
  it("keeps implementation blocks of activated and loyalty abilities", () => {
    const block = ["    ```ts", "    ctx.gainLife(ctx.controller, 1);", "    ```"];
    const activated = ['card "Odd Relic"', "  cost {3}", "  type Artifact", "  {2}, {T}: You gain life equal to twice the number of cards in your hand.", ...block, ""].join("\n");
    const loyalty = ['card "Odd Walker"', "  cost {3}", "  type Planeswalker — Jace", "  loyalty 3", "  −1: You gain life equal to twice the number of cards in your hand.", ...block, ""].join("\n");
    for (const text of [activated, loyalty]) {
      expect(formatSource(text, "odd.card")).toEqual({ text, diagnostics: [], changed: false });
      const printed = printCardFile(parseClean(text, "odd.card"), { wording: "current" });
      expect(printed).toBe(text);
    }
  });
  it("an indented comment after a card's last line stays in that card", () => {
    const text = 'card "Grizzly Bears"\n  cost {1}{G}\n  type Creature — Bear\n  2/2\n  # vanilla\n\n# next\ncard "Hill Giant"\n  cost {3}{R}\n  type Creature — Giant\n  3/3\n  # also vanilla\n';
    expect(formatSource(text, "c.card")).toEqual({ text, diagnostics: [], changed: false });
    const messy = text.replace("  2/2\n  # vanilla\n\n", "  2/2\n      # vanilla\n\n\n");
    expect(formatSource(messy, "c.card").text).toBe(text);
  });
  it("moves declarations first, each comment staying with the node it preceded", () => {
    const text = '# Bears\ncard "Grizzly Bears"\n  cost {1}{G}\n  type Creature — Bear\n  2/2\n\n# our own walker type\ndeclare planeswalker type Karn\n';
    expect(formatSource(text, "d.card").text).toBe(
      '# our own walker type\ndeclare planeswalker type Karn\n\n# Bears\ncard "Grizzly Bears"\n  cost {1}{G}\n  type Creature — Bear\n  2/2\n',
    );
  });
  it("never formats a file with syntax errors", () => {
    const result = formatSource('card "Broken"\n  cost {1}{G\n  type Creature — Bear\n  2/2\n', "broken.card");
    expect(result.text).toBeUndefined();
    expect(result.diagnostics.length).toBeGreaterThan(0);
  });
  it("escapes quotes and backslashes in names so they reparse", () => {
    const text = 'card "Say \\"Hi\\" \\\\ ${x} `y`"\n  cost {1}{G}\n  type Creature — Bear\n  2/2\n';
    const ast = parseClean(text, "names.card");
    expect(ast.cards[0].name).toBe('Say "Hi" \\ ${x} `y`');
    const printed = printCard(ast.cards[0]);
    expect(printed).toBe(text);
    expect(parseClean(printed, "names.card").cards[0].name).toBe(ast.cards[0].name);
  });
});

describe("wordings", () => {
  const find = (name: string) => {
    for (const source of bundled) {
      const card = parseClean(source.text, source.file).cards.find((candidate) => candidate.name === name);
      if (card) return card;
    }
    throw new Error(`${name} is not bundled`);
  };
  it("prints the current wording of the 2007 sentences", () => {
    const ring = printCard(find("Oblivion Ring"), { wording: "current" });
    expect(ring).toContain("When Oblivion Ring enters the battlefield, exile another target nonland permanent.");
    expect(ring).toContain("return the exiled card to the battlefield under its owner's control.");
    const jace = printCard(find("Jace Beleren"), { wording: "current" });
    expect(jace).toContain("−10: Target player mills twenty cards.");
    expect(printCard(find("Plains"), { wording: "current" })).toContain("({T}: Add {W}.)");
  });
  it("renders a card as a player reads it", () => {
    expect(renderCard(find("Palisade Giant"))).toBe(
      "Palisade Giant  {4}{W}{W}\nCreature — Giant Soldier\nAll damage that would be dealt to you and other permanents you control is dealt to Palisade Giant instead.\n2/7\n",
    );
    expect(renderCard(find("Jace Beleren"), { wording: "current" })).toContain("Loyalty: 3");
  });
});
