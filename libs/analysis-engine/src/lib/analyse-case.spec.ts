import { analyseCase, gatherCaseEvidence } from './analyse-case';
import { analysisReportSchema } from './report/report.schema';
import {
  PRAIRIE_POLICY,
  RIVERFORD_MISCONDUCT_CASE,
  RIVERFORD_POLICY,
} from './testing/invented-cases';
import { createQuoteVerifier } from './text/quote-integrity';

describe('analyseCase', () => {
  const report = analyseCase({
    details: RIVERFORD_MISCONDUCT_CASE,
    policy: { text: RIVERFORD_POLICY },
  });

  it('returns a report that satisfies the shared schema and says the engine produced it', () => {
    expect(analysisReportSchema.safeParse(report).success).toBe(true);
    expect(report.producedBy).toBe('engine');
  });

  it('quotes the policy verbatim in every citation and deadline', () => {
    const isVerbatim = createQuoteVerifier(RIVERFORD_POLICY);
    const quotes = [
      ...report.relevantPolicies.map((p) => p.quote),
      ...report.deadlines.map((d) => d.quote),
    ];
    expect(quotes.length).toBeGreaterThan(3);
    for (const quote of quotes) expect(isVerbatim(quote)).toBe(true);
  });

  it('cites the rules the case turns on', () => {
    const cited = report.relevantPolicies.map((p) => p.quote).join('\n');
    expect(cited).toContain('could not reasonably have been provided earlier');
    expect(cited).toContain('confirm, reduce or increase the penalty');
  });

  it('writes case-specific scenarios and steps', () => {
    expect(report.bestCaseScenario).toContain('2 to 8 weeks');
    expect(report.bestCaseScenario).toContain('A reduced penalty');
    expect(report.worstCaseScenario).toContain('more serious');
    expect(report.actionSteps[0]).toContain('within 15 working days');
    expect(report.tags).toEqual(
      expect.arrayContaining(['academic', 'ground:new_evidence', 'escalation:OIA']),
    );
  });

  it('is deterministic', () => {
    expect(
      analyseCase({ details: RIVERFORD_MISCONDUCT_CASE, policy: { text: RIVERFORD_POLICY } }),
    ).toEqual(report);
  });

  it('still reports from the narrative when no policy is given', () => {
    const noPolicy = analyseCase({
      details: {
        issueCategory: 'service',
        issueDescription: 'My approved extended time was refused in my exam.',
        actionTaken: 'notyet',
      },
      policy: null,
    });
    expect(analysisReportSchema.safeParse(noPolicy).success).toBe(true);
    expect(noPolicy.relevantPolicies).toEqual([]);
    expect(noPolicy.grounds).toContain('disability_adjustments');
    expect(noPolicy.notes[0]).toMatch(/No policy document was provided/);
  });

  it('routes a US disability case to the Office for Civil Rights', () => {
    const us = analyseCase({
      details: {
        issueCategory: 'service',
        issueDescription: 'My approved accommodations were refused by my instructor.',
        actionTaken: 'triedinformally',
      },
      policy: { text: PRAIRIE_POLICY },
    });
    expect(us.escalation.body).toBe('OCR');
    expect(us.deadlines.map((d) => `${d.amount} ${d.unit}`)).toEqual([
      '10 working_days',
      '180 calendar_days',
    ]);
  });

  it('puts first the time limit that runs from the event the student describes', () => {
    const policy = `1. Misconduct\n\n1.1 You may respond within 5 working days of receiving the allegation letter.\n\n1.2 You may appeal within 20 working days of the date of the penalty notice.\n`;
    const appeal = analyseCase({
      details: {
        issueCategory: 'academic',
        issueDescription: 'I received the penalty notice for plagiarism last week.',
        actionTaken: 'notyet',
      },
      policy: { text: policy },
    });
    expect(appeal.actionSteps[0]).toContain(
      'within 20 working days of the date of the penalty notice',
    );
  });

  it('rejects a case without a description', () => {
    expect(() =>
      analyseCase({ details: { issueCategory: 'academic', actionTaken: 'notyet' } }),
    ).toThrow();
  });

  describe('cites the clauses that decide the case', () => {
    const HALLS_POLICY = [
      'Residences Complaints Procedure',
      '',
      '1. Definitions',
      '',
      '1.1 In this procedure "days" means calendar days.',
      '',
      '2. Standards',
      '',
      '2.1 The University will provide rooms that are safe, clean, in good repair and free from damp and mould.',
      '',
      '2.2 Where the University fails to meet these standards, the investigator may recommend a partial refund of rent, a move to another room or other redress for the room and the time lost.',
      '',
      '3. Making a complaint',
      '',
      '3.1 You must complain within 14 days of the reply to your repair request.',
      '',
      '3.2 In exceptional circumstances we may be able to accept a complaint after the time limit.',
      '',
      '3.3 We will reply to your complaint within 20 days.',
    ].join('\n');
    const halls = analyseCase({
      details: {
        issueCategory: 'service',
        title: 'mould',
        issueDescription:
          'black mould all over my room since september, i cough all night. the reply to my repair request came on 1 October and said open ur window',
        desiredResolution: 'move room and refund',
        actionTaken: 'triedinformally',
      },
      policy: { text: HALLS_POLICY },
      today: new Date('2026-11-25T12:00:00Z'),
    });
    const cited = halls.relevantPolicies.map((p) => p.quote).join('\n');

    it('the standard that names what went wrong, however the rest of the story scores', () => {
      expect(cited).toContain('free from damp and mould');
    });

    it('how the time limits count days, when a limit is in bare days', () => {
      expect(cited).toContain('"days" means calendar days');
    });

    it('the rule on late complaints, when the limit has passed', () => {
      expect(halls.warnings.map((w) => w.code)).toContain('late_submission_risk');
      expect(cited).toContain('accept a complaint after the time limit');
    });
  });
});

