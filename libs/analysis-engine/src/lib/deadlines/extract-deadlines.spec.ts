import { splitPassages } from '../passages/split-passages';
import { LOCHSIDE_POLICY, PRAIRIE_POLICY, RIVERFORD_POLICY } from '../testing/invented-cases';
import { createQuoteVerifier } from '../text/quote-integrity';
import { extractDeadlines, isInformalStep } from './extract-deadlines';

const extract = (text: string) => extractDeadlines(splitPassages({ text }), text);

describe('extractDeadlines', () => {
  it('finds the student’s limits, resolving bare days by the policy’s definition', () => {
    const found = extract(RIVERFORD_POLICY).map((d) => [d.amount, d.unit, d.stage]);
    expect(found).toEqual([
      [15, 'working_days', 'initial'],
      [1, 'months', 'evidence'],
      [48, 'hours', 'initial'],
      [2, 'weeks', 'review'],
      [12, 'months', 'external'],
    ]);
  });

  it('leaves out the institution’s timescales and retention periods', () => {
    const amounts = extract(RIVERFORD_POLICY).map((d) => `${d.amount} ${d.unit}`);
    expect(amounts).not.toContain('5 working_days');
    expect(amounts).not.toContain('30 working_days');
    expect(amounts.filter((a) => a === '48 hours')).toHaveLength(1);
    expect(extract(PRAIRIE_POLICY).map((d) => `${d.amount} ${d.unit}`)).toEqual([
      '10 working_days',
      '180 calendar_days',
    ]);
  });

  it.each([
    [
      'Where evidence is still being obtained, the student must say so on the form and submit the evidence within five (5) further working days.',
      '5 working_days',
    ],
    [
      "A resident who wishes to end the agreement early must give four weeks' written notice to the Residences Office.",
      '4 weeks',
    ],
    [
      'Students using the Testing Center must book each exam at least 72 hours in advance.',
      '72 hours',
    ],
    [
      'If the applicant is dissatisfied with the Stage 1 response, they may ask for a review by the Pro Vice-Chancellor within 10 working days of the date of the Stage 1 response.',
      '10 working_days',
    ],
  ])('finds the student’s limit in "%s"', (sentence, limit) => {
    expect(
      extract(`1. Procedure\n\n1.1 ${sentence}\n`).map((d) => `${d.amount} ${d.unit}`),
    ).toEqual([limit]);
  });

  it('names a notice period by what is given, to whom', () => {
    const [notice] = extract(
      "1. Ending the agreement\n\n1.1 A resident who wishes to end the agreement early must give four weeks' written notice to the Residences Office.\n",
    );
    expect(notice.description).toBe("Give 4 weeks' written notice to the Residences Office");
  });

  it.each([
    'Disability Services will respond to a complete request within seven (7) business days.',
    'The AIO will notify the student of the decision in writing within 15 working days after the response period ends.',
    'The student should raise the matter with the office concerned, which will try to resolve it within five working days.',
    'Where a resident is without heating for more than seven consecutive days because of a fault, Residential Services will consider a rent reduction.',
  ])('leaves out the institution’s own timescale in "%s"', (sentence) => {
    expect(extract(`1. Procedure\n\n1.1 ${sentence}\n`)).toEqual([]);
  });

  it('quotes every limit verbatim and says what it runs from', () => {
    const isVerbatim = createQuoteVerifier(RIVERFORD_POLICY);
    const deadlines = extract(RIVERFORD_POLICY);
    for (const deadline of deadlines) expect(isVerbatim(deadline.quote)).toBe(true);
    expect(deadlines[0].quote).toBe('within 15 days of the date your results are released');
    expect(deadlines[0].runsFrom).toBe('the date your results are released');
    expect(deadlines[0].description).toBe(
      'Submit your appeal within 15 working days of the date your results are released',
    );
  });

  it('ends the event a limit runs from where the sentence goes on to say what happens', () => {
    const [limit] = extract(
      '6. Procedure\n\n6.1 Appeals received more than twenty-one days after the publication of results will not be considered.\n',
    );
    expect(limit.runsFrom).toBe('the publication of results');
    expect(limit.description).not.toContain('considered');
  });

  it('reads written material for a hearing as evidence to send', () => {
    const [limit] = extract(
      '8. Hearings\n\n8.1 Any further written material the student wishes the Committee to consider shall be submitted at least 48 hours before the hearing.\n',
    );
    expect([limit.stage, limit.description]).toEqual([
      'evidence',
      'Send further evidence or documents at least 48 hours before the hearing',
    ]);
  });

  it('marks a request for the next stage as a review limit', () => {
    expect(extract(LOCHSIDE_POLICY).map((d) => [d.amount, d.unit, d.stage])).toEqual([
      [6, 'months', 'review'],
    ]);
  });

  it.each([
    // A review after an outcome runs from that outcome, not from the first decision.
    'If you are dissatisfied with the outcome you may request a review within 10 working days of the outcome letter.',
    'A student dissatisfied with the outcome of the appeal may ask for a review within 10 working days of the letter.',
    'Review: a student who is not satisfied may ask the Vice-President, Students, to review the response within 3 weeks.',
  ])('reads “%s” as a review limit', (sentence) => {
    expect(extract(`4.1 ${sentence}`).map((d) => d.stage)).toEqual(['review']);
  });
});

