import { Injectable, Module, OnModuleInit } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import {
  FAILED_JOBS_MAX_PAGE_SIZE,
  pageLimitMessage,
  SQL_TIME_LIMIT_SECONDS,
} from '@redress/domain';
import { createConnection } from 'mysql2/promise';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AdminAuditEntry } from '../src/modules/admin/entities/admin-audit-entry.entity';
import { MySqlReadOnlySql } from '../src/modules/admin/sql/read-only-sql';
import { SqlToolService } from '../src/modules/admin/sql/sql-tool.service';
import { AnalysisDocument } from '../src/modules/analysis/entities/analysis-document.entity';
import { AnalysisResult } from '../src/modules/analysis/entities/analysis-result.entity';
import { Booking } from '../src/modules/bookings/entities/booking.entity';
import { OutboxMessage } from '../src/modules/mail/entities/outbox-message.entity';
import { ServiceOrder } from '../src/modules/payments/entities/service-order.entity';
import { Service } from '../src/modules/catalogue/entities/service.entity';
import { DataDeletionRequest } from '../src/modules/privacy/entities/data-deletion-request.entity';
import { JobHandlers } from '../src/modules/queue/job-handlers';
import { JobQueue } from '../src/modules/queue/queue.types';
import { User } from '../src/modules/users/entities/user.entity';
import { SignedInAdmin, signInNewAdmin } from './admin-fixture';
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
import { eventually, startContext } from './queue-fixture';
import { SignedIn, signInNewUser } from './sign-in';

const SEEDED_USERS = 60;

/** A job that fails until told otherwise: the failed-jobs list and retry need one. */
@Injectable()
class FlakyJob implements OnModuleInit {
  failing = true;
  runs = 0;
  constructor(private readonly handlers: JobHandlers) {}
  onModuleInit(): void {
    this.handlers.register('test.flaky', async () => {
      this.runs += 1;
      if (this.failing) throw new Error('The mail server said 451: try again later');
    });
  }
}

@Module({ providers: [FlakyJob] })
class FlakyJobModule {}

async function seed(dataSource: DataSource): Promise<void> {
  const users = await dataSource.getRepository(User).save(
    Array.from({ length: SEEDED_USERS }, (_, i) => ({
      email: `seeded-${String(i).padStart(3, '0')}@example.edu`,
      emailVerified: i % 2 === 0,
      stripeCustomerId: i % 3 === 0 ? `cus_${i}` : null,
    })),
  );
  const documents = await dataSource.getRepository(AnalysisDocument).save(
    ['completed', 'pending', 'failed'].map((status, i) => ({
      userId: users[i].id,
      title: `Case ${status}`,
      description: null,
      issueDescription: i === 1 ? null : `The panel ignored my evidence (${status}). `.repeat(20),
      documentType: 'Academic Policy',
      status: status as AnalysisDocument['status'],
      documentUrl: 'no_document_provided',
    })),
  );
  await dataSource.getRepository(AnalysisResult).save({
    analysisDocumentId: documents[0].id,
    content: JSON.stringify({ keyIssues: ['x'.repeat(500)] }),
    tags: ['academic', 'appeal', 'evidence', 'deadline', 'ombudsman'],
  });
  const service = await dataSource.getRepository(Service).findOneByOrFail({});
  await dataSource.getRepository(ServiceOrder).save([
    {
      userId: users[0].id,
      serviceId: service.id,
      status: 'completed',
      amount: 4999,
      currency: 'USD',
      paymentMethod: 'card',
      paymentId: `pi_${randomBytes(4).toString('hex')}`,
    },
    {
      userId: users[1].id,
      serviceId: service.id,
      status: 'refunded',
      amount: 7999,
      currency: 'USD',
      paymentMethod: null,
    },
  ]);
  await dataSource.getRepository(Booking).save({
    userId: users[0].id,
    serviceId: service.id,
    title: 'Consultation Appointment',
    appointmentDate: new Date('2030-01-07T09:00:00Z'),
    studentTimeZone: 'Asia/Tokyo',
  });
}

