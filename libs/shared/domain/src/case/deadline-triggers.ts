import { SUPPORT_STAGE_PROGRESS, isSupportStage, type SupportStage } from './case-stages';
import { addWorkingDays, daysBetween, dueDateOf, type TimeLimitUnit } from '../dates/due-dates';

/**
 * What starts a policy's time limit. A due date is counted only from a trigger that has
 * happened and that the student has dated on the case; until then the case says what will
 * start the clock.
 */
export const DEADLINE_TRIGGERS = [
  'decision',
  'results',
  'outcome',
  'completion_letter',
  'event',
  'submission',
  'unknown',
] as const;
export type DeadlineTrigger = (typeof DEADLINE_TRIGGERS)[number];

/** The stages of a procedure a time limit belongs to (as the analysis reads them). */
export type DeadlineStageName = 'initial' | 'review' | 'evidence' | 'external';

/** What the case page says while a time limit's clock has not started. */
export const DEADLINE_TRIGGER_STARTS: Readonly<Record<DeadlineTrigger, string>> = {
  decision: 'Starts when you receive the decision. Record “Decision received” with its date.',
  results:
    'Starts when the results are published. Record “Decision received” with the date you got them.',
  outcome:
    'Starts when you receive the outcome of your appeal or complaint. Record “Outcome received” when it arrives.',
  completion_letter:
    'Starts when you receive the Completion of Procedures Letter (the final response). Record it when it arrives.',
  event: 'Starts on the day the matter happened. Record “The matter happened” with its date.',
  submission: 'Starts when you lodge your appeal or complaint. Record the step when you send it.',
  unknown:
    'Your policy does not say when this time limit starts. Ask the office your policy names, in writing, so you have the answer on record.',
};

const COMPLETION =
  /\bcompletion of procedures?\b|\bfinal (?:response|decision|letter)\b|\binternal (?:process|procedures?) (?:ends?|is complete)|\bthat letter\b/i;
const SUBMISSION = /\b(?:submitting|submission|lodging|filing|making)\b(?! of the decision)/i;
const OUTCOME = /\b(?:outcome|response|decision|determination|reply|answer|letter)\b/i;
const RESULTS = /\b(?:results?|grades?|marks?)\b/i;
const DECISION =
  /\b(?:decision|outcome|notice|notification|notified|letter|receiving|receipt|told|communicated|sent|sanction)\b/i;
const EVENT =
  /\b(?:event|incident|matter|issue|action|act|problem|concern|assessment|examination|exam|deadline|discrimination|aware|arising|arises|occurred|happened|leaving|grievance)\b/i;

/**
 * The trigger a time limit runs from, read from the words the policy uses ("of the publication
 * of results", "of the stage 1 response", "of the date of the Completion of Procedures Letter")
 * and the stage the limit belongs to. A limit that names no starting point is `unknown`.
 */
export function deadlineTrigger(
  runsFrom: string | undefined | null,
  stage?: DeadlineStageName | null,
): DeadlineTrigger {
  const from = (runsFrom ?? '').trim();
  if (!from) return 'unknown';
  if (stage === 'external' && (COMPLETION.test(from) || /\bletter\b/i.test(from)))
    return 'completion_letter';
  if (stage !== 'review' && COMPLETION.test(from)) return 'completion_letter';
  if (stage === 'evidence' && SUBMISSION.test(from)) return 'submission';
  if (
    /\b(?:appeal|complaint|review|stage \d|step (?:one|\d))\b.*\b(?:outcome|response|decision)\b/i.test(
      from,
    )
  )
    return 'outcome';
  if (stage === 'review' && OUTCOME.test(from)) return 'outcome';
  if (/\bfiling of the appeal\b/i.test(from) || (SUBMISSION.test(from) && !DECISION.test(from)))
    return 'submission';
  // "the publication of results or of the decision": whichever reached the student, a result
  // is the decision for a grade appeal.
  if (RESULTS.test(from)) return 'results';
  if (EVENT.test(from)) return 'event';
  if (DECISION.test(from)) return 'decision';
  return 'unknown';
}

/** The steps that date each trigger: the latest such step counts. */
const TRIGGER_STEPS: Readonly<Record<DeadlineTrigger, readonly SupportStage[]>> = {
  decision: ['decision_received'],
  results: ['decision_received'],
  outcome: ['outcome_received'],
  completion_letter: ['completion_letter'],
  event: ['incident'],
  submission: ['formal_complaint', 'appeal_lodged'],
  unknown: [],
};

/** How far a case must have gone for a limit of this stage to be met (evidence limits stay open). */
const MET_AT: Readonly<Record<DeadlineStageName, number | null>> = {
  initial: SUPPORT_STAGE_PROGRESS.formal_complaint,
  review: SUPPORT_STAGE_PROGRESS.review_requested,
  evidence: null,
  external: SUPPORT_STAGE_PROGRESS.ombudsman,
};

