import artefact from '../../../model/reading-model.json';
import { prepareCase } from '../analyse-case';
import { defaultReadingModel } from './default-model';
import { READING_LABELS, readCase } from './read-case';
import { decodeReadingModel, encodeWeights, serialisedModelSchema } from './reading-model';

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
    // One weight short, one too many, or weights that are not base64 of 16-bit numbers.
    const bytes = Buffer.from(label.weights, 'base64');
    expect(() =>
      decodeReadingModel(damaged({ weights: bytes.subarray(2).toString('base64') })),
    ).toThrow(/label \w+ has \d+ weights for \d+ features/);
    expect(() =>
      decodeReadingModel(
        damaged({ weights: Buffer.concat([bytes, Buffer.alloc(2)]).toString('base64') }),
      ),
    ).toThrow(/weights for/);
    expect(() => decodeReadingModel(damaged({ weights: 'not weights' }))).toThrow(/weights for/);
    expect(() => decodeReadingModel({ ...artefact, format: 'redress-reading-model/1' })).toThrow();
  });

  it('keeps every weight to the thousandth', () => {
    const weights = [0, 0.001, -0.25, 3.822, -1.5];
    const model = decodeReadingModel({
      ...artefact,
      features: ['w:a', 'w:b', 'w:c', 'w:d', 'w:e'],
      labels: artefact.labels.map((l) => ({ ...l, weights: encodeWeights(weights) })),
    });
    expect([...(model.weights.get('w:d') ?? [])]).toEqual(
      artefact.labels.map(() => expect.closeTo(3.822, 5)),
    );
    expect(model.weights.get('w:c')?.[0]).toBeCloseTo(-0.25, 5);
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