/** What an attack would change: the tables, their row counts, and the admin password hashes. */
async function snapshot(dataSource: DataSource, kind: DatabaseKind): Promise<unknown> {
  const tables: string[] = (
    kind === 'sqlite'
      ? await dataSource.query("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
      : await dataSource.query(
          'SELECT table_name AS name FROM information_schema.tables WHERE table_schema = DATABASE() ORDER BY table_name',
        )
  ).map((row: { name: string }) => row.name);
  const counts: Record<string, number> = {};
  for (const table of tables.filter((name) => name !== 'admin_audit_log')) {
    const [row] = await dataSource.query(`SELECT COUNT(*) AS n FROM ${table}`);
    counts[table] = Number(row.n);
  }
  const columns =
    kind === 'sqlite'
      ? await dataSource.query("SELECT name FROM pragma_table_info('users') ORDER BY name")
      : await dataSource.query(
          "SELECT column_name AS name FROM information_schema.columns WHERE table_schema = DATABASE() AND table_name = 'users' ORDER BY column_name",
        );
  const admins = await dataSource.query(
    'SELECT id, username, password FROM admin_users ORDER BY id',
  );
  const emails = await dataSource.query('SELECT email FROM users ORDER BY id');
  return { tables, counts, columns, admins, emails };
}

describe.each(DATABASES)('the admin area on %s', (kind) => {
  let database: TestDatabase;
  let running: RunningApp;
  let smtp: TestSmtpServer;
  let admin: SignedInAdmin;
  let student: SignedIn;
  let dataSource: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    smtp = await new TestSmtpServer().start();
    running = await startApp(
      { ...database.env, SMTP_URL: smtp.url },
      { imports: [FlakyJobModule] },
    );
    dataSource = running.app.get(DataSource);
    admin = await signInNewAdmin(running.app, 'operator');
    student = await signInNewUser(running.app, 'student');
    await seed(dataSource);
  });

  afterAll(async () => {
    await running?.close();
    await smtp?.stop();
    await database?.drop();
  });

  const get = (path: string, cookie = admin.cookie) =>
    request(running.url).get(path).set('cookie', cookie);
  const post = (path: string, body: object, cookie = admin.cookie) =>
    request(running.url).post(path).set('cookie', cookie).send(body);
  const sql = (text: string) => post('/api/admin/sql/query', { sql: text });

  describe('access', () => {
    let failedJobId: string;
    let deletionRequestId: number;

    beforeAll(async () => {
      // For an address with no account: completing it closes it and deletes nothing.
      deletionRequestId = (
        await dataSource.getRepository(DataDeletionRequest).save({
          fullName: 'Access Check',
          email: 'access-deletion@example.edu',
          reason: null,
          details: null,
          status: 'received',
          completedAt: null,
          // Confirmed by the address's owner: only such a request can be completed.
          confirmedAt: new Date(),
          confirmedBy: 'email-link',
        })
      ).id;
      const queue = running.app.get(JobQueue);
      failedJobId = await queue.enqueue('test.flaky', {}, { attempts: 1 });
      await eventually(
        () => queue.failedJobs(0, 50),
        (page) => page.jobs.some((job) => job.id === failedJobId),
      );
    });

    // Every admin route, with a request an administrator would make. The next test fails when a
    // route exists that this table does not cover.
    const routes: { route: string; call: (cookie?: string) => request.Test }[] = [
      { route: 'GET /api/admin/counts', call: (c) => get('/api/admin/counts', c) },
      { route: 'GET /api/admin/users', call: (c) => get('/api/admin/users', c) },
      {
        route: 'GET /api/admin/analysis-documents',
        call: (c) => get('/api/admin/analysis-documents', c),
      },
      {
        route: 'GET /api/admin/analysis-results',
        call: (c) => get('/api/admin/analysis-results', c),
      },
      { route: 'GET /api/admin/service-orders', call: (c) => get('/api/admin/service-orders', c) },
      { route: 'GET /api/admin/services', call: (c) => get('/api/admin/services', c) },
      { route: 'GET /api/admin/admin-users', call: (c) => get('/api/admin/admin-users', c) },
      { route: 'GET /api/admin/bookings', call: (c) => get('/api/admin/bookings', c) },
      { route: 'GET /api/admin/audit-log', call: (c) => get('/api/admin/audit-log', c) },
      { route: 'GET /api/admin/sql/schema', call: (c) => get('/api/admin/sql/schema', c) },
      {
        route: 'POST /api/admin/sql/query',
        call: (c) => post('/api/admin/sql/query', { sql: 'SELECT 1 AS one' }, c),
      },
      {
        route: 'POST /api/admin/email-test',
        call: (c) => post('/api/admin/email-test', { to: 'access@example.edu' }, c),
      },
      { route: 'GET /api/admin/queues', call: (c) => get('/api/admin/queues', c) },
      {
        route: 'GET /api/admin/queues/{queue}/failed',
        call: (c) => get('/api/admin/queues/jobs/failed', c),
      },
      {
        route: 'POST /api/admin/queues/{queue}/jobs/{id}/retry',
        call: (c) => post(`/api/admin/queues/jobs/jobs/${failedJobId}/retry`, {}, c),
      },
      {
        route: 'POST /api/admin/data-deletion-requests/{id}/complete',
        call: (c) => post(`/api/admin/data-deletion-requests/${deletionRequestId}/complete`, {}, c),
      },
    ];
    // The operator's actions on one order or call, asked of one that does not exist: the guard
    // is what is checked here (an administrator gets past it, to a 404 or a refused body); the
    // actions themselves are tested in order-fulfilment and booking-operations.
    const missing = 999_999;
    const actionRoutes: { route: string; call: (cookie?: string) => request.Test }[] = [
      ['GET', 'orders', ''],
      ['POST', 'orders', 'start'],
      ['POST', 'orders', 'deliver'],
      ['POST', 'orders', 'note'],
      ['POST', 'orders', 'refund'],
      ['POST', 'orders', 'cancel'],
      ['GET', 'bookings', ''],
      ['POST', 'bookings', 'link'],
      ['POST', 'bookings', 'move'],
      ['POST', 'bookings', 'cancel'],
      ['POST', 'bookings', 'outcome'],
      ['POST', 'services', 'payment'],
    ].map(([method, kind, action]) => {
      const path = `/api/admin/${kind}/${missing}${action ? `/${action}` : ''}`;
      return {
        route: `${method} /api/admin/${kind}/{id}${action ? `/${action}` : ''}`,
        call: (c?: string) => (method === 'GET' ? get(path, c) : post(path, { version: 0 }, c)),
      };
    });
    // Open to everyone by design: signing in, asking who is signed in, signing out.
    const PUBLIC = ['POST /api/admin/login', 'GET /api/admin/session', 'POST /api/admin/logout'];

    /** Every admin route the application serves, from its own OpenAPI document. */
    async function documentedRoutes(): Promise<string[]> {
      const document = (await request(running.url).get('/api/docs-json').expect(200)).body as {
        paths: Record<string, Record<string, unknown>>;
      };
      return Object.entries(document.paths)
        .filter(([path]) => path.startsWith('/api/admin/'))
        .flatMap(([path, operations]) =>
          Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
        )
        .filter((route) => !PUBLIC.includes(route))
        .sort();
    }

    async function expectAdminOnly(call: (cookie?: string) => request.Test): Promise<void> {
      const anonymous = await call('');
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toMatchObject({ code: 'unauthenticated' });
      const asStudent = await call(student.cookie);
      expect(asStudent.status).toBe(403);
      expect(asStudent.body).toMatchObject({ code: 'forbidden' });
      const asAdmin = await call(admin.cookie);
      expect(asAdmin.status).toBe(200);
    }

    it('covers every /api/admin route of the OpenAPI document', async () => {
      const covered = new Set([...routes, ...actionRoutes].map((entry) => entry.route));
      const documented = await documentedRoutes();
      for (const route of routes.map((entry) => entry.route)) expect(documented).toContain(route);
      // Routes of other features (a plain GET listing) are checked below with a bare GET; any
      // other route must be added to the table above with a request that works.
      const uncovered = documented.filter(
        (route) => !covered.has(route) && !/^GET [^{}]+$/.test(route),
      );
      expect(uncovered).toEqual([]);
    });

    it.each(routes.map((entry) => [entry.route, entry] as const))(
      '%s: 401 without a session, 403 for a student, 200 for an admin',
      async (_route, entry) => expectAdminOnly(entry.call),
    );

    it.each(actionRoutes.map((entry) => [entry.route, entry] as const))(
      '%s: 401 without a session, 403 for a student, past the guard for an admin',
      async (_route, entry) => {
        expect((await entry.call('')).status).toBe(401);
        expect((await entry.call(student.cookie)).status).toBe(403);
        const asAdmin = await entry.call(admin.cookie);
        // 503 for a refund: card payments are not configured in this suite.
        expect([400, 404, 503]).toContain(asAdmin.status);
      },
    );

    it('every other admin GET route: 401 without a session, 403 for a student, 200 for an admin', async () => {
      const covered = new Set([...routes, ...actionRoutes].map((entry) => entry.route));
      const others = (await documentedRoutes()).filter(
        (route) => !covered.has(route) && /^GET [^{}]+$/.test(route),
      );
      for (const route of others) {
        await expectAdminOnly((cookie) => get(route.slice('GET '.length), cookie));
      }
    });
  });

  describe('listings', () => {
    it('pages users with the total in X-Total-Count, newest first, without secrets', async () => {
      const first = await get('/api/admin/users?limit=25').expect(200);
      expect(Array.isArray(first.body)).toBe(true);
      expect(first.body).toHaveLength(25);
      const total = Number(first.headers['x-total-count']);
      expect(total).toBe(await dataSource.getRepository(User).count());
      expect(first.body[0].id).toBeGreaterThan(first.body[1].id);
      expect(Object.keys(first.body[0]).sort()).toEqual(
        [
          'createdAt',
          'email',
          'emailVerified',
          'id',
          'stripeCustomerId',
          'stripeSubscriptionId',
        ].sort(),
      );
      const second = await get('/api/admin/users?limit=25&offset=25').expect(200);
      expect(second.body[0].id).toBeLessThan(first.body[24].id);
      const last = await get(`/api/admin/users?limit=25&offset=${total - 5}`).expect(200);
      expect(last.body).toHaveLength(5);
    });

    it('searches and sorts in the database', async () => {
      const found = await get('/api/admin/users?q=SEEDED-00&sort=email&order=asc').expect(200);
      expect(found.headers['x-total-count']).toBe('10');
      expect(found.body.map((user: { email: string }) => user.email)).toEqual(
        Array.from({ length: 10 }, (_, i) => `seeded-00${i}@example.edu`),
      );
      const byStripe = await get('/api/admin/users?q=cus_3').expect(200);
      expect(
        byStripe.body.map((user: { stripeCustomerId: string }) => user.stripeCustomerId),
      ).toEqual(['cus_3']);
      // % and _ are matched as themselves, not as wildcards.
      await get('/api/admin/users?q=%25').expect(200).expect('x-total-count', '0');
      const byId = await get(`/api/admin/users?q=${student.user.id}`).expect(200);
      expect(byId.body.map((user: { id: number }) => user.id)).toContain(student.user.id);
    });

    it('refuses bad paging and unknown sort columns with a clear 400', async () => {
      const sort = await get('/api/admin/users?sort=password').expect(400);
      expect(sort.body.message).toBe('sort must be one of: id, createdAt, email.');
      const limit = await get('/api/admin/users?limit=0').expect(400);
      expect(limit.body.message).toBe('limit must be between 1 and 500.');
      await get('/api/admin/users?offset=-1').expect(400);
      // Past what SQL and Redis can count: a 400, never a database error.
      for (const path of [
        '/api/admin/users?offset=9223372036854776000',
        '/api/admin/queues/jobs/failed?offset=9223372036854776000',
      ]) {
        const huge = await get(path).expect(400);
        expect(huge.body.message).toBe('offset must be at most 1,000,000,000.');
      }
      await get('/api/admin/users?order=sideways').expect(400);
    });

    it('lists administrators without their password hashes', async () => {
      const admins = await get('/api/admin/admin-users').expect(200);
      expect(admins.body).toEqual([
        { id: admin.admin.id, username: 'operator', role: 'admin', createdAt: expect.any(String) },
      ]);
      expect(JSON.stringify(admins.body)).not.toMatch(/argon2/);
    });

    it('sends what each tab shows: documents, results, orders, services, bookings', async () => {
      const documents = await get('/api/admin/analysis-documents?sort=status&order=asc').expect(
        200,
      );
      expect(documents.body.map((d: { status: string }) => d.status)).toEqual([
        'completed',
        'failed',
        'pending',
      ]);
      expect(documents.body[0].description).toHaveLength(300);
      expect(documents.body[2].description).toBeNull();

      const results = await get('/api/admin/analysis-results').expect(200);
      expect(results.body[0]).toMatchObject({
        tags: ['academic', 'appeal', 'evidence', 'deadline', 'ombudsman'],
        contentTruncated: true,
      });
      expect(results.body[0].content).toHaveLength(300);
      const byDocument = await get(
        `/api/admin/analysis-results?q=${results.body[0].analysisDocumentId}`,
      ).expect(200);
      expect(byDocument.headers['x-total-count']).toBe('1');
      const byStatus = await get('/api/admin/analysis-documents?q=failed').expect(200);
      expect(byStatus.body.map((d: { title: string }) => d.title)).toEqual(['Case failed']);

      const orders = await get('/api/admin/service-orders?sort=createdAt&order=asc').expect(200);
      expect(
        orders.body.map((o: { amount: number; status: string }) => [o.amount, o.status]),
      ).toEqual([
        [4999, 'completed'],
        [7999, 'refunded'],
      ]);
      expect(orders.body[0]).not.toHaveProperty('paymentId');

      const services = await get('/api/admin/services').expect(200);
      expect(services.body.length).toBeGreaterThan(0);
      expect(services.body[0]).toEqual(
        expect.objectContaining({ features: expect.any(Array), price: expect.any(Number) }),
      );

      const bookings = await get('/api/admin/bookings').expect(200);
      expect(bookings.body[0]).toMatchObject({
        title: 'Consultation Appointment',
        appointmentDate: '2030-01-07T09:00:00.000Z',
        status: 'scheduled',
        duration: 60,
        studentTimeZone: 'Asia/Tokyo',
      });

      const counts = await get('/api/admin/counts').expect(200);
      expect(counts.body).toMatchObject({
        analysisDocuments: 3,
        analysisResults: 1,
        serviceOrders: 2,
        bookings: 1,
        adminUsers: 1,
        users: await dataSource.getRepository(User).count(),
        dataDeletionRequests: await dataSource.getRepository(DataDeletionRequest).count(),
        auditLog: await dataSource.getRepository(AdminAuditEntry).count(),
      });
    });
  });

  describe('the SQL tool', () => {
    it('answers a SELECT with columns, rows and timing, and audits it', async () => {
      const answer = await sql(
        "SELECT id, email FROM users WHERE email LIKE 'seeded-00%' ORDER BY id LIMIT 3",
      ).expect(200);
      expect(answer.body).toMatchObject({
        columns: ['id', 'email'],
        rowCount: 3,
        truncated: false,
        dialect: kind,
      });
      expect(answer.body.rows.map((row: unknown[]) => row[1])).toEqual([
        'seeded-000@example.edu',
        'seeded-001@example.edu',
        'seeded-002@example.edu',
      ]);
      const [entry] = await dataSource
        .getRepository(AdminAuditEntry)
        .find({ order: { id: 'DESC' }, take: 1 });
      expect(entry).toMatchObject({
        adminUserId: admin.admin.id,
        adminUsername: 'operator',
        action: 'sql.query',
        outcome: 'ok',
        rowCount: 3,
        detail: expect.stringContaining("LIKE 'seeded-00%'"),
      });
      expect(entry.durationMs).toEqual(expect.any(Number));
      expect(new Date(entry.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    });

    it("lists the database's tables and columns from the database itself", async () => {
      const answer = await get('/api/admin/sql/schema').expect(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.body.dialect).toBe(kind);
      const tables = answer.body.tables as {
        name: string;
        readable: boolean;
        columns: {
          name: string;
          type: string;
          nullable: boolean;
          primaryKey: boolean;
          readable: boolean;
        }[];
      }[];
      const names = tables.map((table) => table.name);
      // The same list the database gives for itself, migrations' own table included.
      const own =
        kind === 'sqlite'
          ? await dataSource.query(
              "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name",
            )
          : await dataSource.query(
              "SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_TYPE = 'BASE TABLE' ORDER BY TABLE_NAME",
            );
      expect(names).toEqual(own.map((row: { name: string }) => row.name));
      const users = tables.find((table) => table.name === 'users');
      expect(users?.readable).toBe(true);
      expect(users?.columns.find((column) => column.name === 'id')).toMatchObject({
        primaryKey: true,
        nullable: false,
        readable: true,
      });
      expect(users?.columns.find((column) => column.name === 'stripeCustomerId')).toMatchObject({
        nullable: true,
        primaryKey: false,
      });
      expect(tables.find((table) => table.name === 'sessions')?.readable).toBe(false);
      const adminUsers = tables.find((table) => table.name === 'admin_users');
      expect(adminUsers?.columns.find((column) => column.name === 'password')?.readable).toBe(
        false,
      );
      expect(adminUsers?.columns.find((column) => column.name === 'username')?.readable).toBe(true);
    });

    it('returns at most 1,000 rows and says so', async () => {
      const answer = await sql('SELECT a.id, b.id FROM users a, users b').expect(200);
      expect(answer.body).toMatchObject({ rowCount: 1000, truncated: true });
      expect(answer.body.rows).toHaveLength(1000);
    });

    it("shows the database's own message for a broken query, without internals", async () => {
      const answer = await sql('SELECT nonexistent_column FROM users').expect(400);
      expect(answer.body.code).toBe('sql-error');
      expect(answer.body.message).toMatch(/nonexistent_column/);
      expect(answer.body.message).not.toMatch(/at .*\.js|errno|ER_/);
    });

    describe('the attack table: refused or stopped, nothing changed', () => {
      let before: unknown;
      const outfile = `/tmp/redress-attack-${randomBytes(4).toString('hex')}.csv`;

      beforeAll(async () => {
        before = await snapshot(dataSource, kind);
      });

      afterAll(async () => {
        expect(await snapshot(dataSource, kind)).toEqual(before);
        expect(existsSync(outfile)).toBe(false);
      });

      it.each([
        ['INSERT', "INSERT INTO users (email) VALUES ('intruder@example.edu')"],
        ['UPDATE', "UPDATE users SET email = 'intruder@example.edu'"],
        ['DELETE', 'DELETE FROM users'],
        ['DROP', 'DROP TABLE users'],
        ['CREATE', 'CREATE TABLE intruders (id INT)'],
        ['ALTER', 'ALTER TABLE users ADD COLUMN intruder INT'],
        ['GRANT', "GRANT ALL PRIVILEGES ON *.* TO 'intruder'@'%'"],
        ['SET', "SET SESSION sql_mode = ''"],
        ['two statements', 'SELECT 1; DELETE FROM users'],
        ['INTO OUTFILE', `SELECT id, email FROM users INTO OUTFILE '${outfile}'`],
        ['LOAD_FILE', "SELECT LOAD_FILE('/etc/passwd')"],
        ['SLEEP(100)', 'SELECT SLEEP(100)'],
        ['the admin password column', 'SELECT username, password FROM admin_users'],
        ['the admin password through *', 'SELECT * FROM admin_users'],
        ['the sessions table', 'SELECT * FROM sessions'],
        ['the sign-in tokens table', 'SELECT id FROM sign_in_tokens'],
        ['an executable comment', 'SELECT id /*! , password */ FROM admin_users'],
      ])('%s is refused before it reaches the database', async (_name, text) => {
        const answer = await sql(text).expect(400);
        expect(answer.body.code).toBe('sql-refused');
        const [entry] = await dataSource
          .getRepository(AdminAuditEntry)
          .find({ order: { id: 'DESC' }, take: 1 });
        expect(entry).toMatchObject({
          detail: text,
          outcome: 'refused',
          message: answer.body.message,
        });
      });

      // The limit is SQL_TIME_LIMIT_SECONDS; the bounds below only tell "stopped by the limit" from
      // "ran to the end" (minutes for these statements), so a busy machine cannot fail them.
      it(`a statement that runs too long is stopped at the ${SQL_TIME_LIMIT_SECONDS} s limit`, async () => {
        const started = Date.now();
        const answer = await sql(
          'SELECT COUNT(*) FROM users a, users b, users c, users d, users e, users f',
        );
        expect(answer.status).toBe(400);
        expect(answer.body.code).toBe('sql-timeout');
        expect(Date.now() - started).toBeLessThan(3 * SQL_TIME_LIMIT_SECONDS * 1000);
        const [entry] = await dataSource
          .getRepository(AdminAuditEntry)
          .find({ order: { id: 'DESC' }, take: 1 });
        expect(entry.outcome).toBe('timeout');
      });

      it('the connection itself refuses writes that got past the guard', async () => {
        const runner = running.app.get(SqlToolService).runner;
        for (const statement of [
          "UPDATE users SET email = 'intruder@example.edu'",
          'DELETE FROM users',
          "INSERT INTO users (email) VALUES ('intruder@example.edu')",
        ]) {
          await expect(runner.run(statement)).rejects.toMatchObject({ code: 'sql-error' });
        }
      });

      if (kind === 'mysql') {
        it('the database stops SLEEP(100) at the time limit even past the guard', async () => {
          const started = Date.now();
          await expect(
            running.app.get(SqlToolService).runner.run('SELECT SLEEP(100)'),
          ).rejects.toMatchObject({ code: 'sql-timeout' });
          expect(Date.now() - started).toBeGreaterThanOrEqual(SQL_TIME_LIMIT_SECONDS * 1000 - 100);
          expect(Date.now() - started).toBeLessThan(3 * SQL_TIME_LIMIT_SECONDS * 1000);
        });
      }
    });
  });

  describe('the e-mail test', () => {
    it('sends through SMTP and reports it', async () => {
      const answer = await post('/api/admin/email-test', { to: 'Ops@Example.edu' }).expect(200);
      expect(answer.body).toMatchObject({
        delivered: true,
        transport: 'smtp',
        to: 'Ops@Example.edu',
        subject: 'Redress e-mail test',
        outboxUrl: null,
        error: null,
        summary: 'The SMTP server accepted the message for Ops@Example.edu.',
      });
      const received = await eventually(
        () => smtp.messages.find((message) => message.to.toLowerCase() === 'ops@example.edu'),
        Boolean,
      );
      expect(received?.subject).toBe('Redress e-mail test');
      expect(received?.text).toContain('Sent by: operator');
    });

    it('refuses something that is not an address', async () => {
      const answer = await post('/api/admin/email-test', { to: 'not an address' }).expect(400);
      expect(answer.body.message).toBe('Please enter a valid email address.');
    });

    it('says what went wrong when the SMTP server is down', async () => {
      await smtp.stop();
      const answer = await post('/api/admin/email-test', { to: 'ops@example.edu' }).expect(200);
      expect(answer.body).toMatchObject({ delivered: false, transport: 'smtp' });
      expect(answer.body.error).toMatch(/ECONNREFUSED|connect/i);
      expect(answer.body.summary).toMatch(/^The SMTP server did not take the message/);
      const [entry] = await dataSource
        .getRepository(AdminAuditEntry)
        .find({ where: { action: 'email.test' }, order: { id: 'DESC' }, take: 1 });
      expect(entry).toMatchObject({ detail: 'ops@example.edu', outcome: 'failed' });
    });
  });

  describe('the queues page (embedded queue)', () => {
    it('lists counts and failed jobs with their error, and retries one', async () => {
      const queue = running.app.get(JobQueue);
      const flaky = running.app.get(FlakyJob);
      flaky.failing = true;
      const id = await queue.enqueue('test.flaky', { n: 1 }, { attempts: 1 });
      await eventually(
        () => queue.failedJobs(0, 50),
        (page) => page.jobs.some((job) => job.id === id),
      );
      const queues = await get('/api/admin/queues').expect(200);
      expect(queues.body).toEqual([
        {
          name: 'jobs',
          driver: 'in-process',
          status: 'up',
          counts: expect.objectContaining({ failed: expect.any(Number) }),
        },
      ]);
      expect(queues.body[0].counts.failed).toBeGreaterThanOrEqual(1);

      const tooMany = await get(
        `/api/admin/queues/jobs/failed?limit=${FAILED_JOBS_MAX_PAGE_SIZE + 1}`,
      ).expect(400);
      expect(tooMany.body.message).toBe(pageLimitMessage(FAILED_JOBS_MAX_PAGE_SIZE));
      const failed = await get('/api/admin/queues/jobs/failed?limit=50').expect(200);
      const listed = failed.body.find((job: { id: string }) => job.id === id);
      expect(listed).toMatchObject({
        name: 'test.flaky',
        error: 'The mail server said 451: try again later',
        attempts: 1,
        maxAttempts: 1,
      });
      expect(listed).not.toHaveProperty('payload');
      expect(Number(failed.headers['x-total-count'])).toBe(queues.body[0].counts.failed);

      flaky.failing = false;
      const retried = await post(`/api/admin/queues/jobs/jobs/${id}/retry`, {}).expect(200);
      expect(retried.body).toEqual({ id, retried: true });
      await eventually(
        () => queue.failedJobs(0, 50),
        (page) => !page.jobs.some((job) => job.id === id),
      );
      const again = await post(`/api/admin/queues/jobs/jobs/${id}/retry`, {}).expect(404);
      expect(again.body.code).toBe('no-failed-job');
      await get('/api/admin/queues/other/failed').expect(404);
    });
  });
});

describe('the e-mail test through the dev outbox', () => {
  let database: TestDatabase;
  let running: RunningApp;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    running = await startApp(database.env);
  });

  afterAll(async () => {
    await running?.close();
    await database?.drop();
  });

  it('keeps the message in the outbox and links to it', async () => {
    const { cookie } = await signInNewAdmin(running.app);
    const answer = await request(running.url)
      .post('/api/admin/email-test')
      .set('cookie', cookie)
      .send({ to: 'ops@example.edu' })
      .expect(200);
    expect(answer.body).toMatchObject({
      delivered: true,
      transport: 'outbox',
      outboxUrl: `/dev/mail/${answer.body.messageId}`,
      summary: 'SMTP_URL is not set: the message for ops@example.edu was kept in the dev outbox.',
    });
    const stored = await running.app
      .get(DataSource)
      .getRepository(OutboxMessage)
      .findOneByOrFail({ id: answer.body.messageId });
    expect(stored).toMatchObject({ recipient: 'ops@example.edu', kind: 'admin-email-test' });
  });
});

