import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { column } from '../schema-columns';

/** The tables of the product specification, plus sessions and the embedded job queue. */
export class InitialSchema1763769600000 implements MigrationInterface {
  name = 'InitialSchema1763769600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = column(queryRunner);

    await queryRunner.createTable(
      new Table({
        name: 'users',
        columns: [
          c.id(),
          c.varchar('email', 320, { isUnique: true }),
          c.boolean('emailVerified', false),
          c.varchar('firebaseUid', 128, { isNullable: true, isUnique: true }),
          c.varchar('stripeCustomerId', 255, { isNullable: true }),
          c.varchar('stripeSubscriptionId', 255, { isNullable: true }),
          c.varchar('coinbaseCustomerId', 255, { isNullable: true }),
          c.createdAt(),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'services',
        columns: [
          c.id(),
          c.varchar('name', 100),
          c.text('description'),
          c.text('features', { isNullable: true }),
          c.integer('price'),
          c.varchar('type', 50),
          c.varchar('currency', 3, { default: "'USD'" }),
          c.text('prices', { isNullable: true }),
          c.varchar('stripePriceId', 255, { isNullable: true }),
          c.varchar('stripePriceIdUsd', 255, { isNullable: true }),
          c.varchar('stripePriceIdEur', 255, { isNullable: true }),
          c.varchar('stripePriceIdGbp', 255, { isNullable: true }),
          c.varchar('stripePriceIdCad', 255, { isNullable: true }),
          c.varchar('stripePriceIdAud', 255, { isNullable: true }),
          c.varchar('stripePriceIdJpy', 255, { isNullable: true }),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'analysis_documents',
        columns: [
          c.id(),
          c.integer('userId'),
          c.varchar('title', 255),
          c.text('description', { isNullable: true }),
          c.varchar('documentType', 100),
          c.varchar('status', 50, { default: "'pending'" }),
          c.varchar('documentUrl', 2048),
          c.varchar('policyLink', 2048, { isNullable: true }),
          c.varchar('issueCategory', 50, { isNullable: true }),
          c.createdAt(),
          c.updatedAt(),
        ],
        indices: [
          new TableIndex({
            name: 'IDX_analysis_documents_user_created',
            columnNames: ['userId', 'createdAt'],
          }),
        ],
        foreignKeys: [
          new TableForeignKey({
            columnNames: ['userId'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'analysis_results',
        columns: [
          c.id(),
          c.integer('analysisDocumentId', { isUnique: true }),
          c.text('content'),
          c.text('tags', { isNullable: true }),
          c.createdAt(),
        ],
        foreignKeys: [
          new TableForeignKey({
            columnNames: ['analysisDocumentId'],
            referencedTableName: 'analysis_documents',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'service_orders',
        columns: [
          c.id(),
          c.integer('userId', { isNullable: true }),
          c.integer('serviceId'),
          c.varchar('status', 50, { default: "'pending'" }),
          c.integer('amount'),
          c.varchar('currency', 3, { default: "'USD'" }),
          c.varchar('paymentMethod', 50, { isNullable: true }),
          c.varchar('paymentId', 255, { isNullable: true, isUnique: true }),
          c.createdAt(),
          c.updatedAt(),
        ],
        indices: [new TableIndex({ name: 'IDX_service_orders_user', columnNames: ['userId'] })],
        foreignKeys: [
          new TableForeignKey({
            columnNames: ['userId'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
          }),
          new TableForeignKey({
            columnNames: ['serviceId'],
            referencedTableName: 'services',
            referencedColumnNames: ['id'],
            onDelete: 'RESTRICT',
          }),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'admin_users',
        columns: [
          c.id(),
          c.varchar('username', 100, { isUnique: true }),
          c.varchar('password', 255),
          c.varchar('role', 50, { default: "'admin'" }),
          c.createdAt(),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'bookings',
        columns: [
          c.id(),
          c.integer('userId'),
          c.integer('serviceId', { isNullable: true }),
          c.varchar('title', 255),
          c.text('description', { isNullable: true }),
          c.datetime('appointmentDate'),
          c.integer('duration', { default: 60 }),
          c.varchar('status', 50, { default: "'scheduled'" }),
          c.varchar('meetingLink', 2048, { isNullable: true }),
          c.text('notes', { isNullable: true }),
          c.createdAt(),
          c.updatedAt(),
        ],
        indices: [
          new TableIndex({ name: 'IDX_bookings_user', columnNames: ['userId'] }),
          new TableIndex({ name: 'IDX_bookings_appointment', columnNames: ['appointmentDate'] }),
        ],
        foreignKeys: [
          new TableForeignKey({
            columnNames: ['userId'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
          new TableForeignKey({
            columnNames: ['serviceId'],
            referencedTableName: 'services',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
          }),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'sessions',
        columns: [
          c.varchar('id', 64, { isPrimary: true }),
          c.varchar('kind', 10),
          c.integer('userId', { isNullable: true }),
          c.integer('adminUserId', { isNullable: true }),
          c.createdAt(),
          c.datetime('lastSeenAt'),
          c.datetime('expiresAt'),
        ],
        indices: [new TableIndex({ name: 'IDX_sessions_expires', columnNames: ['expiresAt'] })],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'queue_jobs',
        columns: [
          c.varchar('id', 191, { isPrimary: true }),
          c.varchar('name', 100),
          c.text('payload'),
          c.varchar('status', 20, { default: "'waiting'" }),
          c.integer('attempts', { default: 0 }),
          c.integer('maxAttempts', { default: 5 }),
          c.datetime('runAt'),
          c.text('lastError', { isNullable: true }),
          c.createdAt(),
          c.updatedAt(),
        ],
        indices: [new TableIndex({ name: 'IDX_queue_jobs_due', columnNames: ['status', 'runAt'] })],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'queue_jobs',
      'sessions',
      'bookings',
      'admin_users',
      'service_orders',
      'analysis_results',
      'analysis_documents',
      'services',
      'users',
    ]) {
      await queryRunner.dropTable(table);
    }
  }
}
