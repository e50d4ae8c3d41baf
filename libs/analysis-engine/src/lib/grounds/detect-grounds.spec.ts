import { splitPassages } from '../passages/split-passages';
import { RIVERFORD_MISCONDUCT_CASE, RIVERFORD_POLICY } from '../testing/invented-cases';
import { detectGrounds } from './detect-grounds';

const groundsOf = (narrative: string, policy = '') =>
  detectGrounds(narrative, splitPassages({ text: policy })).grounds;

describe('detectGrounds', () => {
  it('reads procedural irregularity, new evidence and a disproportionate penalty from a misconduct story', () => {
    expect(groundsOf(RIVERFORD_MISCONDUCT_CASE.issueDescription, RIVERFORD_POLICY)).toEqual([
      'procedural_irregularity',
      'new_evidence',
      'disproportionate_sanction',
    ]);
  });

  it.each([
    [
      'My father died two weeks before my exams and I failed three modules.',
      'extenuating_circumstances',
    ],
    [
      'The registry typed my mark in wrongly, so my transcript shows 38 instead of 58.',
      'administrative_error',
    ],
    ['My approved extra time was refused by the invigilator.', 'disability_adjustments'],
    ['The tutor made racist remarks about me in the seminar.', 'discrimination'],
    [
      'The chair of the panel is the lecturer who reported me and has a conflict of interest.',
      'bias',
    ],
    [
      'There has been damp and a leak in my room for months and no reply to my reports.',
      'service_failure',
    ],
    [
      'The prospectus advertised a placement year that does not exist and I relied on it.',
      'misrepresentation',
    ],
  ])('recognises "%s"', (narrative, ground) => {
    expect(groundsOf(narrative)).toContain(ground);
  });

  it('does not treat a health problem caused by housing as extenuating circumstances', () => {
    expect(
      groundsOf('The mould in my room is making my asthma worse and the repairs never happen.'),
    ).toEqual(['service_failure']);
  });

  it('drops a ground the policy’s closed list of grounds does not allow', () => {
    const finding = detectGrounds(
      'The marker is biased against me and has a conflict of interest.',
      splitPassages({ text: RIVERFORD_POLICY }),
    );
    expect(finding.grounds).toEqual([]);
    expect(finding.notAllowed).toEqual(['bias']);
  });
});
