import { extractDeadlines } from '../deadlines/extract-deadlines';
import { chooseEscalation, type Jurisdiction } from '../escalation/escalation-route';
import { splitPassages } from '../passages/split-passages';
import { caseDetailsSchema, type Ground } from '../report/report.schema';
import { LOCHSIDE_POLICY, RIVERFORD_POLICY } from '../testing/invented-cases';
import {
  describeWarning,
  detectWarnings,
  readWarningSignals,
  warnsOfHeavierPenalty,
} from './detect-warnings';

function warningsFor(
  details: Record<string, unknown>,
  policyText: string,
  grounds: Ground[] = [],
  jurisdiction: Jurisdiction = 'england-wales',
  today?: Date,
) {
  const parsed = caseDetailsSchema.parse(details);
  const passages = splitPassages({ text: policyText });
  const deadlines = extractDeadlines(passages, policyText);
  const narrative = `${parsed.title}\n${parsed.issueDescription}\n${parsed.desiredResolution}`;
  const escalation = chooseEscalation({
    jurisdiction,
    category: parsed.issueCategory,
    grounds,
    policyText,
    narrative,
    deadlines,
  });
  return detectWarnings({
    details: parsed,
    narrative,
    passages,
    policyText,
    ruleGrounds: grounds,
    deadlines,
    jurisdiction,
    escalation,
    today,
  });
}

const codes = (warnings: { code: string }[]) => warnings.map((w) => w.code);

/** A student given a penalty for plagiarism who wants to appeal it, under the policy given. */
const penaltyAppealWarnings = (policy: string) =>
  codes(
    warningsFor(
      {
        issueCategory: 'academic',
        issueDescription: 'I was given zero for the module for plagiarism and want to appeal.',
        actionTaken: 'notyet',
      },
      policy,
      ['disproportionate_sanction'],
    ),
  );

