import { GROUNDS, WARNING_CODES, type Ground, type WarningCode } from '../report/report.schema';
import { type LabelSpec, type ReadingModel, readWithModel } from './reading-model';
import { type StoryFeatures } from './story-features';

// Warnings the policy must allow before the story can raise them.
const WARNING_GATES: Partial<Record<WarningCode, string>> = {
  late_submission_risk: 'gate:late_submission_risk',
  sanction_may_increase: 'gate:sanction_may_increase',
  ombudsman_cannot_review_admissions: 'gate:ombudsman_cannot_review_admissions',
  internal_process_not_complete: 'gate:internal_process_not_complete',
  single_appeal_only: 'gate:single_appeal_only',
};

/** How sure the model must be of a service failure beside a refused adjustment. */
const SERVICE_FAILURE_BESIDE_ADJUSTMENTS = 0.5;

/** What the reading model decides: every ground and every warning. */
export const READING_LABELS: LabelSpec[] = [
  ...GROUNDS.map((label) => ({ label })),
  ...WARNING_CODES.map((label) => ({ label, gate: WARNING_GATES[label] })),
];

export type ReadingLabel = Ground | WarningCode;

export interface CaseReading {
  grounds: Ground[];
  warnings: WarningCode[];
  /** The student's sentences behind each label that applies, strongest first. */
  because: Partial<Record<ReadingLabel, string[]>>;
  probability: Partial<Record<ReadingLabel, number>>;
}

const isGround = (label: string): label is Ground => (GROUNDS as readonly string[]).includes(label);
const isWarning = (label: string): label is WarningCode =>
  (WARNING_CODES as readonly string[]).includes(label);

export function readCase(model: ReadingModel, features: StoryFeatures): CaseReading {
  const reading: CaseReading = { grounds: [], warnings: [], because: {}, probability: {} };
  for (const label of readWithModel(model, features, { reasonsAreEvents: isGround })) {
    if (!isGround(label.label) && !isWarning(label.label)) continue;
    reading.probability[label.label] = label.probability;
    if (!label.applies) continue;
    if (isGround(label.label)) {
      // A ground rests on what the student wrote: when every sentence of the story weighs against
      // it and only the case's outline (its category, a misconduct finding, the policy) carries
      // it over the threshold, the story does not show it, and the report could not say why.
      if (label.because.length === 0) continue;
      reading.grounds.push(label.label);
    } else reading.warnings.push(label.label as WarningCode);
    reading.because[label.label] = label.because.map((s) => s.text);
  }
  // An adjustment refused or not made is the adjustments ground; the same facts are a service
  // failure too only where the model is clear that something else went wrong as well (a broken
  // lift, a room never repaired), not on the story's weaker signs of poor handling.
  const serviceFailure = reading.probability.service_failure ?? 0;
  if (
    reading.grounds.includes('disability_adjustments') &&
    serviceFailure < SERVICE_FAILURE_BESIDE_ADJUSTMENTS
  ) {
    reading.grounds = reading.grounds.filter((g) => g !== 'service_failure');
    delete reading.because.service_failure;
  }
  reading.grounds = GROUNDS.filter((g) => reading.grounds.includes(g));
  reading.warnings = WARNING_CODES.filter((w) => reading.warnings.includes(w));
  return reading;
}
