import { MigrationInterface, QueryRunner, TableColumn, TableIndex } from 'typeorm';
import { column } from '../schema-columns';

/**
 * One booking per slot, enforced by the database. `slotKey` holds the appointment's UTC start
 * (ISO 8601) while a booking is scheduled and NULL once it is cancelled; a UNIQUE index over it
 * lets only one active booking hold a slot, and NULLs never collide on SQLite or MySQL/MariaDB,
 * so cancelled bookings stay as history without blocking the slot. `email` keeps the address
 * the student asked the confirmation and the reminder to go to.
 */
export class BookingSlots1768435200000 implements MigrationInterface {
  name = 'BookingSlots1768435200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = column(queryRunner);
    await queryRunner.addColumns('bookings', [
      new TableColumn(c.varchar('slotKey', 32, { isNullable: true })),
      new TableColumn(c.varchar('email', 320, { isNullable: true })),
    ]);
    await queryRunner.createIndex(
      'bookings',
      new TableIndex({ name: 'UQ_bookings_slot', columnNames: ['slotKey'], isUnique: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('bookings', 'UQ_bookings_slot');
    await queryRunner.dropColumn('bookings', 'email');
    await queryRunner.dropColumn('bookings', 'slotKey');
  }
}