describe('detectWarnings', () => {
  it('warns about academic judgement and cites the policy rule', () => {
    const warnings = warningsFor(
      {
        issueCategory: 'academic',
        issueDescription: 'My essay deserved a higher mark; the marking was too harsh.',
        actionTaken: 'notyet',
      },
      RIVERFORD_POLICY,
    );
    const warning = warnings.find((w) => w.code === 'academic_judgement');
    expect(warning?.policy?.passage.section).toBe('2.2');
  });

  it.each([
    ['thats way too harsh, it should only be zero for the essay', false],
    ['a year out for one paragraph is far too harsh', false],
    ['the penalty is fine but my essay was marked too harshly before that', true],
    ['the marking of the rest of the essay was too harsh as well', true],
  ])(
    'in a story of a plagiarism penalty, reads "%s" as disputing a judgement: %s',
    (said, disputes) => {
      const signals = storySignals(`I got a penalty for plagiarism in my essay. ${said}.`);
      expect(signals.features.includes('s:disputes_judgement')).toBe(disputes);
    },
  );

  it.each([
    ['honestly its worth at least a B, i worked so hard on it', true],
    ['i was way better than half the people in the waiting room', true],
    ['the examiners are just wrong about my methodology', true],
    ['he gave me a D when my lab partner with the same data got B', true],
    ['my chemistry remark came back as an A but the offer is gone', false],
    ['it was worth a lot to me', false],
    ['I asked for a remark because I think the marking was wrong', true],
    ['im a good nurse, my mentor just didnt like me', true],
    ['my portfolio was really strong so the fail is wrong', true],
    ['the fee is wrong, I was charged twice', false],
    ['I also think the report misreads my statistical approach in chapter 4', true],
    ['in my view, the interview went well', true],
    ['they misread my transcript and entered the wrong grade', false],
  ])('reads "%s" as disputing a mark or a judgement: %s', (said, disputes) => {
    const signals = storySignals(said);
    expect(signals.features.includes('s:disputes_judgement')).toBe(disputes);
  });

  it('warns that the penalty may increase and that the final review is the only one', () => {
    const warnings = warningsFor(
      {
        issueCategory: 'academic',
        issueDescription:
          'I was penalised for plagiarism and my appeal was rejected. I want to appeal again.',
        actionTaken: 'requestedreview',
      },
      RIVERFORD_POLICY,
    );
    expect(codes(warnings)).toEqual(
      expect.arrayContaining(['sanction_may_increase', 'single_appeal_only']),
    );
  });

  it('reads a plan to go past a final appeal as wanting another look', () => {
    const warnings = warningsFor(
      {
        issueCategory: 'academic',
        issueDescription:
          'They failed my whole year for one late essay. If the appeal panel rejects it I will go to the Provost after.',
        actionTaken: 'notyet',
      },
      RIVERFORD_POLICY,
    );
    expect(codes(warnings)).toContain('single_appeal_only');
  });

  it('keeps the condition of a penalty that may increase only in some circumstances', () => {
    const penaltyCase = {
      issueCategory: 'academic',
      issueDescription: 'I was penalised for plagiarism and I want to appeal the penalty.',
      actionTaken: 'notyet',
    };
    const conditional = warningsFor(
      penaltyCase,
      '1. Appeals\n\n1.1 A more severe penalty may only be imposed if new evidence of further misconduct comes to light.\n',
    ).find((w) => w.code === 'sanction_may_increase');
    expect(conditional?.message).toContain(
      'can impose a more severe outcome than the original one, but only in the circumstances the policy states',
    );
    const protective = warningsFor(
      penaltyCase,
      '1. Appeals\n\n1.1 The Panel may confirm or reduce the penalty but may not increase it.\n',
    );
    expect(codes(protective)).not.toContain('sanction_may_increase');
  });

  it.each([
    [
      'substitute, but not increase',
      '1. Appeals\n\n1.1 The Appeal Panel may confirm the penalty, reduce it, or substitute another penalty, but shall not increase the penalty.\n',
    ],
    [
      'a tariff that rises for repeat offences beside a protection',
      '1. Penalties\n\n1.1 Penalties increase for repeat offences and a second offence attracts a more severe penalty.\n\n2. Appeals\n\n2.1 The Appeal Committee shall not increase the penalty.\n',
    ],
    [
      'a tariff that rises for repeat offences, and nothing about appeals',
      '1. Penalties\n\n1.1 A more severe penalty applies to a second offence.\n',
    ],
    ...[
      'Any penalty imposed on appeal shall not exceed the penalty originally imposed.',
      'An appeal cannot lead to a worse outcome for the student.',
      'On appeal, the penalty shall not\nbe increased.',
      'The Appeal Board may uphold or reduce the penalty. It shall not increase the penalty.',
      'The appeal body may confirm, vary or quash the decision, provided that it shall not increase the penalty.',
      'A student who appeals will not be subject to a harsher penalty as a result.',
      'Appeals carry no risk of an increased penalty.',
      'The Appeal Committee may not impose a penalty greater than the one appealed against.',
    ].map((protection) => [
      `a first-instance panel that may increase a penalty, and on appeal: "${protection}"`,
      `1. Misconduct Panel\n\n1.1 The Panel may increase the penalty recommended by the Investigating Officer where aggravating factors are present.\n\n2. Appeals\n\n2.1 ${protection}\n`,
    ]),
    [
      'a first-instance panel that may increase a penalty, and an appeal body that says nothing of it',
      '1. Misconduct Panel\n\n1.1 The Panel may increase the penalty recommended by the Investigating Officer where aggravating factors are present.\n\n2. Appeals\n\n2.1 Appeals are heard by the Appeals Committee.\n',
    ],
    [
      'a protection stated by the office holder who hears appeals, under a heading of its own',
      '1. Outcomes\n\n1.1 The Misconduct Panel may impose a more severe penalty than the one the Investigating Officer proposed. Its decision may be appealed to the Vice-Chancellor.\n\n2. Powers of the Vice-Chancellor\n\n2.1 The Vice-Chancellor shall not increase the penalty.\n',
    ],
    [
      'a denial with an exception',
      '1. Appeals\n\n1.1 The reviewer shall not increase the penalty unless new evidence of more serious misconduct is found.\n',
    ],
  ])(
    'never reads a protective or unrelated clause as a penalty that may increase: %s',
    (_, policy) => {
      expect(penaltyAppealWarnings(policy)).not.toContain('sanction_may_increase');
    },
  );

  it('warns that admissions complaints cannot go to the ombudsman in England and Wales', () => {
    const warnings = warningsFor(
      {
        issueCategory: 'admissions',
        issueDescription: 'My application was refused.',
        actionTaken: 'notyet',
      },
      RIVERFORD_POLICY,
    );
    expect(codes(warnings)).toContain('ombudsman_cannot_review_admissions');
  });

  it('warns when the student goes to the ombudsman before finishing the internal stages', () => {
    const warnings = warningsFor(
      {
        issueCategory: 'service',
        issueDescription: 'They ignored my complaint so I am going straight to the SPSO.',
        actionTaken: 'submittedcomplaint',
      },
      LOCHSIDE_POLICY,
      ['service_failure'],
      'scotland',
    );
    expect(codes(warnings)).toContain('internal_process_not_complete');
  });

  it.each([
    ['i think the marker was harsh on Q2 as well'],
    ['i smashed the other stations so the score has to be wrong'],
    // Another applicant admitted on weaker figures: a comparison the selectors' judgement decides.
    ['my cousin got in with a 3.1 and no volunteering at all'],
    ['people with lower grades than me were accepted'],
    // Disagreeing with a judgement of the work, or another assessor's contrary view.
    ['they said my methods chapter is weak, which I completely disagree with'],
    ['the facilitator wrote I was unsafe but my supervising nurse said I am doing well'],
    ['the examiner cant have read my discussion section properly'],
    ['she thinks she performed really well and they just did not like her pieces'],
  ])('reads a dispute of academic judgement in "%s"', (issueDescription) => {
    const warnings = warningsFor(
      { issueCategory: 'academic', issueDescription, actionTaken: 'notyet' },
      LOCHSIDE_POLICY,
    );
    expect(codes(warnings)).toContain('academic_judgement');
  });

  it('reads a US state agency as the outside body the student wants to go to', () => {
    const warnings = warningsFor(
      {
        issueCategory: 'academic',
        issueDescription:
          'i havent filed anything with the school because whats the point, i want to report the whole thing to the state right now',
        actionTaken: 'notyet',
      },
      '1. Grievances\n\n1.1 Students must complete the University grievance procedure before they contact the state agency, which will not consider a complaint until the internal process is complete.\n',
      ['service_failure'],
      'usa',
    );
    expect(codes(warnings)).toContain('internal_process_not_complete');
  });

  it('reads a student already with the ombudsperson who has not been through the institution', () => {
    const warnings = warningsFor(
      {
        issueCategory: 'admissions',
        issueDescription:
          'I wrote to the provincial Ombudsperson and they said I must go through the university first. I have not complained to the university at all.',
        actionTaken: 'escalatedtoombudsman',
      },
      '1. Complaints\n\n1.1 Applicants must complete this procedure before they contact the Ombudsperson, who will not consider a complaint until it is complete.\n',
      ['administrative_error'],
      'canada',
    );
    expect(codes(warnings)).toContain('internal_process_not_complete');
  });

  it('tells an applicant in England that no ombudsman can take it, not to finish the stages one expects', () => {
    const warnings = warningsFor(
      {
        issueCategory: 'admissions',
        issueDescription:
          'I got reject without interview though the website say care leavers always get interview. I want to complain to the ombudsman also because this is not fair.',
        actionTaken: 'notyet',
      },
      '1. Appeals\n\n1.1 Appeals must be submitted within 14 calendar days of the date of the decision.\n1.2 Applicants must complete this procedure before they contact any external body.\n',
      ['procedural_irregularity'],
    );
    expect(codes(warnings)).toContain('ombudsman_cannot_review_admissions');
    expect(codes(warnings)).not.toContain('internal_process_not_complete');
  });

  it('reads a policy that says an applicant cannot go to the ombudsman, in the words of applicants', () => {
    const warnings = warningsFor(
      {
        issueCategory: 'admissions',
        issueDescription: 'They withdraw my offer but I upload the certificate before the date.',
        actionTaken: 'submittedcomplaint',
      },
      '7. External review\n\n7.1 As an applicant, you are not able to take your complaint to the Ombudsman, which considers complaints from students and former students only.\n',
      ['administrative_error'],
      'ireland',
    );
    const warning = warnings.find((w) => w.code === 'ombudsman_cannot_review_admissions');
    expect(warning?.policy?.passage.section).toBe('7.1');
  });

  it('does not read what the ombudsman leaves to academics as a bar on applicants', () => {
    const warnings = warningsFor(
      {
        issueCategory: 'admissions',
        issueDescription:
          'They rejected me saying my school report never came, but my school emailed it.',
        actionTaken: 'triedinformally',
      },
      '6. Outside review\n\n6.1 An applicant who remains unhappy may ask the Office of the Ombudsman to look at the decision. The Ombudsman expects applicants to finish this procedure first and will not review matters of academic judgement.\n',
      ['administrative_error'],
      'ireland',
    );
    expect(codes(warnings)).not.toContain('ombudsman_cannot_review_admissions');
  });

  it('gives the day a limit ends where the story dates the event and today is known', () => {
    const warnings = warningsFor(
      {
        issueCategory: 'admissions',
        issueDescription: 'I got reject without interview on 20 November.',
        actionTaken: 'notyet',
      },
      '2. Appeals\n\n2.1 Appeals must be submitted within 14 calendar days of the date of the decision.\n',
      [],
      'england-wales',
      new Date('2026-11-29T09:00:00Z'),
    );
    const message = warnings.find((w) => w.code === 'late_submission_risk')?.message;
    expect(message).toContain(
      'ends on Dec 4, 2026: 14 calendar days from Nov 20, 2026, the date the account gives.',
    );
    // Still in time: arrive before the end; there is no delay to explain yet.
    expect(message).toMatch(/Act now so that it arrives before then\.$/);
    const passed = warningsFor(
      {
        issueCategory: 'admissions',
        issueDescription: 'I got reject without interview on 2 November.',
        actionTaken: 'notyet',
      },
      '2. Appeals\n\n2.1 Appeals must be submitted within 14 calendar days of the date of the decision.\n',
      [],
      'england-wales',
      new Date('2026-11-29T09:00:00Z'),
    ).find((w) => w.code === 'late_submission_risk')?.message;
    expect(passed).toContain('ended on Nov 16, 2026');
    expect(passed).toMatch(/Act now and explain any delay with evidence\.$/);
  });

  it.each([
    ['yesterday', 'late:near'],
    // Five working days of ten left is within about five: the warning's own definition.
    ['last week', 'late:soon'],
    ['eight working days ago', 'late:soon'],
    ['three weeks ago', 'late:passed'],
  ])('reads results out %s against ten working days as %s', (when, feature) => {
    const signals = storySignals(`My results came out ${when} and I failed.`, 'notyet', {
      text: '2. Appeals\n\n2.1 An appeal must be lodged within 10 working days of the publication of results.\n',
      jurisdiction: 'england-wales',
    });
    expect(signals.features.filter((f) => f.startsWith('late:'))).toEqual([feature]);
  });

  it('gives no day to arrive by where the time left is more than about five working days', () => {
    const signals = storySignals('results came out 3 days ago and i failed my resit', 'notyet', {
      text: '6. Procedure\n\n6.1 Appeals must be lodged within 21 days of the publication of results.\n',
      jurisdiction: 'northern-ireland',
    });
    expect(signals.timing?.remainingWorkingDays).toBeGreaterThan(5);
    const { message } = describeWarning('late_submission_risk', signals, {
      body: null,
      name: 'None',
      timeLimit: 'Not applicable.',
    });
    expect(message).not.toContain('arrives before then');
  });

  it('begins the warning with a capital where it names no outside body', () => {
    const message = describeWarning(
      'internal_process_not_complete',
      storySignals('I want to go to the regulator now.'),
      { body: null, name: 'None', timeLimit: 'Not applicable.' },
    ).message;
    expect(message).toMatch(/^An external body normally expects/);
  });

  it('warns about missing evidence and a passed time limit', () => {
    const warnings = warningsFor(
      {
        issueCategory: 'academic',
        issueDescription:
          'I was in hospital when my results were released six weeks ago and I missed the deadline. I do not have any letter from the hospital yet.',
        actionTaken: 'notyet',
      },
      RIVERFORD_POLICY,
      ['extenuating_circumstances'],
    );
    expect(codes(warnings)).toEqual(
      expect.arrayContaining(['late_submission_risk', 'evidence_needed']),
    );
  });

  it('raises nothing for a plain, timely case', () => {
    const warnings = warningsFor(
      {
        issueCategory: 'academic',
        issueDescription:
          'My results were released yesterday and one module mark is missing from the transcript.',
        actionTaken: 'notyet',
      },
      RIVERFORD_POLICY,
      ['administrative_error'],
    );
    expect(warnings).toEqual([]);
  });

  it('reads a greater or heavier penalty on appeal as a sanction that may increase', () => {
    const policy =
      '4.1 A student may appeal against a finding of plagiarism.\n\n4.2 The Appeals Panel may confirm the penalty, reduce it or impose a greater penalty.';
    expect(penaltyAppealWarnings(policy)).toContain('sanction_may_increase');
    expect(
      penaltyAppealWarnings(
        '6.2 The Committee may dismiss the appeal or vary the outcome, including by increasing it.',
      ),
    ).toContain('sanction_may_increase');
  });

  it('asks for evidence when the advice relied on was never put in writing', () => {
    const warnings = warningsFor(
      {
        issueCategory: 'service',
        issueDescription:
          'The adviser told me I would get the grant. It was said in person and I don’t have anything in writing.',
        actionTaken: 'notyet',
      },
      RIVERFORD_POLICY,
      ['misrepresentation'],
    );
    expect(codes(warnings)).toContain('evidence_needed');
  });
});

