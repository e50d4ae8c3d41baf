import { MAX_SQL_LENGTH, SQL_TOO_LONG_MESSAGE } from '@redress/domain';
import { Parser } from 'node-sql-parser';

export type SqlDialect = 'mysql' | 'sqlite';

/** A statement the guard will not let run; the message says why, for the person who typed it. */
export class SqlRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SqlRefusal';
  }
}

/** Tables no query may touch: they hold live credentials (hashed or not). */
export const SECRET_TABLES: Readonly<Record<string, string>> = {
  sessions: 'The sessions table holds session credentials and cannot be read here.',
  sign_in_tokens: 'The sign_in_tokens table holds sign-in tokens and cannot be read here.',
};

/**
 * Columns no query may name, by table. Besides the admin password hashes: the dev outbox keeps
 * whole e-mails (sign-in links included, and meeting links in calendar attachments) and queued
 * e-mail jobs carry them in their payload.
 */
export const SECRET_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  admin_users: ['password'],
  mail_outbox: ['textBody', 'htmlBody', 'attachments'],
  queue_jobs: ['payload'],
  // The hash of a deletion request's confirmation link, kept out of sight like sign-in tokens.
  data_deletion_requests: ['confirmTokenHash'],
};

/** Functions that read files, wait, take locks or run programs. */
const DENIED_FUNCTIONS = new Set([
  'load_file',
  'sleep',
  'benchmark',
  'get_lock',
  'release_lock',
  'release_all_locks',
  'is_free_lock',
  'is_used_lock',
  'master_pos_wait',
  'master_gtid_wait',
  'source_pos_wait',
  'wait_for_executed_gtid_set',
  'wait_until_sql_thread_after_gtids',
  'sys_exec',
  'sys_eval',
  'load_extension',
  'readfile',
  'writefile',
  'edit',
  'fts3_tokenizer',
]);

/** SHOW statements that describe the schema (never other connections, users or the server). */
const ALLOWED_SHOW = new Set(['tables', 'columns', 'fields', 'index', 'indexes', 'keys', 'create']);

/** information_schema views that describe this schema; PROCESSLIST and friends are not among them. */
const INFORMATION_SCHEMA_VIEWS = new Set([
  'tables',
  'columns',
  'statistics',
  'key_column_usage',
  'table_constraints',
  'referential_constraints',
  'check_constraints',
  'views',
  'schemata',
]);

const SQLITE_SCHEMAS = new Set(['main', 'temp']);

export interface CheckedStatement {
  kind: 'select' | 'show' | 'explain' | 'describe';
  /** What runs: the statement rebuilt from its parse tree, never the text as typed. */
  sql: string;
}

export interface GuardOptions {
  dialect: SqlDialect;
  /** MySQL: the connection's database; tables of any other database are refused. */
  database?: string | null;
}

const parser = new Parser();
const PARSER_DIALECT: Record<SqlDialect, string> = {
  // node-sql-parser's MySQL grammar also reads MariaDB's SELECTs, and is the more complete one.
  mysql: 'MySQL',
  sqlite: 'Sqlite',
};

const refuse = (message: string): never => {
  throw new SqlRefusal(message);
};

const words = (text: string) =>
  new Set(text.toLowerCase().match(/[a-z0-9_$]+/g) ?? ([] as string[]));

/**
 * Names of secrets may not appear anywhere in the text, quoted or not, in any case. SQL cannot
 * build a table or column name at run time, so a statement that never spells one cannot read it,
 * however the parser and the database might disagree about comments, quotes or escapes.
 */
function refuseSecretWords(text: string): void {
  const present = words(text);
  for (const [table, message] of Object.entries(SECRET_TABLES)) {
    if (present.has(table)) refuse(message);
  }
  for (const [table, columns] of Object.entries(SECRET_COLUMNS)) {
    for (const column of columns) {
      if (present.has(column.toLowerCase())) refuse(secretColumnMessage(table, column));
    }
  }
}

function secretColumnMessage(table: string, column: string): string {
  return `${table}.${column} holds secrets and cannot be read here.`;
}

/** The parser's complaint, short: where it stopped, without its list of expected tokens. */
function parseFailure(error: unknown): string {
  const location = (error as { location?: { start?: { line?: number; column?: number } } }).location
    ?.start;
  const found = /but (.+) found\.?$/.exec((error as Error).message ?? '')?.[1];
  const where = location ? ` near line ${location.line}, column ${location.column}` : '';
  return `The statement could not be read${where}${found ? ` (unexpected ${found})` : ''}. Only SELECT, WITH, SHOW and EXPLAIN statements can run here, one at a time.`;
}

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;

