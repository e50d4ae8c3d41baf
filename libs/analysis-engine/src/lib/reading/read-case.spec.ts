import { READING_LABELS, readCase } from './read-case';
import { type ReadingModel } from './reading-model';

// A model whose every label has the given probability, whatever the story says.
function modelGiving(probability: Partial<Record<string, number>>): ReadingModel {
  const logit = (p: number) => Math.log(p / (1 - p));
  return {
    labels: READING_LABELS.map(({ label, gate }) => ({
      label,
      gate,
      bias: logit(probability[label] ?? 0.01),
      threshold: 0.13,
    })),
    weights: { has: () => false, get: () => undefined },
    spelling: { correct: () => undefined },
  };
}
const story = { context: [], sentences: [] };

describe('readCase', () => {
  it('reads a refused adjustment as the adjustments ground, not also a weak service failure', () => {
    const reading = readCase(
      modelGiving({ disability_adjustments: 0.9, service_failure: 0.3 }),
      story,
    );
    expect(reading.grounds).toEqual(['disability_adjustments']);
  });

  it('keeps a service failure the model is clear about beside an adjustment', () => {
    const reading = readCase(
      modelGiving({ disability_adjustments: 0.9, service_failure: 0.8 }),
      story,
    );
    expect(reading.grounds).toEqual(['disability_adjustments', 'service_failure']);
  });

  it('keeps a weak service failure where no adjustment is in question', () => {
    expect(readCase(modelGiving({ service_failure: 0.3 }), story).grounds).toEqual([
      'service_failure',
    ]);
  });
});
