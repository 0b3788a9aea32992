/**
 * The scenario runner's worker thread (see isolation.ts). It holds the compiled card set and plays the blocks
 * the main thread sends, one at a time; the main thread parses and validates the scenario files, so this thread
 * loads only the runtime, the block player (run.ts) and the cards: it starts fast.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parentPort } from "node:worker_threads";
import { emittedNames } from "../compiler/emit-kind.js";
import { INDEX_FILE } from "../compiler/names.js";
import { createRegistry, type CardRegistry } from "../runtime/definition.js";
import { createGame } from "../runtime/game.js";
import type { ToWorker, FromWorker } from "./isolation.js";
import { knownNames, runBlock } from "./run.js";

const port = parentPort!;
const post = (message: FromWorker) => port.postMessage(message);
let cards: CardRegistry = createRegistry([]);

port.on("message", async (message: ToWorker) => {
  if (message.kind === "load") {
    // As compiler/index.ts loadCompiledSet does (build.ts has just written the set), without loading the compiler.
    if (message.outDir !== undefined) {
      // The runner builds JavaScript (runner/cards.ts); a set built as TypeScript has only its index.ts.
      const javascriptIndex = path.join(message.outDir, emittedNames(INDEX_FILE, "js")[0]);
      const indexFile = existsSync(javascriptIndex) ? javascriptIndex : path.join(message.outDir, INDEX_FILE);
      const index = (await import(pathToFileURL(indexFile).href)) as { createCardRegistry(): CardRegistry };
      cards = index.createCardRegistry();
    }
    post({ kind: "loaded", names: knownNames(cards) });
  } else {
    post({ kind: "result", result: runBlock(message.block, message.file, cards, (setup) => createGame(setup)) });
  }
});
