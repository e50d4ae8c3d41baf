import { spawn } from 'node:child_process';
import { cutValueMarker, SQL_TIME_LIMIT_SECONDS } from '@redress/domain';
import { createConnection, type Connection, type FieldPacket } from 'mysql2/promise';
import { SqlFailedError, SqlTimeoutError, SqlToolUnavailableError } from '../admin.errors';
import {
  budgetRow,
  jsonValue,
  ResultBudget,
  SQL_RESULT_LIMITS,
  type SqlDialect,
  type SqlRows,
  type SqlValue,
} from '@redress/sql-guard';

/** Runs one already-checked statement on a connection that cannot write. */
export abstract class ReadOnlySql {
  abstract readonly dialect: SqlDialect;
  /** The database the connection reads (MySQL), for the guard's "this database only" rule. */
  abstract database(): Promise<string | null>;
  abstract run(sql: string): Promise<SqlRows>;
  close?(): Promise<void>;
}

/**
 * MySQL / MariaDB: a connection of its own per query (ADMIN_SQL_DATABASE_URL, else DATABASE_URL),
 * switched to read-only transactions, a fixed SQL mode (no ANSI_QUOTES or NO_BACKSLASH_ESCAPES,
 * so quotes mean what the guard assumed) and a statement time limit: max_statement_time on
 * MariaDB, max_execution_time on MySQL.
 */
export class MySqlReadOnlySql extends ReadOnlySql {
  readonly dialect = 'mysql' as const;
  private server?: Promise<{ mariadb: boolean; database: string | null }>;

  constructor(private readonly url: string) {
    super();
  }

  async database(): Promise<string | null> {
    return (await this.serverInfo()).database;
  }

  private serverInfo(): Promise<{ mariadb: boolean; database: string | null }> {
    this.server ??= this.connect()
      .then(async (connection) => {
        try {
          const [rows] = await connection.query('SELECT VERSION() AS version, DATABASE() AS db');
          const [{ version, db }] = rows as { version: string; db: string | null }[];
          return { mariadb: /mariadb/i.test(version), database: db };
        } finally {
          connection.destroy();
        }
      })
      .catch((error: unknown) => {
        this.server = undefined;
        throw error;
      });
    return this.server;
  }

  private async connect(): Promise<Connection> {
    try {
      return await createConnection({
        uri: this.url,
        multipleStatements: false,
        dateStrings: true,
        supportBigNumbers: true,
        bigNumberStrings: true,
        connectTimeout: 5000,
        timezone: 'Z',
      });
    } catch {
      throw new SqlToolUnavailableError();
    }
  }

  async run(sql: string): Promise<SqlRows> {
    const { mariadb } = await this.serverInfo();
    const connection = await this.connect();
    try {
      await connection.query('SET SESSION TRANSACTION READ ONLY');
      await connection.query(
        `SET SESSION sql_mode = 'STRICT_TRANS_TABLES,ERROR_FOR_DIVISION_BY_ZERO,NO_ENGINE_SUBSTITUTION', ${
          mariadb
            ? `SESSION max_statement_time = ${SQL_TIME_LIMIT_SECONDS}`
            : `SESSION max_execution_time = ${SQL_TIME_LIMIT_SECONDS * 1000}`
        }`,
      );
      return await this.stream(connection, sql);
    } finally {
      connection.destroy();
    }
  }

  /** Reads rows as they arrive and stops at the result's limits, so a huge result never piles up. */
  private stream(connection: Connection, sql: string): Promise<SqlRows> {
    // The promise wrapper has no row events; its callback-style core does.
    const core = (connection as unknown as { connection: CoreConnection }).connection;
    return new Promise<SqlRows>((resolve, reject) => {
      const rows: SqlValue[][] = [];
      const budget = new ResultBudget();
      let columns: string[] = [];
      let settled = false;
      const finish = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        outcome();
      };
      const stopServerSide = () => {
        void this.killQuery(core.threadId);
      };
      // Should the server's own limit not apply (a statement MySQL does not time), give up anyway.
      const timer = setTimeout(
        () => {
          finish(() => reject(new SqlTimeoutError(SQL_TIME_LIMIT_SECONDS)));
          stopServerSide();
        },
        (SQL_TIME_LIMIT_SECONDS + 1) * 1000,
      );
      const query = core.query({ sql, rowsAsArray: true });
      query.on('fields', (fields?: FieldPacket[]) => {
        if (fields) columns = fields.map((field) => field.name);
      });
      query.on('result', (row: unknown) => {
        if (settled) return;
        const kept = budget.take((row as unknown[]).map(jsonValue));
        if (!kept) {
          finish(() => resolve({ columns, rows, truncation: budget.truncation }));
          stopServerSide();
          return;
        }
        rows.push(kept);
      });
      query.on('error', (error: Error & { errno?: number; sqlMessage?: string }) => {
        finish(() => reject(mysqlFailure(error)));
      });
      query.on('end', () => finish(() => resolve({ columns, rows, truncation: null })));
    });
  }

  /** Stops a statement still running for a connection this runner has let go. */
  private async killQuery(threadId: number | null): Promise<void> {
    if (!threadId) return;
    try {
      const connection = await this.connect();
      try {
        await connection.query(`KILL QUERY ${Number(threadId)}`);
      } finally {
        connection.destroy();
      }
    } catch {
      // The statement has ended, or the server is gone: nothing left to stop.
    }
  }
}

