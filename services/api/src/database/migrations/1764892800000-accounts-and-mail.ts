import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';
import { column } from '../schema-columns';

/** Sign-in links, rate-limit counters (without Redis) and the dev mail outbox. */
export class AccountsAndMail1764892800000 implements MigrationInterface {
  name = 'AccountsAndMail1764892800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = column(queryRunner);

    await queryRunner.createTable(
      new Table({
        name: 'sign_in_tokens',
        columns: [
          c.varchar('id', 64, { isPrimary: true }),
          c.varchar('email', 320),
          c.varchar('next', 2048, { isNullable: true }),
          c.createdAt(),
          c.datetime('expiresAt'),
          c.datetime('usedAt', { isNullable: true }),
        ],
        indices: [
          new TableIndex({ name: 'IDX_sign_in_tokens_expires', columnNames: ['expiresAt'] }),
          new TableIndex({ name: 'IDX_sign_in_tokens_email', columnNames: ['email'] }),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'rate_limits',
        columns: [
          c.varchar('bucket', 191, { isPrimary: true }),
          c.integer('hits', { default: 0 }),
          c.datetime('resetAt'),
        ],
        indices: [new TableIndex({ name: 'IDX_rate_limits_reset', columnNames: ['resetAt'] })],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'mail_outbox',
        columns: [
          c.varchar('id', 191, { isPrimary: true }),
          c.varchar('recipient', 320),
          c.varchar('sender', 320),
          c.varchar('subject', 500),
          c.varchar('kind', 50),
          c.text('textBody'),
          c.text('htmlBody', { isNullable: true }),
          c.createdAt(),
        ],
        indices: [new TableIndex({ name: 'IDX_mail_outbox_created', columnNames: ['createdAt'] })],
      }),
    );

    // Signing out everywhere and cleaning up after a deleted account look sessions up by owner.
    await queryRunner.createIndex(
      'sessions',
      new TableIndex({ name: 'IDX_sessions_user', columnNames: ['userId'] }),
    );
    await queryRunner.createIndex(
      'sessions',
      new TableIndex({ name: 'IDX_sessions_admin_user', columnNames: ['adminUserId'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('sessions', 'IDX_sessions_admin_user');
    await queryRunner.dropIndex('sessions', 'IDX_sessions_user');
    for (const table of ['mail_outbox', 'rate_limits', 'sign_in_tokens']) {
      await queryRunner.dropTable(table);
    }
  }
}
