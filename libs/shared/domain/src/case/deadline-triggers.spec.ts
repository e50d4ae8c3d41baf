import { caseStage } from './case-stages';
import {
  caseDueDates,
  DEADLINE_TRIGGERS,
  deadlineTrigger,
  dueDateUrgency,
  type CaseTimeLimit,
  type DeadlineTrigger,
  type RecordedStep,
} from './deadline-triggers';

describe('deadlineTrigger: what a time limit runs from', () => {
  it.each([
    ['the decision', 'initial', 'decision'],
    ['the date of the decision letter', 'initial', 'decision'],
    ['notification of the decision', 'initial', 'decision'],
    ['the sanction letter', 'initial', 'decision'],
    ['receiving their transfer credit evaluation', 'initial', 'decision'],
    ['the publication of results', 'initial', 'results'],
    ['the publication of results or of the decision', 'initial', 'results'],
    ['final grades are posted', 'initial', 'results'],
    ['the appeal outcome', 'review', 'outcome'],
    ['the stage 1 response', 'review', 'outcome'],
    ['the decision', 'review', 'outcome'],
    ["the date of the university's final response", 'review', 'outcome'],
    ["the committee's decision", 'review', 'outcome'],
    ['the step 1 outcome or of the decision appealed', 'initial', 'outcome'],
    ['the date of the Completion of Procedures Letter', 'external', 'completion_letter'],
    ['the date of that letter', 'external', 'completion_letter'],
    ['the internal process ends', 'external', 'completion_letter'],
    ['the event complained of', 'initial', 'event'],
    ['the matter arising', 'initial', 'event'],
    ['the incident', 'initial', 'event'],
    ['the affected assessment', 'initial', 'event'],
    ['the last act of discrimination', 'external', 'event'],
    ['the action complained of (or of the student becoming aware of it)', 'external', 'event'],
    ['submitting the appeal', 'evidence', 'submission'],
    ['the filing of the appeal', 'initial', 'submission'],
    ['the end of informal resolution', 'initial', 'unknown'],
    ['it', 'initial', 'unknown'],
    [undefined, 'initial', 'unknown'],
    ['', 'review', 'unknown'],
  ] as const)('“%s” (%s) → %s', (runsFrom, stage, trigger) => {
    expect(deadlineTrigger(runsFrom, stage)).toBe(trigger);
  });
});

const limit = (
  trigger: DeadlineTrigger,
  stage: CaseTimeLimit['stage'] = 'initial',
  amount = 10,
): CaseTimeLimit => ({
  description: `Act within ${amount} working days (${trigger})`,
  quote: `within ${amount} working days`,
  amount,
  unit: 'working_days',
  trigger,
  stage,
});

// The step that dates each trigger, on Monday 2026-11-23.
const DATED_BY: Record<DeadlineTrigger, RecordedStep | null> = {
  decision: { stage: 'decision_received', date: '2026-11-23' },
  results: { stage: 'decision_received', date: '2026-11-23' },
  outcome: { stage: 'outcome_received', date: '2026-11-23' },
  completion_letter: { stage: 'completion_letter', date: '2026-11-23' },
  event: { stage: 'incident', date: '2026-11-23' },
  submission: { stage: 'appeal_lodged', date: '2026-11-23' },
  unknown: null,
};

describe('caseDueDates: no due date from a trigger that has not happened', () => {
  it.each(DEADLINE_TRIGGERS)('%s: waits with nothing recorded', (trigger) => {
    const { open, waiting } = caseDueDates([limit(trigger, 'evidence')], []);
    expect(open).toEqual([]);
    expect(waiting).toHaveLength(1);
    expect(waiting[0].startsWhen.length).toBeGreaterThan(20);
  });

  it.each(DEADLINE_TRIGGERS)('%s: waits while only the other triggers have happened', (trigger) => {
    const others = DEADLINE_TRIGGERS.filter(
      (t) => t !== trigger && DATED_BY[t] && DATED_BY[t]?.stage !== DATED_BY[trigger]?.stage,
    );
    // Evidence limits are never met by a step, so only the trigger decides.
    const steps = others.map((t) => DATED_BY[t] as RecordedStep);
    const { open } = caseDueDates([limit(trigger, 'evidence')], steps);
    expect(open).toEqual([]);
  });

  it.each(DEADLINE_TRIGGERS.filter((t) => t !== 'unknown'))(
    '%s: counted from the day its step records',
    (trigger) => {
      const { open, waiting } = caseDueDates(
        [limit(trigger, 'evidence')],
        [DATED_BY[trigger] as RecordedStep],
      );
      expect(waiting).toEqual([]);
      expect(open).toEqual([
        expect.objectContaining({ trigger, startedOn: '2026-11-23', dueOn: '2026-12-07' }),
      ]);
    },
  );

  it('an unknown start is never dated, whatever is recorded', () => {
    const all = Object.values(DATED_BY).filter(Boolean) as RecordedStep[];
    const { open, waiting } = caseDueDates([limit('unknown', 'evidence')], all);
    expect(open).toEqual([]);
    expect(waiting[0].startsWhen).toMatch(/does not say when/);
  });

  it('reads a decision date recorded with any step, the latest one counting', () => {
    const { open } = caseDueDates(
      [limit('decision')],
      [
        { stage: 'informal', date: '2026-11-02', decisionReceivedOn: '2026-11-02' },
        { stage: 'informal', date: '2026-11-23', decisionReceivedOn: '2026-11-23' },
      ],
    );
    expect(open.map((d) => d.dueOn)).toEqual(['2026-12-07']);
  });
});

