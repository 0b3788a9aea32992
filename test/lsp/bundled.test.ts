/**
 * A new user opening this repository in an editor: every bundled card and scenario file opens without a single
 * diagnostic (the scenarios' card and token names are known from the workspace index, and the set-wide checks
 * of `cards/` are not confused by card files elsewhere in the repository, such as test fixtures).
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { REPO_ROOT, TestClient, uriOf } from "./client.js";

it("opens every bundled card and scenario file of the repository without diagnostics", async () => {
  const client = TestClient.start();
  try {
    await client.initialize(REPO_ROOT);
    const found: string[] = [];
    let opened = 0;
    for (const folder of ["reference", "scenarios"]) {
      for (const name of readdirSync(path.join(REPO_ROOT, folder)).filter((entry) => /\.(card|scenario)$/.test(entry)).sort()) {
        const file = path.join(REPO_ROOT, folder, name);
        const uri = uriOf(file);
        const since = client.published.length;
        await client.open(uri, readFileSync(file, "utf8"));
        const published = await client.diagnostics(uri, () => true, since);
        for (const diagnostic of published.diagnostics) found.push(`${folder}/${name}:${diagnostic.range.start.line + 1}: ${diagnostic.code} ${diagnostic.message}`);
        opened++;
      }
    }
    expect(opened).toBeGreaterThanOrEqual(26);
    expect(found).toEqual([]);
    expect(await client.stop()).toBe(0);
  } finally {
    client.kill();
  }
}, 120_000);
