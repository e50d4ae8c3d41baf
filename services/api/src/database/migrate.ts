import { DataSource } from 'typeorm';

const LOCK_NAME = 'redress_migrations';

/**
 * Applies pending migrations. On MySQL several processes may start at once (API replicas and
 * workers), so they take turns through a named lock; SQLite has one writer anyway.
 */
export async function runMigrations(dataSource: DataSource): Promise<string[]> {
  if (dataSource.options.type !== 'mysql') {
    return (await dataSource.runMigrations({ transaction: 'each' })).map((m) => m.name);
  }
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    const [{ locked }] = await runner.query('SELECT GET_LOCK(?, 120) AS locked', [LOCK_NAME]);
    if (Number(locked) !== 1)
      throw new Error('Timed out waiting for another process to finish migrating');
    try {
      // MySQL commits DDL implicitly, so per-migration transactions buy nothing there.
      return (await dataSource.runMigrations({ transaction: 'none' })).map((m) => m.name);
    } finally {
      await runner.query('SELECT RELEASE_LOCK(?)', [LOCK_NAME]);
    }
  } finally {
    await runner.release();
  }
}
