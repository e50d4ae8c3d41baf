/**
 * Decides who a time limit binds: the student (submit, lodge, ask, appeals must be received)
 * or the institution and outside bodies (we will respond, the panel will decide, the student
 * will receive an outcome). It reads the clause before the time expression: its grammatical
 * subject, the modal verb and the verb that follows.
 */
export type Actor = 'student' | 'institution' | 'unknown';

const STUDENT_PARTIES = new Set([
  'you',
  'student',
  'students',
  'applicant',
  'applicants',
  'complainant',
  'complainants',
  'appellant',
  'appellants',
  'party',
  'parties',
  'claimant',
  'claimants',
  'candidate',
  'candidates',
  'learner',
  'learners',
  'respondent',
  // Housing policies name the student by the agreement.
  'resident',
  'residents',
  'tenant',
  'tenants',
  'licensee',
  'licensees',
  'occupant',
  'occupants',
  // Library and service policies name the student by the service.
  'borrower',
  'borrowers',
  'patron',
  'patrons',
  'requester',
  'requesters',
  'requestor',
  'requestors',
  'trainee',
  'trainees',
]);
// Words that stand for a party named earlier in the sentence.
// "When the Office receives a concern, it will contact the student": it is the office.
const PRONOUNS = new Set(['they', 'he', 'she', 'it']);
const RELATIVE_PRONOUNS = /^(?:which|who|that)$/i;
const STUDENT_ARTEFACTS = new Set([
  'appeal',
  'appeals',
  'request',
  'requests',
  'complaint',
  'complaints',
  'grievance',
  'grievances',
  'form',
  'forms',
  'application',
  'applications',
  'evidence',
  'documents',
  'document',
  'documentation',
  'submission',
  'submissions',
  'claim',
  'claims',
  'petition',
  'petitions',
  'deadline',
  'limit',
  'statement',
  'representations',
  'objection',
  'objections',
]);
const INSTITUTION_ARTEFACTS = new Set([
  'decision',
  'decisions',
  'outcome',
  'outcomes',
  'determination',
  'feedback',
  'acknowledgement',
  'acknowledgment',
  'result',
  'results',
  'letter',
  'report',
  'records',
  'record',
  'files',
  'file',
  'reply',
  'response',
  'responses',
  'investigation',
  'hearing',
  'meeting',
  'review',
  'repairs',
  'findings',
  'notice',
  'refund',
  'payment',
]);
const INSTITUTION_PARTIES = new Set([
  'we',
  'us',
  'university',
  'college',
  'institute',
  'institution',
  'school',
  'faculty',
  'department',
  'office',
  'committee',
  'board',
  'panel',
  'officer',
  'coordinator',
  'co-ordinator',
  'head',
  'director',
  'dean',
  'registrar',
  'registry',
  'president',
  'chancellor',
  'vice-chancellor',
  'provost',
  'secretary',
  'secretariat',
  'team',
  'services',
  'service',
  'staff',
  'investigator',
  'manager',
  'unit',
  'chair',
  'tutor',
  'supervisor',
  'examiner',
  'examiners',
  'council',
  'senate',
  'centre',
  'center',
  'division',
  'administration',
  'contractor',
  'designee',
  'nominee',
  'adviser',
  'advisor',
  'instructor',
  'lecturer',
  'reviewer',
  'clerk',
  'convenor',
  'convener',
  'caseworker',
  'administrator',
  'warden',
  'principal',
  'rector',
  'provider',
  'polytechnic',
  'academy',
]);
const EXTERNAL_BODIES = new Set([
  'ombudsman',
  'oia',
  'spso',
  'nso',
  'ocr',
  'psow',
  'adjudicator',
  'commissioner',
  'agency',
  'teqsa',
  'regulator',
  'education',
]);

type SubjectKind =
  'student' | 'student-artefact' | 'institution' | 'institution-artefact' | 'external';

