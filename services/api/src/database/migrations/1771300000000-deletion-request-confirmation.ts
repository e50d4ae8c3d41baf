import { MigrationInterface, QueryRunner, TableColumn, TableIndex } from 'typeorm';
import { column } from '../schema-columns';

const TOKEN_INDEX = 'IDX_data_deletion_requests_confirm_token';

/**
 * A data deletion request is completed only once the owner of its address has confirmed it: at
 * once when sent while signed in as that address, otherwise with an e-mailed single-use link
 * (its SHA-256 and expiry kept here). Requests stored before this migration stay unconfirmed:
 * nothing shows who sent them, so the operator cannot complete them; their owner can send a new
 * one, or delete the account while signed in.
 */
export class DeletionRequestConfirmation1771300000000 implements MigrationInterface {
  name = 'DeletionRequestConfirmation1771300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = column(queryRunner);
    await queryRunner.addColumns('data_deletion_requests', [
      new TableColumn(c.datetime('confirmedAt', { isNullable: true })),
      new TableColumn(c.varchar('confirmedBy', 20, { isNullable: true })),
      new TableColumn(c.varchar('confirmTokenHash', 64, { isNullable: true })),
      new TableColumn(c.datetime('confirmTokenExpiresAt', { isNullable: true })),
    ]);
    // Unique: NULLs (requests that needed no link) do not collide on SQLite or MySQL.
    await queryRunner.createIndex(
      'data_deletion_requests',
      new TableIndex({ name: TOKEN_INDEX, columnNames: ['confirmTokenHash'], isUnique: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('data_deletion_requests', TOKEN_INDEX);
    for (const name of ['confirmTokenExpiresAt', 'confirmTokenHash', 'confirmedBy', 'confirmedAt'])
      await queryRunner.dropColumn('data_deletion_requests', name);
  }
}