describe('a step the student has still to take', () => {
  it('is no evidence the student lacks', () => {
    const warnings = warningsFor(
      {
        issueCategory: 'academic',
        issueDescription:
          'got a letter asking me to explain my results, i havent sent anything yet',
        actionTaken: 'notyet',
      },
      '1. Complaints\n\n1.1 Complaints may be made to the Student Services Office.\n',
    );
    expect(codes(warnings)).not.toContain('evidence_needed');
  });
});

describe('what the student says they do not have', () => {
  const lacks = (issueDescription: string) =>
    codes(
      warningsFor(
        { issueCategory: 'service', issueDescription, actionTaken: 'notyet' },
        '1. Complaints\n\n1.1 Complaints may be made to the Student Services Office.\n',
      ),
    ).includes('evidence_needed');

  it.each([
    'The warden promised on the phone that we would be moved, but I never got it in writing.',
    'I handed the form to reception and nobody gave me a copy of it.',
    'my GP is meant to send a letter but it hasnt come yet',
    'a girl in my group heard it too but she is too scared to give a statement',
    'I have the receipt but no report from the mechanic, the garage keeps putting me off',
    'The advisor told me it was fine but it was all over the phone.',
    'my classmate saw it happen but he does not want to get involved',
    'i forgot to screenshot the booking page before they changed it',
    'Hospital still not giving me the discharge letter, I have requested it.',
    'My friend has snap story showing me at my cousin place but he is not answering me.',
    'and now the website is changed and i never screenshotted it or saved the guide',
    'i think i screenshotted it but cant find it',
    'still got nothing from the clinic, they keep saying next week',
  ])('reads a missing record in "%s"', (story) => {
    expect(lacks(`${story} I want this sorted out.`)).toBe(true);
  });

  it.each([
    'I have screenshots of every message and a copy of the form.',
    'The room has been cold since October and nobody has fixed the heating.',
    // The institution keeping its evidence from the student is a failing of the procedure.
    'They never sent me the turnitin report before the meeting, i only saw it on the screen.',
    'I was suspended by email and I never saw the witness statements.',
    'they gave me zero for plagarism but i never saw there evidence and there was no meeting',
  ])('reads none in "%s"', (story) => {
    expect(lacks(`${story} I want this sorted out.`)).toBe(false);
  });
});

