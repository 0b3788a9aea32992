/**
 * ARCHITECTURE.md's code map: importer/ may import the grammar, and only through its facade (grammar/index.ts),
 * so that it survives any reorganisation behind it; node built-ins are fine, no other package.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const importerDir = fileURLToPath(new URL("../../importer/", import.meta.url));

describe("importer/ imports", () => {
  it("only its own modules, the grammar's facade and node built-ins", () => {
    const files = readdirSync(importerDir).filter((file) => file.endsWith(".ts"));
    expect(files.length).toBeGreaterThan(0);
    const outside: string[] = [];
    for (const file of files) {
      const text = readFileSync(path.join(importerDir, file), "utf8");
      for (const match of text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+"([^"]+)"/g)) {
        const specifier = match[1];
        const allowed = specifier.startsWith("node:") || specifier === "../grammar/index.js" || (specifier.startsWith("./") && !specifier.includes("/", 2));
        if (!allowed) outside.push(`${file}: ${specifier}`);
      }
    }
    expect(outside).toEqual([]);
  });
});
