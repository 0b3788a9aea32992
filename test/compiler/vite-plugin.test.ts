import { writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { build as viteBuild } from "vite";
import cardscript from "../../compiler/vite-plugin.js";
import type { CardDefinition } from "../../runtime/definition.js";
import { PACKAGE_ROOT, runTsc, temporaryFolder } from "./helpers.js";

const APP = path.join(PACKAGE_ROOT, "test/compiler/fixtures/vite-app");
const folder = temporaryFolder("vite");
afterAll(() => folder.cleanup());

async function buildApp(root: string, entry: string, outDir: string) {
  return viteBuild({
    root,
    configFile: false,
    logLevel: "silent",
    plugins: [cardscript({ root: PACKAGE_ROOT })],
    build: { outDir, emptyOutDir: true, minify: false, lib: { entry, formats: ["es"], fileName: "app" } },
  });
}

describe("Vite plugin", () => {
  it("a real vite build of an app that imports a .card file bundles the compiled card", async () => {
    const outDir = path.join(folder.dir, "dist");
    await buildApp(APP, path.join(APP, "main.ts"), outDir);
    const app = (await import(pathToFileURL(path.join(outDir, "app.js")).href)) as { default: CardDefinition; name: string; loyalty: number; cardCount: number };
    expect(app.name).toBe("Jace Beleren");
    expect(app.loyalty).toBe(3);
    expect(app.cardCount).toBe(1);
    const plus2 = app.default.abilities[0];
    if (plus2.kind !== "activated") throw new Error("expected Jace's +2");
    const drawn: string[] = [];
    plus2.resolve({ players: () => ["p1", "p2"], draw: (player: string, count: number) => drawn.push(`${player}:${count}`) } as never);
    expect(drawn).toEqual(["p1:1", "p2:1"]);
    expect(app.default.abilities[0].source).toEqual({ file: "test/compiler/fixtures/vite-app/cards/jace-beleren.card", line: 5, column: 3 });
  });

  it("*.card imports are typed (compiler/card-modules.d.ts)", () => {
    const { status, output } = runTsc([path.join(APP, "main.ts"), path.join(PACKAGE_ROOT, "compiler/card-modules.d.ts")]);
    expect(output).toBe("");
    expect(status).toBe(0);
  });

  it("a card with an error fails the build with its file:line:col", async () => {
    const root = path.join(folder.dir, "broken-app");
    const { mkdirSync } = await import("node:fs");
    mkdirSync(root, { recursive: true });
    writeFileSync(path.join(root, "broken.card"), 'card "Broken"\n  cost {R}\n  type Creature\n  Frobnicate the widgets.\n');
    writeFileSync(path.join(root, "main.ts"), 'import broken from "./broken.card";\nexport default broken;\n');
    await expect(buildApp(root, path.join(root, "main.ts"), path.join(root, "dist"))).rejects.toThrow(/broken\.card:4:\d+ - error CS\d{4}/);
  });
});

describe("Vite dev server (HMR)", () => {
  it("serves a .card module compiled, as a module of Vite's graph whose importer is its HMR boundary, and the recompiled card after the file changes", async () => {
    const { createServer } = await import("vite");
    const { cpSync, readFileSync } = await import("node:fs");
    const root = path.join(folder.dir, "dev-app");
    cpSync(APP, root, { recursive: true });
    const server = await createServer({
      root,
      configFile: false,
      logLevel: "silent",
      plugins: [cardscript({ root })],
      server: { middlewareMode: true, hmr: false, watch: null },
    });
    try {
      const card = path.join(root, "cards/jace-beleren.card");
      const first = await server.transformRequest("/cards/jace-beleren.card");
      expect(first?.code).toContain('"Jace Beleren"');
      await server.transformRequest("/main.ts");
      const module = await server.moduleGraph.getModuleByUrl("/cards/jace-beleren.card");
      expect([...(module?.importers ?? [])].map((importer) => importer.url)).toEqual(["/main.ts"]);

      writeFileSync(card, readFileSync(card, "utf8").replace("loyalty 3", "loyalty 4"));
      // What Vite's file watcher does on a change (the watcher is off in this test: no timing involved).
      const changed = server.moduleGraph.getModulesByFile(card);
      for (const entry of changed ?? []) server.moduleGraph.invalidateModule(entry);
      const second = await server.transformRequest("/cards/jace-beleren.card");
      expect(second?.code).toContain("loyalty: 4");
    } finally {
      await server.close();
    }
  });
});
