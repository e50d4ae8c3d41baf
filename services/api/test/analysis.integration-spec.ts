import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AnalysisSweep, STUCK_MESSAGE } from '../src/modules/analysis/analysis-sweep';
import {
  ANALYSIS_JOB,
  AnalysisService,
  analysisJobId,
} from '../src/modules/analysis/analysis.service';
import { QueueJob } from '../src/modules/queue/queue-job.entity';
import { AnalysisCompleted } from '../src/modules/analysis/analysis-completed';
import { AnalysisDocument } from '../src/modules/analysis/entities/analysis-document.entity';
import { AnalysisResult } from '../src/modules/analysis/entities/analysis-result.entity';
import {
  PolicyServer,
  containsVerbatim,
  readEvents,
  reportOf,
  settledDocument,
  startPolicyServer,
} from './analysis-fixture';
import { DATABASES, RunningApp, TestDatabase, createTestDatabase, startApp } from './harness';
import {
  CASE,
  POLICY_TEXT,
  buildDocx,
  paragraphBombDocx,
  policyPdf,
  zipBombDocx,
} from './policy-fixtures';
import { SignedIn, signInNewUser } from './sign-in';
import { eventually } from './queue-fixture';
import { policyFileTooLarge } from '@redress/domain';
import { BAD_CASE_INTAKES } from '@redress/domain/testing';

