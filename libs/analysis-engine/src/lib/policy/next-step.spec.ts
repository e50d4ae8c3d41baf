// A policy of several parts (complaints, appeals, misconduct, admissions, the ombudsman): the
// report chooses one time limit for the student's next step, from the part their case belongs
// to, and names the form, office and address of that step, never the first part's.
import { analyseCase } from '../analyse-case';

const MULTI_PART_POLICY = `OAKMERE UNIVERSITY
Regulations for Complaints, Appeals and Academic Misconduct

PART 1 - GENERAL
1.1 In these Regulations "the Casework Office" means the Student Casework Office, casework@oakmere.ac.uk.
1.2 There is no separate informal stage under these Regulations.

PART 2 - COMPLAINTS ABOUT SERVICES
2.1 The student must submit Complaint Form CF1 to the Casework Office within 30 days of the matter complained about.
2.2 A student who is dissatisfied with the Stage 1 response may request a review on Review Request Form RR2 within 10 days of the date of the Stage 1 response.

PART 3 - ACADEMIC APPEALS
3.1 An appeal must be submitted on the Academic Appeal Form AP1 within 15 days of the publication of the decision appealed against.

PART 4 - ACADEMIC MISCONDUCT
4.1 The student will be given written notice of the allegation at least 7 days before the meeting.
4.2 A student may appeal a finding or penalty on Form MA-3 within 12 days of the written outcome to the Misconduct Appeals Committee.

PART 5 - REVIEW
5.1 A student dissatisfied with the outcome of an academic appeal may request a review by the Pro-Vice-Chancellor within 10 days, on Form RR2.

PART 6 - ADMISSIONS
6.1 An applicant may ask the Director of Admissions to reconsider a decision within 20 days of the decision.

PART 7 - THE OFFICE OF THE INDEPENDENT ADJUDICATOR
7.1 The complaint must reach the OIA within 12 months of the date of the Completion of Procedures Letter.
`;

const analyse = (details: Record<string, string>) =>
  analyseCase({
    details: {
      universityName: 'Oakmere University',
      desiredResolution: 'I want it put right.',
      ...details,
    },
    policy: { text: MULTI_PART_POLICY },
  });
const nextStepOf = (report: ReturnType<typeof analyse>) =>
  report.deadlines.filter((d) => d.nextStep);
/** The quote of the time limit the report gives as the next step, if any. */
const nextStepQuotes = (report: ReturnType<typeof analyse>) =>
  nextStepOf(report).map((d) => d.quote);

