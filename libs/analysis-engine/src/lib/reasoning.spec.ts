// The walk-through defects of the report's reasoning, each as a case: a protective rule never
// reversed, the deciding rule cited first and harmful passages marked as such, reasons from
// the student's own words (never the title), and advice naming what the policy names.
import { analyseCase } from './analyse-case';

const PROTECTIVE_POLICY = `BRAMLEY UNIVERSITY
Academic Misconduct Procedure

1. Decisions

1.1 An allegation of academic misconduct must not be decided by correspondence alone: the student must be offered a hearing.
1.2 All evidence to be relied on must be sent to the student at least 10 working days before the hearing.
1.3 The decision must be made by an officer who has not previously been involved in the case.

2. Penalties

2.1 The penalties available are: a formal warning; a mark of zero for the assessment; a mark of zero for the module; suspension; expulsion from the University.

3. Appeals

3.1 A student may appeal to the Academic Appeals Committee within 10 working days of the date the decision was sent, using the Academic Appeal Form (AA1) sent to appeals@bramley.ac.uk.
3.2 An appeal cannot result in a more severe penalty than the one originally imposed.
3.3 A student who is dissatisfied with the outcome may request a review by the Pro-Vice-Chancellor within 10 working days of the appeal outcome.
`;

const CORRESPONDENCE_CASE = {
  issueCategory: 'academic',
  title: 'zero for the whole module',
  issueDescription:
    'I was given zero for the whole module for plagiarism. It was all decided by email, I never had a hearing. The same officer who reported me made the decision. They never showed me the evidence they used.',
  desiredResolution: 'I want a proper hearing and the penalty removed.',
  actionTaken: 'notyet',
  universityName: 'Bramley University',
};

const DISCIPLINARY_POLICY = `Student Disciplinary Procedure

1. Scope
1.1 This procedure applies to allegations of non-academic misconduct.

2. Penalties
2.1 The Disciplinary Officer may impose one or more of the following penalties: a written warning; a fine of up to £250; exclusion from University facilities; suspension; expulsion from the University.

3. Hearings
3.1 A penalty of suspension or expulsion must not be decided by correspondence alone; the student must be offered a hearing.
3.2 All evidence to be considered at a hearing must be sent to the student at least 10 working days before the hearing.
3.3 The decision-maker must not have been previously involved in the investigation of the case.

4. Review
4.1 A student may request a review of the decision within 10 working days of the date the decision was sent, by completing the Review Request Form and sending it to conduct@northgate.ac.uk.
4.2 A review cannot result in a more severe penalty than the one originally imposed.
`;

describe('the report reasons as an advisor would', () => {
  const report = analyseCase({ details: CORRESPONDENCE_CASE, policy: { text: PROTECTIVE_POLICY } });
  const advice = [
    report.worstCaseScenario,
    ...report.potentialChallenges,
    ...report.actionSteps,
    ...report.warnings.map((w) => w.message),
  ].join('\n');

  it('never turns a protective rule into a warning that the penalty may increase', () => {
    expect(report.warnings.map((w) => w.code)).not.toContain('sanction_may_increase');
    expect(advice).not.toMatch(/more (?:severe|serious) (?:outcome|penalty|one)/i);
    expect(report.keyIssues.join('\n')).toContain('Appealing cannot make the penalty worse');
    expect(report.relevantPolicies).toContainEqual(
      expect.objectContaining({
        quote: expect.stringContaining('cannot result in a more severe penalty'),
        bearing: 'supports',
      }),
    );
  });

  it('cites the rule that decides the case first, and the list of penalties only as against', () => {
    expect(report.grounds).toContain('procedural_irregularity');
    expect(report.relevantPolicies[0]).toEqual(expect.objectContaining({ bearing: 'supports' }));
    const supports = report.relevantPolicies
      .filter((p) => p.bearing === 'supports')
      .map((p) => p.quote);
    expect(supports.join('\n')).toContain('must not be decided by correspondence alone');
    for (const citation of report.relevantPolicies.filter((p) => /expulsion/.test(p.quote)))
      expect(citation.bearing).toBe('against');
  });

  it('cites each rule the story says was broken as support, and no statement of scope', () => {
    const report = analyseCase({
      details: {
        ...CORRESPONDENCE_CASE,
        issueDescription:
          'I was suspended for a term for a party in halls. I never got a hearing, they just emailed me the decision after the investigating officer wrote to me twice. The same officer who investigated signed the decision.',
      },
      policy: {
        text: DISCIPLINARY_POLICY,
      },
    });
    const cited = (bearing: string) =>
      report.relevantPolicies.filter((p) => p.bearing === bearing).map((p) => p.quote);
    expect(cited('supports')).toEqual(
      expect.arrayContaining([
        expect.stringContaining('must not be decided by correspondence alone'),
        expect.stringContaining('must not have been previously involved in the investigation'),
      ]),
    );
    expect(report.relevantPolicies.map((p) => p.quote).join('\n')).not.toContain(
      'This procedure applies to',
    );
  });

  it('gives reasons from what the student wrote, never from the title', () => {
    for (const { because } of report.groundReasons) {
      expect(because.length).toBeGreaterThan(0);
      for (const sentence of because) {
        expect(sentence).not.toBe(CORRESPONDENCE_CASE.title);
        expect(
          `${CORRESPONDENCE_CASE.issueDescription} ${CORRESPONDENCE_CASE.desiredResolution}`,
        ).toContain(sentence);
      }
    }
    for (const issue of report.keyIssues)
      expect(issue).not.toContain(`“${CORRESPONDENCE_CASE.title}”`);
  });

  it('gives what happened as the reason, not what the student wants, where the story says it', () => {
    const details = {
      ...CORRESPONDENCE_CASE,
      issueCategory: 'service',
      title: 'Suspended by email',
      issueDescription:
        'I was suspended for a term for a party in halls. I never got a hearing, they just emailed me the decision.',
      desiredResolution: 'Overturn the suspension',
    };
    const suspended = analyseCase({ details, policy: { text: DISCIPLINARY_POLICY } });
    expect(suspended.groundReasons.length).toBeGreaterThan(0);
    for (const { because } of suspended.groundReasons)
      for (const sentence of because) expect(details.issueDescription).toContain(sentence);
    for (const issue of suspended.keyIssues)
      expect(issue).not.toContain(`“${details.desiredResolution}”`);
  });

  it('names the form and address the policy names, and no informal stage it does not have', () => {
    expect(report.actionSteps.join('\n')).toContain(
      'Use the Academic Appeal Form (AA1) and send it to appeals@bramley.ac.uk',
    );
    expect(report.actionSteps.join('\n')).not.toMatch(/informal/i);
    expect(report.procedure).toEqual({
      sendTo: expect.objectContaining({
        form: 'Academic Appeal Form (AA1)',
        email: 'appeals@bramley.ac.uk',
      }),
      informalStage: 'not stated',
    });
  });

  it('names each time limit after the step its clause names', () => {
    expect(report.deadlines.map((d) => d.description)).toEqual([
      expect.stringMatching(
        /^Appeal to the Academic Appeals Committee within 10 working days of the date the decision was sent/,
      ),
      'Request a review by the Pro-Vice-Chancellor within 10 working days of the appeal outcome',
    ]);
  });
});

describe('clauses that limit what the student can do next', () => {
  const withClause = (clause: string) =>
    PROTECTIVE_POLICY.replace(
      '3.2 An appeal cannot result in a more severe penalty than the one originally imposed.',
      `3.2 ${clause}`,
    );

  it.each([
    'The Academic Appeals Committee may confirm the penalty, reduce it, or substitute another penalty, but shall not increase the penalty.',
    'The Academic Appeals Committee shall not increase the penalty.',
  ])('reads "%s" as a protection, never as a warning', (clause) => {
    const report = analyseCase({
      details: CORRESPONDENCE_CASE,
      policy: { text: withClause(clause) },
    });
    expect(report.warnings.map((w) => w.code)).not.toContain('sanction_may_increase');
    // Quoted as the policy words it, without its clause number.
    expect(report.keyIssues.join('\n')).toContain(
      `Appealing cannot make the penalty worse: the policy says “${clause}”`,
    );
  });

  it('keeps the exception of a protection without turning it into a warning', () => {
    const report = analyseCase({
      details: CORRESPONDENCE_CASE,
      policy: {
        text: withClause(
          'The Academic Appeals Committee shall not increase the penalty unless new evidence of more serious misconduct is found.',
        ),
      },
    });
    expect(report.warnings.map((w) => w.code)).not.toContain('sanction_may_increase');
    expect(report.keyIssues.join('\n')).toContain(
      'Appealing should not make the penalty worse, except where the policy says otherwise',
    );
  });

  it('cites the rule on further appeals to a student who wants to ask again', () => {
    const report = analyseCase({
      details: {
        ...CORRESPONDENCE_CASE,
        issueDescription:
          'My appeal against the zero was rejected by the committee last week. Can I appeal again? I think they got it wrong.',
        actionTaken: 'requestedreview',
      },
      policy: {
        text: withClause(
          'Only one appeal may be made against a decision and its outcome is final.',
        ),
      },
    });
    expect(report.relevantPolicies).toContainEqual(
      expect.objectContaining({
        quote: expect.stringContaining('Only one appeal may be made'),
        bearing: 'against',
      }),
    );
  });
});

