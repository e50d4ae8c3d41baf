import { groundLabel, reportChanges, type ComparableReport } from './report-changes';

const appealLimit = {
  description: 'Submit your appeal within 10 working days of the decision',
  amount: 10,
  unit: 'working_days',
  quote: 'within 10 working days of the date of the decision',
};
const reviewLimit = {
  description: 'Ask for a review within one month of the outcome',
  amount: 1,
  unit: 'months',
  quote: 'within one month of the outcome',
};

const earlier: ComparableReport = {
  grounds: ['procedural_irregularity'],
  deadlines: [appealLimit],
  warnings: [{ code: 'academic_judgement', message: 'Marks are academic judgement.' }],
};

describe('reportChanges', () => {
  it('lists grounds, time limits and warnings added and gone, as the student reads them', () => {
    const changes = reportChanges(earlier, {
      grounds: ['procedural_irregularity', 'extenuating_circumstances'],
      deadlines: [reviewLimit],
      warnings: [{ code: 'evidence_needed', message: 'Gather your evidence.' }],
    });
    expect(changes).toEqual({
      grounds: { added: ['Extenuating circumstances'], gone: [] },
      deadlines: {
        added: ['1 month: Ask for a review within one month of the outcome'],
        gone: ['10 working days: Submit your appeal within 10 working days of the decision'],
      },
      warnings: {
        added: ['You will need evidence'],
        gone: ['Academic judgement cannot be challenged'],
      },
      same: false,
    });
  });

  it('keeps a time limit whose description was written differently from the new story', () => {
    const changes = reportChanges(earlier, {
      ...earlier,
      deadlines: [{ ...appealLimit, description: 'Appeal the board decision in 10 working days' }],
    });
    expect(changes.deadlines).toEqual({ added: [], gone: [] });
    expect(changes.same).toBe(true);
  });

  it('names a warning it has no title for by its message, and each change once', () => {
    const changes = reportChanges(
      { grounds: [], deadlines: [], warnings: [] },
      {
        grounds: ['bias', 'bias'],
        deadlines: [],
        warnings: [{ code: 'something_new', message: 'A new kind of warning.' }],
      },
    );
    expect(changes.grounds.added).toEqual(['Bias']);
    expect(changes.warnings.added).toEqual(['A new kind of warning.']);
  });
});

describe('groundLabel', () => {
  it('reads a ground code as words', () => {
    expect(groundLabel('disability_adjustments')).toBe('Disability adjustments');
  });
});
