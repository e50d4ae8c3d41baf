import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { column } from '../schema-columns';

/**
 * The dev outbox keeps a message's attachments (the booking invitation's .ics), so a developer
 * can read and download them at /dev/mail. JSON text of [{ filename, contentType, content }]:
 * TEXT behaves the same on SQLite and MySQL/MariaDB, where a JSON column would not. Null when
 * the message had none, which is every message stored before this migration.
 */
export class OutboxAttachments1770336000000 implements MigrationInterface {
  name = 'OutboxAttachments1770336000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = column(queryRunner);
    await queryRunner.addColumn(
      'mail_outbox',
      new TableColumn(c.text('attachments', { isNullable: true })),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('mail_outbox', 'attachments');
  }
}
