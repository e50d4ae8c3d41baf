/** Collapses every run of whitespace to one space, the way quotes are compared. */
export function normaliseWhitespace(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, ' ').trim();
}
