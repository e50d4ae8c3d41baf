/**
 * The furthest a page may start. Any real table is far smaller; beyond 2^63 the databases and
 * Redis refuse the number, which must be a 400 for the client, not a 500.
 */
export const MAX_OFFSET = 1_000_000_000;
/** Longer searches are refused: nothing worth finding needs more. */
export const MAX_SEARCH_LENGTH = 200;

/** The character that escapes LIKE wildcards; not a backslash, whose meaning differs between SQL modes. */
export const LIKE_ESCAPE = '!';

/** A LIKE pattern that finds `text` anywhere, with its own % and _ matched literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[!%_]/g, (character) => `${LIKE_ESCAPE}${character}`)}%`;
}

/** A search that is a whole number also matches ids; anything else only matches text. */
export function wholeNumber(text: string): number | null {
  if (!/^\d{1,15}$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : null;
}
