import request from 'supertest';
import { DataSource } from 'typeorm';
import { Clock } from '../src/common/clock';
import { saveAdmin } from '../src/modules/admin/admin-accounts';
import { MAX_FAILED_LOGINS } from '../src/modules/admin/admin-auth.service';
import { AnalysisDocument } from '../src/modules/analysis/entities/analysis-document.entity';
import { AnalysisResult } from '../src/modules/analysis/entities/analysis-result.entity';
import { DataDeletionRequest } from '../src/modules/privacy/entities/data-deletion-request.entity';
import { User } from '../src/modules/users/entities/user.entity';
import { guessAdminPasswordsAtOnce, signInNewAdmin } from './admin-fixture';
import { reportOf, settledDocument } from './analysis-fixture';
import { TestSmtpServer } from './auth-fixture';
import { RedisServer, TcpProxy, freePort, startRedisServer, startTcpProxy } from './fault-fixtures';
import { RunningApp, TestDatabase, createTestDatabase, describeWith, startApp } from './harness';
import { startModelEndpoint } from './model-endpoint';
import { CASE } from './policy-fixtures';
import { eventually } from './queue-fixture';
import { SignedIn, signInNewUser } from './sign-in';
import { WorkerProcess, buildApi, startWorker } from './worker-process';

/**
 * `npm run test:faults`: the product as production runs it (the API, separate worker processes,
 * MariaDB, Redis with its append-only file, SMTP) while its parts fail. Redis is a server of the
 * test's own and MariaDB is reached through a proxy the test can cut, so the machine's services
 * are never touched.
 */
