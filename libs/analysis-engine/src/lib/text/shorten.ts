/** The text on one line, cut at a word boundary with an ellipsis when longer than `max`. */
export function shorten(text: string, max = 180): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}
