import { getQueueToken } from '@nestjs/bullmq';
import {
  BOOKING_MESSAGES,
  MAX_BOOKING_CHANGES_PER_DAY,
  MAX_UPCOMING_BOOKINGS,
  bookingDates,
  bookingWindow,
  slotStart,
} from '@redress/domain';
import type { Queue } from 'bullmq';
import request from 'supertest';
import { DataSource, EntityManager } from 'typeorm';
import { PerUserLock } from '../src/common/per-user-lock';
import {
  BOOKING_REMINDER_JOB,
  BookingReminders,
  bookingReminderJobId,
} from '../src/modules/bookings/booking-reminders';
import { AnalysisDocument } from '../src/modules/analysis/entities/analysis-document.entity';
import { Booking } from '../src/modules/bookings/entities/booking.entity';
import { JOBS_QUEUE } from '../src/modules/queue/queue.types';
import { QueueJob } from '../src/modules/queue/queue-job.entity';
import { TestSmtpServer } from './auth-fixture';
import {
  DATABASES,
  DatabaseKind,
  RunningApp,
  TestDatabase,
  createTestDatabase,
  describeWith,
  redisEnv,
  startApp,
} from './harness';
import { startContext } from './queue-fixture';
import { SignedIn, signInNewUser } from './sign-in';

import {
  HOUR,
  MEETING_TEMPLATE,
  ZONE,
  book,
  bookingBody,
  calendarEvent,
  mailTo,
  plus,
  setPayableLater,
  slotSupply,
  weekdaySlotAround,
} from './booking-fixture';

async function seedStudents(running: RunningApp, count: number): Promise<SignedIn[]> {
  const students: SignedIn[] = [];
  for (let i = 0; i < count; i++) students.push(await signInNewUser(running.app, `racer${i}`));
  return students;
}

/** 20 students press Book at the same moment for one slot: the database lets exactly one in. */
async function raceForOneSlot(running: RunningApp, slot: string): Promise<void> {
  const students = await seedStudents(running, 20);
  const answers = await Promise.all(students.map((student) => book(running, student, slot)));
  const statuses = answers.map((answer) => answer.status).sort();
  expect(statuses).toEqual([201, ...Array<number>(19).fill(409)]);
  for (const answer of answers.filter((a) => a.status === 409)) {
    expect(answer.body).toMatchObject({
      statusCode: 409,
      code: 'slot-taken',
      message: 'This time slot has just been booked. Please pick another time.',
    });
  }
  const winner = answers.find((answer) => answer.status === 201)!;
  expect(winner.body).toMatchObject({ appointmentDate: slot, status: 'scheduled' });
  const rows = await running.app.get(DataSource).getRepository(Booking).findBy({ slotKey: slot });
  expect(rows).toHaveLength(1);
  expect(rows[0].id).toBe(winner.body.id);
}

