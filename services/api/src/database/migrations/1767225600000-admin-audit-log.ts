import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { column } from '../schema-columns';

/** Tables the admin dashboard pages through; each may hold 100,000s of rows. */
export const ADMIN_PAGED_TABLES = [
  'users',
  'analysis_documents',
  'analysis_results',
  'service_orders',
  'bookings',
] as const;

/** The narrow index the admin listings walk on MySQL to skip to a deep page. */
export const pagingIndexName = (table: string) => `IDX_${table}_admin_paging`;

/**
 * The audit log of the admin tools (who ran which SQL query, e-mail test or job retry, and when)
 * and, on MySQL, an index on the id alone for each large table. InnoDB keeps rows in the primary
 * key, so skipping 50,000 rows along it reads 50,000 whole rows (report texts included); the same
 * skip along a one-column index reads a few pages. SQLite gains nothing from it and gets none.
 */
export class AdminAuditLog1767225600000 implements MigrationInterface {
  name = 'AdminAuditLog1767225600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = column(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'admin_audit_log',
        columns: [
          c.id(),
          c.integer('adminUserId', { isNullable: true }),
          c.varchar('adminUsername', 100),
          c.varchar('action', 30),
          // A query is at most 10,000 characters: 40 KB in utf8mb4, within MySQL's TEXT.
          c.text('detail'),
          c.varchar('outcome', 20),
          c.integer('rowCount', { isNullable: true }),
          c.integer('durationMs', { isNullable: true }),
          c.text('message', { isNullable: true }),
          c.createdAt(),
        ],
        indices: [
          new TableIndex({ name: 'IDX_admin_audit_log_created', columnNames: ['createdAt'] }),
        ],
        foreignKeys: [
          new TableForeignKey({
            columnNames: ['adminUserId'],
            referencedTableName: 'admin_users',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
          }),
        ],
      }),
    );
    if (queryRunner.connection.options.type === 'mysql') {
      for (const table of ADMIN_PAGED_TABLES) {
        await queryRunner.createIndex(
          table,
          new TableIndex({ name: pagingIndexName(table), columnNames: ['id'] }),
        );
      }
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type === 'mysql') {
      for (const table of ADMIN_PAGED_TABLES) {
        await queryRunner.dropIndex(table, pagingIndexName(table));
      }
    }
    await queryRunner.dropTable('admin_audit_log');
  }
}