export interface RecordedStep {
  stage: string;
  /** The day the step was taken (YYYY-MM-DD). */
  date: string;
  /** The day a decision was received, when the step says so. */
  decisionReceivedOn?: string | null;
}

export interface CaseTimeLimit {
  description: string;
  quote: string;
  amount: number;
  unit: TimeLimitUnit;
  trigger: DeadlineTrigger;
  stage?: DeadlineStageName;
}

export interface OpenDueDate {
  /** The time limit's place in the report, stable while the report stands. */
  index: number;
  description: string;
  quote: string;
  trigger: DeadlineTrigger;
  /** The day the trigger happened, as recorded. */
  startedOn: string;
  dueOn: string;
}

export interface WaitingTimeLimit {
  index: number;
  description: string;
  quote: string;
  trigger: DeadlineTrigger;
  startsWhen: string;
}

export interface MetTimeLimit {
  index: number;
  description: string;
  quote: string;
  /** The due date it had, when its trigger had happened. */
  dueOn: string | null;
  metBy: string;
}

export interface CaseDueDates {
  /** Due dates whose trigger happened and that no recorded step has met, soonest first. */
  open: OpenDueDate[];
  /** Time limits whose trigger has not happened (or cannot be known). */
  waiting: WaitingTimeLimit[];
  /** Time limits a recorded step has met. */
  met: MetTimeLimit[];
}

/** The day each trigger happened, from the steps recorded on the case. */
export function triggerDates(
  steps: readonly RecordedStep[],
): Partial<Record<DeadlineTrigger, string>> {
  const dates: Partial<Record<DeadlineTrigger, string>> = {};
  const later = (trigger: DeadlineTrigger, date: string) => {
    const known = dates[trigger];
    if (!known || date > known) dates[trigger] = date;
  };
  for (const step of steps) {
    if (step.decisionReceivedOn) {
      later('decision', step.decisionReceivedOn);
      later('results', step.decisionReceivedOn);
    }
    if (!isSupportStage(step.stage)) continue;
    for (const trigger of DEADLINE_TRIGGERS) {
      if (trigger === 'submission') continue;
      if (TRIGGER_STEPS[trigger].includes(step.stage)) later(trigger, step.date);
    }
  }
  // A limit counted from the submission runs from the first time it was lodged.
  const lodged = steps
    .filter((s) => isSupportStage(s.stage) && TRIGGER_STEPS.submission.includes(s.stage))
    .map((s) => s.date)
    .sort();
  if (lodged[0]) dates.submission = lodged[0];
  return dates;
}

/**
 * The case's time limits as they stand: met by a recorded step, open with a due date counted
 * from a trigger that happened, or waiting for their trigger. No due date is ever counted from
 * a trigger that has not happened.
 */
export function caseDueDates(
  limits: readonly CaseTimeLimit[],
  steps: readonly RecordedStep[],
): CaseDueDates {
  const dates = triggerDates(steps);
  // The first step recorded that took the case far enough meets the limit.
  const meeting = (progress: number) =>
    steps.find((s) => isSupportStage(s.stage) && SUPPORT_STAGE_PROGRESS[s.stage] >= progress);
  const result: CaseDueDates = { open: [], waiting: [], met: [] };
  limits.forEach((limit, index) => {
    const startedOn = dates[limit.trigger];
    const dueOn = startedOn ? dueDateOf(startedOn, limit.amount, limit.unit) : null;
    const metAt = MET_AT[limit.stage ?? 'initial'];
    const { description, quote, trigger } = limit;
    const metBy = metAt === null ? undefined : meeting(metAt);
    if (metBy) {
      result.met.push({ index, description, quote, dueOn, metBy: metBy.stage });
    } else if (startedOn && dueOn) {
      result.open.push({ index, description, quote, trigger, startedOn, dueOn });
    } else {
      result.waiting.push({
        index,
        description,
        quote,
        trigger,
        startsWhen: DEADLINE_TRIGGER_STARTS[trigger],
      });
    }
  });
  result.open.sort((a, b) => a.dueOn.localeCompare(b.dueOn) || a.index - b.index);
  return result;
}

/** Colour goes only to a date this close (in working days) or past. */
export const NEAR_WORKING_DAYS = 5;

export interface DueDateUrgency {
  daysLeft: number;
  /** "overdue", "today", "tomorrow", "in 9 days". */
  label: string;
  /** Within NEAR_WORKING_DAYS working days, or past. */
  near: boolean;
  overdue: boolean;
}

/** How soon a due date is, from `today` (both YYYY-MM-DD). */
export function dueDateUrgency(dueOn: string, today: string): DueDateUrgency {
  const daysLeft = daysBetween(today, dueOn);
  const overdue = daysLeft < 0;
  const label = overdue
    ? 'overdue'
    : daysLeft === 0
      ? 'today'
      : daysLeft === 1
        ? 'tomorrow'
        : `in ${daysLeft} days`;
  const near = overdue || dueOn <= addWorkingDays(today, NEAR_WORKING_DAYS);
  return { daysLeft, label, near, overdue };
}
