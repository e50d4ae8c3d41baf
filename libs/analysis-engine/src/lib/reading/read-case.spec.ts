import { READING_LABELS, readCase } from './read-case';
import { readStory } from './read-story';
import { type ReadingModel } from './reading-model';

// A model whose every label has the given probability, whatever the story says; the story's one
// sentence ("w:story") weighs a little for every label, or against it (`against`).
function modelGiving(
  probability: Partial<Record<string, number>>,
  against: string[] = [],
): ReadingModel {
  const logit = (p: number) => Math.log(p / (1 - p));
  const NUDGE = 1e-6;
  const row = Float32Array.from(READING_LABELS, ({ label }) =>
    against.includes(label) ? -NUDGE : NUDGE,
  );
  return {
    labels: READING_LABELS.map(({ label, gate }) => ({
      label,
      gate,
      bias: logit(probability[label] ?? 0.01),
      threshold: 0.13,
    })),
    weights: {
      has: (feature) => feature === 'w:story',
      get: (feature) => (feature === 'w:story' ? row : undefined),
    },
    spelling: { correct: () => undefined },
  };
}
const story = {
  context: [],
  sentences: [
    {
      sentence: { part: 'description' as const, text: 'What happened.', tokens: [] },
      features: ['w:story'],
    },
  ],
};

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

  it('raises no ground that no sentence of the story weighs for, however likely the case makes it', () => {
    const reading = readCase(
      modelGiving({ new_evidence: 0.9, procedural_irregularity: 0.9 }, ['new_evidence']),
      story,
    );
    expect(reading.grounds).toEqual(['procedural_irregularity']);
    expect(reading.because.procedural_irregularity).toEqual(['What happened.']);
  });

  it('gives what went wrong as the reason for a ground before what the student wants, not for a warning', () => {
    const [wish, fact] = readStory({
      title: '',
      description: 'i want my place back. the school sent the form late, not me.',
      resolution: '',
    });
    // The wish's words weigh more for every label than the fact's.
    const weighs = (weight: number) => Float32Array.from(READING_LABELS, () => weight);
    const rows: Record<string, Float32Array> = { 'w:wish': weighs(0.2), 'w:fact': weighs(0.1) };
    const model: ReadingModel = {
      ...modelGiving({ administrative_error: 0.9, evidence_needed: 0.9 }),
      weights: { has: (f) => f in rows, get: (f) => rows[f] },
    };
    const reading = readCase(model, {
      context: [],
      sentences: [
        { sentence: wish, features: ['w:wish'] },
        { sentence: fact, features: ['w:fact'] },
      ],
    });
    expect(reading.because.administrative_error).toEqual([fact.text, wish.text]);
    expect(reading.because.evidence_needed).toEqual([wish.text, fact.text]);
  });
});
