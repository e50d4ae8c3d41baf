import { clausePolarity, type Polarity } from './clause-polarity';

const MORE_SEVERE =
  /\bmore (?:serious|severe)\b|\bincreas\w*\b|\bharsher\b|\bheavier\b|\bworse off\b/i;
const SINGLE_APPEAL =
  /\bonly one\b|\bfinal\b|\bno (?:right of )?further (?:right of )?(?:appeal|review)\b/i;
const ADMISSIONS = /\badmissions?\b/i;

describe('clausePolarity', () => {
  const table: [string, RegExp, Polarity][] = [
    [
      'An appeal cannot result in a more severe penalty than the one originally imposed.',
      MORE_SEVERE,
      'negated',
    ],
    ['The Panel shall not increase the penalty.', MORE_SEVERE, 'negated'],
    ['No student will be worse off as a result of appealing.', MORE_SEVERE, 'negated'],
    [
      'The Committee may confirm or reduce the penalty but may not increase it.',
      MORE_SEVERE,
      'negated',
    ],
    ['The panel has no power to increase a sanction.', MORE_SEVERE, 'negated'],
    [
      'Neither the finding nor the penalty may be made more severe on appeal.',
      MORE_SEVERE,
      'negated',
    ],
    ["The appeal panel can't impose a harsher penalty.", MORE_SEVERE, 'negated'],
    [
      'The Committee may substitute any outcome, including an outcome more serious than the original outcome.',
      MORE_SEVERE,
      'affirmed',
    ],
    [
      'The Appeal Panel may impose a more severe penalty where it finds the original too lenient.',
      MORE_SEVERE,
      'affirmed',
    ],
    ['Students should note that the penalty may be increased on appeal.', MORE_SEVERE, 'affirmed'],
    [
      'A more severe penalty may only be imposed if new evidence of further misconduct comes to light.',
      MORE_SEVERE,
      'conditional',
    ],
    [
      'The appeal body will not normally impose a harsher penalty, except where further misconduct is found.',
      MORE_SEVERE,
      'conditional',
    ],
    [
      'The Committee will not hear new evidence, but it may impose a more severe penalty.',
      MORE_SEVERE,
      'affirmed',
    ],
    [
      'The appeal body may substitute a different penalty, provided that it shall not increase the penalty.',
      MORE_SEVERE,
      'negated',
    ],
    [
      'The penalty shall not be increased as a result of an appeal, except where new evidence of further misconduct comes to light.',
      MORE_SEVERE,
      'conditional',
    ],
    [
      'Save in exceptional circumstances, the penalty shall not be increased on appeal.',
      MORE_SEVERE,
      'conditional',
    ],
    ['Under no circumstances shall the penalty be increased on appeal.', MORE_SEVERE, 'negated'],
    [
      'A more severe penalty may be imposed on appeal only where the original panel failed to apply the tariff.',
      MORE_SEVERE,
      'conditional',
    ],
    ['The penalties are listed in the Schedule.', MORE_SEVERE, 'absent'],
    ['There is no right of further appeal.', SINGLE_APPEAL, 'affirmed'],
    ['The decision of the Appeals Committee is final.', SINGLE_APPEAL, 'affirmed'],
    ['The decision of the Faculty is not final and may be reviewed.', SINGLE_APPEAL, 'negated'],
    ['Only one request for review may be made.', SINGLE_APPEAL, 'affirmed'],
    ['The OIA does not consider complaints about admissions.', ADMISSIONS, 'negated'],
    ['The SPSO can look at complaints about admissions decisions.', ADMISSIONS, 'affirmed'],
  ];
  it.each(table)('%s', (sentence, trigger, expected) => {
    expect(clausePolarity(sentence, trigger)).toBe(expected);
  });
});
