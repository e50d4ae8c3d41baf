#!/usr/bin/env node
// `npm run test:topology`: the product deployed in parts, as production runs it. A real reverse
// proxy (nginx from Debian's packages, installed when missing, with
// deploy/nginx/public.conf.template) in front of two API processes, two worker processes, on
// MariaDB (a fresh database) and Redis (a prefix of its own); each front-end remote on its own
// origin (nginx with deploy/nginx/remote.conf.template); Stripe's API as the local stand-in the
// browser tests use. Every request below goes through the proxy, which logs the API process
// that answered it (and the request id the test sent): the checks use that log to know which
// process did what.
//
// Prints one table (also in tmp/topology.md) and exits 1 when any check fails.
//   TOPOLOGY_PORT    first of seven ports on 127.0.0.1 (default 3520): the proxy, API 1, API 2,
//                    the student origin, the admin origin, the Stripe stand-in
//   TOPOLOGY_STREAMS progress streams held open at once (default 1000)
//   SKIP_BUILD=1     use the existing build; BENCH_MYSQL_URL / BENCH_REDIS_URL as for the benchmarks
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createJiti } from 'jiti';
import Stripe from 'stripe';
import {
  API_DIST,
  HEAP,
  startProcess as start,
  waitForHealth,
  waitForWorker,
} from '../bench/processes.mjs';
import { measureProgressStreams, followProgress } from '../bench/progress-streams.mjs';
import { startQueryCounter } from '../bench/query-counter.mjs';
import { writeReport } from '../bench/report.mjs';
import { REDIS_URL, dropQueueKeys, scratchDatabase, signInToken } from '../bench/students.mjs';
import {
  TEMPLATES,
  renderTemplate,
  serveRemote,
  startNginx,
  waitForPort,
} from '../deploy/nginx.mjs';
import { nx, root } from '../scripts/nx.mjs';

const base = Number(process.env.TOPOLOGY_PORT ?? 3520);
const PORTS = {
  proxy: base,
  api: [base + 1, base + 2],
  student: base + 3,
  admin: base + 4,
  stripe: base + 5,
};
const ORIGIN = `http://127.0.0.1:${PORTS.proxy}`;
const REMOTE_ORIGINS = {
  student: `http://127.0.0.1:${PORTS.student}`,
  admin: `http://127.0.0.1:${PORTS.admin}`,
};
const STREAMS = Number(process.env.TOPOLOGY_STREAMS ?? 1000);
const SESSION_CACHE_SECONDS = 5;
const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_test_redress0topology',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_redress0topology',
  STRIPE_WEBHOOK_SECRET: 'whsec_redress0topology0webhook',
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const jiti = createJiti(import.meta.url);
const { bookingDates, openSlotsOn, slotKeyOf, DEFAULT_BOOKING_TIME_ZONE } = await jiti.import(
  join(root, 'libs/shared/domain/src/booking/booking-slots.ts'),
);

/** Every process of the run, stopped at the end. */
const processes = [];
function startProcess(name, args, env) {
  const entry = start(name, args, env);
  processes.push(entry);
  return entry;
}

// ---------------------------------------------------------------------------------------------
// Requests through the proxy, and which API process answered each (from the proxy's log).

let accessLogPath;
const processName = new Map(PORTS.api.map((port, i) => [`127.0.0.1:${port}`, `API ${i + 1}`]));

/** The API processes that answered the request with this id, in the order the proxy tried them. */
async function upstreamsOf(requestId) {
  for (let attempt = 0; attempt < 40; attempt++) {
    const line = readFileSync(accessLogPath, 'utf8')
      .split('\n')
      .find((text) => text.endsWith(` request_id=${requestId}`));
    const match = line && / upstream=(.*?) upstream_status=/.exec(line);
    // Several addresses when the proxy tried more than one process (", " between them).
    if (match)
      return match[1]
        .split(/\s*,\s*|\s+:\s+/)
        .map((address) => processName.get(address) ?? address);
    await sleep(50);
  }
  throw new Error(`The proxy logged no request ${requestId}`);
}

