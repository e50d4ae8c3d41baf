import { extractDeadlines, type ExtractedDeadline } from '../deadlines/extract-deadlines';
import { splitPassages } from '../passages/split-passages';
import { PRAIRIE_POLICY, RIVERFORD_POLICY } from '../testing/invented-cases';
import { findElapsedMentions } from './elapsed-time';
import { assessLateRisk, assessTiming, takesStep } from './late-risk';

const deadlinesOf = (text: string) => extractDeadlines(splitPassages({ text }), text);

describe('findElapsedMentions', () => {
  it('reads working days, weeks and yesterday', () => {
    const mentions = findElapsedMentions(
      'My results came out three working days ago. I wrote yesterday. It started two and a half weeks ago.',
    );
    expect(mentions.map((m) => Math.round(m.workingDays * 10) / 10)).toEqual([3, 0.7, 12.5]);
  });

  it.each([
    ['outcome was 14 buisness days ago', 14],
    ['failed my exam 3 wks ago', 15],
    ['they rejected it a fortnight ago', 10],
    ['decision came 2 mths ago', 43.4],
    ['Decided 2 May, today is 20 May.', 12.9],
    ['I got the letter on the 3rd of March. Today is March 24.', 15],
    ['refused on 20 December, it is now 10 January', 15],
    ["just a letter on the 3rd with a zero. It's the 13th now.", 7.1],
    ['The results were published on Monday 9 June and today is Wednesday 18 June.', 6.4],
    ['results were out on 3 june n today is 13 june, i think', 7.1],
    ['Outcome letter came on the 3rd of April. Today is the 15th.', 8.6],
    ['its 18 March today, the exclusion was sent to me on 1 March', 12.1],
    ['the results came out 2 weeks and 2 days ago', 11.4],
    ['got it 10 days back', 7.1],
    ["Results were out 2 July. It's 13 July.", 7.9],
    ['they said use the form. its april 13. the grade came april 2', 7.9],
    ['The UCAS decision came on monday the 4th, its friday the 15th now.', 7.9],
    ['That was about a week and a half ago.', 7.5],
  ])('reads “%s” as about %s working days', (text, workingDays) => {
    const mentions = findElapsedMentions(text);
    expect(Math.round(mentions[0].workingDays * 10) / 10).toBeCloseTo(workingDays, 0);
  });

  it('keeps the clause that says when, and the sentence before a bare time', () => {
    const [mention] = findElapsedMentions(
      'Just a letter saying it was decided. That was 16 days ago, and I want to appeal.',
    );
    expect(mention.clause).toBe('That was 16 days ago');
    expect(mention.before).toBe('Just a letter saying it was decided.');
  });

  it('does not read "my 2nd year" or "on my 3rd attempt" as a day of the month', () => {
    expect(findElapsedMentions('In my 2nd year, on my 3rd attempt. Today is the 20th.')).toEqual(
      [],
    );
  });

  it('ignores a number of days that is not elapsed time', () => {
    expect(findElapsedMentions('I waited 3 long weeks ago')).toHaveLength(1);
    expect(findElapsedMentions('we had 3 exam days ago')).toHaveLength(0);
    expect(findElapsedMentions('On 3 March I appealed.')).toHaveLength(0);
  });
});

