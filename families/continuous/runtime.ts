/**
 * `ctx.modify` (a continuous effect on a locked-in set of objects), `ctx.grantContinuously` (on whatever matches
 * the filter at any time), `ctx.become` (type change and P/T setting): layers in runtime/continuous.ts (418).
 */
import { addEffect, ask, controllerOf, log, obj, permanentsIn, type CardType, type Color, type CombatRestriction, type ContinuousEffect, type Duration, type EffectRun, type Keyword, type ObjectFilter, type ObjectId, type PlayerId } from "../../runtime/family.js";

const ALL_COLORS: readonly Color[] = ["W", "U", "B", "R", "G"];
const COLOR_NAMES = { W: "white", U: "blue", B: "black", R: "red", G: "green" } as const;

/** What `ctx.modify` changes (families/continuous/codegen.ts writes it). */
export interface ModifyChange {
  power?: number;
  toughness?: number;
  keywords?: Keyword[];
  colors?: Color[];
  chooseColors?: boolean;
  /** "becomes a Coward": creature types set in layer 4. */
  setCreatureTypes?: string[];
  /** "becomes blue in addition to its other colors": colours added in layer 5. */
  addColors?: Color[];
  creatureTypes?: "gain" | "lose";
  abilities?: number[];
  /** 'has "At end of turn, …"': triggered abilities granted, their indices in the card's `grantedTriggers`. */
  triggers?: number[];
  protectionChoice?: "you" | "controller";
  /** "loses flying": keywords removed in layer 5. */
  loseKeywords?: Keyword[];
}

/** P/T, keywords, colours, creature types and granted abilities changed on a locked-in set of objects (layers 4–6). */
function modifyObjects(run: EffectRun, objects: ObjectId[], change: ModifyChange, duration: Duration): void {
  // 'gain "{T}: …"': the abilities are the card's `granted`, named by the card (or token) that has this ability.
  const grants = (change.abilities !== undefined && change.abilities.length > 0) || (change.triggers !== undefined && change.triggers.length > 0);
  const source = grants ? obj(run.e, run.self) : undefined;
  const from = source === undefined ? undefined : (source.copyOf ?? source);
  let colors = change.colors;
  if (change.chooseColors === true) {
    const names = ALL_COLORS.map((color) => COLOR_NAMES[color]);
    const answer = ask(run.e, { player: run.controller, kind: "color", prompt: "choose one or more colors", options: names, min: 1, max: names.length });
    colors = ALL_COLORS.filter((color) => answer.includes(COLOR_NAMES[color]));
    log(run.e, { kind: "colorsChosen", object: run.self, player: run.controller, colors });
  }
  addEffect(run.e, {
    ...(colors !== undefined ? { setColors: colors.slice() } : {}),
    ...(change.addColors !== undefined ? { addColors: change.addColors.slice() } : {}),
    ...(change.setCreatureTypes !== undefined ? { setCreatureTypes: change.setCreatureTypes.slice() } : {}),
    ...(change.creatureTypes === "gain" ? { allCreatureTypes: true } : change.creatureTypes === "lose" ? { loseCreatureTypes: true } : {}),
    duration,
    source: run.self,
    controller: run.controller,
    objects,
    filter: null,
    ...(change.power !== undefined ? { power: change.power } : {}),
    ...(change.toughness !== undefined ? { toughness: change.toughness } : {}),
    ...(change.keywords !== undefined && change.keywords.length > 0 ? { keywords: change.keywords.slice() } : {}),
    ...(change.loseKeywords !== undefined && change.loseKeywords.length > 0 ? { removeKeywords: change.loseKeywords.slice() } : {}),
    ...(from !== undefined
      ? { granted: { card: from.card, token: from.token, abilities: (change.abilities ?? []).slice(), ...(change.triggers !== undefined && change.triggers.length > 0 ? { triggers: change.triggers.slice() } : {}) } }
      : {}),
  });
}

/**
 * "gains protection from the color of your choice / of its controller's choice" (502.7): the chooser names one
 * colour as the effect happens (the ability's controller once, or each object's controller for the objects it
 * controls); the rest of the change applies with "protection from <that colour>" among its keywords.
 */