describeWith('mysql', 'the SQL tool with a SELECT-only database user', () => {
  let database: TestDatabase;
  let running: RunningApp;
  const user = `redress_ro_${randomBytes(3).toString('hex')}`;
  const password = randomBytes(12).toString('hex');

  beforeAll(async () => {
    database = await createTestDatabase('mysql');
    const url = new URL(database.env.DATABASE_URL);
    const name = url.pathname.slice(1);
    const root = await createConnection({ uri: process.env.TEST_MYSQL_URL });
    await root.query(`CREATE USER '${user}'@'%' IDENTIFIED BY '${password}'`);
    await root.query(`GRANT SELECT ON \`${name}\`.* TO '${user}'@'%'`);
    await root.end();
    const readOnly = Object.assign(new URL(url), { username: user, password });
    running = await startApp({ ...database.env, ADMIN_SQL_DATABASE_URL: readOnly.toString() });
  });

  afterAll(async () => {
    await running?.close();
    const root = await createConnection({ uri: process.env.TEST_MYSQL_URL });
    await root.query(`DROP USER IF EXISTS '${user}'@'%'`);
    await root.end();
    await database?.drop();
  });

  it('uses ADMIN_SQL_DATABASE_URL, where even DDL that got past the guard is denied', async () => {
    const runner = running.app.get(SqlToolService).runner;
    expect(runner).toBeInstanceOf(MySqlReadOnlySql);
    const [row] = (await runner.run('SELECT CURRENT_USER() AS who')).rows;
    expect(String(row[0])).toMatch(new RegExp(`^${user}@`));
    await expect(runner.run('DROP TABLE users')).rejects.toMatchObject({ code: 'sql-error' });
    await expect(runner.run('CREATE TABLE intruders (id INT)')).rejects.toMatchObject({
      code: 'sql-error',
    });
    const tables = await running.app
      .get(DataSource)
      .query(
        "SELECT COUNT(*) AS n FROM information_schema.tables WHERE table_schema = DATABASE() AND table_name IN ('users', 'intruders')",
      );
    expect(Number(tables[0].n)).toBe(1);
  });
});

