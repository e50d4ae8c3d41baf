import { bookingDates, DEFAULT_BOOKING_TIME_ZONE, openSlotsOn } from '@redress/domain';
import request from 'supertest';
import { DATABASES, type TestDatabase } from './harness';
import { SignedIn, signInNewUser } from './sign-in';
import { buildApi, startApiOnPrepared, type ApiProcess } from './worker-process';

/** A free slot more than a day away. */
function freeSlot(): string {
  const now = new Date();
  const slot = bookingDates(now, DEFAULT_BOOKING_TIME_ZONE)
    .flatMap((date) => openSlotsOn(date, now, DEFAULT_BOOKING_TIME_ZONE))
    .find((candidate) => Date.parse(candidate.start) > now.getTime() + 26 * 3600_000);
  if (!slot) throw new Error('No free slot in the booking window');
  return slot.start;
}

// The API as production runs it, its output read as an operator's log collector would: every
// line JSON with a level, no statement parameters (students' addresses and notes), and the
// expected slot conflict of a booking race no error at all.
describe('the database writes to the application log', () => {
  beforeAll(() => buildApi(), 180_000);

  describe.each(DATABASES)('on %s', (kind) => {
    let database: TestDatabase;
    let api: ApiProcess;
    let url: string;
    let students: SignedIn[];

    beforeAll(async () => {
      ({
        database,
        api,
        prepared: students,
      } = await startApiOnPrepared(
        kind,
        async (app) => {
          const signedIn: SignedIn[] = [];
          for (let i = 0; i < 6; i++) signedIn.push(await signInNewUser(app, `logged${i}`));
          return signedIn;
        },
        { LOG_LEVEL: 'debug' },
      ));
      url = api.url;
    }, 120_000);

    afterAll(async () => {
      await api?.kill();
      await database?.drop();
    });

    it('a booking race logs no failed query, no parameters, and only JSON lines', async () => {
      const slot = freeSlot();
      const answers = await Promise.all(
        students.map((student) =>
          request(url).post('/api/bookings').set('cookie', student.cookie).send({
            // No service: a call with nothing to pay, so the race is decided by the slot alone.
            userId: student.user.id,
            description: 'Visit http://notes.example now',
            appointmentDate: slot,
            email: student.user.email,
            title: 'Consultation Appointment',
          }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const output = api.output();
      expect(output).not.toMatch(/query failed/i);
      expect(output).not.toMatch(/PARAMETERS/);
      expect(output).not.toContain('notes.example');
      expect(output).not.toMatch(/INSERT INTO/i);
      const lines = output.split('\n').filter((line) => line.trim());
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) {
        const parsed = JSON.parse(line) as { level?: unknown; context?: unknown };
        expect(typeof parsed.level).toBe('number');
        // The database's own lines name no student (the mail outbox names its recipients).
        if (parsed.context === 'Database')
          for (const student of students) expect(line).not.toContain(student.user.email);
      }
    }, 60_000);
  });
});