describe('a ground the policy names by a term of its own', () => {
  const policy = [
    '4. Definitions',
    '',
    '4.2 "Compelling reason" means an illness, a bereavement or another circumstance outside the candidate\'s control, including the care of a dependant.',
    '',
    '9. Grounds for review',
    '',
    '9.1 A review may be sought only on the following grounds:',
    '(a) a compelling reason that the candidate could not disclose before the Board met;',
    '(b) a failure to follow these regulations.',
  ].join('\n');
  const report = analyseCase({
    details: {
      issueCategory: 'academic',
      title: 'failed my resits',
      issueDescription:
        'my dad was in hospital all summer and i was looking after my little sisters, i failed the resits and now they terminated my studies. i didnt tell anyone, i didnt know i could',
      desiredResolution: 'another chance at the resits',
      actionTaken: 'notyet',
      universityName: 'Hollin College',
    },
    policy: { text: policy },
  });

  it('cites the list item that names it and the definition of the term', () => {
    expect(report.grounds).toContain('extenuating_circumstances');
    const cited = report.relevantPolicies.map((p) => p.quote).join('\n');
    expect(cited).toContain('(a) a compelling reason that the candidate could not disclose');
    expect(cited).toContain('"Compelling reason" means an illness');
  });
});

describe('what the student relied on and what they ask for', () => {
  const policy = [
    '3. Fees',
    '',
    '3.1 Deposits are not returned after 1 August. This does not apply where a student acted on incorrect published guidance about deposit dates; the College will then keep to what it said.',
    '',
    '3.2 A student may complain about a fee decision to the Finance Manager within 20 working days of the decision.',
    '',
    '3.3 Where a complaint is upheld, remedies may include a refund of fees or a written apology.',
  ].join('\n');
  const report = analyseCase({
    details: {
      issueCategory: 'service',
      title: 'deposit not returned',
      issueDescription:
        'the website said deposits come back if you cancel before 10 august. i cancelled on 5 august and now finance say no, the date was 1 august. i have a screenshot of the page',
      desiredResolution: 'I want my deposit back',
      actionTaken: 'notyet',
      universityName: 'Hollin College',
    },
    policy: { text: policy },
  });

  it('cites the rule on information relied on and the remedies the policy allows', () => {
    expect(report.grounds).toContain('misrepresentation');
    const cited = report.relevantPolicies.map((p) => p.quote).join('\n');
    expect(cited).toContain('incorrect published guidance about deposit dates');
    expect(cited).toContain('remedies may include a refund of fees');
  });
});

describe('a step out of time beside a later one still open', () => {
  const policy = [
    '2. Academic appeals',
    '',
    '2.1 A request for a recheck of a mark must be made within 5 working days of the publication of results.',
    '',
    '2.2 A student may appeal against a decision of the Board of Examiners within 15 working days of the publication of results.',
  ].join('\n');
  const report = analyseCase({
    details: {
      issueCategory: 'academic',
      title: 'failed dissertation',
      issueDescription:
        'My results were published on 13 November. My dissertation mark is 38 but the marks on the feedback sheet add up to 52, so the mark was added up wrong.',
      desiredResolution: 'the right mark on my transcript',
      actionTaken: 'notyet',
    },
    policy: { text: policy },
    today: new Date('2026-11-29T12:00:00Z'),
  });

  it('makes the open step the next one, with the day it ends', () => {
    const next = report.deadlines.find((d) => d.nextStep);
    expect(next?.quote).toBe('within 15 working days of the publication of results');
    expect(report.actionSteps.join('\n')).toContain(
      'within 15 working days of the publication of results',
    );
  });

  it('says the first limit ended and the later one is still open', () => {
    const late = report.warnings.find((w) => w.code === 'late_submission_risk');
    expect(late?.message).toContain('ended on Nov 20, 2026');
    expect(late?.message).toContain(
      'runs from the same event and is still open: it ends on Dec 4, 2026.',
    );
  });
});