describe('a ground is tied to the rule about it', () => {
  const policy = `HOLLINS UNIVERSITY
Academic Appeals

1. Panels

1.1 The outcome, with reasons, will be sent to the student within five working days of the meeting.

2. Grounds of appeal

2.1 A student may appeal on one or more of the following grounds: (a) that the procedures were not followed; (b) that there is new evidence which for good reason could not have been provided to the Panel.

3. Time limit

3.1 An appeal must be lodged within 15 working days of the date the outcome was sent.
`;
  const report = analyseCase({
    details: {
      issueCategory: 'academic',
      title: 'collusion finding',
      issueDescription:
        'I was found to have colluded on a coding assignment. Nobody told me there was a meeting, I only found out when the outcome email arrived. Since then my flatmate has admitted she copied my code from my laptop without asking, and she will write a statement.',
      desiredResolution: 'Overturn the finding.',
      actionTaken: 'notyet',
      universityName: 'Hollins University',
    },
    policy: { text: policy },
  });

  it('cites the ground of appeal for new evidence, not a timescale sharing the story’s words', () => {
    const newEvidence = report.keyIssues.find((issue) => issue.startsWith('New evidence'));
    expect(newEvidence).toContain('Section 2.1');
    expect(newEvidence).not.toContain('Section 1.1');
  });
});

describe('a service complaint is tied to the standard the service promised', () => {
  it('cites the repair standard the story says was not met as support, first', () => {
    const report = analyseCase({
      details: {
        issueCategory: 'service',
        title: 'mould flat',
        issueDescription:
          'theres black mould all over my bedroom wall in the halls since october, reported it on the app like 6 times, they came once and painted over it and its back. accommodation office just says its condensation open ur window.',
        desiredResolution: 'move me to another flat and refund some rent',
        actionTaken: 'triedinformally',
        universityName: 'Glenmorven University',
      },
      policy: {
        text: `GLENMORVEN UNIVERSITY
Complaints Handling Procedure

1. About this procedure
1.1 A complaint is an expression of dissatisfaction about the standard of service, action or lack of action by or on behalf of the University.

2. Stage 1
2.1 Complaints should normally be made within six months of the event complained about.
2.2 We will give you our decision at Stage 1 within five working days.

3. Residences
3.1 Accommodation Services will respond to urgent repair requests within 24 hours and to routine repair requests within 10 working days.
`,
      },
    });
    expect(report.grounds).toContain('service_failure');
    expect(report.relevantPolicies[0]).toEqual(
      expect.objectContaining({
        quote: expect.stringContaining('will respond to urgent repair requests'),
        bearing: 'supports',
      }),
    );
    // What the institution promises about its own complaint handling is not the service failed.
    const supports = report.relevantPolicies.filter((p) => p.bearing === 'supports');
    expect(supports.map((p) => p.quote).join('\n')).not.toContain('our decision at Stage 1');
  });

  it('reads the accommodation a student lives in as housing, not a disability adjustment', () => {
    const report = analyseCase({
      details: {
        issueCategory: 'service',
        title: 'deposit kept',
        issueDescription:
          "I moved out of campus accommodation in June and they kept my whole deposit for 'damage' but never did an inspection with me. I emailed the accommodation office 3 times since July and got one reply.",
        desiredResolution: 'deposit back',
        actionTaken: 'triedinformally',
        universityName: 'Glenmorven University',
      },
      policy: {
        text: `GLENMORVEN UNIVERSITY
Student Services

1. Disability
1.1 The Disability Service agrees a Reasonable Accommodation Plan with each registered student. The plan shall be notified to lecturers and to the Examinations Office no later than ten (10) working days before an examination session.

2. Complaints
2.1 A complaint should be made within two months of the matter arising.
`,
      },
    });
    const supports = report.relevantPolicies.filter((p) => p.bearing === 'supports');
    expect(supports.map((p) => p.quote).join('\n')).not.toContain('Reasonable Accommodation Plan');
  });
});

describe('a penalty appeal under a policy that states its normal penalty', () => {
  const report = analyseCase({
    details: {
      issueCategory: 'academic',
      title: 'collusion',
      issueDescription:
        'me and my flatmate got done for collusion on the python assignment. we wrote our own code. they gave me 0 for the whole module not just the assignment, and i never got a meeting, just the email with the decision. thats not fair its my first time',
      desiredResolution: 'overturn it or at least only 0 for the assignment',
      actionTaken: 'notyet',
      universityName: 'Glenrowan University',
    },
    policy: {
      text: `Academic Misconduct Procedure

1. Investigation
1.1 The student will be sent written notice of the allegation and the evidence, and invited to a meeting with the Academic Conduct Officer at least five working days before it.
1.2 The Academic Conduct Officer decides the finding and the penalty. The normal penalty for a first case of collusion is a mark of zero for the assessment.

2. Appeal
2.1 A student may appeal to the Conduct Appeal Panel within 15 working days of the date of the decision letter.
2.2 The Panel may confirm, reduce or increase the penalty, or set aside the finding.
2.3 The Panel's decision concludes the University's procedures, and a Completion of Procedures letter will be issued.
`,
    },
  });
  const supports = report.relevantPolicies.filter((p) => p.bearing === 'supports');

  it('cites the normal penalty as the rule of a disproportionate one', () => {
    expect(report.grounds).toContain('disproportionate_sanction');
    expect(supports.map((p) => p.quote).join('\n')).toContain(
      'The normal penalty for a first case',
    );
  });

  it('shows the account, not the wish, as why the penalty is disproportionate', () => {
    const reasons = report.groundReasons.find((g) => g.ground === 'disproportionate_sanction');
    expect(reasons?.because[0]).toContain('they gave me 0 for the whole module');
  });

  it('never cites the end of the procedures as support', () => {
    expect(supports.map((p) => p.quote).join('\n')).not.toContain('concludes the University');
  });
});

describe('a broken fixture is a repair the service promised', () => {
  const policy = `RESIDENCES PROCEDURE

2. Standards of accommodation
2.1 Residents must report maintenance issues through the Maintenance Portal and must not attempt repairs themselves.

3. Maintenance
3.1 Non-urgent repairs will be completed within 10 business days of being reported.

4. Remedies
4.1 Where the University does not meet the standards in section 3 within a reasonable time, a resident may be offered a rent reduction for the affected period or release from the residential agreement without a break fee.

5. Complaints
5.1 A resident may make a formal complaint to the Student Complaints Unit within 60 days of the issue arising.
`;
  const report = analyseCase({
    details: {
      issueCategory: 'service',
      title: 'shower broken',
      issueDescription:
        'the shower in my flat has had no hot water since week 2, reported it on the portal 3 times, they came once and said a part is on order. thats 6 weeks now.',
      desiredResolution: 'rent back for the weeks and leave without fee',
      actionTaken: 'triedinformally',
      universityName: 'Kestrel Bay University',
    },
    policy: { text: policy },
  });

  it("cites the repair standard first, not the resident's duty to report", () => {
    expect(report.grounds).toContain('service_failure');
    expect(report.relevantPolicies[0].quote).toContain('Non-urgent repairs will be completed');
  });

  it('cites the remedies the policy allows for what the student asks', () => {
    const supports = report.relevantPolicies.filter((p) => p.bearing === 'supports');
    expect(supports.map((p) => p.quote).join('\n')).toContain(
      'a resident may be offered a rent reduction',
    );
  });
});

describe('a service complaint is not tied to how complaints are handled', () => {
  it('cites the standard the service promised, not the timescale for answering complaints', () => {
    const report = analyseCase({
      details: {
        issueCategory: 'service',
        title: 'no feedback',
        issueDescription:
          'handed in 3 assignments for POLS201, its been like 8 weeks, zero feedback on any of them. emailed the coordinator 4 times, nothing.',
        desiredResolution: 'feedback before exam and someone to actually answer',
        actionTaken: 'triedinformally',
        universityName: 'Te Awa University',
      },
      policy: {
        text: `TE AWA UNIVERSITY
Student Complaints Policy

2. Making a complaint
2.1 A formal complaint may be made to the Student Advocacy Office within 20 working days of the event.
2.2 The University will acknowledge a complaint within 3 working days and will provide a written outcome within 20 working days.

5. Teaching standards
5.1 Course coordinators will respond to student emails within 5 working days during teaching weeks.
`,
      },
    });
    const supports = report.relevantPolicies.filter((p) => p.bearing === 'supports');
    expect(supports[0]?.quote).toContain('will respond to student emails within 5 working days');
    expect(supports.map((p) => p.quote).join('\n')).not.toContain('will acknowledge a complaint');
  });
});

