import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { column } from '../schema-columns';

/**
 * `service_orders.overdueNoticeAt`: when the operator was told that the order is undelivered
 * past the day its service promised. The periodic sweep sets it as it sends the notice, so each
 * late order is reported once, whichever worker runs the sweep and however often.
 */
export class OrderOverdueNotice1772800000000 implements MigrationInterface {
  name = 'OrderOverdueNotice1772800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = column(queryRunner);
    await queryRunner.addColumn(
      'service_orders',
      new TableColumn(c.datetime('overdueNoticeAt', { isNullable: true })),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('service_orders', 'overdueNoticeAt');
  }
}