let clients = 0;
/** A documentation-range address per student: sign-in links are limited per network. */
const nextAddress = () => {
  clients += 1;
  return `198.51.${100 + Math.floor(clients / 250)}.${(clients % 250) + 1}`;
};

/** One request through the proxy with a request id of its own; `upstreams()` says who answered. */
async function call(path, { method = 'GET', cookie, body, headers = {}, address } = {}) {
  const requestId = `topology-${randomBytes(6).toString('hex')}`;
  const response = await fetch(`${ORIGIN}${path}`, {
    method,
    headers: {
      'x-request-id': requestId,
      ...(address ? { 'x-forwarded-for': address } : {}),
      ...(cookie ? { cookie } : {}),
      ...(method === 'GET' ? {} : { origin: ORIGIN }),
      ...(body !== undefined && !(body instanceof FormData) && typeof body !== 'string'
        ? { 'content-type': 'application/json' }
        : {}),
      ...headers,
    },
    body:
      body === undefined
        ? undefined
        : body instanceof FormData || typeof body === 'string'
          ? body
          : JSON.stringify(body),
  });
  const text = await response.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return {
    status: response.status,
    headers: response.headers,
    json,
    text,
    requestId,
    upstreams: () => upstreamsOf(requestId),
  };
}

// ---------------------------------------------------------------------------------------------
// Students, signed in through the proxy with the e-mailed link (read from the mail outbox).

let db;

async function signIn(label) {
  const email = `${label}-${randomBytes(4).toString('hex')}@example.edu`;
  const address = nextAddress();
  const asked = await call('/api/auth/magic-link', { method: 'POST', body: { email }, address });
  if (asked.status !== 202)
    throw new Error(`Asking for a sign-in link answered ${asked.status}: ${asked.text}`);
  const token = await signInToken(db, email);
  const verified = await call('/api/auth/magic-link/verify', {
    method: 'POST',
    body: { email, token },
    address,
  });
  if (verified.status !== 200 && verified.status !== 201)
    throw new Error(`Verifying the link answered ${verified.status}: ${verified.text}`);
  const cookie = verified.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  return { email, address, cookie, verified };
}

/** Signed in as far as this request shows: /api/auth/me names a user. */
const signedIn = (answer) => answer.status === 200 && Boolean(answer.json?.user);

const CASE = {
  issueCategory: 'academic',
  actionTaken: 'notyet',
  issueDescription:
    'I was told I cannot progress to the next year. I was in hospital during the exam period and my extenuating circumstances form was not considered by the panel.',
};

/** Submits a case through the proxy under a name of its own (the web app's Idempotency-Key). */
function submit(student, title = 'Appeal against a progression decision') {
  return call('/api/analysis/upload', {
    method: 'POST',
    cookie: student.cookie,
    address: student.address,
    body: { ...CASE, title },
    headers: { 'idempotency-key': randomBytes(16).toString('hex') },
  });
}

// ---------------------------------------------------------------------------------------------

const rows = [];
async function check(scenario, run) {
  const started = Date.now();
  try {
    const { ok, detail } = await run();
    rows.push({ scenario, ok, detail, seconds: (Date.now() - started) / 1000 });
  } catch (error) {
    rows.push({
      scenario,
      ok: false,
      detail: `error: ${error.message.split('\n')[0]}`,
      seconds: (Date.now() - started) / 1000,
    });
    console.error(`${scenario}:`, error);
  }
  const last = rows.at(-1);
  console.error(
    `${last.ok ? 'pass' : 'FAIL'}  ${scenario} (${last.seconds.toFixed(1)} s): ${last.detail}`,
  );
}

