import { splitPassages } from '../passages/split-passages';
import { rulesBearingOn } from './rules-bearing-on';

describe('rulesBearingOn', () => {
  const text = [
    '4. Remission',
    '',
    '4.1 The University must check its records of every withdrawal request it receives.',
    '',
    '4.2 If the University requests further information, the student must supply it within 14 days of the request.',
  ].join('\n');
  const passages = splitPassages({ text });
  const reasons = [
    'They said there is no record of my withdrawal request and asked for further information.',
  ];

  it('never gives a duty of the student as the rule they can rely on, even after a condition', () => {
    const rules = rulesBearingOn(passages, reasons, /record/i).map((r) => r.sentence);
    expect(rules.some((r) => r.includes('the student must supply it'))).toBe(false);
    expect(rules.some((r) => r.includes('check its records'))).toBe(true);
    const promised = rulesBearingOn(passages, reasons, /record/i, { promises: true }).map(
      (r) => r.sentence,
    );
    expect(promised.some((r) => r.includes('the student must supply it'))).toBe(false);
  });
});
