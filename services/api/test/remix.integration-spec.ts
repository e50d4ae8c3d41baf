import { reportChanges } from '@redress/domain';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AnalysisDocument } from '../src/modules/analysis/entities/analysis-document.entity';
import {
  PolicyServer,
  containsVerbatim,
  reportOf,
  settledDocument,
  startPolicyServer,
} from './analysis-fixture';
import { DATABASES, RunningApp, TestDatabase, createTestDatabase, startApp } from './harness';
import { CASE, POLICY_TEXT } from './policy-fixtures';
import { SignedIn, signInNewUser } from './sign-in';

/** The story of CASE, told again with what the student left out the first time. */
const CORRECTED = {
  ...CASE,
  issueDescription: `${CASE.issueDescription} I have asthma and a disability support plan, and the office refused the adjustment my plan asks for, a warm room.`,
};

describe.each(DATABASES)('starting a case again from an earlier one on %s', (kind) => {
  let database: TestDatabase;
  let running: RunningApp;
  let url: string;
  let dataSource: DataSource;
  let policySite: PolicyServer;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    policySite = await startPolicyServer(
      `<html><body><main><pre>${POLICY_TEXT}</pre></main></body></html>`,
    );
    running = await startApp({ ...database.env, POLICY_FETCH_ALLOW_RANGES: '127.0.0.1/32' });
    url = running.url;
    dataSource = running.app.get(DataSource);
  });

  afterAll(async () => {
    await running?.close();
    await policySite?.close();
    await database?.drop();
  });

  const uploadsDir = () => join(running.config.dataDir, 'uploads');
  const storedFiles = () => (existsSync(uploadsDir()) ? readdirSync(uploadsDir()) : []);
  const casesOf = (userId: number) =>
    dataSource.getRepository(AnalysisDocument).find({ where: { userId }, order: { id: 'ASC' } });

  async function uploadCase(session: SignedIn): Promise<number> {
    let call = request(url).post('/api/analysis/upload').set('cookie', session.cookie);
    for (const [name, value] of Object.entries(CASE)) call = call.field(name, value);
    const submitted = await call
      .attach('policyFile', Buffer.from(POLICY_TEXT), 'complaints.txt')
      .expect(201);
    return submitted.body.id;
  }

  const remix = (session: SignedIn, id: number | string, body: object = CORRECTED) =>
    request(url)
      .post(`/api/analysis/documents/${id}/remix`)
      .set('cookie', session.cookie)
      .send(body);

  it('analyses the corrected story on a copy of the uploaded policy, naming the earlier case, which stays as it was', async () => {
    const session = await signInNewUser(running.app);
    const earlierId = await uploadCase(session);
    const earlierDone = await settledDocument(url, session.cookie, earlierId);
    const earlierReport = await reportOf(url, session.cookie, earlierId);
    const filesBefore = storedFiles().length;

    const answer = await remix(session, earlierId).expect(201);
    expect(answer.body).toMatchObject({
      id: expect.any(Number),
      remixOfId: earlierId,
      status: 'pending',
      issueDescription: CORRECTED.issueDescription,
      policySource: 'upload',
      fileName: 'complaints.txt',
      fileType: 'txt',
      documentUrl: 'uploaded:complaints.txt',
    });
    expect(answer.body).not.toHaveProperty('fileKey');
    // Each case keeps its own copy of the file.
    expect(storedFiles()).toHaveLength(filesBefore + 1);
    const [earlierRow, laterRow] = await casesOf(session.user.id);
    expect(laterRow.fileKey).not.toBe(earlierRow.fileKey);

    expect(await settledDocument(url, session.cookie, answer.body.id)).toMatchObject({
      status: 'completed',
      remixOfId: earlierId,
    });
    const laterReport = await reportOf(url, session.cookie, answer.body.id);
    for (const citation of laterReport.relevantPolicies)
      expect(containsVerbatim(POLICY_TEXT, citation.quote)).toBe(true);
    // What the new case's page shows: the ground the added facts raise, nothing gone.
    const changes = reportChanges(earlierReport, laterReport);
    expect(changes.grounds).toEqual({ added: ['Disability adjustments'], gone: [] });
    expect(changes.deadlines).toEqual({ added: [], gone: [] });

    // The earlier case and its report are untouched.
    const earlierNow = await request(url)
      .get(`/api/analysis/documents/${earlierId}`)
      .set('cookie', session.cookie)
      .expect(200);
    expect(earlierNow.body).toEqual(earlierDone);
    expect(await reportOf(url, session.cookie, earlierId)).toEqual(earlierReport);
  });

  it('reads the policy link of the earlier case again', async () => {
    const session = await signInNewUser(running.app);
    const earlier = await request(url)
      .post('/api/analysis/upload')
      .set('cookie', session.cookie)
      .send({ ...CASE, policyLink: `${policySite.url}/policy` })
      .expect(201);
    const hitsBefore = policySite.hits.length;
    const answer = await remix(session, earlier.body.id).expect(201);
    expect(answer.body).toMatchObject({
      policySource: 'link',
      policyLink: `${policySite.url}/policy`,
      fileName: null,
      remixOfId: earlier.body.id,
    });
    expect(await settledDocument(url, session.cookie, answer.body.id)).toMatchObject({
      status: 'completed',
      sourceNote: null,
    });
    expect(policySite.hits.length).toBeGreaterThan(hitsBefore);
  });

  it("answers another student's case, an unknown one and a malformed id with the same 404, storing nothing", async () => {
    const owner = await signInNewUser(running.app);
    const other = await signInNewUser(running.app, 'other');
    const id = await uploadCase(owner);
    const unknown = await remix(other, 999_999).expect(404);
    const foreign = await remix(other, id).expect(404);
    const malformed = await remix(other, 'abc').expect(404);
    for (const answer of [foreign, malformed])
      expect({ ...answer.body, requestId: null }).toEqual({ ...unknown.body, requestId: null });
    expect(await casesOf(other.user.id)).toHaveLength(0);
    await request(url).post(`/api/analysis/documents/${id}/remix`).send(CORRECTED).expect(401);
  });

  it('checks the story by the intake rules and refuses a policy sent with it', async () => {
    const session = await signInNewUser(running.app);
    const id = await uploadCase(session);
    const short = await remix(session, id, { ...CORRECTED, issueDescription: 'Too short' }).expect(
      400,
    );
    expect(short.body.details).toEqual(['Please describe your issue in at least 20 characters.']);
    expect(short.body.fields).toEqual({
      issueDescription: 'Please describe your issue in at least 20 characters.',
    });
    const missing = await remix(session, id, { issueCategory: 'service', actionTaken: 'notyet' });
    expect(missing.status).toBe(400);
    expect(missing.body.details).toEqual(['Please describe your issue.']);
    const withPolicy = await remix(session, id, { ...CORRECTED, policyLink: 'example.edu/p' });
    expect(withPolicy.status).toBe(400);
    expect(withPolicy.body.details).toEqual(['Unknown field "policyLink".']);
    expect(await casesOf(session.user.id)).toHaveLength(1);
  });

  it('counts against the free analyses of the day like any new case', async () => {
    const session = await signInNewUser(running.app);
    const id = await uploadCase(session);
    await remix(session, id).expect(201);
    await remix(session, id, { ...CORRECTED, title: 'Second try' }).expect(201);
    const refused = await remix(session, id, { ...CORRECTED, title: 'Third try' }).expect(429);
    expect(refused.body.message).toMatch(/^You have used your 3 free analyses for today\./);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await casesOf(session.user.id)).toHaveLength(3);
  });

  it('stores a remix sent again under its Idempotency-Key once', async () => {
    const session = await signInNewUser(running.app);
    const id = await uploadCase(session);
    const send = () => remix(session, id).set('Idempotency-Key', 'remix-once-0001');
    const first = await send().expect(201);
    const again = await send().expect(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.id).toBe(first.body.id);
    expect(await casesOf(session.user.id)).toHaveLength(2);
  });

  it('deletes a case started again and the one it came from, with both files, when the account goes', async () => {
    const session = await signInNewUser(running.app);
    const id = await uploadCase(session);
    const later = await remix(session, id).expect(201);
    await remix(session, later.body.id, { ...CORRECTED, title: 'Again' }).expect(201);
    const keys = (await casesOf(session.user.id)).map((document) => document.fileKey);
    expect(new Set(keys).size).toBe(3);
    await request(url)
      .delete('/api/account')
      .set('cookie', session.cookie)
      .send({ confirmEmail: session.user.email })
      .expect(204);
    expect(await casesOf(session.user.id)).toHaveLength(0);
    for (const key of keys) expect(storedFiles()).not.toContain(key);
  });
});
