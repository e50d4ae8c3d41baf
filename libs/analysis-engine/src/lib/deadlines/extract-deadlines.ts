import { type Passage } from '../passages/split-passages';
import { INFORMAL, partOf } from '../policy/procedure-facts';
import { type Deadline, type DeadlineStage, type DeadlineUnit } from '../report/report.schema';
import { splitSentences } from '../text/sentences';
import { escapeRegExp } from '../text/escape-regexp';
import { normaliseWhitespace } from '../text/whitespace';
import { dayUnitDefinedBy, findTimeExpressions, type TimeExpression } from './time-expressions';
import { TIME_ALLOWED, whoMustAct } from './who-must-act';

export interface ExtractedDeadline extends Deadline {
  runsFrom?: string;
  stage: DeadlineStage;
  passageId: string;
  /** The whole sentence the limit is stated in, normalised. */
  sentence: string;
  /** Offset of the time expression in the policy text, for ordering. */
  offset: number;
}

// A time limit is stated with one of these just before the amount; anything else ("for six
// years", "every two weeks", "Level 2") is a duration or a label, not a limit.
const LIMIT_FRAMING =
  /(?:\bwithin|\bthan|\bperiod\s+of|\bmaximum\s+of|\bat\s+least|\bup\s+to|\bhave|\bhas|\bhad|\ballow(?:s|ed|ing)?|\bgiven|\bbefore|\bafter|\bby|\bin|\bfurther|\bnext|\bfollowing)(?:\s+(?:a|the|a\s+further|the\s+next|the\s+following|a\s+period\s+of|a\s+maximum\s+of))?\s*$/i;
// "must give four weeks' written notice": a limit stated as what is given.
const GIVES_NOTICE = /\b(?:must|should|shall|to)\s+give\s*$/i;
// "excluded from their course for a period of 12 months": how long something lasts.
const NOT_A_LIMIT =
  /\b(?:for|every|each|per|over|last|past|previous|aged?)\s+(?:up\s+to\s+|about\s+|around\s+)?$|\bfor\s+(?:a\s+|the\s+)?(?:(?:minimum|maximum|further)\s+)?(?:period|term|duration)\s+of\s*$/i;