/** A name in the parse tree: a plain string, or node-sql-parser's `{ expr: { value } }`. */
function nameOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (isNode(value)) {
    if (typeof value.value === 'string') return value.value;
    if (isNode(value.expr) && typeof value.expr.value === 'string') return value.expr.value;
  }
  return null;
}

function functionName(node: Node): { name: string; schema: string | null } {
  const name = node.name;
  if (typeof name === 'string') return { name: name.toLowerCase(), schema: null };
  if (isNode(name)) {
    const parts = Array.isArray(name.name) ? name.name.map((part) => nameOf(part) ?? '') : [];
    return {
      name: parts.join('.').toLowerCase(),
      schema: nameOf(name.schema)?.toLowerCase() ?? null,
    };
  }
  return { name: '', schema: null };
}

interface Findings {
  tables: Set<string>;
  star: boolean;
}

/** Walks every node of the tree (subqueries, CTEs, UNION parts, expressions) once. */
function inspect(root: unknown, options: GuardOptions): Findings {
  const findings: Findings = { tables: new Set(), star: false };
  const database = options.database?.toLowerCase() ?? null;
  const seen = new Set<unknown>();

  const checkTable = (schemaName: string | null, tableName: string) => {
    const table = tableName.toLowerCase();
    const schema = schemaName?.toLowerCase() ?? null;
    if (options.dialect === 'mysql' && schema === 'information_schema') {
      if (!INFORMATION_SCHEMA_VIEWS.has(table))
        refuse(`information_schema.${table} is not available here.`);
      return;
    }
    if (schema !== null) {
      const own = options.dialect === 'sqlite' ? SQLITE_SCHEMAS.has(schema) : schema === database;
      if (!own)
        refuse(`Only the tables of this database can be read (not ${schemaName}.${tableName}).`);
    }
    if (SECRET_TABLES[table]) refuse(SECRET_TABLES[table]);
    findings.tables.add(table);
  };

  const checkColumn = (column: string) => {
    const name = column.toLowerCase();
    if (name === '*') {
      findings.star = true;
      return;
    }
    for (const [table, columns] of Object.entries(SECRET_COLUMNS)) {
      if (columns.some((secret) => secret.toLowerCase() === name))
        refuse(secretColumnMessage(table, column));
    }
  };

  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      value.forEach(visit);
      return;
    }
    if (!isNode(value) || seen.has(value)) return;
    seen.add(value);
    const type = typeof value.type === 'string' ? value.type : null;

    if (type === 'column_ref') {
      const column = nameOf(value.column);
      if (column) checkColumn(column);
    } else if (type === 'function') {
      const { name, schema } = functionName(value);
      if (schema) refuse(`Functions of other schemas (${schema}.${name}) are not allowed here.`);
      if (DENIED_FUNCTIONS.has(name)) refuse(`${name.toUpperCase()}() is not allowed here.`);
    } else if (type === 'into' || (isNode(value.into) && value.into.position)) {
      refuse('SELECT ... INTO is not allowed: results only come back to this page.');
    } else if (options.dialect === 'sqlite' && type === 'double_quote_string') {
      // SQLite reads "name" as an identifier when such a column exists.
      checkColumn(String(value.value ?? ''));
    }
    if (value.locking_read) {
      refuse('Locking reads (FOR UPDATE, LOCK IN SHARE MODE) are not allowed: they block writers.');
    }
    // A table reference: FROM/JOIN entries and SHOW ... FROM carry { db, table }.
    if (type !== 'column_ref' && typeof value.table === 'string' && 'db' in value) {
      checkTable(nameOf(value.db), value.table);
    }
    for (const [key, child] of Object.entries(value)) {
      if (key === 'loc') continue;
      visit(child);
    }
  };

  visit(root);
  return findings;
}

function checkSelect(ast: Node, options: GuardOptions): Findings {
  if (ast.type !== 'select') {
    refuse('Only SELECT, WITH, SHOW and EXPLAIN statements can run here.');
  }
  return inspect(ast, options);
}

/** Refuses `*` over a table with secret columns: the star would read them. */
function refuseSecretStar(findings: Findings): void {
  if (!findings.star) return;
  for (const [table, columns] of Object.entries(SECRET_COLUMNS)) {
    if (findings.tables.has(table)) {
      refuse(
        `${table}.${columns.join(', ')} ${columns.length === 1 ? 'holds' : 'hold'} secrets: name the columns you need instead of *.`,
      );
    }
  }
}

