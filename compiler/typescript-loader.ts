/**
 * Loading a set compiled to TypeScript (`build --emit ts`) in this process. Node 20 cannot import `.ts`: the
 * built package (dist/, plain JavaScript) registers tsx's loader the first time it needs one. Running the
 * sources, this file is itself TypeScript, so a loader (tsx, vitest, Vite) is already there.
 */
let registered = false;

export async function ensureTypeScriptLoader(): Promise<void> {
  if (registered || import.meta.url.endsWith(".ts")) return;
  registered = true;
  const { register } = await import("tsx/esm/api");
  register();
}
