import { deadlineTrigger } from '@redress/domain';
import { writeAdvice } from './advice/write-advice';
import { findPolicySentences, type PolicySentence } from './citations/policy-sentences';
import {
  END_OF_PROCEDURES,
  policyPromises,
  rulesBearingOn,
  STUDENT_BURDEN,
  STUDENT_TIME_LIMIT,
} from './citations/rules-bearing-on';
import { selectCitations, type CitationRequest } from './citations/select-citations';
import {
  EXTERNAL_BODY,
  extractDeadlines,
  isOutsideBodyPart,
  type ExtractedDeadline,
} from './deadlines/extract-deadlines';
import { BARE_DAYS, DAY_DEFINITIONS } from './deadlines/time-expressions';
import {
  chooseEscalation,
  inferJurisdiction,
  type Jurisdiction,
} from './escalation/escalation-route';
import {
  closedGroundsList,
  detectGrounds,
  groundsAllowedBy,
  policyTerms,
  type GroundsFinding,
} from './grounds/detect-grounds';
import { nextStepDeadline } from './policy/next-step';
import { splitPassages, type Passage, type PolicyDocument } from './passages/split-passages';
import {
  analysisReportSchema,
  caseDetailsSchema,
  type AnalysisReport,
  type CaseDetails,
  type Deadline,
  type Escalation,
  type Ground,
  type ProcedureSummary,
  type WarningCode,
  WARNING_CODES,
} from './report/report.schema';
import { defaultReadingModel } from './reading/default-model';
import {
  caseProcedureKinds,
  contactFor,
  informalStageOf,
  partsBearingOn,
  procedureKindAt,
  readProcedureFacts,
  type ProcedureContact,
  type ProcedureFacts,
  type ProcedureKind,
} from './policy/procedure-facts';
import { READING_LABELS, readCase, type CaseReading } from './reading/read-case';
import { readStory } from './reading/read-story';
import { type ReadingModel } from './reading/reading-model';
import { storyFeatures, type StoryFeatures } from './reading/story-features';
import {
  createPassageIndex,
  passagesSharingRareWords,
  type PassageHit,
} from './retrieval/passage-index';
import { createQuoteVerifier } from './text/quote-integrity';
import { storySentences } from './text/sentences';
import { tellsOfMisconduct } from './reading/misconduct-story';
import {
  describeWarning,
  LATE_SUBMISSIONS,
  readWarningSignals,
  markMayFallWarning,
  ruleWarnings,
  type DetectedWarning,
  type WarningSignals,
} from './warnings/detect-warnings';

export interface AnalyseCaseInput {
  /** The case as submitted (the `/input` fields); validated here. */
  details: CaseDetails | Record<string, unknown>;
  /** The policy text with page locations, or null when no policy was provided. */
  policy?: PolicyDocument | null;
  /**
   * The day of the analysis: dates in the story ("the decision came on 18 November") are read
   * against it. Without it only dates the story itself anchors are read ("today is 20 May").
   */
  today?: Date;
}

/** Everything the analysis found, before it is written up: shared with the LLM mode. */
export interface CaseEvidence {
  details: CaseDetails;
  narrative: string;
  policyText: string;
  passages: Passage[];
  retrieved: PassageHit[];
  /** Passages that share a rare word with the story (see `passagesSharingRareWords`). */
  sharingRareWords: Set<string>;
  deadlines: ExtractedDeadline[];
  grounds: Ground[];
  notAllowedGrounds: Ground[];
  /** The student's sentences behind each ground, strongest first (never the title). */
  groundReasons: Partial<Record<Ground, string[]>>;
  groundSupport: Partial<Record<Ground, string>>;
  groundRules: Partial<Record<Ground, PolicySentence>>;
  /** The policy's definition of its own term for a ground, where it has one. */
  groundDefinitions: Partial<Record<Ground, PolicySentence>>;
  /** The rules that decide each ground: requirements the student's account says were not met. */
  decidingRules: Partial<Record<Ground, PolicySentence[]>>;
  jurisdiction: Jurisdiction;
  escalation: Escalation;
  warnings: DetectedWarning[];
  /** The student's sentences behind each warning, strongest first. */
  warningReasons: Partial<Record<DetectedWarning['code'], string[]>>;
  /** What the trained model read, with its probabilities (for the LLM cross-check). */
  reading: CaseReading;
  /** Clauses that protect the student, such as a penalty that cannot be increased on appeal. */
  protections: WarningSignals['protections'];
  /** Warnings the policy does not allow: their gate is closed (or the clause says the opposite). */
  closedWarnings: WarningCode[];
  /** The case is about a penalty (misconduct or an excessive sanction). */
  penaltyCase: boolean;
  /** Where to send what, and whether the policy has an informal stage. */
  procedure: ProcedureFacts;
  /** The time limit for the student's next step (`nextStepDeadline`): one choice, used throughout. */
  nextStep?: ExtractedDeadline;
  /**
   * Where the story dates the event the next step's limit runs from (its clock has started), the
   * working days that limit has left.
   */
  nextStepDaysLeft?: number;
  /** The limit the late warning is about, where it is another step's and still open. */
  otherUrgentStep?: ExtractedDeadline;
  /** Where that step goes, if the policy says. */
  contact?: ProcedureContact;
  outcomesRule?: PolicySentence;
  /**
   * Where the policy sends complaints of discrimination or of adjustments not made, for a case
   * with that ground: the office the student raises it with besides the appeal.
   */
  equalityRoute?: PolicySentence;
  /** Where the policy says the outside body takes the case without the internal stages first. */
  externalAnyTime?: PolicySentence;
  /** Where the policy names the external body the student can go to. */
  escalationRule?: PolicySentence;
  /** Where the policy says how its bare "days" are counted, when a time limit is in them. */
  dayDefinition?: PolicySentence;
  /** The clause limiting further appeals, when the student wants the decision looked at again. */
  finalityRule?: PolicySentence;
  /** The mark, not a penalty, is what a review may make worse (`markMayFallWarning`). */
  markMayFall: boolean;
  /** The student has not yet appealed or asked for a review (`WarningSignals`). */
  beforeFirstAppeal: boolean;
}

