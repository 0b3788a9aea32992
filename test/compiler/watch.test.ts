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
    cpSync(path.join(PACKAGE_ROOT, "reference/shock.card"), path.join(cards, "shock.card"));
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

describe("watch on bad ground", () => {
  it("a missing input: the first build reports it and nothing is watched (no parent folder, no rebuilds)", async () => {
    const parent = path.join(folder.dir, "parent");
    mkdirSync(parent);
    const updates: WatchUpdate[] = [];
    const watcher = startWatch({ inputs: [path.join(parent, "missing")], outDir: path.join(folder.dir, "missing-out"), root: folder.dir, workers: 0 }, (update) =>
      updates.push(update),
    );
    try {
      const first = await watcher.ready;
      expect(first?.inputErrors[0]).toContain("does not exist");
      // A log written next to the missing input (watch's own output, say) triggers nothing.
      for (let index = 0; index < 5; index++) writeFileSync(path.join(parent, "watch.log"), `line ${index}\n`);
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(updates).toHaveLength(1);
    } finally {
      await watcher.close();
    }
  });

  it("files that cannot concern cards (a log, an editor's swap file, a hidden folder) trigger no build", async () => {
    const cards = path.join(folder.dir, "quiet-cards");
    mkdirSync(cards);
    cpSync(path.join(PACKAGE_ROOT, "reference/shock.card"), path.join(cards, "shock.card"));
    const updates: WatchUpdate[] = [];
    const watcher = startWatch({ inputs: [cards], outDir: path.join(folder.dir, "quiet-out"), root: folder.dir, workers: 0 }, (update) => updates.push(update));
    try {
      expect((await watcher.ready)?.ok).toBe(true);
      mkdirSync(path.join(cards, ".git"));
      for (let index = 0; index < 5; index++) {
        writeFileSync(path.join(cards, "build.log"), `line ${index}\n`);
        writeFileSync(path.join(cards, ".shock.card.swp"), `swap ${index}\n`);
        writeFileSync(path.join(cards, ".git", "index"), `git ${index}\n`);
      }
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(updates).toHaveLength(1);
    } finally {
      await watcher.close();
    }
  });
});
