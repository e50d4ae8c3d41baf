import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { bookingDates, openSlotsOn } from '@redress/domain';
import { randomBytes } from 'node:crypto';
import { DataSource, In, LessThanOrEqual } from 'typeorm';
import { AppConfig } from '../src/config/app-config';
import { ServiceOrder } from '../src/modules/payments/entities/service-order.entity';
import { Service } from '../src/modules/catalogue/entities/service.entity';
import { AnalysisDocument } from '../src/modules/analysis/entities/analysis-document.entity';
import { SessionService } from '../src/modules/auth/sessions/session.service';
import { sessionCookieName } from '../src/modules/auth/sessions/session-cookies';
import { DataDeletionRequest } from '../src/modules/privacy/entities/data-deletion-request.entity';
import { QueueJob } from '../src/modules/queue/queue-job.entity';
import { signInNewAdmin } from '../test/admin-fixture';
import { FakeGoogle, TestSmtpServer, startFakeGoogle } from '../test/auth-fixture';
import { DatabaseKind, TestDatabase, createTestDatabase, startApp } from '../test/harness';
import { signInNewUser } from '../test/sign-in';
import { StripeStandIn, TEST_STRIPE_KEYS } from '../test/stripe-fixture';

/** A signed-in student and what they own. */
export interface Student {
  id: number;
  email: string;
  cookie: string;
  caseIds: number[];
  bookingIds: number[];
  paymentIntentIds: string[];
}

export interface Admin {
  id: number;
  cookie: string;
}

/** Who a generated request is sent as. */
export type Identity = 'anonymous' | 'forged' | 'student' | 'other-student' | 'admin';

export interface Credentials {
  cookie?: string;
  /** The identity's own address (what SELF_EMAIL stands for). */
  email: string;
}

/** Stands for the sender's own e-mail address in a body, filled in when the request is sent. */
export const SELF_EMAIL = '$SELF_EMAIL$';

/**
 * Routes that end the session they are called with (or the account itself). Each request to
 * them gets a throwaway identity, so the shared ones stay signed in for every other route.
 */
export const SESSION_ENDING = new Set([
  'POST /api/auth/logout',
  'POST /api/admin/logout',
  'DELETE /api/account',
]);

const SETTLE_TIMEOUT_MS = 30_000;

/**
 * The application under attack, booted exactly as production boots it (createApp), with the
 * services it talks to stood in locally: a real SMTP server, a Stripe stand-in, a Google
 * stand-in. Two students own cases, bookings and orders, so requests can name someone else's.
 */
export class FuzzWorld {
  private constructor(
    readonly kind: DatabaseKind,
    readonly app: NestFastifyApplication,
    readonly config: AppConfig,
    readonly student: Student,
    readonly other: Student,
    readonly admin: Admin,
    readonly serviceIds: number[],
    readonly failedJobIds: string[],
    readonly deletionRequestIds: number[],
    readonly freeSlots: string[],
    private readonly teardown: () => Promise<void>,
  ) {}

  get dataSource(): DataSource {
    return this.app.get(DataSource);
  }

  static async start(kind: DatabaseKind): Promise<FuzzWorld> {
    const database: TestDatabase = await createTestDatabase(kind);
    const smtp = await new TestSmtpServer().start();
    const stripe = await new StripeStandIn().start();
    const google: FakeGoogle = await startFakeGoogle();
    const running = await startApp({
      ...database.env,
      SMTP_URL: smtp.url,
      ...TEST_STRIPE_KEYS,
      STRIPE_API_URL: stripe.url,
      GOOGLE_CLIENT_ID: 'fuzz-client',
      GOOGLE_CLIENT_SECRET: 'fuzz-secret',
      GOOGLE_AUTHORIZATION_URL: `${google.url}/authorize`,
      GOOGLE_TOKEN_URL: `${google.url}/token`,
      GOOGLE_USERINFO_URL: `${google.url}/userinfo`,
      // Small, so requests past the limit are cheap to build; many, so the daily limit does not
      // hide the validation behind a 429 after three cases.
      UPLOAD_MAX_MB: '0.1',
      ANALYSES_PER_DAY: '1000',
      // FUZZ_LOG_LEVEL=error shows the server's own log of a failing request (stack included).
      LOG_LEVEL: process.env.FUZZ_LOG_LEVEL ?? 'silent',
    });
    const { app, config } = running;
    const teardown = async () => {
      await running.close();
      await google.close();
      await stripe.stop();
      await smtp.stop();
      await database.drop();
    };
    try {
      const serviceIds = (await app.get(DataSource).getRepository(Service).find()).map((s) => s.id);
      const freeSlots = upcomingSlots(config.booking.timeZone);
      const student = await seedStudent(app, 'student', serviceIds, freeSlots.splice(0, 1));
      const other = await seedStudent(app, 'other', serviceIds, freeSlots.splice(0, 1));
      const signedInAdmin = await signInNewAdmin(
        app,
        `fuzz-admin-${randomBytes(3).toString('hex')}`,
      );
      const failedJobIds = await seedFailedJobs(app.get(DataSource));
      const deletionRequestIds = await seedDeletionRequests(app);
      const world = new FuzzWorld(
        kind,
        app,
        config,
        student,
        other,
        { id: signedInAdmin.admin.id, cookie: signedInAdmin.cookie },
        serviceIds,
        failedJobIds,
        deletionRequestIds,
        freeSlots,
        teardown,
      );
      await world.settle();
      return world;
    } catch (error) {
      await teardown();
      throw error;
    }
  }

