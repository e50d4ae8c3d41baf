import { SECRET_COLUMNS, SECRET_TABLES } from './sql-guard';

/** One column as the database describes it. */
export interface SchemaColumn {
  name: string;
  type: string;
  nullable: boolean;
  primaryKey: boolean;
  /** False for a column the tool refuses to read (it holds secrets). */
  readable: boolean;
}

export interface SchemaTable {
  name: string;
  /** False for a table the tool refuses to read (it holds credentials). */
  readable: boolean;
  columns: SchemaColumn[];
}

/**
 * One row per column, in table and column order: table, column, type, nullable, primary key.
 * SQLite reads them from sqlite_schema and pragma_table_info, MySQL / MariaDB from
 * information_schema for the connection's own database.
 */
export const SCHEMA_SQL = {
  sqlite: `SELECT m.name, p.name, p.type, p."notnull" = 0, p.pk > 0
FROM sqlite_schema AS m JOIN pragma_table_info(m.name) AS p
WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite\\_%' ESCAPE '\\'
ORDER BY m.name, p.cid`,
  mysql: `SELECT TABLE_NAME, COLUMN_NAME, COLUMN_TYPE, IS_NULLABLE = 'YES', COLUMN_KEY = 'PRI'
FROM information_schema.COLUMNS
WHERE TABLE_SCHEMA = DATABASE()
ORDER BY TABLE_NAME, ORDINAL_POSITION`,
} as const;

const flag = (value: unknown) => value === true || Number(value) === 1;

/** The rows of SCHEMA_SQL as tables of columns, with what the tool will not read marked. */
export function schemaTables(rows: readonly unknown[][]): SchemaTable[] {
  const tables = new Map<string, SchemaTable>();
  for (const [table, column, type, nullable, primaryKey] of rows) {
    const name = String(table);
    let entry = tables.get(name);
    if (!entry) {
      entry = { name, readable: !(name in SECRET_TABLES), columns: [] };
      tables.set(name, entry);
    }
    const secret = SECRET_COLUMNS[name] ?? [];
    entry.columns.push({
      name: String(column),
      type: String(type ?? ''),
      nullable: flag(nullable),
      primaryKey: flag(primaryKey),
      readable: entry.readable && !secret.includes(String(column)),
    });
  }
  return [...tables.values()];
}