// How each ground is worded where a policy states it as a rule or a ground of appeal.
const GROUND_RULE_LANGUAGE: Record<Ground, RegExp> = {
  procedural_irregularity:
    /procedur\w*|irregularit\w*|not (?:been )?followed|(?:did not|does not|failed to|failure to) follow|procedural fairness/i,
  bias: /\bbias\b|prejudice|conflict of interest/i,
  extenuating_circumstances: /circumstances|illness|extenuating|mitigat\w*/i,
  new_evidence:
    /new evidence|not (?:reasonably )?available|could not reasonably have been provided|new (?:information|material)/i,
  disproportionate_sanction:
    /disproportionate|schedule of outcomes|tariff|proportionate|level of the breach|higher level|normal range|range of (?:sanctions|penalties|outcomes)|reserved for|(?:normal|usual|standard|typical) (?:penalty|sanction|outcome)|(?:sanction|penalty|penalties) guidelines|first (?:case|offence|offense|breach)(?: (?:of|is|will)|\s*[-–—:])/i,
  administrative_error:
    /\berror\b|mistake|administrative|processing errors?|recording|computed incorrectly|calculated incorrectly|miscalculat\w*|fail(?:ed|s|ure)? to (?:record|process|register)\b|not (?:been )?(?:recorded|processed)\b/i,
  discrimination: /discriminat\w*|harass\w*|protected characteristic|civil rights/i,
  disability_adjustments: /accommodations?|adjustments?|disabilit\w*/i,
  service_failure:
    /standard of service|reasonable standard|failure to provide|delay|repairs?|remed(?:y|ies)/i,
  misrepresentation:
    /inaccurate|misleading|information (?:published|provided)|(?:accurate|incorrect|wrong|correct)(?:,?\s*\w+)? (?:information|advice|guidance)|\b(?:relied|reli(?:ance|es) on)\b|\bhonou?r\b[^.;]{0,30}\b(?:information|advice|offer|promise|commitment)/i,
};
// A first offence in the student's words: "first time", "this is my first anything ever", "never
// been in trouble", "clean record".
const FIRST_OFFENCE_TOLD =
  /\bfirst\s+(?:time|offen[cs]e|anything|issue|problem|mistake|violation|breach)\b|\bnever\s+(?:been\s+)?in\s+(?:any\s+)?trouble\b|\bclean record\b|\bno\s+(?:any\s+)?(?:previous\s+|prior\s+|other\s+)?(?:misconduct|offen[cs]es?|findings?|(?:disciplinary\s+)?record|issues?|problems?)\s+before\b|\bno\s+(?:previous|prior)\s+(?:misconduct|offen[cs]es?|findings?|record)\b/i;
// What a tariff says of a first offence and of repeated ones.
const OFFENCE_HISTORY_RULE =
  /\b(?:first (?:offen[cs]e|violation|breach|instance|occurrence|finding)|second or subsequent|repeat(?:ed)? (?:serious )?(?:offen[cs]es|violations|breaches|misconduct)|previously been found|subsequent (?:offen[cs]es|violations|breaches)|previous (?:offen[cs]es|findings|violations))\b/i;
// Grounds whose rules are about one subject only (adjustments for a disability, discrimination),
// so that a rule in their words decides no other ground.
const TOPICAL_GROUNDS: Ground[] = ['disability_adjustments', 'discrimination'];
/** The policy's own terms for each ground (`policyTerms`), read once per case. */
type OwnTerms = Partial<Record<Ground, RegExp>>;

/** How a ground is worded in this policy: the usual words, and the terms the policy defines for it. */
function ruleLanguageOf(ground: Ground, ownTerms: OwnTerms): RegExp {
  const own = ownTerms[ground];
  const usual = GROUND_RULE_LANGUAGE[ground];
  return own ? new RegExp(`${usual.source}|${own.source}`, 'i') : usual;
}