describe('the time limit and contact for the next step', () => {
  it('takes a misconduct appeal to the misconduct part, though students rarely say "misconduct"', () => {
    const report = analyse({
      issueCategory: 'academic',
      actionTaken: 'triedinformally',
      title: 'zero for having my phone in my pocket',
      issueDescription:
        'My phone was switched off in my jacket. The invigilator wrote me up and the panel still gave me the tariff penalty, zero for the exam. I asked the chair to reconsider and she sent me the appeals page.',
    });
    expect(nextStepOf(report)).toEqual([
      expect.objectContaining({ amount: 12, location: expect.stringContaining('4.2') }),
    ]);
    expect(report.procedure?.sendTo).toEqual({
      form: 'Form MA-3',
      office: 'Misconduct Appeals Committee',
      // The clause names no address: the policy's casework office is where it goes.
      email: 'casework@oakmere.ac.uk',
      location: expect.stringContaining('4.2'),
    });
    expect(report.actionSteps.join('\n')).toContain('Use Form MA-3');
    expect(report.actionSteps.join('\n')).not.toContain('Complaint Form CF1');
  });

  it('takes a service complaint to the complaints part', () => {
    const report = analyse({
      issueCategory: 'service',
      actionTaken: 'notyet',
      title: 'halls never fixed the heating',
      issueDescription:
        'The heating in my hall room has been broken since October and nobody fixed it.',
    });
    expect(nextStepOf(report)).toEqual([
      expect.objectContaining({ amount: 30, location: expect.stringContaining('2.1') }),
    ]);
    expect(report.procedure?.sendTo).toMatchObject({ form: 'Complaint Form CF1' });
  });

  it('after an appeal, takes the review of that procedure, not the complaints review the policy states first', () => {
    const report = analyse({
      issueCategory: 'academic',
      actionTaken: 'requestedreview',
      title: 'appeal about my dissertation mark rejected',
      issueDescription:
        'My appeal about my dissertation mark was rejected by the appeals panel without reading my evidence. I want a review.',
    });
    expect(nextStepOf(report)).toEqual([
      expect.objectContaining({ stage: 'review', location: expect.stringContaining('5.1') }),
    ]);
    expect(report.procedure?.sendTo).toMatchObject({ form: 'Form RR2' });
  });

  it('names the office the applicants\u2019 clause gives and the general address, never another procedure\u2019s form', () => {
    const report = analyse({
      issueCategory: 'admissions',
      actionTaken: 'notyet',
      title: 'rejected for nursing',
      issueDescription:
        'I was rejected from the nursing course although the course page says every applicant with my grades gets an interview.',
    });
    expect(nextStepOf(report)).toEqual([
      expect.objectContaining({ location: expect.stringContaining('6.1') }),
    ]);
    expect(report.procedure?.sendTo).toEqual({
      email: 'casework@oakmere.ac.uk',
      location: expect.stringContaining('6.1'),
    });
  });

  it('after a misconduct appeal is in, the next stage named is that procedure\u2019s review', () => {
    const report = analyse({
      issueCategory: 'academic',
      actionTaken: 'submittedcomplaint',
      title: 'plagiarism penalty appeal sent',
      issueDescription:
        'I was accused of plagiarism and given zero for the module. I sent my appeal on Form MA-3 last week.',
    });
    const ladder = report.actionSteps.find((step) => step.startsWith('A formal complaint is in'));
    expect(ladder).toContain('Section 5.1');
    expect(ladder).not.toContain('Stage 1 response');
  });

  it('once the internal stages are behind the student, offers none of them again', () => {
    const report = analyseCase({
      details: {
        issueCategory: 'service',
        title: 'mould in my room',
        issueDescription:
          'Black mould in my bedroom since September. I made a formal complaint on 3 November and got the Stage 2 response on 20 November saying they will monitor it.',
        desiredResolution: 'another room',
        actionTaken: 'submittedcomplaint',
        universityName: 'University of Glenmorven',
      },
      policy: {
        text: `1. Stage 1: frontline response
1.1 Complaints should be made within six months of the event complained about.

2. Stage 2: investigation
2.1 If you are dissatisfied with the Stage 1 response you can ask us to investigate your complaint at Stage 2. You must do this within two months of the Stage 1 response.

4. The Scottish Public Services Ombudsman
4.1 If you remain dissatisfied after Stage 2, you can ask the SPSO to look at your complaint. You must normally do this within 12 months of the event complained about.
`,
      },
    });
    expect(nextStepQuotes(report)).toEqual(['within 12 months of the event complained about']);
    expect(report.actionSteps.join('\n')).not.toMatch(/Stage 2 within|once its outcome arrives/);
    expect(report.actionSteps).toContain(
      'The internal stages are complete, so the next step is the outside body named above: send it the final response and your evidence with the complaint.',
    );
  });

  it('at the external stage, marks the ombudsman\u2019s time limit', () => {
    const report = analyse({
      issueCategory: 'service',
      actionTaken: 'escalatedtoombudsman',
      title: 'complaint about my accommodation ended',
      issueDescription:
        'The university ended its procedure on my accommodation complaint and I have my Completion of Procedures Letter.',
    });
    expect(nextStepOf(report)).toEqual([expect.objectContaining({ stage: 'external' })]);
  });
});

describe('a step the student says they have taken', () => {
  it('is not their next step: the step that follows it is', () => {
    const report = analyseCase({
      details: {
        issueCategory: 'admissions',
        title: '',
        issueDescription:
          'On 3 november I get email application is closed incomplete. I ask registrar to reconsider 2 week ago, no answer still.',
        desiredResolution: 'open my application again',
        actionTaken: 'requestedreview',
        universityName: 'Salish Sea College',
      },
      policy: {
        text: `2. Definitions
2.1 In this policy, "days" means business days.

5. Reconsideration
5.1 An applicant may ask the Registrar to reconsider a decision by submitting the Reconsideration Form within 10 days of the date of the decision.

6. Appeal
6.1 An applicant may appeal the Registrar's reconsideration decision to the Admissions Appeal Committee within 10 days of receiving it.
`,
      },
      today: new Date('2026-11-29T12:00:00Z'),
    });
    expect(report.actionSteps[0]).toMatch(
      /^(?:Urgent: )?Appeal the Registrar's reconsideration decision/,
    );
  });
});