describe('dates read against the day of the analysis', () => {
  const today = new Date('2026-11-25T12:00:00Z');
  const deadline = (
    amount: number,
    unit: 'working_days' | 'calendar_days',
    stage: 'initial' | 'review',
    runsFrom: string,
  ): ExtractedDeadline => ({
    description: `${stage} step`,
    amount,
    unit,
    stage,
    runsFrom,
    quote: '',
    passageId: 'p1',
    sentence: '',
    offset: 0,
  });
  const admissions = [
    deadline(180, 'calendar_days', 'initial', 'the alleged discriminatory act'),
    deadline(14, 'calendar_days', 'review', 'the decision date'),
  ];
  const complaints = [
    deadline(20, 'working_days', 'initial', 'the decision or event complained of'),
    deadline(10, 'working_days', 'review', 'the Stage 2 outcome'),
  ];

  it.each([
    ['letter dated 12 nov', 9.3],
    ['I get rejection on november 10.', 10.7],
    ['the decision came on 20 December', 242.9],
    ['my appeal was refused 25 Nov 2025', 260.7],
    ['got an email on the 16th saying the panel decided', 6.4],
    ['the letter dated the 30th came', 18.6],
    // In figures: day first, or the only order that is a date, or the reading nearer to today.
    ['they reject on 20/11 say no document', 3.6],
    ['the decision came on 11/18', 5],
    ['refused on 6/11', 13.6],
    ['letter dated 3/11/2026', 15.7],
    // A day of the month after its weekday.
    ['results went up tues 17th', 5.7],
  ])('reads “%s” as about %s working days ago', (text, workingDays) => {
    const [mention] = findElapsedMentions(text, today);
    expect(mention.workingDays).toBeCloseTo(workingDays, 0);
  });

  it('does not read a date still to come, or any date without the day of the analysis', () => {
    expect(findElapsedMentions('my hearing is on 30 November', today)).toHaveLength(0);
    expect(findElapsedMentions('I get rejection on november 10.')).toHaveLength(0);
    // A score is not a date.
    expect(findElapsedMentions('I got 7/10 on the quiz and 3/4 of the marks', today)).toHaveLength(
      0,
    );
  });

  it('starts the limit that runs from the decision the date names, whatever its stage', () => {
    const timing = assessTiming('I get rejection on november 10.', admissions, 'notyet', today);
    expect(timing?.deadline.amount).toBe(14);
    expect(timing?.remainingWorkingDays).toBeLessThan(0);
  });

  it('dates a decision by the day it came, not by a meeting whose sentence tells it was decided', () => {
    const text =
      '4. Appeals\n\n4.1 A student may appeal within thirty (30) days of the date of the decision.\n';
    const timing = assessTiming(
      'On 18 November I got the decision from the Dean that I cheated. In the meeting on 6 November the lecturer was sitting with the Dean, and at the end they decided together.',
      deadlinesOf(text),
      'notyet',
      today,
    );
    expect(timing?.from?.toISOString().slice(0, 10)).toBe('2026-11-18');
  });

  it('starts a limit that runs from the incident at the dated thing complained of', () => {
    const text =
      '4. Complaints\n\n4.1 A complaint must be made within 15 working days of the incident complained of.\n';
    const incident = extractDeadlines(splitPassages({ text }), text);
    const timing = assessTiming(
      'my placement interview on 6 november, the panel laughed at my accent',
      incident,
      'notyet',
      today,
    );
    expect(timing?.deadline.amount).toBe(15);
  });

  it('starts a limit of the most recent incident at the last of repeated events', () => {
    const text =
      '5. Harassment\n\n5.1 A formal complaint must be filed within 90 calendar days of the most recent incident.\n';
    const incident = extractDeadlines(splitPassages({ text }), text);
    const timing = assessTiming(
      'my roommate keeps leaving notes on my door. last note was like 12 weeks ago',
      incident,
      'triedinformally',
      today,
    );
    expect(timing?.deadline.amount).toBe(90);
    // 84 of 90 days gone: about four working days left.
    expect(timing?.remainingWorkingDays).toBeGreaterThan(0);
    expect(timing?.remainingWorkingDays).toBeLessThan(6);
    // "last week" is when, not which event.
    expect(
      assessTiming('my roommate left a note last week', incident, 'triedinformally', today)
        ?.deadline,
    ).toBeUndefined();
  });

  it('puts a student who has the answer to a complaint on the next stage’s clock', () => {
    const timing = assessTiming(
      'faculty answer my complaint 18 november say nothing wrong, I want next step',
      complaints,
      'submittedcomplaint',
      today,
    );
    expect(timing?.deadline.stage).toBe('review');
    expect(timing?.remainingWorkingDays).toBeCloseTo(5, 0);
  });

  it('reads a trigger that points back at the event its sentence names first', () => {
    const stages = deadlinesOf(
      '3. Stage 1\n\n3.1 You must raise your complaint within six months of the event you are complaining about.\n\n4. Stage 2\n\n4.1 If you are dissatisfied with the Stage 1 response, you must ask for a Stage 2 investigation within 20 working days of receiving it.\n',
    );
    const timing = assessTiming(
      "complained to head of school, got a reply nearly 4 weeks ago saying 'we are working on it'. nothing since",
      stages,
      'submittedcomplaint',
      today,
    );
    expect(timing?.deadline.quote).toBe('within 20 working days of receiving it');
    expect(timing?.remainingWorkingDays).toBeCloseTo(0, 0);
  });

  it('reads a past event told in the present, and a limit of the only step there is', () => {
    // Before any formal step, where the policy's one step is a reconsideration it files as a
    // review: the cancellation of 19 November leaves a day on the 25th.
    const reconsideration = deadlinesOf(
      '5. Reconsideration\n\n5.1 An applicant may request reconsideration of a cancellation within seven (7) days of the date of the cancellation notice.\n',
    );
    const timing = assessTiming(
      'On 19 November I receive email that my offer is cancel because documents not received.',
      reconsideration,
      'triedinformally',
      today,
    );
    expect(timing).toEqual(expect.objectContaining({ endsOn: '2026-11-26', ended: false }));
  });

  it('names the later step from the same event that is still open when the first has passed', () => {
    const steps = deadlinesOf(
      '2. Recheck\n\n2.1 A student may ask for a recheck within 5 working days of the publication of results.\n\n3. Appeals\n\n3.1 A student may appeal within 15 working days of the publication of results.\n\n4. Complaints\n\n4.1 A complaint must be made within 20 working days of the incident.\n',
    );
    const timing = assessTiming('My results came out two weeks ago.', steps, 'notyet', today);
    expect(timing?.deadline.quote).toBe('within 5 working days of the publication of results');
    expect(timing?.stillOpen?.deadline.quote).toBe(
      'within 15 working days of the publication of results',
    );
    expect(timing?.stillOpen?.remainingWorkingDays).toBeCloseTo(5, 0);
    // Nothing is said to be open when every step from that event has passed.
    expect(
      assessTiming('My results came out five weeks ago.', steps, 'notyet', today)?.stillOpen,
    ).toBeUndefined();
  });

  it("never names another procedure's step as still open", () => {
    const steps = deadlinesOf(
      '4. Academic appeals\n\n4.4 A student may appeal within 15 working days of the decision being communicated.\n\n6. Admissions\n\n6.1 Applicants may request a review of an admission decision within 10 working days of the decision.\n',
    );
    // The admissions review is the applicant's next step (as `nextStepDeadline` chooses it).
    const review = steps.find((d) => d.quote === 'within 10 working days of the decision');
    const timing = assessTiming(
      'Three weeks ago I was told my offer had been withdrawn.',
      steps,
      'notyet',
      today,
      review,
    );
    expect(timing?.deadline).toBe(review);
    expect(timing?.remainingWorkingDays).toBeLessThan(0);
    expect(timing?.stillOpen).toBeUndefined();
  });

  it('starts no clock from the day something was due by', () => {
    const review = deadlinesOf(
      '4. Review\n\n4.3 Requests for review must be submitted within ten (10) working days of the date of the decision.\n',
    );
    const timing = assessTiming(
      'Last week the uni withdrew my offer because results werent received by 31 August. The deadline was the 31st of August, they said.',
      review,
      'triedinformally',
      today,
    );
    // Told "last week", not on 31 August: about five working days of ten are left.
    expect(timing?.from).toBeUndefined();
    expect(timing?.remainingWorkingDays).toBeCloseTo(5, 0);
  });

  it('runs a show-cause limit from the letter that asks for it, not from the exclusion it warns of', () => {
    const limits = [
      {
        ...deadline(10, 'working_days', 'initial', 'the date of the notice'),
        description: 'Submit the statement',
      },
      {
        ...deadline(15, 'working_days', 'initial', 'the date of the exclusion decision'),
        description: 'Appeal the exclusion',
      },
    ];
    const risk = assessTiming(
      "got a letter on 20 November saying i have to show cause why i shouldn't be excluded",
      limits,
      'notyet',
      new Date('2026-12-01T12:00:00Z'),
      limits[1],
    );
    expect(risk?.deadline.description).toBe('Submit the statement');
  });

  it('starts no clock from a date on which nothing was decided or received', () => {
    expect(
      assessTiming('I started my course on 3 September.', complaints, 'notyet', today),
    ).toBeUndefined();
  });
});

