/**
 * Determinism and plain-data state: snapshot → JSON → restore → continue gives the same log, including with a
 * decision pending; the inline decider and pendingDecision()/answer() produce the same game; seeded shuffles.
 */
import { describe, expect, it } from "vitest";
import type { Decision, Game } from "../../runtime/api.js";
import { createGame, restoreGame } from "../../runtime/game.js";
import { createRegistry, defineCard } from "../../runtime/definition.js";
import { referenceCards, referenceRegistry } from "./fixtures/reference-cards.js";
import { answer, find, many, ok, passAll, setupOf, table, walker } from "./engine-helpers.js";

function script(game: Game): void {
  ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Lightning Bolt"), targets: [["p2"]] });
  passAll(game);
}

describe("snapshots", () => {
  it("a snapshot through JSON, restored and continued, gives the same log and state as the original", () => {
    const setup = setupOf(
      { hand: ["Lightning Bolt", "Jace Beleren"], play: [...many("Island", 3), "Mountain", walker("Liliana Vess", 5)], library: many("Forest", 10) },
      { play: [walker("Garruk Wildspeaker", 3)], library: many("Plains", 10) },
    );
    const original = createGame(setup);
    const snapshot = JSON.parse(JSON.stringify(original.snapshot()));
    const copy = restoreGame(snapshot, referenceRegistry);
    for (const game of [original, copy]) {
      script(game);
      answer(game, [find(game, "p2", "play", "Garruk Wildspeaker")]);
      ok(game, { kind: "activate", player: "p1", object: find(game, "p1", "play", "Liliana Vess"), ability: 1 });
      passAll(game);
      answer(game, [game.pendingDecision()!.options[3] as string]);
    }
    expect(copy.log()).toEqual(original.log());
    expect(JSON.stringify(copy.snapshot())).toBe(JSON.stringify(original.snapshot()));
  });

  it("a snapshot taken while a decision is pending restores that decision", () => {
    const game = table({ hand: ["Lightning Bolt"], play: ["Mountain"] }, { play: [walker("Jace Beleren", 3)] });
    script(game);
    const pending = game.pendingDecision();
    expect(pending?.kind).toBe("redirect");
    const restored = restoreGame(JSON.parse(JSON.stringify(game.snapshot())), referenceRegistry);
    expect(restored.pendingDecision()).toEqual(pending);
    answer(restored, ["no"]);
    answer(game, ["no"]);
    expect(restored.log()).toEqual(game.log());
    expect(restored.player("p2").life).toBe(17);
  });

  it("restore() rewinds a game in place", () => {
    const game = table({ hand: ["Lightning Bolt"], play: ["Mountain"] });
    const before = game.snapshot();
    script(game);
    expect(game.player("p2").life).toBe(17);
    game.restore(before);
    expect(game.player("p2").life).toBe(20);
    expect(game.zone("p1", "hand")).toHaveLength(1);
  });

  it("a snapshot is plain data: no functions, Maps, Sets or class instances", () => {
    const game = table({ play: [walker("Ajani Goldmane", 6)] });
    ok(game, { kind: "activate", player: "p1", object: find(game, "p1", "play", "Ajani Goldmane"), ability: 2 });
    passAll(game);
    const plain = (value: unknown): boolean => {
      if (value === null || ["string", "number", "boolean"].includes(typeof value)) return true;
      if (Array.isArray(value)) return value.every(plain);
      if (typeof value !== "object") return false;
      const proto = Object.getPrototypeOf(value);
      return (proto === Object.prototype || proto === null) && Object.values(value as object).every(plain);
    };
    expect(plain(game.snapshot())).toBe(true);
    // The Avatar's characteristic-defining ability is found again after a JSON round trip (by creator + name).
    const restored = restoreGame(JSON.parse(JSON.stringify(game.snapshot())), referenceRegistry);
    expect(restored.object(find(restored, "p1", "play", "Avatar"))).toMatchObject({ power: 20, toughness: 20 });
  });

  it("an illegal answer is refused and the decision stays pending", () => {
    const game = table({ hand: ["Lightning Bolt"], play: ["Mountain"] }, { play: [walker("Jace Beleren", 3)] });
    script(game);
    const before = JSON.stringify(game.snapshot());
    const result = game.answer(["p2"]);
    expect(result.ok).toBe(false);
    expect(JSON.stringify(game.snapshot())).toBe(before);
    expect(game.submit({ kind: "pass", player: "p1" })).toMatchObject({ ok: false });
  });
});

describe("decisions: the inline decider and answer() give the same game", () => {
  it("same answers, same log", () => {
    const setup = setupOf({ hand: ["Lightning Bolt"], play: ["Mountain"] }, { play: ["Palisade Giant", walker("Jace Beleren", 3)] });
    const asked: Decision[] = [];
    const inline = createGame(setup, {
      decide: (d) => {
        asked.push(d);
        return d.kind === "replacementOrder" ? ["redirection"] : [d.options[0]];
      },
    });
    script(inline);
    const stepwise = createGame(setup);
    script(stepwise);
    answer(stepwise, ["redirection"]);
    answer(stepwise, [stepwise.pendingDecision()!.options[0]]);
    expect(asked.map((d) => d.kind)).toEqual(["replacementOrder", "redirect"]);
    expect(inline.log()).toEqual(stepwise.log());
  });

  it("seeded shuffles: the same seed gives the same library order; another seed another", () => {
    const deck = [...many("Island", 10), ...many("Forest", 10)];
    const order = (seed: number) => {
      const game = table({ play: [walker("Liliana Vess", 5)], library: deck }, {}, { seed });
      ok(game, { kind: "activate", player: "p1", object: find(game, "p1", "play", "Liliana Vess"), ability: 1 });
      passAll(game);
      answer(game, [game.pendingDecision()!.options[0] as string]);
      return game.zone("p1", "library").map((id) => game.object(id)!.name).join(",");
    };
    expect(order(7)).toBe(order(7));
    expect(new Set([order(1), order(2), order(3), order(4)]).size).toBeGreaterThan(1);
  });
});