  async close(): Promise<void> {
    await this.teardown();
  }

  /** The Cookie header and own address for an identity; throwaway ones for session-ending routes. */
  async credentials(identity: Identity, operationKey: string): Promise<Credentials> {
    const throwaway = SESSION_ENDING.has(operationKey);
    switch (identity) {
      case 'student':
      case 'other-student': {
        if (throwaway) {
          const fresh = await signInNewUser(this.app, 'throwaway');
          return { cookie: fresh.cookie, email: fresh.user.email };
        }
        const person = identity === 'student' ? this.student : this.other;
        return { cookie: person.cookie, email: person.email };
      }
      case 'admin': {
        if (!throwaway) return { cookie: this.admin.cookie, email: 'admin@example.edu' };
        const token = await this.app.get(SessionService).start('admin', this.admin.id);
        return {
          cookie: `${sessionCookieName('admin', this.config.auth)}=${token}`,
          email: 'admin@example.edu',
        };
      }
      default:
        return { email: this.student.email };
    }
  }

  /** Who owns a case, booking or order id, so the oracle can tell "someone else's" apart. */
  ownerOf(value: string): Identity | null {
    for (const [identity, person] of [
      ['student', this.student],
      ['other-student', this.other],
    ] as const) {
      if (person.caseIds.map(String).includes(value)) return identity;
      if (person.bookingIds.map(String).includes(value)) return identity;
      if (person.paymentIntentIds.includes(value)) return identity;
      if (String(person.id) === value) return identity;
    }
    return null;
  }

  /** Jobs (other than the seeded ones) that failed at least once: accepted input that broke later. */
  async troubledJobs(): Promise<
    { id: string; name: string; status: string; attempts: number; error: string }[]
  > {
    const rows = await this.dataSource
      .getRepository(QueueJob)
      .createQueryBuilder('job')
      .where('job.lastError IS NOT NULL')
      .andWhere('job.id NOT IN (:...seeded)', { seeded: this.failedJobIds })
      .getMany();
    return rows.map((job) => ({
      id: job.id,
      name: job.name,
      status: job.status,
      attempts: job.attempts,
      error: String(job.lastError).slice(0, 300),
    }));
  }