describe('the advice names the step as the policy does', () => {
  const policy = [
    '2. Accommodations',
    '',
    '2.1 Faculty must implement the accommodations listed in a student’s accommodation letter once the student has delivered it.',
    '',
    '5. Formal grievance',
    '',
    '5.1 A student may file a written grievance with the ADA/Section 504 Coordinator within 30 days of the incident.',
  ].join('\n');
  const report = analyseCase({
    details: {
      issueCategory: 'academic',
      title: 'no extra time',
      issueDescription:
        'My accommodation letter says 1.5x time on exams and I gave it to my professor in week 2. On the midterm he made me finish with everybody else. I emailed him and he said the letter is only a suggestion.',
      desiredResolution: 'retake the midterm with my extra time',
      actionTaken: 'triedinformally',
    },
    policy: { text: policy },
  });

  it('a grievance where the policy has a grievance, not an appeal', () => {
    expect(report.actionSteps).toContain(
      'Informal contact has not resolved it, so the next step is the formal grievance (the first formal stage of the procedure).',
    );
    expect(report.worstCaseScenario).toMatch(/^The grievance is rejected/);
    expect(JSON.stringify(report)).not.toMatch(/formal appeal|The appeal is/);
  });
});

describe('the outcomes a policy allows', () => {
  const policy = [
    '9. Outcomes',
    '',
    '9.1 If an appeal is upheld, the Committee may direct that the student be permitted to resit the assessment without charge.',
    '',
    '10. Ombudsman',
    '',
    '10.1 A student who remains dissatisfied after receiving the Final Response may refer the matter to the Northern Ireland Public Services Ombudsman.',
  ].join('\n');
  const reportWith = (text: string) =>
    analyseCase({
      details: {
        issueCategory: 'academic',
        title: '',
        issueDescription:
          'failed my resit bc my nan died the week b4 and nobody told me about the EC form',
        desiredResolution: 'let me sit it again without paying',
        actionTaken: 'notyet',
      },
      policy: { text },
    });

  it('are what the institution may do if the case succeeds, never the way to the ombudsman', () => {
    expect(reportWith(policy).bestCaseScenario).toContain(
      'The outcomes the policy allows are set out in Section 9.1 — Outcomes.',
    );
    const withoutOutcomes = policy.split('\n').slice(4).join('\n');
    expect(reportWith(withoutOutcomes).bestCaseScenario).not.toContain(
      'The outcomes the policy allows',
    );
  });
});

describe('a first offence given a penalty for repeated ones', () => {
  const policy = [
    '4. Hearings',
    '',
    '4.1 The Conduct Panel shall give the student at least five working days’ notice of the hearing and copies of the evidence.',
    '',
    '5. Penalties',
    '',
    '5.1 The Panel may impose a reprimand, a mark of zero for the work, a mark of zero for the module, or suspension.',
    '',
    '5.2 For a first offence the penalty is normally a reprimand or a mark of zero for the work. Suspension is imposed only for a second or subsequent offence.',
    '',
    '6. Appeals',
    '',
    '6.1 A student may appeal within ten working days of the decision on the ground that the procedure was not followed or that the penalty is disproportionate.',
  ].join('\n');
  const input = {
    details: {
      issueCategory: 'academic',
      title: 'suspended for copying',
      issueDescription:
        'they say i copied my friends code and kicked me out for the rest of term!! its the first time ive ever been in any trouble, i had no idea about the hearing till the morning of it',
      desiredResolution: 'remove the suspension',
      actionTaken: 'notyet',
      universityName: 'Hollin College',
    },
    policy: { text: policy },
  };

  it('rests the ground on what the tariff says of first and repeated offences', () => {
    const evidence = gatherCaseEvidence(input);
    expect(evidence.grounds).toContain('disproportionate_sanction');
    expect(evidence.decidingRules.disproportionate_sanction?.map((r) => r.sentence)).toContain(
      'Suspension is imposed only for a second or subsequent offence.',
    );
    const cited = analyseCase(input)
      .relevantPolicies.map((p) => p.quote)
      .join('\n');
    expect(cited).toContain('Suspension is imposed only for a second or subsequent offence');
  });

  it('reads a first offence and a rule for repeated ones in other words', () => {
    const text = policy.replace(
      'Suspension is imposed only for a second or subsequent offence.',
      'Expulsion from the University is reserved for repeated serious misconduct.',
    );
    const evidence = gatherCaseEvidence({
      details: {
        ...input.details,
        issueDescription:
          'Panel decide expel me for buy essay but I write it myself. I have no any misconduct before.',
      },
      policy: { text },
    });
    expect(evidence.grounds).toContain('disproportionate_sanction');
    expect(evidence.decidingRules.disproportionate_sanction?.map((r) => r.sentence)).toContain(
      'Expulsion from the University is reserved for repeated serious misconduct.',
    );
  });
});

