import request from 'supertest';
import { DataSource } from 'typeorm';
import { SignedInAdmin, signInNewAdmin } from './admin-fixture';
import { DATABASES, RunningApp, TestDatabase, createTestDatabase, startApp } from './harness';

// Paging over large tables answers the right rows at every depth. How fast it answers is measured
// by `npm run bench:admin` (p95 per page on MariaDB), not here: a wall-clock budget in a test
// fails on a busy machine while the code is sound.
const ROWS = 100_000;
const BATCH = 1_000;

/** 100,000 users and as many cases, written in multi-row INSERTs. */
async function seedLargeTables(dataSource: DataSource): Promise<void> {
  const created = '2026-01-01 10:00:00';
  for (let start = 0; start < ROWS; start += BATCH) {
    const users: string[] = [];
    const documents: string[] = [];
    for (let i = start; i < start + BATCH; i++) {
      users.push(`('student-${String(i).padStart(6, '0')}@example.edu', ${i % 2}, '${created}')`);
      documents.push(
        `(${i + 1}, 'Case number ${i}', 'Academic Policy', '${['pending', 'completed', 'failed'][i % 3]}', 'no_document_provided', 'My grade appeal was refused without reasons, case ${i}.', '${created}', '${created}')`,
      );
    }
    await dataSource.query(
      `INSERT INTO users (email, emailVerified, createdAt) VALUES ${users.join(',')}`,
    );
    await dataSource.query(
      `INSERT INTO analysis_documents (userId, title, documentType, status, documentUrl, issueDescription, createdAt, updatedAt) VALUES ${documents.join(',')}`,
    );
  }
}

describe.each(DATABASES)('admin listings with 100,000 rows on %s', (kind) => {
  let database: TestDatabase;
  let running: RunningApp;
  let admin: SignedInAdmin;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    running = await startApp(database.env);
    await seedLargeTables(running.app.get(DataSource));
    admin = await signInNewAdmin(running.app);
  }, 240_000);

  afterAll(async () => {
    await running?.close();
    await database?.drop();
  });

  /** One page of a listing, with the total the API reports beside it. */
  async function page(path: string) {
    const answer = await request(running.url).get(path).set('cookie', admin.cookie).expect(200);
    const rows = answer.body as { id: number; email?: string }[];
    return { total: Number(answer.headers['x-total-count']), rows };
  }

  it.each([
    ['users, first page', '/api/admin/users?limit=50', ROWS, 50, ROWS],
    ['users, a middle page', '/api/admin/users?limit=50&offset=50000', ROWS, 50, 50_000],
    ['users, the last page', `/api/admin/users?limit=50&offset=${ROWS - 20}`, ROWS, 20, 20],
    [
      'users, oldest first, deep',
      '/api/admin/users?limit=50&offset=70000&order=asc',
      ROWS,
      50,
      70_001,
    ],
    ['users, sorted by e-mail', '/api/admin/users?limit=50&sort=email&order=asc', ROWS, 50, 1],
    ['cases, first page', '/api/admin/analysis-documents?limit=50', ROWS, 50, ROWS],
    [
      'cases, the last page',
      `/api/admin/analysis-documents?limit=50&offset=${ROWS - 50}`,
      ROWS,
      50,
      50,
    ],
    [
      'cases, by status, deep',
      '/api/admin/analysis-documents?limit=50&offset=60000&sort=status',
      ROWS,
      50,
      null,
    ],
  ] as const)('%s answers the right rows and total', async (_name, path, total, count, firstId) => {
    const listing = await page(path);
    expect({ total: listing.total, rows: listing.rows.length }).toEqual({ total, rows: count });
    if (firstId !== null) expect(listing.rows[0].id).toBe(firstId);
    // Consecutive ids: no row skipped or repeated at either end of the order.
    if (path.includes('offset') && !path.includes('sort=')) {
      const ids = listing.rows.map((row) => row.id);
      const step = path.includes('order=asc') ? 1 : -1;
      expect(ids).toEqual(ids.map((_, i) => ids[0] + i * step));
    }
  });

  // A search reads every row (LIKE '%...%' cannot use an index).
  it.each([
    ['users, searched by e-mail', '/api/admin/users?limit=50&q=student-09999', 10],
    ['cases, searched by title', '/api/admin/analysis-documents?limit=50&q=number 4242', 11],
  ])('%s finds the rows', async (_name, path, total) => {
    const listing = await page(path);
    expect(listing.total).toBe(total);
  });
});
