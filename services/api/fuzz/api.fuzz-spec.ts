import fc from 'fast-check';
import { DataSource } from 'typeorm';
import { User } from '../src/modules/users/entities/user.entity';
import { DATABASES } from '../test/harness';
import { TEST_STRIPE_KEYS } from '../test/stripe-fixture';
import { OracleContext, checkAnswer } from './answer-checks';
import { changedTables, fingerprint } from './database-fingerprint';
import { FuzzReport } from './fuzz-report';
import { FuzzRequest, requestArbitrary } from './fuzz-request';
import { FuzzWorld } from './fuzz-world';
import { Operation, loadOperations } from './openapi-operations';
import { ANSWER_TIMEOUT_MS, Answer, send } from './send-request';

/**
 * Requests per route and database. 200 takes about a minute on SQLite and two more on MariaDB
 * on two cores; FUZZ_RUNS=2000 is a longer local hunt.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
/** Print it, pass it back to replay the same requests (FUZZ_SEED=... FUZZ_ROUTE='POST /api/bookings'). */
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const ROUTE_FILTER = process.env.FUZZ_ROUTE;
/**
 * A route's whole budget, shrinking included: a request that hangs costs ANSWER_TIMEOUT_MS
 * on every shrinking step, so fast-check is stopped here and reports the smallest failing
 * request found so far. Normal routes need a few seconds per 200 runs.
 */
const ROUTE_TIME_LIMIT_MS = Math.max(120_000, RUNS * 250);

/**
 * Stored data a refusal may legitimately change, per route: counting the attempt is the point
 * of a rate limit; the SQL tool audits refused statements, and an operator's action on an order
 * or a call is audited when refused as when done.
 */
const OPERATOR_ACTIONS = [
  'orders/{id}/start',
  'orders/{id}/deliver',
  'orders/{id}/note',
  'orders/{id}/refund',
  'orders/{id}/cancel',
  'bookings/{id}/link',
  'bookings/{id}/move',
  'bookings/{id}/cancel',
  'bookings/{id}/outcome',
];
const REFUSALS_MAY_WRITE: Record<string, string[]> = {
  ...Object.fromEntries(
    OPERATOR_ACTIONS.map((action) => [`POST /api/admin/${action}`, ['admin_audit_log']]),
  ),
  'POST /api/auth/magic-link': ['rate_limits'],
  'POST /api/admin/login': ['rate_limits'],
  'POST /api/data-deletion-requests': ['rate_limits'],
  'POST /api/admin/sql/query': ['admin_audit_log'],
  'POST /api/admin/queues/{queue}/jobs/{id}/retry': ['admin_audit_log'],
};

const ALL_OPERATIONS = loadOperations();
const OPERATIONS = ALL_OPERATIONS.filter(
  (operation) => !ROUTE_FILTER || operation.key === ROUTE_FILTER,
);
const report = new FuzzReport(SEED, RUNS);

process.stdout.write(
  `\n[fuzz] seed ${SEED}, ${RUNS} runs per route, ${OPERATIONS.length} of ${ALL_OPERATIONS.length} routes; replay with FUZZ_SEED=${SEED}\n`,
);

function seedFor(operation: Operation): number {
  return (SEED + ALL_OPERATIONS.indexOf(operation) * 7919) | 0;
}

function oracleContext(world: FuzzWorld): OracleContext {
  const person = (student: FuzzWorld['student']) => ({
    userId: student.id,
    caseIds: student.caseIds,
    bookingIds: student.bookingIds,
    paymentIntentIds: student.paymentIntentIds,
  });
  const token = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);
  return {
    internalPaths: [world.config.dataDir, process.cwd()],
    secrets: [
      ...Object.values(TEST_STRIPE_KEYS).filter((key) => !key.startsWith('pk_')),
      world.config.sessionSecret,
      ...[world.student, world.other, world.admin].map((person) => token(person.cookie)),
    ],
    people: { student: person(world.student), 'other-student': person(world.other) },
  };
}

/** The framework's own 404 for a URL no route matches (as opposed to a route's "not found"). */
function unrouted(answer: Answer): boolean {
  if (answer.status !== 404) return false;
  try {
    return /^Cannot [A-Z]+ /.test(JSON.parse(answer.body).message);
  } catch {
    return false;
  }
}

