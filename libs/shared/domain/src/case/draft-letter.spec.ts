// Golden files are read from disk: this spec alone runs with Node's types.
/// <reference types="node" />
import {
  actionTakenLabel,
  addressee,
  composeLetter,
  INTERNAL_STAGES_FIRST,
  issueCategoryLabel,
  letterKind,
  LetterReport,
  noActionTaken,
  MAX_FACT_SENTENCES,
  openingParagraph,
  signatureName,
  signLetterAs,
  statementOfFacts,
  statusLabel,
} from './draft-letter';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { GOLDEN_CASES } from './__golden__/cases';

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
    ['formal-complaint', /^I am writing to make a formal complaint about the matter set out below/],
    ['appeal', /^I am writing to appeal against the decision referred to above/],
    [
      'escalation',
      /^I am writing to ask that the matter referred to above be considered at the next stage/,
    ],
  ] as const)('%s', (kind, pattern) => {
    expect(openingParagraph({ kind })).toMatch(pattern);
  });

  it('a follow-up names what was done, when known', () => {
    expect(openingParagraph({ kind: 'follow-up', actionTaken: 'triedinformally' })).toContain(
      'already raised with you (tried informally)',
    );
    expect(openingParagraph({ kind: 'follow-up' })).toContain('already raised with you. ');
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
    [
      'University of Leeds',
      undefined,
      'To the Student Complaints and Appeals Office, University of Leeds',
    ],
    ['University of Leeds', 'Appeals Office', 'To the Appeals Office, University of Leeds'],
    ['Not specified', undefined, 'To the Student Complaints and Appeals Office'],
    ['', 'Registry', 'To the Registry'],
    [null, undefined, 'To the Student Complaints and Appeals Office'],
  ])('%p, office %p → %p', (university, office, line) => {
    expect(addressee(university, office)).toBe(line);
  });
});

describe('statementOfFacts', () => {
  it('keeps the student’s own sentences, in order, each starting with a capital', () => {
    expect(
      statementOfFacts('my mark was 48.  the sheet adds up to 58!\nnobody replied to my email'),
    ).toBe('My mark was 48. The sheet adds up to 58! Nobody replied to my email.');
  });

  it(`stops after ${MAX_FACT_SENTENCES} sentences and says nothing when there is nothing`, () => {
    const many = Array.from({ length: 9 }, (_, i) => `Sentence ${i + 1}.`).join(' ');
    expect(statementOfFacts(many).match(/Sentence/g)).toHaveLength(MAX_FACT_SENTENCES);
    expect(statementOfFacts('Not specified')).toBe('');
    expect(statementOfFacts(null)).toBe('');
  });
});