describeWith('redis', 'the queues page on BullMQ', () => {
  let database: TestDatabase;
  let running: RunningApp;
  let redis: ReturnType<typeof redisEnv>;
  let worker: Awaited<ReturnType<typeof startContext>>;
  let failing = true;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    redis = redisEnv();
    const env = { ...database.env, ...redis.env };
    running = await startApp(env);
    worker = await startContext(env, 'worker', {
      'test.flaky': async () => {
        if (failing) throw new Error('The mail server said 451: try again later');
      },
    });
  });

  afterAll(async () => {
    await worker?.close();
    await running?.close();
    await redis?.cleanup();
    await database?.drop();
  });

  it('lists counts and failed jobs with their error, and retries one', async () => {
    const { cookie } = await signInNewAdmin(running.app);
    const queue = running.app.get(JobQueue);
    const id = await queue.enqueue('test.flaky', {}, { attempts: 1, jobId: 'flaky-bullmq' });
    await eventually(
      () => queue.failedJobs(0, 10),
      (page) => page.jobs.some((job) => job.id === id),
    );
    const queues = await request(running.url)
      .get('/api/admin/queues')
      .set('cookie', cookie)
      .expect(200);
    expect(queues.body).toEqual([
      {
        name: 'jobs',
        driver: 'bullmq',
        status: 'up',
        counts: { waiting: 0, active: 0, delayed: 0, failed: 1, completed: 0 },
      },
    ]);
    const failed = await request(running.url)
      .get('/api/admin/queues/jobs/failed')
      .set('cookie', cookie)
      .expect(200)
      .expect('x-total-count', '1');
    expect(failed.body).toEqual([
      {
        id,
        name: 'test.flaky',
        error: 'The mail server said 451: try again later',
        attempts: 1,
        maxAttempts: 1,
        failedAt: expect.any(String),
        createdAt: expect.any(String),
      },
    ]);
    failing = false;
    await request(running.url)
      .post(`/api/admin/queues/jobs/jobs/${id}/retry`)
      .set('cookie', cookie)
      .send({})
      .expect(200);
    await eventually(
      () => queue.health(),
      (health) => health.counts?.completed === 1 && health.counts.failed === 0,
    );
    await request(running.url)
      .post(`/api/admin/queues/jobs/jobs/${id}/retry`)
      .set('cookie', cookie)
      .send({})
      .expect(404);
  });
});
