/**
 * Validation codes (CS2xxx): semantic mistakes in a card that parsed. Codes are stable: tools, docs and tests
 * refer to them, so a code is never reused for a different mistake. Syntax codes (CS1xxx) live in
 * codes-syntax.ts; codes.ts merges both for `explainCode`.
 */
import type { Severity } from "./diagnostics.js";

export interface ValidationCodeInfo {
  title: string;
  /** The default severity the validator reports this code with. */
  severity: Severity;
  /** Why it is a mistake and how to fix it (shown on hover in the editor). */
  explanation: string;
}

export const VALIDATION_CODES = {
  CS2001: {
    title: "Planeswalker without loyalty",
    severity: "error",
    explanation:
      "A planeswalker comes into play with loyalty counters equal to its printed loyalty (212.9d), so every planeswalker needs a `loyalty N` line after its type line.",
  },
  CS2002: {
    title: "Loyalty on a card that is not a planeswalker",
    severity: "error",
    explanation: "Loyalty is a characteristic only planeswalkers have (212.9d). Remove the `loyalty` line, or add the Planeswalker type.",
  },
  CS2003: {
    title: "Planeswalker without a planeswalker type",
    severity: "error",
    explanation:
      "Every planeswalker has at least one planeswalker subtype after the dash, e.g. `type Planeswalker — Jace` (212.9c). The uniqueness rule compares these types.",
  },
  CS2004: {
    title: "Subtype is not a single word",
    severity: "error",
    explanation: "Subtypes are single words; each word after the dash is a separate subtype (212.9c). Split or rename the subtype.",
  },
  CS2005: {
    title: "Unknown planeswalker type",
    severity: "warning",
    explanation:
      "The planeswalker type is not in the 2007–2009 glossary list (Ajani, Bolas, Chandra, Elspeth, Garruk, Jace, Liliana, Sarkhan, Tezzeret) and the set does not declare it. Fix the spelling, or add `declare planeswalker type <Name>` to any file of the set.",
  },
  CS2006: {
    title: "X is not defined",
    severity: "error",
    explanation:
      "X has a value only where a cost defines it: a −X loyalty cost, {X} in an activated ability's cost, or {X} in the mana cost of an instant or sorcery (or a permanent's 'comes into play with X counters'). Use a number, or add X to the cost.",
  },
  CS2007: {
    title: "Malformed mana cost",
    severity: "error",
    explanation: "A mana cost is {X} symbols, then one generic symbol {N}, then coloured symbols {W}{U}{B}{R}{G}. {0} stands alone, and a cost needs at least one symbol.",
  },
  CS2008: {
    title: "Mana symbols out of order",
    severity: "warning",
    explanation: "Mana costs are written {X} first, then the generic amount, then coloured symbols, and generic mana as one symbol ({3}, not {1}{2}). The formatter does not reorder symbols; apply the suggested fix.",
  },
  CS2009: {
    title: "Target does not fit its effect",
    severity: "error",
    explanation:
      "The target can't be what the effect acts on: damage goes to creatures, planeswalkers and players; destroy, tap, untap, gain control and power/toughness changes act on permanents in play; players and objects are not interchangeable. Change the target's kind or the effect.",
  },
  CS2010: {
    title: "Target is never used",
    severity: "warning",
    explanation: "A declared target that no effect uses still has to be chosen and can make the ability fizzle. Use it in an effect or remove it.",
  },
  CS2011: {
    title: "Creature without power/toughness",
    severity: "error",
    explanation: "Every creature card has a power/toughness line (e.g. `2/2`, or `*/*` with a characteristic-defining ability) after its type (and loyalty) line.",
  },
  CS2012: {
    title: "Power/toughness on a card that is not a creature",
    severity: "error",
    explanation: "Only creatures have power and toughness. Remove the P/T line, or add the Creature type.",
  },
  CS2013: {
    title: "Duplicate card name",
    severity: "error",
    explanation: "Card names are unique in a set (names compare ignoring case): the compiler, scenarios and decklists find cards by name. Rename one of the cards or remove the duplicate.",
  },
  CS2014: {
    title: "Loyalty ability on a card that is not a planeswalker",
    severity: "error",
    explanation: "Loyalty abilities (+N:, −N:, 0:) cost loyalty counters, which only planeswalkers have (212.9f). Use an activated ability with a mana or {T} cost, or make the card a planeswalker.",
  },
  CS2015: {
    title: "Instant or sorcery without spell text",
    severity: "error",
    explanation: "An instant or sorcery does nothing but its text: write what it does on the lines after the type line.",
  },
  CS2016: {
    title: "Spell text on a permanent",
    severity: "error",
    explanation: "Only instants and sorceries have spell text. For a permanent, write the line as a triggered ('When … comes into play, …'), activated ('{T}: …') or static ability.",
  },
  CS2017: {
    title: "Duplicate keyword",
    severity: "warning",
    explanation: "A keyword that appears twice has no extra effect (702.2 for flying and the like). Remove the repeated keyword.",
  },
  CS2018: {
    title: "Hyphen instead of minus in a loyalty cost",
    severity: "info",
    explanation: "Loyalty costs are printed with a minus sign (−, U+2212). The ASCII hyphen '-' is accepted and means the same; `cardscript fmt` writes '−'.",
  },
  CS2019: {
    title: "Planeswalker without loyalty abilities",
    severity: "warning",
    explanation: "Each planeswalker has a number of loyalty abilities (212.9f): without any, it can only be attacked. Add lines such as `+1: …` and `−2: …`.",
  },
  CS2020: {
    title: "Land with a mana cost",
    severity: "error",
    explanation: "Lands are played, not cast, and have no mana cost. Remove the `cost` line.",
  },
  CS2021: {
    title: "Incompatible card types",
    severity: "error",
    explanation: "Instant and sorcery can't be combined with each other or with a permanent type (artifact, creature, enchantment, land, planeswalker). Keep the types that describe the card.",
  },
  CS2022: {
    title: "Duplicate type or subtype",
    severity: "warning",
    explanation: "A type or subtype written twice counts once. Remove the repetition.",
  },
  CS2023: {
    title: "Redundant declaration",
    severity: "warning",
    explanation: "The declared type is already known (built in, or declared elsewhere in the set). Remove the declaration.",
  },
  CS2024: {
    title: "Undefined power/toughness",
    severity: "error",
    explanation: "A `*` power or toughness needs a characteristic-defining ability that says what it is, e.g. 'This creature's power and toughness are each equal to your life total.'; and such an ability needs `*/*`.",
  },
  CS2025: {
    title: "Linked ability has nothing to refer to",
    severity: "error",
    explanation: "'The removed card' (current wording: 'the exiled card') refers to the card another ability of the same card removed from the game. Add the ability that removes it, or name the object another way.",
  },
  CS2026: {
    title: "Loyalty of 0",
    severity: "warning",
    explanation: "A planeswalker with 0 loyalty is put into its owner's graveyard as a state-based effect (212.9d, 420.5) right after it comes into play. Print a positive loyalty.",
  },
  CS2027: {
    title: "X is never used",
    severity: "warning",
    explanation: "The cost defines X but the ability's text never uses it, so paying X does nothing. Use X in the text or remove it from the cost.",
  },
  CS2028: {
    title: "Empty card name",
    severity: "error",
    explanation: "Every card has a name: write it between the quotes, e.g. `card \"Serra Angel\"`.",
  },
  CS2029: {
    title: "Spell without a mana cost",
    severity: "warning",
    explanation: "A card with no mana cost can't be cast by paying mana. Write `cost {0}` for a card that costs nothing, or add its cost.",
  },
  CS2030: {
    title: "Mana ability adds X",
    severity: "error",
    explanation: "An ability that adds mana must add known symbols ({W}, {2}, …); {X} has no value there.",
  },
  CS2031: {
    title: "Enchant line and Aura don't match",
    severity: "error",
    explanation:
      "An 'Enchant …' line is an Aura's keyword: it says what the Aura spell targets and what the Aura may be attached to (420.5d). Only an enchantment with the subtype Aura has one, and every Aura needs exactly one. Add the subtype ('type Enchantment — Aura') or the line ('Enchant creature'), or remove the extra line.",
  },
  CS2032: {
    title: "Equip on a card that is not an Equipment",
    severity: "error",
    explanation: "'Equip {N}' attaches an Equipment to a creature its controller controls; only an artifact with the subtype Equipment has it. Add the subtype ('type Artifact — Equipment') or remove the line.",
  },
  CS2033: {
    title: "Enchanted or equipped object on a card that is not attached to anything",
    severity: "error",
    explanation:
      "'enchanted creature' is the permanent an Aura is attached to, and 'equipped creature' the one an Equipment is attached to. Only an Aura can say 'enchanted …' and only an Equipment 'equipped …'. Give the card the subtype, or name what the ability acts on another way (e.g. 'target creature').",
  },
  CS2034: {
    title: "Cost takes what its payer can't give",
    severity: "error",
    explanation: "A cost such as 'Sacrifice a creature' or 'Tap an untapped creature you control' is paid with the payer's own permanents in play (409.1h). Name permanents you control: 'Sacrifice a Goblin', 'Tap two untapped lands you control'.",
  },
  CS2080: {
    title: "Mode count the modes can't give",
    severity: "error",
    explanation:
      "A modal spell chooses its modes as it is played (409.1b): 'Choose two —' needs at least two modes, 'Choose one or both —' exactly two, and every modal spell offers at least two. Add modes, or change the count.",
  },
  CS2081: {
    title: "Modes where they can't be chosen",
    severity: "error",
    explanation:
      "'Choose one —' and its modes are the whole text of an instant or sorcery: the modes are chosen as the spell is played (409.1b), before its targets. Modal activated and triggered abilities, and modes beside other sentences of the same line, are not supported yet: put the modes on a line of their own, or write the ability in a ```ts code block.",
  },
  CS2035: {
    title: "'the chosen color' without a choice",
    severity: "error",
    explanation:
      "'the chosen color' is the color chosen as the permanent came into play, by its line 'As ~ comes into play, choose a color.' (Story Circle). A card without that line has no chosen color: add the line, or name the color ('a red source').",
  },
  CS2036: {
    title: "'the sacrificed creature' without a sacrifice",
    severity: "error",
    explanation:
      "'the sacrificed creature's power' (Brion Stoutarm) is what the ability's cost sacrificed ('{R}, {T}, Sacrifice a creature other than ~: …'), or in spell text what the spell's additional cost sacrificed ('As an additional cost to play ~, sacrifice a creature.', Rite of Consumption). Add the sacrifice to the cost, or name the creature another way.",
  },
  CS2037: {
    title: "A trigger event the card can't undergo",
    severity: "error",
    explanation:
      "A trigger names something that happens to the card itself: 'When you cycle ~ or it's put into a graveyard from play' (Alara Reborn's Sojourners) triggers as the card is cycled or as the permanent goes from play to a graveyard. An instant or sorcery is never in play, so that half of the trigger could never happen: leave it out, or make the card a permanent.",
  },
  CS2090: {
    title: "'if its … cost was paid' or 'if it was kicked' on a card without that cost",
    severity: "error",
    explanation:
      "An intervening 'if its prowl cost was paid' / 'if its evoke cost was paid' (410.11) asks whether the permanent was played for that alternative cost, 'if it was kicked' / 'If ~ was kicked, …' whether its kicker cost was paid as it was played; only a card with the keyword line ('Prowl {1}{U}', 'Evoke {2}{B}', 'Kicker {2}{G}') can be. Add the keyword line, or remove the condition.",
  },
  CS2091: {
    title: "Hybrid reminder text that does not match the cost",
    severity: "error",
    explanation:
      "The reminder text '({2/W} can be paid with any two mana or with {W}. This card's converted mana cost is 6.)' explains a monocoloured hybrid symbol of the card's mana cost: {2/W} is paid with two mana of any type or with one W, and counts 2 in the converted mana cost (2007 rules). The symbol must be one of the cost line's, the amount its number, the coloured symbol its colour, and the converted mana cost the card's: correct the line (or the cost), or remove the reminder text.",
  },
  CS2092: {
    title: "'If you won' without a clash trigger",
    severity: "error",
    explanation:
      "'If you won, …' asks about the clash that triggered the ability: only an ability that begins 'Whenever you clash' has one (Entangling Trap). After 'Clash with an opponent.' in the same ability, write 'If you win, …'.",
  },
  CS2093: {
    title: "'Repeat this process' outside a spell",
    severity: "error",
    explanation:
      "'If you win, repeat this process.' (Hoarder's Greed) follows the spell's instructions again from the first: only the text of an instant or sorcery is such a process. In an activated or triggered ability, write its effects once, or make the card an instant or sorcery.",
  },
  CS2094: {
    title: "Flashback on a card that is not an instant or sorcery",
    severity: "error",
    explanation:
      "'Flashback {2}{U}' (Time Spiral; 2007 rules 502.23) means 'You may play this card from your graveyard by paying {2}{U} rather than paying its mana cost. If the flashback cost was paid, remove this card from the game instead of putting it anywhere else any time it would leave the stack.' It appears on instants and sorceries only: remove the line, or give the card the type Instant or Sorcery.",
  },
  CS2095: {
    title: "Vanishing, fading, echo or cumulative upkeep on an instant or sorcery",
    severity: "error",
    explanation:
      "'Vanishing 3' (Planar Chaos) means 'This permanent comes into play with three time counters on it. At the beginning of your upkeep, remove a time counter from it. When the last is removed, sacrifice it.': abilities of a permanent; so are 'Fading 3' (Nemesis, 502.21: fade counters, one removed at each upkeep, sacrificed when none can be), 'Echo {2}{R}' and 'Cumulative upkeep {1}' (costs paid at its controller's upkeeps). An instant or sorcery never comes into play: remove the line, or make the card a permanent.",
  },
  CS2097: {
    title: "'of the chosen type' without a choice",
    severity: "error",
    explanation:
      "'of the chosen type' (or 'of that type') is the creature type chosen before it: by the instruction 'Choose a creature type.' earlier in the same spell or ability (Distant Melody), or as the permanent came into play ('As ~ comes into play, choose a creature type.'). Write the choice first, or name the creature type ('permanents you control that are Goblins' → 'Goblins you control').",
  },
  CS2098: {
    title: "'the chosen name' without a card named",
    severity: "error",
    explanation:
      "'the chosen name' ('sources with the chosen name', 'protection from the chosen name') and 'the named card' are the card name chosen before (201.3): as the permanent came into play, by its line 'As ~ comes into play, name a card.' (Pithing Needle, Runed Halo), or by the instruction 'Name a card.' earlier in the same spell or ability (Lammastide Weave). Write the naming first, or write the name itself ('a card named Shock').",
  },
  CS2140: {
    title: "'Return ~ from your graveyard' outside an activated ability that can be played there",
    severity: "error",
    explanation:
      "'Return ~ from your graveyard to your hand.' moves the card out of its graveyard, so its ability functions only there: an activated ability played from the graveyard (Summon the School's 'Tap four untapped Merfolk you control: …'), or a triggered ability on a step's beginning or a player's action (Squee, Goblin Nabob's 'At the beginning of your upkeep, you may …'; Masked Admirers' 'Whenever you play a creature spell, …'). Another trigger (a zone change, 'When ~ comes into play') or a spell's text saying it is not supported yet, and a cost that needs the card in play ({T}, {Q}, 'Sacrifice ~', counters on ~) can't be paid from the graveyard: give the ability an escape-hatch block, or write another cost.",
  },
  CS2150: {
    title: "Snow reminder text on a card without {S}",
    severity: "error",
    explanation:
      "The reminder text '({S} can be paid with one mana from a snow permanent.)' (Coldsnap; current: '… from a snow source.') explains the snow symbol {S} of one of the card's costs (2007 rules 104.3h: one generic mana paid with one mana produced by a snow permanent). A card with no {S} in its mana cost or its abilities' costs has nothing for it to explain: remove the line, or write {S} in the cost it belongs to.",
  },
  CS2151: {
    title: "Ripple on a land",
    severity: "error",
    explanation:
      "'Ripple 4' (Coldsnap; 2007 rules 502.56a) means 'When you play this spell, you may reveal the top four cards of your library. You may play any revealed cards with the same name as this spell without paying their mana costs. Put the rest on the bottom of your library.': a triggered ability of a spell. A land is played, never played as a spell, so its ripple would never trigger: remove the line, or give the card another type.",
  },
  CS2161: {
    title: "Split second, delve or convoke on a land",
    severity: "error",
    explanation:
      "'Split second' (Time Spiral; 2007 rules 502.58) means 'As long as this spell is on the stack, players can't play other spells or activated abilities that aren't mana abilities.': it works only while the card is a spell on the stack, and a land is never played as a spell. So do 'Delve' (502.64) and 'Convoke' (502.46), which pay for a spell as it is played. Remove the keyword, or give the card a type that is played as a spell (Instant, Sorcery, Creature, …).",
  },
  CS2162: {
    title: "Buyback on a card that is not an instant or sorcery",
    severity: "error",
    explanation:
      "'Buyback {3}' (Tempest; Time Spiral, Future Sight; 2007 rules 502.16) means 'You may pay an additional {3} as you play this spell. If you do, put this spell into your hand instead of into your graveyard as it resolves.' A permanent spell resolving comes into play, never into a graveyard: buyback appears on instants and sorceries only. Remove the line, or give the card the type Instant or Sorcery.",
  },
  CS2163: {
    title: "A granted triggered ability that triggers on its own object leaving play",
    severity: "error",
    explanation:
      "An ability granted in quotes ('All Slivers have \"When this permanent is put into a graveyard from play, …\"') triggers on the object that has it (418.5a). One that triggers as that object leaves play would have to look back in time at the abilities it had (410.10c), which the engine does not keep for granted abilities yet. Give the card an escape-hatch block, or leave the line out.",
  },
} as const satisfies Record<string, ValidationCodeInfo>;

export type ValidationCode = keyof typeof VALIDATION_CODES;
