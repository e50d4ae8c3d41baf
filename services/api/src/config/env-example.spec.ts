import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { environmentSchema, parseEnvironment } from './config.schema';

const example = readFileSync(join(__dirname, '../../../../.env.example'), 'utf8');
const documented = [...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]);

describe('.env.example', () => {
  it('documents every variable the service reads, and nothing else', () => {
    expect([...documented].sort()).toEqual(Object.keys(environmentSchema.shape).sort());
  });

  it('is itself a valid configuration', () => {
    const values = Object.fromEntries(
      [...example.matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((match) => [match[1], match[2]]),
    );
    expect(() => parseEnvironment(values)).not.toThrow();
  });
});