describe('a case whose own procedure is behind the student', () => {
  it('goes to the outside body, not to another procedure’s first step', () => {
    const report = analyseCase({
      details: {
        issueCategory: 'academic',
        title: 'appeal turned down',
        issueDescription:
          'My dad was in intensive care during my exams. I failed three and appealed with the hospital letter. The Appeal Committee turned it down last week.',
        desiredResolution: 'resits as first sits',
        actionTaken: 'requestedreview',
        universityName: 'University of Glenmorrow',
      },
      policy: {
        text: `2. Complaints
2.1 Complaints should be made within six months of the event.

3. Academic appeals
3.1 Submit the Academic Appeal Form within 10 working days of the date the decision was sent to you.
3.2 Only one appeal may be made against any decision.

7. The Scottish Public Services Ombudsman
7.1 You must normally contact the SPSO within 12 months of the matter you are complaining about.
`,
      },
    });
    expect(nextStepQuotes(report)).toEqual([
      'within 12 months of the matter you are complaining about',
    ]);
    // The appeal was made; its outcome "last week" starts no clock of the appeal itself.
    expect(report.warnings.map((w) => w.code)).not.toContain('late_submission_risk');
  });

  it('while the step taken awaits its answer, names no next step, not even the outside body', () => {
    const report = analyseCase({
      details: {
        issueCategory: 'admissions',
        title: 'offer taken back',
        issueDescription:
          "My school sent a corrected transcript on Nov 10. Caradoc withdrew my offer on Nov 16 anyway. I asked admissions to reconsider on Nov 18 and attached the school's letter, no reply yet.",
        desiredResolution: 'my offer back',
        actionTaken: 'requestedreview',
        universityName: 'University of Caradoc',
      },
      policy: {
        text: `SECTION 2 - ADMISSIONS
2.5 An applicant who believes that this Policy was not followed may request an administrative review by the Associate Registrar (Admissions) within fifteen (15) working days of the decision.

SECTION 7 - OMBUDSMAN ONTARIO
7.1 Once the University's processes have been completed, a student may complain to the Ombudsman Ontario. Complaints should be made within twelve (12) months of the final University decision.
`,
      },
      today: new Date('2026-11-30T12:00:00Z'),
    });
    expect(nextStepQuotes(report)).toEqual([]);
    // The ombudsman's limit, under its heading, is the outside body's.
    expect(report.escalation.timeLimit).toMatch(/12 months of the final University decision/);
    expect(report.actionSteps.join(' ')).not.toMatch(/internal stages are complete/);
    expect(report.warnings.map((w) => w.code)).toEqual([]);
  });
});

describe('a complaint whose first stage has answered', () => {
  it('goes on to the next internal stage, not to the ombudsman whose step "complaint" only resembles', () => {
    const report = analyseCase({
      details: {
        issueCategory: 'service',
        title: 'no heating 3 weeks',
        issueDescription:
          'heating in my flat broke on 2 nov, reported on portal same day and again 3 times. nobody came till 20 nov. stage 1 complaint i did on 21 nov, they replied yesterday just saying sorry for inconvinience, no refund nothing',
        desiredResolution: 'refund of rent for the weeks',
        actionTaken: 'submittedcomplaint',
        universityName: 'Kirkhaven University',
      },
      policy: {
        text: `2. Time limits
2.1 You should normally make your complaint within six months of the event you want to complain about.

4. Stage 2: Investigation
4.1 If you are dissatisfied with our Stage 1 response, you can ask us to investigate at Stage 2. You should do this within six months of the event or within two months of our Stage 1 response, if this is later.

5. Accommodation standards
5.1 Emergency repairs (no heating, no hot water, flooding) will be attended within 24 hours.

6. The SPSO
6.1 If you remain dissatisfied after Stage 2 you can ask the Scottish Public Services Ombudsman to look at your complaint within 12 months.
`,
      },
      today: new Date('2026-11-30T12:00:00Z'),
    });
    expect(nextStepQuotes(report)).toEqual(['within two months of our Stage 1 response']);
    expect(report.actionSteps.join('\n')).not.toContain('The internal stages are complete');
  });
});

