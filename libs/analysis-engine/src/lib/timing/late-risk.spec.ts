import { extractDeadlines } from '../deadlines/extract-deadlines';
import { splitPassages } from '../passages/split-passages';
import { PRAIRIE_POLICY, RIVERFORD_POLICY } from '../testing/invented-cases';
import { findElapsedMentions } from './elapsed-time';
import { assessLateRisk } from './late-risk';

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
  ])('reads “%s” as about %s working days', (text, workingDays) => {
    const mentions = findElapsedMentions(text);
    expect(Math.round(mentions[0].workingDays * 10) / 10).toBeCloseTo(workingDays, 0);
  });

  it('ignores a number of days that is not elapsed time', () => {
    expect(findElapsedMentions('I waited 3 long weeks ago')).toHaveLength(1);
    expect(findElapsedMentions('we had 3 exam days ago')).toHaveLength(0);
    expect(findElapsedMentions('On 3 March I appealed.')).toHaveLength(0);
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
