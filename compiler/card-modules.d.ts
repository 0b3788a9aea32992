/**
 * Types of `*.card` imports through the Vite/Rollup plugin (compiler/vite-plugin.ts): the file's first card is
 * the default export, all its cards are `cards`.
 */
declare module "*.card" {
  import type { CardDefinition } from "cardscript/runtime";
  const card: CardDefinition;
  export default card;
  export const cards: readonly CardDefinition[];
}
