import {
  actionTakenLabel,
  addressee,
  composeLetter,
  issueCategoryLabel,
  letterKind,
  LetterReport,
  noActionTaken,
  openingParagraph,
  signatureName,
  statusLabel,
} from './draft-letter';

describe('actionTakenLabel and issueCategoryLabel', () => {
  it.each([
    ['notyet', 'Not yet'],
    ['triedinformally', 'Tried informally'],
    ['submittedcomplaint', 'Submitted complaint'],
    ['requestedreview', 'Requested review'],
    ['escalatedtoombudsman', 'Escalated to ombudsman'],
    ['', 'Not specified'],
    [null, 'Not specified'],
    ['Appeal rejected', 'Appeal rejected'],
  ])('action %p reads %p', (code, label) => {
    expect(actionTakenLabel(code)).toBe(label);
  });

  it.each([
    ['admissions', 'Admissions complaints and appeals'],
    ['academic', 'Appeals about academic decisions'],
    ['service', 'Service issue complaints'],
    [undefined, 'Not specified'],
    ['Housing', 'Housing'],
  ])('category %p reads %p', (code, label) => {
    expect(issueCategoryLabel(code)).toBe(label);
  });
});

describe('statusLabel', () => {
  it.each([
    [undefined, 'Initial appeal', 'not specified'],
    ['', 'Initial appeal', 'empty is not specified'],
    ['Not specified', 'Initial appeal', 'the fallback text'],
    ['notyet', 'Initial appeal', "code → 'Not yet'"],
    ['I have not yet done anything', 'Initial appeal', "contains 'not yet'"],
    ['Appeal lodged', 'Follow-up/escalation', "contains 'appeal'"],
    ['They rejected it', 'Follow-up/escalation', "contains 'reject'"],
    ['triedinformally', 'In progress', "code → 'Tried informally'"],
    ['submittedcomplaint', 'In progress', "code → 'Submitted complaint'"],
    ['requestedreview', 'In progress', "code → 'Requested review'"],
    ['escalatedtoombudsman', 'In progress', "code → 'Escalated to ombudsman'"],
  ])('%p → %p (%s)', (action, label, _why) => {
    expect(statusLabel(action)).toBe(label);
  });
});

describe('letterKind', () => {
  it.each([
    // No action taken: the category decides.
    ['notyet', 'admissions', 'formal-complaint'],
    ['notyet', 'service', 'formal-complaint'],
    ['notyet', 'academic', 'appeal'],
    ['none', 'Service issue complaints', 'formal-complaint'],
    ['None', 'academic', 'appeal'],
    [undefined, 'service', 'formal-complaint'],
    [null, null, 'appeal'],
    // Follow-up words.
    ['submittedcomplaint', 'service', 'follow-up'],
    ['I sent email to my tutor', 'academic', 'follow-up'],
    ['Contacted the registry', 'admissions', 'follow-up'],
    // Escalation words, and their precedence over follow-up words.
    ['Appeal lodged', 'academic', 'escalation'],
    ['My request was denied', 'service', 'escalation'],
    ['Submitted an appeal, rejected', 'academic', 'escalation'],
    // Actions the spec's words do not name.
    ['requestedreview', 'academic', 'escalation'],
    ['escalatedtoombudsman', 'service', 'escalation'],
    ['triedinformally', 'academic', 'follow-up'],
    ['Spoke to someone', 'academic', 'follow-up'],
  ])('action %p, category %p → %s', (action, category, kind) => {
    expect(letterKind(action, category)).toBe(kind);
  });

  it.each([
    ['notyet', true],
    ['none', true],
    ['', true],
    ['triedinformally', false],
  ])('noActionTaken(%p) = %p', (action, expected) => {
    expect(noActionTaken(action)).toBe(expected);
  });
});

describe('openingParagraph', () => {
  it.each([
    ['formal-complaint', /^I am writing to make a formal complaint about my case/],
    ['appeal', /^I am writing to appeal against my case/],
    ['escalation', /^I am writing to escalate my case/],
  ] as const)('%s', (kind, pattern) => {
    expect(openingParagraph({ kind, matter: 'my case' })).toMatch(pattern);
  });

  it('a follow-up names what was done, when known', () => {
    expect(
      openingParagraph({ kind: 'follow-up', matter: 'my case', actionTaken: 'triedinformally' }),
    ).toContain('already raised with you (tried informally)');
    expect(openingParagraph({ kind: 'follow-up', matter: 'my case' })).toContain(
      'already raised with you. ',
    );
  });
});

describe('signatureName and addressee', () => {
  it.each([
    ['jane.doe@uni.ac.uk', 'jane.doe'],
    ['', 'Student'],
    [null, 'Student'],
    ['@uni.ac.uk', 'Student'],
    ['no-at-sign', 'Student'],
  ])('%p signs as %p', (email, name) => {
    expect(signatureName(email)).toBe(name);
  });

  it.each([
    ['University of Leeds', 'To the University of Leeds Student Complaints and Appeals Office'],
    ['Not specified', 'To the Student Complaints and Appeals Office'],
    ['', 'To the Student Complaints and Appeals Office'],
    [null, 'To the Student Complaints and Appeals Office'],
  ])('%p → %p', (university, line) => {
    expect(addressee(university)).toBe(line);
  });
});