  /**
   * Waits until the embedded queue has nothing running or due within two seconds, so that no
   * background job writes while a request's before/after fingerprints are taken.
   */
  async settle(): Promise<void> {
    const jobs = this.dataSource.getRepository(QueueJob);
    const started = Date.now();
    for (;;) {
      const busy = await jobs.count({
        where: [
          { status: 'active' },
          { status: 'waiting', runAt: LessThanOrEqual(new Date(Date.now() + 2000)) },
        ],
      });
      if (!busy) return;
      if (Date.now() - started > SETTLE_TIMEOUT_MS)
        throw new Error(
          `The job queue did not settle within ${SETTLE_TIMEOUT_MS} ms (${busy} busy)`,
        );
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** Free consultation slots (starts, UTC) from today on, as the booking page offers them. */
function upcomingSlots(zone: string): string[] {
  const now = new Date();
  return bookingDates(now, zone).flatMap((date) =>
    openSlotsOn(date, now, zone).map((slot) => slot.start),
  );
}

/**
 * A student with two completed cases (one then marked failed, so it can be retried), a booking
 * and a pending order, all made through the API itself so every row is one the product wrote.
 */
async function seedStudent(
  app: NestFastifyApplication,
  label: string,
  serviceIds: number[],
  slots: string[],
): Promise<Student> {
  const signedIn = await signInNewUser(app, `fuzz-${label}`);
  const http = app.getHttpAdapter().getInstance();
  const send = async (method: 'POST' | 'GET', url: string, payload?: object) => {
    const response = await http.inject({
      method,
      url,
      payload,
      headers: { cookie: signedIn.cookie },
    });
    if (response.statusCode >= 300)
      throw new Error(`Seeding ${method} ${url} answered ${response.statusCode}: ${response.body}`);
    return response.json();
  };
  const caseIds: number[] = [];
  for (const title of ['Marked down for a late submission', 'Refused an extension']) {
    const created = await send('POST', '/api/analysis/upload', {
      title,
      issueCategory: 'academic',
      issueDescription: `${title}: the department ignored the medical certificate I sent in time.`,
      actionTaken: 'triedinformally',
      universityName: 'University of Fuzzing',
    });
    caseIds.push(created.id);
  }
  await waitForCases(app.get(DataSource), caseIds);
  await app
    .get(DataSource)
    .getRepository(AnalysisDocument)
    .update({ id: caseIds[1] }, { status: 'failed' });
  const bookingIds: number[] = [];
  for (const slot of slots) {
    const booking = await send('POST', '/api/bookings', {
      email: signedIn.user.email,
      appointmentDate: slot,
      serviceId: serviceIds.find((id) => id !== serviceIds[0]) ?? serviceIds[0],
      caseId: caseIds[0],
    }).catch(() => null);
    if (booking) bookingIds.push(booking.id);
  }
  const paymentIntentIds: string[] = [];
  for (const serviceId of serviceIds) {
    const order = await send('POST', '/api/create-payment-intent', {
      serviceId,
      caseId: caseIds[0],
    }).catch(() => null);
    if (!order) continue;
    const row = await app
      .get(DataSource)
      .getRepository(ServiceOrder)
      .findOneByOrFail({ id: order.orderId });
    if (row.paymentId) paymentIntentIds.push(row.paymentId);
    break;
  }
  return {
    id: signedIn.user.id,
    email: signedIn.user.email,
    cookie: signedIn.cookie,
    caseIds,
    bookingIds,
    paymentIntentIds,
  };
}

async function waitForCases(dataSource: DataSource, ids: number[]): Promise<void> {
  const documents = dataSource.getRepository(AnalysisDocument);
  const started = Date.now();
  while (Date.now() - started < 30_000) {
    const rows = await documents.findBy({ id: In(ids) });
    if (rows.every((row) => row.status === 'completed' || row.status === 'failed')) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The seeded cases were not analysed within 30 s');
}

/** Failed jobs for the admin queue routes to list and retry (their handler does not exist). */
async function seedFailedJobs(dataSource: DataSource): Promise<string[]> {
  const ids = ['fuzz-failed-1', 'fuzz-failed-2'];
  await dataSource.getRepository(QueueJob).insert(
    ids.map((id) => ({
      id,
      name: 'fuzz.no-such-job',
      payload: '{}',
      status: 'failed',
      attempts: 5,
      maxAttempts: 5,
      runAt: new Date(),
      lastError: 'No handler for fuzz.no-such-job',
    })),
  );
  return ids;
}

/**
 * Open deletion requests for the operator's "complete" route: one names an account of its own
 * (completing it deletes that account, never a shared student's), one an address with no account.
 * Stored directly: the form's hourly limit per network is left for the form's own requests.
 */
async function seedDeletionRequests(app: NestFastifyApplication): Promise<number[]> {
  const leaving = await signInNewUser(app, 'fuzz-leaving');
  const requests = app.get(DataSource).getRepository(DataDeletionRequest);
  const saved = await requests.save(
    [leaving.user.email, 'fuzz-no-account@example.edu'].map((email) =>
      requests.create({
        fullName: 'Fuzz Leaving',
        email,
        reason: null,
        details: null,
        status: 'received',
        completedAt: null,
        // Confirmed by the address's owner, so the "complete" route can succeed.
        confirmedAt: new Date(),
        confirmedBy: 'email-link',
      }),
    ),
  );
  return saved.map((request) => request.id);
}