describe('what an outside body takes and by when', () => {
  it('is no rule the institution broke, whatever words it shares with the story', () => {
    const policy = [
      '1. Policy statement',
      '',
      '1.1 The University prohibits discrimination on the basis of sex, including sex-based harassment, in its education programs and activities.',
      '',
      '3. Reporting',
      '',
      '3.2 The Title IX Coordinator or a designee will contact the Complainant within three (3) business days of receiving a report to explain the available options and supportive measures.',
      '',
      '4. Supportive measures',
      '',
      '4.1 Supportive measures are individualized, non-punitive services offered free of charge to a Complainant, whether or not a formal complaint is filed. They must be offered promptly after the University receives a report.',
      '',
      '5. Grievance procedure',
      '',
      '5.1 On receipt of a formal complaint, the Title IX Coordinator will send written notice of the allegations to both parties and assign a trained investigator within ten (10) business days.',
      '',
      '9. External agencies',
      '',
      "9.1 Complainants may also file a complaint with the U.S. Department of Education, Office for Civil Rights (OCR). A complaint to OCR must generally be filed within 180 calendar days of the date of the alleged discrimination. Use of the University's procedures is not required first.",
    ].join('\n');
    const evidence = gatherCaseEvidence({
      details: {
        issueCategory: 'service',
        title: "title ix sat on my harassment complaint for 6 months and he's still my TA",
        issueDescription:
          "i reported my chem lab TA to the title ix office in early june for sexual harassment (texts about my body, kept asking me out, comments in lab) and filed the formal complaint june 8, and its nearly december. no investigator has even interviewed me, nobody offered me anything, and he is STILL my TA, still grades my lab reports and still makes comments. they just keep saying its 'in the queue' and i emailed the coordinator again last week, no answer.",
        desiredResolution: 'move me to a different lab section/TA now and actually investigate',
        actionTaken: 'submittedcomplaint',
        universityName: 'Lakemont University',
      },
      policy: { text: policy },
    });
    console.log(
      JSON.stringify(evidence.grounds),
      JSON.stringify(
        Object.fromEntries(
          Object.entries(evidence.decidingRules).map(([k, v]) => [
            k,
            (v ?? []).map((r) => r.sentence),
          ]),
        ),
      ),
    );
    expect(evidence.grounds.length).toBeGreaterThan(0);
    const deciding = Object.values(evidence.decidingRules).flatMap((rules) => rules ?? []);
    expect(deciding.map((r) => r.sentence)).not.toContainEqual(expect.stringContaining('OCR'));
  });
});

describe('a rule on what the institution failed to record', () => {
  it('is the rule of an administrative error', () => {
    const policy = [
      '3. Withdrawal',
      '',
      '3.1 Students withdraw from a unit through the Student Portal before the census date.',
      '',
      "3.2 Where the University's systems failed to record a withdrawal request correctly, the University will treat the withdrawal as made on the day it was requested.",
      '',
      '4. Review',
      '',
      '4.1 A student may ask for a review of a fees decision within 28 days of the decision.',
    ].join('\n');
    const evidence = gatherCaseEvidence({
      details: {
        issueCategory: 'service',
        title: 'charged for a unit i dropped',
        issueDescription:
          'i withdrew from the unit online in march before census, now they say there is no record of it and i owe $1,200. the system must have lost it',
        desiredResolution: 'remove the charge',
        actionTaken: 'notyet',
        universityName: 'Hollin College',
      },
      policy: { text: policy },
    });
    expect(evidence.grounds).toContain('administrative_error');
    expect(evidence.groundRules.administrative_error?.sentence).toContain(
      'failed to record a withdrawal request correctly',
    );
  });
});