describe('a month named without a day', () => {
  const november = new Date('2026-11-30T12:00:00Z');

  it('is read as its last day, in the clause that names it, and only once it has passed', () => {
    const mentions = findElapsedMentions(
      'I ask for counselling in february, they give me appointment only in april and then cancel two times. My exams are in december. I may appeal. Since early March 2025 it leaks.',
      november,
      { months: true },
    );
    expect(mentions.map((m) => [m.clause, Math.round(m.workingDays)])).toEqual([
      ['I ask for counselling in february', Math.round(274 * (5 / 7))],
      ['they give me appointment only in april', Math.round(214 * (5 / 7))],
      ['Since early March 2025 it leaks.', Math.round(609 * (5 / 7))],
    ]);
    expect(mentions.every((m) => m.dated && m.on === undefined)).toBe(true);
    // As the background of a story as often as the event a limit runs from, a month alone is
    // read only when asked for.
    expect(findElapsedMentions('they give me appointment only in april', november)).toEqual([]);
  });

  it('times a limit whose events the policy lists below it', () => {
    const policy = `2. Time limit for making a complaint
2.1 You must normally make your complaint within six months of:
(a) the event you want to complain about; or
(b) finding out that you have a reason to complain.
2.2 In exceptional circumstances, we may be able to accept a complaint after the time limit.`;
    const [limit] = deadlinesOf(policy);
    expect(limit).toMatchObject({
      quote: 'within six months',
      runsFrom:
        'the event you want to complain about or finding out that you have a reason to complain',
    });
    const timing = assessTiming(
      'I ask for counselling in february, they give me appointment only in april and then cancel two times and nobody call me back. Is it too late to complain?',
      [limit],
      'notyet',
      november,
      undefined,
      { months: true },
    );
    // Six months from the end of April passed about a month ago; no day is claimed.
    expect(timing?.remainingWorkingDays).toBeLessThan(-15);
    expect(timing?.from).toBeUndefined();
  });
});