describe('a penalty appeal told in everyday words', () => {
  it.each([
    'the discipline committee cancelled all my exams for one mistake',
    'the invigilator found my phone in my coat and now I have zero for the paper',
    'the student conduct board suspended me for a semester',
  ])('reads "%s" as misconduct, so the appeal body’s powers matter', (issueDescription) => {
    const appealMayIncrease =
      '1. Appeals\n\n1.1 The Appeals Board may confirm, reduce or increase the penalty.\n';
    const warnings = warningsFor(
      { issueCategory: 'academic', issueDescription, actionTaken: 'notyet' },
      appealMayIncrease,
    );
    expect(codes(warnings)).toContain('sanction_may_increase');
  });
});

describe('the advice on missing evidence', () => {
  const messageFor = (issueDescription: string) =>
    warningsFor(
      { issueCategory: 'service', issueDescription, actionTaken: 'notyet' },
      '1. Complaints\n\n1.1 Complaints may be made to the Student Services Office.\n',
    ).find((w) => w.code === 'evidence_needed')?.message;

  it.each([
    [
      'The warden promised on the phone that we would be moved, but I never got it in writing. I want to move.',
      'confirm it by e-mail',
    ],
    ['My GP is meant to send a letter but it hasnt come yet. I want an extension.', 'doctor'],
    [
      'My classmate saw it happen but he does not want to get involved. I want this looked at.',
      'signed and dated statement',
    ],
    [
      'I handed the form in and nobody gave me a copy of it. I want them to find it.',
      'copy of what it holds',
    ],
    [
      'the page said 6.0 so i accepted. now they want 6.5. i didnt save the page back then. I want my place.',
      'copy of what it holds',
    ],
  ])('quotes what the student lacks and says how to get it: "%s"', (story, advice) => {
    const message = messageFor(story);
    const lacking = story
      .split('. ')
      .find((sentence) => /never|hasnt|not want|nobody|didnt/.test(sentence));
    expect(message).toContain(`“${lacking}`);
    expect(message).toContain(advice);
  });
});

