/** The runtime's public surface: the game API, the card-definition contract, and the game factory. */
export * from "./api.js";
export * from "./definition.js";
export { createGame, restoreGame, type GameOptions } from "./game.js";
export { SnapshotError } from "./snapshot.js";
export type { Decider } from "./engine.js";
