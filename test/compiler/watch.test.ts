import { cpSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startWatch, type WatchUpdate } from "../../compiler/watch.js";
import { PACKAGE_ROOT, temporaryFolder } from "./helpers.js";

const folder = temporaryFolder("watch");
afterAll(() => folder.cleanup());

describe("watch", () => {
  it("rebuilds on change and reports diagnostics as they appear and disappear", async () => {
    const cards = path.join(folder.dir, "cards");
    mkdirSync(cards);
    cpSync(path.join(PACKAGE_ROOT, "cards/shock.card"), path.join(cards, "shock.card"));
    const updates: WatchUpdate[] = [];
    const waiters: ((update: WatchUpdate) => void)[] = [];
    const next = () => new Promise<WatchUpdate>((resolve) => waiters.push(resolve));
    const watcher = startWatch({ inputs: [cards], outDir: path.join(folder.dir, "out"), root: folder.dir, workers: 0 }, (update) => {
      updates.push(update);
      waiters.shift()?.(update);
    });
    try {
      const first = next();
      await watcher.ready;
      const initial = await first;
      expect(initial.result.ok).toBe(true);
      expect(initial.appeared).toEqual([]);

      // Only the first event of a burst is awaited; a later build of the same content reports no change.
      let update = next();
      writeFileSync(path.join(cards, "broken.card"), 'card "Broken"\n  cost {R}\n  type Creature\n  Frobnicate the widgets.\n');
      let broken = await update;
      while (broken.appeared.length === 0) broken = await next();
      expect(broken.result.ok).toBe(false);
      expect(broken.appeared.map((diagnostic) => diagnostic.file)).toContain("cards/broken.card");
      expect(broken.changedFiles.some((file) => file.endsWith("broken.card"))).toBe(true);

      update = next();
      writeFileSync(path.join(cards, "broken.card"), 'card "Broken"\n  cost {R}\n  type Creature\n  2/2\n');
      let fixed = await update;
      while (fixed.disappeared.length === 0) fixed = await next();
      expect(fixed.result.ok).toBe(true);
      expect(fixed.disappeared.map((diagnostic) => diagnostic.file)).toContain("cards/broken.card");
      expect(fixed.appeared).toEqual([]);
      expect(fixed.result.cards).toBe(2);
    } finally {
      await watcher.close();
    }
  });
});
