/** `ctx.createTokens`: one replaceable event (419, Doubling Season), then each token enters play. */
import { createObject, enterPlay, log, obj, rememberTokenDefinition, replaceEvent, type EffectRun, type ObjectId, type PlayerId, type TokenDefinition } from "../../runtime/family.js";

export default {
  createTokens(this: EffectRun, tokenController: PlayerId, count: number, token: TokenDefinition): ObjectId[] {
    const e = this.e;
    const event = replaceEvent(e, { kind: "createTokens", controller: tokenController, count, token, byEffect: true });
    if (event === null || event.count <= 0) return [];
    const source = obj(e, this.self);
    const creator = source === undefined ? "" : source.token !== null ? source.token.creator : source.card;
    const t = event.token;
    const data = {
      creator,
      name: t.name,
      colors: t.colors.slice(),
      types: t.types.slice(),
      subtypes: t.subtypes.slice(),
      power: t.power,
      toughness: t.toughness,
      keywords: t.keywords.slice(),
    };
    rememberTokenDefinition(e, creator, t);
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