describe('a ground of appeal in the policy\u2019s everyday words', () => {
  it('cites "the grading did not follow the course outline" for a procedural irregularity', () => {
    const report = analyseCase({
      details: {
        issueCategory: 'academic',
        title: 'grade',
        issueDescription:
          'course outline says final is 30% but prof counted it 50% and now i have D instead of C+. told him last week he said too bad.',
        desiredResolution: 'recalculate my grade',
        actionTaken: 'triedinformally',
        universityName: 'Maple Ridge College',
      },
      policy: {
        text: `MAPLE RIDGE COLLEGE
Academic Appeals Policy

2. Formal appeal
2.1 If informal resolution fails, the student may submit a Formal Appeal Form to the Registrar within 15 business days of the instructor's response.
2.2 Grounds for a formal appeal are: (a) the grading did not follow the course outline; (b) a calculation error; (c) bias or discrimination by the instructor.
`,
      },
    });
    expect(report.grounds).toContain('procedural_irregularity');
    expect(report.keyIssues.find((k) => k.startsWith('Procedural irregularity'))).toContain(
      'Section 2.2',
    );
  });
});

describe('a right the policy guarantees', () => {
  it('is cited first, as support, when the story says it was not respected', () => {
    const report = analyseCase({
      details: {
        issueCategory: 'admissions',
        title: 'rejected no interview',
        issueDescription:
          'I was in foster care since 12 years and I ticked the care leaver box. Your website say care leavers always get interview but I got reject without interview.',
        desiredResolution: 'I want interview please',
        actionTaken: 'notyet',
        universityName: 'Ashcombe University',
      },
      policy: {
        text: `ASHCOMBE UNIVERSITY
Admissions Appeals

1. Appeals
1.1 An applicant may appeal only on the grounds that there was a procedural irregularity in the consideration of the application.
1.2 Appeals must be submitted in writing within 14 calendar days of the date of the decision.

2. Contextual admissions
2.1 Applicants who have spent time in local authority care will be guaranteed an interview for programmes that interview.
`,
      },
    });
    expect(report.grounds).toContain('procedural_irregularity');
    expect(report.relevantPolicies[0]).toEqual(
      expect.objectContaining({
        quote: expect.stringContaining('will be guaranteed an interview'),
        bearing: 'supports',
      }),
    );
  });
});

describe('rules that only look like a ground’s', () => {
  const SANCTIONS_POLICY = `LAKESIDE UNIVERSITY
Part D - Appeals

D1. Definitions
D1.1 "Decision" means the written decision of a Panel finding that misconduct occurred and imposing a sanction.

D2. Sanctioning guidelines
D2.1 Sanctions should be proportionate to the seriousness of the misconduct.
D2.2 Suspension is reserved for repeat offences or for deliberate deception of a serious nature. A Panel that imposes a sanction outside the normal range must give reasons.

D3. Right of appeal
D3.1 A student may appeal a Decision to the Appeals Committee within 15 business days of the date the Decision was sent.

D4. External review
D4.1 A student who has completed this procedure may contact the Ombudsman Ontario.
`;
  const report = analyseCase({
    details: {
      issueCategory: 'academic',
      title: 'suspension for phone',
      issueDescription:
        'My phone was in my bag switched off and the committee give me suspension one year, is my first time any problem.',
      desiredResolution: 'Reduce the penalty.',
      actionTaken: 'notyet',
      universityName: 'Lakeside University',
    },
    policy: { text: SANCTIONS_POLICY },
  });
  const supports = report.relevantPolicies
    .filter((p) => p.bearing === 'supports')
    .map((p) => p.quote)
    .join('\n');

  it('cites the sanctioning guideline the story bears on, not a defined term that mentions a sanction', () => {
    expect(report.grounds).toContain('disproportionate_sanction');
    expect(supports).toContain('Suspension is reserved for repeat offences');
    expect(supports).not.toContain('"Decision" means');
    expect(supports).not.toContain('may appeal a Decision');
  });

  it('never cites the way to the ombudsman as support because it says "this procedure"', () => {
    expect(supports).not.toContain('completed this procedure');
  });
});

describe('what the student must do is not a rule in the student’s favour', () => {
  const POLICY = `5. Investigation meetings
5.4 The student will be given a full opportunity to respond and to provide their own evidence, such as drafts, notes or file version histories, and the Academic Integrity Officer must consider it before deciding.

7. Appeals
7.2 An appeal must be submitted on the Appeal Form to the Senate Office within 10 working days of the date on which the decision was emailed to the student.
7.3 Any further written statement or evidence from the student must reach the Clerk to the Appeals Committee no later than 48 hours before the Committee meets.
`;
  const report = analyseCase({
    details: {
      issueCategory: 'academic',
      title: 'AI accusation',
      issueDescription:
        'The AIO says my report was written by AI because the turnitin AI score was 64%. I wrote it myself in google docs and I have the version history showing 3 weeks of edits. I had a meeting with the AIO but she had already decided, she said the score speaks for itself and didnt even open the version history link. Penalty is 0 for the report and a note on my file.',
      desiredResolution: 'remove the penalty',
      actionTaken: 'notyet',
    },
    policy: { text: POLICY },
  });

  it('cites the right to give evidence, and the student’s own limit for evidence only as procedure', () => {
    const bearingOf = (text: string) =>
      report.relevantPolicies.find((p) => p.quote.includes(text))?.bearing;
    expect(bearingOf('full opportunity to respond')).toBe('supports');
    expect(bearingOf('no later than 48 hours before')).not.toBe('supports');
  });
});

describe('a short, misspelt penalty appeal under a policy that names no country', () => {
  const policy = `Academic Misconduct Appeals Procedure

1. Scope
1.1 This procedure applies to appeals against penalties imposed for academic misconduct.

2. Grounds
2.1 A student may appeal on the following grounds: (a) a procedural irregularity in the conduct of the misconduct investigation; (b) new evidence which could not reasonably have been presented earlier; (c) the penalty is disproportionate.

3. Time limits
3.1 An appeal must be submitted within 10 working days of the date of the penalty letter.

4. Outcome
4.1 The Appeal Panel may uphold the appeal, reduce the penalty or dismiss the appeal.
4.2 The Appeal Panel shall not increase the penalty imposed by the Misconduct Committee.
4.3 The student shall be given the opportunity to attend a hearing and shall receive the evidence at least 5 working days before it.
`;
  const report = analyseCase({
    details: {
      issueCategory: 'academic',
      title: 'misconduct',
      issueDescription:
        'they gave me zero for the hole module for plagarism but i never saw there evidence and there was no meeting, just an email. im scared if i appeal they make it worse. letter was 20 nov 2026',
      desiredResolution: 'penalty removed',
      actionTaken: 'notyet',
      universityName: 'Uni',
    },
    policy: { text: policy },
    today: new Date('2026-11-28T12:00:00Z'),
  });
  const advice = [
    report.worstCaseScenario,
    ...report.potentialChallenges,
    ...report.warnings.map((w) => w.message),
  ].join('\n');

  it('reads "shall not increase the penalty" as the protection it is', () => {
    expect(report.warnings.map((w) => w.code)).not.toContain('sanction_may_increase');
    expect(report.worstCaseScenario).toContain('cannot be increased on appeal (Section 4.2');
    expect(advice).not.toMatch(/more (?:severe|serious) (?:outcome|penalty|one)/i);
  });

  it('ties the procedural failing to the hearing and evidence rule, not to the time limit', () => {
    const procedural = report.keyIssues.find((issue) => issue.startsWith('Procedural'));
    expect(procedural).toContain('Section 4.3');
    expect(procedural).not.toContain('Section 3.1');
  });

  it('never tells the student to get the institution’s own evidence from a witness', () => {
    expect(advice).not.toContain('signed and dated statement');
  });

  it('does not claim that no outside body exists when it cannot tell where the institution is', () => {
    expect(report.worstCaseScenario).not.toContain('No external ombudsman');
    expect(report.worstCaseScenario).toContain('ask the institution');
  });
});