describe('composeLetter', () => {
  const report: LetterReport = {
    keyIssues: [
      'The panel did not consider my evidence',
      'No reasons were given',
      'Third',
      'Fourth issue',
    ],
    relevantPolicies: [
      { quote: 'Appeals must be submitted within 10 working days.', location: 'Section 4.2' },
      { quote: 'Students may be accompanied.', location: '' },
    ],
    bestCaseScenario: 'The appeal is upheld and the mark is reconsidered.',
    actionSteps: ['Submit the appeal form with your evidence.', 'Keep copies.'],
    deadlines: [
      {
        description: 'Submit the appeal within 10 working days of the decision',
        quote: 'within 10 working days',
        location: 'Section 4.2',
      },
    ],
  };
  const document = {
    title: 'Marking of my dissertation',
    issueCategory: 'academic',
    actionTaken: 'notyet',
    universityName: 'University of Leeds',
    desiredResolution: 'Re-mark',
  };
  const letter = composeLetter({
    document,
    report,
    user: { email: 'jane.doe@uni.ac.uk' },
    today: new Date('2026-11-22T10:00:00Z'),
  });

  it('has every part in order', () => {
    const parts = [
      '22 November 2026',
      'To the University of Leeds Student Complaints and Appeals Office',
      'Subject: Appeal – Marking of my dissertation',
      'Dear Sir or Madam,',
      'I am writing to appeal against my case “Marking of my dissertation”',
      '1. The panel did not consider my evidence.',
      '2. No reasons were given.',
      '3. Third.',
      '- “Appeals must be submitted within 10 working days.” (Section 4.2)',
      '- “Students may be accompanied.”',
      'The appeal is upheld and the mark is reconsidered.',
      'Submit the appeal form with your evidence.',
      'submit the appeal within 10 working days of the decision (“within 10 working days”, Section 4.2)',
      'Yours faithfully,',
      'jane.doe',
      'Email: [Your email]',
      'Phone: [Your phone number]',
      'Student ID or reference number: [Your student ID or reference number]',
    ];
    let from = 0;
    for (const part of parts) {
      const at = letter.indexOf(part, from);
      expect({ part, found: at >= 0 }).toEqual({ part, found: true });
      from = at + part.length;
    }
  });

  it('uses at most the first 3 key issues and only the first action step', () => {
    expect(letter).not.toContain('Fourth issue');
    expect(letter).not.toContain('Keep copies.');
  });

  it('falls back to a generic addressee, the desired resolution and the Student signature', () => {
    const plain = composeLetter({
      document: {
        ...document,
        universityName: 'Not specified',
        title: '',
        actionTaken: 'submittedcomplaint',
        issueCategory: 'service',
      },
      report: {
        ...report,
        keyIssues: ['one issue only'],
        bestCaseScenario: '',
        deadlines: [],
        relevantPolicies: [],
      },
      user: { email: null },
      today: new Date('2026-01-05T00:00:00Z'),
    });
    expect(plain).toMatch(
      /^5 January 2026\n\nTo the Student Complaints and Appeals Office\n\nSubject: Follow-up\n/,
    );
    expect(plain).toContain(
      'I am writing to follow up on my case, which I have already raised with you (submitted complaint).',
    );
    expect(plain).toContain('The key issue is this: one issue only.');
    expect(plain).toContain('The outcome I am seeking: Re-mark.');
    expect(plain).not.toContain('regulations');
    expect(plain).not.toContain('time limit your procedure sets');
    expect(plain.trim().split('\n').slice(-4)[0]).toBe('Student');
  });

  // One row per optional part: the part is written when its data is there, left out otherwise.
  const empty: LetterReport = {
    keyIssues: [],
    relevantPolicies: [],
    bestCaseScenario: '',
    actionSteps: [],
    deadlines: [],
  };
  it.each<[string, Partial<LetterReport>, Partial<typeof document>, string | null, RegExp]>([
    ['no key issues', {}, {}, null, /key issue/i],
    [
      'one key issue',
      { keyIssues: ['  Evidence ignored '] },
      {},
      'The key issue is this: evidence ignored.',
      /key issues are/,
    ],
    [
      'no quotable policy',
      { relevantPolicies: [{ quote: '  ', location: 'S1' }] },
      {},
      null,
      /regulations/,
    ],
    [
      'no remedy, a desired resolution',
      {},
      { desiredResolution: 'A new hearing' },
      'The outcome I am seeking: A new hearing.',
      /as follows\. /,
    ],
    [
      'neither remedy nor desired resolution',
      {},
      { desiredResolution: 'Not specified' },
      null,
      /outcome I am seeking/,
    ],
    ['no action step', { actionSteps: [' ', ''] }, {}, null, /next step in this procedure/],
    [
      'no deadline',
      { deadlines: [{ description: ' ', quote: 'x', location: '' }] },
      {},
      null,
      /time limit/,
    ],
  ])('%s', (_name, reportPart, documentPart, present, absent) => {
    const letter = composeLetter({
      document: { ...document, ...documentPart },
      report: { ...empty, ...reportPart },
      user: { email: null },
      today: new Date('2026-11-22T10:00:00Z'),
    });
    if (present) expect(letter).toContain(present);
    expect(letter).not.toMatch(absent);
    // The frame is always there.
    expect(letter).toMatch(/^22 November 2026\n\n/);
    expect(letter).toContain('Dear Sir or Madam,');
    expect(letter).toContain('Please acknowledge receipt of this letter');
  });
});
