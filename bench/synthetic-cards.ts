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
import { bundledSetFolders } from "../runner/cards.js";

const bundledFolder = fileURLToPath(new URL("../reference/", import.meta.url));
/** The bundled sets of real cards (cards/<set code>/*.card, written by `npm run sets:import`). */
export const setsFolders: readonly string[] = bundledSetFolders();

/** Every `.card` file under `folders` (each a folder of cards or of set folders, one level down), in path order. */
export function cardFilesOf(folders: string | readonly string[]): string[] {
  return (typeof folders === "string" ? [folders] : folders)
    .flatMap((folder) => readdirSync(folder, { withFileTypes: true }).map((entry) => ({ folder, entry })))
    .flatMap(({ folder, entry }) =>
     (entry.isDirectory() ? readdirSync(path.join(folder, entry.name)).filter((name) => name.endsWith(".card")).map((name) => path.join(folder, entry.name, name)) : entry.name.endsWith(".card") ? [path.join(folder, entry.name)] : []))
    .sort();
}

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

/**
 * The text of `count` cards (each without a trailing newline): the cards of `folder` (default: the 26 cards of
 * reference/; `setsFolders` for the real cards of the bundled sets) in path order, then copies under fresh names.
 */
export function syntheticCards(count: number, folder: string | readonly string[] = bundledFolder): string[] {
  const bundled = cardFilesOf(folder).flatMap((file) => {
    const text = readFileSync(file, "utf8");
    return parseCardFile(text, path.basename(file)).ast.cards.map((card) => ({ name: card.name, text: text.slice(card.range.start.offset, card.range.end.offset).trimEnd() }));
  });
  if (bundled.length === 0) throw new Error(`no cards in ${folder}: the synthetic set is made of its cards`);
  const texts: string[] = [];
  for (let index = 0; texts.length < count; index++) {
    const card = bundled[index % bundled.length];
    const fresh = `${card.name} Copy${letters(Math.floor(index / bundled.length))}`;
    texts.push(card.text.split("\n").map((line) => (line.trimStart().startsWith("type ") ? line : line.split(card.name).join(fresh))).join("\n"));
  }
  return texts;
}
