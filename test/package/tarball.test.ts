/**
 * The package as a game developer gets it: `npm pack` (its `prepack` builds dist/), `npm install <tarball>` into
 * a new project, then the installed CLI builds two cards, a plain `.mjs` program (no loader) plays a spell with
 * the installed runtime and the compiled set, and tsc type-checks a TypeScript consumer against the shipped
 * declarations, with moduleResolution nodenext and bundler.
 *
 * Needs the npm registry for the package's dependencies (`--prefer-offline`: what npm's cache holds is not
 * fetched again); CI has it.
 */
import { spawnSync, type SpawnSyncOptions } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { hashGeneratorSources } from "../../compiler/version.js";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const work = mkdtempSync(path.join(tmpdir(), "cardscript-package-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const npm = process.platform === "win32" ? "npm.cmd" : "npm";

function run(command: string, args: string[], options: SpawnSyncOptions): string {
  const result = spawnSync(command, args, { encoding: "utf8", ...options, env: { ...process.env, npm_config_update_notifier: "false", npm_config_fund: "false", npm_config_audit: "false" } });
  if (result.status !== 0) throw new Error(`'${command} ${args.join(" ")}' exited with ${result.status ?? result.signal}:\n${result.stdout}${result.stderr}`);
  return String(result.stdout);
}

describe("the packed tarball, installed into a new project", () => {
  it("ships JavaScript and declarations, no sources, tests or benchmarks; its CLI builds cards a plain Node program plays, and its types check", { timeout: 300_000 }, () => {
    // ---- Pack. ----
    const packed = JSON.parse(run(npm, ["pack", "--json", "--pack-destination", work], { cwd: ROOT })) as { filename: string; files: { path: string }[] }[];
    const files = packed[0].files.map((file) => file.path);
    const unwanted = files.filter(
      (file) => /^(test|bench|editors\/vscode)\//.test(file) || file === "DEVELOPERS.md" || /\.test\./.test(file) || (file.endsWith(".ts") && !file.endsWith(".d.ts")),
    );
    expect(unwanted).toEqual([]);
    for (const file of ["bin/cardscript.js", "dist/cli/main.js", "dist/runtime/index.js", "dist/runtime/index.d.ts", "dist/compiler/worker-entry.mjs", "dist/compiler/card-modules.d.ts", "dist/grammar/grammar-recording.json", "dist/compiler/generator-hash.json"]) {
      expect(files).toContain(file);
    }

    // ---- Install into a new project. ----
    const project = path.join(work, "game");
    mkdirSync(path.join(project, "cards"), { recursive: true });
    writeFileSync(path.join(project, "package.json"), `${JSON.stringify({ name: "game", private: true, type: "module" }, null, 2)}\n`);
    run(npm, ["install", "--prefer-offline", "--no-audit", "--no-fund", "--ignore-scripts", path.join(work, packed[0].filename)], { cwd: project });

    // ---- Build two cards with the installed CLI (JavaScript + declarations by default). ----
    for (const card of ["shock.card", "mountain.card"]) copyFileSync(path.join(ROOT, "reference", card), path.join(project, "cards", card));
    const cli = path.join(project, "node_modules", ".bin", "cardscript");
    expect(run(cli, ["build", "cards", "--out", "gen"], { cwd: project })).toMatch(/^Built 2 cards into gen: 2 written/);
    // The installed package (no sources) takes the generator's hash `npm run build` recorded from the sources
    // (compiler/version.ts): its build cache carries the compiler version a checkout's sources compute.
    const installedPrettier = JSON.parse(readFileSync(path.join(project, "node_modules", "prettier", "package.json"), "utf8")).version as string;
    const expectedVersion = `${JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")).version}+${createHash("sha256").update(hashGeneratorSources()).update(installedPrettier).digest("hex").slice(0, 16)}`;
    expect(JSON.parse(readFileSync(path.join(project, "gen", ".cardscript-cache.json"), "utf8").split("\n")[0]).compilerVersion).toBe(`${expectedVersion} emit=js`);

    // ---- Play a spell from a plain .mjs program, no loader. ----
    writeFileSync(
      path.join(project, "play.mjs"),
      `import { createGame } from "cardscript/runtime";
import { createCardRegistry } from "./gen/index.js";

const game = createGame({
  cards: createCardRegistry(),
  players: [{ name: "Alice", hand: [{ card: "Shock" }], play: [{ card: "Mountain" }] }, { name: "Bob" }],
});
const [alice, bob] = game.players().map((player) => player.id);
const cast = game.submit({ kind: "cast", player: alice, card: game.zone(alice, "hand")[0], targets: [[bob]] });
if (!cast.ok) throw new Error(cast.error);
while (game.stack().length > 0) game.submit({ kind: "pass", player: game.priorityPlayer() });
console.log(\`Bob's life: \${game.player(bob).life}\`);
`,
    );
    expect(run(process.execPath, ["play.mjs"], { cwd: project })).toBe("Bob's life: 18\n");

    // ---- Type-check a TypeScript consumer against the shipped declarations. ----
    writeFileSync(
      path.join(project, "consumer.ts"),
      `import { createGame, type CardDefinition, type Game } from "cardscript/runtime";
import { cardsByName, createCardRegistry } from "./gen/index.js";
import shock from "./gen/cards/shock.js";

const definition: CardDefinition = shock;
const game: Game = createGame({ cards: createCardRegistry(), players: [{ name: "Alice" }, { name: "Bob" }] });
const life: number = game.player(game.activePlayer()).life;
const names: string[] = [...cardsByName.keys()];
// @ts-expect-error: a card's name is a string
const wrong: number = definition.name;
export { life, names, wrong };
`,
    );
    const tsc = path.join(project, "node_modules", "typescript", "bin", "tsc");
    // No DOM and no @types/node: the shipped declarations must stand on their own. The first run also checks the
    // declaration files themselves; the second only how they resolve and type the consumer under bundler rules.
    const common = ["--noEmit", "--strict", "--target", "ES2022", "--lib", "es2022", "consumer.ts"];
    for (const resolution of [["--module", "nodenext", "--moduleResolution", "nodenext"], ["--module", "esnext", "--moduleResolution", "bundler", "--skipLibCheck"]]) {
      const result = spawnSync(process.execPath, [tsc, ...resolution, ...common], { cwd: project, encoding: "utf8" });
      expect(`${result.stdout}${result.stderr}`, resolution.join(" ")).toBe("");
      expect(result.status).toBe(0);
    }
  });
});
