/**
 * Generation jobs cross to worker threads as JSON (compiler/workers.ts encodeJobs/decodeJobs), and a card's tree may
 * hold -0 ("gets -3/-0": the card's own sign, printed back by grammar/words.ts `signed`). JSON alone writes it as 0,
 * so a module generated in a worker said "-3/+0" where one generated in the build's thread said "-3/-0".
 */
import { describe, expect, it } from "vitest";
import { parseCardFile } from "../../grammar/index.js";
import type { GenerateJob } from "../../compiler/generate.js";
import { decodeJobs, encodeJobs } from "../../compiler/workers.js";

const AGONY_WARP = 'card "Agony Warp"\n  cost {U}{B}\n  type Instant\n  Target creature gets -3/-0 until end of turn.\n  Target creature gets -0/-3 until end of turn.\n';

describe("generation jobs sent to a worker", () => {
  it("keep a tree's -0 ('gets -3/-0') and every other number as they are", () => {
    const { ast } = parseCardFile(AGONY_WARP, "agony-warp.card");
    const job: GenerateJob = { id: "cards/agony-warp.js", sourcePath: "agony-warp.card", source: AGONY_WARP, cards: ast.cards, runtimeImport: "../runtime.js" };
    const [decoded] = decodeJobs(encodeJobs([job]));
    expect(JSON.stringify(decoded.cards)).toBe(JSON.stringify(ast.cards));
    const zeros: number[] = [];
    const walk = (value: unknown) => {
      if (typeof value === "number" && value === 0) zeros.push(Object.is(value, -0) ? -1 : 1);
      else if (value && typeof value === "object") for (const child of Object.values(value)) walk(child);
    };
    walk(ast.cards);
    const before = zeros.splice(0);
    walk(decoded.cards);
    expect(before).toContain(-1);
    expect(zeros).toEqual(before);
    expect(decoded.source).toBe(AGONY_WARP);
  });

  it("decode a chunk mixing jobs with and without -0: only the jobs listed as holding one are read back with it", () => {
    const shock = 'card "Shock"\n  cost {R}\n  type Instant\n  Shock deals 2 damage to target creature or player.\n';
    const warp = parseCardFile(AGONY_WARP, "agony-warp.card").ast.cards;
    const plain = parseCardFile(shock, "shock.card").ast.cards;
    // A string that happens to be the sentinel, in a job without -0, stays a string.
    const jobs: GenerateJob[] = [
      { id: "\u0000-0", sourcePath: "shock.card", source: shock, cards: plain, runtimeImport: "../runtime.js" },
      { id: "cards/agony-warp.js", sourcePath: "agony-warp.card", source: AGONY_WARP, cards: warp, runtimeImport: "../runtime.js" },
    ];
    const decoded = decodeJobs(encodeJobs(jobs));
    expect(decoded).toEqual(jobs);
    expect(decoded[0].id).toBe("\u0000-0");
    const signs = (value: unknown): number[] =>
      typeof value === "number" ? (value === 0 ? [Object.is(value, -0) ? -1 : 1] : []) : value && typeof value === "object" ? Object.values(value).flatMap(signs) : [];
    expect(signs(decoded[1].cards)).toEqual(signs(warp));
    expect(signs(decoded[1].cards)).toContain(-1);
  });
});