describe.each(DATABASES)('bookings on %s', (kind: DatabaseKind) => {
  let database: TestDatabase;
  let running: RunningApp;
  let smtp: TestSmtpServer;
  let ada: SignedIn;
  let ben: SignedIn;
  const nextSlot = slotSupply();
  const env = () => ({
    ...database.env,
    SMTP_URL: smtp.url,
    BOOKING_MEETING_LINK_TEMPLATE: MEETING_TEMPLATE,
  });

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    smtp = await new TestSmtpServer().start();
    running = await startApp(env());
    // Card payments are off here: the video consultation is booked now and paid later.
    await setPayableLater(running, 20);
    ada = await signInNewUser(running.app, 'ada');
    ben = await signInNewUser(running.app, 'ben');
  });

  afterAll(async () => {
    await running?.close();
    await smtp?.stop();
    await database?.drop();
  });

  it('books a slot: 201 with the booking, a confirmation with an invitation, a reminder 24 hours before', async () => {
    const slot = nextSlot();
    const res = await book(running, ada, slot, { userId: String(ada.user.id) }).expect(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      userId: ada.user.id,
      serviceId: 20,
      serviceName: 'Video Consultation',
      caseId: null,
      title: 'Consultation Appointment',
      description: 'My appeal was refused; I would like to plan the next step.',
      email: ada.user.email,
      appointmentDate: slot,
      duration: 60,
      status: 'scheduled',
      payment: 'later',
      orderId: null,
      holdExpiresAt: null,
      meetingLink: `https://meet.example.com/redress-${res.body.id}`,
      notes: null,
      cancelReason: null,
      version: 0,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });

    const mail = await mailTo(smtp, ada.user.email, /^Your consultation is booked/);
    expect(mail.text).toContain('Video Consultation');
    expect(mail.text).toContain(`https://meet.example.com/redress-${res.body.id}`);
    expect(mail.text).toContain('(Rome time)');
    expect(mail.text).toContain(`${slot.slice(0, 16).replace('T', ' ')} UTC`);
    const event = calendarEvent(mail, 'consultation.ics');
    expect(event).toMatchObject({
      method: 'PUBLISH',
      uid: `booking-${res.body.id}@${new URL(running.config.publicUrl).hostname}`,
      summary: 'Consultation Appointment',
      start: slot,
      end: plus(slot, HOUR),
      location: `https://meet.example.com/redress-${res.body.id}`,
      status: 'CONFIRMED',
      sequence: 0,
    });
    expect(event.contentType).toMatch(/^text\/calendar/);
    expect(event.description).toContain('Video Consultation');

    const job = await running.app
      .get(DataSource)
      .getRepository(QueueJob)
      .findOneBy({ id: bookingReminderJobId(res.body.id) });
    expect(job).toMatchObject({ name: BOOKING_REMINDER_JOB, status: 'waiting' });
    // The queue adds the delay to its own clock: the same moment, give or take the request.
    expect(Math.abs(new Date(job!.runAt).getTime() - (Date.parse(slot) - 24 * HOUR))).toBeLessThan(
      5000,
    );
  });

  it("lists the user's own bookings; availability shows taken slots and nothing about them", async () => {
    const slot = nextSlot();
    await book(running, ben, slot).expect(201);

    const mine = await request(running.url)
      .get('/api/bookings')
      .set('cookie', ben.cookie)
      .expect(200);
    expect(mine.body.map((b: { appointmentDate: string }) => b.appointmentDate)).toEqual([slot]);
    const adas = await request(running.url)
      .get('/api/bookings')
      .set('cookie', ada.cookie)
      .expect(200);
    expect(adas.body.every((b: { userId: number }) => b.userId === ada.user.id)).toBe(true);
    expect(adas.body.map((b: { appointmentDate: string }) => b.appointmentDate)).not.toContain(
      slot,
    );

    const availability = await request(running.url)
      .get('/api/bookings/availability')
      .set('cookie', ada.cookie)
      .expect(200);
    expect(Object.keys(availability.body).sort()).toEqual(['from', 'taken', 'timeZone', 'to']);
    expect(availability.body.timeZone).toBe('Europe/Rome');
    expect(availability.body.taken).toContain(slot);
    expect(availability.body.taken).toEqual([...availability.body.taken].sort());
    expect(JSON.stringify(availability.body)).not.toContain(ben.user.email);
    expect(Date.parse(availability.body.to)).toBeGreaterThan(
      Date.parse(`${bookingWindow(new Date(), ZONE).last}T00:00:00Z`),
    );

    const narrow = await request(running.url)
      .get('/api/bookings/availability')
      .query({ from: slot, to: plus(slot, HOUR) })
      .set('cookie', ada.cookie)
      .expect(200);
    expect(narrow.body.taken).toEqual([slot]);
    const before = await request(running.url)
      .get('/api/bookings/availability')
      .query({ from: plus(slot, -HOUR), to: slot })
      .set('cookie', ada.cookie)
      .expect(200);
    expect(before.body.taken).not.toContain(slot);
    expect(before.body.taken.every((start: string) => start >= plus(slot, -HOUR))).toBe(true);
  });

  it('refuses each invalid booking with its message', async () => {
    const slot = nextSlot();
    const twelve = (() => {
      const now = new Date();
      const date = bookingDates(now, ZONE)[2];
      return slotStart(date, 12, ZONE)!.toISOString();
    })();
    const cases: [string, object, number, string][] = [
      ['another user', { userId: ben.user.id }, 403, BOOKING_MESSAGES.foreignUser],
      ['an invalid e-mail', { email: 'ada@' }, 400, 'Please enter a valid email address'],
      ['no e-mail', { email: undefined }, 400, 'Please enter a valid email address'],
      [
        'no date',
        { appointmentDate: undefined },
        400,
        'Please select an appointment date and time',
      ],
      ['an empty date', { appointmentDate: '' }, 400, 'Please select an appointment date and time'],
      [
        'an unreadable date',
        { appointmentDate: 'Invalid Date' },
        400,
        'Please select a valid appointment date and time.',
      ],
      [
        'a date without a zone',
        { appointmentDate: slot.slice(0, 16) },
        400,
        'Please select a valid appointment date and time.',
      ],
      ['no service', { serviceId: 0 }, 400, 'Please select a service'],
      ['a service id as text', { serviceId: '20' }, 400, 'Please select a service'],
      ['an unknown service', { serviceId: 999 }, 400, 'Please select a service'],
      ['the free plan', { serviceId: 18 }, 400, BOOKING_MESSAGES.serviceNotBookable],
      ['a written review', { serviceId: 19 }, 400, BOOKING_MESSAGES.serviceNotBookable],
      ['mediation', { serviceId: 21 }, 400, BOOKING_MESSAGES.serviceNotBookable],
      [
        'the next day (not a slot day)',
        { appointmentDate: plus(slot, 24 * HOUR) },
        400,
        BOOKING_MESSAGES.notASlot,
      ],
      ['half past', { appointmentDate: plus(slot, HOUR / 2) }, 400, BOOKING_MESSAGES.notASlot],
      ['13:00 in Rome', { appointmentDate: plus(twelve, HOUR) }, 400, BOOKING_MESSAGES.notASlot],
      [
        'a slot beyond 30 days',
        { appointmentDate: weekdaySlotAround(31, 1) },
        400,
        'Appointments can be booked from today up to 30 days ahead.',
      ],
      [
        'a slot in the past',
        { appointmentDate: weekdaySlotAround(-7, -1) },
        400,
        'This time has already passed. Please pick a later time.',
      ],
      [
        'a long description',
        { description: 'x'.repeat(5001) },
        400,
        'Please keep the description under 5,000 characters.',
      ],
      ['an unknown field', { room: 'A' }, 400, 'property room should not exist'],
    ];
    for (const [label, change, status, message] of cases) {
      const res = await book(running, ada, slot, change);
      expect({ label, status: res.status, message: res.body.message }).toEqual({
        label,
        status,
        message,
      });
    }
    await request(running.url).post('/api/bookings').send(bookingBody(ada, slot)).expect(401);
    await request(running.url).get('/api/bookings').expect(401);
    await request(running.url).get('/api/bookings/availability').expect(401);
    for (const query of [
      { from: 'yesterday' },
      { from: slot, to: plus(slot, -HOUR) },
      { from: slot, to: plus(slot, 93 * 24 * HOUR) },
    ]) {
      const res = await request(running.url)
        .get('/api/bookings/availability')
        .query(query)
        .set('cookie', ada.cookie);
      expect({ query, status: res.status }).toEqual({ query, status: 400 });
    }
    // Nothing of the refused requests was stored, and the slot is still free.
    await book(running, ada, slot).expect(201);
  });

  it("sends booking mail only to the account's own address, never the one typed", async () => {
    const stranger = 'stranger@elsewhere.example';
    const carol = await signInNewUser(running.app, 'carol');
    const refused = await book(running, carol, nextSlot(), {
      email: stranger,
      description: 'Visit http://spam.example now',
    }).expect(400);
    expect(refused.body).toMatchObject({
      code: 'email-not-yours',
      message: BOOKING_MESSAGES.emailNotYours,
    });
    // The same address in capitals is still the student's own.
    await book(running, carol, nextSlot(), { email: carol.user.email.toUpperCase() }).expect(201);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.to(stranger)).toEqual([]);
  });

  it('counts bookings and cancellations together, at most 10 a day per account', async () => {
    const looper = await signInNewUser(running.app, 'looper');
    for (let i = 0; i < MAX_BOOKING_CHANGES_PER_DAY / 2; i++) {
      const booked = await book(running, looper, nextSlot()).expect(201);
      await request(running.url)
        .post(`/api/bookings/${booked.body.id}/cancel`)
        .set('cookie', looper.cookie)
        .send({})
        .expect(200);
    }
    const refused = await book(running, looper, nextSlot()).expect(429);
    expect(refused.body).toMatchObject({
      code: 'booking-changes-limited',
      message: BOOKING_MESSAGES.tooManyChanges,
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('lets one student hold at most 3 upcoming consultations; cancelling one frees a place', async () => {
    const busy = await signInNewUser(running.app, 'busy');
    const held = [];
    for (let i = 0; i < MAX_UPCOMING_BOOKINGS; i++)
      held.push(await book(running, busy, nextSlot()).expect(201));
    const refused = await book(running, busy, nextSlot()).expect(409);
    expect(refused.body).toMatchObject({
      message: BOOKING_MESSAGES.tooManyUpcoming,
      code: 'booking-limit',
    });
    await request(running.url)
      .post(`/api/bookings/${held[0].body.id}/cancel`)
      .set('cookie', busy.cookie)
      .send({})
      .expect(200);
    await book(running, busy, nextSlot()).expect(201);
  });

  it('holds the limit when one student books several slots at once', async () => {
    const eager = await signInNewUser(running.app, 'eager');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => nextSlot()).map((slot) => book(running, eager, slot)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409]);
    for (const answer of answers.filter((candidate) => candidate.status === 409))
      expect(answer.body.code).toBe('booking-limit');
    const stored = await running.app
      .get(DataSource)
      .getRepository(Booking)
      .countBy({ userId: eager.user.id, status: 'scheduled' });
    expect(stored).toBe(MAX_UPCOMING_BOOKINGS);
  });

  it("runs one student's counted work one request at a time, other students' alongside", async () => {
    // What keeps the limits (3 upcoming consultations, 3 analyses a day) under parallel requests.
    const lock = running.app.get(PerUserLock, { strict: false });
    const events: string[] = [];
    const work = (name: string, ms: number) => async (manager: EntityManager) => {
      events.push(`${name} start`);
      await manager.query('SELECT 1');
      await new Promise((resolve) => setTimeout(resolve, ms));
      events.push(`${name} end`);
    };
    await Promise.all([
      lock.run(ada.user.id, work('ada-1', 300)),
      lock.run(ada.user.id, work('ada-2', 1)),
      lock.run(ben.user.id, work('ben', 1)),
    ]);
    // Either of Ada's requests may take the lock first (the database decides); the other waits.
    const [first, second] =
      events.indexOf('ada-1 start') < events.indexOf('ada-2 start')
        ? ['ada-1', 'ada-2']
        : ['ada-2', 'ada-1'];
    expect(events.indexOf(`${second} start`)).toBeGreaterThan(events.indexOf(`${first} end`));
    // Ben never waits for Ada's slow request.
    expect(events.indexOf('ben end')).toBeLessThan(events.indexOf('ada-1 end'));
  });

  it('holds a slot for one booking; cancelling frees it for the next student', async () => {
    const slot = nextSlot();
    const first = await book(running, ada, slot).expect(201);
    const second = await book(running, ben, slot).expect(409);
    expect(second.body).toMatchObject({ message: BOOKING_MESSAGES.slotTaken, code: 'slot-taken' });

    // Only the owner may cancel; an unknown or malformed id is the same 404.
    for (const path of [
      `/api/bookings/${first.body.id}/cancel`,
      '/api/bookings/99999/cancel',
      '/api/bookings/abc/cancel',
    ]) {
      const res = await request(running.url).post(path).set('cookie', ben.cookie).send({});
      expect({ path, status: res.status, message: res.body.message }).toEqual({
        path,
        status: 404,
        message: BOOKING_MESSAGES.notFound,
      });
    }

    const jobs = running.app.get(DataSource).getRepository(QueueJob);
    expect(await jobs.countBy({ id: bookingReminderJobId(first.body.id) })).toBe(1);
    const cancelled = await request(running.url)
      .post(`/api/bookings/${first.body.id}/cancel`)
      .set('cookie', ada.cookie)
      .send({})
      .expect(200);
    expect(cancelled.body).toMatchObject({
      id: first.body.id,
      status: 'cancelled',
      appointmentDate: slot,
    });
    expect(await jobs.countBy({ id: bookingReminderJobId(first.body.id) })).toBe(0);
    const again = await request(running.url)
      .post(`/api/bookings/${first.body.id}/cancel`)
      .set('cookie', ada.cookie)
      .send({})
      .expect(409);
    expect(again.body.message).toBe(BOOKING_MESSAGES.alreadyCancelled);

    const availability = await request(running.url)
      .get('/api/bookings/availability')
      .set('cookie', ben.cookie)
      .expect(200);
    expect(availability.body.taken).not.toContain(slot);

    const rebooked = await book(running, ben, slot).expect(201);
    expect(rebooked.body.id).not.toBe(first.body.id);
    const history = await request(running.url)
      .get('/api/bookings')
      .set('cookie', ada.cookie)
      .expect(200);
    expect(history.body.find((b: { id: number }) => b.id === first.body.id)).toMatchObject({
      status: 'cancelled',
    });

    const mail = await mailTo(smtp, ada.user.email, /is cancelled$/);
    expect(calendarEvent(mail, 'cancelled-consultation.ics')).toMatchObject({
      method: 'CANCEL',
      uid: `booking-${first.body.id}@${new URL(running.config.publicUrl).hostname}`,
      status: 'CANCELLED',
      sequence: 1,
      start: slot,
    });
  });

  it("ties a booking to the student's own case, which shows it on its timeline", async () => {
    const document = await running.app.get(DataSource).getRepository(AnalysisDocument).save({
      userId: ada.user.id,
      title: 'Misconduct hearing',
      documentType: 'Academic Policy',
      status: 'completed',
      documentUrl: 'no_document_provided',
      issueCategory: 'academic',
      actionTaken: 'notyet',
    });
    const slot = nextSlot();
    await book(running, ben, slot, { caseId: document.id }).expect(404);
    await book(running, ada, slot, { caseId: 'x' }).expect(400);
    const booked = await book(running, ada, slot, { caseId: document.id }).expect(201);
    expect(booked.body).toMatchObject({ caseId: document.id });

    const timeline = await request(running.url)
      .get(`/api/analysis/documents/${document.id}/timeline`)
      .set('cookie', ada.cookie)
      .expect(200);
    const event = timeline.body.events.find((e: { type: string }) => e.type === 'booking');
    expect(event).toMatchObject({ title: 'Video Consultation booked' });
    expect(event.detail).toMatch(/^Appointment \w{3} \d{1,2}, \d{4}, \d{2}:00 \(Europe\/Rome\)$/);

    await request(running.url)
      .post(`/api/bookings/${booked.body.id}/cancel`)
      .set('cookie', ada.cookie)
      .expect(200);
  });

  it('refuses to cancel an appointment that has started', async () => {
    const slot = nextSlot();
    const res = await book(running, ada, slot).expect(201);
    // The appointment's time arrives: moved into the past directly in the database.
    const past = weekdaySlotAround(-7, -1);
    await running.app
      .get(DataSource)
      .getRepository(Booking)
      .update({ id: res.body.id }, { appointmentDate: new Date(past), slotKey: past });
    const refused = await request(running.url)
      .post(`/api/bookings/${res.body.id}/cancel`)
      .set('cookie', ada.cookie)
      .send({})
      .expect(409);
    expect(refused.body.message).toBe(BOOKING_MESSAGES.alreadyStarted);
    // ... and its reminder, should a worker pick it up now, re-checks and sends nothing.
    await expect(running.app.get(BookingReminders).run({ bookingId: res.body.id })).resolves.toBe(
      'skipped',
    );
  });

  it('lets exactly one of 20 simultaneous requests for a slot win', async () => {
    await raceForOneSlot(running, nextSlot());
  });

  it('sends the reminder 24 hours before, also after a restart, and never for a cancelled booking', async () => {
    // A student of their own: the others already hold the most upcoming consultations allowed.
    const cleo = await signInNewUser(running.app, 'cleo');
    const kept = nextSlot();
    const dropped = nextSlot();
    const keptBooking = await book(running, cleo, kept).expect(201);
    const droppedBooking = await book(running, cleo, dropped).expect(201);
    await request(running.url)
      .post(`/api/bookings/${droppedBooking.body.id}/cancel`)
      .set('cookie', cleo.cookie)
      .send({})
      .expect(200);

    // A restart: the reminder is a row of the embedded queue and is still there afterwards.
    await running.close();
    running = await startApp(env());
    const jobs = running.app.get(DataSource).getRepository(QueueJob);
    const reminderId = bookingReminderJobId(keptBooking.body.id);
    expect(await jobs.findOneBy({ id: reminderId })).toMatchObject({ status: 'waiting' });
    expect(await jobs.countBy({ id: bookingReminderJobId(droppedBooking.body.id) })).toBe(0);

    // Time travel for the queue: the reminder becomes due now.
    await jobs.update({ id: reminderId }, { runAt: new Date(Date.now() - 1000) });
    const reminder = await mailTo(
      smtp,
      cleo.user.email,
      /^Reminder: your consultation is tomorrow/,
    );
    expect(reminder.messageId).toContain(reminderId);
    expect(reminder.text).toContain(`https://meet.example.com/redress-${keptBooking.body.id}`);
    expect(reminder.text).toContain(`${kept.slice(0, 16).replace('T', ' ')} UTC`);

    // The cancelled one, even if a worker had taken its job before the cancel, sends nothing.
    await expect(
      running.app.get(BookingReminders).run({ bookingId: droppedBooking.body.id }),
    ).resolves.toBe('skipped');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.to(cleo.user.email).filter((m) => m.subject.startsWith('Reminder:'))).toHaveLength(
      1,
    );
  });
});

