import { Logger } from '@nestjs/common';
import { DatabaseLogger } from './database-logger';

describe('DatabaseLogger', () => {
  const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  afterEach(() => error.mockClear());

  it('logs a failed statement as an error, without its parameters', () => {
    new DatabaseLogger().logQueryError(
      new Error("Unknown column 'x'"),
      'SELECT   x FROM users WHERE email = ?',
    );
    expect(error).toHaveBeenCalledWith(
      "Query failed: Unknown column 'x' (statement: SELECT x FROM users WHERE email = ?)",
    );
  });

  it('does not log a write that broke a UNIQUE key: its caller answers it', () => {
    const duplicate = Object.assign(new Error("Duplicate entry 'x' for key 'IDX_slot'"), {
      code: 'ER_DUP_ENTRY',
      errno: 1062,
    });
    new DatabaseLogger().logQueryError(duplicate, 'INSERT INTO bookings VALUES (?)');
    const sqlite = Object.assign(new Error('UNIQUE constraint failed: bookings.slotKey'), {
      code: 'SQLITE_CONSTRAINT_UNIQUE',
    });
    new DatabaseLogger().logQueryError(sqlite, 'INSERT INTO bookings VALUES (?)');
    expect(error).not.toHaveBeenCalled();
  });
});