function kindOf(word: string): SubjectKind | undefined {
  const w = word.toLowerCase().replace(/['’]s$/, '');
  if (STUDENT_PARTIES.has(w)) return 'student';
  if (EXTERNAL_BODIES.has(w)) return 'external';
  if (STUDENT_ARTEFACTS.has(w)) return 'student-artefact';
  if (INSTITUTION_ARTEFACTS.has(w)) return 'institution-artefact';
  // "Supervisors will return feedback", "Tutors will mark": staff named in the plural.
  if (INSTITUTION_PARTIES.has(w) || INSTITUTION_PARTIES.has(w.replace(/s$/, '')))
    return 'institution';
  return undefined;
}

const MODAL =
  /\b(must|should|shall|will|may|can|cannot|could|would|needs? to|is required to|are required to|has to|have to|aims? to|expects?|requires?|meets|decides|calculates|returns|runs?|is|are|has|have)\b/gi;
const ADVERBS =
  /^(?:(?:normally|generally|usually|also|only|then|still|first|therefore|promptly|always|ordinarily|not|further)\s+)*/i;

const STUDENT_RECEIVES =
  /^(?:receive[ds]?|get|got|gotten|hear|heard|had\s+(?:a|an|any|the)\s+(?:reply|response|answer|decision|outcome)|(?:be\s+)?entitled|be\s+(?:given|sent|told|notified|informed|offered|invited|contacted|issued|provided|advised|allowed))\b/i;
const STUDENT_ACTION_PASSIVE =
  /^(?:be\s+(?:submitted|lodged|filed|made|received|sent|returned|provided|supplied|brought|delivered|emailed|posted|raised|presented|registered|completed\s+and\s+returned)|reach|arrive)\b/i;
const INSTITUTION_ACTION_PASSIVE =
  /^be\s+(?:acknowledged|considered|heard|decided|determined|investigated|resolved|answered|dealt|processed|reviewed|assessed|evaluated|marked|scheduled|arranged|attended|issued|given|sent\s+to\s+you|notified|completed|concluded|kept|retained|held|destroyed|deleted|inspected|repaired|fixed|treated|refunded|paid|credited|updated|amended|corrected|confirmed|published|released|reinstated|processed)\b/i;
const EXTERNAL_EXPECTS_STUDENT =
  /^(?:receive|expects?|requires?|accept|consider|look|will\s+consider)\b|\b(?:complaints?|appeals?|applications?|it|them)\s+(?:to\s+)?(?:be\s+)?(?:made|brought|filed|received|submitted|lodged|reach|arrive)\b/i;
const ARTEFACT_MADE_BY_STUDENT =
  /\b(?:they|it|appeals?|complaints?|requests?|applications?)\s+(?:are|is|were|was|have been|has been)\s+(?:made|submitted|lodged|received|filed|brought)\b/i;
const STUDENT_VERBS =
  /\b(?:submit|lodge|file|appeal|request|ask|complain|apply|provide|suppl|send|return|bring|make|raise|notify|inform|respond|register|contact|refer)\w*/i;
const INSTITUTION_VERBS =
  /\b(?:acknowledge|respond|reply|decide|issue|hear|meet|investigate|consider|attend|aim|complete|conclude|publish|notify|inform|keep|retain|destroy)\w*/i;

// A response the institution must receive (the student's), not one it sends.
const RESPONSE_TO_BE_RECEIVED =
  /\b(?:responses?|repl(?:y|ies))\s+(?:must|should|shall)\s+(?:be\s+(?:received|submitted|lodged|filed)|reach)\b/i;

// A clause with a verb of its own (not "routine requests" after a semicolon).
const HAS_A_VERB =
  /\b(?:must|should|shall|will|may|can|could|would|is|are|was|were|be|been|has|have|had|do|does|need|needs|required|expected)\b|\b\w+ed\b/i;

/** Strips a leading "If ...," / "Where ...," clause so the main clause's subject is found. */
function mainClause(lead: string): string {
  const withoutNumber = lead.replace(/^\s*(?:\(?[a-z0-9]{1,4}[.)]\s+|\d+(?:\.\d+)+\.?\s+)/i, '');
  const subordinate =
    /^\s*(?:if|where|when|whenever|once|after|unless|although|though|while|whilst|because|since|before|until|in the event that|as soon as|following)\b[^,]*,\s*/i.exec(
      withoutNumber,
    );
  return subordinate ? withoutNumber.slice(subordinate[0].length) : withoutNumber;
}

function lastWord(text: string): string | undefined {
  return /([A-Za-z][\w'’-]*)\s*$/.exec(text)?.[1];
}

// Prepositions that attach a phrase to a noun: "requests for review", "the Dean of Students".
const PREPOSITION =
  /\s+(?:of|for|to|about|against|from|under|regarding|concerning|on|in|by|with)\s+/gi;

/**
 * The head of the noun phrase that ends `before`: "Requests for review" is about requests and
 * "the Dean of Students" is a dean. A phrase is stripped only when the word before the
 * preposition is itself a known party or document and the phrase runs to the end, short and
 * without punctuation ("unhappy with the outcome you" keeps "you").
 */
function headOfNounPhrase(before: string): SubjectKind | undefined {
  // "A formal complaint requesting an investigation": a participle's phrase hangs on the noun.
  const participle = /\b([A-Za-z]+)\s+\w+ing\b([^,;:()]*)$/.exec(before);
  if (participle && participle[2].trim().split(/\s+/).length <= 6) {
    const kind = kindOf(participle[1]);
    if (kind === 'student-artefact' || kind === 'student') return kind;
  }
  for (const preposition of before.matchAll(PREPOSITION)) {
    const at = preposition.index ?? 0;
    const rest = before.slice(at + preposition[0].length);
    if (/[,;:()]/.test(rest) || rest.trim().split(/\s+/).length > 8) continue;
    // "the Committee to consider" is an infinitive, not "complaints to the Ombudsman".
    if (
      /^\s+to\s+$/i.test(preposition[0]) &&
      !/^(?:the|a|an|any|this|that|your|their|his|her|its|our|[A-Z])/.test(rest)
    )
      continue;
    // "Applications received by the closing date": a participle can sit between the two.
    const words = before.slice(0, at).trim().split(/\s+/);
    const head = words.at(-1) ?? '';
    const kind =
      kindOf(head) ??
      (/(?:ed|en)$/i.test(head) && words.length > 1 ? kindOf(words.at(-2) ?? '') : undefined);
    if (kind) return kind;
  }
  return undefined;
}

function firstKnownSubject(text: string): SubjectKind | undefined {
  for (const word of text.split(/[^A-Za-z'’-]+/)) {
    const kind = word ? kindOf(word) : undefined;
    if (kind) return kind;
  }
  return undefined;
}

/**
 * The subject in the words before a modal, where the last word alone does not say it: a
 * pronoun ("If the applicant is dissatisfied, they may ask") stands for the party its sentence
 * named first, in its opening clause (`opening`) or before the pronoun; a party followed by what it is doing ("Students using the Testing Center must
 * book") is that party, not the office it uses; a relative pronoun ("the office concerned,
 * which will try") stands for the noun it hangs on.
 */
function subjectBefore(before: string, opening: string): SubjectKind | undefined {
  const word = lastWord(before) ?? '';
  if (PRONOUNS.has(word.toLowerCase())) {
    const named = firstKnownSubject(`${opening} ${before.slice(0, before.lastIndexOf(word))}`);
    if (named === 'student' || named === 'institution' || named === 'external') return named;
  }
  if (RELATIVE_PRONOUNS.test(word)) {
    const antecedent = before
      .slice(0, before.lastIndexOf(word))
      .replace(/[\s,]+$/, '')
      .split(/\s+/)
      .slice(-2)
      .reverse();
    for (const candidate of antecedent) {
      const kind = kindOf(candidate);
      if (kind) return kind;
    }
  }
  const participle =
    /^\s*(?:the|a|an|any|all|each|every)?\s*([A-Za-z]+)\s+(?:\w+ing|\w+ed|who|with|in|on|at|living|staying)\b/i.exec(
      before,
    );
  // Only when these words are the whole subject: no verb of their own before the modal.
  const wholeSubject =
    before.trim().split(/\s+/).length <= 12 &&
    !/\b(?:must|should|shall|will|may|can|is|are|was|were)\b|[,;]/i.test(before);
  const party = participle && wholeSubject ? kindOf(participle[1]) : undefined;
  return party === 'student' ? party : undefined;
}

/** Who must act within the time expression that follows `lead` (the sentence up to it). */
// Lower case on purpose: "sent to the Student Appeals Office" is the student's own step.
const DELIVERED_TO_STUDENT =
  /\b(?:[Mm]ust|[Ss]hall|[Ww]ill|[Ss]hould)\s+be\s+(?:\w+\s+)?(?:sent|given|provided|disclosed|shown|made available|supplied|copied)\s+to\s+(?:the\s+|each\s+|every\s+|a\s+|all\s+)?(?:student|applicant|complainant)s?\b/;

// "Submit the form within 10 business days": an instruction to the reader, the student.
const IMPERATIVE =
  /^\s*(?:please\s+)?(?:submit|send|lodge|complete|e-?mail|write|apply|appeal|complain|escalate|refer|ask|request|file|contact|return|provide|post|upload|deliver|bring|raise|notify|inform|tell|pay)\b/i;

// "…will notify the applicant of any missing documents and allow ten (10) business days to provide
// them": time the institution allows is the time the student has.
export const TIME_ALLOWED =
  /\ballow(?:s|ing)?\s+(?:(?:the|each|an?)\s+(?:student|applicant|complainant|appellant|resident)s?\s+|you\s+|them\s+)?$/i;
// "A student whose review has not been completed within 40 working days … may ask": the time is
// the one the institution had for its own step, which the sentence makes a condition.
const NOT_DONE_IN_TIME =
  /\b(?:has|have|is|are|was|were)\s+not\s+been\s+(?:completed|concluded|decided|determined|resolved|issued|heard|answered|dealt\s+with|processed)(?:\s+(?:within|in))?\s*$/i;

export function whoMustAct(lead: string): Actor {
  if (TIME_ALLOWED.test(lead)) return 'student';
  if (NOT_DONE_IN_TIME.test(lead)) return 'institution';
  // "urgent requests (heat, water, security, pests) are attended": what brackets list is no part
  // of the clause.
  const plain = lead.replace(/\s*\([^()]*\)/g, '');
  if (plain !== lead) return whoMustAct(plain);
  // "…are attended within 24 hours; routine requests within five (5) working days": a clause
  // with no verb of its own is said with the one before.
  const elliptic = /^(.*\S)\s+within\b[^;]*;\s*([^;]*)$/i.exec(lead);
  if (elliptic && !HAS_A_VERB.test(elliptic[2]) && elliptic[2].trim().split(/\s+/).length <= 4)
    return whoMustAct(elliptic[1]);
  const clause = mainClause(lead);
  if (IMPERATIVE.test(clause)) return 'student';
  // What mainClause set aside ("If the applicant is dissatisfied, "): a pronoun's party is there.
  const opening = lead.slice(0, lead.length - clause.length);
  // "Where a resident is without heating for more than seven days, ...": a condition, which
  // binds nobody, when nothing in it is an obligation.
  if (
    /^\s*(?:if|where|when|whenever|while|whilst)\b/i.test(clause) &&
    !/,/.test(clause) &&
    !/\b(?:must|should|shall|will|may|can|needs?\s+to|required|expected|have|has)\b/i.test(clause)
  )
    return 'unknown';
  const modals = [...clause.matchAll(MODAL)];
  let subject: SubjectKind | undefined;
  let verbPhrase = clause;

  for (let i = modals.length - 1; i >= 0 && subject === undefined; i--) {
    const modal = modals[i];
    const at = modal.index ?? 0;
    const before = clause
      .slice(0, at)
      .replace(/\s+(?:normally|generally|usually|also|only|then|still|first|therefore)\s*$/i, ' ');
    // "The Committee will consider the appeal and will notify the student": the second verb
    // shares the first one's subject.
    if (/\b(?:and|or|but)\s*$/i.test(before)) {
      // "The Registry will check the appeal is within time … and will respond within 35 days":
      // the clause's own subject, not the "appeal" of what it checks.
      // "A Complaints Investigator who is independent of the service … and will respond": the
      // first verb may sit in a relative clause, whose pronoun stands for the noun before it.
      const start = clause.slice(0, modals[0].index).replace(/,?\s+(?:who|which|that)\s*$/i, ' ');
      const head = lastWord(start);
      const first =
        (head ? (headOfNounPhrase(start) ?? kindOf(head)) : undefined) ?? firstKnownSubject(start);
      if (first) {
        subject = first;
        verbPhrase = clause.slice(at + modal[0].length);
      }
      continue;
    }
    // "A student who is dissatisfied with the outcome may ask": the relative clause ends at the
    // modal, so the subject is the noun the clause hangs on, not the last noun before the modal.
    const relative =
      /\b([A-Za-z]+),?\s+(?:who|whose|that|which)\b(?:(?!\b(?:must|should|shall|will|may|can)\b)[^;])*$/i.exec(
        before,
      );
    // "the Head of Admissions, who will respond": the clause hangs on the office, not on what
    // it is the head of.
    const officeOf =
      /\b([A-Za-z]+)\s+of\s+(?:the\s+)?[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*,?\s+(?:who|whose|that|which)\b(?:(?!\b(?:must|should|shall|will|may|can)\b)[^;])*$/.exec(
        before,
      );
    const relativeKind = relative
      ? (kindOf(relative[1]) ?? (officeOf ? kindOf(officeOf[1]) : undefined))
      : undefined;
    const word = lastWord(before);
    const directKind =
      word && /\S$/.test(before.trimEnd()) && !/[,;]\s*$/.test(before)
        ? (headOfNounPhrase(before) ?? kindOf(word))
        : undefined;
    const special = subjectBefore(before, opening);
    const kind =
      special ?? (relativeKind === 'student' ? relativeKind : (directKind ?? relativeKind));
    // "…any fees paid above the rate will be refunded": what is done to an unnamed thing is
    // the institution's doing.
    const after = clause
      .slice(at + modal[0].length)
      .trimStart()
      .replace(ADVERBS, '');
    if (
      !kind &&
      i === modals.length - 1 &&
      INSTITUTION_ACTION_PASSIVE.test(after) &&
      !STUDENT_ACTION_PASSIVE.test(after)
    )
      return 'institution';
    if (kind) {
      subject = kind;
      verbPhrase = clause.slice(at + modal[0].length);
    }
  }
  // Without a subject before a modal, the first party or document named before it; words after
  // the verb are its objects ("DSS will respond to a complete request"), not its subject.
  if (subject === undefined)
    subject = firstKnownSubject(modals.length ? clause.slice(0, modals[0].index) : clause);

  // "emergency requests are answered within two hours": after "is" or "are" the verb is read
  // as after "will be", so a passive says who acts whatever tense the policy writes it in.
  const afterBe = /\b(?:is|are)\s*$/i.test(clause.slice(0, clause.length - verbPhrase.length));
  const verb = `${afterBe ? 'be ' : ''}${verbPhrase.trimStart().replace(ADVERBS, '')}`.replace(
    /^be\s+(?:normally|generally|usually)\s+/i,
    'be ',
  );
  // "All evidence must be sent to the student at least 10 days before the hearing": a duty
  // owed to the student, not a limit on them.
  if (DELIVERED_TO_STUDENT.test(clause)) return 'institution';
  switch (subject) {
    case 'student':
      // "Mould reported by a resident will be inspected": done by the institution.
      return STUDENT_RECEIVES.test(verb) || INSTITUTION_ACTION_PASSIVE.test(verb)
        ? 'institution'
        : 'student';
    case 'student-artefact':
      // "Complaints will only be considered if they are made within": the condition is the student's.
      if (ARTEFACT_MADE_BY_STUDENT.test(verb)) return 'student';
      return INSTITUTION_ACTION_PASSIVE.test(verb) && !STUDENT_ACTION_PASSIVE.test(verb)
        ? 'institution'
        : 'student';
    case 'institution-artefact':
      // "…may respond in writing instead; a written response must be received within": a
      // response that must reach the institution is the student's.
      return RESPONSE_TO_BE_RECEIVED.test(clause) ? 'student' : 'institution';
    case 'external':
      // "Complaints to the Ombudsman should be made within": the passive action is the student's.
      return EXTERNAL_EXPECTS_STUDENT.test(verb) || STUDENT_ACTION_PASSIVE.test(verb)
        ? 'student'
        : 'institution';
    case 'institution':
      return /^(?:receive|expects?|requires?)\b/i.test(verb) ? 'student' : 'institution';
    default:
      if (STUDENT_VERBS.test(verb) && !INSTITUTION_VERBS.test(verb)) return 'student';
      if (INSTITUTION_VERBS.test(verb)) return 'institution';
      return 'unknown';
  }
}
