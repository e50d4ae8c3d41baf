import { theForm } from '@redress/domain';
import { type PolicySentence } from '../citations/policy-sentences';
import { type ExtractedDeadline } from '../deadlines/extract-deadlines';
import { type Jurisdiction } from '../escalation/escalation-route';
import { caseDeadline } from '../policy/next-step';
import { LATE_WITHIN_WORKING_DAYS } from '../timing/late-risk';
import { type ProcedureContact, type ProcedureFacts } from '../policy/procedure-facts';
import { withoutClauseNumber } from '../passages/split-passages';
import {
  type ActionTaken,
  type CaseDetails,
  type Escalation,
  type Ground,
  type IssueCategory,
} from '../report/report.schema';
import { type DetectedWarning, type WarningSignals } from '../warnings/detect-warnings';
import { shorten } from '../text/shorten';

export interface Advice {
  keyIssues: string[];
  bestCaseScenario: string;
  worstCaseScenario: string;
  potentialChallenges: string[];
  actionSteps: string[];
  tags: string[];
}

// Typical time for the internal process by category (spec: product constants).
const CATEGORY_TIMELINE: Record<IssueCategory, string> = {
  admissions: '4 to 12 weeks',
  academic: '2 to 8 weeks',
  service: '1 to 6 weeks',
};
const CATEGORY_PROCESS: Record<IssueCategory, string> = {
  admissions: 'admissions review',
  academic: 'appeal',
  service: 'complaint',
};
// The name the policy gives the student's next step ("file a written grievance", "a formal
// complaint may be made"), used in the advice instead of the category's usual one.
const PROCESS_NAME = /\b(grievance|complaint|appeal|petition)s?\b/i;

/** What the advice calls the student's process: the policy's word for the next step, if it has one. */
function processName(category: IssueCategory, nextStep: ExtractedDeadline | undefined): string {
  const named =
    nextStep && nextStep.stage !== 'external'
      ? PROCESS_NAME.exec(`${nextStep.description} ${nextStep.sentence}`)?.[1]
      : undefined;
  return named?.toLowerCase() ?? CATEGORY_PROCESS[category];
}

const GROUND_LABEL: Record<Ground, string> = {
  procedural_irregularity: 'Procedural irregularity',
  bias: 'Bias or conflict of interest',
  extenuating_circumstances: 'Extenuating circumstances',
  new_evidence: 'New evidence',
  disproportionate_sanction: 'Disproportionate penalty',
  administrative_error: 'Administrative error',
  discrimination: 'Discrimination',
  disability_adjustments: 'Disability adjustments not made',
  service_failure: 'Service failure',
  misrepresentation: 'Misrepresentation',
};

const GROUND_EVIDENCE: Record<Ground, string> = {
  procedural_irregularity:
    'documents showing the required step was missed (for example the marking or moderation record, notice letters, the evidence you were or were not sent), set against the rule the policy states',
  bias: 'facts showing the conflict of interest or predetermination: who was involved, their relationship to you, what was said and when',
  extenuating_circumstances:
    'independent evidence of the circumstances and their dates (a letter from a doctor, hospital, consultant or counsellor, a death notice, a letter confirming caring duties) and a short statement of how they affected you and why they were not reported earlier',
  new_evidence:
    'the new material itself and a short explanation of why it was not available, or could not reasonably be provided, when the decision was made',
  disproportionate_sanction:
    'the published penalty schedule or tariff, proof that this is a first issue, and any mitigation, to show the penalty is outside or at the top of the range',
  administrative_error:
    'proof of the correct information and of what the institution received (the original application or form, emails with dates and attachments, a confirmation from the sender)',
  discrimination:
    'a dated record of each incident: what was said or done, by whom, who witnessed it, and any messages',
  disability_adjustments:
    'the approved adjustment or accommodation letter, proof it was given to the staff concerned, and a dated record of each time it was not provided',
  service_failure:
    'reference numbers of every report, photos, correspondence with dates, and any medical or other letter showing the impact on you',
  misrepresentation:
    'the information you were given (web page, prospectus, email) and evidence that you relied on it',
};

