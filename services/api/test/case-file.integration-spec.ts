import {
  CASE_FILE_MESSAGES,
  STEP_DATE_MESSAGES,
  addCalendarDays,
  DEADLINE_TRIGGER_STARTS,
  dueDateOf,
  formatIsoDate,
} from '@redress/domain';
import mammoth from 'mammoth';
import request from 'supertest';
import { DataSource, In } from 'typeorm';
import { AnalysisCompleted } from '../src/modules/analysis/analysis-completed';
import { AnalysisDocument } from '../src/modules/analysis/entities/analysis-document.entity';
import { AnalysisResult } from '../src/modules/analysis/entities/analysis-result.entity';
import {
  DeadlineReminders,
  REMINDER_JOB,
  reminderJobId,
} from '../src/modules/case-file/deadline-reminders';
import { QueueJob } from '../src/modules/queue/queue-job.entity';
import { TestSmtpServer } from './auth-fixture';
import { DATABASES, RunningApp, TestDatabase, createTestDatabase, startApp } from './harness';
import { eventually } from './queue-fixture';
import { SignedIn, signInNewUser } from './sign-in';

const REPORT = {
  keyIssues: ['The panel ignored my medical evidence', 'No reasons were given'],
  relevantPolicies: [
    {
      quote: 'Appeals must be submitted within 10 working days of the date of the decision.',
      location: 'Section 4.2',
    },
  ],
  bestCaseScenario: 'The appeal is upheld and the module mark is reconsidered.',
  worstCaseScenario: 'The decision stands.',
  potentialChallenges: [],
  actionSteps: ['Submit the appeal form with the medical certificate.'],
  deadlines: [
    {
      description: 'Submit the appeal within 10 working days of the decision',
      amount: 10,
      unit: 'working_days',
      quote: 'within 10 working days of the date of the decision',
      location: 'Section 4.2',
      // No trigger: stored before triggers were read, it is read from runsFrom and stage.
      runsFrom: 'the date of the decision',
      stage: 'initial',
    },
    {
      description: 'Ask for a review within one month of the appeal outcome',
      amount: 1,
      unit: 'months',
      quote: 'within one month, of the outcome; in writing',
      runsFrom: 'the outcome',
      stage: 'review',
      trigger: 'outcome',
    },
  ],
  grounds: ['extenuating_circumstances'],
  warnings: [],
  escalation: {
    body: 'OIA',
    name: 'Office of the Independent Adjudicator',
    timeLimit: '12 months',
  },
  tags: ['academic'],
  producedBy: 'engine',
  notes: [],
};

