import {
  checkRemix,
  checkSubmission,
  composeDescription,
  parseDescriptionSections,
} from './case-submission';
import { CASE_FORM_MESSAGES as MESSAGES } from '@redress/domain';
import { BAD_CASE_INTAKES, GOOD_CASE_INTAKES } from '@redress/domain/testing';

const CASE = {
  issueCategory: 'academic',
  actionTaken: 'notyet',
  issueDescription: 'My grade was recorded wrongly and the office will not correct it.',
};

describe('checkSubmission', () => {
  it.each(GOOD_CASE_INTAKES.map((good) => [good.name, good]))(
    'accepts %s from the intake table',
    (_name, { input }) => expect(checkSubmission(input).ok).toBe(true),
  );

  it.each(BAD_CASE_INTAKES.map((bad) => [bad.name, bad]))(
    'refuses %s from the intake table by field',
    (_name, { input, problems }) =>
      expect(checkSubmission(input)).toEqual({
        ok: false,
        problems: Object.values(problems),
        fields: problems,
      }),
  );

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
      fields: {
        title: 'title must be text.',
        issueCategory: 'Please select the type of issue.',
        issueDescription: 'Please describe your issue in at least 20 characters.',
        actionTaken: "Please select what action you've taken so far.",
        policyLink:
          'Please enter a valid website address (e.g., example.edu/policy or redress.example/policy).',
      },
    });
  });

  it('keeps the first problem of a field by its name and lists every problem', () => {
    expect(checkSubmission({ ...CASE, issueCategory: 3, secret: 'x' })).toEqual({
      ok: false,
      problems: ['Unknown field "secret".', 'issueCategory must be text.', MESSAGES.issueCategory],
      fields: { issueCategory: 'issueCategory must be text.' },
    });
  });

  it('holds the fields read from the combined description to the same limits', () => {
    const description = `Issue: ${CASE.issueDescription}\n\nUniversity Name: ${'U'.repeat(256)}`;
    expect(
      checkSubmission({ description, issueCategory: 'academic', actionTaken: 'notyet' }),
    ).toEqual({
      ok: false,
      problems: [MESSAGES.tooLong.universityName],
      fields: { universityName: MESSAGES.tooLong.universityName },
    });
  });

  it('refuses a user id that is neither text nor a number, without running its toString', () => {
    for (const userId of [{ toString: 'x' }, { toString: () => '7' }, ['7'], true]) {
      const checked = checkSubmission({ ...CASE, userId });
      expect(checked).toEqual({
        ok: false,
        problems: ['userId must be a user id.'],
        fields: { userId: 'userId must be a user id.' },
      });
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
      fields: {},
    });
    // Never read as the original client's combined description.
    expect(checkRemix({ issueCategory: 'academic', actionTaken: 'notyet' }, earlier)).toEqual({
      ok: false,
      problems: ['Please describe your issue.'],
      fields: { issueDescription: 'Please describe your issue.' },
    });
  });
});
