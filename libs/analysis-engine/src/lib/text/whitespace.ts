/** Collapses every run of whitespace to one space, the way quotes are compared. */
export function normaliseWhitespace(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, ' ').trim();
}

/** Typographic apostrophes as plain ones, so "don’t" reads like "don't" (offsets unchanged). */
export function plainApostrophes(text: string): string {
  return text.replace(/[’‘]/g, "'");
}
