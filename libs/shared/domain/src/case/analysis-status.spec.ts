import {
  ANALYSIS_STEPS,
  ANALYSIS_WAITING_STEP,
  ANALYSIS_RESULT_MAX_POLLS,
  ANALYSIS_RESULT_POLL_INTERVAL_MS,
  analysisStatusLabel,
  clampPercent,
  formatTimeLimit,
  isAnalysisFinished,
} from './analysis-status';

describe('analysis status', () => {
  it('shows a case no worker has picked up as waiting, as status and as progress', () => {
    expect(ANALYSIS_WAITING_STEP).toBe('Waiting to start');
    expect(analysisStatusLabel('pending')).toBe(ANALYSIS_WAITING_STEP);
  });

  it('polls every 3 seconds, at most 120 times', () => {
    expect(ANALYSIS_RESULT_POLL_INTERVAL_MS).toBe(3000);
    expect(ANALYSIS_RESULT_MAX_POLLS).toBe(120);
  });

  it('labels statuses and knows which ones are final', () => {
    expect(analysisStatusLabel('completed')).toBe('Report ready');
    expect(analysisStatusLabel('processing')).toBe('In progress');
    expect(isAnalysisFinished('failed')).toBe(true);
    expect(isAnalysisFinished('pending')).toBe(false);
  });

  it('keeps percentages whole and between 0 and 100', () => {
    expect(clampPercent(55.4)).toBe(55);
    expect(clampPercent(140)).toBe(100);
    expect(clampPercent(-3)).toBe(0);
    expect(clampPercent(null)).toBe(0);
  });
});

describe('formatTimeLimit', () => {
  it.each([
    [10, 'working_days', '10 working days'],
    [1, 'calendar_days', '1 calendar day'],
    [48, 'hours', '48 hours'],
    [1, 'months', '1 month'],
    [2, 'weeks', '2 weeks'],
  ])('%i %s → %s', (amount, unit, expected) => {
    expect(formatTimeLimit(amount, unit)).toBe(expected);
  });
});

describe('ANALYSIS_STEPS', () => {
  it('move forward, ending complete at 100%', () => {
    const steps = Object.values(ANALYSIS_STEPS);
    const starts = steps.map((step) => step.from);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(steps.at(-1)).toEqual({ label: 'Complete', from: 100 });
  });
});
