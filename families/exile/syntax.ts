/** "Remove target creature from the game." (2007) / "Exile target creature." (current). */
import type { ObjectSet, PlayerRef, SourceRange } from "../../grammar/ast.js";
import { type SyntaxFamily, useObjects, type Draft, type Subject } from "../../grammar/family.js";

/** `linked`: remembered for a "the removed card" ability of the same card (set by parse.ts linkAbilities). */
export interface Exile {
  kind: "Exile";
  objects: ObjectSet;
  linked: boolean;
  /**
   * "Remove target player's graveyard from the game." / "Exile target player's graveyard." (Jund Charm): every
   * card in that graveyard (`objects` says so as "all cards in target player's graveyard" would); printed as written.
   */
  wholeGraveyard?: boolean;
  range: SourceRange;
}

/** Every card in a player's graveyard, as the object noun "cards in <player's> graveyard" builds it. */
function graveyardOf(player: PlayerRef): ObjectSet {
  return { kind: "Each", filter: { types: [], excludedTypes: [], zone: "graveyard", controller: player } } as ObjectSet;
}

const family: SyntaxFamily<Exile> = {
  name: "exile",
  words: { Remove: ["remove", "removes"], Exile: ["exile", "exiles"] },
  grammar(kit) {
    const [From, The, Game, Graveyard, Your] = ["From", "The", "Game", "Graveyard", "Your"].map((name) => kit.word(name));
    // "target player's graveyard", "your graveyard": a possessive right before "graveyard" within the next words.
    const wholeGraveyardFollows = () => {
      for (let i = 2; i <= 4; i++) {
        if (kit.LA(i).tokenType === Graveyard) return kit.LA(i - 1).tokenType === kit.tokens.Possessive || kit.LA(i - 1).tokenType === Your;
      }
      return false;
    };
    const exiled = kit.rule("exile_objects", (): { objects: ObjectSet; wholeGraveyard: boolean } =>
      kit.or(0, [
        {
          GATE: wholeGraveyardFollows,
          IGNORE_AMBIGUITIES: true,
          ALT: () => {
            const player = kit.or(1, [
              { ALT: () => kit.subrule(0, kit.phrases.possessivePlayer) },
              {
                // "target player's graveyard", "target opponent's graveyard"
                ALT: () => {
                  const phrase = kit.subrule(0, kit.phrases.targetPhrase);
                  kit.consume(0, kit.tokens.Possessive);
                  return kit.ACTION(() => ({ kind: "TargetPlayer", target: phrase.spec.index }) as PlayerRef);
                },
              },
            ]);
            kit.consume(0, Graveyard);
            return kit.ACTION(() => ({ objects: graveyardOf(player), wholeGraveyard: true as boolean }));
          },
        },
        { IGNORE_AMBIGUITIES: true, ALT: () => ({ objects: kit.subrule(0, kit.phrases.objectSet), wholeGraveyard: false as boolean }) },
      ]),
    );
    const exileOf = (what: { objects: ObjectSet; wholeGraveyard: boolean }, start: number): Exile =>
      what.wholeGraveyard
        ? { kind: "Exile", objects: what.objects, linked: false, wholeGraveyard: true, range: kit.rangeFrom(start) }
        : { kind: "Exile", objects: what.objects, linked: false, range: kit.rangeFrom(start) };
    const remove = kit.rule("exile_remove", (_subject: Subject, drafts: Draft[], start: number) => {
      const what = kit.subrule(0, exiled);
      kit.consume(0, From);
      kit.consume(0, The);
      kit.consume(0, Game);
      kit.ACTION(() => drafts.push(exileOf(what, start)));
    });
    const exile = kit.rule("exile_exile", (_subject: Subject, drafts: Draft[], start: number) => {
      const what = kit.subrule(0, exiled);
      kit.ACTION(() => drafts.push(exileOf(what, start)));
    });
    return {
      imperatives: [
        { verb: "Remove", rule: remove },
        { verb: "Exile", rule: exile },
      ],
    };
  },
  print: {
    Exile: {
      clause: (effect, writer) => {
        const all = writer.objects(effect.objects, "all");
        // "all cards in target player's graveyard" → "target player's graveyard", as the card says it.
        const objects = effect.wholeGraveyard === true && all.startsWith("all cards in ") ? all.slice("all cards in ".length) : all;
        return writer.wording === "2007" ? `remove ${objects} from the game` : `exile ${objects}`;
      },
    },
  },
  check: {
    Exile: { verb: "Removing from the game", targetUses: (effect, uses) => useObjects(uses, effect.objects, "removes") },
  },
  sentences: [
    { kind: "spell or ability text", template: "Remove target creature from the game." },
    { kind: "spell or ability text", template: "Exile target creature." },
    { kind: "spell or ability text", template: "Remove all creature cards in target player's graveyard from the game." },
    { kind: "spell or ability text", template: "Remove target player's graveyard from the game." },
  ],
};

export default family;