describe("bad input", () => {
  it("malformed actions and answers are refused with an error, never a crash, and change nothing", () => {
    const game = table({ hand: ["Lightning Bolt"], play: ["Mountain", "Hill Giant"] }, { play: [walker("Jace Beleren", 3)] });
    const before = JSON.stringify(game.snapshot());
    const garbage: unknown[] = [
      null,
      {},
      { kind: "cast", player: "p1", card: 5 },
      { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Lightning Bolt"), targets: "p2" },
      { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Lightning Bolt"), targets: [[{}]] },
      { kind: "activate", player: "p1", object: "o999", ability: "x" },
      { kind: "activate", player: "p1", object: find(game, "p1", "play", "Mountain"), ability: 7 },
      { kind: "declareAttackers", player: "p1", attackers: [null] },
      { kind: "declareBlockers", player: "p2", blocks: "all" },
      { kind: "playLand", player: "p3", card: "o1" },
      { kind: "teleport", player: "p1" },
      { kind: "cast", player: "p1", card: "__proto__" },
    ];
    for (const action of garbage) {
      const result = game.submit(action as never);
      expect(result.ok, JSON.stringify(action)).toBe(false);
    }
    expect(game.answer(["p1"]).ok).toBe(false);
    expect(JSON.stringify(game.snapshot())).toBe(before);
    expect(() => restoreGame({ nope: true } as never, referenceRegistry)).toThrow(/not a game snapshot/);
  });

  it("a card whose code fails: the action is refused with an internal-error message and nothing changes", () => {
    const brokenText = "Broken Bolt deals damage in a way its code gets wrong.";
    const broken = defineCard({
      name: "Broken Bolt",
      manaCost: { generic: 0, W: 0, U: 0, B: 0, R: 1, G: 0, x: 0 },
      colors: ["R"],
      supertypes: [],
      types: ["Instant"],
      subtypes: [],
      keywords: [],
      abilities: [],
      spell: {
        text: brokenText,
        targets: [],
        resolve: (ctx) => {
          // Changes first (new objects, a record changed), then the failure: all of it must be undone.
          ctx.draw(ctx.controller, 1);
          ctx.tap(ctx.objects({ types: ["Land"] }));
          throw new TypeError("cannot read properties of undefined");
        },
      },
      text: [brokenText],
    });
    for (const options of [{}, { decide: (d: Decision) => [d.options[0]] }]) {
      const game = table({ hand: ["Broken Bolt"], play: ["Mountain", "Forest"], library: ["Island"] }, {}, { cards: createRegistry([...referenceCards, broken]), options });
      ok(game, { kind: "cast", player: "p1", card: find(game, "p1", "hand", "Broken Bolt") });
      ok(game, { kind: "pass", player: "p1" });
      const before = JSON.stringify(game.snapshot());
      const result = game.submit({ kind: "pass", player: "p2" });
      expect(result).toMatchObject({ ok: false });
      expect(result.ok ? "" : result.error).toContain("internal error");
      expect(JSON.stringify(game.snapshot())).toBe(before);
    }
  });
});

describe("a decide callback that reads the game", () => {
  it("sees the game as it is at the decision, and can't submit, answer, snapshot or restore until it returns", () => {
    const setup = setupOf({ hand: ["Lightning Bolt"], play: ["Mountain"] }, { play: ["Palisade Giant", walker("Jace Beleren", 3)] });
    let game: Game | null = null;
    const seen: { life: number; mountainTapped: boolean | undefined; submit: string; answer: string; snapshot: string }[] = [];
    game = createGame(setup, {
      decide: (d) => {
        const g = game!;
        const mountain = g.zone("p1", "play").find((id) => g.object(id)?.name === "Mountain");
        const submitted = g.submit({ kind: "pass", player: "p1" });
        const answered = g.answer([d.options[0]]);
        let snapshot = "";
        try {
          g.snapshot();
        } catch (error) {
          snapshot = (error as Error).message;
        }
        seen.push({
          life: g.player("p2").life,
          mountainTapped: mountain === undefined ? undefined : g.object(mountain)?.tapped,
          submit: submitted.ok ? "" : submitted.error,
          answer: answered.ok ? "" : answered.error,
          snapshot,
        });
        return d.kind === "replacementOrder" ? ["redirection"] : [d.options[0]];
      },
    });
    script(game);
    expect(seen.length).toBeGreaterThan(0);
    for (const s of seen) {
      expect(s.mountainTapped).toBe(true); // the Bolt was paid for: the action part-way done
      expect(s.submit).toMatch(/called from inside the decide callback/);
      expect(s.answer).toMatch(/called from inside the decide callback/);
      expect(s.snapshot).toMatch(/snapshot\(\) was called from inside the decide callback/);
    }
    // After the action, the game is as usual.
    expect(() => game!.snapshot()).not.toThrow();
  });
});

describe("bad setups", () => {
  it("an unknown card, a negative counter or a bad step is refused with a message naming what to fix", () => {
    expect(() => table({ hand: ["Jace Belerne"] })).toThrow(/card "Jace Belerne" in Alice's hand is not in the card registry/);
    expect(() => table({ play: [{ card: "Jace Beleren", counters: { loyalty: -1 } }] })).toThrow(/whole number ≥ 0/);
    expect(() => table({}, {}, { step: "lunch" as never })).toThrow(/unknown step "lunch"/);
  });
});
