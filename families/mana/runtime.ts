/**
 * `ctx.addMana`: into the player's mana pool (the pool list is replaced, never changed in place: state.ts).
 * `ctx.addManaChoice`, `ctx.addManaOfColors`: the player chooses which mana as the ability resolves (a mana
 * ability resolves at once, 406; the choice is a decision of kind "mana", its options written as mana symbols:
 * "{B}", "{R}{R}").
 */
import {
  addToManaPool,
  ask,
  log,
  MANA_COLORS,
  obj,
  type EffectRun,
  type ManaCost,
  type PlayerId,
} from "../../runtime/family.js";

const COLORS = ["W", "U", "B", "R", "G"] as const;

/** Into the pool; mana a snow permanent's ability adds is also mana from a snow permanent (104.3h: runtime/mana.ts). */
function addToPool(run: EffectRun, p: PlayerId, mana: Partial<ManaCost>): void {
  const amounts = [0, 0, 0, 0, 0, 0];
  for (let i = 0; i < 5; i++)
    amounts[i] =
      (mana as Record<string, number | undefined>)[MANA_COLORS[i]] ?? 0;
  amounts[5] = mana.generic ?? 0;
  addToManaPool(run.e, p, amounts, run.self);
}

/** "{2}{R}{R}" for `{ generic: 2, R: 2 }`. */
function symbols(mana: Partial<ManaCost>): string {
  let out = (mana.generic ?? 0) > 0 ? `{${mana.generic}}` : "";
  for (const color of COLORS) out += `{${color}}`.repeat(mana[color] ?? 0);
  return out;
}

export default {
  addMana(this: EffectRun, p: PlayerId, mana: Partial<ManaCost>): void {
    addToPool(this, p, mana);
  },

  addManaChoice(
    this: EffectRun,
    p: PlayerId,
    options: Partial<ManaCost>[],
  ): void {
    const labels = options.map(symbols);
    const [chosen] = ask(this.e, {
      player: p,
      kind: "mana",
      prompt: `add ${labels.join(" or ")}`,
      options: labels,
      min: 1,
      max: 1,
    });
    addToPool(this, p, options[labels.indexOf(chosen as string)]);
  },

  /** `amount` mana, each of a colour the player chooses ("of any color": one choice; "in any combination": one per mana). */
  addManaOfColors(
    this: EffectRun,
    p: PlayerId,
    amount: number,
    combination: boolean,
  ): void {
    const labels = COLORS.map((color) => `{${color}}`);
    const choices = combination ? amount : 1;
    for (let i = 0; i < choices; i++) {
      const [chosen] = ask(this.e, {
        player: p,
        kind: "mana",
        prompt: combination
          ? `add one mana of any color (${i + 1} of ${amount})`
          : `add ${amount === 1 ? "one mana" : `${amount} mana`} of any color`,
        options: labels,
        min: 1,
        max: 1,
      });
      const color = COLORS[labels.indexOf(chosen as string)];
      addToPool(this, p, { [color]: combination ? 1 : amount });
    }
  },

  /**
   * "Add one mana of the chosen color to your mana pool." (Coldsteel Heart): `amount` mana of the colour chosen as
   * the ability's source came into play (replacement-as-enters, `ObjectState.chosen`); none chosen (it came into
   * play some other way than the choice describes): no mana, logged.
   */
  addManaOfChosenColor(this: EffectRun, p: PlayerId, amount: number): void {
    const color = obj(this.e, this.self)?.chosen?.color;
    if (color === undefined) {
      log(this.e, { kind: "noColorChosen", object: this.self, reason: "no color was chosen for it: no mana is added" });
      return;
    }
    addToPool(this, p, { [color]: amount });
  },
};
