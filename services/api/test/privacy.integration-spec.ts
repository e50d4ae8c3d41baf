import { DATA_DELETION_MESSAGES, deletionRequestNotConfirmedMessage } from '@redress/domain';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource, In, IsNull } from 'typeorm';
import { AdminAuditEntry } from '../src/modules/admin/entities/admin-audit-entry.entity';
import { AnalysisDocument } from '../src/modules/analysis/entities/analysis-document.entity';
import { AnalysisResult } from '../src/modules/analysis/entities/analysis-result.entity';
import { PolicyFileStore } from '../src/modules/analysis/policy-file-store';
import { Session } from '../src/modules/auth/entities/session.entity';
import { SignInToken } from '../src/modules/auth/entities/sign-in-token.entity';
import { tokenHash } from '../src/modules/auth/sessions/session-token';
import { Booking } from '../src/modules/bookings/entities/booking.entity';
import { CaseStep } from '../src/modules/case-file/entities/case-step.entity';
import { Draft } from '../src/modules/case-file/entities/draft.entity';
import { ServiceOrder } from '../src/modules/payments/entities/service-order.entity';
import { QueueJob } from '../src/modules/queue/queue-job.entity';
import { DataDeletionRequest } from '../src/modules/privacy/entities/data-deletion-request.entity';
import { PersonalDataHolders } from '../src/modules/privacy/personal-data-holders';
import {
  DELETION_REQUESTS_PER_ADDRESS,
  DELETION_REQUESTS_PER_IP,
} from '../src/modules/privacy/data-deletion-requests.service';
import { User } from '../src/modules/users/entities/user.entity';
import { SignedInAdmin, signInNewAdmin } from './admin-fixture';
import { TestSmtpServer } from './auth-fixture';
import { DATABASES, RunningApp, TestDatabase, createTestDatabase, startApp } from './harness';
import { eventually } from './queue-fixture';
import { SignedIn, signInNewUser } from './sign-in';

