import { analysisReportSchema, type Deadline } from '@redress/analysis-engine';
import {
  caseDueDates,
  deadlineTrigger,
  type CaseDueDates,
  type CaseTimeLimit,
  type RecordedStep,
} from '@redress/domain';
import type { CaseReport } from '../analysis/case-records';
import type { CaseStep } from './entities/case-step.entity';

/** The report's time limits, or none when the case has no (readable) report yet. */
export function deadlinesOf(result: Pick<CaseReport, 'content'> | null): Deadline[] {
  if (!result) return [];
  try {
    const parsed = analysisReportSchema.safeParse(JSON.parse(result.content));
    return parsed.success ? parsed.data.deadlines : [];
  } catch {
    return [];
  }
}

/** Each time limit with what starts its clock; reports written before triggers were read get theirs now. */
export function timeLimitsOf(deadlines: Deadline[]): CaseTimeLimit[] {
  return deadlines.map((deadline) => ({
    description: deadline.description,
    quote: deadline.quote,
    amount: deadline.amount,
    unit: deadline.unit,
    stage: deadline.stage,
    trigger: deadline.trigger ?? deadlineTrigger(deadline.runsFrom, deadline.stage),
  }));
}

export function recordedSteps(steps: CaseStep[]): RecordedStep[] {
  return steps.map((step) => ({
    stage: step.stage,
    date: step.takenOn,
    decisionReceivedOn: step.decisionReceivedOn,
  }));
}

/** The case's time limits as they stand after the steps recorded so far. */
export function dueDatesOfCase(
  result: Pick<CaseReport, 'content'> | null,
  steps: CaseStep[],
): CaseDueDates {
  return caseDueDates(timeLimitsOf(deadlinesOf(result)), recordedSteps(steps));
}
