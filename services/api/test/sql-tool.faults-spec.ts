import { cutValueMarker, MAX_SQL_VALUE_BYTES, sqlTruncationNotice } from '@redress/domain';
import Database from 'better-sqlite3';
import { createConnection } from 'mysql2/promise';
import request from 'supertest';
import { signInNewAdmin } from './admin-fixture';
import { DATABASES, testConfig, type DatabaseKind, type TestDatabase } from './harness';
import { buildApi, startApiOnPrepared, type ApiProcess } from './worker-process';

// The two queries of the hostile audit: a thousand values of 100 KB (SQLite) and of 1 MB
// (MariaDB). Run on the API as `npm start` runs it (a 320 MB heap), they exhausted its memory
// and the whole server exited, unaudited.
// A statement that runs for seconds, to take the server down while it does.
const SLOW_QUERIES: Record<DatabaseKind, string> = {
  sqlite:
    'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM c LIMIT 100000000) SELECT count(*) FROM c',
  // About 12 s unbounded on a quiet machine (the tool's 5 s limit stops it): well past the 1.5 s
  // after which the test stops the API.
  mysql: "SELECT MAX(LENGTH(REPEAT('x', 1000000))) FROM seq_1_to_10000",
};

const HEAVY_QUERIES: Record<DatabaseKind, { sql: string; valueBytes: number }> = {
  sqlite: {
    sql: "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM c LIMIT 1000) SELECT printf('%.*c', 100000, 'x') FROM c",
    valueBytes: 100_000,
  },
  mysql: { sql: "SELECT REPEAT('x', 1000000) FROM seq_1_to_1000", valueBytes: 1_000_000 },
};

/** The audit log as stored, read past the API. */
async function auditRows(
  kind: DatabaseKind,
  env: Record<string, string>,
): Promise<{ detail: string; outcome: string; message: string | null; rowCount: number | null }[]> {
  const sql = 'SELECT detail, outcome, message, rowCount FROM admin_audit_log ORDER BY id';
  if (kind === 'sqlite') {
    const { database } = testConfig(env);
    if (database.type !== 'sqlite') throw new Error('Expected a SQLite configuration');
    const db = new Database(database.file, { readonly: true });
    try {
      return db.prepare(sql).all() as never;
    } finally {
      db.close();
    }
  }
  const connection = await createConnection({ uri: env.DATABASE_URL });
  try {
    const [rows] = await connection.query(sql);
    return rows as never;
  } finally {
    await connection.end();
  }
}

describe('the admin SQL tool cannot take the server down', () => {
  beforeAll(() => buildApi(), 180_000);

  describe.each(DATABASES)('on %s', (kind) => {
    let database: TestDatabase;
    let api: ApiProcess;
    let url: string;
    let cookie: string;

    beforeAll(async () => {
      // The schema and an administrator's session, made through the app itself; then the API
      // runs on its own, as in production.
      let admin: { cookie: string };
      ({
        database,
        api,
        prepared: admin,
      } = await startApiOnPrepared(kind, (app) => signInNewAdmin(app, 'auditor')));
      cookie = admin.cookie;
      url = api.url;
    }, 120_000);

    afterAll(async () => {
      await api?.kill();
      await database?.drop();
    });

    it('answers with values cut and the rows up to 8 MB, stays up, and audits the query', async () => {
      const { sql, valueBytes } = HEAVY_QUERIES[kind];
      const response = await request(url)
        .post('/api/admin/sql/query')
        .set('cookie', cookie)
        .timeout(30_000)
        .send({ sql });
      expect(api.child.exitCode).toBeNull();
      expect((await request(url).get('/api/health')).status).toBe(200);
      // MariaDB makes these values slowly (about 20 ms a row); on a loaded machine the 5 s limit
      // may stop the statement first. Either way the server stands and the query is on record.
      if (response.status === 400) {
        expect(response.body).toMatchObject({ code: 'sql-timeout' });
        expect((await auditRows(kind, database.env)).at(-1)).toMatchObject({
          detail: sql,
          outcome: 'timeout',
        });
        return;
      }
      expect(response.status).toBe(200);
      const body = response.body as { rows: string[][]; truncated: boolean; truncation: string };
      expect(body).toMatchObject({ truncated: true, truncation: 'bytes' });
      expect(body.rows.length).toBeGreaterThan(0);
      expect(body.rows.length).toBeLessThan(1000);
      const marker = cutValueMarker(valueBytes);
      for (const [value] of body.rows) {
        expect(value.endsWith(marker)).toBe(true);
        expect(Buffer.byteLength(value)).toBe(MAX_SQL_VALUE_BYTES + Buffer.byteLength(marker));
      }
      expect(await auditRows(kind, database.env)).toEqual([
        {
          detail: sql,
          outcome: 'ok',
          message: sqlTruncationNotice('bytes'),
          rowCount: body.rows.length,
        },
      ]);
    }, 60_000);

    it('records a query before it runs: one the server dies during stays on record', async () => {
      const sql = SLOW_QUERIES[kind];
      const pending = request(url)
        .post('/api/admin/sql/query')
        .set('cookie', cookie)
        .timeout(30_000)
        .send({ sql })
        .then(
          () => 'answered',
          () => 'cut off',
        );
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await api.kill();
      expect(await pending).toBe('cut off');
      expect((await auditRows(kind, database.env)).at(-1)).toEqual({
        detail: sql,
        outcome: 'running',
        message: null,
        rowCount: null,
      });
    }, 60_000);
  });
});