describe('evidence the institution kept from the student', () => {
  it('is asked of the institution, not of a witness', () => {
    const details = caseDetailsSchema.parse({
      issueCategory: 'academic',
      issueDescription: 'i got zero for plagarism but i never saw there evidence',
      actionTaken: 'notyet',
    });
    const policyText = '1. Appeals\n\n1.1 Appeals must include evidence.\n';
    const passages = splitPassages({ text: policyText });
    const narrative = details.issueDescription;
    const signals = readWarningSignals({
      details,
      narrative,
      passages,
      policyText,
      ruleGrounds: [],
      deadlines: [],
      jurisdiction: 'unknown',
    });
    const escalation = chooseEscalation({
      jurisdiction: 'unknown',
      category: 'academic',
      grounds: [],
      policyText,
      narrative,
      deadlines: [],
    });
    const { message } = describeWarning('evidence_needed', signals, escalation, [narrative]);
    expect(message).toContain('Ask the institution in writing now for a copy of all the evidence');
    expect(message).not.toContain('signed and dated statement');
  });
});

/** What the rules read in a story alone, with no policy. */
function storySignals(
  issueDescription: string,
  actionTaken = 'notyet',
  policy: { text: string; jurisdiction: Jurisdiction } = { text: '', jurisdiction: 'unknown' },
) {
  const passages = policy.text ? splitPassages({ text: policy.text }) : [];
  return readWarningSignals({
    details: caseDetailsSchema.parse({ issueCategory: 'academic', issueDescription, actionTaken }),
    narrative: issueDescription,
    passages,
    policyText: policy.text,
    ruleGrounds: [],
    deadlines: policy.text ? extractDeadlines(passages, policy.text) : [],
    jurisdiction: policy.jurisdiction,
  });
}