interface CoreQuery {
  on(event: string, listener: (...args: never[]) => void): CoreQuery;
}

interface CoreConnection {
  threadId: number | null;
  query(options: { sql: string; rowsAsArray: boolean }): CoreQuery;
}

// ER_STATEMENT_TIMEOUT (MariaDB max_statement_time), ER_QUERY_TIMEOUT (MySQL max_execution_time),
// ER_QUERY_INTERRUPTED (a KILL QUERY).
const TIMEOUT_ERRNOS = new Set([1969, 3024, 1317]);

function mysqlFailure(error: Error & { errno?: number; sqlMessage?: string; code?: string }) {
  if (error.errno && TIMEOUT_ERRNOS.has(error.errno))
    return new SqlTimeoutError(SQL_TIME_LIMIT_SECONDS);
  if (!error.errno && error.code) return new SqlToolUnavailableError();
  // The server's own sentence (e.g. "Unknown column 'x' in 'field list'"), without codes or stack.
  return new SqlFailedError(error.sqlMessage ?? error.message);
}

/**
 * The SQLite side of the tool runs in a child process of its own: better-sqlite3 is synchronous,
 * so a slow statement would stall the whole API, and only a process can be stopped mid-statement.
 * The child opens the database file read-only with query_only on, refuses any statement that is
 * not a reader or would write, sends back at most MAX_SQL_ROWS rows and is killed at the limit.
 */
const SQLITE_CHILD = `
const Database = require(process.argv[1]);
// The parent's own functions, from their source: a huge result never reaches the server at all,
// and what does is cut and converted exactly as a MySQL result is.
const jsonValue = ${jsonValue.toString()};
const budgetRow = ${budgetRow.toString()};
const cutValueMarker = ${cutValueMarker.toString()};
process.once('message', ({ file, sql, limits }) => {
  let answer;
  try {
    const db = new Database(file, { readonly: true, fileMustExist: true });
    db.pragma('query_only = ON');
    db.pragma('busy_timeout = 2000');
    const statement = db.prepare(sql);
    if (!statement.reader) {
      answer = { error: 'This statement returns no rows: only statements that read can run here.' };
    } else if (!statement.readonly) {
      answer = { error: 'This statement would change the database.' };
    } else {
      statement.raw(true);
      const columns = statement.columns().map((column) => column.name);
      const rows = [];
      const state = { bytes: 0, count: 0, truncation: null };
      const budget = { ...limits, mark: cutValueMarker };
      for (const row of statement.iterate()) {
        const kept = budgetRow(state, row.map(jsonValue), budget);
        if (!kept) break;
        rows.push(kept);
      }
      answer = { columns, rows, truncation: state.truncation };
    }
    db.close();
  } catch (error) {
    answer = { error: String(error && error.message || error) };
  }
  process.send(answer, () => process.exit(0));
});
`;

export class SqliteReadOnlySql extends ReadOnlySql {
  readonly dialect = 'sqlite' as const;
  private readonly driver = require.resolve('better-sqlite3');

  constructor(private readonly file: string) {
    super();
  }

  async database(): Promise<string | null> {
    return null;
  }

  run(sql: string): Promise<SqlRows> {
    return new Promise<SqlRows>((resolve, reject) => {
      // No inherited environment: the child needs none of the server's secrets.
      const child = spawn(
        process.execPath,
        ['--max-old-space-size=256', '-e', SQLITE_CHILD, this.driver],
        {
          stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
          env: {},
        },
      );
      let settled = false;
      const finish = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        outcome();
      };
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        finish(() => reject(new SqlTimeoutError(SQL_TIME_LIMIT_SECONDS)));
      }, SQL_TIME_LIMIT_SECONDS * 1000);
      child.once('message', (answer: SqlRows & { error?: string }) => {
        finish(() =>
          answer.error
            ? reject(new SqlFailedError(answer.error))
            : resolve({
                columns: answer.columns,
                rows: answer.rows,
                truncation: answer.truncation,
              }),
        );
      });
      child.once('error', () => finish(() => reject(new SqlToolUnavailableError())));
      // The answer may still be on its way when the exit is seen: give it a moment.
      child.once('exit', () =>
        setTimeout(() => finish(() => reject(new SqlToolUnavailableError())), 200),
      );
      child.send({
        file: this.file,
        sql,
        limits: {
          rows: SQL_RESULT_LIMITS.rows,
          valueBytes: SQL_RESULT_LIMITS.valueBytes,
          resultBytes: SQL_RESULT_LIMITS.resultBytes,
        },
      });
    });
  }
}
