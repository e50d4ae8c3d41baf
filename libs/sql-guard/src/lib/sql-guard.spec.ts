import { SqlDialect, SqlRefusal, checkReadOnlyStatement } from './sql-guard';

const DIALECTS: SqlDialect[] = ['mysql', 'sqlite'];

function refusal(text: string, dialect: SqlDialect): string {
  try {
    checkReadOnlyStatement(text, { dialect, database: 'redress' });
  } catch (error) {
    expect(error).toBeInstanceOf(SqlRefusal);
    return (error as Error).message;
  }
  throw new Error(`Not refused on ${dialect}: ${text}`);
}

describe.each(DIALECTS)('the SQL tool guard on %s', (dialect) => {
  it.each([
    ["INSERT INTO users (email) VALUES ('x@example.edu')", /Only SELECT/],
    ["UPDATE users SET email = 'x'", /Only SELECT/],
    ['DELETE FROM users', /Only SELECT/],
    ['DROP TABLE users', /Only SELECT/],
    ['CREATE TABLE x (id int)', /Only SELECT/],
    ['ALTER TABLE users ADD COLUMN x int', /Only SELECT/],
    ["GRANT ALL ON *.* TO 'intruder'@'%'", /Only SELECT|could not be read/],
    ['SET @a = 1', /Only SELECT/],
    ['SELECT 1; DELETE FROM users', /One statement at a time/],
    ['SELECT 1; SELECT 2', /One statement at a time/],
    ["SELECT * FROM users INTO OUTFILE '/tmp/users.csv'", /INTO|could not be read/],
    ["SELECT LOAD_FILE('/etc/passwd')", /LOAD_FILE\(\) is not allowed/],
    ['SELECT SLEEP(100)', /SLEEP\(\) is not allowed/],
    ['SELECT id FROM users WHERE SLEEP(100) = 0', /SLEEP\(\) is not allowed/],
    ['SELECT BENCHMARK(100000000, MD5(1))', /BENCHMARK\(\) is not allowed/],
    ["SELECT GET_LOCK('redress_migrations', 10)", /GET_LOCK\(\) is not allowed/],
    ['SELECT password FROM admin_users', /admin_users\.password holds secrets/],
    ['SELECT a.`PassWord` FROM admin_users a', /admin_users\.password holds secrets/],
    ['SELECT username FROM admin_users ORDER BY password', /admin_users\.password/],
    ["SELECT id FROM admin_users WHERE password LIKE '$argon2id%'", /admin_users\.password/],
    ['SELECT (SELECT password FROM admin_users LIMIT 1) AS p', /admin_users\.password/],
    ['SELECT * FROM admin_users', /name the columns you need instead of \*/],
    ['SELECT t.* FROM (SELECT * FROM admin_users) t', /instead of \*/],
    ['SELECT u.* FROM users u JOIN admin_users a ON a.id = u.id', /instead of \*/],
    ['SELECT * FROM sessions', /sessions table holds session credentials/],
    ['SELECT COUNT(*) FROM `Sessions`', /sessions table/],
    ['SELECT * FROM sign_in_tokens', /sign_in_tokens table/],
    ['SELECT textBody FROM mail_outbox', /mail_outbox\.textBody holds secrets/],
    ['SELECT attachments FROM mail_outbox', /mail_outbox\.attachments holds secrets/],
    ['SELECT * FROM mail_outbox', /instead of \*/],
    ['SELECT payload FROM queue_jobs', /queue_jobs\.payload holds secrets/],
    // The parser reads `--1` and `/*! */` as comments; MySQL does not. Both are refused anyway.
    ['SELECT id --1, password FROM admin_users', /admin_users\.password/],
    ['SELECT id /*!, username FROM admin_users */', /Executable comments/],
    ['SELECT "password" FROM admin_users', /admin_users\.password/],
    ['', /Type a query first/],
    ['SELEC id FROM users', /could not be read/],
  ])('refuses %s', (text, reason) => {
    expect(refusal(text, dialect)).toMatch(reason);
  });

  it('refuses a query over 10,000 characters', () => {
    expect(refusal(`SELECT ${'x,'.repeat(6000)}1`, dialect)).toMatch(/under 10,000 characters/);
  });

  it.each([
    'SELECT id, email FROM users ORDER BY id DESC LIMIT 10',
    'SELECT COUNT(*) FROM admin_users',
    'SELECT id, username, role, createdAt FROM admin_users',
    'WITH t AS (SELECT status, COUNT(*) AS n FROM analysis_documents GROUP BY status) SELECT * FROM t ORDER BY n DESC',
    'SELECT u.id, COUNT(d.id) AS documents FROM users u LEFT JOIN analysis_documents d ON d.userId = u.id GROUP BY u.id',
    'SELECT id FROM users WHERE id IN (SELECT userId FROM service_orders) ;',
    'SELECT id, recipient, subject FROM mail_outbox',
  ])('lets %s run, rebuilt from its parse tree', (text) => {
    const checked = checkReadOnlyStatement(text, { dialect, database: 'redress' });
    expect(checked.kind).toBe('select');
    expect(checked.sql).toMatch(/^(SELECT|WITH) /);
    expect(checked.sql).not.toMatch(/;/);
  });
});

