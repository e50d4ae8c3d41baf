import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';
import { column } from '../schema-columns';

/** Requests from the Data Deletion page, for the operator to act on within 30 days. */
export class DataDeletionRequests1769731200000 implements MigrationInterface {
  name = 'DataDeletionRequests1769731200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = column(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'data_deletion_requests',
        columns: [
          c.id(),
          c.varchar('fullName', 200),
          c.varchar('email', 320),
          c.varchar('reason', 200, { isNullable: true }),
          // Details are at most 2,000 characters: 8 KB in utf8mb4, within MySQL's TEXT.
          c.text('details', { isNullable: true }),
          c.varchar('status', 20, { default: "'received'" }),
          c.datetime('completedAt', { isNullable: true }),
          c.createdAt(),
          c.updatedAt(),
        ],
        indices: [
          new TableIndex({ name: 'IDX_data_deletion_requests_email', columnNames: ['email'] }),
          new TableIndex({
            name: 'IDX_data_deletion_requests_created',
            columnNames: ['createdAt'],
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('data_deletion_requests');
  }
}