describe('stages that the order of the steps tells', () => {
  const GRADE_APPEAL = `3. Informal resolution
3.1 The student must first attempt to resolve the matter with the instructor within 15 business days of the posting of the final grade.
3.2 If the matter is not resolved, the student may submit a written appeal to the Department Chair within 10 business days of the instructor's response.

4. Department Chair
4.1 The student may appeal the Chair's decision to the Dean's Grade Appeal Committee within 10 business days of the Chair's decision.
`;

  it('reads the informal attempt, the formal appeal after its answer and the review of that appeal', () => {
    expect(extract(GRADE_APPEAL).map((d) => [d.description, d.stage, isInformalStep(d)])).toEqual([
      [
        'Attempt to resolve the matter with the instructor within 15 working days of the posting of the final grade',
        'initial',
        true,
      ],
      [
        "Submit a written appeal to the Department Chair within 10 working days of the instructor's response",
        'initial',
        false,
      ],
      [
        "Appeal the Chair's decision to the Dean's Grade Appeal Committee within 10 working days of the Chair's decision",
        'review',
        false,
      ],
    ]);
  });

  it('reads an appeal against the decision of the office the first appeal goes to as its review', () =>
    expect(
      extract(`5.1 A student may appeal a final result to the Head of School within 10 working days of being notified of the result.
5.2 A student dissatisfied with the decision of the Head of School may appeal to the Academic Appeals Committee within 10 working days of that decision.
`).map((d) => d.stage),
    ).toEqual(['initial', 'review']));

  it('keeps a review after the formal stage a review, whatever came before it', () =>
    expect(
      extract(`2.1 A student should try to resolve a concern informally with the staff member concerned within 14 days of the matter arising.
2.2 A formal complaint may then be made to the Complaints Office.
2.3 Request a review within 10 working days of the date of the Stage 1 response.
`).map((d) => d.stage),
    ).toEqual(['initial', 'review']));
});

describe('a limit whose line breaks after "within"', () => {
  it('quotes it whole and names the step once', () => {
    const [deadline] = extract(
      '6.1 Applicants may request a review of an admission or deferral decision within\n    10 days of the decision, by writing to the Registrar.',
    );
    expect(deadline.quote).toBe('within 10 days of the decision');
    expect(deadline.description).toBe(
      'Request a review of an admission or deferral decision within 10 calendar days of the decision',
    );
  });
});