describe('which clock an event starts', () => {
  const deadline = (
    amount: number,
    unit: 'working_days' | 'calendar_days' | 'weeks' | 'months',
    runsFrom: string,
  ): ExtractedDeadline => ({
    description: 'step',
    amount,
    unit,
    stage: 'initial',
    runsFrom,
    quote: '',
    passageId: 'p1',
    sentence: '',
    offset: 0,
  });
  const complaint = deadline(3, 'months', 'the event or of the student becoming aware of it');
  const appeal = deadline(2, 'weeks', 'the release of the decision');

  it('runs the next step’s limit from a result the policy’s triggers do not name', () => {
    const timing = assessTiming(
      'The result came out 11 days ago and as a student I am angry.',
      [complaint, appeal],
      'notyet',
      undefined,
      appeal,
    );
    expect(timing?.deadline).toBe(appeal);
    expect(timing?.remainingWorkingDays).toBeCloseTo(2.1, 0);
  });

  it('reads an event the sentence names itself by its own time, not by the sentence before', () => {
    const decision = deadline(10, 'working_days', 'the date of the decision');
    const timing = assessTiming(
      'rejected after interview\nI had interview for physiotherapy last week, it was only one lady not a panel. got rejection email yesterday.',
      [decision],
      'notyet',
    );
    expect(timing?.remainingWorkingDays).toBeCloseTo(9.3, 0);
  });

  it('reads "That was 16 days ago" as the time of the event in the sentence before', () => {
    const timing = assessTiming(
      'No meeting, just a decision letter on my account. That was 16 days ago.',
      [complaint, deadline(14, 'calendar_days', 'the decision')],
      'submittedcomplaint',
    );
    expect(timing?.deadline.amount).toBe(14);
    expect(timing?.remainingWorkingDays).toBeLessThan(0);
  });

  it('reads a bare time at the end of the story as the time of what came to the student', () => {
    const timing = assessTiming(
      'Aldermoor withdrew my offer on results day saying I got a C. My certificate says A. They must of typed it in wrong. That was 12 days ago.',
      [complaint, appeal],
      'notyet',
      undefined,
      appeal,
    );
    expect(timing?.deadline).toBe(appeal);
    expect(timing?.remainingWorkingDays).toBeCloseTo(1.4, 0);
    // …but not the time of the student's own step told just before.
    expect(
      assessTiming(
        'They withdrew my offer. I emailed admissions. That was 12 days ago.',
        [complaint, appeal],
        'notyet',
        undefined,
        appeal,
      ),
    ).toBeUndefined();
  });

  it('reads "said no", "mark stands" as the answer the next stage runs from', () => {
    const stageOne = deadline(4, 'weeks', 'the event');
    const stageTwo = {
      ...deadline(10, 'working_days', 'the Stage 1 response'),
      stage: 'review' as const,
    };
    for (const story of [
      'they kept my deposit for a room that isnt mine, office said no 8 business days ago',
      'grp project got 52, asked for a reveiw, they said mark stands, that was 8 working days ago',
    ]) {
      const timing = assessTiming(story, [stageOne, stageTwo], 'submittedcomplaint');
      expect(timing?.deadline).toBe(stageTwo);
      expect(timing?.remainingWorkingDays).toBeCloseTo(2, 0);
    }
  });

  it('starts no clock from "sent a formal complaint on 20 oct and got no reply"', () => {
    const stageTwo = {
      ...deadline(15, 'working_days', 'the Stage 1 response'),
      stage: 'review' as const,
    };
    expect(
      assessTiming(
        'lift broke since october. asked to move, they just said no rooms available.\nsent a formal complaint on 20 oct and got NO reply at all.',
        [stageTwo],
        'submittedcomplaint',
        new Date('2026-11-29T12:00:00Z'),
      ),
    ).toBeUndefined();
  });

  it('starts no clock from what the student did themselves', () => {
    for (const story of [
      'I sent my appeal form with the GP letter last week.',
      'i appealed to the appeals board 2 weeks ago, no answer',
      'Five weeks ago I went to the Accommodation Office about the shower.',
      // An upload the office confirmed ("document received") is the student's own step too.
      "I uploaded my transcript 3 weeks ago, I have the email that says 'document received'.",
    ])
      expect(assessTiming(story, [complaint, appeal], 'notyet', undefined, appeal)).toBeUndefined();
  });
});

