/**
 * The synthetic card set the benchmarks measure: the bundled cards replicated under fresh names, so that a set of
 * any size is made of the sentences real cards use. Each copy is renamed "<Name> Copy<letters>" together with its
 * self-references; its type line, which may hold the name as a subtype ("Forest"), is left untouched. Names stay
 * unique across the set, so set-wide checks (duplicate names) see a clean set.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseCardFile } from "../grammar/index.js";

const bundledFolder = fileURLToPath(new URL("../cards/", import.meta.url));

/** "a", "b", …, "z", "ba", …: a suffix made of letters, so a renamed card's self-references stay words. */
function letters(index: number): string {
  let result = "";
  let rest = index;
  do {
    result = String.fromCharCode(97 + (rest % 26)) + result;
    rest = Math.floor(rest / 26);
  } while (rest > 0);
  return result;
}

/** The text of `count` cards (each without a trailing newline), the bundled ones in name order, then copies. */
export function syntheticCards(count: number): string[] {
  const bundled = readdirSync(bundledFolder)
    .filter((name) => name.endsWith(".card"))
    .sort()
    .flatMap((name) => {
      const text = readFileSync(path.join(bundledFolder, name), "utf8");
      return parseCardFile(text, name).ast.cards.map((card) => ({ name: card.name, text: text.slice(card.range.start.offset, card.range.end.offset).trimEnd() }));
    });
  if (bundled.length === 0) throw new Error(`no cards in ${bundledFolder}: the synthetic set is made of the bundled cards`);
  const texts: string[] = [];
  for (let index = 0; texts.length < count; index++) {
    const card = bundled[index % bundled.length];
    const fresh = `${card.name} Copy${letters(Math.floor(index / bundled.length))}`;
    texts.push(card.text.split("\n").map((line) => (line.trimStart().startsWith("type ") ? line : line.split(card.name).join(fresh))).join("\n"));
  }
  return texts;
}
