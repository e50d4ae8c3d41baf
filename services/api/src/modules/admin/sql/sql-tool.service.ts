import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { sqlTruncationNotice } from '@redress/domain';
import {
  checkReadOnlyStatement,
  SCHEMA_SQL,
  schemaTables,
  SqlRefusal,
  type CheckedStatement,
  type SqlDialect,
} from '@redress/sql-guard';
import { AppError } from '../../../common/app-error';
import { AppConfig } from '../../../config/app-config';
import { AdminAuditService } from '../audit/admin-audit.service';
import { SqlRefusedError, SqlToolBusyError } from '../admin.errors';
import { AdminUser } from '../entities/admin-user.entity';
import { SqlResultDto, SqlSchemaDto } from './dto/sql.dto';
import { MySqlReadOnlySql, ReadOnlySql, SqliteReadOnlySql } from './read-only-sql';

/** Queries running at once in this process; more wait for the admin to try again. */
export const MAX_CONCURRENT_QUERIES = 3;

/** The admin SQL tool: check, run read-only, audit. */
@Injectable()
export class SqlToolService implements OnApplicationShutdown {
  readonly runner: ReadOnlySql;
  private running = 0;

  constructor(
    config: AppConfig,
    private readonly audit: AdminAuditService,
  ) {
    this.runner =
      config.database.type === 'mysql'
        ? new MySqlReadOnlySql(config.adminSqlDatabaseUrl ?? config.database.url)
        : new SqliteReadOnlySql(config.database.file);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.runner.close?.();
  }

  /** The database's tables and columns, read from the database itself on the read-only connection. */
  async schema(): Promise<SqlSchemaDto> {
    const dialect = this.runner.dialect;
    const result = await this.runner.run(SCHEMA_SQL[dialect]);
    return { dialect, tables: schemaTables(result.rows) };
  }

  async query(admin: AdminUser, text: string): Promise<SqlResultDto> {
    if (this.running >= MAX_CONCURRENT_QUERIES) {
      const busy = new SqlToolBusyError();
      await this.audit.record(admin, {
        action: 'sql.query',
        detail: text,
        outcome: 'refused',
        message: busy.message,
      });
      throw busy;
    }
    this.running += 1;
    // On record before it runs: a query that takes the server down is audited all the same.
    const entry = await this.audit.begin(admin, 'sql.query', text);
    const started = performance.now();
    try {
      const checked = check(text, this.runner.dialect, await this.runner.database());
      const result = await this.runner.run(checked.sql);
      const durationMs = Math.round(performance.now() - started);
      await this.audit.finish(entry, {
        outcome: 'ok',
        rowCount: result.rows.length,
        durationMs,
        message: result.truncation ? sqlTruncationNotice(result.truncation) : null,
      });
      return {
        columns: result.columns,
        rows: result.rows,
        rowCount: result.rows.length,
        truncated: result.truncation !== null,
        truncation: result.truncation,
        durationMs,
        statement: checked.sql,
        dialect: this.runner.dialect,
      };
    } catch (error) {
      const code = error instanceof AppError ? error.code : undefined;
      await this.audit.finish(entry, {
        outcome: code === 'sql-refused' ? 'refused' : code === 'sql-timeout' ? 'timeout' : 'failed',
        durationMs: performance.now() - started,
        message: error instanceof Error ? error.message : String(error),
      });
      throw error;
    } finally {
      this.running -= 1;
    }
  }
}

/** The guard's verdict; a refusal is the API's SqlRefusedError (400, code sql-refused). */
function check(text: string, dialect: SqlDialect, database: string | null): CheckedStatement {
  try {
    return checkReadOnlyStatement(text, { dialect, database });
  } catch (error) {
    if (error instanceof SqlRefusal) throw new SqlRefusedError(error.message);
    throw error;
  }
}
