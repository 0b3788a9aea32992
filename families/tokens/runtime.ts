/**
 * `ctx.createTokens`: one replaceable event (419, Doubling Season), then each token enters play.
 * `ctx.createTokenCopies`: tokens that are copies of an object (layer 1, runtime/continuous.ts `createAsCopy`).
 */
import { createAsCopy, createObject, enterPlay, log, obj, putIntoPlayAttacking, rememberTokenDefinition, replaceEvent, view, type EffectRun, type ObjectId, type PlayerId, type TokenDefinition } from "../../runtime/family.js";

export default {
  /**
   * `size`: an X/X token's X (Ooze Garden), worked out as the effect happens; its power and toughness both.
   * `attacking`: "… into play tapped and attacking" (Militia's Pride): each token comes into play tapped (the
   * `entersPlay` event's, so replacement effects see it) and then attacks without being declared (308.4 of 2007,
   * runtime/combat.ts `putIntoPlayAttacking`: outside combat, or under another player's control, it doesn't).
   */
  createTokens(this: EffectRun, tokenController: PlayerId, count: number, token: TokenDefinition, size?: number, attacking?: true): ObjectId[] {
    const e = this.e;
    const event = replaceEvent(e, { kind: "createTokens", controller: tokenController, count, token, byEffect: true });
    if (event === null || event.count <= 0) {
      this.noteMade?.([]);
      return [];
    }
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
      const id = enterPlay(e, o.id, event.controller, attacking === true ? { byEffect: true, tapped: true } : { byEffect: true });
      if (id !== null) created.push(id);
    }
    if (attacking === true) for (const id of created) putIntoPlayAttacking(e, id);
    this.noteMade?.(created);
    return created;
  },

  /**
   * "Put a token into play that's a copy of ~" (Spawnwrithe; 2007 418.5a): each token is created with the
   * original's characteristics as its own data (its name, types, power and toughness as the original is now, or
   * was as it last existed), then takes the original's copiable values (layer 1) before it enters play. One
   * replaceable event like any token's (Doubling Season doubles the copies).
   */
  createTokenCopies(this: EffectRun, tokenController: PlayerId, count: number, original: ObjectId): ObjectId[] {
    const e = this.e;
    const source = obj(e, original);
    if (source === undefined) {
      this.noteMade?.([]);
      return [];
    }
    const v = view(e, source);
    const token: TokenDefinition = {
      name: v.name,
      colors: v.colors.slice(),
      types: v.types.slice(),
      subtypes: v.subtypes.slice(),
      power: v.power,
      toughness: v.toughness,
      keywords: [],
      abilities: [],
    };
    const event = replaceEvent(e, { kind: "createTokens", controller: tokenController, count, token, byEffect: true });
    if (event === null || event.count <= 0) {
      this.noteMade?.([]);
      return [];
    }
    const owner = this.codeOwner ?? obj(e, this.self);
    const creator = owner === undefined ? "" : owner.token !== null ? owner.token.creator : owner.card;
    rememberTokenDefinition(e, creator, token);
    const data = {
      creator,
      name: token.name,
      colors: token.colors.slice(),
      types: token.types.slice(),
      subtypes: token.subtypes.slice(),
      power: token.power,
      toughness: token.toughness,
      keywords: [],
    } as NonNullable<Parameters<typeof createObject>[2]>;
    const created: ObjectId[] = [];
    for (let i = 0; i < event.count; i++) {
      const o = createObject(e, token.name, data, event.controller, event.controller, "play");
      createAsCopy(e, o, original);
      log(e, { kind: "token", object: o.id, name: token.name, controller: event.controller });
      const id = enterPlay(e, o.id, event.controller, { byEffect: true });
      if (id !== null) created.push(id);
    }
    this.noteMade?.(created);
    return created;
  },
};
