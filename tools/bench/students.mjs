// What the benchmarks and the load test need to act as students: a scratch MariaDB database,
// a signed-in student (through the product's own e-mail link), and cases submitted and awaited
// through the HTTP API.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { createConnection } from 'mysql2/promise';
import { policyPdf } from './policy-pdf.mjs';

export const MYSQL_URL = process.env.BENCH_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/test';
export const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Creates a database with a random name on the MariaDB server and returns its URL, a
 * connection to it (for reading the mail outbox) and `drop()`, which removes it.
 */
export async function scratchDatabase(prefix = 'redress_bench') {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const server = await createConnection({ uri: MYSQL_URL });
  await server.query(
    `CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
  );
  const url = Object.assign(new URL(MYSQL_URL), { pathname: `/${name}` }).toString();
  const db = await createConnection({ uri: url });
  return {
    url,
    db,
    async drop() {
      await db.end().catch(() => undefined);
      await server.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await server.end();
    },
  };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Signs a new student in the way a person does: asks for an e-mail link, reads the message the
 * product stored (without SMTP_URL every message lands in `mail_outbox`, also in production,
 * where /dev/mail is hidden) and verifies the token. Returns the session cookie.
 * `forwardedFor` stands for the student's own address when the product trusts a proxy: the
 * sign-in links per network are limited, and a load test signs in many students from one host.
 */
export async function signInStudent({ origin, db, email, forwardedFor }) {
  const headers = { 'content-type': 'application/json', origin };
  if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
  const requested = await fetch(`${origin}/api/auth/magic-link`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email }),
  });
  if (requested.status !== 202)
    throw new Error(`Asking for a sign-in link answered ${requested.status}`);
  const token = await signInToken(db, email);
  const verified = await fetch(`${origin}/api/auth/magic-link/verify`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, token }),
  });
  if (!verified.ok) throw new Error(`Verifying the sign-in link answered ${verified.status}`);
  return verified.headers.get('set-cookie').split(';')[0];
}

/**
 * The token of the sign-in link e-mailed to `email`, read from the mail outbox (every message
 * lands there without SMTP_URL, also in production) once the mail job has run.
 */
export async function signInToken(db, email) {
  for (let attempt = 0; attempt < 300; attempt++) {
    const [messages] = await db.query(
      "SELECT textBody FROM mail_outbox WHERE recipient = ? AND kind = 'sign-in-link' LIMIT 1",
      [email],
    );
    const token = messages[0]?.textBody.match(/token=([A-Za-z0-9_-]+)/)?.[1];
    if (token) return token;
    await sleep(100);
  }
  throw new Error(`No sign-in e-mail arrived for ${email}`);
}

/** A fresh address per student, so runs never collide. */
export const studentEmail = (label = 'bench') =>
  `${label}-${randomBytes(4).toString('hex')}@example.edu`;

/** Policy PDFs by page count, built once each. */
const pdfs = new Map();

/** Submits a case with a policy PDF of `pages` pages; returns the new case's id. */
export async function submitCase({ origin, cookie, pages = 30 }) {
  if (!pdfs.has(pages)) pdfs.set(pages, policyPdf(pages));
  const form = new FormData();
  form.set('issueCategory', 'academic');
  form.set('actionTaken', 'notyet');
  form.set('title', 'Appeal against a progression decision');
  form.set(
    'issueDescription',
    'I was told I cannot progress to the next year. I was in hospital during the exam period and my extenuating circumstances form was not considered by the panel.',
  );
  form.set('policyFile', new Blob([pdfs.get(pages)], { type: 'application/pdf' }), 'policy.pdf');
  const response = await fetch(`${origin}/api/analysis/upload`, {
    method: 'POST',
    headers: { cookie, origin },
    body: form,
  });
  if (response.status !== 201)
    throw new Error(`Submit answered ${response.status}: ${await response.text()}`);
  return (await response.json()).id;
}

/** Polls the case's status until it completes (resolves) or fails (rejects). */
export async function waitForCompletion({ origin, cookie, id, everyMs = 50 }) {
  for (;;) {
    const response = await fetch(`${origin}/api/analysis/documents/${id}`, { headers: { cookie } });
    if (!response.ok) throw new Error(`Polling case ${id} answered ${response.status}`);
    const document = await response.json();
    if (document.status === 'completed') return;
    if (document.status === 'failed')
      throw new Error(`Case ${id} failed: ${document.failureReason}`);
    await sleep(everyMs);
  }
}

/** Deletes every Redis key under a queue prefix a run made, so runs leave nothing behind. */
export async function dropQueueKeys(prefix) {
  const redis = new Redis(REDIS_URL, { lazyConnect: true });
  await redis.connect();
  try {
    let cursor = '0';
    do {
      const [nextCursor, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      if (keys.length) await redis.del(...keys);
      cursor = nextCursor;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
