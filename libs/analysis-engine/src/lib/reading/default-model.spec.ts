import artefact from '../../../model/reading-model.json';
import { prepareCase } from '../analyse-case';
import { defaultReadingModel } from './default-model';
import { READING_LABELS, readCase } from './read-case';
import { decodeReadingModel, serialisedModelSchema } from './reading-model';

function read(issueDescription: string, issueCategory = 'academic') {
  const { features } = prepareCase({
    details: { issueCategory, issueDescription, actionTaken: 'notyet' },
    policy: null,
  });
  return readCase(defaultReadingModel(), features);
}

describe('the committed reading model', () => {
  it('is a valid artefact with every label, its threshold and its gate', () => {
    const model = serialisedModelSchema.parse(artefact);
    expect(model.labels.map((l) => [l.label, l.gate])).toEqual(
      READING_LABELS.map((l) => [l.label, l.gate]),
    );
    expect(model.trainedOn.train).toBeGreaterThanOrEqual(1000);
    expect(JSON.stringify(artefact).length).toBeLessThan(5_000_000);
  });

  it('refuses an artefact whose weights are damaged', () => {
    const label = artefact.labels[0];
    const damaged = (change: Partial<typeof label>) => ({
      ...artefact,
      labels: [{ ...label, ...change }, ...artefact.labels.slice(1)],
    });
    expect(() => decodeReadingModel(damaged({ milli: [1.5, ...label.milli.slice(1)] }))).toThrow(
      /array of integers/,
    );
    expect(() => decodeReadingModel(damaged({ gaps: [-1, ...label.gaps.slice(1)] }))).toThrow(
      /non-negative integers/,
    );
    expect(() =>
      decodeReadingModel(damaged({ gaps: [artefact.features.length], milli: [1] })),
    ).toThrow(/missing feature/);
    expect(() => decodeReadingModel(damaged({ milli: label.milli.slice(1) }))).toThrow(
      /mismatched weights/,
    );
  });

  it('is decoded once per process', () => {
    expect(defaultReadingModel()).toBe(defaultReadingModel());
  });

  it.each([
    ['the lecturer keeps imitating how I talk in front of everyone', 'discrimination'],
    ['my support plan says I get a laptop in exams, there wasnt one', 'disability_adjustments'],
    ['the committee says my form never arrived, I have the upload receipt', 'administrative_error'],
    ["the lab's been shut for five months and nobody will say when it reopens", 'service_failure'],
    [
      'i was in hospital with apendicitis the week of my exams and failed 2',
      'extenuating_circumstances',
    ],
  ])('reads “%s” as %s, with the sentence as its reason', (story, ground) => {
    const reading = read(story, ground === 'service_failure' ? 'service' : 'academic');
    expect(reading.grounds).toContain(ground);
    expect(reading.because[ground as 'bias']).toEqual([story]);
  });

  it('does not count what did not happen, or what happened to someone else', () => {
    expect(read('I wasnt ill, I just think the mark is too low.').grounds).not.toContain(
      'extenuating_circumstances',
    );
    expect(
      read('My tutor was off sick for a month so the seminars were cancelled.').grounds,
    ).not.toContain('extenuating_circumstances');
  });
});
