import request from 'supertest';
import { DataSource } from 'typeorm';
import { MailService } from '../src/modules/mail/mail.service';
import { DATABASES, RunningApp, TestDatabase, createTestDatabase, startApp } from './harness';
import { eventually } from './queue-fixture';

// CRLF line ends and a non-ASCII character: the download must answer these exact bytes.
const ICS = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'METHOD:PUBLISH',
  'BEGIN:VEVENT',
  'UID:booking-7@localhost',
  'SUMMARY:Appeal <review> & café',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');
const ICS_TYPE = 'text/calendar; charset=utf-8; method=PUBLISH';

/** The response body as bytes, whatever its content type (supertest would decode text). */
function rawBody(res: request.Response, done: (error: Error | null, body: Buffer) => void): void {
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
}

const NOT_FOUND = {
  statusCode: 404,
  error: 'Not Found',
  message: 'Not found.',
  requestId: expect.any(String),
};

describe.each(DATABASES)('dev outbox attachments on %s', (kind) => {
  let database: TestDatabase;
  let running: RunningApp | undefined;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    // No SMTP_URL: mail goes to the dev outbox.
    running = await startApp({ ...database.env });
    const mail = running.app.get(MailService);
    await mail.send({
      id: 'with-invitation',
      to: 'student@example.edu',
      subject: 'Your consultation is booked',
      text: 'See you then.',
      kind: 'booking-confirmation',
      attachments: [
        { filename: 'consultation.ics', contentType: ICS_TYPE, content: ICS },
        {
          filename: 'notes "draft".txt',
          contentType: 'text/plain',
          content: 'Bring <the letter>.',
        },
      ],
    });
    await mail.send({
      id: 'without-attachments',
      to: 'student@example.edu',
      subject: 'Plain',
      text: 'Nothing attached.',
      kind: 'test',
    });
    await eventually(
      async () => (await request(running!.url).get('/dev/mail')).text,
      (html) => html.includes('Your consultation is booked') && html.includes('Plain'),
    );
  });

  afterAll(async () => {
    await running?.close();
    await database?.drop();
  });

  it('stores the attachments as JSON, and null for a message without any', async () => {
    const rows: { id: string; attachments: string | null }[] = await running!.app
      .get(DataSource)
      .query('SELECT id, attachments FROM mail_outbox ORDER BY id');
    expect(rows.map((row) => [row.id, row.attachments && JSON.parse(row.attachments)])).toEqual([
      [
        'with-invitation',
        [
          { filename: 'consultation.ics', contentType: ICS_TYPE, content: ICS },
          {
            filename: 'notes "draft".txt',
            contentType: 'text/plain',
            content: 'Bring <the letter>.',
          },
        ],
      ],
      ['without-attachments', null],
    ]);
  });

  it('lists the attachments on the message page and shows the invitation text', async () => {
    const page = await request(running!.url).get('/dev/mail/with-invitation').expect(200);
    const links = [...page.text.matchAll(/class="mail-attachment" href="([^"]+)">([^<]+)</g)];
    expect(links.map(([, href, name]) => [href, name])).toEqual([
      ['/dev/mail/with-invitation/attachments/0', 'consultation.ics'],
      ['/dev/mail/with-invitation/attachments/1', 'notes &quot;draft&quot;.txt'],
    ]);
    expect(page.text).toContain(`<td>${ICS_TYPE}</td><td>${Buffer.byteLength(ICS)} B</td>`);
    expect(page.text).toContain(
      '<pre class="attachment-text">BEGIN:VCALENDAR\r\n' +
        'VERSION:2.0\r\nMETHOD:PUBLISH\r\nBEGIN:VEVENT\r\nUID:booking-7@localhost\r\n' +
        'SUMMARY:Appeal &lt;review&gt; &amp; café\r\n',
    );
    // Only the calendar's text is shown; the other file is a download only.
    expect(page.text).not.toContain('Bring');

    const plain = await request(running!.url).get('/dev/mail/without-attachments').expect(200);
    expect(plain.text).not.toContain('Attachments');
  });

  it('downloads an attachment with its exact content and headers', async () => {
    const ics = await request(running!.url)
      .get('/dev/mail/with-invitation/attachments/0')
      .buffer(true)
      .parse(rawBody)
      .expect(200);
    expect((ics.body as Buffer).equals(Buffer.from(ICS, 'utf8'))).toBe(true);
    expect(ics.headers).toMatchObject({
      'content-type': ICS_TYPE,
      'content-disposition': 'attachment; filename="consultation.ics"',
      'content-length': String(Buffer.byteLength(ICS)),
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });

    const notes = await request(running!.url)
      .get('/dev/mail/with-invitation/attachments/1')
      .expect(200);
    expect(notes.text).toBe('Bring <the letter>.');
    expect(notes.headers['content-type']).toBe('text/plain');
    expect(notes.headers['content-disposition']).toBe(
      `attachment; filename="notes _draft_.txt"; filename*=UTF-8''notes%20%22draft%22.txt`,
    );
  });

  it.each([
    '/dev/mail/with-invitation/attachments/2',
    '/dev/mail/with-invitation/attachments/-1',
    '/dev/mail/with-invitation/attachments/01',
    '/dev/mail/with-invitation/attachments/1e0',
    '/dev/mail/with-invitation/attachments/x',
    '/dev/mail/without-attachments/attachments/0',
    '/dev/mail/does-not-exist/attachments/0',
  ])('answers 404 for %s', async (path) => {
    const response = await request(running!.url).get(path).expect(404);
    expect(response.body).toEqual(NOT_FOUND);
  });

  it('hides the attachments in production, like the rest of /dev/mail', async () => {
    await running!.close();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      running = await startApp({
        ...database.env,
        NODE_ENV: 'production',
        SESSION_SECRET: 'a-production-secret-of-at-least-32-characters',
        MAIL_OUTBOX_IN_PRODUCTION: 'true',
      });
      const response = await request(running.url)
        .get('/dev/mail/with-invitation/attachments/0')
        .expect(404);
      expect(response.body).toEqual(NOT_FOUND);
    } finally {
      warn.mockRestore();
    }
  });
});
