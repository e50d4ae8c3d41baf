// The life of an analysis as the student sees it: statuses, progress and the polling of spec
// document 1, section 9.

export type AnalysisStatus = 'pending' | 'processing' | 'completed' | 'failed';

/** The result is asked for every 3 seconds, at most 120 times (spec document 1, section 9). */
export const ANALYSIS_RESULT_POLL_INTERVAL_MS = 3000;
export const ANALYSIS_RESULT_MAX_POLLS = 120;

/** The progress of an analysis no worker has picked up yet, and the label of that status. */
export const ANALYSIS_WAITING_STEP = 'Waiting to start';

/**
 * The steps of the analysis pipeline as the student sees them, with the percentage at which each
 * begins: the API writes them as the case's progress, the progress page lists them.
 */
export const ANALYSIS_STEPS = {
  reading: { label: 'Reading your policy', from: 10 },
  retrieving: { label: 'Finding the relevant rules', from: 30 },
  analysing: { label: 'Analysing your case', from: 55 },
  checking: { label: 'Checking citations', from: 80 },
  saving: { label: 'Saving', from: 95 },
  done: { label: 'Complete', from: 100 },
} as const satisfies Record<string, { label: string; from: number }>;

export type AnalysisStep = (typeof ANALYSIS_STEPS)[keyof typeof ANALYSIS_STEPS];

export const ANALYSIS_STATUS_LABELS: Readonly<Record<AnalysisStatus, string>> = {
  pending: ANALYSIS_WAITING_STEP,
  processing: 'In progress',
  // "Completed" read as if the case itself were closed: what is done is the report.
  completed: 'Report ready',
  failed: 'Failed',
};

export function analysisStatusLabel(status: string): string {
  return ANALYSIS_STATUS_LABELS[status as AnalysisStatus] ?? status;
}

export function isAnalysisFinished(status: string): boolean {
  return status === 'completed' || status === 'failed';
}

/** A percentage the progress bar can show: a whole number from 0 to 100. */
export function clampPercent(value: number | null | undefined): number {
  if (typeof value !== 'number' || Number.isNaN(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value)));
}

const DEADLINE_UNIT_WORDS: Readonly<Record<string, [singular: string, plural: string]>> = {
  hours: ['hour', 'hours'],
  working_days: ['working day', 'working days'],
  calendar_days: ['calendar day', 'calendar days'],
  weeks: ['week', 'weeks'],
  months: ['month', 'months'],
};

/** A time limit in words, e.g. (10, 'working_days') → '10 working days'. */
export function formatTimeLimit(amount: number, unit: string): string {
  const words = DEADLINE_UNIT_WORDS[unit] ?? [unit.replace(/_/g, ' '), unit.replace(/_/g, ' ')];
  return `${amount} ${amount === 1 ? words[0] : words[1]}`;
}