describe('assessLateRisk', () => {
  const riverford = deadlinesOf(RIVERFORD_POLICY);

  it('warns when the limit that runs from the event named in the story has passed', () => {
    const risk = assessLateRisk('My results were released four weeks ago.', riverford, 'notyet');
    expect(risk?.deadline.amount).toBe(15);
    expect(risk?.remainingWorkingDays).toBeLessThan(0);
  });

  it('stays quiet when there is time left', () => {
    expect(
      assessLateRisk('My results were released two working days ago.', riverford, 'notyet'),
    ).toBeUndefined();
  });

  it('starts the first formal limit from the latest event when the story does not name it', () => {
    const risk = assessLateRisk(
      'He refused again a week ago.',
      deadlinesOf(PRAIRIE_POLICY),
      'triedinformally',
    );
    expect(risk?.deadline.amount).toBe(10);
    expect(risk?.remainingWorkingDays).toBe(5);
  });
});

describe('the day a limit ends', () => {
  const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

  it('is given, with whether it has passed, where the story dates the event and today is known', () => {
    const deadlines = deadlinesOf(
      '2. Appeals\n\n2.1 Appeals must be submitted within 14 calendar days of the date of the decision.\n',
    );
    const today = day('2026-11-29');
    expect(
      assessTiming('I got reject without interview on 20 November.', deadlines, 'notyet', today),
    ).toEqual(
      expect.objectContaining({ from: day('2026-11-20'), endsOn: '2026-12-04', ended: false }),
    );
    expect(
      assessTiming('I got reject without interview on 2 November.', deadlines, 'notyet', today),
    ).toEqual(expect.objectContaining({ endsOn: '2026-11-16', ended: true }));
    // Working days skip the weekend, by the product's one due-date rule.
    const working = deadlinesOf(
      '1. Recheck\n\n1.1 Requests for a recheck must be made within five working days of the publication of results.\n',
    );
    expect(
      assessTiming('My results came out on 20 November.', working, 'notyet', today)?.endsOn,
    ).toBe('2026-11-27');
    // "three weeks ago" fixes no day: the limit is told in working days left, as before.
    expect(
      assessTiming('I got the decision three weeks ago.', deadlines, 'notyet', today)?.endsOn,
    ).toBeUndefined();
  });
});