describe.each(DATABASES)('case intake and analysis on %s (queue in the API process)', (kind) => {
  let database: TestDatabase;
  let running: RunningApp;
  let url: string;
  let dataSource: DataSource;
  let policySite: PolicyServer;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    policySite = await startPolicyServer(
      `<!doctype html><html><head><title>Complaints</title></head><body><nav>Home | News</nav><main><article><h1>Ashford College Complaints Procedure</h1>${POLICY_TEXT.split(
        '\n\n',
      )
        .slice(1)
        .map((block) => `<p>${block.trim()}</p>`)
        .join('')}</article></main></body></html>`,
    );
    running = await startApp({
      ...database.env,
      UPLOAD_MAX_MB: '1',
      // Lets a policy link reach the local test website (and only 127.0.0.1).
      POLICY_FETCH_ALLOW_RANGES: '127.0.0.1/32',
    });
    url = running.url;
    dataSource = running.app.get(DataSource);
  });

  afterAll(async () => {
    await running?.close();
    await policySite?.close();
    await database?.drop();
  });

  const signIn = () => signInNewUser(running.app);
  const documentsOf = (userId: number) =>
    dataSource.getRepository(AnalysisDocument).countBy({ userId });
  const uploadsDir = () => join(running.config.dataDir, 'uploads');
  const storedFiles = () => (existsSync(uploadsDir()) ? readdirSync(uploadsDir()) : []);

  function submitWithFile(
    session: SignedIn,
    file: Buffer,
    fileName: string,
    fields: Record<string, string> = CASE,
  ) {
    let call = request(url).post('/api/analysis/upload').set('cookie', session.cookie);
    for (const [name, value] of Object.entries(fields)) call = call.field(name, value);
    return call.attach('policyFile', file, fileName);
  }

  it.each([
    ['TXT', () => Promise.resolve(Buffer.from(POLICY_TEXT)), 'policy.txt', 'txt'],
    ['PDF', () => Promise.resolve(policyPdf()), 'Complaints Policy.pdf', 'pdf'],
    ['DOCX', () => buildDocx(POLICY_TEXT), 'policy.docx', 'docx'],
  ])(
    'analyses a case with a %s policy and cites it verbatim',
    async (_label, make, fileName, type) => {
      const session = await signIn();
      const submitted = await submitWithFile(session, await make(), fileName).expect(201);
      expect(submitted.body).toMatchObject({
        id: expect.any(Number),
        userId: session.user.id,
        status: 'pending',
        policySource: 'upload',
        documentUrl: `uploaded:${fileName}`,
        fileName,
        fileType: type,
        title: CASE.title,
        issueCategory: 'service',
        actionTaken: 'triedinformally',
      });
      expect(submitted.body).not.toHaveProperty('fileKey');
      // The stored file is named by a random key, never by the student's file name.
      expect(storedFiles()).not.toContain(fileName);

      const done = await settledDocument(url, session.cookie, submitted.body.id);
      expect(done).toMatchObject({
        status: 'completed',
        progress: 'Complete',
        progressPercent: 100,
        producedBy: 'engine',
      });
      const report = await reportOf(url, session.cookie, submitted.body.id);
      expect(report.relevantPolicies.length).toBeGreaterThan(0);
      for (const policy of report.relevantPolicies)
        expect(containsVerbatim(POLICY_TEXT, policy.quote)).toBe(true);
      expect(report.deadlines.map((d) => `${d.amount} ${d.unit}`)).toContain('20 working_days');
      if (type === 'pdf')
        expect(report.relevantPolicies.some((p) => /page \d/.test(p.location))).toBe(true);
    },
  );

  it('reads the dates in the story against the day the case is analysed', async () => {
    const session = await signIn();
    const replied = new Date(Date.now() - 40 * 86_400_000).toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    });
    const submitted = await submitWithFile(session, Buffer.from(POLICY_TEXT), 'policy.txt', {
      ...CASE,
      issueDescription: `The heating in my hall has been broken since September. They replied to my complaint on ${replied} and said nothing was wrong.`,
      actionTaken: 'submittedcomplaint',
    }).expect(201);
    await settledDocument(url, session.cookie, submitted.body.id);
    const report = await reportOf(url, session.cookie, submitted.body.id);
    // The review runs two weeks from the reply: forty days on, it has passed, and the report
    // says on which day.
    const day = (daysAgo: number) =>
      new Date(Date.now() - daysAgo * 86_400_000).toLocaleDateString('en-US', {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      });
    expect(report.warnings).toContainEqual(
      expect.objectContaining({
        code: 'late_submission_risk',
        message: expect.stringContaining(
          `ended on ${day(26)}: 2 weeks from ${day(40)}, the date the account gives.`,
        ),
      }),
    );
  });

  it('analyses a case without a policy on the narrative alone, with the composed description', async () => {
    const session = await signIn();
    // The features that build on the report hear when it is written.
    const completed: number[] = [];
    running.app.get(AnalysisCompleted).on(async (id) => {
      completed.push(id);
    });
    const submitted = await request(url)
      .post('/api/analysis/upload')
      .set('cookie', session.cookie)
      .send({
        issueCategory: 'academic',
        actionTaken: 'notyet',
        issueDescription: CASE.issueDescription,
        policyLink: '',
      })
      .expect(201);
    expect(submitted.body).toMatchObject({
      title: 'Academic Issue Analysis',
      documentType: 'Academic Policy',
      desiredResolution: 'Not specified',
      universityName: 'Not specified',
      documentUrl: 'no_document_provided',
      policyLink: null,
      policySource: 'none',
      description: [
        'Issue Category: academic',
        `Issue: ${CASE.issueDescription}`,
        'Desired Resolution: Not specified',
        'Action Taken: notyet',
        'University Name: Not specified',
        'Policy Link: Not specified',
      ].join('\n\n'),
    });
    await expect(settledDocument(url, session.cookie, submitted.body.id)).resolves.toMatchObject({
      status: 'completed',
    });
    await eventually(
      () => completed,
      (ids) => ids.includes(submitted.body.id),
    );
    const report = await reportOf(url, session.cookie, submitted.body.id);
    expect(report.relevantPolicies).toEqual([]);
    expect(report.keyIssues.length).toBeGreaterThan(0);
  });

  it("accepts the spec's original payload: a combined description and the user's own id", async () => {
    const session = await signIn();
    const description = [
      'Issue Category: service',
      `Issue: ${CASE.issueDescription}`,
      'Desired Resolution: A partial refund',
      'Action Taken: Tried informally',
      'University Name: Ashford College',
      'Policy Link: Not specified',
    ].join('\n\n');
    const submitted = await request(url)
      .post('/api/analysis/upload')
      .set('cookie', session.cookie)
      .send({
        userId: session.user.id,
        documentType: 'Complaints Policy',
        description,
        title: 'Heating',
        policyLink: '',
        documentUrl: 'no_document_provided',
        issueCategory: 'service',
      })
      .expect(201);
    expect(submitted.body).toMatchObject({
      title: 'Heating',
      documentType: 'Complaints Policy',
      issueDescription: CASE.issueDescription,
      desiredResolution: 'A partial refund',
      actionTaken: 'triedinformally',
      universityName: 'Ashford College',
      description: description.replace('Tried informally', 'triedinformally'),
    });
  });

  it('reads a policy link from a website, prepending https:// only when the scheme is missing', async () => {
    const session = await signIn();
    const link = `${policySite.url}/policy`;
    const submitted = await request(url)
      .post('/api/analysis/upload')
      .set('cookie', session.cookie)
      .send({ ...CASE, policyLink: link })
      .expect(201);
    expect(submitted.body).toMatchObject({
      policyLink: link,
      documentUrl: link,
      policySource: 'link',
    });
    const done = await settledDocument(url, session.cookie, submitted.body.id);
    expect(done).toMatchObject({ status: 'completed', sourceNote: null });
    expect(policySite.hits).toContain('/policy');
    const report = await reportOf(url, session.cookie, submitted.body.id);
    expect(report.relevantPolicies.length).toBeGreaterThan(0);
    for (const policy of report.relevantPolicies)
      expect(containsVerbatim(POLICY_TEXT, policy.quote)).toBe(true);

    const bare = await request(url)
      .post('/api/analysis/upload')
      .set('cookie', session.cookie)
      .send({ ...CASE, policyLink: 'example.edu/policy' })
      .expect(201);
    expect(bare.body.policyLink).toBe('https://example.edu/policy');
    // Not fetched here: the job would try the public internet, which this machine cannot reach.
    await dataSource
      .getRepository(AnalysisDocument)
      .update({ id: bare.body.id }, { status: 'failed' });
  });

  it('refuses a link to a private address without failing the case, and says why in the report', async () => {
    const session = await signIn();
    const before = policySite.hits.length;
    // 127.0.0.2 is loopback but outside the allowed 127.0.0.1/32.
    const link = `http://127.0.0.2:${new URL(policySite.url).port}/policy`;
    const submitted = await request(url)
      .post('/api/analysis/upload')
      .set('cookie', session.cookie)
      .send({ ...CASE, policyLink: link })
      .expect(201);
    const done = await settledDocument(url, session.cookie, submitted.body.id);
    expect(done.status).toBe('completed');
    expect(done.sourceNote).toEqual(expect.stringContaining(link));
    expect(done.sourceNote).toEqual(expect.stringContaining('based on your description only'));
    const report = await reportOf(url, session.cookie, submitted.body.id);
    expect(report.notes[0]).toBe(done.sourceNote);
    expect(report.relevantPolicies).toEqual([]);
    expect(policySite.hits.length).toBe(before);
  });

  it.each(BAD_CASE_INTAKES.map((bad) => [bad.name, bad]))(
    'refuses %s with the form messages by field and stores nothing',
    async (_name, { input, problems }) => {
      const session = await signIn();
      const response = await request(url)
        .post('/api/analysis/upload')
        .set('cookie', session.cookie)
        .send(input)
        .expect(400);
      expect(response.body.fields).toEqual(problems);
      expect(response.body.details).toEqual(Object.values(problems));
      expect(response.body.message).toBe(Object.values(problems).join('; '));
      expect(await documentsOf(session.user.id)).toBe(0);
    },
  );

  it('refuses a field the form does not have, naming no field', async () => {
    const session = await signIn();
    const response = await request(url)
      .post('/api/analysis/upload')
      .set('cookie', session.cookie)
      .send({ ...CASE, secret: 'x' })
      .expect(400);
    expect(response.body).toMatchObject({
      message: 'Unknown field "secret".',
      details: ['Unknown field "secret".'],
      fields: {},
    });
    expect(await documentsOf(session.user.id)).toBe(0);
  });

  it('refuses submissions for another account and without a session', async () => {
    const session = await signIn();
    const other = await signIn();
    const response = await request(url)
      .post('/api/analysis/upload')
      .set('cookie', session.cookie)
      .send({ ...CASE, userId: other.user.id })
      .expect(403);
    expect(response.body.message).toBe('You can only submit analyses for your own account.');
    await request(url).post('/api/analysis/upload').send(CASE).expect(401);
    expect(await documentsOf(session.user.id)).toBe(0);
    expect(await documentsOf(other.user.id)).toBe(0);
  });

  describe('refused uploads store nothing', () => {
    it.each([
      [
        'a file over the size limit',
        () => Promise.resolve(Buffer.alloc(1024 * 1024 + 1, 'a')),
        'big.txt',
        413,
      ],
      [
        'an image named .pdf',
        () =>
          Promise.resolve(
            Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
          ),
        'policy.pdf',
        415,
      ],
      [
        'a legacy Word file',
        () => Promise.resolve(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0])),
        'policy.doc',
        415,
      ],
      ['an empty file', () => Promise.resolve(Buffer.alloc(0)), 'empty.txt', 422],
      [
        'a damaged PDF',
        () => Promise.resolve(Buffer.from('%PDF-1.4\nnot really a pdf')),
        'broken.pdf',
        422,
      ],
      ['a zip bomb posing as DOCX', zipBombDocx, 'bomb.docx', 413],
      ['a DOCX too complex to read in memory', paragraphBombDocx, 'complex.docx', 422],
    ])('refuses %s', async (_label, make, fileName, status) => {
      const session = await signIn();
      const filesBefore = storedFiles().length;
      const response = await submitWithFile(session, await make(), fileName);
      expect(Array.isArray(status) ? status : [status]).toContain(response.status);
      expect(response.body.message).toEqual(expect.any(String));
      expect(response.body.message).not.toMatch(/\n\s+at |Error:/);
      expect(await documentsOf(session.user.id)).toBe(0);
      expect(storedFiles().length).toBe(filesBefore);
    });

    it('names the limit UPLOAD_MAX_MB sets, in the words the form uses', async () => {
      const session = await signIn();
      const response = await submitWithFile(session, Buffer.alloc(1024 * 1024 + 1, 'a'), 'big.txt');
      expect(response.status).toBe(413);
      expect(response.body.message).toBe(policyFileTooLarge(1));
    });
  });

  it('allows 3 analyses a day, then answers 429 with the reset time; racing submissions cannot exceed it', async () => {
    const session = await signIn();
    const allowance = async () =>
      (await request(url).get('/api/analysis/allowance').set('cookie', session.cookie).expect(200))
        .body;
    expect(await allowance()).toMatchObject({ limit: 3, used: 0, remaining: 3 });
    for (let i = 0; i < 3; i++) {
      await request(url)
        .post('/api/analysis/upload')
        .set('cookie', session.cookie)
        .send(CASE)
        .expect(201);
      // What the intake page shows before the form: "2 of 3 free analyses left today".
      expect(await allowance()).toMatchObject({ limit: 3, used: i + 1, remaining: 2 - i });
    }
    expect((await allowance()).resetsAt).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/);
    await request(url).get('/api/analysis/allowance').expect(401);
    const refused = await request(url)
      .post('/api/analysis/upload')
      .set('cookie', session.cookie)
      .send(CASE)
      .expect(429);
    expect(refused.body.message).toMatch(
      /^You have used your 3 free analyses for today\. You can submit again after \d{4}-\d{2}-\d{2} 00:00 UTC\.$/,
    );
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    expect(await documentsOf(session.user.id)).toBe(3);

    const racer = await signIn();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        request(url).post('/api/analysis/upload').set('cookie', racer.cookie).send(CASE),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 201, 429, 429, 429]);
    expect(await documentsOf(racer.user.id)).toBe(3);
  });

  it('stores a submission sent again under its Idempotency-Key once, and answers the repeats with that case', async () => {
    const session = await signIn();
    const key = '6f1c2b9e-4d0a-4b8e-9a51-0c7d2e3f4a5b';
    const filesBefore = storedFiles().length;
    const first = await submitWithFile(session, Buffer.from(POLICY_TEXT), 'policy.txt')
      .set('idempotency-key', key)
      .expect(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(first.body).not.toHaveProperty('submissionKey');
    // Repeats at once, as a proxy retrying on another process and a second click would send them.
    const repeats = await Promise.all(
      Array.from({ length: 4 }, () =>
        submitWithFile(session, Buffer.from(POLICY_TEXT), 'policy.txt').set('idempotency-key', key),
      ),
    );
    for (const repeat of repeats) {
      expect(repeat.status).toBe(201);
      expect(repeat.body.id).toBe(first.body.id);
      expect(repeat.headers['idempotent-replayed']).toBe('true');
    }
    expect(await documentsOf(session.user.id)).toBe(1);
    // The repeats' files are not kept, and they do not count against the daily limit.
    expect(storedFiles().length).toBe(filesBefore + 1);
    for (let i = 0; i < 2; i++)
      await request(url)
        .post('/api/analysis/upload')
        .set('cookie', session.cookie)
        .send(CASE)
        .expect(201);
    await expect(settledDocument(url, session.cookie, first.body.id)).resolves.toMatchObject({
      status: 'completed',
      runs: 1,
    });

    // The name is the student's own: another student's submission under it is their own case.
    const other = await signIn();
    const theirs = await request(url)
      .post('/api/analysis/upload')
      .set('cookie', other.cookie)
      .set('idempotency-key', key)
      .send(CASE)
      .expect(201);
    expect(theirs.body.id).not.toBe(first.body.id);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
  });

  it.each(['short', 'has spaces in it', 'x'.repeat(65)])(
    'refuses the Idempotency-Key %j and stores nothing',
    async (key) => {
      const session = await signIn();
      const refused = await request(url)
        .post('/api/analysis/upload')
        .set('cookie', session.cookie)
        .set('idempotency-key', key)
        .send(CASE)
        .expect(400);
      expect(refused.body.message).toBe(
        'The Idempotency-Key header must be 8 to 64 letters, digits, hyphens or underscores.',
      );
      expect(await documentsOf(session.user.id)).toBe(0);
    },
  );

  it("keeps each user's cases to themselves", async () => {
    const owner = await signIn();
    const stranger = await signIn();
    const first = await request(url)
      .post('/api/analysis/upload')
      .set('cookie', owner.cookie)
      .send(CASE)
      .expect(201);
    const second = await request(url)
      .post('/api/analysis/upload')
      .set('cookie', owner.cookie)
      .send({ ...CASE, title: 'Second case' })
      .expect(201);
    await settledDocument(url, owner.cookie, second.body.id);
    const id = first.body.id;

    const list = await request(url)
      .get(`/api/analysis/documents/user/${owner.user.id}`)
      .set('cookie', owner.cookie)
      .expect(200);
    expect(list.body.map((d: { id: number }) => d.id)).toEqual([second.body.id, id]);
    // A completed report, once read, is answered from memory: still only to its owner, with the
    // headers of any API answer.
    const first200 = await request(url)
      .get(`/api/analysis/results/${second.body.id}`)
      .set('cookie', owner.cookie)
      .expect(200);
    const again = await request(url)
      .get(`/api/analysis/results/${second.body.id}`)
      .set('cookie', owner.cookie)
      .expect(200)
      .expect('content-type', 'application/json; charset=utf-8');
    expect(again.body).toEqual(first200.body);
    expect(again.headers['x-request-id']).toMatch(/^[\w-]+$/);
    expect(again.headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );

    for (const path of [
      `/api/analysis/documents/${id}`,
      `/api/analysis/results/${id}`,
      `/api/analysis/results/${second.body.id}`,
      `/api/analysis/documents/${id}/events`,
    ]) {
      const response = await request(url).get(path).set('cookie', stranger.cookie).expect(404);
      expect(response.body.message).toBe(
        'This analysis does not exist, or you do not have permission to view it.',
      );
      await request(url).get(path).expect(401);
    }
    await request(url)
      .post(`/api/analysis/documents/${id}/retry`)
      .set('cookie', stranger.cookie)
      .expect(404);
    await request(url)
      .get('/api/analysis/documents/999999')
      .set('cookie', owner.cookie)
      .expect(404);
    await request(url).get('/api/analysis/documents/abc').set('cookie', owner.cookie).expect(404);
    const foreignList = await request(url)
      .get(`/api/analysis/documents/user/${owner.user.id}`)
      .set('cookie', stranger.cookie)
      .expect(403);
    expect(foreignList.body.message).toBe('You can only see your own analyses.');
    await request(url).get(`/api/analysis/documents/user/${owner.user.id}`).expect(401);
  });

  it('answers 404 for the result until the analysis is ready, then the result', async () => {
    const session = await signIn();
    const document = await dataSource.getRepository(AnalysisDocument).save({
      userId: session.user.id,
      title: 'Waiting',
      documentType: 'Academic Policy',
      documentUrl: 'no_document_provided',
      status: 'processing',
      issueCategory: 'academic',
      issueDescription: CASE.issueDescription,
      actionTaken: 'notyet',
      runs: 7,
    });
    const waiting = await request(url)
      .get(`/api/analysis/results/${document.id}`)
      .set('cookie', session.cookie)
      .expect(404);
    expect(waiting.body.message).toBe('The analysis is not ready yet.');
  });

  it('streams progress as server-sent events that end with completed', async () => {
    const session = await signIn();
    const submitted = await submitWithFile(session, policyPdf(), 'policy.pdf').expect(201);
    const stream = await readEvents(
      `${url}/api/analysis/documents/${submitted.body.id}/events`,
      session.cookie,
    );
    expect(stream.status).toBe(200);
    expect(stream.contentType).toMatch(/^text\/event-stream/);
    expect(stream.events.length).toBeGreaterThan(0);
    for (const event of stream.events) {
      expect(Object.keys(event).sort()).toEqual(['percent', 'progress', 'status']);
    }
    const percents = stream.events.map((e) => e.percent as number);
    expect([...percents].sort((a, b) => a - b)).toEqual(percents);
    expect(stream.events[stream.events.length - 1]).toEqual({
      status: 'completed',
      progress: 'Complete',
      percent: 100,
    });

    // A finished case answers with its final state at once and closes.
    const again = await readEvents(
      `${url}/api/analysis/documents/${submitted.body.id}/events`,
      session.cookie,
      5000,
    );
    expect(again.events).toEqual([{ status: 'completed', progress: 'Complete', percent: 100 }]);
  });

  it('runs a failed analysis again on request, keeping one result row', async () => {
    const session = await signIn();
    const submitted = await request(url)
      .post('/api/analysis/upload')
      .set('cookie', session.cookie)
      .send(CASE)
      .expect(201);
    const id = submitted.body.id;
    await settledDocument(url, session.cookie, id);
    await request(url)
      .post(`/api/analysis/documents/${id}/retry`)
      .set('cookie', session.cookie)
      .expect(409);

    await dataSource
      .getRepository(AnalysisDocument)
      .update({ id }, { status: 'failed', failureReason: STUCK_MESSAGE });
    const failed = await readEvents(
      `${url}/api/analysis/documents/${id}/events`,
      session.cookie,
      5000,
    );
    expect(failed.events).toEqual([
      { status: 'failed', progress: 'Complete', percent: 100, failureReason: STUCK_MESSAGE },
    ]);

    const retried = await request(url)
      .post(`/api/analysis/documents/${id}/retry`)
      .set('cookie', session.cookie)
      .expect(200);
    expect(retried.body).toMatchObject({
      status: 'pending',
      runs: 2,
      failureReason: null,
      progressPercent: 0,
    });
    await expect(settledDocument(url, session.cookie, id)).resolves.toMatchObject({
      status: 'completed',
      runs: 2,
    });
    expect(await dataSource.getRepository(AnalysisResult).countBy({ analysisDocumentId: id })).toBe(
      1,
    );
  });

  it('fails an uploaded case whose file cannot be read, with a reason the student can read', async () => {
    const session = await signIn();
    const document = await dataSource.getRepository(AnalysisDocument).save({
      userId: session.user.id,
      title: 'Lost file',
      documentType: 'Academic Policy',
      documentUrl: 'uploaded:policy.pdf',
      status: 'pending',
      issueCategory: 'academic',
      issueDescription: CASE.issueDescription,
      actionTaken: 'notyet',
      policySource: 'upload',
      fileKey: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      fileName: 'policy.pdf',
      runs: 1,
    });
    // Queued as intake would queue it; the file it names was never stored.
    await running.app.get(AnalysisService).enqueue(document.id, 1);
    const done = await settledDocument(url, session.cookie, document.id);
    expect(done).toMatchObject({
      status: 'failed',
      failureReason:
        'The uploaded policy document is no longer available. Please submit the case again with the document.',
    });
    await request(url)
      .get(`/api/analysis/results/${document.id}`)
      .set('cookie', session.cookie)
      .expect(404);
  });

  it('sweeps: queues a case left pending without a job, fails one stuck or whose job ended (double failure)', async () => {
    const session = await signIn();
    const repository = dataSource.getRepository(AnalysisDocument);
    const longAgo = new Date(Date.now() - 2 * 3600_000);
    const base = {
      userId: session.user.id,
      documentType: 'Academic Policy',
      documentUrl: 'no_document_provided',
      issueCategory: 'academic',
      issueDescription: CASE.issueDescription,
      actionTaken: 'notyet',
      createdAt: longAgo,
      updatedAt: longAgo,
    };
    const orphan = await repository.save({
      ...base,
      title: 'Orphan',
      status: 'pending' as const,
      runs: 1,
    });
    const stuck = await repository.save({
      ...base,
      title: 'Stuck',
      status: 'processing' as const,
      runs: 1,
    });
    // A double failure: the job used up its attempts, and the case still says pending.
    const doubleFailure = await repository.save({
      ...base,
      title: 'Double failure',
      status: 'pending' as const,
      runs: 1,
    });
    await dataSource.getRepository(QueueJob).insert({
      id: analysisJobId(doubleFailure.id, 1),
      name: ANALYSIS_JOB,
      payload: JSON.stringify({ documentId: doubleFailure.id, run: 1 }),
      status: 'failed',
      attempts: 5,
      maxAttempts: 5,
      runAt: longAgo,
      lastError: 'database unavailable',
    });
    const sweep = running.app.get(AnalysisSweep);
    const result = await sweep.sweep();
    expect(result.requeued).toBeGreaterThanOrEqual(1);
    expect(result.failed).toBeGreaterThanOrEqual(2);
    for (const id of [stuck.id, doubleFailure.id])
      await expect(repository.findOneByOrFail({ id })).resolves.toMatchObject({
        status: 'failed',
        failureReason: STUCK_MESSAGE,
      });
    await expect(settledDocument(url, session.cookie, orphan.id)).resolves.toMatchObject({
      status: 'completed',
    });
    // The student runs it again: a new run, a new job, and the report arrives.
    await request(url)
      .post(`/api/analysis/documents/${doubleFailure.id}/retry`)
      .set('cookie', session.cookie)
      .expect(200);
    await expect(settledDocument(url, session.cookie, doubleFailure.id)).resolves.toMatchObject({
      status: 'completed',
    });
  });
});