describe('what the student cannot show', () => {
  it.each([
    'my tutor said i could resubmit but she only said it verbaly',
    'he said it in his office, nobody else heard it',
    'There was nobody else in the room and I did not write it down',
    'He say this only to me after class, nobody else hear',
    'so now its my word against his',
    'she won’t put anything in writing',
    'i cant find the marked rubric anywhere',
    'I deleted my drafts so I cannot prove I wrote it',
    'my personal adviser hasnt written the letter yet',
    'i only went to walk-in clinic and they give me no paper',
    "His flatmate admitted it. She says she'll put it in writing but hasn't yet.",
    'I need to find old lease and letters to prove I was here since 2021',
    'my landlord from that time is not answering me',
    // Asked for, and not come yet.
    'i emailed my old school for a copy of the reference weeks ago, still waiting',
    'The police report is in Lagos and my brother is trying to get it for me.',
    'the consultant letter is still being written',
  ])('reads “%s” as something the student cannot show', (story) => {
    const signals = storySignals(story);
    expect(signals.features).toContain('s:lacks_evidence');
    expect(signals.missing).toBeDefined();
  });

  it.each([
    'I have the email where she said I could resubmit.',
    'The marker never saw my appendix, I have the upload receipt.',
    'i never saw there evidence before the panel',
    "I asked admissions to reconsider on Nov 18 and attached the school's letter, no reply yet.",
    'she is the one who reported me and she decided it herself, nobody else.',
    'i never got any letter or the evidence, she just emailed me the result on nov 20.',
  ])('does not read “%s” as something the student cannot show', (story) => {
    expect(storySignals(story).features).not.toContain('s:lacks_evidence');
  });
});