// "without heating for more than seven consecutive days, the resident is entitled…": how long
// something lasts, unless it runs from an event (`RELATION`: "known about it for more than 12
// months before making the complaint").
const LONGER_THAN = /\bfor\s+(?:more|longer|less|fewer)\s+than\s*$/i;
const RELATION =
  /^\s*(?:['’]s?\s*)?(?:notice\s+)?(of|from|after|following|before|starting\s+from|beginning\s+with)\s+/i;
// Where what a limit runs from ends: "…of the publication of results will not be considered" ends
// before "will": the rest is what happens to a late request, not the event; "…of the publication
// of results on the grounds that…" ends before the grounds.
const RELATION_END =
  /\s*(?:[,.;:]|\bor\s+within\b|\bwhichever\b|\bunless\b|\band\s+(?:must|will|should|may|the|is|are)\b|\b(?:will|shall)\s+(?:not\s+)?be\b|\botherwise\b|\bon\s+(?:the|one or more of the)\s+grounds?\b|$)/i;
// The other event a limit may run from, after "or": ", if no recount was requested, of the release
// of the grade", ", where there is no hearing, from the date of the decision".
const ALTERNATIVE_EVENT =
  /^,\s*(?:if|where|when|in the case of|for)\b[^,;.]{1,80},\s*(?:of|from|after|following)\s+[^,;.]+?(?=\s*(?:[,.;:]|\b(?:will|shall)\s+(?:not\s+)?be\b|\bunless\b|\bwhichever\b|$))/i;
// The words that frame the limit, also where a line of the document breaks after them
// ("… deferral decision within\n    10 days of the decision").
const FRAMING_START =
  /(?:within|no\s+later\s+than|not\s+later\s+than|no\s+more\s+than|not\s+more\s+than|at\s+least|at\s+the\s+latest|up\s+to|before|after|by)\b(?:(?!within|no\s+later|not\s+later)[\s\S]){0,30}$/i;

/** An outside body (an ombudsman, the OIA, OCR, a state department): the words that name one. */
export const EXTERNAL_BODY =
  /\b(?:ombuds(?:man|men|person|people)|independent adjudicator|OIA|SPSO|NIPSO|NSO|OCR|PSOW|Office for Civil Rights|commissioner|outside agency|external (?:body|review)|(?:State |[A-Z][a-z]+ )?Department of (?:Higher )?Education|TEQSA)\b/i;
// An ombudsman by its whole name: "the Scottish Public Services Ombudsman", not "the Ombudsman".
const NAMED_OMBUDSMAN = /\b(?:[A-Z][a-z]+\s+){1,5}Ombuds(?:man|person)\b/;
const REVIEW_STAGE =
  /\b(?:stage\s*(?:1|one|2|two)\b|first stage|final review|review|reconsideration|(?:appeal|complaint|grievance)\s+(?:outcome|decision)|outcome of (?:the|your|an?) (?:appeal|complaint|grievance|review|investigation)|determination|(?:committee|panel|faculty|board)['’]?s? decision|faculty decision|response)\b/i;
const EVIDENCE_WORDS =
  /\b(?:evidence|documents?|documentation|further information|(?:supporting|written|further) material|written statements?)\b/i;
const AFTER_SUBMISSION = /\b(?:submitting|submission|hearing|meeting|lodging)\b/i;
const TRIGGER_EVENT =
  /\b(?:decision|results?|publication|published|notice|incident|event|outcome|letter|aware)\b/i;

function unitLabel(amount: number, unit: DeadlineUnit): string {
  const singular = amount === 1;
  switch (unit) {
    case 'working_days':
      return singular ? 'working day' : 'working days';
    case 'calendar_days':
      return singular ? 'calendar day' : 'calendar days';
    case 'hours':
      return singular ? 'hour' : 'hours';
    case 'weeks':
      return singular ? 'week' : 'weeks';
    case 'months':
      return singular ? 'month' : 'months';
  }
}

function stageOf(
  sentence: string,
  lead: string,
  runsFrom: string | undefined,
  framedWithFurther: boolean,
): DeadlineStage {
  if (EXTERNAL_BODY.test(sentence) && !/\binternal\b/i.test(lead.slice(-40))) return 'external';
  const from = runsFrom ?? '';
  if (
    EVIDENCE_WORDS.test(sentence) &&
    (AFTER_SUBMISSION.test(from) || framedWithFurther || /\bbefore\b/i.test(from)) &&
    !TRIGGER_EVENT.test(from)
  ) {
    return 'evidence';
  }
  if (
    REVIEW_STAGE.test(from) ||
    /\b(?:stage\s*(?:2|two)|final review|next stage|reconsideration)\b/i.test(lead) ||
    // "If you are dissatisfied with the outcome you may request a review within …"
    // "… who is not satisfied may ask the Vice-President to review the response within 3 weeks"
    /\bdissatisfied with the (?:outcome|result) of (?:the|your|an?) (?:formal )?(?:appeal|complaint)|\b(?:dissatisfied|not satisfied|unsatisfied)\b[^.;]*\breview\b|\breview (?:the|a|its|that) (?:response|outcome)\b/i.test(
      lead,
    )
  )
    return 'review';
  return 'initial';
}

// A step told in the passive, by what is lodged: "Applications must be lodged…".
const PASSIVE_STEP =
  /\b(applications?|appeals?|requests?|complaints?|claims?|statements?|responses?|forms?)\b[^.;]{0,40}?\b(?:must|should|shall|will need to)\s+be\s+(lodged|submitted|made|sent|filed)\b/i;

const DONE_TO_STEP: Record<string, string> = {
  lodged: 'Lodge',
  submitted: 'Submit',
  made: 'Make',
  sent: 'Send',
  filed: 'File',
};

function actionLabel(sentence: string, lead: string, stage: DeadlineStage): string {
  const external = NAMED_OMBUDSMAN.exec(sentence) ?? EXTERNAL_BODY.exec(sentence);
  if (stage === 'external' && external)
    return `Complain to the ${external[0].replace(/^the\s+/i, '')}`;
  if (stage === 'evidence') return 'Send further evidence or documents';
  if (/reconsideration/i.test(lead)) return 'Ask for a reconsideration';
  if (stage === 'review') {
    if (/final review/i.test(lead)) return 'Ask for a final review';
    if (/stage\s*(?:2|two)/i.test(lead)) return 'Take the complaint to Stage 2';
    if (/\bappeal\b/i.test(lead)) return 'Appeal the decision';
    return 'Ask for a review';
  }
  if (/\breturn\b/i.test(lead)) return 'Return the signed form';
  if (/feedback/i.test(lead)) return 'Ask for feedback';
  if (/\b(?:recheck|re-check|view)\b/i.test(lead)) return 'Ask for a recheck';
  if (/written response|respond/i.test(lead)) return 'Send a written response';
  if (/grievance/i.test(lead)) return 'File the formal grievance';
  if (/\breview(?:ed)?\b/i.test(lead)) return 'Ask for a review';
  if (/complain|complaint/i.test(lead)) return 'Make the complaint';
  if (/appeal/i.test(lead)) return 'Lodge the appeal';
  if (/review/i.test(lead)) return 'Ask for a review';
  // "Applications must be lodged through the student portal no later than…".
  const passive = PASSIVE_STEP.exec(lead);
  if (passive)
    return `${DONE_TO_STEP[passive[2].toLowerCase()]} the ${passive[1].toLowerCase().replace(/s$/, '')}`;
  if (/circumstances/i.test(sentence)) return 'Report the circumstances';
  if (/\b(?:form|agreement|plan)\b/i.test(lead)) return 'Submit the form';
  return 'Act';
}

// The step a clause names, read from its main verb: "may request a review by the Pro
// Vice-Chancellor", "must submit the Academic Appeal Form (AP1) to appeals@…", or an
// imperative "Submit the Complaint Form". The label then says what the policy says.
const STEP_VERBS =
  'request|ask for|ask|apply for|apply to|lodge|submit|make|file|bring|appeal|complain|send|provide|return|refer|escalate|seek|raise|discuss|notify|inform|contact|complete|attempt to resolve|try to resolve';
const MODAL_STEP = new RegExp(
  `\\b(?:may|must|should|can|shall|will need to|needs? to|is required to|are required to|is expected to|are expected to|has to|have to|is entitled to|are entitled to|wishing to|who wish(?:es)? to)\\s+(?:also\\s+|then\\s+|first\\s+)?(${STEP_VERBS})\\b([^;]*)$`,
  'i',
);
const IMPERATIVE_STEP = new RegExp(
  `^\\s*(?:\\d+(?:\\.\\d+)*\\.?\\s+|\\(?[a-z0-9]{1,4}[.)]\\s*)?(${STEP_VERBS})\\b([^;]*)$`,
  'i',
);
// Where the object of the step ends: the manner, the means or a following clause.
const STEP_OBJECT_END =
  /\s+(?:by (?:lodging|completing|sending|submitting|emailing|writing|using)|using the|in writing|setting out|explaining|stating|giving|if\b|where\b|unless\b|and (?:must|should|may|will)\b)|[,:(]\s*(?:which|who|if|where|unless|setting|explaining)\b/i;
const MAX_STEP_WORDS = 14;

/**
 * "you can ask us to investigate … within 2 months of receiving our Stage 1 decision": the
 * policy speaks as the institution; the report, which is not the institution, names it.
 */
function inReportVoice(text: string): string {
  return text.replace(/\bus\b/g, 'the institution').replace(/\bour\b/g, "the institution's");
}

export function stepNamedBy(lead: string): string | undefined {
  const framing = FRAMING_START.exec(lead);
  const beforeFraming = framing ? lead.slice(0, framing.index) : lead;
  const clause = beforeFraming.split(/[.;:]\s+(?=[A-Z(])/).pop() ?? beforeFraming;
  const match = MODAL_STEP.exec(clause) ?? IMPERATIVE_STEP.exec(clause);
  if (!match) return undefined;
  const verb = match[1].toLowerCase();
  let object = normaliseWhitespace(match[2]);
  const end = STEP_OBJECT_END.exec(object);
  if (end) object = object.slice(0, end.index);
  object = inReportVoice(object.replace(/[\s,.;:]+$/, ''));
  // "lodge them", "submit it": the step is named elsewhere.
  if (/^(?:them|it|this|these|those|one|so)\b/i.test(object)) return undefined;
  if (!object && !/^(?:appeal|complain)$/.test(verb)) return undefined;
  const words = object.split(' ').filter(Boolean);
  if (words.length > MAX_STEP_WORDS) object = `${words.slice(0, MAX_STEP_WORDS).join(' ')}…`;
  const label = `${verb}${object ? ` ${object}` : ''}`;
  return label.charAt(0).toUpperCase() + label.slice(1);
}

function readRelation(
  text: string,
  from: number,
): { relation: string; target: string; end: number } | undefined {
  const rest = text.slice(from);
  const relation = RELATION.exec(rest);
  if (!relation) return undefined;
  const afterRelation = rest.slice(relation[0].length);
  const stop = RELATION_END.exec(afterRelation);
  const first = afterRelation.slice(0, stop?.index ?? afterRelation.length);
  // "of the recount outcome or, if no recount was requested, of the release of the grade": the
  // event for a student who took no earlier step is the other one, and both are the limit's.
  const other = / or$/i.test(first.trimEnd())
    ? ALTERNATIVE_EVENT.exec(afterRelation.slice(first.length))
    : null;
  // Otherwise a dangling conjunction is not part of it ("of the matter arising or, …"), nor a
  // bracket the stop left open ("of any academic decision (progression, exclusion, …)").
  const targetRaw = (
    other
      ? afterRelation.slice(0, first.length + other[0].length)
      : first.replace(/\s+(?:or|and)\s*$/i, '')
  ).replace(/\s*\([^)]*$/, '');
  const target = normaliseWhitespace(targetRaw);
  if (!target) return undefined;
  return {
    relation: relation[1].toLowerCase(),
    target,
    end: from + relation[0].length + targetRaw.trimEnd().length,
  };
}

// "within six months of:" and the events as a list: "(a) the event you want to complain about;
// or (b) finding out that you have a reason to complain."
const RELATION_BEFORE_LIST = /^\s*(of|from|after|following)\s*:\s*$/i;
const LIST_ITEM =
  /^\s*(?:\(?(?:[a-z]|[ivx]{1,4}|\d{1,2})[).]|[-•*])\s+(.+?)\s*(?:;\s*(or|and)?|[.,])?\s*$/i;

/**
 * What a limit runs from when it is listed below the sentence. The quote stays the sentence's
 * own words (the list is its own lines); the event is the items, as alternatives.
 */
function listedRelation(
  text: string,
  from: number,
  following: string,
): { relation: string; target: string; end: number } | undefined {
  const relation = RELATION_BEFORE_LIST.exec(text.slice(from));
  if (!relation) return undefined;
  const items: string[] = [];
  let joiner = 'or';
  for (const line of following.split('\n')) {
    if (!line.trim()) {
      if (items.length > 0) break;
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (!item) break;
    items.push(item[1].replace(/[;,.]+$/, ''));
    if (item[2]) joiner = item[2].toLowerCase();
  }
  if (items.length === 0) return undefined;
  return {
    relation: relation[1].toLowerCase(),
    target: normaliseWhitespace(items.join(` ${joiner} `)),
    end: from,
  };
}

// "The deadline for appeals is 21 days after the results".
const STATED_LIMIT =
  /\b(?:deadline|time limit|time-limit|period)\b[^.;]{0,60}\b(?:is|are|will be)\s*$/i;

// "by 4 pm on the seventh working day after": a day named by its position is a limit when it
// is the day by which something must happen.
const ORDINAL_FRAMING =
  /\b(?:by|on|before|until|no\s+later\s+than|not\s+later\s+than)\b[^.;]{0,30}?\bthe\s*$/i;

function isFramedAsLimit(lead: string, expression: TimeExpression): boolean {
  if (expression.ordinal && ORDINAL_FRAMING.test(lead)) return true;
  return (
    (LIMIT_FRAMING.test(lead) || STATED_LIMIT.test(lead) || GIVES_NOTICE.test(lead)) &&
    !NOT_A_LIMIT.test(lead)
  );
}

/**
 * Finds every time limit the policy sets for the student: lodging an appeal, asking for the
 * next stage, sending evidence, going to the ombudsman. The institution's own timescales are
 * left out by reading who must act in the clause.
 */
export function extractDeadlines(passages: Passage[], policyText: string): ExtractedDeadline[] {
  const bareDayUnit = dayUnitDefinedBy(policyText);
  const deadlines: ExtractedDeadline[] = [];
  const seen = new Set<string>();

  for (const passage of passages) {
    // The passage's sentence before this one, for a limit set for "this" (`DOES_THE_STEP_BEFORE`).
    let previous: string | undefined;
    for (const sentence of splitSentences(passage.text, passage.start)) {
      const sentenceText = policyText.slice(sentence.start, sentence.end);
      const context = policyText.slice(passage.start, sentence.start);
      for (const expression of findTimeExpressions(sentenceText, bareDayUnit)) {
        const deadline = toDeadline(passage, sentence.start, sentenceText, expression, {
          context,
          previous,
          following: policyText.slice(sentence.end, passage.start + passage.text.length),
        });
        if (!deadline) continue;
        // The same limit stated twice in one part is one; the same words in another procedure's
        // part ("within 10 days of the decision" of a misconduct appeal and of an admissions
        // review) are that procedure's own step.
        const key = `${deadline.amount}|${deadline.unit}|${deadline.runsFrom ?? ''}|${deadline.stage}|${partOf(deadline.location ?? '')}`;
        if (seen.has(key)) continue;
        seen.add(key);
        deadlines.push(deadline);
      }
      if (/[a-z]{3,}/i.test(sentenceText)) previous = normaliseWhitespace(sentenceText);
    }
  }
  return stagedInOrder(deadlines.sort((a, b) => a.offset - b.offset));
}

// "…may appeal the Chair's decision…": the decision of an office, read from what a limit runs from.
const OFFICE_DECISION =
  /\b([A-Z][\w'’-]*)['’]s?\s+(?:decision|response|determination|outcome|ruling|findings?)\b/;
// "within 10 working days of that decision": the event is named earlier in the sentence.
const POINTS_BACK_TO_DECISION =
  /^(?:that|this|the|its|such)\s+(?:decision|outcome|response|determination)$/i;
// "the decision of the Head of School": the office whose decision it is.
const DECISION_OF_OFFICE =
  /\b(?:decision|outcome|response|determination)s?\s+of\s+(?:the\s+)?([A-Z][\w'’-]*(?:\s+(?:of\s+)?[A-Z][\w'’-]*){0,3})/;

// An informal step: the words of an informal stage, or "The student must first attempt to resolve
// the matter with the instructor", "must first discuss it with the instructor".
const INFORMAL_STEP = new RegExp(
  `${INFORMAL.source}|\\b(?:attempt|try|seek)\\s+to\\s+resolve\\b|\\bfirst\\s+(?:discuss|raise|talk|speak)\\b[^.;]*\\bwith\\b`,
  'i',
);

/** The limit is for an informal attempt to resolve the matter, before the formal procedure. */
export function isInformalStep(deadline: ExtractedDeadline): boolean {
  return INFORMAL_STEP.test(deadline.sentence);
}
// "within 10 business days of the instructor's response": the answer of a party, by its name.
const PARTY_RESPONSE = /\b([A-Za-z][\w-]*)['’]s?\s+(?:response|reply|answer)\b/i;

/**
 * Stages that only the order of the policy's steps tells. A limit that runs from the decision of
 * the office an earlier step goes to ("submit a written appeal to the Department Chair", then
 * "appeal the Chair's decision … within 10 business days of the Chair's decision") is the
 * review of that step. A limit that runs from the response of the party an informal attempt
 * went to ("within 10 business days of the instructor's response", just after "must first
 * attempt to resolve the matter with the instructor") opens the formal procedure: it is its
 * first step, not a review.
 */
function stagedInOrder(deadlines: ExtractedDeadline[]): ExtractedDeadline[] {
  deadlines.forEach((d, i) => {
    const earlier = deadlines
      .slice(0, i)
      .filter((e) => e.stage === 'initial' || e.stage === 'review');
    if (d.stage === 'initial') {
      // "…the Chair's decision", or "dissatisfied with the decision of the Head of School may
      // appeal … within 10 working days of that decision".
      const office =
        OFFICE_DECISION.exec(d.runsFrom ?? '')?.[1] ??
        (POINTS_BACK_TO_DECISION.test(d.runsFrom ?? '')
          ? DECISION_OF_OFFICE.exec(d.sentence)?.[1]
          : undefined);
      const sentTo = office
        ? new RegExp(`\\bto\\s+(?:the\\s+)?(?:[A-Z][\\w'’-]*\\s+){0,4}${escapeRegExp(office)}\\b`)
        : undefined;
      if (sentTo && earlier.some((e) => e.sentence !== d.sentence && sentTo.test(e.sentence)))
        d.stage = 'review';
    } else if (d.stage === 'review') {
      const before = earlier.at(-1);
      const party = PARTY_RESPONSE.exec(d.runsFrom ?? '')?.[1];
      if (
        before &&
        party &&
        INFORMAL_STEP.test(before.sentence) &&
        !INFORMAL_STEP.test(d.sentence) &&
        new RegExp(`\\b${escapeRegExp(party)}\\b`, 'i').test(before.sentence)
      )
        d.stage = 'initial';
    }
  });
  return deadlines;
}

// A part of the policy on the outside body: "Part Eight - Northern Ireland Public Services
// Ombudsman", "SECTION 7 - OMBUDSMAN ONTARIO", "9.7 EXTERNAL AGENCIES".
const OUTSIDE_BODY_HEADING = new RegExp(
  `${EXTERNAL_BODY.source}|\\bexternal\\s+(?:complaints?|agenc\\w*|bod\\w*|review|appeals?)\\b`,
  'i',
);
// A lead that names the institution's own procedure: "Complaints to the University must be made…".
const OWN_PROCEDURE = /\b(?:university|college|institution|internal|stage|school|faculty|dean)\b/i;
/**
 * Under the outside body's heading, a limit whose clause names no office of the institution is
 * the outside body's ("…may complain to the Ombudsman Ontario. Complaints should be made within
 * twelve (12) months of the final University decision.").
 */
function underOutsideBody(heading: string | undefined, lead: string): boolean {
  return isOutsideBodyPart(heading) && !OWN_PROCEDURE.test(lead);
}

/** A part of the policy about the outside body: "9. External agencies", "Part 8 - Ombudsman". */
export function isOutsideBodyPart(heading: string | undefined): boolean {
  return heading !== undefined && OUTSIDE_BODY_HEADING.test(heading);
}

// "A student must complete degree requirements under the assigned catalog within six years": how
// long studies may take, not a step of a complaint or an appeal.
const COMPLETES_STUDIES =
  /\b(?:complete|finish)\s+(?:(?:all|the|their|his|her|your|any)\s+)?(?:\w+\s+)?(?:degree|programme|program|course|studies|requirements)\b/i;

// How long a state must have lasted ("may not be made unless a written action plan has been in
// place for at least fifteen working days before the end of the placement"): a condition on the
// decision, not a limit on anyone.
const STATE_LASTED =
  /\b(?:in place|in force|in effect|in operation|enrolled|registered|employed|resident|open|running)\s+for\s+(?:at\s+least\s+|a\s+minimum\s+of\s+|not\s+less\s+than\s+|no\s+less\s+than\s+)?$/i;

// What the time allowed is for: "to provide them", "from the date of the notice to provide it",
// "for it to be supplied", "for submission".
const ALLOWED_TO_DO =
  /^\s*(?:(?:from|of|after)\s[^.;]{0,60}?\s)?(?:(?:to|for\s+(?:it|them|this|these|the\s+\w+)\s+to)\s+(?:be\s+)?\w+|for\s+(?:its\s+|their\s+|a\s+)?(?:submission|response|reply)\b)/i;
// What may be missing from an application: "the missing document(s)", "where documents are
// missing".
const MISSING_THING = String.raw`(?:documents?|documentation|items?|information|transcripts?|evidence)`;
const MISSING = new RegExp(
  String.raw`\b(?:missing|outstanding)\s+((?:\w+\s+)?${MISSING_THING}(?:\(s\))?)`,
  'i',
);
const MISSING_AFTER = new RegExp(String.raw`\b(${MISSING_THING})\s+(?:are|is)\s+missing\b`, 'i');

/** "Send the missing documents": what the student is given the time to send. */
function missingLabel(sentence: string): string {
  const what = MISSING.exec(sentence)?.[1] ?? MISSING_AFTER.exec(sentence)?.[1];
  return what ? `Send the missing ${what.replace(/\(s\)$/, 's')}` : 'Send what is asked for';
}

// A clause whose step is the one the sentence before names: "You must do this within…".
const DOES_THE_STEP_BEFORE = /\b(?:do (?:this|so|that)|this (?:must|should) be done)\b/i;

function toDeadline(
  passage: Passage,
  sentenceStart: number,
  sentenceText: string,
  expression: TimeExpression,
  /** The passage's text before the sentence, the sentence before it, and the text after it. */
  { context, previous, following = '' }: { context: string; previous?: string; following?: string },
): ExtractedDeadline | undefined {
  const lead = sentenceText.slice(0, expression.start);
  if (!isFramedAsLimit(lead, expression)) return undefined;
  if (LONGER_THAN.test(lead) && !RELATION.test(sentenceText.slice(expression.end)))
    return undefined;
  if (/^\s*(?:ago|old)\b/i.test(sentenceText.slice(expression.end))) return undefined;
  if (whoMustAct(lead) !== 'student') return undefined;
  if (COMPLETES_STUDIES.test(lead) || STATE_LASTED.test(lead)) return undefined;
  // Time the institution allows is a limit on the student only when it is time to do something
  // ("allow ten (10) days to provide the missing item"), not an extension it may grant ("we will
  // normally allow two further weeks").
  const allowed = TIME_ALLOWED.test(lead);
  if (allowed && !ALLOWED_TO_DO.test(sentenceText.slice(expression.end))) return undefined;

  const relation =
    readRelation(sentenceText, expression.end) ??
    listedRelation(sentenceText, expression.end, following);
  const framing = FRAMING_START.exec(lead);
  const quoteStart = framing ? framing.index : expression.start;
  const quoteEnd = relation ? relation.end : expression.end;
  const quote = normaliseWhitespace(sentenceText.slice(quoteStart, quoteEnd));
  const sentence = normaliseWhitespace(sentenceText);
  // "…you can ask us to investigate your complaint at Stage 2. You must do this within six
  // months": the step, and its stage, are the sentence before's.
  const earlier = DOES_THE_STEP_BEFORE.test(lead) ? previous : undefined;
  const stepLead = earlier ? `${earlier} ${lead}` : lead;
  const told = earlier ? `${earlier} ${sentence}` : sentence;
  const stage = underOutsideBody(passage.heading, lead)
    ? 'external'
    : stageOf(told, stepLead, relation?.target, /\bfurther\s*$/i.test(lead));
  const runsFrom = relation && relation.relation !== 'before' ? relation.target : undefined;
  // "Requests must reach us within 28 days" names its subject in the sentence before.
  const named =
    stage === 'external'
      ? undefined
      : (stepNamedBy(lead) ?? (earlier ? stepNamedBy(earlier) : undefined));
  const ownLabel = allowed ? missingLabel(told) : (named ?? actionLabel(told, stepLead, stage));
  const label = ownLabel === 'Act' ? actionLabel(told, `${context} ${lead}`, stage) : ownLabel;
  const span = `${expression.amount} ${unitLabel(expression.amount, expression.unit)}`;
  // "must give four weeks' written notice to the Residences Office": the step follows the span.
  const given = GIVES_NOTICE.test(lead)
    ? normaliseWhitespace(sentenceText.slice(expression.end).split(/[.;]/)[0]).replace(
        /^['’]s?\s*/,
        '',
      )
    : undefined;
  const description = given
    ? `Give ${span}${expression.amount === 1 ? "'s" : "'"} ${given}`
    : !relation
      ? `${label} within ${span}`
      : relation.relation === 'before'
        ? `${label} at least ${span} before ${inReportVoice(relation.target)}`
        : `${label} within ${span} ${relation.relation} ${inReportVoice(relation.target)}`;

  return {
    description,
    amount: expression.amount,
    unit: expression.unit,
    quote,
    runsFrom,
    location: passage.location,
    stage,
    passageId: passage.id,
    sentence,
    offset: sentenceStart + expression.start,
  };
}
