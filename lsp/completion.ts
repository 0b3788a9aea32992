/**
 * Completion lists. The words come from the grammar's own vocabulary (grammar/lexer.ts: KEYWORDS,
 * KEYWORD_ABILITIES, CARD_TYPES, SUPERTYPES; grammar/scenario: keywords, zones, steps, players) and from the
 * workspace index (card names, declared planeswalker types); only the choice of list depends on the text
 * before the cursor on the current line.
 */
import { CompletionItemKind, InsertTextFormat, type CompletionItem } from "vscode-languageserver";
import { withSelfName } from "./templates.js";

export interface Vocabulary {
  keywords: readonly string[];
  keywordAbilities: readonly string[];
  cardTypes: readonly string[];
  supertypes: readonly string[];
  planeswalkerTypes: readonly string[];
  /** Sentences the grammar knows, as snippets (`${1:…}` placeholders), with a label. */
  sentenceTemplates: readonly { label: string; snippet: string; detail?: string }[];
  scenarioKeywords: readonly string[];
  scenarioZones: readonly string[];
  scenarioSteps: readonly string[];
  players: readonly string[];
}

export interface CompletionContext {
  /** Card names of the workspace. */
  cardNames(): Iterable<string>;
  /** Planeswalker types the set declares (besides the built-in ones). */
  declaredPlaneswalkerTypes(): Iterable<string>;
}

const DASH = /(—|–|--)/;

function item(label: string, kind: CompletionItemKind, detail?: string, sortText?: string): CompletionItem {
  return { label, kind, detail, sortText };
}

function snippet(label: string, body: string, detail: string, sortText?: string): CompletionItem {
  return { label, kind: CompletionItemKind.Snippet, insertText: body, insertTextFormat: InsertTextFormat.Snippet, detail, sortText };
}

export class Completions {
  constructor(private readonly vocabulary: Vocabulary) {}

