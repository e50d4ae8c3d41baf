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
