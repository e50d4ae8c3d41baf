import { policyPromises } from '../citations/rules-bearing-on';
import { splitPassages } from '../passages/split-passages';
import { readStory } from './read-story';
import { unkeptPromiseFeatures } from './story-features';

const POLICY = `Assessment and Appeals Regulations

3.1 Every dissertation is marked independently by two examiners, who agree the final mark.
3.2 A student accused of misconduct will be given the evidence and invited to a hearing before any decision is made.
3.3 The Admissions Office will email the applicant within five working days if a document is missing.
3.4 Where a lecturer is absent for an extended period, the Head of School will arrange replacement teaching.
4.1 Students must submit an appeal within 10 working days of the date of the decision.
4.2 The student must provide medical evidence with any claim of illness.
5.1 Penalties available include a reprimand, a mark of zero and expulsion.`;

const promises = policyPromises(splitPassages({ text: POLICY }));

/** The promise features of each sentence of the story. */
function read(description: string): string[][] {
  return readStory({ title: '', description, resolution: '' }).map((sentence) =>
    unkeptPromiseFeatures(sentence, promises),
  );
}

describe('a promise of the policy read against the story', () => {
  it.each([
    ['only one person marked my dissertation, nobody else looked at it'],
    ['They never gave me the evidence and there was no hearing, just a letter.'],
    ['nobody emailed me that a document was missing, they just closed it'],
    ['they never invited me to any hearing'],
    ['only he marked it, nobody else'],
    ['our statistics lecturer was sick for 6 weeks and nobody replace him'],
  ])('"%s" tells of a promise not kept', (story) => {
    expect(read(story).flat()).toContain('pr:unkept');
  });

  it.each([
    // The rule was followed: nothing is said to be missing.
    ['Two examiners marked my dissertation and I think the mark is too low.'],
    // A duty of the student, not a promise to the student.
    ['I did not submit my appeal within 10 working days.'],
    ['I have no medical evidence of the illness I claim.'],
    // The schedule of penalties promises nothing.
    ['they gave me a mark of zero, not a reprimand'],
    // Nothing in the policy about it.
    ['the lift in my halls never works'],
    // Counting something other than markers.
    ['only one of my two essays came back'],
    // One word in common is not enough to be about a promise.
    ['i dont have medical evidence for my illness yet'],
  ])('"%s" does not', (story) => {
    expect(read(story).flat()).not.toContain('pr:unkept');
  });

  it('names the idea the promise is about', () => {
    expect(read('there was no hearing, they never showed me the evidence').flat()).toContain(
      'pr:hearing',
    );
  });

  it('reads nothing when the case has no policy', () => {
    const [sentence] = readStory({ title: '', description: 'nobody told me', resolution: '' });
    expect(unkeptPromiseFeatures(sentence, [])).toEqual([]);
  });
});