  /** Completions for a `.card` line whose text before the cursor is `before`. */
  forCardLine(before: string, context: CompletionContext, selfName?: string): CompletionItem[] {
    const v = this.vocabulary;
    const sentence = (template: Vocabulary["sentenceTemplates"][number], sort: string) =>
      snippet(template.label.replace(/~/g, selfName ?? "~"), withSelfName(template.snippet, selfName), template.detail ?? "sentence", `${sort}${template.label}`);
    const trimmed = before.trimStart();
    if (/^type\b/i.test(trimmed)) {
      if (DASH.test(trimmed)) {
        // After the dash: subtypes. Planeswalker types are the ones the language knows (212.9c).
        const types = new Set([...v.planeswalkerTypes, ...context.declaredPlaneswalkerTypes()]);
        return [...types].sort().map((name) => item(name, CompletionItemKind.EnumMember, "planeswalker type"));
      }
      return [
        ...v.supertypes.map((name) => item(name, CompletionItemKind.Keyword, "supertype", `1${name}`)),
        ...v.cardTypes.map((name) => item(name, CompletionItemKind.Class, "card type", `0${name}`)),
        { ...item("—", CompletionItemKind.Operator, "the dash before subtypes", "2"), insertText: "— " },
      ];
    }
    if (/^declare\b/i.test(trimmed)) {
      return [item("planeswalker type", CompletionItemKind.Keyword, "declare a planeswalker type for the set"), item("creature type", CompletionItemKind.Keyword, "declare a creature type for the set")];
    }
    const atLineStart = /^[^\s]*$/.test(trimmed);
    if (atLineStart) {
      return [
        snippet("card", 'card "${1:Name}"\n  cost ${2:{1\\}{W\\}}\n  type ${3:Creature} — ${4:Soldier}\n  ${5:2/2}\n$0', "a new card", "0card"),
        snippet("cost", "cost ${1:{2\\}{W\\}}", "mana cost line", "0cost"),
        snippet("type", "type ${1:Planeswalker} — ${2:Jace}", "type line", "0type"),
        snippet("loyalty", "loyalty ${1:3}", "printed loyalty (planeswalkers, 212.9d)", "0loyalty"),
        snippet("declare planeswalker type", "declare planeswalker type ${1:Name}", "set-level declaration", "0declare"),
        snippet("+N: loyalty ability", "+${1:1}: ${0}", "loyalty ability that adds counters (212.9f)", "1+"),
        snippet("−N: loyalty ability", "\u2212${1:1}: ${0}", "loyalty ability that removes counters (212.9f)", "1-"),
        snippet("−X: loyalty ability", "\u2212X: ${0}", "loyalty ability with cost X (212.9f)", "1-X"),
        snippet("0: loyalty ability", "0: ${0}", "loyalty ability without a cost (212.9f)", "10"),
        ...v.keywordAbilities.map((name) => item(name, CompletionItemKind.Keyword, "keyword ability", `2${name}`)),
        ...v.sentenceTemplates.map((template) => sentence(template, "3")),
      ];
    }
    // Inside an ability line: the language's words and phrases, and sentence templates after a cost.
    const items: CompletionItem[] = [];
    if (/^([+\-\u2212]?(\d+|X)|\{[^}]*\}(\s*,\s*\{[^}]*\})*)\s*:\s*$/i.test(trimmed)) {
      items.push(...v.sentenceTemplates.map((template) => sentence(template, "0")));
    }
    items.push(...v.keywords.map((word) => item(word, CompletionItemKind.Keyword, "cardscript word", `1${word}`)));
    items.push(...v.keywordAbilities.map((name) => item(name.toLowerCase(), CompletionItemKind.Keyword, "keyword ability", `2${name}`)));
    return items;
  }

  /** Completions for a `.scenario` line whose text before the cursor is `before`. */
  forScenarioLine(before: string, context: CompletionContext): CompletionItem[] {
    const v = this.vocabulary;
    const trimmed = before.trimStart();
    const words = trimmed.split(/\s+/).filter((word) => word !== "");
    const typingWord = !/\s$/.test(before) && words.length > 0;
    const complete = typingWord ? words.slice(0, -1) : words;
    const cardItems = () => [...new Set(context.cardNames())].sort().map((name) => item(name, CompletionItemKind.Value, "card", `0${name}`));
    const playerItems = () => v.players.map((name) => item(name, CompletionItemKind.Variable, "player", `1${name}`));
    if (complete.length === 0) {
      return [
        snippet("scenario", 'scenario "${1:title}"\n  $0', "a new scenario block", "0"),
        ...playerItems(),
        ...["rules 2007", "seed", "turn", "resolve", "advance to", "expect"].map((word) => item(word, CompletionItemKind.Keyword, "scenario line", `2${word}`)),
      ];
    }
    const first = complete[0]!;
    const last = complete[complete.length - 1]!;
    if (/^(turn|to)$/i.test(last) || (complete.length >= 2 && /^(turn)$/i.test(complete[0]!) && v.players.includes(last))) {
      return [...(last === "turn" || last === "to" ? playerItems() : []), ...v.scenarioSteps.map((step) => item(step, CompletionItemKind.EnumMember, "step"))];
    }
    if (v.players.includes(first) && complete.length === 1) {
      return [
        ...v.scenarioZones.map((zone) => ({ ...item(`${zone}:`, CompletionItemKind.Field, "zone (setup)"), insertText: `${zone}: ` })),
        ...["casts", "plays", "suspends", "activates", "chooses", "attacks", "blocks", "life"].map((verb) => item(verb, CompletionItemKind.Keyword, "action")),
      ];
    }
    if (/^expect$/i.test(first) && complete.length === 1) {
      return [...playerItems(), ...cardItems(), item("stack empty", CompletionItemKind.Keyword, "expectation"), item("error", CompletionItemKind.Keyword, "the action before was rejected")];
    }
    // Everywhere else a card, a player or a scenario word may follow.
    return [
      ...cardItems(),
      ...playerItems(),
      ...v.scenarioKeywords.map((word) => item(word, CompletionItemKind.Keyword, "scenario word", `3${word}`)),
    ];
  }
}
