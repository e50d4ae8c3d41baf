import { MigrationInterface, QueryRunner, TableColumn, TableForeignKey, TableIndex } from 'typeorm';
import { column } from '../schema-columns';

/**
 * A paid call is paid before it is booked. `services.payableLater` is the operator's exception:
 * calls of such a service are booked at once and paid afterwards (`bookings.payLater` records
 * that a booking was made so). While the student pays, the booking holds its slot until
 * `holdExpiresAt`; `orderId` names the order that pays for the booking, so an operator's refund
 * acts on that order. The link is cleared, never cascaded, if the order goes. `studentTimeZone`
 * lets the confirmation sent after payment give the student's own time.
 */
export class BookingPayments1772700000000 implements MigrationInterface {
  name = 'BookingPayments1772700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = column(queryRunner);
    await queryRunner.addColumn('services', new TableColumn(c.boolean('payableLater', false)));
    await queryRunner.addColumns('bookings', [
      new TableColumn(c.integer('orderId', { isNullable: true })),
      new TableColumn(c.boolean('payLater', false)),
      new TableColumn(c.datetime('holdExpiresAt', { isNullable: true })),
      new TableColumn(c.varchar('studentTimeZone', 64, { isNullable: true })),
    ]);
    await queryRunner.createIndex(
      'bookings',
      new TableIndex({ name: 'IDX_bookings_order', columnNames: ['orderId'] }),
    );
    await queryRunner.createForeignKey(
      'bookings',
      new TableForeignKey({
        name: 'FK_bookings_order',
        columnNames: ['orderId'],
        referencedTableName: 'service_orders',
        referencedColumnNames: ['id'],
        onDelete: 'SET NULL',
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropForeignKey('bookings', 'FK_bookings_order');
    await queryRunner.dropIndex('bookings', 'IDX_bookings_order');
    for (const name of ['studentTimeZone', 'holdExpiresAt', 'payLater', 'orderId'])
      await queryRunner.dropColumn('bookings', name);
    await queryRunner.dropColumn('services', 'payableLater');
  }
}