/** Where the policy defines its own term for a ground ("“Good cause” means…"). */
function groundDefinitions(
  grounds: Ground[],
  passages: Passage[],
  ownTerms: OwnTerms,
): Partial<Record<Ground, PolicySentence>> {
  const definitions: Partial<Record<Ground, PolicySentence>> = {};
  for (const ground of grounds) {
    const own = ownTerms[ground];
    const definition = own
      ? findPolicySentences(passages, own).find((m) => DEFINES.test(m.sentence))
      : undefined;
    if (definition) definitions[ground] = definition;
  }
  return definitions;
}
const DEFINES = /["”'’]\s+(?:means|refers to|shall mean|is defined as|includes)\b/i;

// Grounds a policy decides by the rule about them (a rule for new evidence, for circumstances),
// not by any requirement the student's story happens to share words with.
const DECIDED_IN_OWN_WORDS = new Set<Ground>([
  'new_evidence',
  'extenuating_circumstances',
  'disproportionate_sanction',
  'misrepresentation',
  'discrimination',
]);
// Grounds decided by the standard the institution promised ("urgent repairs within 24 hours"),
// not only by what it requires.
const DECIDED_BY_PROMISED_STANDARD = new Set<Ground>(['service_failure', 'disability_adjustments']);
// How the policy names each external body.
const EXTERNAL_BODY_NAMES: Record<NonNullable<Escalation['body']>, RegExp> = {
  OIA: /Independent Adjudicator|\bOIA\b/,
  SPSO: /Scottish Public Services Ombudsman|\bSPSO\b/,
  NSO: /National Student Ombudsman|\bNSO\b/,
  OCR: /Office for Civil Rights|\bOCR\b/,
  PSOW: /Public Services Ombudsman for Wales|\bPSOW\b/,
  OTHER:
    /Ombudsman|Commissioner|Adjudicator|(?:Department|Board|Commission|Council) of (?:Higher |Postsecondary )?Education|Higher Education (?:Department|Commission|Coordinating Board|Board|Authority|Council)|Board of Regents|state agency/i,
};
// "Complaints of discrimination, harassment, or failure to provide disability accommodations are
// handled by the Office of Civil Rights Compliance (OCRC)": the institution's own route for them.
const EQUALITY_ROUTE =
  /\b(?:discriminat\w*|harass\w*|(?:disability|reasonable)\s+(?:accommodations?|adjustments?))\b/i;
const ROUTED_TO =
  /\b(?:(?:are|is|will be|should be|must be)\s+(?:handled|dealt with|considered|investigated|heard|decided)\s+(?:by|under)|(?:directed|reported|referred|made|sent|submitted|addressed|raised)\s+(?:directly\s+)?(?:to|with)\s+(?:the\s+)?[A-Z])/;
// "Students need not complete University procedures before filing with OCR", "OCR does not
// require students to use University procedures first".
const NO_NEED_TO_FINISH =
  /\b(?:need not|(?:is|are) not required to|do(?:es)? not (?:need|have) to|does not require (?:a |the )?students? to|without first)\b[^.;]{0,40}\b(?:use|complete|exhaust|go through|finish)\b/i;
const CAN_GO_THERE = /\b(?:may|can|contact|complain|refer|ask|file|bring|apply)\b/i;

function escalationRuleFor(
  escalation: Escalation,
  passages: Passage[],
): PolicySentence | undefined {
  if (!escalation.body) return undefined;
  const matches = findPolicySentences(passages, EXTERNAL_BODY_NAMES[escalation.body]);
  return matches.find((m) => CAN_GO_THERE.test(m.sentence)) ?? matches[0];
}

// The document itself: "this procedure", "these regulations".
const THIS_DOCUMENT =
  /\b(?:this|these|our)\s+(?:procedures?|regulations?|policy|policies|process)\b/gi;
// A procedure by its name ("the model Complaints Handling Procedure"): not a procedure the
// student says was not followed.
const PROCEDURE_NAME = /\b(?:[A-Z][\w'’-]*\s+){1,4}Procedures?\b/g;
// A line written in capitals: a title or heading, not a rule.
const IN_CAPITALS = /^[^a-z]*[A-Z]{3}[^a-z]*(?:\([^)]*\))?[^a-z]*$/;
const SCOPE_STATEMENT =
  /\b(?:applies to|apply to|covers|sets out|describes|explains|is intended|purpose of this)\b/i;
const REQUIRES = /\b(?:must|shall|may|will|within|entitled|right)\b/i;
const APPEAL_CONTEXT = /\bground|\bappeal|\breview|\bcomplain|\bmay\b|\bmust\b/i;
const OUTCOMES_RULE =
  /\b(?:remed(?:y|ies)|outcomes? (?:available|may include|include)|if an? (?:appeal|complaint|grievance) is upheld|may (?:include|refer|direct|offer)|may be (?:offered|awarded|granted)|(?:is|are) entitled to (?:a |an )?(?:refund|compensation|reduction|rebate|release))\b/i;
const NO_POLICY_NOTE =
  'No policy document was provided: the report is based on the narrative alone, with no policy citations or time limits. Add the institution’s procedure for a full analysis.';

/** The clause that names each ground as a ground (of appeal or complaint). */
function groundRules(
  grounds: Ground[],
  passages: Passage[],
  ownTerms: OwnTerms,
  /** Whether a part of the policy bears on the case (`partsBearingOn`). */
  bearsOn: (location: string) => boolean,
  penaltyCase: boolean,
  /** The procedure the case belongs to (`caseProcedureKinds`'s first). */
  caseKind: ProcedureKind,
): Partial<Record<Ground, PolicySentence>> {
  const closedList = closedGroundsList(passages);
  // A penalty appealed under the misconduct part's own appeal ("A student may appeal a finding or
  // sanction to the Senate Appeals Committee") is not heard on the grounds the academic appeals
  // part lists for a grade.
  const ownAppeal =
    penaltyCase &&
    passages.some(
      (p) => procedureKindAt(p.location, '') === 'misconduct' && /\bappeal\w*/i.test(p.text),
    );
  const ofTheProcedure = (location: string) =>
    bearsOn(location) && !(ownAppeal && procedureKindAt(location, '') === 'appeal');
  // By the part a rule is in: the case's own procedure first, then a part of no procedure, then
  // another procedure's (whatever words of a procedure its sentence has: "Retaliation against
  // anyone who reports discrimination … may be complained of" is no complaints rule).
  const ownKind = (m: PolicySentence) => {
    const kind = procedureKindAt(m.passage.location, '');
    return kind === caseKind ? 2 : kind === undefined ? 1 : 0;
  };
  const rules: Partial<Record<Ground, PolicySentence>> = {};
  for (const ground of grounds) {
    const language = ruleLanguageOf(ground, ownTerms);
    // "A student who has completed this procedure may contact the Ombudsman" names the document,
    // not a procedure that was not followed, and is the outside body's rule, not the ground's.
    const found = findPolicySentences(passages, language).filter(
      (m) =>
        language.test(m.sentence.replace(THIS_DOCUMENT, '').replace(PROCEDURE_NAME, '')) &&
        // The document's title ("STUDENT COMPLAINTS, APPEALS AND ACADEMIC INTEGRITY PROCEDURE")
        // names it; it states no rule.
        !IN_CAPITALS.test(m.sentence) &&
        !EXTERNAL_BODY_NAMES.OTHER.test(m.sentence) &&
        !EXTERNAL_BODY.test(m.sentence) &&
        // "The Panel's decision concludes the University's procedures" is where they end.
        !END_OF_PROCEDURES.test(m.sentence) &&
        // What the student must show is their burden, not the ground's rule; nor is the time
        // limit they must meet ("Claims for extenuating circumstances must be submitted no later
        // than 5 working days after the assessment"), unless it states the grounds as well.
        !STUDENT_BURDEN.test(m.sentence) &&
        // The rule on late requests ("Late complaints will be accepted only where there is a
        // compelling reason for the delay") is about the student's delay, not the service's.
        !LATE_SUBMISSIONS.test(m.sentence) &&
        !(STUDENT_TIME_LIMIT.test(m.sentence) && !/\bgrounds?\b/i.test(m.sentence)),
    );
    // Only the case's own procedures (an applicant's review is no rule of a misconduct appeal,
    // nor the examiners' grounds of appeal a rule of a residence fine), its own part first (an
    // applicant's review "not made in line with the published procedures" before the review of a
    // complaint's outcome stated earlier). A line that states nothing (the document's subtitle,
    // "Complaints, Academic Appeals and Student Conduct: Summary of Procedures") is no rule.
    const matches = found
      .filter((m) => ofTheProcedure(m.passage.location) && statesSomething(m.sentence))
      .sort((a, b) => ownKind(b) - ownKind(a));
    rules[ground] =
      matches.find((m) => closedList?.includes(m.passage.text)) ??
      // A statement of what the procedure covers ("This procedure applies to allegations of
      // misconduct") decides nothing and is no support.
      matches.find((m) => APPEAL_CONTEXT.test(m.sentence)) ??
      matches.find((m) => !SCOPE_STATEMENT.test(m.sentence));
  }
  return rules;
}

// A line states something when it has a verb or ends as a clause or list item does ("(a) a
// compelling reason that the candidate could not disclose;"); a subtitle does neither.
const statesSomething = (line: string) =>
  /[.;:]\s*$/.test(line) ||
  /\b(?:is|are|was|were|be|been|must|shall|will|may|can|cannot|could|would|should|has|have|does|do|means|includes?)\b/i.test(
    line,
  );

// How much a rule must share with one of the student's sentences to be cited on that alone.
const CLOSE_BEARING = 3.5;

function narrativeOf(details: CaseDetails): string {
  return [details.title, details.issueDescription, details.desiredResolution]
    .filter((s) => s.trim())
    .join('\n');
}

/** Everything read from the case before the model decides: also what training sees. */
export interface PreparedCase {
  details: CaseDetails;
  narrative: string;
  policyText: string;
  passages: Passage[];
  deadlines: ExtractedDeadline[];
  jurisdiction: Jurisdiction;
  rules: GroundsFinding;
  signals: WarningSignals;
  /** The warnings the hand-written rules alone would raise (features of the model). */
  ruleWarnings: WarningCode[];
  features: StoryFeatures;
}

/**
 * Reads the policy (passages, time limits, jurisdiction, what its clauses allow) and the story
 * (sentences, words, negation, what the rule detectors find), and turns them into the reading
 * model's features.
 */
const isLateWarning = (w: { code: string }) => w.code === 'late_submission_risk';

export function prepareCase(input: AnalyseCaseInput): PreparedCase {
  const details = caseDetailsSchema.parse(input.details);
  const narrative = narrativeOf(details);
  const policyText = input.policy?.text ?? '';
  const passages = policyText.trim()
    ? splitPassages({ text: policyText, pages: input.policy?.pages })
    : [];
  const deadlines = extractDeadlines(passages, policyText);
  const rules = detectGrounds(narrative, []);
  const jurisdiction = inferJurisdiction(policyText, narrative, details.universityName);
  const warningInput = {
    details,
    narrative,
    passages,
    policyText,
    ruleGrounds: rules.grounds,
    deadlines,
    jurisdiction,
    today: input.today,
  };
  const signals = readWarningSignals(warningInput);
  const byRules = ruleWarnings(signals, warningInput);
  const context = [
    `cat:${details.issueCategory}`,
    `act:${details.actionTaken}`,
    ...rules.grounds.map((g) => `r:${g}`),
    // Which rule read it, so the model can trust a sharp rule more than a loose one.
    ...rules.rules.map((rule) => `rs:${rule}`),
    ...byRules.map((w) => `rw:${w}`),
    ...signals.features,
  ];
  const sentences = readStory({
    title: details.title,
    description: details.issueDescription,
    resolution: details.desiredResolution,
  });
  return {
    details,
    narrative,
    policyText,
    passages,
    deadlines,
    jurisdiction,
    rules,
    signals,
    ruleWarnings: byRules,
    features: storyFeatures(sentences, context, policyPromises(passages)),
  };
}

/**
 * The student's sentences that show a ground, strongest first. The sentence of the account in
 * which the rules read the ground in its own words ("they gave me 0 for the whole module not just
 * the assignment") comes first; then those the model weighs most for it, which may be what the
 * student wants ("overturn it or at least only 0 for the assignment") or words it has learnt go
 * with the ground ("we wrote our own code").
 */
function reasonsFor(ground: Ground, weighed: string[], prepared: PreparedCase): string[] {
  const told = prepared.rules.support[ground];
  const { title, issueDescription } = prepared.details;
  // The title is never a reason, even where the account repeats its words.
  if (!told || told === title.trim() || !issueDescription.includes(told)) return weighed;
  return [told, ...weighed.filter((reason) => reason !== told)].slice(
    0,
    Math.max(weighed.length, 1),
  );
}

/** Reads the case and the policy and finds deadlines, grounds, warnings and the escalation route. */
export function gatherCaseEvidence(
  input: AnalyseCaseInput,
  model: ReadingModel = defaultReadingModel(),
): CaseEvidence {
  const prepared = prepareCase(input);
  const { details, narrative, policyText, passages, deadlines, jurisdiction, signals } = prepared;
  const reading = readCase(model, prepared.features);
  const { allowed: grounds, notAllowed } = groundsAllowedBy(reading.grounds, passages);
  const index = createPassageIndex(passages);
  const retrieved = index.search(narrative, 8);
  const sharingRareWords = passagesSharingRareWords(narrative, passages);
  const escalation = chooseEscalation({
    jurisdiction,
    category: details.issueCategory,
    grounds,
    policyText,
    narrative,
    deadlines,
  });
  const penaltyCase =
    signals.features.includes('s:misconduct') ||
    grounds.includes('disproportionate_sanction') ||
    tellsOfMisconduct(narrative);
  const warnings = reading.warnings.map((code) =>
    describeWarning(code, signals, escalation, reading.because[code] ?? []),
  );
  // A review that may lower the mark, for a student who wants a better one.
  const markReview = warnings.some((w) => w.code === 'sanction_may_increase')
    ? undefined
    : markMayFallWarning(signals, {
        narrative,
        category: details.issueCategory,
        disputesMark:
          reading.warnings.includes('academic_judgement') ||
          signals.features.includes('s:disputes_judgement'),
        penaltyCase,
      });
  if (markReview) {
    warnings.push(markReview);
    warnings.sort((a, b) => WARNING_CODES.indexOf(a.code) - WARNING_CODES.indexOf(b.code));
  }
  const groundReasons: Partial<Record<Ground, string[]>> = {};
  for (const ground of [...grounds, ...notAllowed])
    groundReasons[ground] = reasonsFor(ground, reading.because[ground] ?? [], prepared);
  // A term the policy defines in a ground's own words ("“Good cause” means illness or other
  // circumstances…"), not one whose definition merely mentions a sanction or the regulations
  // ("“Decision” means the written decision … imposing a sanction").
  const ownTerms = policyTerms(passages, GROUND_RULE_LANGUAGE);
  const decidingRules: Partial<Record<Ground, PolicySentence[]>> = {};
  const onAppealPenalty = new Set(
    [signals.protections.sanctionCannotIncrease, signals.clauses.sanction_may_increase].flatMap(
      (clause) => (clause ? [clause.sentence] : []),
    ),
  );
  const bearsOn = partsBearingOn(details.issueCategory, penaltyCase);
  for (const ground of grounds) {
    const ownWords = DECIDED_IN_OWN_WORDS.has(ground);
    const language = ruleLanguageOf(ground, ownTerms);
    const promises = DECIDED_BY_PROMISED_STANDARD.has(ground);
    const ranked = rulesBearingOn(passages, groundReasons[ground] ?? [], language, {
      ownWordsOnly: ownWords,
      promises,
    });
    // A rule of procedure the story says was broken in a sentence the model weighed less ("The
    // same officer who investigated signed the decision" against "the decision-maker must not
    // have been previously involved") decides the case too, when it shares enough with it, and
    // comes before a rule that shares a word or two with the weighed sentences ("the penalty
    // letter" of a time limit against "the letter was dated 20 November").
    // Not for bias, whose rule is about who decided: the notice rule the story's other sentence
    // says was broken ("they didnt send the turnitin report") is the procedure's, not the bias's.
    if (!ownWords && ground !== 'bias') {
      const closest = storySentences(details.issueDescription)
        .flatMap((sentence) =>
          rulesBearingOn(passages, [sentence], language, { limit: 1, promises }),
        )
        .filter((rule) => rule.score >= CLOSE_BEARING);
      for (const rule of closest)
        if (!ranked.some((r) => r.sentence === rule.sentence)) ranked.push(rule);
      ranked.sort((a, b) => b.score - a.score).splice(2);
    }
    // A rule in the part of another procedure ("A review outcome will be given within 14 days"
    // under "Admissions") decides nothing in this case; nor does what an appeal may do to the
    // penalty ("The Appeals Committee shall not increase the penalty"), which is the student's
    // protection or risk on appeal, stated as such, whatever words it shares with the story.
    // Nor does a rule in the words of a ground the story does not raise ("an Academic Adjustment
    // Plan … must be implemented by teaching staff" shares "teaching" with a placement report).
    const ofAbsentGround = (sentence: string) =>
      !language.test(sentence) &&
      TOPICAL_GROUNDS.some(
        (other) => !grounds.includes(other) && GROUND_RULE_LANGUAGE[other].test(sentence),
      );
    const ofTheCase = ranked.filter(
      (rule) =>
        bearsOn(rule.passage.location) &&
        // The misconduct procedure's rules decide a penalty case only ("The Committee shall not
        // include the staff member who reported the breach" is no rule of a placement report).
        (penaltyCase || procedureKindAt(rule.passage.location, '') !== 'misconduct') &&
        !onAppealPenalty.has(rule.sentence) &&
        !ofAbsentGround(rule.sentence) &&
        // What an outside body takes and by when ("A complaint to OCR must generally be filed
        // within 180 calendar days") is where the student may go next, not a rule the
        // institution broke.
        !isOutsideBodyPart(rule.passage.heading),
    );
    // A first offence is decided by what the tariff says of first and repeated offences ("Level C
    // may be imposed only for a second or subsequent offence", "Suspension is reserved for
    // repeated violations"), whatever words it shares with the story.
    if (ground === 'disproportionate_sanction' && FIRST_OFFENCE_TOLD.test(narrative)) {
      const history = findPolicySentences(passages, OFFENCE_HISTORY_RULE).filter(
        (rule) =>
          bearsOn(rule.passage.location) &&
          !onAppealPenalty.has(rule.sentence) &&
          !ofTheCase.some((r) => r.sentence === rule.sentence),
      );
      ofTheCase.unshift(...history.slice(0, 2).map((rule) => ({ ...rule, score: 0 })));
    }
    if (ofTheCase.length) decidingRules[ground] = ofTheCase;
  }
  const procedure = readProcedureFacts(passages);
  const firstStep = nextStepDeadline({
    deadlines,
    category: details.issueCategory,
    actionTaken: details.actionTaken,
    misconduct: penaltyCase,
    narrative: `${details.title}\n${details.issueDescription}`,
    grounds,
    passages,
  });
  // Where the account shows that step's limit has passed and a later step from the same event is
  // still open (the recheck is out of time, the appeal is not), the open one is the step to take.
  const { timing } = signals;
  const lateAndOpen =
    timing && !timing.ended && timing.remainingWorkingDays >= 0 && warnings.some(isLateWarning)
      ? timing.deadline
      : undefined;
  const nextStep =
    timing?.stillOpen && firstStep && timing.deadline.offset === firstStep.offset
      ? timing.stillOpen.deadline
      : // An internal step about to close comes before the outside body the story points to
        // (the ombudsman sent the student back; a Stage 2 request due today): that body expects
        // the internal stages to be finished.
        firstStep?.stage === 'external' && lateAndOpen && lateAndOpen.stage !== 'external'
        ? lateAndOpen
        : firstStep;
  // An external body's time limit says nothing of where the institution's own step goes.
  const nextStepPassage =
    nextStep?.stage !== 'external' ? passages.find((p) => p.id === nextStep?.passageId) : undefined;
  const nextStepRule = nextStep &&
    nextStepPassage && { passage: nextStepPassage, sentence: nextStep.sentence };
  const warningReasons: CaseEvidence['warningReasons'] = {};
  for (const w of warnings)
    warningReasons[w.code] =
      reading.because[w.code] ??
      (w === markReview ? (reading.because.academic_judgement ?? []) : []);
  return {
    details,
    narrative,
    policyText,
    passages,
    retrieved,
    sharingRareWords,
    deadlines,
    grounds,
    notAllowedGrounds: notAllowed,
    groundReasons,
    groundSupport: Object.fromEntries(
      Object.entries(groundReasons).flatMap(([g, reasons]) =>
        reasons?.[0] ? [[g, reasons[0]]] : [],
      ),
    ),
    groundRules: groundRules(
      grounds,
      passages,
      ownTerms,
      bearsOn,
      penaltyCase,
      caseProcedureKinds(details.issueCategory, penaltyCase)[0],
    ),
    groundDefinitions: groundDefinitions(grounds, passages, ownTerms),
    decidingRules,
    jurisdiction,
    escalation,
    warnings,
    warningReasons,
    reading,
    protections: signals.protections,
    // A warning the policy opens otherwise (a review that may lower the mark) is not closed.
    closedWarnings: READING_LABELS.flatMap((spec) =>
      spec.gate &&
      !prepared.features.context.includes(spec.gate) &&
      !warnings.some((w) => w.code === spec.label)
        ? [spec.label as WarningCode]
        : [],
    ),
    penaltyCase,
    // The informal stage offered is that of the next step's own procedure: the complaints
    // procedure's early resolution is no step before a misconduct appeal.
    procedure: {
      ...procedure,
      ...informalStageOf(
        procedure.informalClauses,
        nextStep && nextStep.stage !== 'external'
          ? procedureKindAt(nextStep.location ?? '', nextStep.sentence)
          : undefined,
      ),
    },
    nextStep,
    ...(timing &&
      timing.deadline.offset === nextStep?.offset && {
        nextStepDaysLeft: timing.remainingWorkingDays,
      }),
    // A late warning about a step other than the next one, still open: the student must take it
    // too (an admission review due in days beside a discrimination complaint due in months).
    otherUrgentStep:
      lateAndOpen && nextStep && lateAndOpen.offset !== nextStep.offset ? lateAndOpen : undefined,
    contact: contactFor(procedure, details.issueCategory, penaltyCase, nextStepRule),
    // What the institution may do if the case succeeds; never the student's referral to an
    // outside body ("may refer the matter to the Ombudsman").
    outcomesRule: findPolicySentences(passages, OUTCOMES_RULE).find(
      ({ sentence }) => !EXTERNAL_BODY.test(sentence),
    ),
    equalityRoute:
      grounds.includes('discrimination') || grounds.includes('disability_adjustments')
        ? findPolicySentences(passages, EQUALITY_ROUTE).find(
            ({ sentence }) => ROUTED_TO.test(sentence) && !EXTERNAL_BODY.test(sentence),
          )
        : undefined,
    externalAnyTime: escalation.body
      ? findPolicySentences(passages, EXTERNAL_BODY_NAMES[escalation.body]).find(({ sentence }) =>
          NO_NEED_TO_FINISH.test(sentence),
        )
      : undefined,
    escalationRule: escalationRuleFor(escalation, passages),
    dayDefinition: deadlines.some((d) => BARE_DAYS.test(d.quote))
      ? DAY_DEFINITIONS.map((pattern) => findPolicySentences(passages, pattern)[0]).find(Boolean)
      : undefined,
    markMayFall: markReview !== undefined,
    beforeFirstAppeal: signals.beforeFirstAppeal,
    finalityRule: signals.features.includes('s:wants_another_look')
      ? signals.clauses.single_appeal_only
      : undefined,
  };
}

// A resolution that asks for something the institution gives: money back, amends, a remedy.
const ASKS_FOR_REMEDY =
  /\b(?:refund\w*|compensat\w*|reimburs\w*|money back|(?:rent|fees?|deposit|rest) back|pay (?:me|us) back|repay\w*|apolog\w*|remed\w*|discount|reduction|goodwill|make it right|put (?:it|things) right)\b/i;

// A passage listing penalties names the worst outcomes: it cuts against the student.
const PENALTY_LIST =
  /\b(?:schedule of (?:outcomes|penalties)|penalty tariff|tariff of penalties|penalties (?:available|include|are)|outcomes available)\b|(?:\b(?:expul\w*|expel\w*|exclu\w*|suspen\w*|revocation|termination|mark of zero|zero for)\b[^]*?){3}/i;
// Warnings whose clause cuts against the case (the others state the procedure).
const AGAINST_WARNINGS = new Set<DetectedWarning['code']>([
  'academic_judgement',
  'sanction_may_increase',
  'single_appeal_only',
  'ombudsman_cannot_review_admissions',
]);

/**
 * The passages to cite, most decisive first: the rules that decide the student's grounds and
 * the clauses that protect the student (bearing "supports"); then the procedure, its time
 * limits and the way out (bearing "procedure"); last the clauses that cut against the case,
 * such as a penalty that may increase or the list of penalties (bearing "against"), which the
 * report shows under its challenges, never as support.
 */
function citationRequests(evidence: CaseEvidence): CitationRequest[] {
  const supports: CitationRequest[] = [];
  const procedure: CitationRequest[] = [];
  const against: CitationRequest[] = [];
  const passageById = new Map(evidence.passages.map((p) => [p.id, p]));
  for (const ground of evidence.grounds) {
    for (const rule of evidence.decidingRules[ground] ?? [])
      supports.push({
        passage: rule.passage,
        sentence: rule.sentence,
        reason: `ground: ${ground}`,
        bearing: 'supports',
      });
    for (const rule of [evidence.groundRules[ground], evidence.groundDefinitions[ground]])
      if (rule)
        supports.push({
          passage: rule.passage,
          sentence: rule.sentence,
          reason: `ground: ${ground}`,
          bearing: 'supports',
        });
  }
  // What the policy can give, where the student asks for money back or amends: the rule on
  // remedies is what their request rests on.
  if (evidence.outcomesRule && ASKS_FOR_REMEDY.test(evidence.details.desiredResolution))
    supports.push({
      passage: evidence.outcomesRule.passage,
      sentence: evidence.outcomesRule.sentence,
      reason: 'the remedies the policy allows',
      bearing: 'supports',
    });
  const protection = evidence.protections.sanctionCannotIncrease;
  if (protection && evidence.penaltyCase)
    supports.push({
      passage: protection.passage,
      sentence: protection.sentence,
      reason: 'protection: the penalty cannot be increased on appeal',
      bearing: 'supports',
    });
  // The time limits of the case's own procedures and the outside body's: the residences'
  // repair times or an applicant's review are no procedure of a plagiarism penalty.
  const bearsOn = partsBearingOn(evidence.details.issueCategory, evidence.penaltyCase);
  for (const deadline of evidence.deadlines) {
    const passage = passageById.get(deadline.passageId);
    if (passage && (deadline.stage === 'external' || bearsOn(deadline.location ?? '')))
      procedure.push({
        passage,
        sentence: deadline.sentence,
        reason: `time limit: ${deadline.description}`,
        bearing: 'procedure',
      });
  }
  if (evidence.escalationRule)
    procedure.push({
      passage: evidence.escalationRule.passage,
      sentence: evidence.escalationRule.sentence,
      reason: `external route: ${evidence.escalation.name}`,
      bearing: 'procedure',
    });
  if (evidence.dayDefinition)
    procedure.push({
      passage: evidence.dayDefinition.passage,
      sentence: evidence.dayDefinition.sentence,
      reason: 'how the time limits count days',
      bearing: 'procedure',
    });
  const top = evidence.retrieved[0]?.score ?? 0;
  for (const [rank, hit] of evidence.retrieved.slice(0, 6).entries()) {
    const rare = evidence.sharingRareWords.has(hit.passage.id);
    if (!rare && (rank >= 4 || hit.score < top * 0.45)) continue;
    // "These regulations apply to all students": what a policy covers bears on no case.
    if (SCOPE_STATEMENT.test(hit.passage.text) && !REQUIRES.test(hit.passage.text)) continue;
    // A list of penalties bears on a penalty, not on a progression decision that shares its
    // words ("failing two exams", "resubmission").
    if (PENALTY_LIST.test(hit.passage.text) && !evidence.penaltyCase) continue;
    // A passage in the part of another procedure (a misconduct meeting's notice, for an
    // applicant) bears on this case by its words only.
    if (!bearsOn(hit.passage.location)) continue;
    // A passage already cited for the student is not also shown against them because the
    // penalties listed beside its rule ("written notice at least 10 days before an interview").
    if (supports.some((s) => s.passage.id === hit.passage.id)) continue;
    (PENALTY_LIST.test(hit.passage.text) ? against : procedure).push({
      passage: hit.passage,
      reason: 'relevant to the facts described',
      bearing: PENALTY_LIST.test(hit.passage.text) ? 'against' : 'procedure',
    });
  }
  for (const warning of evidence.warnings) {
    if (!warning.policy) continue;
    const bearing = AGAINST_WARNINGS.has(warning.code) ? 'against' : 'procedure';
    (bearing === 'against' ? against : procedure).push({
      passage: warning.policy.passage,
      sentence: warning.policy.sentence,
      reason: `warning: ${warning.code}`,
      bearing,
      named: true,
    });
  }
  // A student who wants the decision looked at again must see the rule that limits it, even
  // where the reading does not raise the warning.
  if (evidence.finalityRule && !evidence.warnings.some((w) => w.code === 'single_appeal_only'))
    against.push({
      passage: evidence.finalityRule.passage,
      sentence: evidence.finalityRule.sentence,
      reason: 'the policy limits further appeals or reviews',
      bearing: 'against',
    });
  return [...supports, ...procedure, ...against];
}

/** A time limit as the report states it; the one for the student's next step is marked. */
export function reportDeadline(
  found: ExtractedDeadline,
  evidence: Pick<CaseEvidence, 'nextStep'>,
  description = found.description,
): Deadline {
  return {
    description,
    amount: found.amount,
    unit: found.unit,
    quote: found.quote,
    runsFrom: found.runsFrom,
    location: found.location,
    stage: found.stage,
    trigger: deadlineTrigger(found.runsFrom, found.stage),
    ...(found === evidence.nextStep ? { nextStep: true } : {}),
  };
}

/** Where the student's next step goes and whether there is an informal stage (none without a policy). */
export function procedureSummary(
  evidence: Pick<CaseEvidence, 'passages' | 'contact' | 'procedure'>,
): ProcedureSummary | undefined {
  if (evidence.passages.length === 0) return undefined;
  const { contact, procedure } = evidence;
  return {
    sendTo: contact && {
      form: contact.form,
      email: contact.email,
      office: contact.office,
      location: contact.rule.passage.location,
    },
    informalStage: procedure.noInformalStage
      ? 'none'
      : procedure.informalStage
        ? 'offered'
        : 'not stated',
  };
}

/** Writes the report from gathered evidence; every quote is checked against the policy text. */
export function writeReport(evidence: CaseEvidence): AnalysisReport {
  const isVerbatim = createQuoteVerifier(evidence.policyText);
  const hasPolicy = evidence.passages.length > 0;
  const relevantPolicies = hasPolicy ? selectCitations(citationRequests(evidence), isVerbatim) : [];
  const deadlines = evidence.deadlines
    .filter((d) => isVerbatim(d.quote))
    .map((d) => reportDeadline(d, evidence));
  const advice = writeAdvice({
    details: evidence.details,
    grounds: evidence.grounds,
    notAllowed: evidence.notAllowedGrounds,
    groundSupport: evidence.groundSupport,
    groundRules: evidence.groundRules,
    decidingRules: evidence.decidingRules,
    warnings: evidence.warnings,
    deadlines: evidence.deadlines,
    nextStep: evidence.nextStep,
    nextStepDaysLeft: evidence.nextStepDaysLeft,
    otherUrgentStep: evidence.otherUrgentStep,
    escalation: evidence.escalation,
    jurisdiction: evidence.jurisdiction,
    outcomesRule: evidence.outcomesRule,
    equalityRoute: evidence.equalityRoute,
    externalAnyTime: evidence.externalAnyTime,
    protections: evidence.protections,
    penaltyCase: evidence.penaltyCase,
    markMayFall: evidence.markMayFall,
    beforeFirstAppeal: evidence.beforeFirstAppeal,
    procedure: evidence.procedure,
    contact: evidence.contact,
    hasPolicy,
  });
  return analysisReportSchema.parse({
    ...advice,
    procedure: procedureSummary(evidence),
    relevantPolicies,
    deadlines,
    grounds: evidence.grounds,
    groundReasons: evidence.grounds.map((ground) => ({
      ground,
      because: evidence.groundReasons[ground] ?? [],
    })),
    warnings: evidence.warnings.map(({ code, message }) => ({
      code,
      message,
      because: evidence.warningReasons[code] ?? [],
    })),
    escalation: evidence.escalation,
    producedBy: 'engine',
    notes: hasPolicy ? [] : [NO_POLICY_NOTE],
  });
}

/**
 * The embedded analysis: deterministic, no I/O. Splits the policy into located passages,
 * retrieves those relevant to the case, extracts the student's time limits, the grounds, the
 * warnings and the escalation route, and writes the report.
 */
export function analyseCase(input: AnalyseCaseInput): AnalysisReport {
  return writeReport(gatherCaseEvidence(input));
}
