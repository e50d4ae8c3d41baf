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
// What a rule says, told as such: "Syllabus say grade dispute first with instructor", "according
// to the handbook appeals go to the dean". It is the rule, quoted from the policy where it
// matters, not what went wrong, unless the sentence goes on to say what happened instead ("…
// but nobody did").
const RULE_REPORT =
  /^(?:\W*(?:so|and|now|also|btw)\W+)?(?:(?:according to|as per|per|under)\s+(?:the\s+|my\s+|our\s+|their\s+)?(?:[\w'’-]+\s+){0,2}(?:syllabus|policy|policies|handbook|regulations?|regs|rules?|guidelines?|procedures?|website|outline|guide|code|charter|contract|agreement)\b|(?:the\s+|my\s+|our\s+|their\s+)?(?:[\w'’-]+\s+){0,2}(?:syllabus|policy|policies|handbook|regulations?|regs|rules?|guidelines?|procedures?|website|outline|guide|code|charter|contract|agreement)\s+(?:(?:clearly|also|even|literally)\s+)?(?:says?|said|states?|stated|requires?|required|allows?|mentions?|is clear)\b)/i;
const WHAT_HAPPENED_INSTEAD =
  /\b(?:but|however|yet|though|although|instead|never|didn'?t|did not|wasn'?t|was not|weren'?t|were not|not)\b/i;
const DATED = /\b(?:ago|yesterday|last\s+(?:week|month|year|[a-z]+day)|this\s+morning)\b/i;
/** At most this many words of a dated sentence say what happened: "panel was 10 days ago". */
const MAX_WORDS_BESIDE_A_TIME = 1;

/**
 * A sentence of the student's account that is not evidence of what went wrong: what the student
 * wants ("i want my place back"), a plea or question ("what can i do now"), what a rule says
 * ("syllabus say grade dispute first with instructor") or a bare date of an event ("panel was
 * 10 days ago"). The model may weigh its words for a ground (a place, a
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
  if (RULE_REPORT.test(sentence.text) && !WHAT_HAPPENED_INSTEAD.test(sentence.text)) return true;
  if (!DATED.test(sentence.text)) return false;
  const beside = sentence.tokens.filter((t) => /[a-z]/.test(t.normal) && !TIME_WORDS.has(t.normal));
  return beside.length <= MAX_WORDS_BESIDE_A_TIME;
}
