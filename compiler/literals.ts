/**
 * The only ways card text reaches generated code: as string literals and as line comments that can't end early.
 *
 * Card names, ability texts, counter kinds and file paths are user input. They are written into generated
 * modules exclusively through `stringLiteral` (and `commentText` for the location comments), never spliced
 * into code, so that no card text can change what a module does.
 */

/**
 * A double-quoted JavaScript/TypeScript string literal whose value is exactly `value`.
 *
 * JSON.stringify escapes quotes, backslashes and C0 control characters (NUL → \u0000) but leaves U+2028 and
 * U+2029, which are line terminators in older engines and tools, and `<`, which lets `</script>` end an inline
 * script; those are escaped here too. Lone surrogates are escaped by JSON.stringify (well-formed stringify),
 * so the literal round-trips any UTF-16 string.
 */
export function stringLiteral(value: string): string {
  return JSON.stringify(value).replace(/[\u2028\u2029<>]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/**
 * Text safe inside a `//` comment: everything outside printable ASCII, and `*`/`/` pairs, are escaped as \uXXXX
 * so the comment cannot end early (line terminators) nor open or close a block comment.
 */
export function commentText(value: string): string {
  return value.replace(/[^\x20-\x7e]|\*\/|\/\*/g, (match) =>
    match.split("").map((char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`).join(""),
  );
}

/** A JavaScript array literal of string literals. */
export function stringArrayLiteral(values: readonly string[]): string {
  return `[${values.map(stringLiteral).join(", ")}]`;
}
