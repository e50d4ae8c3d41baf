import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';

/** Per table: how many rows, and a hash over all of them. */
export type Fingerprint = Map<string, { rows: number; hash: string }>;

/**
 * Columns that change on reads by design and say nothing about stored data: a session's
 * lastSeenAt moves forward (at most once a minute) whenever its cookie is used, refused or not.
 */
const VOLATILE_COLUMNS: Record<string, string[]> = {
  sessions: ['lastSeenAt'],
};

/**
 * Reads every table the application maps (and the migrations table) in primary-key order and
 * hashes the rows. The tables are small in a fuzz run, so this costs a few milliseconds.
 */
export async function fingerprint(dataSource: DataSource): Promise<Fingerprint> {
  const result: Fingerprint = new Map();
  const escape = (name: string) => dataSource.driver.escape(name);
  for (const metadata of dataSource.entityMetadatas) {
    const table = metadata.tableName;
    const order = metadata.primaryColumns.map((column) => escape(column.databaseName)).join(', ');
    const rows: Record<string, unknown>[] = await dataSource.query(
      `SELECT * FROM ${escape(table)} ORDER BY ${order}`,
    );
    const hash = createHash('sha256');
    const skip = new Set(VOLATILE_COLUMNS[table] ?? []);
    for (const row of rows) {
      for (const [column, value] of Object.entries(row)) {
        if (skip.has(column)) continue;
        hash.update(column).update('\u0000').update(serialise(value)).update('\u0001');
      }
      hash.update('\n');
    }
    result.set(table, { rows: rows.length, hash: hash.digest('hex') });
  }
  return result;
}

function serialise(value: unknown): string {
  if (value === null || value === undefined) return '\u0002null';
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value)) return value.toString('base64');
  return String(value);
}

/** The tables whose rows differ, with row counts before and after. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  const changes: string[] = [];
  for (const [table, was] of before) {
    const now = after.get(table);
    if (!now || now.hash !== was.hash)
      changes.push(`${table} (${was.rows} -> ${now?.rows ?? '?'} rows)`);
  }
  return changes;
}
