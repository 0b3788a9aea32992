/**
 * 410.1 / 410.10c "Whenever another creature leaves play" (Extractor Demon; current wording "leaves the
 * battlefield"): a permanent of the description leaving play for any zone, seen as it last existed in play. Parses
 * in both wordings to one AST and prints each wording back; the card's own "When ~ leaves play" stays the
 * zone-change family's.
 */
import { describe, expect, it } from "vitest";
import { expectRoundTrip } from "./round-trip.js";

function card(line: string): string {
  return `card "Test Card"\n  cost {4}{B}{B}\n  type Creature — Demon\n  5/5\n  ${line}\n`;
}

function trigger(line: string, current: string): unknown {
  const printed = expectRoundTrip(card(line), { "2007": line, current });
  expectRoundTrip(card(current), { "2007": line, current });
  const ability = printed.ast.cards[0].abilities.find((a) => a.kind === "Triggered");
  return ability?.kind === "Triggered" ? ability.trigger : undefined;
}

describe("410.1, 410.10c: 'Whenever another creature leaves play'", () => {
  it("'Whenever another creature leaves play' / '… leaves the battlefield': one trigger, both wordings", () => {
    expect(trigger("Whenever another creature leaves play, you gain 1 life.", "Whenever another creature leaves the battlefield, you gain 1 life.")).toMatchObject({
      kind: "ObjectTrigger",
      subject: { kind: "Objects", filter: { types: ["Creature"], other: true } },
      event: "leavesPlay",
    });
  });

  it("'Whenever an artifact you control leaves play': a filtered subject", () => {
    expect(trigger("Whenever an artifact you control leaves play, you gain 1 life.", "Whenever an artifact you control leaves the battlefield, you gain 1 life.")).toMatchObject({
      subject: { kind: "Objects", filter: { types: ["Artifact"], controller: { kind: "You" } } },
      event: "leavesPlay",
    });
  });

  it("'When ~ leaves play' stays the zone-change family's trigger", () => {
    expect(trigger("When Test Card leaves play, you gain 1 life.", "When Test Card leaves the battlefield, you gain 1 life.")).toMatchObject({ kind: "LeavesPlay" });
  });
});