describe('a review that may lower the mark', () => {
  const policyWith = (clause: string) => `Ashgrove Institute of Technology — Assessment Regulations

5. Review of marks
5.1 A student may ask for a review of a mark within ten working days of its publication. ${clause}
5.2 Academic judgement cannot be challenged as such.

6. Complaints
6.1 Complaints about teaching or supervision go to the Head of School.`;
  const markCase = {
    issueCategory: 'academic',
    title: 'coursework mark',
    issueDescription:
      'got 52 for my design report, its worth way more than that. the marker clearly didnt read the appendix',
    desiredResolution: 'a re-mark by someone else',
    actionTaken: 'notyet',
  };
  const codes = (clause: string, details: Record<string, unknown> = markCase) =>
    analyseCase({ details, policy: { text: policyWith(clause) } }).warnings.map((w) => w.code);

  it.each([
    'Where the work is marked again, the new mark stands whether it is higher or lower than the original.',
    'A review may raise, lower or confirm the mark.',
    'On review the mark can go up, stay the same or go down.',
    'Students should note that a reviewed mark may be lowered.',
  ])('warns, in the words of a mark, when “%s”', (clause) => {
    const report = analyseCase({ details: markCase, policy: { text: policyWith(clause) } });
    const warning = report.warnings.find((w) => w.code === 'sanction_may_increase');
    expect(warning?.message).toContain('can lower it as well as raise it');
    expect(report.worstCaseScenario).toContain('could also lower the mark');
    expect(report.worstCaseScenario).not.toContain('more serious one');
  });

  it.each([
    'A mark will not be lowered as a result of a review.',
    'A review cannot result in a lower mark.',
    'Marks for late work may be reduced by five per cent a day.',
  ])('does not warn when “%s”', (clause) =>
    expect(codes(clause)).not.toContain('sanction_may_increase'),
  );

  it('does not warn of a review the student has already had', () => {
    expect(
      codes('A review may raise, lower or confirm the mark.', {
        ...markCase,
        issueDescription:
          'got 52 for my design report, its worth way more. already did the review, they kept it',
        actionTaken: 'requestedreview',
      }),
    ).not.toContain('sanction_may_increase');
  });

  it('warns of the next review once the first is behind the student', () => {
    const report = analyseCase({
      details: {
        ...markCase,
        issueDescription:
          'got 52 for my design report, its worth way more. already did the review, they kept it',
        actionTaken: 'requestedreview',
      },
      policy: {
        text: policyWith(
          'A review may raise, lower or confirm the mark.\n5.3 A student may then appeal to the Board. Where the Board directs that the work be marked afresh, the new mark stands whether it is higher or lower.',
        ),
      },
    });
    const warning = report.warnings.find((w) => w.code === 'sanction_may_increase');
    expect(warning).toBeDefined();
    expect(
      report.relevantPolicies.some((p) => p.quote.includes('whether it is higher or lower')),
    ).toBe(true);
  });

  it('does not warn a student who asks for no new look at the mark', () => {
    expect(
      codes('A review may raise, lower or confirm the mark.', {
        ...markCase,
        issueDescription: 'my supervisor has been off sick since march and nobody replaced her',
        desiredResolution: 'a new supervisor',
      }),
    ).not.toContain('sanction_may_increase');
  });
});

describe('an exam taken away before the extra time in a support plan', () => {
  const report = analyseCase({
    details: {
      issueCategory: 'academic',
      title: 'no extra time',
      issueDescription:
        'My support plan gives me 25% extra time. In my statistics exam the invigilator said there was no record of it and took my paper at the normal time.',
      desiredResolution: 'a resit with my extra time',
      actionTaken: 'notyet',
    },
    policy: {
      text: `3. Complaints about services
3.1 This section covers complaints about teaching, student support and the Disability Service, including reasonable adjustments that were agreed but not provided.

4. Extenuating circumstances
4.1 Extenuating circumstances must be reported on the EC Form within 5 working days of the affected assessment, with independent evidence.

5. Academic misconduct
5.1 The student will receive written notice of an Investigation Meeting at least 5 working days in advance, with all of the evidence to be considered.
`,
    },
  });
  const supports = report.relevantPolicies.filter((p) => p.bearing === 'supports');

  it('cites the rule on adjustments not provided, not a notice of a misconduct meeting', () => {
    expect(supports.map((p) => p.quote).join('\n')).toContain('agreed but not provided');
    expect(supports.map((p) => p.quote).join('\n')).not.toContain('Investigation Meeting');
  });

  it('never cites the student’s own duty to report circumstances as support', () =>
    expect(supports.map((p) => p.quote).join('\n')).not.toContain('must be reported'));
});

describe('a progression decision under a policy that lists penalties', () => {
  it('does not cite the list of penalties, which bears on misconduct only', () => {
    const report = analyseCase({
      details: {
        issueCategory: 'academic',
        title: 'cannot progress',
        issueDescription:
          'I failed two exams in May, so failure of the module and no resubmission, and the board says I cannot go into third year. My flat flooded in April and I lost my notes and laptop; the board never knew.',
        desiredResolution: 'resits as first sits',
        actionTaken: 'notyet',
      },
      policy: {
        text: `3. Academic appeals
3.1 An appeal may be made where the student has relevant personal circumstances which they were unable, for valid reasons, to tell the board about before its decision.
3.2 Lodge the appeal within 10 working days of the date the decision was published.

5. Academic misconduct
5.1 Penalties are chosen from the published tariff: formal warning; reduction of the mark; mark of zero for the assessment with or without resubmission; failure of the module; exclusion from the University.
`,
      },
    });
    expect(report.relevantPolicies.map((p) => p.quote).join('\n')).not.toContain(
      'published tariff',
    );
  });
});

describe('lines that state no rule in the student’s favour', () => {
  const report = analyseCase({
    details: {
      issueCategory: 'academic',
      title: 'exam',
      issueDescription:
        'had a panic attack in my exam n couldnt finish, got 31. also the exam started 25 mins late but they still made us stop at the original time. gp appt isnt til the 28th so no note yet',
      desiredResolution: 'resit as first attempt',
      actionTaken: 'notyet',
    },
    policy: {
      text: `STUDENT COMPLAINTS, APPEALS AND ACADEMIC INTEGRITY PROCEDURE (Office of Student Governance)

3. Academic appeals
3.1 Students may appeal if the decision was unfair or flawed, for example because procedures were not followed in the conduct of an examination.
3.2 Mitigating circumstances must be supported by independent evidence, such as a medical note from a GP.
3.3 Complete the Academic Appeal Form within 10 working days of the publication of results.
`,
    },
  });
  const supports = report.relevantPolicies
    .filter((p) => p.bearing === 'supports')
    .map((p) => p.quote)
    .join('\n');

  it('never cites the document’s title as a rule', () =>
    expect(supports).not.toContain('ACADEMIC INTEGRITY PROCEDURE'));

  it('never cites what the student must prove as support', () =>
    expect(supports).not.toContain('must be supported by independent evidence'));

  it('cites the ground of appeal', () =>
    expect(supports).toContain('procedures were not followed'));
});

describe('a misconduct penalty under a policy of numbered clauses', () => {
  const report = analyseCase({
    details: {
      issueCategory: 'academic',
      title: '0 for my formula sheet',
      issueDescription:
        'got 0 for the whole unit for "unauthorised notes" in my exam, never had any interview or notice, just a email with the outcome',
      desiredResolution: 'remove the penalty',
      actionTaken: 'notyet',
    },
    policy: {
      text: `Clause 4 - Academic appeals
(9) Students may appeal a final grade or a decision on academic integrity within 20 days.

Clause 5 - Academic integrity
(14) A student suspected of a breach will be given written notice at least 10 days before an interview, including a copy of all evidence to be relied on.
(15) Outcomes: a warning; a mark of zero for the assessment; zero for the unit; suspension; exclusion.

Clause 6 - Admissions
(18) Applicants may request a review of an admission decision within 14 days. A review outcome will be given within 14 days.
`,
    },
  });

  it('cites the notice rule as support, once, and no rule of the admissions part', () => {
    const notice = report.relevantPolicies.filter((p) => p.quote.includes('written notice'));
    expect(notice.map((p) => p.bearing)).toEqual(['supports']);
    expect(notice[0].location).toBe('Clause 5 - Academic integrity');
    expect(
      report.relevantPolicies.filter((p) => p.bearing === 'supports').map((p) => p.quote),
    ).not.toContainEqual(expect.stringContaining('review outcome'));
  });
});

describe('a condition the disability service was never told of', () => {
  const stepsFor = (issueDescription: string) =>
    analyseCase({
      details: {
        issueCategory: 'academic',
        title: 'ran out of time',
        issueDescription,
        desiredResolution: 'a retake with extra time',
        actionTaken: 'triedinformally',
      },
      policy: {
        text: '4. Academic appeals\n4.1 Lodge the appeal within 15 working days after the grade is posted.\n',
      },
    }).actionSteps.join('\n');

  it('tells the student to register now, for the assessments to come', () =>
    expect(
      stepsFor(
        'i have adhd but i never signed up w the disability office. ran out of time in my midterm and got a 58.',
      ),
    ).toContain('Register with the disability or accessibility service now'));

  it('says nothing of it to a student who is registered', () =>
    expect(
      stepsFor(
        'I have ADHD and my accommodation letter from the disability office gives me extra time, but the midterm was not timed with it.',
      ),
    ).not.toContain('Register with the disability'));
});