describe("an outside body's limit", () => {
  it.each([
    "NIPSO will normally only consider a complaint once the University's procedure has been completed, and you must contact NIPSO within 6 months of the date of the University's final response.",
    "The complaint must reach NIPSO within 6 months of the date of the University's final response.",
    'A student may contact the BC Ombudsperson within 12 months of the final decision.',
  ])('reads “%s” as the external stage, not a review', (sentence) => {
    expect(extract(`9.1 ${sentence}`).map((d) => d.stage)).toEqual(['external']);
  });
});

describe('the step a time limit belongs to', () => {
  it.each([
    [
      '4.7 A student who is dissatisfied with the outcome may request a review by the Pro Vice-Chancellor (Education) within two weeks of the appeal outcome.',
      'Request a review by the Pro Vice-Chancellor (Education) within 2 weeks of the appeal outcome',
    ],
    [
      '4.6 Submit the Academic Appeal Form (AP1) to appeals@kingsmere.ac.uk within three weeks of the date on which the decision was published.',
      'Submit the Academic Appeal Form (AP1) to appeals@kingsmere.ac.uk within 3 weeks of the date on which the decision was published',
    ],
    [
      '7.1 A student may appeal against a finding, an outcome, or both, to the Student Appeals Committee by lodging an appeal form within twenty (20) business days of the date the outcome notice was sent.',
      'Appeal against a finding, an outcome, or both, to the Student Appeals Committee within 20 working days of the date the outcome notice was sent',
    ],
  ])('%s', (clause, description) => {
    expect(extract(clause)[0]?.description).toBe(description);
  });
});

