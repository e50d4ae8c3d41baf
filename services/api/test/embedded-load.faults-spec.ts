import request from 'supertest';
import { type TestDatabase } from './harness';
import { CASE } from './policy-fixtures';
import { eventually } from './queue-fixture';
import { SignedIn, signInNewUser } from './sign-in';
import { buildApi, startApiOnPrepared, type ApiProcess } from './worker-process';

/** A policy of about `bytes` bytes: numbered sections with time limits, as long policies run. */
function longPolicy(bytes: number, seed: number): Buffer {
  const lines: string[] = ['ACADEMIC APPEALS AND COMPLAINTS PROCEDURE'];
  let size = lines[0].length;
  for (let section = 1; size < bytes; section++) {
    const line = `${section}.${seed} A student may appeal within ${(section % 20) + 5} working days of the decision where the procedure was not followed or there were extenuating circumstances; the appeal must be made on the appeal form with evidence.`;
    lines.push(line);
    size += line.length + 1;
  }
  return Buffer.from(lines.join('\n').slice(0, bytes), 'utf8');
}

// The embedded default (SQLite, the in-process queue) runs analyses in the API process. Three
// 10 MB policies analysed at once made /api/health take 20 s: the engine ran on the event loop.
describe('the embedded default answers while it analyses large policies', () => {
  let database: TestDatabase;
  let api: ApiProcess;
  let url: string;
  let student: SignedIn;

  beforeAll(async () => {
    buildApi();
    ({
      database,
      api,
      prepared: student,
    } = await startApiOnPrepared('sqlite', (app) => signInNewUser(app, 'large'), {
      WORKER_CONCURRENCY: '3',
    }));
    url = api.url;
  }, 240_000);

  afterAll(async () => {
    await api?.kill();
    await database?.drop();
  });

  it('keeps /api/health under 100 ms while three 10 MB analyses run', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await request(url)
        .post('/api/analysis/upload')
        .set('cookie', student.cookie)
        .field('title', `Large policy ${i}`)
        .field('issueCategory', CASE.issueCategory)
        .field('actionTaken', CASE.actionTaken)
        .field('issueDescription', CASE.issueDescription)
        .attach('policyFile', longPolicy(9.9 * 1024 * 1024, i), `policy-${i}.txt`)
        .timeout(60_000);
      expect(response.status).toBe(201);
      ids.push((response.body as { id: number }).id);
    }
    const latencies: number[] = [];
    const statuses = async () =>
      Promise.all(
        ids.map(async (id) => {
          const answer = await request(url)
            .get(`/api/analysis/documents/${id}`)
            .set('cookie', student.cookie);
          return (answer.body as { status?: string }).status;
        }),
      );
    await eventually(
      async () => {
        const started = performance.now();
        const health = await request(url).get('/api/health');
        latencies.push(performance.now() - started);
        expect(health.status).toBe(200);
        return statuses();
      },
      (all) => all.every((status) => status === 'completed' || status === 'failed'),
      180_000,
    );
    expect(await statuses()).toEqual(['completed', 'completed', 'completed']);
    // Polled for the whole run. Before the threads the slowest answer took 9.8 s (8-20 s in the
    // audit); now 19 in 20 answer under 100 ms and none near a second. The tail is the test's own
    // client sharing two cores with four busy threads (it reached 101 ms once in CI).
    expect(latencies.length).toBeGreaterThan(20);
    latencies.sort((a, b) => a - b);
    expect(latencies[Math.floor(latencies.length * 0.95)]).toBeLessThan(100);
    expect(latencies.at(-1)).toBeLessThan(500);
  }, 240_000);
});
