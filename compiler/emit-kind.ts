/**
 * What `build` writes for each module: `js` (the default of `cardscript build`) — a JavaScript module with its
 * declarations beside it (`x.js` + `x.d.ts`), which a plain Node program, a bundler and a TypeScript project all
 * use as they are; or `ts` — the TypeScript module (`x.ts`), for projects that compile their sources themselves
 * (tsx, Vite, a tsconfig that includes the folder).
 *
 * The build names modules by their TypeScript path (`cards/x.ts`, `index.ts`, `runtime.ts`: the cache, the type
 * check and the index all use those names); these are the files actually written for each of them. Cheap and
 * free of the generator's heavy dependencies: build.ts uses it to name what it writes and removes.
 */
export type EmitKind = "js" | "ts";

export const EMIT_KINDS: readonly EmitKind[] = ["js", "ts"];

/** The files written for the module named `tsPath`. `runtime.ts` holds types only: as JavaScript, only its `.d.ts`. */
export function emittedNames(tsPath: string, emit: EmitKind): string[] {
  if (emit === "ts" || !tsPath.endsWith(".ts")) return [tsPath];
  const base = tsPath.slice(0, -".ts".length);
  return base === "runtime" ? [`${base}.d.ts`] : [`${base}.js`, `${base}.d.ts`];
}
