import {
  NOT_SPECIFIED,
  specifiedText,
  ACTION_TAKEN_OPTIONS,
  actionTakenFrom,
  analysesLeftText,
  CASE_FORM_MESSAGES,
  caseFormFrom,
  caseFormFromCase,
  caseFormPayload,
  checkCaseIntake,
  checkPolicyFile,
  policyFileTooLarge,
  EMPTY_CASE_FORM,
  formatFileSize,
  isCaseFormTouched,
  ISSUE_CATEGORY_OPTIONS,
  issueCategoryFrom,
  normalizePolicyLink,
  POLICY_FILE_MAX_BYTES,
  POLICY_FILE_MAX_MB,
  POLICY_FILE_MESSAGES,
  validateCaseForm,
  type CaseForm,
} from './case-intake';
import { BAD_CASE_INTAKES, GOOD_CASE_INTAKES } from './case-intake.cases';

const validForm: CaseForm = {
  ...EMPTY_CASE_FORM,
  issueDescription: 'My grade appeal was rejected without a hearing.',
};

describe('the form of the spec', () => {
  it('offers the three categories and five actions with the defaults academic and notyet', () => {
    expect(ISSUE_CATEGORY_OPTIONS.map((o) => o.label)).toEqual([
      'Admissions complaints and appeals',
      'Appeals about academic decisions',
      'Service issue complaints',
    ]);
    expect(ACTION_TAKEN_OPTIONS.map((o) => o.value)).toEqual([
      'notyet',
      'triedinformally',
      'submittedcomplaint',
      'requestedreview',
      'escalatedtoombudsman',
    ]);
    expect(EMPTY_CASE_FORM).toMatchObject({
      title: '',
      issueCategory: 'academic',
      actionTaken: 'notyet',
    });
  });
});

describe('normalizePolicyLink', () => {
  it.each([
    ['', ''],
    ['   ', ''],
    ['example.edu/policy', 'https://example.edu/policy'],
    ['  www.uni.ac.uk/appeals ', 'https://www.uni.ac.uk/appeals'],
    ['http://example.edu/policy', 'http://example.edu/policy'],
    ['https://example.edu', 'https://example.edu'],
    ['example.edu:8080/policy', 'https://example.edu:8080/policy'],
    ['127.0.0.1:8080/policy', 'https://127.0.0.1:8080/policy'],
    ['http://[::1]:8080/policy', 'http://[::1]:8080/policy'],
  ])('%j → %j', (raw, expected) => {
    expect(normalizePolicyLink(raw)).toBe(expected);
  });

  it.each([
    'not a link',
    'policy',
    'ftp://example.edu/file',
    'javascript:alert(1)',
    'https://user:pw@example.edu',
    'mailto:a@example.edu',
    'example.edu:99999/policy',
  ])('refuses %j', (raw) => {
    expect(normalizePolicyLink(raw)).toBeUndefined();
  });
});

describe('checkCaseIntake, the rules the form and the API share', () => {
  it.each(GOOD_CASE_INTAKES.map((c) => [c.name, c]))('accepts %s', (_name, { input }) => {
    expect(checkCaseIntake(input)).toEqual({});
  });

  it.each(BAD_CASE_INTAKES.map((c) => [c.name, c]))(
    'refuses %s, naming the field',
    (_name, { input, problems }) => {
      const found = checkCaseIntake(input);
      expect(found).toEqual(problems);
      // The API lists the problems in the order they were found.
      expect(Object.keys(found)).toEqual(Object.keys(problems));
    },
  );

  it('reads a category or an action however it is written', () => {
    expect(issueCategoryFrom(' Service ')).toBe('service');
    expect(issueCategoryFrom('housing')).toBeUndefined();
    expect(actionTakenFrom('Tried informally')).toBe('triedinformally');
    expect(actionTakenFrom('requested_review')).toBe('requestedreview');
    expect(actionTakenFrom('sued')).toBeUndefined();
  });

  it('words every limit with the number it checks', () => {
    expect(CASE_FORM_MESSAGES.issueDescriptionShort).toBe(
      'Please describe your issue in at least 20 characters.',
    );
    expect(CASE_FORM_MESSAGES.issueDescriptionLong).toBe(
      'Please keep the description of your issue under 10,000 characters.',
    );
    expect(CASE_FORM_MESSAGES.tooLong.desiredResolution).toBe(
      'Please keep the desired resolution under 2,000 characters.',
    );
  });
});