describe('an outside body the student names', () => {
  it.each([
    'i already emailed the texas higher education coordinating board about it',
    'my dad says we should write to the state attorney general',
    'I will report the college to the Bureau for Private Postsecondary Education',
  ])('reads “%s” as naming an outside body', (story) => {
    expect(storySignals(story).features).toContain('s:mentions_external');
  });
});

describe('a student who wants the decision looked at again', () => {
  const featuresOf = (story: string) => storySignals(story, 'requestedreview').features;

  it.each([
    'i want to apeal it again with my supervisers coments',
    "I'm going to appeal to the President next",
    'I want to ask for a review by someone more senior at the university',
    "if they don't listen I'll go to the Board of Governors",
    'asked for review, got it back, same answer. can i go again?',
    'appeal board said no, again?',
    'appeal twice??',
    'how do i appeal that to someone higher up??',
    'i already had the review, they kept my mark. can i take it to the dean',
    'Already requested a recount and nothing changed.',
    'thinking of taking this to the DVC',
    'can I make a second appeal?',
    "I intend to appeal the Committee's decision to the President of the University",
    'we will appeal the panel outcome to the Governing Body',
  ])('reads “%s” as wanting another look', (story) => {
    expect(featuresOf(story)).toContain('s:wants_another_look');
  });

  it.each([
    'I went to the president of the student union for advice.',
    'The marker looked at it again and agreed with me.',
    'I went to the dean of students for advice about my rent.',
    'I want to resit with the extra time without it counting as a second attempt.',
  ])('does not read “%s” as wanting another look', (story) => {
    expect(featuresOf(story)).not.toContain('s:wants_another_look');
  });
});

describe('a policy that excludes challenges to academic judgement', () => {
  it.each([
    'No appeal may be made against the academic judgement of examiners.',
    'Academic judgement is not a ground of appeal.',
    'A comparison with the marks of other students is not a ground for review.',
  ])('reads “%s” as excluding them', (clause) =>
    expect(
      storySignals('my essay deserved a higher mark', 'notyet', {
        text: `4. Academic appeals\n\n4.4 ${clause}`,
        jurisdiction: 'england-wales',
      }).features,
    ).toContain('p:judgement_excluded'),
  );
});

describe('the clause a warning of academic judgement cites', () => {
  it('is the institution’s own, not what an outside body will not review', () => {
    const signals = storySignals('my grade should have been higher', 'notyet', {
      text: '10. External complaints\n\n10.3 The Commission does not review the academic judgment of faculty.\n\n4. Academic appeals\n\n4.2 A disagreement with the academic judgement of the instructor is not a ground of appeal.',
      jurisdiction: 'usa',
    });
    expect(signals.clauses.academic_judgement?.sentence).toContain('not a ground of appeal');
  });
});

describe('how to get the evidence the student lacks', () => {
  const none = { body: null, name: 'None', timeLimit: 'Not applicable.' };
  it.each([
    [
      'failed my exam bc i had covid, never got tested, i have nothing to show it',
      'See a doctor now',
    ],
    [
      "they cancelled the field trip and I can't prove what it cost me",
      'Gather what shows the cost now',
    ],
    [
      'the school office told me on the phone nobody else read it because the second marker was off sick',
      'Ask the person who said it to confirm it by e-mail now',
    ],
    [
      "He was ill with glandular fever and his GP signed him off, but the school told him verbally that he couldn't defer",
      'Ask the person who said it to confirm it by e-mail now',
    ],
  ])('tells a student who says “%s” what to do', (story, advice) => {
    const signals = storySignals(story);
    expect(signals.features).toContain('s:lacks_evidence');
    expect(describeWarning('evidence_needed', signals, none).message).toContain(advice);
  });
});