const OPERATOR = 'operator@redress.example';
const CONFIRM_SUBJECT = 'Confirm your Redress data deletion request';
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

  /** The form sent by a signed-in user (their session cookie). */
  const submitAs = (session: SignedIn, body: unknown) => submit(body).set('cookie', session.cookie);

  const confirmWith = (token: unknown) =>
    request(running.url)
      .post('/api/data-deletion-requests/confirm')
      .set('x-forwarded-for', nextIp())
      .send(token === undefined ? {} : { token });

  const stored = (id: number) =>
    dataSource.getRepository(DataDeletionRequest).findOneByOrFail({ id });

  /** The confirmation e-mail of request `id`, to `address`, and the token of its link. */
  async function confirmationMail(address: string, id: number) {
    const [mail] = await eventually(
      () =>
        smtp
          .to(address)
          .filter(
            (message) =>
              message.subject === CONFIRM_SUBJECT && message.text.includes(`(reference ${id})`),
          ),
      (messages) => messages.length === 1,
    );
    const match = mail.text.match(
      /(https?:\/\/\S+\/data-deletion\/confirm)\?token=([A-Za-z0-9_-]+)/,
    );
    if (!match) throw new Error(`No confirmation link in: ${mail.text}`);
    return { mail, url: match[1], token: match[2] };
  }

  describe('POST /api/data-deletion-requests (no sign-in needed)', () => {
    let adaRequestId: number;
    let adaToken: string;

    it('stores a request sent signed out unconfirmed and e-mails the address a single-use link', async () => {
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
        confirmed: false,
        message: DATA_DELETION_MESSAGES.submittedConfirmByEmail,
      });
      adaRequestId = response.body.id;

      const row = await stored(adaRequestId);
      expect(row).toMatchObject({
        fullName: 'Ada Lovelace',
        email: 'ada.lovelace@example.edu',
        reason: 'Finished my studies',
        details: null,
        status: 'received',
        completedAt: null,
        confirmedAt: null,
        confirmedBy: null,
      });
      const week = 7 * 24 * 3600 * 1000;
      expect(new Date(row.confirmTokenExpiresAt!).getTime() - Date.now()).toBeGreaterThan(
        week - 60_000,
      );
      expect(new Date(row.confirmTokenExpiresAt!).getTime() - Date.now()).toBeLessThanOrEqual(week);

      const { mail, url, token } = await confirmationMail('ada.lovelace@example.edu', adaRequestId);
      adaToken = token;
      expect(url).toBe(`${running.config.publicUrl}/data-deletion/confirm`);
      expect(mail.text).toContain('The link works once and expires in 7 days.');
      // The mail goes to someone who may not have asked: nothing the sender typed is in it.
      expect(mail.text).not.toContain('Ada Lovelace');
      expect(mail.text).not.toContain('Finished my studies');
      // Only the token's hash is kept.
      expect(row.confirmTokenHash).toBe(tokenHash(token));
      expect(JSON.stringify(row)).not.toContain(token);

      // Nothing to acknowledge or act on before the owner confirms.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(smtp.to('ada.lovelace@example.edu')).toHaveLength(1);
      expect(smtp.to(OPERATOR).filter((m) => m.subject.includes(`${adaRequestId} `))).toEqual([]);
    });

    it('following the link confirms the request once, then acknowledges it and tells the operator', async () => {
      const response = await confirmWith(adaToken).expect(200);
      expect(response.body).toEqual({
        id: adaRequestId,
        confirmedAt: expect.any(String),
        message: DATA_DELETION_MESSAGES.confirmed,
      });
      expect(await stored(adaRequestId)).toMatchObject({
        status: 'received',
        confirmedBy: 'email-link',
        confirmedAt: new Date(response.body.confirmedAt),
      });

      const [acknowledgement] = await eventually(
        () =>
          smtp
            .to('ada.lovelace@example.edu')
            .filter((m) => m.subject === 'We received your data deletion request'),
        (messages) => messages.length === 1,
      );
      expect(acknowledgement.text).toContain('Hello Ada Lovelace,');
      expect(acknowledgement.text).toContain(`reference ${adaRequestId}`);
      expect(acknowledgement.text).toContain('within 48 hours');
      expect(acknowledgement.text).toContain('within 30 days');

      const [notice] = await eventually(
        () => smtp.to(OPERATOR).filter((m) => m.subject.includes(`${adaRequestId} `)),
        (messages) => messages.length === 1,
      );
      expect(notice.subject).toBe(
        `Data deletion request ${adaRequestId} from ada.lovelace@example.edu`,
      );
      expect(notice.text).toContain('Reason: Finished my studies');
      expect(notice.text).toContain('Confirmed: Yes (emailed link)');

      // The link works once: a second click changes nothing and sends nothing.
      const again = await confirmWith(adaToken).expect(409);
      expect(again.body).toMatchObject({
        code: 'already-confirmed',
        message: DATA_DELETION_MESSAGES.alreadyConfirmed,
      });
      expect((await stored(adaRequestId)).confirmedAt).toEqual(new Date(response.body.confirmedAt));
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(smtp.to(OPERATOR).filter((m) => m.subject.includes(`${adaRequestId} `))).toHaveLength(
        1,
      );
    });

    it('answers a bad, unknown or expired token with its own named error and confirms nothing', async () => {
      const unconfirmed = await dataSource.getRepository(DataDeletionRequest).countBy({
        confirmedAt: IsNull(),
      });
      for (const token of ['abc', 'x'.repeat(43) + '!', 'a'.repeat(43), ` ${'b'.repeat(43)} `]) {
        const response = await confirmWith(token).expect(404);
        expect(response.body).toMatchObject({
          statusCode: 404,
          code: 'confirmation-link-unknown',
          message: DATA_DELETION_MESSAGES.confirmLinkUnknown,
        });
      }
      for (const body of [undefined, 42, null, { token: 'a'.repeat(43) }]) {
        const response = await confirmWith(body).expect(400);
        expect(response.body).toMatchObject({ statusCode: 400 });
      }

      // The right token, followed too late.
      const late = await submit({ fullName: 'Late Reader', email: 'late@example.edu' }).expect(201);
      const { token } = await confirmationMail('late@example.edu', late.body.id);
      await dataSource
        .getRepository(DataDeletionRequest)
        .update({ id: late.body.id }, { confirmTokenExpiresAt: new Date(Date.now() - 1000) });
      const expired = await confirmWith(token).expect(410);
      expect(expired.body).toMatchObject({
        statusCode: 410,
        code: 'confirmation-link-expired',
        message: DATA_DELETION_MESSAGES.confirmLinkExpired,
      });
      expect(await stored(late.body.id)).toMatchObject({ confirmedAt: null, confirmedBy: null });
      expect(
        await dataSource.getRepository(DataDeletionRequest).countBy({ confirmedAt: IsNull() }),
      ).toBe(unconfirmed + 1);
    });

    it('confirms at once a request sent while signed in as its address, with no link', async () => {
      const owner = await signInNewUser(running.app, 'asker');
      const response = await submitAs(owner, {
        fullName: 'Signed In',
        email: owner.user.email.toUpperCase(),
      }).expect(201);
      expect(response.body).toMatchObject({
        confirmed: true,
        message: DATA_DELETION_MESSAGES.submitted,
      });
      expect(await stored(response.body.id)).toMatchObject({
        confirmedBy: 'signed-in',
        confirmedAt: expect.any(Date),
        confirmTokenHash: null,
        confirmTokenExpiresAt: null,
      });
      const [acknowledgement] = await eventually(
        () => smtp.to(owner.user.email),
        (messages) => messages.length === 1,
      );
      expect(acknowledgement.subject).toBe('We received your data deletion request');
      const [notice] = await eventually(
        () => smtp.to(OPERATOR).filter((m) => m.subject.includes(`${response.body.id} `)),
        (messages) => messages.length === 1,
      );
      expect(notice.text).toContain('Confirmed: Yes (sent while signed in)');
    });

    it('leaves unconfirmed a request sent while signed in as another address', async () => {
      const someoneElse = await signInNewUser(running.app, 'someone-else');
      const target = `target-${kind}@example.edu`;
      const response = await submitAs(someoneElse, { fullName: 'Not Me', email: target }).expect(
        201,
      );
      expect(response.body).toMatchObject({
        confirmed: false,
        message: DATA_DELETION_MESSAGES.submittedConfirmByEmail,
      });
      expect(await stored(response.body.id)).toMatchObject({ confirmedAt: null });
      await confirmationMail(target, response.body.id);
      expect(smtp.to(someoneElse.user.email)).toEqual([]);
    });

    it.each<[string, Record<string, unknown>, string, string]>([
      [
        'no full name',
        { email: 'a@example.edu' },
        DATA_DELETION_MESSAGES.fullNameRequired,
        'fullName',
      ],
      [
        'a blank full name',
        { fullName: '   ', email: 'a@example.edu' },
        DATA_DELETION_MESSAGES.fullNameRequired,
        'fullName',
      ],
      ['no e-mail', { fullName: 'Ada' }, DATA_DELETION_MESSAGES.emailRequired, 'email'],
      [
        'an invalid e-mail',
        { fullName: 'Ada', email: 'ada@' },
        DATA_DELETION_MESSAGES.emailInvalid,
        'email',
      ],
      [
        'a name as e-mail',
        { fullName: 'Ada', email: 42 },
        DATA_DELETION_MESSAGES.emailInvalid,
        'email',
      ],
      [
        'long details',
        { fullName: 'Ada', email: 'a@example.edu', details: 'x'.repeat(2001) },
        DATA_DELETION_MESSAGES.detailsTooLong,
        'details',
      ],
      [
        'a long reason',
        { fullName: 'Ada', email: 'a@example.edu', reason: 'x'.repeat(201) },
        DATA_DELETION_MESSAGES.reasonTooLong,
        'reason',
      ],
      [
        'an unknown field',
        { fullName: 'Ada', email: 'a@example.edu', userId: 3 },
        'property userId should not exist',
        'userId',
      ],
    ])(
      'refuses %s with 400 and says why beside the field, storing nothing',
      async (_name, body, message, field) => {
        const before = await dataSource.getRepository(DataDeletionRequest).count();
        const response = await submit(body).expect(400);
        expect(response.body).toMatchObject({
          statusCode: 400,
          message,
          fields: { [field]: message },
        });
        expect(await dataSource.getRepository(DataDeletionRequest).count()).toBe(before);
      },
    );

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
        confirmed: true,
        confirmedAt: expect.any(String),
        confirmedBy: 'email-link',
      });
      // Which requests still wait for their owner shows in the list; their links never do.
      expect(
        all.body.find((row: { email: string }) => row.email === 'late@example.edu'),
      ).toMatchObject({ confirmed: false, confirmedAt: null, confirmedBy: null });
      for (const row of all.body) {
        expect(Object.keys(row).sort()).toEqual(
          [
            'completedAt',
            'confirmed',
            'confirmedAt',
            'confirmedBy',
            'createdAt',
            'details',
            'email',
            'fullName',
            'id',
            'reason',
            'status',
          ].sort(),
        );
      }

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

  /** An account with something in every table deletion empties, and an order it keeps. */
  interface SeededAccount {
    owner: SignedIn;
    caseId: number;
    fileKey: string;
    orderId: number;
  }

  async function seedAccount(label: string): Promise<SeededAccount> {
    const owner = await signInNewUser(running.app, label);
    const fileKey = await running.app.get(PolicyFileStore).save(POLICY_BYTES);
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
    const caseId = document.id;
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
      paymentId: `pi_privacy_${kind}_${label}`,
    });
    await dataSource.getRepository(SignInToken).save({
      id: `privacy-token-${kind}-${label}`.padEnd(64, '0'),
      email: owner.user.email,
      next: null,
      expiresAt: new Date(Date.now() + 600_000),
      usedAt: null,
    });
    return { owner, caseId, fileKey, orderId: order.id };
  }

  const uploadPath = (account: SeededAccount) =>
    join(running.config.dataDir, 'uploads', account.fileKey);

  /**
   * The account and everything in it are gone, its order is kept anonymised, its requests are
   * completed and its session no longer works: what any deletion of an account must leave.
   */
  async function expectAccountDeleted({ owner, caseId, orderId }: SeededAccount): Promise<void> {
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

    const order = await dataSource.getRepository(ServiceOrder).findOneByOrFail({ id: orderId });
    expect(order).toMatchObject({
      userId: null,
      serviceId: 19,
      amount: 4999,
      status: 'completed',
    });

    const requests = await dataSource
      .getRepository(DataDeletionRequest)
      .findBy({ email: owner.user.email });
    expect(requests.length).toBeGreaterThan(0);
    for (const row of requests) {
      expect(row.status).toBe('completed');
      expect(row.completedAt).not.toBeNull();
    }

    expect(
      (await request(running.url).get('/api/auth/me').set('cookie', owner.cookie).expect(200)).body,
    ).toEqual({ user: null });
  }

  describe('the account’s own data', () => {
    let account: SeededAccount;
    let owner: SignedIn;
    let stranger: SignedIn;

    beforeAll(async () => {
      account = await seedAccount('owner');
      owner = account.owner;
      stranger = await signInNewUser(running.app, 'stranger');
      await submit({ fullName: 'Owner', email: owner.user.email }).expect(201);
    });

    it('asks a feature for every table that holds something of an account', () => {
      // A column naming the account (its id or address), or a case of it, makes a table personal.
      const personal = new Set(['userId', 'email', 'recipient', 'analysisDocumentId']);
      const answered = new Set(
        running.app
          .get(PersonalDataHolders)
          .all()
          .flatMap((holder) => holder.entities.map((entity) => dataSource.getMetadata(entity))),
      );
      const tables = dataSource.entityMetadatas.filter((metadata) =>
        metadata.columns.some((column) => personal.has(column.propertyName)),
      );
      expect(tables.length).toBeGreaterThanOrEqual(11);
      const unanswered = tables.filter((metadata) => !answered.has(metadata));
      expect(unanswered.map((metadata) => metadata.tableName)).toEqual([]);
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
      // The document's layout is part of the contract: its sections and their order.
      expect(Object.keys(data)).toEqual([
        'exportedAt',
        'account',
        'cases',
        'bookings',
        'orders',
        'sessions',
        'dataDeletionRequests',
      ]);
      expect(data.account).toMatchObject({ id: owner.user.id, email: owner.user.email });
      expect(data.cases).toHaveLength(1);
      const [exported] = data.cases;
      expect(Object.keys(exported)).toEqual(['case', 'analysis', 'draft', 'steps', 'uploadedFile']);
      expect(exported.case).toMatchObject({
        id: account.caseId,
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
      expect(data.orders).toEqual([expect.objectContaining({ id: account.orderId, amount: 4999 })]);
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
      expect(await dataSource.getRepository(AnalysisDocument).countBy({ id: account.caseId })).toBe(
        1,
      );
    });

    it('deletes the account and everything in it, keeps the order anonymised, and signs out', async () => {
      expect(existsSync(uploadPath(account))).toBe(true);
      const strangerCases = await dataSource
        .getRepository(AnalysisDocument)
        .countBy({ userId: stranger.user.id });

      const response = await request(running.url)
        .delete('/api/account')
        .set('cookie', owner.cookie)
        .send({ confirmEmail: ` ${owner.user.email.toUpperCase()} ` })
        .expect(204);
      expect(String(response.headers['set-cookie'])).toMatch(/redress_session=;/);

      await expectAccountDeleted(account);
      expect(existsSync(uploadPath(account))).toBe(false);
      // The other account is untouched and still signed in.
      await request(running.url).get('/api/auth/me').set('cookie', stranger.cookie).expect(200);
      expect(
        await dataSource.getRepository(AnalysisDocument).countBy({ userId: stranger.user.id }),
      ).toBe(strangerCases);
    });
  });

  describe('POST /api/admin/data-deletion-requests/{id}/complete (the operator)', () => {
    let admin: SignedInAdmin;
    let account: SeededAccount;
    let bystander: SignedIn;
    /** Two requests for the account's address (the form sent twice) and one for no account. */
    let accountRequestIds: number[];
    let noAccountRequestId: number;
    /** An account someone else asked to delete, and that request (left unconfirmed). */
    let victimAccount: SeededAccount;
    let victimRequestId: number;
    const noAccountEmail = `nobody-${kind}@example.edu`;

    beforeAll(async () => {
      admin = await signInNewAdmin(running.app);
      account = await seedAccount('leaving');
      bystander = await signInNewUser(running.app, 'bystander');
      // The first sent while signed in (confirmed at once), the second signed out (never
      // confirmed): the deletion the first one asks for closes both.
      const first = await submitAs(account.owner, {
        fullName: 'Leaving Student',
        email: account.owner.user.email,
      }).expect(201);
      const again = await submit({
        fullName: 'Leaving Student, again',
        email: account.owner.user.email,
      }).expect(201);
      accountRequestIds = [first.body.id, again.body.id];
      // No account to sign in with: confirmed with the e-mailed link.
      const sent = await submit({ fullName: 'No Account', email: noAccountEmail }).expect(201);
      noAccountRequestId = sent.body.id;
      const { token } = await confirmationMail(noAccountEmail, noAccountRequestId);
      await confirmWith(token).expect(200);
    });

    const complete = (id: number | string, cookie = admin.cookie) =>
      request(running.url)
        .post(`/api/admin/data-deletion-requests/${id}/complete`)
        .set('cookie', cookie)
        .send({});

    const auditEntries = () =>
      dataSource
        .getRepository(AdminAuditEntry)
        .find({ where: { action: 'deletion.complete' }, order: { id: 'ASC' } });

    const completedMail = (address: string, subject: string) =>
      eventually(
        () => smtp.to(address).filter((message) => message.subject === subject),
        (messages) => messages.length === 1,
      );

    it('is for administrators only, and refused requests change nothing', async () => {
      const [id] = accountRequestIds;
      const anonymous = await complete(id, '').expect(401);
      expect(anonymous.body).toMatchObject({ code: 'unauthenticated' });
      const student = await complete(id, bystander.cookie).expect(403);
      expect(student.body).toMatchObject({ code: 'forbidden' });
      const crossSite = await complete(id)
        .set('origin', 'https://evil.example')
        .set('sec-fetch-site', 'cross-site')
        .expect(403);
      expect(crossSite.body).toMatchObject({ code: 'csrf' });

      expect(await dataSource.getRepository(User).countBy({ id: account.owner.user.id })).toBe(1);
      const stored = await dataSource.getRepository(DataDeletionRequest).findOneByOrFail({ id });
      expect(stored).toMatchObject({ status: 'received', completedAt: null });
      expect(await auditEntries()).toEqual([]);
    });

    it('answers 404 for an id no request has', async () => {
      for (const id of [999_999, '007', 'abc', '1e3', 0]) {
        const response = await complete(id).expect(404);
        expect(response.body).toMatchObject({
          code: 'not-found',
          message: 'There is no data deletion request with this id.',
        });
      }
      expect(await auditEntries()).toEqual([]);
    });

    it('refuses to complete a request the owner of its address has not confirmed, deleting nothing', async () => {
      const victim = await seedAccount('victim');
      const attacker = await signInNewUser(running.app, 'attacker');
      // Signed out, and signed in as another address: neither proves anything about the victim.
      const anonymous = await submit({ fullName: 'Victim', email: victim.owner.user.email });
      const byAnotherAccount = await submitAs(attacker, {
        fullName: 'Victim',
        email: victim.owner.user.email,
      });
      for (const sent of [anonymous, byAnotherAccount]) {
        expect(sent.status).toBe(201);
        expect(sent.body.confirmed).toBe(false);
        const listed = await request(running.url)
          .get(`/api/admin/data-deletion-requests?q=${sent.body.id}`)
          .set('cookie', admin.cookie)
          .expect(200);
        // (q also matches names and addresses containing the digits: pick the row by id.)
        expect(listed.body.find((row: { id: number }) => row.id === sent.body.id)).toMatchObject({
          confirmed: false,
          confirmedAt: null,
          confirmedBy: null,
        });

        const refused = await complete(sent.body.id).expect(409);
        expect(refused.body).toMatchObject({
          statusCode: 409,
          code: 'not-confirmed',
          message: deletionRequestNotConfirmedMessage(sent.body.id),
        });
        expect(await stored(sent.body.id)).toMatchObject({
          status: 'received',
          completedAt: null,
        });
      }
      expect(await dataSource.getRepository(User).countBy({ id: victim.owner.user.id })).toBe(1);
      expect(await dataSource.getRepository(AnalysisDocument).countBy({ id: victim.caseId })).toBe(
        1,
      );
      expect(existsSync(uploadPath(victim))).toBe(true);
      await request(running.url).get('/api/auth/me').set('cookie', victim.owner.cookie).expect(200);
      expect(await auditEntries()).toEqual([]);
      expect(
        smtp
          .to(victim.owner.user.email)
          .filter((message) => message.subject === 'Your Redress data has been deleted'),
      ).toEqual([]);
      // Each request e-mailed its own link to the victim, who has not followed either.
      await confirmationMail(victim.owner.user.email, anonymous.body.id);
      await confirmationMail(victim.owner.user.email, byAnotherAccount.body.id);
      victimAccount = victim;
      victimRequestId = anonymous.body.id;
    });

    it('deletes the account as self-deletion does, closes its requests, audits and e-mails', async () => {
      expect(existsSync(uploadPath(account))).toBe(true);
      const bystanderCases = await dataSource
        .getRepository(AnalysisDocument)
        .countBy({ userId: bystander.user.id });
      const [id, again] = accountRequestIds;

      const response = await complete(id).expect(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toEqual({
        id,
        fullName: 'Leaving Student',
        email: account.owner.user.email,
        reason: null,
        details: null,
        status: 'completed',
        createdAt: expect.any(String),
        completedAt: expect.any(String),
        confirmed: true,
        confirmedAt: expect.any(String),
        confirmedBy: 'signed-in',
      });

      await expectAccountDeleted(account);
      expect(existsSync(uploadPath(account))).toBe(false);
      // The same person's second request is done by the same deletion, at the same moment.
      const second = await dataSource
        .getRepository(DataDeletionRequest)
        .findOneByOrFail({ id: again });
      expect(second.completedAt?.toISOString()).toBe(response.body.completedAt);
      // Everyone else is untouched and still signed in.
      await request(running.url).get('/api/auth/me').set('cookie', bystander.cookie).expect(200);
      expect(
        await dataSource.getRepository(AnalysisDocument).countBy({ userId: bystander.user.id }),
      ).toBe(bystanderCases);
      expect(
        await dataSource.getRepository(DataDeletionRequest).findOneByOrFail({
          id: noAccountRequestId,
        }),
      ).toMatchObject({ status: 'received' });

      expect(await auditEntries()).toEqual([
        expect.objectContaining({
          adminUserId: admin.admin.id,
          adminUsername: admin.admin.username,
          detail: `data deletion request ${id}`,
          outcome: 'ok',
          rowCount: 2,
          message: `Account ${account.owner.user.id} and its data deleted; 2 requests closed.`,
        }),
      ]);

      const [mail] = await completedMail(
        account.owner.user.email,
        'Your Redress data has been deleted',
      );
      expect(mail.text).toContain('Hello Leaving Student,');
      expect(mail.text).toContain(`Your data deletion request (reference ${id}) is complete`);
    });

    it('closes a request for an address with no account and says so by e-mail', async () => {
      const users = await dataSource.getRepository(User).count();
      const response = await complete(noAccountRequestId).expect(200);
      expect(response.body).toMatchObject({
        id: noAccountRequestId,
        email: noAccountEmail,
        status: 'completed',
        completedAt: expect.any(String),
      });
      expect(await dataSource.getRepository(User).count()).toBe(users);

      const entries = await auditEntries();
      expect(entries).toHaveLength(2);
      expect(entries[1]).toMatchObject({
        detail: `data deletion request ${noAccountRequestId}`,
        outcome: 'ok',
        rowCount: 1,
        message: 'No account for this address; 1 request closed.',
      });

      const [mail] = await completedMail(noAccountEmail, 'Your data deletion request is closed');
      expect(mail.text).toContain(
        `Redress holds no account for ${noAccountEmail}, so there was nothing to delete`,
      );
    });

    it('answers 409 to a second completion and changes nothing', async () => {
      const requests = dataSource.getRepository(DataDeletionRequest);
      for (const id of [...accountRequestIds, noAccountRequestId]) {
        const before = await requests.findOneByOrFail({ id });
        const entries = (await auditEntries()).length;
        const response = await complete(id).expect(409);
        expect(response.body).toMatchObject({
          code: 'already-completed',
          message: `Data deletion request ${id} has already been completed: there is nothing left to delete.`,
        });
        expect(await requests.findOneByOrFail({ id })).toEqual(before);
        expect(await auditEntries()).toHaveLength(entries);
      }
      // No second e-mail: the first ones were counted above, exactly one each.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(
        smtp
          .to(account.owner.user.email)
          .filter((message) => message.subject === 'Your Redress data has been deleted'),
      ).toHaveLength(1);
      expect(
        smtp
          .to(noAccountEmail)
          .filter((message) => message.subject === 'Your data deletion request is closed'),
      ).toHaveLength(1);
    });

    it('of two operators completing a request at once, one deletes and the other gets 409', async () => {
      const racing = await seedAccount('racing');
      const sent = await submitAs(racing.owner, {
        fullName: 'Racing',
        email: racing.owner.user.email,
      }).expect(201);
      const entries = (await auditEntries()).length;
      const answers = await Promise.all([complete(sent.body.id), complete(sent.body.id)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      await expectAccountDeleted(racing);
      expect(await auditEntries()).toHaveLength(entries + 1);
    });

    it('completes a request once its owner has followed the e-mailed link', async () => {
      const { token } = await confirmationMail(victimAccount.owner.user.email, victimRequestId);
      await confirmWith(token).expect(200);
      const entries = (await auditEntries()).length;

      const response = await complete(victimRequestId).expect(200);
      expect(response.body).toMatchObject({
        id: victimRequestId,
        status: 'completed',
        confirmed: true,
        confirmedBy: 'email-link',
      });
      await expectAccountDeleted(victimAccount);
      expect(existsSync(uploadPath(victimAccount))).toBe(false);
      expect(await auditEntries()).toHaveLength(entries + 1);
      await completedMail(victimAccount.owner.user.email, 'Your Redress data has been deleted');

      // Its link, followed once the request is done, says so.
      const late = await confirmWith(token).expect(409);
      expect(late.body).toMatchObject({ code: 'already-completed' });
    });
  });
});
