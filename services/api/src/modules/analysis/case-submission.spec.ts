import {
  checkRemix,
  checkSubmission,
  composeDescription,
  normalisePolicyLink,
  parseDescriptionSections,
} from './case-submission';

const CASE = {
  issueCategory: 'academic',
  actionTaken: 'notyet',
  issueDescription: 'My grade was recorded wrongly and the office will not correct it.',
};

describe('normalisePolicyLink', () => {
  it.each([
    ['', null],
    ['   ', null],
    ['example.edu/policy', 'https://example.edu/policy'],
    ['redress.example/policy', 'https://redress.example/policy'],
    ['http://example.edu/p?q=1', 'http://example.edu/p?q=1'],
    ['https://example.edu', 'https://example.edu'],
    ['example.edu:8443/policy', 'https://example.edu:8443/policy'],
    ['127.0.0.1:8080/policy', 'https://127.0.0.1:8080/policy'],
  ])('accepts %j as %j', (raw, expected) => {
    expect(normalisePolicyLink(raw)).toBe(expected);
  });

  it.each([
    'not a link',
    'policy',
    'javascript:alert(1)',
    'ftp://example.edu/x',
    'https://user:pw@example.edu/',
    'mailto:a@example.edu',
  ])('refuses %j', (raw) => expect(normalisePolicyLink(raw)).toBeUndefined());
});

describe('checkSubmission', () => {
  it('applies the fallbacks of spec 1 §5', () => {
    const checked = checkSubmission(CASE);
    expect(checked).toEqual({
      ok: true,
      submission: {
        title: 'Academic Issue Analysis',
        issueCategory: 'academic',
        issueDescription: CASE.issueDescription,
        desiredResolution: 'Not specified',
        actionTaken: 'notyet',
        universityName: 'Not specified',
        policyLink: null,
        documentType: 'Academic Policy',
      },
    });
  });

  it('reads the fields of the spec payload back out of its combined description', () => {
    const description = composeDescription({
      title: 'x',
      issueCategory: 'service',
      issueDescription: 'The laundry has been broken for a month and nobody answers.',
      desiredResolution: 'Repair',
      actionTaken: 'submittedcomplaint',
      universityName: 'Ashford',
      policyLink: 'https://ashford.example/policy',
      documentType: 'Policy',
    });
    expect(parseDescriptionSections(description)).toMatchObject({
      'Issue Category': 'service',
      'Action Taken': 'submittedcomplaint',
    });
    const checked = checkSubmission({ description, issueCategory: 'service', userId: '7' });
    expect(checked).toMatchObject({
      ok: true,
      submission: {
        userId: 7,
        issueDescription: 'The laundry has been broken for a month and nobody answers.',
        actionTaken: 'submittedcomplaint',
        desiredResolution: 'Repair',
        universityName: 'Ashford',
        policyLink: 'https://ashford.example/policy',
      },
    });
  });

  it('gives every problem with the form messages, in form order', () => {
    expect(checkSubmission({ issueDescription: 'short', policyLink: 'no way', title: 5 })).toEqual({
      ok: false,
      problems: [
        'title must be text.',
        'Please select the type of issue.',
        'Please describe your issue in at least 20 characters.',
        "Please select what action you've taken so far.",
        'Please enter a valid website address (e.g., example.edu/policy or redress.example/policy).',
      ],
    });
  });

  it('refuses a user id that is neither text nor a number, without running its toString', () => {
    for (const userId of [{ toString: 'x' }, { toString: () => '7' }, ['7'], true]) {
      const checked = checkSubmission({ ...CASE, userId });
      expect(checked).toEqual({ ok: false, problems: ['userId must be a user id.'] });
    }
  });
});

describe('checkRemix', () => {
  const earlier = { policyLink: 'https://example.edu/policy', documentType: 'Complaints policy' };

  it("keeps the earlier case's policy and type with the corrected story", () => {
    expect(checkRemix({ ...CASE, title: 'Second try' }, earlier)).toEqual({
      ok: true,
      submission: expect.objectContaining({
        title: 'Second try',
        issueDescription: CASE.issueDescription,
        policyLink: 'https://example.edu/policy',
        documentType: 'Complaints policy',
      }),
    });
    const withoutLink = checkRemix(CASE, { policyLink: null, documentType: 'Academic Policy' });
    expect(withoutLink.ok && withoutLink.submission.policyLink).toBeNull();
  });

  it('refuses a policy or another field the form does not send, and a missing story', () => {
    expect(checkRemix({ ...CASE, policyLink: 'other.edu/p', userId: 3 }, earlier)).toEqual({
      ok: false,
      problems: ['Unknown field "policyLink".', 'Unknown field "userId".'],
    });
    // Never read as the original client's combined description.
    expect(checkRemix({ issueCategory: 'academic', actionTaken: 'notyet' }, earlier)).toEqual({
      ok: false,
      problems: ['Please describe your issue.'],
    });
  });
});
