/**
 * The sentences the grammar knows (grammar/sentences.ts SENTENCES, each of which parses) as completion snippets:
 * every `N` becomes a tab stop with a number, `~` (the card's own name) the name of the card being edited.
 */
import { SENTENCES } from "../grammar/sentences.js";

export interface SentenceSnippet {
  label: string;
  /** Snippet body; `~` still stands for the card's own name (see `withSelfName`). */
  snippet: string;
  detail: string;
}

/** Escapes text for the snippet syntax ($, } and \ are special). */
function escapeSnippetText(text: string): string {
  return text.replace(/[\\$}]/g, "\\$&");
}

export function sentenceTemplates(): SentenceSnippet[] {
  return SENTENCES.map(({ kind, template }) => {
    let stop = 0;
    const snippet = template
      .split(/(\bN\b)/)
      .map((part) => (part === "N" ? `\${${++stop}:${stop === 1 ? 2 : 1}}` : escapeSnippetText(part)))
      .join("");
    return { label: template.replace(/\bN\b/g, "N"), snippet, detail: `${kind} (a sentence the grammar knows)` };
  });
}

/** The snippet with the card's own name in place of `~` (or a tab stop when the name is unknown). */
export function withSelfName(snippet: string, selfName: string | undefined): string {
  return snippet.replace(/~/g, selfName ? escapeSnippetText(selfName) : "${100:CARDNAME}");
}
