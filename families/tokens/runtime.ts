/** `ctx.createTokens`: one replaceable event (419, Doubling Season), then each token enters play. */
import { createObject, enterPlay, log, obj, rememberTokenDefinition, replaceEvent, type EffectRun, type ObjectId, type PlayerId, type TokenDefinition } from "../../runtime/family.js";

export default {
  /** `size`: an X/X token's X (Ooze Garden), worked out as the effect happens; its power and toughness both. */
  createTokens(this: EffectRun, tokenController: PlayerId, count: number, token: TokenDefinition, size?: number): ObjectId[] {
    const e = this.e;
    const event = replaceEvent(e, { kind: "createTokens", controller: tokenController, count, token, byEffect: true });
    if (event === null || event.count <= 0) return [];
    // The definition the token's abilities are found in again: the one whose code runs (a granted ability's
    // granting card), else the source's.
    const owner = this.codeOwner ?? obj(e, this.self);
    const creator = owner === undefined ? "" : owner.token !== null ? owner.token.creator : owner.card;
    // An X/X token: its size is part of its definition (remembered per size, `TokenData.sized`).
    const t = size === undefined ? event.token : { ...event.token, power: size, toughness: size };
    const data = {
      creator,
      name: t.name,
      colors: t.colors.slice(),
      types: t.types.slice(),
      subtypes: t.subtypes.slice(),
      power: t.power,
      toughness: t.toughness,
      keywords: t.keywords.slice(),
    } as NonNullable<Parameters<typeof createObject>[2]>;
    if (size !== undefined) data.sized = true;
    rememberTokenDefinition(e, creator, t, size !== undefined);
    const created: ObjectId[] = [];
    for (let i = 0; i < event.count; i++) {
      const o = createObject(e, t.name, data, event.controller, event.controller, "play");
      log(e, { kind: "token", object: o.id, name: t.name, controller: event.controller });
      const id = enterPlay(e, o.id, event.controller, { byEffect: true });
      if (id !== null) created.push(id);
    }
    return created;
  },
};
