/**
 * importer/: file names, the import plan (conversion + check of the whole import as one set) and its report:
 * collisions, reprints, cards whose file would not read back, the unknown sentences and their normalisation.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fileNamesFor, formatImportReport, normaliseSentence, planImport, readSetFile, reportOf, sentenceAt, slugOf, type MtgjsonSet } from "../../importer/index.js";

function fixture(name: string): MtgjsonSet {
  const set = readSetFile(JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8")), `fixtures/${name}`);
  if ("error" in set) throw new Error(set.error);
  return set;
}

describe("file names", () => {
  it("are slugs like the bundled cards'", () => {
    expect(slugOf("Elspeth, Knight-Errant")).toBe("elspeth-knight-errant");
    expect(slugOf("Ancestor's Chosen")).toBe("ancestors-chosen");
    expect(slugOf("Æther Adept")).toBe("aether-adept");
    expect(slugOf("Lim-Dûl's Vault")).toBe("lim-duls-vault");
  });
  it("never leave the folder, hide as dot files or name a device", () => {
    expect(slugOf("../../etc/passwd")).toBe("etc-passwd");
    expect(slugOf(".hidden")).toBe("hidden");
    expect(slugOf("!!!")).toBe("card");
    expect(slugOf("CON")).toBe("con-card");
  });
  it("collisions get a suffix from the name's hash, whatever the input order", () => {
    const names = ["Aether Adept", "Æther Adept", "AETHER ADEPT"];
    const forward = fileNamesFor(names);
    const backward = fileNamesFor([...names].reverse());
    expect(new Set(forward.values()).size).toBe(3);
    expect([...forward.values()].filter((file) => file === "aether-adept.card")).toHaveLength(1);
    for (const name of names) expect(backward.get(name)).toBe(forward.get(name));
    for (const file of forward.values()) expect(file).toMatch(/^aether-adept(-[0-9a-f]{8})?\.card$/);
  });
});

describe("reading a set file", () => {
  it("says what is wrong with a file that is not one", () => {
    expect(readSetFile([], "a.json")).toEqual({ error: expect.stringContaining("'a.json' is not an MTGJSON set file") });
    expect(readSetFile({ data: { LRW: { cards: [] } } }, "all.json")).toEqual({ error: expect.stringContaining("several sets (AllPrintings)") });
    expect(readSetFile({ cards: [{ name: "X" }] }, "bare.json")).toMatchObject({ code: "bare", cards: [{ name: "X" }] });
  });
});

describe("planImport", () => {
  const plan = planImport([fixture("rules.json"), fixture("hostile.json")], "printed");
  const skippedReason = (name: string) => plan.skipped.find((card) => card.name === name)?.reason;

  it("imports every card it can and skips the others, each with its reason", () => {
    expect(plan.cards.map((check) => check.card.name)).toEqual([
      "Reminder Bird",
      "Forest",
      "Ajani Goldmane",
      "Esper Charm",
      "Nimble Ape",
      "Shock",
      "Hybrid Sigil",
      "Grizzly Bears",
      'Evil "Quote" \\ Card',
      " Padded",
      "Aether Adept",
      "Æther Adept",
    ]);
    expect(skippedReason("Fire // Ice")).toMatch(/layout is 'split'/);
    expect(skippedReason("Line\nBreak")).toMatch(/line break/);
    expect(skippedReason("Hash Tag")).toMatch(/'#'/);
    expect(skippedReason("Second Header")).toMatch(/'card'/);
    expect(skippedReason("Fenced")).toMatch(/code block/);
    expect(skippedReason("Oracle Only")).toMatch(/--wording oracle/);
  });
  it("a reprint (a name already imported from an earlier file) is skipped: a set holds each name once", () => {
    expect(plan.skipped.filter((card) => card.name === "Shock")).toEqual([{ set: "BAD", name: "Shock", reason: expect.stringMatching(/already imported from TST \(a reprint\)/) }]);
  });
  it("a name with spaces around it is written as it is: the check reports it", () => {
    const padded = plan.cards.find((check) => check.card.name === " Padded")!;
    expect(padded.errors.map((diagnostic) => diagnostic.code)).toContain("CS1011");
  });
  it("a card whose file would not read back as that one card is skipped, not written", () => {
    expect(skippedReason("Declarer")).toMatch(/cannot be written as a card file that reads back as this one card: a line of its text reads as a set declaration/);
  });
  it("two names with one slug get two files", () => {
    const files = plan.cards.filter((check) => check.card.name.endsWith("ther Adept")).map((check) => check.card.file);
    expect(new Set(files).size).toBe(2);
  });
  it("classifies each card as the checker sees the whole import", () => {
    const clean = new Set(plan.cards.filter((check) => check.clean).map((check) => check.card.name));
    expect(clean).toContain("Forest");
    expect(clean).toContain("Shock");
    expect(clean).toContain("Grizzly Bears");
    expect(clean).toContain("Esper Charm"); // a modal spell (families/modes)
    expect(plan.totals.clean).toBe(clean.size);
    // A monocoloured hybrid cost ({2/W}) is part of the language: the card is not held back by it.
    expect(plan.cards.find((check) => check.card.name === "Hybrid Sigil")?.errors.map((error) => error.code) ?? []).not.toContain("CS1021");
    // Each error code is counted once per card that has it, with its title.
    const unknown = plan.totals.errorCodes.find((count) => count.code === "CS1030");
    expect(unknown).toMatchObject({ title: expect.any(String) });
    expect(unknown!.cards).toBe(plan.cards.filter((check) => check.errors.some((error) => error.code === "CS1030")).length);
  });
  it("lists the sentences the grammar does not know with the card's name as ~ and numbers as N", () => {
    const ape = plan.cards.find((check) => check.card.name === "Nimble Ape")!;
    expect(ape.unknownSentences).toEqual(["Threshold — ~ gets +N/+N as long as N or more cards are in your graveyard."]);
    const sentences = plan.totals.unknownSentences.map((entry) => entry.sentence);
    expect(sentences).toContain("Threshold — ~ gets +N/+N as long as N or more cards are in your graveyard.");
    expect(sentences.some((sentence) => sentence.startsWith("Choose one —"))).toBe(false); // modal spells are known
  });
  it("the report counts what the plan holds, and its JSON form holds the same facts", () => {
    const report = reportOf(plan, { dir: "out", written: plan.cards.length, unchanged: 0 });
    expect(report).toMatchObject({ wording: "printed", cardsInFiles: 20, imported: 12, clean: plan.totals.clean });
    expect(report.skipped).toHaveLength(8);
    const text = formatImportReport(report);
    expect(text).toContain("Imported 12 of 20 cards from 2 set files [TST (9), BAD (11)], printed wording.");
    expect(text).toContain(`Check: ${plan.totals.clean} of 12 (`);
    expect(text).toContain("CS1030");
    expect(text).toContain("Threshold — ~ gets +N/+N as long as N or more cards are in your graveyard.");
    expect(JSON.parse(JSON.stringify(report))).toEqual(report);
  });
});

describe("unknown sentences", () => {
  it("the piece a position falls in: a cost (with its colon), a sentence, a keyword", () => {
    const line = "  {2}, Sacrifice Mind Stone: Draw a card. Mind Stone deals 2 damage to you.";
    expect(sentenceAt(line, line.indexOf("Sacrifice"))).toBe("{2}, Sacrifice Mind Stone:");
    expect(sentenceAt(line, line.indexOf("deals"))).toBe("Mind Stone deals 2 damage to you.");
    const keywords = "  Flying, protection from red";
    expect(sentenceAt(keywords, keywords.indexOf("protection"))).toBe("protection from red");
    const quoted = '  Put a token into play with "Sacrifice this creature: Add {G}."';
    expect(sentenceAt(quoted, quoted.indexOf("Put"))).toBe('Put a token into play with "Sacrifice this creature: Add {G}."');
  });
  it("normalised: the card's name → ~, digits and number words → N, capitalised", () => {
    expect(normaliseSentence("you gain 2 life and three to Mind Stone.", "Mind Stone")).toBe("You gain N life and N to ~.");
    expect(normaliseSentence("Mind Stone deals 12 damage.", "Mind Stone")).toBe("~ deals N damage.");
  });
});