// What no letter to an institution may contain: report text, placeholders, the second person.
const NEVER_IN_A_LETTER = [
  /\byou obtain\b/i,
  /\byour case\b/i,
  /\bNext time limit\b/,
  /\[Your/,
  /\bI am acting on it\b/,
  /\bBest case\b|\bWorst case\b|\bKey issues\b|\bAction steps\b/,
  /\bmy case “/,
];

describe('composeLetter: one row per letter kind', () => {
  const report: LetterReport = {
    keyIssues: ['Next time limit: Lodge the appeal within 10 working days.'],
    relevantPolicies: [
      {
        quote: 'A student may appeal where the procedure was not followed.',
        location: 'Section 2.1',
        reason: 'ground: procedural_irregularity',
        bearing: 'supports',
      },
      {
        quote: 'The panel may impose any penalty in Schedule A.',
        location: 'Section 6',
        reason: 'ground: procedural_irregularity',
        bearing: 'against',
      },
    ],
    bestCaseScenario: 'You obtain what you asked for.',
    actionSteps: ['Lodge the appeal.'],
    deadlines: [
      {
        description: 'Lodge the appeal within 10 working days',
        quote: 'within 10 working days of the decision',
        location: 'Section 3',
        stage: 'initial',
      },
      {
        description: 'Ask for a review within 10 working days of the outcome',
        quote: 'within 10 working days of the outcome',
        location: 'Section 5',
        stage: 'review',
      },
    ],
    grounds: ['procedural_irregularity'],
    escalation: { body: 'OIA', name: 'the Office of the Independent Adjudicator' },
  };
  const document = {
    title: 'Misconduct penalty',
    issueCategory: 'academic',
    universityName: 'University of Leeds',
    issueDescription: 'There was no hearing. The same officer decided.',
    desiredResolution: 'I want the penalty set aside',
  };
  it.each([
    [
      'notyet',
      'Subject: Appeal – Misconduct penalty',
      'I am writing to appeal against',
      'within 10 working days of the decision',
    ],
    [
      'triedinformally',
      'Subject: Follow-up – Misconduct penalty',
      'I am writing to follow up',
      'within 10 working days of the decision',
    ],
    [
      'requestedreview',
      'Subject: Request to escalate – Misconduct penalty',
      'next stage of your procedure',
      'within 10 working days of the outcome',
    ],
    [
      'escalatedtoombudsman',
      'To the Office of the Independent Adjudicator',
      'Completion of Procedures Letter',
      null,
    ],
  ])('%s', (actionTaken, heading, opening, limit) => {
    const letter = composeLetter({
      document: { ...document, actionTaken },
      report,
      user: { email: 'jane.doe@uni.ac.uk' },
      today: new Date('2026-11-22T10:00:00Z'),
    });
    expect(letter).toContain(heading);
    expect(letter).toContain(opening);
    expect(letter).toContain('What happened: There was no hearing. The same officer decided.');
    expect(letter).toContain('What I am asking for: I want the penalty set aside.');
    expect(letter).toContain(
      '“A student may appeal where the procedure was not followed.” (Section 2.1)',
    );
    // A clause that cuts against the student is never quoted to the institution.
    expect(letter).not.toContain('Schedule A');
    if (limit) expect(letter).toContain(limit);
    else expect(letter).not.toMatch(/time limit your procedure sets/);
    expect(letter).toMatch(/Yours faithfully,\n\njane\.doe\nEmail: jane\.doe@uni\.ac\.uk$/);
    for (const pattern of NEVER_IN_A_LETTER)
      expect({ pattern: String(pattern), found: pattern.test(letter) }).toEqual({
        pattern: String(pattern),
        found: false,
      });
  });

  it('a student whose own procedure is behind them writes to the outside body the analysis names next', () => {
    const letter = composeLetter({
      document: { ...document, actionTaken: 'requestedreview' },
      report: {
        ...report,
        deadlines: [
          ...(report.deadlines ?? []),
          {
            description: 'Complain to the OIA within 12 months',
            quote: 'within 12 months of the Completion of Procedures Letter',
            location: 'Section 9',
            stage: 'external',
            nextStep: true,
          },
        ],
      },
      user: { email: 'jane.doe@uni.ac.uk' },
      today: new Date('2026-11-22T10:00:00Z'),
    });
    expect(letter).toContain('To the Office of the Independent Adjudicator');
    expect(letter).not.toContain('next stage of your procedure');
  });

  it('a student sent back by the ombudsman writes to the institution first', () => {
    const letter = composeLetter({
      document: { ...document, actionTaken: 'escalatedtoombudsman' },
      report: { ...report, warnings: [{ code: INTERNAL_STAGES_FIRST }] },
      user: { email: 'jane.doe@uni.ac.uk' },
      today: new Date('2026-11-22T10:00:00Z'),
    });
    expect(letter).not.toContain('To the Office of the Independent Adjudicator');
    expect(letter).not.toContain('Completion of Procedures Letter');
    expect(letter).toContain('I am writing to appeal against the decision referred to above.');
  });

  it('a complaint without grounds raises its key issues, never the report’s time-limit line', () => {
    const letter = composeLetter({
      document: {
        ...document,
        actionTaken: 'notyet',
        issueCategory: 'service',
        desiredResolution: '',
      },
      report: {
        ...report,
        grounds: [],
        keyIssues: ['Next time limit: x', 'The heating has been off for a month'],
      },
      user: { email: null, name: 'Jane Doe' },
      today: new Date('2026-11-22T10:00:00Z'),
    });
    expect(letter).toContain('I am writing to make a formal complaint');
    expect(letter).toContain('1. The heating has been off for a month.');
    expect(letter).not.toContain('Next time limit');
    expect(letter).toContain('I ask that the matter be put right');
    expect(letter).toMatch(/Yours faithfully,\n\nJane Doe$/);
  });
});

// Three full cases, written out in full under __golden__/: the letter a student would send.
// Run with UPDATE_GOLDEN=1 to rewrite them after a deliberate change, then read the diff.
describe('composeLetter: golden letters', () => {
  const dir = join(__dirname, '__golden__');
  it.each(Object.keys(GOLDEN_CASES))('%s', (name) => {
    const input = GOLDEN_CASES[name];
    const letter = composeLetter({ ...input, today: new Date('2026-11-24T09:00:00Z') });
    const file = join(dir, `${name}.txt`);
    if (process.env.UPDATE_GOLDEN) writeFileSync(file, `${letter}\n`);
    expect(`${letter}\n`).toBe(readFileSync(file, 'utf8'));
    // The bars: the facts, each ground with a supporting clause, the office and form the policy
    // names, the real name and e-mail; nothing of the report, no placeholder, no second person.
    for (const fact of input.expect.facts) expect(letter).toContain(fact);
    for (const clause of input.expect.clauses) expect(letter).toContain(`“${clause}”`);
    for (const contact of input.expect.contacts) expect(letter).toContain(contact);
    expect(letter).toContain(input.user.email as string);
    expect(letter).toContain(input.user.name as string);
    for (const pattern of NEVER_IN_A_LETTER)
      expect({ pattern: String(pattern), found: pattern.test(letter) }).toEqual({
        pattern: String(pattern),
        found: false,
      });
    for (const rule of input.expect.absent) expect(letter).not.toContain(rule);
  });
});

describe('composeLetter: the form the policy names', () => {
  it.each([
    ['Review Request Form RR2', 'I enclose the Review Request Form RR2, completed.'],
    ['the Academic Appeal Form', 'I enclose the Academic Appeal Form, completed.'],
    ['an Appeal Form (AP1)', 'I enclose an Appeal Form (AP1), completed.'],
    ['Form AP1', 'I enclose Form AP1, completed.'],
  ])('%p', (form, sentence) => {
    const letter = composeLetter({
      document: { actionTaken: 'notyet', issueCategory: 'academic' },
      report: {
        keyIssues: [],
        relevantPolicies: [],
        bestCaseScenario: '',
        actionSteps: [],
        procedure: { sendTo: { form, location: 'Section 3' } },
      },
      user: { email: null },
      today: new Date('2026-11-24T09:00:00Z'),
    });
    expect(letter).toContain(sentence);
  });
});

// A policy of several parts states a complaint's limit first; the analysis marks the one for the
// student's next step, and the letter cites that one, with that step's form, or none.
describe('composeLetter: the time limit the analysis chose', () => {
  const report: LetterReport = {
    keyIssues: [],
    relevantPolicies: [],
    bestCaseScenario: '',
    actionSteps: [],
    deadlines: [
      {
        description: 'Submit Complaint Form CF1 within 30 days',
        quote: 'within 30 days of the matter complained about',
        location: 'Section 2.2 — PART 2 - COMPLAINTS',
        stage: 'initial',
      },
      {
        description: 'Request a review within 10 days of the Stage 1 response',
        quote: 'within 10 days of the date of the Stage 1 response',
        location: 'Section 2.3 — PART 2 - COMPLAINTS',
        stage: 'review',
      },
      {
        description: 'Appeal a finding or penalty on Form AP1 within 10 days',
        quote: 'within 10 days of the written outcome',
        location: 'Section 4.5 — PART 4 - ACADEMIC MISCONDUCT',
        stage: 'initial',
        nextStep: true,
      },
    ],
    procedure: {
      sendTo: {
        form: 'Form AP1',
        office: 'Academic Misconduct Appeals Committee',
        email: 'casework@calderbrook.ac.uk',
        location: 'Section 4.5 — PART 4 - ACADEMIC MISCONDUCT',
      },
    },
  };
  const letterFor = (actionTaken: string, withReport = report) =>
    composeLetter({
      document: {
        actionTaken,
        issueCategory: 'academic',
        universityName: 'Calderbrook University',
      },
      report: withReport,
      user: { email: null },
      today: new Date('2026-11-24T09:00:00Z'),
    });

  it('cites the marked limit, not the first of its stage, and encloses its form', () => {
    const letter = letterFor('notyet');
    expect(letter).toContain(
      '(“within 10 days of the written outcome”, Section 4.5 — PART 4 - ACADEMIC MISCONDUCT)',
    );
    expect(letter).not.toContain('within 30 days of the matter complained about');
    expect(letter).toContain('I enclose Form AP1, completed.');
    expect(letter).toContain(
      'To the Academic Misconduct Appeals Committee, Calderbrook University\nBy e-mail: casework@calderbrook.ac.uk',
    );
  });

  it('a letter for another stage than the marked one cites no limit and encloses no form', () => {
    const letter = letterFor('requestedreview');
    expect(letter).not.toMatch(/time limit your procedure sets/);
    expect(letter).not.toContain('I enclose Form AP1');
  });

  it('a report without the choice keeps the first limit of the letter’s stage', () => {
    const unmarked = {
      ...report,
      deadlines: report.deadlines?.map(({ nextStep: _, ...d }) => d),
    };
    expect(letterFor('notyet', unmarked)).toContain(
      'within 30 days of the matter complained about',
    );
    expect(letterFor('requestedreview', unmarked)).toContain(
      'within 10 days of the date of the Stage 1 response',
    );
  });
});

describe('signLetterAs', () => {
  const letter = 'Dear Sir or Madam,\n\nYours faithfully,\n\njane.doe\nEmail: jane.doe@uni.ac.uk';
  it('puts the name where the e-mail’s local part signed', () => {
    expect(signLetterAs(letter, 'jane.doe', 'Jane Doe')).toBe(
      'Dear Sir or Madam,\n\nYours faithfully,\n\nJane Doe\nEmail: jane.doe@uni.ac.uk',
    );
    expect(signLetterAs('Yours faithfully,\n\nStudent', 'Student', 'Jane Doe')).toBe(
      'Yours faithfully,\n\nJane Doe',
    );
  });

  it('leaves a signature the student has changed alone', () => {
    const changed = letter.replace('\njane.doe\n', '\nJ. Doe (BSc Law)\n');
    expect(signLetterAs(changed, 'jane.doe', 'Jane Doe')).toBe(changed);
    expect(signLetterAs(letter.replace('jane.doe\n', 'jane.doe2\n'), 'jane.doe', 'X')).toContain(
      'jane.doe2',
    );
  });
});
