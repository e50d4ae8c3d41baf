/**
 * The steps a student records on a case (spec 1 §4 support stages, with the events that start a
 * policy's time limits), in the order a case moves.
 */
export const SUPPORT_STAGES = [
  'notyet',
  'incident',
  'decision_received',
  'informal',
  'formal_complaint',
  'appeal_lodged',
  'outcome_received',
  'review_requested',
  'completion_letter',
  'ombudsman',
] as const;
export type SupportStage = (typeof SUPPORT_STAGES)[number];

export const SUPPORT_STAGE_LABELS: Readonly<Record<SupportStage, string>> = {
  notyet: 'Not yet',
  incident: 'The matter happened',
  decision_received: 'Decision received',
  informal: 'Informal',
  formal_complaint: 'Formal complaint',
  appeal_lodged: 'Appeal lodged',
  outcome_received: 'Outcome received',
  review_requested: 'Review requested',
  completion_letter: 'Completion of Procedures Letter received',
  ombudsman: 'Ombudsman',
};

/**
 * How far along the procedure each step takes a case. Recording what happened (the matter, a
 * decision) starts time limits but is not yet a step in the procedure.
 */
export const SUPPORT_STAGE_PROGRESS: Readonly<Record<SupportStage, number>> = {
  notyet: 0,
  incident: 0,
  decision_received: 0,
  informal: 1,
  formal_complaint: 2,
  appeal_lodged: 2,
  outcome_received: 3,
  review_requested: 4,
  completion_letter: 5,
  ombudsman: 6,
};

export function isSupportStage(value: unknown): value is SupportStage {
  return typeof value === 'string' && (SUPPORT_STAGES as readonly string[]).includes(value);
}

/** The stage a case has reached: the furthest step recorded (the latest of equals); `notyet` when none. */
export function caseStage(steps: readonly { stage: string }[]): SupportStage {
  let reached: SupportStage = 'notyet';
  for (const step of steps) {
    if (!isSupportStage(step.stage)) continue;
    if (SUPPORT_STAGE_PROGRESS[step.stage] >= SUPPORT_STAGE_PROGRESS[reached]) reached = step.stage;
  }
  return reached;
}
