import { DATA_DELETION_MESSAGES } from '@redress/domain';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource, In } from 'typeorm';
import { AnalysisDocument } from '../src/modules/analysis/entities/analysis-document.entity';
import { AnalysisResult } from '../src/modules/analysis/entities/analysis-result.entity';
import { PolicyFileStore } from '../src/modules/analysis/policy-file-store';
import { Session } from '../src/modules/auth/entities/session.entity';
import { SignInToken } from '../src/modules/auth/entities/sign-in-token.entity';
import { Booking } from '../src/modules/bookings/entities/booking.entity';
import { CaseStep } from '../src/modules/case-file/entities/case-step.entity';
import { Draft } from '../src/modules/case-file/entities/draft.entity';
import { ServiceOrder } from '../src/modules/payments/entities/service-order.entity';
import { QueueJob } from '../src/modules/queue/queue-job.entity';
import { DataDeletionRequest } from '../src/modules/privacy/entities/data-deletion-request.entity';
import {
  DELETION_REQUESTS_PER_ADDRESS,
  DELETION_REQUESTS_PER_IP,
} from '../src/modules/privacy/data-deletion-requests.service';
import { User } from '../src/modules/users/entities/user.entity';
import { signInNewAdmin } from './admin-fixture';
import { TestSmtpServer } from './auth-fixture';
import { DATABASES, RunningApp, TestDatabase, createTestDatabase, startApp } from './harness';
import { eventually } from './queue-fixture';
import { SignedIn, signInNewUser } from './sign-in';

const OPERATOR = 'operator@redress.example';
const POLICY_BYTES = Buffer.from('Appeals must be submitted within 10 working days.\n', 'utf8');

let clients = 0;
/** Each test its own client address (the server trusts X-Forwarded-For here), as real visitors. */
const nextIp = () => `10.20.${Math.floor(++clients / 250)}.${(clients % 250) + 1}`;

