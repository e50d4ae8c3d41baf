import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeReadingModel, serialisedModelSchema } from '../src/lib/reading/reading-model';
import { READING_LABELS } from '../src/lib/reading/read-case';
import { trainFromCorpus } from './train';

const POLICY = `BROOKFIELD COLLEGE
Appeals and Complaints Procedure

1. Appeals

1.1 You may appeal within ten (10) working days of the publication of results on the grounds that the procedure was not followed or that your performance was affected by illness.

1.2 The decision of the Appeals Panel is final.

2. Complaints

2.1 You may complain about a service within 20 working days of the event.
`;

const ILL = [
  'I was in hospital with pneumonia the week of my exams and failed two of them.',
  'my mum died two days before the exam and i couldnt concentrate at all',
  'I had covid during the resits and still had to sit them.',
  'im a carer for my dad who had a stroke, i missed the deadline because of it',
];
const LEAK = [
  'The roof in my room has been leaking for three months and nobody fixed it.',
  'the heating in our flat is broken since october, reported it 5 times',
  'There is black mould on the walls and the repairs never happen.',
  'no hot water for weeks in the residence and maintenance ignore us',
];

function story(batch: string, n: number, text: string, ground: string) {
  return JSON.stringify({
    id: `${batch}-${String(n).padStart(3, '0')}`,
    issueCategory: ground === 'service_failure' ? 'service' : 'academic',
    jurisdiction: 'england',
    actionTaken: 'notyet',
    universityName: 'Brookfield College',
    policy: 'england.txt',
    title: '',
    issueDescription: text,
    desiredResolution: 'Please help.',
    grounds: [ground],
    warnings: [],
    escalation: 'OIA',
  });
}

describe('npm run engine:train on a tiny corpus', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'redress-corpus-'));
    const batches: Record<string, [string, string][]> = {
      b01: [
        ...ILL.slice(0, 3).map((t) => [t, 'extenuating_circumstances'] as [string, string]),
        ...LEAK.slice(0, 3).map((t) => [t, 'service_failure'] as [string, string]),
      ],
      b02: [
        [ILL[3], 'extenuating_circumstances'],
        [LEAK[3], 'service_failure'],
      ],
      b03: [
        [ILL[0], 'extenuating_circumstances'],
        [LEAK[0], 'service_failure'],
      ],
    };
    for (const [batch, stories] of Object.entries(batches)) {
      mkdirSync(join(dir, batch, 'policies'), { recursive: true });
      writeFileSync(join(dir, batch, 'policies', 'england.txt'), POLICY);
      writeFileSync(
        join(dir, batch, 'stories.jsonl'),
        `${stories.map(([text, ground], i) => story(batch, i + 1, text, ground)).join('\n')}\n`,
      );
    }
    writeFileSync(
      join(dir, 'splits.json'),
      JSON.stringify({ train: ['b01'], dev: ['b02'], test: ['b03'] }),
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('builds a valid model for every label, the same one every time', () => {
    const first = trainFromCorpus(dir, { epochs: 20 });
    const second = trainFromCorpus(dir, { epochs: 20 });
    expect(JSON.stringify(second.model)).toBe(JSON.stringify(first.model));
    const model = serialisedModelSchema.parse(first.model);
    expect(model.labels.map((l) => l.label)).toEqual(READING_LABELS.map((l) => l.label));
    // Fitted on train and dev together; thresholds read out of fold on both (two folds here).
    expect(model.trainedOn).toEqual(expect.objectContaining({ train: 8, dev: 8 }));
    expect(() => decodeReadingModel(model)).not.toThrow();
  });

  it('reads the grounds from the story, never from the category the student chose', () => {
    // In this corpus every service failure is filed as a service and every illness as academic:
    // the category would decide both grounds if the model were let read it.
    const serialised = trainFromCorpus(dir, { epochs: 20 }).model;
    const model = decodeReadingModel(serialised);
    const grounds = ['service_failure', 'extenuating_circumstances'].map((ground) =>
      model.labels.findIndex((l) => l.label === ground),
    );
    for (const feature of ['cat:service', 'cat:academic'])
      for (const k of grounds) expect(model.weights.get(feature)?.[k] ?? 0).toBe(0);
    // The story's own words carry them.
    expect(serialised.features.some((f) => f.startsWith('w:'))).toBe(true);
  });

  it('learns the labels of its corpus and scores the test split', () => {
    const run = trainFromCorpus(dir, { epochs: 20 });
    expect(run.testResults.map((r) => r.got.grounds)).toEqual([
      ['extenuating_circumstances'],
      ['service_failure'],
    ]);
    expect(run.scores.test.grounds).toEqual({ precision: 1, recall: 1 });
    expect(run.card).toContain('## Scores');
    expect(run.card).toContain('| `service_failure` |');
  });
});
