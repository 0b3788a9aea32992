/**
 * "Put a 3/3 green Beast creature token into play." (2007) / "Create a 3/3 green Beast creature token." (current);
 * with a player as the subject, the tokens come into play under that player's control: "Its controller puts a 1/1
 * colorless Shapeshifter creature token with changeling into play." / "Its controller creates …" (Crib Swap).
 */
import type { Amount, ObjectSet, PlayerRef, SourceRange, TokenSpec } from "../../grammar/ast.js";
import { type SyntaxFamily, alt, andList, article, COLOR_WORDS, keywordWord, numberWord, printPowerToughness, typeWord, useObjects, usePlayer, type Draft, type Subject } from "../../grammar/family.js";
import type { IToken } from "chevrotain";

/** Under the controller's control (the clause's subject; you when it has none). */
export interface CreateTokens {
  kind: "CreateTokens";
  controller: PlayerRef;
  amount: Amount;
  token: TokenSpec;
  /** The text says "colorless" (a token without colours either way; kept so the card prints as written). */
  colorless?: true;
  /**
   * Written form: "put … into play under your control" (Verdant Force; the tokens are the controller's anyway):
   * kept so the card prints as written.
   */
  underYourControlWords?: true;
  /**
   * Written form: the colours after the token, "… token into play that's red, green, and white" (Godsire; Oracle
   * "… creature token that's red, green, and white"): kept so the card prints as written.
   */
  colorsAfterWords?: true;
  /**
   * "an X/X green Ooze creature token …, where X is the sacrificed creature's power" (Ooze Garden): the tokens' power
   * and toughness, each this amount, worked out as the effect happens (the token's own are null then).
   */
  size?: Amount;
  /**
   * "… into play tapped and attacking" (2007; current "… token that's tapped and attacking"; Oracle of 2009 "… onto
   * the battlefield tapped and attacking"): each token comes into play tapped and, during combat, attacking
   * without having been declared as an attacker (308.4 of 2007, runtime/combat.ts `putIntoPlayAttacking`).
   */
  tappedAndAttacking?: true;
  range: SourceRange;
}

/**
 * "Put a token into play that's a copy of Spawnwrithe." (2007) / "Create a token that's a copy of Spawnwrithe."
 * (current): tokens with the object's copiable values (418.5a, layer 1), under the subject's control.
 */
export interface CreateTokenCopies {
  kind: "CreateTokenCopies";
  controller: PlayerRef;
  amount: Amount;
  /** The object copied: one object ("target creature", "~", "that creature"). */
  original: ObjectSet;
  range: SourceRange;
}

