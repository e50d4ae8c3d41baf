import { withoutStalls } from './submission-form';
import { UploadRefusedError } from './analysis.errors';

async function* parts(...delaysMs: number[]): AsyncGenerator<number> {
  for (const [index, delay] of delaysMs.entries()) {
    await new Promise((resolve) => setTimeout(resolve, delay));
    yield index;
  }
}

async function* stuckAfter(count: number): AsyncGenerator<number> {
  for (let index = 0; index < count; index++) yield index;
  await new Promise(() => undefined);
}

async function collect(source: AsyncIterable<number>, workMs = 0): Promise<number[]> {
  const seen: number[] = [];
  for await (const part of source) {
    seen.push(part);
    await new Promise((resolve) => setTimeout(resolve, workMs));
  }
  return seen;
}

describe('withoutStalls', () => {
  it('passes every part of a form that keeps coming', async () => {
    await expect(collect(withoutStalls(parts(5, 5, 5), 200))).resolves.toEqual([0, 1, 2]);
  });

  it('refuses a form whose next part never comes, as the multipart parser can leave it', async () => {
    const refused = collect(withoutStalls(stuckAfter(2), 50));
    await expect(refused).rejects.toBeInstanceOf(UploadRefusedError);
    await expect(refused).rejects.toMatchObject({ statusCode: 400, code: 'unreadable-form' });
  });

  it('does not count the time spent on a part (reading a large file) as a stall', async () => {
    await expect(collect(withoutStalls(parts(1, 1), 30), 80)).resolves.toEqual([0, 1]);
  });
});