describe('validateCaseForm', () => {
  it('accepts the defaults with a description', () => {
    expect(validateCaseForm(validForm)).toEqual({});
  });

  it.each([
    ['', true],
    ['2026-11-24', true],
    ['2026-11-20', true],
    ['2026-11-25', false],
    ['2026-02-30', false],
    ['24/11/2026', false],
  ])('decision received on %p: accepted %p (today is 2026-11-24)', (decisionReceivedOn, ok) => {
    const errors = validateCaseForm({ ...validForm, decisionReceivedOn }, '2026-11-24');
    expect(errors.decisionReceivedOn).toBe(ok ? undefined : CASE_FORM_MESSAGES.decisionReceivedOn);
  });

  it('asks for a description, at least 20 characters, at most 10,000', () => {
    expect(validateCaseForm({ ...validForm, issueDescription: '  ' }).issueDescription).toBe(
      CASE_FORM_MESSAGES.issueDescriptionMissing,
    );
    expect(validateCaseForm({ ...validForm, issueDescription: 'Too short' }).issueDescription).toBe(
      'Please describe your issue in at least 20 characters.',
    );
    expect(
      validateCaseForm({ ...validForm, issueDescription: 'x'.repeat(10_001) }).issueDescription,
    ).toBe(CASE_FORM_MESSAGES.issueDescriptionLong);
  });

  it('uses the spec messages for a missing category or action and a bad link', () => {
    expect(
      validateCaseForm({ ...validForm, issueCategory: '', actionTaken: '', policyLink: 'nope' }),
    ).toEqual({
      issueCategory: 'Please select the type of issue.',
      actionTaken: "Please select what action you've taken so far.",
      policyLink:
        'Please enter a valid website address (e.g., example.edu/policy or redress.example/policy).',
    });
  });
});

describe('caseFormPayload', () => {
  it('trims the fields and prepends https:// to a bare policy link', () => {
    expect(
      caseFormPayload({ ...validForm, title: '  Grade appeal ', policyLink: 'uni.edu/appeals' }),
    ).toMatchObject({ title: 'Grade appeal', policyLink: 'https://uni.edu/appeals' });
  });
});

describe('caseFormFrom', () => {
  it('keeps known text fields and fills the rest with the defaults', () => {
    expect(
      caseFormFrom({ title: 'Kept', issueCategory: 'service', extra: 'dropped', actionTaken: 3 }),
    ).toEqual({
      ...EMPTY_CASE_FORM,
      title: 'Kept',
      issueCategory: 'service',
    });
    expect(caseFormFrom(null)).toEqual(EMPTY_CASE_FORM);
    expect(caseFormFrom('a string')).toEqual(EMPTY_CASE_FORM);
  });

  it('tells a touched form from an untouched one', () => {
    expect(isCaseFormTouched(EMPTY_CASE_FORM)).toBe(false);
    expect(isCaseFormTouched({ ...EMPTY_CASE_FORM, universityName: 'U' })).toBe(true);
  });
});

