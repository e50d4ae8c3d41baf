import { type StorySentence } from './read-story';

// Words that open a sentence without changing what it says: "so i just want my place back".
const OPENERS = new Set(['so', 'and', 'but', 'now', 'honestly', 'tbh', 'basically', 'anyway']);
const ADVERBS = new Set(['just', 'really', 'only', 'still', 'simply', 'literally', 'also']);
// "i want my place back", "we would like an apology", "i hope they reconsider".
const WISHES = new Set(['want', 'wan', 'wanna', 'wish', 'hope']);
// "please help", "what can i do", "can someone tell me", "is this fair".
const ASKS =
  /^(?:please|pls|plz|help|what (?:can|do|should|shall|would) (?:i|we)\b|what (?:i|we) (?:do|can do|should do)\b|what now\b|how (?:do|can|should) (?:i|we)\b|can (?:you|someone|anyone|u)\b|is (?:this|that|it) (?:fair|allowed|legal|right|normal)\b|how is (?:this|that) fair\b|any advice\b)/i;
// The words of a time itself: "panel was 10 days ago", "email came last week".
const TIME_WORDS = new Set([
  'ago',
  'yesterday',
  'today',
  'tomorrow',
  'last',
  'this',
  'next',
  'day',
  'days',
  'week',
  'weeks',
  'month',
  'months',
  'year',
  'years',
  'morning',
  'night',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'working',
  'business',
  'about',
  'around',
  'like',
  'nearly',
  'almost',
  'over',
  'a',
  'an',
  'few',
  'couple',
  'of',
  'on',
  'the',
  'my',
  'their',
  'was',
  'were',
  'is',
  'came',
  'come',
  'got',
  'arrived',
  'sent',
  'it',
  'that',
  'only',
  'just',
]);
const DATED = /\b(?:ago|yesterday|last\s+(?:week|month|year|[a-z]+day)|this\s+morning)\b/i;
/** At most this many words of a dated sentence say what happened: "panel was 10 days ago". */
const MAX_WORDS_BESIDE_A_TIME = 1;

/**
 * A sentence of the student's account that is not evidence of what went wrong: what the student
 * wants ("i want my place back"), a plea or question ("what can i do now"), or a bare date of
 * an event ("panel was 10 days ago"). The model may weigh its words for a ground (a place, a
 * panel), but an advisor would not quote it as the reason for one.
 */
export function isAside(sentence: StorySentence): boolean {
  const words = sentence.tokens.map((t) => t.normal);
  let at = 0;
  while (at < words.length && OPENERS.has(words[at])) at++;
  const opening = words.slice(at).join(' ');
  if (ASKS.test(opening)) return true;
  if (['i', 'we'].includes(words[at])) {
    let verb = at + 1;
    while (verb < words.length && ADVERBS.has(words[verb])) verb++;
    if (WISHES.has(words[verb])) return true;
    if (['would', "'d"].includes(words[verb]) && words[verb + 1] === 'like') return true;
  }
  if (!DATED.test(sentence.text)) return false;
  const beside = sentence.tokens.filter((t) => /[a-z]/.test(t.normal) && !TIME_WORDS.has(t.normal));
  return beside.length <= MAX_WORDS_BESIDE_A_TIME;
}