describe('a bereavement in the exams, results out three weeks ago', () => {
  it('is timed by the appeal, not by a recount of marks', () => {
    const report = analyseCase({
      details: {
        issueCategory: 'academic',
        title: 'funeral during exams',
        issueDescription:
          'My grandmother died at the start of the exams and I was away at the funeral for four days. I failed two papers. Results came out three weeks ago.',
        desiredResolution: 'sit them again as first attempts',
        actionTaken: 'notyet',
      },
      policy: {
        text: `4. Academic appeals
4.1 A student may apply for a recount of marks for a final examination within 5 working days of the release of results.
4.2 A student may appeal to the Academic Appeals Committee against a decision on a grade or on special consideration within 10 working days of the decision or of the outcome of a recount.
`,
      },
    });
    const late = report.warnings.find((w) => w.code === 'late_submission_risk');
    expect(late?.message ?? '').not.toContain('Apply for a recount');
  });
});

describe('an application withdrawn as incomplete', () => {
  it('cites no rule of the academic offences part', () => {
    const report = analyseCase({
      details: {
        issueCategory: 'admissions',
        title: 'application withdrawn',
        issueDescription:
          'Two days ago I got an email saying my application had been withdrawn as incomplete, no reference received. My referee sent it in writing in January and has the email to prove it.',
        desiredResolution: 'my application put back with the reference',
        actionTaken: 'notyet',
      },
      policy: {
        text: `PART 4 - ACADEMIC OFFENCES
4.2 The student will be informed of the allegation in writing and given at least 5 business days' notice of any Academic Offences Meeting. All evidence will be sent with the notice.

PART 5 - APPLICANTS
5.1 An applicant may request a review of an admissions decision within 10 business days of the decision, where an administrative error occurred.
`,
      },
    });
    expect(report.relevantPolicies.map((p) => p.quote).join('\n')).not.toContain(
      'Academic Offences Meeting',
    );
  });
});

describe('a residence fine under the conduct rules', () => {
  it('cites the conduct part’s rule for a service case', () => {
    const report = analyseCase({
      details: {
        issueCategory: 'service',
        title: 'fined by res',
        issueDescription:
          'The hall manager fined me $300 for a party I was not at. Nobody asked for my side before the fine; I found out by email.',
        desiredResolution: 'the fine cancelled',
        actionTaken: 'notyet',
      },
      policy: {
        text: `PART 3 - COMPLAINTS
3.1 A complaint about a service must be made within 30 days of the event.

PART 6 - STUDENT CONDUCT AND DISCIPLINE
6.2 A student must be given the chance to respond to any allegation before a fine is imposed.
6.4 A fine may be appealed to the Conduct Appeals Officer within 10 days of the decision.
`,
      },
    });
    expect(report.relevantPolicies.map((p) => p.quote).join('\n')).toContain(
      'chance to respond to any allegation',
    );
  });
});

describe('the rule a ground rests on', () => {
  it('is never the time limit the student missed, but the rule that lets the ground be heard', () => {
    const report = analyseCase({
      details: {
        issueCategory: 'academic',
        title: 'EC rejected because late',
        issueDescription:
          'My grandmother die in Nigeria during exam period in May, I travel for funeral and miss 2 exams. I submit extenuating circumstances form in July when I come back with death certificate, they reject because form is late (must be 5 days after exam).',
        desiredResolution: 'accept my EC and let me resit as first attempt',
        actionTaken: 'notyet',
        universityName: 'Thamesbridge University',
      },
      policy: {
        text: `3. Extenuating circumstances
3.1 Claims for extenuating circumstances must be submitted no later than 5 working days after the assessment affected, with independent supporting evidence.
3.2 Supporting documents must accompany the claim.

4. Academic appeals
4.1 A student may appeal against a decision of an Examination Board within 10 working days of the publication of the decision, on the grounds of (a) extenuating circumstances which, for good reason, could not be submitted before the Board met; (b) a procedural irregularity; (c) bias.
`,
      },
    });
    const issue = report.keyIssues.find((line) => line.startsWith('Extenuating circumstances'));
    expect(issue).toContain('relevant policy: Section 4.1');
  });
});

describe('a penalty decided by e-mail, appealed with days to spare', () => {
  const POLICY = `2. Grounds for appeal
2.1 A student may appeal only on one or more of the following grounds: (a) the Panel did not follow the procedures set out in the Academic Integrity Procedure; (b) the penalty imposed is disproportionate to the misconduct found.

3. Making an appeal
3.1 An appeal must be lodged on the Misconduct Appeal Form with the Academic Registrar (appeals@westmere.ac.nz) within 15 working days of the date the Panel's decision was sent to the student.
3.2 The student must include all evidence relied on with the form.

4. Consideration
4.1 The Appeals Committee may confirm the finding, quash the finding, or reduce the penalty.
4.2 The Appeals Committee shall not increase the penalty imposed by the Panel.
`;
  const report = analyseCase({
    details: {
      issueCategory: 'academic',
      title: 'plagarism penalty',
      issueDescription:
        'they say i copied my report from my friend, but report i wrote myself. panel give me zero for whole course not just report, other student who did same thing only got zero for the assignment. i was not even invite to the meeting, they decide by email only. decision come on 10 nov.',
      desiredResolution: 'penalty be fair like the other student',
      actionTaken: 'notyet',
      universityName: 'Westmere Polytechnic',
    },
    policy: { text: POLICY },
    today: new Date('2026-11-26T12:00:00Z'),
  });
  const issue = report.keyIssues.find((line) => line.startsWith('Procedural irregularity'));

  it('rests no ground on what the appeal may do to the penalty, nor on the time limit or the student’s duty', () => {
    expect(report.grounds).toContain('procedural_irregularity');
    expect(issue).toContain('relevant policy: Section 2.1');
  });

  it('advises arriving in time, not explaining a delay, while the limit is open', () => {
    const late = report.warnings.find((w) => w.code === 'late_submission_risk');
    expect(late?.message).toContain('ends on Dec 1, 2026');
    expect(report.worstCaseScenario).toContain('misses the time limit (only days away)');
    expect(report.worstCaseScenario).not.toContain('reasons for the delay');
    expect(report.actionSteps.join('\n')).not.toContain('If a time limit has passed');
  });
});

describe('a service complaint told by its months, with the question whether it is too late', () => {
  const report = analyseCase({
    details: {
      issueCategory: 'service',
      title: 'counselling service useless',
      issueDescription:
        'I ask for counselling in february because my anxiety was very bad, they give me appointment only in april and then cancel two times and nobody call me back. Now I feel little bit better and want complain, is it too late?',
      desiredResolution: 'apology',
      actionTaken: 'notyet',
      universityName: 'Strathallan Caledonian University',
    },
    policy: {
      text: `2. Time limit for making a complaint
2.1 You must normally make your complaint within six months of:
(a) the event you want to complain about; or
(b) finding out that you have a reason to complain.
2.2 In exceptional circumstances, we may be able to accept a complaint after the time limit. Relevant reasons may include illness, including mental ill health, during the period.

5. Counselling and Wellbeing
5.1 If an appointment has to be cancelled by the service, it will be rearranged within 5 working days and the student will be contacted directly.
`,
    },
    today: new Date('2026-11-30T12:00:00Z'),
  });

  it('says which limit has passed and by about how much, from the month the story gives', () => {
    const late = report.warnings.find((w) => w.code === 'late_submission_risk');
    expect(late?.message).toMatch(
      /^The time limit to "Make the complaint within 6 months of the event you want to complain about or finding out that you have a reason to complain" appears to have passed \(about \d+ working days ago\)/,
    );
  });
});

describe('an application lost in processing', () => {
  it('rests the administrative error on the grounds list, not on what the applicant must send', () => {
    const report = analyseCase({
      details: {
        issueCategory: 'admissions',
        title: 'application incomplete',
        issueDescription:
          'I sent my references by tracked post and they were signed for on 3 May. Last week the college said my application was incomplete because the references were not received.',
        desiredResolution: 'Assess my application with the references.',
        actionTaken: 'notyet',
        universityName: 'Harbourview College',
      },
      policy: {
        text: `2. What can be reviewed
2.1 An applicant may request a review of an admissions decision only where:
(a) the College did not follow its published admissions procedures;
(b) there was an administrative error in processing the application (for example, documents received but not recorded).

3. How to request a review
3.1 A request for review must be made in writing to the Admissions Officer no later than 10 working days after the date of the decision.
3.2 Supporting documents must accompany the request. The Admissions Officer may ask for further documents, which must be provided within five working days of the request.
`,
      },
    });
    const issue = report.keyIssues.find((line) => line.startsWith('Administrative error'));
    expect(issue).toContain('relevant policy: Section 2.1');
  });
});

