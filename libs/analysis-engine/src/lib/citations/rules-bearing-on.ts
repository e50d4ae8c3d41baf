import { type Passage } from '../passages/split-passages';
import { toSearchTerm } from '../retrieval/search-terms';
import { findPolicySentences, type PolicySentence } from './policy-sentences';

/**
 * The policy's rules that decide a ground: of the sentences that state a requirement or a
 * right, those that share most with what the student says went wrong. "The matter must not be
 * decided by correspondence alone" bears on "they decided it by email, I never had a hearing";
 * the list of penalties does not, however often it says "misconduct".
 */

// Words for one idea, so the student's everyday word meets the policy's formal one.
const CONCEPTS: [RegExp, string][] = [
  [/^(?:email|e-mail|mail|letter|correspondence|writing|written|paper)/, 'correspondence'],
  [/^(?:hearing|meeting|interview|panel|viva|in-person|attend)/, 'hearing'],
  [/^(?:notice|notif|warn|told|tell|inform|invit)/, 'notice'],
  [/^(?:evidence|statement|document|report|file|paper|material)/, 'evidence'],
  [/^(?:same|involv|previous|independ|impartial|conflict|prior)/, 'independence'],
  [/^(?:marker|mark|examin|assess|grader|grade)/, 'marking'],
  [/^(?:second|double|moderat)/, 'second-marking'],
  [/^(?:reason|explan|explain|why)/, 'reasons'],
  [/^(?:respond|response|reply|answer|explain|defend|side)/, 'respond'],
  [/^(?:adjust|accommod|support|extra|arrangement|plan)/, 'adjustments'],
  // A module or course leader teaches it: "the meeting was with my module leader who marked it"
  // against "an officer who has had no involvement in teaching or marking the work".
  [/^(?:teach|taught|lectur|tutor|class|seminar|lesson|instruct|supervis|leader)/, 'teaching'],
  [
    /^(?:repair|fix|broke|mould|mold|damp|leak|heating|heater|boiler|radiator|mainten|fault|defect|shower|toilet|sink|lift$|lifts$|elevator|electric|hot$|lock$|locks$|window|cooker|oven|fridge)/,
    'repair',
  ],
  [/^(?:penalt|sanction|punish|outcome|zero)/, 'penalty'],
  [/^(?:ill|sick|medic|doctor|hospital|bereave|death|died|funeral|carer|caring)/, 'circumstances'],
];
// Also who does a thing, stated as what is done: "Your dissertation will be marked by your
// supervisor and one other member of staff", "Appeals are heard by the Appeals Committee".
const REQUIREMENT =
  /\b(?:must|shall|will be (?:given|sent|offered|told|invited|guaranteed|provided|allowed)|is entitled|are entitled|has the right|have the right|at least|required|may not|must not|cannot|only (?:after|if|where)|not be decided|no (?:member|person|one) who|(?:is|are|will be)\s+(?:\w+ly\s+)?(?:marked|second[- ]marked|double[- ]marked|moderated|assessed|examined|heard|decided|determined|considered|reviewed|investigated|chaired|conducted)\s+by)\b/i;
const SECTION_OF_OUTCOMES =
  /\b(?:schedule of|level \d|tariff|penalt(?:y|ies) (?:available|include|are))\b/i;

// The student's own time limit ("An appeal must be submitted within 10 working days of the
// penalty letter", "evidence from the student must reach the Clerk no later than 48 hours before
// the Committee meets", "additional documents, which must be provided within five working
// days") is cited among the deadlines; it decides no ground, however many words
// it shares with the story's dates, letters and meetings. An address on the way ("with the
// Registrar (appeals@example.ac.uk) within 15 working days") does not end the sentence.
export const STUDENT_TIME_LIMIT =
  /\b(?:(?:extenuating|mitigating|personal|exceptional)\s+circumstances\b[^.;]{0,40}\bmust\s+be\s+(?:reported|notified|declared|submitted|raised)|(?:appeals?|complaints?|requests?|applications?|forms?|claims?|documents?|documentation|evidence|information)\b[^.;]{0,40}\b(?:must|should|shall|will need to)\s+be\s+(?:submitted|lodged|made|received|sent|filed|raised|brought|provided|supplied)|(?:student|applicant|you)s?\s+(?:may|must|can|should|shall)\s+(?:\w+\s+){0,2}(?:appeal|complain|submit|lodge|request|apply))\b(?:[^.;]|\.(?=\S)){0,120}\b(?:within|no\s+later\s+than|not\s+later\s+than)\b|\b(?:from|by|of)\s+(?:the\s+)?(?:students?|applicants?|appellants?|complainants?)\s+(?:must|should|shall)\b(?:[^.;]|\.(?=\S)){0,120}\b(?:within|no later than|not later than|at least)\b/i;