describe('steps the story says are behind the student', () => {
  const nextFor = (issueDescription: string, policy: string) =>
    nextStepQuotes(
      analyseCase({
        details: {
          issueCategory: 'academic',
          title: '',
          issueDescription,
          desiredResolution: 'the fails removed',
          actionTaken: 'requestedreview',
          universityName: 'Kahurangi University',
        },
        policy: { text: policy },
      }),
    );

  it('counts a special consideration application the story says was declined as taken', () =>
    expect(
      nextFor(
        'I had pneumonia in the exams. My special consideration application was declined, so I appealed, and the committee turned that down too.',
        `3. Academic appeals
3.1 An appeal must be lodged within 10 working days of the date the decision was notified.
3.2 Applications for special consideration must be lodged within 5 working days of the assessment.
3.3 There is only one appeal against any decision.
`,
      ),
    ).toEqual([]));

  it('keeps a step stated before the one taken that names its outcome as the next', () =>
    expect(
      nextFor(
        'I asked the registrar to reconsider my progression decision 2 weeks ago and she said no.',
        `3. Academic appeals
3.1 A student may appeal the Registrar's reconsideration decision to the Appeals Committee within 10 working days of that decision.
3.2 A student must first ask the Registrar to reconsider a decision within 5 working days of its publication.
`,
      ),
    ).toEqual(['within 10 working days of that decision']));

  it('counts the complaint stated before the review the student asked for as behind them', () => {
    const report = analyseCase({
      details: {
        issueCategory: 'service',
        title: 'lift still broken',
        issueDescription:
          'The lift to my flat has been broken since January and I use a wheelchair. I requested a review 45 days ago and have had no response.',
        desiredResolution: 'the lift repaired',
        actionTaken: 'requestedreview',
        universityName: 'Mourne Bank University',
      },
      policy: {
        text: `2. Complaints about services
2.1 Submit the Student Complaint Form within 30 days of the matter complained about.
2.2 A student who is dissatisfied with the response may request a review by the Deputy Vice-Chancellor within 14 days of the response.

3. Academic appeals
3.1 Lodge the appeal within 14 days of the publication of results.

4. The Ombudsman
4.1 A student may complain to the Northern Ireland Public Services Ombudsman within 6 months of the date of the University's final response.
`,
      },
    });
    expect(nextStepQuotes(report)).toEqual([
      "within 6 months of the date of the University's final response",
    ]);
  });

  it('after an appeal, is the review of the appeal decision, not the stage before it', () =>
    expect(
      nextFor(
        'I appealed to the Faculty Board about my grade and they said no last week.',
        `4. Academic appeals
4.1 Before any appeal, a student may ask the Course Coordinator to review a grade within 10 working days of its release.
4.2 A student who is dissatisfied with the review may appeal to the Faculty Board within 10 working days of the review outcome.
4.3 A student may ask the Provost to review the Faculty Board's decision on an appeal within 10 working days of that decision.
`,
      ),
    ).toEqual(['within 10 working days of that decision']));
});

describe('an advisor writing that the student has taken a step', () => {
  it('is read as the student’s own step', () => {
    const report = analyseCase({
      details: {
        issueCategory: 'academic',
        title: '',
        issueDescription:
          'I am a Student Guild advocate. The student has lodged an appeal against a misconduct finding; the decision-maker also made the allegation.',
        desiredResolution: 'the finding set aside',
        actionTaken: 'submittedcomplaint',
        universityName: 'Murrumbank University',
      },
      policy: {
        text: `4. Student misconduct appeals
4.1 A student may appeal against a finding of misconduct to the Discipline Appeals Committee within 20 working days of the decision.
4.2 A student may ask the Vice-Chancellor to review the Committee's decision on an appeal within 10 working days of that decision.
`,
      },
    });
    expect(nextStepQuotes(report)).toEqual(['within 10 working days of that decision']);
  });
});

