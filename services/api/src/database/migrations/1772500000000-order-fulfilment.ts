import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { column } from '../schema-columns';

/**
 * Orders are fulfilled by an operator: a version every change raises (two operators acting on one
 * order at once: the database lets one update through, the other changes nothing and is told), the
 * sum refunded so far, the operator's internal note, and the delivered review: a file kept under
 * DATA_DIR by a random key, or text written in the admin page.
 */
export class OrderFulfilment1772500000000 implements MigrationInterface {
  name = 'OrderFulfilment1772500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = column(queryRunner);
    await queryRunner.addColumns('service_orders', [
      new TableColumn(c.integer('version', { default: 0 })),
      new TableColumn(c.integer('refundedAmount', { default: 0 })),
      new TableColumn(c.text('internalNote', { isNullable: true })),
      new TableColumn(c.datetime('deliveredAt', { isNullable: true })),
      new TableColumn(c.text('deliveryText', { isNullable: true })),
      new TableColumn(c.varchar('deliveryFileKey', 64, { isNullable: true })),
      new TableColumn(c.varchar('deliveryFileName', 255, { isNullable: true })),
      new TableColumn(c.varchar('deliveryFileType', 10, { isNullable: true })),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const name of [
      'deliveryFileType',
      'deliveryFileName',
      'deliveryFileKey',
      'deliveryText',
      'deliveredAt',
      'internalNote',
      'refundedAmount',
      'version',
    ])
      await queryRunner.dropColumn('service_orders', name);
  }
}
