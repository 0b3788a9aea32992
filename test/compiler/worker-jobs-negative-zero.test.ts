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
});