describe('caseDueDates: recording a step closes what it meets and opens what follows', () => {
  const policy = [
    limit('decision', 'initial', 10),
    limit('outcome', 'review', 10),
    limit('completion_letter', 'external', 60),
    limit('submission', 'evidence', 5),
  ];

  it('with only the decision, the appeal is due and the review and ombudsman wait', () => {
    const state = caseDueDates(policy, [{ stage: 'decision_received', date: '2026-11-16' }]);
    expect(state.open.map((d) => d.index)).toEqual([0]);
    expect(state.open[0].dueOn).toBe('2026-11-30');
    expect(state.waiting.map((d) => d.index)).toEqual([1, 2, 3]);
  });

  it('an appeal lodged meets the appeal limit and starts the evidence limit', () => {
    const state = caseDueDates(policy, [
      { stage: 'decision_received', date: '2026-11-16' },
      { stage: 'appeal_lodged', date: '2026-11-20' },
    ]);
    expect(state.met.map((d) => [d.index, d.dueOn, d.metBy])).toEqual([
      [0, '2026-11-30', 'appeal_lodged'],
    ]);
    expect(state.open.map((d) => [d.index, d.dueOn])).toEqual([[3, '2026-11-27']]);
  });

  it('a formal complaint meets the first limit just as an appeal does', () => {
    const state = caseDueDates(policy, [
      { stage: 'decision_received', date: '2026-11-16' },
      { stage: 'formal_complaint', date: '2026-11-18' },
    ]);
    expect(state.met.map((d) => d.index)).toEqual([0]);
  });

  it('the outcome opens the review limit; the review meets it; the letter opens the ombudsman', () => {
    const steps: RecordedStep[] = [
      { stage: 'decision_received', date: '2026-10-01' },
      { stage: 'appeal_lodged', date: '2026-10-05' },
      { stage: 'outcome_received', date: '2026-11-16' },
    ];
    expect(caseDueDates(policy, steps).open.map((d) => [d.index, d.dueOn])).toEqual([
      [3, '2026-10-12'],
      [1, '2026-11-30'],
    ]);
    steps.push({ stage: 'review_requested', date: '2026-11-20' });
    expect(caseDueDates(policy, steps).met.map((d) => d.index)).toEqual([0, 1]);
    steps.push({ stage: 'completion_letter', date: '2026-12-01' });
    const last = caseDueDates(policy, steps);
    expect(last.open.map((d) => [d.index, d.dueOn])).toEqual([
      [3, '2026-10-12'],
      [2, '2027-02-23'],
    ]);
    steps.push({ stage: 'ombudsman', date: '2026-12-10' });
    expect(caseDueDates(policy, steps).met.map((d) => d.index)).toEqual([0, 1, 2]);
  });

  it('sorts open dates soonest first', () => {
    const state = caseDueDates(
      [limit('decision', 'initial', 20), limit('event', 'initial', 3)],
      [
        { stage: 'incident', date: '2026-11-23' },
        { stage: 'decision_received', date: '2026-11-23' },
      ],
    );
    expect(state.open.map((d) => d.index)).toEqual([1, 0]);
  });
});

describe('caseStage', () => {
  it('is the furthest step, not the latest recorded', () => {
    expect(
      caseStage([
        { stage: 'appeal_lodged' },
        { stage: 'decision_received' },
        { stage: 'informal' },
      ]),
    ).toBe('appeal_lodged');
    expect(caseStage([])).toBe('notyet');
  });
});

describe('dueDateUrgency', () => {
  // 2026-11-24 is a Tuesday; five working days later is Tuesday 2026-12-01.
  it.each([
    ['2026-11-23', 'overdue', true],
    ['2026-11-24', 'today', true],
    ['2026-11-25', 'tomorrow', true],
    ['2026-12-01', 'in 7 days', true],
    ['2026-12-02', 'in 8 days', false],
    ['2027-11-24', 'in 365 days', false],
  ])('%s → %s (near: %s)', (dueOn, label, near) => {
    const urgency = dueDateUrgency(dueOn, '2026-11-24');
    expect([urgency.label, urgency.near]).toEqual([label, near]);
  });
});