describe('a step the student says they took', () => {
  const policy = `2. Definitions
2.1 In this policy, "days" means business days.

5. Reconsideration
5.1 An applicant may ask the Registrar to reconsider a decision by submitting the Reconsideration Form within 10 days of the date of the decision.

6. Appeal
6.1 An applicant may appeal the Registrar's reconsideration decision to the Admissions Appeal Committee within 10 days of receiving it.
`;
  const today = new Date('2026-11-29T12:00:00Z');
  const deadlines = deadlinesOf(policy);
  // The product's next step for a student who has asked for the reconsideration.
  const appeal = deadlines.find((d) => d.description.startsWith('Appeal'));

  it('meets the limit it was for when taken in time, and the next step waits for its outcome', () => {
    const timing = assessTiming(
      'On 3 november I get email application is closed. I ask registrar to reconsider 2 week ago, no answer still.',
      deadlines,
      'requestedreview',
      today,
      appeal,
    );
    expect(appeal).toBeDefined();
    expect(timing).toBeUndefined();
  });

  it('still warns when it was taken after the limit ended', () => {
    const timing = assessTiming(
      'On 3 november I get email application is closed. I asked the registrar to reconsider yesterday.',
      deadlines,
      'requestedreview',
      today,
      appeal,
    );
    expect(timing?.deadline.description).toMatch(/^Ask the Registrar to reconsider/);
    expect(timing?.ended).toBe(true);
  });

  it('is not met by an informal word with the same name before any formal step', () => {
    const complaints = `2. Complaints
2.1 A student may make a formal complaint within 10 working days of the incident.
`;
    const timing = assessLateRisk(
      'The incident was 3 weeks ago. I complained to my tutor 2 weeks ago but nothing happened.',
      deadlinesOf(complaints),
      'triedinformally',
      today,
    );
    expect(timing?.remainingWorkingDays).toBeLessThan(0);
  });
});