function table() {
  const lines = ['| scenario | result | what was seen |', '|---|---|---|'];
  for (const row of rows)
    lines.push(`| ${row.scenario} | ${row.ok ? 'pass' : '**FAIL**'} | ${row.detail} |`);
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------

const startedAt = Date.now();
const load = loadavg()[0].toFixed(1);
const prefix = `redress-topology-${randomBytes(4).toString('hex')}`;
let database;
const nginxes = [];
const counters = {};
let workers = [];
/** Uploads, shared by every process as on a volume. */
let dataDir;
let apis = [];

async function setUp() {
  if (process.env.SKIP_BUILD !== '1') {
    console.error('Building the API, the host and the remotes (unchanged projects are skipped)...');
    if (
      nx(['run-many', '-t', 'build', '--projects=api,host,student,admin'], {
        stdio: ['ignore', 'ignore', 'inherit'],
      }) !== 0
    )
      throw new Error('The build failed');
  }
  database = await scratchDatabase('redress_topology');
  db = database.db;
  // The API processes reach MariaDB through one counter, the workers through another.
  const mysql = new URL(database.url);
  counters.api = await startQueryCounter({
    host: mysql.hostname,
    port: Number(mysql.port || 3306),
  });
  counters.worker = await startQueryCounter({
    host: mysql.hostname,
    port: Number(mysql.port || 3306),
  });
  dataDir = mkdtempSync(join(tmpdir(), 'redress-topology-'));

  startProcess('Stripe stand-in', ['e2e/src/support/stripe-api-stand-in.mjs'], {
    ...process.env,
    E2E_STRIPE_PORT: String(PORTS.stripe),
    ...STRIPE,
  });
  await waitForPort(PORTS.stripe);

  const env = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    MAIL_OUTBOX_IN_PRODUCTION: 'true',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PUBLIC_URL: ORIGIN,
    // The test client stands for the CDN in front: it adds the students' addresses.
    TRUST_PROXY: '2',
    SESSION_SECRET: 'topology-secret-topology-secret-topology-0123',
    SESSION_CACHE_SECONDS: String(SESSION_CACHE_SECONDS),
    DATA_DIR: dataDir,
    REDIS_URL,
    QUEUE_PREFIX: prefix,
    REMOTE_STUDENT_URL: `${REMOTE_ORIGINS.student}/mf-manifest.json`,
    REMOTE_ADMIN_URL: `${REMOTE_ORIGINS.admin}/mf-manifest.json`,
    ANALYSES_PER_DAY: '100',
    ...STRIPE,
    STRIPE_API_URL: `http://127.0.0.1:${PORTS.stripe}`,
  };
  apis = PORTS.api.map((port, i) =>
    startProcess(`API ${i + 1}`, [HEAP, join(API_DIST, 'main.js')], {
      ...env,
      PORT: String(port),
      DATABASE_URL: counters.api.url(database.url),
    }),
  );
  await Promise.all(apis.map((api, i) => waitForHealth(`http://127.0.0.1:${PORTS.api[i]}`, api)));
  workers = [1, 2].map((n) =>
    startProcess(`worker ${n}`, [HEAP, join(API_DIST, 'worker.js')], {
      ...env,
      LOG_LEVEL: 'info',
      DATABASE_URL: counters.worker.url(database.url),
    }),
  );
  await Promise.all(workers.map((worker) => waitForWorker(worker)));

  const proxy = await startNginx({
    name: 'proxy',
    port: PORTS.proxy,
    http: renderTemplate(TEMPLATES.public, {
      PUBLIC_LISTEN: `127.0.0.1:${PORTS.proxy}`,
      API_SERVERS: PORTS.api
        .map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=10s;`)
        .join(' '),
      BODY_LIMIT: '12m',
      // Relative to the instance's folder.
      ACCESS_LOG: 'access.log',
    }),
  });
  nginxes.push(proxy);
  accessLogPath = join(proxy.prefix, 'access.log');
  for (const name of ['student', 'admin'])
    nginxes.push(
      await serveRemote({
        name,
        root: join(root, 'dist/frontends', name),
        port: PORTS[name],
        hostOrigin: ORIGIN,
      }),
    );
}

const pauseWorkers = async () => workers.forEach((worker) => worker.signal('SIGSTOP'));
const resumeWorkers = async () => workers.forEach((worker) => worker.signal('SIGCONT'));

async function scenarios() {
  await check('the host on the public origin, each remote on its own', async () => {
    const page = await call('/dashboard');
    const policy = page.headers.get('content-security-policy') ?? '';
    const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
    const problems = [];
    if (page.status !== 200) problems.push(`the page answered ${page.status}`);
    for (const origin of Object.values(REMOTE_ORIGINS))
      if (!scriptSrc.split(' ').includes(origin)) problems.push(`script-src lacks ${origin}`);
    const copy = await call('/remotes/student/mf-manifest.json');
    if (copy.status !== 404)
      problems.push(`the public origin serves a copy of the student remote (${copy.status})`);
    const seen = [];
    for (const [name, origin] of Object.entries(REMOTE_ORIGINS)) {
      const manifest = await fetch(`${origin}/mf-manifest.json`, { headers: { origin: ORIGIN } });
      const entryName = (await manifest.json()).metaData.remoteEntry.name;
      const entry = await fetch(`${origin}/${entryName}`, { headers: { origin: ORIGIN } });
      if (manifest.headers.get('access-control-allow-origin') !== ORIGIN)
        problems.push(`${name}: no CORS for the host`);
      if (manifest.headers.get('cache-control') !== 'no-cache')
        problems.push(`${name}: manifest cached`);
      if (entry.headers.get('cache-control') !== 'public, max-age=31536000, immutable')
        problems.push(`${name}: entry not cached for a year`);
      seen.push(`${name} at :${new URL(origin).port}`);
    }
    return {
      ok: problems.length === 0,
      detail:
        problems.join('; ') ||
        `pages allow exactly the remotes' origins (${seen.join(', ')}); manifests revalidated, hashed files kept a year, CORS for the host only`,
    };
  });

  const pool = [];
  for (let i = 0; i < 24; i += 6)
    pool.push(...(await Promise.all(Array.from({ length: 6 }, () => signIn('topology')))));

  await check('sign-in on one API process, use on the other', async () => {
    const student = await signIn('across');
    const [verifiedBy] = (await student.verified.upstreams()).slice(-1);
    for (let attempt = 0; attempt < 10; attempt++) {
      const me = await call('/api/auth/me', { cookie: student.cookie, address: student.address });
      const [servedBy] = (await me.upstreams()).slice(-1);
      if (servedBy !== verifiedBy)
        return {
          ok: signedIn(me),
          detail: `link verified by ${verifiedBy}; ${servedBy} answered /api/auth/me ${me.status} with the student`,
        };
    }
    return { ok: false, detail: `every request went to ${verifiedBy}` };
  });

  await check(
    `sign-out takes effect on every process within SESSION_CACHE_SECONDS (${SESSION_CACHE_SECONDS} s)`,
    async () => {
      const student = await signIn('sign-out');
      const me = () => call('/api/auth/me', { cookie: student.cookie, address: student.address });
      // Both processes hold the session in memory.
      const warm = new Set();
      for (let attempt = 0; attempt < 20 && warm.size < 2; attempt++) {
        const answer = await me();
        if (signedIn(answer)) warm.add((await answer.upstreams()).at(-1));
      }
      if (warm.size < 2)
        return { ok: false, detail: `only ${[...warm]} answered before the sign-out` };
      const out = await call('/api/auth/logout', {
        method: 'POST',
        cookie: student.cookie,
        address: student.address,
      });
      const outBy = (await out.upstreams()).at(-1);
      const signedOutAt = Date.now();
      const lastSignedIn = new Map();
      const firstOut = new Map();
      while (Date.now() - signedOutAt < (SESSION_CACHE_SECONDS + 3) * 1000) {
        // Counted from when the request left: one sent past the cache time must find no session.
        const seconds = (Date.now() - signedOutAt) / 1000;
        const answer = await me();
        const by = (await answer.upstreams()).at(-1);
        if (signedIn(answer)) lastSignedIn.set(by, seconds);
        else if (!firstOut.has(by)) firstOut.set(by, seconds);
        await sleep(100);
      }
      const latest = Math.max(0, ...lastSignedIn.values());
      const ok = out.status < 300 && firstOut.size === 2 && latest <= SESSION_CACHE_SECONDS;
      const each = [...firstOut].map(([by, seconds]) => `${by} ${seconds.toFixed(1)} s`).join(', ');
      return {
        ok,
        detail: `signed out on ${outBy}; first request finding no session, per process: ${each}; the last one still signed in was sent ${latest.toFixed(1)} s after the sign-out`,
      };
    },
  );

  await check(
    'live progress (SSE) through the proxy while a worker process runs the case',
    async () => {
      const student = pool[0];
      await pauseWorkers();
      const submitted = await submit(student, 'Live progress');
      if (submitted.status !== 201)
        return { ok: false, detail: `submit answered ${submitted.status}` };
      const stream = followProgress({
        url: `${ORIGIN}/api/analysis/documents/${submitted.json.id}/events`,
        cookie: student.cookie,
      });
      await stream.opened;
      await resumeWorkers();
      const { events } = await stream.ended;
      const percents = events.map((event) => event.percent);
      const rising = percents.every((percent, i) => i === 0 || percent > percents[i - 1]);
      const [submittedTo] = (await submitted.upstreams()).slice(-1);
      return {
        ok:
          events[0]?.status === 'pending' &&
          events.at(-1)?.status === 'completed' &&
          events.length >= 5 &&
          rising,
        detail: `${events.length} events, ${events.map((event) => `${event.status} ${event.percent}%`).join(' → ')}; submitted to ${submittedTo}, analysed by a worker process`,
      };
    },
  );

  await check(
    `${STREAMS.toLocaleString('en')} progress streams: database reads per case state change`,
    async () => {
      await pauseWorkers();
      const cases = [];
      for (const student of pool.slice(0, 10))
        for (let i = 0; i < 5; i++) {
          const submitted = await submit(student, `Streamed case ${i}`);
          if (submitted.status !== 201) throw new Error(`submit answered ${submitted.status}`);
          cases.push({ id: submitted.json.id, cookie: student.cookie });
        }
      const result = await measureProgressStreams({
        origin: ORIGIN,
        cases,
        count: STREAMS,
        idleSeconds: 5,
        reads: () => counters.api.counts().selects,
        changes: () => counters.worker.counts().updates.analysis_documents ?? 0,
        pause: pauseWorkers,
        resume: resumeWorkers,
      });
      return {
        ok:
          result.readsPerChange <= 1 &&
          result.completed === result.streams &&
          result.stateChanges > 0,
        detail: `${result.streams} streams on ${result.cases} cases over both API processes: ${result.idleReadsPerSecond.toFixed(1)} reads/s while the cases waited; then ${result.stateChanges} state changes and ${result.runReads} reads (${result.readsPerChange.toFixed(2)} per change) until all ${result.completed} streams saw completed`,
      };
    },
  );

  await check('20 students racing for one slot across both processes: one booking', async () => {
    const zone = DEFAULT_BOOKING_TIME_ZONE;
    const dates = bookingDates(new Date(), zone);
    const slot = openSlotsOn(dates[Math.floor(dates.length / 2)], new Date(), zone).at(-1);
    const racers = pool.slice(0, 20);
    const answers = await Promise.all(
      racers.map((student) =>
        call('/api/bookings', {
          method: 'POST',
          cookie: student.cookie,
          address: student.address,
          body: { appointmentDate: slot.start, email: student.email },
        }),
      ),
    );
    const byStatus = {};
    for (const answer of answers) byStatus[answer.status] = (byStatus[answer.status] ?? 0) + 1;
    const takers = new Set();
    for (const answer of answers) takers.add((await answer.upstreams()).at(-1));
    const [[stored]] = await db.query(
      "SELECT COUNT(*) AS n FROM bookings WHERE slotKey = ? AND status = 'scheduled'",
      [slotKeyOf(new Date(slot.start))],
    );
    const refused = answers.filter((answer) => answer.status === 409);
    return {
      ok:
        byStatus[201] === 1 &&
        refused.length === 19 &&
        refused.every((answer) => answer.json?.code === 'slot-taken') &&
        Number(stored.n) === 1 &&
        takers.size === 2,
      detail: `answers ${JSON.stringify(byStatus)} from ${[...takers].sort().join(' and ')}; ${stored.n} booking stored for ${slot.start}`,
    };
  });

  await check(
    '5 replays of one signed Stripe webhook across both processes: one transition',
    async () => {
      const student = pool[20];
      const services = await call('/api/services');
      const review = services.json.find((service) => service.type === 'review');
      const checkout = await call('/api/create-payment-intent', {
        method: 'POST',
        cookie: student.cookie,
        address: student.address,
        body: { serviceId: review.id },
      });
      if (checkout.status !== 200)
        return { ok: false, detail: `checkout answered ${checkout.status}: ${checkout.text}` };
      const intentId = checkout.json.clientSecret.split('_secret_')[0];
      const intent = await (
        await fetch(`http://127.0.0.1:${PORTS.stripe}/v1/payment_intents/${intentId}`, {
          headers: { authorization: `Bearer ${STRIPE.STRIPE_SECRET_KEY}` },
        })
      ).json();
      const payload = JSON.stringify({
        id: `evt_topology_${randomBytes(6).toString('hex')}`,
        object: 'event',
        type: 'payment_intent.succeeded',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        data: { object: { ...intent, status: 'succeeded', amount_received: intent.amount } },
      });
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: STRIPE.STRIPE_WEBHOOK_SECRET,
      });
      const deliveries = await Promise.all(
        Array.from({ length: 5 }, () =>
          call('/api/stripe/webhook', {
            method: 'POST',
            body: payload,
            headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          }),
        ),
      );
      const handledBy = new Set();
      for (const delivery of deliveries) handledBy.add((await delivery.upstreams()).at(-1));
      const fresh = deliveries.filter((delivery) => delivery.json?.duplicate === false).length;
      await sleep(2000); // the confirmation e-mail is a job
      const [[order]] = await db.query('SELECT status FROM service_orders WHERE id = ?', [
        checkout.json.orderId,
      ]);
      const [[events]] = await db.query(
        'SELECT COUNT(*) AS n FROM stripe_events WHERE paymentIntentId = ?',
        [intentId],
      );
      const [[mails]] = await db.query(
        "SELECT COUNT(*) AS n FROM mail_outbox WHERE recipient = ? AND kind = 'order-confirmation'",
        [student.email],
      );
      return {
        ok:
          deliveries.every((delivery) => delivery.status === 200) &&
          fresh === 1 &&
          order.status === 'completed' &&
          Number(events.n) === 1 &&
          Number(mails.n) === 1 &&
          handledBy.size === 2,
        detail: `5 × 200 from ${[...handledBy].sort().join(' and ')}, ${fresh} handled and ${5 - fresh} recognised as repeats; order ${order.status}, ${events.n} event recorded, ${mails.n} confirmation e-mail`,
      };
    },
  );

  await check(
    'an API process killed mid-run: the proxy and the other process serve everyone, nothing lost',
    async () => {
      const students = pool.slice(10, 20);
      const errors = [];
      const acknowledged = [];
      const streams = [];
      let requests = 0;
      let killedAt = 0;
      const running = Date.now();
      /** A request whose failure (an error answer or none at all) is counted, never thrown. */
      const counted = async (what, request, expected) => {
        requests += 1;
        try {
          const answer = await request();
          if (answer.status !== expected) errors.push(`${answer.status} for ${what}`);
          return answer;
        } catch (error) {
          errors.push(`no answer for ${what} (${error.cause?.code ?? error.message})`);
          return null;
        }
      };
      const submitAndFollow = async (student, title) => {
        const submitted = await counted('a submission', () => submit(student, title), 201);
        if (submitted?.status !== 201) return;
        acknowledged.push({ id: submitted.json.id, title, student });
        const url = `${ORIGIN}/api/analysis/documents/${submitted.json.id}/events`;
        streams.push(followProgress({ url, cookie: student.cookie, timeoutMs: 60_000 }).ended);
      };
      const loop = async (student, n) => {
        for (let i = 0; Date.now() - running < 12_000; i++) {
          await Promise.all([
            counted('a read', () => call('/api/services', { address: student.address }), 200),
            counted(
              'a read',
              () => call('/api/auth/me', { cookie: student.cookie, address: student.address }),
              200,
            ),
          ]);
          if (i % 4 === n % 4) await submitAndFollow(student, `Kill run ${n}-${i}`);
          await sleep(200);
        }
      };
      // API 1 hangs (SIGSTOP: it holds the requests it has, answering none), then dies (SIGKILL),
      // as a process stuck in a long pause and then killed would. The workers are held around it,
      // so progress streams are open on both processes when it dies: those on the dead one must
      // reconnect to the other and still see the end. Submissions sent while it hangs are in
      // flight on it when it dies: the proxy must send them to the other.
      const killer = (async () => {
        await sleep(3000);
        await pauseWorkers();
        await sleep(1000);
        apis[0].signal('SIGSTOP');
        const inFlight = students
          .slice(0, 6)
          .map((student, k) => submitAndFollow(student, `Kill run hung-${k}`));
        await sleep(1000);
        apis[0].signal('SIGKILL');
        killedAt = (Date.now() - running) / 1000;
        await Promise.all(inFlight);
        await sleep(1000);
        await resumeWorkers();
      })();
      await Promise.all([...students.map((student, n) => loop(student, n)), killer]);
      const ended = await Promise.all(streams);
      const reconnected = ended.reduce((sum, stream) => sum + stream.reconnections, 0);
      const [[stored]] = await db.query(
        "SELECT COUNT(*) AS n, SUM(status = 'completed') AS done FROM analysis_documents WHERE title LIKE 'Kill run %'",
      );
      const ids = new Set(acknowledged.map((entry) => entry.id));
      const log = readFileSync(accessLogPath, 'utf8').split('\n');
      const retried = log.filter((line) => / upstream=127[^ ]*, 127/.test(line));
      const retriedSubmissions = retried.filter((line) =>
        line.includes('"POST /api/analysis/upload'),
      ).length;
      const afterKill = log.filter((line) =>
        line.includes(`upstream=127.0.0.1:${PORTS.api[1]} `),
      ).length;
      const ok =
        errors.length === 0 &&
        acknowledged.length > 0 &&
        ids.size === acknowledged.length &&
        Number(stored.n) === acknowledged.length &&
        Number(stored.done) === acknowledged.length &&
        ended.every((stream) => stream.events.at(-1)?.status === 'completed') &&
        retriedSubmissions > 0 &&
        apis[0].child.signalCode === 'SIGKILL';
      return {
        ok,
        detail: `API 1 hung for 1 s, then killed at ${killedAt.toFixed(1)} s of 12 s; ${requests} requests, ${errors.length} failed${errors.length ? ` (${[...new Set(errors)].join(', ')})` : ''}; ${retried.length} retried by the proxy on the other process (${retriedSubmissions} of them submissions); ${acknowledged.length} cases accepted, ${stored.n} stored, ${stored.done} completed; ${streams.length} progress streams all ended completed (${reconnected} reconnected); API 2 answered ${afterKill} requests in all`,
      };
    },
  );
}