describe('two first steps of the same procedure', () => {
  it('is the one the story names: an appeal, not the application stated before it', () => {
    const report = analyseCase({
      details: {
        issueCategory: 'academic',
        title: 'thrown off the course',
        issueDescription:
          'The committee threw me off the course with a letter dated 3 April. I had two days notice of the hearing. I want to use the university appeal.',
        desiredResolution: 'back on the course',
        actionTaken: 'notyet',
        universityName: 'Owhiti University',
      },
      policy: {
        text: `3. Academic appeals
3.1 Special consideration: make the application within 5 working days of the affected assessment.
3.2 Lodge the appeal within 10 working days.
`,
      },
    });
    expect(nextStepQuotes(report)).toEqual(['within 10 working days']);
  });
});

describe('a decision the story tells of', () => {
  it('is challenged by the review of it, not by a complaint about the service', () => {
    const report = analyseCase({
      details: {
        issueCategory: 'admissions',
        title: 'offer withdrawn',
        issueDescription:
          'On results day they withdrew my offer saying I got BCC. My certificates show ABB.',
        desiredResolution: 'my place back',
        actionTaken: 'triedinformally',
        universityName: 'Llanfair University',
      },
      policy: {
        text: `PART E - ADMISSIONS
E1 An applicant may complain about the admissions service within one month of the matter arising.
E2 An applicant may ask the Admissions Office to review the decision within two weeks of being told it.
`,
      },
    });
    expect(nextStepQuotes(report)).toEqual(['within two weeks of being told it']);
  });
});

describe('a misconduct finding made while the student was away', () => {
  const report = analyseCase({
    details: {
      issueCategory: 'academic',
      title: 'decided without me',
      issueDescription:
        'I got an allegation notice in June with the text-matching report attached. I was away and did not check my email. By the time I got back they had decided it without me, 12 business days ago.',
      desiredResolution: 'a proper hearing',
      actionTaken: 'notyet',
      universityName: 'Coral Coast University',
    },
    policy: {
      text: `PART 5 - ACADEMIC INTEGRITY
5.2 A student who receives an allegation must respond within ten (10) business days.
5.5 A student may appeal an outcome to the University Appeals Committee within twenty (20) business days.

PART 6 - ADMISSIONS
6.1 An applicant may seek a review of an admission decision within 15 business days of the decision.
`,
    },
    today: new Date('2026-11-30T12:00:00Z'),
  });

  it('is appealed, not answered as an allegation', () =>
    expect(nextStepQuotes(report)).toEqual(['within twenty (20) business days']));

  it('is never timed by the limit of an applicant’s review', () =>
    expect(report.warnings.map((w) => w.message).join('\n')).not.toContain('admission'));
});

describe('a recheck of the script', () => {
  const policy = `9. Academic appeals
9.1 Before lodging an appeal, a student may request a Recheck or Viewing of their script through the Examinations Office within 5 days of results.
9.2 Appeals are made on the Academic Appeal Form within 10 days of the publication of results or of the outcome of a recheck.
9.3 A student may appeal a finding of academic misconduct to the Appeals Board within 10 days of the written decision.
`;
  const nextFor = (issueDescription: string) =>
    nextStepQuotes(
      analyseCase({
        details: {
          issueCategory: 'academic',
          title: '',
          issueDescription,
          desiredResolution: 'put it right',
          actionTaken: 'notyet',
          universityName: 'Nore Valley University',
        },
        policy: { text: policy },
      }),
    );

  it('is not the next step of a withdrawal for attendance', () =>
    expect(
      nextFor(
        'Three days ago I got an email that I am withdrawn because my attendance is under 80 percent.',
      ),
    ).toEqual(['within 10 days of the publication of results or of the outcome of a recheck']));

  it('is the next step of a mark the student thinks was added up wrong', () =>
    expect(nextFor('My exam mark is 38 but the marks on the script add up to 45.')).toEqual([
      'within 5 days of results',
    ]));
});