describeWith('mysql', 'faults', () =>
  describeWith('redis', 'faults with Redis and worker processes', () => {
    let database: TestDatabase;
    let redis: RedisServer;
    let mariadb: TcpProxy;
    let running: RunningApp;
    let env: Record<string, string>;
    const workers: WorkerProcess[] = [];

    beforeAll(async () => {
      buildApi();
      redis = await startRedisServer();
      database = await createTestDatabase('mysql');
      const direct = new URL(database.env.DATABASE_URL);
      mariadb = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 3306) });
      const proxied = new URL(direct);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(mariadb.port);
      env = {
        ...database.env,
        DATABASE_URL: proxied.toString(),
        REDIS_URL: redis.url,
        QUEUE_PREFIX: 'redress-faults',
        QUEUE_LOCK_MS: '1000',
        ANALYSIS_SWEEP_SECONDS: '2',
      };
      running = await startApp(env);
    }, 180_000);

    afterAll(async () => {
      for (const worker of workers) await worker.kill();
      await running?.close();
      await mariadb?.close();
      await redis?.destroy();
      await database?.drop();
    });

    // A test that fails half-way must not leave its workers to take the next test's jobs.
    afterEach(() => stopWorkers());

    async function worker(extra: Record<string, string> = {}): Promise<WorkerProcess> {
      const started = await startWorker({ ...env, ...extra });
      workers.push(started);
      return started;
    }

    async function stopWorkers(): Promise<void> {
      for (const each of workers.splice(0)) await each.stop();
    }

    function submit(session: SignedIn, note: string) {
      return request(running.url)
        .post('/api/analysis/upload')
        .set('cookie', session.cookie)
        .timeout(10_000)
        .send({ ...CASE, issueDescription: `${CASE.issueDescription} ${note}` });
    }

    async function expectAnalysedOnce(ids: number[]): Promise<void> {
      const dataSource = running.app.get(DataSource);
      for (const id of ids) {
        expect(
          await dataSource.getRepository(AnalysisResult).countBy({ analysisDocumentId: id }),
        ).toBe(1);
        expect(
          await dataSource.getRepository(AnalysisDocument).findOneByOrFail({ id }),
        ).toMatchObject({ status: 'completed', runs: 1 });
      }
    }

    async function health() {
      return (await request(running.url).get('/api/health')).body as {
        status: string;
        database: { status: string; message?: string };
        queue: { status: string; message?: string; counts?: Record<string, number> };
      };
    }

    it('40 concurrent admin guesses (≤ 10 checked)', async () => {
      // The lock-out counter lives in Redis here: each guess reserves its attempt there before
      // its password is checked, so a burst cannot outrun the limit.
      jest.spyOn(running.app.get(Clock), 'sleep').mockResolvedValue(undefined);
      const password = 'the real faults admin password';
      await saveAdmin(running.app.get(DataSource), 'faults-admin', password);
      try {
        const { statuses, verifications } = await guessAdminPasswordsAtOnce(
          running.url,
          'faults-admin',
          { count: 40 },
        );
        expect(verifications).toBeGreaterThan(0);
        expect(verifications).toBeLessThanOrEqual(MAX_FAILED_LOGINS);
        expect(statuses.filter((status) => status === 401)).toHaveLength(verifications);
        expect(statuses.filter((status) => status === 429)).toHaveLength(40 - verifications);
        const locked = await request(running.url)
          .post('/api/admin/login')
          .send({ username: 'faults-admin', password })
          .expect(429);
        expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
      } finally {
        jest.restoreAllMocks();
      }
    });

    it('completes a job whose worker was killed (SIGKILL) mid-analysis, with one result', async () => {
      const model = await startModelEndpoint();
      try {
        const doomed = await worker(model.env());
        const session = await signInNewUser(running.app);
        const submitted = await submit(session, 'The office stopped replying.').expect(201);
        const id = submitted.body.id as number;
        // The worker is waiting on the model: the case is mid-analysis.
        await eventually(
          () => model.requests,
          (count) => count > 0,
          30_000,
        );
        const during = await request(running.url)
          .get(`/api/analysis/documents/${id}`)
          .set('cookie', session.cookie)
          .expect(200);
        expect(during.body).toMatchObject({
          status: 'processing',
          progress: 'Analysing your case',
        });
        await doomed.kill();

        model.hang = false;
        await worker(model.env());
        const done = await settledDocument(running.url, session.cookie, id, 60_000);
        expect(done).toMatchObject({
          status: 'completed',
          producedBy: 'engine',
          progressPercent: 100,
        });
        const report = await reportOf(running.url, session.cookie, id);
        expect(report.notes.join(' ')).toMatch(/language model was unavailable/);
        await expectAnalysedOnce([id]);
      } finally {
        await stopWorkers();
        await model.close();
      }
    });

    it('accepts submissions while Redis is down and analyses every one once it is back', async () => {
      await worker();
      await redis.kill();
      const students = await Promise.all([1, 2, 3].map(() => signInNewUser(running.app)));
      const answers = await Promise.all(
        students.map((student, index) => submit(student, `Redis was down (${index}).`)),
      );
      for (const answer of answers) expect(answer.status).toBe(201);
      const ids = answers.map((answer) => answer.body.id as number);
      const documents = running.app.get(DataSource).getRepository(AnalysisDocument);
      for (const id of ids)
        expect(await documents.findOneByOrFail({ id })).toMatchObject({ status: 'pending' });
      const degraded = await health();
      expect(degraded).toMatchObject({ status: 'degraded', queue: { status: 'down' } });

      await redis.start();
      for (const [index, id] of ids.entries())
        await expect(
          settledDocument(running.url, students[index].cookie, id, 60_000),
        ).resolves.toMatchObject({ status: 'completed' });
      await expectAnalysedOnce(ids);
      await stopWorkers();
    });

    it('keeps waiting jobs through a Redis crash and restart (append-only file)', async () => {
      const students = await Promise.all([1, 2, 3, 4].map(() => signInNewUser(running.app)));
      const answers = await Promise.all(
        students.map((student, index) => submit(student, `Queued before the crash (${index}).`)),
      );
      for (const answer of answers) expect(answer.status).toBe(201);
      const ids = answers.map((answer) => answer.body.id as number);
      // No worker runs: the jobs wait in Redis.
      await eventually(health, (report) => (report.queue.counts?.waiting ?? 0) >= ids.length);

      await redis.kill();
      await redis.start();
      // Before any worker could sweep them back: Redis itself kept every job.
      const after = await eventually(health, (report) => report.queue.status === 'up');
      expect(after.queue.counts?.waiting).toBeGreaterThanOrEqual(ids.length);

      await worker();
      for (const [index, id] of ids.entries())
        await expect(
          settledDocument(running.url, students[index].cookie, id, 60_000),
        ).resolves.toMatchObject({ status: 'completed' });
      await expectAnalysedOnce(ids);
      await stopWorkers();
    });

    it('answers 503 while MariaDB is down, says why in /api/health, and recovers by itself', async () => {
      await worker();
      const session = await signInNewUser(running.app);
      await mariadb.down();
      try {
        const listed = await request(running.url)
          .get(`/api/analysis/documents/user/${session.user.id}`)
          .set('cookie', session.cookie)
          .timeout(15_000);
        expect(listed.status).toBe(503);
        expect(listed.body).toMatchObject({
          statusCode: 503,
          message: 'The database is unavailable right now. Please try again in a moment.',
        });
        const refused = await submit(session, 'Submitted while the database was down.');
        expect(refused.status).toBe(503);
        const report = await request(running.url).get('/api/health').timeout(15_000);
        expect(report.status).toBe(503);
        expect(report.body.database).toMatchObject({ status: 'down' });
        expect(report.body.database.message).toMatch(/The database is unreachable/);
      } finally {
        await mariadb.up();
      }

      await eventually(health, (report) => report.status === 'ok', 30_000);
      await request(running.url)
        .get(`/api/analysis/documents/user/${session.user.id}`)
        .set('cookie', session.cookie)
        .expect(200);
      const submitted = await submit(session, 'Submitted after the database came back.').expect(
        201,
      );
      await expect(
        settledDocument(running.url, session.cookie, submitted.body.id, 60_000),
      ).resolves.toMatchObject({ status: 'completed' });
      await expectAnalysedOnce([submitted.body.id]);
      await stopWorkers();
    });

    it('retries e-mail while the SMTP server is down and delivers it once when it is back', async () => {
      const port = await freePort();
      await worker({ SMTP_URL: `smtp://127.0.0.1:${port}` });
      await request(running.url)
        .post('/api/auth/magic-link')
        .send({ email: 'waiting@example.edu' })
        .expect(202);
      // The first attempt failed: the job waits for its next try (exponential backoff).
      await eventually(health, (report) => (report.queue.counts?.delayed ?? 0) >= 1, 30_000);

      const smtp = await new TestSmtpServer().start(port);
      try {
        const delivered = await eventually(
          () => smtp.to('waiting@example.edu'),
          (list) => list.length > 0,
          60_000,
        );
        expect(delivered[0].text).toMatch(/sign in/i);
        await eventually(health, (report) => (report.queue.counts?.delayed ?? 0) === 0, 10_000);
        await new Promise((resolve) => setTimeout(resolve, 3000));
        expect(smtp.to('waiting@example.edu')).toHaveLength(1);
      } finally {
        await stopWorkers();
        await smtp.stop();
      }
    });

    it('a deletion request for another address cannot be completed', async () => {
      const dataSource = running.app.get(DataSource);
      const admin = await signInNewAdmin(running.app);
      const victim = await signInNewUser(running.app, 'faults-victim');
      const attacker = await signInNewUser(running.app, 'faults-attacker');
      const complete = (id: number) =>
        request(running.url)
          .post(`/api/admin/data-deletion-requests/${id}/complete`)
          .set('cookie', admin.cookie)
          .timeout(15_000)
          .send({});

      // Signed in, but as another address; and no worker runs, so the link to the victim waits
      // in Redis: nothing but that link can confirm the request.
      const sent = await request(running.url)
        .post('/api/data-deletion-requests')
        .set('cookie', attacker.cookie)
        .send({ fullName: 'Not The Owner', email: victim.user.email })
        .expect(201);
      expect(sent.body.confirmed).toBe(false);
      const id = sent.body.id as number;

      // While MariaDB is cut off the operator gets 503, never a deletion.
      await mariadb.down();
      try {
        expect((await complete(id)).status).toBe(503);
      } finally {
        await mariadb.up();
      }
      await eventually(health, (report) => report.status === 'ok', 30_000);

      const refused = await complete(id).expect(409);
      expect(refused.body).toMatchObject({ code: 'not-confirmed' });
      // A made-up token cannot stand in for the e-mailed one.
      await request(running.url)
        .post('/api/data-deletion-requests/confirm')
        .send({ token: 'A'.repeat(43) })
        .expect(404);
      expect(await complete(id).then((answer) => answer.status)).toBe(409);
      expect(await dataSource.getRepository(User).countBy({ id: victim.user.id })).toBe(1);
      await request(running.url).get('/api/auth/me').set('cookie', victim.cookie).expect(200);
      expect(
        await dataSource.getRepository(DataDeletionRequest).findOneByOrFail({ id }),
      ).toMatchObject({ status: 'received', confirmedAt: null, completedAt: null });

      // Once a worker delivers the link and the owner follows it, the operator can complete it.
      const smtp = await new TestSmtpServer().start();
      try {
        await worker({ SMTP_URL: smtp.url });
        const [mail] = await eventually(
          () => smtp.to(victim.user.email),
          (list) => list.length > 0,
          30_000,
        );
        const token = mail.text.match(/\/data-deletion\/confirm\?token=([A-Za-z0-9_-]+)/)?.[1];
        expect(token).toBeDefined();
        await request(running.url)
          .post('/api/data-deletion-requests/confirm')
          .send({ token })
          .expect(200);
        await complete(id).expect(200);
        expect(await dataSource.getRepository(User).countBy({ id: victim.user.id })).toBe(0);
      } finally {
        await stopWorkers();
        await smtp.stop();
      }
    });
  }),
);
