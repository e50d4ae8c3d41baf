import {
  MAX_SQL_LENGTH,
  SQL_TOO_LONG_MESSAGE,
  sqlToolLimitsHelp,
  sqlTruncationNotice,
} from './admin-sql';

describe('the SQL tool states the limits it enforces', () => {
  it('words each limit with the number the API checks', () => {
    expect(MAX_SQL_LENGTH).toBe(10_000);
    expect(SQL_TOO_LONG_MESSAGE).toBe('Please keep the query under 10,000 characters.');
    expect(sqlToolLimitsHelp()).toBe(
      'It runs on a read-only connection and is stopped after 5 seconds; at most 1,000 rows come back.',
    );
    expect(sqlTruncationNotice('rows')).toBe(
      'More than 1,000 rows: the first 1,000 were returned.',
    );
    expect(sqlTruncationNotice('bytes')).toBe(
      'The result passed 8 MB: the rows up to that size were returned.',
    );
  });
});