describe('extractDeadlines phrasing', () => {
  it.each([
    [
      'Appeals must reach the Registry by the tenth working day after the results are published.',
      '10 working_days',
    ],
    ['The deadline for appeals is 21 calendar days after the decision.', '21 calendar_days'],
    [
      'Complaints will only be considered if they are made within three months of the events.',
      '3 months',
    ],
    ['Students have 10 working days from the date of the decision to appeal.', '10 working_days'],
    [
      'The appeal form must be completed and returned within five (5) business days.',
      '5 working_days',
    ],
    [
      'We must receive your request for a review within one calendar month of the outcome.',
      '1 months',
    ],
  ])('reads "%s"', (text, expected) => {
    expect(extract(text).map((d) => `${d.amount} ${d.unit}`)).toEqual([expected]);
  });

  it.each([
    'You will be notified of the outcome within 20 working days.',
    'Appeals will be heard within 30 days of receipt.',
    'The Committee meets every two weeks.',
    'Appeal records are kept for six years.',
    'The 30 days run from the most recent incident.',
    'A second-year student may take up to two study periods of leave.',
  ])('finds no student limit in "%s"', (text) => {
    expect(extract(text)).toEqual([]);
  });

  it('reads a day named by its position as a limit when it is the day to act by', () => {
    const text =
      '4.2 A student who wishes to appeal must lodge the appeal form by 4 pm on the seventh working day after the date of the exclusion notice.\n\n4.3 The Committee meets on the second day of each month.';
    const [deadline, ...rest] = extract(text);
    expect(rest).toEqual([]);
    expect(deadline).toMatchObject({ amount: 7, unit: 'working_days' });
    expect(deadline.quote).toBe(
      'by 4 pm on the seventh working day after the date of the exclusion notice',
    );
  });

  it('reads who must act through the words attached to the subject', () => {
    const text = [
      '5.1 Requests for review must be made within a fortnight of the date of the appeal decision.',
      '5.2 The Dean of Students will acknowledge the grievance within three (3) business days.',
      '5.3 Complaints about service should be made in any event within three months of the events concerned.',
      '5.4 Bursary applications will be assessed within four weeks.',
    ].join('\n\n');
    expect(extract(text).map((d) => `${d.amount} ${d.unit}`)).toEqual(['2 weeks', '3 months']);
  });

  it('names the step and stage of a limit set for "this" by the sentence before', () => {
    const text = [
      '3.1 If you are dissatisfied with our Stage 1 response you can ask us to investigate your complaint at Stage 2. You must do this within six months of the original event or within two months of our Stage 1 response, whichever is later.',
      '4.1 If you remain dissatisfied after Stage 2 you may ask the Scottish Public Services Ombudsman (SPSO) to look at your case. You must normally do so within 12 months of becoming aware of the matter.',
    ].join('\n\n');
    expect(extract(text).map((d) => [d.stage, d.description])).toEqual([
      [
        'review',
        // The policy's "us" and "our" are the institution's, not the report's.
        'Ask the institution to investigate your complaint at Stage 2 within 6 months of the original event',
      ],
      [
        'review',
        "Ask the institution to investigate your complaint at Stage 2 within 2 months of the institution's Stage 1 response",
      ],
      [
        'external',
        'Complain to the Scottish Public Services Ombudsman within 12 months of becoming aware of the matter',
      ],
    ]);
  });

  it('names a step told in the passive by what is lodged, and no form from "performance"', () => {
    const text = [
      'B1. A student whose performance in an assessment was affected by illness may apply for special consideration.',
      'B2. Applications must be lodged through the student portal no later than three working days after the due date of the assessment.',
    ].join('\n');
    expect(extract(text).map((d) => d.description)).toEqual([
      'Lodge the application within 3 working days after the due date of the assessment',
    ]);
    // A statement asked of the student is named as what is sent, not "Act".
    const statement =
      '5.1 A student who receives a show-cause notice may write to the Progress Committee. The statement must be submitted within seven working days of the date of the notice.';
    expect(extract(statement).map((d) => d.description)).toEqual([
      'Submit the statement within 7 working days of the date of the notice',
    ]);
    // A more particular name of the step wins over what is lodged.
    const recheck =
      '1.1 Requests for a recheck must be made to the Examinations Office within five working days of the publication of results.';
    expect(extract(recheck).map((d) => d.description)).toEqual([
      'Ask for a recheck within 5 working days of the publication of results',
    ]);
  });

  it('names a step the student is expected to take by its verb', () => {
    const text =
      '1.1 Students are expected to discuss a concern about a grade with the instructor within 10 business days of the grade being posted.';
    expect(extract(text).map((d) => d.description)).toEqual([
      'Discuss a concern about a grade with the instructor within 10 working days of the grade being posted',
    ]);
  });

  it('ends what a limit runs from before the grounds the step may be taken on', () => {
    const [deadline] = extract(
      '3.2 A student may appeal a result within 10 working days of the publication of results on the grounds that the assessment was not conducted in accordance with the approved regulations.',
    );
    expect(deadline.runsFrom).toBe('the publication of results');
    expect(deadline.description).toMatch(/within 10 working days of the publication of results$/);
  });

  it('ends the quote before a dangling conjunction', () => {
    const text =
      '4.1 A formal complaint should be lodged within 20 business days of the matter arising or, at the latest, before the end of term.';
    expect(extract(text)[0].quote).toBe('within 20 business days of the matter arising');
  });

  it.each([
    [
      '4.1 A formal complaint should be lodged within 20 business days of the matter arising or, for an ongoing matter, of the most recent occurrence.',
      'the matter arising or, for an ongoing matter, of the most recent occurrence',
    ],
    [
      '9.1 A student may appeal to the Academic Appeals Committee within two weeks of the recount outcome or, if no recount was requested, of the release of the grade.',
      'the recount outcome or, if no recount was requested, of the release of the grade',
    ],
  ])('reads the other event a limit may run from: %s', (text, runsFrom) => {
    const [deadline] = extract(text);
    expect(deadline.runsFrom).toBe(runsFrom);
    expect(deadline.quote).toMatch(new RegExp(`of ${runsFrom}$`));
    expect(deadline.description).toMatch(new RegExp(`of ${runsFrom}$`));
  });
});

