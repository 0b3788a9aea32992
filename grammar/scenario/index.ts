/**
 * The scenario language: parse, join card names with commas, validate. The language server and the runner
 * reuse exactly these functions.
 */
export { parseScenarioFile, isAction, type ScenarioParseResult } from "./parser.js";
export { validateScenarioFile, joinCardNames, type ValidateOptions } from "./validate.js";
export { ScenarioCodes, SCENARIO_CODES } from "./codes.js";
export * from "./ast.js";
