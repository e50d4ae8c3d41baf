/** The text as a pattern that matches it literally ("Head of School (HoS)" has no groups). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