// The end of the internal procedure ("The Panel's decision concludes the University's
// procedures, and a Completion of Procedures letter will be issued") says where the way out
// begins, not how a decision must be made.
export const END_OF_PROCEDURES =
  /\bcompletion of procedures?\b|\bconclud\w*\s+(?:the\s+)?(?:\w+['’]s?\s+)?(?:internal\s+)?(?:procedures?|process)\b|\b(?:internal\s+)?procedures? (?:have|has) been (?:completed|exhausted)\b/i;

/** The schedule of penalties, the student's own time limit and the end of the procedure: none decides a ground. */
// What the student must show ("Mitigating circumstances must be supported by independent
// evidence", "Supporting documents must accompany the request") is their burden of proof, not a
// rule the institution broke.
export const STUDENT_BURDEN =
  /\b(?:circumstances|claims?|appeals?|requests?|applications?|complaints?)\b[^.;]{0,40}\bmust\s+be\s+(?:supported|accompanied|evidenced|backed)\b|\b(?:supporting\s+)?(?:documents?|documentation|evidence)\b[^.;]{0,30}\bmust\s+(?:accompany|be\s+(?:attached|enclosed|included)\b)/i;

// What the student must do ("The student must include all evidence relied on with the form")
// is no rule the institution broke; what the student must be given or told is ("The student must
// be given ten working days' notice").
// Also after a clause number and a condition: "4.3 If the University requests further
// information, the student must supply it within 14 days".
const DUTY_OPENING = String.raw`^\s*(?:\(?[\dA-Za-z]{1,3}(?:\.\d+)*[.)]?\s+)?(?:(?:if|where|when|once|unless|after|before)\b[^,;.]{0,80},\s*)?(?:\W*\w+\W+){0,4}?`;
const STUDENT_OWN_DUTY = new RegExp(
  String.raw`${DUTY_OPENING}(?:students?|you|applicants?|appellants?|complainants?|candidates?)\s+(?:must|shall|should|is required to|are required to|will need to)\s+(?!be\b|have\b|receive\b|get\b)\w+`,
  'i',
);

const decidesNoGround = (sentence: string) =>
  SECTION_OF_OUTCOMES.test(sentence) ||
  STUDENT_OWN_DUTY.test(sentence) ||
  STUDENT_BURDEN.test(sentence) ||
  STUDENT_TIME_LIMIT.test(sentence) ||
  END_OF_PROCEDURES.test(sentence);

const STEM = 6;

/** The terms of one word: its short stem and the ideas it stands for. */
function wordTerms(word: string): Set<string> {
  const terms = new Set<string>();
  // "decision-maker" is also a decision and a maker.
  const tokens = word.includes('-') ? [word, ...word.split('-')] : [word];
  for (const token of tokens) {
    // A short stem, so "investigated" meets "investigation"; ideas are read from the word
    // itself, so a common word such as "same" still says who decided.
    const term = toSearchTerm(token);
    if (term) terms.add(term.slice(0, STEM));
    // The idea is read from the word as written and from its stem: "meeting" stems to "meet".
    const forms = [token.toLowerCase(), term ?? ''];
    for (const [pattern, concept] of CONCEPTS)
      if (forms.some((form) => pattern.test(form))) terms.add(`~${concept}`);
  }
  return terms;
}

const wordsOf = (text: string) => text.split(/[^A-Za-z-]+/).filter(Boolean);

// An exam paper is the script the student wrote, not paperwork: "took my paper at the normal
// time" says nothing of written notice or evidence ("decided on the papers" still does).
const EXAM_PAPER = /\b(my|the|exam|examination|question|test|his|her|their)\s+paper\b/gi;

// Accommodation the student lives in is housing, not an adjustment for a disability: "I
// emailed the accommodation office" says nothing of "a Reasonable Accommodation Plan".
const HOUSING =
  /\b(campus|student|university|college|uni|private|residential|rented|shared|hall|halls|residence)\s+accommodation\b|\baccommodation(?=\s+(?:office|offices|services?|team|block|blocks|fees?|contract|deposit|bond|provider|officer|manager|agreement|rent)\b)/gi;

/** The words of a text as they are matched: an exam paper as a script, accommodation lived in as housing. */
function matchedWords(text: string): string[] {
  return wordsOf(
    text
      .replace(EXAM_PAPER, '$1 script')
      .replace(HOUSING, (_, before?: string) => (before ? `${before} housing` : 'housing')),
  );
}

function termsOf(text: string): Set<string> {
  return new Set(matchedWords(text).flatMap((word) => [...wordTerms(word)]));
}

/**
 * What a sentence shares with `said`: its terms met, ideas counting more than stems, and how
 * many of its different words meet one.
 */
function sharedWith(sentence: string, said: Set<string>): { shared: number; words: number } {
  const terms = new Set<string>();
  const words = new Set<string>();
  for (const word of matchedWords(sentence))
    for (const term of wordTerms(word))
      if (said.has(term)) {
        terms.add(term);
        words.add(word.toLowerCase());
      }
  let shared = 0;
  for (const term of terms) shared += term.startsWith('~') ? 1.5 : 1;
  return { shared, words: words.size };
}

export interface RankedRule extends PolicySentence {
  score: number;
}

// A requirement, something the institution will do, or a rule stated as what is always done
// ("Every dissertation is marked by two examiners").
const PROMISE = new RegExp(
  `${REQUIREMENT.source}|\\bwill\\b|\\b(?:every|each|all)\\b[^.;]{0,60}\\b(?:is|are)\\s+(?:\\w+ly\\s+)?\\w+ed\\b`,
  'i',
);

const HANDLING_TIMESCALE =
  /\b(?:complaints?|appeals?|grievances?|outcomes?|acknowledge\w*|stage\s*\d|investigation|decision)\b/i;

/**
 * The rules the policy states ranked by how much they share with the student's reasons: its
 * requirements and, for a ground decided by the standard a service promised (`promises`), what
 * the institution says it will do ("Repair requests will be answered within 24 hours").
 */
export interface BearingOptions {
  /** How many rules to give, best first. */
  limit?: number;
  /**
   * Only rules in the ground's own words: a ground such as new evidence is decided by the rule
   * about new evidence, not by whatever requirement shares the student's words ("the outcome
   * will be sent within five working days").
   */
  ownWordsOnly?: boolean;
  /** What the institution promises counts too (a service's standard), not only what it requires. */
  promises?: boolean;
}

export function rulesBearingOn(
  passages: Passage[],
  reasons: string[],
  groundLanguage: RegExp,
  { limit = 2, ownWordsOnly = false, promises = false }: BearingOptions = {},
): RankedRule[] {
  const said = termsOf(reasons.join(' '));
  if (said.size === 0) return [];
  const ranked: RankedRule[] = [];
  for (const candidate of findPolicySentences(passages, promises ? PROMISE : REQUIREMENT)) {
    // A service's standard is a promise binding the institution; any rule decides no ground if
    // it is a schedule of penalties, the student's own time limit or the end of the procedure.
    if (promises ? !bindsInstitution(candidate.sentence) : decidesNoGround(candidate.sentence))
      continue;
    // How the institution handles complaints ("will provide a written outcome within 20 working
    // days") is its procedure's timescale, not the service the student says failed.
    if (
      promises &&
      !REQUIREMENT.test(candidate.sentence) &&
      HANDLING_TIMESCALE.test(candidate.sentence)
    )
      continue;
    if (ownWordsOnly && !groundLanguage.test(candidate.sentence)) continue;
    const { shared, words } = sharedWith(candidate.sentence, said);
    // One word alone, met by its stem and its idea ("meetings" against "offered a meeting"),
    // is a word in common, not a rule about what happened: two of the rule's words must meet.
    if (shared < 2 || words < 2) continue;
    const score = shared + (groundLanguage.test(candidate.sentence) ? 1.5 : 0);
    ranked.push({ ...candidate, score });
  }
  return ranked.sort((a, b) => b.score - a.score).slice(0, limit);
}

// A duty of the student ("The student must submit the form…") is not a promise the institution
// can break.
const STUDENT_DUTY = new RegExp(
  String.raw`${DUTY_OPENING}(?:students?|you|applicants?|appellants?|complainants?|candidates?|residents?|tenants?|learners?)\b[^.;]{0,50}\b(?:must|shall|should|is required|are required|will need)\b`,
  'i',
);
/**
 * A sentence that binds the institution: it decides something, and is not the student's own duty
 * ("Residents must report maintenance issues through the portal" is not the standard of a
 * service the institution failed to give).
 */
const bindsInstitution = (sentence: string) =>
  !decidesNoGround(sentence) && !STUDENT_DUTY.test(sentence);
// Words every policy and every story share: they say nothing about which promise is meant.
const EVERYWHERE = new Set([
  'studen',
  'univer',
  'colleg',
  'appeal',
  'decisi',
  'decide',
  'compla',
  'school',
  'facult',
  'instit',
  'policy',
  'proced',
  'proces',
  'case',
  'matter',
  'made',
  'make',
  'given',
  'give',
]);

/**
 * What the policy promises the student: the terms of each sentence that binds the institution
 * (a hearing, notice, reasons, a second marker, an independent panel), never a duty of the
 * student, a schedule of penalties or a time limit for the student.
 */
export function policyPromises(passages: Passage[]): Set<string>[] {
  return findPolicySentences(passages, PROMISE)
    .filter(({ sentence }) => bindsInstitution(sentence))
    .map(({ sentence }) => {
      const terms = new Set([...termsOf(sentence)].filter((t) => !EVERYWHERE.has(t)));
      if (terms.has('~marking') && wordsOf(sentence).some((w) => MORE_THAN_ONE.test(w)))
        terms.add('~second-marking');
      return terms;
    });
}

// How many marked the work, said of marking: "marked independently by two examiners" promises a
// second marker; "only he marked it, nobody else" tells that there was none.
const MORE_THAN_ONE = /^(?:two|both|independently)$/i;
const NO_MORE_THAN_ONE = /^(?:only|single|alone|sole|solely|one|just|nobody)$/i;

/**
 * The ideas a sentence of the story shares with one promise of the policy, when it is about that
 * promise: at least two of its words meet the promise's words, one of them by its idea ("only one
 * person marked it" meets "marked by two examiners"). Empty otherwise.
 */
export function promiseSharedWith(said: string, promises: Set<string>[]): string[] {
  const saidWords = wordsOf(said);
  const words = saidWords.map((word) =>
    [...wordTerms(word)].filter((term) => !EVERYWHERE.has(term)),
  );
  if (words.some((terms) => terms.includes('~marking')))
    saidWords.forEach((word, i) => {
      if (NO_MORE_THAN_ONE.test(word)) words[i].push('~second-marking');
    });
  let best: string[] = [];
  let bestScore = 0;
  for (const promise of promises) {
    let score = 0;
    const shared = new Set<string>();
    for (const terms of words) {
      const met = terms.filter((term) => promise.has(term));
      if (met.length === 0) continue;
      score += met.some((term) => term.startsWith('~')) ? 1.5 : 1;
      for (const term of met) shared.add(term);
    }
    if (score >= 2.5 && score > bestScore) {
      bestScore = score;
      best = [...shared];
    }
  }
  return best;
}
