const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
  'SQLITE_BUSY',
  'SQLITE_CANTOPEN',
]);

/** True when an error says the database could not be reached, rather than that a query was wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  type Chained = { code?: unknown; driverError?: unknown; cause?: unknown; message?: unknown };
  for (let current = error as Chained | undefined, depth = 0; current && depth < 5; depth++) {
    if (typeof current.code === 'string' && CONNECTION_ERROR_CODES.has(current.code)) return true;
    if (
      typeof current.message === 'string' &&
      /connection (is in closed state|lost)|Pool is closed|Can't add new command when connection is in closed state/i.test(
        current.message,
      )
    ) {
      return true;
    }
    current = (current.driverError ?? current.cause) as Chained | undefined;
  }
  return false;
}

/**
 * True when a write broke a UNIQUE key: MySQL/MariaDB's ER_DUP_ENTRY (errno 1062) or SQLite's
 * SQLITE_CONSTRAINT_UNIQUE (or _PRIMARYKEY). With `keys`, one of them must appear in the
 * message (MySQL names the index, SQLite the table.column), so a collision on some other key
 * is not mistaken for the one the caller means.
 */
export function isUniqueViolation(error: unknown, ...keys: string[]): boolean {
  type Chained = { code?: unknown; errno?: unknown; driverError?: unknown; message?: unknown };
  for (let current = error as Chained | undefined, depth = 0; current && depth < 5; depth++) {
    const duplicate =
      current.code === 'ER_DUP_ENTRY' ||
      current.errno === 1062 ||
      current.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
      current.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
    if (duplicate) {
      const message = typeof current.message === 'string' ? current.message : '';
      return keys.length === 0 || keys.some((key) => message.includes(key));
    }
    current = current.driverError as Chained | undefined;
  }
  return false;
}
