import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';
import { column } from '../schema-columns';

/** The Stripe events already handled: the webhook handles each event id once. */
export class StripeEvents1767830400000 implements MigrationInterface {
  name = 'StripeEvents1767830400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = column(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'stripe_events',
        columns: [
          // Stripe's event ids ('evt_...') are the key: a second delivery cannot insert again.
          c.varchar('id', 191, { isPrimary: true }),
          c.varchar('type', 100),
          c.varchar('paymentIntentId', 191, { isNullable: true }),
          c.varchar('outcome', 255),
          c.createdAt(),
        ],
        indices: [
          new TableIndex({
            name: 'IDX_stripe_events_payment_intent',
            columnNames: ['paymentIntentId'],
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('stripe_events');
  }
}