async function tearDown() {
  for (const entry of processes.reverse()) await entry.stop().catch(() => undefined);
  for (const nginx of nginxes) await nginx.stop().catch(() => undefined);
  for (const counter of Object.values(counters)) await counter.close().catch(() => undefined);
  await dropQueueKeys(prefix).catch(() => undefined);
  await database?.drop().catch(() => undefined);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

let failed = false;
try {
  await setUp();
  await scenarios();
} catch (error) {
  console.error('The topology could not be set up:', error);
  rows.push({ scenario: 'set-up', ok: false, detail: error.message.split('\n')[0] });
  failed = true;
} finally {
  if (rows.some((row) => !row.ok))
    for (const entry of processes)
      if (entry.name.startsWith('API') || entry.name.startsWith('worker'))
        console.error(`--- last output of ${entry.name}:\n${entry.output().slice(-3000)}`);
  await tearDown();
}

const summary = `Topology: nginx in front of 2 API processes, 2 workers, MariaDB, Redis, each remote on its own nginx origin (${cpus().length} cores, load ${load} at the start, ${((Date.now() - startedAt) / 1000).toFixed(0)} s)`;
const report = `${summary}\n\n${table()}\n`;
console.log(`\n${report}`);
writeReport('topology.md', report);
failed ||= rows.some((row) => !row.ok);
process.exit(failed ? 1 : 0);
