/**
 * Revealing and looking at hidden cards, and choosing from what was seen: "Target player reveals his or her hand.
 * You choose a nonland card from it. That player discards that card." (Distress), "Look at target player's hand and
 * choose a card from it. That player discards that card." (Thrull Surgeon), "…, that player reveals his or her hand.
 * Choose a card from it. That player removes that card from the game." (Ghastlord of Fugue), "Look at target
 * player's hand.", and "Target player reveals the top card of his or her library." (Aven Windreader).
 *
 * The reveal (or look), the choice ("a nonland card from it": "it" is the hand seen) and what its owner does with
 * the card chosen ("that card") are two or three clauses or sentences, merged into one `HandChoice` by `finish`.
 */
import type { Amount, ObjectFilter, PlayerRef, SourceRange } from "../../grammar/ast.js";
import { type SyntaxFamily, alt, article, digits, filterNoun, filterQualifiers, numberWord, sameNode, useFilter, usePlayer, type Draft, type Subject } from "../../grammar/family.js";

/** A player's hand is revealed (every player sees it) or looked at (only `viewer` sees it); a card may be chosen from it. */
export interface HandChoice {
  kind: "HandChoice";
  /** Whose hand. */
  owner: PlayerRef;
  /** "reveals his or her hand": every player sees it; "look at target player's hand": only the viewer does. */
  seen: { kind: "revealed" } | { kind: "lookedAt"; viewer: PlayerRef };
  /** "You choose a nonland card from it. That player discards that card.": who chooses, what, and what then. */
  choice?: {
    chooser: PlayerRef;
    filter: ObjectFilter;
    /** The hand's owner discards the card chosen, or removes it from the game (current: exiles it). */
    then: "discard" | "exile";
    /** The printed wording's "Choose a card from it." (no subject; Oracle: "You choose a card from it."). */
    imperative?: true;
    /**
     * Written in one sentence, "… reveals his or her hand, you choose a nonland card from it, then that player
     * discards that card." (River's Grasp, Splitting Headache), rather than three (printer only).
     */
    commasWritten?: true;
  };
  range: SourceRange;
}

/** "Target player reveals the top card of his or her library." */
export interface RevealTop {
  kind: "RevealTop";
  player: PlayerRef;
  amount: Amount;
  range: SourceRange;
}

/** The parts while the ability is parsed, merged by `finish`. */
interface HandSeen {
  kind: "HandSeen";
  owner: PlayerRef;
  seen: HandChoice["seen"];
  range: SourceRange;
}
interface ChooseFromIt {
  kind: "ChooseFromIt";
  chooser: PlayerRef;
  filter: ObjectFilter;
  imperative: boolean;
  range: SourceRange;
}
interface ActOnChosen {
  kind: "ActOnChosen";
  player: PlayerRef;
  then: "discard" | "exile";
  range: SourceRange;
}