async function pdfText(bytes: Buffer): Promise<string> {
  const { PDFParse } = await import('pdf-parse');
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Supertest keeps binary answers as a Buffer only when asked to. */
function binary(res: request.Response, done: (error: Error | null, body: Buffer) => void): void {
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
}

describe.each(DATABASES)('case file on %s', (kind) => {
  let database: TestDatabase;
  let running: RunningApp;
  let smtp: TestSmtpServer;
  let owner: SignedIn;
  let stranger: SignedIn;
  let caseId: number;
  const today = formatIsoDate(new Date());

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    smtp = await new TestSmtpServer().start();
    running = await startApp({ ...database.env, SMTP_URL: smtp.url });
    owner = await signInNewUser(running.app, 'owner');
    stranger = await signInNewUser(running.app, 'stranger');
    const dataSource = running.app.get(DataSource);
    const document = await dataSource.getRepository(AnalysisDocument).save({
      userId: owner.user.id,
      title: 'Dissertation mark',
      description: 'Issue: my mark',
      documentType: 'Academic Policy',
      status: 'completed',
      documentUrl: 'no_document_provided',
      issueCategory: 'academic',
      issueDescription: 'The panel ignored my medical evidence when it confirmed my mark.',
      actionTaken: 'notyet',
      universityName: 'University of Leeds',
    });
    caseId = document.id;
    await dataSource
      .getRepository(AnalysisResult)
      .save({ analysisDocumentId: caseId, content: JSON.stringify(REPORT), tags: ['academic'] });
  });

  afterAll(async () => {
    await running?.close();
    await smtp?.stop();
    await database?.drop();
  });

  const api = (path: string) => `/api/analysis/documents/${caseId}${path}`;

  describe('saved drafts', () => {
    it('answers no-draft before the first save, then keeps and replaces the text', async () => {
      const missing = await request(running.url).get(api('/draft')).set('cookie', owner.cookie);
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ code: 'no-draft' });

      const first = await request(running.url)
        .put(api('/draft'))
        .set('cookie', owner.cookie)
        .send({ text: 'Dear Sir or Madam,\n\nFirst version.' })
        .expect(200);
      expect(first.body).toEqual({
        text: 'Dear Sir or Madam,\n\nFirst version.',
        updatedAt: expect.any(String),
      });

      await request(running.url)
        .put(api('/draft'))
        .set('cookie', owner.cookie)
        .send({ text: LETTER })
        .expect(200);
      const saved = await request(running.url)
        .get(api('/draft'))
        .set('cookie', owner.cookie)
        .expect(200);
      expect(saved.body.text).toBe(LETTER);
    });

    it('holds a letter of 50,000 characters and refuses a longer one or a non-text body', async () => {
      const other = await seedCase(running, owner);
      const path = `/api/analysis/documents/${other}/draft`;
      const long = 'é'.repeat(50_000);
      await request(running.url)
        .put(path)
        .set('cookie', owner.cookie)
        .send({ text: long })
        .expect(200);
      const back = await request(running.url).get(path).set('cookie', owner.cookie).expect(200);
      expect(back.body.text).toBe(long);
      const tooLong = await request(running.url)
        .put(path)
        .set('cookie', owner.cookie)
        .send({ text: long + 'x' });
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.message).toBe(CASE_FILE_MESSAGES.letterTooLong);
      await request(running.url)
        .put(path)
        .set('cookie', owner.cookie)
        .send({ text: 5 })
        .expect(400);
      await request(running.url)
        .put(path)
        .set('cookie', owner.cookie)
        .send({ text: 'x', extra: true })
        .expect(400);
    });

    it("is the owner's only: another user's read, save and export answer 404", async () => {
      for (const call of [
        request(running.url).get(api('/draft')),
        request(running.url).put(api('/draft')).send({ text: 'mine now' }),
        request(running.url).get(api('/draft.pdf')),
        request(running.url).post(api('/draft/export?format=docx')).send({ text: 'x' }),
        request(running.url).get(api('/timeline')),
        request(running.url).get(api('/deadlines.ics')),
        request(running.url).post(api('/steps')).send({ stage: 'informal', date: today }),
      ]) {
        const res = await call.set('cookie', stranger.cookie);
        expect(res.status).toBe(404);
        expect(res.body.code).toBe('not-found');
      }
      await request(running.url).get(api('/draft')).expect(401);
      const saved = await request(running.url).get(api('/draft')).set('cookie', owner.cookie);
      expect(saved.body.text).toBe(LETTER);
    });
  });

  describe('exports', () => {
    it('exports the saved letter as DOCX that reads back with the letter text', async () => {
      const res = await request(running.url)
        .get(api('/draft.docx'))
        .set('cookie', owner.cookie)
        .buffer(true)
        .parse(binary)
        .expect(200);
      expect(res.headers['content-type']).toContain('wordprocessingml');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="redress-letter-${caseId}.docx"`,
      );
      const { value } = await mammoth.extractRawText({ buffer: res.body as Buffer });
      for (const line of LETTER_LINES) expect(squash(value)).toContain(line);
    });

    it('exports the saved letter as PDF that reads back with the letter text', async () => {
      const res = await request(running.url)
        .get(api('/draft.pdf'))
        .set('cookie', owner.cookie)
        .buffer(true)
        .parse(binary)
        .expect(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="redress-letter-${caseId}.pdf"`,
      );
      const text = squash(await pdfText(res.body as Buffer));
      for (const line of LETTER_LINES) expect(text).toContain(line);
    });

    it('exports unsaved text posted in the body, and refuses an unknown format', async () => {
      const res = await request(running.url)
        .post(api('/draft/export?format=pdf'))
        .set('cookie', owner.cookie)
        .send({
          text: 'Subject: Unsaved appeal\n\nA paragraph typed a moment ago.\n\nŁukasz Nguyễn, Ελένη, Жанна',
        })
        .buffer(true)
        .parse(binary)
        .expect(200);
      const text = squash(await pdfText(res.body as Buffer));
      expect(text).toContain('A paragraph typed a moment ago.');
      // The embedded font prints names beyond Latin-1 as typed.
      expect(text).toContain('Łukasz Nguyễn, Ελένη, Жанна');
      await request(running.url)
        .post(api('/draft/export?format=odt'))
        .set('cookie', owner.cookie)
        .send({ text: 'x' })
        .expect(400);
    });

    it('answers no-draft for an export before anything is saved', async () => {
      const other = await seedCase(running, owner);
      const res = await request(running.url)
        .get(`/api/analysis/documents/${other}/draft.docx`)
        .set('cookie', owner.cookie);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('no-draft');
    });
  });

  describe('steps, timeline, due dates and reminders', () => {
    it('refuses an unknown stage, a future or impossible date and a long reference', async () => {
      const future = addCalendarDays(today, 3);
      for (const [body, message] of [
        [{ stage: 'appealed', date: today }, undefined],
        [{ stage: 'informal', date: future }, STEP_DATE_MESSAGES.date],
        [{ stage: 'informal', date: '2026-02-30' }, STEP_DATE_MESSAGES.date],
        [{ stage: 'informal', date: '20/11/2026' }, undefined],
        [
          { stage: 'informal', date: today, decisionReceivedOn: future },
          STEP_DATE_MESSAGES.decisionReceivedOn,
        ],
        [
          { stage: 'informal', date: today, reference: 'r'.repeat(101) },
          CASE_FILE_MESSAGES.referenceTooLong,
        ],
        [{ stage: 'informal' }, undefined],
      ] as const) {
        const res = await request(running.url)
          .post(api('/steps'))
          .set('cookie', owner.cookie)
          .send(body);
        expect({ body, status: res.status }).toEqual({ body, status: 400 });
        if (message) expect(res.body.message).toBe(message);
      }
    });

    it('records the decision: only the dates it starts are due, in the timeline, calendar and reminders', async () => {
      const step = await request(running.url)
        .post(api('/steps'))
        .set('cookie', owner.cookie)
        .send({ stage: 'decision_received', date: today, reference: ' AP-2026-77 ' })
        .expect(201);
      expect(step.body).toMatchObject({
        stage: 'decision_received',
        stageLabel: 'Decision received',
        date: today,
        reference: 'AP-2026-77',
      });

      const appealDue = dueDateOf(today, 10, 'working_days');
      const timeline = await request(running.url)
        .get(api('/timeline'))
        .set('cookie', owner.cookie)
        .expect(200);
      // The review limit runs from the appeal outcome, which has not happened.
      expect(timeline.body.dueDates).toEqual([
        {
          index: 0,
          description: REPORT.deadlines[0].description,
          dueOn: appealDue,
          quote: REPORT.deadlines[0].quote,
          trigger: 'decision',
          startedOn: today,
        },
      ]);
      expect(timeline.body.waiting).toEqual([
        {
          index: 1,
          description: REPORT.deadlines[1].description,
          quote: REPORT.deadlines[1].quote,
          trigger: 'outcome',
          startsWhen: DEADLINE_TRIGGER_STARTS.outcome,
        },
      ]);
      expect(timeline.body.met).toEqual([]);
      expect(timeline.body.events.map((event: { type: string }) => event.type)).toEqual([
        'submitted',
        'analysed',
        'letter-drafted',
        'step',
      ]);
      expect(timeline.body.events[3]).toMatchObject({
        title: 'Decision received',
        on: today,
        step: { reference: 'AP-2026-77' },
      });

      const ics = await request(running.url)
        .get(api('/deadlines.ics'))
        .set('cookie', owner.cookie)
        .expect(200);
      expect(ics.headers['content-type']).toContain('text/calendar');
      const unfolded = ics.text.replace(/\r\n /g, '');
      expect(unfolded.match(/^BEGIN:VEVENT\r$/gm)).toHaveLength(1);
      expect(unfolded).toContain(`DTSTART;VALUE=DATE:${appealDue.replace(/-/g, '')}\r\n`);
      expect(unfolded).toContain(`UID:case-${caseId}-deadline-0@`);
      expect(unfolded).toContain('SEQUENCE:1\r\nDTSTAMP');
      expect(unfolded).toContain('STATUS:CONFIRMED');

      const jobs = await running.app
        .get(DataSource)
        .getRepository(QueueJob)
        .findBy({ name: REMINDER_JOB, status: 'waiting' });
      const ids = [3, 1].map((daysBefore) =>
        reminderJobId({ documentId: caseId, stepId: step.body.id, index: 0, daysBefore }),
      );
      expect(jobs.map((job) => job.id).sort()).toEqual([...ids].sort());
      const threeDays = jobs.find((job) => job.id === ids[0])!;
      // The queue adds the delay to its own clock: the same moment, give or take the request.
      const planned = Date.parse(`${addCalendarDays(appealDue, -3)}T08:00:00.000Z`);
      expect(Math.abs(new Date(threeDays.runAt).getTime() - planned)).toBeLessThan(5000);
    });

    it("lists the open due dates across the user's cases, most urgent first, and nobody else's", async () => {
      // A second case whose decision came 18 days ago: its appeal limit has passed, and stays
      // listed as overdue for a week. Its review limit waits for an outcome.
      const dataSource = running.app.get(DataSource);
      const older = await seedCase(running, owner);
      await dataSource
        .getRepository(AnalysisResult)
        .save({ analysisDocumentId: older, content: JSON.stringify(REPORT), tags: [] });
      const before = addCalendarDays(today, -18);
      await request(running.url)
        .post(`/api/analysis/documents/${older}/steps`)
        .set('cookie', owner.cookie)
        .send({ stage: 'informal', date: before, decisionReceivedOn: before })
        .expect(201);

      const { body } = await request(running.url)
        .get('/api/analysis/due-dates')
        .set('cookie', owner.cookie)
        .expect(200);
      const olderDue = dueDateOf(before, 10, 'working_days');
      expect(olderDue < today).toBe(true);
      expect(
        body.map((due: { caseId: number; caseTitle: string; dueOn: string }) => ({
          caseId: due.caseId,
          caseTitle: due.caseTitle,
          dueOn: due.dueOn,
        })),
      ).toEqual([
        { caseId: older, caseTitle: 'Another case', dueOn: olderDue },
        { caseId, caseTitle: 'Dissertation mark', dueOn: dueDateOf(today, 10, 'working_days') },
      ]);
      expect(body[0]).toHaveProperty('description');
      expect(body[0]).toHaveProperty('quote');

      const strangers = await request(running.url)
        .get('/api/analysis/due-dates')
        .set('cookie', stranger.cookie)
        .expect(200);
      expect(strangers.body).toEqual([]);
      await request(running.url).get('/api/analysis/due-dates').expect(401);

      // Lodging the appeal on the older case meets its limit: it leaves the list.
      await request(running.url)
        .post(`/api/analysis/documents/${older}/steps`)
        .set('cookie', owner.cookie)
        .send({ stage: 'appeal_lodged', date: today })
        .expect(201);
      const after = await request(running.url)
        .get('/api/analysis/due-dates')
        .set('cookie', owner.cookie)
        .expect(200);
      expect(after.body.map((due: { caseId: number }) => due.caseId)).toEqual([caseId]);
    });

    it('sends the reminder through SMTP when it is due, and never after a step has met the date', async () => {
      const dataSource = running.app.get(DataSource);
      const jobs = dataSource.getRepository(QueueJob);
      const timeline = await request(running.url).get(api('/timeline')).set('cookie', owner.cookie);
      const stepId = timeline.body.events[3].step.id as number;
      const due = { documentId: caseId, stepId, index: 0, daysBefore: 3 };
      const dueLater = { ...due, daysBefore: 1 };

      // Time travel for the queue: the 3-day reminder becomes due now.
      await jobs.update({ id: reminderJobId(due) }, { runAt: new Date(Date.now() - 1000) });
      const [mail] = await eventually(
        () => smtp.to(owner.user.email),
        (messages) => messages.length === 1,
        20_000,
      );
      expect(mail.subject).toBe(
        `Reminder: your deadline is in 3 days (${timeline.body.dueDates[0].dueOn})`,
      );
      expect(mail.text).toContain(REPORT.deadlines[0].description);
      expect(mail.text).toContain(`/analysis/${caseId}`);

      // The student lodges the appeal: the pending reminders are removed, and none is added,
      // for the review limit waits for the outcome ...
      await request(running.url)
        .post(api('/steps'))
        .set('cookie', owner.cookie)
        .send({ stage: 'appeal_lodged', date: today })
        .expect(201);
      expect(await jobs.countBy({ name: REMINDER_JOB, status: 'waiting' })).toBe(0);

      // ... and one that had already been taken by a worker re-checks and does not send.
      await expect(running.app.get(DeadlineReminders).run(dueLater)).resolves.toBe('skipped');
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(smtp.to(owner.user.email)).toHaveLength(1);
    });

    it('opens the review limit when the outcome arrives; the calendar moves with the same UIDs', async () => {
      const step = await request(running.url)
        .post(api('/steps'))
        .set('cookie', owner.cookie)
        .send({ stage: 'outcome_received', date: today })
        .expect(201);
      const timeline = await request(running.url)
        .get(api('/timeline'))
        .set('cookie', owner.cookie)
        .expect(200);
      const reviewDue = dueDateOf(today, 1, 'months');
      expect(timeline.body.dueDates).toEqual([
        expect.objectContaining({ index: 1, dueOn: reviewDue, trigger: 'outcome' }),
      ]);
      expect(timeline.body.waiting).toEqual([]);
      expect(timeline.body.met).toEqual([
        expect.objectContaining({ index: 0, metBy: 'appeal_lodged' }),
      ]);

      const ics = (
        await request(running.url).get(api('/deadlines.ics')).set('cookie', owner.cookie)
      ).text.replace(/\r\n /g, '');
      const events = ics.split('BEGIN:VEVENT').slice(1);
      expect(events).toHaveLength(2);
      const byUid = (index: number) =>
        events.find((event) => event.includes(`UID:case-${caseId}-deadline-${index}@`)) ?? '';
      // Three steps recorded: decision, appeal lodged, outcome.
      expect(byUid(0)).toMatch(/SEQUENCE:3\r\n[\s\S]*STATUS:CANCELLED/);
      expect(byUid(1)).toMatch(/SEQUENCE:3\r\n[\s\S]*STATUS:CONFIRMED/);
      expect(byUid(1)).toContain(`DTSTART;VALUE=DATE:${reviewDue.replace(/-/g, '')}`);

      const jobs = await running.app
        .get(DataSource)
        .getRepository(QueueJob)
        .findBy({ name: REMINDER_JOB, status: 'waiting' });
      expect(jobs.map((job) => job.id).sort()).toEqual(
        [3, 1]
          .map((daysBefore) =>
            reminderJobId({ documentId: caseId, stepId: step.body.id, index: 1, daysBefore }),
          )
          .sort(),
      );
    });

    it('a decision recorded while the analysis runs brings its reminders when the report arrives', async () => {
      const dataSource = running.app.get(DataSource);
      const id = await seedCase(running, owner);
      await dataSource.getRepository(AnalysisDocument).update(id, { status: 'processing' });
      const step = await request(running.url)
        .post(`/api/analysis/documents/${id}/steps`)
        .set('cookie', owner.cookie)
        .send({ stage: 'decision_received', date: today })
        .expect(201);
      const jobs = dataSource.getRepository(QueueJob);
      const ids = [3, 1].map((daysBefore) =>
        reminderJobId({ documentId: id, stepId: step.body.id, index: 0, daysBefore }),
      );
      // No report yet, so no due date and nothing to remind of.
      expect(await jobs.countBy({ id: In(ids) })).toBe(0);

      // The report is saved and the analysis says so: the reminders follow.
      await dataSource
        .getRepository(AnalysisResult)
        .save({ analysisDocumentId: id, content: JSON.stringify(REPORT), tags: [] });
      await running.app.get(AnalysisCompleted).notify(id);
      const waiting = await jobs.findBy({ id: In(ids), status: 'waiting' });
      expect(waiting.map((job) => job.id).sort()).toEqual([...ids].sort());
    });
  });
});

const LETTER_LINES = [
  '22 November 2026',
  'To the University of Leeds Student Complaints and Appeals Office',
  'Subject: Appeal – Dissertation mark',
  'I am writing to appeal against my case “Dissertation mark”.',
  'Yours faithfully,',
  'Phone: [Your phone number]',
];
const LETTER = [
  LETTER_LINES[0],
  LETTER_LINES[1],
  LETTER_LINES[2],
  'Dear Sir or Madam,',
  LETTER_LINES[3],
  `${LETTER_LINES[4]}\n\nowner\nEmail: [Your email]\n${LETTER_LINES[5]}`,
].join('\n\n');

async function seedCase(running: RunningApp, owner: SignedIn): Promise<number> {
  const saved = await running.app.get(DataSource).getRepository(AnalysisDocument).save({
    userId: owner.user.id,
    title: 'Another case',
    documentType: 'Academic Policy',
    status: 'completed',
    documentUrl: 'no_document_provided',
    issueCategory: 'service',
    actionTaken: 'notyet',
  });
  return saved.id;
}
