// Entry of the scenario runner's worker thread (isolation.ts): register tsx's loader in this thread, then load the
// TypeScript worker. (Plain JavaScript because nothing can load TypeScript before the loader is registered.)
import { register } from "tsx/esm/api";

register();
await import("./scenario-worker.ts");