function describeFailure(problems: string[], answer: Answer): string {
  const body =
    answer.body.length > 1500
      ? `${answer.body.slice(0, 1500)}... (${answer.body.length} chars)`
      : answer.body;
  return `${problems.join('\n')}\nanswer: ${answer.status} ${body}`;
}

describe.each(DATABASES)(
  'hostile requests to every route of the OpenAPI document, on %s',
  (kind) => {
    let world: FuzzWorld;
    let context: OracleContext;
    let started = 0;
    const escaped: unknown[] = [];
    const onEscape = (error: unknown) => escaped.push(error);

    beforeAll(async () => {
      process.on('unhandledRejection', onEscape);
      process.on('uncaughtException', onEscape);
      world = await FuzzWorld.start(kind);
      context = oracleContext(world);
      started = performance.now();
    }, 120_000);

    afterAll(async () => {
      process.off('unhandledRejection', onEscape);
      process.off('uncaughtException', onEscape);
      report.finish(kind, (performance.now() - started) / 1000);
      process.stdout.write(`\n${report.table(kind)}\n`);
      report.write();
      await world?.close();
    }, 60_000);

    it('notices a change of stored data (the fingerprint is not blind)', async () => {
      const dataSource = world.app.get(DataSource);
      const before = await fingerprint(dataSource);
      const planted = await dataSource
        .getRepository(User)
        .save({ email: `planted-${Date.now()}@example.edu` });
      const during = await fingerprint(dataSource);
      await dataSource
        .getRepository(User)
        .update({ id: planted.id }, { stripeCustomerId: 'cus_planted' });
      const edited = await fingerprint(dataSource);
      await dataSource.getRepository(User).delete({ id: planted.id });
      const after = await fingerprint(dataSource);
      expect(changedTables(before, during)).toEqual([
        expect.stringMatching(/^users \(\d+ -> \d+ rows\)$/),
      ]);
      // Same row count, one value changed: only the hash can tell.
      expect(changedTables(during, edited)).toEqual([expect.stringMatching(/^users /)]);
      expect(changedTables(before, after)).toEqual([]);
    });

    it.each(OPERATIONS.map((operation) => [operation.key, operation] as const))(
      '%s',
      async (_key, operation) => {
        const dataSource = world.app.get(DataSource);
        const allowed = new Set(REFUSALS_MAY_WRITE[operation.key] ?? []);
        const property = fc.asyncProperty(
          requestArbitrary(world, operation),
          async (request: FuzzRequest) => {
            const mutating = request.method !== 'GET';
            // Before the fingerprint: a throwaway identity is a new session row.
            const credentials = await world.credentials(request.identity, operation.key);
            if (mutating) await world.settle();
            const before = mutating ? await fingerprint(dataSource) : null;
            const answer = await send(world, request, credentials).catch((error: Error) => {
              // No answer at all (a hang) is a failure of its own; count it before shrinking.
              report.record(kind, operation.key, 0, ANSWER_TIMEOUT_MS, true, true);

              throw error;
            });
            const problems = checkAnswer(answer, request, operation, context);
            if (before && answer.status >= 400 && answer.status < 500) {
              const changed = changedTables(before, await fingerprint(dataSource)).filter(
                (change) => !allowed.has(change.split(' ')[0]),
              );
              if (changed.length)
                problems.push(
                  `a refused request (${answer.status}) changed stored data: ${changed.join(', ')}`,
                );
            }
            report.record(
              kind,
              operation.key,
              answer.status,
              answer.durationMs,
              problems.length > 0,
              !unrouted(answer),
            );
            if (problems.length) throw new Error(describeFailure(problems, answer));
          },
        );
        await fc.assert(property, {
          seed: seedFor(operation),
          numRuns: RUNS,
          interruptAfterTimeLimit: ROUTE_TIME_LIMIT_MS,
          markInterruptAsFailure: true,
        });
        // A route the requests never reached would pass every property without testing anything.
        expect(report.tally(kind, operation.key)?.routed).toBeGreaterThan(0);
      },
      ROUTE_TIME_LIMIT_MS + 60_000,
    );

    it('still answers /api/health, and nothing escaped as an unhandled error', async () => {
      const health = await world.app
        .getHttpAdapter()
        .getInstance()
        .inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(escaped).toEqual([]);
    });

    it('ran no background job into an error with what the routes accepted', async () => {
      await world.settle();
      const troubled = await world.troubledJobs();
      report.noteJobs(kind, troubled);
      expect(troubled).toEqual([]);
    });
  },
);