function where(rule: PolicySentence | undefined): string {
  return rule ? ` (${rule.passage.location})` : '';
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** What to do next from where the student is, naming the policy's own stages where it has them. */
function ladderNext(
  actionTaken: ActionTaken,
  process: string,
  procedure: ProcedureFacts,
  reviewStep: ExtractedDeadline | undefined,
  nextStep: ExtractedDeadline | undefined,
  /** The story has started the next step's clock (the late warning is about it, or its event is dated). */
  nextStepDue: boolean,
): string {
  // The next stage's clock runs from the first-stage response, and the story has started it:
  // the response has come ("if the first-stage response does not resolve it" would be late).
  if (actionTaken === 'submittedcomplaint' && nextStep?.stage === 'review' && nextStepDue)
    return `The first-stage response has not resolved it, so the next stage is the one above: send it before its time limit ends.`;
  // The next step is the outside body: the story puts the internal stages behind the student,
  // so none of them is offered again ("once its outcome arrives" after the outcome came).
  if (
    nextStep?.stage === 'external' &&
    (actionTaken === 'submittedcomplaint' || actionTaken === 'requestedreview')
  )
    return 'The internal stages are complete, so the next step is the outside body named above: send it the final response and your evidence with the complaint.';
  const nextStage = reviewStep
    ? `${lowerFirst(reviewStep.description)} (${reviewStep.location})`
    : undefined;
  switch (actionTaken) {
    case 'notyet':
      if (procedure.informalStage)
        return `The policy offers an informal stage${where(procedure.informalStage)}: raise it with the person or office concerned, but do not let it delay the formal ${process}; the formal time limit keeps running.`;
      if (procedure.noInformalStage)
        return `The policy has no informal stage${where(procedure.noInformalStage)}: go straight to the formal ${process}.`;
      return `Start the formal ${process} now: its time limit is already running.`;
    case 'triedinformally':
      return `Informal contact has not resolved it, so the next step is the formal ${process} (the first formal stage of the procedure).`;
    case 'submittedcomplaint':
      return nextStage
        ? `A formal complaint is in: if the first-stage response does not resolve it, ${nextStage}.`
        : 'A formal complaint is in: if the first-stage response does not resolve it, ask for the next stage the policy offers within its time limit.';
    case 'requestedreview':
      return 'A review has been requested: once its outcome arrives, use any further internal stage the policy offers, then ask for the final letter that closes the internal procedure.';
    case 'escalatedtoombudsman':
      return 'The case has gone to an external body: check that every internal stage it expects has been completed, and finish any that has not.';
  }
}

/** "Use the Academic Appeal Form (AA1) and send it to appeals@… (Section 5.4)." */
function contactStep(contact: ProcedureContact): string {
  const form = contact.form ? theForm(contact.form) : undefined;
  const to = contact.email
    ? `${contact.email}${contact.office ? ` (${contact.office})` : ''}`
    : contact.office
      ? `the ${contact.office}`
      : undefined;
  const what =
    form && to ? `Use ${form} and send it to ${to}` : form ? `Use ${form}` : `Send it to ${to}`;
  return `${what}, as ${contact.rule.passage.location} says.`;
}

function listText(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

// A condition that adjustments are made for, and a student who never told the service of it.
const CONDITION =
  /\b(?:adhd|dyslexi\w*|dyspraxi\w*|autis\w*|asperger\w*|disabilit\w*|disabled|chronic (?:illness|pain|condition)|epilep\w*|diabet\w*|crohn'?s|multiple sclerosis|mental health condition|anxiety disorder|ptsd|ocd|bipolar)\b/i;
const NOT_REGISTERED =
  /\b(?:never|not|didn'?t|didnt|did not|haven'?t|havent|have not)\s+(?:\w+\s+){0,2}?(?:register\w*|sign(?:ed)? up|signup|appl(?:y|ied)|told|tell|contact\w*|go(?:ne)? to|went to)\b[^.!?]{0,60}\b(?:disabilit\w*|accessibility|access|student support|support (?:service|office|team)|accommodations?|adjustments?|learning support|ods|sas|drc)\b/i;

export function writeAdvice(input: {
  details: CaseDetails;
  grounds: Ground[];
  notAllowed: Ground[];
  groundSupport: Partial<Record<Ground, string>>;
  groundRules: Partial<Record<Ground, PolicySentence>>;
  decidingRules: Partial<Record<Ground, PolicySentence[]>>;
  warnings: DetectedWarning[];
  deadlines: ExtractedDeadline[];
  /** The time limit for the student's next step (`nextStepDeadline`). */
  nextStep?: ExtractedDeadline;
  /**
   * Where the story dates the event the next step's limit runs from (the first-stage answer
   * came), the working days that limit has left.
   */
  nextStepDaysLeft?: number;
  /** Another step's limit, still open, that the late warning is about. */
  otherUrgentStep?: ExtractedDeadline;
  escalation: Escalation;
  jurisdiction: Jurisdiction;
  outcomesRule?: PolicySentence;
  /** Where the policy sends complaints of discrimination or of adjustments not made. */
  equalityRoute?: PolicySentence;
  /** Where the policy says the outside body takes the case without the internal stages. */
  externalAnyTime?: PolicySentence;
  protections: WarningSignals['protections'];
  penaltyCase: boolean;
  /** The sanction warning is of a review that may lower the mark. */
  markMayFall?: boolean;
  /** The student has not yet appealed or asked for a review. */
  beforeFirstAppeal?: boolean;
  procedure: ProcedureFacts;
  contact?: ProcedureContact;
  hasPolicy: boolean;
}): Advice {
  const {
    details,
    grounds,
    notAllowed,
    groundSupport,
    groundRules,
    warnings,
    deadlines,
    escalation,
    jurisdiction,
  } = input;
  const process = processName(details.issueCategory, input.nextStep);
  // The outside body's time limit, as it stands inside a sentence.
  const bodyLimit = escalation.timeLimit.replace(/\.$/, '');
  const timeline = CATEGORY_TIMELINE[details.issueCategory];
  const codes = new Set(warnings.map((w) => w.code));
  const warning = (code: DetectedWarning['code']) => warnings.find((w) => w.code === code);
  const upcoming = input.nextStep;
  const groundNames = grounds.map((g) => GROUND_LABEL[g].toLowerCase());

  const protection = input.penaltyCase ? input.protections.sanctionCannotIncrease : undefined;
  const { contact } = input;
  // The review of the case's own procedure, not the first review the policy states.
  const reviewStep = caseDeadline({
    deadlines,
    category: details.issueCategory,
    misconduct: input.penaltyCase,
    narrative: `${details.title}\n${details.issueDescription}`,
    stages: ['review'],
  });

  // Each key issue quotes the student's own sentence, or else the rule it rests on.
  const keyIssues: string[] = [];
  for (const ground of grounds) {
    const said = groundSupport[ground];
    const rule = input.decidingRules[ground]?.[0] ?? groundRules[ground];
    keyIssues.push(
      said
        ? `${GROUND_LABEL[ground]}: “${shorten(said)}”${rule ? ` — relevant policy: ${rule.passage.location}.` : '.'}`
        : rule
          ? `${GROUND_LABEL[ground]}: the policy says “${shorten(withoutClauseNumber(rule.sentence))}” (${rule.passage.location}).`
          : `${GROUND_LABEL[ground]}.`,
    );
  }
  if (protection) {
    keyIssues.push(
      `${input.protections.sanctionExceptionStated ? 'Appealing should not make the penalty worse, except where the policy says otherwise' : 'Appealing cannot make the penalty worse'}: the policy says “${shorten(withoutClauseNumber(protection.sentence), 220)}” (${protection.passage.location}).`,
    );
  }
  if (grounds.length === 0) {
    keyIssues.push(
      'No recognised ground for an appeal or complaint stands out clearly from the account given; the facts need to show what went wrong in the process or the service, not only that the outcome is unwelcome.',
    );
  }
  for (const code of [
    'academic_judgement',
    'late_submission_risk',
    'ombudsman_cannot_review_admissions',
    'internal_process_not_complete',
  ] as const) {
    const w = warning(code);
    if (w) keyIssues.push(w.message);
  }
  if (upcoming && !codes.has('late_submission_risk')) {
    keyIssues.push(`Next time limit: ${upcoming.description} (${upcoming.location}).`);
  }
  if (!input.hasPolicy) {
    keyIssues.push(
      'No policy document was provided, so the procedure, its grounds and its time limits could not be checked against the institution’s own rules.',
    );
  }

  const remedy = details.desiredResolution.trim()
    ? `you obtain what you asked for: ${shorten(details.desiredResolution, 220).replace(/[.!\s]+$/, '')}`
    : 'the decision or service is put right';
  const bestCaseScenario = [
    grounds.length
      ? `The ${process} is upheld on ${listText(groundNames)}, and ${remedy}.`
      : `The institution accepts that something went wrong and ${remedy}.`,
    input.outcomesRule
      ? `The outcomes the policy allows are set out in ${input.outcomesRule.passage.location}.`
      : '',
    `${capitalise(details.issueCategory)} matters like this typically take ${timeline} to resolve through the internal stages.`,
  ]
    .filter(Boolean)
    .join(' ');

  const rejectionReasons: string[] = [];
  if (codes.has('academic_judgement'))
    rejectionReasons.push('it is treated as a disagreement with academic judgement');
  const late = warning('late_submission_risk');
  if (late)
    rejectionReasons.push(
      late.inTime
        ? 'it misses the time limit (only days away)'
        : 'it is out of time and the reasons for the delay are not accepted',
    );
  if (codes.has('evidence_needed')) rejectionReasons.push('the supporting evidence is missing');
  if (grounds.length === 0)
    rejectionReasons.push('it does not fit any ground the procedure recognises');
  const worstParts = [
    // A student whose first stage has answered is at the next one: it is that stage that rejects.
    `The ${process} is rejected${rejectionReasons.length ? ` because ${listText(rejectionReasons)}` : input.nextStep?.stage === 'review' ? ' at the next stage as well' : ' at the first stage'}, and the original decision stands.`,
  ];
  if (codes.has('sanction_may_increase'))
    worstParts.push(
      input.markMayFall
        ? 'A fresh marking or review could also lower the mark.'
        : 'The appeal body could also replace the outcome with a more serious one.',
    );
  else if (protection)
    worstParts.push(
      `The penalty itself ${input.protections.sanctionExceptionStated ? 'should not be increased on appeal, save in the exception the policy states' : 'cannot be increased on appeal'} (${protection.passage.location}).`,
    );
  if (codes.has('single_appeal_only'))
    worstParts.push('The policy allows no further appeal on the same decision.');
  if (escalation.body === null && jurisdiction === 'unknown') {
    // Where the institution is could not be read, no body is known: say so rather than claim
    // that none exists.
    worstParts.push(
      'The policy names no outside body that could review the final internal decision; ask the institution, in writing, which body (an ombudsman or a state agency) takes complaints once its process ends.',
    );
  } else if (escalation.body === null) {
    worstParts.push(
      'No external ombudsman can review it, so the institution’s final internal decision is the end of the process.',
    );
  } else {
    worstParts.push(
      input.externalAnyTime
        ? `The ${escalation.name} remains open (time limit: ${bodyLimit}), with or without the internal stages.`
        : `After the internal stages, the remaining route is the ${escalation.name} (time limit: ${bodyLimit}).`,
    );
  }
  const worstCaseScenario = worstParts.join(' ');

  const potentialChallenges: string[] = [];
  for (const w of warnings) potentialChallenges.push(w.message);
  for (const ground of notAllowed) {
    potentialChallenges.push(
      `${GROUND_LABEL[ground]} fits the account, but the policy's list of grounds does not include it; it may need to be raised as part of another ground or as a complaint.`,
    );
  }
  if (grounds.length > 0) {
    potentialChallenges.push(
      `The burden is on the student to show the ${listText(groundNames)} with evidence; assertions alone are rarely enough.`,
    );
  }
  if (grounds.includes('procedural_irregularity') || grounds.includes('administrative_error')) {
    potentialChallenges.push(
      'Even where an error is shown, the institution may argue it made no difference to the outcome; explain how the decision could have been different.',
    );
  }
  if (!input.hasPolicy)
    potentialChallenges.push(
      'Without the policy document the time limits are unknown; find the procedure on the institution’s website before relying on any date.',
    );

  const actionSteps: string[] = [];
  const urgent = input.otherUrgentStep;
  const stepLine = (step: ExtractedDeadline, isUrgent: boolean) =>
    `${isUrgent ? 'Urgent: ' : ''}${step.description} (${step.location}); policy wording: “${step.quote}”.`;
  // Urgent where the late warning is about this step, not where the story's dates leave its limit
  // more than about five working days (a special consideration refused as late, appealed in time).
  const upcomingOpen =
    input.nextStepDaysLeft !== undefined && input.nextStepDaysLeft > LATE_WITHIN_WORKING_DAYS + 0.5;
  if (upcoming)
    actionSteps.push(
      stepLine(upcoming, codes.has('late_submission_risk') && !urgent && !upcomingOpen),
    );
  if (!input.hasPolicy) {
    actionSteps.push(
      `Find the institution’s ${process} procedure (usually on its website or in the student handbook) and note its stages and time limits before doing anything else.`,
    );
  }
  if (contact && (details.actionTaken === 'notyet' || details.actionTaken === 'triedinformally'))
    actionSteps.push(contactStep(contact));
  // The step the late warning is about, when it is not the next one: it is urgent as well.
  if (urgent) actionSteps.push(stepLine(urgent, true));
  // Discrimination or adjustments not made have their own route in the policy, beside the appeal
  // of what they led to: name it, in the policy's words.
  const route = input.equalityRoute;
  if (route && !(input.nextStep && route.passage.id === input.nextStep.passageId))
    actionSteps.push(
      `Raise the ${grounds.includes('discrimination') ? 'discrimination' : 'adjustments not made'} by the route the policy gives for it (${route.passage.location}): “${withoutClauseNumber(route.sentence)}” Do it in writing, beside the ${process}, and keep a copy.`,
    );
  actionSteps.push(
    ladderNext(
      details.actionTaken,
      process,
      input.procedure,
      reviewStep,
      input.nextStep,
      (codes.has('late_submission_risk') && !urgent) || input.nextStepDaysLeft !== undefined,
    ),
  );
  for (const ground of grounds)
    actionSteps.push(
      `Gather evidence for ${GROUND_LABEL[ground].toLowerCase()}: ${GROUND_EVIDENCE[ground]}.`,
    );
  if (codes.has('academic_judgement'))
    actionSteps.push(
      'Frame the case around the process (what rule was not followed and how it affected the result), not around the mark you believe the work deserved.',
    );
  if (late)
    actionSteps.push(
      late.inTime
        ? 'If it cannot be ready in time, send what you have before the limit ends and say in writing what will follow and when, or ask the office in writing for more time before the limit ends.'
        : 'If a time limit has passed, submit anyway with a short explanation and evidence of why it was not possible to act in time, under the policy’s rule on late submissions.',
    );
  if (codes.has('internal_process_not_complete'))
    actionSteps.push(
      'Finish the remaining internal stage first; an external body will normally send the case back until it is done.',
    );
  if (codes.has('single_appeal_only'))
    actionSteps.push(
      input.beforeFirstAppeal
        ? 'Because only one appeal or review is allowed, send every ground and all the evidence with it; what is left out may not be heard later.'
        : 'Because a further appeal is excluded, check whether the policy offers a correction or reconsideration route for processing errors and use that, with proof.',
    );
  if (codes.has('sanction_may_increase'))
    actionSteps.push(
      input.markMayFall
        ? 'Before asking for the work to be marked again, weigh the chance that the new mark is lower, and ask an adviser (for example the students’ union) to review the case.'
        : 'Before appealing the penalty, weigh the chance that the appeal body imposes a more serious outcome, and ask an adviser (for example the students’ union) to review the case.',
    );
  if (escalation.body && input.externalAnyTime) {
    actionSteps.push(
      `You need not finish the internal stages first: you can also take it to the ${escalation.name} now (time limit: ${bodyLimit}), as ${input.externalAnyTime.passage.location} says.`,
    );
  } else if (escalation.body) {
    actionSteps.push(
      `If the final internal stage does not resolve it, take it to the ${escalation.name} (time limit: ${bodyLimit}).`,
    );
  } else if (details.issueCategory === 'admissions' && jurisdiction === 'england-wales') {
    actionSteps.push(
      'There is no external ombudsman for admissions decisions, so make the internal review request complete and on time.',
    );
  }
  // A condition the disability service was never told of ("i have adhd but never signed up w
  // the disability office"): adjustments start only once it knows, whatever becomes of this case.
  const story = `${details.title}\n${details.issueDescription}`;
  if (CONDITION.test(story) && NOT_REGISTERED.test(story))
    actionSteps.push(
      'Register with the disability or accessibility service now, with your diagnosis, so that adjustments (such as extra time) apply to your next assessments; ask whether they can be applied to any still to come this term.',
    );
  actionSteps.push(
    'Keep a dated timeline of events and copies of everything you send and receive.',
  );

  const tags = [
    details.issueCategory,
    `action:${details.actionTaken}`,
    `jurisdiction:${jurisdiction}`,
    `escalation:${escalation.body ?? 'none'}`,
    ...grounds.map((g) => `ground:${g}`),
    ...warnings.map((w) => `warning:${w.code}`),
    ...(input.hasPolicy ? [] : ['no-policy']),
  ];

  return { keyIssues, bestCaseScenario, worstCaseScenario, potentialChallenges, actionSteps, tags };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
