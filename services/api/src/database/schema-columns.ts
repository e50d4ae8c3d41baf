import { QueryRunner, TableColumnOptions } from 'typeorm';

type Extra = Partial<TableColumnOptions>;

/**
 * Column builders for migrations that run unchanged on SQLite and MySQL/MariaDB. The one real
 * difference is time: MySQL gets millisecond precision explicitly, SQLite stores text.
 */
export function column(queryRunner: QueryRunner) {
  const mysql = queryRunner.connection.options.type === 'mysql';
  const now = mysql ? 'CURRENT_TIMESTAMP(6)' : 'CURRENT_TIMESTAMP';
  const time = (name: string, extra: Extra = {}): TableColumnOptions => ({
    name,
    type: 'datetime',
    ...(mysql ? { precision: 6 } : {}),
    ...extra,
  });

  return {
    id: (): TableColumnOptions => ({
      name: 'id',
      type: 'integer',
      isPrimary: true,
      isGenerated: true,
      generationStrategy: 'increment',
    }),
    integer: (name: string, extra: Extra = {}): TableColumnOptions => ({
      name,
      type: 'integer',
      ...extra,
    }),
    varchar: (name: string, length: number, extra: Extra = {}): TableColumnOptions => ({
      name,
      type: 'varchar',
      length: String(length),
      ...extra,
    }),
    text: (name: string, extra: Extra = {}): TableColumnOptions => ({
      name,
      // MySQL TEXT holds 64 KB: request validation keeps every stored text well below that.
      type: 'text',
      ...extra,
    }),
    boolean: (name: string, defaultValue: boolean): TableColumnOptions => ({
      name,
      type: 'boolean',
      default: defaultValue ? 1 : 0,
    }),
    datetime: (name: string, extra: Extra = {}) => time(name, extra),
    createdAt: () => time('createdAt', { default: now }),
    updatedAt: () => time('updatedAt', { default: now, ...(mysql ? { onUpdate: now } : {}) }),
  };
}
