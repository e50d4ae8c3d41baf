// Words too common in policies and case descriptions to say anything about relevance.
const STOPWORDS = new Set(
  (
    'a an and are as at be been being but by can could did do does for from had has have he her his i if in into is it its ' +
    'me my no nor not of on or our she so such than that the their them then there these they this those to too under ' +
    'up us was we were what when where which while who whom why will with would you your yours any all also about after ' +
    'again against am because before below between both during each few further here how just more most off once only ' +
    'other out over own same should some very s t don now may must shall within one two three four five six seven eight ' +
    'nine ten ago said told last week weeks day days month months year years got get'
  ).split(' '),
);

/**
 * Reduces a word to a crude stem so "marking", "marked" and "marker" meet. Deliberately light:
 * policy language is formal and a stronger stemmer merges words that should stay apart.
 */
export function stemTerm(word: string): string {
  let w = word.toLowerCase();
  if (w.length <= 4) return w;
  for (const suffix of [
    'ations',
    'ation',
    'ings',
    'ing',
    'ers',
    'er',
    'ies',
    'ied',
    'ed',
    'es',
    's',
    'ly',
  ]) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 4) {
      w = w.slice(0, -suffix.length);
      if (suffix === 'ies' || suffix === 'ied') w += 'y';
      break;
    }
  }
  return w;
}

/** The search term for a token, or null for a stopword. */
export function toSearchTerm(token: string): string | null {
  const lower = token.toLowerCase().replace(/['’]s$/, '');
  if (lower.length < 2 || STOPWORDS.has(lower) || /^\d+$/.test(lower)) return null;
  return stemTerm(lower);
}
