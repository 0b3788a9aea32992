/**
 * Rule tests that play hand-written cards of a folder next to the bundled set: the folder is compiled once for the
 * test file (in a scratch cache, removed after its tests), and the registry handed to the test's `use`.
 */
import path from "node:path";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { afterAll, beforeAll } from "vitest";
import { loadCardSet } from "../../runner/cards.js";
import type { CardRegistry } from "../../runtime/definition.js";

export function compileExtraCards(folder: string, use: (cards: CardRegistry) => void): void {
  const scratch = mkdtempSync(path.join(tmpdir(), "cardscript-extra-"));
  beforeAll(async () => {
    const set = await loadCardSet({ extra: [folder], cacheRoot: path.join(scratch, "cache") });
    if (!set.ok) throw new Error(`the cards did not compile: ${JSON.stringify(set.diagnostics.slice(0, 3))} ${set.inputErrors.join("; ")}`);
    use(set.cards);
  }, 240_000);
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
}
