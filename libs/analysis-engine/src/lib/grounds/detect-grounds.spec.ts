import { splitPassages } from '../passages/split-passages';
import { RIVERFORD_MISCONDUCT_CASE, RIVERFORD_POLICY } from '../testing/invented-cases';
import { detectGrounds, groundsAllowedBy } from './detect-grounds';

const groundsOf = (narrative: string, policy = '') =>
  detectGrounds(narrative, splitPassages({ text: policy })).grounds;

describe('detectGrounds', () => {
  it.each([
    [
      'chair already had the penalty letter printed before i even said anything in the meeting',
      'bias',
    ],
    [
      'sent my access to HE results by email in october but they say they never got it and withdrew my offer',
      'administrative_error',
    ],
    ['my main supervisor went on leave for 7 months and no one replaced him', 'service_failure'],
    ['i emailed grad school like 5 times and got nothing', 'service_failure'],
  ])('reads "%s" as %s', (story, ground) => {
    expect(groundsOf(story)).toContain(ground);
  });

  it('reads procedural irregularity, new evidence and a disproportionate penalty from a misconduct story', () => {
    expect(groundsOf(RIVERFORD_MISCONDUCT_CASE.issueDescription, RIVERFORD_POLICY)).toEqual([
      'procedural_irregularity',
      'new_evidence',
      'disproportionate_sanction',
    ]);
  });

  it.each([
    [
      'My father died two weeks before my exams and I failed three modules.',
      'extenuating_circumstances',
    ],
    [
      'The registry typed my mark in wrongly, so my transcript shows 38 instead of 58.',
      'administrative_error',
    ],
    ['My approved extra time was refused by the invigilator.', 'disability_adjustments'],
    ['The tutor made racist remarks about me in the seminar.', 'discrimination'],
    [
      'The chair of the panel is the lecturer who reported me and has a conflict of interest.',
      'bias',
    ],
    [
      'There has been damp and a leak in my room for months and no reply to my reports.',
      'service_failure',
    ],
    [
      'The prospectus advertised a placement year that does not exist and I relied on it.',
      'misrepresentation',
    ],
  ])('recognises "%s"', (narrative, ground) => {
    expect(groundsOf(narrative)).toContain(ground);
  });

  it('does not treat a health problem caused by housing as extenuating circumstances', () => {
    expect(
      groundsOf('The mould in my room is making my asthma worse and the repairs never happen.'),
    ).toEqual(['service_failure']);
  });

  it('drops a ground the policy’s closed list of grounds does not allow', () => {
    const finding = detectGrounds(
      'The marker is biased against me and has a conflict of interest.',
      splitPassages({ text: RIVERFORD_POLICY }),
    );
    expect(finding.grounds).toEqual([]);
    expect(finding.notAllowed).toEqual(['bias']);
  });

  it.each([
    [
      'grounds named in the policy’s own words',
      'B. An academic appeal will be considered only on the following grounds:\n   1. the instructor departed from the course syllabus or published University policy;\n   2. a clerical or computational error affected the grade;\n   3. the sanction is grossly disproportionate.',
    ],
    [
      'an open list of examples',
      '8. Grounds\n\n(1) A student may appeal on any reasonable basis, for example that a decision was not made in accordance with University rules, or that a result was incorrectly calculated.',
    ],
    [
      'a list whose items the text does not carry',
      'B. Appeals are limited to the following grounds only:',
    ],
  ])('keeps grounds a policy allows: %s', (_, policy) => {
    const grounds = ['procedural_irregularity', 'administrative_error'] as const;
    expect(groundsAllowedBy([...grounds], splitPassages({ text: policy }))).toEqual({
      allowed: grounds,
      notAllowed: [],
    });
  });

  it('reads circumstances and new evidence in the classic wording of a closed list', () => {
    const policy =
      '5. Grounds for appeal\n\nAn appeal may only be made on one or more of the following grounds:\n(a) that there was a material administrative error or procedural irregularity in the assessment process;\n(b) that the student’s performance was adversely affected by factors of which the examiners were not aware and which the student was unable, for valid reasons, to disclose before the decision was made;\n(c) that there is evidence of prejudice or bias.';
    const grounds = [
      'procedural_irregularity',
      'bias',
      'extenuating_circumstances',
      'new_evidence',
      'administrative_error',
    ] as const;
    expect(groundsAllowedBy([...grounds], splitPassages({ text: policy }))).toEqual({
      allowed: grounds,
      notAllowed: [],
    });
  });

  it('reads a ground the closed list names by a term the policy defines', () => {
    const policy =
      '2. Definitions\n\n2.4 “Good reason” refers to illness, bereavement or other circumstances outside a candidate’s control which affected their assessment.\n\n6. Grounds\n\n6.1 A request for review will be heard only on the following grounds:\n(i) good reason not made known to the Board;\n(ii) a failure to apply these regulations.';
    expect(
      groundsAllowedBy(
        ['extenuating_circumstances', 'procedural_irregularity', 'bias'],
        splitPassages({ text: policy }),
      ),
    ).toEqual({
      allowed: ['procedural_irregularity', 'extenuating_circumstances'],
      notAllowed: ['bias'],
    });
  });

  it('ignores circumstances the student says did not happen or that belong to staff', () => {
    expect(groundsOf('My essay got 48%. Nothing went wrong and I wasn’t ill.')).toEqual([]);
    expect(
      groundsOf('My supervisor went on sick leave and my thesis chapters are behind schedule.'),
    ).not.toContain('extenuating_circumstances');
    expect(
      groundsOf('I told my tutor I was ill during the exams and failed two modules.'),
    ).toContain('extenuating_circumstances');
    expect(
      groundsOf(
        'i failed the module. my cousin was in hospital back home then but thats not why, i just didnt know harvard',
      ),
    ).not.toContain('extenuating_circumstances');
    expect(groundsOf('my mum was in hospital in may and that is why i failed two exams')).toContain(
      'extenuating_circumstances',
    );
  });

  it('does not treat exclusion for low marks as a penalty', () => {
    expect(groundsOf('I failed three papers and was excluded for two trimesters.')).not.toContain(
      'disproportionate_sanction',
    );
  });

  it('reads a room asked for because of a condition, and refused, as adjustments not made', () => {
    expect(
      groundsOf(
        'I have epilepsy and asked for a ground floor room in halls. Housing sent a rejection, rooms go by date of booking.',
      ),
    ).toContain('disability_adjustments');
    expect(groundsOf('I asked for a single room and they said none are left.')).not.toContain(
      'disability_adjustments',
    );
  });

  it('recognises adjustments that were approved but never put in place', () => {
    expect(
      groundsOf(
        'I have a chronic condition and an approved housing accommodation for a single room. It was never given to me.',
      ),
    ).toContain('disability_adjustments');
    expect(
      groundsOf(
        'I have dyslexia and a learning support plan, but no note-taker was ever assigned.',
      ),
    ).toContain('disability_adjustments');
  });

  it('needs someone’s treatment, not a feeling, for discrimination', () => {
    expect(
      groundsOf('I am disabled and sharing a bathroom has been humiliating for me.'),
    ).not.toContain('discrimination');
    expect(groundsOf('I am disabled and the tutor humiliated me in the seminar.')).toContain(
      'discrimination',
    );
    // A remark about the condition made before the class, in the words students use.
    expect(
      groundsOf(
        "i have adhd. on the midterm he said in front of everybody 'some people think a diagnosis is a free pass'",
      ),
    ).toContain('discrimination');
  });

  it.each([
    "tutor replied 'everyone has adhd these days, u cant use it as a get out of jail free card'",
    "she told him 'people from your background struggle with independent research'",
    "the homestay mother say 'go back to your country if you don't like'",
    'He made fun of his accent in front of another student.',
    "I heard him joke in class about 'adhd kids'",
    'i have DAS letter bc of my anxiety disorder. she also said in front of class that "some people think they need special treatment" everyone knew it was me',
  ])('reads a demeaning remark about who the student is as discrimination: %s', (story) => {
    expect(groundsOf(story)).toContain('discrimination');
  });

  it('does not read a quoted remark about nothing the student is as discrimination', () => {
    expect(groundsOf("i have adhd. the tutor said 'we are all busy these days'")).not.toContain(
      'discrimination',
    );
  });

  it('reads a decision-maker the student has complained about as bias', () => {
    expect(
      groundsOf(
        'I made a formal complaint about my supervisor last term. At my review he was one of the panel members.',
      ),
    ).toContain('bias');
  });

  it('reads late notice, papers not sent in advance and unapplied criteria as procedural', () => {
    for (const narrative of [
      'I was invited to the hearing only the evening before.',
      'I never received the panel’s questions in advance.',
      'They forgot to apply the contextual admissions criteria to my application.',
    ])
      expect(groundsOf(narrative)).toContain('procedural_irregularity');
  });

  it('reads a published assessment scheme changed without notice as procedural', () => {
    for (const narrative of [
      'The module handbook said the portfolio was worth 30%. In the end they counted it as half the grade without telling anyone.',
      'syllabus had 3 quizzes, teacher added a 4th one and never told us before',
    ])
      expect(groundsOf(narrative)).toContain('procedural_irregularity');
    // A change the student was told of, or no scheme at all, is not it.
    expect(groundsOf('The exam was changed to 60% and we were told in week 1.')).not.toContain(
      'procedural_irregularity',
    );
  });

  it('reads a penalty in a story that never names misconduct', () => {
    expect(
      groundsOf(
        'they say i paid someone to write my essay. 0 for the whole module, first time ever in trouble',
      ),
    ).toContain('disproportionate_sanction');
  });

  it('reads a charge for something already paid as an administrative error', () => {
    expect(
      groundsOf('There is a hold on my account for a balance. I had paid that balance in April.'),
    ).toContain('administrative_error');
    expect(
      groundsOf(
        'My application was rejected as incomplete: references not received. I posted them by registered post.',
      ),
    ).toContain('administrative_error');
    expect(
      groundsOf(
        'i took the form to the faculty desk myself in april. now the panel says they never got any form.',
      ),
    ).toContain('administrative_error');
  });

  it('reads what the institution’s records do not hold as an administrative error', () => {
    for (const narrative of [
      'i declared my disability on the form but the portal never showed it',
      'My attendance for March was never recorded, so I was marked absent.',
      'at the viewing they only had two of my three answer sheets',
      'the office loose my form two times and now say I am late',
    ])
      expect(groundsOf(narrative)).toContain('administrative_error');
    expect(groundsOf('I am not registered with the disability service.')).not.toContain(
      'administrative_error',
    );
  });

  it('reads what the student says should have happened as procedural', () => {
    for (const narrative of [
      'the moderator was supposed to look at it but nobody did',
      'There was no interim review at all, I only got the final grade.',
      'no one ever warned me my progress was a concern',
      'the panel decide in 5 minute, nobody look at my doctor certificate',
    ])
      expect(groundsOf(narrative)).toContain('procedural_irregularity');
    expect(groundsOf('I was supposed to hand it in on Friday but I was ill.')).not.toContain(
      'procedural_irregularity',
    );
  });

  it('reads an accuser who also decided as bias', () => {
    expect(
      groundsOf(
        'the lecturer who reported me was on the panel too and they decided it in ten minutes',
      ),
    ).toContain('bias');
  });

  it('reads a decision-maker tied to an interested party, or heard to foretell the outcome, as bias', () => {
    for (const narrative of [
      'turns out the second examiner has co-written two papers with the professor my supervisor fell out with',
      'the panel chair is a close friend of the lecturer who reported me',
      'my mentor told a nurse on the ward that I will never pass this placement',
    ])
      expect(groundsOf(narrative)).toContain('bias');
    expect(groundsOf('my friend said the embassy will not accept the letter')).not.toContain(
      'bias',
    );
  });

  it('names every rule that read a ground, so a sharp rule can count for more than a loose one', () => {
    const { rules, support } = detectGrounds(
      'The marker was biased. Later I found the marker is married to the lecturer I complained about.',
      [],
    );
    expect(rules).toEqual(expect.arrayContaining(['bias_named', 'decider_tied']));
    // The first rule in order gives the sentence the ground rests on.
    expect(support.bias).toBe('The marker was biased.');
  });

  it('reads a charge for damage the entry report already recorded, and a pass recorded as a fail, as administrative errors', () => {
    for (const narrative of [
      'They deducted 300 dollars from my deposit for a cracked mirror that was noted on the move-in inventory form.',
      'I passed the resit with 52, the letter says I failed it and must leave.',
      'i sent the doctor note to the office two days before the exam and never got a reply, then they failed me for absence',
    ])
      expect(groundsOf(narrative)).toContain('administrative_error');
    expect(groundsOf('I already paid a deposit for my room in September.')).not.toContain(
      'administrative_error',
    );
  });

  it('reads a decision without warning, a panel without its independent member and a review never held as procedural', () => {
    for (const narrative of [
      'They cancelled my place for not enrolling. Nobody emailed or rang me at any point before that.',
      'The progression panel was my two supervisors, no independent member, and they downgraded me.',
      'i never had a midway review on my placement and then they failed me',
      'they terminated my enrolment with no chance given to respond',
    ])
      expect(groundsOf(narrative)).toContain('procedural_irregularity');
    expect(
      groundsOf(
        'I did not tell the university before the exam because I was panicking, then I failed.',
      ),
    ).not.toContain('procedural_irregularity');
  });

  it('reads an accuser told in a learner’s tense, and nothing heard but the automatic reply', () => {
    expect(
      groundsOf('the tutor who report me is also the one sitting in the meeting who decide'),
    ).toContain('bias');
    expect(
      groundsOf('I sent my complaint in September and heard nothing, only the automatic reply.'),
    ).toContain('service_failure');
  });

  it('reads an asthma attack, a stroke in the family and a night in the ER as circumstances', () => {
    for (const narrative of [
      'I had an asthma attack in the exam and failed it.',
      'my dad had a stroke in the week of my exams and I failed two of them',
      'i was in the ER the night before the quiz so my grade dropped',
    ])
      expect(groundsOf(narrative)).toContain('extenuating_circumstances');
  });

  it('reads a decision taken before the student’s time was up as procedural', () => {
    for (const narrative of [
      'I said on the form the certificate will follow. They refused it a week later saying no evidence was attached.',
      'They withdrew my offer before the deadline in my offer letter.',
      'Nobody tell me my reference was missing, they just reject.',
    ])
      expect(groundsOf(narrative)).toContain('procedural_irregularity');
    expect(groundsOf('I withdrew from the module before the withdrawal deadline.')).not.toContain(
      'procedural_irregularity',
    );
  });

  it('reads repeated requests that change nothing as a service failure', () => {
    expect(
      groundsOf('I sent the receipt to the office four times and the hold is still there.'),
    ).toContain('service_failure');
  });

  it('reads advice that was relied on and later contradicted as misrepresentation', () => {
    expect(
      groundsOf(
        'The adviser said I definitely qualified for the bursary, so I enrolled. It was refused under a rule she never mentioned.',
      ),
    ).toContain('misrepresentation');
    expect(
      groundsOf('They said they would look into it. I did not know what else to do.'),
    ).not.toContain('misrepresentation');
  });

  it('reads evidence the student has obtained since the decision as new evidence', () => {
    expect(
      groundsOf(
        'The panel rejected my claim because there was no medical evidence. I now have a letter from my GP confirming the illness.',
      ),
    ).toContain('new_evidence');
    expect(groundsOf('I have a letter from my GP.')).not.toContain('new_evidence');
    expect(
      groundsOf('A week after the hearing the library finally recovered my lost draft files.'),
    ).toContain('new_evidence');
    for (const narrative of [
      'my physics remark came back last week as a B so i have the grades now',
      'they withdrew my place, then my history paper was re-marked and it went up to an A',
      'After my hearing I find out the proctor report say I was talking, that is not true.',
    ])
      expect(groundsOf(narrative)).toContain('new_evidence');
  });
});
