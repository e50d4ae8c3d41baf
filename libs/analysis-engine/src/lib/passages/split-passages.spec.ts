import { RIVERFORD_POLICY } from '../testing/invented-cases';
import { passageQuoteText, splitPassages } from './split-passages';

describe('splitPassages', () => {
  it('splits numbered clauses and records the section, heading and verbatim text', () => {
    const passages = splitPassages({ text: RIVERFORD_POLICY });
    const submit = passages.find((p) => p.section === '3.1');
    expect(submit?.heading).toBe('Submitting an appeal');
    expect(submit?.location).toBe('Section 3.1 — Submitting an appeal');
    expect(RIVERFORD_POLICY.slice(submit!.start, submit!.end)).toBe(submit!.text);
    expect(passageQuoteText(submit!)).toBe(
      'You must submit your appeal within 15 days of the date your results are released.',
    );
  });

  it('reads "Clause 5 - Academic integrity" as a heading and cites it as the policy names it', () => {
    const text =
      'Clause 4 - Academic appeals\n(9) Students may appeal a final grade within 20 days.\n\nClause 5 - Academic integrity\n(14) A student suspected of a breach will be given written notice at least 10 days before an interview.\n';
    const passages = splitPassages({ text });
    const notice = passages.find((p) => p.text.includes('written notice'));
    expect(notice?.location).toBe('Clause 5 - Academic integrity');
    expect(notice?.text).not.toContain('final grade');
  });

  it('names a clause under "SECTION 4 - ACADEMIC APPEALS" without the dash', () => {
    const [clause] = splitPassages({
      text: 'SECTION 4 - ACADEMIC APPEALS\n\n4.2 Lodge the appeal within 10 days of the decision.\n',
    });
    expect(clause.location).toBe('Section 4.2 — ACADEMIC APPEALS');
  });

  it('keeps a list of grounds with the clause that introduces it', () => {
    const grounds = splitPassages({ text: RIVERFORD_POLICY }).find((p) => p.section === '2.1');
    expect(grounds?.text).toContain('(c) the penalty is disproportionate');
  });

  it('joins wrapped lines into one passage and reads lettered US-style clauses under roman headings', () => {
    const text =
      'V. FORMAL GRIEVANCE\n\nA. A grievance must be filed in writing\nwithin thirty (30) calendar days.\nB. The Coordinator will respond.\n';
    const passages = splitPassages({ text });
    expect(passages.map((p) => p.section)).toEqual(['V.A', 'V.B']);
    expect(passages[0].text).toBe(
      'A. A grievance must be filed in writing\nwithin thirty (30) calendar days.',
    );
    expect(passages[0].heading).toBe('FORMAL GRIEVANCE');
  });

  it('gives the page of each passage from the page offsets', () => {
    const page1 = '1. Scope\n1.1 This applies to all students.';
    const page2 = '1.2 Appeals must be made within 10 working days.';
    const text = `${page1}\n\n${page2}\n\n`;
    const passages = splitPassages({
      text,
      pages: [
        { number: 1, start: 0, end: page1.length },
        { number: 2, start: page1.length + 2, end: page1.length + 2 + page2.length },
      ],
    });
    expect(passages.map((p) => [p.section, p.page])).toEqual([
      ['1.1', 1],
      ['1.2', 2],
    ]);
    expect(passages[1].location).toBe('Section 1.2 — Scope, page 2');
  });

  it('does not take the first line of a wrapped numbered sentence for a heading', () => {
    const text =
      '5.3 Appeals received after the deadline will be considered only where the student\ndemonstrates that it was not possible to submit on time.\n';
    const [passage] = splitPassages({ text });
    expect(passage.section).toBe('5.3');
    expect(passage.text).toContain('demonstrates that');
  });

  it('names a clause under a "Section N." heading once: "Section 1.1 — Disability Accommodations"', () => {
    const text =
      'Section 1. Disability Accommodations\n1.1 Students registered with the Office of Accessibility Services will receive the accommodations listed in their letter.\n';
    expect(splitPassages({ text }).map((p) => p.location)).toContain(
      'Section 1.1 — Disability Accommodations',
    );
  });

  it('splits clauses numbered by their part\'s letter ("B2. Applications must…") one by one', () => {
    const text = [
      'Part B - Special consideration',
      'B1. A student whose performance was affected by illness may apply for special consideration.',
      'B2. Applications must be lodged through the student portal no later than three working days after the due date.',
      'B3 Late applications will only be accepted where the student can show that they were unable to apply in time.',
    ].join('\n');
    expect(splitPassages({ text }).map((p) => p.location)).toEqual([
      'Section B1 — Part B - Special consideration',
      'Section B2 — Part B - Special consideration',
      'Section B3 — Part B - Special consideration',
    ]);
  });
});