/**
 * Decides whether an SQL text may run in the admin SQL tool, and returns what to run. Allowed:
 * one SELECT (WITH ... SELECT included), SHOW of the schema, EXPLAIN of a SELECT, DESCRIBE.
 * Refused with a reason: everything else, secret tables and columns, other databases, file,
 * lock and sleep functions, INTO, locking reads, executable comments. The statement that runs is
 * the one rebuilt from the parse tree, so the database executes exactly what was checked.
 */
export function checkReadOnlyStatement(text: string, options: GuardOptions): CheckedStatement {
  const trimmed = text.replace(/^[\s;]+/, '').replace(/[\s;]+$/, '');
  if (!trimmed) refuse('Type a query first.');
  if (trimmed.length > MAX_SQL_LENGTH) refuse(SQL_TOO_LONG_MESSAGE);
  if (trimmed.includes('\0')) refuse('The query contains a NUL character.');
  // MySQL runs the inside of /*! ... */ and /*M! ... */, which a parser reads as a comment.
  if (/\/\*\s*M?!/i.test(trimmed)) refuse('Executable comments (/*! ... */) are not allowed.');
  refuseSecretWords(trimmed);

  let body = trimmed;
  let prefix = '';
  if (options.dialect === 'sqlite') {
    // node-sql-parser's SQLite grammar has no EXPLAIN: check the SELECT, keep the prefix.
    const explain = /^explain(\s+query\s+plan)?\s+/i.exec(trimmed);
    if (explain) {
      prefix = explain[1] ? 'EXPLAIN QUERY PLAN ' : 'EXPLAIN ';
      body = trimmed.slice(explain[0].length);
    }
  }

  let parsed: unknown;
  try {
    parsed = parser.astify(body, { database: PARSER_DIALECT[options.dialect] });
  } catch (error) {
    return refuse(parseFailure(error));
  }
  const statements = (Array.isArray(parsed) ? parsed : [parsed]).filter(isNode);
  if (statements.length !== 1)
    refuse('One statement at a time: remove everything after the first ;.');
  const ast = statements[0];

  let kind: CheckedStatement['kind'];
  if (prefix) {
    refuseSecretStar(checkSelect(ast, options));
    kind = 'explain';
  } else if (ast.type === 'select') {
    refuseSecretStar(inspect(ast, options));
    kind = 'select';
  } else if (ast.type === 'explain' && options.dialect === 'mysql') {
    if (!isNode(ast.expr)) refuse('EXPLAIN is only allowed for a SELECT.');
    refuseSecretStar(checkSelect(ast.expr as Node, options));
    kind = 'explain';
  } else if (ast.type === 'show' && options.dialect === 'mysql') {
    const keyword = String(ast.keyword ?? '').toLowerCase();
    if (!ALLOWED_SHOW.has(keyword) || (keyword === 'create' && ast.suffix !== 'table')) {
      refuse(
        `SHOW ${keyword.toUpperCase()} is not allowed here; use SHOW TABLES, SHOW COLUMNS FROM, SHOW INDEX FROM or SHOW CREATE TABLE.`,
      );
    }
    inspect(ast, options);
    kind = 'show';
  } else if (ast.type === 'desc' && options.dialect === 'mysql') {
    const table = nameOf(ast.table);
    if (!table) refuse('DESCRIBE needs a table name.');
    inspect({ db: null, table }, options);
    kind = 'describe';
  } else {
    const type = String(ast.type ?? 'this').toUpperCase();
    return refuse(
      options.dialect === 'mysql'
        ? `Only SELECT, WITH, SHOW, DESCRIBE and EXPLAIN statements can run here; ${type} statements cannot.`
        : `Only SELECT, WITH and EXPLAIN statements can run on SQLite; ${type} statements cannot. The schema panel lists the tables and their columns.`,
    );
  }

  const sql = prefix + parser.sqlify(ast as never, { database: PARSER_DIALECT[options.dialect] });
  // The rebuilt text must pass the same checks as the typed one, whatever the tree looked like.
  refuseSecretWords(sql);
  const call = /([a-z0-9_$]+)\s*\(/gi;
  for (let match = call.exec(sql); match; match = call.exec(sql)) {
    const name = match[1].toLowerCase();
    if (DENIED_FUNCTIONS.has(name)) refuse(`${name.toUpperCase()}() is not allowed here.`);
  }
  return { kind, sql };
}