describe('MySQL-only statements', () => {
  const mysql = { dialect: 'mysql' as const, database: 'redress' };

  it.each([
    ['SHOW TABLES', 'show'],
    ['SHOW COLUMNS FROM users', 'show'],
    ['SHOW INDEX FROM users', 'show'],
    ['SHOW CREATE TABLE admin_users', 'show'],
    ["EXPLAIN SELECT id FROM users WHERE email = 'a'", 'explain'],
    ['DESCRIBE users', 'describe'],
    ['SELECT table_name FROM information_schema.tables', 'select'],
  ])('allows %s', (text, kind) => {
    expect(checkReadOnlyStatement(text, mysql).kind).toBe(kind);
  });

  it.each([
    ['SHOW PROCESSLIST', /SHOW PROCESSLIST is not allowed/],
    ['SHOW GRANTS', /not allowed|could not be read/],
    ['SELECT * FROM information_schema.processlist', /information_schema\.processlist/],
    ['SELECT user, authentication_string FROM mysql.user', /Only the tables of this database/],
    ['SELECT id FROM other_db.users', /Only the tables of this database/],
    ['SELECT * FROM users FOR UPDATE', /Locking reads/],
    ['SELECT id INTO @x FROM users', /INTO/],
    ['EXPLAIN SELECT * FROM admin_users', /instead of \*/],
  ])('refuses %s', (text, reason) => {
    expect(refusal(text, 'mysql')).toMatch(reason);
  });

  it('allows the own database by name', () => {
    expect(checkReadOnlyStatement('SELECT id FROM redress.users', mysql).sql).toContain('users');
  });
});

describe('SQLite-only statements', () => {
  const sqlite = { dialect: 'sqlite' as const };

  it('keeps EXPLAIN QUERY PLAN in front of the checked SELECT', () => {
    const checked = checkReadOnlyStatement('explain query plan SELECT id FROM users', sqlite);
    expect(checked).toEqual({
      kind: 'explain',
      sql: expect.stringMatching(/^EXPLAIN QUERY PLAN SELECT/),
    });
  });

  it.each([
    ['EXPLAIN DELETE FROM users', /Only SELECT|could not be read/],
    ['PRAGMA journal_mode = DELETE', /could not be read|Only SELECT/],
    ["ATTACH DATABASE '/tmp/x.db' AS x", /could not be read|Only SELECT/],
    ['SELECT id FROM other.users', /Only the tables of this database/],
    ["SELECT load_extension('/tmp/evil.so')", /LOAD_EXTENSION\(\) is not allowed/],
  ])('refuses %s', (text, reason) => {
    expect(refusal(text, 'sqlite')).toMatch(reason);
  });

  it('allows the schema tables', () => {
    expect(
      checkReadOnlyStatement("SELECT name FROM sqlite_master WHERE type = 'table'", sqlite).kind,
    ).toBe('select');
  });
});