describe('a step that hears only some decisions', () => {
  const policy = `4. Review of grades
4.1 A student may ask for a review of a grade within 10 working days of its release. A grade may be reviewed only once and the result of the review is final.

5. Appeals
5.1 An appeal lies to the Appeals Board only against decisions on progression, exclusion or penalties for misconduct, and only where the procedure was not followed.
5.2 An appeal must be lodged within 15 working days of the decision being notified.
`;
  const reportFor = (issueDescription: string) =>
    analyseCase({
      details: {
        issueCategory: 'academic',
        title: '',
        issueDescription,
        desiredResolution: 'a fair outcome',
        actionTaken: 'requestedreview',
        universityName: 'Karewa Polytechnic',
      },
      policy: { text: policy },
    });

  it('is not the next step of a grade already reviewed: no further internal step is named', () => {
    const report = reportFor('my essay got a D, already had the review and they kept it. what now');
    expect(nextStepQuotes(report)).toEqual([]);
    expect(report.actionSteps.join('\n')).not.toContain('appeal must be lodged');
  });

  it('is the next step of a decision of a kind it hears', () => {
    const report = reportFor(
      'I asked for a review of my grade but now the board says I cannot progress to third year.',
    );
    expect(nextStepQuotes(report)).toEqual([
      'within 15 working days of the decision being notified',
    ]);
  });
});

describe('a discrimination case', () => {
  const policy = `Definitions
In Parts 4 to 8, "days" means calendar days unless "business days" is stated.

Part 4. Grade Appeals
4.3 Step 1. The student must first discuss the grade with the instructor. A written grade appeal must be filed with the Department Chair within thirty (30) calendar days after final grades are posted.

Part 7. Discrimination and Harassment Complaints
7.1 Policy. The University prohibits discrimination and harassment on the basis of race, religion, sex, disability or any other protected characteristic.
7.2 Filing. A student may file a complaint with the Office of Equity and Title IX (OETIX), Room 210, Alder Hall. Complaints should be filed within 180 calendar days of the most recent incident.
`;
  const reportFor = (title: string, issueDescription: string, desiredResolution: string) =>
    analyseCase({
      details: {
        issueCategory: 'academic',
        title,
        issueDescription,
        desiredResolution,
        actionTaken: 'triedinformally',
        universityName: 'Red Mesa State University',
      },
      policy: { text: policy },
    });

  it('goes to the equality procedure, named by its office, where that part covers disability', () => {
    const report = reportFor(
      'accommodations ignored',
      'I have ADHD and my accommodation letter from the disability office says 50% extra time and a quiet room. My stats professor refused both for the midterm and I failed it.',
      'retake the midterm with my accommodations',
    );
    expect(report.grounds).toContain('disability_adjustments');
    expect(report.actionSteps[0]).toMatch(
      /^(?:Urgent: )?Make the complaint within 180 calendar days/,
    );
    expect(report.actionSteps[1]).toBe(
      'Send it to the Office of Equity and Title IX, as Section 7.2 — Part 7. Discrimination and Harassment Complaints says.',
    );
  });

  it('is not sent there for a grade dispute', () => {
    const report = reportFor(
      'grade',
      'my final grade is a C and the marking was too harsh, I deserved a B',
      'a B',
    );
    expect(report.actionSteps[0]).toMatch(/^(?:Urgent: )?Lodge the appeal|^(?:Urgent: )?File/);
  });
});

