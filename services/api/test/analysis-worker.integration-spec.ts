import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AnalysisDocument } from '../src/modules/analysis/entities/analysis-document.entity';
import { AnalysisResult } from '../src/modules/analysis/entities/analysis-result.entity';
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
import { eventually } from './queue-fixture';
import { signInNewUser } from './sign-in';
import { WorkerProcess, buildApi, startWorker } from './worker-process';

/**
 * A stand-in for an OpenAI-compatible model endpoint. While `hang` is set it never answers (the
 * worker is killed while it waits); otherwise it fails at once, so the LLM mode falls back to
 * the embedded engine.
 */
async function startModelEndpoint() {
  const state = { hang: true, requests: 0 };
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    state.requests += 1;
    req.resume();
    if (state.hang) return;
    res.writeHead(500, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { message: 'model unavailable', type: 'server_error' } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return Object.assign(state, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

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

    it('picks up a job whose worker was killed mid-analysis and completes it with one result', async () => {
      const model = await startModelEndpoint();
      try {
        const llm = {
          LLM_PROVIDER: 'openai',
          LLM_BASE_URL: model.url,
          LLM_MODEL: 'test-model',
          LLM_TIMEOUT_MS: '60000',
        };
        const doomed = await worker(llm);
        const session = await signInNewUser(running.app);
        const submitted = await request(url)
          .post('/api/analysis/upload')
          .set('cookie', session.cookie)
          .send({
            ...CASE,
            issueDescription: `${CASE.issueDescription} The office stopped replying.`,
          })
          .expect(201);
        const id = submitted.body.id;
        // The worker is waiting on the model: the case is mid-analysis.
        await eventually(
          () => model.requests,
          (count) => count > 0,
          30_000,
        );
        const during = await request(url)
          .get(`/api/analysis/documents/${id}`)
          .set('cookie', session.cookie)
          .expect(200);
        expect(during.body).toMatchObject({
          status: 'processing',
          progress: 'Analysing your case',
        });
        await doomed.kill();

        model.hang = false;
        await worker(llm);
        const done = await settledDocument(url, session.cookie, id, 60_000);
        expect(done).toMatchObject({
          status: 'completed',
          producedBy: 'engine',
          progressPercent: 100,
        });
        const report = await reportOf(url, session.cookie, id);
        expect(report.notes.join(' ')).toMatch(/language model was unavailable/);
        const dataSource = running.app.get(DataSource);
        expect(
          await dataSource.getRepository(AnalysisResult).countBy({ analysisDocumentId: id }),
        ).toBe(1);
        expect(
          await dataSource.getRepository(AnalysisDocument).findOneByOrFail({ id }),
        ).toMatchObject({ status: 'completed', runs: 1 });
      } finally {
        await model.close();
      }
    });
  }),
);