function protectFromChosenColors(run: EffectRun, objects: ObjectId[], change: ModifyChange, duration: Duration): void {
  const groups = new Map<PlayerId, ObjectId[]>();
  for (const id of objects) {
    const chooser = change.protectionChoice === "you" ? run.controller : controllerOf(run.e, obj(run.e, id)!);
    const group = groups.get(chooser);
    if (group === undefined) groups.set(chooser, [id]);
    else group.push(id);
  }
  const names = ALL_COLORS.map((color) => COLOR_NAMES[color]);
  for (const [chooser, group] of groups) {
    const answer = ask(run.e, { player: chooser, kind: "color", prompt: "choose a color to give protection from", options: names, min: 1, max: 1 });
    const color = ALL_COLORS.find((c) => answer.includes(COLOR_NAMES[c])) ?? "W";
    log(run.e, { kind: "colorsChosen", object: run.self, player: chooser, colors: [color] });
    const keywords = [...(change.keywords ?? []), `Protection from ${COLOR_NAMES[color]}` as Keyword];
    modifyObjects(run, group, { ...change, protectionChoice: undefined, keywords }, duration);
  }
}

export default {
  /**
   * Combat restrictions ("can't block this turn") on the objects as the effect happens (locked in), and the
   * requirements "blocks this turn if able" / "attacks this turn if able" (500.2, 500.3 of 2007: the same
   * requirements as "~ attacks/blocks each turn if able", for this turn; runtime/combat.ts obeys them), and "can
   * block an additional creature this turn" (the static ability's `blocksAdditional`, this turn).
   */
  restrict(
    this: EffectRun,
    ids: ObjectId[],
    restrictions: ("cantAttack" | "cantBlock" | "unblockable" | "cantBlockSelf" | "attacksIfAble" | "blocksIfAble" | "blocksAdditional")[],
    duration: Duration,
    blocked?: ObjectId[],
  ): void {
    const objects = permanentsIn(this.e, ids).map((o) => o.id);
    if (objects.length === 0) return;
    // "can't block ~": the ability's source, that object only (a new object if it leaves play and returns).
    const self = this.self;
    // "blocks target creature this turn if able" (Hunt Down): that creature, as it is now (none left in play: nothing to block)
    const attacker = blocked === undefined ? undefined : permanentsIn(this.e, blocked)[0]?.id;
    if (blocked !== undefined && attacker === undefined) return;
    const list = restrictions.map((kind): CombatRestriction =>
      kind === "cantBlockSelf"
        ? { kind: "cantBlockObject", attacker: self }
        : kind === "attacksIfAble"
          ? { kind: "attacksEachTurn" }
          : kind === "blocksIfAble"
            ? attacker !== undefined
              ? { kind: "blocksObject", attacker }
              : { kind: "blocksEachTurn" }
            : { kind },
    );
    addEffect(this.e, { duration, source: this.self, controller: this.controller, objects, filter: null, restrictions: list });
  },

  /**
   * P/T modified (6b), keywords granted (5), colours set (5: "becomes red", "becomes all colors", "becomes the color
   * or colors of your choice", chosen by the controller as the effect happens), creature types gained or lost (4), and
   * protection from a colour chosen as the effect happens (502.7: "of your choice", "of its controller's choice").
   */
  modify(this: EffectRun, ids: ObjectId[], change: ModifyChange, duration: Duration): void {
    const objects = permanentsIn(this.e, ids).map((o) => o.id);
    if (objects.length === 0) return;
    if (change.protectionChoice !== undefined) protectFromChosenColors(this, objects, change, duration);
    else modifyObjects(this, objects, change, duration);
  },

  grantContinuously(this: EffectRun, filter: ObjectFilter, change: { keywords: Keyword[] }, duration: Duration): void {
    const effect: Omit<ContinuousEffect, "timestamp"> = {
      duration,
      source: this.self,
      controller: this.controller,
      objects: null,
      filter: { ...filter },
      keywords: change.keywords.slice(),
    };
    // "Attacking creatures you control gain …": what it applies to changes with the combat, not with records (the
    // caches keyed by records must look again: runtime/continuous.ts `effectsDependOnRecordsAlone`).
    if (filter.combat !== undefined) effect.conditional = true;
    addEffect(this.e, effect);
  },

  /** 6e (418.5c of 2007): power and toughness switched, after every other change to them. */
  switchPowerToughness(this: EffectRun, ids: ObjectId[], duration: Duration): void {
    const objects = permanentsIn(this.e, ids).map((o) => o.id);
    if (objects.length === 0) return;
    addEffect(this.e, { duration, source: this.self, controller: this.controller, objects, filter: null, switchPowerToughness: true });
  },

  become(this: EffectRun, ids: ObjectId[], change: { power: number; toughness: number; addTypes: CardType[] }, duration: Duration): void {
    const objects = permanentsIn(this.e, ids).map((o) => o.id);
    if (objects.length === 0) return;
    addEffect(this.e, {
      duration,
      source: this.self,
      controller: this.controller,
      objects,
      filter: null,
      addTypes: change.addTypes.slice(),
      setPower: change.power,
      setToughness: change.toughness,
    });
  },
};
