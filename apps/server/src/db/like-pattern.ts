/**
 * An ILIKE pattern matching `text` anywhere (`%text%`), the text's own wildcards (`%`, `_`) and
 * backslashes escaped so they match themselves.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}
