import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { column } from '../schema-columns';

/**
 * Operators act on booked calls: a version every operator change raises (two operators at once:
 * one update goes through, the other is told), the calendar invitation's SEQUENCE (the same UID,
 * one higher with each change, so calendars replace the event they hold), and the reason a call
 * was cancelled, which the student is told.
 */
export class BookingOperations1772600000000 implements MigrationInterface {
  name = 'BookingOperations1772600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = column(queryRunner);
    await queryRunner.addColumns('bookings', [
      new TableColumn(c.integer('version', { default: 0 })),
      new TableColumn(c.integer('sequence', { default: 0 })),
      new TableColumn(c.text('cancelReason', { isNullable: true })),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const name of ['cancelReason', 'sequence', 'version'])
      await queryRunner.dropColumn('bookings', name);
  }
}