const family: SyntaxFamily<HandChoice | RevealTop> = {
  name: "reveal",
  grammar(kit) {
    const { phrases, tokens } = kit;
    const W = Object.fromEntries(
      ["At", "The", "Top", "Card", "Of", "Library", "Hand", "From", "It", "That", "Game"].map((name) => [name, kit.word(name)]),
    );

    /** "his or her hand", "target player's hand", "your hand" */
    const handOwner = kit.rule("reveal_handOwner", (): PlayerRef => {
      const owner = kit.or(0, [
        alt(() => kit.subrule(0, phrases.possessivePlayer)),
        alt(() => {
          const phrase = kit.subrule(0, phrases.targetPhrase);
          kit.consume(0, tokens.Possessive);
          return kit.ACTION(() => ({ kind: "TargetPlayer", target: phrase.spec.index }) as PlayerRef);
        }),
      ]);
      kit.consume(0, W.Hand);
      return owner;
    });

    // "<player> reveals his or her hand"
    const revealHand = kit.rule("reveal_hand", (subject: Subject, drafts: Draft[], start: number) => {
      const owner = kit.subrule(0, handOwner);
      kit.ACTION(() => {
        if (subject.player && !sameNode(owner, subject.player)) {
          kit.problem("CS1035", "A player reveals their own hand: write 'reveals his or her hand' (or 'Look at target player's hand').", start, kit.lastEnd());
        }
        kit.playerEffect(drafts, subject, start, (player, range) => ({ kind: "HandSeen", owner: player, seen: { kind: "revealed" }, range }) as HandSeen);
      });
    });

    // "<player> reveals the top card of his or her library", "… the top three cards …"
    const revealTop = kit.rule("reveal_top", (subject: Subject, drafts: Draft[], start: number) => {
      kit.consume(0, W.The);
      kit.consume(0, W.Top);
      const amount = kit.option(0, () => kit.subrule(0, phrases.amount));
      kit.consume(0, W.Card);
      kit.consume(0, W.Of);
      const owner = kit.subrule(1, phrases.possessivePlayer);
      kit.consume(0, W.Library);
      kit.ACTION(() => {
        if (subject.player && !sameNode(owner, subject.player)) {
          kit.problem("CS1035", "A player reveals the top of their own library: write 'the top card of his or her library'.", start, kit.lastEnd());
        }
        kit.playerEffect(drafts, subject, start, (player, range) => ({ kind: "RevealTop", player, amount: amount ?? { kind: "Number", value: 1 }, range }) as RevealTop);
      });
    });

    // "look at target player's hand"
    const lookAtHand = kit.rule("reveal_lookAtHand", (subject: Subject, drafts: Draft[], start: number) => {
      kit.consume(0, W.At);
      const owner = kit.subrule(1, handOwner);
      kit.ACTION(() =>
        kit.playerEffect(drafts, subject, start, (viewer, range) => ({ kind: "HandSeen", owner, seen: { kind: "lookedAt", viewer }, range }) as HandSeen),
      );
    });

    // "choose a nonland card from it" ("it": the hand revealed or looked at)
    const chooseFromIt = (imperative: boolean) =>
      kit.rule(imperative ? "reveal_chooseImperative" : "reveal_choose", (subject: Subject, drafts: Draft[], start: number) => {
        kit.subrule(0, phrases.amount);
        const filter = kit.subrule(0, phrases.objectNoun);
        kit.consume(0, W.From);
        kit.consume(0, W.It);
        kit.ACTION(() =>
          kit.playerEffect(drafts, subject, start, (chooser, range) => ({ kind: "ChooseFromIt", chooser, filter: { ...filter, zone: "hand" }, imperative, range }) as ChooseFromIt),
        );
      });
    const choose = chooseFromIt(false);
    const chooseImperative = chooseFromIt(true);

    // "that player discards that card", "that player removes that card from the game", "that player exiles that card"
    const actOnChosen = (then: "discard" | "exile", name: string, fromTheGame: boolean) =>
      kit.rule(name, (subject: Subject, drafts: Draft[], start: number) => {
        kit.consume(0, W.That);
        kit.consume(0, W.Card);
        if (fromTheGame) {
          kit.consume(0, W.From);
          kit.consume(0, W.The);
          kit.consume(0, W.Game);
        }
        kit.ACTION(() => kit.playerEffect(drafts, subject, start, (player, range) => ({ kind: "ActOnChosen", player, then, range }) as ActOnChosen));
      });

    const is = (i: number, word: string) => kit.LA(i).tokenType === W[word];
    const thatCard = () => is(1, "That") && is(2, "Card");
    // "choose … from it": "from it" ahead before the sentence ends ("Choose one —" and "choose a color" are others').
    const fromItAhead = () => {
      for (let i = 1; i < 12; i++) {
        const type = kit.LA(i).tokenType;
        if (type === W.From) return is(i + 1, "It");
        if (type === tokens.Period || type === tokens.EOF) return false;
      }
      return false;
    };
    return {
      predicates: [
        { verb: "Reveal", rule: revealHand, gate: () => !is(1, "The") },
        { verb: "Reveal", rule: revealTop, gate: () => is(1, "The") },
        { verb: "Choose", rule: choose, gate: fromItAhead },
        { verb: "Discards", rule: actOnChosen("discard", "reveal_discardChosen", false), gate: thatCard },
        { verb: "Remove", rule: actOnChosen("exile", "reveal_removeChosen", true), gate: thatCard },
        { verb: "Exile", rule: actOnChosen("exile", "reveal_exileChosen", false), gate: thatCard },
      ],
      imperatives: [
        { verb: "Look", rule: lookAtHand, gate: () => is(1, "At") && !is(2, "The") },
        { verb: "Reveal", rule: revealTop, gate: () => is(1, "The") },
        { verb: "Choose", rule: chooseImperative, gate: fromItAhead },
      ],
    };
  },
  finish(drafts, kit) {
    if (!drafts.some((draft) => draft.kind === "HandSeen" || draft.kind === "ChooseFromIt" || draft.kind === "ActOnChosen")) return drafts;
    // "If {B} was spent to play ~, target player reveals his or her hand, you choose …, then that player discards
    // that card.": the choice goes on from the reveal inside the condition, so it belongs there too (the held
    // effects are finished, and merged, after this).
    for (let i = 0; i + 1 < drafts.length; i++) {
      const held = (drafts[i] as { effects?: Draft[] }).effects;
      if (!Array.isArray(held) || held[held.length - 1]?.kind !== "HandSeen" || drafts[i + 1].kind !== "ChooseFromIt") continue;
      const count = drafts[i + 2]?.kind === "ActOnChosen" ? 2 : 1;
      held.push(...drafts.splice(i + 1, count));
    }
    const effects: Draft[] = [];
    for (let i = 0; i < drafts.length; i++) {
      const draft = drafts[i];
      if (draft.kind === "ChooseFromIt" || draft.kind === "ActOnChosen") {
        kit.problem(
          "CS1034",
          draft.kind === "ChooseFromIt"
            ? "'From it' means a hand just revealed or looked at: write 'Target player reveals his or her hand.' first."
            : "'That card' means a card chosen from a hand just revealed: write '… reveals his or her hand. You choose a card from it.' first.",
          draft.range.start.offset,
          draft.range.end.offset,
        );
        continue;
      }
      if (draft.kind !== "HandSeen") {
        effects.push(draft);
        continue;
      }
      const seen = draft as HandSeen;
      const node: HandChoice = { kind: "HandChoice", owner: seen.owner, seen: seen.seen, range: seen.range };
      // How the card joined the clause to the one before ("loses 1 life and reveals his or her hand": Thoughtcutter
      // Agent) stays with the merged node.
      const phrasing = (draft as { phrasing?: unknown }).phrasing;
      if (phrasing !== undefined) (node as { phrasing?: unknown }).phrasing = phrasing;
      const choose = drafts[i + 1]?.kind === "ChooseFromIt" ? (drafts[i + 1] as ChooseFromIt) : undefined;
      if (choose) {
        const act = drafts[i + 2]?.kind === "ActOnChosen" ? (drafts[i + 2] as ActOnChosen) : undefined;
        if (!act) {
          kit.problem(
            "CS1036",
            drafts[i + 2] !== undefined
              ? "A card chosen from a revealed hand is acted on only by 'That player discards that card.' so far; what the next sentence does with it (removing it from the game, as Tidehollow Sculler does) is not supported yet: implement the ability in a ```ts code block."
              : "A card chosen from a hand must be acted on: add e.g. 'That player discards that card.'",
            choose.range.start.offset,
            choose.range.end.offset,
          );
          i += 1;
          continue;
        }
        if (!sameNode(act.player, seen.owner)) {
          kit.problem("CS1035", "The card chosen is in its owner's hand, so its owner discards it: write 'That player discards that card.'", act.range.start.offset, act.range.end.offset);
        }
        node.choice = { chooser: choose.chooser, filter: choose.filter, then: act.then };
        if (choose.imperative) node.choice.imperative = true;
        if ((choose as Draft).phrasing?.joined === "," && (act as Draft).phrasing?.joined === ", then") node.choice.commasWritten = true;
        node.range = kit.range(seen.range.start.offset, act.range.end.offset);
        i += 2;
      }
      effects.push(node as unknown as Draft);
    }
    return effects;
  },
  print: {
    HandChoice: {
      clause(effect, writer) {
        const seen =
          effect.seen.kind === "revealed"
            ? writer.playerClause(effect.owner, false, (verb) => `${verb("reveal", "reveals")} ${writer.his(effect.owner)} hand`)
            : writer.playerClause(effect.seen.viewer, true, (verb) => `${verb("look", "looks")} at ${handOf(effect.owner, writer)}`);
        const choice = effect.choice;
        if (!choice) return seen;
        const noun = filterNoun(choice.filter, "singular");
        // The words after the noun ("with converted mana cost X or less": Venarian Glimmer) are part of what may be
        // chosen; the hand is the zone, which "from it" already says.
        const qualifiers = filterQualifiers({ ...choice.filter, zone: "play", controller: undefined, controllerNot: undefined }, () => "", writer.wording, writer.cardName);
        const picked = `${article(noun)} ${noun}${qualifiers ? ` ${qualifiers}` : ""} from it`;
        const owner = effect.owner.kind === "You" ? "You" : "That player";
        const verb = (base: string, third: string) => (effect.owner.kind === "You" ? base : third);
        const then =
          choice.then === "discard"
            ? `${owner} ${verb("discard", "discards")} that card`
            : writer.wording === "2007"
              ? `${owner} ${verb("remove", "removes")} that card from the game`
              : `${owner} ${verb("exile", "exiles")} that card`;
        if (choice.commasWritten) return `${seen}, ${writer.playerClause(choice.chooser, false, (v) => `${v("choose", "chooses")} ${picked}`)}, then ${then.charAt(0).toLowerCase()}${then.slice(1)}`;
        // "Look at target player's hand and choose a card from it." (the looker chooses: one sentence)
        if (effect.seen.kind === "lookedAt" && sameNode(effect.seen.viewer, choice.chooser)) return `${seen} and choose ${picked}. ${then}`;
        const chooser =
          choice.imperative && writer.wording === "2007" && choice.chooser.kind === "You"
            ? `Choose ${picked}`
            : capitalise(writer.playerClause(choice.chooser, false, (v) => `${v("choose", "chooses")} ${picked}`));
        return `${seen}. ${chooser}. ${then}`;
      },
    },
    RevealTop: {
      clause(effect, writer) {
        const one = effect.amount.kind === "Number" && effect.amount.value === 1;
        const count = one ? "" : `${effect.amount.kind === "Number" ? numberWord(effect.amount.value) : digits(effect.amount)} `;
        return writer.playerClause(effect.player, true, (verb) => `${verb("reveal", "reveals")} the top ${count}${one ? "card" : "cards"} of ${writer.his(effect.player)} library`);
      },
    },
  },
  check: {
    HandChoice: {
      verb: "Revealing a hand",
      targetUses(effect, uses) {
        usePlayer(uses, effect.owner);
        if (effect.seen.kind === "lookedAt") usePlayer(uses, effect.seen.viewer);
        if (effect.choice) {
          usePlayer(uses, effect.choice.chooser);
          useFilter(uses, effect.choice.filter);
        }
      },
    },
    RevealTop: { verb: "Revealing cards", targetUses: (effect, uses) => usePlayer(uses, effect.player) },
  },
  sentences: [
    { kind: "spell or ability text", template: "Target player reveals his or her hand. You choose a nonland card from it. That player discards that card." },
    { kind: "spell or ability text", template: "Look at target player's hand and choose a card from it. That player discards that card." },
    { kind: "spell or ability text", template: "Target player reveals his or her hand, you choose a nonland card from it, then that player discards that card." },
    { kind: "spell or ability text", template: "Look at target player's hand." },
    { kind: "spell or ability text", template: "Target player reveals his or her hand." },
    { kind: "spell or ability text", template: "Target player reveals the top card of his or her library." },
  ],
};

/** "target player's hand", "your hand" */
function handOf(owner: PlayerRef, writer: { playerAsSubject(player: PlayerRef): string; his(player: PlayerRef): string }): string {
  return owner.kind === "You" ? "your hand" : `${writer.playerAsSubject(owner)}'s hand`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export default family;