const family: SyntaxFamily<CreateTokens | CreateTokenCopies> = {
  name: "tokens",
  grammar(kit) {
    const { phrases, tokens } = kit;
    const [ColorWord, And, TypeWord, Token, With, Colorless, Under, Your, Control, X] = ["ColorWord", "And", "TypeWord", "Token", "With", "Colorless", "Under", "Your", "Control", "X"].map((name) => kit.word(name));

    /** "a 3/3 green Beast creature token", "five 4/4 red Dragon creature tokens", "a white Avatar creature token" */
    const description = kit.rule("tokens_description", (): TokenSpec & { colorless?: true; size?: Amount } => {
      const pt = kit.option(0, () =>
        kit.or<{ power: number | null; toughness: number | null; size?: Amount }>(8, [
          alt(() => {
            const power = kit.consume(0, tokens.NumberLit);
            kit.consume(0, tokens.Slash);
            const toughness = kit.consume(2, tokens.NumberLit);
            return kit.ACTION(() => ({ power: kit.numberValue(power), toughness: kit.numberValue(toughness) }));
          }),
          alt(() => {
            // "an X/X green Ooze creature token" (X defined by the sentence's "where X is …")
            kit.consume(0, X);
            kit.consume(1, tokens.Slash);
            kit.consume(1, X);
            return { power: null, toughness: null, size: { kind: "X" } as Amount };
          }),
        ]),
      );
      const colorless = kit.option(3, () => kit.consume(0, Colorless));
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
      return kit.ACTION(() => {
        if (colorless !== undefined && colors.length > 0) {
          kit.problem(
            "CS1035",
            `A token can't be colorless and ${colors.map((c) => c.image).join(" and ")}: remove 'colorless' or the colour words.`,
            colorless.startOffset,
            colors[colors.length - 1].endOffset! + 1,
          );
        }
        return {
        ...(colorless !== undefined ? { colorless: true as const } : {}),
        ...(pt?.size !== undefined ? { size: pt.size } : {}),
        power: pt ? pt.power : null,
        toughness: pt ? pt.toughness : null,
        colors: colors.map((c) => kit.colorOf(c.image)!),
        types: [...new Set(types.map((t) => kit.cardTypeOf(t.image)!))],
        subtypes: subtypes.map((s) => s.image),
        keywords: [],
        abilities: [],
      };
      });
    });

    const [That, Named] = ["That", "Named"].map((name) => kit.word(name));
    /** "named Wasp" (The Hive): after the token's abilities. */
    const named = kit.rule("tokens_named", (token: TokenSpec) => {
      kit.consume(0, Named);
      const words: IToken[] = [];
      kit.atLeastOne(1, () => words.push(kit.consume(1, tokens.Word)));
      kit.ACTION(() => (token.name = words.map((word) => word.image).join(" ")));
    });
    /** "that's red, green, and white" (Godsire): the token's colours after it. */
    const thatsColors = kit.rule("tokens_thatsColors", (token: TokenSpec) => {
      kit.consume(0, That);
      kit.consume(0, tokens.Possessive);
      // "red and white", "red, green, and white"
      const colors: IToken[] = [kit.consume(4, ColorWord)];
      kit.many(4, () => {
        kit.option(4, () => kit.consume(5, tokens.Comma));
        kit.option(7, () => kit.consume(5, And));
        colors.push(kit.consume(5, ColorWord));
      });
      kit.ACTION(() => {
        if (token.colors.length > 0) kit.problem("CS1035", "The token's colours are written twice: write them before the token or after 'that's', not both.", colors[0].startOffset, kit.lastEnd());
        token.colors = colors.map((c) => kit.colorOf(c.image)!);
      });
    });
    const thatsFollows = () => kit.LA(1).tokenType === That && kit.LA(2).tokenType === tokens.Possessive && kit.LA(3).tokenType === ColorWord;

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

    // The subject's player gets the tokens ("Its controller puts …"); a clause without one is yours.
    const push = (subject: Subject, drafts: Draft[], amount: Amount, described: TokenSpec & { colorless?: true; size?: Amount }, start: number, underYourControl = false, colorsAfter = false, attacking = false) => {
      const { colorless, size, ...token } = described;
      kit.ACTION(() => kit.noteObjectsMade());
      const make = (controller: PlayerRef, range: SourceRange) =>
        ({
          kind: "CreateTokens",
          controller,
          amount,
          token,
          ...(colorless ? { colorless } : {}),
          ...(underYourControl ? { underYourControlWords: true } : {}),
          ...(colorsAfter ? { colorsAfterWords: true } : {}),
          ...(attacking ? { tappedAndAttacking: true } : {}),
          // Each clause its own copy: the sentence's "where X is …" replaces it in place.
          ...(size !== undefined ? { size: { ...size } } : {}),
          range,
        }) as CreateTokens;
      if (subject.player === undefined && subject.objects === undefined) drafts.push(make({ kind: "You" }, kit.rangeFrom(start)));
      else kit.playerEffect(drafts, subject, start, make);
    };

    const [A, Copy, Of] = ["A", "Copy", "Of"].map((name) => kit.word(name));
    /** "that's a copy of Spawnwrithe" (after "a token [into play]") */
    const copyOf = kit.rule("tokens_copyOf", (): ObjectSet => {
      kit.consume(8, That);
      kit.consume(8, tokens.Possessive);
      kit.consume(8, A);
      kit.consume(8, Copy);
      kit.consume(8, Of);
      return kit.subrule(8, phrases.objectSet);
    });
    const pushCopies = (subject: Subject, drafts: Draft[], amount: Amount, original: ObjectSet, start: number, at: number) =>
      kit.ACTION(() => {
        if (original.kind !== "Ref") kit.problem("CS1035", "A token is a copy of one object: write e.g. 'a copy of target creature'.", at, kit.lastEnd());
        kit.noteObjectsMade();
        const make = (controller: PlayerRef, range: SourceRange) => ({ kind: "CreateTokenCopies", controller, amount, original, range }) as CreateTokenCopies;
        if (subject.player === undefined && subject.objects === undefined) drafts.push(make({ kind: "You" }, kit.rangeFrom(start)));
        else kit.playerEffect(drafts, subject, start, make);
      });
    const tokenCopyFollows = () => kit.LA(1).tokenType === Token;

    const [Tapped, Attacking, Are] = ["Tapped", "Attacking", "Are"].map((name) => kit.word(name));
    /**
     * "tapped and attacking": only a creature attacks (306.3a of 2007: a noncreature permanent put into play
     * attacking comes into play but is never attacking), so a token that isn't a creature is reported here.
     */
    const tappedAndAttacking = kit.rule("tokens_tappedAndAttacking", (token: TokenSpec): true => {
      const tapped = kit.consume(0, Tapped);
      kit.consume(0, And);
      kit.consume(0, Attacking);
      kit.ACTION(() => {
        if (!token.types.includes("Creature")) {
          kit.problem(
            "CS1035",
            `Only a creature can attack (306.3a): a noncreature token put into play "tapped and attacking" would never be attacking. Make it a creature token ('… creature token …'), or leave out 'tapped and attacking'.`,
            tapped.startOffset,
            kit.lastEnd(),
          );
        }
      });
      return true;
    });

    const create = kit.rule("tokens_create", (subject: Subject, drafts: Draft[], start: number) => {
      const amount = kit.subrule(0, phrases.amount);
      kit.or(9, [
        {
          // "create a token that's a copy of …"
          GATE: tokenCopyFollows,
          ALT: () => {
            kit.consume(9, Token);
            const at = kit.LA(1).startOffset;
            const original = kit.subrule(9, copyOf);
            pushCopies(subject, drafts, amount, original, start, at);
          },
        },
        { ALT: () => kit.subrule(10, createDescribed, { ARGS: [subject, drafts, start, amount] }) },
      ]);
    });
    const createDescribed = kit.rule("tokens_createDescribed", (subject: Subject, drafts: Draft[], start: number, amount: Amount) => {
      const token = kit.subrule(0, description);
      kit.option(0, () => kit.subrule(0, withAbilities, { ARGS: [token] }));
      kit.option(5, () => kit.subrule(0, named, { ARGS: [token] }));
      const after = kit.option(6, { GATE: thatsFollows, DEF: () => (kit.subrule(0, thatsColors, { ARGS: [token] }), true) });
      // "… token that's tapped and attacking" (current wording)
      const attacking = kit.option(7, () => {
        kit.consume(10, That);
        kit.or(11, [alt(() => kit.consume(10, tokens.Possessive)), alt(() => kit.consume(10, Are))]);
        return kit.subrule(0, tappedAndAttacking, { ARGS: [token] });
      });
      kit.ACTION(() => push(subject, drafts, amount, token, start, false, after === true, attacking === true));
    });

    // "Put a 3/3 green Beast creature token into play." (2007 wording of "Create …"); "put a token into play that's
    // a copy of Spawnwrithe"
    const put = kit.rule("tokens_put", (subject: Subject, drafts: Draft[], start: number) => {
      const amount = kit.subrule(0, phrases.amount);
      kit.or(9, [
        {
          GATE: tokenCopyFollows,
          ALT: () => {
            kit.consume(9, Token);
            kit.subrule(9, phrases.intoPlay);
            const at = kit.LA(1).startOffset;
            const original = kit.subrule(9, copyOf);
            pushCopies(subject, drafts, amount, original, start, at);
          },
        },
        { ALT: () => kit.subrule(10, putDescribed, { ARGS: [subject, drafts, start, amount] }) },
      ]);
    });
    const putDescribed = kit.rule("tokens_putDescribed", (subject: Subject, drafts: Draft[], start: number, amount: Amount) => {
      const token = kit.subrule(0, description);
      kit.option(0, () => kit.subrule(0, withAbilities, { ARGS: [token] }));
      kit.option(5, () => kit.subrule(1, named, { ARGS: [token] }));
      kit.subrule(0, phrases.intoPlay);
      // "… into play tapped and attacking" (2007), "… onto the battlefield tapped and attacking" (Oracle of 2009)
      const attacking = kit.option(7, () => kit.subrule(1, tappedAndAttacking, { ARGS: [token] }));
      const after = kit.option(6, { GATE: thatsFollows, DEF: () => (kit.subrule(1, thatsColors, { ARGS: [token] }), true) });
      // "… into play under your control." (Verdant Force): said of the tokens you put into play, yours anyway.
      const underStart = kit.LA(1).startOffset;
      const under = kit.option(3, () => {
        kit.consume(0, Under);
        kit.consume(0, Your);
        kit.consume(0, Control);
        return true;
      });
      kit.option(2, () => kit.subrule(2, withAbilities, { ARGS: [token] }));
      kit.ACTION(() => {
        if (under === true && subject.player !== undefined && subject.player.kind !== "You") {
          kit.problem("CS1035", "A player puts tokens into play under his or her own control: leave out 'under your control', or write 'You put …'.", underStart, kit.lastEnd());
        }
        push(subject, drafts, amount, token, start, under === true, after === true, attacking === true);
      });
    });

    return {
      predicates: [
        { verb: "Puts", rule: put },
        { verb: "Creates", rule: create },
      ],
      imperatives: [
        { verb: "Puts", rule: put },
        { verb: "Creates", rule: create },
      ],
    };
  },
  print: {
    CreateTokens: {
      clause(effect, writer) {
        const { token } = effect;
        // "a 1/1 … token for each Elf you control": the number per object here, the "for each" part after the clause.
        const per = effect.amount.kind === "CountOf" || effect.amount.kind === "CountersOn" || effect.amount.kind === "BasicLandTypes" || effect.amount.kind === "ThisWay" ? effect.amount.per : undefined;
        const amount: Amount = per !== undefined ? { kind: "Number", value: per } : effect.amount;
        const plural = !(amount.kind === "Number" && amount.value === 1);
        const words: string[] = [];
        if (effect.size !== undefined) words.push("X/X");
        else if (token.power !== null || token.toughness !== null) words.push(printPowerToughness(token.power, token.toughness));
        // A token without colours is colourless: "colorless" is printed where the text wrote it.
        if (effect.colorless) words.push("colorless");
        else if (token.colors.length > 0 && !effect.colorsAfterWords) words.push(andList(token.colors.map((color) => COLOR_WORDS[color]), "and"));
        words.push(...token.subtypes);
        words.push(...token.types.map(typeWord));
        words.push(plural ? "tokens" : "token");
        const description = words.join(" ");
        const counted = amount.kind === "Number" ? (amount.value === 1 ? `${effect.size !== undefined ? "an" : article(description)} ${description}` : `${numberWord(amount.value)} ${description}`) : `X ${description}`;
        const keywords = token.keywords.length > 0 ? ` with ${andList(token.keywords.map(keywordWord), "and")}` : "";
        const abilities = token.abilities.map((ability) => ` with "${writer.staticText(ability.effect)}"`).join("");
        const name = token.name !== undefined ? ` named ${token.name}` : "";
        const after = effect.colorsAfterWords ? ` that's ${andList(token.colors.map((color) => COLOR_WORDS[color]), "and")}` : "";
        return writer.playerClause(effect.controller, true, (verb) =>
          writer.wording === "2007"
            ? `${verb("put", "puts")} ${counted}${keywords}${name} into play${effect.tappedAndAttacking ? " tapped and attacking" : ""}${effect.underYourControlWords ? " under your control" : ""}${after}${abilities}`
            : `${verb("create", "creates")} ${counted}${keywords}${name}${after}${effect.tappedAndAttacking ? ` that${plural ? " are" : "'s"} tapped and attacking` : ""}${abilities}`,
        );
      },
    },
    CreateTokenCopies: {
      clause(effect, writer) {
        const one = effect.amount.kind === "Number" && effect.amount.value === 1;
        const counted = one ? "a token" : `${effect.amount.kind === "Number" ? numberWord(effect.amount.value) : "X"} tokens`;
        const copy = `that's ${one ? "a copy" : "copies"} of ${writer.objects(effect.original, "all")}`;
        return writer.playerClause(effect.controller, true, (verb) =>
          writer.wording === "2007" ? `${verb("put", "puts")} ${counted} into play ${copy}` : `${verb("create", "creates")} ${counted} ${copy}`,
        );
      },
    },
  },
  check: {
    CreateTokens: { verb: "Creating tokens", targetUses: (effect, uses) => usePlayer(uses, effect.controller) },
    CreateTokenCopies: {
      verb: "Creating a token copy",
      targetUses(effect, uses) {
        usePlayer(uses, effect.controller);
        useObjects(uses, effect.original, "play");
      },
    },
  },
  sentences: [
    { kind: "spell or ability text", template: "Put a N/N green Beast creature token into play." },
    { kind: "spell or ability text", template: "Create a N/N green Beast creature token." },
    { kind: "spell or ability text", template: "Put N N/N red Dragon creature tokens with flying into play." },
    { kind: "spell or ability text", template: "Put a N/N Insect artifact creature token with flying named Wasp into play." },
    { kind: "spell or ability text", template: "Put an N/N Beast creature token into play that's red, green, and white." },
    { kind: "spell or ability text", template: "Put an X/X green Ooze creature token into play, where X is the number of creatures you control." },
    { kind: "spell or ability text", template: "Target player puts a N/N colorless Shapeshifter creature token with changeling into play." },
    { kind: "spell or ability text", template: "Target player creates a N/N colorless Shapeshifter creature token with changeling." },
    { kind: "spell or ability text", template: "Put a N/N white Soldier creature token into play tapped and attacking." },
    { kind: "spell or ability text", template: "Create a N/N white Soldier creature token that's tapped and attacking." },
    { kind: "spell or ability text", template: "Put a token into play that's a copy of target creature." },
    { kind: "spell or ability text", template: "Create a token that's a copy of target creature." },
  ],
};

export default family;