describe('how long something lasts', () => {
  it('is not a time limit', () => {
    const text =
      '3. Progress\n\n3.1 A student who fails half the credits in two terms will be suspended for a period of 12 months.\n';
    expect(extractDeadlines(splitPassages({ text }), text)).toEqual([]);
  });

  it('is not a time limit when a decision depends on how long something has been in place', () => {
    const text =
      '4. Failing a placement\n\n4.2 A student may be withdrawn from a placement only if a support plan has been in place for at least ten working days before the withdrawal, and the student may appeal within 14 days of the withdrawal.\n';
    expect(extractDeadlines(splitPassages({ text }), text)).toMatchObject([
      { amount: 14, unit: 'calendar_days' },
    ]);
  });

  it('is not a time limit when a right depends on it', () => {
    const text =
      "A5 Where a resident's room is without heating or hot water for more than seven consecutive\ndays, the resident is entitled to a rent reduction of 25 per cent for each affected week.\n";
    expect(extractDeadlines(splitPassages({ text }), text)).toEqual([]);
    // …but a time that runs from an event is one.
    const outside =
      '9. The Ombudsman\n9.1 The Ombudsman will not normally look at a complaint from a student who has known about it for more than 12 months before making the complaint.\n';
    expect(extractDeadlines(splitPassages({ text: outside }), outside)).toMatchObject([
      { amount: 12, unit: 'months', stage: 'external' },
    ]);
  });
});

describe('time the institution allows', () => {
  it.each([
    '4.1 Before an application is cancelled as incomplete, the School will notify the applicant by email of any missing documents and allow ten (10) business days to provide them.\n',
    '2.2 Admissions shall email the applicant specifying the missing document(s) and shall allow ten (10) working days for submission.\n',
    '5.2 Where documents are missing, the Funding Team will contact the applicant by email and allow ten working days for them to be provided.\n',
  ])('is the student’s limit when it is time to send something: %s', (text) => {
    expect(extractDeadlines(splitPassages({ text }), text)).toMatchObject([
      {
        amount: 10,
        unit: 'working_days',
        description: 'Send the missing documents within 10 working days',
      },
    ]);
  });

  it('is no limit when it is an extension the institution may grant', () => {
    const text =
      'C5 If you cannot get evidence in time, tell us and we will normally allow two further weeks.\n';
    expect(extractDeadlines(splitPassages({ text }), text)).toEqual([]);
  });
});

describe('limits that are not steps of a complaint or an appeal', () => {
  it('leaves out how long studies may take and the time the institution had for its own step', () => {
    const text =
      '3.3 A student must complete degree requirements under the assigned catalog within six years; after that, the student will be moved to the current catalog.\n\nB4 Supervisors will normally return written feedback on draft chapters within four weeks of receiving them. A student whose review has not been completed within 40 working days of the request may ask the University to issue a Completion of Procedures Letter.\n';
    expect(extractDeadlines(splitPassages({ text }), text)).toEqual([]);
  });
});

describe('an event followed by a bracket', () => {
  it('ends before the bracket the sentence lists in', () => {
    const [limit] = extract(
      '3. Appeals\n3.1 A student may appeal to the Faculty Appeals Committee within 20 days of any academic decision (progression, exclusion, special consideration).\n',
    );
    expect(limit.runsFrom).toBe('any academic decision');
    expect(limit.quote).toBe('within 20 days of any academic decision');
  });
});

describe('the same words in two procedures', () => {
  it('are each procedure’s own step, and one step stated twice in a part is one', () => {
    const found = extract(`SECTION 5: ACADEMIC MISCONDUCT
5.6 The student may appeal a finding or penalty to the Senate Appeals Committee within 10 days of the decision.
5.7 Appeals must be made within 10 days of the decision.

SECTION 7: ADMISSIONS
7.1 An applicant may ask for a review of an admissions decision. Requests go to admissions.review@carsebridge.ac.uk within 10 days of the decision.
`);
    expect(found.map((d) => d.location)).toEqual([
      'Section 5.6 — ACADEMIC MISCONDUCT',
      'Section 7.1 — ADMISSIONS',
    ]);
  });
});