describe('an informal stage of another procedure', () => {
  const policy = `ASHCOMBE UNIVERSITY
Code of Practice on Student Appeals and Complaints

PART A - ACADEMIC INTEGRITY
A1. Where a marker suspects unfair practice, the Academic Integrity Officer shall send the student written notice of the allegation and invite a written response within ten (10) working days.
A2. A student may appeal against an unfair practice decision to the Appeal Panel within ten (10) working days.

PART B - SERVICES AND COMPLAINTS
B1. Complaints should be made within 90 days of the event. Early resolution: a response within five (5) working days.
`;
  const details = {
    issueCategory: 'academic',
    title: 'zero for the module',
    issueDescription:
      'I got an email saying I get zero for the whole module for unfair practice. I never got any notice before and no chance to explain.',
    desiredResolution: 'Remove the penalty',
    actionTaken: 'notyet',
    universityName: 'Ashcombe University',
  } as const;

  it('is not offered before a misconduct appeal', () => {
    const report = analyseCase({ details, policy: { text: policy } });
    expect(report.deadlines.find((d) => d.nextStep)?.description).toMatch(/^Appeal/);
    expect(report.actionSteps.join('\n')).not.toMatch(/informal stage/i);
    expect(report.procedure?.informalStage).toBe('not stated');
  });

  it('is offered for a complaint under the procedure it belongs to', () => {
    const report = analyseCase({
      details: {
        ...details,
        issueCategory: 'service',
        title: 'no heating',
        issueDescription: 'The heating in my flat has not worked for three weeks.',
        desiredResolution: 'Fix the heating',
      },
      policy: { text: policy },
    });
    expect(report.actionSteps.join('\n')).toMatch(/offers an informal stage \(Section B1/);
  });
});

describe('rules of another matter are no support', () => {
  const policy = `KOOLAWONG UNIVERSITY
Academic Appeals and Integrity Procedure

PART 4 - ACADEMIC APPEALS
4.1 A student may appeal against a final grade on one or more of the following grounds: (a) the assessment did not follow the procedures in the unit outline; (b) an administrative error.
4.3 An appeal is lodged with the Faculty Appeals Committee within twenty (20) business days of the publication of the result.

PART 5 - ACADEMIC INTEGRITY
5.3 Breaches are decided by the Academic Integrity Committee after a hearing. The Committee shall not include the staff member who reported the breach.

PART 6 - STUDENT SERVICES
6.4 Accessibility: an Academic Adjustment Plan must be implemented by teaching staff for all assessment tasks.
`;
  it('cites neither the misconduct procedure nor an adjustment plan for a placement report', () => {
    const report = analyseCase({
      details: {
        issueCategory: 'academic',
        title: 'failed placement',
        issueDescription:
          'i got a fail for my prac placement. my supervising teacher was off sick for 3 of the 5 weeks and the relief teacher wrote the report but she only saw me teach once.',
        desiredResolution: 'have the placement result reviewed',
        actionTaken: 'notyet',
        universityName: 'Koolawong University',
      },
      policy: { text: policy },
    });
    const supports = report.relevantPolicies.filter((p) => p.bearing === 'supports');
    const quoted = supports.map((p) => p.quote).join('\n');
    expect(quoted).not.toContain('Academic Adjustment Plan');
    expect(quoted).not.toContain('reported the breach');
  });
});

describe('an applicant or a resident under a policy of several procedures', () => {
  const policy = `BALLINTORE UNIVERSITY
Complaints, Academic Appeals and Student Conduct: Summary of Procedures for Students

1 Complaints Handling Procedure
1.1 The University follows the model Complaints Handling Procedure for Scottish universities. You should complain within six months of the event you are complaining about, or of finding out about it.
1.2 Stage 2 (investigation): if you are dissatisfied with the Stage 1 response you may ask for Stage 2 within two months of the Stage 1 response.
1.5 Residences: a fine for breach of the Residence Licence may be issued only after the Residence Manager has met the resident, or offered a meeting, and has considered the resident's account.

2 Academic appeals
2.1 You may appeal against a decision of a Board of Examiners or a Progression Board within ten working days of the date the decision was published.
2.2 The only grounds of appeal are: (a) a defect or irregularity in the conduct of the assessment, including an administrative error in recording or calculating results; (b) illness or other circumstances that could not be disclosed.
2.5 Appeals are heard by the Academic Appeals Committee. Its decision is final.

3 Student conduct
3.7 You may appeal within ten working days of the decision. The Conduct Appeals Committee may not impose a penalty greater than that originally imposed.

4 Admissions
4.2 Applicants who believe their application was not handled in line with our Admissions Policy may complain under section 1.
4.3 Contextual offers: applicants flagged as care-experienced who meet the minimum entry requirements will be made an offer.

5 Scottish Public Services Ombudsman
5.1 If you remain dissatisfied after Stage 2, you may take your complaint to the Scottish Public Services Ombudsman (SPSO). The SPSO will normally only consider complaints that have completed the University's procedure.
`;
  const applicant = analyseCase({
    details: {
      issueCategory: 'admissions',
      title: 'care experienced no offer',
      issueDescription:
        'Im care experienced and ticked the box on UCAS, my predicted grades meet the minimum for Social Work. I got rejected without interview on 20 Nov and my friend with the same grades got an offer.',
      desiredResolution: 'an offer for social work',
      actionTaken: 'notyet',
      universityName: 'Ballintore University',
    },
    policy: { text: policy },
    today: new Date('2026-11-30T12:00:00Z'),
  });

  it('sends an applicant to the complaint, never to the examiners’ or the conduct appeal', () => {
    expect(applicant.deadlines.find((d) => d.nextStep)?.description).toMatch(
      /^Complain within 6 months/,
    );
    expect(applicant.warnings.map((w) => w.code)).not.toContain('late_submission_risk');
    expect(applicant.actionSteps.join('\n')).not.toMatch(/Board of Examiners|Section 3\.7/);
  });

  it('cites no line that states nothing, and no rule of the examiners’ appeal, as support', () => {
    const resident = analyseCase({
      details: {
        issueCategory: 'service',
        title: 'fined for a party i wasnt at',
        issueDescription:
          'got a letter under my door saying im fined £200 for a party in flat 3B. i was at my mums in Dundee that whole weekend, i have the train tickets. nobody asked me anything before, the residence manager never spoke to me.',
        desiredResolution: 'cancel the fine',
        actionTaken: 'notyet',
        universityName: 'Ballintore University',
      },
      policy: { text: policy },
    });
    for (const report of [applicant, resident]) {
      const supports = report.relevantPolicies.filter((p) => p.bearing === 'supports');
      const quoted = supports.map((p) => p.quote).join('\n');
      expect(quoted).not.toContain('Summary of Procedures');
      expect(quoted).not.toContain('follows the model Complaints Handling Procedure');
      expect(quoted).not.toContain('completed the University');
      expect(quoted).not.toContain('The only grounds of appeal');
    }
    expect(resident.relevantPolicies[0]).toEqual(
      expect.objectContaining({
        quote: expect.stringContaining('Residences: a fine'),
        bearing: 'supports',
      }),
    );
  });
});

describe('adjustments in examinations are a service the student was owed', () => {
  it('cites the rule on them for a service complaint', () => {
    const report = analyseCase({
      details: {
        issueCategory: 'service',
        title: 'no extra time in my exam',
        issueDescription:
          'My Access Plan says I get 25% extra time and a separate room. In the central exam on 12 November I had neither and the supervisor said they had no record of it.',
        desiredResolution: 'a deferred exam with my adjustments',
        actionTaken: 'notyet',
        universityName: 'Coral Bay University',
      },
      policy: {
        text: `CORAL BAY UNIVERSITY
Student Complaints Procedure

2. Reasonable adjustments in examinations
2.2 Adjustments recorded in an Access Plan must be implemented by Examinations Services in all centrally scheduled examinations.

3. Complaints
3.1 A formal complaint must be lodged within six months of the issue arising.
`,
      },
    });
    expect(report.relevantPolicies.map((p) => p.quote).join('\n')).toContain(
      'must be implemented by Examinations Services',
    );
  });
});

describe('an integrity penalty decided by the instructor who reported it', () => {
  const policy = `SECTION 2 - ADMISSIONS
2.5 An applicant who believes that this Policy was not followed may request an administrative review by the Associate Registrar (Admissions) within fifteen (15) working days of the decision.

SECTION 4 - ACADEMIC APPEALS
4.1 A student may appeal a final grade or an academic standing decision on the grounds of:
    (a) procedural error or unfairness in the evaluation or decision;
    (b) clerical or calculation error;
    (c) bias or a reasonable apprehension of bias; or
    (d) new information that could not reasonably have been provided earlier.
4.3 First level: appeal to the Faculty Appeals Committee within three (3) weeks of the grade or decision being posted.

SECTION 5 - ACADEMIC INTEGRITY
5.1 An instructor who suspects an offence shall report it to the Dean's Designate. The Dean's Designate shall send the student a written notice describing the alleged offence and providing copies of the evidence.
5.2 The student shall have at least ten (10) working days to respond and may meet the Dean's Designate with an advisor. No sanction may be imposed before that meeting has been offered.
5.4 Sanction guidelines: first offence - reduced grade or zero on the work; second offence - zero in the course and a notation on the transcript; third offence or purchase of work - suspension of up to three years or expulsion.
5.5 A student may appeal a finding or sanction to the Senate Appeals Committee within fifteen (15) working days. The Committee may confirm, reduce or set aside the sanction. It may not increase the sanction.

SECTION 6 - STUDENT SERVICES
6.1 Residence maintenance: urgent requests (heat, water, security, pests) are attended within 24 hours; routine requests within five (5) working days.
`;
  const report = analyseCase({
    details: {
      issueCategory: 'academic',
      title: 'plagarism zero',
      issueDescription:
        'my prof said my essay was plagiarised and gave me zero in the whole course plus a note on my transcript. i never got any letter or the evidence, she just emailed me the result on nov 20. she is the one who reported me and she decided it herself, nobody else. its my first time ever in any trouble',
      desiredResolution: 'remove the zero and the transcript note',
      actionTaken: 'notyet',
      universityName: 'University of Caradoc',
    },
    policy: { text: policy },
    today: new Date('2026-11-30T12:00:00Z'),
  });
  const cited = (reason: RegExp) =>
    report.relevantPolicies.filter((p) => reason.test(p.reason ?? '')).map((p) => p.location);

  it('cites the sanction guideline for a first offence as the rule of a disproportionate penalty', () => {
    expect(report.grounds).toContain('disproportionate_sanction');
    expect(cited(/ground: disproportionate_sanction/)).toContain(
      'Section 5.4 — ACADEMIC INTEGRITY',
    );
  });

  it('ties no ground to the grounds the academic appeals part lists for a grade', () =>
    expect(cited(/^ground:/).filter((l) => /ACADEMIC APPEALS/.test(l))).toEqual([]));

  it('lists the time limits of its own procedures, not the residences’ or an applicant’s', () => {
    const limits = cited(/^time limit:/);
    expect(limits).toContain('Section 5.2 — ACADEMIC INTEGRITY');
    expect(limits.filter((l) => /STUDENT SERVICES|ADMISSIONS/.test(l))).toEqual([]);
  });

  it('reads evidence kept from the student as a failing, not as evidence to go and get', () =>
    expect(report.warnings.map((w) => w.code)).not.toContain('evidence_needed'));
});

describe('a dissertation marked by the supervisor alone', () => {
  const report = analyseCase({
    details: {
      issueCategory: 'academic',
      title: 'dissertation mark',
      issueDescription:
        'got 48 for my dissertation, results came out last friday (27 nov). feedback sheet only has my supervisors name on it and the school office told me on the phone nobody else read it because the second marker was off sick. i need 50 for a 2:1. is this even allowed??',
      desiredResolution: 'have it marked properly by a second marker',
      actionTaken: 'notyet',
      universityName: 'Inverallan University',
    },
    policy: {
      text: `2 Academic appeals
2.1 You may appeal against a decision of a Board of Examiners within ten working days of the date the decision was published.
2.2 The only grounds of appeal are:
  (a) a defect or irregularity in the conduct of the assessment, including an administrative error in recording or calculating results;
  (b) bias, or the reasonable perception of bias, on the part of an examiner.
2.3 Academic judgement cannot be challenged.
2.4 Coursework marked as part of the Honours classification is marked by two markers. Your dissertation will be marked by your supervisor and one other member of staff who has not supervised you.
`,
    },
    today: new Date('2026-11-30T12:00:00Z'),
  });

  it('cites the rule on who marks it, stated as what is done, first', () =>
    expect(report.relevantPolicies[0]).toMatchObject({
      location: 'Section 2.4 — Academic appeals',
      bearing: 'supports',
    }));

  it('never sends the student to a doctor for the marker’s illness', () =>
    expect(report.potentialChallenges.join(' ')).not.toMatch(/doctor|illness/i));
});

describe('accommodations refused by a professor, under a US policy with its own civil-rights route', () => {
  const report = analyseCase({
    details: {
      issueCategory: 'academic',
      title: 'prof wont do my accomodations',
      issueDescription:
        'i have DAS letter for time and half + seperate room bc of my anxiety disorder. chem prof said she doesnt do seperate rooms its not fair to others and made me take the final in the lecture hall with everyone. had a panic attack, got a D. grades posted 11/20.',
      desiredResolution: 'retake the final with my accomodations and grade changed',
      actionTaken: 'notyet',
      universityName: 'Calloway State University',
    },
    policy: {
      text: `CALLOWAY STATE UNIVERSITY

III. GENERAL COMPLAINTS (NON-ACADEMIC)
  B. File the Student Complaint Form (SC-100) with the SRC within 30 working days of the event.
  D. Complaints of discrimination, harassment, or failure to provide disability accommodations
     are handled by the Office of Civil Rights Compliance (OCRC) under Policy 01.100; the ADA/504
     Coordinator may be reached at ada@calloway.edu.

IV. ACADEMIC APPEALS
  D. Step 2: submit the Academic Appeal Form (AA-2) to the department chair within 15 working days after the grade is posted or the decision is sent.

VII. EXTERNAL COMPLAINTS
  A. Discrimination and disability: a student may file a complaint with the U.S. Department of
     Education, Office for Civil Rights (OCR), generally within 180 days of the last act of
     discrimination. Students need not complete University procedures before filing with OCR.
`,
    },
    today: new Date('2026-11-30T12:00:00Z'),
  });

  it('names the office the policy gives for accommodations not provided, beside the appeal', () => {
    expect(report.grounds).toContain('disability_adjustments');
    expect(report.actionSteps.join('\n')).toMatch(
      /route the policy gives for it \(Section III\.D — GENERAL COMPLAINTS \(NON-ACADEMIC\)\): “Complaints of discrimination, harassment, or failure to provide disability accommodations are handled by the Office of Civil Rights Compliance/,
    );
  });

  it('says the outside body can be used now, as the policy says, not only after the internal stages', () => {
    const steps = report.actionSteps.join('\n');
    expect(steps).toMatch(/You need not finish the internal stages first/);
    expect(steps).not.toMatch(/If the final internal stage does not resolve it/);
  });
});

describe('an appeal dismissed at its first stage, told in the sentence of the appeal', () => {
  const report = analyseCase({
    details: {
      issueCategory: 'academic',
      title: 'appeal thrown out',
      issueDescription:
        "My nan died 2 days before my exams in May and I failed two modules. I appealed with the death certificate but the Appeals Officer dismissed it on 18 Nov saying I should have told the Board before it met. I couldn't, I was at the funeral in Lagos with no signal for a week.",
      desiredResolution: 'first sits for the two modules',
      actionTaken: 'submittedcomplaint',
      universityName: 'University of Ashcombe',
    },
    policy: {
      text: `PART 3. ACADEMIC APPEALS

3.4 An appeal must be submitted on the appeal form within 10 working days of the publication of the results on the student portal.
3.7 Stage 2 (Review): a student dissatisfied with the Stage 1 outcome may request a review within 10 working days of the date of the Stage 1 outcome letter.

PART 5. COMPLAINTS ABOUT SERVICES

5.2 Complaints should be raised within three months of the events complained about.
`,
    },
    today: new Date('2026-11-30T12:00:00Z'),
  });

  it('times the review from the dismissal, not the appeal the same sentence tells of', () => {
    expect(report.deadlines.find((d) => d.nextStep)?.quote).toBe(
      'within 10 working days of the date of the Stage 1 outcome letter',
    );
    expect(report.actionSteps.join('\n')).toMatch(
      /The first-stage response has not resolved it, so the next stage is the one above/,
    );
  });
});

describe('an applicant’s recognition of prior learning refused', () => {
  const report = analyseCase({
    details: {
      issueCategory: 'admissions',
      title: 'RPL refused',
      issueDescription:
        'I applied for year 2 of the BSc Nursing with recognition of prior learning for my HNC. They turned down the RPL on 24 Nov and offered year 1 only. Nobody looked at my portfolio, the decision came 2 days after I sent it.',
      desiredResolution: 'entry to year 2',
      actionTaken: 'notyet',
      universityName: 'Glanmorfa University',
    },
    policy: {
      text: `SECTION 1 - INTERPRETATION
1.1 In this Regulation:
  (a) "day" means any day from Monday to Friday on which the University is open, and excludes Saturdays, Sundays and public holidays in Wales;

SECTION 6 - REVIEW AND FINALITY
6.1 Following the outcome of a formal complaint or an appeal, the student may ask for a review by the Review Panel within 10 days, on the grounds that the procedure was not followed or the outcome was unreasonable.

SECTION 7 - APPLICANTS
7.1 An applicant who believes an admissions decision was not made in line with the published procedures (including decisions on recognition of prior learning and credit transfer) may ask Admissions for a review within 15 days of the decision, using form ADR1 sent to derbyn@glanmorfa.ac.uk.
`,
    },
    today: new Date('2026-11-30T12:00:00Z'),
  });

  it('reads a "day" defined as Monday to Friday as a working day', () =>
    expect(report.deadlines.map((d) => d.unit)).toEqual(['working_days', 'working_days']));

  it('ties a procedure not followed to the applicants’ review, not the review of a complaint', () => {
    const rule = report.relevantPolicies.find(
      (p) => p.reason === 'ground: procedural_irregularity',
    );
    expect(report.grounds).toContain('procedural_irregularity');
    expect(rule?.location).toBe('Section 7.1 — APPLICANTS');
  });
});

describe('a complaint whose first stage has answered', () => {
  it('is rejected, at worst, at the next stage, not at the first', () => {
    const report = analyseCase({
      details: {
        issueCategory: 'service',
        title: 'damp flat',
        issueDescription:
          'black mould in my residence room since september. emailed complaints 3 weeks ago and got a reply saying its condensation and to open the window.',
        desiredResolution: 'move rooms',
        actionTaken: 'submittedcomplaint',
        universityName: 'University of Carsebridge',
      },
      policy: {
        text: `SECTION 3: COMPLAINTS ABOUT SERVICES
3.3 Stage 1 (Frontline response). Complaints are made on Form CHP-1 or by e-mail to complaints@carsebridge.ac.uk.
3.4 Stage 2 (Investigation). The student should ask for Stage 2 within 2 months of the Stage 1 response.
`,
      },
      today: new Date('2026-11-30T12:00:00Z'),
    });
    expect(report.worstCaseScenario).not.toMatch(/at the first stage/);
  });
});

describe('a residence fine appealed under the integrity part', () => {
  const report = analyseCase({
    details: {
      issueCategory: 'academic',
      title: 'residence fine',
      issueDescription:
        "Campus Residences fined me 300 euro for a party in my apartment on 7 November. I wasn't even there, I was at home in Cork that weekend, I have my train tickets. The letter came 20 Nov and says I can appeal.",
      desiredResolution: 'cancel the fine',
      actionTaken: 'notyet',
      universityName: 'Ardfinnan University',
    },
    policy: {
      text: `2. Principles
2.3 Students are encouraged to contact the Students' Union Welfare Officer for support (welfare@ardfinnansu.ie).

4. Appeals against academic decisions
4.3 An appeal must be made on the Examination Appeal Form (EA1), sent to exam.appeals@ardfinnan.ie within 10 days of the release of results or of the decision.

5. Academic integrity
5.5 The student may appeal within 10 days of the written decision to the Academic Integrity Appeals Board.
5.7 Sanctions under the Student Code of Conduct, including those imposed by Campus Residences, may be appealed under 5.5 and 5.6.
`,
    },
    today: new Date('2026-11-30T12:00:00Z'),
  });

  it('is a penalty appealed under the integrity part, to the board it names', () => {
    expect(report.deadlines.find((d) => d.nextStep)?.location).toBe(
      'Section 5.5 — Academic integrity',
    );
    expect(report.procedure?.sendTo).toMatchObject({ office: 'Academic Integrity Appeals Board' });
  });

  it('never sends the appeal to the students’ union or on another procedure’s form', () => {
    const steps = report.actionSteps.join('\n');
    expect(steps).not.toMatch(/welfare@|Examination Appeal Form/);
  });
});

describe('harassment in housing under a policy of staff duties', () => {
  it('ties discrimination to the staff’s duty to report, not to a retaliation clause that names complaints', () => {
    const report = analyseCase({
      details: {
        issueCategory: 'service',
        title: 'roommate slurs',
        issueDescription:
          "my roommate keeps calling me the n word n leaving notes on my door, one said go back to africa. told my RA in sept and again in oct, she said 'try to talk it out'. nobody from the uni has contacted me at all.",
        desiredResolution: 'her out or me moved',
        actionTaken: 'triedinformally',
        universityName: 'Lakeside State University',
      },
      policy: {
        text: `3. Reporting duties of staff
3.1 Resident Assistants and all Housing staff are responsible employees. A responsible employee who learns of possible discrimination or harassment must report it to the Office of Equity and Compliance (OEC) within 24 hours.

5. Formal complaints
5.1 A student should file a formal complaint with the OEC within 90 calendar days of the most recent incident.

9. Retaliation
9.1 Retaliation against anyone who reports discrimination or harassment, or takes part in a complaint, is prohibited.
`,
      },
      today: new Date('2026-11-30T12:00:00Z'),
    });
    expect(report.grounds).toContain('discrimination');
    expect(
      report.relevantPolicies.find((p) => p.reason === 'ground: discrimination')?.location,
    ).toBe('Section 3.1 — Reporting duties of staff');
  });
});

describe('a misconduct meeting held by the module leader who marked the work', () => {
  const report = analyseCase({
    details: {
      issueCategory: 'academic',
      title: 'AI accusation',
      issueDescription:
        'got an email on tues saying i have to come to a misconduct meeting on thurs about using AI in my essay. i didnt use AI. they didnt send the turnitin report or anything. the meeting was with my module leader who marked it. she gave me zero for the module and said it was level 3. its my first time.',
      desiredResolution: 'overturn the finding',
      actionTaken: 'notyet',
      universityName: 'Hollinsford University',
    },
    policy: {
      text: `PART D: ACADEMIC MISCONDUCT
D2. Notice. The student will be given at least 7 business days' written notice of any misconduct meeting, stating the allegation, and will receive copies of all evidence to be relied on (including similarity reports) with that notice.
D3. Decision-maker. Cases are decided by an Academic Integrity Officer who has had no involvement in teaching or marking the work concerned.
D5. Appeal. The student may appeal within 10 business days of the outcome letter using the Misconduct Appeal Form (MA1).
`,
    },
    today: new Date('2026-11-30T12:00:00Z'),
  });

  it('ties a decision by the one who taught and marked the work to the rule on who decides', () => {
    expect(report.grounds).toEqual(expect.arrayContaining(['procedural_irregularity', 'bias']));
    expect(report.keyIssues).toContain(
      'Bias or conflict of interest: “the meeting was with my module leader who marked it.” — relevant policy: Section D3 — PART D: ACADEMIC MISCONDUCT.',
    );
  });
});

describe('a service that failed, under a policy with a rule on late complaints', () => {
  it('never ties the service failure to the rule on the student’s delay', () => {
    const report = analyseCase({
      details: {
        issueCategory: 'service',
        title: 'no support worker all term',
        issueDescription:
          'Im autistic and my support plan from Disability and Inclusion says I get a study skills mentor weekly. I havent had one session this term, they say there is a staff shortage. I made a formal complaint on CF1 on 3 Nov and got the outcome on 25 Nov saying they apologise but there is nothing they can do until January. Thats not good enough, I am failing my modules.',
        desiredResolution: 'a mentor now and extensions on my coursework',
        actionTaken: 'submittedcomplaint',
        universityName: 'Llanfenni University',
      },
      policy: {
        text: `PART C - COMPLAINTS ABOUT SERVICES
C1 Students may complain about any service provided by or on behalf of the University, including teaching, Disability and Inclusion, and accommodation.
C2 Formal complaint. A formal complaint must be made on Form CF1 within 28 days of the matter complained of.
C3 Complaint review. If dissatisfied, the student may ask for a review on Form CF2 within 10 days of the formal outcome.
C4 Late complaints will be accepted only where there is a compelling reason for the delay.
`,
      },
      today: new Date('2026-11-30T12:00:00Z'),
    });
    const late = 'Section C4 — PART C - COMPLAINTS ABOUT SERVICES';
    expect(report.grounds).toContain('service_failure');
    expect(
      report.relevantPolicies.filter((p) => p.bearing === 'supports').map((p) => p.location),
    ).not.toContain(late);
  });
});