describe('a time limit that is no step of a procedure', () => {
  it('is never the next step of a complaint', () => {
    const report = analyseCase({
      details: {
        issueCategory: 'service',
        title: 'mould in my room',
        issueDescription:
          'There has been black mould in my room for two months and nobody has come to treat it. I reported it three times.',
        desiredResolution: 'Treat the mould and refund some rent.',
        actionTaken: 'triedinformally',
        universityName: 'Kestrel Bay University',
      },
      policy: {
        text: `KESTREL BAY UNIVERSITY
Residences

1. Ending your agreement

1.1 A resident who wishes to end the agreement early must give four weeks' written notice to the Residences Office.

2. Complaints

2.1 A resident should first raise the problem with the Residences Office (Stage 1).
2.2 A resident who is not satisfied may make a formal complaint to the Student Complaints Unit within 60 days of the Stage 1 response.
`,
      },
    });
    const next = report.deadlines.find((d) => d.nextStep);
    expect(next?.amount).toBe(60);
  });

  it('names the office the form is sent to, never the one whose decision is appealed', () => {
    const misconductAppeal = (clause: string) =>
      analyseCase({
        details: {
          issueCategory: 'academic',
          title: 'zero for the module',
          issueDescription:
            'They said I copied my essay and gave me zero for the module without a hearing.',
          desiredResolution: 'Remove the zero.',
          actionTaken: 'notyet',
          universityName: 'Larchfield University',
        },
        policy: { text: `LARCHFIELD UNIVERSITY\nAcademic Misconduct Appeals\n\n4.1 ${clause}\n` },
      }).procedure?.sendTo;
    const sendTo = misconductAppeal(
      'A student may appeal against a decision of the Panel within 15 working days of the date the decision was sent, by completing the Academic Appeal Form and sending it to appeals@larchfield.ac.uk.',
    );
    expect(sendTo).toMatchObject({
      form: 'Academic Appeal Form',
      email: 'appeals@larchfield.ac.uk',
    });
    expect(sendTo?.office).toBeUndefined();
    expect(
      misconductAppeal(
        'An appeal against a decision of the Misconduct Panel is made on the Academic Appeal Form to the Appeals Office (appeals@larchfield.ac.uk) within 15 working days.',
      ),
    ).toMatchObject({ office: 'Appeals Office', email: 'appeals@larchfield.ac.uk' });
  });
});

describe('a student who has tried to resolve it informally', () => {
  const POLICY = `3. Informal resolution
3.1 The student must first attempt to resolve the matter with the instructor within 15 business days of the posting of the final grade.
3.2 If the instructor does not respond within 10 business days, or the matter is not resolved, the student may submit a written appeal to the Department Chair within 10 business days of the instructor's response or of the end of that period.

4. Department Chair
4.1 The student may appeal the Chair's decision to the Dean's Grade Appeal Committee within 10 business days of the Chair's decision. The Committee's decision is final.
`;
  const next = (actionTaken: string) =>
    nextStepQuotes(
      analyseCase({
        details: {
          issueCategory: 'academic',
          title: 'grade C instead of A',
          issueDescription:
            'Professor give me C but rubric say all criteria met. I email professor 3 times, no reply.',
          desiredResolution: 'regrade my project by the rubric',
          actionTaken,
          universityName: 'Lakeshore State University',
        },
        policy: { text: POLICY },
      }),
    );

  it('is sent to the formal appeal, not the informal step again nor the review of an appeal never made', () =>
    expect(next('triedinformally')).toEqual([
      "within 10 business days of the instructor's response or of the end of that period",
    ]));

  it('is, before trying anything, the informal step the policy asks for first', () =>
    expect(next('notyet')).toEqual(['within 15 business days of the posting of the final grade']));
});

