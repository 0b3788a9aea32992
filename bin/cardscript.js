#!/usr/bin/env node
// The `cardscript` command. The project is written in TypeScript and run through tsx's loader, so a fresh
// clone needs no build step (see ARCHITECTURE.md, "Running TypeScript on Node 20").
import { register } from "tsx/esm/api";

register();
const { main } = await import("../cli/main.ts");
process.exitCode = await main(process.argv.slice(2));
