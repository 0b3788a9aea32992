/**
 * The subtypes an object filter may name ("Goblin creatures", "target Merfolk", "each Forest you control",
 * "Goblins"), with their plurals. A leaf module (no imports): the parser recognises the words by it and the
 * printer writes them back.
 *
 * The lists are the creature types of the 2007 Comprehensive Rules (205.3m, Lorwyn–Shards of Alara era; every
 * creature type of bench/corpus/'s four sets is among them) and the subtypes of other card types a 2007–2009 card
 * names in a filter (basic land types, Aura, Equipment). A card may carry any subtype on its type line; only a
 * filter's words need to be known, so that "target Merfolk" is read as a subtype and not as a stray word.
 */

const CREATURE_TYPES = [
  "Advisor", "Ally", "Angel", "Anteater", "Antelope", "Ape", "Archer", "Archon", "Artificer", "Assassin",
  "Assembly-Worker", "Atog", "Aurochs", "Avatar", "Badger", "Barbarian", "Basilisk", "Bat", "Bear", "Beast",
  "Beeble", "Berserker", "Bird", "Blinkmoth", "Boar", "Bringer", "Brushwagg", "Camarid", "Camel", "Caribou",
  "Carrier", "Cat", "Centaur", "Cephalid", "Chimera", "Citizen", "Cleric", "Cockatrice", "Construct", "Coward",
  "Crab", "Crocodile", "Cyclops", "Dauthi", "Demon", "Deserter", "Devil", "Djinn", "Dragon", "Drake",
  "Dreadnought", "Drone", "Druid", "Dryad", "Dwarf", "Efreet", "Elder", "Elemental", "Elephant", "Elf", "Elk",
  "Eye", "Faerie", "Ferret", "Fish", "Flagbearer", "Fox", "Frog", "Fungus", "Gargoyle", "Giant", "Gnome", "Goat",
  "Goblin", "Golem", "Gorgon", "Graveborn", "Gremlin", "Griffin", "Hag", "Harpy", "Hellion", "Hippo", "Homarid",
  "Homunculus", "Horror", "Horse", "Hound", "Human", "Hydra", "Hyena", "Illusion", "Imp", "Incarnation",
  "Insect", "Jellyfish", "Juggernaut", "Kavu", "Kirin", "Kithkin", "Knight", "Kobold", "Kor", "Kraken",
  "Lammasu", "Leech", "Leviathan", "Lhurgoyf", "Licid", "Lizard", "Manticore", "Masticore", "Mercenary",
  "Merfolk", "Metathran", "Minion", "Minotaur", "Monger", "Mongoose", "Monk", "Moonfolk", "Mutant", "Myr",
  "Mystic", "Nautilus", "Nephilim", "Nightmare", "Nightstalker", "Ninja", "Noggle", "Nomad", "Octopus", "Ogre",
  "Ooze", "Orb", "Orc", "Orgg", "Ouphe", "Ox", "Oyster", "Pegasus", "Pentavite", "Pest", "Phelddagrif",
  "Phoenix", "Pincher", "Pirate", "Plant", "Prism", "Rabbit", "Rat", "Rebel", "Reflection", "Rhino", "Rigger",
  "Rogue", "Salamander", "Samurai", "Sand", "Saproling", "Satyr", "Scarecrow", "Scorpion", "Scout", "Serf",
  "Serpent", "Shade", "Shaman", "Shapeshifter", "Sheep", "Skeleton", "Slith", "Sliver", "Slug", "Snake",
  "Soldier", "Soltari", "Spawn", "Specter", "Spellshaper", "Sphinx", "Spider", "Spike", "Spirit", "Splinter",
  "Sponge", "Squid", "Squirrel", "Starfish", "Survivor", "Tetravite", "Thalakos", "Thopter", "Thrull",
  "Treefolk", "Triskelavite", "Troll", "Turtle", "Unicorn", "Vampire", "Vedalken", "Viashino", "Volver", "Wall",
  "Warrior", "Weird", "Whale", "Wizard", "Wolf", "Wolverine", "Wombat", "Worm", "Wraith", "Wurm", "Yeti",
  "Zombie", "Zubera",
];

const OTHER_SUBTYPES = ["Forest", "Island", "Mountain", "Plains", "Swamp", "Aura", "Equipment"];

/** Plurals that are not the word + "s"/"es"/"ies" (Oracle's spellings: "Elves", "Merfolk", "Plains"). */
const IRREGULAR_PLURALS: Record<string, string> = {
  Cyclops: "Cyclopes",
  Djinn: "Djinn",
  Dwarf: "Dwarves",
  Efreet: "Efreet",
  Elf: "Elves",
  Fish: "Fish",
  Fungus: "Fungi",
  Homunculus: "Homunculi",
  Kithkin: "Kithkin",
  Kor: "Kor",
  Merfolk: "Merfolk",
  Metathran: "Metathran",
  Moonfolk: "Moonfolk",
  Ninja: "Ninja",
  Octopus: "Octopi",
  Ox: "Oxen",
  Pegasus: "Pegasi",
  Plains: "Plains",
  Samurai: "Samurai",
  Sheep: "Sheep",
  Treefolk: "Treefolk",
  Vedalken: "Vedalken",
  Viashino: "Viashino",
  Wolf: "Wolves",
  Wolverine: "Wolverines",
  Zubera: "Zubera",
};

/** A subtype's plural: "Goblins", "Elves", "Merfolk", "Sphinxes", "Mercenaries". */
export function subtypePlural(subtype: string): string {
  const irregular = IRREGULAR_PLURALS[subtype];
  if (irregular !== undefined) return irregular;
  if (/(s|x|ch|sh)$/.test(subtype)) return `${subtype}es`;
  if (/[^aeiou]y$/.test(subtype)) return `${subtype.slice(0, -1)}ies`;
  return `${subtype}s`;
}

/** Every spelling (singular and plural) → the subtype it names. */
const SUBTYPE_SPELLINGS = new Map<string, string>();
for (const subtype of [...CREATURE_TYPES, ...OTHER_SUBTYPES]) {
  SUBTYPE_SPELLINGS.set(subtype, subtype);
  SUBTYPE_SPELLINGS.set(subtypePlural(subtype), subtype);
}

/**
 * The subtype a word names, singular or plural ("Goblins" → "Goblin"), or undefined. Subtypes are written
 * capitalised in every wording, so "plant" or "wall" in lower case is not one.
 */
export function subtypeOf(word: string): string | undefined {
  return SUBTYPE_SPELLINGS.get(word);
}

/** Whether a word is a creature type of the 2007 rules (205.3m), singular: "Coward", "Angel" (not "Swamp"). */
export function isCreatureTypeWord(word: string): boolean {
  return CREATURE_TYPE_SET.has(word);
}
const CREATURE_TYPE_SET: ReadonlySet<string> = new Set(CREATURE_TYPES);

/** Every subtype a filter may name (for completion and the editor grammar). */
export const FILTER_SUBTYPES: readonly string[] = [...CREATURE_TYPES, ...OTHER_SUBTYPES];