describe('a step about to close beside the next one', () => {
  const ADMISSIONS = `Part A. Admission decision review
A1. An applicant may request a review of an admission decision only on the grounds of a procedural error in the handling of the application. Requests must be submitted to the Office of Admissions within 15 calendar days of the date of the decision letter.

Part B. Discrimination and accommodation complaints
B2. An applicant who believes they have been discriminated against or denied an accommodation may file a complaint with the Office of Equal Opportunity and Access within 180 calendar days of the incident.
`;

  it('is an urgent step of its own, and the next step is not called urgent for it', () => {
    const report = analyseCase({
      details: {
        issueCategory: 'admissions',
        title: 'rejected after I said I am deaf',
        issueDescription:
          'I asked for captions at my zoom interview because Im deaf, they said they dont do that. Got the rejection letter 12 days ago. I think its discrimination.',
        desiredResolution: 'a new interview with captions',
        actionTaken: 'notyet',
        universityName: 'Cedar Valley University',
      },
      policy: { text: ADMISSIONS },
      today: new Date('2026-11-30T12:00:00Z'),
    });
    expect(report.warnings.map((w) => w.code)).toContain('late_submission_risk');
    const urgent = report.actionSteps.filter((step) => step.startsWith('Urgent: '));
    expect(urgent).toEqual([expect.stringContaining('within 15 calendar days of the date')]);
    expect(nextStepQuotes(report)).toEqual(['within 180 calendar days of the incident']);
  });

  it('comes before the outside body the student went to, while it is open', () => {
    const report = analyseCase({
      details: {
        issueCategory: 'service',
        title: 'no heating',
        issueDescription:
          'No heating in my room since October. I complained to the residences office and they replied 8 working days ago saying it is fixed, it is not. Last week I emailed the ombudsman.',
        desiredResolution: 'a refund',
        actionTaken: 'escalatedtoombudsman',
        universityName: 'Glanmor University',
      },
      policy: {
        text: `4. Stage 1
4.1 Raise your complaint with the service concerned.

5. Stage 2
5.1 If you are unhappy with the Stage 1 response, submit the Stage 2 Complaint Form within 10 working days of the date of the Stage 1 response.

8. External review
8.1 Complaints to the OIA must normally be made within 12 months of the date of the Completion of Procedures Letter.
`,
      },
      today: new Date('2026-11-30T12:00:00Z'),
    });
    expect(nextStepQuotes(report)).toEqual([
      'within 10 working days of the date of the Stage 1 response',
    ]);
    expect(report.actionSteps[0]).toMatch(/^Urgent: /);
    expect(report.actionSteps.join('\n')).not.toContain('The internal stages are complete');
  });
});

describe('a service complaint whose formal stage has no time limit', () => {
  it('is never given another procedure’s step, nor the review of the complaint’s outcome', () => {
    const report = analyseCase({
      details: {
        issueCategory: 'service',
        title: 'no supervisor',
        issueDescription:
          "I am international PhD student. My supervisor retire in july and since then nobody is my supervisor, 4 month now. I ask the graduate office three times (emails 2 aug, 30 sep, 2 nov) they always say 'we are looking'.",
        desiredResolution: 'new supervisor asap',
        actionTaken: 'triedinformally',
        universityName: 'Coorabel University',
      },
      policy: {
        text: `2. Stage 1: Local resolution
2.1 Students should first raise a concern with the staff member or area responsible. A concern should be raised within six months of the matter arising.

3. Stage 2: Formal complaint
3.1 If a concern is not resolved locally, a student may lodge a formal complaint through the Student Complaints Portal.

4. Review of assessment and academic appeals
4.1 A student may ask the unit coordinator for a review of a final grade within ten (10) business days of the release of the grade.

6. Stage 3: Internal review
6.1 A student who is dissatisfied with the outcome of a formal complaint or of an appeal under section 4 may request an internal review by the Office of the Deputy Vice-Chancellor within twenty (20) business days of that outcome.
`,
      },
      today: new Date('2026-11-30T12:00:00Z'),
    });
    expect(nextStepQuotes(report)).toEqual([]);
    expect(report.actionSteps[0]).toMatch(/next step is the formal complaint/);
  });
});

describe('a special consideration application refused, before any appeal', () => {
  it('is behind the student: the appeal of its decision is next, whatever the form says was done', () => {
    const report = analyseCase({
      details: {
        issueCategory: 'academic',
        title: 'special consideration rejected',
        issueDescription:
          'I was in hospital with dengue 10-14 Oct, final exam was on 13 Oct. I apply special consideration on 21 Oct with discharge paper but they reject because late. The rejection email came 25 Nov.',
        desiredResolution: 'deferred exam',
        actionTaken: 'notyet',
        universityName: 'Tallowood University',
      },
      policy: {
        text: `PART C  ACADEMIC APPEALS
C2  Appeal. A student may appeal to the Faculty Appeals Committee within 20 days of any academic decision (progression, exclusion, special consideration, late penalties).
C5  Special consideration. An application for special consideration must be lodged within 5 days of the assessment due date or examination, with supporting documentation.
`,
      },
      today: new Date('2026-11-30T12:00:00Z'),
    });
    expect(nextStepQuotes(report)).toEqual(['within 20 days of any academic decision']);
    // Ten working days are left on it: the late refusal does not make the appeal urgent.
    expect(report.actionSteps[0]).toMatch(/^Appeal to the Faculty Appeals Committee within 20/);
  });
});
