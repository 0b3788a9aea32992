/** File paths ↔ document URIs. Diagnostics name files by path (as `cardscript check` does); LSP names them by URI. */
import { fileURLToPath, pathToFileURL } from "node:url";

/** The path the core reports diagnostics under: the file system path for file: URIs, the URI itself otherwise. */
export function uriToFile(uri: string): string {
  if (uri.startsWith("file:")) {
    try {
      return fileURLToPath(uri);
    } catch {
      return uri;
    }
  }
  return uri;
}

export function fileToUri(file: string): string {
  if (/^[a-z][a-z0-9+.-]+:/i.test(file) && !/^[a-z]:[\\/]/i.test(file)) return file;
  return pathToFileURL(file).href;
}

/** A canonical form of a URI, so that `file:///a%20b` and `file:///a b` name the same document. */
export function normaliseUri(uri: string): string {
  return uri.startsWith("file:") ? fileToUri(uriToFile(uri)) : uri;
}