describe('a policy that allows one appeal or makes a decision final', () => {
  const gateOf = (clause: string) =>
    storySignals('I want my grade changed.', 'notyet', {
      text: `4. Review of grades\n\n4.1 A student may ask for a review of a grade within 10 working days of its release. ${clause}`,
      jurisdiction: 'new-zealand',
    }).features.includes('gate:single_appeal_only');

  it.each([
    'A student may request a review only once for each assessment.',
    'The result of the review is final.',
    'The determination of the Board shall be final.',
    'There is no appeal to the Provost against a reviewed grade.',
    'Only one appeal may be made against any decision.',
  ])('reads “%s” as allowing one attempt', (clause) => expect(gateOf(clause)).toBe(true));

  it('reads it only in a procedure the case can go through', () => {
    const gateUnder = (part: string) =>
      storySignals('I want my grade changed.', 'notyet', {
        text: `${part}\n\n2.4 Decisions of the Committee are final.\n\nPART 3 - GRADE REVIEW\n\n3.1 A student may ask for a review of a grade within 10 working days of its release.`,
        jurisdiction: 'ireland',
      }).features.includes('gate:single_appeal_only');
    expect(gateUnder('PART 2 - ADMISSIONS')).toBe(false);
    expect(gateUnder('PART 2 - ACADEMIC APPEALS')).toBe(true);
  });

  it('tells a student before their one appeal to put everything in it, and one after it to look for another route', () => {
    const policy = {
      text: '6. Appeals\n\n6.1 Only one appeal may be made against any decision.',
      jurisdiction: 'canada' as const,
    };
    const none = { body: null, name: 'None', timeLimit: 'Not applicable.' };
    const before = storySignals('they cancelled my offer, I want it back', 'notyet', policy);
    expect(describeWarning('single_appeal_only', before, none).message).toContain(
      'Put every ground and all the evidence into it',
    );
    const after = storySignals(
      'my appeal was refused, can i appeal again?',
      'requestedreview',
      policy,
    );
    expect(describeWarning('single_appeal_only', after, none).message).toContain(
      'before asking again',
    );
  });

  it.each([
    'There is no appeal against academic judgement.',
    'An extension may be granted only once.',
    'The final mark is published on the portal.',
    'The result of the review is not final until the Board confirms it.',
  ])('does not read “%s” as allowing one attempt', (clause) => expect(gateOf(clause)).toBe(false));
});

describe('advice that tells of a heavier penalty', () => {
  it.each([
    'The appeal panel can impose a more severe outcome.',
    'The Committee may increase the penalty if it finds the breach more serious.',
    'You could end up with a harsher penalty than the one you have now.',
    'There is a risk that the sanction is increased on appeal.',
  ])('warns: %s', (sentence) => expect(warnsOfHeavierPenalty(sentence)).toBe(true));

  it.each([
    'The panel cannot impose a more severe penalty than the original one.',
    'Your policy says the Committee shall not increase the penalty.',
    'An appeal will never leave you with a heavier sanction.',
    'The Committee may not increase the penalty unless further misconduct is found.',
    'The worst outcome is that the penalty stays as it is.',
    'Your mark may increase if the appeal succeeds.',
  ])('does not warn: %s', (sentence) => expect(warnsOfHeavierPenalty(sentence)).toBe(false));
});

describe('the first appeal', () => {
  it('is still to come when the instructor said the grade is final', () =>
    expect(
      storySignals(
        'emailed prof nov 18 and she said grades are final and she doesnt change grades',
        'triedinformally',
      ).beforeFirstAppeal,
    ).toBe(true));

  it('is behind a student whose appeal the story says was turned down', () =>
    expect(
      storySignals('the appeal committee turned it down and said it is final, can i go again?')
        .beforeFirstAppeal,
    ).toBe(false));
});
