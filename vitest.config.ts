import { defineConfig } from "vitest/config";

/**
 * Test files that need a module graph of their own: they replace a module (`vi.mock`), spy on a class the other
 * files share, or count what a module-level pool or cache did from a fresh start. Every other file runs in a shared
 * graph per worker (`isolate: false`): the grammar, compiler and runtime are loaded and warmed once per worker, not
 * once per file (the suite took about a third of the time this way). A file that sets module-level state (a
 * runtime switch such as `useStaticValuesMemo`) restores it in `afterEach`. A file that fails only beside others
 * belongs in this list.
 */
const ISOLATED = ["test/lsp/indexing-race.test.ts", "test/grammar/parser-construction.test.ts", "test/compiler/worker-pool-statements.test.ts"];

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    projects: [
      { extends: true, test: { name: "shared", include: ["test/**/*.test.ts"], exclude: ISOLATED, isolate: false } },
      { extends: true, test: { name: "isolated", include: ISOLATED, isolate: true } },
    ],
  },
});
