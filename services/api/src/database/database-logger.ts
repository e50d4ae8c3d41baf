import { Logger } from '@nestjs/common';
import type { Logger as TypeOrmLogger } from 'typeorm';
import { isUniqueViolation } from '../common/database-errors';

/** Long statements are cut in a log line; parameters (addresses, notes) never appear. */
const MAX_STATEMENT_CHARS = 300;

function statement(query: string): string {
  const flat = query.replace(/\s+/g, ' ').trim();
  return flat.length > MAX_STATEMENT_CHARS ? `${flat.slice(0, MAX_STATEMENT_CHARS)}…` : flat;
}

/**
 * TypeORM's messages written through the application's logger (JSON lines, with the level and,
 * inside a request, its id), never with the statement's parameters: they hold students'
 * addresses and words. A write that breaks a UNIQUE key is the callers' to answer (a slot
 * already taken, a webhook seen twice): it is not an error of the database and is not logged.
 */
export class DatabaseLogger implements TypeOrmLogger {
  private readonly logger = new Logger('Database');

  logQuery(): void {
    // Every statement would be a line: not logged.
  }

  logQueryError(error: string | Error, query: string): void {
    if (isUniqueViolation(error)) return;
    const message = typeof error === 'string' ? error : error.message;
    this.logger.error(`Query failed: ${message} (statement: ${statement(query)})`);
  }

  logQuerySlow(time: number, query: string): void {
    this.logger.warn(`Slow query, ${Math.round(time)} ms: ${statement(query)}`);
  }

  logSchemaBuild(message: string): void {
    this.logger.debug(message);
  }

  logMigration(message: string): void {
    this.logger.log(message);
  }

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') this.logger.warn(String(message));
    else this.logger.debug(String(message));
  }
}