describe.each(DATABASES)('your data on %s', (kind) => {
  let database: TestDatabase;
  let running: RunningApp;
  let smtp: TestSmtpServer;
  let dataSource: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    smtp = await new TestSmtpServer().start();
    running = await startApp({
      ...database.env,
      SMTP_URL: smtp.url,
      ADMIN_NOTIFY_EMAIL: OPERATOR,
      TRUST_PROXY: 'true',
    });
    dataSource = running.app.get(DataSource);
  });

  afterAll(async () => {
    // Let the last acknowledgement e-mails go out before the database closes under their jobs.
    if (dataSource) {
      await eventually(
        () => dataSource.getRepository(QueueJob).countBy({ status: In(['waiting', 'active']) }),
        (pending) => pending === 0,
      ).catch(() => undefined);
    }
    await running?.close();
    await smtp?.stop();
    await database?.drop();
  });

  const submit = (body: unknown, ip = nextIp()) =>
    request(running.url)
      .post('/api/data-deletion-requests')
      .set('x-forwarded-for', ip)
      .send(body as object);

  describe('POST /api/data-deletion-requests (no sign-in needed)', () => {
    it('stores the request, answers with the spec’s words and e-mails both sides', async () => {
      const response = await submit({
        fullName: '  Ada Lovelace ',
        email: ' Ada.Lovelace@Example.EDU ',
        reason: ' Finished my studies ',
        details: '',
      }).expect(201);
      expect(response.body).toEqual({
        id: expect.any(Number),
        status: 'received',
        createdAt: expect.any(String),
        message: 'Your data deletion request has been received. We will process it within 30 days.',
      });

      const stored = await dataSource
        .getRepository(DataDeletionRequest)
        .findOneByOrFail({ id: response.body.id });
      expect(stored).toMatchObject({
        fullName: 'Ada Lovelace',
        email: 'ada.lovelace@example.edu',
        reason: 'Finished my studies',
        details: null,
        status: 'received',
        completedAt: null,
      });

      const [acknowledgement] = await eventually(
        () => smtp.to('ada.lovelace@example.edu'),
        (messages) => messages.length === 1,
      );
      expect(acknowledgement.subject).toBe('We received your data deletion request');
      expect(acknowledgement.text).toContain('Hello Ada Lovelace,');
      expect(acknowledgement.text).toContain(`reference ${response.body.id}`);
      expect(acknowledgement.text).toContain('within 48 hours');
      expect(acknowledgement.text).toContain('within 30 days');

      const [notice] = await eventually(
        () => smtp.to(OPERATOR).filter((m) => m.subject.includes(`${response.body.id} `)),
        (messages) => messages.length === 1,
      );
      expect(notice.subject).toBe(
        `Data deletion request ${response.body.id} from ada.lovelace@example.edu`,
      );
      expect(notice.text).toContain('Reason: Finished my studies');
    });

    it.each<[string, Record<string, unknown>, string]>([
      ['no full name', { email: 'a@example.edu' }, DATA_DELETION_MESSAGES.fullNameRequired],
      [
        'a blank full name',
        { fullName: '   ', email: 'a@example.edu' },
        DATA_DELETION_MESSAGES.fullNameRequired,
      ],
      ['no e-mail', { fullName: 'Ada' }, DATA_DELETION_MESSAGES.emailRequired],
      [
        'an invalid e-mail',
        { fullName: 'Ada', email: 'ada@' },
        DATA_DELETION_MESSAGES.emailInvalid,
      ],
      ['a name as e-mail', { fullName: 'Ada', email: 42 }, DATA_DELETION_MESSAGES.emailInvalid],
      [
        'long details',
        { fullName: 'Ada', email: 'a@example.edu', details: 'x'.repeat(2001) },
        DATA_DELETION_MESSAGES.detailsTooLong,
      ],
      [
        'a long reason',
        { fullName: 'Ada', email: 'a@example.edu', reason: 'x'.repeat(201) },
        DATA_DELETION_MESSAGES.reasonTooLong,
      ],
      [
        'an unknown field',
        { fullName: 'Ada', email: 'a@example.edu', userId: 3 },
        'property userId should not exist',
      ],
    ])('refuses %s with 400 and says why, storing nothing', async (_name, body, message) => {
      const before = await dataSource.getRepository(DataDeletionRequest).count();
      const response = await submit(body).expect(400);
      expect(response.body).toMatchObject({ statusCode: 400, message });
      expect(await dataSource.getRepository(DataDeletionRequest).count()).toBe(before);
    });

    it('refuses a request sent from another site', async () => {
      await submit({ fullName: 'Ada', email: 'ada@example.edu' })
        .set('origin', 'https://evil.example')
        .set('sec-fetch-site', 'cross-site')
        .expect(403);
    });

    it(`limits requests to ${DELETION_REQUESTS_PER_ADDRESS} an hour per address`, async () => {
      const body = { fullName: 'Grace Hopper', email: 'grace@example.edu' };
      for (let i = 0; i < DELETION_REQUESTS_PER_ADDRESS; i++) await submit(body).expect(201);
      const refused = await submit(body).expect(429);
      expect(refused.body).toMatchObject({
        code: 'rate-limited',
        message: DATA_DELETION_MESSAGES.rateLimited,
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(
        await dataSource.getRepository(DataDeletionRequest).countBy({ email: 'grace@example.edu' }),
      ).toBe(DELETION_REQUESTS_PER_ADDRESS);
    });

    it(`limits requests to ${DELETION_REQUESTS_PER_IP} an hour per network`, async () => {
      const ip = nextIp();
      for (let i = 0; i < DELETION_REQUESTS_PER_IP; i++) {
        await submit({ fullName: 'Net', email: `net-${i}@example.edu` }, ip).expect(201);
      }
      await submit({ fullName: 'Net', email: 'net-last@example.edu' }, ip).expect(429);
      await submit({ fullName: 'Net', email: 'net-last@example.edu' }).expect(201);
    });
  });

  describe('GET /api/admin/data-deletion-requests', () => {
    it('is for administrators only', async () => {
      await request(running.url).get('/api/admin/data-deletion-requests').expect(401);
      const student = await signInNewUser(running.app);
      await request(running.url)
        .get('/api/admin/data-deletion-requests')
        .set('cookie', student.cookie)
        .expect(403);
    });

    it('lists the requests newest first, a page at a time, with the total', async () => {
      const admin = await signInNewAdmin(running.app);
      const total = await dataSource.getRepository(DataDeletionRequest).count();
      expect(total).toBeGreaterThan(3);
      const all = await request(running.url)
        .get('/api/admin/data-deletion-requests')
        .set('cookie', admin.cookie)
        .expect(200);
      expect(all.headers['x-total-count']).toBe(String(total));
      expect(all.body).toHaveLength(total);
      const ids = all.body.map((row: { id: number }) => row.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      expect(
        all.body.find((row: { email: string }) => row.email === 'ada.lovelace@example.edu'),
      ).toEqual({
        id: expect.any(Number),
        fullName: 'Ada Lovelace',
        email: 'ada.lovelace@example.edu',
        reason: 'Finished my studies',
        details: null,
        status: 'received',
        createdAt: expect.any(String),
        completedAt: null,
      });

      const page = await request(running.url)
        .get('/api/admin/data-deletion-requests?limit=2&offset=1')
        .set('cookie', admin.cookie)
        .expect(200);
      expect(page.body.map((row: { id: number }) => row.id)).toEqual(ids.slice(1, 3));
      expect(page.headers['x-total-count']).toBe(String(total));

      const found = await request(running.url)
        .get('/api/admin/data-deletion-requests?q=lovelace')
        .set('cookie', admin.cookie)
        .expect(200);
      expect(found.body.map((row: { email: string }) => row.email)).toContain(
        'ada.lovelace@example.edu',
      );
      expect(found.headers['x-total-count']).toBe(String(found.body.length));
      expect(found.body.length).toBeLessThan(total);

      const bad = await request(running.url)
        .get('/api/admin/data-deletion-requests?limit=0')
        .set('cookie', admin.cookie)
        .expect(400);
      expect(bad.body.message).toBe('limit must be between 1 and 500.');
    });
  });

  describe('the account’s own data', () => {
    let owner: SignedIn;
    let stranger: SignedIn;
    let caseId: number;
    let fileKey: string;
    let orderId: number;

    beforeAll(async () => {
      owner = await signInNewUser(running.app, 'owner');
      stranger = await signInNewUser(running.app, 'stranger');
      fileKey = await running.app.get(PolicyFileStore).save(POLICY_BYTES);
      const document = await dataSource.getRepository(AnalysisDocument).save({
        userId: owner.user.id,
        title: 'Dissertation mark',
        description: 'Issue: my mark',
        documentType: 'Academic Policy',
        status: 'completed',
        documentUrl: 'uploaded:policy.txt',
        issueCategory: 'academic',
        issueDescription: 'The panel ignored my medical evidence when it confirmed my mark.',
        actionTaken: 'notyet',
        policySource: 'upload',
        fileKey,
        fileName: 'policy.txt',
        fileType: 'txt',
        fileSize: POLICY_BYTES.length,
      });
      caseId = document.id;
      await dataSource.getRepository(AnalysisResult).save({
        analysisDocumentId: caseId,
        content: JSON.stringify({ keyIssues: ['No reasons were given'] }),
        tags: ['academic'],
      });
      await dataSource
        .getRepository(Draft)
        .save({ analysisDocumentId: caseId, text: 'Dear Sir or Madam, I appeal.' });
      await dataSource.getRepository(CaseStep).save({
        analysisDocumentId: caseId,
        stage: 'informal',
        takenOn: '2026-11-02',
        reference: 'REF-1',
        decisionReceivedOn: null,
      });
      await dataSource.getRepository(Booking).save({
        userId: owner.user.id,
        serviceId: 20,
        title: 'Consultation Appointment',
        description: 'About my appeal',
        appointmentDate: new Date('2030-01-07T09:00:00.000Z'),
        duration: 60,
        status: 'scheduled',
      });
      const order = await dataSource.getRepository(ServiceOrder).save({
        userId: owner.user.id,
        serviceId: 19,
        status: 'completed',
        amount: 4999,
        currency: 'USD',
        paymentId: `pi_privacy_${kind}`,
      });
      orderId = order.id;
      await dataSource.getRepository(SignInToken).save({
        id: `privacy-token-${kind}`.padEnd(64, '0'),
        email: owner.user.email,
        next: null,
        expiresAt: new Date(Date.now() + 600_000),
        usedAt: null,
      });
      await submit({ fullName: 'Owner', email: owner.user.email }).expect(201);
    });

    it('needs a signed-in user', async () => {
      await request(running.url).get('/api/account/export').expect(401);
      await request(running.url)
        .delete('/api/account')
        .send({ confirmEmail: owner.user.email })
        .expect(401);
    });

    it('exports everything as a JSON download', async () => {
      const response = await request(running.url)
        .get('/api/account/export')
        .set('cookie', owner.cookie)
        .expect(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="redress-data-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      expect(response.headers['cache-control']).toBe('private, no-store');
      const data = JSON.parse(response.text);
      expect(data.account).toMatchObject({ id: owner.user.id, email: owner.user.email });
      expect(data.cases).toHaveLength(1);
      const [exported] = data.cases;
      expect(exported.case).toMatchObject({
        id: caseId,
        title: 'Dissertation mark',
        issueDescription: 'The panel ignored my medical evidence when it confirmed my mark.',
        fileName: 'policy.txt',
      });
      expect(exported.case).not.toHaveProperty('fileKey');
      expect(exported.analysis.content).toEqual({ keyIssues: ['No reasons were given'] });
      expect(exported.draft.text).toBe('Dear Sir or Madam, I appeal.');
      expect(exported.steps).toEqual([
        expect.objectContaining({ stage: 'informal', reference: 'REF-1' }),
      ]);
      expect(exported.uploadedFile).toEqual({
        name: 'policy.txt',
        type: 'txt',
        size: POLICY_BYTES.length,
        contentBase64: POLICY_BYTES.toString('base64'),
      });
      expect(data.bookings).toEqual([expect.objectContaining({ description: 'About my appeal' })]);
      expect(data.orders).toEqual([expect.objectContaining({ id: orderId, amount: 4999 })]);
      expect(data.sessions.length).toBeGreaterThanOrEqual(1);
      expect(data.sessions[0]).toEqual({
        createdAt: expect.any(String),
        lastSeenAt: expect.any(String),
        expiresAt: expect.any(String),
      });
      expect(data.dataDeletionRequests).toEqual([
        expect.objectContaining({ email: owner.user.email, status: 'received' }),
      ]);
      // Nobody else's data.
      expect(response.text).not.toContain(stranger.user.email);
    });

    it('deletes nothing unless the account’s own address is typed back', async () => {
      for (const confirmEmail of ['', stranger.user.email, 'nobody@example.edu']) {
        const refused = await request(running.url)
          .delete('/api/account')
          .set('cookie', owner.cookie)
          .send({ confirmEmail })
          .expect(400);
        expect(refused.body).toMatchObject({
          code: 'confirmation-mismatch',
          message: DATA_DELETION_MESSAGES.confirmMismatch,
        });
      }
      await request(running.url)
        .delete('/api/account')
        .set('cookie', owner.cookie)
        .send({})
        .expect(400);
      expect(await dataSource.getRepository(User).countBy({ id: owner.user.id })).toBe(1);
      expect(await dataSource.getRepository(AnalysisDocument).countBy({ id: caseId })).toBe(1);
    });

    it('deletes the account and everything in it, keeps the order anonymised, and signs out', async () => {
      const uploads = join(running.config.dataDir, 'uploads', fileKey);
      expect(existsSync(uploads)).toBe(true);
      const strangerCases = await dataSource
        .getRepository(AnalysisDocument)
        .countBy({ userId: stranger.user.id });

      const response = await request(running.url)
        .delete('/api/account')
        .set('cookie', owner.cookie)
        .send({ confirmEmail: ` ${owner.user.email.toUpperCase()} ` })
        .expect(204);
      expect(String(response.headers['set-cookie'])).toMatch(/redress_session=;/);

      const id = owner.user.id;
      expect(await dataSource.getRepository(User).countBy({ id })).toBe(0);
      expect(await dataSource.getRepository(AnalysisDocument).countBy({ userId: id })).toBe(0);
      expect(
        await dataSource.getRepository(AnalysisResult).countBy({ analysisDocumentId: caseId }),
      ).toBe(0);
      expect(await dataSource.getRepository(Draft).countBy({ analysisDocumentId: caseId })).toBe(0);
      expect(await dataSource.getRepository(CaseStep).countBy({ analysisDocumentId: caseId })).toBe(
        0,
      );
      expect(await dataSource.getRepository(Booking).countBy({ userId: id })).toBe(0);
      expect(await dataSource.getRepository(Session).countBy({ userId: id })).toBe(0);
      expect(await dataSource.getRepository(SignInToken).countBy({ email: owner.user.email })).toBe(
        0,
      );
      expect(existsSync(uploads)).toBe(false);

      const order = await dataSource.getRepository(ServiceOrder).findOneByOrFail({ id: orderId });
      expect(order).toMatchObject({
        userId: null,
        serviceId: 19,
        amount: 4999,
        status: 'completed',
      });

      const requestRow = await dataSource
        .getRepository(DataDeletionRequest)
        .findOneByOrFail({ email: owner.user.email });
      expect(requestRow.status).toBe('completed');
      expect(requestRow.completedAt).not.toBeNull();

      await request(running.url).get('/api/auth/me').set('cookie', owner.cookie).expect(401);
      // The other account is untouched and still signed in.
      await request(running.url).get('/api/auth/me').set('cookie', stranger.cookie).expect(200);
      expect(
        await dataSource.getRepository(AnalysisDocument).countBy({ userId: stranger.user.id }),
      ).toBe(strangerCases);
    });
  });
});
