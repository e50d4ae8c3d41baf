/**
 * The admin SQL tool's limits, shared by the API that enforces them and the admin page that
 * explains them. A result is cut by rows and by size, so no query can exhaust the server.
 */

/** The longest query the tool reads, in characters. */
export const MAX_SQL_LENGTH = 10_000;
/** The statement time limit; the database stops the statement, and the runner gives up 1 s later. */
export const SQL_TIME_LIMIT_SECONDS = 5;
/** At most this many rows come back. */
export const MAX_SQL_ROWS = 1000;
/** A longer value is cut to this many bytes (UTF-8) and marked. */
export const MAX_SQL_VALUE_BYTES = 64 * 1024;
/** Rows stop once the values returned reach this many bytes in all. */
export const MAX_SQL_RESULT_BYTES = 8 * 1024 * 1024;

export const SQL_TOO_LONG_MESSAGE = `Please keep the query under ${MAX_SQL_LENGTH.toLocaleString('en-US')} characters.`;

/** The limits every query runs under, as the admin page states them. */
export function sqlToolLimitsHelp(): string {
  return `It runs on a read-only connection and is stopped after ${SQL_TIME_LIMIT_SECONDS} seconds; at most ${MAX_SQL_ROWS.toLocaleString('en-US')} rows come back.`;
}

/** What cut a result short: too many rows, or too many bytes. */
export type SqlTruncation = 'rows' | 'bytes';

/**
 * The mark at the end of a value cut to MAX_SQL_VALUE_BYTES. Self-contained: the SQLite runner's
 * child process runs it from its source.
 */
export function cutValueMarker(totalBytes: number): string {
  return ` …[cut: ${totalBytes.toLocaleString('en-US')} bytes in all]`;
}

/** Why a result is short, for the admin page and the audit log. */
export function sqlTruncationNotice(truncation: SqlTruncation): string {
  return truncation === 'rows'
    ? `More than ${MAX_SQL_ROWS.toLocaleString('en-US')} rows: the first ${MAX_SQL_ROWS.toLocaleString('en-US')} were returned.`
    : `The result passed ${MAX_SQL_RESULT_BYTES / 1024 / 1024} MB: the rows up to that size were returned.`;
}

/** The databases the SQL tool runs on. */
export type SqlToolDialect = 'mysql' | 'sqlite';

/**
 * What the tool accepts on each database, for the admin page's rules: SQLite has no SHOW or
 * DESCRIBE, so there the schema panel and sqlite_schema stand in for them.
 */
export function sqlToolStatementsHelp(dialect: SqlToolDialect): string {
  return dialect === 'mysql'
    ? 'One statement at a time: SELECT, WITH … SELECT, EXPLAIN, DESCRIBE <table>, or SHOW TABLES, SHOW COLUMNS FROM, SHOW INDEX FROM and SHOW CREATE TABLE.'
    : 'One statement at a time: SELECT, WITH … SELECT or EXPLAIN (QUERY PLAN). This database (SQLite) has no SHOW or DESCRIBE: the schema panel lists the tables and their columns, and SELECT name, sql FROM sqlite_schema shows how each was made.';
}
