import request from 'supertest';
import { containsVerbatim, readEvents, reportOf, settledDocument } from './analysis-fixture';
import {
  RunningApp,
  TestDatabase,
  createTestDatabase,
  describeWith,
  redisEnv,
  startApp,
  HAS_REDIS,
} from './harness';
import { CASE, POLICY_TEXT, buildDocx, policyPdf } from './policy-fixtures';
import { signInNewUser } from './sign-in';
import { WorkerProcess, buildApi, startWorker } from './worker-process';
import { AnalysisService } from '../src/modules/analysis/analysis.service';
import { eventually } from './queue-fixture';

describeWith('mysql', 'analysis with MariaDB', () =>
  describeWith('redis', 'Redis and a separate worker process', () => {
    const redis = HAS_REDIS ? redisEnv() : null;
    let database: TestDatabase;
    let running: RunningApp;
    let url: string;
    let env: Record<string, string>;
    const workers: WorkerProcess[] = [];

    beforeAll(async () => {
      if (!redis) throw new Error('TEST_REDIS_URL is required with TEST_MYSQL_URL for this suite');
      buildApi();
      database = await createTestDatabase('mysql');
      env = { ...database.env, ...redis.env, QUEUE_LOCK_MS: '1000', LOG_LEVEL: 'info' };
      running = await startApp({ ...env, LOG_LEVEL: 'silent' });
      url = running.url;
    }, 180_000);

    afterAll(async () => {
      for (const worker of workers) await worker.kill();
      await running?.close();
      await redis?.cleanup();
      await database?.drop();
    });

    async function worker(extra: Record<string, string> = {}): Promise<WorkerProcess> {
      const started = await startWorker({ ...env, ...extra });
      workers.push(started);
      return started;
    }

    it('runs TXT, PDF, DOCX and no-policy cases in the worker process and streams their progress', async () => {
      const first = await worker();
      const one = await signInNewUser(running.app);
      const two = await signInNewUser(running.app);
      const files: [Buffer, string][] = [
        [Buffer.from(POLICY_TEXT), 'policy.txt'],
        [policyPdf(), 'policy.pdf'],
        [await buildDocx(POLICY_TEXT), 'policy.docx'],
      ];
      const ids: number[] = [];
      for (const [bytes, name] of files) {
        let call = request(url).post('/api/analysis/upload').set('cookie', one.cookie);
        for (const [field, value] of Object.entries(CASE)) call = call.field(field, value);
        const response = await call.attach('policyFile', bytes, name).expect(201);
        ids.push(response.body.id);
      }
      const bare = await request(url)
        .post('/api/analysis/upload')
        .set('cookie', two.cookie)
        .send(CASE)
        .expect(201);

      const stream = await readEvents(`${url}/api/analysis/documents/${ids[0]}/events`, one.cookie);
      expect(stream.events[stream.events.length - 1]).toEqual({
        status: 'completed',
        progress: 'Complete',
        percent: 100,
      });

      for (const id of ids) {
        await expect(settledDocument(url, one.cookie, id)).resolves.toMatchObject({
          status: 'completed',
          producedBy: 'engine',
        });
        const report = await reportOf(url, one.cookie, id);
        expect(report.relevantPolicies.length).toBeGreaterThan(0);
        for (const policy of report.relevantPolicies)
          expect(containsVerbatim(POLICY_TEXT, policy.quote)).toBe(true);
      }
      await expect(settledDocument(url, two.cookie, bare.body.id)).resolves.toMatchObject({
        status: 'completed',
      });
      expect((await reportOf(url, two.cookie, bare.body.id)).relevantPolicies).toEqual([]);

      // The API process runs no processors with Redis: the work was the worker's.
      expect(first.output()).toMatch(/Worker started/);
      // SIGTERM: the worker finishes its active job and exits (Nest re-raises the signal).
      await first.stop();
    });

    it('fans each change the worker makes out to every open stream of the case, with no read per change', async () => {
      const student = await signInNewUser(running.app);
      // No worker runs yet: the case waits while its streams open.
      const submitted = await request(url)
        .post('/api/analysis/upload')
        .set('cookie', student.cookie)
        .send(CASE)
        .expect(201);
      const reads = jest.spyOn(running.app.get(AnalysisService), 'progressOf');
      const streams = Array.from({ length: 20 }, () =>
        readEvents(
          `${url}/api/analysis/documents/${submitted.body.id}/events`,
          student.cookie,
          60_000,
        ),
      );
      await eventually(
        () => reads.mock.calls.length,
        (count) => count >= 20,
      );
      // The process's subscription is confirmed (streams opened before it read once more).
      await new Promise((resolve) => setTimeout(resolve, 500));
      const readsBeforeTheRun = reads.mock.calls.length;

      const second = await worker();
      const results = await Promise.all(streams);
      expect(reads.mock.calls.length - readsBeforeTheRun).toBe(0);
      reads.mockRestore();
      for (const stream of results)
        expect(stream.events.map((event) => [event.status, event.percent])).toEqual([
          ['pending', 0],
          ['processing', 10],
          ['processing', 30],
          ['processing', 55],
          ['processing', 80],
          ['processing', 95],
          ['completed', 100],
        ]);
      await second.stop();
    });
  }),
);