describeWith('mysql', '20 simultaneous bookings for one slot on MariaDB/MySQL', () => {
  let database: TestDatabase;
  let running: RunningApp;
  let smtp: TestSmtpServer;
  const nextSlot = slotSupply();

  beforeAll(async () => {
    database = await createTestDatabase('mysql');
    smtp = await new TestSmtpServer().start();
    // A pool smaller than the crowd, as in production: requests also wait for connections.
    running = await startApp({ ...database.env, SMTP_URL: smtp.url, DATABASE_POOL_SIZE: '8' });
    await setPayableLater(running, 20);
  });

  afterAll(async () => {
    await running?.close();
    await smtp?.stop();
    await database?.drop();
  });

  it('answers exactly one 201 and nineteen 409, three times over', async () => {
    for (let round = 0; round < 3; round++) await raceForOneSlot(running, nextSlot());
  });
});

describeWith('redis', 'booking reminders on BullMQ with a separate worker', () => {
  let database: TestDatabase;
  let running: RunningApp;
  let smtp: TestSmtpServer;
  let redis: ReturnType<typeof redisEnv>;
  const nextSlot = slotSupply();

  beforeAll(async () => {
    database = await createTestDatabase(DATABASES.includes('mysql') ? 'mysql' : 'sqlite');
    smtp = await new TestSmtpServer().start();
    redis = redisEnv();
  });

  afterAll(async () => {
    await running?.close();
    await smtp?.stop();
    await redis?.cleanup();
    await database?.drop();
  });

  it('keeps the reminder as a delayed job in Redis, drops it on cancel, and a worker started later sends it', async () => {
    const env = { ...database.env, ...redis.env, SMTP_URL: smtp.url };
    running = await startApp(env);
    await setPayableLater(running, 20);
    const student = await signInNewUser(running.app, 'redis');
    const queue = running.app.get<Queue>(getQueueToken(JOBS_QUEUE));

    const kept = await book(running, student, nextSlot()).expect(201);
    const dropped = await book(running, student, nextSlot()).expect(201);
    const job = await queue.getJob(bookingReminderJobId(kept.body.id));
    expect(job?.name).toBe(BOOKING_REMINDER_JOB);
    expect(await job?.isDelayed()).toBe(true);
    expect(
      Math.abs(job!.timestamp + job!.delay - (Date.parse(kept.body.appointmentDate) - 24 * HOUR)),
    ).toBeLessThan(5000);

    await request(running.url)
      .post(`/api/bookings/${dropped.body.id}/cancel`)
      .set('cookie', student.cookie)
      .send({})
      .expect(200);
    expect(await queue.getJob(bookingReminderJobId(dropped.body.id))).toBeUndefined();

    // The API goes away; a worker that starts afterwards finds the job in Redis and, once it
    // is due (promoted here instead of waiting a day), sends the reminder.
    await running.close();
    running = await startApp(env);
    await (await running.app
      .get<Queue>(getQueueToken(JOBS_QUEUE))
      .getJob(bookingReminderJobId(kept.body.id)))!.promote();
    const worker = await startContext(env, 'worker');
    try {
      const reminder = await mailTo(smtp, student.user.email, /^Reminder: your consultation/);
      expect(reminder.text).toContain(
        `${kept.body.appointmentDate.slice(0, 16).replace('T', ' ')} UTC`,
      );
    } finally {
      await worker.close();
    }
  });
});
