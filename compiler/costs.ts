/**
 * Activated abilities' costs as data (runtime/definition.ts `ActivationCost`): mana with its hybrid symbols,
 * {T} and {Q}, the costs in words, and the activation restriction.
 */
import type { ActivationCost, ActivationRestriction, ManaCost, ObjectFilter } from "../grammar/ast.js";
import type { Data, DataObject } from "./data.js";
import { manaCounts } from "./effects.js";

/** A mana cost as data: the counts of `manaCounts`, and `hybrid` when it has hybrid symbols. */
export function manaCostData(cost: ManaCost): DataObject {
  const hybrid = cost.symbols.flatMap((symbol) =>
    symbol.kind === "Hybrid" ? [symbol.generic !== undefined ? { colors: symbol.colors, generic: symbol.generic } : { colors: symbol.colors }] : [],
  );
  return hybrid.length > 0 ? { ...manaCounts(cost, false), hybrid } : manaCounts(cost, false);
}

/** An activated ability's cost as data. `filterData` turns a filter into the data of a target's objects. */
export function activationCostData(
  cost: ActivationCost,
  restriction: ActivationRestriction | undefined,
  filterData: (filter: ObjectFilter) => DataObject | undefined,
  fromGraveyard = false,
): DataObject {
  const parts: Data[] = (cost.parts ?? []).map((part): DataObject => {
    switch (part.kind) {
      case "SacrificeCost":
        if (part.self || part.filter === undefined) return { kind: "sacrifice", self: true, count: 1 };
        if (part.more !== undefined) {
          return { kind: "sacrifice", count: part.amount, filter: filterData(part.filter), more: part.more.map((item) => ({ count: item.amount, filter: filterData(item.filter) })) };
        }
        return { kind: "sacrifice", count: part.amount, filter: filterData(part.filter) };
      case "DiscardCost":
        if (part.self) return { kind: "discard", count: 1, self: true };
        if (part.filter !== undefined) return { kind: "discard", count: part.amount, filter: filterData(part.filter) };
        return part.hand ? { kind: "discard", count: 0, hand: true } : { kind: "discard", count: part.amount };
      case "ExileFromGraveyardCost":
        return { kind: "exileFromGraveyard", count: part.amount, filter: filterData(part.filter) };
      case "PayLifeCost":
        return { kind: "payLife", amount: part.amount };
      case "RevealSharingColorCost":
        return { kind: "revealSharingColor", count: part.amount };
      case "RemoveCountersCost":
        return { kind: "removeCounters", count: part.amount, counter: part.counter };
      case "PutCountersCost":
        return part.on !== undefined
          ? { kind: "putCounters", count: part.amount, counter: part.counter, on: filterData(part.on) }
          : { kind: "putCounters", count: part.amount, counter: part.counter };
      case "TapUntappedCost":
        return { kind: "tapUntapped", count: part.amount, filter: filterData(part.filter) };
      case "ReturnToHandCost":
        return { kind: "returnToHand", count: part.amount, filter: filterData(part.filter) };
    }
  });
  // An ability whose cost discards its own card is played from its owner's hand (cycling, Faerie Macabre).
  const fromHand = (cost.parts ?? []).some((part) => part.kind === "DiscardCost" && part.self === true);
  return {
    zone: fromHand ? "hand" : fromGraveyard ? "graveyard" : undefined,
    mana: cost.mana ? manaCostData(cost.mana) : undefined,
    tap: cost.tap ? true : undefined,
    untap: cost.untap ? true : undefined,
    parts: parts.length > 0 ? parts : undefined,
    restriction: restriction
      ? {
          sorcery: restriction.sorcery ? true : undefined,
          perTurn: restriction.perTurn,
          during: restriction.during,
          ifYouControl: restriction.ifYouControl ? { atLeast: restriction.ifYouControl.atLeast, filter: filterData(restriction.ifYouControl.filter) } : undefined,
          anyPlayer: restriction.anyPlayer ? true : undefined,
        }
      : undefined,
  };
}

/**
 * Whether an ability's effects move its own card out of its owner's graveyard ("Return ~ from your graveyard to your
 * hand.": Summon the School): such an ability functions only there, so it is played from the graveyard.
 */
export function movesItselfFromGraveyard(body: unknown): boolean {
  if (body === null || typeof body !== "object") return false;
  const node = body as { kind?: unknown; from?: unknown };
  if (node.kind === "ReturnToHand" && node.from === "yourGraveyard") return true;
  return Object.values(body).some(movesItselfFromGraveyard);
}
