/**
 * The setup of the engine tests that play cards compiled from their text: the test file's cards, compiled once
 * before its tests into a temporary folder (removed after them), in a registry with the 26 reference cards.
 */
import { afterAll, beforeAll } from "vitest";
import { createRegistry, type CardRegistry } from "../../runtime/definition.js";
import { compileTestCards, temporaryFolder } from "../compiler/helpers.js";
import { referenceCards } from "./fixtures/reference-cards.js";

/** `registry` is the reference cards and `cards` (slug → card text) compiled, once the file's `beforeAll` has run. */
export function compiledWithReference(prefix: string, cards: Record<string, string>): { readonly registry: CardRegistry } {
  const folder = temporaryFolder(prefix);
  let registry: CardRegistry | undefined;
  beforeAll(async () => {
    registry = createRegistry([...referenceCards, ...(await compileTestCards(folder.dir, cards))]);
  }, 120_000);
  afterAll(() => folder.cleanup());
  return {
    get registry(): CardRegistry {
      if (registry === undefined) throw new Error(`the cards of ${prefix} are compiled in beforeAll: use the registry inside a test`);
      return registry;
    },
  };
}