describe('caseFormFromCase', () => {
  it("fills the form from a stored case, leaving empty what the server filled in as 'Not specified'", () => {
    expect(
      caseFormFromCase({
        title: 'Grade appeal',
        issueCategory: 'academic',
        issueDescription: 'My appeal was refused without a hearing.',
        desiredResolution: 'Not specified',
        actionTaken: 'submittedcomplaint',
        universityName: 'Ashford College',
        policyLink: null,
        documentType: 'Academic Policy',
      }),
    ).toEqual({
      ...EMPTY_CASE_FORM,
      title: 'Grade appeal',
      issueCategory: 'academic',
      issueDescription: 'My appeal was refused without a hearing.',
      desiredResolution: '',
      actionTaken: 'submittedcomplaint',
      universityName: 'Ashford College',
      policyLink: '',
      documentType: 'Academic Policy',
    });
  });

  it('uses the form defaults for a case stored without a category or action', () => {
    const form = caseFormFromCase({
      title: 'Old case',
      issueCategory: null,
      issueDescription: null,
      desiredResolution: null,
      actionTaken: null,
      universityName: null,
      policyLink: 'https://example.edu/policy',
      documentType: 'Academic Policy',
    });
    expect(form).toMatchObject({
      issueCategory: EMPTY_CASE_FORM.issueCategory,
      actionTaken: EMPTY_CASE_FORM.actionTaken,
      issueDescription: '',
      policyLink: 'https://example.edu/policy',
    });
  });
});

describe('policyFileTooLarge', () => {
  it('names the limit, as the form and the API say it', () => {
    expect(policyFileTooLarge(POLICY_FILE_MAX_MB)).toBe(
      'This file is larger than 10 MB. Please upload a smaller copy of the policy.',
    );
    // UPLOAD_MAX_MB=0.1 is 104,858 bytes: the limit read back from bytes still says 0.1.
    expect(policyFileTooLarge(Math.round(0.1 * 1024 * 1024) / 1024 / 1024)).toMatch(
      /larger than 0\.1 MB\./,
    );
  });
});

describe('checkPolicyFile', () => {
  it('accepts PDF, DOCX and TXT up to 10 MB', () => {
    expect(checkPolicyFile({ name: 'Policy.PDF', size: 1000 })).toBeUndefined();
    expect(checkPolicyFile({ name: 'rules.docx', size: POLICY_FILE_MAX_BYTES })).toBeUndefined();
    expect(checkPolicyFile({ name: 'rules.txt', size: 10 })).toBeUndefined();
  });

  it('refuses other types, empty files and files over 10 MB', () => {
    expect(checkPolicyFile({ name: 'rules.doc', size: 10 })).toBe(POLICY_FILE_MESSAGES.wrongType);
    expect(checkPolicyFile({ name: 'rules.txt', size: 0 })).toBe(POLICY_FILE_MESSAGES.empty);
    expect(checkPolicyFile({ name: 'big.pdf', size: POLICY_FILE_MAX_BYTES + 1 })).toBe(
      POLICY_FILE_MESSAGES.tooLarge,
    );
  });
});

describe('formatFileSize', () => {
  it.each([
    [1, '1 byte'],
    [512, '512 bytes'],
    [2048, '2 KB'],
    [3_500_000, '3.3 MB'],
  ])('%i → %s', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });
});

describe('analysesLeftText', () => {
  it('states what is left before the form', () => {
    expect(analysesLeftText(2, 3)).toBe('2 of 3 free analyses left today');
    expect(analysesLeftText(3, 3)).toBe('3 of 3 free analyses left today');
    expect(analysesLeftText(1, 1)).toBe('1 of 1 free analysis left today');
  });

  it('says when the count starts again once none is left', () => {
    expect(analysesLeftText(0, 3)).toBe(
      'You have used your 3 free analyses for today. You can submit a new case tomorrow.',
    );
    expect(analysesLeftText(0, 3, new Date('2026-11-29T00:00:00Z'))).toMatch(
      /^You have used your 3 free analyses for today\. You can submit a new case from Nov (28|29), /,
    );
  });
});

describe('specifiedText', () => {
  it('is empty for nothing and for the Not specified put in its place', () => {
    expect(NOT_SPECIFIED).toBe('Not specified');
    expect(specifiedText(NOT_SPECIFIED)).toBe('');
    expect(specifiedText(null)).toBe('');
    expect(specifiedText(undefined)).toBe('');
    expect(specifiedText('University of Leeds')).toBe('University of Leeds');
  });
});
