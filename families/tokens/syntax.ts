/** "Put a 3/3 green Beast creature token into play." (2007) / "Create a 3/3 green Beast creature token." (current). */
import type { Amount, PlayerRef, SourceRange, TokenSpec } from "../../grammar/ast.js";
import { type SyntaxFamily, alt, andList, article, COLOR_WORDS, keywordWord, numberWord, printPowerToughness, typeWord, usePlayer, type Draft, type Subject } from "../../grammar/family.js";
import type { IToken } from "chevrotain";

/** Under the controller's control. */
export interface CreateTokens {
  kind: "CreateTokens";
  controller: PlayerRef;
  amount: Amount;
  token: TokenSpec;
  range: SourceRange;
}

const family: SyntaxFamily<CreateTokens> = {
  name: "tokens",
  grammar(kit) {
    const { phrases, tokens } = kit;
    const [ColorWord, And, TypeWord, Token, With] = ["ColorWord", "And", "TypeWord", "Token", "With"].map((name) => kit.word(name));

    /** "a 3/3 green Beast creature token", "five 4/4 red Dragon creature tokens", "a white Avatar creature token" */
    const description = kit.rule("tokens_description", (): TokenSpec => {
      const pt = kit.option(0, () => {
        const power = kit.consume(0, tokens.NumberLit);
        kit.consume(0, tokens.Slash);
        const toughness = kit.consume(2, tokens.NumberLit);
        return kit.ACTION(() => ({ power: kit.numberValue(power), toughness: kit.numberValue(toughness) }));
      });
      const colors: IToken[] = [];
      kit.many(0, () => {
        colors.push(kit.consume(0, ColorWord));
        kit.option(2, () => kit.consume(0, And));
      });
      const subtypes: IToken[] = [];
      kit.many(2, () => subtypes.push(kit.consume(0, tokens.Word)));
      const types: IToken[] = [];
      kit.atLeastOne(0, () => types.push(kit.consume(0, TypeWord)));
      kit.consume(0, Token);
      return kit.ACTION(() => ({
        power: pt ? pt.power : null,
        toughness: pt ? pt.toughness : null,
        colors: colors.map((c) => kit.colorOf(c.image)!),
        types: [...new Set(types.map((t) => kit.cardTypeOf(t.image)!))],
        subtypes: subtypes.map((s) => s.image),
        keywords: [],
        abilities: [],
      }));
    });

    /** `with flying`, `with "This creature's power and toughness are each equal to your life total."` */
    const withAbilities = kit.rule("tokens_with", (token: TokenSpec) => {
      kit.consume(0, With);
      kit.or(0, [
        alt(() => {
          const keywords = kit.subrule(0, phrases.keywordList);
          kit.ACTION(() => token.keywords.push(...keywords));
        }),
        alt(() => {
          kit.consume(0, tokens.OpenQuote);
          const ability = kit.subrule(0, phrases.staticSentence);
          kit.consume(0, tokens.CloseQuote);
          kit.ACTION(() => token.abilities.push(ability));
        }),
      ]);
    });

    const push = (drafts: Draft[], amount: Amount, token: TokenSpec, start: number) =>
      drafts.push({ kind: "CreateTokens", controller: { kind: "You" }, amount, token, range: kit.rangeFrom(start) } as CreateTokens);

    const create = kit.rule("tokens_create", (_subject: Subject, drafts: Draft[], start: number) => {
      const amount = kit.subrule(0, phrases.amount);
      const token = kit.subrule(0, description);
      kit.option(0, () => kit.subrule(0, withAbilities, { ARGS: [token] }));
      kit.ACTION(() => push(drafts, amount, token, start));
    });

    // "Put a 3/3 green Beast creature token into play." (2007 wording of "Create …")
    const put = kit.rule("tokens_put", (_subject: Subject, drafts: Draft[], start: number) => {
      const amount = kit.subrule(0, phrases.amount);
      const token = kit.subrule(0, description);
      kit.option(0, () => kit.subrule(0, withAbilities, { ARGS: [token] }));
      kit.subrule(0, phrases.intoPlay);
      kit.option(2, () => kit.subrule(2, withAbilities, { ARGS: [token] }));
      kit.ACTION(() => push(drafts, amount, token, start));
    });

    return {
      imperatives: [
        { verb: "Puts", rule: put },
        { verb: "Creates", rule: create },
      ],
    };
  },
  print: {
    CreateTokens: {
      clause(effect, writer) {
        const { amount, token } = effect;
        const plural = !(amount.kind === "Number" && amount.value === 1);
        const words: string[] = [];
        if (token.power !== null || token.toughness !== null) words.push(printPowerToughness(token.power, token.toughness));
        // A token without colours is colourless; the language has no word for that, so none is printed.
        if (token.colors.length > 0) words.push(andList(token.colors.map((color) => COLOR_WORDS[color]), "and"));
        words.push(...token.subtypes);
        words.push(...token.types.map(typeWord));
        words.push(plural ? "tokens" : "token");
        const description = words.join(" ");
        const counted = amount.kind === "Number" ? (amount.value === 1 ? `${article(description)} ${description}` : `${numberWord(amount.value)} ${description}`) : `X ${description}`;
        const keywords = token.keywords.length > 0 ? ` with ${andList(token.keywords.map(keywordWord), "and")}` : "";
        const abilities = token.abilities.map((ability) => ` with "${writer.staticText(ability.effect)}"`).join("");
        return writer.wording === "2007" ? `put ${counted}${keywords} into play${abilities}` : `create ${counted}${keywords}${abilities}`;
      },
    },
  },
  check: {
    CreateTokens: { verb: "Creating tokens", targetUses: (effect, uses) => usePlayer(uses, effect.controller) },
  },
  sentences: [
    { kind: "spell or ability text", template: "Put a N/N green Beast creature token into play." },
    { kind: "spell or ability text", template: "Create a N/N green Beast creature token." },
    { kind: "spell or ability text", template: "Put N N/N red Dragon creature tokens with flying into play." },
  ],
};

export default family;
