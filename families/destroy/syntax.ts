/** "Destroy target creature.", "Destroy all lands target player controls.", "Destroy all permanents except for artifacts and lands." */
import type { CardType, ObjectSet, SourceRange } from "../../grammar/ast.js";
import { type SyntaxFamily, andList, pluralNoun, typeWord, useObjects, type Draft, type Subject } from "../../grammar/family.js";

export interface Destroy {
  kind: "Destroy";
  objects: ObjectSet;
  /**
   * "Destroy all permanents except for artifacts and lands." (Scourglass): the card types written after "except
   * for", left out of `objects` (also in its filter's `excludedTypes`); kept so the card prints as written.
   */
  exceptFor?: CardType[];
  /**
   * "destroy that creature and ~" (Loyal Sentry): a second object named after "and", destroyed at the same time
   * as the first (one destruction event for both).
   */
  and?: ObjectSet;
  range: SourceRange;
}

const family: SyntaxFamily<Destroy> = {
  name: "destroy",
  words: { Destroy: ["destroy", "destroys"] },
  grammar(kit) {
    const [Except, For, TypeWord, And, Comma] = [kit.word("Except"), kit.word("For"), kit.word("TypeWord"), kit.word("And"), kit.tokens.Comma];
    const destroy = kit.rule("destroy_destroy", (_subject: Subject, drafts: Draft[], start: number) => {
      const objects = kit.subrule(0, kit.phrases.objectSet);
      // "all permanents except for artifacts and lands"
      const excepted = kit.option(0, () => {
        const at = kit.consume(0, Except).startOffset;
        kit.consume(0, For);
        const types = [kit.consume(0, TypeWord)];
        kit.many(0, () => {
          kit.option(1, () => kit.consume(0, Comma));
          kit.option(2, () => kit.consume(0, And));
          types.push(kit.consume(1, TypeWord));
        });
        return { at, types };
      });
      // "destroy that creature and ~": only the card's own name ends the sentence after "and" (any other word
      // after "and" starts a clause of its own: "Destroy target creature and you gain 3 life.").
      const and = kit.option(3, {
        GATE: () => kit.LA(1).tokenType === And && kit.LA(2).tokenType.name === "SelfName" && kit.LA(3).tokenType === kit.tokens.Period,
        DEF: () => {
          kit.consume(1, And);
          kit.subrule(1, kit.phrases.selfReference);
          return { kind: "Ref", ref: { kind: "Self" } } as ObjectSet;
        },
      });
      kit.ACTION(() => {
        const effect = { kind: "Destroy", objects, range: kit.rangeFrom(start) } as Destroy;
        if (and !== undefined) effect.and = and;
        if (excepted !== undefined) {
          if (objects.kind !== "Each") {
            kit.problem("CS1035", "'except for …' leaves some out of all the objects described: write e.g. 'Destroy all permanents except for artifacts and lands.'", excepted.at, kit.lastEnd());
          } else {
            const types = [...new Set(excepted.types.map((t) => kit.cardTypeOf(t.image)!))];
            effect.exceptFor = types;
            effect.objects = { ...objects, filter: { ...objects.filter, excludedTypes: [...objects.filter.excludedTypes, ...types.filter((t) => !objects.filter.excludedTypes.includes(t))] } };
          }
        }
        drafts.push(effect);
      });
    });
    return { imperatives: [{ verb: "Destroy", rule: destroy }] };
  },
  print: {
    Destroy: {
      clause(effect, writer) {
        const except = effect.exceptFor;
        if (effect.and !== undefined) return `destroy ${writer.objects(effect.objects, "all")} and ${writer.objects(effect.and, "all")}`;
        if (except === undefined || effect.objects.kind !== "Each") return `destroy ${writer.objects(effect.objects, "all")}`;
        // The excepted types are printed after "except for", not as "nonartifact, nonland".
        const filter = effect.objects.filter;
        const objects: ObjectSet = { ...effect.objects, filter: { ...filter, excludedTypes: filter.excludedTypes.filter((t) => !except.includes(t)) } };
        return `destroy ${writer.objects(objects, "all")} except for ${andList(except.map((t) => pluralNoun(typeWord(t))), "and")}`;
      },
    },
  },
  check: {
    Destroy: { verb: "Destroying", targetUses: (effect, uses) => {
        useObjects(uses, effect.objects, "play");
        if (effect.and !== undefined) useObjects(uses, effect.and, "play");
      },
    },
  },
  sentences: [
    { kind: "spell or ability text", template: "Destroy target creature." },
    { kind: "spell or ability text", template: "Destroy target noncreature permanent." },
    { kind: "spell or ability text", template: "Destroy all lands target player controls." },
    { kind: "spell or ability text", template: "Destroy all permanents except for artifacts and lands." },
    { kind: "spell or ability text", template: "Destroy target artifact or enchantment." },
    { kind: "triggered", template: "When ~ blocks a creature, destroy that creature and ~." },
  ],
};

export default family;