describe('a review asked for in other words', () => {
  const policy = `2. Admissions
2.5 An applicant who believes that this Policy was not followed may request an administrative review by the Associate Registrar (Admissions) within fifteen (15) working days of the decision.
`;
  const today = new Date('2026-11-30T12:00:00Z');
  const deadlines = deadlinesOf(policy);
  const story =
    "My high school sent my final marks and chemistry was wrong, the school admitted the typo and sent a corrected transcript on Nov 10. Caradoc withdrew my offer on Nov 16 anyway. I asked admissions to reconsider on Nov 18 and attached the school's letter, no reply yet.";

  it('takes the step: asking to reconsider is asking for the review', () => {
    const review = deadlines[0].description;
    expect(takesStep('I asked admissions to reconsider on Nov 18', review)).toBe(true);
    expect(
      takesStep('i requested a review last week', 'Ask the Registrar to reconsider a decision'),
    ).toBe(true);
    // A review of the reconsideration comes after it.
    expect(
      takesStep(
        'I asked the registrar to reconsider',
        'Request a review within 10 days',
        'You may request a review of the reconsideration decision within 10 days.',
      ),
    ).toBe(false);
  });

  it('meets the limit, which runs from the decision the story dates, not from a school’s letter', () => {
    expect(assessTiming(story, deadlines, 'requestedreview', today, deadlines[0])).toBeUndefined();
    const before = assessTiming(
      story.replace(/ I asked.*$/, ''),
      deadlines,
      'notyet',
      today,
      deadlines[0],
    );
    expect(before?.endsOn).toBe('2026-12-07');
  });
});

describe('a step and its answer told in one sentence', () => {
  it('dates the answer by its own clause: the student’s appeal starts no clock, its dismissal does', () => {
    const deadlines = deadlinesOf(`3. Academic appeals
3.7 Stage 2 (Review): a student dissatisfied with the Stage 1 outcome may request a review within 10 working days of the date of the Stage 1 outcome letter.
`);
    const timing = assessTiming(
      'I appealed with the death certificate but the Appeals Officer dismissed it on 18 Nov saying I should have told the Board before it met.',
      deadlines,
      'submittedcomplaint',
      new Date('2026-11-30T12:00:00Z'),
      deadlines[0],
    );
    expect(timing?.endsOn).toBe('2026-12-02');
  });
});

describe('an exclusion', () => {
  it('is the decision a limit "of the release of the result or decision" runs from', () => {
    const deadlines = deadlinesOf(`2 Definitions
2.1 "Days" means calendar days.

4 Formal complaints
4.2 Send the Formal Complaint Form within 60 days of the event.

5 Academic appeals
5.2 Send the Academic Appeal Form (AAF) to appeals@harakeke.ac.nz within 14 days of the release of the result or decision.
`);
    const timing = assessTiming(
      'got email 19 nov saying im excluded for unsatisfactory progress. i failed 3 papers this yr.',
      deadlines,
      'notyet',
      new Date('2026-11-30T12:00:00Z'),
    );
    expect(timing?.deadline.description).toMatch(/^Send the Academic Appeal Form/);
    expect(timing?.endsOn).toBe('2026-12-03');
  });
});

describe('a letter that came', () => {
  const deadlines = deadlinesOf(`3. Complaints
3.3 A student may lodge the Student Complaint Form within 30 days of the event.

5. Academic integrity
5.5 The student may appeal within 10 days of the written decision to the Academic Integrity Appeals Board.
`);
  const today = new Date('2026-11-30T12:00:00Z');
  const appeal = deadlines.find((d) => /Appeal/.test(d.description));

  it('is the decision the appeal runs from, not the incident the penalty was for', () => {
    const timing = assessTiming(
      'Campus Residences fined me 300 euro for a party in my apartment on 7 November. The letter came 20 Nov and says I can appeal.',
      deadlines,
      'notyet',
      today,
      appeal,
    );
    expect(timing?.deadline).toBe(appeal);
    expect(timing?.from?.toISOString().slice(0, 10)).toBe('2026-11-20');
  });

  it('is no decision when it is a doctor’s', () => {
    const timing = assessTiming(
      'The hospital letter came 20 Nov.',
      deadlines,
      'notyet',
      today,
      appeal,
    );
    expect(timing?.deadline).not.toBe(appeal);
  });
});

describe('the outside body’s step', () => {
  it('is taken only by words that name an outside body', () => {
    const spso = 'Complain to the Scottish Public Services Ombudsman within 12 months';
    expect(takesStep('stage 1 complaint i did on 21 nov', spso)).toBe(false);
    expect(takesStep('i complained to the ombudsman in may', spso)).toBe(true);
    expect(takesStep('ive emailed the ombudsman already cos im done with them', spso)).toBe(true);
  });
});
